// The three memory images of the spec ("Shapes and Layout"), produced from
// tensor code: the 2x3 array `a b c / d e f` (a = 1 ... f = 6) is relayouted
// with `shapes.relayout`, lowered with -shapes-to-llvm, and the physical
// buffer behind each result is printed element by element:
//   minor_to_major = [0, 1]                           -> a d b e c f
//   minor_to_major = [1, 0]                           -> a b c d e f
//   minor_to_major = [0, 1], padded_dimensions [3, 5] -> a d 0 b e 0 c f 0 0 0 0 0 0 0
// Each logical view is printed too (values and the strides of the layout),
// and the padded buffer is also read as the spec's equivalent 3x5 array
// `a b c 0 0 / d e f 0 0 / 0 0 0 0 0`.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

#col = #shapes.layout<minor_to_major = [0, 1]>
#row = #shapes.layout<minor_to_major = [1, 0]>
#padded = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>

func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>

  // Column-major, unpadded: a d b e c f.
  %c = shapes.relayout %x : tensor<2x3xf32> to tensor<2x3xf32, #col>
  %cb = bufferization.to_buffer %c read_only : tensor<2x3xf32, #col> to memref<2x3xf32, #col>
  %cbase, %coff, %csizes:2, %cstrides:2 = memref.extract_strided_metadata %cb
      : memref<2x3xf32, #col> -> memref<f32>, index, index, index, index, index
  %cflat = memref.reinterpret_cast %cbase to offset: [0], sizes: [6], strides: [1]
      : memref<f32> to memref<6xf32>
  %cft = bufferization.to_tensor %cflat restrict : memref<6xf32> to tensor<6xf32>
  %cfu = tensor.cast %cft : tensor<6xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [6] strides = [1] data =
  // CHECK-NEXT: [1,  4,  2,  5,  3,  6]
  call @printMemrefF32(%cfu) : (tensor<*xf32>) -> ()
  %clu = tensor.cast %c : tensor<2x3xf32, #col> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [1, 2] data =
  // CHECK-NEXT: {{\[\[}}1,   2,   3],
  // CHECK-NEXT:  [4,   5,   6]]
  call @printMemrefF32(%clu) : (tensor<*xf32>) -> ()

  // Row-major, unpadded (the default layout): a b c d e f.
  %r = shapes.relayout %x : tensor<2x3xf32> to tensor<2x3xf32, #row>
  %rb = bufferization.to_buffer %r read_only : tensor<2x3xf32, #row> to memref<2x3xf32, #row>
  %rbase, %roff, %rsizes:2, %rstrides:2 = memref.extract_strided_metadata %rb
      : memref<2x3xf32, #row> -> memref<f32>, index, index, index, index, index
  %rflat = memref.reinterpret_cast %rbase to offset: [0], sizes: [6], strides: [1]
      : memref<f32> to memref<6xf32>
  %rft = bufferization.to_tensor %rflat restrict : memref<6xf32> to tensor<6xf32>
  %rfu = tensor.cast %rft : tensor<6xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [6] strides = [1] data =
  // CHECK-NEXT: [1,  2,  3,  4,  5,  6]
  call @printMemrefF32(%rfu) : (tensor<*xf32>) -> ()
  %rlu = tensor.cast %r : tensor<2x3xf32, #row> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[\[}}1,   2,   3],
  // CHECK-NEXT:  [4,   5,   6]]
  call @printMemrefF32(%rlu) : (tensor<*xf32>) -> ()

  // Column-major padded to 3x5 with zeros: a d 0 b e 0 c f 0 0 0 0 0 0 0.
  %p = shapes.relayout %x : tensor<2x3xf32> to tensor<2x3xf32, #padded>
  %pb = bufferization.to_buffer %p read_only : tensor<2x3xf32, #padded> to memref<2x3xf32, #padded>
  %pbase, %poff, %psizes:2, %pstrides:2 = memref.extract_strided_metadata %pb
      : memref<2x3xf32, #padded> -> memref<f32>, index, index, index, index, index
  %pflat = memref.reinterpret_cast %pbase to offset: [0], sizes: [15], strides: [1]
      : memref<f32> to memref<15xf32>
  %pft = bufferization.to_tensor %pflat restrict : memref<15xf32> to tensor<15xf32>
  %pfu = tensor.cast %pft : tensor<15xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [15] strides = [1] data =
  // CHECK-NEXT: [1,  4,  0,  2,  5,  0,  3,  6,  0,  0,  0,  0,  0,  0,  0]
  call @printMemrefF32(%pfu) : (tensor<*xf32>) -> ()
  %plu = tensor.cast %p : tensor<2x3xf32, #padded> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [1, 3] data =
  // CHECK-NEXT: {{\[\[}}1,   2,   3],
  // CHECK-NEXT:  [4,   5,   6]]
  call @printMemrefF32(%plu) : (tensor<*xf32>) -> ()
  // The same 15 elements seen as the spec's equivalent 3x5 array (same
  // minor-to-major order, strides [1, 3]).
  %pwide = memref.reinterpret_cast %pbase to offset: [0], sizes: [3, 5], strides: [1, 3]
      : memref<f32> to memref<3x5xf32, strided<[1, 3]>>
  %pwt = bufferization.to_tensor %pwide restrict : memref<3x5xf32, strided<[1, 3]>> to tensor<3x5xf32>
  %pwu = tensor.cast %pwt : tensor<3x5xf32> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [3, 5] strides = [1, 3] data =
  // CHECK-NEXT: {{\[\[}}1,   2,   3,   0,   0],
  // CHECK-NEXT:  [4,   5,   6,   0,   0],
  // CHECK-NEXT:  [0,   0,   0,   0,   0]]
  call @printMemrefF32(%pwu) : (tensor<*xf32>) -> ()
  return
}
