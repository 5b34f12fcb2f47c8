func.func @add(%a: tensor<2xf32>) -> tensor<2xf32> {
  %r = shapes.add %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
// -----
func.func @f(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %r = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%b : tensor<3x2xf32>) permutation = [1 0]
  return %r : tensor<3x2xf32>
}
