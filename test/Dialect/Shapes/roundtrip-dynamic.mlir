// Round trips of the shapes ops on dynamic shapes, in custom form, generic
// form and bytecode: binary ops and compare with `?` operands (the result is
// static where an operand fixes the size), broadcast_in_dim with its size
// operands, relayout, and bounded dynamic dimensions in padded layouts.
// RUN: shapes-opt %s | shapes-opt | FileCheck %s
// RUN: shapes-opt %s --mlir-print-op-generic | shapes-opt | FileCheck %s
// RUN: shapes-opt %s -emit-bytecode | shapes-opt | FileCheck %s
// The generic form of broadcast_in_dim: the sizes are plain operands.
// RUN: shapes-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-DAG: #[[$T:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1]>{{$}}
// CHECK-DAG: #[[$B:layout[0-9]*]] = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [8, 3]>{{$}}

// CHECK-LABEL: func.func @binary
// CHECK-SAME: (%[[A:.*]]: tensor<?x3xf32>, %[[B:.*]]: tensor<5x3xf32>, %[[C:.*]]: tensor<?xf32>, %[[D:.*]]: tensor<?x1xi32>, %[[E:.*]]: tensor<1x?xi32>)
func.func @binary(%a: tensor<?x3xf32>, %b: tensor<5x3xf32>, %c: tensor<?xf32>,
                  %d: tensor<?x1xi32>, %e: tensor<1x?xi32>) {
  // CHECK: shapes.add %[[A]], %[[B]] : (tensor<?x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
  %0 = shapes.add %a, %b : (tensor<?x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
  // CHECK: shapes.mul %[[A]], %[[A]] : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  %1 = shapes.mul %a, %a : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  // CHECK: shapes.sub %[[A]], %[[C]] broadcast_dimensions = [0] : (tensor<?x3xf32>, tensor<?xf32>) -> tensor<?x3xf32>
  %2 = shapes.sub %a, %c broadcast_dimensions = [0] : (tensor<?x3xf32>, tensor<?xf32>) -> tensor<?x3xf32>
  // CHECK: shapes.compare lt, %[[D]], %[[E]] : (tensor<?x1xi32>, tensor<1x?xi32>) -> tensor<?x?xi1>
  %3 = shapes.compare lt, %d, %e : (tensor<?x1xi32>, tensor<1x?xi32>) -> tensor<?x?xi1>
  // A result layout on a dynamic result.
  // CHECK: shapes.max %[[A]], %[[A]] : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32, #[[$T]]>
  %4 = shapes.max %a, %a : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
  return
}

// CHECK-LABEL: func.func @broadcast_in_dim
// CHECK-SAME: (%[[V:.*]]: tensor<?xf32>, %[[N:.*]]: index, %[[M:.*]]: index)
func.func @broadcast_in_dim(%v: tensor<?xf32>, %n: index, %m: index) {
  // CHECK: shapes.broadcast_in_dim %[[V]], dims = [1] sizes(%[[N]], %[[M]]) : (tensor<?xf32>) -> tensor<?x?xf32>
  %0 = shapes.broadcast_in_dim %v, dims = [1] sizes(%n, %m) : (tensor<?xf32>) -> tensor<?x?xf32>
  // A dynamic operand into a static result needs no size.
  // CHECK: shapes.broadcast_in_dim %[[V]], dims = [0] : (tensor<?xf32>) -> tensor<4x2xf32>
  %1 = shapes.broadcast_in_dim %v, dims = [0] : (tensor<?xf32>) -> tensor<4x2xf32>
  return
}
// GENERIC: "shapes.broadcast_in_dim"(%{{.*}}, %{{.*}}, %{{.*}}) <{dims = array<i64: 1>}> : (tensor<?xf32>, index, index) -> tensor<?x?xf32>

// CHECK-LABEL: func.func @relayout
func.func @relayout(%a: tensor<?x3xf32>) {
  // CHECK: shapes.relayout %{{.*}} : tensor<?x3xf32> to tensor<?x3xf32, #[[$T]]>
  %0 = shapes.relayout %a : tensor<?x3xf32> to tensor<?x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
  // A bounded dynamic dimension: storage for 8 rows, the size at run time.
  // CHECK: shapes.relayout %{{.*}} : tensor<?x3xf32> to tensor<?x3xf32, #[[$B]]>
  %1 = shapes.relayout %a : tensor<?x3xf32> to tensor<?x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [8, 3]>>
  return
}
