// RUN: shapes-opt %s -split-input-file -shapes-lower-to-linalg -shapes-fuse-elementwise | FileCheck %s

// A chain that reads one broadcast at every step, its layouts alternating
// (every other step reads the chain transposed), fuses into one generic
// with one input per value: the broadcast's reads merge into one argument,
// and the body keeps the order of the chain.
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @chain
// CHECK-SAME:    (%[[X:.*]]: tensor<8x16xf32>, %[[V:.*]]: tensor<16xf32>)
// CHECK:         linalg.generic {indexing_maps = [#[[ID]], #[[ROW]], #[[ID]]]
// CHECK-SAME:      ins(%[[X]], %[[V]] : tensor<8x16xf32>, tensor<16xf32>)
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: f32, %[[B:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[A0:.*]] = arith.addf %[[IN]], %[[B]]
// CHECK-NEXT:      %[[A1:.*]] = arith.mulf %[[A0]], %[[B]]
// CHECK-NEXT:      %[[A2:.*]] = arith.subf %[[A1]], %[[B]]
// CHECK-NEXT:      %[[A3:.*]] = arith.maximumf %[[A2]], %[[B]]
// CHECK-NEXT:      %[[A4:.*]] = arith.addf %[[A3]], %[[B]]
// CHECK-NEXT:      %[[A5:.*]] = arith.mulf %[[A4]], %[[B]]
// CHECK-NEXT:      linalg.yield %[[A5]]
// CHECK-NOT:     linalg.generic
#cm = #shapes.layout<minor_to_major = [0, 1]>
func.func @chain(%x: tensor<8x16xf32>, %v: tensor<16xf32>) -> tensor<8x16xf32> {
  %b = shapes.broadcast_in_dim %v, dims = [1] : (tensor<16xf32>) -> tensor<8x16xf32>
  %0 = shapes.add %x, %b : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32, #cm>
  %1 = shapes.mul %0, %b : (tensor<8x16xf32, #cm>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %2 = shapes.sub %1, %b : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32, #cm>
  %3 = shapes.max %2, %b : (tensor<8x16xf32, #cm>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %4 = shapes.add %3, %b : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32, #cm>
  %5 = shapes.mul %4, %b : (tensor<8x16xf32, #cm>, tensor<8x16xf32>) -> tensor<8x16xf32>
  return %5 : tensor<8x16xf32>
}

// -----

// The same with the chain on the right of every op: the broadcast's
// argument comes first.
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @chain_on_the_right
// CHECK-SAME:    (%[[X:.*]]: tensor<8x16xf32>, %[[V:.*]]: tensor<16xf32>)
// CHECK:         linalg.generic {indexing_maps = [#[[ROW]], #[[ID]], #[[ID]]]
// CHECK-SAME:      ins(%[[V]], %[[X]] : tensor<16xf32>, tensor<8x16xf32>)
// CHECK-NEXT:    ^bb0(%[[B:.*]]: f32, %[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[A0:.*]] = arith.addf %[[B]], %[[IN]]
// CHECK-NEXT:      %[[A1:.*]] = arith.subf %[[B]], %[[A0]]
// CHECK-NEXT:      %[[A2:.*]] = arith.mulf %[[B]], %[[A1]]
// CHECK-NEXT:      %[[A3:.*]] = arith.subf %[[B]], %[[A2]]
// CHECK-NEXT:      linalg.yield %[[A3]]
// CHECK-NOT:     linalg.generic
#cm = #shapes.layout<minor_to_major = [0, 1]>
func.func @chain_on_the_right(%x: tensor<8x16xf32>, %v: tensor<16xf32>) -> tensor<8x16xf32> {
  %b = shapes.broadcast_in_dim %v, dims = [1] : (tensor<16xf32>) -> tensor<8x16xf32>
  %0 = shapes.add %b, %x : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32, #cm>
  %1 = shapes.sub %b, %0 : (tensor<8x16xf32>, tensor<8x16xf32, #cm>) -> tensor<8x16xf32>
  %2 = shapes.mul %b, %1 : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32, #cm>
  %3 = shapes.sub %b, %2 : (tensor<8x16xf32>, tensor<8x16xf32, #cm>) -> tensor<8x16xf32>
  return %3 : tensor<8x16xf32>
}

// -----

// A chain whose first op reads the broadcast before another value: the
// fused op reads them in that order.
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @broadcast_first
// CHECK-SAME:    (%[[W:.*]]: tensor<8x16xf32>, %[[V:.*]]: tensor<16xf32>)
// CHECK:         linalg.generic {indexing_maps = [#[[ROW]], #[[ID]], #[[ID]]]
// CHECK-SAME:      ins(%[[V]], %[[W]] : tensor<16xf32>, tensor<8x16xf32>)
// CHECK-NEXT:    ^bb0(%[[B:.*]]: f32, %[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[A0:.*]] = arith.subf %[[B]], %[[IN]]
// CHECK-NEXT:      %[[A1:.*]] = arith.mulf %[[A0]], %[[B]]
// CHECK-NEXT:      %[[A2:.*]] = arith.addf %[[A1]], %[[B]]
// CHECK-NEXT:      %[[A3:.*]] = arith.mulf %[[A2]], %[[B]]
// CHECK-NEXT:      linalg.yield %[[A3]]
func.func @broadcast_first(%w: tensor<8x16xf32>, %v: tensor<16xf32>) -> tensor<8x16xf32> {
  %b = shapes.broadcast_in_dim %v, dims = [1] : (tensor<16xf32>) -> tensor<8x16xf32>
  %0 = shapes.sub %b, %w : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = shapes.mul %0, %b : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %2 = shapes.add %1, %b : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %3 = shapes.mul %2, %b : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  return %3 : tensor<8x16xf32>
}
