#E = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [4, 4]>
func.func @f(%a: tensor<3x4xf32, #E>, %y: tensor<3x4xf32, #E>) -> tensor<3x4xf32, #E> {
  %r = arith.addf %a, %y : tensor<3x4xf32, #E>
  return %r : tensor<3x4xf32, #E>
}
