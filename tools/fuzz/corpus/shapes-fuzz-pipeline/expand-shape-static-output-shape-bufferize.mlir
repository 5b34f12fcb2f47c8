// An expand_shape whose output_shape gives static result dimension 0 size
// 3 where the type gives 2: upstream's verifier accepts it, and the
// memref.expand_shape that -shapes-bufferize made of it did not verify.
func.func @expand(%t: tensor<4x?xf32>, %rows: index) -> tensor<2x2x?x3xf32> {
  %e = tensor.expand_shape %t [[0, 1], [2, 3]] output_shape [3, 2, %rows, 3] : tensor<4x?xf32> into tensor<2x2x?x3xf32>
  return %e : tensor<2x2x?x3xf32>
}
