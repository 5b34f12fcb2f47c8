"stablehlo.mo(dule"() ({
  func.func @inner(%a: tensor<2xf32>) -> tensor<2xf32> {
    %r = shapes.add %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    return %r : tensor<2xf32>
  }
}) : () -> ()
