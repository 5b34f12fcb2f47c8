// -shapes-lower-layouts fills the padding of a padded argument that the
// function writes, however it writes it: a write through any view of the
// argument (a subview, a cast, a reinterpret_cast, a reshape, the flat
// buffer of extract_strided_metadata, a view of a view) is a write of the
// argument. Each function writes its argument through one kind of view
// only, and nothing else touches it. The fill goes just before the op of
// the entry block that holds the first write.
// RUN: shapes-opt %s -shapes-lower-layouts -split-input-file | FileCheck %s

#L = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 4], padding_value = highest>

// 2x3 column-major padded to 3x4: a 12-element buffer, strides [1, 3]. The
// fill writes row 2 of each column, then column 3 (positions 9..11), just
// before the first write.
// CHECK-LABEL: func.func @subview_store
// CHECK-SAME:    (%[[DST:.*]]: memref<2x3xi32, strided<[1, 3]>>, %[[V:.*]]: i32)
// CHECK:         %[[MAX:.*]] = arith.constant 2147483647 : i32
// CHECK:         %[[S:.*]] = memref.subview %[[DST]][0, 0] [1, 3] [1, 1]
// CHECK:         %[[BASE:[a-z_0-9]+]], %{{.*}} = memref.extract_strided_metadata %[[DST]]
// CHECK:         %[[FLAT:.*]] = memref.reinterpret_cast %[[BASE]] to offset: [0], sizes: [12], strides: [1]
// CHECK:         affine.for %[[C:.*]] = 0 to 3 {
// CHECK-NEXT:      affine.for %[[R:.*]] = 2 to 3 {
// CHECK-NEXT:        affine.store %[[MAX]], %[[FLAT]][%[[C]] * 3 + %[[R]]] : memref<12xi32>
// CHECK:         affine.for %[[T:.*]] = 9 to 12 {
// CHECK-NEXT:      affine.store %[[MAX]], %[[FLAT]][%[[T]]] : memref<12xi32>
// CHECK:         memref.store %[[V]], %[[S]]
// CHECK-NEXT:    return
func.func @subview_store(%dst: memref<2x3xi32, #L>, %v: i32) {
  %c0 = arith.constant 0 : index
  %s = memref.subview %dst[0, 0] [1, 3] [1, 1] : memref<2x3xi32, #L> to memref<3xi32, strided<[3]>>
  memref.store %v, %s[%c0] : memref<3xi32, strided<[3]>>
  return
}

// A write by a structured op whose output is a subview.
// CHECK-LABEL: func.func @subview_fill
// CHECK:         memref.subview
// CHECK:         memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [12], strides: [1]
// CHECK:         affine.for %{{.*}} = 9 to 12 {
// CHECK:         linalg.fill
func.func @subview_fill(%dst: memref<2x3xi32, #L>, %v: i32) {
  %s = memref.subview %dst[1, 0] [1, 3] [1, 1] : memref<2x3xi32, #L> to memref<3xi32, strided<[3], offset: 1>>
  linalg.fill ins(%v : i32) outs(%s : memref<3xi32, strided<[3], offset: 1>>)
  return
}

// A subview of a subview.
// CHECK-LABEL: func.func @subview_of_subview
// CHECK:         memref.subview
// CHECK:         memref.subview
// CHECK:         memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [12], strides: [1]
// CHECK:         affine.for %{{.*}} = 9 to 12 {
// CHECK:         memref.store
func.func @subview_of_subview(%dst: memref<2x3xi32, #L>, %v: i32) {
  %c0 = arith.constant 0 : index
  %s = memref.subview %dst[0, 0] [2, 2] [1, 1] : memref<2x3xi32, #L> to memref<2x2xi32, strided<[1, 3]>>
  %t = memref.subview %s[1, 1] [1, 1] [1, 1] : memref<2x2xi32, strided<[1, 3]>> to memref<1xi32, strided<[1], offset: 4>>
  memref.store %v, %t[%c0] : memref<1xi32, strided<[1], offset: 4>>
  return
}

// A reinterpret_cast of the argument.
// CHECK-LABEL: func.func @reinterpret_cast_store
// CHECK:         memref.reinterpret_cast %{{.*}} to offset: [4], sizes: [2], strides: [1]
// CHECK:         memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [12], strides: [1]
// CHECK:         affine.for %{{.*}} = 9 to 12 {
// CHECK:         memref.store
func.func @reinterpret_cast_store(%dst: memref<2x3xi32, #L>, %v: i32) {
  %c0 = arith.constant 0 : index
  %r = memref.reinterpret_cast %dst to offset: [4], sizes: [2], strides: [1] : memref<2x3xi32, #L> to memref<2xi32, strided<[1], offset: 4>>
  memref.store %v, %r[%c0] : memref<2xi32, strided<[1], offset: 4>>
  return
}

// The flat buffer of the argument, as -shapes-vectorize makes it.
// CHECK-LABEL: func.func @flat_view_store
// CHECK:         memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [12], strides: [1]
// CHECK:         affine.for %{{.*}} = 9 to 12 {
// CHECK:         memref.store
func.func @flat_view_store(%dst: memref<2x3xi32, #L>, %v: i32) {
  %c0 = arith.constant 0 : index
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %dst : memref<2x3xi32, #L> -> memref<i32>, index, index, index, index, index
  %flat = memref.reinterpret_cast %base to offset: [0], sizes: [12], strides: [1] : memref<i32> to memref<12xi32>
  memref.store %v, %flat[%c0] : memref<12xi32>
  return
}

// A memref.cast to the unranked type and back.
// CHECK-LABEL: func.func @cast_store
// CHECK:         memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [12], strides: [1]
// CHECK:         affine.for %{{.*}} = 9 to 12 {
// CHECK:         memref.store
func.func @cast_store(%dst: memref<2x3xi32, #L>, %v: i32) {
  %c0 = arith.constant 0 : index
  %u = memref.cast %dst : memref<2x3xi32, #L> to memref<*xi32>
  %r = memref.cast %u : memref<*xi32> to memref<2x3xi32, #L>
  memref.store %v, %r[%c0, %c0] : memref<2x3xi32, #L>
  return
}

// A subview that is only read: the padding stays as it is.
// CHECK-LABEL: func.func @subview_read
// CHECK-NOT:     affine.store
// CHECK-NOT:     memref.store
// CHECK:         return
func.func @subview_read(%dst: memref<2x3xi32, #L>) -> i32 {
  %c0 = arith.constant 0 : index
  %s = memref.subview %dst[0, 0] [1, 3] [1, 1] : memref<2x3xi32, #L> to memref<3xi32, strided<[3]>>
  %x = memref.load %s[%c0] : memref<3xi32, strided<[3]>>
  return %x : i32
}

// -----

// Row-major 2x3x4 padded to 3x3x4: strides [12, 4, 1], 36 elements.
// Dimensions 1 and 2 are contiguous, so they collapse and expand.
#R = #shapes.layout<minor_to_major = [2, 1, 0], padded_dimensions = [3, 3, 4], padding_value = one>

// The padding is plane 2 (positions 24..35).
// CHECK-LABEL: func.func @collapse_store
// CHECK:         memref.collapse_shape
// CHECK:         memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [36], strides: [1]
// CHECK:         affine.for %{{.*}} = 24 to 36 {
// CHECK:         memref.store
func.func @collapse_store(%dst: memref<2x3x4xf32, #R>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c = memref.collapse_shape %dst [[0], [1, 2]] : memref<2x3x4xf32, #R> into memref<2x12xf32, strided<[12, 1]>>
  memref.store %v, %c[%c0, %c0] : memref<2x12xf32, strided<[12, 1]>>
  return
}

// CHECK-LABEL: func.func @expand_store
// CHECK:         memref.expand_shape
// CHECK:         memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [36], strides: [1]
// CHECK:         affine.for %{{.*}} = 24 to 36 {
// CHECK:         memref.store
func.func @expand_store(%dst: memref<2x3x4xf32, #R>, %v: f32) {
  %c0 = arith.constant 0 : index
  %e = memref.expand_shape %dst [[0], [1], [2, 3]] output_shape [2, 3, 2, 2] : memref<2x3x4xf32, #R> into memref<2x3x2x2xf32, strided<[12, 4, 2, 1]>>
  memref.store %v, %e[%c0, %c0, %c0, %c0] : memref<2x3x2x2xf32, strided<[12, 4, 2, 1]>>
  return
}
