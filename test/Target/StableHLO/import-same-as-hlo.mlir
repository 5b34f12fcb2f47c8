// RUN: shapes-translate --import-stablehlo %s -o %t.stablehlo
// RUN: shapes-translate --import-hlo %S/Inputs/same-program.hlo -o %t.hlo
// RUN: diff %t.stablehlo %t.hlo
// RUN: shapes-translate --import-stablehlo %S/Inputs/same-program-generic.mlir -o %t.generic
// RUN: diff %t.generic %t.hlo

// One program as StableHLO (this file, and its generic form in
// Inputs/same-program-generic.mlir) and as HLO (Inputs/same-program.hlo):
// the importers build the same IR, from the same builders, for every op
// that both read.

module @same {
  func.func public @main(%p0: tensor<2x3xf32>, %p1: tensor<2x3xf32>, %p2: tensor<4xi32>, %p3: tensor<4xui8>)
      -> (tensor<2x3xi32>, tensor<4xi32>, tensor<4xi1>, tensor<3x2x3xf32>, tensor<6xf32>, tensor<1x2xf32>,
          tensor<4x3xf32>, tensor<4x5xf32>, tensor<2x3xf32>, tensor<4xi32>, tensor<2x2xf32>, tensor<3x2x2xf32>,
          tensor<2xf32>, tensor<2x2xf32>) {
    %add = stablehlo.add %p0, %p1 : tensor<2x3xf32>
    %sub = stablehlo.subtract %add, %p1 : tensor<2x3xf32>
    %mul = stablehlo.multiply %sub, %p0 : tensor<2x3xf32>
    %div = stablehlo.divide %mul, %p1 : tensor<2x3xf32>
    %rem = stablehlo.remainder %div, %p0 : tensor<2x3xf32>
    %max = stablehlo.maximum %rem, %p1 : tensor<2x3xf32>
    %min = stablehlo.minimum %max, %p0 : tensor<2x3xf32>
    %pow = stablehlo.power %min, %p1 : tensor<2x3xf32>
    %atan = stablehlo.atan2 %pow, %p0 : tensor<2x3xf32>
    %abs = stablehlo.abs %atan : tensor<2x3xf32>
    %neg = stablehlo.negate %abs : tensor<2x3xf32>
    %exp = stablehlo.exponential %neg : tensor<2x3xf32>
    %expm1 = stablehlo.exponential_minus_one %exp : tensor<2x3xf32>
    %log = stablehlo.log %expm1 : tensor<2x3xf32>
    %log1p = stablehlo.log_plus_one %log : tensor<2x3xf32>
    %sqrt = stablehlo.sqrt %log1p : tensor<2x3xf32>
    %rsqrt = stablehlo.rsqrt %sqrt : tensor<2x3xf32>
    %cbrt = stablehlo.cbrt %rsqrt : tensor<2x3xf32>
    %tanh = stablehlo.tanh %cbrt : tensor<2x3xf32>
    %logistic = stablehlo.logistic %tanh : tensor<2x3xf32>
    %sin = stablehlo.sine %logistic : tensor<2x3xf32>
    %cos = stablehlo.cosine %sin : tensor<2x3xf32>
    %tan = stablehlo.tan %cos : tensor<2x3xf32>
    %floor = stablehlo.floor %tan : tensor<2x3xf32>
    %ceil = stablehlo.ceil %floor : tensor<2x3xf32>
    %afz = stablehlo.round_nearest_afz %ceil : tensor<2x3xf32>
    %even = stablehlo.round_nearest_even %afz : tensor<2x3xf32>
    %sign = stablehlo.sign %even : tensor<2x3xf32>
    %finite = stablehlo.is_finite %sign : (tensor<2x3xf32>) -> tensor<2x3xi1>
    %lt = stablehlo.compare  LT, %sign, %p0,  FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %both = stablehlo.and %lt, %finite : tensor<2x3xi1>
    %sel = stablehlo.select %both, %sign, %p1 : tensor<2x3xi1>, tensor<2x3xf32>
    %clamp = stablehlo.clamp %p0, %sel, %p1 : tensor<2x3xf32>
    %conv = stablehlo.convert %clamp : (tensor<2x3xf32>) -> tensor<2x3xi32>
    %not = stablehlo.not %p2 : tensor<4xi32>
    %and = stablehlo.and %not, %p2 : tensor<4xi32>
    %or = stablehlo.or %and, %p2 : tensor<4xi32>
    %xor = stablehlo.xor %or, %p2 : tensor<4xi32>
    %udiv = stablehlo.divide %p3, %p3 : tensor<4xui8>
    %ult = stablehlo.compare  GE, %udiv, %p3 : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %seven = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
    %bcast = stablehlo.broadcast_in_dim %clamp, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<3x2x3xf32>
    %trans = stablehlo.transpose %clamp, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %resh = stablehlo.reshape %clamp : (tensor<2x3xf32>) -> tensor<6xf32>
    %slice = stablehlo.slice %clamp [1:2, 0:3:2] : (tensor<2x3xf32>) -> tensor<1x2xf32>
    %cat = stablehlo.concatenate %clamp, %p1, dim = 0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
    %pad = stablehlo.pad %clamp, %zero, low = [1, 0], high = [1, 0], interior = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<4x5xf32>
    %rev = stablehlo.reverse %clamp, dims = [1] : tensor<2x3xf32>
    %iota = stablehlo.iota dim = 0 : tensor<4xi32>
    %dot = stablehlo.dot_general %clamp, %trans, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
    %bdot = stablehlo.dot_general %bcast, %bcast, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<3x2x3xf32>, tensor<3x2x3xf32>) -> tensor<3x2x2xf32>
    %red = stablehlo.reduce(%clamp init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    return %conv, %xor, %ult, %bcast, %resh, %slice, %cat, %pad, %rev, %iota, %dot, %bdot, %red, %seven
      : tensor<2x3xi32>, tensor<4xi32>, tensor<4xi1>, tensor<3x2x3xf32>, tensor<6xf32>, tensor<1x2xf32>,
        tensor<4x3xf32>, tensor<4x5xf32>, tensor<2x3xf32>, tensor<4xi32>, tensor<2x2xf32>, tensor<3x2x2xf32>,
        tensor<2xf32>, tensor<2x2xf32>
  }
}
