// Every arithmetic op (add, sub, mul, div, rem, max, min), the logical ops
// (and, or, xor) and every compare direction on i8, with XLA broadcasting (a
// vector with broadcast_dimensions on either side, a scalar, a degenerate
// (2,1) operand, the outer (2,1) x (1,3) form), and wrapping two's-complement
// arithmetic at the limits of i8. Lowered with -shapes-to-llvm and run; the
// expected numbers are worked out by hand (div truncates toward zero, rem has
// the sign of the dividend, max/min/compare are signed). i8 results are
// printed widened to i32 with arith.extsi. Compare results are
// printed as i32 0/1.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

func.func private @printMemrefI32(tensor<*xi32>)

// Prints an i8 tensor widened to i32 (extsi).
func.func @print_i8_2d(%t: tensor<?x?xi8>) {
  %c0 = arith.constant 0 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?xi8>
  %c1 = arith.constant 1 : index
  %d1 = tensor.dim %t, %c1 : tensor<?x?xi8>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xi32>
  %w = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<?x?xi8>) outs(%e : tensor<?x?xi32>) {
  ^bb0(%x: i8, %o: i32):
    %y = arith.extsi %x : i8 to i32
    linalg.yield %y : i32
  } -> tensor<?x?xi32>
  %u = tensor.cast %w : tensor<?x?xi32> to tensor<*xi32>
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

func.func @add_vec(%a: tensor<2x3xi8>, %b: tensor<3xi8>) -> tensor<2x3xi8> {
  %r = shapes.add %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

func.func @add_scalar_lhs(%a: tensor<i8>, %b: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %r = shapes.add %a, %b
      : (tensor<i8>, tensor<2x3xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

func.func @sub_vec_lhs(%a: tensor<3xi8>, %b: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %r = shapes.sub %a, %b broadcast_dimensions = [1]
      : (tensor<3xi8>, tensor<2x3xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

func.func @sub_deg(%a: tensor<2x3xi8>, %b: tensor<2x1xi8>) -> tensor<2x3xi8> {
  %r = shapes.sub %a, %b
      : (tensor<2x3xi8>, tensor<2x1xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

func.func @mul_deg(%a: tensor<2x3xi8>, %b: tensor<2x1xi8>) -> tensor<2x3xi8> {
  %r = shapes.mul %a, %b
      : (tensor<2x3xi8>, tensor<2x1xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

func.func @mul_outer(%a: tensor<1x3xi8>, %b: tensor<2x1xi8>) -> tensor<2x3xi8> {
  %r = shapes.mul %a, %b
      : (tensor<1x3xi8>, tensor<2x1xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

func.func @div_vec(%a: tensor<2x3xi8>, %b: tensor<3xi8>) -> tensor<2x3xi8> {
  %r = shapes.div %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

func.func @div_outer(%a: tensor<1x3xi8>, %b: tensor<2x1xi8>) -> tensor<2x3xi8> {
  %r = shapes.div %a, %b
      : (tensor<1x3xi8>, tensor<2x1xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

func.func @div_scalar(%a: tensor<2x3xi8>, %b: tensor<i8>) -> tensor<2x3xi8> {
  %r = shapes.div %a, %b
      : (tensor<2x3xi8>, tensor<i8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

func.func @rem_vec(%a: tensor<2x3xi8>, %b: tensor<3xi8>) -> tensor<2x3xi8> {
  %r = shapes.rem %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

func.func @rem_outer(%a: tensor<1x3xi8>, %b: tensor<2x1xi8>) -> tensor<2x3xi8> {
  %r = shapes.rem %a, %b
      : (tensor<1x3xi8>, tensor<2x1xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

func.func @max_vec(%a: tensor<2x3xi8>, %b: tensor<3xi8>) -> tensor<2x3xi8> {
  %r = shapes.max %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

func.func @max_scalar(%a: tensor<2x3xi8>, %b: tensor<i8>) -> tensor<2x3xi8> {
  %r = shapes.max %a, %b
      : (tensor<2x3xi8>, tensor<i8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

func.func @min_vec(%a: tensor<2x3xi8>, %b: tensor<3xi8>) -> tensor<2x3xi8> {
  %r = shapes.min %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

func.func @min_outer(%a: tensor<1x3xi8>, %b: tensor<2x1xi8>) -> tensor<2x3xi8> {
  %r = shapes.min %a, %b
      : (tensor<1x3xi8>, tensor<2x1xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

func.func @and_vec(%a: tensor<2x3xi8>, %b: tensor<3xi8>) -> tensor<2x3xi8> {
  %r = shapes.and %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

func.func @or_vec(%a: tensor<2x3xi8>, %b: tensor<3xi8>) -> tensor<2x3xi8> {
  %r = shapes.or %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

func.func @xor_vec(%a: tensor<2x3xi8>, %b: tensor<3xi8>) -> tensor<2x3xi8> {
  %r = shapes.xor %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

func.func @and_outer(%a: tensor<2x1xi8>, %b: tensor<1x3xi8>) -> tensor<2x3xi8> {
  %r = shapes.and %a, %b
      : (tensor<2x1xi8>, tensor<1x3xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

func.func @or_scalar_lhs(%a: tensor<i8>, %b: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %r = shapes.or %a, %b
      : (tensor<i8>, tensor<2x3xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

func.func @xor_deg(%a: tensor<2x3xi8>, %b: tensor<2x1xi8>) -> tensor<2x3xi8> {
  %r = shapes.xor %a, %b
      : (tensor<2x3xi8>, tensor<2x1xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

func.func @cmp_eq(%a: tensor<2x3xi8>, %b: tensor<3xi8>) -> tensor<2x3xi1> {
  %r = shapes.compare eq, %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @cmp_ne(%a: tensor<2x3xi8>, %b: tensor<3xi8>) -> tensor<2x3xi1> {
  %r = shapes.compare ne, %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @cmp_lt(%a: tensor<2x3xi8>, %b: tensor<3xi8>) -> tensor<2x3xi1> {
  %r = shapes.compare lt, %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @cmp_le(%a: tensor<2x3xi8>, %b: tensor<3xi8>) -> tensor<2x3xi1> {
  %r = shapes.compare le, %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @cmp_gt(%a: tensor<2x3xi8>, %b: tensor<3xi8>) -> tensor<2x3xi1> {
  %r = shapes.compare gt, %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @cmp_ge(%a: tensor<2x3xi8>, %b: tensor<3xi8>) -> tensor<2x3xi1> {
  %r = shapes.compare ge, %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @cmp_lt_lhs(%a: tensor<3xi8>, %b: tensor<2x3xi8>) -> tensor<2x3xi1> {
  %r = shapes.compare lt, %a, %b broadcast_dimensions = [1]
      : (tensor<3xi8>, tensor<2x3xi8>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @cmp_ge_outer(%a: tensor<2x1xi8>, %b: tensor<1x3xi8>) -> tensor<2x3xi1> {
  %r = shapes.compare ge, %a, %b
      : (tensor<2x1xi8>, tensor<1x3xi8>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @wrap_add(%a: tensor<2x3xi8>, %b: tensor<3xi8>) -> tensor<2x3xi8> {
  %r = shapes.add %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

func.func @wrap_sub(%a: tensor<2x3xi8>, %b: tensor<2x1xi8>) -> tensor<2x3xi8> {
  %r = shapes.sub %a, %b
      : (tensor<2x3xi8>, tensor<2x1xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

func.func @wrap_mul(%a: tensor<2x3xi8>, %b: tensor<3xi8>) -> tensor<2x3xi8> {
  %r = shapes.mul %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

func.func @main() {
  // A = |  7 -7 20|   v = [2 -3 7]   c = | 3|   r = [7 -7 5]   s = 3
  //     |-20 13  0|                    |-5|
  %A = arith.constant dense<[[7, -7, 20], [-20, 13, 0]]> : tensor<2x3xi8>
  %v = arith.constant dense<[2, -3, 7]> : tensor<3xi8>
  %c = arith.constant dense<[[3], [-5]]> : tensor<2x1xi8>
  %r = arith.constant dense<[[7, -7, 5]]> : tensor<1x3xi8>
  %s = arith.constant dense<3> : tensor<i8>

  // A + v, dims [1]
  %r0 = call @add_vec(%A, %v) : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi8>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [9, -10, 27]
  // CHECK-NEXT: [-18, 10, 7]
  %d0 = tensor.cast %r0 : tensor<2x3xi8> to tensor<?x?xi8>
  call @print_i8_2d(%d0) : (tensor<?x?xi8>) -> ()

  // s + A
  %r1 = call @add_scalar_lhs(%s, %A) : (tensor<i8>, tensor<2x3xi8>) -> tensor<2x3xi8>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [10, -4, 23]
  // CHECK-NEXT: [-17, 16, 3]
  %d1 = tensor.cast %r1 : tensor<2x3xi8> to tensor<?x?xi8>
  call @print_i8_2d(%d1) : (tensor<?x?xi8>) -> ()

  // v - A, dims [1]: the lower-rank operand on the left
  %r2 = call @sub_vec_lhs(%v, %A) : (tensor<3xi8>, tensor<2x3xi8>) -> tensor<2x3xi8>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [-5, 4, -13]
  // CHECK-NEXT: [22, -16, 7]
  %d2 = tensor.cast %r2 : tensor<2x3xi8> to tensor<?x?xi8>
  call @print_i8_2d(%d2) : (tensor<?x?xi8>) -> ()

  // A - c, c is (2,1)
  %r3 = call @sub_deg(%A, %c) : (tensor<2x3xi8>, tensor<2x1xi8>) -> tensor<2x3xi8>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [4, -10, 17]
  // CHECK-NEXT: [-15, 18, 5]
  %d3 = tensor.cast %r3 : tensor<2x3xi8> to tensor<?x?xi8>
  call @print_i8_2d(%d3) : (tensor<?x?xi8>) -> ()

  // A * c
  %r4 = call @mul_deg(%A, %c) : (tensor<2x3xi8>, tensor<2x1xi8>) -> tensor<2x3xi8>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [21, -21, 60]
  // CHECK-NEXT: [100, -65, 0]
  %d4 = tensor.cast %r4 : tensor<2x3xi8> to tensor<?x?xi8>
  call @print_i8_2d(%d4) : (tensor<?x?xi8>) -> ()

  // r * c: outer (1,3) x (2,1)
  %r5 = call @mul_outer(%r, %c) : (tensor<1x3xi8>, tensor<2x1xi8>) -> tensor<2x3xi8>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [21, -21, 15]
  // CHECK-NEXT: [-35, 35, -25]
  %d5 = tensor.cast %r5 : tensor<2x3xi8> to tensor<?x?xi8>
  call @print_i8_2d(%d5) : (tensor<?x?xi8>) -> ()

  // A / v, truncating toward zero
  %r6 = call @div_vec(%A, %v) : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi8>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [3, 2, 2]
  // CHECK-NEXT: [-10, -4, 0]
  %d6 = tensor.cast %r6 : tensor<2x3xi8> to tensor<?x?xi8>
  call @print_i8_2d(%d6) : (tensor<?x?xi8>) -> ()

  // r / c
  %r7 = call @div_outer(%r, %c) : (tensor<1x3xi8>, tensor<2x1xi8>) -> tensor<2x3xi8>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [2, -2, 1]
  // CHECK-NEXT: [-1, 1, -1]
  %d7 = tensor.cast %r7 : tensor<2x3xi8> to tensor<?x?xi8>
  call @print_i8_2d(%d7) : (tensor<?x?xi8>) -> ()

  // A / s
  %r8 = call @div_scalar(%A, %s) : (tensor<2x3xi8>, tensor<i8>) -> tensor<2x3xi8>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [2, -2, 6]
  // CHECK-NEXT: [-6, 4, 0]
  %d8 = tensor.cast %r8 : tensor<2x3xi8> to tensor<?x?xi8>
  call @print_i8_2d(%d8) : (tensor<?x?xi8>) -> ()

  // A % v, the sign of the dividend
  %r9 = call @rem_vec(%A, %v) : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi8>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [1, -1, 6]
  // CHECK-NEXT: [0, 1, 0]
  %d9 = tensor.cast %r9 : tensor<2x3xi8> to tensor<?x?xi8>
  call @print_i8_2d(%d9) : (tensor<?x?xi8>) -> ()

  // r % c
  %r10 = call @rem_outer(%r, %c) : (tensor<1x3xi8>, tensor<2x1xi8>) -> tensor<2x3xi8>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [1, -1, 2]
  // CHECK-NEXT: [2, -2, 0]
  %d10 = tensor.cast %r10 : tensor<2x3xi8> to tensor<?x?xi8>
  call @print_i8_2d(%d10) : (tensor<?x?xi8>) -> ()

  // max(A, v)
  %r11 = call @max_vec(%A, %v) : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi8>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [7, -3, 20]
  // CHECK-NEXT: [2, 13, 7]
  %d11 = tensor.cast %r11 : tensor<2x3xi8> to tensor<?x?xi8>
  call @print_i8_2d(%d11) : (tensor<?x?xi8>) -> ()

  // max(A, s)
  %r12 = call @max_scalar(%A, %s) : (tensor<2x3xi8>, tensor<i8>) -> tensor<2x3xi8>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [7, 3, 20]
  // CHECK-NEXT: [3, 13, 3]
  %d12 = tensor.cast %r12 : tensor<2x3xi8> to tensor<?x?xi8>
  call @print_i8_2d(%d12) : (tensor<?x?xi8>) -> ()

  // min(A, v)
  %r13 = call @min_vec(%A, %v) : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi8>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [2, -7, 7]
  // CHECK-NEXT: [-20, -3, 0]
  %d13 = tensor.cast %r13 : tensor<2x3xi8> to tensor<?x?xi8>
  call @print_i8_2d(%d13) : (tensor<?x?xi8>) -> ()

  // min(r, c)
  %r14 = call @min_outer(%r, %c) : (tensor<1x3xi8>, tensor<2x1xi8>) -> tensor<2x3xi8>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [3, -7, 3]
  // CHECK-NEXT: [-5, -7, -5]
  %d14 = tensor.cast %r14 : tensor<2x3xi8> to tensor<?x?xi8>
  call @print_i8_2d(%d14) : (tensor<?x?xi8>) -> ()

  // A & v (two's complement: -7 & -3 = -7, -20 & 2 = 0, 13 & -3 = 13)
  %r15 = call @and_vec(%A, %v) : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi8>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [2, -7, 4]
  // CHECK-NEXT: [0, 13, 0]
  %d15 = tensor.cast %r15 : tensor<2x3xi8> to tensor<?x?xi8>
  call @print_i8_2d(%d15) : (tensor<?x?xi8>) -> ()

  // A | v
  %r16 = call @or_vec(%A, %v) : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi8>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [7, -3, 23]
  // CHECK-NEXT: [-18, -3, 7]
  %d16 = tensor.cast %r16 : tensor<2x3xi8> to tensor<?x?xi8>
  call @print_i8_2d(%d16) : (tensor<?x?xi8>) -> ()

  // A ^ v
  %r17 = call @xor_vec(%A, %v) : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi8>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [5, 4, 19]
  // CHECK-NEXT: [-18, -16, 7]
  %d17 = tensor.cast %r17 : tensor<2x3xi8> to tensor<?x?xi8>
  call @print_i8_2d(%d17) : (tensor<?x?xi8>) -> ()

  // c & r: 3&7=3 3&-7=1 3&5=1 -5&7=3 -5&-7=-7 -5&5=1
  %r18 = call @and_outer(%c, %r) : (tensor<2x1xi8>, tensor<1x3xi8>) -> tensor<2x3xi8>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [3, 1, 1]
  // CHECK-NEXT: [3, -7, 1]
  %d18 = tensor.cast %r18 : tensor<2x3xi8> to tensor<?x?xi8>
  call @print_i8_2d(%d18) : (tensor<?x?xi8>) -> ()

  // s | A
  %r19 = call @or_scalar_lhs(%s, %A) : (tensor<i8>, tensor<2x3xi8>) -> tensor<2x3xi8>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [7, -5, 23]
  // CHECK-NEXT: [-17, 15, 3]
  %d19 = tensor.cast %r19 : tensor<2x3xi8> to tensor<?x?xi8>
  call @print_i8_2d(%d19) : (tensor<?x?xi8>) -> ()

  // A ^ c: 7^3=4 -7^3=-6 20^3=23 -20^-5=23 13^-5=-10 0^-5=-5
  %r20 = call @xor_deg(%A, %c) : (tensor<2x3xi8>, tensor<2x1xi8>) -> tensor<2x3xi8>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [4, -6, 23]
  // CHECK-NEXT: [23, -10, -5]
  %d20 = tensor.cast %r20 : tensor<2x3xi8> to tensor<?x?xi8>
  call @print_i8_2d(%d20) : (tensor<?x?xi8>) -> ()

  // Compare X = |-1 2  3| with y = [2 2 2], dims [1] (signed: -1 < 2)
  //             | 3 2 -1|
  %X = arith.constant dense<[[-1, 2, 3], [3, 2, -1]]> : tensor<2x3xi8>
  %y = arith.constant dense<[2, 2, 2]> : tensor<3xi8>

  // X eq y
  %r21 = call @cmp_eq(%X, %y) : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [0, 1, 0]
  // CHECK-NEXT: [0, 1, 0]
  %d21 = tensor.cast %r21 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d21) : (tensor<?x?xi1>) -> ()

  // X ne y
  %r22 = call @cmp_ne(%X, %y) : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [1, 0, 1]
  // CHECK-NEXT: [1, 0, 1]
  %d22 = tensor.cast %r22 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d22) : (tensor<?x?xi1>) -> ()

  // X lt y
  %r23 = call @cmp_lt(%X, %y) : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [1, 0, 0]
  // CHECK-NEXT: [0, 0, 1]
  %d23 = tensor.cast %r23 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d23) : (tensor<?x?xi1>) -> ()

  // X le y
  %r24 = call @cmp_le(%X, %y) : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [1, 1, 0]
  // CHECK-NEXT: [0, 1, 1]
  %d24 = tensor.cast %r24 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d24) : (tensor<?x?xi1>) -> ()

  // X gt y
  %r25 = call @cmp_gt(%X, %y) : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [0, 0, 1]
  // CHECK-NEXT: [1, 0, 0]
  %d25 = tensor.cast %r25 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d25) : (tensor<?x?xi1>) -> ()

  // X ge y
  %r26 = call @cmp_ge(%X, %y) : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [0, 1, 1]
  // CHECK-NEXT: [1, 1, 0]
  %d26 = tensor.cast %r26 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d26) : (tensor<?x?xi1>) -> ()

  // y lt X: the vector on the left
  %r27 = call @cmp_lt_lhs(%y, %X) : (tensor<3xi8>, tensor<2x3xi8>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [0, 0, 1]
  // CHECK-NEXT: [1, 0, 0]
  %d27 = tensor.cast %r27 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d27) : (tensor<?x?xi1>) -> ()

  // c ge r: outer (2,1) x (1,3)
  %r28 = call @cmp_ge_outer(%c, %r) : (tensor<2x1xi8>, tensor<1x3xi8>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [0, 1, 0]
  // CHECK-NEXT: [0, 1, 0]
  %d28 = tensor.cast %r28 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d28) : (tensor<?x?xi1>) -> ()

  // Wrapping at the limits of i8.
  %WA = arith.constant dense<[[127, -128, 100], [-100, 1, 0]]> : tensor<2x3xi8>
  %Wv = arith.constant dense<[1, -1, 100]> : tensor<3xi8>
  %WB = arith.constant dense<[[-128, 127, -100], [0, 1, 2]]> : tensor<2x3xi8>
  %Wc = arith.constant dense<[[1], [-128]]> : tensor<2x1xi8>
  %WM = arith.constant dense<[[16, 100, -128], [127, -1, 64]]> : tensor<2x3xi8>
  %Wm = arith.constant dense<[16, 3, -1]> : tensor<3xi8>

  // 127 + 1 = -128, -128 + (-1) = 127, 100 + 100 = -56
  %r29 = call @wrap_add(%WA, %Wv) : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi8>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [-128, 127, -56]
  // CHECK-NEXT: [-99, 0, 100]
  %d29 = tensor.cast %r29 : tensor<2x3xi8> to tensor<?x?xi8>
  call @print_i8_2d(%d29) : (tensor<?x?xi8>) -> ()

  // -128 - 1 = 127, 0 - (-128) = -128, 1 - (-128) = -127 ...
  %r30 = call @wrap_sub(%WB, %Wc) : (tensor<2x3xi8>, tensor<2x1xi8>) -> tensor<2x3xi8>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [127, 126, -101]
  // CHECK-NEXT: [-128, -127, -126]
  %d30 = tensor.cast %r30 : tensor<2x3xi8> to tensor<?x?xi8>
  call @print_i8_2d(%d30) : (tensor<?x?xi8>) -> ()

  // 16 * 16 = 0, 100 * 3 = 44, -128 * -1 = -128, 127 * 16 = -16
  %r31 = call @wrap_mul(%WM, %Wm) : (tensor<2x3xi8>, tensor<3xi8>) -> tensor<2x3xi8>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [0, 44, -128]
  // CHECK-NEXT: [-16, -3, -64]
  %d31 = tensor.cast %r31 : tensor<2x3xi8> to tensor<?x?xi8>
  call @print_i8_2d(%d31) : (tensor<?x?xi8>) -> ()
  return
}

