// -shapes-distinct-results gives every memref result of a public function a
// buffer of its own: of the results that may share an allocation, the
// largest is returned as it is, every other one as a clone; a view of an
// argument is always a clone. Private functions are left alone.
// RUN: shapes-opt %s -split-input-file -shapes-distinct-results | FileCheck %s

#col = #shapes.layout<minor_to_major = [0, 1]>

// Two views of one allocation, of equal size: the first is kept.
// CHECK-LABEL: func.func @views_of_one_buffer
// CHECK: %[[A:.*]] = memref.alloc() : memref<4x6xf32>
// CHECK: %[[T:.*]] = memref.transpose %[[A]]
// CHECK: %[[C:.*]] = memref.cast %[[T]]
// CHECK: %[[R:.*]] = memref.collapse_shape %[[A]]
// CHECK: %[[K:.*]] = bufferization.clone %[[R]] : memref<24xf32> to memref<24xf32>
// CHECK: return %[[C]], %[[K]]
func.func @views_of_one_buffer() -> (memref<6x4xf32, #col>, memref<24xf32>) {
  %a = memref.alloc() : memref<4x6xf32>
  %t = memref.transpose %a (d0, d1) -> (d1, d0) : memref<4x6xf32> to memref<6x4xf32, strided<[1, 6]>>
  %c = memref.cast %t : memref<6x4xf32, strided<[1, 6]>> to memref<6x4xf32, #col>
  %r = memref.collapse_shape %a [[0, 1]] : memref<4x6xf32> into memref<24xf32>
  return %c, %r : memref<6x4xf32, #col>, memref<24xf32>
}

// -----

// A buffer and a smaller view of it: the view is copied, whatever the
// order of the results.
// CHECK-LABEL: func.func @buffer_and_slice
// CHECK: %[[A:.*]] = memref.alloc() : memref<4x6xf32>
// CHECK: %[[S:.*]] = memref.subview %[[A]]
// CHECK: %[[K:.*]] = bufferization.clone %[[S]]
// CHECK: return %[[K]], %[[A]]
func.func @buffer_and_slice() -> (memref<2x6xf32, strided<[6, 1], offset: 12>>, memref<4x6xf32>) {
  %a = memref.alloc() : memref<4x6xf32>
  %s = memref.subview %a[2, 0] [2, 6] [1, 1] : memref<4x6xf32> to memref<2x6xf32, strided<[6, 1], offset: 12>>
  return %s, %a : memref<2x6xf32, strided<[6, 1], offset: 12>>, memref<4x6xf32>
}

// -----

// One value returned twice.
// CHECK-LABEL: func.func @twice
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: %[[K:.*]] = bufferization.clone %[[A]]
// CHECK: return %[[A]], %[[K]]
func.func @twice() -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  return %a, %a : memref<4xf32>, memref<4xf32>
}

// -----

// Views of arguments are copied; distinct allocations are not.
// CHECK-LABEL: func.func @arguments
// CHECK-SAME: (%[[X:.*]]: memref<4x6xf32>)
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: %[[T:.*]] = memref.transpose %[[X]]
// CHECK: %[[B:.*]] = memref.alloc()
// CHECK: %[[K:.*]] = bufferization.clone %[[T]]
// CHECK: return %[[A]], %[[K]], %[[B]]
func.func @arguments(%x: memref<4x6xf32>) -> (memref<8xf32>, memref<6x4xf32, strided<[1, 6]>>, memref<2xf32>) {
  %a = memref.alloc() : memref<8xf32>
  %t = memref.transpose %x (d0, d1) -> (d1, d0) : memref<4x6xf32> to memref<6x4xf32, strided<[1, 6]>>
  %b = memref.alloc() : memref<2xf32>
  return %a, %t, %b : memref<8xf32>, memref<6x4xf32, strided<[1, 6]>>, memref<2xf32>
}

// -----

// A buffer chosen at run time may be any of them: of the two results that
// may share, the larger is kept, the first of equals.
// CHECK-LABEL: func.func @chosen
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: %[[S:.*]] = arith.select
// CHECK: %[[K:.*]] = bufferization.clone %[[S]]
// CHECK: return %[[A]], %[[K]]
func.func @chosen(%c: i1) -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %s = arith.select %c, %a, %b : memref<4xf32>
  return %a, %s : memref<4xf32>, memref<4xf32>
}

// -----

// A '?' size counts as the largest: the static result is copied.
// CHECK-LABEL: func.func @dynamic
// CHECK: %[[A:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK: %[[S:.*]] = memref.subview %[[A]][0] [4] [1]
// CHECK: %[[K:.*]] = bufferization.clone %[[S]]
// CHECK: return %[[K]], %[[A]]
func.func @dynamic(%n: index) -> (memref<4xf32, strided<[1]>>, memref<?xf32>) {
  %a = memref.alloc(%n) : memref<?xf32>
  %s = memref.subview %a[0] [4] [1] : memref<?xf32> to memref<4xf32, strided<[1]>>
  return %s, %a : memref<4xf32, strided<[1]>>, memref<?xf32>
}

// -----

// Private functions and declarations are left alone.
// CHECK-LABEL: func.func private @private_twice
// CHECK-NOT: bufferization.clone
// CHECK: return
func.func private @private_twice() -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  return %a, %a : memref<4xf32>, memref<4xf32>
}
func.func private @external() -> (memref<4xf32>, memref<4xf32>)

// -----

// Scalars and tensors are not buffers.
// CHECK-LABEL: func.func @scalars
// CHECK-NOT: bufferization.clone
// CHECK: return
func.func @scalars(%i: index) -> (index, index) {
  return %i, %i : index, index
}
