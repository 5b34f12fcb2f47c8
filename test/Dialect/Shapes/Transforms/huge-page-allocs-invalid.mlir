// RUN: shapes-opt %s -split-input-file -verify-diagnostics -shapes-huge-page-allocs

// A declaration of another signature is a located error.
// expected-error @+1 {{-shapes-huge-page-allocs: expected _mlir_memref_to_llvm_alloc to be declared as !llvm.ptr (i64), found '!llvm.func<ptr (i32)>'}}
llvm.func @_mlir_memref_to_llvm_alloc(i32) -> !llvm.ptr

// -----

// The result type counts too.
// expected-error @+1 {{-shapes-huge-page-allocs: expected _mlir_memref_to_llvm_alloc to be declared as !llvm.ptr (i64), found '!llvm.func<i64 (i64)>'}}
llvm.func @_mlir_memref_to_llvm_alloc(i64) -> i64

// -----

// And so for the free function, declared alone.
// expected-error @+1 {{-shapes-huge-page-allocs: expected _mlir_memref_to_llvm_free to be declared as void (!llvm.ptr), found '!llvm.func<i32 (i64)>'}}
llvm.func @_mlir_memref_to_llvm_free(i64) -> i32

// -----

// expected-error @+1 {{-shapes-huge-page-allocs: expected _mlir_memref_to_llvm_free to be declared as void (!llvm.ptr), found '!llvm.func<void ()>'}}
llvm.func @_mlir_memref_to_llvm_free()

// -----

// So is a libc function it calls, declared otherwise.
// expected-error @below {{-shapes-huge-page-allocs: malloc, posix_memalign, madvise, malloc_usable_size or free is declared with another signature}}
module {
  // expected-error @+1 {{redefinition of function 'madvise' of different type '!llvm.func<i32 (ptr, i64, i32)>' is prohibited}}
  llvm.func @madvise(!llvm.ptr) -> i32
  llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr
}

// -----

// The free function needs malloc_usable_size too.
// expected-error @below {{-shapes-huge-page-allocs: free or malloc_usable_size is declared with another signature}}
module {
  // expected-error @+1 {{redefinition of function 'malloc_usable_size' of different type '!llvm.func<i64 (ptr)>' is prohibited}}
  llvm.func @malloc_usable_size(!llvm.ptr) -> i32
  llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)
}

// -----

// A free function of another signature, next to the allocation function.
module {
  // expected-error @+1 {{-shapes-huge-page-allocs: expected _mlir_memref_to_llvm_free to be declared as void (!llvm.ptr), found '!llvm.func<void (i64)>'}}
  llvm.func @_mlir_memref_to_llvm_free(i64)
  llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr
}

// -----

// Or defined with another signature: the pass cannot declare its own.
module {
  // expected-error @+1 {{redefinition of function '_mlir_memref_to_llvm_free' of different type '!llvm.func<void (ptr)>' is prohibited}}
  llvm.func @_mlir_memref_to_llvm_free(%arg0: i64) {
    llvm.return
  }
  // expected-error @+1 {{-shapes-huge-page-allocs: _mlir_memref_to_llvm_free is defined with another signature}}
  llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr
}
