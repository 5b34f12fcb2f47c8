// Kernels that views.c calls with views of larger arrays (the ctest
// c-interface-views, cmake/TestCInterface.cmake): descriptors whose offset
// is not the static offset of the argument's type, in row-major, padded
// and column-major layouts, with static and '?' sizes, ranked and unranked,
// as inputs and as an output. Each must read and write exactly the
// elements the descriptor's offset and strides give
// (-shapes-c-interface-offsets).
#col = #shapes.layout<minor_to_major = [0, 1]>
#colpad = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>

// docs/CAPI.md's example: rows 1..3 of a 4x6 array for a tensor<3x6xf32>.
func.func @add_rows(%a: tensor<3x6xf32>, %b: tensor<3x6xf32>) -> tensor<3x6xf32> {
  %r = shapes.add %a, %b : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
  return %r : tensor<3x6xf32>
}

// Element sizes 1 and 8.
func.func @add_rows_i8(%a: tensor<3x6xi8>, %b: tensor<3x6xi8>) -> tensor<3x6xi8> {
  %r = shapes.add %a, %b : (tensor<3x6xi8>, tensor<3x6xi8>) -> tensor<3x6xi8>
  return %r : tensor<3x6xi8>
}
func.func @add_rows_f64(%a: tensor<3x6xf64>, %b: tensor<3x6xf64>) -> tensor<3x6xf64> {
  %r = shapes.add %a, %b : (tensor<3x6xf64>, tensor<3x6xf64>) -> tensor<3x6xf64>
  return %r : tensor<3x6xf64>
}

// A padded column-major argument (strides [1, 3], a 15-element buffer).
func.func @double_padded(%a: tensor<2x3xf32, #colpad>) -> tensor<2x3xf32> {
  %r = shapes.add %a, %a : (tensor<2x3xf32, #colpad>, tensor<2x3xf32, #colpad>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// '?' sizes, the row stride read from the descriptor: any window of a
// row-major array.
func.func @double_window(%a: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = shapes.add %a, %a : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// '?' sizes in a column-major layout (strides [1, ?]): any window of a
// column-major array, copied out row-major.
func.func @relayout_window(%a: tensor<?x?xf32, #col>) -> tensor<?x?xf32> {
  %r = shapes.relayout %a : tensor<?x?xf32, #col> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// Vector loops from a source that is not aligned: rows 1..63 of a 64x33
// array (132 bytes on), transposed into a column-major result, and added.
func.func @relayout_rows(%a: tensor<63x33xf32>) -> tensor<63x33xf32, #col> {
  %r = shapes.relayout %a : tensor<63x33xf32> to tensor<63x33xf32, #col>
  return %r : tensor<63x33xf32, #col>
}
func.func @add_rows_large(%a: tensor<63x33xf32>, %b: tensor<63x33xf32>) -> tensor<63x33xf32> {
  %r = shapes.add %a, %b : (tensor<63x33xf32>, tensor<63x33xf32>) -> tensor<63x33xf32>
  return %r : tensor<63x33xf32>
}

// Types whose offset is dynamic, and static but not 0.
func.func @double_dynamic_offset(%a: memref<3x6xf32, strided<[6, 1], offset: ?>>) -> tensor<3x6xf32> {
  %t = bufferization.to_tensor %a restrict : memref<3x6xf32, strided<[6, 1], offset: ?>> to tensor<3x6xf32>
  %r = shapes.add %t, %t : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
  return %r : tensor<3x6xf32>
}
func.func @double_static_offset(%a: memref<3x6xf32, strided<[6, 1], offset: 6>>) -> tensor<3x6xf32> {
  %t = bufferization.to_tensor %a restrict : memref<3x6xf32, strided<[6, 1], offset: 6>> to tensor<3x6xf32>
  %r = shapes.add %t, %t : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
  return %r : tensor<3x6xf32>
}

// An unranked argument, cast to a static shape: as a tensor (which
// bufferizes to a cast to a dynamic offset and strides) and as a memref
// (a cast to the static offset 0).
func.func @double_unranked(%u: tensor<*xf32>) -> tensor<3x6xf32> {
  %a = tensor.cast %u : tensor<*xf32> to tensor<3x6xf32>
  %r = shapes.add %a, %a : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
  return %r : tensor<3x6xf32>
}
func.func @double_unranked_memref(%u: memref<*xf32>) -> tensor<3x6xf32> {
  %m = memref.cast %u : memref<*xf32> to memref<3x6xf32>
  %a = bufferization.to_tensor %m restrict : memref<3x6xf32> to tensor<3x6xf32>
  %r = shapes.add %a, %a : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
  return %r : tensor<3x6xf32>
}

// An output argument: the sum written into rows of the caller's array.
func.func @add_into(%a: tensor<2x6xf32>, %b: tensor<2x6xf32>, %out: memref<2x6xf32>) {
  %r = shapes.add %a, %b : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<2x6xf32>, memref<2x6xf32>) -> ()
  return
}
