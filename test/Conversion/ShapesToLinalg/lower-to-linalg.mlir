// -shapes-lower-to-linalg: one linalg.generic per broadcasting op, whose
// indexing maps do the broadcast (operands read in place), scalar bodies
// with XLA semantics, relayout as linalg.copy, index ops as affine.apply.
// RUN: shapes-opt %s -shapes-lower-to-linalg -split-input-file | FileCheck %s

// Explicit broadcast_dimensions: the vector is read through (d0, d1) -> (d1).
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @matrix_plus_vector
// CHECK-SAME: (%[[M:.*]]: tensor<2x3xf32>, %[[V:.*]]: tensor<3xf32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2x3xf32>
// CHECK: %[[R:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[ROW]], #[[ID]]], iterator_types = ["parallel", "parallel"]}
// CHECK-SAME: ins(%[[M]], %[[V]] : tensor<2x3xf32>, tensor<3xf32>) outs(%[[E]] : tensor<2x3xf32>)
// CHECK: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32, %{{.*}}: f32):
// CHECK: %[[S:.*]] = arith.addf %[[A]], %[[B]] : f32
// CHECK: linalg.yield %[[S]] : f32
// CHECK: return %[[R]]
// CHECK-NOT: shapes.
func.func @matrix_plus_vector(%m: tensor<2x3xf32>, %v: tensor<3xf32>) -> tensor<2x3xf32> {
  %r = shapes.add %m, %v broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// Degenerate dimensions read index 0; the outer operation (2,1) x (1,3).
// CHECK-DAG: #[[COL0:.*]] = affine_map<(d0, d1) -> (d0, 0)>
// CHECK-DAG: #[[ROW0:.*]] = affine_map<(d0, d1) -> (0, d1)>
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @outer
// CHECK: linalg.generic {indexing_maps = [#[[COL0]], #[[ROW0]], #[[ID]]]
// CHECK: arith.muli
func.func @outer(%a: tensor<2x1xi32>, %b: tensor<1x3xi32>) -> tensor<2x3xi32> {
  %r = shapes.mul %a, %b : (tensor<2x1xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}

// -----

// Composition: (4) with dims [0] against (1, 2) -> (4, 2).
// CHECK-DAG: #[[V:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-DAG: #[[M:.*]] = affine_map<(d0, d1) -> (0, d1)>
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @composition
// CHECK: linalg.generic {indexing_maps = [#[[V]], #[[M]], #[[ID]]]
func.func @composition(%v: tensor<4xf32>, %m: tensor<1x2xf32>) -> tensor<4x2xf32> {
  %r = shapes.add %v, %m broadcast_dimensions = [0] : (tensor<4xf32>, tensor<1x2xf32>) -> tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}

// -----

// A scalar operand reads through a map with no results.
// CHECK-DAG: #[[S:.*]] = affine_map<(d0, d1) -> ()>
// CHECK-LABEL: func.func @scalar
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #[[S]], #{{.*}}]
// CHECK: arith.subf
func.func @scalar(%m: tensor<2x3xf32>, %s: tensor<f32>) -> tensor<2x3xf32> {
  %r = shapes.sub %m, %s : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// Rank-0 result: a generic without loops.
// CHECK-DAG: #[[M:.*]] = affine_map<() -> ()>
// CHECK-LABEL: func.func @rank0
// CHECK: linalg.generic {indexing_maps = [#[[M]], #[[M]], #[[M]]], iterator_types = []}
func.func @rank0(%a: tensor<f64>, %b: tensor<f64>) -> tensor<f64> {
  %r = shapes.max %a, %b : (tensor<f64>, tensor<f64>) -> tensor<f64>
  return %r : tensor<f64>
}

// -----

// The loops walk the result in its physical order: for a column-major
// result the outer loop (d0) is dimension 1 and the inner loop (d1) is
// dimension 0, so the result map is (d0, d1) -> (d1, d0). The tensor.empty
// carries the result layout.
// CHECK-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>{{$}}
// CHECK-DAG: #[[T:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #[[V:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @column_major_result
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2x3xf32, #[[$L]]>
// CHECK: linalg.generic {indexing_maps = [#[[T]], #[[V]], #[[T]]]
// CHECK-SAME: outs(%[[E]] : tensor<2x3xf32, #[[$L]]>)
func.func @column_major_result(%m: tensor<2x3xf32>, %v: tensor<3xf32>) -> tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>> {
  %r = shapes.add %m, %v broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
  return %r : tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
}

// -----

// broadcast_in_dim yields its operand read through the broadcast map.
// CHECK-DAG: #[[IN:.*]] = affine_map<(d0, d1, d2) -> (d0, 0)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @broadcast_in_dim
// CHECK: linalg.generic {indexing_maps = [#[[IN]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel"]}
// CHECK: ^bb0(%[[X:.*]]: i8, %{{.*}}: i8):
// CHECK-NEXT: linalg.yield %[[X]] : i8
func.func @broadcast_in_dim(%a: tensor<4x1xi8>) -> tensor<4x2x5xi8> {
  %r = shapes.broadcast_in_dim %a, dims = [0, 2] : (tensor<4x1xi8>) -> tensor<4x2x5xi8>
  return %r : tensor<4x2x5xi8>
}

// -----

// Integer division never traps: rhs == 0 gives -1, INT_MIN / -1 divides
// by 1 instead.
// CHECK-LABEL: func.func @int_div
// CHECK: ^bb0(%[[L:.*]]: i32, %[[R:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[ISZERO:.*]] = arith.cmpi eq, %[[R]], %[[ZERO]] : i32
// CHECK-NEXT: %[[MIN:.*]] = arith.constant -2147483648 : i32
// CHECK-NEXT: %[[ISMIN:.*]] = arith.cmpi eq, %[[L]], %[[MIN]] : i32
// CHECK-NEXT: %[[M1:.*]] = arith.constant -1 : i32
// CHECK-NEXT: %[[ISM1:.*]] = arith.cmpi eq, %[[R]], %[[M1]] : i32
// CHECK-NEXT: %[[OVF:.*]] = arith.andi %[[ISMIN]], %[[ISM1]] : i1
// CHECK-NEXT: %[[BAD:.*]] = arith.ori %[[ISZERO]], %[[OVF]] : i1
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[SAFE:.*]] = arith.select %[[BAD]], %[[ONE]], %[[R]] : i32
// CHECK-NEXT: %[[ALLONES:.*]] = arith.constant -1 : i32
// CHECK-NEXT: %[[Q:.*]] = arith.divsi %[[L]], %[[SAFE]] : i32
// CHECK-NEXT: %[[RES:.*]] = arith.select %[[ISZERO]], %[[ALLONES]], %[[Q]] : i32
// CHECK-NEXT: linalg.yield %[[RES]] : i32
func.func @int_div(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = shapes.div %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}

// -----

// Integer remainder: rhs == 0 gives lhs, INT_MIN % -1 is INT_MIN % 1 = 0.
// CHECK-LABEL: func.func @int_rem
// CHECK: ^bb0(%[[L:.*]]: i8, %[[R:.*]]: i8, %{{.*}}: i8):
// CHECK: %[[ISZERO:.*]] = arith.cmpi eq, %[[R]], %{{.*}} : i8
// CHECK: %[[SAFE:.*]] = arith.select %{{.*}}, %{{.*}}, %[[R]] : i8
// CHECK: %[[REM:.*]] = arith.remsi %[[L]], %[[SAFE]] : i8
// CHECK: %[[RES:.*]] = arith.select %[[ISZERO]], %[[L]], %[[REM]] : i8
// CHECK: linalg.yield %[[RES]] : i8
func.func @int_rem(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  %r = shapes.rem %a, %b : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}

// -----

// Floats: IEEE division, fmod, NaN-propagating max/min.
// CHECK-LABEL: func.func @float_ops
// CHECK: arith.divf
// CHECK: arith.remf
// CHECK: arith.maximumf
// CHECK: arith.minimumf
func.func @float_ops(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = shapes.div %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = shapes.rem %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = shapes.max %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %3 = shapes.min %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// Integer arithmetic and logic.
// CHECK-LABEL: func.func @int_ops
// CHECK: arith.addi
// CHECK: arith.subi
// CHECK: arith.maxsi
// CHECK: arith.minsi
// CHECK: arith.andi
// CHECK: arith.ori
// CHECK: arith.xori
func.func @int_ops(%a: tensor<4xi64>, %b: tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>) {
  %0 = shapes.add %a, %b : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  %1 = shapes.sub %a, %b : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  %2 = shapes.max %a, %b : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  %3 = shapes.min %a, %b : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  %4 = shapes.and %a, %b : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  %5 = shapes.or %a, %b : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  %6 = shapes.xor %a, %b : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>
}

// -----

// Float compare: ordered predicates, unordered ne.
// CHECK-LABEL: func.func @float_compare
// CHECK: arith.cmpf oeq
// CHECK: arith.cmpf une
// CHECK: arith.cmpf olt
// CHECK: arith.cmpf ole
// CHECK: arith.cmpf ogt
// CHECK: arith.cmpf oge
func.func @float_compare(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %0 = shapes.compare eq, %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %1 = shapes.compare ne, %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %2 = shapes.compare lt, %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %3 = shapes.compare le, %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %4 = shapes.compare gt, %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %5 = shapes.compare ge, %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0, %1, %2, %3, %4, %5 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// -----

// Integer compare is signed; i1 compares unsigned (false < true).
// CHECK-LABEL: func.func @int_compare
// CHECK: arith.cmpi slt, %{{.*}}, %{{.*}} : i32
// CHECK: arith.cmpi sge, %{{.*}}, %{{.*}} : i32
// CHECK: arith.cmpi ult, %{{.*}}, %{{.*}} : i1
// CHECK: arith.cmpi ugt, %{{.*}}, %{{.*}} : i1
// CHECK: arith.cmpi ne, %{{.*}}, %{{.*}} : i1
func.func @int_compare(%a: tensor<4xi32>, %b: tensor<4xi32>, %p: tensor<4xi1>, %q: tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %0 = shapes.compare lt, %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %1 = shapes.compare ge, %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %2 = shapes.compare lt, %p, %q : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %3 = shapes.compare gt, %p, %q : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %4 = shapes.compare ne, %p, %q : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0, %1, %2, %3, %4 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// -----

// relayout: a copy into a tensor of the destination layout.
// CHECK-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = one>{{$}}
// CHECK-LABEL: func.func @relayout
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2x3xf32, #[[$L]]>
// CHECK: %[[C:.*]] = linalg.copy ins(%[[X]] : tensor<2x3xf32>) outs(%[[E]] : {{.*}}) -> tensor<2x3xf32, #[[$L]]>
// CHECK: return %[[C]]
func.func @relayout(%x: tensor<2x3xf32>) -> tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = one>> {
  %r = shapes.relayout %x : tensor<2x3xf32> to tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = one>>
  return %r : tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = one>>
}

// -----

// Index ops: affine.apply with the layout's strides; delinearize uses
// floordiv and mod by the physical sizes (no mod on the most-major one).
// CHECK-DAG: #[[LIN:.*]] = affine_map<(d0, d1) -> (d0 + d1 * 3)>
// CHECK-DAG: #[[D0:.*]] = affine_map<(d0) -> (d0 mod 3)>
// CHECK-DAG: #[[D1:.*]] = affine_map<(d0) -> (d0 floordiv 3)>
// CHECK-LABEL: func.func @index_ops
// CHECK-SAME: (%[[I:.*]]: index, %[[J:.*]]: index)
// CHECK: %[[L:.*]] = affine.apply #[[LIN]](%[[I]], %[[J]])
// CHECK: %[[A:.*]] = affine.apply #[[D0]](%[[L]])
// CHECK: %[[B:.*]] = affine.apply #[[D1]](%[[L]])
// CHECK: return %[[L]], %[[A]], %[[B]]
func.func @index_ops(%i: index, %j: index) -> (index, index, index) {
  %l = shapes.linearize_index [%i, %j] : tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
  %a, %b = shapes.delinearize_index %l : tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
  return %l, %a, %b : index, index, index
}

// -----

// Rank-3 permuted layout: strides [20, 1, 4] for 2x3x4 padded to 2x4x5
// with minor_to_major = [1, 2, 0].
// CHECK-DAG: #[[LIN:.*]] = affine_map<(d0, d1, d2) -> (d0 * 20 + d1 + d2 * 4)>
// CHECK-LABEL: func.func @rank3_linearize
// CHECK: affine.apply #[[LIN]]
func.func @rank3_linearize(%i: index, %j: index, %k: index) -> index {
  %l = shapes.linearize_index [%i, %j, %k] : memref<2x3x4xf32, #shapes.layout<minor_to_major = [1, 2, 0], padded_dimensions = [2, 4, 5]>>
  return %l : index
}

// -----

// Other dialects are left alone.
// CHECK-LABEL: func.func @untouched
// CHECK: arith.addf
// CHECK: linalg.fill
func.func @untouched(%a: f32, %t: tensor<4xf32>) -> tensor<4xf32> {
  %s = arith.addf %a, %a : f32
  %r = linalg.fill ins(%s : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A relayout between equivalent layouts moves nothing: a tensor.cast.
// CHECK-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [2, 3]>{{$}}
// CHECK-LABEL: func.func @relayout_equivalent
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NOT: linalg.copy
// CHECK: %[[C:.*]] = tensor.cast %[[X]] : tensor<2x3xf32> to tensor<2x3xf32, #[[$L]]>
// CHECK: return %[[C]]
func.func @relayout_equivalent(%x: tensor<2x3xf32>) -> tensor<2x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [2, 3]>> {
  %r = shapes.relayout %x : tensor<2x3xf32> to tensor<2x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [2, 3]>>
  return %r : tensor<2x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [2, 3]>>
}
