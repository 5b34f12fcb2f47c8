// expm1, log1p, erf, erfc, cbrt, asinh, acosh and atanh in bf16, on every
// bf16 (all 65536 bit patterns: zeros, subnormals, negative and large
// values, infinities, NaN), in every configuration of -shapes-to-llvm:
// computed in f32 (the approximations of -shapes-approximate-math by
// default for expm1, log1p and erf, libm's f32 functions otherwise) and
// rounded to bf16. The reference is libm's f64 function rounded to bf16
// (through f32). For each function the test prints the largest distance
// in units of the last place (ULP, counted between the ordered bit
// patterns of the two results; two NaNs are at distance 0) and the number
// of wrong special results: where the reference or the argument is NaN,
// an infinity or zero, the result must have the same bits (any NaN for a
// NaN). A distance of 1 would be the f32 result rounded a second time.
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
// AFF:         math.expm1 {{.*}} : vector<32xbf16>
// AFF-LABEL: func.func @apply_log1p(
// AFF:         math.log1p {{.*}} : vector<32xbf16>
// AFF-LABEL: func.func @apply_erf(
// AFF:         math.erf {{.*}} : vector<32xbf16>
// AFF-LABEL: func.func @apply_erfc(
// AFF:         math.erfc {{.*}} : vector<32xbf16>
// AFF-LABEL: func.func @apply_cbrt(
// AFF:         math.cbrt {{.*}} : vector<32xbf16>
// AFF-LABEL: func.func @apply_asinh(
// AFF:         math.asinh {{.*}} : vector<32xbf16>
// AFF-LABEL: func.func @apply_acosh(
// AFF:         math.acosh {{.*}} : vector<32xbf16>
// AFF-LABEL: func.func @apply_atanh(
// AFF:         math.atanh {{.*}} : vector<32xbf16>

func.func @apply_expm1(%x: tensor<?xbf16>, %out: memref<?xbf16>) {
  %r = math.expm1 %x : tensor<?xbf16>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xbf16>, memref<?xbf16>) -> ()
  return
}
func.func @apply_log1p(%x: tensor<?xbf16>, %out: memref<?xbf16>) {
  %r = math.log1p %x : tensor<?xbf16>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xbf16>, memref<?xbf16>) -> ()
  return
}
func.func @apply_erf(%x: tensor<?xbf16>, %out: memref<?xbf16>) {
  %r = math.erf %x : tensor<?xbf16>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xbf16>, memref<?xbf16>) -> ()
  return
}
func.func @apply_erfc(%x: tensor<?xbf16>, %out: memref<?xbf16>) {
  %r = math.erfc %x : tensor<?xbf16>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xbf16>, memref<?xbf16>) -> ()
  return
}
func.func @apply_cbrt(%x: tensor<?xbf16>, %out: memref<?xbf16>) {
  %r = math.cbrt %x : tensor<?xbf16>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xbf16>, memref<?xbf16>) -> ()
  return
}
func.func @apply_asinh(%x: tensor<?xbf16>, %out: memref<?xbf16>) {
  %r = math.asinh %x : tensor<?xbf16>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xbf16>, memref<?xbf16>) -> ()
  return
}
func.func @apply_acosh(%x: tensor<?xbf16>, %out: memref<?xbf16>) {
  %r = math.acosh %x : tensor<?xbf16>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xbf16>, memref<?xbf16>) -> ()
  return
}
func.func @apply_atanh(%x: tensor<?xbf16>, %out: memref<?xbf16>) {
  %r = math.atanh %x : tensor<?xbf16>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xbf16>, memref<?xbf16>) -> ()
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
func.func @ordered(%x: bf16) -> i64 {
  %bits = arith.bitcast %x : bf16 to i16
  %wide = arith.extsi %bits : i16 to i64
  %c0 = arith.constant 0 : i64
  %min = arith.constant -32768 : i64
  %neg = arith.cmpi slt, %wide, %c0 : i64
  %flipped = arith.subi %min, %wide : i64
  %r = arith.select %neg, %flipped, %wide : i64
  return %r : i64
}

// The distance in ULP between `a` and the reference `b`: the distance
// of their ordered bits, 0 for two NaNs, 2^40 for one NaN or for
// distances beyond 2^40.
func.func @ulps(%a: bf16, %b: bf16) -> i64 {
  %a_nan = arith.cmpf uno, %a, %a : bf16
  %b_nan = arith.cmpf uno, %b, %b : bf16
  %both = arith.andi %a_nan, %b_nan : i1
  %one = arith.xori %a_nan, %b_nan : i1
  %oa = func.call @ordered(%a) : (bf16) -> i64
  %ob = func.call @ordered(%b) : (bf16) -> i64
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
func.func @special(%x: bf16) -> i1 {
  %abs = math.absf %x : bf16
  %inf = arith.constant 0x7F80 : bf16
  %zero = arith.constant 0.0 : bf16
  %is_inf = arith.cmpf oeq, %abs, %inf : bf16
  %is_zero = arith.cmpf oeq, %abs, %zero : bf16
  %is_nan = arith.cmpf uno, %x, %x : bf16
  %a = arith.ori %is_inf, %is_zero : i1
  %r = arith.ori %a, %is_nan : i1
  return %r : i1
}

// Whether `a` and `b` have the same bits, or are both NaN.
func.func @same(%a: bf16, %b: bf16) -> i1 {
  %ia = arith.bitcast %a : bf16 to i16
  %ib = arith.bitcast %b : bf16 to i16
  %eq = arith.cmpi eq, %ia, %ib : i16
  %a_nan = arith.cmpf uno, %a, %a : bf16
  %b_nan = arith.cmpf uno, %b, %b : bf16
  %both = arith.andi %a_nan, %b_nan : i1
  %r = arith.ori %eq, %both : i1
  return %r : i1
}

// The reference: libm's f64 function `which` (the index in the list of
// kernels) of `x`, rounded to bf16.
func.func @reference(%which: index, %x: bf16) -> bf16 {
  %d = arith.extf %x : bf16 to f64
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
  %f = arith.truncf %r : f64 to bf16
  return %f : bf16
}

// Prints the largest distance in ULP and the number of wrong specials of
// the results `y` of function `which` on `x`.
func.func @check(%which: index, %x: memref<?xbf16>, %y: memref<?xbf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %n = memref.dim %x, %c0 : memref<?xbf16>
  %max, %wrong = scf.for %i = %c0 to %n step %c1
      iter_args(%m = %zero, %w = %zero) -> (i64, i64) {
    %xi = memref.load %x[%i] : memref<?xbf16>
    %yi = memref.load %y[%i] : memref<?xbf16>
    %ref = func.call @reference(%which, %xi) : (index, bf16) -> bf16
    %u = func.call @ulps(%yi, %ref) : (bf16, bf16) -> i64
    %m2 = arith.maxsi %m, %u : i64
    %sx = func.call @special(%xi) : (bf16) -> i1
    %sr = func.call @special(%ref) : (bf16) -> i1
    %s = arith.ori %sx, %sr : i1
    %ok = func.call @same(%yi, %ref) : (bf16, bf16) -> i1
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

// The samples: every bf16, by its bits.
func.func @samples() -> memref<?xbf16> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 65536 : index
  %x = memref.alloc(%n) : memref<?xbf16>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %bits = arith.trunci %ii : i32 to i16
    %f = arith.bitcast %bits : i16 to bf16
    memref.store %f, %x[%i] : memref<?xbf16>
  }
  return %x : memref<?xbf16>
}

func.func @main() {
  %x = func.call @samples() : () -> memref<?xbf16>
  %c0 = arith.constant 0 : index
  %n = memref.dim %x, %c0 : memref<?xbf16>
  %y = memref.alloc(%n) : memref<?xbf16>
  %t = bufferization.to_tensor %x restrict : memref<?xbf16> to tensor<?xbf16>
  // CHECK: expm1 max-ulp {{[0-1]}} wrong-specials 0
  vector.print str "expm1 "
  call @apply_expm1(%t, %y) : (tensor<?xbf16>, memref<?xbf16>) -> ()
  %w0 = arith.constant 0 : index
  call @check(%w0, %x, %y) : (index, memref<?xbf16>, memref<?xbf16>) -> ()
  // CHECK: log1p max-ulp {{[0-1]}} wrong-specials 0
  vector.print str "log1p "
  call @apply_log1p(%t, %y) : (tensor<?xbf16>, memref<?xbf16>) -> ()
  %w1 = arith.constant 1 : index
  call @check(%w1, %x, %y) : (index, memref<?xbf16>, memref<?xbf16>) -> ()
  // CHECK: erf max-ulp {{[0-1]}} wrong-specials 0
  vector.print str "erf "
  call @apply_erf(%t, %y) : (tensor<?xbf16>, memref<?xbf16>) -> ()
  %w2 = arith.constant 2 : index
  call @check(%w2, %x, %y) : (index, memref<?xbf16>, memref<?xbf16>) -> ()
  // CHECK: erfc max-ulp {{[0-1]}} wrong-specials 0
  vector.print str "erfc "
  call @apply_erfc(%t, %y) : (tensor<?xbf16>, memref<?xbf16>) -> ()
  %w3 = arith.constant 3 : index
  call @check(%w3, %x, %y) : (index, memref<?xbf16>, memref<?xbf16>) -> ()
  // CHECK: cbrt max-ulp {{[0-1]}} wrong-specials 0
  vector.print str "cbrt "
  call @apply_cbrt(%t, %y) : (tensor<?xbf16>, memref<?xbf16>) -> ()
  %w4 = arith.constant 4 : index
  call @check(%w4, %x, %y) : (index, memref<?xbf16>, memref<?xbf16>) -> ()
  // CHECK: asinh max-ulp {{[0-1]}} wrong-specials 0
  vector.print str "asinh "
  call @apply_asinh(%t, %y) : (tensor<?xbf16>, memref<?xbf16>) -> ()
  %w5 = arith.constant 5 : index
  call @check(%w5, %x, %y) : (index, memref<?xbf16>, memref<?xbf16>) -> ()
  // CHECK: acosh max-ulp {{[0-1]}} wrong-specials 0
  vector.print str "acosh "
  call @apply_acosh(%t, %y) : (tensor<?xbf16>, memref<?xbf16>) -> ()
  %w6 = arith.constant 6 : index
  call @check(%w6, %x, %y) : (index, memref<?xbf16>, memref<?xbf16>) -> ()
  // CHECK: atanh max-ulp {{[0-1]}} wrong-specials 0
  vector.print str "atanh "
  call @apply_atanh(%t, %y) : (tensor<?xbf16>, memref<?xbf16>) -> ()
  %w7 = arith.constant 7 : index
  call @check(%w7, %x, %y) : (index, memref<?xbf16>, memref<?xbf16>) -> ()
  memref.dealloc %y : memref<?xbf16>
  memref.dealloc %x : memref<?xbf16>
  return
}
