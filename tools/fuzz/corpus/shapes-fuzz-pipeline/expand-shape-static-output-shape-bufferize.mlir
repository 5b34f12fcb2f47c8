// An expand_shape: the operand's size against the product of the sizes of
// its group; a group of static sizes from a static dimension has none.
func.func @expand(%t: tensor<4x?xf32>, %rows: index) -> tensor<2x2x?x3xf32> {
  %e = tensor.expand_shape %t [[0, 1], [2, 3]] output_shape [3, 2, %rows, 3] : tensor<4x?xf32> into tensor<2x2x?x3xf32>
  return %e : tensor<2x2x?x3xf32>
}
