// shapes.transpose lowered with -shapes-to-llvm and run: bitcast transposes
// (views of the operand's buffer) at rank 2 and 3, padded included,
// transposes that copy once, and '?' sizes, with and without vector loops,
// fusion and out-params. The logical values are checked, and for each
// result its strides, which show the layout it was written in.
//
// x2 = [[1, 2, 3], [4, 5, 6]]; x3[i][j][k] = 12 i + 4 j + k (2x3x4).
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="vectorize=false fuse=false" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="results-to-out-params=true" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

#col = #shapes.layout<minor_to_major = [0, 1]>
// x3 in #pad: dimension 0 most minor, then 2, then 1; padded to 3x5x7.
#pad = #shapes.layout<minor_to_major = [0, 2, 1], padded_dimensions = [3, 5, 7], padding_value = lowest>
// #pad permuted by [2, 0, 1]: operand dimensions 0, 2, 1 are result
// dimensions 1, 0, 2, widths [7, 3, 5].
#padt = #shapes.layout<minor_to_major = [1, 0, 2], padded_dimensions = [7, 3, 5], padding_value = lowest>
#t3 = #shapes.layout<minor_to_major = [0, 2, 1], padded_dimensions = [5, 4, 3], padding_value = zero>
// #padt with its most minor dimension one wider: the same order, other
// positions.
#padw = #shapes.layout<minor_to_major = [1, 0, 2], padded_dimensions = [7, 4, 5], padding_value = lowest>

func.func private @printMemrefF32(tensor<*xf32>)

// A bitcast: the row-major 2x3 is the column-major 3x2. The add reads it
// in place.
func.func @bitcast_2d(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32, #col>
  %r = shapes.add %t, %t : (tensor<3x2xf32, #col>, tensor<3x2xf32, #col>) -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}

// A bitcast of a padded rank-3 array.
func.func @bitcast_3d(%x: tensor<2x3x4xf32>) -> tensor<4x2x3xf32> {
  %p = shapes.relayout %x : tensor<2x3x4xf32> to tensor<2x3x4xf32, #pad>
  %t = shapes.transpose %p, permutation = [2, 0, 1] : tensor<2x3x4xf32, #pad> -> tensor<4x2x3xf32, #padt>
  %r = shapes.relayout %t : tensor<4x2x3xf32, #padt> to tensor<4x2x3xf32>
  return %r : tensor<4x2x3xf32>
}

// Not a bitcast: the order is #pad's permuted, but a padded width is not.
func.func @copy_widths(%x: tensor<2x3x4xf32>) -> tensor<4x2x3xf32> {
  %p = shapes.relayout %x : tensor<2x3x4xf32> to tensor<2x3x4xf32, #pad>
  %t = shapes.transpose %p, permutation = [2, 0, 1] : tensor<2x3x4xf32, #pad> -> tensor<4x2x3xf32, #padw>
  %r = shapes.relayout %t : tensor<4x2x3xf32, #padw> to tensor<4x2x3xf32>
  return %r : tensor<4x2x3xf32>
}

// Copies: row-major to row-major, and rank 3 into a padded layout.
func.func @copy_2d(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32>
  return %t : tensor<3x2xf32>
}

func.func @copy_3d(%x: tensor<2x3x4xf32>) -> tensor<3x4x2xf32, #t3> {
  %t = shapes.transpose %x, permutation = [1, 2, 0] : tensor<2x3x4xf32> -> tensor<3x4x2xf32, #t3>
  return %t : tensor<3x4x2xf32, #t3>
}

// '?' sizes: a bitcast and a copy of the same operand.
func.func @dynamic(%x: tensor<?x3xf32>) -> (tensor<3x?xf32>, tensor<3x?xf32>) {
  %v = shapes.transpose %x, permutation = [1, 0] : tensor<?x3xf32> -> tensor<3x?xf32, #col>
  %w = shapes.add %v, %v : (tensor<3x?xf32, #col>, tensor<3x?xf32, #col>) -> tensor<3x?xf32>
  %c = shapes.transpose %x, permutation = [1, 0] : tensor<?x3xf32> -> tensor<3x?xf32>
  return %w, %c : tensor<3x?xf32>, tensor<3x?xf32>
}

func.func @main() {
  %x2 = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %x3 = arith.constant dense<[[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]],
                              [[12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0], [20.0, 21.0, 22.0, 23.0]]]> : tensor<2x3x4xf32>

  // CHECK: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[\[}}2,   8],
  // CHECK-NEXT:  [4,   10],
  // CHECK-NEXT:  [6,   12]]
  %b2 = call @bitcast_2d(%x2) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %b2u = tensor.cast %b2 : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%b2u) : (tensor<*xf32>) -> ()

  // Result [k][i][j] = x3[i][j][k] = 12 i + 4 j + k.
  // CHECK: rank = 3 offset = 0 sizes = [4, 2, 3] strides = [6, 3, 1] data =
  // CHECK-NEXT: {{\[\[\[}}0,    4,    8],
  // CHECK-NEXT:   [12,    16,    20]],
  // CHECK-NEXT:  {{\[\[}}1,    5,    9],
  // CHECK-NEXT:   [13,    17,    21]],
  // CHECK-NEXT:  {{\[\[}}2,    6,    10],
  // CHECK-NEXT:   [14,    18,    22]],
  // CHECK-NEXT:  {{\[\[}}3,    7,    11],
  // CHECK-NEXT:   [15,    19,    23]]]
  %b3 = call @bitcast_3d(%x3) : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  %b3u = tensor.cast %b3 : tensor<4x2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%b3u) : (tensor<*xf32>) -> ()

  // The same values through #padw.
  // CHECK: rank = 3 offset = 0 sizes = [4, 2, 3] strides = [6, 3, 1] data =
  // CHECK-NEXT: {{\[\[\[}}0,    4,    8],
  // CHECK-NEXT:   [12,    16,    20]],
  // CHECK-NEXT:  {{\[\[}}1,    5,    9],
  // CHECK-NEXT:   [13,    17,    21]],
  // CHECK-NEXT:  {{\[\[}}2,    6,    10],
  // CHECK-NEXT:   [14,    18,    22]],
  // CHECK-NEXT:  {{\[\[}}3,    7,    11],
  // CHECK-NEXT:   [15,    19,    23]]]
  %w3 = call @copy_widths(%x3) : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  %w3u = tensor.cast %w3 : tensor<4x2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%w3u) : (tensor<*xf32>) -> ()

  // CHECK: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[\[}}1,   4],
  // CHECK-NEXT:  [2,   5],
  // CHECK-NEXT:  [3,   6]]
  %c2 = call @copy_2d(%x2) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %c2u = tensor.cast %c2 : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%c2u) : (tensor<*xf32>) -> ()

  // Result [j][k][i] = 12 i + 4 j + k, in #t3: strides [1, 15, 5].
  // CHECK: rank = 3 offset = 0 sizes = [3, 4, 2] strides = [1, 15, 5] data =
  // CHECK-NEXT: {{\[\[\[}}0,    12],
  // CHECK-NEXT:   [1,    13],
  // CHECK-NEXT:   [2,    14],
  // CHECK-NEXT:   [3,    15]],
  // CHECK-NEXT:  {{\[\[}}4,    16],
  // CHECK-NEXT:   [5,    17],
  // CHECK-NEXT:   [6,    18],
  // CHECK-NEXT:   [7,    19]],
  // CHECK-NEXT:  {{\[\[}}8,    20],
  // CHECK-NEXT:   [9,    21],
  // CHECK-NEXT:   [10,    22],
  // CHECK-NEXT:   [11,    23]]]
  %c3 = call @copy_3d(%x3) : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32, #t3>
  %c3u = tensor.cast %c3 : tensor<3x4x2xf32, #t3> to tensor<*xf32>
  call @printMemrefF32(%c3u) : (tensor<*xf32>) -> ()

  // CHECK: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[\[}}2,   8],
  // CHECK-NEXT:  [4,   10],
  // CHECK-NEXT:  [6,   12]]
  // CHECK: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[\[}}1,   4],
  // CHECK-NEXT:  [2,   5],
  // CHECK-NEXT:  [3,   6]]
  %xd = tensor.cast %x2 : tensor<2x3xf32> to tensor<?x3xf32>
  %dw, %dc = call @dynamic(%xd) : (tensor<?x3xf32>) -> (tensor<3x?xf32>, tensor<3x?xf32>)
  %dwu = tensor.cast %dw : tensor<3x?xf32> to tensor<*xf32>
  call @printMemrefF32(%dwu) : (tensor<*xf32>) -> ()
  %dcu = tensor.cast %dc : tensor<3x?xf32> to tensor<*xf32>
  call @printMemrefF32(%dcu) : (tensor<*xf32>) -> ()

  // Zero rows: empty results (printMemref prints no elements of its own
  // for a size 0, so only the sizes are checked).
  // CHECK: rank = 2 offset = 0 sizes = [3, 0]
  %x0 = tensor.empty() : tensor<0x3xf32>
  %x0d = tensor.cast %x0 : tensor<0x3xf32> to tensor<?x3xf32>
  %ew, %ec = call @dynamic(%x0d) : (tensor<?x3xf32>) -> (tensor<3x?xf32>, tensor<3x?xf32>)
  %ecu = tensor.cast %ec : tensor<3x?xf32> to tensor<*xf32>
  call @printMemrefF32(%ecu) : (tensor<*xf32>) -> ()
  return
}
