// RUN: shapes-opt %s -shapes-math-to-libm -split-input-file \
// RUN:   -allow-unregistered-dialect | FileCheck %s
// RUN: shapes-opt %s -shapes-math-to-libm="functions=sin" -split-input-file \
// RUN:   -allow-unregistered-dialect | FileCheck %s --check-prefix=SIN
// RUN: not shapes-opt %s -shapes-math-to-libm="functions=erf,rsqrt" \
// RUN:   -allow-unregistered-dialect 2>&1 \
// RUN: | FileCheck %s --check-prefix=BAD

// BAD: error: -shapes-math-to-libm: no libm function for math.rsqrt; functions may list acos, acosh, asin, asinh, atan, atan2, atanh, cbrt, ceil, cos, cosh, erf, erfc, exp, exp2, expm1, floor, log, log10, log1p, log2, powf, round, roundeven, sin, sinh, sqrt, tan, tanh, trunc

// The functions that the LLVM lowering lacks, and expm1 and log1p, which
// it computes as exp(x) - 1 and log(1 + x), become calls of libm's
// functions: the f64 function for f64, the f32 one (erff, ...) for f32.
// The declarations read no memory, so that LLVM may hoist the calls.
// CHECK-DAG:   func.func private @acosh(f64) -> f64 attributes {llvm.readnone}
// CHECK-DAG:   func.func private @asinh(f64) -> f64 attributes {llvm.readnone}
// CHECK-DAG:   func.func private @atanh(f64) -> f64 attributes {llvm.readnone}
// CHECK-DAG:   func.func private @cbrt(f64) -> f64 attributes {llvm.readnone}
// CHECK-DAG:   func.func private @erf(f64) -> f64 attributes {llvm.readnone}
// CHECK-DAG:   func.func private @erfc(f64) -> f64 attributes {llvm.readnone}
// CHECK-DAG:   func.func private @expm1(f64) -> f64 attributes {llvm.readnone}
// CHECK-DAG:   func.func private @log1p(f64) -> f64 attributes {llvm.readnone}
// CHECK-DAG:   func.func private @erff(f32) -> f32 attributes {llvm.readnone}
// CHECK-DAG:   func.func private @expm1f(f32) -> f32 attributes {llvm.readnone}
// CHECK-DAG:   func.func private @log1pf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func @f64_functions(
// CHECK-SAME:      %[[X:.*]]: f64
// CHECK:         %[[A:.*]] = call @acosh(%[[X]]) : (f64) -> f64
// CHECK:         %[[B:.*]] = call @asinh(%[[X]]) : (f64) -> f64
// CHECK:         %[[C:.*]] = call @atanh(%[[X]]) : (f64) -> f64
// CHECK:         %[[D:.*]] = call @cbrt(%[[X]]) : (f64) -> f64
// CHECK:         %[[E:.*]] = call @erf(%[[X]]) : (f64) -> f64
// CHECK:         %[[F:.*]] = call @erfc(%[[X]]) : (f64) -> f64
// CHECK:         %[[G:.*]] = call @expm1(%[[X]]) : (f64) -> f64
// CHECK:         %[[H:.*]] = call @log1p(%[[X]]) : (f64) -> f64
// CHECK:         return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]], %[[F]], %[[G]], %[[H]]
// CHECK-LABEL: func.func @f32_functions(
// CHECK-SAME:      %[[Y:.*]]: f32
// CHECK:         call @erff(%[[Y]]) : (f32) -> f32
// CHECK:         call @expm1f(%[[Y]]) : (f32) -> f32
// CHECK:         call @log1pf(%[[Y]]) : (f32) -> f32
// SIN-LABEL:   func.func @f64_functions(
// SIN-NOT:       call
// SIN:           math.acosh
func.func @f64_functions(%x: f64) -> (f64, f64, f64, f64, f64, f64, f64, f64) {
  %a = math.acosh %x : f64
  %b = math.asinh %x : f64
  %c = math.atanh %x : f64
  %d = math.cbrt %x : f64
  %e = math.erf %x : f64
  %f = math.erfc %x : f64
  %g = math.expm1 %x : f64
  %h = math.log1p %x : f64
  return %a, %b, %c, %d, %e, %f, %g, %h : f64, f64, f64, f64, f64, f64, f64, f64
}
func.func @f32_functions(%x: f32) -> (f32, f32, f32) {
  %a = math.erf %x : f32
  %b = math.expm1 %x : f32
  %c = math.log1p %x : f32
  return %a, %b, %c : f32, f32, f32
}

// -----

// On a vector, one call per lane, its result inserted into the vector.
// CHECK-LABEL: func.func @vector(
// CHECK-SAME:      %[[V:.*]]: vector<2x2xf64>
// CHECK:         %[[Z:.*]] = arith.constant dense<0.000000e+00> : vector<2x2xf64>
// CHECK:         %[[X0:.*]] = vector.extract %[[V]][0, 0]
// CHECK:         %[[Y0:.*]] = call @erfc(%[[X0]]) : (f64) -> f64
// CHECK:         %[[R0:.*]] = vector.insert %[[Y0]], %[[Z]] [0, 0]
// CHECK:         %[[X1:.*]] = vector.extract %[[V]][0, 1]
// CHECK:         %[[Y1:.*]] = call @erfc(%[[X1]]) : (f64) -> f64
// CHECK:         %[[R1:.*]] = vector.insert %[[Y1]], %[[R0]] [0, 1]
// CHECK:         %[[X2:.*]] = vector.extract %[[V]][1, 0]
// CHECK:         %[[Y2:.*]] = call @erfc(%[[X2]]) : (f64) -> f64
// CHECK:         %[[R2:.*]] = vector.insert %[[Y2]], %[[R1]] [1, 0]
// CHECK:         %[[X3:.*]] = vector.extract %[[V]][1, 1]
// CHECK:         %[[Y3:.*]] = call @erfc(%[[X3]]) : (f64) -> f64
// CHECK:         %[[R3:.*]] = vector.insert %[[Y3]], %[[R2]] [1, 1]
// CHECK:         return %[[R3]]
func.func @vector(%v: vector<2x2xf64>) -> vector<2x2xf64> {
  %r = math.erfc %v : vector<2x2xf64>
  return %r : vector<2x2xf64>
}

// -----

// f16 and bf16 math is computed in f32, between arith conversions that
// -shapes-expand-f16 and -shapes-expand-bf16 compute without compiler-rt;
// a function of the list then calls libm's f32 function. absf, copysign,
// fma and the classifications keep their type; f32 and f64 functions not
// in the list stay math ops.
// CHECK-LABEL: func.func @half(
// CHECK-SAME:      %[[H:.*]]: f16, %[[B:.*]]: vector<2xbf16>, %[[F:.*]]: f32, %[[D:.*]]: f64
// CHECK-DAG:     %[[HE:.*]] = arith.extf %[[H]] : f16 to f32
// CHECK-DAG:     %[[BE:.*]] = arith.extf %[[B]] : vector<2xbf16> to vector<2xf32>
// CHECK:         %[[E:.*]] = call @erff(%[[HE]]) : (f32) -> f32
// CHECK:         %[[ET:.*]] = arith.truncf %[[E]] {{.*}}: f32 to f16
// CHECK:         %[[S:.*]] = math.sin %[[BE]] : vector<2xf32>
// CHECK:         %[[ST:.*]] = arith.truncf %[[S]] {{.*}}: vector<2xf32> to vector<2xbf16>
// CHECK:         %[[A:.*]] = math.absf %[[H]] : f16
// CHECK:         %[[C:.*]] = math.copysign %[[H]], %[[H]] : f16
// CHECK:         %[[M:.*]] = math.fma %[[H]], %[[H]], %[[H]] : f16
// CHECK:         %[[N:.*]] = math.isnan %[[H]] : f16
// CHECK:         %[[X:.*]] = math.exp %[[F]] : f32
// CHECK:         %[[T:.*]] = math.tanh %[[D]] : f64
// CHECK:         return %[[ET]], %[[ST]], %[[A]], %[[C]], %[[M]], %[[N]], %[[X]], %[[T]]
func.func @half(%h: f16, %b: vector<2xbf16>, %f: f32, %d: f64)
    -> (f16, vector<2xbf16>, f16, f16, f16, i1, f32, f64) {
  %e = math.erf %h : f16
  %s = math.sin %b : vector<2xbf16>
  %a = math.absf %h : f16
  %c = math.copysign %h, %h : f16
  %m = math.fma %h, %h, %h : f16
  %n = math.isnan %h : f16
  %x = math.exp %f : f32
  %t = math.tanh %d : f64
  return %e, %s, %a, %c, %m, %n, %x, %t : f16, vector<2xbf16>, f16, f16, f16, i1, f32, f64
}

// -----

// Ops of other dialects keep their f16 and bf16 values, an op of an
// unregistered dialect too.
// CHECK-LABEL: func.func @other_dialects(
// CHECK-SAME:      %[[H:.*]]: f16
// CHECK:         %[[A:.*]] = arith.addf %[[H]], %[[H]] : f16
// CHECK:         %[[U:.*]] = "foo.bar"(%[[A]]) : (f16) -> f16
// CHECK:         return %[[U]]
func.func @other_dialects(%h: f16) -> f16 {
  %a = arith.addf %h, %h : f16
  %u = "foo.bar"(%a) : (f16) -> f16
  return %u : f16
}
