// Transposes of views: shapes.transpose of a tensor.extract_slice (an offset,
// strides that are not the operand's own), with a reshape in between, in
// row-major, column-major and padded layouts, with static and '?' sizes.
// The bitcast transposes are views of views: each must read the elements
// its source's offset and strides say. Each result is returned as it is
// (a view, which the function returns as a copy of its own) and as the
// operand of an add (which reads the view in place).
//
// x[i][j] = 10 i + j, 4x6.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="vectorize=false fuse=false" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="threads=2" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="results-to-out-params=true" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

#col = #shapes.layout<minor_to_major = [0, 1]>
#pad = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [5, 8], padding_value = lowest>
#colpad = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [7, 6], padding_value = one>

func.func private @printMemrefF32(tensor<*xf32>)

// Rows 2 and 3: offset 12, contiguous.
func.func @rows(%x: tensor<4x6xf32>) -> (tensor<6x2xf32, #col>, tensor<6x2xf32>) {
  %s = tensor.extract_slice %x[2, 0] [2, 6] [1, 1] : tensor<4x6xf32> to tensor<2x6xf32>
  %t = shapes.transpose %s, permutation = [1, 0] : tensor<2x6xf32> -> tensor<6x2xf32, #col>
  %a = shapes.add %t, %t : (tensor<6x2xf32, #col>, tensor<6x2xf32, #col>) -> tensor<6x2xf32>
  return %t, %a : tensor<6x2xf32, #col>, tensor<6x2xf32>
}

// Rows 1 and 3, columns 1, 3 and 5: offset 11, strides [20, 2].
func.func @strided(%x: tensor<4x6xf32>) -> (tensor<3x2xf32, #col>, tensor<3x2xf32>) {
  %s = tensor.extract_slice %x[1, 1] [2, 3] [2, 2] : tensor<4x6xf32> to tensor<2x3xf32>
  %t = shapes.transpose %s, permutation = [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32, #col>
  %a = shapes.add %t, %t : (tensor<3x2xf32, #col>, tensor<3x2xf32, #col>) -> tensor<3x2xf32>
  return %t, %a : tensor<3x2xf32, #col>, tensor<3x2xf32>
}

// A column-major operand: rows 1..3, columns 2..5.
func.func @column_major(%x: tensor<4x6xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32, #col>) {
  %c = shapes.relayout %x : tensor<4x6xf32> to tensor<4x6xf32, #col>
  %s = tensor.extract_slice %c[1, 2] [3, 4] [1, 1] : tensor<4x6xf32, #col> to tensor<3x4xf32, #col>
  %t = shapes.transpose %s, permutation = [1, 0] : tensor<3x4xf32, #col> -> tensor<4x3xf32>
  %a = shapes.add %t, %t : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32, #col>
  return %t, %a : tensor<4x3xf32>, tensor<4x3xf32, #col>
}

// A padded operand (row stride 8): rows 1..3, columns 3..4, then a slice
// of the transpose, columns 1..2 of it.
func.func @padded(%x: tensor<4x6xf32>) -> (tensor<2x2xf32>, tensor<2x3xf32, #colpad>) {
  %p = shapes.relayout %x : tensor<4x6xf32> to tensor<4x6xf32, #pad>
  %s = tensor.extract_slice %p[1, 3] [3, 2] [1, 1] : tensor<4x6xf32, #pad> to tensor<3x2xf32>
  %t = shapes.transpose %s, permutation = [1, 0] : tensor<3x2xf32> -> tensor<2x3xf32, #col>
  %u = tensor.extract_slice %t[0, 1] [2, 2] [1, 1] : tensor<2x3xf32, #col> to tensor<2x2xf32, #col>
  %r = shapes.relayout %u : tensor<2x2xf32, #col> to tensor<2x2xf32>
  %a = shapes.add %t, %t : (tensor<2x3xf32, #col>, tensor<2x3xf32, #col>) -> tensor<2x3xf32, #colpad>
  return %r, %a : tensor<2x2xf32>, tensor<2x3xf32, #colpad>
}

// slice -> reshape -> transpose -> slice: rows 2..3 (12 elements from
// offset 12) as 3x4, transposed to 4x3, rows 1..2 of that.
func.func @chain(%x: tensor<4x6xf32>) -> (tensor<2x3xf32, #col>, tensor<4x3xf32>) {
  %s = tensor.extract_slice %x[2, 0] [2, 6] [1, 1] : tensor<4x6xf32> to tensor<2x6xf32>
  %f = tensor.collapse_shape %s [[0, 1]] : tensor<2x6xf32> into tensor<12xf32>
  %e = tensor.expand_shape %f [[0, 1]] output_shape [3, 4] : tensor<12xf32> into tensor<3x4xf32>
  %t = shapes.transpose %e, permutation = [1, 0] : tensor<3x4xf32> -> tensor<4x3xf32, #col>
  %u = tensor.extract_slice %t[1, 0] [2, 3] [1, 1] : tensor<4x3xf32, #col> to tensor<2x3xf32, #col>
  %a = shapes.add %t, %t : (tensor<4x3xf32, #col>, tensor<4x3xf32, #col>) -> tensor<4x3xf32>
  return %u, %a : tensor<2x3xf32, #col>, tensor<4x3xf32>
}

// '?' sizes and a run-time offset: rows %i .. %i + %n - 1.
func.func @dynamic(%x: tensor<?x6xf32>, %i: index, %n: index) -> (tensor<6x?xf32, #col>, tensor<6x?xf32>) {
  %s = tensor.extract_slice %x[%i, 0] [%n, 6] [1, 1] : tensor<?x6xf32> to tensor<?x6xf32>
  %t = shapes.transpose %s, permutation = [1, 0] : tensor<?x6xf32> -> tensor<6x?xf32, #col>
  %a = shapes.add %t, %t : (tensor<6x?xf32, #col>, tensor<6x?xf32, #col>) -> tensor<6x?xf32>
  return %t, %a : tensor<6x?xf32, #col>, tensor<6x?xf32>
}

func.func @print(%t: tensor<*xf32>) {
  call @printMemrefF32(%t) : (tensor<*xf32>) -> ()
  return
}

func.func @main() {
  %x = arith.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0],
                             [10.0, 11.0, 12.0, 13.0, 14.0, 15.0],
                             [20.0, 21.0, 22.0, 23.0, 24.0, 25.0],
                             [30.0, 31.0, 32.0, 33.0, 34.0, 35.0]]> : tensor<4x6xf32>
  %r0, %r1 = call @rows(%x) : (tensor<4x6xf32>) -> (tensor<6x2xf32, #col>, tensor<6x2xf32>)
  %r0u = tensor.cast %r0 : tensor<6x2xf32, #col> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [6, 2] strides = [1, 6] data =
  // CHECK-NEXT: {{\[\[}}20,   30],
  // CHECK-NEXT:  [21,   31],
  // CHECK-NEXT:  [22,   32],
  // CHECK-NEXT:  [23,   33],
  // CHECK-NEXT:  [24,   34],
  // CHECK-NEXT:  [25,   35]]
  call @print(%r0u) : (tensor<*xf32>) -> ()
  %r1u = tensor.cast %r1 : tensor<6x2xf32> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [6, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[\[}}40,   60],
  // CHECK-NEXT:  [42,   62],
  // CHECK-NEXT:  [44,   64],
  // CHECK-NEXT:  [46,   66],
  // CHECK-NEXT:  [48,   68],
  // CHECK-NEXT:  [50,   70]]
  call @print(%r1u) : (tensor<*xf32>) -> ()

  %s0, %s1 = call @strided(%x) : (tensor<4x6xf32>) -> (tensor<3x2xf32, #col>, tensor<3x2xf32>)
  %s0u = tensor.cast %s0 : tensor<3x2xf32, #col> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [3, 2] strides = [1, 3] data =
  // CHECK-NEXT: {{\[\[}}11,   31],
  // CHECK-NEXT:  [13,   33],
  // CHECK-NEXT:  [15,   35]]
  call @print(%s0u) : (tensor<*xf32>) -> ()
  %s1u = tensor.cast %s1 : tensor<3x2xf32> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[\[}}22,   62],
  // CHECK-NEXT:  [26,   66],
  // CHECK-NEXT:  [30,   70]]
  call @print(%s1u) : (tensor<*xf32>) -> ()

  %c0, %c1 = call @column_major(%x) : (tensor<4x6xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32, #col>)
  %c0u = tensor.cast %c0 : tensor<4x3xf32> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [4, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[\[}}12,   22,   32],
  // CHECK-NEXT:  [13,   23,   33],
  // CHECK-NEXT:  [14,   24,   34],
  // CHECK-NEXT:  [15,   25,   35]]
  call @print(%c0u) : (tensor<*xf32>) -> ()
  %c1u = tensor.cast %c1 : tensor<4x3xf32, #col> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [4, 3] strides = [1, 4] data =
  // CHECK-NEXT: {{\[\[}}24,   44,   64],
  // CHECK-NEXT:  [26,   46,   66],
  // CHECK-NEXT:  [28,   48,   68],
  // CHECK-NEXT:  [30,   50,   70]]
  call @print(%c1u) : (tensor<*xf32>) -> ()

  %p0, %p1 = call @padded(%x) : (tensor<4x6xf32>) -> (tensor<2x2xf32>, tensor<2x3xf32, #colpad>)
  %p0u = tensor.cast %p0 : tensor<2x2xf32> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[\[}}23,   33],
  // CHECK-NEXT:  [24,   34]]
  call @print(%p0u) : (tensor<*xf32>) -> ()
  %p1u = tensor.cast %p1 : tensor<2x3xf32, #colpad> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [1, 7] data =
  // CHECK-NEXT: {{\[\[}}26,   46,   66],
  // CHECK-NEXT:  [28,   48,   68]]
  call @print(%p1u) : (tensor<*xf32>) -> ()

  %h0, %h1 = call @chain(%x) : (tensor<4x6xf32>) -> (tensor<2x3xf32, #col>, tensor<4x3xf32>)
  %h0u = tensor.cast %h0 : tensor<2x3xf32, #col> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [1, 2] data =
  // CHECK-NEXT: {{\[\[}}21,   25,   33],
  // CHECK-NEXT:  [22,   30,   34]]
  call @print(%h0u) : (tensor<*xf32>) -> ()
  %h1u = tensor.cast %h1 : tensor<4x3xf32> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [4, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[\[}}40,   48,   64],
  // CHECK-NEXT:  [42,   50,   66],
  // CHECK-NEXT:  [44,   60,   68],
  // CHECK-NEXT:  [46,   62,   70]]
  call @print(%h1u) : (tensor<*xf32>) -> ()

  %xd = tensor.cast %x : tensor<4x6xf32> to tensor<?x6xf32>
  %c1i = arith.constant 1 : index
  %c3i = arith.constant 3 : index
  %d0, %d1 = call @dynamic(%xd, %c1i, %c3i) : (tensor<?x6xf32>, index, index) -> (tensor<6x?xf32, #col>, tensor<6x?xf32>)
  %d0u = tensor.cast %d0 : tensor<6x?xf32, #col> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [6, 3] strides = [1, 6] data =
  // CHECK-NEXT: {{\[\[}}10,   20,   30],
  // CHECK-NEXT:  [11,   21,   31],
  // CHECK-NEXT:  [12,   22,   32],
  // CHECK-NEXT:  [13,   23,   33],
  // CHECK-NEXT:  [14,   24,   34],
  // CHECK-NEXT:  [15,   25,   35]]
  call @print(%d0u) : (tensor<*xf32>) -> ()
  %d1u = tensor.cast %d1 : tensor<6x?xf32> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [6, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[\[}}20,   40,   60],
  // CHECK-NEXT:  [22,   42,   62],
  // CHECK-NEXT:  [24,   44,   64],
  // CHECK-NEXT:  [26,   46,   66],
  // CHECK-NEXT:  [28,   48,   68],
  // CHECK-NEXT:  [30,   50,   70]]
  call @print(%d1u) : (tensor<*xf32>) -> ()
  return
}
