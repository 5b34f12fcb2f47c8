// -shapes-bufferize runs after -shapes-lower-to-linalg and says so.
// RUN: shapes-opt %s -shapes-bufferize -split-input-file -verify-diagnostics

func.func @not_lowered(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'shapes.add' op must be lowered before bufferization; run -shapes-lower-to-linalg first (or the -shapes-to-llvm pipeline)}}
  %r = shapes.add %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// A transpose that moves data is lowered first; only a bitcast transpose
// bufferizes (to a view).
func.func @transpose_not_lowered(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'shapes.transpose' op must be lowered before bufferization; run -shapes-lower-to-linalg first (or the -shapes-to-llvm pipeline)}}
  %r = shapes.transpose %a, permutation = [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}
