// A malformed integer list after `dimensions =` (linalg.reduce,
// linalg.broadcast) or `permutation =` (linalg.transpose): MLIR 22's parsers
// report it and then store the null attribute they got, which crashes (SEGV;
// llvm/llvm-project#132747). shapes-opt checks its input for this first
// (include/shapes/Support/UpstreamParserGuard.h) and gives a located error
// instead; so do shapes-translate --export-hlo and shapes-reduce
// (../upstream-parser-guard-tools.test, on these inputs).
//
// The check runs on the whole input before MLIR parses it and prints its
// error itself, so neither -verify-diagnostics nor -split-input-file sees
// it: each case is a file of its own (split-file keeps the line numbers),
// and the error is checked on stderr. A crash fails `not` (and would print
// "PLEASE submit a bug report").
//
// RUN: rm -rf %t && split-file --leading-lines %s %t
// RUN: not shapes-opt %t/reduce.mlir 2>&1 | FileCheck %t/reduce.mlir
// RUN: not shapes-opt %t/broadcast.mlir 2>&1 | FileCheck %t/broadcast.mlir
// RUN: not shapes-opt %t/transpose.mlir 2>&1 | FileCheck %t/transpose.mlir
//
// A NUL byte between `permutation` and `=`: MLIR's lexer skips it like a
// space, so upstream's parser reaches the malformed list; the check must
// skip it too. The input is the fuzzer's, as it wrote it (NUL and other
// bytes that are not UTF-8), so it stays a file of its own in Inputs/.
// RUN: not shapes-opt %S/Inputs/linalg-transpose-nul-byte.mlir 2>&1 | FileCheck %s --check-prefix=NUL
// NUL: linalg-transpose-nul-byte.mlir:2:{{[0-9]+}}: error: 'linalg.transpose' expects `permutation = [` integers `]` here
// NUL-NOT: PLEASE submit a bug report
//
// Regression tests: reduce.mlir was found by shapes-fuzz-parse (a mutant
// of test/Integration/Layout/tiled-relayout.mlir; shapes-opt printed
// "expected '['" and died with a segmentation fault), broadcast.mlir and
// transpose.mlir by fuzzing (the same upstream bug), the NUL byte by the
// 30-second fuzz smoke of .ci/run (shapes-fuzz-parse; segmentation fault).

//--- reduce.mlir
// CHECK: reduce.mlir:[[@LINE+6]]:{{[0-9]+}}: error: 'linalg.reduce' expects `dimensions = [` integers `]` here
// CHECK-NOT: PLEASE submit a bug report
func.func @count(%m: tensor<?xi1>) -> tensor<i32> {
  %zero = arith.constant 0 : i32
  %init = tensor.empty() : tensor<i32>
  %acc = linalg.fill ins(%zero : i32) outs(%init : tensor<i32>) -> tensor<i32>
  %r = linalg.reduce ins(%m : tensor<?xi1>) outs(%acc : tensor<i32>) dimensions =0 []
    (%b: i1, %a: i32) {
      %e = arith.extui %b : i1 to i32
      %s = arith.addi %a, %e : i32
      linalg.yield %s : i32
    }
  return %r : tensor<i32>
}

//--- broadcast.mlir
// CHECK: broadcast.mlir:[[@LINE+3]]:{{[0-9]+}}: error: 'linalg.broadcast' expects `dimensions = [` integers `]` here
// CHECK-NOT: PLEASE submit a bug report
func.func @f(%a: tensor<3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.broadcast ins(%a : tensor<3xf32>) outs(%b : tensor<2x3xf32>) dimensions = [0, ]
  return %r : tensor<2x3xf32>
}

//--- transpose.mlir
// CHECK: transpose.mlir:[[@LINE+3]]:{{[0-9]+}}: error: 'linalg.transpose' expects `permutation = [` integers `]` here
// CHECK-NOT: PLEASE submit a bug report
func.func @f(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %r = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%b : tensor<3x2xf32>) permutation = [1 0]
  return %r : tensor<3x2xf32>
}
