// A broadcasting add whose lhs, rhs and result are in three different
// layouts, lowered with -shapes-to-llvm and run. The logical values and the
// raw physical buffers of the operands and of the result are checked: the
// add must read each operand through its own strides and write the result
// in its layout, with the result's padding holding the result's padding
// value (never an operand's).
//
// 1. shapes.add %m, %v broadcast_dimensions = [1]
//      %m: 2x3, minor_to_major = [0, 1], padded [3, 5], padding lowest
//      %v: 3,   minor_to_major = [0],    padded [5],    padding highest
//      result: 2x3, minor_to_major = [1, 0], padded [3, 4], padding one
//    m = [[1, 2, 3], [4, 5, 6]], v = [10, 20, 30]
//    -> [[11, 22, 33], [14, 25, 36]], raw 11 22 33 1 14 25 36 1 1 1 1 1
// 2. degenerate broadcasting (2x1) + (1x3) -> 2x3
//      %a: 2x1, minor_to_major = [0, 1], padded [3, 2] (zero)
//      %b: 1x3, minor_to_major = [1, 0], padded [2, 4], padding highest
//      result: 2x3, minor_to_major = [0, 1], padded [2, 4], padding lowest
//    a = [[1], [2]], b = [[100, 200, 300]]
//    -> [[101, 201, 301], [102, 202, 302]], raw 101 102 201 202 301 302 -inf -inf
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

#lhs = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = lowest>
#rhs = #shapes.layout<minor_to_major = [0], padded_dimensions = [5], padding_value = highest>
#res = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [3, 4], padding_value = one>
#a = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 2]>
#b = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [2, 4], padding_value = highest>
#res2 = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [2, 4], padding_value = lowest>

func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %m0 = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %v0 = arith.constant dense<[10.0, 20.0, 30.0]> : tensor<3xf32>
  %m = shapes.relayout %m0 : tensor<2x3xf32> to tensor<2x3xf32, #lhs>
  %v = shapes.relayout %v0 : tensor<3xf32> to tensor<3xf32, #rhs>
  %r = shapes.add %m, %v broadcast_dimensions = [1]
      : (tensor<2x3xf32, #lhs>, tensor<3xf32, #rhs>) -> tensor<2x3xf32, #res>

  // Raw lhs.
  %mb = bufferization.to_buffer %m read_only : tensor<2x3xf32, #lhs> to memref<2x3xf32, #lhs>
  %mbase, %moff, %msizes:2, %mstrides:2 = memref.extract_strided_metadata %mb
      : memref<2x3xf32, #lhs> -> memref<f32>, index, index, index, index, index
  %mflat = memref.reinterpret_cast %mbase to offset: [0], sizes: [15], strides: [1]
      : memref<f32> to memref<15xf32>
  %mft = bufferization.to_tensor %mflat restrict : memref<15xf32> to tensor<15xf32>
  %mfu = tensor.cast %mft : tensor<15xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [15] strides = [1] data =
  // CHECK-NEXT: [1,  4,  -inf,  2,  5,  -inf,  3,  6,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf]
  call @printMemrefF32(%mfu) : (tensor<*xf32>) -> ()

  // Raw rhs.
  %vb = bufferization.to_buffer %v read_only : tensor<3xf32, #rhs> to memref<3xf32, #rhs>
  %vbase, %voff, %vsizes, %vstrides = memref.extract_strided_metadata %vb
      : memref<3xf32, #rhs> -> memref<f32>, index, index, index
  %vflat = memref.reinterpret_cast %vbase to offset: [0], sizes: [5], strides: [1]
      : memref<f32> to memref<5xf32>
  %vft = bufferization.to_tensor %vflat restrict : memref<5xf32> to tensor<5xf32>
  %vfu = tensor.cast %vft : tensor<5xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [5] strides = [1] data =
  // CHECK-NEXT: [10,  20,  30,  inf,  inf]
  call @printMemrefF32(%vfu) : (tensor<*xf32>) -> ()

  // The result: logical view, then its raw buffer.
  %ru = tensor.cast %r : tensor<2x3xf32, #res> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [4, 1] data =
  // CHECK-NEXT: {{\[\[}}11,   22,   33],
  // CHECK-NEXT:  [14,   25,   36]]
  call @printMemrefF32(%ru) : (tensor<*xf32>) -> ()
  %rb = bufferization.to_buffer %r read_only : tensor<2x3xf32, #res> to memref<2x3xf32, #res>
  %rbase, %roff, %rsizes:2, %rstrides:2 = memref.extract_strided_metadata %rb
      : memref<2x3xf32, #res> -> memref<f32>, index, index, index, index, index
  %rflat = memref.reinterpret_cast %rbase to offset: [0], sizes: [12], strides: [1]
      : memref<f32> to memref<12xf32>
  %rft = bufferization.to_tensor %rflat restrict : memref<12xf32> to tensor<12xf32>
  %rfu = tensor.cast %rft : tensor<12xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [12] strides = [1] data =
  // CHECK-NEXT: [11,  22,  33,  1,  14,  25,  36,  1,  1,  1,  1,  1]
  call @printMemrefF32(%rfu) : (tensor<*xf32>) -> ()

  // Degenerate broadcasting across three layouts.
  %a0 = arith.constant dense<[[1.0], [2.0]]> : tensor<2x1xf32>
  %b0 = arith.constant dense<[[100.0, 200.0, 300.0]]> : tensor<1x3xf32>
  %a = shapes.relayout %a0 : tensor<2x1xf32> to tensor<2x1xf32, #a>
  %b = shapes.relayout %b0 : tensor<1x3xf32> to tensor<1x3xf32, #b>
  %s = shapes.add %a, %b
      : (tensor<2x1xf32, #a>, tensor<1x3xf32, #b>) -> tensor<2x3xf32, #res2>

  %ab = bufferization.to_buffer %a read_only : tensor<2x1xf32, #a> to memref<2x1xf32, #a>
  %abase, %aoff, %asizes:2, %astrides:2 = memref.extract_strided_metadata %ab
      : memref<2x1xf32, #a> -> memref<f32>, index, index, index, index, index
  %aflat = memref.reinterpret_cast %abase to offset: [0], sizes: [6], strides: [1]
      : memref<f32> to memref<6xf32>
  %aft = bufferization.to_tensor %aflat restrict : memref<6xf32> to tensor<6xf32>
  %afu = tensor.cast %aft : tensor<6xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [6] strides = [1] data =
  // CHECK-NEXT: [1,  2,  0,  0,  0,  0]
  call @printMemrefF32(%afu) : (tensor<*xf32>) -> ()

  %bb = bufferization.to_buffer %b read_only : tensor<1x3xf32, #b> to memref<1x3xf32, #b>
  %bbase, %boff, %bsizes:2, %bstrides:2 = memref.extract_strided_metadata %bb
      : memref<1x3xf32, #b> -> memref<f32>, index, index, index, index, index
  %bflat = memref.reinterpret_cast %bbase to offset: [0], sizes: [8], strides: [1]
      : memref<f32> to memref<8xf32>
  %bft = bufferization.to_tensor %bflat restrict : memref<8xf32> to tensor<8xf32>
  %bfu = tensor.cast %bft : tensor<8xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
  // CHECK-NEXT: [100,  200,  300,  inf,  inf,  inf,  inf,  inf]
  call @printMemrefF32(%bfu) : (tensor<*xf32>) -> ()

  %su = tensor.cast %s : tensor<2x3xf32, #res2> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [1, 2] data =
  // CHECK-NEXT: {{\[\[}}101,   201,   301],
  // CHECK-NEXT:  [102,   202,   302]]
  call @printMemrefF32(%su) : (tensor<*xf32>) -> ()
  %sb = bufferization.to_buffer %s read_only : tensor<2x3xf32, #res2> to memref<2x3xf32, #res2>
  %sbase, %soff, %ssizes:2, %sstrides:2 = memref.extract_strided_metadata %sb
      : memref<2x3xf32, #res2> -> memref<f32>, index, index, index, index, index
  %sflat = memref.reinterpret_cast %sbase to offset: [0], sizes: [8], strides: [1]
      : memref<f32> to memref<8xf32>
  %sft = bufferization.to_tensor %sflat restrict : memref<8xf32> to tensor<8xf32>
  %sfu = tensor.cast %sft : tensor<8xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
  // CHECK-NEXT: [101,  102,  201,  202,  301,  302,  -inf,  -inf]
  call @printMemrefF32(%sfu) : (tensor<*xf32>) -> ()
  return
}
