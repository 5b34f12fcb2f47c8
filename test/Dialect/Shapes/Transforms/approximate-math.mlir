// RUN: shapes-opt %s -shapes-approximate-math -split-input-file | FileCheck %s
// RUN: shapes-opt %s -shapes-approximate-math="functions=tanh" -split-input-file \
// RUN: | FileCheck %s --check-prefix=TANH
// RUN: not shapes-opt %s -shapes-approximate-math="functions=exp,frob" 2>&1 \
// RUN: | FileCheck %s --check-prefix=BAD

// BAD: error: -shapes-approximate-math: no approximation of math.frob; functions may list acos, asin, atan, atan2, cbrt, cos, erf, erfc, exp, expm1, log, log1p, log2, sin, tanh

// f32 exp on vectors and scalars becomes arithmetic: k = round(x log2(e))
// by adding 1.5 * 2^23 (whose bits then hold k), r = x - k ln 2 in two
// parts, Cephes' polynomial in r, and the scaling by 2^k. On a vector,
// when |x| <= 86 in every lane (ordered: not for NaN), k is added to the
// exponent field (k << 23 is the shifted sum's bits << 23); otherwise,
// and on a scalar, x is clamped to [-104, 89] and scaled by 2^(k >> 1)
// and then 2^(k - (k >> 1)).
// CHECK-LABEL: func.func @exp(
// CHECK-SAME:      %[[V:.*]]: vector<8xf32>
// CHECK-DAG:     %[[LOW:.*]] = arith.constant dense<-1.040000e+02> : vector<8xf32>
// CHECK-DAG:     %[[HIGH:.*]] = arith.constant dense<8.900000e+01> : vector<8xf32>
// CHECK-DAG:     %[[LOG2E:.*]] = arith.constant dense<1.44269502> : vector<8xf32>
// CHECK-DAG:     %[[SHIFTER:.*]] = arith.constant dense<0x4B400000> : vector<8xf32>
// CHECK-DAG:     %[[SHIFTER_BITS:.*]] = arith.constant dense<1262485504> : vector<8xi32>
// CHECK-DAG:     %[[ONE:.*]] = arith.constant dense<1> : vector<8xi32>
// CHECK-DAG:     %[[BIAS:.*]] = arith.constant dense<127> : vector<8xi32>
// CHECK-DAG:     %[[MANTISSA:.*]] = arith.constant dense<23> : vector<8xi32>
// CHECK-DAG:     %[[FAST_BOUND:.*]] = arith.constant dense<8.600000e+01> : vector<8xf32>
// CHECK:         %[[ABS:.*]] = math.absf %[[V]] : vector<8xf32>
// CHECK:         %[[IN:.*]] = arith.cmpf ole, %[[ABS]], %[[FAST_BOUND]]
// CHECK:         %[[ALL:.*]] = vector.reduction <and>, %[[IN]] : vector<8xi1> into i1
// CHECK:         scf.if %[[ALL]] -> (vector<8xf32>) {
// CHECK:           %[[FT:.*]] = math.fma %[[V]], %[[LOG2E]], %[[SHIFTER]]
// CHECK:           %[[FK:.*]] = arith.subf %[[FT]], %[[SHIFTER]]
// CHECK:           %[[FR1:.*]] = math.fma %[[FK]], %{{.*}}, %[[V]]
// CHECK:           %[[FR:.*]] = math.fma %[[FK]], %{{.*}}, %[[FR1]]
// CHECK-COUNT-5:   math.fma %{{.*}}, %[[FR]], %{{.*}} : vector<8xf32>
// CHECK:           %[[FEXPR:.*]] = arith.addf
// CHECK:           %[[FTBITS:.*]] = arith.bitcast %[[FT]] : vector<8xf32> to vector<8xi32>
// CHECK:           %[[FEXP:.*]] = arith.shli %[[FTBITS]], %[[MANTISSA]]
// CHECK:           %[[FEXPRBITS:.*]] = arith.bitcast %[[FEXPR]] : vector<8xf32> to vector<8xi32>
// CHECK:           %[[FBITS:.*]] = arith.addi %[[FEXPRBITS]], %[[FEXP]]
// CHECK:           %[[FAST:.*]] = arith.bitcast %[[FBITS]] : vector<8xi32> to vector<8xf32>
// CHECK:           scf.yield %[[FAST]]
// CHECK:         } else {
// CHECK:           %[[GE:.*]] = arith.cmpf uge, %[[V]], %[[LOW]]
// CHECK:           %[[X1:.*]] = arith.select %[[GE]], %[[V]], %[[LOW]]
// CHECK:           %[[LE:.*]] = arith.cmpf ule, %[[X1]], %[[HIGH]]
// CHECK:           %[[X:.*]] = arith.select %[[LE]], %[[X1]], %[[HIGH]]
// CHECK:           %[[T:.*]] = math.fma %[[X]], %[[LOG2E]], %[[SHIFTER]]
// CHECK:           %[[K:.*]] = arith.subf %[[T]], %[[SHIFTER]]
// CHECK:           %[[R1:.*]] = math.fma %[[K]], %{{.*}}, %[[X]]
// CHECK:           %[[R:.*]] = math.fma %[[K]], %{{.*}}, %[[R1]]
// CHECK-COUNT-5:   math.fma %{{.*}}, %[[R]], %{{.*}} : vector<8xf32>
// CHECK:           %[[EXPR:.*]] = arith.addf
// CHECK:           %[[TBITS:.*]] = arith.bitcast %[[T]] : vector<8xf32> to vector<8xi32>
// CHECK:           %[[KI:.*]] = arith.subi %[[TBITS]], %[[SHIFTER_BITS]]
// CHECK:           %[[K1:.*]] = arith.shrsi %[[KI]], %[[ONE]]
// CHECK:           %[[E1:.*]] = arith.addi %[[K1]], %[[BIAS]]
// CHECK:           %[[P1:.*]] = arith.shli %[[E1]], %[[MANTISSA]]
// CHECK:           %[[S1:.*]] = arith.bitcast %[[P1]] : vector<8xi32> to vector<8xf32>
// CHECK:           %[[M1:.*]] = arith.mulf %[[EXPR]], %[[S1]]
// CHECK:           %[[K2:.*]] = arith.subi %[[KI]], %[[K1]]
// CHECK:           %[[E2:.*]] = arith.addi %[[K2]], %[[BIAS]]
// CHECK:           %[[P2:.*]] = arith.shli %[[E2]], %[[MANTISSA]]
// CHECK:           %[[S2:.*]] = arith.bitcast %[[P2]] : vector<8xi32> to vector<8xf32>
// CHECK:           %[[SLOW:.*]] = arith.mulf %[[M1]], %[[S2]]
// CHECK:           scf.yield %[[SLOW]]
// CHECK:         }
// A scalar stays straight-line code: the clamps and the two
// multiplications.
// CHECK-NOT:     math.exp
// CHECK-NOT:     scf.if
// CHECK:         arith.cmpf uge, {{.*}} : f32
// CHECK:         math.fma {{.*}} : f32
// CHECK:         arith.shrsi {{.*}} : i32
// CHECK:         arith.mulf {{.*}} : f32
// CHECK-NOT:     math.exp
// CHECK-NOT:     scf.if
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

// Vectors of rank 0 and 2 (which vector.reduction does not take) stay
// straight-line code too; a scalable 1-D vector branches.
// CHECK-LABEL: func.func @exp_ranks(
// CHECK-NOT:     scf.if
// CHECK:         arith.cmpf uge, {{.*}} : vector<2x8xf32>
// CHECK-NOT:     scf.if
// CHECK:         arith.cmpf uge, {{.*}} : vector<f32>
// CHECK:         vector.reduction <and>, %{{.*}} : vector<[4]xi1> into i1
// CHECK:         scf.if
// CHECK-NOT:     math.exp
// CHECK:         return
func.func @exp_ranks(%m: vector<2x8xf32>, %z: vector<f32>, %s: vector<[4]xf32>)
    -> (vector<2x8xf32>, vector<f32>, vector<[4]xf32>) {
  %a = math.exp %m : vector<2x8xf32>
  %b = math.exp %z : vector<f32>
  %c = math.exp %s : vector<[4]xf32>
  return %a, %b, %c : vector<2x8xf32>, vector<f32>, vector<[4]xf32>
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
