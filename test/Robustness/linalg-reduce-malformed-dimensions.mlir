// A malformed `dimensions` list of linalg.reduce: MLIR 22's parser reports
// it and then stores a null attribute, which crashes (SEGV;
// llvm/llvm-project#132747). shapes-opt checks the text first and gives a
// located error instead.
//
// Regression test, found by shapes-fuzz-parse (a mutant of
// test/Integration/Layout/tiled-relayout.mlir). Before the fix: shapes-opt
// printed "expected '['" and died with a segmentation fault.
//
// RUN: not shapes-opt %s 2>&1 | FileCheck %s

// CHECK: linalg-reduce-malformed-dimensions.mlir:[[@LINE+6]]:{{[0-9]+}}: error: 'linalg.reduce' expects `dimensions = [` integers `]` here
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
