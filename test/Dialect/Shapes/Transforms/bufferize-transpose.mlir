// -shapes-bufferize turns a bitcast shapes.transpose into memref.transpose,
// a view of the operand's buffer: no allocation, no copy.
// RUN: shapes-opt %s -shapes-bufferize -split-input-file | FileCheck %s

#col = #shapes.layout<minor_to_major = [0, 1]>

// CHECK-LABEL: func.func @view
// CHECK-SAME: (%[[X:.*]]: memref<?x8xf32>, %[[Y:.*]]: memref<8x?xf32, #{{.*}}>)
// CHECK-NOT: memref.alloc
// CHECK: %[[T:.*]] = memref.transpose %[[X]] (d0, d1) -> (d1, d0) : memref<?x8xf32> to memref<8x?xf32, strided<[1, 8]>>
// The view gets the result's layout type, which has the same strides.
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[T]] : memref<8x?xf32, strided<[1, 8]>> to memref<8x?xf32, #{{.*}}>
// CHECK-NOT: memref.alloc
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[C]] : memref<8x?xf32, #{{.*}}>) outs(%[[Y]] : memref<8x?xf32, #{{.*}}>)
func.func @view(%x: tensor<?x8xf32>, %y: tensor<8x?xf32, #col>) -> tensor<8x?xf32, #col> {
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<?x8xf32> -> tensor<8x?xf32, #col>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<8x?xf32, #col>) outs(%y : tensor<8x?xf32, #col>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %in : f32
    linalg.yield %s : f32
  } -> tensor<8x?xf32, #col>
  return %r : tensor<8x?xf32, #col>
}

