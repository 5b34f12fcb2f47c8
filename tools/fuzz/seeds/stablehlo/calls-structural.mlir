func.func public @main() -> tensor<4x5xi32> {
  %x = stablehlo.iota dim = 0 : tensor<2x3xi32>
  %0:2 = call @pair(%x) : (tensor<2x3xi32>) -> (tensor<2x3xi32>, tensor<3x2xi32>)
  %z = stablehlo.constant dense<0> : tensor<i32>
  %p = stablehlo.pad %0#0, %z, low = [1, 0], high = [1, 1], interior = [0, 0] : (tensor<2x3xi32>, tensor<i32>) -> tensor<4x4xi32>
  %s = stablehlo.slice %0#1 [0:3:2, 1:2] : (tensor<3x2xi32>) -> tensor<2x1xi32>
  %b = stablehlo.broadcast_in_dim %s, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x4xi32>
  %t = stablehlo.reshape %b : (tensor<2x4xi32>) -> tensor<4x2xi32>
  %r = stablehlo.reverse %t, dims = [0] : tensor<4x2xi32>
  %c = stablehlo.concatenate %p, %r, dim = 1 : (tensor<4x4xi32>, tensor<4x2xi32>) -> tensor<4x6xi32>
  %u = stablehlo.slice %c [0:4, 0:5] : (tensor<4x6xi32>) -> tensor<4x5xi32>
  check.expect_eq %u, %u : tensor<4x5xi32>
  return %u : tensor<4x5xi32>
}
func.func private @pair(%a: tensor<2x3xi32>) -> (tensor<2x3xi32>, tensor<3x2xi32>) {
  %t = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>
  %n = stablehlo.not %a : tensor<2x3xi32>
  func.return %n, %t : tensor<2x3xi32>, tensor<3x2xi32>
}
