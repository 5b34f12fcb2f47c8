// Folds of shapes.linearize_index and shapes.delinearize_index on array
// types with '?' sizes: they fold only when every size is static or a
// constant operand, and never drop a run-time check (an index against its
// run-time size, a size against 0 and the width that bounds it).
// RUN: shapes-opt %s -canonicalize -split-input-file | FileCheck %s
// RUN: shapes-opt %s -loop-invariant-code-motion -split-input-file | FileCheck %s --check-prefix=LICM

#T = #shapes.layout<minor_to_major = [0, 1]>

// Column-major ?x3 with a constant size 4: strides [1, 4], [1, 2] -> 9.
// CHECK-LABEL: func.func @linearize_constant_size
// CHECK-NEXT: %[[C9:.*]] = arith.constant 9 : index
// CHECK-NEXT: return %[[C9]]
func.func @linearize_constant_size() -> index {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %0 = shapes.linearize_index [%c1, %c2] sizes(%c4) : tensor<?x3xf32, #T>
  return %0 : index
}

// -----

#T = #shapes.layout<minor_to_major = [0, 1]>

// The stride of dimension 1 is the run-time size: no fold.
// CHECK-LABEL: func.func @linearize_runtime_size
// CHECK: %[[L:.*]] = shapes.linearize_index [%{{.*}}, %{{.*}}] sizes(%{{.*}}) : tensor<?x3xf32, #{{.*}}>
// CHECK: return %[[L]]
func.func @linearize_runtime_size(%n: index) -> index {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = shapes.linearize_index [%c1, %c2] sizes(%n) : tensor<?x3xf32, #T>
  return %0 : index
}

// -----

// Row-major ?x3: the strides [3, 1] are static, but index 1 must be checked
// against the run-time size of dimension 0: no fold.
// CHECK-LABEL: func.func @linearize_static_strides
// CHECK: %[[L:.*]] = shapes.linearize_index [%{{.*}}, %{{.*}}] sizes(%{{.*}}) : tensor<?x3xf32>
// CHECK: return %[[L]]
func.func @linearize_static_strides(%n: index) -> index {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = shapes.linearize_index [%c1, %c2] sizes(%n) : tensor<?x3xf32>
  return %0 : index
}

// -----

// A constant index beyond its constant size is left to run time.
// CHECK-LABEL: func.func @linearize_out_of_constant_size
// CHECK: shapes.linearize_index
func.func @linearize_out_of_constant_size() -> index {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0 = shapes.linearize_index [%c4, %c0] sizes(%c4) : tensor<?x3xf32>
  return %0 : index
}

// -----

#B = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [8, 3]>

// A bounded dimension: static strides [3, 1]; with a constant size 5 in its
// width 8, [4, 2] -> 14. Without a known size, or with one beyond the width
// (which the run-time checks reject), no fold.
// CHECK-LABEL: func.func @linearize_bounded
// CHECK-DAG: %[[C14:.*]] = arith.constant 14 : index
// CHECK-DAG: %[[L1:.*]] = shapes.linearize_index [%{{.*}}, %{{.*}}] sizes(%{{.*}}) : tensor<?x3xf32, #{{.*}}>
// CHECK-DAG: %[[L2:.*]] = shapes.linearize_index [%{{.*}}, %{{.*}}] sizes(%{{.*}}) : tensor<?x3xf32, #{{.*}}>
// CHECK: return %[[C14]], %[[L1]], %[[L2]]
func.func @linearize_bounded(%n: index) -> (index, index, index) {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c9 = arith.constant 9 : index
  %0 = shapes.linearize_index [%c4, %c2] sizes(%c5) : tensor<?x3xf32, #B>
  %1 = shapes.linearize_index [%c4, %c2] sizes(%n) : tensor<?x3xf32, #B>
  %2 = shapes.linearize_index [%c4, %c2] sizes(%c9) : tensor<?x3xf32, #B>
  return %0, %1, %2 : index, index, index
}

// -----

#B = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [8, 3]>

// delinearize_index of a bounded dimension reads the static 8x3 buffer,
// 23 -> [7, 2] (padding when the size is < 8), but its size operand is
// checked at run time (not negative, at most 8): it folds when the size is
// a constant that passes, 5, and not for a run-time size or 9.
// CHECK-LABEL: func.func @delinearize_bounded
// CHECK-DAG: %[[C7:.*]] = arith.constant 7 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[D:.*]]:2 = shapes.delinearize_index %{{.*}} sizes(%{{.*}}) : tensor<?x3xf32, #{{.*}}>
// CHECK-DAG: %[[E:.*]]:2 = shapes.delinearize_index %{{.*}} sizes(%{{.*}}) : tensor<?x3xf32, #{{.*}}>
// CHECK: return %[[C7]], %[[C2]], %[[D]]#0, %[[E]]#1
func.func @delinearize_bounded(%n: index) -> (index, index, index, index) {
  %c5 = arith.constant 5 : index
  %c9 = arith.constant 9 : index
  %c23 = arith.constant 23 : index
  %a:2 = shapes.delinearize_index %c23 sizes(%c5) : tensor<?x3xf32, #B>
  %b:2 = shapes.delinearize_index %c23 sizes(%n) : tensor<?x3xf32, #B>
  %c:2 = shapes.delinearize_index %c23 sizes(%c9) : tensor<?x3xf32, #B>
  return %a#0, %a#1, %b#0, %c#1 : index, index, index, index
}

// -----

#T = #shapes.layout<minor_to_major = [0, 1]>

// An unpadded '?': the strides need the size. A constant size 4 gives
// 9 -> [1, 2]; a run-time one leaves the op; so does a constant position
// beyond the element count (4x3 = 12) and an empty buffer.
// CHECK-LABEL: func.func @delinearize_unpadded
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[D:.*]]:2 = shapes.delinearize_index %{{.*}} sizes(%{{.*}}) : tensor<?x3xf32, #{{.*}}>
// CHECK-DAG: %[[E:.*]]:2 = shapes.delinearize_index %{{.*}} sizes(%{{.*}}) : tensor<?x3xf32, #{{.*}}>
// CHECK-DAG: %[[F:.*]]:2 = shapes.delinearize_index %{{.*}} sizes(%{{.*}}) : tensor<?x3xf32, #{{.*}}>
// CHECK: return %[[C1]], %[[C2]], %[[D]]#0, %[[E]]#1, %[[F]]#0
func.func @delinearize_unpadded(%n: index) -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c9 = arith.constant 9 : index
  %c12 = arith.constant 12 : index
  %a:2 = shapes.delinearize_index %c9 sizes(%c4) : tensor<?x3xf32, #T>
  %b:2 = shapes.delinearize_index %c9 sizes(%n) : tensor<?x3xf32, #T>
  %c:2 = shapes.delinearize_index %c12 sizes(%c4) : tensor<?x3xf32, #T>
  %d:2 = shapes.delinearize_index %c0 sizes(%c0) : tensor<?x3xf32, #T>
  return %a#0, %a#1, %b#0, %c#1, %d#0 : index, index, index, index, index
}

// -----

#B = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [8, 3]>

// A negative constant size fails its run-time check: no fold, even where
// the position does not depend on it.
// CHECK-LABEL: func.func @negative_size
// CHECK: shapes.delinearize_index %{{.*}} sizes(%{{.*}}) : tensor<?x3xf32, #{{.*}}>
func.func @negative_size() -> (index, index) {
  %cm1 = arith.constant -1 : index
  %c4 = arith.constant 4 : index
  %i, %j = shapes.delinearize_index %c4 sizes(%cm1) : tensor<?x3xf32, #B>
  return %i, %j : index, index
}

// -----

// A constant index into a '?' dimension may fail its run-time check: the op
// is not speculatable and stays in a loop that may run zero times. The same
// op on a static type is hoisted.
// LICM-LABEL: func.func @not_hoisted
// LICM:         shapes.linearize_index [%{{.*}}, %{{.*}}] : tensor<2x3xf32>
// LICM:         scf.for
// LICM:           shapes.linearize_index [%{{.*}}, %{{.*}}] sizes(%{{.*}}) : tensor<?x3xf32>
// LICM:           shapes.delinearize_index %{{.*}} sizes(%{{.*}}) : tensor<?x3xf32>
// LICM:           scf.yield
func.func @not_hoisted(%n: index, %k: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %k step %c1 iter_args(%acc = %c0) -> index {
    %s = shapes.linearize_index [%c1, %c2] : tensor<2x3xf32>
    %l = shapes.linearize_index [%c1, %c2] sizes(%n) : tensor<?x3xf32>
    %d:2 = shapes.delinearize_index %c2 sizes(%n) : tensor<?x3xf32>
    %a = arith.addi %acc, %l : index
    %b = arith.addi %a, %d#0 : index
    %c = arith.addi %b, %s : index
    scf.yield %c : index
  }
  return %r : index
}
