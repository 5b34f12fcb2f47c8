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


// -----

// A transpose of a view (a strided slice) is a view of that view: it keeps
// the slice's offset and its strides, permuted, in the type memref.transpose
// infers, not the result's own layout (whose offset is 0 and whose strides
// are those of a compact buffer).
// CHECK-LABEL: func.func @slice_view
// CHECK: %[[S:.*]] = memref.subview %{{.*}}[1, 1] [2, 3] [2, 2] : memref<4x6xf32> to memref<2x3xf32, strided<[12, 2], offset: 7>>
// CHECK-NEXT: %[[T:.*]] = memref.transpose %[[S]] (d0, d1) -> (d1, d0) : memref<2x3xf32, strided<[12, 2], offset: 7>> to memref<3x2xf32, strided<[2, 12], offset: 7>>
// CHECK-NOT: memref.reinterpret_cast
// CHECK-NOT: memref.cast
// CHECK: linalg.copy ins(%[[T]] : memref<3x2xf32, strided<[2, 12], offset: 7>>)
#col = #shapes.layout<minor_to_major = [0, 1]>
func.func @slice_view(%x: tensor<4x6xf32>) -> tensor<3x2xf32> {
  %s = tensor.extract_slice %x[1, 1] [2, 3] [2, 2] : tensor<4x6xf32> to tensor<2x3xf32>
  %t = shapes.transpose %s, permutation = [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32, #col>
  %e = tensor.empty() : tensor<3x2xf32>
  %r = linalg.copy ins(%t : tensor<3x2xf32, #col>) outs(%e : tensor<3x2xf32>) -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}

// -----

// The same with a run-time offset and size.
// CHECK-LABEL: func.func @dynamic_view
// CHECK: %[[S:.*]] = memref.subview %{{.*}}[%{{.*}}, 0] [%{{.*}}, 6] [1, 1] : memref<?x6xf32> to memref<?x6xf32, strided<[6, 1], offset: ?>>
// CHECK-NEXT: %[[T:.*]] = memref.transpose %[[S]] (d0, d1) -> (d1, d0) : memref<?x6xf32, strided<[6, 1], offset: ?>> to memref<6x?xf32, strided<[1, 6], offset: ?>>
// CHECK-NOT: memref.cast
// CHECK: linalg.copy ins(%[[T]] : memref<6x?xf32, strided<[1, 6], offset: ?>>)
#col = #shapes.layout<minor_to_major = [0, 1]>
func.func @dynamic_view(%x: tensor<?x6xf32>, %i: index, %n: index) -> tensor<6x?xf32> {
  %s = tensor.extract_slice %x[%i, 0] [%n, 6] [1, 1] : tensor<?x6xf32> to tensor<?x6xf32>
  %t = shapes.transpose %s, permutation = [1, 0] : tensor<?x6xf32> -> tensor<6x?xf32, #col>
  %e = tensor.empty(%n) : tensor<6x?xf32>
  %r = linalg.copy ins(%t : tensor<6x?xf32, #col>) outs(%e : tensor<6x?xf32>) -> tensor<6x?xf32>
  return %r : tensor<6x?xf32>
}

// -----

// A transpose of a reshape whose buffer has its own layout type (a
// contiguous collapse of an argument) is a buffer of the result's own
// layout type.
// CHECK-LABEL: func.func @view_of_own_layout
// CHECK-SAME: (%[[X:.*]]: memref<2x3x4xf32>)
// CHECK: %[[R:.*]] = memref.collapse_shape %[[X]] {{\[\[}}0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
// CHECK-NEXT: %[[T:.*]] = memref.transpose %[[R]] (d0, d1) -> (d1, d0) : memref<6x4xf32> to memref<4x6xf32, strided<[1, 4]>>
// CHECK-NEXT: memref.cast %[[T]] : memref<4x6xf32, strided<[1, 4]>> to memref<4x6xf32, #{{.*}}>
#col = #shapes.layout<minor_to_major = [0, 1]>
func.func @view_of_own_layout(%x: tensor<2x3x4xf32>) -> tensor<4x6xf32> {
  %r = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %t = shapes.transpose %r, permutation = [1, 0] : tensor<6x4xf32> -> tensor<4x6xf32, #col>
  %e = tensor.empty() : tensor<4x6xf32>
  %c = linalg.copy ins(%t : tensor<4x6xf32, #col>) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %c : tensor<4x6xf32>
}
