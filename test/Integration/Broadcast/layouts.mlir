// Broadcasting ops whose operands and results carry #shapes.layout (DESIGN
// §4: operands and results may carry any layouts, independently of each
// other). Each result is printed through bufferization.to_buffer: the
// printer follows the memref's strides, so it shows the logical values and
// the layout's strides; a memref.reinterpret_cast of the same buffer shows
// the raw physical buffer, padding included. Expected values are worked out
// by hand from the layout rules (docs/Semantics.md, Layouts).
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

#col = #shapes.layout<minor_to_major = [0, 1]>
#pad = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = lowest>
#padzero = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>
#rowpad = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [1, 4], padding_value = highest>
#colpad = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [4, 2], padding_value = one>
#c3 = #shapes.layout<minor_to_major = [0, 2, 1]>

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

// (2,3) - (3) dims [1] into a column-major result.
func.func @sub_to_col(%m: tensor<2x3xf32>, %v: tensor<3xf32>) -> tensor<2x3xf32, #col> {
  %r = shapes.sub %m, %v broadcast_dimensions = [1]
      : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32, #col>
  return %r : tensor<2x3xf32, #col>
}

// Outer (2,1) - (1,3) into a padded column-major result, padding = lowest.
func.func @outer_to_pad(%c: tensor<2x1xf32>, %r: tensor<1x3xf32>) -> tensor<2x3xf32, #pad> {
  %x = shapes.sub %c, %r : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x3xf32, #pad>
  return %x : tensor<2x3xf32, #pad>
}

// A padded operand on the left, broadcast vector on the right.
func.func @pad_minus_vec(%p: tensor<2x3xf32, #pad>, %v: tensor<3xf32>) -> tensor<2x3xf32> {
  %x = shapes.sub %p, %v broadcast_dimensions = [1]
      : (tensor<2x3xf32, #pad>, tensor<3xf32>) -> tensor<2x3xf32>
  return %x : tensor<2x3xf32>
}

// Both broadcast operands padded, in different orders.
func.func @padded_outer(%c: tensor<2x1xf32, #colpad>, %r: tensor<1x3xf32, #rowpad>) -> tensor<2x3xf32> {
  %x = shapes.add %c, %r : (tensor<2x1xf32, #colpad>, tensor<1x3xf32, #rowpad>) -> tensor<2x3xf32>
  return %x : tensor<2x3xf32>
}

// broadcast_in_dim into a padded layout (zero padding).
func.func @bid_to_pad(%v: tensor<3xf32>) -> tensor<2x3xf32, #padzero> {
  %x = shapes.broadcast_in_dim %v, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32, #padzero>
  return %x : tensor<2x3xf32, #padzero>
}

// Rank 3: cuboid + matrix dims [1, 2] into minor_to_major [0, 2, 1].
func.func @cuboid_to_c3(%c: tensor<2x3x4xi32>, %m: tensor<3x4xi32>) -> tensor<2x3x4xi32, #c3> {
  %x = shapes.add %c, %m broadcast_dimensions = [1, 2]
      : (tensor<2x3x4xi32>, tensor<3x4xi32>) -> tensor<2x3x4xi32, #c3>
  return %x : tensor<2x3x4xi32, #c3>
}

func.func @main() {
  %m = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %v = arith.constant dense<[10.0, 20.0, 30.0]> : tensor<3xf32>

  // m - v = |-9 -18 -27|, column-major buffer -9 -6 -18 -15 -27 -24.
  //         |-6 -15 -24|
  %0 = call @sub_to_col(%m, %v) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32, #col>
  %b0 = bufferization.to_buffer %0 : tensor<2x3xf32, #col> to memref<2x3xf32, #col>
  %u0 = memref.cast %b0 : memref<2x3xf32, #col> to memref<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [1, 2] data =
  // CHECK-NEXT: [-9, -18, -27]
  // CHECK-NEXT: [-6, -15, -24]
  call @printMemrefF32(%u0) : (memref<*xf32>) -> ()
  %f0 = memref.reinterpret_cast %b0 to offset: [0], sizes: [6], strides: [1]
      : memref<2x3xf32, #col> to memref<6xf32>
  %w0 = memref.cast %f0 : memref<6xf32> to memref<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [6] strides = [1] data =
  // CHECK-NEXT: [-9, -6, -18, -15, -27, -24]
  call @printMemrefF32(%w0) : (memref<*xf32>) -> ()

  // [1; 2] - [1 2 3] = |0 -1 -2|, padded 3x5 column-major with -inf padding:
  //                    |1  0 -1|
  // a d pad b e pad c f pad + 6 pad.
  %c21 = arith.constant dense<[[1.0], [2.0]]> : tensor<2x1xf32>
  %r13 = arith.constant dense<[[1.0, 2.0, 3.0]]> : tensor<1x3xf32>
  %1 = call @outer_to_pad(%c21, %r13) : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x3xf32, #pad>
  %b1 = bufferization.to_buffer %1 : tensor<2x3xf32, #pad> to memref<2x3xf32, #pad>
  %u1 = memref.cast %b1 : memref<2x3xf32, #pad> to memref<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [1, 3] data =
  // CHECK-NEXT: [0, -1, -2]
  // CHECK-NEXT: [1, 0, -1]
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %f1 = memref.reinterpret_cast %b1 to offset: [0], sizes: [15], strides: [1]
      : memref<2x3xf32, #pad> to memref<15xf32>
  %w1 = memref.cast %f1 : memref<15xf32> to memref<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [15] strides = [1] data =
  // CHECK-NEXT: [0, 1, -inf, -1, 0, -inf, -2, -1, -inf, -inf, -inf, -inf, -inf, -inf, -inf]
  call @printMemrefF32(%w1) : (memref<*xf32>) -> ()

  // The padded result as an operand: |0 -1 -2| - [10 20 30] = |-10 -21 -32|
  //                                  |1  0 -1|                |-9  -20 -31|
  %2 = call @pad_minus_vec(%1, %v) : (tensor<2x3xf32, #pad>, tensor<3xf32>) -> tensor<2x3xf32>
  %b2 = bufferization.to_buffer %2 : tensor<2x3xf32> to memref<2x3xf32>
  %u2 = memref.cast %b2 : memref<2x3xf32> to memref<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [-10, -21, -32]
  // CHECK-NEXT: [-9, -20, -31]
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()

  // [1; 2] (padded 4x2, column-major) + [10 20 30] (padded 1x4, row-major).
  %cp = arith.constant dense<[[1.0], [2.0]]> : tensor<2x1xf32, #colpad>
  %rp = arith.constant dense<[[10.0, 20.0, 30.0]]> : tensor<1x3xf32, #rowpad>
  %3 = call @padded_outer(%cp, %rp) : (tensor<2x1xf32, #colpad>, tensor<1x3xf32, #rowpad>) -> tensor<2x3xf32>
  %b3 = bufferization.to_buffer %3 : tensor<2x3xf32> to memref<2x3xf32>
  %u3 = memref.cast %b3 : memref<2x3xf32> to memref<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [11, 21, 31]
  // CHECK-NEXT: [12, 22, 32]
  call @printMemrefF32(%u3) : (memref<*xf32>) -> ()

  // [7 8 9] broadcast to 2x3, padded 3x5 column-major with zeros:
  // 7 7 0 8 8 0 9 9 0 + 6 zeros.
  %v789 = arith.constant dense<[7.0, 8.0, 9.0]> : tensor<3xf32>
  %4 = call @bid_to_pad(%v789) : (tensor<3xf32>) -> tensor<2x3xf32, #padzero>
  %b4 = bufferization.to_buffer %4 : tensor<2x3xf32, #padzero> to memref<2x3xf32, #padzero>
  %u4 = memref.cast %b4 : memref<2x3xf32, #padzero> to memref<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [1, 3] data =
  // CHECK-NEXT: [7, 8, 9]
  // CHECK-NEXT: [7, 8, 9]
  call @printMemrefF32(%u4) : (memref<*xf32>) -> ()
  %f4 = memref.reinterpret_cast %b4 to offset: [0], sizes: [15], strides: [1]
      : memref<2x3xf32, #padzero> to memref<15xf32>
  %w4 = memref.cast %f4 : memref<15xf32> to memref<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [15] strides = [1] data =
  // CHECK-NEXT: [7, 7, 0, 8, 8, 0, 9, 9, 0, 0, 0, 0, 0, 0, 0]
  call @printMemrefF32(%w4) : (memref<*xf32>) -> ()

  // cuboid[i][j][k] = 10000i + 1000j + 100k, matrix[j][k] = 10j + k: the sum
  // is 10000i + 1010j + 101k. minor_to_major [0, 2, 1]: strides
  // (dim0, dim1, dim2) = (1, 8, 2); the buffer runs j (major), k, i (minor).
  %cub = arith.constant dense<[[[0, 100, 200, 300], [1000, 1100, 1200, 1300], [2000, 2100, 2200, 2300]], [[10000, 10100, 10200, 10300], [11000, 11100, 11200, 11300], [12000, 12100, 12200, 12300]]]> : tensor<2x3x4xi32>
  %mat = arith.constant dense<[[0, 1, 2, 3], [10, 11, 12, 13], [20, 21, 22, 23]]> : tensor<3x4xi32>
  %5 = call @cuboid_to_c3(%cub, %mat) : (tensor<2x3x4xi32>, tensor<3x4xi32>) -> tensor<2x3x4xi32, #c3>
  %b5 = bufferization.to_buffer %5 : tensor<2x3x4xi32, #c3> to memref<2x3x4xi32, #c3>
  %u5 = memref.cast %b5 : memref<2x3x4xi32, #c3> to memref<*xi32>
  // CHECK: rank = 3 offset = 0 sizes = [2, 3, 4] strides = [1, 8, 2] data =
  // CHECK-NEXT: [0, 101, 202, 303]
  // CHECK-NEXT: [1010, 1111, 1212, 1313]
  // CHECK-NEXT: [2020, 2121, 2222, 2323]
  // CHECK-NEXT: [10000, 10101, 10202, 10303]
  // CHECK-NEXT: [11010, 11111, 11212, 11313]
  // CHECK-NEXT: [12020, 12121, 12222, 12323]
  call @printMemrefI32(%u5) : (memref<*xi32>) -> ()
  %f5 = memref.reinterpret_cast %b5 to offset: [0], sizes: [24], strides: [1]
      : memref<2x3x4xi32, #c3> to memref<24xi32>
  %w5 = memref.cast %f5 : memref<24xi32> to memref<*xi32>
  // CHECK: rank = 1 offset = 0 sizes = [24] strides = [1] data =
  // CHECK-NEXT: [0, 10000, 101, 10101, 202, 10202, 303, 10303, 1010, 11010, 1111, 11111, 1212, 11212, 1313, 11313, 2020, 12020, 2121, 12121, 2222, 12222, 2323, 12323]
  call @printMemrefI32(%w5) : (memref<*xi32>) -> ()
  return
}
