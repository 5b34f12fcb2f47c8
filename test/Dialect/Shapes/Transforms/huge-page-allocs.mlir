// RUN: shapes-opt %s -split-input-file -shapes-huge-page-allocs | FileCheck %s
// RUN: shapes-opt %s -split-input-file -shapes-huge-page-allocs=threshold=65536 | FileCheck %s --check-prefix=THRESHOLD

// The declarations of -finalize-memref-to-llvm="use-generic-functions"
// get bodies: posix_memalign to 2 MiB and madvise(MADV_HUGEPAGE = 14) from
// the threshold on, malloc below it, free for both.

// CHECK-LABEL: llvm.func linkonce_odr @_mlir_memref_to_llvm_alloc(
// CHECK-SAME:      %[[SIZE:.*]]: i64) -> !llvm.ptr {
// CHECK:         %[[LIMIT:.*]] = llvm.mlir.constant(4194304 : i64) : i64
// CHECK:         %[[HUGE:.*]] = llvm.icmp "uge" %[[SIZE]], %[[LIMIT]] : i64
// CHECK:         llvm.cond_br %[[HUGE]], ^[[BIG:.*]], ^[[MALLOC:.*]]
// CHECK:       ^[[MALLOC]]:
// CHECK:         %[[P:.*]] = llvm.call @malloc(%[[SIZE]])
// CHECK:         llvm.return %[[P]]
// CHECK:       ^[[BIG]]:
// CHECK:         %[[SLOT:.*]] = llvm.alloca
// CHECK:         %[[ALIGN:.*]] = llvm.mlir.constant(2097152 : i64) : i64
// CHECK:         %[[STATUS:.*]] = llvm.call @posix_memalign(%[[SLOT]], %[[ALIGN]], %[[SIZE]])
// CHECK:         llvm.icmp "eq" %[[STATUS]]
// CHECK:         llvm.cond_br %{{.*}}, ^[[ADVISE:.*]], ^[[NONE:.*]]
// CHECK:       ^[[ADVISE]]:
// CHECK:         %[[Q:.*]] = llvm.load %[[SLOT]] : !llvm.ptr -> !llvm.ptr
// CHECK:         %[[ADVICE:.*]] = llvm.mlir.constant(14 : i32) : i32
// CHECK:         llvm.call @madvise(%[[Q]], %[[SIZE]], %[[ADVICE]])
// CHECK:         llvm.return %[[Q]]
// CHECK:       ^[[NONE]]:
// CHECK:         %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK:         llvm.return %[[NULL]]
// CHECK-LABEL: llvm.func linkonce_odr @_mlir_memref_to_llvm_free(
// CHECK-SAME:      %[[PTR:.*]]: !llvm.ptr) {
// CHECK:         llvm.call @free(%[[PTR]])
// CHECK:         llvm.return

// THRESHOLD: llvm.mlir.constant(65536 : i64) : i64
llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr
llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)

// -----

// Without the declarations (a module that allocates nothing, or that was
// lowered with plain malloc), nothing is added.
// CHECK-LABEL: llvm.func @no_allocations(
// CHECK-NOT:   _mlir_memref_to_llvm
// CHECK-NOT:   posix_memalign
llvm.func @no_allocations() {
  llvm.return
}

// -----

// Definitions of the user's are left alone.
// CHECK-LABEL: llvm.func @_mlir_memref_to_llvm_alloc(
// CHECK-NEXT:    llvm.call @malloc
// CHECK-NOT:   posix_memalign
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @_mlir_memref_to_llvm_alloc(%size: i64) -> !llvm.ptr {
  %p = llvm.call @malloc(%size) : (i64) -> !llvm.ptr
  llvm.return %p : !llvm.ptr
}

