func.func @reduce(%a: tensor<2x3xf32>, %init: tensor<2xf32>) -> tensor<2xf32> {
  %0 = linalg.reduce { arith1addf } ins(%a : tensor<2x3xf32>) outs(%init : tensor<2xf32>) dimensions = [1]
  return %0 : tensor<2xf32>
}
