// -shapes-vectorize writes the padding of a padded destination in the same
// sweep as its logical elements: tiles that run into the padding ("partial"
// tiles) read the logical elements with masked loads and store whole lines
// with the padding value in the other lanes; the rows and columns outside
// the tiles, and the instances of outer loops beyond the logical sizes, are
// stored with the padding value as the sweep reaches them. The buffer is no
// longer filled separately, at the function's entry or where it is
// allocated.
//
// Each case is sized to reach another path: a partial column of tiles, a
// partial row of tiles, tiles that are all padding, padding rows after the
// tiles, a padded outer loop, 8-byte elements, an elementwise nest, an
// elementwise body over a transposed operand (the partial tiles select the
// padding after the body), a returned buffer, and a destination that is not
// aligned to 64 bytes (with streaming stores, its first 15 columns are done
// element by element). The caller's buffers start out full of a sentinel
// (-7); after each call every element of the physical buffer is checked:
// logical element (k, i, j) of a D0 x D1 x D2 array holds
// (k * D1 + i) * D2 + j + 1, a padding element the layout's padding value.
// Each check prints its number of wrong elements.
//
// The same sweep on bounded `?` sizes (the second half of the cases): the
// destination's sizes are known only at run time, below the
// padded sizes of its layout, so the sweep decides at run time which rows
// of tiles are partial, which rows and columns are padding and which
// instances of an outer loop are all padding. Each kernel runs at every
// combination of a list of sizes per dimension (0, 1, a tile less one, a
// tile, a tile and one, past a tile, the padded size less one or so, the
// padded size), into a buffer full of a sentinel (-7); after each call
// every element of the physical buffer is checked in the same way.
// Each kernel prints its number of cases, then its number of wrong
// elements over all of them.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="streaming-threshold=0 threads=2" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=affine" | FileCheck %s --check-prefix=AFF

// 300x275 -> columns of 304 (12 padding lanes in the last tile of each
// row of tiles), 280 rows (3 logical and 5 padding rows after the tiles).
#c1 = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [304, 280], padding_value = highest>
// 47x47 -> 48x48, as the 4095x4095 benchmark case: a partial column and a
// partial row of tiles.
#c2 = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [48, 48], padding_value = one>
// 20x37 -> 64x64: two tiles of each row are all padding; 16 padding rows
// after the partial row of tiles.
#c3 = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [64, 64]>
// 3x40x37, dimension 1 minor, then 2, then 0 -> 5x48x40: instances 3 and 4
// of the outer loop are all padding.
#p3 = #shapes.layout<minor_to_major = [1, 2, 0], padded_dimensions = [5, 48, 40], padding_value = lowest>
// f64 21x19 -> 24x24: 8x8 tiles.
#c64 = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [24, 24], padding_value = highest>
// Row-major 33x47 -> 35x50: an elementwise nest.
#r1 = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [35, 50], padding_value = lowest>

// No separate fill: the padding is stored by the nest, between its tiles,
// and the mark that told -shapes-lower-layouts so is gone.
// AFF-LABEL: func.func @relayout_c2(
// AFF-NOT:     shapes.padding_written
// AFF-NOT:     affine.for
// AFF:         scf.parallel
// AFF:           vector.maskedload
// AFF:           vector.store
// AFF-NOT:     affine.for
// AFF:         return
func.func @relayout_c2(%x: tensor<47x47xf32>, %out: memref<47x47xf32, #c2>) {
  %r = shapes.relayout %x : tensor<47x47xf32> to tensor<47x47xf32, #c2>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<47x47xf32, #c2>, memref<47x47xf32, #c2>) -> ()
  return
}

func.func @relayout_c1(%x: tensor<300x275xf32>, %out: memref<300x275xf32, #c1>) {
  %r = shapes.relayout %x : tensor<300x275xf32> to tensor<300x275xf32, #c1>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<300x275xf32, #c1>, memref<300x275xf32, #c1>) -> ()
  return
}

func.func @relayout_c3(%x: tensor<20x37xf32>, %out: memref<20x37xf32, #c3>) {
  %r = shapes.relayout %x : tensor<20x37xf32> to tensor<20x37xf32, #c3>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<20x37xf32, #c3>, memref<20x37xf32, #c3>) -> ()
  return
}

func.func @relayout_p3(%x: tensor<3x40x37xf32>, %out: memref<3x40x37xf32, #p3>) {
  %r = shapes.relayout %x : tensor<3x40x37xf32> to tensor<3x40x37xf32, #p3>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<3x40x37xf32, #p3>, memref<3x40x37xf32, #p3>) -> ()
  return
}

func.func @relayout_c64(%x: tensor<21x19xf64>, %out: memref<21x19xf64, #c64>) {
  %r = shapes.relayout %x : tensor<21x19xf64> to tensor<21x19xf64, #c64>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<21x19xf64, #c64>, memref<21x19xf64, #c64>) -> ()
  return
}

// x + v (v = 0) along the rows.
func.func @add_r1(%x: tensor<33x47xf32>, %v: tensor<47xf32>, %out: memref<33x47xf32, #r1>) {
  %r = shapes.add %x, %v broadcast_dimensions = [1] : (tensor<33x47xf32>, tensor<47xf32>) -> tensor<33x47xf32, #r1>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<33x47xf32, #r1>, memref<33x47xf32, #r1>) -> ()
  return
}

// The same into a column-major destination: x is read transposed, and the
// body runs on the partial tiles' lanes.
func.func @add_c2(%x: tensor<47x47xf32>, %v: tensor<47xf32>, %out: memref<47x47xf32, #c2>) {
  %r = shapes.add %x, %v broadcast_dimensions = [1] : (tensor<47x47xf32>, tensor<47xf32>) -> tensor<47x47xf32, #c2>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<47x47xf32, #c2>, memref<47x47xf32, #c2>) -> ()
  return
}

// A returned buffer: the allocation's padding is written by the nest too.
// AFF-LABEL: func.func @relayout_returned(
// AFF:         memref.alloc() {alignment = 64 : i64} : memref<2304xf32>
// AFF-NOT:     affine.for
// AFF:         vector.maskedload
// AFF:         return
func.func @relayout_returned(%x: tensor<47x47xf32>) -> tensor<47x47xf32, #c2> {
  %r = shapes.relayout %x : tensor<47x47xf32> to tensor<47x47xf32, #c2>
  return %r : tensor<47x47xf32, #c2>
}

// x[k][i][j] = (k * D1 + i) * D2 + j + 1.
// The kernels on bounded `?` sizes.

// Column-major f32, padded to 48 x 40 (16-lane tiles).
#cb = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [48, 40], padding_value = highest>
// Row-major f32, padded to 35 x 50: an elementwise nest.
#rb = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [35, 50], padding_value = lowest>
// Dimension 1 minor, then 2, then 0, padded to 5 x 48 x 40: a padded outer
// loop.
#pb = #shapes.layout<minor_to_major = [1, 2, 0], padded_dimensions = [5, 48, 40], padding_value = one>
// Column-major f64, padded to 24 x 24 (8-lane tiles).
#db = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [24, 24], padding_value = highest>

// The padding is written by the nest, not filled before it.
// AFF-LABEL: func.func @relayout_cb(
// AFF-NOT:     shapes.padding_written
// AFF-NOT:     affine.for
// AFF:         scf.parallel
// AFF:           vector.maskedload
// AFF-NOT:     affine.for
// AFF:         return
func.func @relayout_cb(%x: tensor<?x?xf32>, %out: memref<?x?xf32, #cb>) {
  %r = shapes.relayout %x : tensor<?x?xf32> to tensor<?x?xf32, #cb>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?x?xf32, #cb>, memref<?x?xf32, #cb>) -> ()
  return
}

// A returned buffer: the allocation's padding is written by the nest too.
// AFF-LABEL: func.func @relayout_cb_returned(
// AFF-NOT:     affine.for
// AFF:         vector.maskedload
// AFF:         return
func.func @relayout_cb_returned(%x: tensor<?x?xf32>) -> tensor<?x?xf32, #cb> {
  %r = shapes.relayout %x : tensor<?x?xf32> to tensor<?x?xf32, #cb>
  return %r : tensor<?x?xf32, #cb>
}

// x + v (v = 0) into the column-major layout: x is read transposed.
func.func @add_cb(%x: tensor<?x?xf32>, %v: tensor<?xf32>, %out: memref<?x?xf32, #cb>) {
  %r = shapes.add %x, %v broadcast_dimensions = [1] : (tensor<?x?xf32>, tensor<?xf32>) -> tensor<?x?xf32, #cb>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?x?xf32, #cb>, memref<?x?xf32, #cb>) -> ()
  return
}

// x + v (v = 0) into the row-major layout: an elementwise nest.
func.func @add_rb(%x: tensor<?x?xf32>, %v: tensor<?xf32>, %out: memref<?x?xf32, #rb>) {
  %r = shapes.add %x, %v broadcast_dimensions = [1] : (tensor<?x?xf32>, tensor<?xf32>) -> tensor<?x?xf32, #rb>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?x?xf32, #rb>, memref<?x?xf32, #rb>) -> ()
  return
}

func.func @relayout_pb(%x: tensor<?x?x?xf32>, %out: memref<?x?x?xf32, #pb>) {
  %r = shapes.relayout %x : tensor<?x?x?xf32> to tensor<?x?x?xf32, #pb>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?x?x?xf32, #pb>, memref<?x?x?xf32, #pb>) -> ()
  return
}

func.func @relayout_db(%x: tensor<?x?xf64>, %out: memref<?x?xf64, #db>) {
  %r = shapes.relayout %x : tensor<?x?xf64> to tensor<?x?xf64, #db>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<?x?xf64, #db>, memref<?x?xf64, #db>) -> ()
  return
}

// x[k][i][j] = (k * D1 + i) * D2 + j + 1.
func.func @iota(%m: memref<?x?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %d0 = memref.dim %m, %c0 : memref<?x?x?xf32>
  %d1 = memref.dim %m, %c1 : memref<?x?x?xf32>
  %d2 = memref.dim %m, %c2 : memref<?x?x?xf32>
  scf.for %k = %c0 to %d0 step %c1 {
    scf.for %i = %c0 to %d1 step %c1 {
      scf.for %j = %c0 to %d2 step %c1 {
        %w = func.call @want(%k, %i, %j, %d1, %d2) : (index, index, index, index, index) -> f64
        %f = arith.truncf %w : f64 to f32
        memref.store %f, %m[%k, %i, %j] : memref<?x?x?xf32>
      }
    }
  }
  return
}

func.func @want(%k: index, %i: index, %j: index, %d1: index, %d2: index) -> f64 {
  %c1 = arith.constant 1 : index
  %kd = arith.muli %k, %d1 : index
  %ki = arith.addi %kd, %i : index
  %row = arith.muli %ki, %d2 : index
  %s = arith.addi %row, %j : index
  %s1 = arith.addi %s, %c1 : index
  %n = arith.index_cast %s1 : index to i64
  %f = arith.sitofp %n : i64 to f64
  return %f : f64
}

// The wrong elements of the physical buffer `flat` of a D0 x D1 x D2 array
// whose physical sizes are P0 x P1 x P2 and strides S0, S1, S2: physical
// position p holds index (p / S_d) % P_d of dimension d.
func.func @wrong(%flat: memref<?xf64>, %d0: index, %d1: index, %d2: index,
                 %p0: index, %p1: index, %p2: index,
                 %s0: index, %s1: index, %s2: index, %pad: f64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %n = memref.dim %flat, %c0 : memref<?xf64>
  %bad = scf.for %p = %c0 to %n step %c1 iter_args(%acc = %zero) -> i64 {
    %q0 = arith.divui %p, %s0 : index
    %k = arith.remui %q0, %p0 : index
    %q1 = arith.divui %p, %s1 : index
    %i = arith.remui %q1, %p1 : index
    %q2 = arith.divui %p, %s2 : index
    %j = arith.remui %q2, %p2 : index
    %kk = arith.cmpi ult, %k, %d0 : index
    %ii = arith.cmpi ult, %i, %d1 : index
    %jj = arith.cmpi ult, %j, %d2 : index
    %ki = arith.andi %kk, %ii : i1
    %logical = arith.andi %ki, %jj : i1
    %value = func.call @want(%k, %i, %j, %d1, %d2) : (index, index, index, index, index) -> f64
    %expected = arith.select %logical, %value, %pad : f64
    %got = memref.load %flat[%p] : memref<?xf64>
    %ne = arith.cmpf une, %got, %expected : f64
    %inc = arith.select %ne, %one, %zero : i64
    %next = arith.addi %acc, %inc : i64
    scf.yield %next : i64
  }
  return %bad : i64
}

// `wrong` of an f32 buffer (widened to f64, exactly).
func.func @wrong_f32(%flat: memref<?xf32>, %d0: index, %d1: index, %d2: index,
                     %p0: index, %p1: index, %p2: index,
                     %s0: index, %s1: index, %s2: index, %pad: f32) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %flat, %c0 : memref<?xf32>
  %wide = memref.alloc(%n) : memref<?xf64>
  scf.for %p = %c0 to %n step %c1 {
    %v = memref.load %flat[%p] : memref<?xf32>
    %w = arith.extf %v : f32 to f64
    memref.store %w, %wide[%p] : memref<?xf64>
  }
  %padw = arith.extf %pad : f32 to f64
  %bad = func.call @wrong(%wide, %d0, %d1, %d2, %p0, %p1, %p2, %s0, %s1, %s2, %padw)
      : (memref<?xf64>, index, index, index, index, index, index, index, index, index, f64) -> i64
  memref.dealloc %wide : memref<?xf64>
  return %bad : i64
}

// A buffer of n f32 full of the sentinel.
func.func @sentinels(%n: index) -> memref<?xf32> {
  %flat = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
  %s = arith.constant -7.0 : f32
  linalg.fill ins(%s : f32) outs(%flat : memref<?xf32>)
  return %flat : memref<?xf32>
}

// The k x r x c input: x[k][i][j] = (k * r + i) * c + j + 1.
func.func @input3(%k: index, %r: index, %c: index) -> memref<?x?x?xf32> {
  %x = memref.alloc(%k, %r, %c) : memref<?x?x?xf32>
  call @iota(%x) : (memref<?x?x?xf32>) -> ()
  return %x : memref<?x?x?xf32>
}

func.func @input(%r: index, %c: index) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %x = call @input3(%c1, %r, %c) : (index, index, index) -> memref<?x?x?xf32>
  %m = memref.collapse_shape %x [[0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
  %t = bufferization.to_tensor %m restrict : memref<?x?xf32> to tensor<?x?xf32>
  return %t : tensor<?x?xf32>
}

func.func @zeros(%c: index) -> tensor<?xf32> {
  %zero = arith.constant 0.0 : f32
  %v = memref.alloc(%c) : memref<?xf32>
  linalg.fill ins(%zero : f32) outs(%v : memref<?xf32>)
  %t = bufferization.to_tensor %v restrict : memref<?xf32> to tensor<?xf32>
  return %t : tensor<?xf32>
}

// One r x c case of each 2-D kernel: the wrong elements.
func.func @case_relayout_cb(%r: index, %c: index) -> i64 {
  %c1 = arith.constant 1 : index
  %c40 = arith.constant 40 : index
  %c48 = arith.constant 48 : index
  %c1920 = arith.constant 1920 : index
  %inf = arith.constant 0x7F800000 : f32
  %t = call @input(%r, %c) : (index, index) -> tensor<?x?xf32>
  %f = call @sentinels(%c1920) : (index) -> memref<?xf32>
  %o = memref.reinterpret_cast %f to offset: [0], sizes: [%r, %c], strides: [1, 48]
      : memref<?xf32> to memref<?x?xf32, #cb>
  call @relayout_cb(%t, %o) : (tensor<?x?xf32>, memref<?x?xf32, #cb>) -> ()
  %bad = call @wrong_f32(%f, %c1, %r, %c, %c1, %c48, %c40, %c1, %c1, %c48, %inf)
      : (memref<?xf32>, index, index, index, index, index, index, index, index, index, f32) -> i64
  return %bad : i64
}

func.func @case_relayout_cb_returned(%r: index, %c: index) -> i64 {
  %c1 = arith.constant 1 : index
  %c40 = arith.constant 40 : index
  %c48 = arith.constant 48 : index
  %inf = arith.constant 0x7F800000 : f32
  %t = call @input(%r, %c) : (index, index) -> tensor<?x?xf32>
  %res = call @relayout_cb_returned(%t) : (tensor<?x?xf32>) -> tensor<?x?xf32, #cb>
  %m = bufferization.to_buffer %res read_only : tensor<?x?xf32, #cb> to memref<?x?xf32, #cb>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m
      : memref<?x?xf32, #cb> -> memref<f32>, index, index, index, index, index
  %f = memref.reinterpret_cast %base to offset: [0], sizes: [1920], strides: [1]
      : memref<f32> to memref<1920xf32>
  %fd = memref.cast %f : memref<1920xf32> to memref<?xf32>
  %bad = call @wrong_f32(%fd, %c1, %r, %c, %c1, %c48, %c40, %c1, %c1, %c48, %inf)
      : (memref<?xf32>, index, index, index, index, index, index, index, index, index, f32) -> i64
  return %bad : i64
}

func.func @case_add_cb(%r: index, %c: index) -> i64 {
  %c1 = arith.constant 1 : index
  %c40 = arith.constant 40 : index
  %c48 = arith.constant 48 : index
  %c1920 = arith.constant 1920 : index
  %inf = arith.constant 0x7F800000 : f32
  %t = call @input(%r, %c) : (index, index) -> tensor<?x?xf32>
  %v = call @zeros(%c) : (index) -> tensor<?xf32>
  %f = call @sentinels(%c1920) : (index) -> memref<?xf32>
  %o = memref.reinterpret_cast %f to offset: [0], sizes: [%r, %c], strides: [1, 48]
      : memref<?xf32> to memref<?x?xf32, #cb>
  call @add_cb(%t, %v, %o) : (tensor<?x?xf32>, tensor<?xf32>, memref<?x?xf32, #cb>) -> ()
  %bad = call @wrong_f32(%f, %c1, %r, %c, %c1, %c48, %c40, %c1, %c1, %c48, %inf)
      : (memref<?xf32>, index, index, index, index, index, index, index, index, index, f32) -> i64
  return %bad : i64
}

func.func @case_add_rb(%r: index, %c: index) -> i64 {
  %c1 = arith.constant 1 : index
  %c35 = arith.constant 35 : index
  %c50 = arith.constant 50 : index
  %c1750 = arith.constant 1750 : index
  %ninf = arith.constant 0xFF800000 : f32
  %t = call @input(%r, %c) : (index, index) -> tensor<?x?xf32>
  %v = call @zeros(%c) : (index) -> tensor<?xf32>
  %f = call @sentinels(%c1750) : (index) -> memref<?xf32>
  %o = memref.reinterpret_cast %f to offset: [0], sizes: [%r, %c], strides: [50, 1]
      : memref<?xf32> to memref<?x?xf32, #rb>
  call @add_rb(%t, %v, %o) : (tensor<?x?xf32>, tensor<?xf32>, memref<?x?xf32, #rb>) -> ()
  %bad = call @wrong_f32(%f, %c1, %r, %c, %c1, %c35, %c50, %c1, %c50, %c1, %ninf)
      : (memref<?xf32>, index, index, index, index, index, index, index, index, index, f32) -> i64
  return %bad : i64
}

func.func @case_relayout_db(%r: index, %c: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c24 = arith.constant 24 : index
  %t = call @input(%r, %c) : (index, index) -> tensor<?x?xf32>
  %m = bufferization.to_buffer %t read_only : tensor<?x?xf32> to memref<?x?xf32>
  %w = memref.alloc(%r, %c) : memref<?x?xf64>
  scf.for %i = %c0 to %r step %c1 {
    scf.for %j = %c0 to %c step %c1 {
      %x = memref.load %m[%i, %j] : memref<?x?xf32>
      %y = arith.extf %x : f32 to f64
      memref.store %y, %w[%i, %j] : memref<?x?xf64>
    }
  }
  %tw = bufferization.to_tensor %w restrict : memref<?x?xf64> to tensor<?x?xf64>
  %f = memref.alloc() {alignment = 64 : i64} : memref<576xf64>
  %s = arith.constant -7.0 : f64
  linalg.fill ins(%s : f64) outs(%f : memref<576xf64>)
  %o = memref.reinterpret_cast %f to offset: [0], sizes: [%r, %c], strides: [1, 24]
      : memref<576xf64> to memref<?x?xf64, #db>
  call @relayout_db(%tw, %o) : (tensor<?x?xf64>, memref<?x?xf64, #db>) -> ()
  %fd = memref.cast %f : memref<576xf64> to memref<?xf64>
  %inf = arith.constant 0x7FF0000000000000 : f64
  %bad = call @wrong(%fd, %c1, %r, %c, %c1, %c24, %c24, %c1, %c1, %c24, %inf)
      : (memref<?xf64>, index, index, index, index, index, index, index, index, index, f64) -> i64
  return %bad : i64
}

// One k x r x c case of the 3-D kernel: strides 1920 (dimension 0), 1
// (1), 48 (2).
func.func @case_relayout_pb(%k: index, %r: index, %c: index) -> i64 {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c40 = arith.constant 40 : index
  %c48 = arith.constant 48 : index
  %c1920 = arith.constant 1920 : index
  %c9600 = arith.constant 9600 : index
  %one = arith.constant 1.0 : f32
  %x = call @input3(%k, %r, %c) : (index, index, index) -> memref<?x?x?xf32>
  %t = bufferization.to_tensor %x restrict : memref<?x?x?xf32> to tensor<?x?x?xf32>
  %f = call @sentinels(%c9600) : (index) -> memref<?xf32>
  %o = memref.reinterpret_cast %f to offset: [0], sizes: [%k, %r, %c], strides: [1920, 1, 48]
      : memref<?xf32> to memref<?x?x?xf32, #pb>
  call @relayout_pb(%t, %o) : (tensor<?x?x?xf32>, memref<?x?x?xf32, #pb>) -> ()
  %bad = call @wrong_f32(%f, %k, %r, %c, %c5, %c48, %c40, %c1920, %c1, %c48, %one)
      : (memref<?xf32>, index, index, index, index, index, index, index, index, index, f32) -> i64
  return %bad : i64
}

// Runs `case` at every pair of `rows` x `columns`; prints the number of
// cases and the number of wrong elements.
func.func @sweep(%case: (index, index) -> i64, %rows: tensor<?xindex>, %columns: tensor<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %nr = tensor.dim %rows, %c0 : tensor<?xindex>
  %nc = tensor.dim %columns, %c0 : tensor<?xindex>
  %n, %bad = scf.for %i = %c0 to %nr step %c1 iter_args(%n0 = %zero, %b0 = %zero) -> (i64, i64) {
    %r = tensor.extract %rows[%i] : tensor<?xindex>
    %n1, %b1 = scf.for %j = %c0 to %nc step %c1 iter_args(%n2 = %n0, %b2 = %b0) -> (i64, i64) {
      %c = tensor.extract %columns[%j] : tensor<?xindex>
      %w = func.call_indirect %case(%r, %c) : (index, index) -> i64
      %n3 = arith.addi %n2, %one : i64
      %b3 = arith.addi %b2, %w : i64
      scf.yield %n3, %b3 : i64, i64
    }
    scf.yield %n1, %b1 : i64, i64
  }
  vector.print %n : i64
  vector.print %bad : i64
  return
}

func.func @static_cases() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %fone = arith.constant 1.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32

  // 47x47 into #c2, then the same from x + 0 (transposed operand).
  // CHECK: 0
  // CHECK-NEXT: 0
  %c47 = arith.constant 47 : index
  %c48 = arith.constant 48 : index
  %c2304 = arith.constant 2304 : index
  %x2 = memref.alloc() : memref<1x47x47xf32>
  %x2d = memref.cast %x2 : memref<1x47x47xf32> to memref<?x?x?xf32>
  call @iota(%x2d) : (memref<?x?x?xf32>) -> ()
  %x2m = memref.collapse_shape %x2 [[0, 1], [2]] : memref<1x47x47xf32> into memref<47x47xf32>
  %t2 = bufferization.to_tensor %x2m restrict : memref<47x47xf32> to tensor<47x47xf32>
  %f2 = call @sentinels(%c2304) : (index) -> memref<?xf32>
  %o2 = memref.reinterpret_cast %f2 to offset: [0], sizes: [47, 47], strides: [1, 48]
      : memref<?xf32> to memref<47x47xf32, #c2>
  call @relayout_c2(%t2, %o2) : (tensor<47x47xf32>, memref<47x47xf32, #c2>) -> ()
  // Dimension 0 (i) has stride 1, dimension 1 (j) stride 48.
  %bad2 = call @wrong_f32(%f2, %c1, %c47, %c47, %c1, %c48, %c48, %c1, %c1, %c48, %fone)
      : (memref<?xf32>, index, index, index, index, index, index, index, index, index, f32) -> i64
  vector.print %bad2 : i64
  %v47 = memref.alloc() : memref<47xf32>
  linalg.fill ins(%zero : f32) outs(%v47 : memref<47xf32>)
  %tv47 = bufferization.to_tensor %v47 restrict : memref<47xf32> to tensor<47xf32>
  %f2b = call @sentinels(%c2304) : (index) -> memref<?xf32>
  %o2b = memref.reinterpret_cast %f2b to offset: [0], sizes: [47, 47], strides: [1, 48]
      : memref<?xf32> to memref<47x47xf32, #c2>
  call @add_c2(%t2, %tv47, %o2b) : (tensor<47x47xf32>, tensor<47xf32>, memref<47x47xf32, #c2>) -> ()
  %bad2b = call @wrong_f32(%f2b, %c1, %c47, %c47, %c1, %c48, %c48, %c1, %c1, %c48, %fone)
      : (memref<?xf32>, index, index, index, index, index, index, index, index, index, f32) -> i64
  vector.print %bad2b : i64

  // The same into a buffer 4 bytes past a 64-byte boundary.
  // CHECK-NEXT: 0
  %raw = memref.alloc() {alignment = 64 : i64} : memref<9280xi8>
  %c4 = arith.constant 4 : index
  %f2c = memref.view %raw[%c4][] : memref<9280xi8> to memref<2304xf32>
  %s = arith.constant -7.0 : f32
  linalg.fill ins(%s : f32) outs(%f2c : memref<2304xf32>)
  %o2c = memref.reinterpret_cast %f2c to offset: [0], sizes: [47, 47], strides: [1, 48]
      : memref<2304xf32> to memref<47x47xf32, #c2>
  call @relayout_c2(%t2, %o2c) : (tensor<47x47xf32>, memref<47x47xf32, #c2>) -> ()
  %f2cd = memref.cast %f2c : memref<2304xf32> to memref<?xf32>
  %bad2c = call @wrong_f32(%f2cd, %c1, %c47, %c47, %c1, %c48, %c48, %c1, %c1, %c48, %fone)
      : (memref<?xf32>, index, index, index, index, index, index, index, index, index, f32) -> i64
  vector.print %bad2c : i64

  // Returned: a fresh buffer, whose old contents are whatever malloc gave.
  // CHECK-NEXT: 0
  %r2 = call @relayout_returned(%t2) : (tensor<47x47xf32>) -> tensor<47x47xf32, #c2>
  %m2 = bufferization.to_buffer %r2 read_only : tensor<47x47xf32, #c2> to memref<47x47xf32, #c2>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m2
      : memref<47x47xf32, #c2> -> memref<f32>, index, index, index, index, index
  %f2r = memref.reinterpret_cast %base to offset: [0], sizes: [2304], strides: [1]
      : memref<f32> to memref<2304xf32>
  %f2rd = memref.cast %f2r : memref<2304xf32> to memref<?xf32>
  %bad2r = call @wrong_f32(%f2rd, %c1, %c47, %c47, %c1, %c48, %c48, %c1, %c1, %c48, %fone)
      : (memref<?xf32>, index, index, index, index, index, index, index, index, index, f32) -> i64
  vector.print %bad2r : i64

  // 300x275 into #c1.
  // CHECK-NEXT: 0
  %c275 = arith.constant 275 : index
  %c280 = arith.constant 280 : index
  %c300 = arith.constant 300 : index
  %c304 = arith.constant 304 : index
  %c85120 = arith.constant 85120 : index
  %x1 = memref.alloc() : memref<1x300x275xf32>
  %x1d = memref.cast %x1 : memref<1x300x275xf32> to memref<?x?x?xf32>
  call @iota(%x1d) : (memref<?x?x?xf32>) -> ()
  %x1m = memref.collapse_shape %x1 [[0, 1], [2]] : memref<1x300x275xf32> into memref<300x275xf32>
  %t1 = bufferization.to_tensor %x1m restrict : memref<300x275xf32> to tensor<300x275xf32>
  %f1 = call @sentinels(%c85120) : (index) -> memref<?xf32>
  %o1 = memref.reinterpret_cast %f1 to offset: [0], sizes: [300, 275], strides: [1, 304]
      : memref<?xf32> to memref<300x275xf32, #c1>
  call @relayout_c1(%t1, %o1) : (tensor<300x275xf32>, memref<300x275xf32, #c1>) -> ()
  %bad1 = call @wrong_f32(%f1, %c1, %c300, %c275, %c1, %c304, %c280, %c1, %c1, %c304, %inf)
      : (memref<?xf32>, index, index, index, index, index, index, index, index, index, f32) -> i64
  vector.print %bad1 : i64

  // 20x37 into #c3.
  // CHECK-NEXT: 0
  %c20 = arith.constant 20 : index
  %c37 = arith.constant 37 : index
  %c64 = arith.constant 64 : index
  %c4096 = arith.constant 4096 : index
  %x3 = memref.alloc() : memref<1x20x37xf32>
  %x3d = memref.cast %x3 : memref<1x20x37xf32> to memref<?x?x?xf32>
  call @iota(%x3d) : (memref<?x?x?xf32>) -> ()
  %x3m = memref.collapse_shape %x3 [[0, 1], [2]] : memref<1x20x37xf32> into memref<20x37xf32>
  %t3 = bufferization.to_tensor %x3m restrict : memref<20x37xf32> to tensor<20x37xf32>
  %f3 = call @sentinels(%c4096) : (index) -> memref<?xf32>
  %o3 = memref.reinterpret_cast %f3 to offset: [0], sizes: [20, 37], strides: [1, 64]
      : memref<?xf32> to memref<20x37xf32, #c3>
  call @relayout_c3(%t3, %o3) : (tensor<20x37xf32>, memref<20x37xf32, #c3>) -> ()
  %bad3 = call @wrong_f32(%f3, %c1, %c20, %c37, %c1, %c64, %c64, %c1, %c1, %c64, %zero)
      : (memref<?xf32>, index, index, index, index, index, index, index, index, index, f32) -> i64
  vector.print %bad3 : i64

  // 3x40x37 into #p3: strides 1920 (dimension 0), 1 (1), 48 (2).
  // CHECK-NEXT: 0
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c40 = arith.constant 40 : index
  %c1920 = arith.constant 1920 : index
  %c9600 = arith.constant 9600 : index
  %x4 = memref.alloc() : memref<3x40x37xf32>
  %x4d = memref.cast %x4 : memref<3x40x37xf32> to memref<?x?x?xf32>
  call @iota(%x4d) : (memref<?x?x?xf32>) -> ()
  %t4 = bufferization.to_tensor %x4 restrict : memref<3x40x37xf32> to tensor<3x40x37xf32>
  %f4 = call @sentinels(%c9600) : (index) -> memref<?xf32>
  %o4 = memref.reinterpret_cast %f4 to offset: [0], sizes: [3, 40, 37], strides: [1920, 1, 48]
      : memref<?xf32> to memref<3x40x37xf32, #p3>
  call @relayout_p3(%t4, %o4) : (tensor<3x40x37xf32>, memref<3x40x37xf32, #p3>) -> ()
  %bad4 = call @wrong_f32(%f4, %c3, %c40, %c37, %c5, %c48, %c40, %c1920, %c1, %c48, %ninf)
      : (memref<?xf32>, index, index, index, index, index, index, index, index, index, f32) -> i64
  vector.print %bad4 : i64

  // f64 21x19 into #c64.
  // CHECK-NEXT: 0
  %c19 = arith.constant 19 : index
  %c21 = arith.constant 21 : index
  %c24 = arith.constant 24 : index
  %c576 = arith.constant 576 : index
  %x5 = memref.alloc() : memref<1x21x19xf32>
  %x5d = memref.cast %x5 : memref<1x21x19xf32> to memref<?x?x?xf32>
  call @iota(%x5d) : (memref<?x?x?xf32>) -> ()
  %x5w = memref.alloc() : memref<21x19xf64>
  scf.for %i = %c0 to %c21 step %c1 {
    scf.for %j = %c0 to %c19 step %c1 {
      %v = memref.load %x5[%c0, %i, %j] : memref<1x21x19xf32>
      %w = arith.extf %v : f32 to f64
      memref.store %w, %x5w[%i, %j] : memref<21x19xf64>
    }
  }
  %t5 = bufferization.to_tensor %x5w restrict : memref<21x19xf64> to tensor<21x19xf64>
  %f5 = memref.alloc() {alignment = 64 : i64} : memref<576xf64>
  %s64 = arith.constant -7.0 : f64
  linalg.fill ins(%s64 : f64) outs(%f5 : memref<576xf64>)
  %o5 = memref.reinterpret_cast %f5 to offset: [0], sizes: [21, 19], strides: [1, 24]
      : memref<576xf64> to memref<21x19xf64, #c64>
  call @relayout_c64(%t5, %o5) : (tensor<21x19xf64>, memref<21x19xf64, #c64>) -> ()
  %f5d = memref.cast %f5 : memref<576xf64> to memref<?xf64>
  %inf64 = arith.constant 0x7FF0000000000000 : f64
  %bad5 = call @wrong(%f5d, %c1, %c21, %c19, %c1, %c24, %c24, %c1, %c1, %c24, %inf64)
      : (memref<?xf64>, index, index, index, index, index, index, index, index, index, f64) -> i64
  vector.print %bad5 : i64

  // 33x47 + 0 into #r1 (row-major): strides 50 (dimension 0), 1 (1).
  // CHECK-NEXT: 0
  %c33 = arith.constant 33 : index
  %c35 = arith.constant 35 : index
  %c50 = arith.constant 50 : index
  %c1750 = arith.constant 1750 : index
  %x6 = memref.alloc() : memref<1x33x47xf32>
  %x6d = memref.cast %x6 : memref<1x33x47xf32> to memref<?x?x?xf32>
  call @iota(%x6d) : (memref<?x?x?xf32>) -> ()
  %x6m = memref.collapse_shape %x6 [[0, 1], [2]] : memref<1x33x47xf32> into memref<33x47xf32>
  %t6 = bufferization.to_tensor %x6m restrict : memref<33x47xf32> to tensor<33x47xf32>
  %f6 = call @sentinels(%c1750) : (index) -> memref<?xf32>
  %o6 = memref.reinterpret_cast %f6 to offset: [0], sizes: [33, 47], strides: [50, 1]
      : memref<?xf32> to memref<33x47xf32, #r1>
  call @add_r1(%t6, %tv47, %o6) : (tensor<33x47xf32>, tensor<47xf32>, memref<33x47xf32, #r1>) -> ()
  %bad6 = call @wrong_f32(%f6, %c1, %c33, %c47, %c1, %c35, %c50, %c1, %c50, %c1, %ninf)
      : (memref<?xf32>, index, index, index, index, index, index, index, index, index, f32) -> i64
  vector.print %bad6 : i64
  return
}

func.func @dynamic_cases() {
  %cb_rows = arith.constant dense<[0, 1, 15, 16, 17, 31, 32, 33, 47, 48]> : tensor<10xindex>
  %cb_columns = arith.constant dense<[0, 1, 15, 16, 17, 33, 39, 40]> : tensor<8xindex>
  %r_cb = tensor.cast %cb_rows : tensor<10xindex> to tensor<?xindex>
  %c_cb = tensor.cast %cb_columns : tensor<8xindex> to tensor<?xindex>
  // CHECK-NEXT: 80
  // CHECK-NEXT: 0
  %f1 = func.constant @case_relayout_cb : (index, index) -> i64
  call @sweep(%f1, %r_cb, %c_cb) : ((index, index) -> i64, tensor<?xindex>, tensor<?xindex>) -> ()
  // CHECK-NEXT: 80
  // CHECK-NEXT: 0
  %f2 = func.constant @case_relayout_cb_returned : (index, index) -> i64
  call @sweep(%f2, %r_cb, %c_cb) : ((index, index) -> i64, tensor<?xindex>, tensor<?xindex>) -> ()
  // CHECK-NEXT: 80
  // CHECK-NEXT: 0
  %f3 = func.constant @case_add_cb : (index, index) -> i64
  call @sweep(%f3, %r_cb, %c_cb) : ((index, index) -> i64, tensor<?xindex>, tensor<?xindex>) -> ()

  %rb_rows = arith.constant dense<[0, 1, 2, 17, 33, 34, 35]> : tensor<7xindex>
  %rb_columns = arith.constant dense<[0, 1, 15, 16, 17, 33, 47, 49, 50]> : tensor<9xindex>
  %r_rb = tensor.cast %rb_rows : tensor<7xindex> to tensor<?xindex>
  %c_rb = tensor.cast %rb_columns : tensor<9xindex> to tensor<?xindex>
  // CHECK-NEXT: 63
  // CHECK-NEXT: 0
  %f4 = func.constant @case_add_rb : (index, index) -> i64
  call @sweep(%f4, %r_rb, %c_rb) : ((index, index) -> i64, tensor<?xindex>, tensor<?xindex>) -> ()

  %db_sizes = arith.constant dense<[0, 1, 7, 8, 9, 17, 23, 24]> : tensor<8xindex>
  %s_db = tensor.cast %db_sizes : tensor<8xindex> to tensor<?xindex>
  // CHECK-NEXT: 64
  // CHECK-NEXT: 0
  %f5 = func.constant @case_relayout_db : (index, index) -> i64
  call @sweep(%f5, %s_db, %s_db) : ((index, index) -> i64, tensor<?xindex>, tensor<?xindex>) -> ()

  // 3-D: k of {0, 2, 5} planes, each at a few r x c.
  // CHECK-NEXT: 12
  // CHECK-NEXT: 0
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %ks = arith.constant dense<[0, 2, 5]> : tensor<3xindex>
  %rcs = arith.constant dense<[[1, 1], [17, 37], [40, 40], [48, 16]]> : tensor<4x2xindex>
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %n, %bad = scf.for %a = %c0 to %c3 step %c1 iter_args(%n0 = %zero, %b0 = %zero) -> (i64, i64) {
    %k = tensor.extract %ks[%a] : tensor<3xindex>
    %n1, %b1 = scf.for %b = %c0 to %c4 step %c1 iter_args(%n2 = %n0, %b2 = %b0) -> (i64, i64) {
      %r = tensor.extract %rcs[%b, %c0] : tensor<4x2xindex>
      %c = tensor.extract %rcs[%b, %c1] : tensor<4x2xindex>
      %w = func.call @case_relayout_pb(%k, %r, %c) : (index, index, index) -> i64
      %n3 = arith.addi %n2, %one : i64
      %b3 = arith.addi %b2, %w : i64
      scf.yield %n3, %b3 : i64, i64
    }
    scf.yield %n1, %b1 : i64, i64
  }
  vector.print %n : i64
  vector.print %bad : i64
  return
}

func.func @main() {
  call @static_cases() : () -> ()
  call @dynamic_cases() : () -> ()
  return
}
