// The program of ../import-same-as-hlo.mlir in the generic form, as
// `stablehlo-opt --mlir-print-op-generic` writes it.
"builtin.module"() <{sym_name = "same"}> ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>, tensor<4xi32>, tensor<4xui8>) -> (tensor<2x3xi32>, tensor<4xi32>, tensor<4xi1>, tensor<3x2x3xf32>, tensor<6xf32>, tensor<1x2xf32>, tensor<4x3xf32>, tensor<4x5xf32>, tensor<2x3xf32>, tensor<4xi32>, tensor<2x2xf32>, tensor<3x2x2xf32>, tensor<2xf32>, tensor<2x2xf32>), sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%p0: tensor<2x3xf32>, %p1: tensor<2x3xf32>, %p2: tensor<4xi32>, %p3: tensor<4xui8>):
    %add = "stablehlo.add"(%p0, %p1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %sub = "stablehlo.subtract"(%add, %p1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %mul = "stablehlo.multiply"(%sub, %p0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %div = "stablehlo.divide"(%mul, %p1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %rem = "stablehlo.remainder"(%div, %p0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %max = "stablehlo.maximum"(%rem, %p1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %min = "stablehlo.minimum"(%max, %p0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %pow = "stablehlo.power"(%min, %p1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %atan = "stablehlo.atan2"(%pow, %p0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %abs = "stablehlo.abs"(%atan) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %neg = "stablehlo.negate"(%abs) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %exp = "stablehlo.exponential"(%neg) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %expm1 = "stablehlo.exponential_minus_one"(%exp) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %log = "stablehlo.log"(%expm1) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %log1p = "stablehlo.log_plus_one"(%log) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %sqrt = "stablehlo.sqrt"(%log1p) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %rsqrt = "stablehlo.rsqrt"(%sqrt) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %cbrt = "stablehlo.cbrt"(%rsqrt) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %tanh = "stablehlo.tanh"(%cbrt) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %logistic = "stablehlo.logistic"(%tanh) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %sin = "stablehlo.sine"(%logistic) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %cos = "stablehlo.cosine"(%sin) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %tan = "stablehlo.tan"(%cos) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %floor = "stablehlo.floor"(%tan) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %ceil = "stablehlo.ceil"(%floor) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %afz = "stablehlo.round_nearest_afz"(%ceil) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %even = "stablehlo.round_nearest_even"(%afz) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %sign = "stablehlo.sign"(%even) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %finite = "stablehlo.is_finite"(%sign) : (tensor<2x3xf32>) -> tensor<2x3xi1>
    %lt = "stablehlo.compare"(%sign, %p0) <{comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %both = "stablehlo.and"(%lt, %finite) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
    %sel = "stablehlo.select"(%both, %sign, %p1) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %clamp = "stablehlo.clamp"(%p0, %sel, %p1) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %conv = "stablehlo.convert"(%clamp) : (tensor<2x3xf32>) -> tensor<2x3xi32>
    %not = "stablehlo.not"(%p2) : (tensor<4xi32>) -> tensor<4xi32>
    %and = "stablehlo.and"(%not, %p2) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %or = "stablehlo.or"(%and, %p2) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %xor = "stablehlo.xor"(%or, %p2) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %udiv = "stablehlo.divide"(%p3, %p3) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
    %ult = "stablehlo.compare"(%udiv, %p3) <{comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
    %zero = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %seven = "stablehlo.constant"() <{value = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
    %bcast = "stablehlo.broadcast_in_dim"(%clamp) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x3xf32>) -> tensor<3x2x3xf32>
    %trans = "stablehlo.transpose"(%clamp) <{permutation = array<i64: 1, 0>}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %resh = "stablehlo.reshape"(%clamp) : (tensor<2x3xf32>) -> tensor<6xf32>
    %slice = "stablehlo.slice"(%clamp) <{limit_indices = array<i64: 2, 3>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 2>}> : (tensor<2x3xf32>) -> tensor<1x2xf32>
    %cat = "stablehlo.concatenate"(%clamp, %p1) <{dimension = 0 : i64}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
    %pad = "stablehlo.pad"(%clamp, %zero) <{edge_padding_high = array<i64: 1, 0>, edge_padding_low = array<i64: 1, 0>, interior_padding = array<i64: 0, 1>}> : (tensor<2x3xf32>, tensor<f32>) -> tensor<4x5xf32>
    %rev = "stablehlo.reverse"(%clamp) <{dimensions = array<i64: 1>}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %iota = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %dot = "stablehlo.dot_general"(%clamp, %trans) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
    %bdot = "stablehlo.dot_general"(%bcast, %bcast) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>}> : (tensor<3x2x3xf32>, tensor<3x2x3xf32>) -> tensor<3x2x2xf32>
    %red = "stablehlo.reduce"(%clamp, %zero) <{dimensions = array<i64: 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
    }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    "func.return"(%conv, %xor, %ult, %bcast, %resh, %slice, %cat, %pad, %rev, %iota, %dot, %bdot, %red, %seven) : (tensor<2x3xi32>, tensor<4xi32>, tensor<4xi1>, tensor<3x2x3xf32>, tensor<6xf32>, tensor<1x2xf32>, tensor<4x3xf32>, tensor<4x5xf32>, tensor<2x3xf32>, tensor<4xi32>, tensor<2x2xf32>, tensor<3x2x2xf32>, tensor<2xf32>, tensor<2x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()
