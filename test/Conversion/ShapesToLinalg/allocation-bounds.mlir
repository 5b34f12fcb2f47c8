// The sizes of allocations against the padded bounds of their types: a
// constant size of a '?' dimension beyond its padded width is an error at
// the allocation, before a canonicalizer makes the constant part of a type
// that the layout rejects (memref<5x3xf32, #bound>); any other size is
// checked at run time like a result size. Every '?' size of an allocation
// is at least 0, whatever its layout.
//
// RUN: shapes-opt %s -split-input-file -verify-diagnostics -shapes-lower-to-linalg \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -split-input-file -verify-diagnostics \
// RUN:   -shapes-lower-to-linalg="shape-checks=false" \
// RUN: | FileCheck %s --check-prefix=NOCHECK
// The whole pipeline reports the same error, at the same place:
// RUN: shapes-opt %s -split-input-file -verify-diagnostics -shapes-to-llvm \
// RUN:   -o /dev/null

#bound = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [4, 3]>

func.func @alloc_past_bound() -> memref<?x3xf32, #bound> {
  %c5 = arith.constant 5 : index
  // expected-error @below {{'memref.alloc' op dimension 0 has size 5, beyond its padded bound 4}}
  %m = memref.alloc(%c5) : memref<?x3xf32, #bound>
  return %m : memref<?x3xf32, #bound>
}

// -----

#bound = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [2, 8]>

func.func @alloca_past_bound() {
  %c9 = arith.constant 9 : index
  // expected-error @below {{'memref.alloca' op dimension 1 has size 9, beyond its padded bound 8}}
  %m = memref.alloca(%c9) : memref<2x?xf32, #bound>
  return
}

// -----

#bound = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [4, 4]>

func.func @empty_past_bound(%n: index) -> tensor<?x?xf32, #bound> {
  %c5 = arith.constant 5 : index
  // expected-error @below {{'tensor.empty' op dimension 1 has size 5, beyond its padded bound 4}}
  %t = tensor.empty(%n, %c5) : tensor<?x?xf32, #bound>
  return %t : tensor<?x?xf32, #bound>
}

// -----

#bound = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [4, 4]>

func.func @alloc_tensor_past_bound(%n: index) -> tensor<?x?xf32, #bound> {
  %c6 = arith.constant 6 : index
  // expected-error @below {{'bufferization.alloc_tensor' op dimension 0 has size 6, beyond its padded bound 4}}
  %t = bufferization.alloc_tensor(%c6, %n) : tensor<?x?xf32, #bound>
  return %t : tensor<?x?xf32, #bound>
}

// -----

// An alloc_tensor's run-time size is checked like an alloc's; one with a
// copy has the copy's sizes, which are checked where the copy is made.
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'bufferization.alloc_tensor' at {{.*}}: dimension 1 has size %lld, beyond its padded bound %lld\0A\00")
// CHECK-LABEL: func.func @alloc_tensor_sizes
// CHECK-SAME: (%[[N:.*]]: index, %{{.*}}: tensor<?x?xf32, #{{.*}}>)
// CHECK: arith.cmpi ugt, %[[N]], %{{.*}} : index
// CHECK-NEXT: scf.if
// CHECK: bufferization.alloc_tensor(%{{.*}}, %[[N]])
// CHECK-NOT: scf.if
// CHECK: bufferization.alloc_tensor() copy
// CHECK: return
// NOCHECK-LABEL: func.func @alloc_tensor_sizes
// NOCHECK-NOT: scf.if
// NOCHECK: return
#bound = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [4, 4]>

func.func @alloc_tensor_sizes(%n: index, %t: tensor<?x?xf32, #bound>) -> (tensor<?x?xf32, #bound>, tensor<?x?xf32, #bound>) {
  %c2 = arith.constant 2 : index
  %a = bufferization.alloc_tensor(%c2, %n) : tensor<?x?xf32, #bound>
  %b = bufferization.alloc_tensor() copy(%t) : tensor<?x?xf32, #bound>
  return %a, %b : tensor<?x?xf32, #bound>, tensor<?x?xf32, #bound>
}

// -----

// At the bound, a constant size is checked no further; a size known only
// at run time is checked before the allocation.
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'memref.alloc' at {{.*}}: dimension 0 has size %lld, beyond its padded bound %lld\0A\00")
// CHECK-LABEL: func.func @alloc_sizes
// CHECK-SAME: (%[[N:.*]]: index)
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: arith.cmpi ugt, %[[N]], %[[C4]] : index
// CHECK: scf.if
// CHECK: memref.alloc(%[[N]])
// CHECK-NOT: scf.if
// CHECK: memref.alloc(%{{.*}}) : memref<?x3xf32, #{{.*}}>
// CHECK: return
// NOCHECK-LABEL: func.func @alloc_sizes
// NOCHECK-NOT: scf.if
// NOCHECK: return
#bound = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [4, 3]>

func.func @alloc_sizes(%n: index) -> (memref<?x3xf32, #bound>, memref<?x3xf32, #bound>) {
  %m = memref.alloc(%n) : memref<?x3xf32, #bound>
  %c4 = arith.constant 4 : index
  %full = memref.alloc(%c4) : memref<?x3xf32, #bound>
  return %m, %full : memref<?x3xf32, #bound>, memref<?x3xf32, #bound>
}

// -----

// Whatever the layout, a '?' size of an allocation as written is at least
// 0: tensor.empty, tensor.splat, tensor.generate and memref.alloc; a
// constant of at least 0 needs no check.
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'tensor.empty' at {{.*}}allocation-bounds.mlir:[[#@LINE+25]]:8: dimension 1 has size %lld, but a size is at least %lld\0A\00")
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'tensor.splat' at {{.*}}allocation-bounds.mlir:[[#@LINE+25]]:8: dimension 0 has size %lld, but a size is at least %lld\0A\00")
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'tensor.generate' at {{.*}}allocation-bounds.mlir:[[#@LINE+25]]:8: dimension 0 has size %lld, but a size is at least %lld\0A\00")
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'memref.alloc' at {{.*}}allocation-bounds.mlir:[[#@LINE+28]]:8: dimension 0 has size %lld, but a size is at least %lld\0A\00")
// CHECK-LABEL: func.func @negative_sizes
// CHECK-SAME: (%[[N:.*]]: index, %[[X:.*]]: f32)
// CHECK: arith.cmpi slt, %[[N]], %c0{{.*}} : index
// CHECK: scf.if
// CHECK-NOT: scf.if
// CHECK: tensor.empty(%c2, %[[N]])
// CHECK: arith.cmpi slt, %[[N]]
// CHECK: scf.if
// CHECK: tensor.splat %[[X]][%[[N]]]
// CHECK: arith.cmpi slt, %[[N]]
// CHECK: scf.if
// CHECK: tensor.generate %[[N]]
// CHECK: arith.cmpi slt, %[[N]]
// CHECK: scf.if
// CHECK: memref.alloc(%[[N]])
// CHECK: return
// NOCHECK-LABEL: func.func @negative_sizes
// NOCHECK-NOT: scf.if
// NOCHECK: return
func.func @negative_sizes(%n: index, %x: f32) -> (tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>, memref<?xf32>) {
  %c2 = arith.constant 2 : index
  %e = tensor.empty(%c2, %n) : tensor<?x?xf32>
  %s = tensor.splat %x[%n] : tensor<?xf32>
  %g = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %x : f32
  } : tensor<?xf32>
  %m = memref.alloc(%n) : memref<?xf32>
  return %e, %s, %g, %m : tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>, memref<?xf32>
}
