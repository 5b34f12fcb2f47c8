// The short form of linalg.map and linalg.reduce names its payload op:
// `linalg.map { arith.addf } ins(...)`. MLIR 22's parser takes a name that
// names no dialect (`addf`, `arith.`) for an op of the empty dialect; with
// -allow-unregistered-dialect the module then verifies and prints
// `{ .addf }`, which does not parse. shapes-opt checks its input for such a
// name first (include/shapes/Support/UpstreamParserGuard.h) and rejects it
// with a located error, with or without -allow-unregistered-dialect; so do
// shapes-translate --export-hlo and shapes-reduce
// (../upstream-parser-guard-tools.test). Each case is a file of its own:
// the check runs before MLIR parses the input.
//
// RUN: rm -rf %t && split-file --leading-lines %s %t
// RUN: not shapes-opt %t/map.mlir 2>&1 | FileCheck %t/map.mlir
// RUN: not shapes-opt -allow-unregistered-dialect %t/map.mlir 2>&1 | FileCheck %t/map.mlir
// RUN: not shapes-opt -allow-unregistered-dialect %t/reduce.mlir 2>&1 | FileCheck %t/reduce.mlir
// RUN: not shapes-opt -allow-unregistered-dialect %t/trailing-dot.mlir 2>&1 | FileCheck %t/trailing-dot.mlir
//
// Near misses, left to the parser: qualified names of registered and
// unregistered dialects print a form that parses again; a dotless name in
// a comment or a string, and the region form, are not short forms.
// RUN: shapes-opt %t/qualified.mlir | shapes-opt | FileCheck %t/qualified.mlir
// RUN: shapes-opt -allow-unregistered-dialect %t/unregistered.mlir \
// RUN:   | shapes-opt -allow-unregistered-dialect | FileCheck %t/unregistered.mlir
// RUN: shapes-opt %t/not-short-forms.mlir | shapes-opt | FileCheck %t/not-short-forms.mlir
//
// Regression test: reduce.mlir is an input shapes-fuzz-parse found (a
// mutant of a case of test/Target/HLO/export/invalid.mlir), whose custom
// form did not parse again.

//--- map.mlir
// CHECK: map.mlir:[[@LINE+3]]:21: error: the payload of a 'linalg.map' or 'linalg.reduce' short form must name its dialect, as in `arith.addf`
// CHECK-NOT: PLEASE submit a bug report
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.map { addf } ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>)
  return %0 : tensor<4xf32>
}

//--- reduce.mlir
// CHECK: reduce.mlir:[[@LINE+3]]:24: error: the payload of a 'linalg.map' or 'linalg.reduce' short form must name its dialect
// CHECK-NOT: PLEASE submit a bug report
func.func @reduce(%a: tensor<2x3xf32>, %init: tensor<2xf32>) -> tensor<2xf32> {
  %0 = linalg.reduce { arith1addf } ins(%a : tensor<2x3xf32>) outs(%init : tensor<2xf32>) dimensions = [1]
  return %0 : tensor<2xf32>
}

//--- trailing-dot.mlir
// CHECK: trailing-dot.mlir:[[@LINE+2]]:20: error: the payload of a 'linalg.map' or 'linalg.reduce' short form must name its dialect
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.map {arith. } ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>)
  return %0 : tensor<4xf32>
}

//--- qualified.mlir
// CHECK: linalg.map { arith.addf } ins
// CHECK: linalg.reduce { arith.maxnumf } ins
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>, %m: tensor<2x4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = linalg.map { arith.addf } ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>)
  %1 = linalg.reduce { arith.maxnumf } ins(%m : tensor<2x4xf32>) outs(%b : tensor<4xf32>) dimensions = [0]
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

//--- unregistered.mlir
// CHECK: linalg.map { foo.addf } ins
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.map { foo.addf } ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>)
  return %0 : tensor<4xf32>
}

//--- not-short-forms.mlir
// CHECK: note = "linalg.map { addf }"
// CHECK: linalg.map { arith.negf } ins
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> attributes {note = "linalg.map { addf }"} {
  // linalg.map { addf } in a comment
  %0 = linalg.map ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>)
    (%x: f32, %acc: f32) {
      %n = arith.negf %x : f32
      linalg.yield %n : f32
    }
  return %0 : tensor<4xf32>
}
