// -shapes-verify-llvm, the last pass of -shapes-to-llvm, accepts only
// LLVM-dialect IR, and names the first leftover with the stage that should
// have handled it.
//
// RUN: shapes-opt %s -split-input-file -verify-diagnostics -shapes-verify-llvm

// Only LLVM (and OpenMP) ops are accepted.
llvm.func @ok(%a: i32) -> i32 {
  %b = llvm.add %a, %a : i32
  llvm.return %b : i32
}

// -----

// expected-error @+1 {{'func.func' op was not lowered to the LLVM dialect; -convert-func-to-llvm should have handled it}}
func.func @left(%i: index) -> index {
  return %i : index
}

// -----

llvm.func @affine_left(%i: i64) {
  // expected-error @+1 {{'builtin.unrealized_conversion_cast' op was not lowered to the LLVM dialect; -reconcile-unrealized-casts should have handled it}}
  %0 = builtin.unrealized_conversion_cast %i : i64 to index
  llvm.return
}

// -----

// No attribute of ours survives, even inside an initializer.
// expected-error @+1 {{'llvm.mlir.global' op keeps attribute 'value' with a #shapes attribute or type; -shapes-lower-layouts should have handled it}}
llvm.mlir.global private constant @g(dense<1.0> : tensor<2xf32, #shapes.layout<minor_to_major = [0]>>) : !llvm.array<2 x f32>
