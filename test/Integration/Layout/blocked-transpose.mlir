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
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=affine" | FileCheck %s --check-prefix=AFF

#col = #shapes.layout<minor_to_major = [0, 1]>
#colp = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [304, 280]>
#perm = #shapes.layout<minor_to_major = [1, 2, 0]>

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
