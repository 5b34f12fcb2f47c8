// Every arithmetic op (add, sub, mul, div, rem, max, min) and every compare
// direction on f64, with XLA broadcasting (a vector with
// broadcast_dimensions on either side, a scalar, a degenerate (2,1) operand,
// the outer (2,1) x (1,3) form). Lowered with -shapes-to-llvm and run; the
// expected numbers are worked out by hand (rem is C fmod: the sign of the
// dividend; compare results are printed as i32 0/1).
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

func.func private @printMemrefF64(tensor<*xf64>)
func.func private @printMemrefI32(tensor<*xi32>)

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

func.func @add_vec(%a: tensor<2x3xf64>, %b: tensor<3xf64>) -> tensor<2x3xf64> {
  %r = shapes.add %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xf64>
  return %r : tensor<2x3xf64>
}

func.func @add_scalar_lhs(%a: tensor<f64>, %b: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %r = shapes.add %a, %b
      : (tensor<f64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  return %r : tensor<2x3xf64>
}

func.func @sub_vec(%a: tensor<2x3xf64>, %b: tensor<3xf64>) -> tensor<2x3xf64> {
  %r = shapes.sub %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xf64>
  return %r : tensor<2x3xf64>
}

func.func @sub_vec_lhs(%a: tensor<3xf64>, %b: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %r = shapes.sub %a, %b broadcast_dimensions = [1]
      : (tensor<3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  return %r : tensor<2x3xf64>
}

func.func @sub_deg(%a: tensor<2x3xf64>, %b: tensor<2x1xf64>) -> tensor<2x3xf64> {
  %r = shapes.sub %a, %b
      : (tensor<2x3xf64>, tensor<2x1xf64>) -> tensor<2x3xf64>
  return %r : tensor<2x3xf64>
}

func.func @mul_deg(%a: tensor<2x3xf64>, %b: tensor<2x1xf64>) -> tensor<2x3xf64> {
  %r = shapes.mul %a, %b
      : (tensor<2x3xf64>, tensor<2x1xf64>) -> tensor<2x3xf64>
  return %r : tensor<2x3xf64>
}

func.func @mul_outer(%a: tensor<2x1xf64>, %b: tensor<1x3xf64>) -> tensor<2x3xf64> {
  %r = shapes.mul %a, %b
      : (tensor<2x1xf64>, tensor<1x3xf64>) -> tensor<2x3xf64>
  return %r : tensor<2x3xf64>
}

func.func @div_vec(%a: tensor<2x3xf64>, %b: tensor<3xf64>) -> tensor<2x3xf64> {
  %r = shapes.div %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xf64>
  return %r : tensor<2x3xf64>
}

func.func @div_vec_lhs(%a: tensor<3xf64>, %b: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %r = shapes.div %a, %b broadcast_dimensions = [1]
      : (tensor<3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  return %r : tensor<2x3xf64>
}

func.func @div_scalar_lhs(%a: tensor<f64>, %b: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %r = shapes.div %a, %b
      : (tensor<f64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  return %r : tensor<2x3xf64>
}

func.func @rem_vec(%a: tensor<2x3xf64>, %b: tensor<3xf64>) -> tensor<2x3xf64> {
  %r = shapes.rem %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xf64>
  return %r : tensor<2x3xf64>
}

func.func @rem_outer(%a: tensor<1x3xf64>, %b: tensor<2x1xf64>) -> tensor<2x3xf64> {
  %r = shapes.rem %a, %b
      : (tensor<1x3xf64>, tensor<2x1xf64>) -> tensor<2x3xf64>
  return %r : tensor<2x3xf64>
}

func.func @max_vec(%a: tensor<2x3xf64>, %b: tensor<3xf64>) -> tensor<2x3xf64> {
  %r = shapes.max %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xf64>
  return %r : tensor<2x3xf64>
}

func.func @max_outer(%a: tensor<1x3xf64>, %b: tensor<2x1xf64>) -> tensor<2x3xf64> {
  %r = shapes.max %a, %b
      : (tensor<1x3xf64>, tensor<2x1xf64>) -> tensor<2x3xf64>
  return %r : tensor<2x3xf64>
}

func.func @min_vec(%a: tensor<2x3xf64>, %b: tensor<3xf64>) -> tensor<2x3xf64> {
  %r = shapes.min %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xf64>
  return %r : tensor<2x3xf64>
}

func.func @min_scalar(%a: tensor<2x3xf64>, %b: tensor<f64>) -> tensor<2x3xf64> {
  %r = shapes.min %a, %b
      : (tensor<2x3xf64>, tensor<f64>) -> tensor<2x3xf64>
  return %r : tensor<2x3xf64>
}

func.func @cmp_eq(%a: tensor<2x3xf64>, %b: tensor<3xf64>) -> tensor<2x3xi1> {
  %r = shapes.compare eq, %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @cmp_ne(%a: tensor<2x3xf64>, %b: tensor<3xf64>) -> tensor<2x3xi1> {
  %r = shapes.compare ne, %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @cmp_lt(%a: tensor<2x3xf64>, %b: tensor<3xf64>) -> tensor<2x3xi1> {
  %r = shapes.compare lt, %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @cmp_le(%a: tensor<2x3xf64>, %b: tensor<3xf64>) -> tensor<2x3xi1> {
  %r = shapes.compare le, %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @cmp_gt(%a: tensor<2x3xf64>, %b: tensor<3xf64>) -> tensor<2x3xi1> {
  %r = shapes.compare gt, %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @cmp_ge(%a: tensor<2x3xf64>, %b: tensor<3xf64>) -> tensor<2x3xi1> {
  %r = shapes.compare ge, %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @cmp_lt_lhs(%a: tensor<3xf64>, %b: tensor<2x3xf64>) -> tensor<2x3xi1> {
  %r = shapes.compare lt, %a, %b broadcast_dimensions = [1]
      : (tensor<3xf64>, tensor<2x3xf64>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @cmp_ge_outer(%a: tensor<2x1xf64>, %b: tensor<1x3xf64>) -> tensor<2x3xi1> {
  %r = shapes.compare ge, %a, %b
      : (tensor<2x1xf64>, tensor<1x3xf64>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @sub_precise(%a: tensor<2xf64>, %b: tensor<f64>) -> tensor<2xf64> {
  %r = shapes.sub %a, %b
      : (tensor<2xf64>, tensor<f64>) -> tensor<2xf64>
  return %r : tensor<2xf64>
}

func.func @main() {
  // A = |6 -7.5 2  |   v = [4 2 -0.5]   c = | 2|   r = [7 -7 5.5]   s = 3
  //     |-3 10   0.5|                      |-4|
  %A = arith.constant dense<[[6.0, -7.5, 2.0], [-3.0, 10.0, 0.5]]> : tensor<2x3xf64>
  %v = arith.constant dense<[4.0, 2.0, -0.5]> : tensor<3xf64>
  %c = arith.constant dense<[[2.0], [-4.0]]> : tensor<2x1xf64>
  %r = arith.constant dense<[[7.0, -7.0, 5.5]]> : tensor<1x3xf64>
  %s = arith.constant dense<3.0> : tensor<f64>

  // A + v, dims [1]
  %r0 = call @add_vec(%A, %v) : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xf64>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [10, -5.5, 1.5]
  // CHECK-NEXT: [1, 12, 0]
  %u0 = tensor.cast %r0 : tensor<2x3xf64> to tensor<*xf64>
  call @printMemrefF64(%u0) : (tensor<*xf64>) -> ()

  // s + A
  %r1 = call @add_scalar_lhs(%s, %A) : (tensor<f64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [9, -4.5, 5]
  // CHECK-NEXT: [0, 13, 3.5]
  %u1 = tensor.cast %r1 : tensor<2x3xf64> to tensor<*xf64>
  call @printMemrefF64(%u1) : (tensor<*xf64>) -> ()

  // A - v, dims [1]
  %r2 = call @sub_vec(%A, %v) : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xf64>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [2, -9.5, 2.5]
  // CHECK-NEXT: [-7, 8, 1]
  %u2 = tensor.cast %r2 : tensor<2x3xf64> to tensor<*xf64>
  call @printMemrefF64(%u2) : (tensor<*xf64>) -> ()

  // v - A, dims [1]: the lower-rank operand on the left
  %r3 = call @sub_vec_lhs(%v, %A) : (tensor<3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [-2, 9.5, -2.5]
  // CHECK-NEXT: [7, -8, -1]
  %u3 = tensor.cast %r3 : tensor<2x3xf64> to tensor<*xf64>
  call @printMemrefF64(%u3) : (tensor<*xf64>) -> ()

  // A - c, c is (2,1)
  %r4 = call @sub_deg(%A, %c) : (tensor<2x3xf64>, tensor<2x1xf64>) -> tensor<2x3xf64>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [4, -9.5, 0]
  // CHECK-NEXT: [1, 14, 4.5]
  %u4 = tensor.cast %r4 : tensor<2x3xf64> to tensor<*xf64>
  call @printMemrefF64(%u4) : (tensor<*xf64>) -> ()

  // A * c
  %r5 = call @mul_deg(%A, %c) : (tensor<2x3xf64>, tensor<2x1xf64>) -> tensor<2x3xf64>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [12, -15, 4]
  // CHECK-NEXT: [12, -40, -2]
  %u5 = tensor.cast %r5 : tensor<2x3xf64> to tensor<*xf64>
  call @printMemrefF64(%u5) : (tensor<*xf64>) -> ()

  // c * r: outer (2,1) x (1,3)
  %r6 = call @mul_outer(%c, %r) : (tensor<2x1xf64>, tensor<1x3xf64>) -> tensor<2x3xf64>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [14, -14, 11]
  // CHECK-NEXT: [-28, 28, -22]
  %u6 = tensor.cast %r6 : tensor<2x3xf64> to tensor<*xf64>
  call @printMemrefF64(%u6) : (tensor<*xf64>) -> ()

  // A / v
  %r7 = call @div_vec(%A, %v) : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xf64>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [1.5, -3.75, -4]
  // CHECK-NEXT: [-0.75, 5, -1]
  %u7 = tensor.cast %r7 : tensor<2x3xf64> to tensor<*xf64>
  call @printMemrefF64(%u7) : (tensor<*xf64>) -> ()

  // v / A (printed with 6 significant digits)
  %r8 = call @div_vec_lhs(%v, %A) : (tensor<3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [0.666667, -0.266667, -0.25]
  // CHECK-NEXT: [-1.33333, 0.2, -1]
  %u8 = tensor.cast %r8 : tensor<2x3xf64> to tensor<*xf64>
  call @printMemrefF64(%u8) : (tensor<*xf64>) -> ()

  // s / A
  %r9 = call @div_scalar_lhs(%s, %A) : (tensor<f64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [0.5, -0.4, 1.5]
  // CHECK-NEXT: [-1, 0.3, 6]
  %u9 = tensor.cast %r9 : tensor<2x3xf64> to tensor<*xf64>
  call @printMemrefF64(%u9) : (tensor<*xf64>) -> ()

  // fmod(A, v)
  %r10 = call @rem_vec(%A, %v) : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xf64>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [2, -1.5, 0]
  // CHECK-NEXT: [-3, 0, 0]
  %u10 = tensor.cast %r10 : tensor<2x3xf64> to tensor<*xf64>
  call @printMemrefF64(%u10) : (tensor<*xf64>) -> ()

  // fmod(r, c): (1,3) x (2,1)
  %r11 = call @rem_outer(%r, %c) : (tensor<1x3xf64>, tensor<2x1xf64>) -> tensor<2x3xf64>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [1, -1, 1.5]
  // CHECK-NEXT: [3, -3, 1.5]
  %u11 = tensor.cast %r11 : tensor<2x3xf64> to tensor<*xf64>
  call @printMemrefF64(%u11) : (tensor<*xf64>) -> ()

  // max(A, v)
  %r12 = call @max_vec(%A, %v) : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xf64>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [6, 2, 2]
  // CHECK-NEXT: [4, 10, 0.5]
  %u12 = tensor.cast %r12 : tensor<2x3xf64> to tensor<*xf64>
  call @printMemrefF64(%u12) : (tensor<*xf64>) -> ()

  // max(r, c)
  %r13 = call @max_outer(%r, %c) : (tensor<1x3xf64>, tensor<2x1xf64>) -> tensor<2x3xf64>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [7, 2, 5.5]
  // CHECK-NEXT: [7, -4, 5.5]
  %u13 = tensor.cast %r13 : tensor<2x3xf64> to tensor<*xf64>
  call @printMemrefF64(%u13) : (tensor<*xf64>) -> ()

  // min(A, v)
  %r14 = call @min_vec(%A, %v) : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xf64>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [4, -7.5, -0.5]
  // CHECK-NEXT: [-3, 2, -0.5]
  %u14 = tensor.cast %r14 : tensor<2x3xf64> to tensor<*xf64>
  call @printMemrefF64(%u14) : (tensor<*xf64>) -> ()

  // min(A, s)
  %r15 = call @min_scalar(%A, %s) : (tensor<2x3xf64>, tensor<f64>) -> tensor<2x3xf64>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [3, -7.5, 2]
  // CHECK-NEXT: [-3, 3, 0.5]
  %u15 = tensor.cast %r15 : tensor<2x3xf64> to tensor<*xf64>
  call @printMemrefF64(%u15) : (tensor<*xf64>) -> ()

  // Compare X = |-1.5 2  3  | with y = [2 2 2], dims [1]
  //             | 3   2 -1.5|
  %X = arith.constant dense<[[-1.5, 2.0, 3.0], [3.0, 2.0, -1.5]]> : tensor<2x3xf64>
  %y = arith.constant dense<[2.0, 2.0, 2.0]> : tensor<3xf64>

  // X eq y
  %r16 = call @cmp_eq(%X, %y) : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [0, 1, 0]
  // CHECK-NEXT: [0, 1, 0]
  %d16 = tensor.cast %r16 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d16) : (tensor<?x?xi1>) -> ()

  // X ne y
  %r17 = call @cmp_ne(%X, %y) : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [1, 0, 1]
  // CHECK-NEXT: [1, 0, 1]
  %d17 = tensor.cast %r17 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d17) : (tensor<?x?xi1>) -> ()

  // X lt y
  %r18 = call @cmp_lt(%X, %y) : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [1, 0, 0]
  // CHECK-NEXT: [0, 0, 1]
  %d18 = tensor.cast %r18 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d18) : (tensor<?x?xi1>) -> ()

  // X le y
  %r19 = call @cmp_le(%X, %y) : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [1, 1, 0]
  // CHECK-NEXT: [0, 1, 1]
  %d19 = tensor.cast %r19 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d19) : (tensor<?x?xi1>) -> ()

  // X gt y
  %r20 = call @cmp_gt(%X, %y) : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [0, 0, 1]
  // CHECK-NEXT: [1, 0, 0]
  %d20 = tensor.cast %r20 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d20) : (tensor<?x?xi1>) -> ()

  // X ge y
  %r21 = call @cmp_ge(%X, %y) : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [0, 1, 1]
  // CHECK-NEXT: [1, 1, 0]
  %d21 = tensor.cast %r21 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d21) : (tensor<?x?xi1>) -> ()

  // y lt X: the vector on the left
  %r22 = call @cmp_lt_lhs(%y, %X) : (tensor<3xf64>, tensor<2x3xf64>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [0, 0, 1]
  // CHECK-NEXT: [1, 0, 0]
  %d22 = tensor.cast %r22 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d22) : (tensor<?x?xi1>) -> ()

  // c ge r: outer (2,1) x (1,3)
  %r23 = call @cmp_ge_outer(%c, %r) : (tensor<2x1xf64>, tensor<1x3xf64>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [0, 1, 0]
  // CHECK-NEXT: [0, 1, 0]
  %d23 = tensor.cast %r23 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d23) : (tensor<?x?xi1>) -> ()

  // f64 precision: 100000001 - 100000000 = 1 (in f32 both constants
  // round to 1e8 and both differences would be 0).
  %big = arith.constant dense<[100000001.0, 100000000.5]> : tensor<2xf64>
  %big0 = arith.constant dense<100000000.0> : tensor<f64>
  %r24 = call @sub_precise(%big, %big0) : (tensor<2xf64>, tensor<f64>) -> tensor<2xf64>
  // CHECK: rank = 1 offset = 0 sizes = [2] strides = [1] data =
  // CHECK-NEXT: [1, 0.5]
  %u24 = tensor.cast %r24 : tensor<2xf64> to tensor<*xf64>
  call @printMemrefF64(%u24) : (tensor<*xf64>) -> ()
  return
}

