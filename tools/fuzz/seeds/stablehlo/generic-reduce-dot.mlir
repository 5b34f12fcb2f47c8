"builtin.module"() <{sym_name = "g"}> ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<3x2xf32>) -> (tensor<2xf32>, tensor<2x2xf32>), sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>):
    %z = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %r = "stablehlo.reduce"(%a, %z) <{dimensions = array<i64: 1>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = "stablehlo.maximum"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
    }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %d = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
    %c = "stablehlo.compare"(%d, %d) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xi1>
    %e = "stablehlo.select"(%c, %d, %d) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    "func.return"(%r, %e) : (tensor<2xf32>, tensor<2x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()
