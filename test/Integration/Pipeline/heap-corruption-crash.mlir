// A program that corrupts the heap crashes promptly under lit instead of
// hanging: the store loop runs 4096 floats past a 16-byte allocation, and
// glibc aborts at the next free. LLVM's crash handler in mlir-runner would
// then symbolize its stack trace, allocate on the corrupted heap and
// deadlock; test/lit.cfg.py turns symbolization off. Should it hang, the
// per-test timeout fails the test. (Not through `not --crash`: that turns
// symbolization off itself.)
//
// RUN: mlir-opt %s -convert-scf-to-cf -finalize-memref-to-llvm \
// RUN:   -convert-arith-to-llvm -convert-func-to-llvm -convert-cf-to-llvm \
// RUN:   -reconcile-unrealized-casts -o %t.mlir
// RUN: mlir-runner -e main -entry-point-result=void %t.mlir > %t.out 2>&1 || true
// RUN: FileCheck %s < %t.out

// CHECK: Stack dump:
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %f = memref.reinterpret_cast %a to offset: [0], sizes: [4096], strides: [1] : memref<4xf32> to memref<4096xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 4096 : index
  %v = arith.constant 3.0e38 : f32
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %f[%i] : memref<4096xf32>
  }
  memref.dealloc %b : memref<4xf32>
  %c = memref.alloc() : memref<64xf32>
  memref.dealloc %c : memref<64xf32>
  memref.dealloc %a : memref<4xf32>
  return
}
