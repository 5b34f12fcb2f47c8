// -shapes-c-interface-offsets rebases the descriptors a function loads from
// its marked arguments, and fails on a marked argument it cannot rebase.
// RUN: shapes-opt %s -split-input-file -verify-diagnostics -shapes-c-interface-offsets

llvm.func @use(!llvm.ptr)
llvm.func @passed_on(%p: !llvm.ptr {shapes.memref_type = memref<3x6xf32>}) {
  // expected-error @+1 {{'llvm.call' op uses argument 0 of 'passed_on', a pointer to a descriptor of 'memref<3x6xf32>', other than to load the descriptor}}
  llvm.call @use(%p) : (!llvm.ptr) -> ()
  llvm.return
}

// -----

// An unranked descriptor for a ranked type.
llvm.func @wrong_descriptor(%p: !llvm.ptr {shapes.memref_type = memref<3x6xf32>}) {
  // expected-error @+1 {{'llvm.load' op uses argument 0 of 'wrong_descriptor', a pointer to a descriptor of 'memref<3x6xf32>', other than to load the descriptor}}
  %d = llvm.load %p : !llvm.ptr -> !llvm.struct<(i64, ptr)>
  llvm.return
}

// -----

// A ranked descriptor for an unranked type.
llvm.func @wrong_unranked(%p: !llvm.ptr {shapes.memref_type = memref<*xf32>}) {
  // expected-error @+1 {{'llvm.load' op uses argument 0 of 'wrong_unranked', a pointer to a descriptor of 'memref<*xf32>', other than to load the descriptor}}
  %d = llvm.load %p : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op has argument 0 of type 'memref<4xtf32>', whose element type has no LLVM type}}
llvm.func @no_llvm_type(%p: !llvm.ptr {shapes.memref_type = memref<4xtf32>}) {
  %d = llvm.load %p : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  llvm.return
}
