// Kernels with dynamic shapes called from C (see main.c and docs/CAPI.md),
// compiled with -shapes-to-llvm="results-to-out-params=true": the sizes of
// every '?' come from the descriptors the caller passes, or from index
// arguments.
#col = #shapes.layout<minor_to_major = [0, 1]>
#bound = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [8, 3], padding_value = lowest>

// A result with a '?': (n, 3) + (n, 1), the static 1 broadcast. Under
// results-to-out-params it becomes an output argument that the caller
// allocates with the result's sizes; the kernel checks them at run time.
// (Without the option the function returns it in a malloc'ed buffer.)
func.func @add_rows(%a: tensor<?x3xf32>, %b: tensor<?x1xf32>) -> tensor<?x3xf32> {
  %0 = shapes.add %a, %b : (tensor<?x3xf32>, tensor<?x1xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// A result in a non-default layout: broadcast_in_dim of a vector of m
// elements to n rows, both sizes passed as index arguments, into a
// column-major matrix (strides [1, n]), an output argument too.
func.func @outer(%v: tensor<?xi32>, %n: index, %m: index) -> tensor<?x?xi32, #col> {
  %0 = shapes.broadcast_in_dim %v, dims = [1] sizes(%n, %m) : (tensor<?xi32>) -> tensor<?x?xi32, #col>
  return %0 : tensor<?x?xi32, #col>
}

// An output argument the caller allocates: each column j of the
// column-major (n, m) matrix times v[j], written into the caller's
// column-major buffer.
func.func @scale_columns(%x: tensor<?x?xf32, #col>, %v: tensor<?xf32>,
                         %out: memref<?x?xf32, #col>) {
  %0 = shapes.mul %x, %v broadcast_dimensions = [1]
      : (tensor<?x?xf32, #col>, tensor<?xf32>) -> tensor<?x?xf32, #col>
  bufferization.materialize_in_destination %0 in restrict writable %out
      : (tensor<?x?xf32, #col>, memref<?x?xf32, #col>) -> ()
  return
}

// An output argument in a bounded layout: room for 8 rows, n of them used,
// the other rows filled with -inf.
func.func @clamp_below(%a: tensor<?x3xf32>, %floor: tensor<3xf32>,
                       %out: memref<?x3xf32, #bound>) {
  %0 = shapes.max %a, %floor broadcast_dimensions = [1]
      : (tensor<?x3xf32>, tensor<3xf32>) -> tensor<?x3xf32, #bound>
  bufferization.materialize_in_destination %0 in restrict writable %out
      : (tensor<?x3xf32, #bound>, memref<?x3xf32, #bound>) -> ()
  return
}

// A static result of dynamic operands: results-to-out-params makes it an
// output argument. The '?' must be 4 at run time.
func.func @add_to_fixed(%a: tensor<?x3xf32>, %b: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %0 = shapes.add %a, %b : (tensor<?x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}
