// f8E8M0FNU has no sign, no zero and no infinity: the lowest value is
// 2^-127 (0x00) and the default zero padding does not exist. Expected: a
// representable lowest value (or a located error), and a located error for
// zero padding, never NaN (0xFF) nor a negative value.
//
// Regression test, found by fuzzing. Before the fix: lowest pads with `-1.701410e+38 : f8E8M0FNU`
// (APFloat::getLargest(Negative) on an unsigned format) and zero padding
// with 0xFF (NaN).
//
// RUN: shapes-opt %s -shapes-lower-layouts > %t 2>&1 || true
// RUN: FileCheck %s < %t

// CHECK-NOT: -1.701410e+38 : f8E8M0FNU
// CHECK-NOT: 0xFF : f8E8M0FNU
// CHECK: e8m0-padding-values.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'memref.alloc' op cannot fill the padding
func.func @f() -> (memref<2xf8E8M0FNU, #shapes.layout<minor_to_major = [0], padded_dimensions = [3], padding_value = lowest>>, memref<2xf8E8M0FNU, #shapes.layout<minor_to_major = [0], padded_dimensions = [3]>>) {
  %a = memref.alloc() : memref<2xf8E8M0FNU, #shapes.layout<minor_to_major = [0], padded_dimensions = [3], padding_value = lowest>>
  %b = memref.alloc() : memref<2xf8E8M0FNU, #shapes.layout<minor_to_major = [0], padded_dimensions = [3]>>
  return %a, %b : memref<2xf8E8M0FNU, #shapes.layout<minor_to_major = [0], padded_dimensions = [3], padding_value = lowest>>, memref<2xf8E8M0FNU, #shapes.layout<minor_to_major = [0], padded_dimensions = [3]>>
}
