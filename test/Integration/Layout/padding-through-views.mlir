// A padded argument that a function writes only through a view of it (a
// subview, a reinterpret_cast, a collapse_shape, a cast, the flat view of a
// vector loop) still gets its padding written: each function stores a few logical elements through its
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
// 16x2 column-major padded to 17x3, strides [1, 17]: logical (i, j) at
// i + 17 * j, padding at 16, 33 (row 16) and 34..50 (column 2). #W is the
// same order unpadded.
#V = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [17, 3], padding_value = highest>
#W = #shapes.layout<minor_to_major = [0, 1]>

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

// Every logical element (x + x = 2) by a vector loop inside an scf.if: a
// loop outside the entry block leaves the padding to the entry's fill,
// which finds the loop's stores through its flat view of %dst (the base
// buffer of memref.extract_strided_metadata).
func.func @through_vector_loop(%x: tensor<16x2xf32, #W>, %dst: memref<16x2xf32, #V>, %c: i1) {
  scf.if %c {
    %r = shapes.add %x, %x : (tensor<16x2xf32, #W>, tensor<16x2xf32, #W>) -> tensor<16x2xf32, #V>
    bufferization.materialize_in_destination %r in restrict writable %dst : (tensor<16x2xf32, #V>, memref<16x2xf32, #V>) -> ()
  }
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

  %c51 = arith.constant 51 : index
  %true = arith.constant true
  %ones = arith.constant dense<1.0> : tensor<16x2xf32>
  %x5 = shapes.relayout %ones : tensor<16x2xf32> to tensor<16x2xf32, #W>
  %b5 = call @sentinel(%c51) : (index) -> memref<?xf32>
  %v5 = memref.reinterpret_cast %b5 to offset: [0], sizes: [16, 2], strides: [1, 17] : memref<?xf32> to memref<16x2xf32, #V>
  call @through_vector_loop(%x5, %v5, %true) : (tensor<16x2xf32, #W>, memref<16x2xf32, #V>, i1) -> ()
  %r5 = memref.cast %b5 : memref<?xf32> to memref<*xf32>
  // CHECK: [2,  2,  2,  2,  2,  2,  2,  2,  2,  2,  2,  2,  2,  2,  2,  2,  inf,  2,  2,  2,  2,  2,  2,  2,  2,  2,  2,  2,  2,  2,  2,  2,  2,  inf,  inf,  inf,  inf,  inf,  inf,  inf,  inf,  inf,  inf,  inf,  inf,  inf,  inf,  inf,  inf,  inf,  inf]
  call @printMemrefF32(%r5) : (memref<*xf32>) -> ()

  memref.dealloc %b1 : memref<?xf32>
  memref.dealloc %b2 : memref<?xf32>
  memref.dealloc %b3 : memref<?xf32>
  memref.dealloc %b4 : memref<?xf32>
  memref.dealloc %b5 : memref<?xf32>
  return
}
