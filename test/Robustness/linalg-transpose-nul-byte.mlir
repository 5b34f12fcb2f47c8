// A NUL byte between `permutation` and `=` in linalg.transpose: MLIR's lexer
// skips it like a space, so upstream's parser reaches the malformed list
// and crashes (llvm/llvm-project#132747). shapes-opt's check must skip it
// too and give a located error.
//
// Regression test, found by the 30-second fuzz smoke of .ci/run
// (shapes-fuzz-parse); the input is Inputs/linalg-transpose-nul-byte.mlir,
// as the fuzzer wrote it. Before the fix: segmentation fault.
//
// RUN: not shapes-opt %S/Inputs/linalg-transpose-nul-byte.mlir 2>&1 | FileCheck %s

// CHECK: linalg-transpose-nul-byte.mlir:2:{{[0-9]+}}: error: 'linalg.transpose' expects `permutation = [` integers `]` here
// CHECK-NOT: PLEASE submit a bug report
