// An uninitialized global in a padded layout holds its padding value in the
// padding, like every padded allocation (DESIGN §5: every value produced in
// a padded layout has its padding filled). Only the logical elements are
// left to the program.
//
// Regression test, found by fuzzing. Before the fix: the flat global is left `uninitialized` (zeros after LLVM
// lowering): the raw buffer below shows 0 instead of 1 in the padding.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

#P = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = one>
memref.global "private" @g : memref<2x3xf32, #P> = uninitialized

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %a = memref.get_global @g : memref<2x3xf32, #P>
  %f = arith.constant 2.0 : f32
  linalg.fill ins(%f : f32) outs(%a : memref<2x3xf32, #P>)
  %flat = memref.reinterpret_cast %a to offset: [0], sizes: [15], strides: [1] : memref<2x3xf32, #P> to memref<15xf32>
  %u = memref.cast %flat : memref<15xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// CHECK: [2, 2, 1, 2, 2, 1, 2, 2, 1, 1, 1, 1, 1, 1, 1]
