// The main example: XLA broadcasting and layouts, lowered with
// `shapes-opt -shapes-to-llvm` and run with mlir-runner (see README.md).
//
// Each section prints its inputs and its result. The printer shows the
// logical array and, in its header, the sizes and strides of the physical
// layout.

#col_padded = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = lowest>

func.func private @printMemrefF32(tensor<*xf32>)

func.func @show(%t: tensor<*xf32>) {
  call @printMemrefF32(%t) : (tensor<*xf32>) -> ()
  return
}

// (2,3) + (3) with broadcast_dimensions = [1]: the vector is added to every
// row (the spec's first example).
func.func @matrix_plus_vector(%m: tensor<2x3xf32>, %v: tensor<3xf32>) -> tensor<2x3xf32> {
  %r = shapes.add %m, %v broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// (2,1) * (1,3): degenerate dimensions on both sides, the outer product.
func.func @outer_product(%c: tensor<2x1xf32>, %r: tensor<1x3xf32>) -> tensor<2x3xf32> {
  %p = shapes.mul %c, %r : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  return %p : tensor<2x3xf32>
}

// (4) + (1,2) with broadcast_dimensions = [0]: both kinds at once (the spec's
// "composition" example).
func.func @composition(%v: tensor<4xf32>, %m: tensor<1x2xf32>) -> tensor<4x2xf32> {
  %r = shapes.add %v, %m broadcast_dimensions = [0] : (tensor<4xf32>, tensor<1x2xf32>) -> tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}

// A result in a padded column-major layout: the spec's padding example,
// padded with -inf.
func.func @into_padded_layout(%m: tensor<2x3xf32>, %s: tensor<f32>) -> tensor<2x3xf32, #col_padded> {
  %r = shapes.max %m, %s : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32, #col_padded>
  return %r : tensor<2x3xf32, #col_padded>
}

func.func @main() {
  %m = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %v = arith.constant dense<[7.0, 8.0, 9.0]> : tensor<3xf32>
  %c = arith.constant dense<[[1.0], [10.0]]> : tensor<2x1xf32>
  %r = arith.constant dense<[[1.0, 2.0, 3.0]]> : tensor<1x3xf32>
  %v4 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %m12 = arith.constant dense<[[5.0, 6.0]]> : tensor<1x2xf32>
  %s = arith.constant dense<2.5> : tensor<f32>

  vector.print str "\n== shapes.add (2,3) + (3), broadcast_dimensions = [1]\n"
  %mu = tensor.cast %m : tensor<2x3xf32> to tensor<*xf32>
  %vu = tensor.cast %v : tensor<3xf32> to tensor<*xf32>
  call @show(%mu) : (tensor<*xf32>) -> ()
  call @show(%vu) : (tensor<*xf32>) -> ()
  %0 = call @matrix_plus_vector(%m, %v) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  vector.print str "result:\n"
  %u0 = tensor.cast %0 : tensor<2x3xf32> to tensor<*xf32>
  call @show(%u0) : (tensor<*xf32>) -> ()

  vector.print str "\n== shapes.mul (2,1) * (1,3): the outer product\n"
  %cu = tensor.cast %c : tensor<2x1xf32> to tensor<*xf32>
  %ru = tensor.cast %r : tensor<1x3xf32> to tensor<*xf32>
  call @show(%cu) : (tensor<*xf32>) -> ()
  call @show(%ru) : (tensor<*xf32>) -> ()
  %1 = call @outer_product(%c, %r) : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  vector.print str "result:\n"
  %u1 = tensor.cast %1 : tensor<2x3xf32> to tensor<*xf32>
  call @show(%u1) : (tensor<*xf32>) -> ()

  vector.print str "\n== shapes.add (4) + (1,2), broadcast_dimensions = [0]\n"
  %v4u = tensor.cast %v4 : tensor<4xf32> to tensor<*xf32>
  %m12u = tensor.cast %m12 : tensor<1x2xf32> to tensor<*xf32>
  call @show(%v4u) : (tensor<*xf32>) -> ()
  call @show(%m12u) : (tensor<*xf32>) -> ()
  %2 = call @composition(%v4, %m12) : (tensor<4xf32>, tensor<1x2xf32>) -> tensor<4x2xf32>
  vector.print str "result:\n"
  %u2 = tensor.cast %2 : tensor<4x2xf32> to tensor<*xf32>
  call @show(%u2) : (tensor<*xf32>) -> ()

  vector.print str "\n== shapes.max (2,3), 2.5 into minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = lowest\n"
  %3 = call @into_padded_layout(%m, %s) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32, #col_padded>
  vector.print str "result (logical view, strides [1, 3]):\n"
  %u3 = tensor.cast %3 : tensor<2x3xf32, #col_padded> to tensor<*xf32>
  call @show(%u3) : (tensor<*xf32>) -> ()
  vector.print str "the 15-element physical buffer, column by column, padding = -inf:\n"
  %b = bufferization.to_buffer %3 read_only : tensor<2x3xf32, #col_padded> to memref<2x3xf32, #col_padded>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %b : memref<2x3xf32, #col_padded> -> memref<f32>, index, index, index, index, index
  %flat = memref.reinterpret_cast %base to offset: [0], sizes: [15], strides: [1] : memref<f32> to memref<15xf32>
  %ft = bufferization.to_tensor %flat restrict : memref<15xf32> to tensor<15xf32>
  %fu = tensor.cast %ft : tensor<15xf32> to tensor<*xf32>
  call @show(%fu) : (tensor<*xf32>) -> ()
  return
}
