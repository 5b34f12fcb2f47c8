// -shapes-lower-layouts: padded allocations, padding fills and relayout
// copies as affine loops in physical order; #shapes.layout memrefs become
// strided memrefs.
// RUN: shapes-opt %s -shapes-lower-layouts -split-input-file | FileCheck %s
// RUN: shapes-opt %s -shapes-lower-layouts -split-input-file \
// RUN:   -affine-parallelize="max-nested=1" | FileCheck %s --check-prefix=PARALLEL

// The spec's padded 2x3 (column-major, padded to 3x5, zero padding): a
// 15-element buffer, viewed with strides [1, 3]. The fill writes, in
// physical order, row 2 of each of the 3 logical columns, then the
// contiguous columns 3 and 4 (positions 9..14): each padding element once,
// no logical element.
// CHECK-LABEL: func.func @spec_padded
// CHECK-SAME: () -> memref<2x3xf32, strided<[1, 3]>>
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[FLAT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<15xf32>
// CHECK: affine.for %[[J:.*]] = 0 to 3 {
// CHECK-NEXT:   affine.for %[[I:.*]] = 2 to 3 {
// CHECK-NEXT:     affine.store %[[ZERO]], %[[FLAT]][%[[J]] * 3 + %[[I]]] : memref<15xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %[[K:.*]] = 9 to 15 {
// CHECK-NEXT:   affine.store %[[ZERO]], %[[FLAT]][%[[K]]] : memref<15xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[VIEW:.*]] = memref.reinterpret_cast %[[FLAT]] to offset: [0], sizes: [2, 3], strides: [1, 3] : memref<15xf32> to memref<2x3xf32, strided<[1, 3]>>
// CHECK-NEXT: return %[[VIEW]]
func.func @spec_padded() -> memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>> {
  %a = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
  return %a : memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
}

// -----

// Padding in every dimension of a rank-3 permuted layout: 2x3x4 with
// minor_to_major = [1, 2, 0] padded to 3x4x5: strides [20, 1, 4], 60
// elements. Most-major dimension 0 outermost; the tails of dimensions 1
// (one element per row), 2 (rows 4..4 of 4 elements) and 0 (plane 2, 20
// contiguous elements).
// CHECK-LABEL: func.func @rank3
// CHECK: %[[LOW:.*]] = arith.constant -2147483648 : i32
// CHECK: %[[FLAT:.*]] = memref.alloc() : memref<60xi32>
// CHECK: affine.for %[[A:.*]] = 0 to 2 {
// CHECK-NEXT:   affine.for %[[B:.*]] = 0 to 4 {
// CHECK-NEXT:     affine.for %[[C:.*]] = 3 to 4 {
// CHECK-NEXT:       affine.store %[[LOW]], %[[FLAT]][%[[A]] * 20 + %[[B]] * 4 + %[[C]]] : memref<60xi32>
// CHECK:        affine.for %[[D:.*]] = 16 to 20 {
// CHECK-NEXT:     affine.store %[[LOW]], %[[FLAT]][%[[A]] * 20 + %[[D]]] : memref<60xi32>
// CHECK:      affine.for %[[E:.*]] = 40 to 60 {
// CHECK-NEXT:   affine.store %[[LOW]], %[[FLAT]][%[[E]]] : memref<60xi32>
// CHECK: memref.reinterpret_cast %[[FLAT]] to offset: [0], sizes: [2, 3, 4], strides: [20, 1, 4] : memref<60xi32> to memref<2x3x4xi32, strided<[20, 1, 4]>>
func.func @rank3() -> memref<2x3x4xi32, #shapes.layout<minor_to_major = [1, 2, 0], padded_dimensions = [3, 4, 5], padding_value = lowest>> {
  %a = memref.alloc() : memref<2x3x4xi32, #shapes.layout<minor_to_major = [1, 2, 0], padded_dimensions = [3, 4, 5], padding_value = lowest>>
  return %a : memref<2x3x4xi32, #shapes.layout<minor_to_major = [1, 2, 0], padded_dimensions = [3, 4, 5], padding_value = lowest>>
}

// -----

// Padding values: one, highest (+inf, true), and unknown (not written).
// CHECK-LABEL: func.func @padding_values
// CHECK: arith.constant 1.000000e+00 : f32
// CHECK: affine.store
// CHECK: arith.constant 0x7F800000 : f32
// CHECK: affine.store
// CHECK: arith.constant true
// CHECK: affine.store
// CHECK-NOT: affine.store
// CHECK: return
func.func @padding_values() -> (memref<3xf32, #shapes.layout<minor_to_major = [0], padded_dimensions = [4], padding_value = one>>, memref<3xf32, #shapes.layout<minor_to_major = [0], padded_dimensions = [4], padding_value = highest>>, memref<3xi1, #shapes.layout<minor_to_major = [0], padded_dimensions = [4], padding_value = highest>>, memref<3xf32, #shapes.layout<minor_to_major = [0], padded_dimensions = [4], padding_value = unknown>>) {
  %a = memref.alloc() : memref<3xf32, #shapes.layout<minor_to_major = [0], padded_dimensions = [4], padding_value = one>>
  %b = memref.alloc() : memref<3xf32, #shapes.layout<minor_to_major = [0], padded_dimensions = [4], padding_value = highest>>
  %c = memref.alloc() : memref<3xi1, #shapes.layout<minor_to_major = [0], padded_dimensions = [4], padding_value = highest>>
  %d = memref.alloc() : memref<3xf32, #shapes.layout<minor_to_major = [0], padded_dimensions = [4], padding_value = unknown>>
  return %a, %b, %c, %d : memref<3xf32, #shapes.layout<minor_to_major = [0], padded_dimensions = [4], padding_value = one>>, memref<3xf32, #shapes.layout<minor_to_major = [0], padded_dimensions = [4], padding_value = highest>>, memref<3xi1, #shapes.layout<minor_to_major = [0], padded_dimensions = [4], padding_value = highest>>, memref<3xf32, #shapes.layout<minor_to_major = [0], padded_dimensions = [4], padding_value = unknown>>
}

// -----

// Unpadded: a flat buffer and the permuted strides, no fill.
// CHECK-LABEL: func.func @column_major
// CHECK: %[[FLAT:.*]] = memref.alloc() : memref<6xf64>
// CHECK-NOT: affine.for
// CHECK: memref.reinterpret_cast %[[FLAT]] to offset: [0], sizes: [2, 3], strides: [1, 2] : memref<6xf64> to memref<2x3xf64, strided<[1, 2]>>
func.func @column_major() -> memref<2x3xf64, #shapes.layout<minor_to_major = [0, 1]>> {
  %a = memref.alloc() : memref<2x3xf64, #shapes.layout<minor_to_major = [0, 1]>>
  return %a : memref<2x3xf64, #shapes.layout<minor_to_major = [0, 1]>>
}

// -----

// Padding to the sizes themselves is no padding; the row-major layout
// becomes the identity layout.
// CHECK-LABEL: func.func @default_equivalent
// CHECK-SAME: (%{{.*}}: memref<2x3xf32>) -> memref<2x3xf32>
// CHECK-NOT: affine.store
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [2, 3], strides: [3, 1] : memref<6xf32> to memref<2x3xf32>
func.func @default_equivalent(%a: memref<2x3xf32, #shapes.layout<minor_to_major = [1, 0]>>) -> memref<2x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [2, 3]>> {
  %b = memref.alloc() : memref<2x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [2, 3]>>
  return %b : memref<2x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [2, 3]>>
}

// -----

// A relayout copy walks the destination in its physical order: for a
// column-major destination the outer loop is dimension 1. The destination
// is the caller's padded buffer, which the function writes: its padding is
// filled at the entry (rows 2 of each column, then columns 3 and 4).
// CHECK-LABEL: func.func @relayout_copy
// CHECK-SAME: (%[[SRC:.*]]: memref<2x3xf32>, %[[DST:.*]]: memref<2x3xf32, strided<[1, 3]>>)
// CHECK:      %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:      %[[FLAT:.*]] = memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [15], strides: [1]
// CHECK:      affine.for %[[C:.*]] = 0 to 3 {
// CHECK-NEXT:   affine.for %[[R:.*]] = 2 to 3 {
// CHECK-NEXT:     affine.store %[[ZERO]], %[[FLAT]][%[[C]] * 3 + %[[R]]] : memref<15xf32>
// CHECK:      affine.for %[[T:.*]] = 9 to 15 {
// CHECK-NEXT:   affine.store %[[ZERO]], %[[FLAT]][%[[T]]] : memref<15xf32>
// CHECK: affine.for %[[J:.*]] = 0 to 3 {
// CHECK-NEXT:   affine.for %[[I:.*]] = 0 to 2 {
// CHECK-NEXT:     %[[V:.*]] = affine.load %[[SRC]][%[[I]], %[[J]]] : memref<2x3xf32>
// CHECK-NEXT:     affine.store %[[V]], %[[DST]][%[[I]], %[[J]]] : memref<2x3xf32, strided<[1, 3]>>
// CHECK-NOT: linalg.copy
func.func @relayout_copy(%src: memref<2x3xf32>, %dst: memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>) {
  linalg.copy ins(%src : memref<2x3xf32>) outs(%dst : memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>)
  return
}

// -----

// A padded argument that is only read keeps its padding as it is; so does
// one whose padding is `unknown`, and one whose padded dimensions are its
// sizes.
// CHECK-LABEL: func.func @read_only_padded_arguments
// CHECK-NOT: affine.store %{{.*}}, %{{.*}}[%{{.*}}] : memref<15xf32>
// CHECK-NOT: memref<12xf32>
// CHECK: return
func.func @read_only_padded_arguments(
    %src: memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>,
    %unknown: memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 4], padding_value = unknown>>,
    %unpadded: memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [2, 3]>>) {
  memref.copy %src, %unknown : memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>> to memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 4], padding_value = unknown>>
  memref.copy %src, %unpadded : memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>> to memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [2, 3]>>
  return
}

// -----

// A write through a view of a padded argument counts; a copy of a buffer
// onto itself moves nothing.
// CHECK-LABEL: func.func @written_through_a_view
// CHECK:     memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [12], strides: [1]
// CHECK:     affine.for %{{.*}} = 9 to 12 {
// CHECK-NOT: affine.load
// CHECK:     memref.store
// CHECK-NOT: affine.load
// CHECK:     return
func.func @written_through_a_view(%dst: memref<2x3xi32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 4], padding_value = highest>>, %v: i32) {
  %c0 = arith.constant 0 : index
  %s = memref.subview %dst[0, 0] [1, 3] [1, 1] : memref<2x3xi32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 4], padding_value = highest>> to memref<3xi32, strided<[3]>>
  memref.store %v, %s[%c0] : memref<3xi32, strided<[3]>>
  memref.copy %dst, %dst : memref<2x3xi32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 4], padding_value = highest>> to memref<2x3xi32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 4], padding_value = highest>>
  return
}

// -----

// memref.copy between layouts too; a row-major destination keeps the
// natural order.
// CHECK-LABEL: func.func @memref_copy
// CHECK: affine.for %[[I:.*]] = 0 to 2 {
// CHECK-NEXT:   affine.for %[[J:.*]] = 0 to 3 {
// CHECK-NEXT:     affine.load %{{.*}}[%[[I]], %[[J]]] : memref<2x3xi8, strided<[1, 2]>>
// CHECK-NOT: memref.copy
func.func @memref_copy(%src: memref<2x3xi8, #shapes.layout<minor_to_major = [0, 1]>>, %dst: memref<2x3xi8>) {
  memref.copy %src, %dst : memref<2x3xi8, #shapes.layout<minor_to_major = [0, 1]>> to memref<2x3xi8>
  return
}

// -----

// Copies without layouts are left to upstream.
// CHECK-LABEL: func.func @plain_copy
// CHECK: memref.copy
func.func @plain_copy(%src: memref<2x3xi8>, %dst: memref<2x3xi8>) {
  memref.copy %src, %dst : memref<2x3xi8> to memref<2x3xi8>
  return
}

// -----

// A clone (from buffer deallocation) of a layout buffer: a new buffer of
// that layout, padding filled, and a copy.
// CHECK-LABEL: func.func @clone
// CHECK: %[[FLAT:.*]] = memref.alloc() : memref<8xf32>
// CHECK: affine.store
// CHECK: %[[VIEW:.*]] = memref.reinterpret_cast %[[FLAT]]
// CHECK: affine.for
// CHECK: affine.load
// CHECK: affine.store %{{.*}}, %[[VIEW]]
// CHECK-NOT: bufferization.clone
// CHECK: return %[[VIEW]]
func.func @clone(%a: memref<3xf32, #shapes.layout<minor_to_major = [0], padded_dimensions = [8]>>) -> memref<3xf32, #shapes.layout<minor_to_major = [0], padded_dimensions = [8]>> {
  %c = bufferization.clone %a : memref<3xf32, #shapes.layout<minor_to_major = [0], padded_dimensions = [8]>> to memref<3xf32, #shapes.layout<minor_to_major = [0], padded_dimensions = [8]>>
  return %c : memref<3xf32, #shapes.layout<minor_to_major = [0], padded_dimensions = [8]>>
}

// -----

// A clone of a strided view that is not contiguous (a transpose view
// returned from a function): a new buffer and a copy as loops, not
// upstream's call of the runtime library's memrefCopy.
// CHECK-LABEL: func.func @clone_transposed_view
// CHECK-SAME: (%[[A:.*]]: memref<?x?xf32, strided<[?, 1]>>)
// CHECK: %[[NEW:.*]] = memref.alloc(%{{.*}}, %{{.*}}) : memref<?x?xf32>
// CHECK: affine.for
// CHECK: affine.for
// CHECK: affine.load %[[A]]
// CHECK: affine.store %{{.*}}, %[[NEW]]
// CHECK-NOT: bufferization.clone
// CHECK-NOT: memref.copy
// CHECK: return %[[NEW]]
func.func @clone_transposed_view(%a: memref<?x?xf32, strided<[?, 1]>>) -> memref<?x?xf32> {
  %c = bufferization.clone %a : memref<?x?xf32, strided<[?, 1]>> to memref<?x?xf32>
  return %c : memref<?x?xf32>
}

// -----

// Dynamic sizes (unpadded layouts only): the strides are products of the
// sizes in minor-to-major order.
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME: (%[[N:.*]]: index)
// CHECK: %[[C3:.*]] = arith.constant 3 : index
// CHECK: %[[COUNT:.*]] = arith.muli %[[N]], %[[C3]] : index
// CHECK: %[[FLAT:.*]] = memref.alloc(%[[COUNT]]) : memref<?xf32>
// CHECK: memref.reinterpret_cast %[[FLAT]] to offset: [0], sizes: [%[[N]], 3], strides: [1, %[[N]]] : memref<?xf32> to memref<?x3xf32, strided<[1, ?]>>
func.func @dynamic(%n: index) -> memref<?x3xf32, #shapes.layout<minor_to_major = [0, 1]>> {
  %a = memref.alloc(%n) : memref<?x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
  return %a : memref<?x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
}

// -----

// Stack allocations are materialized the same way.
// CHECK-LABEL: func.func @alloca
// CHECK: %[[FLAT:.*]] = memref.alloca() : memref<12xi64>
// CHECK: %[[VIEW:.*]] = memref.reinterpret_cast %[[FLAT]] to offset: [0], sizes: [3, 2], strides: [1, 4]
// CHECK: memref.store %{{.*}}, %[[VIEW]]
func.func @alloca(%v: i64, %i: index) {
  %a = memref.alloca() : memref<3x2xi64, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [4, 3], padding_value = unknown>>
  memref.store %v, %a[%i, %i] : memref<3x2xi64, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [4, 3], padding_value = unknown>>
  return
}

// -----

// A cast of a default-layout buffer to a padded layout (too small for it)
// becomes an allocation of the layout, with its padding, and a copy.
// CHECK-LABEL: func.func @cast_into_padding
// CHECK:         %[[FLAT:.*]] = memref.alloc() : memref<4xf32>
// CHECK:         affine.for %{{.*}} = 2 to 4 {
// CHECK:         %[[VIEW:.*]] = memref.reinterpret_cast %[[FLAT]]
// CHECK:         affine.for
// CHECK:           affine.load %{{.*}} : memref<2xf32>
// CHECK:           affine.store %{{.*}}, %[[VIEW]]
// CHECK-NOT:     memref.cast
// CHECK:         return %[[VIEW]]
func.func @cast_into_padding(%a: memref<2xf32>) -> memref<2xf32, #shapes.layout<minor_to_major = [0], padded_dimensions = [4], padding_value = one>> {
  %c = memref.cast %a : memref<2xf32> to memref<2xf32, #shapes.layout<minor_to_major = [0], padded_dimensions = [4], padding_value = one>>
  return %c : memref<2xf32, #shapes.layout<minor_to_major = [0], padded_dimensions = [4], padding_value = one>>
}

// -----

// An empty global (a zero-size dimension) in a #shapes.layout: its flat
// global has no elements (unpadded) or only padding (padded).
// Regression test, found by fuzzing: since "splats stay splats",
// -shapes-lower-layouts crashed (SIGSEGV in
// DenseElementsAttr::AttributeElementIterator::operator*, called from
// materializeLayoutGlobals on the empty `dense<>` initializer).
// CHECK-DAG: memref.global "private" constant @empty : memref<0xi32>
// CHECK-DAG: memref.global "private" constant @rows : memref<0xi32>
// CHECK-DAG: memref.global "private" constant @padded : memref<6xi32> = dense<-2147483648>
// CHECK-LABEL: func.func @empty_globals
memref.global "private" constant @empty : memref<0xi32, #shapes.layout<minor_to_major = [0]>> = dense<>
memref.global "private" constant @rows : memref<0x3xi32, #shapes.layout<minor_to_major = [0, 1]>> = dense<>
memref.global "private" constant @padded : memref<0x3xi32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [2, 3], padding_value = lowest>> = dense<>

func.func @empty_globals() -> (memref<0xi32, #shapes.layout<minor_to_major = [0]>>, memref<0x3xi32, #shapes.layout<minor_to_major = [0, 1]>>) {
  %a = memref.get_global @empty : memref<0xi32, #shapes.layout<minor_to_major = [0]>>
  %b = memref.get_global @rows : memref<0x3xi32, #shapes.layout<minor_to_major = [0, 1]>>
  return %a, %b : memref<0xi32, #shapes.layout<minor_to_major = [0]>>, memref<0x3xi32, #shapes.layout<minor_to_major = [0, 1]>>
}

// -----

// memref.get_global resolves its symbol in the nearest symbol table: the
// @g of the nested module is not the layout global @g of the outer module
// and is left alone.
// Regression test, found by fuzzing: materializeLayoutGlobals rewrote every
// memref.get_global named @g in the whole module tree, so the inner one
// became a view of the outer global: "type of return operand 0
// ('memref<2x3xf32, strided<[1, 2]>>') doesn't match function result type
// ('memref<4xi32>')".
// CHECK-LABEL: module @inner
// CHECK: memref.global "private" constant @g : memref<4xi32>
// CHECK: memref.get_global @g : memref<4xi32>
#C = #shapes.layout<minor_to_major = [0, 1]>
module {
  memref.global "private" constant @g : memref<2x3xf32, #C> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
  func.func @outer() -> memref<2x3xf32, #C> {
    %a = memref.get_global @g : memref<2x3xf32, #C>
    return %a : memref<2x3xf32, #C>
  }
  module @inner {
    memref.global "private" constant @g : memref<4xi32> = dense<[1, 2, 3, 4]>
    func.func @in() -> memref<4xi32> {
      %a = memref.get_global @g : memref<4xi32>
      return %a : memref<4xi32>
    }
  }
}

// -----

// A splat-initialized global in a non-default layout stays a splat, of any
// size (upstream lowers splat globals of any size in constant time):
// 10^10 elements here, more than a SmallVector can hold, so expanding the
// splat element by element cannot pass.
// Regression test, found by fuzzing: materializeLayoutGlobals built a
// SmallVector<Attribute> of every logical value and every physical position
// (about 50 s and several GB for a 10^8-element global; the old test, of
// 10^8 elements, ran under `timeout 10`).
// CHECK-LABEL: memref.global "private" constant @splat
// CHECK-SAME: : memref<10000000000xf32> = dense<0.000000e+00>
#C = #shapes.layout<minor_to_major = [0, 1]>
memref.global "private" constant @splat : memref<100000x100000xf32, #C> = dense<0.0>
func.func @splat_global() -> memref<100000x100000xf32, #C> {
  %a = memref.get_global @splat : memref<100000x100000xf32, #C>
  return %a : memref<100000x100000xf32, #C>
}

// -----

// A global in a #shapes.layout becomes a flat global holding its physical
// buffer, viewed in the layout by memref.get_global's users: the logical
// values in physical order, and the padding value in the padding, also for
// an uninitialized global (its logical elements are zeros). The execution
// test is test/Integration/Layout/globals.mlir.
// CHECK-DAG: memref.global "private" constant @padded : memref<15xf32> = dense<[1.000000e+00, 4.000000e+00, 1.000000e+00, 2.000000e+00, 5.000000e+00, 1.000000e+00, 3.000000e+00, 6.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00]>
// CHECK-DAG: memref.global "private" constant @col : memref<6xf32> = dense<[1.000000e+00, 4.000000e+00, 2.000000e+00, 5.000000e+00, 3.000000e+00, 6.000000e+00]>
// CHECK-DAG: memref.global "private" @uninitialized : memref<15xf32> = dense<[0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00]>
// CHECK-LABEL: func.func @layout_globals
// CHECK: %[[P:.*]] = memref.get_global @padded : memref<15xf32>
// CHECK: memref.reinterpret_cast %[[P]] to offset: [0], sizes: [2, 3], strides: [1, 3] : memref<15xf32> to memref<2x3xf32, strided<[1, 3]>>
// CHECK: %[[C:.*]] = memref.get_global @col : memref<6xf32>
// CHECK: memref.reinterpret_cast %[[C]] to offset: [0], sizes: [2, 3], strides: [1, 2] : memref<6xf32> to memref<2x3xf32, strided<[1, 2]>>
// CHECK: %[[U:.*]] = memref.get_global @uninitialized : memref<15xf32>
// CHECK: memref.reinterpret_cast %[[U]] to offset: [0], sizes: [2, 3], strides: [1, 3] : memref<15xf32> to memref<2x3xf32, strided<[1, 3]>>
#P = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = one>
#C = #shapes.layout<minor_to_major = [0, 1]>
memref.global "private" constant @padded : memref<2x3xf32, #P> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
memref.global "private" constant @col : memref<2x3xf32, #C> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
memref.global "private" @uninitialized : memref<2x3xf32, #P> = uninitialized
func.func @layout_globals() -> (memref<2x3xf32, #P>, memref<2x3xf32, #C>, memref<2x3xf32, #P>) {
  %p = memref.get_global @padded : memref<2x3xf32, #P>
  %c = memref.get_global @col : memref<2x3xf32, #C>
  %u = memref.get_global @uninitialized : memref<2x3xf32, #P>
  return %p, %c, %u : memref<2x3xf32, #P>, memref<2x3xf32, #C>, memref<2x3xf32, #P>
}

// -----

// Padded widths equal to the sizes: no padding element, nothing to fill, so
// any element type will do (here complex, which has no padding values).
// CHECK-LABEL: func.func @no_padding_element
// CHECK: memref.alloc() : memref<6xcomplex<f32>>
// CHECK-NOT: affine.store
// CHECK: memref.reinterpret_cast
func.func @no_padding_element() -> memref<2x3xcomplex<f32>, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [2, 3]>> {
  %a = memref.alloc() : memref<2x3xcomplex<f32>, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [2, 3]>>
  return %a : memref<2x3xcomplex<f32>, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [2, 3]>>
}

// -----

// An argument and an allocation marked shapes.padding_written (a loop nest
// of -shapes-vectorize writes their padding): nothing fills their padding
// here, and the marks are gone.
// CHECK-LABEL: func.func @padding_written
// CHECK-SAME:    (%{{.*}}: memref<2x3xf32, strided<[1, 3]>>, %{{.*}}: f32)
// CHECK-NOT:     shapes.padding_written
// CHECK-NOT:     affine.for
// CHECK:         memref.alloc() {alignment = 64 : i64} : memref<15xf32>
// CHECK-NOT:     affine.for
// CHECK:         return
func.func @padding_written(%dst: memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 4]>> {shapes.padding_written}, %v: f32)
    -> memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>> {
  %c0 = arith.constant 0 : index
  memref.store %v, %dst[%c0, %c0] : memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 4]>>
  %a = memref.alloc() {alignment = 64 : i64, shapes.padding_written} : memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
  return %a : memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
}

// -----

// An index op on a layout memref keeps its array_type: the layout is what
// it computes with (-shapes-lower-to-linalg lowers it).
// CHECK-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [1, 2, 0], padded_dimensions = [2, 4, 5]>{{$}}
// CHECK-LABEL: func.func @index_op_keeps_its_layout(
// CHECK:         shapes.linearize_index [%{{.*}}, %{{.*}}, %{{.*}}] : memref<2x3x4xf32, #[[$L]]>
func.func @index_op_keeps_its_layout(%i: index, %j: index, %k: index) -> index {
  %l = shapes.linearize_index [%i, %j, %k] : memref<2x3x4xf32, #shapes.layout<minor_to_major = [1, 2, 0], padded_dimensions = [2, 4, 5]>>
  return %l : index
}

// -----

// A declaration's shapes.padding_written goes with its layout: the marker
// describes a #shapes.layout memref and would not verify on the strided one
// (found by shapes-fuzz-pipeline).
// CHECK-LABEL: func.func private @declared(
// CHECK-SAME:      memref<1x3xf32, strided<[1, 2]>>)
// CHECK-NOT:   shapes.padding_written
func.func private @declared(memref<1x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [2, 3]>> {shapes.padding_written})

// -----

// A bounded `?` array, column-major: n x m of 4 x 3, strides [1, 4]. The
// fill runs over the m logical columns (capped at 3), storing rows
// n + j, j < min(4 - n, 4), then columns m * 4 + j, j < min(12 - m * 4,
// 12). With every store below its column's end, the affine analysis proves
// the column loop parallel: -affine-parallelize, as -shapes-to-llvm runs it
// with threads, parallelizes that loop and not the one inside it.
// CHECK-DAG: #[[$COLS:.*]] = affine_map<()[s0] -> (s0, 3)>
// CHECK-DAG: #[[$ROWS:.*]] = affine_map<()[s0] -> (-s0 + 4, 4)>
// CHECK-DAG: #[[$TAIL:.*]] = affine_map<()[s0] -> (s0 * -4 + 12, 12)>
// CHECK-LABEL: func.func @bounded_dynamic_fill
// CHECK:         %[[BASE:[a-z_0-9]+]], %{{.*}}, %[[SIZES:.*]]:2, %{{.*}} = memref.extract_strided_metadata
// CHECK:         %[[FLAT:.*]] = memref.reinterpret_cast %[[BASE]] to offset: [0], sizes: [12], strides: [1]
// CHECK:         affine.for %[[C:.*]] = 0 to min #[[$COLS]]()[%[[SIZES]]#1] {
// CHECK-NEXT:      affine.for %[[R:.*]] = 0 to min #[[$ROWS]]()[%[[SIZES]]#0] {
// CHECK-NEXT:        affine.store %{{.*}}, %[[FLAT]][%[[C]] * 4 + %[[R]] + symbol(%[[SIZES]]#0)]
// CHECK:         affine.for %[[T:.*]] = 0 to min #[[$TAIL]]()[%[[SIZES]]#1] {
// CHECK-NEXT:      affine.store %{{.*}}, %[[FLAT]][%[[T]] + symbol(%[[SIZES]]#1) * 4]
// CHECK:         linalg.fill
// PARALLEL-LABEL: func.func @bounded_dynamic_fill
// PARALLEL:         affine.parallel
// PARALLEL-NEXT:      affine.for
// PARALLEL:         affine.parallel
// PARALLEL-NOT:     affine.parallel
// PARALLEL:         linalg.fill
func.func @bounded_dynamic_fill(%out: memref<?x?xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [4, 3]>>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%out : memref<?x?xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [4, 3]>>)
  return
}
