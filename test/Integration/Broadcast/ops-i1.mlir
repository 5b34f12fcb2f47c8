// The logical ops (and, or, xor) and every compare direction on i1, with
// XLA broadcasting. The outer (2,1) x (1,2) form of [false; true] and
// [false true] prints each op's whole truth table (row = lhs, column = rhs).
// i1 compares unsigned: false < true (a signed compare would make
// true = -1 < false). Results are printed widened to i32 with arith.extui.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

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

func.func @and_table(%a: tensor<2x1xi1>, %b: tensor<1x2xi1>) -> tensor<2x2xi1> {
  %r = shapes.and %a, %b
      : (tensor<2x1xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  return %r : tensor<2x2xi1>
}

func.func @or_table(%a: tensor<2x1xi1>, %b: tensor<1x2xi1>) -> tensor<2x2xi1> {
  %r = shapes.or %a, %b
      : (tensor<2x1xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  return %r : tensor<2x2xi1>
}

func.func @xor_table(%a: tensor<2x1xi1>, %b: tensor<1x2xi1>) -> tensor<2x2xi1> {
  %r = shapes.xor %a, %b
      : (tensor<2x1xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  return %r : tensor<2x2xi1>
}

func.func @cmp_eq_table(%a: tensor<2x1xi1>, %b: tensor<1x2xi1>) -> tensor<2x2xi1> {
  %r = shapes.compare eq, %a, %b
      : (tensor<2x1xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  return %r : tensor<2x2xi1>
}

func.func @cmp_ne_table(%a: tensor<2x1xi1>, %b: tensor<1x2xi1>) -> tensor<2x2xi1> {
  %r = shapes.compare ne, %a, %b
      : (tensor<2x1xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  return %r : tensor<2x2xi1>
}

func.func @cmp_lt_table(%a: tensor<2x1xi1>, %b: tensor<1x2xi1>) -> tensor<2x2xi1> {
  %r = shapes.compare lt, %a, %b
      : (tensor<2x1xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  return %r : tensor<2x2xi1>
}

func.func @cmp_le_table(%a: tensor<2x1xi1>, %b: tensor<1x2xi1>) -> tensor<2x2xi1> {
  %r = shapes.compare le, %a, %b
      : (tensor<2x1xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  return %r : tensor<2x2xi1>
}

func.func @cmp_gt_table(%a: tensor<2x1xi1>, %b: tensor<1x2xi1>) -> tensor<2x2xi1> {
  %r = shapes.compare gt, %a, %b
      : (tensor<2x1xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  return %r : tensor<2x2xi1>
}

func.func @cmp_ge_table(%a: tensor<2x1xi1>, %b: tensor<1x2xi1>) -> tensor<2x2xi1> {
  %r = shapes.compare ge, %a, %b
      : (tensor<2x1xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  return %r : tensor<2x2xi1>
}

func.func @and_vec(%a: tensor<2x3xi1>, %b: tensor<3xi1>) -> tensor<2x3xi1> {
  %r = shapes.and %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xi1>, tensor<3xi1>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @or_vec(%a: tensor<2x3xi1>, %b: tensor<3xi1>) -> tensor<2x3xi1> {
  %r = shapes.or %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xi1>, tensor<3xi1>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @xor_vec(%a: tensor<2x3xi1>, %b: tensor<3xi1>) -> tensor<2x3xi1> {
  %r = shapes.xor %a, %b broadcast_dimensions = [1]
      : (tensor<2x3xi1>, tensor<3xi1>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @xor_true(%a: tensor<2x3xi1>, %b: tensor<i1>) -> tensor<2x3xi1> {
  %r = shapes.xor %a, %b
      : (tensor<2x3xi1>, tensor<i1>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @and_false_lhs(%a: tensor<i1>, %b: tensor<2x3xi1>) -> tensor<2x3xi1> {
  %r = shapes.and %a, %b
      : (tensor<i1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @or_vec_dim0(%a: tensor<2xi1>, %b: tensor<2x3xi1>) -> tensor<2x3xi1> {
  %r = shapes.or %a, %b broadcast_dimensions = [0]
      : (tensor<2xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @cmp_lt_vec_lhs(%a: tensor<3xi1>, %b: tensor<2x3xi1>) -> tensor<2x3xi1> {
  %r = shapes.compare lt, %a, %b broadcast_dimensions = [1]
      : (tensor<3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @cmp_gt_dim0(%a: tensor<2x3xi1>, %b: tensor<2xi1>) -> tensor<2x3xi1> {
  %r = shapes.compare gt, %a, %b broadcast_dimensions = [0]
      : (tensor<2x3xi1>, tensor<2xi1>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @cmp_ge_dim0(%a: tensor<2x3xi1>, %b: tensor<2xi1>) -> tensor<2x3xi1> {
  %r = shapes.compare ge, %a, %b broadcast_dimensions = [0]
      : (tensor<2x3xi1>, tensor<2xi1>) -> tensor<2x3xi1>
  return %r : tensor<2x3xi1>
}

func.func @main() {
  // a = [false; true] (2,1), b = [false true] (1,2)
  %a = arith.constant dense<[[false], [true]]> : tensor<2x1xi1>
  %b = arith.constant dense<[[false, true]]> : tensor<1x2xi1>

  // a and b
  %r0 = call @and_table(%a, %b) : (tensor<2x1xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: [0, 0]
  // CHECK-NEXT: [0, 1]
  %d0 = tensor.cast %r0 : tensor<2x2xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d0) : (tensor<?x?xi1>) -> ()

  // a or b
  %r1 = call @or_table(%a, %b) : (tensor<2x1xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: [0, 1]
  // CHECK-NEXT: [1, 1]
  %d1 = tensor.cast %r1 : tensor<2x2xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d1) : (tensor<?x?xi1>) -> ()

  // a xor b
  %r2 = call @xor_table(%a, %b) : (tensor<2x1xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: [0, 1]
  // CHECK-NEXT: [1, 0]
  %d2 = tensor.cast %r2 : tensor<2x2xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d2) : (tensor<?x?xi1>) -> ()

  // a eq b
  %r3 = call @cmp_eq_table(%a, %b) : (tensor<2x1xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: [1, 0]
  // CHECK-NEXT: [0, 1]
  %d3 = tensor.cast %r3 : tensor<2x2xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d3) : (tensor<?x?xi1>) -> ()

  // a ne b
  %r4 = call @cmp_ne_table(%a, %b) : (tensor<2x1xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: [0, 1]
  // CHECK-NEXT: [1, 0]
  %d4 = tensor.cast %r4 : tensor<2x2xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d4) : (tensor<?x?xi1>) -> ()

  // a lt b
  %r5 = call @cmp_lt_table(%a, %b) : (tensor<2x1xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: [0, 1]
  // CHECK-NEXT: [0, 0]
  %d5 = tensor.cast %r5 : tensor<2x2xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d5) : (tensor<?x?xi1>) -> ()

  // a le b
  %r6 = call @cmp_le_table(%a, %b) : (tensor<2x1xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: [1, 1]
  // CHECK-NEXT: [0, 1]
  %d6 = tensor.cast %r6 : tensor<2x2xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d6) : (tensor<?x?xi1>) -> ()

  // a gt b
  %r7 = call @cmp_gt_table(%a, %b) : (tensor<2x1xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: [0, 0]
  // CHECK-NEXT: [1, 0]
  %d7 = tensor.cast %r7 : tensor<2x2xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d7) : (tensor<?x?xi1>) -> ()

  // a ge b
  %r8 = call @cmp_ge_table(%a, %b) : (tensor<2x1xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: [1, 0]
  // CHECK-NEXT: [1, 1]
  %d8 = tensor.cast %r8 : tensor<2x2xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d8) : (tensor<?x?xi1>) -> ()

  // M = |1 0 1|  v = [1 1 0]  w = [1 0]
  //     |0 1 1|
  %M = arith.constant dense<[[true, false, true], [false, true, true]]> : tensor<2x3xi1>
  %v = arith.constant dense<[true, true, false]> : tensor<3xi1>
  %w = arith.constant dense<[true, false]> : tensor<2xi1>
  %t = arith.constant dense<true> : tensor<i1>
  %f = arith.constant dense<false> : tensor<i1>

  // M and v, dims [1]
  %r9 = call @and_vec(%M, %v) : (tensor<2x3xi1>, tensor<3xi1>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [1, 0, 0]
  // CHECK-NEXT: [0, 1, 0]
  %d9 = tensor.cast %r9 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d9) : (tensor<?x?xi1>) -> ()

  // M or v, dims [1]
  %r10 = call @or_vec(%M, %v) : (tensor<2x3xi1>, tensor<3xi1>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [1, 1, 1]
  // CHECK-NEXT: [1, 1, 1]
  %d10 = tensor.cast %r10 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d10) : (tensor<?x?xi1>) -> ()

  // M xor v, dims [1]
  %r11 = call @xor_vec(%M, %v) : (tensor<2x3xi1>, tensor<3xi1>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [0, 1, 1]
  // CHECK-NEXT: [1, 0, 1]
  %d11 = tensor.cast %r11 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d11) : (tensor<?x?xi1>) -> ()

  // M xor true = not M
  %r12 = call @xor_true(%M, %t) : (tensor<2x3xi1>, tensor<i1>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [0, 1, 0]
  // CHECK-NEXT: [1, 0, 0]
  %d12 = tensor.cast %r12 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d12) : (tensor<?x?xi1>) -> ()

  // false and M
  %r13 = call @and_false_lhs(%f, %M) : (tensor<i1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [0, 0, 0]
  // CHECK-NEXT: [0, 0, 0]
  %d13 = tensor.cast %r13 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d13) : (tensor<?x?xi1>) -> ()

  // w or M, dims [0]: row 0 with true, row 1 with false
  %r14 = call @or_vec_dim0(%w, %M) : (tensor<2xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [1, 1, 1]
  // CHECK-NEXT: [0, 1, 1]
  %d14 = tensor.cast %r14 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d14) : (tensor<?x?xi1>) -> ()

  // v lt M, dims [1]
  %r15 = call @cmp_lt_vec_lhs(%v, %M) : (tensor<3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [0, 0, 1]
  // CHECK-NEXT: [0, 0, 1]
  %d15 = tensor.cast %r15 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d15) : (tensor<?x?xi1>) -> ()

  // M gt w, dims [0]
  %r16 = call @cmp_gt_dim0(%M, %w) : (tensor<2x3xi1>, tensor<2xi1>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [0, 0, 0]
  // CHECK-NEXT: [0, 1, 1]
  %d16 = tensor.cast %r16 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d16) : (tensor<?x?xi1>) -> ()

  // M ge w, dims [0]
  %r17 = call @cmp_ge_dim0(%M, %w) : (tensor<2x3xi1>, tensor<2xi1>) -> tensor<2x3xi1>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [1, 0, 1]
  // CHECK-NEXT: [1, 1, 1]
  %d17 = tensor.cast %r17 : tensor<2x3xi1> to tensor<?x?xi1>
  call @print_i1_2d(%d17) : (tensor<?x?xi1>) -> ()
  return
}

