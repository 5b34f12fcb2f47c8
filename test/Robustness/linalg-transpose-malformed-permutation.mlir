// linalg.transpose parses `permutation` with the same crashing helper as
// linalg.reduce's `dimensions` (llvm/llvm-project#132747): a located error,
// no crash.
//
// Regression test, found by fuzzing (the same upstream bug as
// linalg-reduce-malformed-dimensions.mlir).
//
// RUN: not shapes-opt %s 2>&1 | FileCheck %s

// CHECK: linalg-transpose-malformed-permutation.mlir:[[@LINE+3]]:{{[0-9]+}}: error: 'linalg.transpose' expects `permutation = [` integers `]` here
// CHECK-NOT: PLEASE submit a bug report
func.func @f(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %r = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%b : tensor<3x2xf32>) permutation = [1 0]
  return %r : tensor<3x2xf32>
}
