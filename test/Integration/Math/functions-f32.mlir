// expm1, log1p, erf, erfc, cbrt, asinh, acosh and atanh in f32, in every
// configuration of -shapes-to-llvm: by default expm1, log1p and erf are
// the polynomials of -shapes-approximate-math and the others libm's f32
// functions (erfcf, ...), called lane by lane in the vector loops; with
// approximate-math=false all are libm's. Each function runs on 2^32 /
// 4099 bit patterns spread over every exponent and sign (the pattern
// i * 4099 for every i) and on a list of special values: zeros,
// subnormals, +-1e-5, +-1e-12, +-1e-30 (where exp(x) - 1 and log(1 + x)
// lose every digit), the neighbours of +-1, the limits of overflow,
// infinities and NaN. The reference is libm's f64 function rounded to
// f32. For each function the test prints the largest distance in units
// of the last place (ULP, counted between the ordered bit patterns of the
// two results; two NaNs are at distance 0) and the number of wrong
// special results: where the reference or the argument is NaN, an
// infinity or zero, the result must have the same bits (any NaN for a
// NaN). The bounds checked are the largest distances measured (the
// approximations' and libm's).
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="approximate-math=false" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="vectorize=false" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="threads=2" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm | mlir-translate --mlir-to-llvmir > /dev/null
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=affine" | FileCheck %s --check-prefix=AFF

// The kernels are vector loops.
// AFF-LABEL: func.func @apply_expm1(
// AFF:         math.expm1 {{.*}} : vector<16xf32>
// AFF-LABEL: func.func @apply_log1p(
// AFF:         math.log1p {{.*}} : vector<16xf32>
// AFF-LABEL: func.func @apply_erf(
// AFF:         math.erf {{.*}} : vector<16xf32>
// AFF-LABEL: func.func @apply_erfc(
// AFF:         math.erfc {{.*}} : vector<16xf32>
// AFF-LABEL: func.func @apply_cbrt(
// AFF:         math.cbrt {{.*}} : vector<16xf32>
// AFF-LABEL: func.func @apply_asinh(
// AFF:         math.asinh {{.*}} : vector<16xf32>
// AFF-LABEL: func.func @apply_acosh(
// AFF:         math.acosh {{.*}} : vector<16xf32>
// AFF-LABEL: func.func @apply_atanh(
// AFF:         math.atanh {{.*}} : vector<16xf32>

func.func @apply_expm1(%x: tensor<?xf32>, %out: memref<?xf32>) {
  %r = math.expm1 %x : tensor<?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}
func.func @apply_log1p(%x: tensor<?xf32>, %out: memref<?xf32>) {
  %r = math.log1p %x : tensor<?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}
func.func @apply_erf(%x: tensor<?xf32>, %out: memref<?xf32>) {
  %r = math.erf %x : tensor<?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}
func.func @apply_erfc(%x: tensor<?xf32>, %out: memref<?xf32>) {
  %r = math.erfc %x : tensor<?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}
func.func @apply_cbrt(%x: tensor<?xf32>, %out: memref<?xf32>) {
  %r = math.cbrt %x : tensor<?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}
func.func @apply_asinh(%x: tensor<?xf32>, %out: memref<?xf32>) {
  %r = math.asinh %x : tensor<?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}
func.func @apply_acosh(%x: tensor<?xf32>, %out: memref<?xf32>) {
  %r = math.acosh %x : tensor<?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}
func.func @apply_atanh(%x: tensor<?xf32>, %out: memref<?xf32>) {
  %r = math.atanh %x : tensor<?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}
func.func private @expm1(f64) -> f64
func.func private @log1p(f64) -> f64
func.func private @erf(f64) -> f64
func.func private @erfc(f64) -> f64
func.func private @cbrt(f64) -> f64
func.func private @asinh(f64) -> f64
func.func private @acosh(f64) -> f64
func.func private @atanh(f64) -> f64

// The bits of `x` as an integer that orders like the floats: -0 and +0
// are both 0, the negative floats below.
func.func @ordered(%x: f32) -> i64 {
  %bits = arith.bitcast %x : f32 to i32
  %wide = arith.extsi %bits : i32 to i64
  %c0 = arith.constant 0 : i64
  %min = arith.constant -2147483648 : i64
  %neg = arith.cmpi slt, %wide, %c0 : i64
  %flipped = arith.subi %min, %wide : i64
  %r = arith.select %neg, %flipped, %wide : i64
  return %r : i64
}

// The distance in ULP between `a` and the reference `b`: the distance
// of their ordered bits, 0 for two NaNs, 2^40 for one NaN or for
// distances beyond 2^40.
func.func @ulps(%a: f32, %b: f32) -> i64 {
  %a_nan = arith.cmpf uno, %a, %a : f32
  %b_nan = arith.cmpf uno, %b, %b : f32
  %both = arith.andi %a_nan, %b_nan : i1
  %one = arith.xori %a_nan, %b_nan : i1
  %oa = func.call @ordered(%a) : (f32) -> i64
  %ob = func.call @ordered(%b) : (f32) -> i64
  %huge = arith.constant 1099511627776 : i64
  %c0 = arith.constant 0 : i64
  %d = arith.subi %oa, %ob : i64
  %nd = arith.subi %c0, %d : i64
  %abs = arith.maxsi %d, %nd : i64
  %capped = arith.minsi %abs, %huge : i64
  %r1 = arith.select %one, %huge, %capped : i64
  %r = arith.select %both, %c0, %r1 : i64
  return %r : i64
}

// Whether `x` is NaN, an infinity or a zero.
func.func @special(%x: f32) -> i1 {
  %abs = math.absf %x : f32
  %inf = arith.constant 0x7F800000 : f32
  %zero = arith.constant 0.0 : f32
  %is_inf = arith.cmpf oeq, %abs, %inf : f32
  %is_zero = arith.cmpf oeq, %abs, %zero : f32
  %is_nan = arith.cmpf uno, %x, %x : f32
  %a = arith.ori %is_inf, %is_zero : i1
  %r = arith.ori %a, %is_nan : i1
  return %r : i1
}

// Whether `a` and `b` have the same bits, or are both NaN.
func.func @same(%a: f32, %b: f32) -> i1 {
  %ia = arith.bitcast %a : f32 to i32
  %ib = arith.bitcast %b : f32 to i32
  %eq = arith.cmpi eq, %ia, %ib : i32
  %a_nan = arith.cmpf uno, %a, %a : f32
  %b_nan = arith.cmpf uno, %b, %b : f32
  %both = arith.andi %a_nan, %b_nan : i1
  %r = arith.ori %eq, %both : i1
  return %r : i1
}

// The reference: libm's f64 function `which` (the index in the list of
// kernels) of `x`, rounded to f32.
func.func @reference(%which: index, %x: f32) -> f32 {
  %d = arith.extf %x : f32 to f64
  %r = scf.index_switch %which -> f64
  case 0 {
    %v = func.call @expm1(%d) : (f64) -> f64
    scf.yield %v : f64
  }
  case 1 {
    %v = func.call @log1p(%d) : (f64) -> f64
    scf.yield %v : f64
  }
  case 2 {
    %v = func.call @erf(%d) : (f64) -> f64
    scf.yield %v : f64
  }
  case 3 {
    %v = func.call @erfc(%d) : (f64) -> f64
    scf.yield %v : f64
  }
  case 4 {
    %v = func.call @cbrt(%d) : (f64) -> f64
    scf.yield %v : f64
  }
  case 5 {
    %v = func.call @asinh(%d) : (f64) -> f64
    scf.yield %v : f64
  }
  case 6 {
    %v = func.call @acosh(%d) : (f64) -> f64
    scf.yield %v : f64
  }
  case 7 {
    %v = func.call @atanh(%d) : (f64) -> f64
    scf.yield %v : f64
  }
  default {
    %nan = arith.constant 0x7FF8000000000000 : f64
    scf.yield %nan : f64
  }
  %f = arith.truncf %r : f64 to f32
  return %f : f32
}

// Prints the largest distance in ULP and the number of wrong specials of
// the results `y` of function `which` on `x`.
func.func @check(%which: index, %x: memref<?xf32>, %y: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %n = memref.dim %x, %c0 : memref<?xf32>
  %max, %wrong = scf.for %i = %c0 to %n step %c1
      iter_args(%m = %zero, %w = %zero) -> (i64, i64) {
    %xi = memref.load %x[%i] : memref<?xf32>
    %yi = memref.load %y[%i] : memref<?xf32>
    %ref = func.call @reference(%which, %xi) : (index, f32) -> f32
    %u = func.call @ulps(%yi, %ref) : (f32, f32) -> i64
    %m2 = arith.maxsi %m, %u : i64
    %sx = func.call @special(%xi) : (f32) -> i1
    %sr = func.call @special(%ref) : (f32) -> i1
    %s = arith.ori %sx, %sr : i1
    %ok = func.call @same(%yi, %ref) : (f32, f32) -> i1
    %bad = arith.cmpi ult, %ok, %s : i1
    %badi = arith.extui %bad : i1 to i64
    %w2 = arith.addi %w, %badi : i64
    scf.yield %m2, %w2 : i64, i64
  }
  vector.print str "max-ulp "
  vector.print %max : i64 punctuation <no_punctuation>
  vector.print str " wrong-specials "
  vector.print %wrong : i64
  return
}

memref.global "private" constant @specials : memref<44xi32> =
    dense<[925353388, -1222130260, 730643660, -1416839988, 228737632, -1918746016, 1056964608, -1090519040, 1065353216, -1082130432, 1073741824, -1073741824, 1092616192, -1054867456, 1118830592, -1028653056, 1118961664, -1028521984, 1900671690, -246811958, 1065353199, -1082130449, 1065353217, -1082130431, 2137108966, -10374682, 0, -2147483648, 1, -2147483647, 8388607, -2139095041, 8388608, -2139095040, 2139095039, -8388609, 2139095040, -8388608, 2143289344, -4194304, 1065353215, -1082130433, 1065353217, -1082130431]>

// The samples: the bit patterns i * 4099 for every i below 2^32 / 4099,
// then the specials.
func.func @samples() -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %count = arith.constant 1047809 : index
  %nspecial = arith.constant 44 : index
  %n = arith.addi %count, %nspecial : index
  %x = memref.alloc(%n) : memref<?xf32>
  %stride = arith.constant 4099 : i32
  scf.for %i = %c0 to %count step %c1 {
    %ii = arith.index_cast %i : index to i32
    %bits = arith.muli %ii, %stride : i32
    %f = arith.bitcast %bits : i32 to f32
    memref.store %f, %x[%i] : memref<?xf32>
  }
  %sp = memref.get_global @specials : memref<44xi32>
  scf.for %i = %c0 to %nspecial step %c1 {
    %bits = memref.load %sp[%i] : memref<44xi32>
    %f = arith.bitcast %bits : i32 to f32
    %at = arith.addi %count, %i : index
    memref.store %f, %x[%at] : memref<?xf32>
  }
  return %x : memref<?xf32>
}

func.func @main() {
  %x = func.call @samples() : () -> memref<?xf32>
  %c0 = arith.constant 0 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  %y = memref.alloc(%n) : memref<?xf32>
  %t = bufferization.to_tensor %x restrict : memref<?xf32> to tensor<?xf32>
  // CHECK: expm1 max-ulp {{[0-2]}} wrong-specials 0
  vector.print str "expm1 "
  call @apply_expm1(%t, %y) : (tensor<?xf32>, memref<?xf32>) -> ()
  %w0 = arith.constant 0 : index
  call @check(%w0, %x, %y) : (index, memref<?xf32>, memref<?xf32>) -> ()
  // CHECK: log1p max-ulp {{[0-2]}} wrong-specials 0
  vector.print str "log1p "
  call @apply_log1p(%t, %y) : (tensor<?xf32>, memref<?xf32>) -> ()
  %w1 = arith.constant 1 : index
  call @check(%w1, %x, %y) : (index, memref<?xf32>, memref<?xf32>) -> ()
  // CHECK: erf max-ulp {{[0-4]}} wrong-specials 0
  vector.print str "erf "
  call @apply_erf(%t, %y) : (tensor<?xf32>, memref<?xf32>) -> ()
  %w2 = arith.constant 2 : index
  call @check(%w2, %x, %y) : (index, memref<?xf32>, memref<?xf32>) -> ()
  // CHECK: erfc max-ulp {{[0-2]}} wrong-specials 0
  vector.print str "erfc "
  call @apply_erfc(%t, %y) : (tensor<?xf32>, memref<?xf32>) -> ()
  %w3 = arith.constant 3 : index
  call @check(%w3, %x, %y) : (index, memref<?xf32>, memref<?xf32>) -> ()
  // CHECK: cbrt max-ulp {{[0-1]}} wrong-specials 0
  vector.print str "cbrt "
  call @apply_cbrt(%t, %y) : (tensor<?xf32>, memref<?xf32>) -> ()
  %w4 = arith.constant 4 : index
  call @check(%w4, %x, %y) : (index, memref<?xf32>, memref<?xf32>) -> ()
  // CHECK: asinh max-ulp {{[0-1]}} wrong-specials 0
  vector.print str "asinh "
  call @apply_asinh(%t, %y) : (tensor<?xf32>, memref<?xf32>) -> ()
  %w5 = arith.constant 5 : index
  call @check(%w5, %x, %y) : (index, memref<?xf32>, memref<?xf32>) -> ()
  // CHECK: acosh max-ulp {{[0-2]}} wrong-specials 0
  vector.print str "acosh "
  call @apply_acosh(%t, %y) : (tensor<?xf32>, memref<?xf32>) -> ()
  %w6 = arith.constant 6 : index
  call @check(%w6, %x, %y) : (index, memref<?xf32>, memref<?xf32>) -> ()
  // CHECK: atanh max-ulp {{[0-2]}} wrong-specials 0
  vector.print str "atanh "
  call @apply_atanh(%t, %y) : (tensor<?xf32>, memref<?xf32>) -> ()
  %w7 = arith.constant 7 : index
  call @check(%w7, %x, %y) : (index, memref<?xf32>, memref<?xf32>) -> ()
  memref.dealloc %y : memref<?xf32>
  memref.dealloc %x : memref<?xf32>
  return
}
