// The polynomial approximations of -shapes-approximate-math against libm,
// over the whole f32 range. Each function runs, vectorized by
// -shapes-to-llvm, on 2^32 / 509 bit patterns spread over every exponent
// and sign (the pattern i * 509 for every i), and on a list of special
// values: zeros, subnormals, the limits of overflow and underflow,
// infinities and NaN. The reference is libm's f64 function rounded to
// f32. For each function the test prints the largest distance in units of
// the last place (ULP, counted between the ordered bit patterns of the
// two results; two NaNs are at distance 0) and the number of wrong special
// results: where the reference or the argument is NaN, an infinity or
// zero, the result must have the same bits (any NaN for a NaN). The bounds
// checked are the largest distances measured. With approximate-math=false
// (the LIBM lines) the functions are libm's f32 ones.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="approximate-math=false" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s --check-prefix=LIBM
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=affine" | FileCheck %s --check-prefix=AFF
// RUN: shapes-opt %s -shapes-to-llvm | FileCheck %s --check-prefix=LLVM

// The kernels are vector loops of math ops, which the LLVM stage
// approximates: no math intrinsic, which LLVM would lower to one libm
// call per lane, is left.
// AFF-LABEL: func.func @apply_exp(
// AFF:         scf.for
// AFF:           vector.load
// AFF:           math.exp {{.*}} : vector<16xf32>
// AFF:           vector.store
// LLVM-NOT:    llvm.intr.exp
// LLVM-NOT:    llvm.intr.log
// LLVM-NOT:    llvm.intr.tanh
// LLVM-NOT:    llvm.call @erff
// LLVM-LABEL:  llvm.func @main(
func.func @apply_exp(%x: tensor<?xf32>, %out: memref<?xf32>) {
  %r = math.exp %x : tensor<?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}
func.func @apply_expm1(%x: tensor<?xf32>, %out: memref<?xf32>) {
  %r = math.expm1 %x : tensor<?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}
func.func @apply_log(%x: tensor<?xf32>, %out: memref<?xf32>) {
  %r = math.log %x : tensor<?xf32>
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
func.func @apply_log2(%x: tensor<?xf32>, %out: memref<?xf32>) {
  %r = math.log2 %x : tensor<?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}
func.func @apply_tanh(%x: tensor<?xf32>, %out: memref<?xf32>) {
  %r = math.tanh %x : tensor<?xf32>
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
func.func private @exp(f64) -> f64
func.func private @expm1(f64) -> f64
func.func private @log(f64) -> f64
func.func private @log1p(f64) -> f64
func.func private @log2(f64) -> f64
func.func private @tanh(f64) -> f64
func.func private @erf(f64) -> f64
// The bit pattern of `x` as an integer that orders like the floats:
// -0 and +0 are both 0, the negative floats below.
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

// The distance in ULP between `a` and the reference `b`: 0 for two NaNs,
// 2^40 for one.
func.func @ulps(%a: f32, %b: f32) -> i64 {
  %a_nan = arith.cmpf uno, %a, %a : f32
  %b_nan = arith.cmpf uno, %b, %b : f32
  %both = arith.andi %a_nan, %b_nan : i1
  %one = arith.xori %a_nan, %b_nan : i1
  %oa = func.call @ordered(%a) : (f32) -> i64
  %ob = func.call @ordered(%b) : (f32) -> i64
  %d = arith.subi %oa, %ob : i64
  %c0 = arith.constant 0 : i64
  %nd = arith.subi %c0, %d : i64
  %abs = arith.maxsi %d, %nd : i64
  %huge = arith.constant 1099511627776 : i64
  %r1 = arith.select %one, %huge, %abs : i64
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
    %v = func.call @exp(%d) : (f64) -> f64
    scf.yield %v : f64
  }
  case 1 {
    %v = func.call @expm1(%d) : (f64) -> f64
    scf.yield %v : f64
  }
  case 2 {
    %v = func.call @log(%d) : (f64) -> f64
    scf.yield %v : f64
  }
  case 3 {
    %v = func.call @log1p(%d) : (f64) -> f64
    scf.yield %v : f64
  }
  case 4 {
    %v = func.call @log2(%d) : (f64) -> f64
    scf.yield %v : f64
  }
  case 5 {
    %v = func.call @tanh(%d) : (f64) -> f64
    scf.yield %v : f64
  }
  case 6 {
    %v = func.call @erf(%d) : (f64) -> f64
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
  %one = arith.constant 1 : i64
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
// The samples: i * 509 for every i below 2^32 / 509, then the specials.
func.func @samples() -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %count = arith.constant 8438017 : index
  %nspecial = arith.constant 36 : index
  %n = arith.addi %count, %nspecial : index
  %x = memref.alloc(%n) : memref<?xf32>
  %stride = arith.constant 509 : i32
  scf.for %i = %c0 to %count step %c1 {
    %ii = arith.index_cast %i : index to i32
    %bits = arith.muli %ii, %stride : i32
    %f = arith.bitcast %bits : i32 to f32
    memref.store %f, %x[%i] : memref<?xf32>
  }
  %s0 = arith.constant 0x00000000 : i32
  %f0 = arith.bitcast %s0 : i32 to f32
  %p0o = arith.constant 0 : index
  %p0 = arith.addi %count, %p0o : index
  memref.store %f0, %x[%p0] : memref<?xf32>
  %s1 = arith.constant 0x80000000 : i32
  %f1 = arith.bitcast %s1 : i32 to f32
  %p1o = arith.constant 1 : index
  %p1 = arith.addi %count, %p1o : index
  memref.store %f1, %x[%p1] : memref<?xf32>
  %s2 = arith.constant 0x00000001 : i32
  %f2 = arith.bitcast %s2 : i32 to f32
  %p2o = arith.constant 2 : index
  %p2 = arith.addi %count, %p2o : index
  memref.store %f2, %x[%p2] : memref<?xf32>
  %s3 = arith.constant 0x80000001 : i32
  %f3 = arith.bitcast %s3 : i32 to f32
  %p3o = arith.constant 3 : index
  %p3 = arith.addi %count, %p3o : index
  memref.store %f3, %x[%p3] : memref<?xf32>
  %s4 = arith.constant 0x007FFFFF : i32
  %f4 = arith.bitcast %s4 : i32 to f32
  %p4o = arith.constant 4 : index
  %p4 = arith.addi %count, %p4o : index
  memref.store %f4, %x[%p4] : memref<?xf32>
  %s5 = arith.constant 0x807FFFFF : i32
  %f5 = arith.bitcast %s5 : i32 to f32
  %p5o = arith.constant 5 : index
  %p5 = arith.addi %count, %p5o : index
  memref.store %f5, %x[%p5] : memref<?xf32>
  %s6 = arith.constant 0x00800000 : i32
  %f6 = arith.bitcast %s6 : i32 to f32
  %p6o = arith.constant 6 : index
  %p6 = arith.addi %count, %p6o : index
  memref.store %f6, %x[%p6] : memref<?xf32>
  %s7 = arith.constant 0x80800000 : i32
  %f7 = arith.bitcast %s7 : i32 to f32
  %p7o = arith.constant 7 : index
  %p7 = arith.addi %count, %p7o : index
  memref.store %f7, %x[%p7] : memref<?xf32>
  %s8 = arith.constant 0x7F7FFFFF : i32
  %f8 = arith.bitcast %s8 : i32 to f32
  %p8o = arith.constant 8 : index
  %p8 = arith.addi %count, %p8o : index
  memref.store %f8, %x[%p8] : memref<?xf32>
  %s9 = arith.constant 0xFF7FFFFF : i32
  %f9 = arith.bitcast %s9 : i32 to f32
  %p9o = arith.constant 9 : index
  %p9 = arith.addi %count, %p9o : index
  memref.store %f9, %x[%p9] : memref<?xf32>
  %s10 = arith.constant 0x7F800000 : i32
  %f10 = arith.bitcast %s10 : i32 to f32
  %p10o = arith.constant 10 : index
  %p10 = arith.addi %count, %p10o : index
  memref.store %f10, %x[%p10] : memref<?xf32>
  %s11 = arith.constant 0xFF800000 : i32
  %f11 = arith.bitcast %s11 : i32 to f32
  %p11o = arith.constant 11 : index
  %p11 = arith.addi %count, %p11o : index
  memref.store %f11, %x[%p11] : memref<?xf32>
  %s12 = arith.constant 0x7FC00000 : i32
  %f12 = arith.bitcast %s12 : i32 to f32
  %p12o = arith.constant 12 : index
  %p12 = arith.addi %count, %p12o : index
  memref.store %f12, %x[%p12] : memref<?xf32>
  %s13 = arith.constant 0xFFC00000 : i32
  %f13 = arith.bitcast %s13 : i32 to f32
  %p13o = arith.constant 13 : index
  %p13 = arith.addi %count, %p13o : index
  memref.store %f13, %x[%p13] : memref<?xf32>
  %s14 = arith.constant 0x7F800001 : i32
  %f14 = arith.bitcast %s14 : i32 to f32
  %p14o = arith.constant 14 : index
  %p14 = arith.addi %count, %p14o : index
  memref.store %f14, %x[%p14] : memref<?xf32>
  %s15 = arith.constant 0x3F800000 : i32
  %f15 = arith.bitcast %s15 : i32 to f32
  %p15o = arith.constant 15 : index
  %p15 = arith.addi %count, %p15o : index
  memref.store %f15, %x[%p15] : memref<?xf32>
  %s16 = arith.constant 0xBF800000 : i32
  %f16 = arith.bitcast %s16 : i32 to f32
  %p16o = arith.constant 16 : index
  %p16 = arith.addi %count, %p16o : index
  memref.store %f16, %x[%p16] : memref<?xf32>
  %s17 = arith.constant 0x42B17218 : i32
  %f17 = arith.bitcast %s17 : i32 to f32
  %p17o = arith.constant 17 : index
  %p17 = arith.addi %count, %p17o : index
  memref.store %f17, %x[%p17] : memref<?xf32>
  %s18 = arith.constant 0x42B17217 : i32
  %f18 = arith.bitcast %s18 : i32 to f32
  %p18o = arith.constant 18 : index
  %p18 = arith.addi %count, %p18o : index
  memref.store %f18, %x[%p18] : memref<?xf32>
  %s19 = arith.constant 0x42B17219 : i32
  %f19 = arith.bitcast %s19 : i32 to f32
  %p19o = arith.constant 19 : index
  %p19 = arith.addi %count, %p19o : index
  memref.store %f19, %x[%p19] : memref<?xf32>
  %s20 = arith.constant 0xC2CE8ED0 : i32
  %f20 = arith.bitcast %s20 : i32 to f32
  %p20o = arith.constant 20 : index
  %p20 = arith.addi %count, %p20o : index
  memref.store %f20, %x[%p20] : memref<?xf32>
  %s21 = arith.constant 0xC2CE8ED1 : i32
  %f21 = arith.bitcast %s21 : i32 to f32
  %p21o = arith.constant 21 : index
  %p21 = arith.addi %count, %p21o : index
  memref.store %f21, %x[%p21] : memref<?xf32>
  %s22 = arith.constant 0xC2AEAC50 : i32
  %f22 = arith.bitcast %s22 : i32 to f32
  %p22o = arith.constant 22 : index
  %p22 = arith.addi %count, %p22o : index
  memref.store %f22, %x[%p22] : memref<?xf32>
  %s23 = arith.constant 0xC2AEAC4F : i32
  %f23 = arith.bitcast %s23 : i32 to f32
  %p23o = arith.constant 23 : index
  %p23 = arith.addi %count, %p23o : index
  memref.store %f23, %x[%p23] : memref<?xf32>
  %s24 = arith.constant 0x41100000 : i32
  %f24 = arith.bitcast %s24 : i32 to f32
  %p24o = arith.constant 24 : index
  %p24 = arith.addi %count, %p24o : index
  memref.store %f24, %x[%p24] : memref<?xf32>
  %s25 = arith.constant 0xC1100000 : i32
  %f25 = arith.bitcast %s25 : i32 to f32
  %p25o = arith.constant 25 : index
  %p25 = arith.addi %count, %p25o : index
  memref.store %f25, %x[%p25] : memref<?xf32>
  %s26 = arith.constant 0x41200000 : i32
  %f26 = arith.bitcast %s26 : i32 to f32
  %p26o = arith.constant 26 : index
  %p26 = arith.addi %count, %p26o : index
  memref.store %f26, %x[%p26] : memref<?xf32>
  %s27 = arith.constant 0xC1200000 : i32
  %f27 = arith.bitcast %s27 : i32 to f32
  %p27o = arith.constant 27 : index
  %p27 = arith.addi %count, %p27o : index
  memref.store %f27, %x[%p27] : memref<?xf32>
  %s28 = arith.constant 0x40800000 : i32
  %f28 = arith.bitcast %s28 : i32 to f32
  %p28o = arith.constant 28 : index
  %p28 = arith.addi %count, %p28o : index
  memref.store %f28, %x[%p28] : memref<?xf32>
  %s29 = arith.constant 0xC0800000 : i32
  %f29 = arith.bitcast %s29 : i32 to f32
  %p29o = arith.constant 29 : index
  %p29 = arith.addi %count, %p29o : index
  memref.store %f29, %x[%p29] : memref<?xf32>
  %s30 = arith.constant 0x3F000000 : i32
  %f30 = arith.bitcast %s30 : i32 to f32
  %p30o = arith.constant 30 : index
  %p30 = arith.addi %count, %p30o : index
  memref.store %f30, %x[%p30] : memref<?xf32>
  %s31 = arith.constant 0xBF000000 : i32
  %f31 = arith.bitcast %s31 : i32 to f32
  %p31o = arith.constant 31 : index
  %p31 = arith.addi %count, %p31o : index
  memref.store %f31, %x[%p31] : memref<?xf32>
  %s32 = arith.constant 0x33800000 : i32
  %f32 = arith.bitcast %s32 : i32 to f32
  %p32o = arith.constant 32 : index
  %p32 = arith.addi %count, %p32o : index
  memref.store %f32, %x[%p32] : memref<?xf32>
  %s33 = arith.constant 0xB3800000 : i32
  %f33 = arith.bitcast %s33 : i32 to f32
  %p33o = arith.constant 33 : index
  %p33 = arith.addi %count, %p33o : index
  memref.store %f33, %x[%p33] : memref<?xf32>
  %s34 = arith.constant 0x26800000 : i32
  %f34 = arith.bitcast %s34 : i32 to f32
  %p34o = arith.constant 34 : index
  %p34 = arith.addi %count, %p34o : index
  memref.store %f34, %x[%p34] : memref<?xf32>
  %s35 = arith.constant 0xA6800000 : i32
  %f35 = arith.bitcast %s35 : i32 to f32
  %p35o = arith.constant 35 : index
  %p35 = arith.addi %count, %p35o : index
  memref.store %f35, %x[%p35] : memref<?xf32>
  return %x : memref<?xf32>
}

func.func @main() {
  %x = func.call @samples() : () -> memref<?xf32>
  %c0 = arith.constant 0 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  %y = memref.alloc(%n) : memref<?xf32>
  %t = bufferization.to_tensor %x restrict : memref<?xf32> to tensor<?xf32>
  // CHECK: exp max-ulp {{[0-1]}} wrong-specials 0
  // LIBM: exp max-ulp {{[0-1]}} wrong-specials 0
  vector.print str "exp "
  call @apply_exp(%t, %y) : (tensor<?xf32>, memref<?xf32>) -> ()
  %w0 = arith.constant 0 : index
  call @check(%w0, %x, %y) : (index, memref<?xf32>, memref<?xf32>) -> ()
  // CHECK: expm1 max-ulp {{[0-2]}} wrong-specials 0
  // LIBM: expm1 max-ulp {{[0-1]}} wrong-specials 0
  vector.print str "expm1 "
  call @apply_expm1(%t, %y) : (tensor<?xf32>, memref<?xf32>) -> ()
  %w1 = arith.constant 1 : index
  call @check(%w1, %x, %y) : (index, memref<?xf32>, memref<?xf32>) -> ()
  // CHECK: log max-ulp {{[0-1]}} wrong-specials 0
  // LIBM: log max-ulp {{[0-1]}} wrong-specials 0
  vector.print str "log "
  call @apply_log(%t, %y) : (tensor<?xf32>, memref<?xf32>) -> ()
  %w2 = arith.constant 2 : index
  call @check(%w2, %x, %y) : (index, memref<?xf32>, memref<?xf32>) -> ()
  // CHECK: log1p max-ulp {{[0-2]}} wrong-specials 0
  // LIBM: log1p max-ulp {{[0-1]}} wrong-specials 0
  vector.print str "log1p "
  call @apply_log1p(%t, %y) : (tensor<?xf32>, memref<?xf32>) -> ()
  %w3 = arith.constant 3 : index
  call @check(%w3, %x, %y) : (index, memref<?xf32>, memref<?xf32>) -> ()
  // CHECK: log2 max-ulp {{[0-2]}} wrong-specials 0
  // LIBM: log2 max-ulp {{[0-1]}} wrong-specials 0
  vector.print str "log2 "
  call @apply_log2(%t, %y) : (tensor<?xf32>, memref<?xf32>) -> ()
  %w4 = arith.constant 4 : index
  call @check(%w4, %x, %y) : (index, memref<?xf32>, memref<?xf32>) -> ()
  // CHECK: tanh max-ulp {{[0-4]}} wrong-specials 0
  // LIBM: tanh max-ulp {{[0-2]}} wrong-specials 0
  vector.print str "tanh "
  call @apply_tanh(%t, %y) : (tensor<?xf32>, memref<?xf32>) -> ()
  %w5 = arith.constant 5 : index
  call @check(%w5, %x, %y) : (index, memref<?xf32>, memref<?xf32>) -> ()
  // CHECK: erf max-ulp {{[0-5]}} wrong-specials 0
  // LIBM: erf max-ulp {{[0-1]}} wrong-specials 0
  vector.print str "erf "
  call @apply_erf(%t, %y) : (tensor<?xf32>, memref<?xf32>) -> ()
  %w6 = arith.constant 6 : index
  call @check(%w6, %x, %y) : (index, memref<?xf32>, memref<?xf32>) -> ()
  memref.dealloc %y : memref<?xf32>
  memref.dealloc %x : memref<?xf32>
  return
}
