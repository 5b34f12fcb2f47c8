// Rank-3 permuted layout: strides [20, 1, 4] for 2x3x4 padded to 2x4x5
//e with minor_to_major = [1, 2, 0].
func.func @rank3_linearize(%i: index, %j: index, %k: index) -> index {
  %l = shapes.linearize_index [%i, %j, %k] : memref<2x3x4xf32, #shapes.layout<minor_to_major = [1, 2, 0], padded_dimensions = [2, 4, 5]>>
  return %l : index
}
