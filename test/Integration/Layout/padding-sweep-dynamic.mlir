// The padding sweep of -shapes-vectorize (padding-sweep.mlir) on bounded
// `?` sizes: the destination's sizes are known only at run time, below the
// padded sizes of its layout, so the sweep decides at run time which rows
// of tiles are partial, which rows and columns are padding and which
// instances of an outer loop are all padding. Each kernel runs at every
// combination of a list of sizes per dimension (0, 1, a tile less one, a
// tile, a tile and one, past a tile, the padded size less one or so, the
// padded size), into a buffer full of a sentinel (-7); after each call
// every element of the physical buffer is checked as in padding-sweep.mlir.
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

func.func @main() {
  %cb_rows = arith.constant dense<[0, 1, 15, 16, 17, 31, 32, 33, 47, 48]> : tensor<10xindex>
  %cb_columns = arith.constant dense<[0, 1, 15, 16, 17, 33, 39, 40]> : tensor<8xindex>
  %r_cb = tensor.cast %cb_rows : tensor<10xindex> to tensor<?xindex>
  %c_cb = tensor.cast %cb_columns : tensor<8xindex> to tensor<?xindex>
  // CHECK: 80
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
