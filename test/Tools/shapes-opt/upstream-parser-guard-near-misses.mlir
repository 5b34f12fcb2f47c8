// Inputs close to what the check of
// include/shapes/Support/UpstreamParserGuard.h looks for, each on the side
// it must fall on: a malformed list that the check must still find behind a
// value or a string that looks like its keyword or hides a quote, and valid
// input that it must leave to the parser. (See upstream-parser-guard.mlir and
// unterminated-string-at-end.mlir for the cases themselves.)
//
// RUN: rm -rf %t && split-file --leading-lines %s %t
//
// An SSA value named like the keyword is not the keyword: the scan goes on
// to the real `permutation =` / `dimensions =`.
// RUN: not shapes-opt %t/percent-transpose.mlir 2>&1 | FileCheck %t/percent-transpose.mlir
// RUN: not shapes-opt %t/percent-broadcast.mlir 2>&1 | FileCheck %t/percent-broadcast.mlir
// RUN: shapes-opt %t/percent-valid.mlir | FileCheck %t/percent-valid.mlir
//
// An escaped quote does not end a string: the op after the string, on the
// same line, is still checked.
// RUN: not shapes-opt %t/escaped-quote.mlir 2>&1 | FileCheck %t/escaped-quote.mlir
// A keyword inside a string is not the keyword.
// RUN: shapes-opt %t/keyword-in-string.mlir | FileCheck %t/keyword-in-string.mlir
//
// At the end of the input: an escaped backslash, then the closing quote,
// is a closed string; an escaped quote, then the end, is not.
// RUN: %python -c "import sys; sys.stdout.write('func.func private @f() attributes {s = \"\\\\\\\\\"}')" > %t.backslash.mlir
// RUN: shapes-opt %t.backslash.mlir | FileCheck %s --check-prefix=BACKSLASH
// BACKSLASH: func.func private @f() attributes {s = "\\"}
// RUN: %python -c "import sys; sys.stdout.write('func.func private @f() attributes {s = \"\\\\\\\\\\\\\"}')" > %t.quote.mlir
// RUN: not shapes-opt %t.quote.mlir 2>&1 | FileCheck %s --check-prefix=QUOTE
// QUOTE: quote.mlir:1:40: error: string literal not closed before the end of the input
// QUOTE-NOT: PLEASE submit a bug report

//--- percent-transpose.mlir
// CHECK: percent-transpose.mlir:[[@LINE+3]]:{{[0-9]+}}: error: 'linalg.transpose' expects `permutation = [` integers `]` here
// CHECK-NOT: PLEASE submit a bug report
func.func @f(%permutation: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %r = linalg.transpose ins(%permutation : tensor<2x3xf32>) outs(%b : tensor<3x2xf32>) permutation = [1 0]
  return %r : tensor<3x2xf32>
}

//--- percent-broadcast.mlir
// CHECK: percent-broadcast.mlir:[[@LINE+3]]:{{[0-9]+}}: error: 'linalg.broadcast' expects `dimensions = [` integers `]` here
// CHECK-NOT: PLEASE submit a bug report
func.func @f(%dimensions: tensor<3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.broadcast ins(%dimensions : tensor<3xf32>) outs(%b : tensor<2x3xf32>) dimensions = [0, ]
  return %r : tensor<2x3xf32>
}

//--- percent-valid.mlir
// CHECK: linalg.transpose ins(%{{.*}} : tensor<2x3xf32>) outs(%{{.*}} : tensor<3x2xf32>) permutation = [1, 0]
func.func @f(%permutation: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %r = linalg.transpose ins(%permutation : tensor<2x3xf32>) outs(%b : tensor<3x2xf32>) permutation = [1, 0]
  return %r : tensor<3x2xf32>
}

//--- escaped-quote.mlir
// CHECK: escaped-quote.mlir:[[@LINE+2]]:{{[0-9]+}}: error: 'linalg.transpose' expects `permutation = [` integers `]` here
// CHECK-NOT: PLEASE submit a bug report
func.func @f(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<3x2xf32> attributes {note = "say \"hi"} { %r = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%b : tensor<3x2xf32>) permutation = [1 0]
  return %r : tensor<3x2xf32>
}

//--- keyword-in-string.mlir
// CHECK: note = "linalg.transpose permutation = [x \22 dimensions = ]"
// CHECK: linalg.transpose ins(%{{.*}} : tensor<2x3xf32>) outs(%{{.*}} : tensor<3x2xf32>) permutation = [1, 0]
func.func @f(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<3x2xf32> attributes {note = "linalg.transpose permutation = [x \" dimensions = ]"} { %r = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%b : tensor<3x2xf32>) permutation = [1, 0]
  return %r : tensor<3x2xf32>
}
