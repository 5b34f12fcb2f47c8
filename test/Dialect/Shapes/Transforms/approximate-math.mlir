// RUN: shapes-opt %s -shapes-approximate-math -split-input-file | FileCheck %s
// RUN: shapes-opt %s -shapes-approximate-math="functions=tanh" -split-input-file \
// RUN: | FileCheck %s --check-prefix=TANH
// RUN: not shapes-opt %s -shapes-approximate-math="functions=exp,frob" 2>&1 \
// RUN: | FileCheck %s --check-prefix=BAD

// BAD: error: -shapes-approximate-math: no approximation of math.frob; functions may list acos, asin, atan, atan2, cbrt, cos, erf, erfc, exp, expm1, log, log1p, log2, sin, tanh

// f32 exp on vectors and scalars becomes arithmetic. Below -87 (a
// subnormal or zero result) it is computed as exp(x / 2)^2.
// CHECK-LABEL: func.func @exp(
// CHECK-SAME:      %[[V:.*]]: vector<8xf32>
// CHECK-DAG:     %[[LIMIT:.*]] = arith.constant dense<-8.700000e+01> : vector<8xf32>
// CHECK-DAG:     %[[HALF:.*]] = arith.constant dense<5.000000e-01> : vector<8xf32>
// CHECK:         %[[SMALL:.*]] = arith.cmpf olt, %[[V]], %[[LIMIT]]
// CHECK:         %[[H:.*]] = arith.mulf %[[V]], %[[HALF]]
// CHECK:         arith.select %[[SMALL]], %[[H]], %[[V]]
// CHECK-NOT:     math.exp
// CHECK:         math.fma {{.*}} : vector<8xf32>
// CHECK:         arith.bitcast {{.*}} : vector<8xi32> to vector<8xf32>
// CHECK:         %[[SQ:.*]] = arith.mulf %[[E:.*]], %[[E]] : vector<8xf32>
// CHECK-NEXT:    arith.select %[[SMALL]], %[[SQ]], %[[E]]
// CHECK-NOT:     math.exp
// CHECK:         math.fma {{.*}} : f32
// CHECK-NOT:     math.exp
// CHECK:         return
// TANH-LABEL: func.func @exp(
// TANH:         math.exp {{.*}} : vector<8xf32>
// TANH:         math.exp {{.*}} : f32
func.func @exp(%v: vector<8xf32>, %x: f32) -> (vector<8xf32>, f32) {
  %a = math.exp %v : vector<8xf32>
  %b = math.exp %x : f32
  return %a, %b : vector<8xf32>, f32
}

// -----

// log of a subnormal: log(x * 2^23) - 23 log(2); log2: minus 23.
// CHECK-LABEL: func.func @logs(
// CHECK-DAG:     arith.constant 1.17549435E-38 : f32
// CHECK-DAG:     arith.constant 0x4B000000 : f32
// CHECK-DAG:     arith.constant 15.9423847 : f32
// CHECK-DAG:     arith.constant 2.300000e+01 : f32
// CHECK-NOT:     math.log
// CHECK:         return
func.func @logs(%x: f32) -> (f32, f32) {
  %a = math.log %x : f32
  %b = math.log2 %x : f32
  return %a, %b : f32, f32
}

// -----

// erf keeps the sign of its argument (erf(-0) = -0).
// CHECK-LABEL: func.func @erf(
// CHECK-SAME:      %[[X:.*]]: f32
// CHECK-NOT:     math.erf
// CHECK:         %[[R:.*]] = math.copysign %{{.*}}, %[[X]] : f32
// CHECK:         return %[[R]]
func.func @erf(%x: f32) -> f32 {
  %a = math.erf %x : f32
  return %a : f32
}

// -----

// bf16 and f16 are computed in f32; f64 and the functions not listed stay
// (libm, through the math lowering).
// CHECK-LABEL: func.func @types(
// CHECK:         arith.extf %{{.*}} : vector<4xbf16> to vector<4xf32>
// CHECK-NOT:     math.tanh {{.*}}bf16
// CHECK:         arith.truncf %{{.*}} : vector<4xf32> to vector<4xbf16>
// CHECK:         arith.extf %{{.*}} : f16 to f32
// CHECK:         math.exp %{{.*}} : f64
// CHECK:         math.sin %{{.*}} : f32
// CHECK:         return
func.func @types(%v: vector<4xbf16>, %h: f16, %d: f64, %x: f32) -> (vector<4xbf16>, f16, f64, f32) {
  %a = math.tanh %v : vector<4xbf16>
  %b = math.log1p %h : f16
  %c = math.exp %d : f64
  %e = math.sin %x : f32
  return %a, %b, %c, %e : vector<4xbf16>, f16, f64, f32
}
