// RUN: shapes-opt %s -split-input-file -shapes-lower-to-linalg -shapes-fuse-elementwise | FileCheck %s

// An explicit broadcast and a relayout read by elementwise ops become
// indexing maps of one generic: the vector is read at (d1), the relayout's
// source in place.
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @fused
// CHECK-SAME:    (%[[M:.*]]: tensor<4x3xf32>, %[[V:.*]]: tensor<3xf32>, %[[W:.*]]: tensor<4x3xf32>)
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<4x3xf32>
// CHECK:         linalg.generic {indexing_maps = [#[[ID]], #[[ROW]], #[[ID]], #[[ID]]]
// CHECK-SAME:      ins(%[[M]], %[[V]], %[[W]] : tensor<4x3xf32>, tensor<3xf32>, tensor<4x3xf32>) outs(%[[E]] : tensor<4x3xf32>)
// CHECK:           arith.addf
// CHECK:           arith.mulf
// CHECK-NOT:     linalg.generic
// CHECK-NOT:     linalg.copy
func.func @fused(%m: tensor<4x3xf32>, %v: tensor<3xf32>, %w: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %b = shapes.broadcast_in_dim %v, dims = [1] : (tensor<3xf32>) -> tensor<4x3xf32>
  %s = shapes.add %m, %b : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  %t = shapes.relayout %w : tensor<4x3xf32> to tensor<4x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
  %p = shapes.mul %s, %t : (tensor<4x3xf32>, tensor<4x3xf32, #shapes.layout<minor_to_major = [0, 1]>>) -> tensor<4x3xf32>
  return %p : tensor<4x3xf32>
}

// -----

// A relayout that is returned stays a linalg.copy (and is not fused into
// anything).
// CHECK-LABEL: func.func @materialized_relayout
// CHECK:         linalg.copy
// CHECK-NOT:     linalg.generic
func.func @materialized_relayout(%w: tensor<4x3xf32>) -> tensor<4x3xf32, #shapes.layout<minor_to_major = [0, 1]>> {
  %t = shapes.relayout %w : tensor<4x3xf32> to tensor<4x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
  return %t : tensor<4x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
}

// -----

// A cheap producer read by two loop nests is computed again in each (two
// generics, each with the add); an expensive one (XLA's integer division)
// is stored once and read by two more (three generics, one division).
// CHECK-LABEL: func.func @recompute_or_store
// CHECK-COUNT-5: linalg.generic
// CHECK-NOT:     linalg.generic
// RUN: shapes-opt %s -split-input-file -shapes-lower-to-linalg -shapes-fuse-elementwise | grep -c arith.addi | FileCheck %s --check-prefix=ADDS
// RUN: shapes-opt %s -split-input-file -shapes-lower-to-linalg -shapes-fuse-elementwise | grep -c arith.divsi | FileCheck %s --check-prefix=DIVS
// ADDS: 2
// DIVS: 1
func.func @recompute_or_store(%a: tensor<8xi32>, %b: tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) {
  %s = shapes.add %a, %b : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
  %s1 = shapes.mul %s, %a : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
  %s2 = shapes.max %s, %a : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
  %d = shapes.div %a, %b : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
  %d1 = shapes.mul %d, %a : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
  %d2 = shapes.sub %d, %a : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
  return %s1, %s2, %d1, %d2 : tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>
}
