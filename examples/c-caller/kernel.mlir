// A kernel called from C (see main.c and README.md): the input is a 2x3
// array in a padded column-major layout, the output a row-major array
// padded with ones.
#col_padded = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>
#row_padded = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [2, 4], padding_value = one>

func.func @add_row_vector(%x: tensor<2x3xf32, #col_padded>, %v: tensor<3xf32>)
    -> tensor<2x3xf32, #row_padded> {
  %r = shapes.add %x, %v broadcast_dimensions = [1]
      : (tensor<2x3xf32, #col_padded>, tensor<3xf32>) -> tensor<2x3xf32, #row_padded>
  return %r : tensor<2x3xf32, #row_padded>
}

// Columns 1 and 3 of a 4x4 array: a strided slice. Returning it copies it
// into a fresh buffer; the copy is a loop nest (no call to the MLIR runtime
// library's memrefCopy), so the program links with libc alone.
func.func @odd_columns(%x: tensor<4x4xf32>) -> tensor<4x2xf32> {
  %s = tensor.extract_slice %x[0, 1] [4, 2] [1, 2] : tensor<4x4xf32> to tensor<4x2xf32>
  return %s : tensor<4x2xf32>
}
