// MLIR 22's custom parsers of vector.transfer_read and transfer_write cast
// the permutation_map of their attribute dictionary to an affine map
// without checking it; any other attribute makes the parser allocate
// without bound (found by shapes-fuzz-pipeline, whose input is
// tools/fuzz/corpus/shapes-fuzz-pipeline/vector-transfer-permutation-map-oom.mlir).
// shapes-opt checks its input first (UpstreamParserGuard.h) and gives a
// located error at the value. The check runs before MLIR parses, so each
// case is a file of its own, checked on stderr.
//
// RUN: rm -rf %t && split-file --leading-lines %s %t
// RUN: not shapes-opt -allow-unregistered-dialect %t/opaque.mlir 2>&1 | FileCheck %t/opaque.mlir
// RUN: not shapes-opt %t/integer.mlir 2>&1 | FileCheck %t/integer.mlir
// RUN: not shapes-opt %t/write-alias.mlir 2>&1 | FileCheck %t/write-alias.mlir
// RUN: not shapes-opt -allow-unregistered-dialect %shapes_src_root/tools/fuzz/corpus/shapes-fuzz-pipeline/vector-transfer-permutation-map-oom.mlir 2>&1 | FileCheck %s --check-prefix=CORPUS
// CORPUS: vector-transfer-permutation-map-oom.mlir:20:68: error: the permutation_map of a vector transfer must be an affine_map
// CORPUS-NOT: PLEASE submit a bug report
//
// Affine maps, written out or through an alias, parse as before:
// RUN: shapes-opt %t/valid.mlir | FileCheck %t/valid.mlir

//--- opaque.mlir
func.func @f(%t: tensor<2x4xf32>, %i: index, %pad: f32) -> vector<4x2xf32> {
  // CHECK: opaque.mlir:[[@LINE+1]]:65: error: the permutation_map of a vector transfer must be an affine_map (input rejected before parsing
  %r = vector.transfer_read %t[%i, %i], %pad {permutation_map = !ffine_map<(d0, d1) -> (d1, d0)>} : tensor<2x4xf32>, vector<4x2xf32>
  return %r : vector<4x2xf32>
}

//--- integer.mlir
func.func @f(%t: tensor<2x4xf32>, %i: index, %pad: f32) -> vector<4xf32> {
  // CHECK: integer.mlir:[[@LINE+1]]:{{[0-9]+}}: error: the permutation_map of a vector transfer must be an affine_map
  %r = vector.transfer_read %t[%i, %i], %pad {in_bounds = [true], permutation_map = 3} : tensor<2x4xf32>, vector<4xf32>
  return %r : vector<4xf32>
}

//--- write-alias.mlir
// An alias of something else.
#m = [1, 0]
func.func @f(%v: vector<4xf32>, %m: memref<2x4xf32>, %i: index) {
  // CHECK: write-alias.mlir:[[@LINE+1]]:{{[0-9]+}}: error: the permutation_map of a vector transfer must be an affine_map
  vector.transfer_write %v, %m[%i, %i] {permutation_map = #m} : vector<4xf32>, memref<2x4xf32>
  return
}

//--- valid.mlir
#transposed = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: func.func @f(
// CHECK: vector.transfer_read {{.*}} {permutation_map = #{{.*}}} : tensor<2x4xf32>, vector<4x2xf32>
// CHECK: vector.transfer_write {{.*}} {permutation_map = #{{.*}}} : vector<4x2xf32>, memref<2x4xf32>
func.func @f(%t: tensor<2x4xf32>, %m: memref<2x4xf32>, %i: index, %pad: f32) {
  %r = vector.transfer_read %t[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<2x4xf32>, vector<4x2xf32>
  vector.transfer_write %r, %m[%i, %i] {permutation_map = #transposed} : vector<4x2xf32>, memref<2x4xf32>
  return
}
