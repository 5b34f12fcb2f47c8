// A tensor.expand_shape whose output_shape gives a static dimension of its
// result another constant size is an error at the op: upstream's verifier
// accepts it, but the memref.expand_shape that it bufferizes to would not
// verify. The whole pipeline, and -shapes-bufferize alone, report the
// same error. A constant that agrees, or a '?' dimension, is lowered.
//
// RUN: shapes-opt %s -split-input-file -verify-diagnostics -shapes-lower-to-linalg \
// RUN:   -o /dev/null
// RUN: shapes-opt %s -split-input-file -verify-diagnostics -canonicalize -shapes-to-llvm \
// RUN:   -o /dev/null
// -shapes-bufferize on its own rejects it too:
// RUN: shapes-opt %s -split-input-file -verify-diagnostics -shapes-bufferize \
// RUN:   -o /dev/null

func.func @static_disagrees(%t: tensor<4x?xf32>, %rows: index) -> tensor<2x2x?x3xf32> {
  // expected-error @below {{'tensor.expand_shape' op output_shape gives dimension 0 size 3, but the result type gives it 2}}
  %e = tensor.expand_shape %t [[0, 1], [2, 3]] output_shape [3, 2, %rows, 3] : tensor<4x?xf32> into tensor<2x2x?x3xf32>
  return %e : tensor<2x2x?x3xf32>
}

// -----

func.func @constant_disagrees(%t: tensor<?xf32>) -> tensor<?x4xf32> {
  %c5 = arith.constant 5 : index
  %rows = arith.constant 2 : index
  // expected-error @below {{'tensor.expand_shape' op output_shape gives dimension 1 size 5, but the result type gives it 4}}
  %e = tensor.expand_shape %t [[0, 1]] output_shape [%rows, %c5] : tensor<?xf32> into tensor<?x4xf32>
  return %e : tensor<?x4xf32>
}

// -----

func.func @agrees(%t: tensor<4x?xf32>, %rows: index) -> tensor<2x2x?x3xf32> {
  %e = tensor.expand_shape %t [[0, 1], [2, 3]] output_shape [2, 2, %rows, 3] : tensor<4x?xf32> into tensor<2x2x?x3xf32>
  return %e : tensor<2x2x?x3xf32>
}
