// A negative '?' size of an allocation as written (tensor.empty,
// tensor.splat, tensor.generate, memref.alloc) stops the program before
// it allocates, with one line that names the op, the dimension and the
// size: without the check, the tensor carries the size, and a later
// element access past the null buffer that malloc returns for it faults.
// Sizes 0 and 2 run.
//
// RUN: shapes-opt %s -shapes-to-llvm -o %t.mlir
// RUN: mlir-runner %t.mlir -e all_fit -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s --check-prefix=FIT
// RUN: not --crash mlir-runner %t.mlir -e negative_empty -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=EMPTY
// RUN: not --crash mlir-runner %t.mlir -e negative_splat -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=SPLAT
// RUN: not --crash mlir-runner %t.mlir -e negative_generate -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=GENERATE
// RUN: not --crash mlir-runner %t.mlir -e negative_alloc -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=ALLOC

func.func private @printMemrefF32(memref<*xf32>)

func.func @print(%t: tensor<?xf32>) {
  %m = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @ones(%n: index) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %one = arith.constant 1.0 : f32
  %r = linalg.fill ins(%one : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @twos(%n: index) -> tensor<?xf32> {
  %two = arith.constant 2.0 : f32
  %r = tensor.splat %two[%n] : tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @iota(%n: index) -> tensor<?xf32> {
  %r = tensor.generate %n {
  ^bb0(%i: index):
    %i64 = arith.index_cast %i : index to i64
    %f = arith.sitofp %i64 : i64 to f32
    tensor.yield %f : f32
  } : tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @threes(%n: index) -> memref<?xf32> {
  %m = memref.alloc(%n) : memref<?xf32>
  %three = arith.constant 3.0 : f32
  linalg.fill ins(%three : f32) outs(%m : memref<?xf32>)
  return %m : memref<?xf32>
}

func.func @print_size(%t: tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xf32>
  vector.print %n : index
  return
}

// The empty results by their size (printMemrefF32 prints an element of
// an empty buffer), the others by their elements.
// FIT: 0
// FIT-NEXT: Unranked Memref
// FIT-NEXT: [1,  1]
// FIT-NEXT: 0
// FIT-NEXT: Unranked Memref
// FIT-NEXT: [2,  2]
// FIT-NEXT: 0
// FIT-NEXT: Unranked Memref
// FIT-NEXT: [0,  1]
// FIT-NEXT: 0
// FIT-NEXT: Unranked Memref
// FIT-NEXT: [3,  3]
func.func @all_fit() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %a0 = call @ones(%c0) : (index) -> tensor<?xf32>
  call @print_size(%a0) : (tensor<?xf32>) -> ()
  %a2 = call @ones(%c2) : (index) -> tensor<?xf32>
  call @print(%a2) : (tensor<?xf32>) -> ()
  %b0 = call @twos(%c0) : (index) -> tensor<?xf32>
  call @print_size(%b0) : (tensor<?xf32>) -> ()
  %b2 = call @twos(%c2) : (index) -> tensor<?xf32>
  call @print(%b2) : (tensor<?xf32>) -> ()
  %g0 = call @iota(%c0) : (index) -> tensor<?xf32>
  call @print_size(%g0) : (tensor<?xf32>) -> ()
  %g2 = call @iota(%c2) : (index) -> tensor<?xf32>
  call @print(%g2) : (tensor<?xf32>) -> ()
  %m0 = call @threes(%c0) : (index) -> memref<?xf32>
  %n0 = memref.dim %m0, %c0 : memref<?xf32>
  vector.print %n0 : index
  %m2 = call @threes(%c2) : (index) -> memref<?xf32>
  %u2 = memref.cast %m2 : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  return
}

// EMPTY: shapes: 'tensor.empty' at {{.*}}allocation-sizes.mlir:35:8: dimension 0 has size -3, but a size is at least 0
func.func @negative_empty() {
  %m3 = arith.constant -3 : index
  %a = call @ones(%m3) : (index) -> tensor<?xf32>
  call @print(%a) : (tensor<?xf32>) -> ()
  return
}

// SPLAT: shapes: 'tensor.splat' at {{.*}}allocation-sizes.mlir:43:8: dimension 0 has size -1, but a size is at least 0
func.func @negative_splat() {
  %m1 = arith.constant -1 : index
  %a = call @twos(%m1) : (index) -> tensor<?xf32>
  call @print(%a) : (tensor<?xf32>) -> ()
  return
}

// GENERATE: shapes: 'tensor.generate' at {{.*}}allocation-sizes.mlir:48:8: dimension 0 has size -2, but a size is at least 0
func.func @negative_generate() {
  %m2 = arith.constant -2 : index
  %a = call @iota(%m2) : (index) -> tensor<?xf32>
  call @print(%a) : (tensor<?xf32>) -> ()
  return
}

// ALLOC: shapes: 'memref.alloc' at {{.*}}allocation-sizes.mlir:58:8: dimension 0 has size -4, but a size is at least 0
func.func @negative_alloc() {
  %m4 = arith.constant -4 : index
  %m = call @threes(%m4) : (index) -> memref<?xf32>
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
