// An allocation whose '?' size is beyond the padded bound of its layout
// stops the program before it allocates, with one line that names the
// allocation, the size and the bound: without the check, the 5 rows
// written into a buffer padded to 4 corrupt the heap. Sizes up to the
// bound run. (A constant size beyond the bound is a compile-time error:
// test/Conversion/ShapesToLinalg/allocation-bounds.mlir.)
//
// RUN: shapes-opt %s -shapes-to-llvm -o %t.mlir
// RUN: not --crash mlir-runner %t.mlir -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s

#bound = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [4, 3]>

func.func private @printMemrefF32(memref<*xf32>)

func.func @fill(%n: index) {
  %m = memref.alloc(%n) : memref<?x3xf32, #bound>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%m : memref<?x3xf32, #bound>)
  %t = bufferization.to_tensor %m restrict : memref<?x3xf32, #bound> to tensor<?x3xf32, #bound>
  %u = shapes.relayout %t : tensor<?x3xf32, #bound> to tensor<?x3xf32>
  %b = bufferization.to_buffer %u : tensor<?x3xf32> to memref<?x3xf32>
  %p = memref.cast %b : memref<?x3xf32> to memref<*xf32>
  call @printMemrefF32(%p) : (memref<*xf32>) -> ()
  return
}

// CHECK: sizes = [3, 3]
// CHECK: sizes = [4, 3]
// CHECK-NOT: sizes = [5, 3]
// CHECK: shapes: 'memref.alloc' at {{.*}}allocation-bounds.mlir:18:8: dimension 0 has size 5, beyond its padded bound 4
// CHECK-NOT: sizes = [5, 3]
func.func @main() {
  %c3 = arith.constant 3 : index
  call @fill(%c3) : (index) -> ()
  %c4 = arith.constant 4 : index
  call @fill(%c4) : (index) -> ()
  %c5 = arith.constant 5 : index
  call @fill(%c5) : (index) -> ()
  return
}
