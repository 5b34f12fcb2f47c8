func.func @f(%a: tensor<3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.broadcast ins(%a : tensor<3xf32>) outs(%b : tensor<2x3xf32>) dimensions = [0, ]
  return %r : tensor<2x3xf32>
}
