// -shapes-lower-to-linalg on dynamic shapes: a '?' result size is read with
// tensor.dim from the operand dimension the semantics library names (the
// lhs when both are dynamic) or taken from broadcast_in_dim's size
// operands, and every size that must hold at run time is checked before
// the op: a failed check prints its message with dprintf and aborts.
// With shape-checks=false nothing is checked.
// RUN: shapes-opt %s -shapes-lower-to-linalg -split-input-file | FileCheck %s
// RUN: shapes-opt %s -shapes-lower-to-linalg="shape-checks=false" -split-input-file | FileCheck %s --check-prefix=NOCHECK

// Two dynamic sizes: the lhs gives the result size, the rhs is checked
// against it. The static dimension needs no check.
// CHECK-LABEL: llvm.mlir.global internal constant @shapes_check_{{[0-9a-f]+}}("shapes: 'shapes.add' at {{.*}}dynamic.mlir:{{[0-9]+}}:{{[0-9]+}}: rhs dimension 0 has size %lld, but lhs dimension 0 has size %lld\0A\00")
// CHECK-DAG: llvm.func @abort()
// CHECK-DAG: llvm.func @dprintf(i32, !llvm.ptr, ...) -> i32
// CHECK-LABEL: func.func @both_dynamic
// CHECK-SAME: (%[[A:.*]]: tensor<?x3xf32>, %[[B:.*]]: tensor<?x3xf32>)
// CHECK: %[[N:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<?x3xf32>
// CHECK: %[[M:.*]] = tensor.dim %[[B]], %{{.*}} : tensor<?x3xf32>
// CHECK: %[[NE:.*]] = arith.cmpi ne, %[[M]], %[[N]] : index
// CHECK: scf.if %[[NE]] {
// CHECK:   llvm.call @dprintf
// CHECK:   llvm.call @abort()
// CHECK: }
// CHECK: %[[E:.*]] = tensor.empty(%[[N]]) : tensor<?x3xf32>
// CHECK: linalg.generic {{.*}} ins(%[[A]], %[[B]] : tensor<?x3xf32>, tensor<?x3xf32>) outs(%[[E]] : tensor<?x3xf32>)
// NOCHECK-LABEL: func.func @both_dynamic
// NOCHECK-NOT: scf.if
// NOCHECK: linalg.generic
func.func @both_dynamic(%a: tensor<?x3xf32>, %b: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %0 = shapes.add %a, %b : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

// A dynamic size against a static one: the result is static, the dynamic
// operand is checked against the static size. A static 1 broadcasts and is
// never checked.
// CHECK-LABEL: func.func @against_static
// CHECK-SAME: (%[[A:.*]]: tensor<?x1xf32>, %[[B:.*]]: tensor<5x?xf32>)
// CHECK-DAG: %[[C5:.*]] = arith.constant 5 : index
// CHECK-DAG: %[[M:.*]] = tensor.dim %[[B]], %{{.*}} : tensor<5x?xf32>
// CHECK-DAG: %[[N:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<?x1xf32>
// CHECK: arith.cmpi ne, %[[N]], %[[C5]] : index
// CHECK: scf.if
// CHECK-NOT: scf.if
// CHECK: tensor.empty(%[[M]]) : tensor<5x?xf32>
func.func @against_static(%a: tensor<?x1xf32>, %b: tensor<5x?xf32>) -> tensor<5x?xf32> {
  %0 = shapes.mul %a, %b : (tensor<?x1xf32>, tensor<5x?xf32>) -> tensor<5x?xf32>
  return %0 : tensor<5x?xf32>
}

// -----

// broadcast_in_dim: the size operands size the result; a negative size and
// an operand that differs from the size it maps to abort.
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'shapes.broadcast_in_dim' at {{.*}}: result dimension 1 has size %lld, but a size is at least %lld\0A\00")
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'shapes.broadcast_in_dim' at {{.*}}: operand dimension 0 has size %lld, but result dimension 1 has size %lld\0A\00")
// CHECK-LABEL: func.func @broadcast
// CHECK-SAME: (%[[V:.*]]: tensor<?xf32>, %[[N:.*]]: index)
// CHECK: arith.cmpi slt, %[[N]], %{{.*}} : index
// CHECK: %[[D:.*]] = tensor.dim %[[V]], %{{.*}} : tensor<?xf32>
// CHECK: arith.cmpi ne, %[[D]], %[[N]] : index
// CHECK: tensor.empty(%[[N]]) : tensor<4x?xf32>
// NOCHECK-LABEL: func.func @broadcast
// NOCHECK-NOT: scf.if
// NOCHECK: tensor.empty(%{{.*}}) : tensor<4x?xf32>
func.func @broadcast(%v: tensor<?xf32>, %n: index) -> tensor<4x?xf32> {
  %0 = shapes.broadcast_in_dim %v, dims = [1] sizes(%n) : (tensor<?xf32>) -> tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}

// -----

// A bounded dynamic dimension: the result size may not exceed the padded
// width (an unsigned comparison also catches nothing negative slipping by).
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'shapes.relayout' at {{.*}}: result dimension 0 has size %lld, beyond its padded bound %lld\0A\00")
// CHECK-LABEL: func.func @bounded
// CHECK-SAME: (%[[A:.*]]: tensor<?x3xf32>)
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[N:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<?x3xf32>
// CHECK: arith.cmpi ugt, %[[N]], %[[C8]] : index
// CHECK: scf.if
// CHECK: tensor.empty(%[[N]]) : tensor<?x3xf32, #{{.*}}>
// CHECK: linalg.copy
func.func @bounded(%a: tensor<?x3xf32>) -> tensor<?x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [8, 3]>> {
  %0 = shapes.relayout %a : tensor<?x3xf32> to tensor<?x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [8, 3]>>
  return %0 : tensor<?x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [8, 3]>>
}

// -----

// The function boundaries: an argument's bounded dimension is checked at
// the entry, and a destination's sizes before the value is written into it.
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'func.func' at {{.*}}: argument 0 dimension 0 has size %lld, beyond its padded bound %lld\0A\00")
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'bufferization.materialize_in_destination' at {{.*}}: destination dimension 0 has size %lld, but source dimension 0 has size %lld\0A\00")
// CHECK-LABEL: func.func @boundary
// CHECK-SAME: (%[[A:.*]]: tensor<?xf32, #{{.*}}>, %[[OUT:.*]]: memref<?xf32>)
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[N:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<?xf32, #{{.*}}>
// CHECK: arith.cmpi ugt, %[[N]], %[[C4]] : index
// CHECK: scf.if
// CHECK: linalg.copy
// CHECK: %[[M:.*]] = memref.dim %[[OUT]], %{{.*}} : memref<?xf32>
// CHECK: arith.cmpi ne, %[[M]], %{{.*}} : index
// CHECK: scf.if
// CHECK: bufferization.materialize_in_destination
// NOCHECK-LABEL: func.func @boundary
// NOCHECK-NOT: scf.if
// NOCHECK: return
func.func @boundary(%a: tensor<?xf32, #shapes.layout<minor_to_major = [0], padded_dimensions = [4]>>, %out: memref<?xf32>) {
  %0 = shapes.relayout %a : tensor<?xf32, #shapes.layout<minor_to_major = [0], padded_dimensions = [4]>> to tensor<?xf32>
  bufferization.materialize_in_destination %0 in restrict writable %out : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}

// -----

// An unbounded dynamic relayout has nothing to check.
// CHECK-LABEL: func.func @transpose
// CHECK-NOT: scf.if
// CHECK: %[[E:.*]] = tensor.empty(%{{.*}}, %{{.*}}) : tensor<?x?xf32, #{{.*}}>
// CHECK: linalg.copy ins(%{{.*}} : tensor<?x?xf32>) outs(%[[E]] : tensor<?x?xf32, #{{.*}}>)
func.func @transpose(%a: tensor<?x?xf32>) -> tensor<?x?xf32, #shapes.layout<minor_to_major = [0, 1]>> {
  %0 = shapes.relayout %a : tensor<?x?xf32> to tensor<?x?xf32, #shapes.layout<minor_to_major = [0, 1]>>
  return %0 : tensor<?x?xf32, #shapes.layout<minor_to_major = [0, 1]>>
}
