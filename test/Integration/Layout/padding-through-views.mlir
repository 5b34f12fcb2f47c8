// A padded argument that a function writes only through a view of it (a
// subview, a reinterpret_cast, a collapse_shape, a cast) still gets its
// padding written: each function stores a few logical elements through its
// view, and nothing else. The caller's buffers start out full of a
// sentinel (-7); the raw physical buffers are printed whole, so a logical
// element left alone shows -7 and a padding element the padding value.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

// 2x3 column-major padded to 3x4, strides [1, 3]: logical (i, j) at
// i + 3 * j, padding at 2, 5, 8 (row 2) and 9..11 (column 3).
#L = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 4], padding_value = highest>
// 2x2x4 row-major padded to 2x3x4, strides [12, 4, 1]: logical (k, i, j)
// at 12 * k + 4 * i + j, padding at 8..11 and 20..23.
#R = #shapes.layout<minor_to_major = [2, 1, 0], padded_dimensions = [2, 3, 4], padding_value = one>

func.func private @printMemrefF32(memref<*xf32>)

// Row 0 through a subview: 1, 2, 3 at positions 0, 3, 6.
func.func @through_subview(%dst: memref<2x3xf32, #L>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = arith.constant 1.0 : f32
  %y = arith.constant 2.0 : f32
  %z = arith.constant 3.0 : f32
  %row = memref.subview %dst[0, 0] [1, 3] [1, 1] : memref<2x3xf32, #L> to memref<3xf32, strided<[3]>>
  memref.store %x, %row[%c0] : memref<3xf32, strided<[3]>>
  memref.store %y, %row[%c1] : memref<3xf32, strided<[3]>>
  memref.store %z, %row[%c2] : memref<3xf32, strided<[3]>>
  return
}

// Column 1 (positions 3 and 4) through a reinterpret_cast.
func.func @through_reinterpret_cast(%dst: memref<2x3xf32, #L>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = arith.constant 4.0 : f32
  %y = arith.constant 5.0 : f32
  %col = memref.reinterpret_cast %dst to offset: [3], sizes: [2], strides: [1] : memref<2x3xf32, #L> to memref<2xf32, strided<[1], offset: 3>>
  memref.store %x, %col[%c0] : memref<2xf32, strided<[1], offset: 3>>
  memref.store %y, %col[%c1] : memref<2xf32, strided<[1], offset: 3>>
  return
}

// Plane 1 (positions 12..19) through a collapse_shape, as one row of 8.
func.func @through_collapse(%dst: memref<2x2x4xf32, #R>) {
  %c1 = arith.constant 1 : index
  %v = arith.constant 6.0 : f32
  %rows = memref.collapse_shape %dst [[0], [1, 2]] : memref<2x2x4xf32, #R> into memref<2x8xf32, strided<[12, 1]>>
  %plane = memref.subview %rows[1, 0] [1, 8] [1, 1] : memref<2x8xf32, strided<[12, 1]>> to memref<8xf32, strided<[1], offset: 12>>
  linalg.fill ins(%v : f32) outs(%plane : memref<8xf32, strided<[1], offset: 12>>)
  return
}

// Element (1, 2) (position 7) through a cast to the unranked type and back.
// The pipeline folds the pair before -shapes-lower-layouts sees it;
// lower-layouts-views.mlir has the pass on it.
func.func @through_cast(%dst: memref<2x3xf32, #L>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v = arith.constant 8.0 : f32
  %u = memref.cast %dst : memref<2x3xf32, #L> to memref<*xf32>
  %r = memref.cast %u : memref<*xf32> to memref<2x3xf32, #L>
  memref.store %v, %r[%c1, %c2] : memref<2x3xf32, #L>
  return
}

func.func @sentinel(%n: index) -> memref<?xf32> {
  %buf = memref.alloc(%n) : memref<?xf32>
  %s = arith.constant -7.0 : f32
  linalg.fill ins(%s : f32) outs(%buf : memref<?xf32>)
  return %buf : memref<?xf32>
}

func.func @main() {
  %c12 = arith.constant 12 : index
  %c24 = arith.constant 24 : index

  %b1 = call @sentinel(%c12) : (index) -> memref<?xf32>
  %v1 = memref.reinterpret_cast %b1 to offset: [0], sizes: [2, 3], strides: [1, 3] : memref<?xf32> to memref<2x3xf32, #L>
  call @through_subview(%v1) : (memref<2x3xf32, #L>) -> ()
  %r1 = memref.cast %b1 : memref<?xf32> to memref<*xf32>
  // CHECK: [1,  -7,  inf,  2,  -7,  inf,  3,  -7,  inf,  inf,  inf,  inf]
  call @printMemrefF32(%r1) : (memref<*xf32>) -> ()

  %b2 = call @sentinel(%c12) : (index) -> memref<?xf32>
  %v2 = memref.reinterpret_cast %b2 to offset: [0], sizes: [2, 3], strides: [1, 3] : memref<?xf32> to memref<2x3xf32, #L>
  call @through_reinterpret_cast(%v2) : (memref<2x3xf32, #L>) -> ()
  %r2 = memref.cast %b2 : memref<?xf32> to memref<*xf32>
  // CHECK: [-7,  -7,  inf,  4,  5,  inf,  -7,  -7,  inf,  inf,  inf,  inf]
  call @printMemrefF32(%r2) : (memref<*xf32>) -> ()

  %b3 = call @sentinel(%c24) : (index) -> memref<?xf32>
  %v3 = memref.reinterpret_cast %b3 to offset: [0], sizes: [2, 2, 4], strides: [12, 4, 1] : memref<?xf32> to memref<2x2x4xf32, #R>
  call @through_collapse(%v3) : (memref<2x2x4xf32, #R>) -> ()
  %r3 = memref.cast %b3 : memref<?xf32> to memref<*xf32>
  // CHECK: [-7,  -7,  -7,  -7,  -7,  -7,  -7,  -7,  1,  1,  1,  1,  6,  6,  6,  6,  6,  6,  6,  6,  1,  1,  1,  1]
  call @printMemrefF32(%r3) : (memref<*xf32>) -> ()

  %b4 = call @sentinel(%c12) : (index) -> memref<?xf32>
  %v4 = memref.reinterpret_cast %b4 to offset: [0], sizes: [2, 3], strides: [1, 3] : memref<?xf32> to memref<2x3xf32, #L>
  call @through_cast(%v4) : (memref<2x3xf32, #L>) -> ()
  %r4 = memref.cast %b4 : memref<?xf32> to memref<*xf32>
  // CHECK: [-7,  -7,  inf,  -7,  -7,  inf,  -7,  8,  inf,  inf,  inf,  inf]
  call @printMemrefF32(%r4) : (memref<*xf32>) -> ()

  memref.dealloc %b1 : memref<?xf32>
  memref.dealloc %b2 : memref<?xf32>
  memref.dealloc %b3 : memref<?xf32>
  memref.dealloc %b4 : memref<?xf32>
  return
}
