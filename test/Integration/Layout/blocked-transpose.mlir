// Transposing relayouts into a caller's buffer go through -shapes-vectorize's
// blocked tiles: 128x128 blocks of 16x16 f32 tiles (64x64 blocks of 8x8
// tiles for 8-byte elements), transposed in registers by vector.shuffle,
// with prefetches of the next block's source lines. The sizes here are multiples of neither the tile nor the
// block, so every kind of remainder runs: partial blocks, the last rows and
// the columns outside the tiles. The caller's physical buffer starts out
// full of a sentinel (-1); after the call every element of it is checked
// with scalar loads against the definition: logical element (i, j) holds
// i * C + j + 1, a padding element holds 0. Each check prints its number of
// wrong elements.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// Every store non-temporal (where the rows are line-aligned), on two
// threads.
// RUN: shapes-opt %s -shapes-to-llvm="streaming-threshold=0 threads=2" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp \
// RUN: | FileCheck %s
// Every store non-temporal, on one thread.
// RUN: shapes-opt %s -shapes-to-llvm="streaming-threshold=0" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=affine" | FileCheck %s --check-prefix=AFF
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=affine streaming-threshold=0" \
// RUN: | FileCheck %s --check-prefix=HEAD
//
// With non-temporal stores, a source whose rows are whole cache lines apart
// but do not start on a line (a caller's buffer from malloc) moves the rows
// of tiles to its first aligned column, so that each of its lines is loaded
// by one tile; the rows before it and after the last tile are computed
// column by column. Those cases run at four offsets of the source from a
// line (0, 1, 9 and 15 elements of 4 bytes; 1 and 7 of 8 bytes).

#col = #shapes.layout<minor_to_major = [0, 1]>
#colp = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [304, 280]>
#perm = #shapes.layout<minor_to_major = [1, 2, 0]>
#colp2 = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [304, 272]>

// AFF-LABEL: func.func @f32_col(
// AFF:         scf.parallel
// AFF:           vector.load
// AFF-COUNT-64:  vector.shuffle
// AFF-NOT:       vector.transpose
// AFF:           vector.store
// AFF-NEXT:      memref.prefetch
// AFF:         return
func.func @f32_col(%x: tensor<300x275xf32>, %out: memref<300x275xf32, #col>) {
  %r = shapes.relayout %x : tensor<300x275xf32> to tensor<300x275xf32, #col>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<300x275xf32, #col>, memref<300x275xf32, #col>) -> ()
  return
}

func.func @f32_colp(%x: tensor<300x275xf32>, %out: memref<300x275xf32, #colp>) {
  %r = shapes.relayout %x : tensor<300x275xf32> to tensor<300x275xf32, #colp>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<300x275xf32, #colp>, memref<300x275xf32, #colp>) -> ()
  return
}

// AFF-LABEL: func.func @f64_col(
// AFF-COUNT-8:   vector.load {{.*}} vector<8xf64>
// AFF-COUNT-24:  vector.shuffle
// AFF-COUNT-8:   vector.store
// AFF:         return
func.func @f64_col(%x: tensor<150x141xf64>, %out: memref<150x141xf64, #col>) {
  %r = shapes.relayout %x : tensor<150x141xf64> to tensor<150x141xf64, #col>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<150x141xf64, #col>, memref<150x141xf64, #col>) -> ()
  return
}

// Rank 3: dimension 0 is the outer loop, the tiles transpose dimensions 1
// and 2.
func.func @i32_perm(%x: tensor<3x150x170xi32>, %out: memref<3x150x170xi32, #perm>) {
  %r = shapes.relayout %x : tensor<3x150x170xi32> to tensor<3x150x170xi32, #perm>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<3x150x170xi32, #perm>, memref<3x150x170xi32, #perm>) -> ()
  return
}

// The sources' rows are 17 lines long (272 x 4 and 136 x 8 bytes), the
// destinations' 19 (304 x 4 and 152 x 8), and the first aligned column
// (the destination's first row of tiles) of the source is computed from
// its address.
// HEAD-LABEL: func.func @f32_lines(
// HEAD:         %[[FLAT:.*]] = memref.reinterpret_cast %arg0
// HEAD:         %[[SRC:.*]] = memref.extract_aligned_pointer_as_index %[[FLAT]]
// HEAD-NEXT:    %[[MIS:.*]] = arith.remui %[[SRC]], %c64
// HEAD:         %[[GAP:.*]] = arith.subi %c64, %[[MIS]]
// HEAD:         %[[GAPL:.*]] = arith.remui %[[GAP]], %c64
// HEAD:         %[[SKIP:.*]] = arith.divui %[[GAPL]], %c4
// HEAD:         %[[HEAD:.*]] = arith.minui %[[SKIP]], %c16
// HEAD:         %[[LEFT:.*]] = arith.subi %c272, %[[HEAD]]
// HEAD:         %[[TILES:.*]] = arith.divui %[[LEFT]], %c16
// HEAD:         scf.parallel
// The rows before the head, in edge tiles (masked loads and stores):
// HEAD-NOT:       memref.store
// HEAD:           scf.for %{{.*}} = %c0 to %[[HEAD]] step %c16 {
// HEAD:             scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c16 {
// HEAD:               vector.maskedload
// HEAD:               vector.maskedstore
// The rows of tiles, from the head:
// HEAD:           scf.for
// HEAD:             scf.for %[[RT:.*]] =
// HEAD:               %[[R16:.*]] = arith.muli %[[RT]], %c16
// HEAD:               %[[R:.*]] = arith.addi %[[HEAD]], %[[R16]]
// HEAD:               scf.for
// HEAD-COUNT-16:        vector.load
// HEAD-COUNT-64:        vector.shuffle
// HEAD:                 vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true}
// The rows after the last tile:
// HEAD:           %[[TILED:.*]] = arith.muli %[[TILES]], %c16
// HEAD:           %[[AFTER:.*]] = arith.addi %[[HEAD]], %[[TILED]]
// HEAD:           scf.for %{{.*}} = %[[AFTER]] to %c272 step %c16 {
// HEAD:             scf.for
// HEAD:               vector.maskedload
// HEAD:               vector.maskedstore
// HEAD-NOT:     memref.store
// HEAD:         return
func.func @f32_lines(%x: tensor<304x272xf32>, %out: memref<304x272xf32, #col>) {
  %r = shapes.relayout %x : tensor<304x272xf32> to tensor<304x272xf32, #col>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<304x272xf32, #col>, memref<304x272xf32, #col>) -> ()
  return
}

// Padded columns (rows 300-303 of the source's transpose): the rows before
// and after the tiles get their padding row by row.
// HEAD-LABEL: func.func @f32_lines_padded(
// HEAD:         %[[FLAT:.*]] = memref.reinterpret_cast %arg0
// HEAD:         memref.extract_aligned_pointer_as_index %[[FLAT]]
// HEAD:         return
func.func @f32_lines_padded(%x: tensor<300x272xf32>, %out: memref<300x272xf32, #colp2>) {
  %r = shapes.relayout %x : tensor<300x272xf32> to tensor<300x272xf32, #colp2>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<300x272xf32, #colp2>, memref<300x272xf32, #colp2>) -> ()
  return
}

func.func @f64_lines(%x: tensor<152x136xf64>, %out: memref<152x136xf64, #col>) {
  %r = shapes.relayout %x : tensor<152x136xf64> to tensor<152x136xf64, #col>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<152x136xf64, #col>, memref<152x136xf64, #col>) -> ()
  return
}

// Rank 3: every matrix of the source starts as far from a line.
func.func @i32_perm_lines(%x: tensor<2x64x48xi32>, %out: memref<2x64x48xi32, #perm>) {
  %r = shapes.relayout %x : tensor<2x64x48xi32> to tensor<2x64x48xi32, #perm>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<2x64x48xi32, #perm>, memref<2x64x48xi32, #perm>) -> ()
  return
}

// x[i][j] = i * C + j + 1.
func.func @iota_f32(%m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = memref.dim %m, %c0 : memref<?x?xf32>
  %cols = memref.dim %m, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %ic = arith.muli %i, %cols : index
      %s = arith.addi %ic, %j : index
      %s1 = arith.addi %s, %c1 : index
      %n = arith.index_cast %s1 : index to i64
      %f = arith.sitofp %n : i64 to f32
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @iota_f64(%m: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = memref.dim %m, %c0 : memref<?x?xf64>
  %cols = memref.dim %m, %c1 : memref<?x?xf64>
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %ic = arith.muli %i, %cols : index
      %s = arith.addi %ic, %j : index
      %s1 = arith.addi %s, %c1 : index
      %n = arith.index_cast %s1 : index to i64
      %f = arith.sitofp %n : i64 to f64
      memref.store %f, %m[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// The wrong elements of a column-major buffer padded to minor x major
// elements: (i, j) is at j * minor + i.
func.func @check_col_f32(%flat: memref<?xf32>, %rows: index, %cols: index, %minor: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %pad = arith.constant 0.0 : f32
  %n = memref.dim %flat, %c0 : memref<?xf32>
  %bad = scf.for %p = %c0 to %n step %c1 iter_args(%acc = %zero) -> i64 {
    %i = arith.remui %p, %minor : index
    %j = arith.divui %p, %minor : index
    %ii = arith.cmpi ult, %i, %rows : index
    %jj = arith.cmpi ult, %j, %cols : index
    %logical = arith.andi %ii, %jj : i1
    %ic = arith.muli %i, %cols : index
    %s = arith.addi %ic, %j : index
    %s1 = arith.addi %s, %c1 : index
    %sn = arith.index_cast %s1 : index to i64
    %sf = arith.sitofp %sn : i64 to f32
    %want = arith.select %logical, %sf, %pad : f32
    %got = memref.load %flat[%p] : memref<?xf32>
    %ne = arith.cmpf une, %got, %want : f32
    %inc = arith.select %ne, %one, %zero : i64
    %next = arith.addi %acc, %inc : i64
    scf.yield %next : i64
  }
  return %bad : i64
}

func.func @check_col_f64(%flat: memref<?xf64>, %rows: index, %cols: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %n = memref.dim %flat, %c0 : memref<?xf64>
  %bad = scf.for %p = %c0 to %n step %c1 iter_args(%acc = %zero) -> i64 {
    %i = arith.remui %p, %rows : index
    %j = arith.divui %p, %rows : index
    %ic = arith.muli %i, %cols : index
    %s = arith.addi %ic, %j : index
    %s1 = arith.addi %s, %c1 : index
    %sn = arith.index_cast %s1 : index to i64
    %want = arith.sitofp %sn : i64 to f64
    %got = memref.load %flat[%p] : memref<?xf64>
    %ne = arith.cmpf une, %got, %want : f64
    %inc = arith.select %ne, %one, %zero : i64
    %next = arith.addi %acc, %inc : i64
    scf.yield %next : i64
  }
  return %bad : i64
}

// f32_lines (or f32_lines_padded) with the source `shift` bytes after a
// line: the number of wrong elements.
func.func @run_f32_lines(%shift: index, %padded: i1) -> i64 {
  %c272 = arith.constant 272 : index
  %c300 = arith.constant 300 : index
  %c304 = arith.constant 304 : index
  %sentinel = arith.constant -1.0 : f32
  %raw = memref.alloc() {alignment = 64 : i64} : memref<330816xi8>
  %f = memref.alloc() {alignment = 64 : i64} : memref<82688xf32>
  linalg.fill ins(%sentinel : f32) outs(%f : memref<82688xf32>)
  %fd = memref.cast %f : memref<82688xf32> to memref<?xf32>
  %bad = scf.if %padded -> i64 {
    %x = memref.view %raw[%shift][] : memref<330816xi8> to memref<300x272xf32>
    %xd = memref.cast %x : memref<300x272xf32> to memref<?x?xf32>
    func.call @iota_f32(%xd) : (memref<?x?xf32>) -> ()
    %t = bufferization.to_tensor %x restrict : memref<300x272xf32> to tensor<300x272xf32>
    %o = memref.reinterpret_cast %f to offset: [0], sizes: [300, 272], strides: [1, 304]
        : memref<82688xf32> to memref<300x272xf32, #colp2>
    func.call @f32_lines_padded(%t, %o) : (tensor<300x272xf32>, memref<300x272xf32, #colp2>) -> ()
    %b = func.call @check_col_f32(%fd, %c300, %c272, %c304) : (memref<?xf32>, index, index, index) -> i64
    scf.yield %b : i64
  } else {
    %x = memref.view %raw[%shift][] : memref<330816xi8> to memref<304x272xf32>
    %xd = memref.cast %x : memref<304x272xf32> to memref<?x?xf32>
    func.call @iota_f32(%xd) : (memref<?x?xf32>) -> ()
    %t = bufferization.to_tensor %x restrict : memref<304x272xf32> to tensor<304x272xf32>
    %o = memref.reinterpret_cast %f to offset: [0], sizes: [304, 272], strides: [1, 304]
        : memref<82688xf32> to memref<304x272xf32, #col>
    func.call @f32_lines(%t, %o) : (tensor<304x272xf32>, memref<304x272xf32, #col>) -> ()
    %b = func.call @check_col_f32(%fd, %c304, %c272, %c304) : (memref<?xf32>, index, index, index) -> i64
    scf.yield %b : i64
  }
  memref.dealloc %raw : memref<330816xi8>
  memref.dealloc %f : memref<82688xf32>
  return %bad : i64
}

func.func @run_f64_lines(%shift: index) -> i64 {
  %c136 = arith.constant 136 : index
  %c152 = arith.constant 152 : index
  %sentinel = arith.constant -1.0 : f64
  %raw = memref.alloc() {alignment = 64 : i64} : memref<165440xi8>
  %x = memref.view %raw[%shift][] : memref<165440xi8> to memref<152x136xf64>
  %xd = memref.cast %x : memref<152x136xf64> to memref<?x?xf64>
  call @iota_f64(%xd) : (memref<?x?xf64>) -> ()
  %t = bufferization.to_tensor %x restrict : memref<152x136xf64> to tensor<152x136xf64>
  %f = memref.alloc() {alignment = 64 : i64} : memref<20672xf64>
  linalg.fill ins(%sentinel : f64) outs(%f : memref<20672xf64>)
  %o = memref.reinterpret_cast %f to offset: [0], sizes: [152, 136], strides: [1, 152]
      : memref<20672xf64> to memref<152x136xf64, #col>
  call @f64_lines(%t, %o) : (tensor<152x136xf64>, memref<152x136xf64, #col>) -> ()
  %fd = memref.cast %f : memref<20672xf64> to memref<?xf64>
  %bad = call @check_col_f64(%fd, %c152, %c136) : (memref<?xf64>, index, index) -> i64
  memref.dealloc %raw : memref<165440xi8>
  memref.dealloc %f : memref<20672xf64>
  return %bad : i64
}

// i32_perm_lines: element (k, i, j) holds (k * 64 + i) * 48 + j + 1, and
// is at (k * 48 + j) * 64 + i; both matrices checked, as f32, minus k *
// 3072.
func.func @run_i32_perm_lines(%shift: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c48 = arith.constant 48 : index
  %c64 = arith.constant 64 : index
  %c3072 = arith.constant 3072 : index
  %zero = arith.constant 0 : i64
  %raw = memref.alloc() {alignment = 64 : i64} : memref<24640xi8>
  %x = memref.view %raw[%shift][] : memref<24640xi8> to memref<2x64x48xi32>
  scf.for %k = %c0 to %c2 step %c1 {
    scf.for %i = %c0 to %c64 step %c1 {
      scf.for %j = %c0 to %c48 step %c1 {
        %ki = arith.muli %k, %c64 : index
        %kii = arith.addi %ki, %i : index
        %row = arith.muli %kii, %c48 : index
        %s = arith.addi %row, %j : index
        %s1 = arith.addi %s, %c1 : index
        %n = arith.index_cast %s1 : index to i32
        memref.store %n, %x[%k, %i, %j] : memref<2x64x48xi32>
      }
    }
  }
  %t = bufferization.to_tensor %x restrict : memref<2x64x48xi32> to tensor<2x64x48xi32>
  %f = memref.alloc() {alignment = 64 : i64} : memref<6144xi32>
  %sentinel = arith.constant -1 : i32
  linalg.fill ins(%sentinel : i32) outs(%f : memref<6144xi32>)
  %o = memref.reinterpret_cast %f to offset: [0], sizes: [2, 64, 48], strides: [3072, 1, 64]
      : memref<6144xi32> to memref<2x64x48xi32, #perm>
  call @i32_perm_lines(%t, %o) : (tensor<2x64x48xi32>, memref<2x64x48xi32, #perm>) -> ()
  %g = memref.alloc() : memref<3072xf32>
  %gd = memref.cast %g : memref<3072xf32> to memref<?xf32>
  %bad = scf.for %k = %c0 to %c2 step %c1 iter_args(%acc = %zero) -> i64 {
    %base = arith.muli %k, %c3072 : index
    %basei = arith.index_cast %base : index to i32
    scf.for %p = %c0 to %c3072 step %c1 {
      %q = arith.addi %base, %p : index
      %v = memref.load %f[%q] : memref<6144xi32>
      %w = arith.subi %v, %basei : i32
      %wf = arith.sitofp %w : i32 to f32
      memref.store %wf, %g[%p] : memref<3072xf32>
    }
    %b = func.call @check_col_f32(%gd, %c64, %c48, %c64) : (memref<?xf32>, index, index, index) -> i64
    %next = arith.addi %acc, %b : i64
    scf.yield %next : i64
  }
  memref.dealloc %raw : memref<24640xi8>
  memref.dealloc %f : memref<6144xi32>
  memref.dealloc %g : memref<3072xf32>
  return %bad : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sentinel32 = arith.constant -1.0 : f32
  %sentinel64 = arith.constant -1.0 : f64

  // 300x275 f32 into column-major: 18 x 17 whole tiles, in 3 x 3 blocks.
  // CHECK: 0
  %x1 = memref.alloc() : memref<300x275xf32>
  %x1d = memref.cast %x1 : memref<300x275xf32> to memref<?x?xf32>
  call @iota_f32(%x1d) : (memref<?x?xf32>) -> ()
  %t1 = bufferization.to_tensor %x1 restrict : memref<300x275xf32> to tensor<300x275xf32>
  %f1 = memref.alloc() : memref<82500xf32>
  linalg.fill ins(%sentinel32 : f32) outs(%f1 : memref<82500xf32>)
  %o1 = memref.reinterpret_cast %f1 to offset: [0], sizes: [300, 275], strides: [1, 300]
      : memref<82500xf32> to memref<300x275xf32, #col>
  call @f32_col(%t1, %o1) : (tensor<300x275xf32>, memref<300x275xf32, #col>) -> ()
  %f1d = memref.cast %f1 : memref<82500xf32> to memref<?xf32>
  %c300 = arith.constant 300 : index
  %c275 = arith.constant 275 : index
  %bad1 = call @check_col_f32(%f1d, %c300, %c275, %c300) : (memref<?xf32>, index, index, index) -> i64
  vector.print %bad1 : i64

  // The same into a buffer padded to 304 x 280 (zero padding), whose
  // columns are whole cache lines.
  // CHECK-NEXT: 0
  %f2 = memref.alloc() : memref<85120xf32>
  linalg.fill ins(%sentinel32 : f32) outs(%f2 : memref<85120xf32>)
  %o2 = memref.reinterpret_cast %f2 to offset: [0], sizes: [300, 275], strides: [1, 304]
      : memref<85120xf32> to memref<300x275xf32, #colp>
  call @f32_colp(%t1, %o2) : (tensor<300x275xf32>, memref<300x275xf32, #colp>) -> ()
  %f2d = memref.cast %f2 : memref<85120xf32> to memref<?xf32>
  %c304 = arith.constant 304 : index
  %bad2 = call @check_col_f32(%f2d, %c300, %c275, %c304) : (memref<?xf32>, index, index, index) -> i64
  vector.print %bad2 : i64

  // 150x141 f64: 8x8 tiles, 18 x 17 of them, in 3 x 3 blocks.
  // CHECK-NEXT: 0
  %x3 = memref.alloc() : memref<150x141xf64>
  %x3d = memref.cast %x3 : memref<150x141xf64> to memref<?x?xf64>
  call @iota_f64(%x3d) : (memref<?x?xf64>) -> ()
  %t3 = bufferization.to_tensor %x3 restrict : memref<150x141xf64> to tensor<150x141xf64>
  %f3 = memref.alloc() : memref<21150xf64>
  linalg.fill ins(%sentinel64 : f64) outs(%f3 : memref<21150xf64>)
  %o3 = memref.reinterpret_cast %f3 to offset: [0], sizes: [150, 141], strides: [1, 150]
      : memref<21150xf64> to memref<150x141xf64, #col>
  call @f64_col(%t3, %o3) : (tensor<150x141xf64>, memref<150x141xf64, #col>) -> ()
  %f3d = memref.cast %f3 : memref<21150xf64> to memref<?xf64>
  %c150 = arith.constant 150 : index
  %c141 = arith.constant 141 : index
  %bad3 = call @check_col_f64(%f3d, %c150, %c141) : (memref<?xf64>, index, index) -> i64
  vector.print %bad3 : i64

  // 3x150x170 i32 into minor_to_major = [1, 2, 0]: element (k, i, j) at
  // (k * 170 + j) * 150 + i, holding k * 25500 + i * 170 + j + 1. Checked
  // as 3 column-major 150x170 matrices of f32 (the values are exact).
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  %x4 = memref.alloc() : memref<3x150x170xi32>
  %c3 = arith.constant 3 : index
  %c170 = arith.constant 170 : index
  scf.for %k = %c0 to %c3 step %c1 {
    scf.for %i = %c0 to %c150 step %c1 {
      scf.for %j = %c0 to %c170 step %c1 {
        %ki = arith.muli %k, %c150 : index
        %kii = arith.addi %ki, %i : index
        %row = arith.muli %kii, %c170 : index
        %s = arith.addi %row, %j : index
        %s1 = arith.addi %s, %c1 : index
        %n = arith.index_cast %s1 : index to i32
        memref.store %n, %x4[%k, %i, %j] : memref<3x150x170xi32>
      }
    }
  }
  %t4 = bufferization.to_tensor %x4 restrict : memref<3x150x170xi32> to tensor<3x150x170xi32>
  %f4 = memref.alloc() : memref<76500xi32>
  %sentinel_i = arith.constant -1 : i32
  linalg.fill ins(%sentinel_i : i32) outs(%f4 : memref<76500xi32>)
  %o4 = memref.reinterpret_cast %f4 to offset: [0], sizes: [3, 150, 170], strides: [25500, 1, 150]
      : memref<76500xi32> to memref<3x150x170xi32, #perm>
  call @i32_perm(%t4, %o4) : (tensor<3x150x170xi32>, memref<3x150x170xi32, #perm>) -> ()
  // Matrix k, minus k * 25500, as f32.
  %g4 = memref.alloc() : memref<25500xf32>
  %g4d = memref.cast %g4 : memref<25500xf32> to memref<?xf32>
  %c25500 = arith.constant 25500 : index
  scf.for %k = %c0 to %c3 step %c1 {
    %base = arith.muli %k, %c25500 : index
    %basei = arith.index_cast %base : index to i32
    scf.for %p = %c0 to %c25500 step %c1 {
      %q = arith.addi %base, %p : index
      %v = memref.load %f4[%q] : memref<76500xi32>
      %w = arith.subi %v, %basei : i32
      %wf = arith.sitofp %w : i32 to f32
      memref.store %wf, %g4[%p] : memref<25500xf32>
    }
    %bad4 = func.call @check_col_f32(%g4d, %c150, %c170, %c150) : (memref<?xf32>, index, index, index) -> i64
    vector.print %bad4 : i64
  }

  // A source whose rows are whole lines apart, at 0, 1, 9 and 15 elements
  // after a line: 304 x 272 f32 into column-major, the same 300 x 272
  // into columns padded to 304, 152 x 136 f64, 2 x 64 x 48 i32.
  // CHECK-NEXT: {{^}}0{{$}}
  // CHECK-NEXT: {{^}}0{{$}}
  // CHECK-NEXT: {{^}}0{{$}}
  // CHECK-NEXT: {{^}}0{{$}}
  // CHECK-NEXT: {{^}}0{{$}}
  // CHECK-NEXT: {{^}}0{{$}}
  // CHECK-NEXT: {{^}}0{{$}}
  // CHECK-NEXT: {{^}}0{{$}}
  %false = arith.constant false
  %true = arith.constant true
  %c4 = arith.constant 4 : index
  %c36 = arith.constant 36 : index
  %c60 = arith.constant 60 : index
  scf.for %k = %c0 to %c2 step %c1 {
    %padded = arith.cmpi eq, %k, %c1 : index
    %b0 = func.call @run_f32_lines(%c0, %padded) : (index, i1) -> i64
    vector.print %b0 : i64
    %b1 = func.call @run_f32_lines(%c4, %padded) : (index, i1) -> i64
    vector.print %b1 : i64
    %b2 = func.call @run_f32_lines(%c36, %padded) : (index, i1) -> i64
    vector.print %b2 : i64
    %b3 = func.call @run_f32_lines(%c60, %padded) : (index, i1) -> i64
    vector.print %b3 : i64
  }
  // CHECK-NEXT: {{^}}0{{$}}
  // CHECK-NEXT: {{^}}0{{$}}
  %c8 = arith.constant 8 : index
  %c56 = arith.constant 56 : index
  %b5 = call @run_f64_lines(%c8) : (index) -> i64
  vector.print %b5 : i64
  %b6 = call @run_f64_lines(%c56) : (index) -> i64
  vector.print %b6 : i64
  // CHECK-NEXT: {{^}}0{{$}}
  // CHECK-NEXT: {{^}}0{{$}}
  %b7 = call @run_i32_perm_lines(%c0) : (index) -> i64
  vector.print %b7 : i64
  %b8 = call @run_i32_perm_lines(%c36) : (index) -> i64
  vector.print %b8 : i64

  memref.dealloc %x1 : memref<300x275xf32>
  memref.dealloc %f1 : memref<82500xf32>
  memref.dealloc %f2 : memref<85120xf32>
  memref.dealloc %x3 : memref<150x141xf64>
  memref.dealloc %f3 : memref<21150xf64>
  memref.dealloc %x4 : memref<3x150x170xi32>
  memref.dealloc %f4 : memref<76500xi32>
  memref.dealloc %g4 : memref<25500xf32>
  return
}
