// RUN: shapes-opt %s -split-input-file -shapes-expand-f16 | FileCheck %s

// f16 arithmetic in f32; the conversions around it as integer arithmetic.
// CHECK-LABEL: func.func @add
// CHECK-SAME:      (%[[A:.+]]: vector<8xf16>, %[[B:.+]]: vector<8xf16>)
// CHECK:         %[[AI:.+]] = arith.bitcast %[[A]] : vector<8xf16> to vector<8xi16>
// CHECK:         arith.extui %[[AI]] : vector<8xi16> to vector<8xi32>
// CHECK:         %[[S:.+]] = arith.addf %{{.+}}, %{{.+}} : vector<8xf32>
// CHECK:         %[[SI:.+]] = arith.bitcast %[[S]] : vector<8xf32> to vector<8xi32>
// CHECK:         %[[T:.+]] = arith.trunci %{{.+}} : vector<8xi32> to vector<8xi16>
// CHECK:         %[[R:.+]] = arith.bitcast %[[T]] : vector<8xi16> to vector<8xf16>
// CHECK:         return %[[R]]
// CHECK-NOT:     arith.extf
// CHECK-NOT:     arith.truncf
func.func @add(%a: vector<8xf16>, %b: vector<8xf16>) -> vector<8xf16> {
  %r = arith.addf %a, %b : vector<8xf16>
  return %r : vector<8xf16>
}

// -----

// To and from f64: the truncation works on the f64 bits (no double
// rounding through f32); the extension goes through f32, which is exact.
// CHECK-LABEL: func.func @f64
// CHECK:         arith.bitcast %{{.+}} : f64 to i64
// CHECK:         arith.trunci %{{.+}} : i64 to i16
// CHECK:         arith.extui %{{.+}} : i16 to i32
// CHECK:         arith.extf %{{.+}} : f32 to f64
// CHECK-NOT:     arith.truncf
func.func @f64(%x: f64) -> f64 {
  %h = arith.truncf %x : f64 to f16
  %e = arith.extf %h : f16 to f64
  return %e : f64
}

// -----

// A rounding mode other than to nearest even is left alone; other types
// too.
// CHECK-LABEL: func.func @others
// CHECK:         arith.truncf %{{.+}} upward : f32 to f16
// CHECK:         arith.truncf %{{.+}} : f64 to f32
// CHECK:         arith.addf %{{.+}}, %{{.+}} : f32
func.func @others(%x: f32, %y: f64) -> (f16, f32) {
  %h = arith.truncf %x upward : f32 to f16
  %f = arith.truncf %y : f64 to f32
  %s = arith.addf %f, %f : f32
  return %h, %s : f16, f32
}
