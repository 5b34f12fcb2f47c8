// The allocation functions of -shapes-huge-page-allocs keep the last freed
// block of at least `threshold` usable bytes and hand it to the next
// allocation from the threshold on that fits in it. The program calls them
// directly (threshold 4 MiB) and prints, for each allocation, whether it
// got the block freed before it.
//
// RUN: shapes-opt %s -shapes-huge-page-allocs \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr
llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)
llvm.func @printI64(i64)
llvm.func @printNewline()

// Prints 1 if a == b, else 0.
llvm.func @same(%a: !llvm.ptr, %b: !llvm.ptr) {
  %eq = llvm.icmp "eq" %a, %b : !llvm.ptr
  %v = llvm.zext %eq : i1 to i64
  llvm.call @printI64(%v) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}

llvm.func @main() {
  %mib8 = llvm.mlir.constant(8388608 : i64) : i64
  %mib6 = llvm.mlir.constant(6291456 : i64) : i64
  %mib16 = llvm.mlir.constant(16777216 : i64) : i64
  %small = llvm.mlir.constant(4096 : i64) : i64
  %one = llvm.mlir.constant(1.0 : f32) : f32

  // A freed 8 MiB block goes to the next 6 MiB allocation, written and
  // read like any other.
  %a = llvm.call @_mlir_memref_to_llvm_alloc(%mib8) : (i64) -> !llvm.ptr
  llvm.call @_mlir_memref_to_llvm_free(%a) : (!llvm.ptr) -> ()
  %b = llvm.call @_mlir_memref_to_llvm_alloc(%mib6) : (i64) -> !llvm.ptr
  // CHECK: 1
  llvm.call @same(%a, %b) : (!llvm.ptr, !llvm.ptr) -> ()
  %last = llvm.getelementptr %b[1572863] : (!llvm.ptr) -> !llvm.ptr, f32
  llvm.store %one, %last : f32, !llvm.ptr

  // Taken: the next allocation gets another block.
  %c = llvm.call @_mlir_memref_to_llvm_alloc(%mib8) : (i64) -> !llvm.ptr
  // CHECK-NEXT: 0
  llvm.call @same(%b, %c) : (!llvm.ptr, !llvm.ptr) -> ()

  // Too small for 16 MiB: released, and a fresh block allocated.
  llvm.call @_mlir_memref_to_llvm_free(%c) : (!llvm.ptr) -> ()
  %d = llvm.call @_mlir_memref_to_llvm_alloc(%mib16) : (i64) -> !llvm.ptr
  // CHECK-NEXT: 0
  llvm.call @same(%c, %d) : (!llvm.ptr, !llvm.ptr) -> ()

  // The last freed block is kept, the one before it released.
  llvm.call @_mlir_memref_to_llvm_free(%b) : (!llvm.ptr) -> ()
  llvm.call @_mlir_memref_to_llvm_free(%d) : (!llvm.ptr) -> ()
  %e = llvm.call @_mlir_memref_to_llvm_alloc(%mib8) : (i64) -> !llvm.ptr
  // CHECK-NEXT: 1
  llvm.call @same(%d, %e) : (!llvm.ptr, !llvm.ptr) -> ()

  // Small blocks are not kept; below the threshold, allocations do not
  // take the kept block.
  %f = llvm.call @_mlir_memref_to_llvm_alloc(%small) : (i64) -> !llvm.ptr
  llvm.call @_mlir_memref_to_llvm_free(%e) : (!llvm.ptr) -> ()
  llvm.call @_mlir_memref_to_llvm_free(%f) : (!llvm.ptr) -> ()
  %g = llvm.call @_mlir_memref_to_llvm_alloc(%small) : (i64) -> !llvm.ptr
  // CHECK-NEXT: 0
  llvm.call @same(%e, %g) : (!llvm.ptr, !llvm.ptr) -> ()
  %h = llvm.call @_mlir_memref_to_llvm_alloc(%mib8) : (i64) -> !llvm.ptr
  // CHECK-NEXT: 1
  llvm.call @same(%e, %h) : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.call @_mlir_memref_to_llvm_free(%g) : (!llvm.ptr) -> ()
  llvm.call @_mlir_memref_to_llvm_free(%h) : (!llvm.ptr) -> ()
  llvm.return
}
