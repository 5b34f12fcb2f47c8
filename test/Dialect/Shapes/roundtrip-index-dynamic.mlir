// Round trips of shapes.linearize_index and shapes.delinearize_index on
// array types with '?' sizes, in custom form, generic form and bytecode:
// one size operand per '?', in order, for tensors and memrefs, unpadded and
// bounded (padded) layouts; constant indices that only a run-time size can
// check are valid.
// RUN: shapes-opt %s | shapes-opt | FileCheck %s
// RUN: shapes-opt %s --mlir-print-op-generic | shapes-opt | FileCheck %s
// RUN: shapes-opt %s -emit-bytecode | shapes-opt | FileCheck %s
// The generic form: the indices then the sizes in one operand list
// (linearize_index), the position then the sizes (delinearize_index).
// RUN: shapes-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-DAG: #[[$T:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1]>{{$}}
// CHECK-DAG: #[[$B:layout[0-9]*]] = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [8, 3]>{{$}}

// CHECK-LABEL: func.func @linearize_index
// CHECK-SAME: (%[[I:arg[0-9]+]]: index, %[[J:arg[0-9]+]]: index, %[[K:arg[0-9]+]]: index, %[[N:arg[0-9]+]]: index, %[[M:arg[0-9]+]]: index)
// CHECK: shapes.linearize_index [%[[I]], %[[J]]] sizes(%[[N]]) : tensor<?x3xf32, #[[$T]]>
// CHECK: shapes.linearize_index [%[[I]], %[[J]]] sizes(%[[N]]) : tensor<?x3xf32, #[[$B]]>
// CHECK: shapes.linearize_index [%[[I]], %[[J]], %[[K]]] sizes(%[[N]], %[[M]]) : memref<?x4x?xi8>
// CHECK: shapes.linearize_index [%[[K]]] sizes(%[[M]]) : memref<?xf64>
// Static types keep their syntax.
// CHECK: shapes.linearize_index [%[[I]], %[[J]]] : tensor<2x3xf32>
// GENERIC-LABEL: sym_name = "linearize_index"
// GENERIC: "shapes.linearize_index"(%{{.*}}, %{{.*}}, %[[GN:arg[0-9]+]]) <{array_type = tensor<?x3xf32, #{{.*}}>}> : (index, index, index) -> index
// GENERIC: "shapes.linearize_index"(%{{.*}}, %{{.*}}, %{{.*}}, %[[GN]], %[[GM:arg[0-9]+]]) <{array_type = memref<?x4x?xi8>}> : (index, index, index, index, index) -> index
// GENERIC: "shapes.linearize_index"(%{{.*}}, %{{.*}}) <{array_type = tensor<2x3xf32>}> : (index, index) -> index
func.func @linearize_index(%i: index, %j: index, %k: index, %n: index, %m: index) {
  %0 = shapes.linearize_index [%i, %j] sizes(%n) : tensor<?x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
  %1 = shapes.linearize_index [%i, %j] sizes(%n) : tensor<?x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [8, 3]>>
  %2 = shapes.linearize_index [%i, %j, %k] sizes(%n, %m) : memref<?x4x?xi8>
  %3 = shapes.linearize_index [%k] sizes(%m) : memref<?xf64>
  %4 = shapes.linearize_index [%i, %j] : tensor<2x3xf32>
  return
}

// A constant index in a '?' dimension is checked at run time only: 100 may
// be in range.
// CHECK-LABEL: func.func @linearize_constant_dynamic
// CHECK: shapes.linearize_index [%{{.*}}, %{{.*}}] sizes(%{{.*}}) : tensor<?x3xf32>
// CHECK: shapes.linearize_index [%{{.*}}, %{{.*}}] sizes(%{{.*}}) : tensor<?x3xf32, #[[$B]]>
func.func @linearize_constant_dynamic(%n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %c100 = arith.constant 100 : index
  %0 = shapes.linearize_index [%c100, %c0] sizes(%n) : tensor<?x3xf32>
  // 7 is below the width 8 that bounds the size.
  %1 = shapes.linearize_index [%c7, %c0] sizes(%n) : tensor<?x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [8, 3]>>
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @delinearize_index
// CHECK-SAME: (%[[L:arg[0-9]+]]: index, %[[N:arg[0-9]+]]: index, %[[M:arg[0-9]+]]: index)
// CHECK: %{{.*}}:2 = shapes.delinearize_index %[[L]] sizes(%[[N]]) : tensor<?x3xf32, #[[$T]]>
// CHECK: %{{.*}}:2 = shapes.delinearize_index %[[L]] sizes(%[[N]]) : tensor<?x3xf32, #[[$B]]>
// CHECK: %{{.*}}:3 = shapes.delinearize_index %[[L]] sizes(%[[N]], %[[M]]) : memref<?x4x?xi8>
// CHECK: %{{.*}}:2 = shapes.delinearize_index %[[L]] : tensor<2x3xf32>
// GENERIC-LABEL: sym_name = "delinearize_index"
// GENERIC: "shapes.delinearize_index"(%{{.*}}, %{{.*}}) <{array_type = tensor<?x3xf32, #{{.*}}>}> : (index, index) -> (index, index)
// GENERIC: "shapes.delinearize_index"(%{{.*}}, %{{.*}}, %{{.*}}) <{array_type = memref<?x4x?xi8>}> : (index, index, index) -> (index, index, index)
// GENERIC: "shapes.delinearize_index"(%{{.*}}) <{array_type = tensor<2x3xf32>}> : (index) -> (index, index)
func.func @delinearize_index(%lin: index, %n: index, %m: index) {
  %a:2 = shapes.delinearize_index %lin sizes(%n) : tensor<?x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
  %b:2 = shapes.delinearize_index %lin sizes(%n) : tensor<?x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [8, 3]>>
  %c:3 = shapes.delinearize_index %lin sizes(%n, %m) : memref<?x4x?xi8>
  %d:2 = shapes.delinearize_index %lin : tensor<2x3xf32>
  return
}

// The element count of an unpadded '?' layout is known at run time only:
// a constant position is not checked.
// CHECK-LABEL: func.func @delinearize_constant_dynamic
// CHECK: shapes.delinearize_index %{{.*}} sizes(%{{.*}}) : tensor<?x3xf32>
func.func @delinearize_constant_dynamic(%n: index) -> (index, index) {
  %c1000 = arith.constant 1000 : index
  %i, %j = shapes.delinearize_index %c1000 sizes(%n) : tensor<?x3xf32>
  return %i, %j : index, index
}
