// Kernels whose results would share a buffer, called from C by
// distinct-results.c (the ctest c-interface-distinct-results,
// cmake/TestCInterface.cmake). Each result must come back in a buffer of
// its own, which the caller frees once (-shapes-distinct-results).
//
// x[i][j] = 10 i + j + 1 in every kernel; v = x + x.
#col = #shapes.layout<minor_to_major = [0, 1]>
#pad = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [5, 8], padding_value = lowest>
#padT = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [8, 5], padding_value = lowest>

// A value, its transpose (a view: the layout permuted) and its reshape (a
// view of the contiguous buffer).
func.func @value_transpose_reshape(%x: tensor<4x6xf32>)
    -> (tensor<4x6xf32>, tensor<6x4xf32, #col>, tensor<24xf32>) {
  %v = shapes.add %x, %x : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
  %t = shapes.transpose %v, permutation = [1, 0] : tensor<4x6xf32> -> tensor<6x4xf32, #col>
  %r = tensor.collapse_shape %v [[0, 1]] : tensor<4x6xf32> into tensor<24xf32>
  return %v, %t, %r : tensor<4x6xf32>, tensor<6x4xf32, #col>, tensor<24xf32>
}
func.func @value_transpose_reshape_dynamic(%x: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32, #col>, tensor<?xf32>) {
  %v = shapes.add %x, %x : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %t = shapes.transpose %v, permutation = [1, 0] : tensor<?x?xf32> -> tensor<?x?xf32, #col>
  %r = tensor.collapse_shape %v [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  return %v, %t, %r : tensor<?x?xf32>, tensor<?x?xf32, #col>, tensor<?xf32>
}

// One value returned twice.
func.func @twice(%x: tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>) {
  %v = shapes.add %x, %x : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
  return %v, %v : tensor<4x6xf32>, tensor<4x6xf32>
}
func.func @twice_dynamic(%x: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %v = shapes.add %x, %x : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %v, %v : tensor<?x?xf32>, tensor<?x?xf32>
}

// The argument itself, a slice of it (rows 1 and 2) and its transpose.
func.func @argument_views(%x: tensor<4x6xf32>)
    -> (tensor<4x6xf32>, tensor<2x6xf32>, tensor<6x4xf32, #col>) {
  %s = tensor.extract_slice %x[1, 0] [2, 6] [1, 1] : tensor<4x6xf32> to tensor<2x6xf32>
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<4x6xf32> -> tensor<6x4xf32, #col>
  return %x, %s, %t : tensor<4x6xf32>, tensor<2x6xf32>, tensor<6x4xf32, #col>
}
func.func @argument_views_dynamic(%x: tensor<?x?xf32>, %i: index, %n: index)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32, #col>) {
  %c1 = arith.constant 1 : index
  %m = tensor.dim %x, %c1 : tensor<?x?xf32>
  %s = tensor.extract_slice %x[%i, 0] [%n, %m] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<?x?xf32> -> tensor<?x?xf32, #col>
  return %x, %s, %t : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32, #col>
}

// A value in a padded layout, its transpose (a view in the permuted padded
// layout) and a slice of it (rows 1..2, columns 2..4).
func.func @padded(%x: tensor<4x6xf32>)
    -> (tensor<4x6xf32, #pad>, tensor<6x4xf32, #padT>, tensor<2x3xf32>) {
  %v = shapes.add %x, %x : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32, #pad>
  %t = shapes.transpose %v, permutation = [1, 0] : tensor<4x6xf32, #pad> -> tensor<6x4xf32, #padT>
  %s = tensor.extract_slice %v[1, 2] [2, 3] [1, 1] : tensor<4x6xf32, #pad> to tensor<2x3xf32>
  return %v, %t, %s : tensor<4x6xf32, #pad>, tensor<6x4xf32, #padT>, tensor<2x3xf32>
}
// The same with a bounded '?' (at most 5 rows).
func.func @padded_dynamic(%x: tensor<?x6xf32>)
    -> (tensor<?x6xf32, #pad>, tensor<6x?xf32, #padT>) {
  %v = shapes.add %x, %x : (tensor<?x6xf32>, tensor<?x6xf32>) -> tensor<?x6xf32, #pad>
  %t = shapes.transpose %v, permutation = [1, 0] : tensor<?x6xf32, #pad> -> tensor<6x?xf32, #padT>
  return %v, %t : tensor<?x6xf32, #pad>, tensor<6x?xf32, #padT>
}

// Two results of one buffer from a private function, returned on.
func.func private @pair(%x: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %v = shapes.add %x, %x : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %v, %v : tensor<?x?xf32>, tensor<?x?xf32>
}
func.func @through_call(%x: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %a, %b = call @pair(%x) : (tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>)
  return %a, %b : tensor<?x?xf32>, tensor<?x?xf32>
}
