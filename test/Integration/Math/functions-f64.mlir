// expm1, log1p, erf, erfc, cbrt, asinh, acosh and atanh in f64 are libm's
// functions in every configuration of -shapes-to-llvm, called lane by
// lane in the vector loops: not exp(x) - 1 or log(1 + x), which lose
// every digit near 0 (expm1(1e-30) would be 0). Each function runs on
// 2^20 bit patterns spread over every exponent and sign (the pattern
// i * (2^44 + 1)) and on a list of special values: zeros, subnormals,
// +-1e-5, +-1e-8, +-1e-12, +-1e-30, +-1e-300, the neighbours of +-1, the
// limits of overflow, infinities and NaN. The reference is libm's
// function itself, so every result must have its bits: the test prints
// the largest distance in units of the last place (counted between the
// ordered bit patterns; two NaNs are at distance 0) and the number of
// wrong special results (NaN, infinities and zeros, by their bits).
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
// AFF:         math.expm1 {{.*}} : vector<8xf64>
// AFF-LABEL: func.func @apply_log1p(
// AFF:         math.log1p {{.*}} : vector<8xf64>
// AFF-LABEL: func.func @apply_erf(
// AFF:         math.erf {{.*}} : vector<8xf64>
// AFF-LABEL: func.func @apply_erfc(
// AFF:         math.erfc {{.*}} : vector<8xf64>
// AFF-LABEL: func.func @apply_cbrt(
// AFF:         math.cbrt {{.*}} : vector<8xf64>
// AFF-LABEL: func.func @apply_asinh(
// AFF:         math.asinh {{.*}} : vector<8xf64>
// AFF-LABEL: func.func @apply_acosh(
// AFF:         math.acosh {{.*}} : vector<8xf64>
// AFF-LABEL: func.func @apply_atanh(
// AFF:         math.atanh {{.*}} : vector<8xf64>

func.func @apply_expm1(%x: tensor<?xf64>, %out: memref<?xf64>) {
  %r = math.expm1 %x : tensor<?xf64>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xf64>, memref<?xf64>) -> ()
  return
}
func.func @apply_log1p(%x: tensor<?xf64>, %out: memref<?xf64>) {
  %r = math.log1p %x : tensor<?xf64>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xf64>, memref<?xf64>) -> ()
  return
}
func.func @apply_erf(%x: tensor<?xf64>, %out: memref<?xf64>) {
  %r = math.erf %x : tensor<?xf64>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xf64>, memref<?xf64>) -> ()
  return
}
func.func @apply_erfc(%x: tensor<?xf64>, %out: memref<?xf64>) {
  %r = math.erfc %x : tensor<?xf64>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xf64>, memref<?xf64>) -> ()
  return
}
func.func @apply_cbrt(%x: tensor<?xf64>, %out: memref<?xf64>) {
  %r = math.cbrt %x : tensor<?xf64>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xf64>, memref<?xf64>) -> ()
  return
}
func.func @apply_asinh(%x: tensor<?xf64>, %out: memref<?xf64>) {
  %r = math.asinh %x : tensor<?xf64>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xf64>, memref<?xf64>) -> ()
  return
}
func.func @apply_acosh(%x: tensor<?xf64>, %out: memref<?xf64>) {
  %r = math.acosh %x : tensor<?xf64>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xf64>, memref<?xf64>) -> ()
  return
}
func.func @apply_atanh(%x: tensor<?xf64>, %out: memref<?xf64>) {
  %r = math.atanh %x : tensor<?xf64>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xf64>, memref<?xf64>) -> ()
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
func.func @ordered(%x: f64) -> i64 {
  %bits = arith.bitcast %x : f64 to i64
  %c0 = arith.constant 0 : i64
  %min = arith.constant -9223372036854775808 : i64
  %neg = arith.cmpi slt, %bits, %c0 : i64
  %flipped = arith.subi %min, %bits : i64
  %r = arith.select %neg, %flipped, %bits : i64
  return %r : i64
}

// The distance in ULP between `a` and the reference `b`: the distance
// of their ordered bits, 0 for two NaNs, 2^40 for one NaN or for
// distances beyond 2^40.
func.func @ulps(%a: f64, %b: f64) -> i64 {
  %a_nan = arith.cmpf uno, %a, %a : f64
  %b_nan = arith.cmpf uno, %b, %b : f64
  %both = arith.andi %a_nan, %b_nan : i1
  %one = arith.xori %a_nan, %b_nan : i1
  %oa = func.call @ordered(%a) : (f64) -> i64
  %ob = func.call @ordered(%b) : (f64) -> i64
  %huge = arith.constant 1099511627776 : i64
  %c0 = arith.constant 0 : i64
  // Magnitudes of ordered bits below 2^62: their difference fits i64.
  %limit = arith.constant 4611686018427387904 : i64
  %noa = arith.subi %c0, %oa : i64
  %nob = arith.subi %c0, %ob : i64
  %abs_a = arith.maxsi %oa, %noa : i64
  %abs_b = arith.maxsi %ob, %nob : i64
  %far_a = arith.cmpi sge, %abs_a, %limit : i64
  %far_b = arith.cmpi sge, %abs_b, %limit : i64
  %neg_a = arith.cmpi slt, %oa, %c0 : i64
  %neg_b = arith.cmpi slt, %ob, %c0 : i64
  %signs = arith.xori %neg_a, %neg_b : i1
  %far = arith.ori %far_a, %far_b : i1
  %overflow = arith.andi %signs, %far : i1
  %d = arith.subi %oa, %ob : i64
  %nd = arith.subi %c0, %d : i64
  %abs = arith.maxsi %d, %nd : i64
  %capped = arith.minsi %abs, %huge : i64
  %r0 = arith.select %overflow, %huge, %capped : i64
  %r1 = arith.select %one, %huge, %r0 : i64
  %r = arith.select %both, %c0, %r1 : i64
  return %r : i64
}

// Whether `x` is NaN, an infinity or a zero.
func.func @special(%x: f64) -> i1 {
  %abs = math.absf %x : f64
  %inf = arith.constant 0x7FF0000000000000 : f64
  %zero = arith.constant 0.0 : f64
  %is_inf = arith.cmpf oeq, %abs, %inf : f64
  %is_zero = arith.cmpf oeq, %abs, %zero : f64
  %is_nan = arith.cmpf uno, %x, %x : f64
  %a = arith.ori %is_inf, %is_zero : i1
  %r = arith.ori %a, %is_nan : i1
  return %r : i1
}

// Whether `a` and `b` have the same bits, or are both NaN.
func.func @same(%a: f64, %b: f64) -> i1 {
  %ia = arith.bitcast %a : f64 to i64
  %ib = arith.bitcast %b : f64 to i64
  %eq = arith.cmpi eq, %ia, %ib : i64
  %a_nan = arith.cmpf uno, %a, %a : f64
  %b_nan = arith.cmpf uno, %b, %b : f64
  %both = arith.andi %a_nan, %b_nan : i1
  %r = arith.ori %eq, %both : i1
  return %r : i1
}

// The reference: libm's f64 function `which` (the index in the list of
// kernels) of `x`.
func.func @reference(%which: index, %x: f64) -> f64 {
  %r = scf.index_switch %which -> f64
  case 0 {
    %v = func.call @expm1(%x) : (f64) -> f64
    scf.yield %v : f64
  }
  case 1 {
    %v = func.call @log1p(%x) : (f64) -> f64
    scf.yield %v : f64
  }
  case 2 {
    %v = func.call @erf(%x) : (f64) -> f64
    scf.yield %v : f64
  }
  case 3 {
    %v = func.call @erfc(%x) : (f64) -> f64
    scf.yield %v : f64
  }
  case 4 {
    %v = func.call @cbrt(%x) : (f64) -> f64
    scf.yield %v : f64
  }
  case 5 {
    %v = func.call @asinh(%x) : (f64) -> f64
    scf.yield %v : f64
  }
  case 6 {
    %v = func.call @acosh(%x) : (f64) -> f64
    scf.yield %v : f64
  }
  case 7 {
    %v = func.call @atanh(%x) : (f64) -> f64
    scf.yield %v : f64
  }
  default {
    %nan = arith.constant 0x7FF8000000000000 : f64
    scf.yield %nan : f64
  }
  return %r : f64
}

// Prints the largest distance in ULP and the number of wrong specials of
// the results `y` of function `which` on `x`.
func.func @check(%which: index, %x: memref<?xf64>, %y: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %n = memref.dim %x, %c0 : memref<?xf64>
  %max, %wrong = scf.for %i = %c0 to %n step %c1
      iter_args(%m = %zero, %w = %zero) -> (i64, i64) {
    %xi = memref.load %x[%i] : memref<?xf64>
    %yi = memref.load %y[%i] : memref<?xf64>
    %ref = func.call @reference(%which, %xi) : (index, f64) -> f64
    %u = func.call @ulps(%yi, %ref) : (f64, f64) -> i64
    %m2 = arith.maxsi %m, %u : i64
    %sx = func.call @special(%xi) : (f64) -> i1
    %sr = func.call @special(%ref) : (f64) -> i1
    %s = arith.ori %sx, %sr : i1
    %ok = func.call @same(%yi, %ref) : (f64, f64) -> i1
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

memref.global "private" constant @specials : memref<46xi64> =
    dense<[4532020583610935537, -4691351453243840271, 4427486594234968593, -4795885442619807215, 4158027847206421152, -5065344189648354656, 118622047889322841, -9104749988965452967, 4602678819172646912, -4620693217682128896, 4607182418800017408, -4616189618054758400, 4611686018427387904, -4611686018427387904, 4621819117588971520, -4601552919265804288, 4649368480934526976, -4574003555920248832, 4649447645771726848, -4573924391083048960, 4649456441864749056, -4573915594990026752, 4649764305120526336, -4573607731734249472, 9094988921128908188, -128383115725867620, 4487126258331716666, -4736245778523059142, 4607182418800017407, -4616189618054758401, 4607182418800017409, -4616189618054758399, 0, -9223372036854775808, 1, -9223372036854775807, 4503599627370495, -9218868437227405313, 4503599627370496, -9218868437227405312, 9218868437227405311, -4503599627370497, 9218868437227405312, -4503599627370496, 9221120237041090560, -2251799813685248]>

// The samples: the bit patterns i * (2^44 + 1) for every i below 2^20 (modulo 2^64),
// then the specials.
func.func @samples() -> memref<?xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %count = arith.constant 1048576 : index
  %nspecial = arith.constant 46 : index
  %n = arith.addi %count, %nspecial : index
  %x = memref.alloc(%n) : memref<?xf64>
  %stride = arith.constant 17592186044417 : i64
  scf.for %i = %c0 to %count step %c1 {
    %ii = arith.index_cast %i : index to i64
    %bits = arith.muli %ii, %stride : i64
    %f = arith.bitcast %bits : i64 to f64
    memref.store %f, %x[%i] : memref<?xf64>
  }
  %sp = memref.get_global @specials : memref<46xi64>
  scf.for %i = %c0 to %nspecial step %c1 {
    %bits = memref.load %sp[%i] : memref<46xi64>
    %f = arith.bitcast %bits : i64 to f64
    %at = arith.addi %count, %i : index
    memref.store %f, %x[%at] : memref<?xf64>
  }
  return %x : memref<?xf64>
}

func.func @main() {
  %x = func.call @samples() : () -> memref<?xf64>
  %c0 = arith.constant 0 : index
  %n = memref.dim %x, %c0 : memref<?xf64>
  %y = memref.alloc(%n) : memref<?xf64>
  %t = bufferization.to_tensor %x restrict : memref<?xf64> to tensor<?xf64>
  // CHECK: expm1 max-ulp 0 wrong-specials 0
  vector.print str "expm1 "
  call @apply_expm1(%t, %y) : (tensor<?xf64>, memref<?xf64>) -> ()
  %w0 = arith.constant 0 : index
  call @check(%w0, %x, %y) : (index, memref<?xf64>, memref<?xf64>) -> ()
  // CHECK: log1p max-ulp 0 wrong-specials 0
  vector.print str "log1p "
  call @apply_log1p(%t, %y) : (tensor<?xf64>, memref<?xf64>) -> ()
  %w1 = arith.constant 1 : index
  call @check(%w1, %x, %y) : (index, memref<?xf64>, memref<?xf64>) -> ()
  // CHECK: erf max-ulp 0 wrong-specials 0
  vector.print str "erf "
  call @apply_erf(%t, %y) : (tensor<?xf64>, memref<?xf64>) -> ()
  %w2 = arith.constant 2 : index
  call @check(%w2, %x, %y) : (index, memref<?xf64>, memref<?xf64>) -> ()
  // CHECK: erfc max-ulp 0 wrong-specials 0
  vector.print str "erfc "
  call @apply_erfc(%t, %y) : (tensor<?xf64>, memref<?xf64>) -> ()
  %w3 = arith.constant 3 : index
  call @check(%w3, %x, %y) : (index, memref<?xf64>, memref<?xf64>) -> ()
  // CHECK: cbrt max-ulp 0 wrong-specials 0
  vector.print str "cbrt "
  call @apply_cbrt(%t, %y) : (tensor<?xf64>, memref<?xf64>) -> ()
  %w4 = arith.constant 4 : index
  call @check(%w4, %x, %y) : (index, memref<?xf64>, memref<?xf64>) -> ()
  // CHECK: asinh max-ulp 0 wrong-specials 0
  vector.print str "asinh "
  call @apply_asinh(%t, %y) : (tensor<?xf64>, memref<?xf64>) -> ()
  %w5 = arith.constant 5 : index
  call @check(%w5, %x, %y) : (index, memref<?xf64>, memref<?xf64>) -> ()
  // CHECK: acosh max-ulp 0 wrong-specials 0
  vector.print str "acosh "
  call @apply_acosh(%t, %y) : (tensor<?xf64>, memref<?xf64>) -> ()
  %w6 = arith.constant 6 : index
  call @check(%w6, %x, %y) : (index, memref<?xf64>, memref<?xf64>) -> ()
  // CHECK: atanh max-ulp 0 wrong-specials 0
  vector.print str "atanh "
  call @apply_atanh(%t, %y) : (tensor<?xf64>, memref<?xf64>) -> ()
  %w7 = arith.constant 7 : index
  call @check(%w7, %x, %y) : (index, memref<?xf64>, memref<?xf64>) -> ()
  memref.dealloc %y : memref<?xf64>
  memref.dealloc %x : memref<?xf64>
  return
}
