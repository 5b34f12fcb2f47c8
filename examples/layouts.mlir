// A tour of #shapes.layout: the spec's 2x3 array in three layouts.
// `shapes-opt examples/layouts.mlir` parses, verifies and prints it.
#row_major = #shapes.layout<minor_to_major = [1, 0]>
#col_major = #shapes.layout<minor_to_major = [0, 1]>
#padded = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>

func.func private @row_major(tensor<2x3xf32, #row_major>)
func.func private @col_major(tensor<2x3xf32, #col_major>)
func.func private @padded(memref<2x3xf32, #padded>)
