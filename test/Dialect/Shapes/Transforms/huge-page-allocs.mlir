// RUN: shapes-opt %s -split-input-file -shapes-huge-page-allocs | FileCheck %s
// RUN: shapes-opt %s -split-input-file -shapes-huge-page-allocs=threshold=65536 | FileCheck %s --check-prefix=THRESHOLD

// The declarations of -finalize-memref-to-llvm="use-generic-functions"
// get bodies: from the threshold on, the block kept in the slot when it is
// large enough (malloc_usable_size), else posix_memalign to 2 MiB and
// madvise(MADV_HUGEPAGE = 14); malloc below it. free keeps a block of at
// least the threshold in the slot, exchanged atomically, and releases the
// one it held; it releases smaller ones.

// CHECK-LABEL: llvm.mlir.global linkonce_odr @_shapes_cached_huge_block()
// CHECK-SAME:      : !llvm.ptr {
// CHECK:         %[[Z:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK:         llvm.return %[[Z]] : !llvm.ptr
// CHECK-LABEL: llvm.func linkonce_odr @_mlir_memref_to_llvm_alloc(
// CHECK-SAME:      %[[SIZE:.*]]: i64) -> !llvm.ptr {
// CHECK:         %[[LIMIT:.*]] = llvm.mlir.constant(4194304 : i64) : i64
// CHECK:         %[[HUGE:.*]] = llvm.icmp "uge" %[[SIZE]], %[[LIMIT]] : i64
// CHECK:         llvm.cond_br %[[HUGE]], ^[[CACHED:.*]], ^[[MALLOC:.*]]
// CHECK:       ^[[MALLOC]]:
// CHECK:         %[[P:.*]] = llvm.call @malloc(%[[SIZE]])
// CHECK:         llvm.return %[[P]]
// CHECK:       ^[[CACHED]]:
// CHECK:         %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK:         %[[SLOT:.*]] = llvm.mlir.addressof @_shapes_cached_huge_block
// CHECK:         %[[KEPT:.*]] = llvm.atomicrmw xchg %[[SLOT]], %[[NULL]] acq_rel
// CHECK:         %[[ISKEPT:.*]] = llvm.icmp "ne" %[[KEPT]], %[[NULL]]
// CHECK:         llvm.cond_br %[[ISKEPT]], ^[[CHECK:.*]], ^[[BIG:.*]]
// CHECK:       ^[[CHECK]]:
// CHECK:         %[[USABLE:.*]] = llvm.call @malloc_usable_size(%[[KEPT]])
// CHECK:         %[[FITS:.*]] = llvm.icmp "ule" %[[SIZE]], %[[USABLE]]
// CHECK:         llvm.cond_br %[[FITS]], ^[[REUSE:.*]], ^[[DROP:.*]]
// CHECK:       ^[[REUSE]]:
// CHECK:         llvm.return %[[KEPT]]
// CHECK:       ^[[DROP]]:
// CHECK:         llvm.call @free(%[[KEPT]])
// CHECK:         llvm.br ^[[BIG]]
// CHECK:       ^[[BIG]]:
// CHECK:         %[[ALLOCA:.*]] = llvm.alloca
// CHECK:         %[[ALIGN:.*]] = llvm.mlir.constant(2097152 : i64) : i64
// CHECK:         %[[STATUS:.*]] = llvm.call @posix_memalign(%[[ALLOCA]], %[[ALIGN]], %[[SIZE]])
// CHECK:         llvm.icmp "eq" %[[STATUS]]
// CHECK:         llvm.cond_br %{{.*}}, ^[[ADVISE:.*]], ^[[NONE:.*]]
// CHECK:       ^[[ADVISE]]:
// CHECK:         %[[Q:.*]] = llvm.load %[[ALLOCA]] : !llvm.ptr -> !llvm.ptr
// CHECK:         %[[ADVICE:.*]] = llvm.mlir.constant(14 : i32) : i32
// CHECK:         llvm.call @madvise(%[[Q]], %[[SIZE]], %[[ADVICE]])
// CHECK:         llvm.return %[[Q]]
// CHECK:       ^[[NONE]]:
// CHECK:         %[[OOM:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK:         llvm.return %[[OOM]]
// CHECK-LABEL: llvm.func weak_odr @_mlir_memref_to_llvm_free(
// CHECK-SAME:      %[[PTR:.*]]: !llvm.ptr) {
// CHECK:         %[[N:.*]] = llvm.call @malloc_usable_size(%[[PTR]])
// CHECK:         %[[FLIMIT:.*]] = llvm.mlir.constant(4194304 : i64) : i64
// CHECK:         %[[LARGE:.*]] = llvm.icmp "uge" %[[N]], %[[FLIMIT]] : i64
// CHECK:         llvm.cond_br %[[LARGE]], ^[[KEEP:.*]], ^[[RELEASE:.*]]
// CHECK:       ^[[KEEP]]:
// CHECK:         %[[FSLOT:.*]] = llvm.mlir.addressof @_shapes_cached_huge_block
// CHECK:         %[[OLD:.*]] = llvm.atomicrmw xchg %[[FSLOT]], %[[PTR]] acq_rel
// CHECK:         llvm.call @free(%[[OLD]])
// CHECK:         llvm.return
// CHECK:       ^[[RELEASE]]:
// CHECK:         llvm.call @free(%[[PTR]])
// CHECK:         llvm.return

// THRESHOLD-COUNT-2: llvm.mlir.constant(65536 : i64) : i64
llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr
llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)

// -----

// A module that allocates and frees nothing itself gets the free function
// as well, through which its callers may release what it returns.
// CHECK-LABEL: llvm.func weak_odr @_mlir_memref_to_llvm_free(
// CHECK:         llvm.call @malloc_usable_size
// CHECK-LABEL: llvm.func linkonce_odr @_mlir_memref_to_llvm_alloc(
llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr

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

