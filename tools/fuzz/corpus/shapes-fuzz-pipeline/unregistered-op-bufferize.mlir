// Seeds for shapes-fuzz-parse and shapes-fuzz-pipeline: generic-form ops of
// dialects that are not registered (the targets parse an input again with
// unregistered dialects allowed when it is rejected without them), among
// shapes ops, at module level, with regions, inside scf.if and loops.
// utils/fuzz.sh splits this file at the separator lines.

func.func @add(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %r = "stablehlo.add"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
