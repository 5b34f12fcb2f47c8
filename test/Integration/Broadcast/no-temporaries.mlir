// A broadcast operand is read in place, never first copied into a full-size
// temporary (-shapes-lower-to-linalg): each broadcasting op
// becomes a single linalg.generic whose indexing maps do the broadcast,
// writing into exactly one tensor.empty of the result type; no
// linalg.broadcast, copy, fill or second generic. After the whole buffer
// pipeline (-shapes-to-llvm="stop-at=affine") the only allocation is the
// 1024x512 result, and the loop nest loads the small operands at broadcast
// indices. Covers an explicit broadcast_dimensions operand, degenerate
// (outer) broadcasting, a rank-0 operand and broadcast_in_dim.
//
// RUN: shapes-opt %s -shapes-lower-to-linalg | FileCheck %s --check-prefix=LINALG
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=affine vectorize=false" | FileCheck %s --check-prefix=AFFINE

// LINALG-DAG: #[[ID:[a-z0-9_]+]] = affine_map<(d0, d1) -> (d0, d1)>
// LINALG-DAG: #[[D1:[a-z0-9_]+]] = affine_map<(d0, d1) -> (d1)>
// LINALG-DAG: #[[COL:[a-z0-9_]+]] = affine_map<(d0, d1) -> (d0, 0)>
// LINALG-DAG: #[[ROW:[a-z0-9_]+]] = affine_map<(d0, d1) -> (0, d1)>
// LINALG-DAG: #[[SCALAR:[a-z0-9_]+]] = affine_map<(d0, d1) -> ()>

// LINALG-LABEL: func.func @bias(
// LINALG-SAME:      %[[M:[a-z0-9_]+]]: tensor<1024x512xf32>, %[[V:[a-z0-9_]+]]: tensor<512xf32>)
// LINALG-NOT:     linalg.broadcast
// LINALG-NOT:     tensor.empty
// LINALG:         %[[E:.+]] = tensor.empty() : tensor<1024x512xf32>
// LINALG-NOT:     tensor.empty
// LINALG-NOT:     linalg.broadcast
// LINALG:         %[[R:.+]] = linalg.generic {indexing_maps = [#[[ID]], #[[D1]], #[[ID]]], iterator_types = ["parallel", "parallel"]}
// LINALG-SAME:        ins(%[[M]], %[[V]] : tensor<1024x512xf32>, tensor<512xf32>) outs(%[[E]] : tensor<1024x512xf32>)
// LINALG:           arith.addf
// LINALG:           linalg.yield
// LINALG-NOT:     tensor.empty
// LINALG-NOT:     linalg.
// LINALG-NOT:     tensor.
// LINALG:         return %[[R]] : tensor<1024x512xf32>
// LINALG-NOT:     linalg.broadcast

// AFFINE-LABEL: func.func @bias(
// AFFINE-SAME:      %[[M:[a-z0-9_]+]]: memref<1024x512xf32>, %[[V:[a-z0-9_]+]]: memref<512xf32>) -> memref<1024x512xf32>
// AFFINE-NOT:     memref.alloc
// AFFINE:         %[[A:.+]] = memref.alloc() {{.*}}: memref<1024x512xf32>
// AFFINE-NOT:     memref.alloc
// AFFINE-NOT:     memref.copy
// AFFINE:         affine.for %[[I:[a-z0-9_]+]] = 0 to 1024 {
// AFFINE-NEXT:      affine.for %[[J:[a-z0-9_]+]] = 0 to 512 {
// AFFINE-DAG:         affine.load %[[M]][%[[I]], %[[J]]] : memref<1024x512xf32>
// AFFINE-DAG:         affine.load %[[V]][%[[J]]] : memref<512xf32>
// AFFINE:             arith.addf
// AFFINE-NEXT:        affine.store %{{.+}}, %[[A]][%[[I]], %[[J]]] : memref<1024x512xf32>
// AFFINE-NOT:     memref.alloc
// AFFINE-NOT:     memref.copy
// AFFINE-NOT:     affine.for
// AFFINE:         return %[[A]] : memref<1024x512xf32>
func.func @bias(%m: tensor<1024x512xf32>, %v: tensor<512xf32>) -> tensor<1024x512xf32> {
  %r = shapes.add %m, %v broadcast_dimensions = [1]
      : (tensor<1024x512xf32>, tensor<512xf32>) -> tensor<1024x512xf32>
  return %r : tensor<1024x512xf32>
}

// LINALG-LABEL: func.func @outer(
// LINALG-SAME:      %[[A:[a-z0-9_]+]]: tensor<1024x1xf32>, %[[B:[a-z0-9_]+]]: tensor<1x512xf32>)
// LINALG-NOT:     linalg.broadcast
// LINALG-NOT:     tensor.empty
// LINALG:         %[[E:.+]] = tensor.empty() : tensor<1024x512xf32>
// LINALG-NOT:     tensor.empty
// LINALG-NOT:     linalg.broadcast
// LINALG:         %[[R:.+]] = linalg.generic {indexing_maps = [#[[COL]], #[[ROW]], #[[ID]]], iterator_types = ["parallel", "parallel"]}
// LINALG-SAME:        ins(%[[A]], %[[B]] : tensor<1024x1xf32>, tensor<1x512xf32>) outs(%[[E]] : tensor<1024x512xf32>)
// LINALG:           arith.addf
// LINALG:           linalg.yield
// LINALG-NOT:     tensor.empty
// LINALG-NOT:     linalg.
// LINALG-NOT:     tensor.
// LINALG:         return %[[R]] : tensor<1024x512xf32>

// AFFINE-LABEL: func.func @outer(
// AFFINE-SAME:      %[[A0:[a-z0-9_]+]]: memref<1024x1xf32>, %[[B0:[a-z0-9_]+]]: memref<1x512xf32>) -> memref<1024x512xf32>
// AFFINE-NOT:     memref.alloc
// AFFINE:         %[[A:.+]] = memref.alloc() {{.*}}: memref<1024x512xf32>
// AFFINE-NOT:     memref.alloc
// AFFINE-NOT:     memref.copy
// AFFINE:         affine.for %[[I:[a-z0-9_]+]] = 0 to 1024 {
// AFFINE-NEXT:      affine.for %[[J:[a-z0-9_]+]] = 0 to 512 {
// AFFINE-DAG:         affine.load %[[A0]][%[[I]], 0] : memref<1024x1xf32>
// AFFINE-DAG:         affine.load %[[B0]][0, %[[J]]] : memref<1x512xf32>
// AFFINE:             arith.addf
// AFFINE-NEXT:        affine.store %{{.+}}, %[[A]][%[[I]], %[[J]]] : memref<1024x512xf32>
// AFFINE-NOT:     memref.alloc
// AFFINE-NOT:     memref.copy
// AFFINE-NOT:     affine.for
// AFFINE:         return %[[A]] : memref<1024x512xf32>
func.func @outer(%a: tensor<1024x1xf32>, %b: tensor<1x512xf32>) -> tensor<1024x512xf32> {
  %r = shapes.add %a, %b : (tensor<1024x1xf32>, tensor<1x512xf32>) -> tensor<1024x512xf32>
  return %r : tensor<1024x512xf32>
}

// LINALG-LABEL: func.func @scalar(
// LINALG-SAME:      %[[S:[a-z0-9_]+]]: tensor<f32>, %[[M:[a-z0-9_]+]]: tensor<1024x512xf32>)
// LINALG-NOT:     tensor.empty
// LINALG:         %[[E:.+]] = tensor.empty() : tensor<1024x512xf32>
// LINALG-NOT:     tensor.empty
// LINALG:         %[[R:.+]] = linalg.generic {indexing_maps = [#[[SCALAR]], #[[ID]], #[[ID]]], iterator_types = ["parallel", "parallel"]}
// LINALG-SAME:        ins(%[[S]], %[[M]] : tensor<f32>, tensor<1024x512xf32>) outs(%[[E]] : tensor<1024x512xf32>)
// LINALG:           arith.subf
// LINALG:           linalg.yield
// LINALG-NOT:     linalg.
// LINALG-NOT:     tensor.
// LINALG:         return %[[R]] : tensor<1024x512xf32>

// AFFINE-LABEL: func.func @scalar(
// AFFINE-SAME:      %[[S:[a-z0-9_]+]]: memref<f32>, %[[M:[a-z0-9_]+]]: memref<1024x512xf32>) -> memref<1024x512xf32>
// AFFINE-NOT:     memref.alloc
// AFFINE:         %[[A:.+]] = memref.alloc() {{.*}}: memref<1024x512xf32>
// AFFINE-NOT:     memref.alloc
// AFFINE:         affine.load %[[S]][] : memref<f32>
// AFFINE-NOT:     memref.alloc
// AFFINE-NOT:     memref.copy
// AFFINE:         return %[[A]] : memref<1024x512xf32>
func.func @scalar(%s: tensor<f32>, %m: tensor<1024x512xf32>) -> tensor<1024x512xf32> {
  %r = shapes.sub %s, %m : (tensor<f32>, tensor<1024x512xf32>) -> tensor<1024x512xf32>
  return %r : tensor<1024x512xf32>
}

// LINALG-LABEL: func.func @bid(
// LINALG-SAME:      %[[V:[a-z0-9_]+]]: tensor<512xf32>)
// LINALG-NOT:     linalg.broadcast
// LINALG-NOT:     tensor.empty
// LINALG:         %[[E:.+]] = tensor.empty() : tensor<1024x512xf32>
// LINALG-NOT:     tensor.empty
// LINALG:         %[[R:.+]] = linalg.generic {indexing_maps = [#[[D1]], #[[ID]]], iterator_types = ["parallel", "parallel"]}
// LINALG-SAME:        ins(%[[V]] : tensor<512xf32>) outs(%[[E]] : tensor<1024x512xf32>)
// LINALG:           linalg.yield
// LINALG-NOT:     linalg.
// LINALG-NOT:     tensor.
// LINALG:         return %[[R]] : tensor<1024x512xf32>

// AFFINE-LABEL: func.func @bid(
// AFFINE-SAME:      %[[V:[a-z0-9_]+]]: memref<512xf32>) -> memref<1024x512xf32>
// AFFINE-NOT:     memref.alloc
// AFFINE:         %[[A:.+]] = memref.alloc() {{.*}}: memref<1024x512xf32>
// AFFINE-NOT:     memref.alloc
// AFFINE:         affine.load %[[V]][%{{.+}}] : memref<512xf32>
// AFFINE-NOT:     memref.alloc
// AFFINE-NOT:     memref.copy
// AFFINE:         return %[[A]] : memref<1024x512xf32>
func.func @bid(%v: tensor<512xf32>) -> tensor<1024x512xf32> {
  %r = shapes.broadcast_in_dim %v, dims = [1] : (tensor<512xf32>) -> tensor<1024x512xf32>
  return %r : tensor<1024x512xf32>
}
