// Padding an i0 buffer with padding_value = lowest (or one): i0 has no
// minimum value and no one, so this is an unsupported element type and
// must give a located error (like complex<f32>), not a malformed constant.
//
// Regression test, found by fuzzing. Before the fix: -shapes-lower-layouts exits 0 and prints `arith.constant  : i0`
// (getPaddingValueAttr builds APInt::getSignedMinValue(0) / APInt(0, 1),
// which set a bit out of range), output that does not parse again.
//
// RUN: not shapes-opt %s -shapes-lower-layouts 2>&1 | FileCheck %s

// CHECK: i0-padding.mlir:[[@LINE+2]]:{{[0-9]+}}: error: 'memref.alloc' op cannot fill the padding
func.func @lowest() -> memref<2xi0, #shapes.layout<minor_to_major = [0], padded_dimensions = [3], padding_value = lowest>> {
  %a = memref.alloc() : memref<2xi0, #shapes.layout<minor_to_major = [0], padded_dimensions = [3], padding_value = lowest>>
  return %a : memref<2xi0, #shapes.layout<minor_to_major = [0], padded_dimensions = [3], padding_value = lowest>>
}
