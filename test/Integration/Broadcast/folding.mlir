// The folders of the shapes ops: the ops are applied to constants in @main,
// so -canonicalize folds every one of them into a constant (checked with
// FOLDED), and the folded program is then lowered and run. The folded
// constants must be XLA's numbers, the same as the lowered code computes on
// function arguments in ops-*.mlir, division-edge-cases.mlir and nan.mlir:
// integer x / 0 = -1, x % 0 = x, INT_MIN / -1 = INT_MIN, INT_MIN % -1 = 0,
// wrapping arithmetic, NaN-propagating float max/min with -0 < +0, IEEE
// compares (ne true on NaN), unsigned i1 compares, fmod, and broadcasting of
// constant operands. The last RUN line lowers without -canonicalize: the
// greedy driver of -shapes-lower-to-linalg folds these ops too (all but the
// broadcast_in_dim, which is lowered).
//
// RUN: shapes-opt %s -canonicalize="test-convergence" | FileCheck %s --check-prefix=FOLDED
// RUN: shapes-opt %s -canonicalize -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

// FOLDED-LABEL: func.func @main
// FOLDED-NOT: shapes.

func.func private @printMemrefI32(tensor<*xi32>)
func.func private @printMemrefI64(tensor<*xi64>)
func.func private @printMemrefF32(tensor<*xf32>)

func.func @print_i8(%t: tensor<?xi8>) {
  %c0 = arith.constant 0 : index
  %d0 = tensor.dim %t, %c0 : tensor<?xi8>
  %e = tensor.empty(%d0) : tensor<?xi32>
  %w = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%t : tensor<?xi8>) outs(%e : tensor<?xi32>) {
  ^bb0(%x: i8, %o: i32):
    %y = arith.extsi %x : i8 to i32
    linalg.yield %y : i32
  } -> tensor<?xi32>
  %u = tensor.cast %w : tensor<?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @print_i1(%t: tensor<?x?xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?xi1>
  %d1 = tensor.dim %t, %c1 : tensor<?x?xi1>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xi32>
  %w = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<?x?xi1>) outs(%e : tensor<?x?xi32>) {
  ^bb0(%x: i1, %o: i32):
    %y = arith.extui %x : i1 to i32
    linalg.yield %y : i32
  } -> tensor<?x?xi32>
  %u = tensor.cast %w : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @main() {
  // i8: L = [7 -7 0 -128 -128 127 7 -7 -7 -128], R = [0 0 0 -1 0 -1 -2 2 -2 3]
  %L8 = arith.constant dense<[7, -7, 0, -128, -128, 127, 7, -7, -7, -128]> : tensor<10xi8>
  %R8 = arith.constant dense<[0, 0, 0, -1, 0, -1, -2, 2, -2, 3]> : tensor<10xi8>
  %d8 = shapes.div %L8, %R8 : (tensor<10xi8>, tensor<10xi8>) -> tensor<10xi8>
  %dd8 = tensor.cast %d8 : tensor<10xi8> to tensor<?xi8>
  // CHECK: rank = 1 offset = 0 sizes = [10] strides = [1] data =
  // CHECK-NEXT: [-1, -1, -1, -128, -1, -127, -3, -3, 3, -42]
  call @print_i8(%dd8) : (tensor<?xi8>) -> ()
  %r8 = shapes.rem %L8, %R8 : (tensor<10xi8>, tensor<10xi8>) -> tensor<10xi8>
  %dr8 = tensor.cast %r8 : tensor<10xi8> to tensor<?xi8>
  // CHECK: rank = 1 offset = 0 sizes = [10] strides = [1] data =
  // CHECK-NEXT: [7, -7, 0, 0, -128, 0, 1, -1, -1, -2]
  call @print_i8(%dr8) : (tensor<?xi8>) -> ()

  // i8 wrapping with a broadcast scalar: L + 127
  %s127 = arith.constant dense<127> : tensor<i8>
  %w8 = shapes.add %L8, %s127 : (tensor<10xi8>, tensor<i8>) -> tensor<10xi8>
  %dw8 = tensor.cast %w8 : tensor<10xi8> to tensor<?xi8>
  // CHECK: rank = 1 offset = 0 sizes = [10] strides = [1] data =
  // CHECK-NEXT: [-122, 120, 127, -1, -1, -2, -122, 120, 120, -1]
  call @print_i8(%dw8) : (tensor<?xi8>) -> ()

  // i64: INT64_MIN / -1, INT64_MIN % -1, x / 0, x % 0, -7 / 2, -7 % 2
  %L64 = arith.constant dense<[-9223372036854775808, -9223372036854775808, 5, 5, -7, -7]> : tensor<6xi64>
  %R64 = arith.constant dense<[-1, -1, 0, 0, 2, 2]> : tensor<6xi64>
  %q64 = shapes.div %L64, %R64 : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
  %uq64 = tensor.cast %q64 : tensor<6xi64> to tensor<*xi64>
  // CHECK: rank = 1 offset = 0 sizes = [6] strides = [1] data =
  // CHECK-NEXT: [-9223372036854775808, -9223372036854775808, -1, -1, -3, -3]
  call @printMemrefI64(%uq64) : (tensor<*xi64>) -> ()
  %m64 = shapes.rem %L64, %R64 : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
  %um64 = tensor.cast %m64 : tensor<6xi64> to tensor<*xi64>
  // CHECK: rank = 1 offset = 0 sizes = [6] strides = [1] data =
  // CHECK-NEXT: [0, 0, 5, 5, -1, -1]
  call @printMemrefI64(%um64) : (tensor<*xi64>) -> ()

  // f32: A = [nan 1 -0 +0 5.5 -5.5], B = [1 nan +0 -0 2 2]
  %A = arith.constant dense<[0x7FC00000, 1.0, -0.0, 0.0, 5.5, -5.5]> : tensor<6xf32>
  %B = arith.constant dense<[1.0, 0x7FC00000, 0.0, -0.0, 2.0, 2.0]> : tensor<6xf32>
  %mx = shapes.max %A, %B : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
  %umx = tensor.cast %mx : tensor<6xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [6] strides = [1] data =
  // CHECK-NEXT: [{{-?nan}}, {{-?nan}}, 0, 0, 5.5, 2]
  call @printMemrefF32(%umx) : (tensor<*xf32>) -> ()
  %mn = shapes.min %A, %B : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
  %umn = tensor.cast %mn : tensor<6xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [6] strides = [1] data =
  // CHECK-NEXT: [{{-?nan}}, {{-?nan}}, -0, -0, 2, -5.5]
  call @printMemrefF32(%umn) : (tensor<*xf32>) -> ()
  %fr = shapes.rem %A, %B : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
  %ufr = tensor.cast %fr : tensor<6xf32> to tensor<*xf32>
  // fmod: nan, nan, fmod(-0, 0) = nan, fmod(0, -0) = nan, 1.5, -1.5
  // CHECK: rank = 1 offset = 0 sizes = [6] strides = [1] data =
  // CHECK-NEXT: [{{-?nan}}, {{-?nan}}, {{-?nan}}, {{-?nan}}, 1.5, -1.5]
  call @printMemrefF32(%ufr) : (tensor<*xf32>) -> ()
  %fd = shapes.div %A, %B : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
  %ufd = tensor.cast %fd : tensor<6xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [6] strides = [1] data =
  // CHECK-NEXT: [{{-?nan}}, {{-?nan}}, {{-?nan}}, {{-?nan}}, 2.75, -2.75]
  call @printMemrefF32(%ufd) : (tensor<*xf32>) -> ()

  // compare the (1,6) row A2 = A against a (2,6) array whose rows are B and
  // A: degenerate broadcasting of the row.
  %A2 = arith.constant dense<[[0x7FC00000, 1.0, -0.0, 0.0, 5.5, -5.5]]> : tensor<1x6xf32>
  %B2 = arith.constant dense<[[1.0, 0x7FC00000, 0.0, -0.0, 2.0, 2.0], [0x7FC00000, 1.0, -0.0, 0.0, 5.5, -5.5]]> : tensor<2x6xf32>
  %ne = shapes.compare ne, %A2, %B2 : (tensor<1x6xf32>, tensor<2x6xf32>) -> tensor<2x6xi1>
  %dne = tensor.cast %ne : tensor<2x6xi1> to tensor<?x?xi1>
  // Row 0: A ne B; row 1: A ne A (NaN ne NaN is true).
  // CHECK: rank = 2 offset = 0 sizes = [2, 6] strides = [6, 1] data =
  // CHECK-NEXT: [1, 1, 0, 0, 1, 1]
  // CHECK-NEXT: [1, 0, 0, 0, 0, 0]
  call @print_i1(%dne) : (tensor<?x?xi1>) -> ()
  %le = shapes.compare le, %A2, %B2 : (tensor<1x6xf32>, tensor<2x6xf32>) -> tensor<2x6xi1>
  %dle = tensor.cast %le : tensor<2x6xi1> to tensor<?x?xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 6] strides = [6, 1] data =
  // CHECK-NEXT: [0, 0, 1, 1, 0, 1]
  // CHECK-NEXT: [0, 1, 1, 1, 1, 1]
  call @print_i1(%dle) : (tensor<?x?xi1>) -> ()

  // i1: [false; true] lt [false true] (unsigned: only false < true)
  %a1 = arith.constant dense<[[false], [true]]> : tensor<2x1xi1>
  %b1 = arith.constant dense<[[false, true]]> : tensor<1x2xi1>
  %lt1 = shapes.compare lt, %a1, %b1 : (tensor<2x1xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  %dlt1 = tensor.cast %lt1 : tensor<2x2xi1> to tensor<?x?xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: [0, 1]
  // CHECK-NEXT: [0, 0]
  call @print_i1(%dlt1) : (tensor<?x?xi1>) -> ()
  %x1 = shapes.xor %a1, %b1 : (tensor<2x1xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  %dx1 = tensor.cast %x1 : tensor<2x2xi1> to tensor<?x?xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: [0, 1]
  // CHECK-NEXT: [1, 0]
  call @print_i1(%dx1) : (tensor<?x?xi1>) -> ()

  // broadcast_in_dim and a broadcast_dimensions add on constants:
  // [1 2 3] (3) + |10 20 30| dims [1], then broadcast to 2x2x3 dims [1, 2].
  //               |40 50 60|
  %m = arith.constant dense<[[10, 20, 30], [40, 50, 60]]> : tensor<2x3xi32>
  %v = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %sum = shapes.add %v, %m broadcast_dimensions = [1] : (tensor<3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %big = shapes.broadcast_in_dim %sum, dims = [1, 2] : (tensor<2x3xi32>) -> tensor<2x2x3xi32>
  %ubig = tensor.cast %big : tensor<2x2x3xi32> to tensor<*xi32>
  // CHECK: rank = 3 offset = 0 sizes = [2, 2, 3] strides = [6, 3, 1] data =
  // CHECK-NEXT: [11, 22, 33]
  // CHECK-NEXT: [41, 52, 63]
  // CHECK-NEXT: [11, 22, 33]
  // CHECK-NEXT: [41, 52, 63]
  call @printMemrefI32(%ubig) : (tensor<*xi32>) -> ()
  return
}
