// RUN: shapes-opt %s -shapes-strip-deallocs | FileCheck %s
// The pipeline then re-derives the frees: no leak, no double free.
// RUN: shapes-opt %s -shapes-to-llvm="start-at=linalg stop-at=bufferized" | FileCheck %s --check-prefix=DEALLOC

// Every memref.dealloc of the input is erased; nothing else changes.
// CHECK-LABEL: func.func @f
// CHECK:         memref.alloc
// CHECK:         memref.store
// CHECK-NOT:     memref.dealloc
// CHECK:         return
// DEALLOC-LABEL: func.func @f
// DEALLOC:         memref.dealloc
// DEALLOC-NOT:     memref.dealloc
func.func @f(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %b = memref.alloc() : memref<4xf32>
  memref.store %v, %b[%c0] : memref<4xf32>
  %r = memref.load %b[%c0] : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return %r : f32
}
