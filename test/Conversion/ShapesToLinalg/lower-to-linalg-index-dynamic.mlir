// -shapes-lower-to-linalg on index ops with '?' sizes: the strides are the
// layout's stride rule over the run-time sizes (affine symbols bound to the
// size operands), or static for a padded layout, whose widths are static.
// With runtime-checks, each index is asserted below its run-time size; with
// shape-checks (the default), each size operand is checked not negative and
// a bounded one within its padded width.
// RUN: shapes-opt %s -shapes-lower-to-linalg="shape-checks=false" -split-input-file | FileCheck %s
// RUN: shapes-opt %s -shapes-lower-to-linalg="runtime-checks shape-checks=false" -split-input-file | FileCheck %s --check-prefix=CHECKS
// RUN: shapes-opt %s -shapes-lower-to-linalg -split-input-file | FileCheck %s --check-prefix=SHAPE

// Column-major ?x3: strides [1, n]; delinearize takes l mod n and
// l floordiv n, with n read as at least 1 (a size 0 empties the buffer,
// whose indices are 0).
// CHECK-DAG: #[[LIN:.*]] = affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>
// CHECK-DAG: #[[MOD:.*]] = affine_map<(d0)[s0] -> (d0 mod s0)>
// CHECK-DAG: #[[DIV:.*]] = affine_map<(d0)[s0] -> (d0 floordiv s0)>
// CHECK-LABEL: func.func @column_major
// CHECK-SAME: (%[[I:.*]]: index, %[[J:.*]]: index, %[[N:.*]]: index)
// CHECK: %[[L:.*]] = affine.apply #[[LIN]](%[[I]], %[[J]])[%[[N]]]
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[EMPTY:.*]] = arith.cmpi eq, %[[N]], %[[C0]] : index
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK: %[[SAFE:.*]] = arith.maxsi %[[N]], %[[C1]] : index
// CHECK: %[[A:.*]] = affine.apply #[[MOD]](%[[L]])[%[[SAFE]]]
// CHECK: %[[A0:.*]] = arith.select %[[EMPTY]], %[[C0]], %[[A]] : index
// CHECK: %[[B:.*]] = affine.apply #[[DIV]](%[[L]])[%[[SAFE]]]
// CHECK: %[[B0:.*]] = arith.select %[[EMPTY]], %[[C0]], %[[B]] : index
// CHECK: return %[[L]], %[[A0]], %[[B0]]
// CHECKS-DAG: #[[COUNTMAP:.*]] = affine_map<()[s0] -> (s0 * 3)>
// CHECKS-LABEL: func.func @column_major
// CHECKS-SAME: (%[[I:.*]]: index, %[[J:.*]]: index, %[[N:.*]]: index)
// CHECKS: %[[OK0:.*]] = arith.cmpi ult, %[[I]], %[[N]] : index
// CHECKS: cf.assert %[[OK0]], "shapes.linearize_index: index #0 out of range [0, size of dimension 0)"
// CHECKS: %[[C3:.*]] = arith.constant 3 : index
// CHECKS: %[[OK1:.*]] = arith.cmpi ult, %[[J]], %[[C3]] : index
// CHECKS: cf.assert %[[OK1]], "shapes.linearize_index: index #1 out of range [0, 3)"
// CHECKS: %[[L:.*]] = affine.apply
// CHECKS: %[[EMPTY:.*]] = arith.cmpi eq, %[[N]], %{{.*}} : index
// The element count 3n bounds the position, unless the buffer is empty.
// CHECKS: %[[COUNT:.*]] = affine.apply #[[COUNTMAP]]()[%[[N]]]
// CHECKS: %[[IN:.*]] = arith.cmpi ult, %[[L]], %[[COUNT]] : index
// CHECKS: %[[OK:.*]] = arith.ori %[[IN]], %[[EMPTY]] : i1
// CHECKS: cf.assert %[[OK]], "shapes.delinearize_index: linear index out of range [0, physical element count)"
// The shape check of an unpadded '?' size: not negative, and no bound.
// SHAPE-LABEL: func.func @column_major
// SHAPE-SAME: (%[[I:.*]]: index, %[[J:.*]]: index, %[[N:.*]]: index)
// SHAPE: %[[ISNEG:.*]] = arith.cmpi slt, %[[N]], %{{.*}} : index
// SHAPE: scf.if %[[ISNEG]] {
// SHAPE: llvm.call @abort()
// SHAPE: }
// SHAPE-NOT: arith.cmpi ugt
// SHAPE: %[[L:.*]] = affine.apply
func.func @column_major(%i: index, %j: index, %n: index) -> (index, index, index) {
  %l = shapes.linearize_index [%i, %j] sizes(%n) : tensor<?x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
  %a, %b = shapes.delinearize_index %l sizes(%n) : tensor<?x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
  return %l, %a, %b : index, index, index
}

// -----

// Row-major ?x?x4: strides [4m, 4, 1]. The most-major size n is not a
// stride factor: linearize does not read it, delinearize only checks it.
// CHECK-DAG: #[[LIN:.*]] = affine_map<(d0, d1, d2)[s0] -> (d0 * (s0 * 4) + d1 * 4 + d2)>
// CHECK-DAG: #[[D0:.*]] = affine_map<(d0)[s0] -> (d0 floordiv (s0 * 4))>
// CHECK-DAG: #[[D1:.*]] = affine_map<(d0)[s0] -> ((d0 floordiv 4) mod s0)>
// CHECK-DAG: #[[D2:.*]] = affine_map<(d0) -> (d0 mod 4)>
// CHECK-LABEL: func.func @row_major
// CHECK-SAME: (%[[I:.*]]: index, %[[J:.*]]: index, %[[K:.*]]: index, %[[N:.*]]: index, %[[M:.*]]: index)
// CHECK: %[[L:.*]] = affine.apply #[[LIN]](%[[I]], %[[J]], %[[K]])[%[[M]]]
// CHECK: %[[E0:.*]] = arith.cmpi eq, %[[N]], %{{.*}}
// CHECK: %[[E1:.*]] = arith.cmpi eq, %[[M]], %{{.*}}
// CHECK: %[[EMPTY:.*]] = arith.ori %[[E0]], %[[E1]] : i1
// CHECK-NOT: arith.maxsi %[[N]]
// CHECK: %[[SAFE:.*]] = arith.maxsi %[[M]], %{{.*}} : index
// CHECK-NOT: arith.maxsi
// CHECK: affine.apply #[[D0]](%[[L]])[%[[SAFE]]]
// CHECK: affine.apply #[[D1]](%[[L]])[%[[SAFE]]]
// CHECK: affine.apply #[[D2]](%[[L]])
// CHECKS-LABEL: func.func @row_major
// CHECKS: "shapes.linearize_index: index #0 out of range [0, size of dimension 0)"
// CHECKS: "shapes.linearize_index: index #1 out of range [0, size of dimension 1)"
// CHECKS: "shapes.linearize_index: index #2 out of range [0, 4)"
func.func @row_major(%i: index, %j: index, %k: index, %n: index, %m: index) -> (index, index, index, index) {
  %l = shapes.linearize_index [%i, %j, %k] sizes(%n, %m) : memref<?x?x4xi8>
  %a:3 = shapes.delinearize_index %l sizes(%n, %m) : memref<?x?x4xi8>
  return %l, %a#0, %a#1, %a#2 : index, index, index, index
}

// -----

// A bounded dimension (? in 8 rows of 3, row-major): static strides [3, 1]
// and a static 24-element buffer; the size operand only feeds the checks.
// CHECK-DAG: #[[LIN:.*]] = affine_map<(d0, d1) -> (d0 * 3 + d1)>
// CHECK-DAG: #[[D0:.*]] = affine_map<(d0) -> (d0 floordiv 3)>
// CHECK-DAG: #[[D1:.*]] = affine_map<(d0) -> (d0 mod 3)>
// CHECK-LABEL: func.func @bounded
// CHECK-SAME: (%[[I:.*]]: index, %[[J:.*]]: index, %[[N:.*]]: index)
// CHECK-NEXT: %[[L:.*]] = affine.apply #[[LIN]](%[[I]], %[[J]])
// CHECK-NEXT: %[[A:.*]] = affine.apply #[[D0]](%[[L]])
// CHECK-NEXT: %[[B:.*]] = affine.apply #[[D1]](%[[L]])
// CHECK-NEXT: return %[[L]], %[[A]], %[[B]]
// CHECKS-LABEL: func.func @bounded
// CHECKS-SAME: (%[[I:.*]]: index, %[[J:.*]]: index, %[[N:.*]]: index)
// CHECKS: %[[OK0:.*]] = arith.cmpi ult, %[[I]], %[[N]] : index
// CHECKS: cf.assert %[[OK0]], "shapes.linearize_index: index #0 out of range [0, size of dimension 0)"
// CHECKS: cf.assert %{{.*}}, "shapes.linearize_index: index #1 out of range [0, 3)"
// CHECKS: cf.assert %{{.*}}, "shapes.delinearize_index: linear index out of range [0, 24)"
// The shape checks, before each op: the size is not negative and within
// the width 8 (an unsigned comparison: a negative size failed the first).
// SHAPE-DAG: llvm.mlir.global internal constant @[[NEG:[a-z0-9_]+]]("shapes: 'shapes.linearize_index' at {{.*}}.mlir:[[@LINE+19]]:8: array_type dimension 0 has size %lld, but a size is at least %lld\0A\00")
// SHAPE-DAG: llvm.mlir.global internal constant @[[BOUND:[a-z0-9_]+]]("shapes: 'shapes.linearize_index' at {{.*}}.mlir:[[@LINE+18]]:8: array_type dimension 0 has size %lld, beyond its padded bound %lld\0A\00")
// SHAPE-DAG: llvm.mlir.global internal constant @{{.*}}("shapes: 'shapes.delinearize_index' at {{.*}}.mlir:[[@LINE+18]]:12: array_type dimension 0 has size %lld, beyond its padded bound %lld\0A\00")
// SHAPE-LABEL: func.func @bounded
// SHAPE-SAME: (%[[I:.*]]: index, %[[J:.*]]: index, %[[N:.*]]: index)
// SHAPE: %[[C0:.*]] = arith.constant 0 : index
// SHAPE: %[[ISNEG:.*]] = arith.cmpi slt, %[[N]], %[[C0]] : index
// SHAPE: scf.if %[[ISNEG]] {
// SHAPE: llvm.mlir.addressof @[[NEG]]
// SHAPE: llvm.call @abort()
// SHAPE: }
// SHAPE: %[[C8:.*]] = arith.constant 8 : index
// SHAPE: %[[OVER:.*]] = arith.cmpi ugt, %[[N]], %[[C8]] : index
// SHAPE: scf.if %[[OVER]] {
// SHAPE: llvm.mlir.addressof @[[BOUND]]
// SHAPE: llvm.call @abort()
// SHAPE: }
// SHAPE: affine.apply
func.func @bounded(%i: index, %j: index, %n: index) -> (index, index, index) {
  %l = shapes.linearize_index [%i, %j] sizes(%n) : tensor<?x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [8, 3]>>
  %a, %b = shapes.delinearize_index %l sizes(%n) : tensor<?x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [8, 3]>>
  return %l, %a, %b : index, index, index
}

// -----

// A constant index into a '?' dimension is checked at run time too.
// CHECKS-LABEL: func.func @constant_index
// CHECKS: %[[C5:.*]] = arith.constant 5 : index
// CHECKS: arith.cmpi ult, %[[C5]], %{{.*}} : index
// CHECKS: cf.assert %{{.*}}, "shapes.linearize_index: index #0 out of range [0, size of dimension 0)"
func.func @constant_index(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %l = shapes.linearize_index [%c5, %c0] sizes(%n) : tensor<?x3xf32>
  return %l : index
}
