// Folds and canonicalizations on dynamic shapes keep every run-time size
// check: a broadcast or binary op whose sizes are only known at run time is
// not folded away, composed or hoisted where its check would be lost.
// RUN: shapes-opt %s -canonicalize -split-input-file -allow-unregistered-dialect | FileCheck %s
// RUN: shapes-opt %s -loop-invariant-code-motion -split-input-file -allow-unregistered-dialect | FileCheck %s --check-prefix=LICM

// A broadcast to the operand's own dynamic type is not the operand: its
// size operand must equal the operand's size at run time.
// CHECK-LABEL: func.func @identity_broadcast
// CHECK: %[[R:.*]] = shapes.broadcast_in_dim %{{.*}}, dims = [0] sizes(%{{.*}})
// CHECK: return %[[R]]
func.func @identity_broadcast(%a: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %0 = shapes.broadcast_in_dim %a, dims = [0] sizes(%n) : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// Nor is it a relayout when the layouts differ.
// CHECK-LABEL: func.func @same_shape_broadcast
// CHECK: shapes.broadcast_in_dim %{{.*}}, dims = [0, 1] sizes(%{{.*}})
// CHECK-NOT: shapes.relayout
func.func @same_shape_broadcast(%a: tensor<?x3xf32>, %n: index) -> tensor<?x3xf32, #shapes.layout<minor_to_major = [0, 1]>> {
  %0 = shapes.broadcast_in_dim %a, dims = [0, 1] sizes(%n) : (tensor<?x3xf32>) -> tensor<?x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
  return %0 : tensor<?x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
}

// -----

// Two broadcasts stay two when a size is dynamic: the inner one checks that
// the new dimension of size 3 matches nothing, the outer one that it is %n.
// CHECK-LABEL: func.func @no_compose
// CHECK: %[[I:.*]] = shapes.broadcast_in_dim %{{.*}}, dims = [] : (tensor<f32>) -> tensor<3xf32>
// CHECK: shapes.broadcast_in_dim %[[I]], dims = [0] sizes(%{{.*}}) : (tensor<3xf32>) -> tensor<?xf32>
func.func @no_compose(%a: tensor<f32>, %n: index) -> tensor<?xf32> {
  %0 = shapes.broadcast_in_dim %a, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %1 = shapes.broadcast_in_dim %0, dims = [0] sizes(%n) : (tensor<3xf32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}

// -----

// A dynamic binary op is not speculatable: it stays inside the loop whose
// body may never run.
// CHECK-LABEL: func.func @not_hoisted
// CHECK: scf.for
// CHECK-NEXT: shapes.add
func.func @not_hoisted(%a: tensor<?xf32>, %b: tensor<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = shapes.add %a, %b : (tensor<?xf32>, tensor<4xf32>) -> tensor<4xf32>
    "test.use"(%0) : (tensor<4xf32>) -> ()
  }
  return
}
// LICM-LABEL: func.func @not_hoisted
// LICM: scf.for
// LICM-NEXT: shapes.add
