// A value written into a destination buffer with
// bufferization.materialize_in_destination must have the destination's
// sizes wherever either side is dynamic: a static source into a '?'
// destination, a '?' source into a static destination, both dynamic, and
// the mixes of rank 2 where one dimension is static on one side only. A
// mismatch aborts with one line naming the dimension and both sizes
// before anything is written; sizes that agree write and print.
//
// RUN: shapes-opt %s -shapes-to-llvm -o %t.mlir
// RUN: mlir-runner %t.mlir -e all_agree -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s --check-prefix=AGREE
// RUN: not --crash mlir-runner %t.mlir -e static_into_dynamic -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=STATIC-INTO-DYNAMIC
// RUN: not --crash mlir-runner %t.mlir -e dynamic_into_static -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=DYNAMIC-INTO-STATIC
// RUN: not --crash mlir-runner %t.mlir -e dynamic_into_dynamic -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=DYNAMIC-INTO-DYNAMIC
// RUN: not --crash mlir-runner %t.mlir -e mixed_dim0 -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=MIXED-DIM0
// RUN: not --crash mlir-runner %t.mlir -e mixed_dim1 -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=MIXED-DIM1

func.func private @printMemrefF32(memref<*xf32>)

// tensor<3xf32> into memref<?xf32>.
func.func @static_source(%a: tensor<3xf32>, %out: memref<?xf32>) {
  %r = shapes.add %a, %a : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<3xf32>, memref<?xf32>) -> ()
  return
}

// tensor<?xf32> into memref<5xf32>.
func.func @static_destination(%a: tensor<?xf32>, %out: memref<5xf32>) {
  %r = shapes.add %a, %a : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?xf32>, memref<5xf32>) -> ()
  return
}

// tensor<?xf32> into memref<?xf32>.
func.func @both_dynamic(%a: tensor<?xf32>, %out: memref<?xf32>) {
  %r = shapes.add %a, %a : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}

// tensor<2x?xf32> into memref<?x3xf32>: dimension 0 is static in the
// source only, dimension 1 in the destination only.
func.func @mixed(%a: tensor<2x?xf32>, %out: memref<?x3xf32>) {
  %r = shapes.add %a, %a : (tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<2x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<2x?xf32>, memref<?x3xf32>) -> ()
  return
}

// AGREE: sizes = [3]
// AGREE-NEXT: [2, 2, 2]
// AGREE: sizes = [5]
// AGREE-NEXT: [4, 4, 4, 4, 4]
// AGREE: sizes = [3]
// AGREE-NEXT: [6, 6, 6]
// AGREE: sizes = [2, 3]
// AGREE-NEXT: {{\[\[}}8, 8, 8],
// AGREE-NEXT: [8, 8, 8]]
func.func @all_agree() {
  %c3 = arith.constant 3 : index
  %a = arith.constant dense<1.0> : tensor<3xf32>
  %out = memref.alloc(%c3) : memref<?xf32>
  call @static_source(%a, %out) : (tensor<3xf32>, memref<?xf32>) -> ()
  %p = memref.cast %out : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%p) : (memref<*xf32>) -> ()

  %b = arith.constant dense<2.0> : tensor<5xf32>
  %bd = tensor.cast %b : tensor<5xf32> to tensor<?xf32>
  %out5 = memref.alloc() : memref<5xf32>
  call @static_destination(%bd, %out5) : (tensor<?xf32>, memref<5xf32>) -> ()
  %p5 = memref.cast %out5 : memref<5xf32> to memref<*xf32>
  call @printMemrefF32(%p5) : (memref<*xf32>) -> ()

  %c = arith.constant dense<3.0> : tensor<3xf32>
  %cd = tensor.cast %c : tensor<3xf32> to tensor<?xf32>
  %outd = memref.alloc(%c3) : memref<?xf32>
  call @both_dynamic(%cd, %outd) : (tensor<?xf32>, memref<?xf32>) -> ()
  %pd = memref.cast %outd : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%pd) : (memref<*xf32>) -> ()

  %c2 = arith.constant 2 : index
  %m = arith.constant dense<4.0> : tensor<2x3xf32>
  %md = tensor.cast %m : tensor<2x3xf32> to tensor<2x?xf32>
  %outm = memref.alloc(%c2) : memref<?x3xf32>
  call @mixed(%md, %outm) : (tensor<2x?xf32>, memref<?x3xf32>) -> ()
  %pm = memref.cast %outm : memref<?x3xf32> to memref<*xf32>
  call @printMemrefF32(%pm) : (memref<*xf32>) -> ()
  return
}

// 3 elements into a buffer of 5.
// STATIC-INTO-DYNAMIC: shapes: 'bufferization.materialize_in_destination' at {{.*}}destination-sizes.mlir:34:3: destination dimension 0 has size 5, but source dimension 0 has size 3
func.func @static_into_dynamic() {
  %c5 = arith.constant 5 : index
  %a = arith.constant dense<1.0> : tensor<3xf32>
  %out = memref.alloc(%c5) : memref<?xf32>
  call @static_source(%a, %out) : (tensor<3xf32>, memref<?xf32>) -> ()
  return
}

// DYNAMIC-INTO-STATIC: shapes: 'bufferization.materialize_in_destination' at {{.*}}destination-sizes.mlir:41:3: destination dimension 0 has size 5, but source dimension 0 has size 3
func.func @dynamic_into_static() {
  %a = arith.constant dense<1.0> : tensor<3xf32>
  %ad = tensor.cast %a : tensor<3xf32> to tensor<?xf32>
  %out = memref.alloc() : memref<5xf32>
  call @static_destination(%ad, %out) : (tensor<?xf32>, memref<5xf32>) -> ()
  return
}

// DYNAMIC-INTO-DYNAMIC: shapes: 'bufferization.materialize_in_destination' at {{.*}}destination-sizes.mlir:48:3: destination dimension 0 has size 2, but source dimension 0 has size 3
func.func @dynamic_into_dynamic() {
  %c2 = arith.constant 2 : index
  %a = arith.constant dense<1.0> : tensor<3xf32>
  %ad = tensor.cast %a : tensor<3xf32> to tensor<?xf32>
  %out = memref.alloc(%c2) : memref<?xf32>
  call @both_dynamic(%ad, %out) : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}

// The source's static 2 rows into 5 rows.
// MIXED-DIM0: shapes: 'bufferization.materialize_in_destination' at {{.*}}destination-sizes.mlir:56:3: destination dimension 0 has size 5, but source dimension 0 has size 2
func.func @mixed_dim0() {
  %c5 = arith.constant 5 : index
  %a = arith.constant dense<1.0> : tensor<2x3xf32>
  %ad = tensor.cast %a : tensor<2x3xf32> to tensor<2x?xf32>
  %out = memref.alloc(%c5) : memref<?x3xf32>
  call @mixed(%ad, %out) : (tensor<2x?xf32>, memref<?x3xf32>) -> ()
  return
}

// The rows agree; 4 columns of the source into the destination's static 3.
// MIXED-DIM1: shapes: 'bufferization.materialize_in_destination' at {{.*}}destination-sizes.mlir:56:3: destination dimension 1 has size 3, but source dimension 1 has size 4
func.func @mixed_dim1() {
  %c2 = arith.constant 2 : index
  %a = arith.constant dense<1.0> : tensor<2x4xf32>
  %ad = tensor.cast %a : tensor<2x4xf32> to tensor<2x?xf32>
  %out = memref.alloc(%c2) : memref<?x3xf32>
  call @mixed(%ad, %out) : (tensor<2x?xf32>, memref<?x3xf32>) -> ()
  return
}
