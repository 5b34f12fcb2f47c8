// linalg.broadcast shares linalg.reduce's crashing `dimensions` parser
// (llvm/llvm-project#132747): a located error, no crash.
//
// Regression test, found by fuzzing (the same upstream bug as
// linalg-reduce-malformed-dimensions.mlir).
//
// RUN: not shapes-opt %s 2>&1 | FileCheck %s

// CHECK: linalg-broadcast-malformed-dimensions.mlir:[[@LINE+3]]:{{[0-9]+}}: error: 'linalg.broadcast' expects `dimensions = [` integers `]` here
// CHECK-NOT: PLEASE submit a bug report
func.func @f(%a: tensor<3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.broadcast ins(%a : tensor<3xf32>) outs(%b : tensor<2x3xf32>) dimensions = [0, ]
  return %r : tensor<2x3xf32>
}
