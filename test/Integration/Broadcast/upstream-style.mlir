// A program written the way upstream MLIR integration tests are
// (mlir/test/Integration/Dialect/Linalg/CPU): tensors built from
// arith.constant, linalg.matmul / linalg.fill / tensor.empty on tensors,
// calls between functions, printing with printMemrefF32 after a tensor.cast,
// and shapes broadcasting ops mixed in (a dense layer relu(X * W + b), a
// per-row scale, a fill-times-tensor product). It goes through
// -shapes-to-llvm unchanged. Expected numbers are worked out by hand.
// (shapes ops inside an scf.for loop are in loop-carried-tensor.mlir.)
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

func.func @matmul(%A: tensor<2x3xf32>, %B: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %cst = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x4xf32>
  %C = linalg.fill ins(%cst : f32) outs(%init : tensor<2x4xf32>) -> tensor<2x4xf32>
  %D = linalg.matmul ins(%A, %B : tensor<2x3xf32>, tensor<3x4xf32>)
                     outs(%C : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %D : tensor<2x4xf32>
}

// relu(X * W + b): the bias is broadcast along the rows, the zero is a scalar.
func.func @dense_relu(%X: tensor<2x3xf32>, %W: tensor<3x4xf32>, %b: tensor<4xf32>) -> tensor<2x4xf32> {
  %Y = call @matmul(%X, %W) : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %Z = shapes.add %Y, %b broadcast_dimensions = [1]
      : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  %zero = arith.constant dense<0.0> : tensor<f32>
  %R = shapes.max %Z, %zero : (tensor<2x4xf32>, tensor<f32>) -> tensor<2x4xf32>
  return %R : tensor<2x4xf32>
}

// Row i times s[i][0]: degenerate broadcasting of a 2x1 column.
func.func @scale_rows(%X: tensor<2x4xf32>, %s: tensor<2x1xf32>) -> tensor<2x4xf32> {
  %r = shapes.mul %X, %s : (tensor<2x4xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}

// A linalg.fill result as a shapes operand.
func.func @quarter(%X: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %q = arith.constant 0.25 : f32
  %init = tensor.empty() : tensor<2x4xf32>
  %Q = linalg.fill ins(%q : f32) outs(%init : tensor<2x4xf32>) -> tensor<2x4xf32>
  %r = shapes.mul %Q, %X : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}

func.func @main() {
  // The upstream test-tensor-matmul program: the matmul accumulates into a
  // constant.
  %A = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %B = arith.constant dense<[[1.0, 2.0, 3.0, 4.0],
                             [5.0, 6.0, 7.0, 8.0],
                             [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %C = arith.constant dense<1000.0> : tensor<2x4xf32>
  %D = linalg.matmul ins(%A, %B : tensor<2x3xf32>, tensor<3x4xf32>)
                     outs(%C : tensor<2x4xf32>) -> tensor<2x4xf32>
  %unranked = tensor.cast %D : tensor<2x4xf32> to tensor<*xf32>
  call @printMemrefF32(%unranked) : (tensor<*xf32>) -> ()
  //      CHECK: Unranked Memref base@ = {{0x[-9a-f]*}}
  // CHECK-SAME: rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
  // CHECK-NEXT: [1038,   1044,   1050,   1056]
  // CHECK-NEXT: [1083,   1098,   1113,   1128]

  // X * W = |7 -1 1 3|, + b = |7.5 -2 -1  4|, relu = |7.5  0 0  4|
  //         |16 -1 1 9|       |16.5 -2 -1 10|         |16.5 0 0 10|
  %W = arith.constant dense<[[1.0, 0.0, -1.0, 2.0],
                             [0.0, 1.0, 1.0, -1.0],
                             [2.0, -1.0, 0.0, 1.0]]> : tensor<3x4xf32>
  %b = arith.constant dense<[0.5, -1.0, -2.0, 1.0]> : tensor<4xf32>
  %R = call @dense_relu(%A, %W, %b) : (tensor<2x3xf32>, tensor<3x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  %unranked_R = tensor.cast %R : tensor<2x4xf32> to tensor<*xf32>
  call @printMemrefF32(%unranked_R) : (tensor<*xf32>) -> ()
  //      CHECK: Unranked Memref base@ = {{0x[-9a-f]*}}
  // CHECK-SAME: rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
  // CHECK-NEXT: [7.5,   0,   0,   4]
  // CHECK-NEXT: [16.5,   0,   0,   10]

  // %R is used again after being printed.
  %s = arith.constant dense<[[2.0], [0.5]]> : tensor<2x1xf32>
  %S = call @scale_rows(%R, %s) : (tensor<2x4xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
  %unranked_S = tensor.cast %S : tensor<2x4xf32> to tensor<*xf32>
  call @printMemrefF32(%unranked_S) : (tensor<*xf32>) -> ()
  //      CHECK: Unranked Memref base@ = {{0x[-9a-f]*}}
  // CHECK-SAME: rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
  // CHECK-NEXT: [15,   0,   0,   8]
  // CHECK-NEXT: [8.25,   0,   0,   5]

  %Q = call @quarter(%R) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %unranked_Q = tensor.cast %Q : tensor<2x4xf32> to tensor<*xf32>
  call @printMemrefF32(%unranked_Q) : (tensor<*xf32>) -> ()
  //      CHECK: Unranked Memref base@ = {{0x[-9a-f]*}}
  // CHECK-SAME: rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
  // CHECK-NEXT: [1.875,   0,   0,   1]
  // CHECK-NEXT: [4.125,   0,   0,   2.5]

  // The inputs are unchanged by all of the above.
  %unranked_C = tensor.cast %C : tensor<2x4xf32> to tensor<*xf32>
  call @printMemrefF32(%unranked_C) : (tensor<*xf32>) -> ()
  //      CHECK: Unranked Memref base@ = {{0x[-9a-f]*}}
  // CHECK-SAME: rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
  // CHECK-NEXT: [1000,   1000,   1000,   1000]
  // CHECK-NEXT: [1000,   1000,   1000,   1000]
  %unranked_R2 = tensor.cast %R : tensor<2x4xf32> to tensor<*xf32>
  call @printMemrefF32(%unranked_R2) : (tensor<*xf32>) -> ()
  //      CHECK: Unranked Memref base@ = {{0x[-9a-f]*}}
  // CHECK-SAME: rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
  // CHECK-NEXT: [7.5,   0,   0,   4]
  // CHECK-NEXT: [16.5,   0,   0,   10]
  return
}

func.func private @printMemrefF32(%ptr : tensor<*xf32>)
