// RUN: shapes-translate --import-stablehlo --stablehlo-runner-main %s \
// RUN: | shapes-opt -shapes-to-llvm \
// RUN: | mlir-runner -e run_stablehlo -entry-point-result=void \
// RUN:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils

// Every op that --import-stablehlo reads, run on constants and checked by
// the interpreter's checks, which exit with status 1 on a mismatch
// (checks.mlir shows that they do). Each public function is one op.

module @ops {
  func.func public @binary() {
    %a = stablehlo.constant dense<[7.0, -7.0, 2.5, -0.0]> : tensor<4xf32>
    %b = stablehlo.constant dense<[2.0, 2.0, -4.0, 0.0]> : tensor<4xf32>
    %add = stablehlo.add %a, %b : tensor<4xf32>
    check.expect_eq_const %add, dense<[9.0, -5.0, -1.5, 0.0]> : tensor<4xf32>
    %sub = stablehlo.subtract %a, %b : tensor<4xf32>
    check.expect_eq_const %sub, dense<[5.0, -9.0, 6.5, -0.0]> : tensor<4xf32>
    %mul = stablehlo.multiply %a, %b : tensor<4xf32>
    check.expect_eq_const %mul, dense<[14.0, -14.0, -10.0, -0.0]> : tensor<4xf32>
    %div = stablehlo.divide %a, %b : tensor<4xf32>
    %rem = stablehlo.remainder %a, %b : tensor<4xf32>
    %max = stablehlo.maximum %a, %b : tensor<4xf32>
    check.expect_eq_const %max, dense<[7.0, 2.0, 2.5, 0.0]> : tensor<4xf32>
    %min = stablehlo.minimum %a, %b : tensor<4xf32>
    check.expect_eq_const %min, dense<[2.0, -7.0, -4.0, -0.0]> : tensor<4xf32>
    %pow = stablehlo.power %b, %b : tensor<4xf32>
    check.expect_almost_eq_const %pow, dense<[4.0, 4.0, 0.00390625, 1.0]> : tensor<4xf32>
    %atan = stablehlo.atan2 %b, %b : tensor<4xf32>
    check.expect_almost_eq_const %atan, dense<[0.785398185, 0.785398185, -2.3561945, 0.0]> : tensor<4xf32>, tolerance = 1.0e-06
    %d = stablehlo.slice %div [0:2] : (tensor<4xf32>) -> tensor<2xf32>
    check.expect_eq_const %d, dense<[3.5, -3.5]> : tensor<2xf32>
    %r = stablehlo.slice %rem [0:3] : (tensor<4xf32>) -> tensor<3xf32>
    check.expect_eq_const %r, dense<[1.0, -1.0, 2.5]> : tensor<3xf32>
    return
  }

  func.func public @integers() {
    %a = stablehlo.constant dense<[7, -7, 12, -128]> : tensor<4xi8>
    %b = stablehlo.constant dense<[2, 2, 0, -1]> : tensor<4xi8>
    %div = stablehlo.divide %a, %b : tensor<4xi8>
    check.expect_eq_const %div, dense<[3, -3, -1, -128]> : tensor<4xi8>
    %rem = stablehlo.remainder %a, %b : tensor<4xi8>
    check.expect_eq_const %rem, dense<[1, -1, 12, 0]> : tensor<4xi8>
    %and = stablehlo.and %a, %b : tensor<4xi8>
    check.expect_eq_const %and, dense<[2, 0, 0, -128]> : tensor<4xi8>
    %or = stablehlo.or %a, %b : tensor<4xi8>
    check.expect_eq_const %or, dense<[7, -5, 12, -1]> : tensor<4xi8>
    %xor = stablehlo.xor %a, %b : tensor<4xi8>
    check.expect_eq_const %xor, dense<[5, -5, 12, 127]> : tensor<4xi8>
    %not = stablehlo.not %a : tensor<4xi8>
    check.expect_eq_const %not, dense<[-8, 6, -13, 127]> : tensor<4xi8>
    %neg = stablehlo.negate %a : tensor<4xi8>
    check.expect_eq_const %neg, dense<[-7, 7, -12, -128]> : tensor<4xi8>
    %abs = stablehlo.abs %a : tensor<4xi8>
    check.expect_eq_const %abs, dense<[7, 7, 12, -128]> : tensor<4xi8>
    %sign = stablehlo.sign %a : tensor<4xi8>
    check.expect_eq_const %sign, dense<[1, -1, 1, -1]> : tensor<4xi8>
    %u = stablehlo.constant dense<[250, 7, 0, 255]> : tensor<4xui8>
    %v = stablehlo.constant dense<[3, 0, 5, 255]> : tensor<4xui8>
    %udiv = stablehlo.divide %u, %v : tensor<4xui8>
    check.expect_eq_const %udiv, dense<[83, 255, 0, 1]> : tensor<4xui8>
    %umax = stablehlo.maximum %u, %v : tensor<4xui8>
    check.expect_eq_const %umax, dense<[250, 7, 5, 255]> : tensor<4xui8>
    %ult = stablehlo.compare  LT, %u, %v,  UNSIGNED : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
    check.expect_eq_const %ult, dense<[false, false, true, false]> : tensor<4xi1>
    // Booleans add by logical or and multiply by logical and.
    %p = stablehlo.constant dense<[false, false, true, true]> : tensor<4xi1>
    %q = stablehlo.constant dense<[false, true, false, true]> : tensor<4xi1>
    %padd = stablehlo.add %p, %q : tensor<4xi1>
    check.expect_eq_const %padd, dense<[false, true, true, true]> : tensor<4xi1>
    %pmul = stablehlo.multiply %p, %q : tensor<4xi1>
    check.expect_eq_const %pmul, dense<[false, false, false, true]> : tensor<4xi1>
    return
  }

  func.func public @shifts_bits() {
    %x = stablehlo.constant dense<[1, -16, 96, -128]> : tensor<4xi8>
    %n = stablehlo.constant dense<[3, 2, 8, -1]> : tensor<4xi8>
    %shl = stablehlo.shift_left %x, %n : tensor<4xi8>
    check.expect_eq_const %shl, dense<[8, -64, 0, 0]> : tensor<4xi8>
    %sra = stablehlo.shift_right_arithmetic %x, %n : tensor<4xi8>
    check.expect_eq_const %sra, dense<[0, -4, 0, -1]> : tensor<4xi8>
    %srl = stablehlo.shift_right_logical %x, %n : tensor<4xi8>
    check.expect_eq_const %srl, dense<[0, 60, 0, 0]> : tensor<4xi8>
    %u = stablehlo.constant dense<[0, 1, 255, 128]> : tensor<4xui8>
    %pop = stablehlo.popcnt %u : tensor<4xui8>
    check.expect_eq_const %pop, dense<[0, 1, 8, 1]> : tensor<4xui8>
    %clz = stablehlo.count_leading_zeros %u : tensor<4xui8>
    check.expect_eq_const %clz, dense<[8, 7, 0, 0]> : tensor<4xui8>
    return
  }

  func.func public @unary() {
    %x = stablehlo.constant dense<[0.5, 2.0, -1.5, 4.0]> : tensor<4xf64>
    %abs = stablehlo.abs %x : tensor<4xf64>
    check.expect_eq_const %abs, dense<[0.5, 2.0, 1.5, 4.0]> : tensor<4xf64>
    %exp = stablehlo.exponential %abs : tensor<4xf64>
    %log = stablehlo.log %exp : tensor<4xf64>
    check.expect_almost_eq %log, %abs, tolerance = 1.0e-12 : tensor<4xf64>
    %expm1 = stablehlo.exponential_minus_one %abs : tensor<4xf64>
    %log1p = stablehlo.log_plus_one %expm1 : tensor<4xf64>
    check.expect_almost_eq %log1p, %abs, tolerance = 1.0e-12 : tensor<4xf64>
    %sqrt = stablehlo.sqrt %abs : tensor<4xf64>
    %sq = stablehlo.multiply %sqrt, %sqrt : tensor<4xf64>
    check.expect_close %sq, %abs, max_ulp_difference = 1 : tensor<4xf64>, tensor<4xf64>
    %rsqrt = stablehlo.rsqrt %abs : tensor<4xf64>
    check.expect_almost_eq_const %rsqrt, dense<[1.4142135623730951, 0.70710678118654757, 0.81649658092772603, 0.5]> : tensor<4xf64>, tolerance = 1.0e-12
    %cbrt = stablehlo.cbrt %x : tensor<4xf64>
    check.expect_almost_eq_const %cbrt, dense<[0.79370052598409979, 1.2599210498948732, -1.1447142425533319, 1.5874010519681994]> : tensor<4xf64>, tolerance = 1.0e-12
    %tanh = stablehlo.tanh %x : tensor<4xf64>
    check.expect_almost_eq_const %tanh, dense<[0.46211715726000974, 0.9640275800758169, -0.90514825364486640, 0.99932929973906703]> : tensor<4xf64>, tolerance = 1.0e-12
    %logistic = stablehlo.logistic %x : tensor<4xf64>
    check.expect_almost_eq_const %logistic, dense<[0.62245933120185459, 0.88079707797788244, 0.18242552380635635, 0.98201379003790845]> : tensor<4xf64>, tolerance = 1.0e-12
    %sin = stablehlo.sine %x : tensor<4xf64>
    check.expect_almost_eq_const %sin, dense<[0.47942553860420301, 0.90929742682568171, -0.99749498660405445, -0.7568024953079282]> : tensor<4xf64>, tolerance = 1.0e-12
    %cos = stablehlo.cosine %x : tensor<4xf64>
    check.expect_almost_eq_const %cos, dense<[0.87758256189037276, -0.41614683654714241, 0.070737201667702906, -0.65364362086361194]> : tensor<4xf64>, tolerance = 1.0e-12
    %tan = stablehlo.tan %x : tensor<4xf64>
    check.expect_almost_eq_const %tan, dense<[0.54630248984379048, -2.1850398632615189, -14.101419947171719, 1.1578212823495775]> : tensor<4xf64>, tolerance = 1.0e-10
    %floor = stablehlo.floor %x : tensor<4xf64>
    check.expect_eq_const %floor, dense<[0.0, 2.0, -2.0, 4.0]> : tensor<4xf64>
    %ceil = stablehlo.ceil %x : tensor<4xf64>
    check.expect_eq_const %ceil, dense<[1.0, 2.0, -1.0, 4.0]> : tensor<4xf64>
    %afz = stablehlo.round_nearest_afz %x : tensor<4xf64>
    check.expect_eq_const %afz, dense<[1.0, 2.0, -2.0, 4.0]> : tensor<4xf64>
    %even = stablehlo.round_nearest_even %x : tensor<4xf64>
    check.expect_eq_const %even, dense<[0.0, 2.0, -2.0, 4.0]> : tensor<4xf64>
    %sign = stablehlo.sign %x : tensor<4xf64>
    check.expect_eq_const %sign, dense<[1.0, 1.0, -1.0, 1.0]> : tensor<4xf64>
    %neg = stablehlo.negate %x : tensor<4xf64>
    check.expect_eq_const %neg, dense<[-0.5, -2.0, 1.5, -4.0]> : tensor<4xf64>
    %inf = stablehlo.constant dense<[0x7FF0000000000000, 0x7FF8000000000000, 1.0, 0xFFF0000000000000]> : tensor<4xf64>
    %finite = stablehlo.is_finite %inf : (tensor<4xf64>) -> tensor<4xi1>
    check.expect_eq_const %finite, dense<[false, false, true, false]> : tensor<4xi1>
    return
  }

  func.func public @select_clamp_convert() {
    %p = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
    %a = stablehlo.constant dense<[1.5, -2.5, 300.0]> : tensor<3xf32>
    %b = stablehlo.constant dense<[9.0, 8.0, 7.0]> : tensor<3xf32>
    %sel = stablehlo.select %p, %a, %b : tensor<3xi1>, tensor<3xf32>
    check.expect_eq_const %sel, dense<[1.5, 8.0, 300.0]> : tensor<3xf32>
    %lo = stablehlo.constant dense<0.0> : tensor<f32>
    %hi = stablehlo.constant dense<5.0> : tensor<f32>
    %clamp = stablehlo.clamp %lo, %a, %hi : (tensor<f32>, tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
    check.expect_eq_const %clamp, dense<[1.5, 0.0, 5.0]> : tensor<3xf32>
    %i = stablehlo.convert %a : (tensor<3xf32>) -> tensor<3xi8>
    check.expect_eq_const %i, dense<[1, -2, 127]> : tensor<3xi8>
    %u = stablehlo.convert %a : (tensor<3xf32>) -> tensor<3xui8>
    check.expect_eq_const %u, dense<[1, 0, 255]> : tensor<3xui8>
    %h = stablehlo.convert %a : (tensor<3xf32>) -> tensor<3xbf16>
    check.expect_eq_const %h, dense<[1.5, -2.5, 300.0]> : tensor<3xbf16>
    return
  }

  func.func public @structural() {
    %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
    %bcast = stablehlo.broadcast_in_dim %x, dims = [0, 2] : (tensor<2x3xi32>) -> tensor<2x2x3xi32>
    check.expect_eq_const %bcast, dense<[[[1, 2, 3], [1, 2, 3]], [[4, 5, 6], [4, 5, 6]]]> : tensor<2x2x3xi32>
    %row = stablehlo.constant dense<[[10, 20, 30]]> : tensor<1x3xi32>
    %expand = stablehlo.broadcast_in_dim %row, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<2x3xi32>
    check.expect_eq_const %expand, dense<[[10, 20, 30], [10, 20, 30]]> : tensor<2x3xi32>
    %trans = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>
    check.expect_eq_const %trans, dense<[[1, 4], [2, 5], [3, 6]]> : tensor<3x2xi32>
    %resh = stablehlo.reshape %x : (tensor<2x3xi32>) -> tensor<3x2xi32>
    check.expect_eq_const %resh, dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
    %slice = stablehlo.slice %x [0:2, 0:3:2] : (tensor<2x3xi32>) -> tensor<2x2xi32>
    check.expect_eq_const %slice, dense<[[1, 3], [4, 6]]> : tensor<2x2xi32>
    %cat = stablehlo.concatenate %x, %row, dim = 0 : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<3x3xi32>
    check.expect_eq_const %cat, dense<[[1, 2, 3], [4, 5, 6], [10, 20, 30]]> : tensor<3x3xi32>
    %zero = stablehlo.constant dense<0> : tensor<i32>
    %pad = stablehlo.pad %x, %zero, low = [1, -1], high = [0, 1], interior = [0, 1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<3x5xi32>
    check.expect_eq_const %pad, dense<[[0, 0, 0, 0, 0], [0, 2, 0, 3, 0], [0, 5, 0, 6, 0]]> : tensor<3x5xi32>
    %rev = stablehlo.reverse %x, dims = [0, 1] : tensor<2x3xi32>
    check.expect_eq_const %rev, dense<[[6, 5, 4], [3, 2, 1]]> : tensor<2x3xi32>
    %iota = stablehlo.iota dim = 1 : tensor<2x3xi32>
    check.expect_eq_const %iota, dense<[[0, 1, 2], [0, 1, 2]]> : tensor<2x3xi32>
    return
  }

  func.func public @reduce_dot() {
    %x = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    check.expect_eq_const %sum, dense<[6.0, 15.0]> : tensor<2xf32>
    %lowest = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %max = stablehlo.reduce(%x init: %lowest) across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
     reducer(%a: tensor<f32>, %b: tensor<f32>)  {
      %m = stablehlo.maximum %a, %b : tensor<f32>
      stablehlo.return %m : tensor<f32>
    }
    check.expect_eq_const %max, dense<[4.0, 5.0, 6.0]> : tensor<3xf32>
    %y = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %dot = stablehlo.dot_general %x, %y, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
    check.expect_eq_const %dot, dense<[[14.0, 32.0], [32.0, 77.0]]> : tensor<2x2xf32>
    %legacy = stablehlo.dot %x, %y : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
    check.expect_eq %legacy, %dot : tensor<2x2xf32>
    %b = stablehlo.broadcast_in_dim %x, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
    %bdot = stablehlo.dot_general %b, %b, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<2x2x3xf32>, tensor<2x2x3xf32>) -> tensor<2x2x2xf32>
    check.expect_eq_const %bdot, dense<[[[14.0, 32.0], [32.0, 77.0]], [[14.0, 32.0], [32.0, 77.0]]]> : tensor<2x2x2xf32>
    return
  }

  func.func public @argmax() {
    %x = stablehlo.constant dense<[[1.0, -7.0, 3.0, 7.0], [2.0, 0.5, -3.0, 2.0]]> : tensor<2x4xf32>
    %i = stablehlo.iota dim = 1 : tensor<2x4xi32>
    %lowest = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %none = stablehlo.constant dense<-1> : tensor<i32>
    %0:2 = stablehlo.reduce(%x init: %lowest), (%i init: %none) across dimensions = [1] : (tensor<2x4xf32>, tensor<2x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
     reducer(%av: tensor<f32>, %bv: tensor<f32>) (%ai: tensor<i32>, %bi: tensor<i32>)  {
      %gt = stablehlo.compare  GT, %av, %bv,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %eq = stablehlo.compare  EQ, %av, %bv,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %lt = stablehlo.compare  LT, %ai, %bi,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %tie = stablehlo.and %eq, %lt : tensor<i1>
      %pick = stablehlo.or %gt, %tie : tensor<i1>
      %v = stablehlo.select %pick, %av, %bv : tensor<i1>, tensor<f32>
      %j = stablehlo.select %pick, %ai, %bi : tensor<i1>, tensor<i32>
      stablehlo.return %v, %j : tensor<f32>, tensor<i32>
    }
    check.expect_eq_const %0#0, dense<[7.0, 2.0]> : tensor<2xf32>
    check.expect_eq_const %0#1, dense<[3, 0]> : tensor<2xi32>
    return
  }

  func.func public @calls() {
    %x = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>
    %0:2 = call @twice(%x) : (tensor<3xi64>) -> (tensor<3xi64>, tensor<3xi64>)
    check.expect_eq_const %0#0, dense<[2, 4, 6]> : tensor<3xi64>
    check.expect_eq_const %0#1, dense<[1, 4, 9]> : tensor<3xi64>
    %s, %p = call @twice(%x) : (tensor<3xi64>) -> (tensor<3xi64>, tensor<3xi64>)
    check.expect_eq %s, %0#0 : tensor<3xi64>
    check.expect_eq_const %p, dense<[1, 4, 9]> : tensor<3xi64>
    %1 = func.call @id(%0#1) : (tensor<3xi64>) -> tensor<3xi64>
    stablehlo.custom_call @check.expect_eq(%1, %0#1) {has_side_effect = true} : (tensor<3xi64>, tensor<3xi64>) -> ()
    return
  }
  func.func private @twice(%a: tensor<3xi64>) -> (tensor<3xi64>, tensor<3xi64>) {
    %s = stablehlo.add %a, %a : tensor<3xi64>
    %p = stablehlo.multiply %a, %a : tensor<3xi64>
    return %s, %p : tensor<3xi64>, tensor<3xi64>
  }
  func.func private @id(%a: tensor<3xi64>) -> tensor<3xi64> {
    func.return %a : tensor<3xi64>
  }
}
