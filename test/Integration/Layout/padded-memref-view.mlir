// A function stores the spec's 2x3 array `a b c / d e f` (a=1 ... f=6)
// through a memref<2x3xf32, #shapes.layout<...>> view of a 15-element
// buffer, lowered with upstream passes only. The raw buffer shows the spec's
// padded image `a d 0 b e 0 c f 0 0 0 0 0 0 0`; the other two views show
// `a d b e c f` and `a b c d e f`.
//
// RUN: shapes-opt %s -convert-linalg-to-loops -convert-scf-to-cf \
// RUN:   -finalize-memref-to-llvm -convert-arith-to-llvm -convert-cf-to-llvm \
// RUN:   -convert-func-to-llvm -reconcile-unrealized-casts \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

#padded = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>
#col = #shapes.layout<minor_to_major = [0, 1]>
#row = #shapes.layout<minor_to_major = [1, 0]>

func.func private @printMemrefF32(memref<*xf32>)

// Stores 1..6 row by row into any 2x3 view.
func.func @store_abcdef_padded(%view: memref<2x3xf32, #padded>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.0 : f32
  %c = arith.constant 3.0 : f32
  %d = arith.constant 4.0 : f32
  %e = arith.constant 5.0 : f32
  %f = arith.constant 6.0 : f32
  memref.store %a, %view[%c0, %c0] : memref<2x3xf32, #padded>
  memref.store %b, %view[%c0, %c1] : memref<2x3xf32, #padded>
  memref.store %c, %view[%c0, %c2] : memref<2x3xf32, #padded>
  memref.store %d, %view[%c1, %c0] : memref<2x3xf32, #padded>
  memref.store %e, %view[%c1, %c1] : memref<2x3xf32, #padded>
  memref.store %f, %view[%c1, %c2] : memref<2x3xf32, #padded>
  return
}

func.func @fill(%buf: memref<?xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%buf : memref<?xf32>)
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index

  // Padded column-major: 15 elements.
  %buf = memref.alloc() : memref<15xf32>
  %dyn = memref.cast %buf : memref<15xf32> to memref<?xf32>
  call @fill(%dyn) : (memref<?xf32>) -> ()
  %view = memref.reinterpret_cast %buf to offset: [0], sizes: [2, 3], strides: [1, 3]
      : memref<15xf32> to memref<2x3xf32, #padded>
  call @store_abcdef_padded(%view) : (memref<2x3xf32, #padded>) -> ()
  %raw = memref.cast %buf : memref<15xf32> to memref<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [15] strides = [1]
  // CHECK-NEXT: [1,  4,  0,  2,  5,  0,  3,  6,  0,  0,  0,  0,  0,  0,  0]
  call @printMemrefF32(%raw) : (memref<*xf32>) -> ()
  // The view itself reads back the logical array.
  %logical = memref.cast %view : memref<2x3xf32, #padded> to memref<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [1, 3]
  // CHECK-NEXT: [1,   2,   3]
  // CHECK-NEXT: [4,   5,   6]
  call @printMemrefF32(%logical) : (memref<*xf32>) -> ()

  // Column-major and row-major without padding: 6 elements.
  %a = arith.constant 1.0 : f32
  %e = arith.constant 5.0 : f32
  %f = arith.constant 6.0 : f32
  %buf2 = memref.alloc() : memref<6xf32>
  %dyn2 = memref.cast %buf2 : memref<6xf32> to memref<?xf32>
  call @fill(%dyn2) : (memref<?xf32>) -> ()
  %col = memref.reinterpret_cast %buf2 to offset: [0], sizes: [2, 3], strides: [1, 2]
      : memref<6xf32> to memref<2x3xf32, #col>
  memref.store %a, %col[%c0, %c0] : memref<2x3xf32, #col>
  memref.store %e, %col[%c1, %c1] : memref<2x3xf32, #col>
  memref.store %f, %col[%c1, %c2] : memref<2x3xf32, #col>
  %raw2 = memref.cast %buf2 : memref<6xf32> to memref<*xf32>
  // a . . . e f  (a d b e c f with only a, e, f written)
  // CHECK: sizes = [6] strides = [1]
  // CHECK-NEXT: [1,  0,  0,  5,  0,  6]
  call @printMemrefF32(%raw2) : (memref<*xf32>) -> ()

  %buf3 = memref.alloc() : memref<6xf32>
  %dyn3 = memref.cast %buf3 : memref<6xf32> to memref<?xf32>
  call @fill(%dyn3) : (memref<?xf32>) -> ()
  %row = memref.reinterpret_cast %buf3 to offset: [0], sizes: [2, 3], strides: [3, 1]
      : memref<6xf32> to memref<2x3xf32, #row>
  memref.store %a, %row[%c0, %c0] : memref<2x3xf32, #row>
  memref.store %e, %row[%c1, %c1] : memref<2x3xf32, #row>
  memref.store %f, %row[%c1, %c2] : memref<2x3xf32, #row>
  %raw3 = memref.cast %buf3 : memref<6xf32> to memref<*xf32>
  // CHECK: sizes = [6] strides = [1]
  // CHECK-NEXT: [1,  0,  0,  0,  5,  6]
  call @printMemrefF32(%raw3) : (memref<*xf32>) -> ()

  memref.dealloc %buf : memref<15xf32>
  memref.dealloc %buf2 : memref<6xf32>
  memref.dealloc %buf3 : memref<6xf32>
  return
}
