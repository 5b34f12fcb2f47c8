// padding_value = lowest / highest on a float type without infinities
// (f8E4M3FN): the padding must hold the lowest / highest finite value
// (-448 = 0xFE, 448 = 0x7E), or the type must be rejected with a located
// error; never NaN.
//
// Regression test, found by fuzzing. Before the fix: getPaddingValueAttr uses APFloat::getInf, which for f8E4M3FN
// gives NaN: the padding is filled with 0xFF (lowest) and 0x7F (highest).
//
// RUN: shapes-opt %s -shapes-lower-layouts > %t 2>&1 || true
// RUN: FileCheck %s < %t

// CHECK-NOT: 0xFF : f8E4M3FN
// CHECK-NOT: 0x7F : f8E4M3FN
// CHECK: f8-padding-values.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'memref.alloc' op cannot fill the padding
func.func @f() -> (memref<2xf8E4M3FN, #shapes.layout<minor_to_major = [0], padded_dimensions = [3], padding_value = lowest>>, memref<2xf8E4M3FN, #shapes.layout<minor_to_major = [0], padded_dimensions = [3], padding_value = highest>>) {
  %a = memref.alloc() : memref<2xf8E4M3FN, #shapes.layout<minor_to_major = [0], padded_dimensions = [3], padding_value = lowest>>
  %b = memref.alloc() : memref<2xf8E4M3FN, #shapes.layout<minor_to_major = [0], padded_dimensions = [3], padding_value = highest>>
  return %a, %b : memref<2xf8E4M3FN, #shapes.layout<minor_to_major = [0], padded_dimensions = [3], padding_value = lowest>>, memref<2xf8E4M3FN, #shapes.layout<minor_to_major = [0], padded_dimensions = [3], padding_value = highest>>
}
