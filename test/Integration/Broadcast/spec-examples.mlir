// Every worked example of the XLA broadcasting spec
// (spec/broadcasting.es.md) and of the design contract, lowered with the real
// -shapes-to-llvm pipeline and run: matrix + vector, matrix + scalar, the
// 3x3 matrix with a vector along each dimension, degenerate broadcasting
// (spec examples 1-3), the outer operation, both compositions, the cuboid +
// matrix, the formal definition's MxNxPxQ cases, a zero-size dimension
// (docs/Semantics.md, Broadcasting: rule 3) and broadcast_in_dim. Each function is one example;
// @main builds the operands from constants, calls it and prints the result.
// Expected numbers are computed by hand from the spec's rules.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

// |1 2 3| + |7 8 9| = | 8 10 12|
// |4 5 6|             |11 13 15|   (2,3) + (3) with broadcast_dimensions (1)
func.func @matrix_plus_vector(%m: tensor<2x3xf32>, %v: tensor<3xf32>) -> tensor<2x3xf32> {
  %r = shapes.add %m, %v broadcast_dimensions = [1]
      : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// |1 2 3| + 7 = | 8  9 10|
// |4 5 6|       |11 12 13|   a scalar needs no broadcast_dimensions
func.func @matrix_plus_scalar(%m: tensor<2x3xf32>, %s: tensor<f32>) -> tensor<2x3xf32> {
  %r = shapes.add %m, %s : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// The same with the scalar on the left.
func.func @scalar_plus_matrix(%s: tensor<f32>, %m: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = shapes.add %s, %m : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// (3,3) + (3): broadcast dimension 1 replicates the vector on every row,
// broadcast dimension 0 makes each element a row.
func.func @square_plus_vector_dim1(%m: tensor<3x3xf32>, %v: tensor<3xf32>) -> tensor<3x3xf32> {
  %r = shapes.add %m, %v broadcast_dimensions = [1]
      : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
  return %r : tensor<3x3xf32>
}
func.func @square_plus_vector_dim0(%m: tensor<3x3xf32>, %v: tensor<3xf32>) -> tensor<3x3xf32> {
  %r = shapes.add %m, %v broadcast_dimensions = [0]
      : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
  return %r : tensor<3x3xf32>
}

// Degenerate broadcasting, spec examples 1-3.
func.func @deg_2x1_2x3(%a: tensor<2x1xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = shapes.add %a, %b : (tensor<2x1xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
func.func @deg_125_725(%a: tensor<1x2x5xi32>, %b: tensor<7x2x5xi32>) -> tensor<7x2x5xi32> {
  %r = shapes.add %a, %b : (tensor<1x2x5xi32>, tensor<7x2x5xi32>) -> tensor<7x2x5xi32>
  return %r : tensor<7x2x5xi32>
}
func.func @deg_725_715(%a: tensor<7x2x5xi32>, %b: tensor<7x1x5xi32>) -> tensor<7x2x5xi32> {
  %r = shapes.add %a, %b : (tensor<7x2x5xi32>, tensor<7x1x5xi32>) -> tensor<7x2x5xi32>
  return %r : tensor<7x2x5xi32>
}

// The outer operation: (2,1) and (1,3) give (2,3).
func.func @outer(%a: tensor<2x1xf32>, %b: tensor<1x3xf32>) -> tensor<2x3xf32> {
  %r = shapes.add %a, %b : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// Composition: |1 2 3 4| + [5 6] with broadcast_dimensions (0) gives 4x2
//   |6 7| |7 8| |8 9| |9 10|.
func.func @composition_vector_1x2(%v: tensor<4xf32>, %m: tensor<1x2xf32>) -> tensor<4x2xf32> {
  %r = shapes.add %v, %m broadcast_dimensions = [0]
      : (tensor<4xf32>, tensor<1x2xf32>) -> tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}

// Composition: a 1x2 matrix + a 4x3x1 array with broadcast_dimensions (1, 2)
// gives 4x3x2: the matrix becomes 4x1x2, then degenerate broadcasting.
func.func @composition_1x2_431(%m: tensor<1x2xi32>, %a: tensor<4x3x1xi32>) -> tensor<4x3x2xi32> {
  %r = shapes.add %m, %a broadcast_dimensions = [1, 2]
      : (tensor<1x2xi32>, tensor<4x3x1xi32>) -> tensor<4x3x2xi32>
  return %r : tensor<4x3x2xi32>
}

// A 2x3x4 cuboid + a 3x4 matrix with broadcast_dimensions (1, 2).
func.func @cuboid_plus_matrix(%c: tensor<2x3x4xi32>, %m: tensor<3x4xi32>) -> tensor<2x3x4xi32> {
  %r = shapes.add %c, %m broadcast_dimensions = [1, 2]
      : (tensor<2x3x4xi32>, tensor<3x4xi32>) -> tensor<2x3x4xi32>
  return %r : tensor<2x3x4xi32>
}

// 1 against 0 gives 0 (docs/Semantics.md, Broadcasting: rule 3): (1,3) + (0,3) -> (0,3).
func.func @zero_size(%a: tensor<1x3xf32>, %b: tensor<0x3xf32>) -> tensor<0x3xf32> {
  %r = shapes.add %a, %b : (tensor<1x3xf32>, tensor<0x3xf32>) -> tensor<0x3xf32>
  return %r : tensor<0x3xf32>
}

// broadcast_in_dim: result[i] = operand[j], j[k] = 0 if operand
// dimension k has size 1, else i[dims[k]].
func.func @bid_vector_dim1(%v: tensor<3xf32>) -> tensor<2x3xf32> {
  %r = shapes.broadcast_in_dim %v, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
func.func @bid_vector_dim0(%v: tensor<3xf32>) -> tensor<3x2xf32> {
  %r = shapes.broadcast_in_dim %v, dims = [0] : (tensor<3xf32>) -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}
func.func @bid_4x1_4x5(%c: tensor<4x1xi32>) -> tensor<4x5xi32> {
  %r = shapes.broadcast_in_dim %c, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x5xi32>
  return %r : tensor<4x5xi32>
}
func.func @bid_scalar(%s: tensor<f32>) -> tensor<2x2xf32> {
  %r = shapes.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
// A size-1 operand dimension mapped to a size-1 result dimension, and a new
// leading dimension.
func.func @bid_1x3_2x1x3(%r13: tensor<1x3xi32>) -> tensor<2x1x3xi32> {
  %r = shapes.broadcast_in_dim %r13, dims = [1, 2] : (tensor<1x3xi32>) -> tensor<2x1x3xi32>
  return %r : tensor<2x1x3xi32>
}
// A size-1 operand dimension broadcast and a new middle dimension.
func.func @bid_2x1_2x3x4(%c: tensor<2x1xi32>) -> tensor<2x3x4xi32> {
  %r = shapes.broadcast_in_dim %c, dims = [0, 2] : (tensor<2x1xi32>) -> tensor<2x3x4xi32>
  return %r : tensor<2x3x4xi32>
}

// The spec's formal definition: an MxNxPxQ array (here 2x3x4x5) with a
// vector T matched to dimension 3, 2, 1 or 0, and a matrix TxV matched to
// dimensions (2, 3), (1, 2) or (0, 3).
func.func @formal_vec_dim3(%x: tensor<2x3x4x5xi32>, %y: tensor<5xi32>) -> tensor<2x3x4x5xi32> {
  %r = shapes.add %x, %y broadcast_dimensions = [3]
      : (tensor<2x3x4x5xi32>, tensor<5xi32>) -> tensor<2x3x4x5xi32>
  return %r : tensor<2x3x4x5xi32>
}
func.func @formal_vec_dim2(%x: tensor<2x3x4x5xi32>, %y: tensor<4xi32>) -> tensor<2x3x4x5xi32> {
  %r = shapes.add %x, %y broadcast_dimensions = [2]
      : (tensor<2x3x4x5xi32>, tensor<4xi32>) -> tensor<2x3x4x5xi32>
  return %r : tensor<2x3x4x5xi32>
}
func.func @formal_vec_dim1(%x: tensor<2x3x4x5xi32>, %y: tensor<3xi32>) -> tensor<2x3x4x5xi32> {
  %r = shapes.add %x, %y broadcast_dimensions = [1]
      : (tensor<2x3x4x5xi32>, tensor<3xi32>) -> tensor<2x3x4x5xi32>
  return %r : tensor<2x3x4x5xi32>
}
func.func @formal_vec_dim0(%x: tensor<2x3x4x5xi32>, %y: tensor<2xi32>) -> tensor<2x3x4x5xi32> {
  %r = shapes.add %x, %y broadcast_dimensions = [0]
      : (tensor<2x3x4x5xi32>, tensor<2xi32>) -> tensor<2x3x4x5xi32>
  return %r : tensor<2x3x4x5xi32>
}
func.func @formal_mat_dims23(%x: tensor<2x3x4x5xi32>, %y: tensor<4x5xi32>) -> tensor<2x3x4x5xi32> {
  %r = shapes.add %x, %y broadcast_dimensions = [2, 3]
      : (tensor<2x3x4x5xi32>, tensor<4x5xi32>) -> tensor<2x3x4x5xi32>
  return %r : tensor<2x3x4x5xi32>
}
func.func @formal_mat_dims12(%x: tensor<2x3x4x5xi32>, %y: tensor<3x4xi32>) -> tensor<2x3x4x5xi32> {
  %r = shapes.add %x, %y broadcast_dimensions = [1, 2]
      : (tensor<2x3x4x5xi32>, tensor<3x4xi32>) -> tensor<2x3x4x5xi32>
  return %r : tensor<2x3x4x5xi32>
}
func.func @formal_mat_dims03(%x: tensor<2x3x4x5xi32>, %y: tensor<2x5xi32>) -> tensor<2x3x4x5xi32> {
  %r = shapes.add %x, %y broadcast_dimensions = [0, 3]
      : (tensor<2x3x4x5xi32>, tensor<2x5xi32>) -> tensor<2x3x4x5xi32>
  return %r : tensor<2x3x4x5xi32>
}

func.func @main() {
  %m23 = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %v789 = arith.constant dense<[7.0, 8.0, 9.0]> : tensor<3xf32>
  %s7 = arith.constant dense<7.0> : tensor<f32>

  %0 = call @matrix_plus_vector(%m23, %v789) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %u0 = tensor.cast %0 : tensor<2x3xf32> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [8, 10, 12]
  // CHECK-NEXT: [11, 13, 15]
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()

  %1 = call @matrix_plus_scalar(%m23, %s7) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %u1 = tensor.cast %1 : tensor<2x3xf32> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [8, 9, 10]
  // CHECK-NEXT: [11, 12, 13]
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()

  %2 = call @scalar_plus_matrix(%s7, %m23) : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %u2 = tensor.cast %2 : tensor<2x3xf32> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [8, 9, 10]
  // CHECK-NEXT: [11, 12, 13]
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()

  // The spec's pictures: adding to zeros shows the broadcast vector itself.
  %z33 = arith.constant dense<0.0> : tensor<3x3xf32>
  %3 = call @square_plus_vector_dim1(%z33, %v789) : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
  %u3 = tensor.cast %3 : tensor<3x3xf32> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [3, 3] strides = [3, 1] data =
  // CHECK-NEXT: [7, 8, 9]
  // CHECK-NEXT: [7, 8, 9]
  // CHECK-NEXT: [7, 8, 9]
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  %4 = call @square_plus_vector_dim0(%z33, %v789) : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
  %u4 = tensor.cast %4 : tensor<3x3xf32> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [3, 3] strides = [3, 1] data =
  // CHECK-NEXT: [7, 7, 7]
  // CHECK-NEXT: [8, 8, 8]
  // CHECK-NEXT: [9, 9, 9]
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()

  // The same with a non-zero matrix.
  %m33 = arith.constant dense<[[10.0, 20.0, 30.0], [40.0, 50.0, 60.0], [70.0, 80.0, 90.0]]> : tensor<3x3xf32>
  %5 = call @square_plus_vector_dim1(%m33, %v789) : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
  %u5 = tensor.cast %5 : tensor<3x3xf32> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [3, 3] strides = [3, 1] data =
  // CHECK-NEXT: [17, 28, 39]
  // CHECK-NEXT: [47, 58, 69]
  // CHECK-NEXT: [77, 88, 99]
  call @printMemrefF32(%u5) : (tensor<*xf32>) -> ()
  %6 = call @square_plus_vector_dim0(%m33, %v789) : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
  %u6 = tensor.cast %6 : tensor<3x3xf32> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [3, 3] strides = [3, 1] data =
  // CHECK-NEXT: [17, 27, 37]
  // CHECK-NEXT: [48, 58, 68]
  // CHECK-NEXT: [79, 89, 99]
  call @printMemrefF32(%u6) : (tensor<*xf32>) -> ()

  // (2,1) + (2,3) -> (2,3)
  %c21 = arith.constant dense<[[1.0], [2.0]]> : tensor<2x1xf32>
  %b23 = arith.constant dense<[[10.0, 20.0, 30.0], [40.0, 50.0, 60.0]]> : tensor<2x3xf32>
  %7 = call @deg_2x1_2x3(%c21, %b23) : (tensor<2x1xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %u7 = tensor.cast %7 : tensor<2x3xf32> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [11, 21, 31]
  // CHECK-NEXT: [42, 52, 62]
  call @printMemrefF32(%u7) : (tensor<*xf32>) -> ()

  // (1,2,5) + (7,2,5) -> (7,2,5): lhs[0][j][k] = 5j + k,
  // rhs[i][j][k] = 1000i + 100j + 10k, result 1000i + 105j + 11k.
  %a125 = arith.constant dense<[[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9]]]> : tensor<1x2x5xi32>
  %b725 = arith.constant dense<[[[0, 10, 20, 30, 40], [100, 110, 120, 130, 140]], [[1000, 1010, 1020, 1030, 1040], [1100, 1110, 1120, 1130, 1140]], [[2000, 2010, 2020, 2030, 2040], [2100, 2110, 2120, 2130, 2140]], [[3000, 3010, 3020, 3030, 3040], [3100, 3110, 3120, 3130, 3140]], [[4000, 4010, 4020, 4030, 4040], [4100, 4110, 4120, 4130, 4140]], [[5000, 5010, 5020, 5030, 5040], [5100, 5110, 5120, 5130, 5140]], [[6000, 6010, 6020, 6030, 6040], [6100, 6110, 6120, 6130, 6140]]]> : tensor<7x2x5xi32>
  %8 = call @deg_125_725(%a125, %b725) : (tensor<1x2x5xi32>, tensor<7x2x5xi32>) -> tensor<7x2x5xi32>
  %u8 = tensor.cast %8 : tensor<7x2x5xi32> to tensor<*xi32>
  // CHECK: rank = 3 offset = 0 sizes = [7, 2, 5] strides = [10, 5, 1] data =
  // CHECK-NEXT: [0, 11, 22, 33, 44]
  // CHECK-NEXT: [105, 116, 127, 138, 149]
  // CHECK-NEXT: [1000, 1011, 1022, 1033, 1044]
  // CHECK-NEXT: [1105, 1116, 1127, 1138, 1149]
  // CHECK-NEXT: [2000, 2011, 2022, 2033, 2044]
  // CHECK-NEXT: [2105, 2116, 2127, 2138, 2149]
  // CHECK-NEXT: [3000, 3011, 3022, 3033, 3044]
  // CHECK-NEXT: [3105, 3116, 3127, 3138, 3149]
  // CHECK-NEXT: [4000, 4011, 4022, 4033, 4044]
  // CHECK-NEXT: [4105, 4116, 4127, 4138, 4149]
  // CHECK-NEXT: [5000, 5011, 5022, 5033, 5044]
  // CHECK-NEXT: [5105, 5116, 5127, 5138, 5149]
  // CHECK-NEXT: [6000, 6011, 6022, 6033, 6044]
  // CHECK-NEXT: [6105, 6116, 6127, 6138, 6149]
  call @printMemrefI32(%u8) : (tensor<*xi32>) -> ()

  // (7,2,5) + (7,1,5) -> (7,2,5): lhs[i][j][k] = 100j + 10k + i,
  // rhs[i][0][k] = 1000(5i + k).
  %a725 = arith.constant dense<[[[0, 10, 20, 30, 40], [100, 110, 120, 130, 140]], [[1, 11, 21, 31, 41], [101, 111, 121, 131, 141]], [[2, 12, 22, 32, 42], [102, 112, 122, 132, 142]], [[3, 13, 23, 33, 43], [103, 113, 123, 133, 143]], [[4, 14, 24, 34, 44], [104, 114, 124, 134, 144]], [[5, 15, 25, 35, 45], [105, 115, 125, 135, 145]], [[6, 16, 26, 36, 46], [106, 116, 126, 136, 146]]]> : tensor<7x2x5xi32>
  %b715 = arith.constant dense<[[[0, 1000, 2000, 3000, 4000]], [[5000, 6000, 7000, 8000, 9000]], [[10000, 11000, 12000, 13000, 14000]], [[15000, 16000, 17000, 18000, 19000]], [[20000, 21000, 22000, 23000, 24000]], [[25000, 26000, 27000, 28000, 29000]], [[30000, 31000, 32000, 33000, 34000]]]> : tensor<7x1x5xi32>
  %9 = call @deg_725_715(%a725, %b715) : (tensor<7x2x5xi32>, tensor<7x1x5xi32>) -> tensor<7x2x5xi32>
  %u9 = tensor.cast %9 : tensor<7x2x5xi32> to tensor<*xi32>
  // CHECK: rank = 3 offset = 0 sizes = [7, 2, 5] strides = [10, 5, 1] data =
  // CHECK-NEXT: [0, 1010, 2020, 3030, 4040]
  // CHECK-NEXT: [100, 1110, 2120, 3130, 4140]
  // CHECK-NEXT: [5001, 6011, 7021, 8031, 9041]
  // CHECK-NEXT: [5101, 6111, 7121, 8131, 9141]
  // CHECK-NEXT: [10002, 11012, 12022, 13032, 14042]
  // CHECK-NEXT: [10102, 11112, 12122, 13132, 14142]
  // CHECK-NEXT: [15003, 16013, 17023, 18033, 19043]
  // CHECK-NEXT: [15103, 16113, 17123, 18133, 19143]
  // CHECK-NEXT: [20004, 21014, 22024, 23034, 24044]
  // CHECK-NEXT: [20104, 21114, 22124, 23134, 24144]
  // CHECK-NEXT: [25005, 26015, 27025, 28035, 29045]
  // CHECK-NEXT: [25105, 26115, 27125, 28135, 29145]
  // CHECK-NEXT: [30006, 31016, 32026, 33036, 34046]
  // CHECK-NEXT: [30106, 31116, 32126, 33136, 34146]
  call @printMemrefI32(%u9) : (tensor<*xi32>) -> ()

  // Outer operation: |1; 2| (2,1) + [10 20 30] (1,3).
  %r13 = arith.constant dense<[[10.0, 20.0, 30.0]]> : tensor<1x3xf32>
  %10 = call @outer(%c21, %r13) : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %u10 = tensor.cast %10 : tensor<2x3xf32> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [11, 21, 31]
  // CHECK-NEXT: [12, 22, 32]
  call @printMemrefF32(%u10) : (tensor<*xf32>) -> ()

  // |1 2 3 4| + [5 6] with broadcast_dimensions (0).
  %v4 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %m12 = arith.constant dense<[[5.0, 6.0]]> : tensor<1x2xf32>
  %11 = call @composition_vector_1x2(%v4, %m12) : (tensor<4xf32>, tensor<1x2xf32>) -> tensor<4x2xf32>
  %u11 = tensor.cast %11 : tensor<4x2xf32> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [4, 2] strides = [2, 1] data =
  // CHECK-NEXT: [6, 7]
  // CHECK-NEXT: [7, 8]
  // CHECK-NEXT: [8, 9]
  // CHECK-NEXT: [9, 10]
  call @printMemrefF32(%u11) : (tensor<*xf32>) -> ()

  // [1 2] (1,2) + a 4x3x1 array a[i][j][0] = 100i + 10j, dims (1, 2):
  // result[i][j][k] = 100i + 10j + (k + 1).
  %mi12 = arith.constant dense<[[1, 2]]> : tensor<1x2xi32>
  %a431 = arith.constant dense<[[[0], [10], [20]], [[100], [110], [120]], [[200], [210], [220]], [[300], [310], [320]]]> : tensor<4x3x1xi32>
  %12 = call @composition_1x2_431(%mi12, %a431) : (tensor<1x2xi32>, tensor<4x3x1xi32>) -> tensor<4x3x2xi32>
  %u12 = tensor.cast %12 : tensor<4x3x2xi32> to tensor<*xi32>
  // CHECK: rank = 3 offset = 0 sizes = [4, 3, 2] strides = [6, 2, 1] data =
  // CHECK-NEXT: [1, 2]
  // CHECK-NEXT: [11, 12]
  // CHECK-NEXT: [21, 22]
  // CHECK-NEXT: [101, 102]
  // CHECK-NEXT: [111, 112]
  // CHECK-NEXT: [121, 122]
  // CHECK-NEXT: [201, 202]
  // CHECK-NEXT: [211, 212]
  // CHECK-NEXT: [221, 222]
  // CHECK-NEXT: [301, 302]
  // CHECK-NEXT: [311, 312]
  // CHECK-NEXT: [321, 322]
  call @printMemrefI32(%u12) : (tensor<*xi32>) -> ()

  // cuboid[i][j][k] = 10000i + 1000j + 100k, matrix[j][k] = 10j + k,
  // dims (1, 2): result 10000i + 1010j + 101k.
  %cub = arith.constant dense<[[[0, 100, 200, 300], [1000, 1100, 1200, 1300], [2000, 2100, 2200, 2300]], [[10000, 10100, 10200, 10300], [11000, 11100, 11200, 11300], [12000, 12100, 12200, 12300]]]> : tensor<2x3x4xi32>
  %mat = arith.constant dense<[[0, 1, 2, 3], [10, 11, 12, 13], [20, 21, 22, 23]]> : tensor<3x4xi32>
  %13 = call @cuboid_plus_matrix(%cub, %mat) : (tensor<2x3x4xi32>, tensor<3x4xi32>) -> tensor<2x3x4xi32>
  %u13 = tensor.cast %13 : tensor<2x3x4xi32> to tensor<*xi32>
  // CHECK: rank = 3 offset = 0 sizes = [2, 3, 4] strides = [12, 4, 1] data =
  // CHECK-NEXT: [0, 101, 202, 303]
  // CHECK-NEXT: [1010, 1111, 1212, 1313]
  // CHECK-NEXT: [2020, 2121, 2222, 2323]
  // CHECK-NEXT: [10000, 10101, 10202, 10303]
  // CHECK-NEXT: [11010, 11111, 11212, 11313]
  // CHECK-NEXT: [12020, 12121, 12222, 12323]
  call @printMemrefI32(%u13) : (tensor<*xi32>) -> ()

  // broadcast_in_dim
  %14 = call @bid_vector_dim1(%v789) : (tensor<3xf32>) -> tensor<2x3xf32>
  %u14 = tensor.cast %14 : tensor<2x3xf32> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [7, 8, 9]
  // CHECK-NEXT: [7, 8, 9]
  call @printMemrefF32(%u14) : (tensor<*xf32>) -> ()

  %15 = call @bid_vector_dim0(%v789) : (tensor<3xf32>) -> tensor<3x2xf32>
  %u15 = tensor.cast %15 : tensor<3x2xf32> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
  // CHECK-NEXT: [7, 7]
  // CHECK-NEXT: [8, 8]
  // CHECK-NEXT: [9, 9]
  call @printMemrefF32(%u15) : (tensor<*xf32>) -> ()

  %c41 = arith.constant dense<[[1], [2], [3], [4]]> : tensor<4x1xi32>
  %16 = call @bid_4x1_4x5(%c41) : (tensor<4x1xi32>) -> tensor<4x5xi32>
  %u16 = tensor.cast %16 : tensor<4x5xi32> to tensor<*xi32>
  // CHECK: rank = 2 offset = 0 sizes = [4, 5] strides = [5, 1] data =
  // CHECK-NEXT: [1, 1, 1, 1, 1]
  // CHECK-NEXT: [2, 2, 2, 2, 2]
  // CHECK-NEXT: [3, 3, 3, 3, 3]
  // CHECK-NEXT: [4, 4, 4, 4, 4]
  call @printMemrefI32(%u16) : (tensor<*xi32>) -> ()

  %17 = call @bid_scalar(%s7) : (tensor<f32>) -> tensor<2x2xf32>
  %u17 = tensor.cast %17 : tensor<2x2xf32> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: [7, 7]
  // CHECK-NEXT: [7, 7]
  call @printMemrefF32(%u17) : (tensor<*xf32>) -> ()

  %ri13 = arith.constant dense<[[4, 5, 6]]> : tensor<1x3xi32>
  %18 = call @bid_1x3_2x1x3(%ri13) : (tensor<1x3xi32>) -> tensor<2x1x3xi32>
  %u18 = tensor.cast %18 : tensor<2x1x3xi32> to tensor<*xi32>
  // CHECK: rank = 3 offset = 0 sizes = [2, 1, 3] strides = [3, 3, 1] data =
  // CHECK-NEXT: [4, 5, 6]
  // CHECK-NEXT: [4, 5, 6]
  call @printMemrefI32(%u18) : (tensor<*xi32>) -> ()

  %ci21 = arith.constant dense<[[8], [9]]> : tensor<2x1xi32>
  %19 = call @bid_2x1_2x3x4(%ci21) : (tensor<2x1xi32>) -> tensor<2x3x4xi32>
  %u19 = tensor.cast %19 : tensor<2x3x4xi32> to tensor<*xi32>
  // CHECK: rank = 3 offset = 0 sizes = [2, 3, 4] strides = [12, 4, 1] data =
  // CHECK-NEXT: [8, 8, 8, 8]
  // CHECK-NEXT: [8, 8, 8, 8]
  // CHECK-NEXT: [8, 8, 8, 8]
  // CHECK-NEXT: [9, 9, 9, 9]
  // CHECK-NEXT: [9, 9, 9, 9]
  // CHECK-NEXT: [9, 9, 9, 9]
  call @printMemrefI32(%u19) : (tensor<*xi32>) -> ()
  // Zero-size result: only the shape is checked (the runtime printer shows
  // no meaningful data for an empty memref).
  %e03 = arith.constant dense<0.0> : tensor<0x3xf32>
  %z = call @zero_size(%r13, %e03) : (tensor<1x3xf32>, tensor<0x3xf32>) -> tensor<0x3xf32>
  %uz = tensor.cast %z : tensor<0x3xf32> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [0, 3] strides = [3, 1] data =
  call @printMemrefF32(%uz) : (tensor<*xf32>) -> ()

  // The formal definition, on X = 2x3x4x5 filled with 1000.
  %fx = arith.constant dense<1000> : tensor<2x3x4x5xi32>
  // T = [1, 2, 3, 4, 5] at dimension 3: result[i][j][k][l] = 1000 + T[l]
  %fy0 = arith.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
  %fr0 = call @formal_vec_dim3(%fx, %fy0) : (tensor<2x3x4x5xi32>, tensor<5xi32>) -> tensor<2x3x4x5xi32>
  %fu0 = tensor.cast %fr0 : tensor<2x3x4x5xi32> to tensor<*xi32>
  // CHECK: rank = 4 offset = 0 sizes = [2, 3, 4, 5] strides = [60, 20, 5, 1] data =
  // CHECK-NEXT: [1001, 1002, 1003, 1004, 1005]
  // CHECK-NEXT: [1001, 1002, 1003, 1004, 1005]
  // CHECK-NEXT: [1001, 1002, 1003, 1004, 1005]
  // CHECK-NEXT: [1001, 1002, 1003, 1004, 1005]
  // CHECK-NEXT: [1001, 1002, 1003, 1004, 1005]
  // CHECK-NEXT: [1001, 1002, 1003, 1004, 1005]
  // CHECK-NEXT: [1001, 1002, 1003, 1004, 1005]
  // CHECK-NEXT: [1001, 1002, 1003, 1004, 1005]
  // CHECK-NEXT: [1001, 1002, 1003, 1004, 1005]
  // CHECK-NEXT: [1001, 1002, 1003, 1004, 1005]
  // CHECK-NEXT: [1001, 1002, 1003, 1004, 1005]
  // CHECK-NEXT: [1001, 1002, 1003, 1004, 1005]
  // CHECK-NEXT: [1001, 1002, 1003, 1004, 1005]
  // CHECK-NEXT: [1001, 1002, 1003, 1004, 1005]
  // CHECK-NEXT: [1001, 1002, 1003, 1004, 1005]
  // CHECK-NEXT: [1001, 1002, 1003, 1004, 1005]
  // CHECK-NEXT: [1001, 1002, 1003, 1004, 1005]
  // CHECK-NEXT: [1001, 1002, 1003, 1004, 1005]
  // CHECK-NEXT: [1001, 1002, 1003, 1004, 1005]
  // CHECK-NEXT: [1001, 1002, 1003, 1004, 1005]
  // CHECK-NEXT: [1001, 1002, 1003, 1004, 1005]
  // CHECK-NEXT: [1001, 1002, 1003, 1004, 1005]
  // CHECK-NEXT: [1001, 1002, 1003, 1004, 1005]
  // CHECK-NEXT: [1001, 1002, 1003, 1004, 1005]
  call @printMemrefI32(%fu0) : (tensor<*xi32>) -> ()

  // T = [1, 2, 3, 4] at dimension 2: result[i][j][k][l] = 1000 + T[k]
  %fy1 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %fr1 = call @formal_vec_dim2(%fx, %fy1) : (tensor<2x3x4x5xi32>, tensor<4xi32>) -> tensor<2x3x4x5xi32>
  %fu1 = tensor.cast %fr1 : tensor<2x3x4x5xi32> to tensor<*xi32>
  // CHECK: rank = 4 offset = 0 sizes = [2, 3, 4, 5] strides = [60, 20, 5, 1] data =
  // CHECK-NEXT: [1001, 1001, 1001, 1001, 1001]
  // CHECK-NEXT: [1002, 1002, 1002, 1002, 1002]
  // CHECK-NEXT: [1003, 1003, 1003, 1003, 1003]
  // CHECK-NEXT: [1004, 1004, 1004, 1004, 1004]
  // CHECK-NEXT: [1001, 1001, 1001, 1001, 1001]
  // CHECK-NEXT: [1002, 1002, 1002, 1002, 1002]
  // CHECK-NEXT: [1003, 1003, 1003, 1003, 1003]
  // CHECK-NEXT: [1004, 1004, 1004, 1004, 1004]
  // CHECK-NEXT: [1001, 1001, 1001, 1001, 1001]
  // CHECK-NEXT: [1002, 1002, 1002, 1002, 1002]
  // CHECK-NEXT: [1003, 1003, 1003, 1003, 1003]
  // CHECK-NEXT: [1004, 1004, 1004, 1004, 1004]
  // CHECK-NEXT: [1001, 1001, 1001, 1001, 1001]
  // CHECK-NEXT: [1002, 1002, 1002, 1002, 1002]
  // CHECK-NEXT: [1003, 1003, 1003, 1003, 1003]
  // CHECK-NEXT: [1004, 1004, 1004, 1004, 1004]
  // CHECK-NEXT: [1001, 1001, 1001, 1001, 1001]
  // CHECK-NEXT: [1002, 1002, 1002, 1002, 1002]
  // CHECK-NEXT: [1003, 1003, 1003, 1003, 1003]
  // CHECK-NEXT: [1004, 1004, 1004, 1004, 1004]
  // CHECK-NEXT: [1001, 1001, 1001, 1001, 1001]
  // CHECK-NEXT: [1002, 1002, 1002, 1002, 1002]
  // CHECK-NEXT: [1003, 1003, 1003, 1003, 1003]
  // CHECK-NEXT: [1004, 1004, 1004, 1004, 1004]
  call @printMemrefI32(%fu1) : (tensor<*xi32>) -> ()

  // T = [1, 2, 3] at dimension 1: result[i][j][k][l] = 1000 + T[j]
  %fy2 = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %fr2 = call @formal_vec_dim1(%fx, %fy2) : (tensor<2x3x4x5xi32>, tensor<3xi32>) -> tensor<2x3x4x5xi32>
  %fu2 = tensor.cast %fr2 : tensor<2x3x4x5xi32> to tensor<*xi32>
  // CHECK: rank = 4 offset = 0 sizes = [2, 3, 4, 5] strides = [60, 20, 5, 1] data =
  // CHECK-NEXT: [1001, 1001, 1001, 1001, 1001]
  // CHECK-NEXT: [1001, 1001, 1001, 1001, 1001]
  // CHECK-NEXT: [1001, 1001, 1001, 1001, 1001]
  // CHECK-NEXT: [1001, 1001, 1001, 1001, 1001]
  // CHECK-NEXT: [1002, 1002, 1002, 1002, 1002]
  // CHECK-NEXT: [1002, 1002, 1002, 1002, 1002]
  // CHECK-NEXT: [1002, 1002, 1002, 1002, 1002]
  // CHECK-NEXT: [1002, 1002, 1002, 1002, 1002]
  // CHECK-NEXT: [1003, 1003, 1003, 1003, 1003]
  // CHECK-NEXT: [1003, 1003, 1003, 1003, 1003]
  // CHECK-NEXT: [1003, 1003, 1003, 1003, 1003]
  // CHECK-NEXT: [1003, 1003, 1003, 1003, 1003]
  // CHECK-NEXT: [1001, 1001, 1001, 1001, 1001]
  // CHECK-NEXT: [1001, 1001, 1001, 1001, 1001]
  // CHECK-NEXT: [1001, 1001, 1001, 1001, 1001]
  // CHECK-NEXT: [1001, 1001, 1001, 1001, 1001]
  // CHECK-NEXT: [1002, 1002, 1002, 1002, 1002]
  // CHECK-NEXT: [1002, 1002, 1002, 1002, 1002]
  // CHECK-NEXT: [1002, 1002, 1002, 1002, 1002]
  // CHECK-NEXT: [1002, 1002, 1002, 1002, 1002]
  // CHECK-NEXT: [1003, 1003, 1003, 1003, 1003]
  // CHECK-NEXT: [1003, 1003, 1003, 1003, 1003]
  // CHECK-NEXT: [1003, 1003, 1003, 1003, 1003]
  // CHECK-NEXT: [1003, 1003, 1003, 1003, 1003]
  call @printMemrefI32(%fu2) : (tensor<*xi32>) -> ()

  // T = [1, 2] at dimension 0: result[i][j][k][l] = 1000 + T[i]
  %fy3 = arith.constant dense<[1, 2]> : tensor<2xi32>
  %fr3 = call @formal_vec_dim0(%fx, %fy3) : (tensor<2x3x4x5xi32>, tensor<2xi32>) -> tensor<2x3x4x5xi32>
  %fu3 = tensor.cast %fr3 : tensor<2x3x4x5xi32> to tensor<*xi32>
  // CHECK: rank = 4 offset = 0 sizes = [2, 3, 4, 5] strides = [60, 20, 5, 1] data =
  // CHECK-NEXT: [1001, 1001, 1001, 1001, 1001]
  // CHECK-NEXT: [1001, 1001, 1001, 1001, 1001]
  // CHECK-NEXT: [1001, 1001, 1001, 1001, 1001]
  // CHECK-NEXT: [1001, 1001, 1001, 1001, 1001]
  // CHECK-NEXT: [1001, 1001, 1001, 1001, 1001]
  // CHECK-NEXT: [1001, 1001, 1001, 1001, 1001]
  // CHECK-NEXT: [1001, 1001, 1001, 1001, 1001]
  // CHECK-NEXT: [1001, 1001, 1001, 1001, 1001]
  // CHECK-NEXT: [1001, 1001, 1001, 1001, 1001]
  // CHECK-NEXT: [1001, 1001, 1001, 1001, 1001]
  // CHECK-NEXT: [1001, 1001, 1001, 1001, 1001]
  // CHECK-NEXT: [1001, 1001, 1001, 1001, 1001]
  // CHECK-NEXT: [1002, 1002, 1002, 1002, 1002]
  // CHECK-NEXT: [1002, 1002, 1002, 1002, 1002]
  // CHECK-NEXT: [1002, 1002, 1002, 1002, 1002]
  // CHECK-NEXT: [1002, 1002, 1002, 1002, 1002]
  // CHECK-NEXT: [1002, 1002, 1002, 1002, 1002]
  // CHECK-NEXT: [1002, 1002, 1002, 1002, 1002]
  // CHECK-NEXT: [1002, 1002, 1002, 1002, 1002]
  // CHECK-NEXT: [1002, 1002, 1002, 1002, 1002]
  // CHECK-NEXT: [1002, 1002, 1002, 1002, 1002]
  // CHECK-NEXT: [1002, 1002, 1002, 1002, 1002]
  // CHECK-NEXT: [1002, 1002, 1002, 1002, 1002]
  // CHECK-NEXT: [1002, 1002, 1002, 1002, 1002]
  call @printMemrefI32(%fu3) : (tensor<*xi32>) -> ()

  // a 4x5 matrix V[a][b] = 10a + b at dimensions (2, 3): result = 1000 + V[k][l]
  %fy4 = arith.constant dense<[[0, 1, 2, 3, 4], [10, 11, 12, 13, 14], [20, 21, 22, 23, 24], [30, 31, 32, 33, 34]]> : tensor<4x5xi32>
  %fr4 = call @formal_mat_dims23(%fx, %fy4) : (tensor<2x3x4x5xi32>, tensor<4x5xi32>) -> tensor<2x3x4x5xi32>
  %fu4 = tensor.cast %fr4 : tensor<2x3x4x5xi32> to tensor<*xi32>
  // CHECK: rank = 4 offset = 0 sizes = [2, 3, 4, 5] strides = [60, 20, 5, 1] data =
  // CHECK-NEXT: [1000, 1001, 1002, 1003, 1004]
  // CHECK-NEXT: [1010, 1011, 1012, 1013, 1014]
  // CHECK-NEXT: [1020, 1021, 1022, 1023, 1024]
  // CHECK-NEXT: [1030, 1031, 1032, 1033, 1034]
  // CHECK-NEXT: [1000, 1001, 1002, 1003, 1004]
  // CHECK-NEXT: [1010, 1011, 1012, 1013, 1014]
  // CHECK-NEXT: [1020, 1021, 1022, 1023, 1024]
  // CHECK-NEXT: [1030, 1031, 1032, 1033, 1034]
  // CHECK-NEXT: [1000, 1001, 1002, 1003, 1004]
  // CHECK-NEXT: [1010, 1011, 1012, 1013, 1014]
  // CHECK-NEXT: [1020, 1021, 1022, 1023, 1024]
  // CHECK-NEXT: [1030, 1031, 1032, 1033, 1034]
  // CHECK-NEXT: [1000, 1001, 1002, 1003, 1004]
  // CHECK-NEXT: [1010, 1011, 1012, 1013, 1014]
  // CHECK-NEXT: [1020, 1021, 1022, 1023, 1024]
  // CHECK-NEXT: [1030, 1031, 1032, 1033, 1034]
  // CHECK-NEXT: [1000, 1001, 1002, 1003, 1004]
  // CHECK-NEXT: [1010, 1011, 1012, 1013, 1014]
  // CHECK-NEXT: [1020, 1021, 1022, 1023, 1024]
  // CHECK-NEXT: [1030, 1031, 1032, 1033, 1034]
  // CHECK-NEXT: [1000, 1001, 1002, 1003, 1004]
  // CHECK-NEXT: [1010, 1011, 1012, 1013, 1014]
  // CHECK-NEXT: [1020, 1021, 1022, 1023, 1024]
  // CHECK-NEXT: [1030, 1031, 1032, 1033, 1034]
  call @printMemrefI32(%fu4) : (tensor<*xi32>) -> ()

  // a 3x4 matrix V[a][b] = 10a + b at dimensions (1, 2): result = 1000 + V[j][k]
  %fy5 = arith.constant dense<[[0, 1, 2, 3], [10, 11, 12, 13], [20, 21, 22, 23]]> : tensor<3x4xi32>
  %fr5 = call @formal_mat_dims12(%fx, %fy5) : (tensor<2x3x4x5xi32>, tensor<3x4xi32>) -> tensor<2x3x4x5xi32>
  %fu5 = tensor.cast %fr5 : tensor<2x3x4x5xi32> to tensor<*xi32>
  // CHECK: rank = 4 offset = 0 sizes = [2, 3, 4, 5] strides = [60, 20, 5, 1] data =
  // CHECK-NEXT: [1000, 1000, 1000, 1000, 1000]
  // CHECK-NEXT: [1001, 1001, 1001, 1001, 1001]
  // CHECK-NEXT: [1002, 1002, 1002, 1002, 1002]
  // CHECK-NEXT: [1003, 1003, 1003, 1003, 1003]
  // CHECK-NEXT: [1010, 1010, 1010, 1010, 1010]
  // CHECK-NEXT: [1011, 1011, 1011, 1011, 1011]
  // CHECK-NEXT: [1012, 1012, 1012, 1012, 1012]
  // CHECK-NEXT: [1013, 1013, 1013, 1013, 1013]
  // CHECK-NEXT: [1020, 1020, 1020, 1020, 1020]
  // CHECK-NEXT: [1021, 1021, 1021, 1021, 1021]
  // CHECK-NEXT: [1022, 1022, 1022, 1022, 1022]
  // CHECK-NEXT: [1023, 1023, 1023, 1023, 1023]
  // CHECK-NEXT: [1000, 1000, 1000, 1000, 1000]
  // CHECK-NEXT: [1001, 1001, 1001, 1001, 1001]
  // CHECK-NEXT: [1002, 1002, 1002, 1002, 1002]
  // CHECK-NEXT: [1003, 1003, 1003, 1003, 1003]
  // CHECK-NEXT: [1010, 1010, 1010, 1010, 1010]
  // CHECK-NEXT: [1011, 1011, 1011, 1011, 1011]
  // CHECK-NEXT: [1012, 1012, 1012, 1012, 1012]
  // CHECK-NEXT: [1013, 1013, 1013, 1013, 1013]
  // CHECK-NEXT: [1020, 1020, 1020, 1020, 1020]
  // CHECK-NEXT: [1021, 1021, 1021, 1021, 1021]
  // CHECK-NEXT: [1022, 1022, 1022, 1022, 1022]
  // CHECK-NEXT: [1023, 1023, 1023, 1023, 1023]
  call @printMemrefI32(%fu5) : (tensor<*xi32>) -> ()

  // a 2x5 matrix V[a][b] = 10a + b at dimensions (0, 3): result = 1000 + V[i][l]
  %fy6 = arith.constant dense<[[0, 1, 2, 3, 4], [10, 11, 12, 13, 14]]> : tensor<2x5xi32>
  %fr6 = call @formal_mat_dims03(%fx, %fy6) : (tensor<2x3x4x5xi32>, tensor<2x5xi32>) -> tensor<2x3x4x5xi32>
  %fu6 = tensor.cast %fr6 : tensor<2x3x4x5xi32> to tensor<*xi32>
  // CHECK: rank = 4 offset = 0 sizes = [2, 3, 4, 5] strides = [60, 20, 5, 1] data =
  // CHECK-NEXT: [1000, 1001, 1002, 1003, 1004]
  // CHECK-NEXT: [1000, 1001, 1002, 1003, 1004]
  // CHECK-NEXT: [1000, 1001, 1002, 1003, 1004]
  // CHECK-NEXT: [1000, 1001, 1002, 1003, 1004]
  // CHECK-NEXT: [1000, 1001, 1002, 1003, 1004]
  // CHECK-NEXT: [1000, 1001, 1002, 1003, 1004]
  // CHECK-NEXT: [1000, 1001, 1002, 1003, 1004]
  // CHECK-NEXT: [1000, 1001, 1002, 1003, 1004]
  // CHECK-NEXT: [1000, 1001, 1002, 1003, 1004]
  // CHECK-NEXT: [1000, 1001, 1002, 1003, 1004]
  // CHECK-NEXT: [1000, 1001, 1002, 1003, 1004]
  // CHECK-NEXT: [1000, 1001, 1002, 1003, 1004]
  // CHECK-NEXT: [1010, 1011, 1012, 1013, 1014]
  // CHECK-NEXT: [1010, 1011, 1012, 1013, 1014]
  // CHECK-NEXT: [1010, 1011, 1012, 1013, 1014]
  // CHECK-NEXT: [1010, 1011, 1012, 1013, 1014]
  // CHECK-NEXT: [1010, 1011, 1012, 1013, 1014]
  // CHECK-NEXT: [1010, 1011, 1012, 1013, 1014]
  // CHECK-NEXT: [1010, 1011, 1012, 1013, 1014]
  // CHECK-NEXT: [1010, 1011, 1012, 1013, 1014]
  // CHECK-NEXT: [1010, 1011, 1012, 1013, 1014]
  // CHECK-NEXT: [1010, 1011, 1012, 1013, 1014]
  // CHECK-NEXT: [1010, 1011, 1012, 1013, 1014]
  // CHECK-NEXT: [1010, 1011, 1012, 1013, 1014]
  call @printMemrefI32(%fu6) : (tensor<*xi32>) -> ()
  return
}
