// An unknown value of the shapes-to-llvm `stop-at` option is an error (a
// typo such as stop-at=afine must not silently lower all the way to LLVM).
//
// Regression test, found by fuzzing. Before the fix: any value other than "affine" is ignored and the full pipeline
// runs, exit 0.
//
// RUN: not shapes-opt %s -shapes-to-llvm=stop-at=bogus 2>&1 | FileCheck %s

// CHECK: bogus
// CHECK-NOT: llvm.func
func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {
  %r = shapes.add %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
