// Padding a ui32 (or si8) buffer: -shapes-lower-layouts must either fill it
// or report the unsupported element type on the allocation, like it does for
// complex<f32>; it must not build invalid IR.
//
// Regression test, found by fuzzing. Before the fix: getPaddingValueAttr builds `arith.constant 0 : ui32`, which the
// verifier then rejects after the pass: "'arith.constant' op integer return
// type must be signless" (an op the user never wrote).
//
// RUN: not shapes-opt %s -shapes-lower-layouts 2>&1 | FileCheck %s

// CHECK-NOT: arith.constant
// CHECK: unsigned-padding.mlir:[[@LINE+2]]:{{[0-9]+}}: error: 'memref.alloc' op cannot fill the padding
func.func @f() -> memref<2xui32, #shapes.layout<minor_to_major = [0], padded_dimensions = [3]>> {
  %a = memref.alloc() : memref<2xui32, #shapes.layout<minor_to_major = [0], padded_dimensions = [3]>>
  return %a : memref<2xui32, #shapes.layout<minor_to_major = [0], padded_dimensions = [3]>>
}
