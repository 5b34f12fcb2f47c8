// An input that ends inside a string literal (no closing `"`, no line break
// before the end). MLIR 22's lexer reports it and leaves its position one
// past the input's terminating NUL; the parser of a resource entry
// (`{-# dialect_resources: ...`) consumes the error token and lexes on, past
// the end of the input, until it meets a byte that ends the parse or memory
// that is not mapped (SEGV in mlir::Lexer::lexToken). Without the check,
// shapes-opt reported this input with a second error one column past the
// end of its last line: a byte of whatever followed the input in memory.
// shapes-opt checks its input for this first
// (include/shapes/Support/UpstreamParserGuard.h) and gives a located error
// at the opening quote instead; so do shapes-translate --export-hlo and
// shapes-reduce (../upstream-parser-guard-tools.test).
//
// The input as shapes-fuzz-parse found it (the .ci/run fuzz smoke): an
// unterminated resource blob at the end of the file. From a file and from
// stdin:
// RUN: not shapes-opt %S/Inputs/unterminated-resource-blob.mlir 2>&1 | FileCheck %s
// RUN: not shapes-opt < %S/Inputs/unterminated-resource-blob.mlir 2>&1 | FileCheck %s --check-prefix=STDIN
// CHECK: unterminated-resource-blob.mlir:27:14: error: string literal not closed before the end of the input
// CHECK-NOT: PLEASE submit a bug report
// STDIN: <stdin>:27:14: error: string literal not closed before the end of the input
// STDIN-NOT: PLEASE submit a bug report
//
// What the check leaves to the parser, at the end of the input: a string
// that a line break or an unknown escape ends (the lexer stays inside the
// input), and a quote in a comment.
// RUN: %python -c "import sys; sys.stdout.write('{-#\n  dialect_resources: {\n    builtin: {\n      blob1: \"0x04\n')" > %t.newline.mlir
// RUN: not shapes-opt %t.newline.mlir 2>&1 | FileCheck %s --check-prefix=NEWLINE
// NEWLINE: newline.mlir:4:19: error: expected '"' in string literal
// RUN: %python -c "import sys; sys.stdout.write('{-#\n  dialect_resources: {\n    builtin: {\n      blob1: \"0x04\\\\q')" > %t.escape.mlir
// RUN: not shapes-opt %t.escape.mlir 2>&1 | FileCheck %s --check-prefix=ESCAPE
// ESCAPE: escape.mlir:4:19: error: unknown escape in string literal
// RUN: %python -c "import sys; sys.stdout.write('func.func private @f()\n// a \"quote')" > %t.comment.mlir
// RUN: shapes-opt %t.comment.mlir | FileCheck %s --check-prefix=COMMENT
// COMMENT: func.func private @f()
