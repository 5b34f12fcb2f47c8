// NaN and signed zeros in max, min and compare, on f32 and f64.
// XLA's max/min propagate NaN: a NaN on either side (or both) gives NaN, also
// against +-inf and through broadcasting. -0.0 < +0.0 for max/min:
// max(-0, +0) = +0 and min(-0, +0) = -0 in either order; the zeros are
// printed as they are and as 1.0 / result (+inf / -inf) to make the sign
// visible. compare with a NaN operand: eq, lt, le, gt, ge are false and ne is
// true (and -0 eq +0). The sign of a printed NaN is not checked.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefF64(tensor<*xf64>)
func.func private @printMemrefI32(tensor<*xi32>)

// Prints an i1 tensor widened to i32 (extui).
func.func @print_i1_1d(%t: tensor<?xi1>) {
  %c0 = arith.constant 0 : index
  %d0 = tensor.dim %t, %c0 : tensor<?xi1>
  %e = tensor.empty(%d0) : tensor<?xi32>
  %w = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%t : tensor<?xi1>) outs(%e : tensor<?xi32>) {
  ^bb0(%x: i1, %o: i32):
    %y = arith.extui %x : i1 to i32
    linalg.yield %y : i32
  } -> tensor<?xi32>
  %u = tensor.cast %w : tensor<?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// Prints an i1 tensor widened to i32 (extui).
func.func @print_i1_2d(%t: tensor<?x?xi1>) {
  %c0 = arith.constant 0 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?xi1>
  %c1 = arith.constant 1 : index
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

func.func @max_f32(%a: tensor<7xf32>, %b: tensor<7xf32>) -> tensor<7xf32> {
  %r = shapes.max %a, %b
      : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
  return %r : tensor<7xf32>
}

func.func @min_f32(%a: tensor<7xf32>, %b: tensor<7xf32>) -> tensor<7xf32> {
  %r = shapes.min %a, %b
      : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
  return %r : tensor<7xf32>
}

func.func @max_vec_f32(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  %r = shapes.max %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @min_vec_lhs_f32(%a: tensor<3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = shapes.min %a, %b broadcast_dimensions = [1]
      : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @max_nan_scalar_f32(%a: tensor<2x3xf32>, %b: tensor<f32>) -> tensor<2x3xf32> {
  %r = shapes.max %a, %b
      : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @min_nan_scalar_lhs_f32(%a: tensor<f32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = shapes.min %a, %b
      : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @max_zero_f32(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = shapes.max %a, %b
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}


func.func @min_zero_f32(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = shapes.min %a, %b
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// 1.0 / x: +inf for +0, -inf for -0.
func.func @inv_f32(%one: tensor<f32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %r = shapes.div %one, %x : (tensor<f32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @max_mz_scalar_f32(%a: tensor<f32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = shapes.max %a, %b
      : (tensor<f32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @min_mz_scalar_f32(%a: tensor<4xf32>, %b: tensor<f32>) -> tensor<4xf32> {
  %r = shapes.min %a, %b
      : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @cmp_eq_f32(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xi1> {
  %r = shapes.compare eq, %a, %b
      : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  return %r : tensor<8xi1>
}

func.func @cmp_ne_f32(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xi1> {
  %r = shapes.compare ne, %a, %b
      : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  return %r : tensor<8xi1>
}

func.func @cmp_lt_f32(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xi1> {
  %r = shapes.compare lt, %a, %b
      : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  return %r : tensor<8xi1>
}

func.func @cmp_le_f32(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xi1> {
  %r = shapes.compare le, %a, %b
      : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  return %r : tensor<8xi1>
}

func.func @cmp_gt_f32(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xi1> {
  %r = shapes.compare gt, %a, %b
      : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  return %r : tensor<8xi1>
}

func.func @cmp_ge_f32(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xi1> {
  %r = shapes.compare ge, %a, %b
      : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  return %r : tensor<8xi1>
}

func.func @cmp_ne_nan_lhs_f32(%a: tensor<f32>, %b: tensor<2x3xf32>) -> tensor<2x3xi1> {
  %r = shapes.compare ne, %a, %b
      : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @cmp_eq_nan_rhs_f32(%a: tensor<2x3xf32>, %b: tensor<f32>) -> tensor<2x3xi1> {
  %r = shapes.compare eq, %a, %b
      : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @cmp_ge_vec_f32(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xi1> {
  %r = shapes.compare ge, %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @cmp_le_vec_lhs_f32(%a: tensor<3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xi1> {
  %r = shapes.compare le, %a, %b broadcast_dimensions = [1]
      : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @max_f64(%a: tensor<7xf64>, %b: tensor<7xf64>) -> tensor<7xf64> {
  %r = shapes.max %a, %b
      : (tensor<7xf64>, tensor<7xf64>) -> tensor<7xf64>
  return %r : tensor<7xf64>
}

func.func @min_f64(%a: tensor<7xf64>, %b: tensor<7xf64>) -> tensor<7xf64> {
  %r = shapes.min %a, %b
      : (tensor<7xf64>, tensor<7xf64>) -> tensor<7xf64>
  return %r : tensor<7xf64>
}

func.func @max_vec_f64(%a: tensor<2x3xf64>, %b: tensor<3xf64>) -> tensor<2x3xf64> {
  %r = shapes.max %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xf64>
  return %r : tensor<2x3xf64>
}

func.func @min_vec_lhs_f64(%a: tensor<3xf64>, %b: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %r = shapes.min %a, %b broadcast_dimensions = [1]
      : (tensor<3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  return %r : tensor<2x3xf64>
}

func.func @max_nan_scalar_f64(%a: tensor<2x3xf64>, %b: tensor<f64>) -> tensor<2x3xf64> {
  %r = shapes.max %a, %b
      : (tensor<2x3xf64>, tensor<f64>) -> tensor<2x3xf64>
  return %r : tensor<2x3xf64>
}

func.func @min_nan_scalar_lhs_f64(%a: tensor<f64>, %b: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %r = shapes.min %a, %b
      : (tensor<f64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  return %r : tensor<2x3xf64>
}

func.func @max_zero_f64(%a: tensor<4xf64>, %b: tensor<4xf64>) -> tensor<4xf64> {
  %r = shapes.max %a, %b
      : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
  return %r : tensor<4xf64>
}


func.func @min_zero_f64(%a: tensor<4xf64>, %b: tensor<4xf64>) -> tensor<4xf64> {
  %r = shapes.min %a, %b
      : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
  return %r : tensor<4xf64>
}

// 1.0 / x: +inf for +0, -inf for -0.
func.func @inv_f64(%one: tensor<f64>, %x: tensor<4xf64>) -> tensor<4xf64> {
  %r = shapes.div %one, %x : (tensor<f64>, tensor<4xf64>) -> tensor<4xf64>
  return %r : tensor<4xf64>
}

func.func @max_mz_scalar_f64(%a: tensor<f64>, %b: tensor<4xf64>) -> tensor<4xf64> {
  %r = shapes.max %a, %b
      : (tensor<f64>, tensor<4xf64>) -> tensor<4xf64>
  return %r : tensor<4xf64>
}

func.func @min_mz_scalar_f64(%a: tensor<4xf64>, %b: tensor<f64>) -> tensor<4xf64> {
  %r = shapes.min %a, %b
      : (tensor<4xf64>, tensor<f64>) -> tensor<4xf64>
  return %r : tensor<4xf64>
}

func.func @cmp_eq_f64(%a: tensor<8xf64>, %b: tensor<8xf64>) -> tensor<8xi1> {
  %r = shapes.compare eq, %a, %b
      : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xi1>
  return %r : tensor<8xi1>
}

func.func @cmp_ne_f64(%a: tensor<8xf64>, %b: tensor<8xf64>) -> tensor<8xi1> {
  %r = shapes.compare ne, %a, %b
      : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xi1>
  return %r : tensor<8xi1>
}

func.func @cmp_lt_f64(%a: tensor<8xf64>, %b: tensor<8xf64>) -> tensor<8xi1> {
  %r = shapes.compare lt, %a, %b
      : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xi1>
  return %r : tensor<8xi1>
}

func.func @cmp_le_f64(%a: tensor<8xf64>, %b: tensor<8xf64>) -> tensor<8xi1> {
  %r = shapes.compare le, %a, %b
      : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xi1>
  return %r : tensor<8xi1>
}

func.func @cmp_gt_f64(%a: tensor<8xf64>, %b: tensor<8xf64>) -> tensor<8xi1> {
  %r = shapes.compare gt, %a, %b
      : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xi1>
  return %r : tensor<8xi1>
}

func.func @cmp_ge_f64(%a: tensor<8xf64>, %b: tensor<8xf64>) -> tensor<8xi1> {
  %r = shapes.compare ge, %a, %b
      : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xi1>
  return %r : tensor<8xi1>
}

func.func @cmp_ne_nan_lhs_f64(%a: tensor<f64>, %b: tensor<2x3xf64>) -> tensor<2x3xi1> {
  %r = shapes.compare ne, %a, %b
      : (tensor<f64>, tensor<2x3xf64>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @cmp_eq_nan_rhs_f64(%a: tensor<2x3xf64>, %b: tensor<f64>) -> tensor<2x3xi1> {
  %r = shapes.compare eq, %a, %b
      : (tensor<2x3xf64>, tensor<f64>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @cmp_ge_vec_f64(%a: tensor<2x3xf64>, %b: tensor<3xf64>) -> tensor<2x3xi1> {
  %r = shapes.compare ge, %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @cmp_le_vec_lhs_f64(%a: tensor<3xf64>, %b: tensor<2x3xf64>) -> tensor<2x3xi1> {
  %r = shapes.compare le, %a, %b broadcast_dimensions = [1]
      : (tensor<3xf64>, tensor<2x3xf64>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @main() {
  // --- f32 ---
  // P = [nan 1   nan 2 -3 inf -inf]
  // Q = [1   nan nan 5 -7 nan nan ]
  %P_f32 = arith.constant dense<[0x7FC00000, 1.0, 0x7FC00000, 2.0, -3.0, 0x7F800000, 0xFF800000]> : tensor<7xf32>
  %Q_f32 = arith.constant dense<[1.0, 0x7FC00000, 0x7FC00000, 5.0, -7.0, 0x7FC00000, 0x7FC00000]> : tensor<7xf32>
  %X_f32 = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %v_f32 = arith.constant dense<[0x7FC00000, 0.0, 10.0]> : tensor<3xf32>
  %nan_f32 = arith.constant dense<0x7FC00000> : tensor<f32>
  %one_f32 = arith.constant dense<1.0> : tensor<f32>

  // max(P, Q)
  %r0 = call @max_f32(%P_f32, %Q_f32) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
  // CHECK: rank = 1 offset = 0 sizes = [7] strides = [1] data =
  // CHECK-NEXT: [{{-?nan}}, {{-?nan}}, {{-?nan}}, 5, -3, {{-?nan}}, {{-?nan}}]
  %u0 = tensor.cast %r0 : tensor<7xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()

  // min(P, Q)
  %r1 = call @min_f32(%P_f32, %Q_f32) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
  // CHECK: rank = 1 offset = 0 sizes = [7] strides = [1] data =
  // CHECK-NEXT: [{{-?nan}}, {{-?nan}}, {{-?nan}}, 2, -7, {{-?nan}}, {{-?nan}}]
  %u1 = tensor.cast %r1 : tensor<7xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()

  // max(X, [nan 0 10]), dims [1]: column 0 is NaN
  %r2 = call @max_vec_f32(%X_f32, %v_f32) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [{{-?nan}}, 2, 10]
  // CHECK-NEXT: [{{-?nan}}, 5, 10]
  %u2 = tensor.cast %r2 : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()

  // min([nan 0 10], X), dims [1]
  %r3 = call @min_vec_lhs_f32(%v_f32, %X_f32) : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [{{-?nan}}, 0, 3]
  // CHECK-NEXT: [{{-?nan}}, 0, 6]
  %u3 = tensor.cast %r3 : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()

  // max(X, nan)
  %r4 = call @max_nan_scalar_f32(%X_f32, %nan_f32) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [{{-?nan}}, {{-?nan}}, {{-?nan}}]
  // CHECK-NEXT: [{{-?nan}}, {{-?nan}}, {{-?nan}}]
  %u4 = tensor.cast %r4 : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()

  // min(nan, X)
  %r5 = call @min_nan_scalar_lhs_f32(%nan_f32, %X_f32) : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [{{-?nan}}, {{-?nan}}, {{-?nan}}]
  // CHECK-NEXT: [{{-?nan}}, {{-?nan}}, {{-?nan}}]
  %u5 = tensor.cast %r5 : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u5) : (tensor<*xf32>) -> ()

  // Z1 = [-0 +0 -0 +0], Z2 = [+0 -0 -0 +0]
  %Z1_f32 = arith.constant dense<[-0.0, 0.0, -0.0, 0.0]> : tensor<4xf32>
  %Z2_f32 = arith.constant dense<[0.0, -0.0, -0.0, 0.0]> : tensor<4xf32>

  // max(Z1, Z2)
  %r6 = call @max_zero_f32(%Z1_f32, %Z2_f32) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  // CHECK: rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [0, 0, -0, 0]
  %u6 = tensor.cast %r6 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u6) : (tensor<*xf32>) -> ()

  %inv_max_f32 = call @inv_f32(%one_f32, %r6) : (tensor<f32>, tensor<4xf32>) -> tensor<4xf32>
  // min(Z1, Z2)
  %r7 = call @min_zero_f32(%Z1_f32, %Z2_f32) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  // CHECK: rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [-0, -0, -0, 0]
  %u7 = tensor.cast %r7 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u7) : (tensor<*xf32>) -> ()

  %inv_min_f32 = call @inv_f32(%one_f32, %r7) : (tensor<f32>, tensor<4xf32>) -> tensor<4xf32>
  // 1.0 / max(Z1, Z2)
  // CHECK: rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [inf, inf, -inf, inf]
  %uinv_max_f32 = tensor.cast %inv_max_f32 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%uinv_max_f32) : (tensor<*xf32>) -> ()

  // 1.0 / min(Z1, Z2)
  // CHECK: rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [-inf, -inf, -inf, inf]
  %uinv_min_f32 = tensor.cast %inv_min_f32 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%uinv_min_f32) : (tensor<*xf32>) -> ()

  %mz_f32 = arith.constant dense<-0.0> : tensor<f32>

  // max(-0, Z2): the scalar broadcast
  %r8 = call @max_mz_scalar_f32(%mz_f32, %Z2_f32) : (tensor<f32>, tensor<4xf32>) -> tensor<4xf32>
  // CHECK: rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [0, -0, -0, 0]
  %u8 = tensor.cast %r8 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u8) : (tensor<*xf32>) -> ()

  // min(Z2, -0)
  %r9 = call @min_mz_scalar_f32(%Z2_f32, %mz_f32) : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  // CHECK: rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [-0, -0, -0, -0]
  %u9 = tensor.cast %r9 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u9) : (tensor<*xf32>) -> ()

  // C1 = [nan 1   nan -inf 1 -0 1 3]
  // C2 = [1   nan nan nan  1 +0 2 2]
  %C1_f32 = arith.constant dense<[0x7FC00000, 1.0, 0x7FC00000, 0xFF800000, 1.0, -0.0, 1.0, 3.0]> : tensor<8xf32>
  %C2_f32 = arith.constant dense<[1.0, 0x7FC00000, 0x7FC00000, 0x7FC00000, 1.0, 0.0, 2.0, 2.0]> : tensor<8xf32>

  // C1 eq C2
  %r10 = call @cmp_eq_f32(%C1_f32, %C2_f32) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  // CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
  // CHECK-NEXT: [0, 0, 0, 0, 1, 1, 0, 0]
  %d10 = tensor.cast %r10 : tensor<8xi1> to tensor<?xi1>
  call @print_i1_1d(%d10) : (tensor<?xi1>) -> ()

  // C1 ne C2
  %r11 = call @cmp_ne_f32(%C1_f32, %C2_f32) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  // CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
  // CHECK-NEXT: [1, 1, 1, 1, 0, 0, 1, 1]
  %d11 = tensor.cast %r11 : tensor<8xi1> to tensor<?xi1>
  call @print_i1_1d(%d11) : (tensor<?xi1>) -> ()

  // C1 lt C2
  %r12 = call @cmp_lt_f32(%C1_f32, %C2_f32) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  // CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
  // CHECK-NEXT: [0, 0, 0, 0, 0, 0, 1, 0]
  %d12 = tensor.cast %r12 : tensor<8xi1> to tensor<?xi1>
  call @print_i1_1d(%d12) : (tensor<?xi1>) -> ()

  // C1 le C2
  %r13 = call @cmp_le_f32(%C1_f32, %C2_f32) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  // CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
  // CHECK-NEXT: [0, 0, 0, 0, 1, 1, 1, 0]
  %d13 = tensor.cast %r13 : tensor<8xi1> to tensor<?xi1>
  call @print_i1_1d(%d13) : (tensor<?xi1>) -> ()

  // C1 gt C2
  %r14 = call @cmp_gt_f32(%C1_f32, %C2_f32) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  // CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
  // CHECK-NEXT: [0, 0, 0, 0, 0, 0, 0, 1]
  %d14 = tensor.cast %r14 : tensor<8xi1> to tensor<?xi1>
  call @print_i1_1d(%d14) : (tensor<?xi1>) -> ()

  // C1 ge C2
  %r15 = call @cmp_ge_f32(%C1_f32, %C2_f32) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  // CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
  // CHECK-NEXT: [0, 0, 0, 0, 1, 1, 0, 1]
  %d15 = tensor.cast %r15 : tensor<8xi1> to tensor<?xi1>
  call @print_i1_1d(%d15) : (tensor<?xi1>) -> ()

  // nan ne X (scalar broadcast)
  %r16 = call @cmp_ne_nan_lhs_f32(%nan_f32, %X_f32) : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [1, 1, 1]
  // CHECK-NEXT: [1, 1, 1]
  %d16 = tensor.cast %r16 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d16) : (tensor<?x?xi1>) -> ()

  // X eq nan
  %r17 = call @cmp_eq_nan_rhs_f32(%X_f32, %nan_f32) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [0, 0, 0]
  // CHECK-NEXT: [0, 0, 0]
  %d17 = tensor.cast %r17 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d17) : (tensor<?x?xi1>) -> ()

  // X ge [nan 0 10], dims [1]
  %r18 = call @cmp_ge_vec_f32(%X_f32, %v_f32) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [0, 1, 0]
  // CHECK-NEXT: [0, 1, 0]
  %d18 = tensor.cast %r18 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d18) : (tensor<?x?xi1>) -> ()

  // [nan 0 10] le X, dims [1]
  %r19 = call @cmp_le_vec_lhs_f32(%v_f32, %X_f32) : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [0, 1, 0]
  // CHECK-NEXT: [0, 1, 0]
  %d19 = tensor.cast %r19 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d19) : (tensor<?x?xi1>) -> ()

  // --- f64 ---
  // P = [nan 1   nan 2 -3 inf -inf]
  // Q = [1   nan nan 5 -7 nan nan ]
  %P_f64 = arith.constant dense<[0x7FF8000000000000, 1.0, 0x7FF8000000000000, 2.0, -3.0, 0x7FF0000000000000, 0xFFF0000000000000]> : tensor<7xf64>
  %Q_f64 = arith.constant dense<[1.0, 0x7FF8000000000000, 0x7FF8000000000000, 5.0, -7.0, 0x7FF8000000000000, 0x7FF8000000000000]> : tensor<7xf64>
  %X_f64 = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  %v_f64 = arith.constant dense<[0x7FF8000000000000, 0.0, 10.0]> : tensor<3xf64>
  %nan_f64 = arith.constant dense<0x7FF8000000000000> : tensor<f64>
  %one_f64 = arith.constant dense<1.0> : tensor<f64>

  // max(P, Q)
  %r20 = call @max_f64(%P_f64, %Q_f64) : (tensor<7xf64>, tensor<7xf64>) -> tensor<7xf64>
  // CHECK: rank = 1 offset = 0 sizes = [7] strides = [1] data =
  // CHECK-NEXT: [{{-?nan}}, {{-?nan}}, {{-?nan}}, 5, -3, {{-?nan}}, {{-?nan}}]
  %u20 = tensor.cast %r20 : tensor<7xf64> to tensor<*xf64>
  call @printMemrefF64(%u20) : (tensor<*xf64>) -> ()

  // min(P, Q)
  %r21 = call @min_f64(%P_f64, %Q_f64) : (tensor<7xf64>, tensor<7xf64>) -> tensor<7xf64>
  // CHECK: rank = 1 offset = 0 sizes = [7] strides = [1] data =
  // CHECK-NEXT: [{{-?nan}}, {{-?nan}}, {{-?nan}}, 2, -7, {{-?nan}}, {{-?nan}}]
  %u21 = tensor.cast %r21 : tensor<7xf64> to tensor<*xf64>
  call @printMemrefF64(%u21) : (tensor<*xf64>) -> ()

  // max(X, [nan 0 10]), dims [1]: column 0 is NaN
  %r22 = call @max_vec_f64(%X_f64, %v_f64) : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xf64>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [{{-?nan}}, 2, 10]
  // CHECK-NEXT: [{{-?nan}}, 5, 10]
  %u22 = tensor.cast %r22 : tensor<2x3xf64> to tensor<*xf64>
  call @printMemrefF64(%u22) : (tensor<*xf64>) -> ()

  // min([nan 0 10], X), dims [1]
  %r23 = call @min_vec_lhs_f64(%v_f64, %X_f64) : (tensor<3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [{{-?nan}}, 0, 3]
  // CHECK-NEXT: [{{-?nan}}, 0, 6]
  %u23 = tensor.cast %r23 : tensor<2x3xf64> to tensor<*xf64>
  call @printMemrefF64(%u23) : (tensor<*xf64>) -> ()

  // max(X, nan)
  %r24 = call @max_nan_scalar_f64(%X_f64, %nan_f64) : (tensor<2x3xf64>, tensor<f64>) -> tensor<2x3xf64>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [{{-?nan}}, {{-?nan}}, {{-?nan}}]
  // CHECK-NEXT: [{{-?nan}}, {{-?nan}}, {{-?nan}}]
  %u24 = tensor.cast %r24 : tensor<2x3xf64> to tensor<*xf64>
  call @printMemrefF64(%u24) : (tensor<*xf64>) -> ()

  // min(nan, X)
  %r25 = call @min_nan_scalar_lhs_f64(%nan_f64, %X_f64) : (tensor<f64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [{{-?nan}}, {{-?nan}}, {{-?nan}}]
  // CHECK-NEXT: [{{-?nan}}, {{-?nan}}, {{-?nan}}]
  %u25 = tensor.cast %r25 : tensor<2x3xf64> to tensor<*xf64>
  call @printMemrefF64(%u25) : (tensor<*xf64>) -> ()

  // Z1 = [-0 +0 -0 +0], Z2 = [+0 -0 -0 +0]
  %Z1_f64 = arith.constant dense<[-0.0, 0.0, -0.0, 0.0]> : tensor<4xf64>
  %Z2_f64 = arith.constant dense<[0.0, -0.0, -0.0, 0.0]> : tensor<4xf64>

  // max(Z1, Z2)
  %r26 = call @max_zero_f64(%Z1_f64, %Z2_f64) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
  // CHECK: rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [0, 0, -0, 0]
  %u26 = tensor.cast %r26 : tensor<4xf64> to tensor<*xf64>
  call @printMemrefF64(%u26) : (tensor<*xf64>) -> ()

  %inv_max_f64 = call @inv_f64(%one_f64, %r26) : (tensor<f64>, tensor<4xf64>) -> tensor<4xf64>
  // min(Z1, Z2)
  %r27 = call @min_zero_f64(%Z1_f64, %Z2_f64) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
  // CHECK: rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [-0, -0, -0, 0]
  %u27 = tensor.cast %r27 : tensor<4xf64> to tensor<*xf64>
  call @printMemrefF64(%u27) : (tensor<*xf64>) -> ()

  %inv_min_f64 = call @inv_f64(%one_f64, %r27) : (tensor<f64>, tensor<4xf64>) -> tensor<4xf64>
  // 1.0 / max(Z1, Z2)
  // CHECK: rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [inf, inf, -inf, inf]
  %uinv_max_f64 = tensor.cast %inv_max_f64 : tensor<4xf64> to tensor<*xf64>
  call @printMemrefF64(%uinv_max_f64) : (tensor<*xf64>) -> ()

  // 1.0 / min(Z1, Z2)
  // CHECK: rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [-inf, -inf, -inf, inf]
  %uinv_min_f64 = tensor.cast %inv_min_f64 : tensor<4xf64> to tensor<*xf64>
  call @printMemrefF64(%uinv_min_f64) : (tensor<*xf64>) -> ()

  %mz_f64 = arith.constant dense<-0.0> : tensor<f64>

  // max(-0, Z2): the scalar broadcast
  %r28 = call @max_mz_scalar_f64(%mz_f64, %Z2_f64) : (tensor<f64>, tensor<4xf64>) -> tensor<4xf64>
  // CHECK: rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [0, -0, -0, 0]
  %u28 = tensor.cast %r28 : tensor<4xf64> to tensor<*xf64>
  call @printMemrefF64(%u28) : (tensor<*xf64>) -> ()

  // min(Z2, -0)
  %r29 = call @min_mz_scalar_f64(%Z2_f64, %mz_f64) : (tensor<4xf64>, tensor<f64>) -> tensor<4xf64>
  // CHECK: rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [-0, -0, -0, -0]
  %u29 = tensor.cast %r29 : tensor<4xf64> to tensor<*xf64>
  call @printMemrefF64(%u29) : (tensor<*xf64>) -> ()

  // C1 = [nan 1   nan -inf 1 -0 1 3]
  // C2 = [1   nan nan nan  1 +0 2 2]
  %C1_f64 = arith.constant dense<[0x7FF8000000000000, 1.0, 0x7FF8000000000000, 0xFFF0000000000000, 1.0, -0.0, 1.0, 3.0]> : tensor<8xf64>
  %C2_f64 = arith.constant dense<[1.0, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 1.0, 0.0, 2.0, 2.0]> : tensor<8xf64>

  // C1 eq C2
  %r30 = call @cmp_eq_f64(%C1_f64, %C2_f64) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xi1>
  // CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
  // CHECK-NEXT: [0, 0, 0, 0, 1, 1, 0, 0]
  %d30 = tensor.cast %r30 : tensor<8xi1> to tensor<?xi1>
  call @print_i1_1d(%d30) : (tensor<?xi1>) -> ()

  // C1 ne C2
  %r31 = call @cmp_ne_f64(%C1_f64, %C2_f64) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xi1>
  // CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
  // CHECK-NEXT: [1, 1, 1, 1, 0, 0, 1, 1]
  %d31 = tensor.cast %r31 : tensor<8xi1> to tensor<?xi1>
  call @print_i1_1d(%d31) : (tensor<?xi1>) -> ()

  // C1 lt C2
  %r32 = call @cmp_lt_f64(%C1_f64, %C2_f64) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xi1>
  // CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
  // CHECK-NEXT: [0, 0, 0, 0, 0, 0, 1, 0]
  %d32 = tensor.cast %r32 : tensor<8xi1> to tensor<?xi1>
  call @print_i1_1d(%d32) : (tensor<?xi1>) -> ()

  // C1 le C2
  %r33 = call @cmp_le_f64(%C1_f64, %C2_f64) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xi1>
  // CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
  // CHECK-NEXT: [0, 0, 0, 0, 1, 1, 1, 0]
  %d33 = tensor.cast %r33 : tensor<8xi1> to tensor<?xi1>
  call @print_i1_1d(%d33) : (tensor<?xi1>) -> ()

  // C1 gt C2
  %r34 = call @cmp_gt_f64(%C1_f64, %C2_f64) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xi1>
  // CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
  // CHECK-NEXT: [0, 0, 0, 0, 0, 0, 0, 1]
  %d34 = tensor.cast %r34 : tensor<8xi1> to tensor<?xi1>
  call @print_i1_1d(%d34) : (tensor<?xi1>) -> ()

  // C1 ge C2
  %r35 = call @cmp_ge_f64(%C1_f64, %C2_f64) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xi1>
  // CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
  // CHECK-NEXT: [0, 0, 0, 0, 1, 1, 0, 1]
  %d35 = tensor.cast %r35 : tensor<8xi1> to tensor<?xi1>
  call @print_i1_1d(%d35) : (tensor<?xi1>) -> ()

  // nan ne X (scalar broadcast)
  %r36 = call @cmp_ne_nan_lhs_f64(%nan_f64, %X_f64) : (tensor<f64>, tensor<2x3xf64>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [1, 1, 1]
  // CHECK-NEXT: [1, 1, 1]
  %d36 = tensor.cast %r36 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d36) : (tensor<?x?xi1>) -> ()

  // X eq nan
  %r37 = call @cmp_eq_nan_rhs_f64(%X_f64, %nan_f64) : (tensor<2x3xf64>, tensor<f64>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [0, 0, 0]
  // CHECK-NEXT: [0, 0, 0]
  %d37 = tensor.cast %r37 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d37) : (tensor<?x?xi1>) -> ()

  // X ge [nan 0 10], dims [1]
  %r38 = call @cmp_ge_vec_f64(%X_f64, %v_f64) : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [0, 1, 0]
  // CHECK-NEXT: [0, 1, 0]
  %d38 = tensor.cast %r38 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d38) : (tensor<?x?xi1>) -> ()

  // [nan 0 10] le X, dims [1]
  %r39 = call @cmp_le_vec_lhs_f64(%v_f64, %X_f64) : (tensor<3xf64>, tensor<2x3xf64>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [0, 1, 0]
  // CHECK-NEXT: [0, 1, 0]
  %d39 = tensor.cast %r39 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d39) : (tensor<?x?xi1>) -> ()
  return
}

