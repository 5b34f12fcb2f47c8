// A declaration of _mlir_memref_to_llvm_free of another signature: the
// pipeline reports it at the declaration instead of defining a body that
// does not verify.
llvm.func @_mlir_memref_to_llvm_free(i64) -> i32
func.func @f(%a: memref<4xf32>) {
  %b = memref.alloc() : memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}
