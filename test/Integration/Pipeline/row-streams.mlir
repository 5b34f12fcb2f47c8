// Elementwise nests with non-temporal stores walk their rows as several
// streams side by side (-shapes-vectorize: the rows split into contiguous
// groups, one row of each group per instance of the scf.parallel, their
// vectors interleaved). The row counts here are not all multiples of the
// stream count, so the last group can be short and those rows are done one
// by one; the destinations' rows are padded or not, and one destination has
// padding rows (walked one row at a time). A 1-D nest, one long row, is cut
// into rows of 16 KiB and a nest of the rest. The caller's physical buffer
// starts out full of a sentinel (-1); after each call every element of it
// is checked with scalar loads against the definition: logical element
// (i, j) holds f * (i * C + j + 1) + s * j (f = 2 for x * 2, 1 for the
// others; s = 1000 for the adds, 0 for the copies), a padding element the
// padding value. Each check prints its number of wrong elements.
//
// Every store non-temporal, with up to 4 row streams on one thread and on
// two, and with the default of one:
// RUN: shapes-opt %s -shapes-to-llvm="streaming-threshold=0 row-streams=4" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="streaming-threshold=0" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="streaming-threshold=0 row-streams=4 threads=2" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp \
// RUN: | FileCheck %s
// The same programs with ordinary stores, one row at a time:
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=affine streaming-threshold=0 row-streams=4" \
// RUN: | FileCheck %s --check-prefix=AFF

#R48 = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [11, 48], padding_value = one>
#R3 = #shapes.layout<minor_to_major = [2, 1, 0], padded_dimensions = [2, 4, 80], padding_value = lowest>
#R12 = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [12, 48], padding_value = one>

// 3 arrays: 2 streams of 5 rows (rows i and i + 5); the second is one short.
// AFF-LABEL: func.func @add_9x48(
// AFF:         scf.parallel (%{{.*}}) = (%{{.*}}) to (%c5)
// AFF:           scf.if
// AFF:             scf.for
// AFF-COUNT-2:       vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true}
// AFF:           } else {
// AFF:         return
func.func @add_9x48(%x: tensor<9x48xf32>, %v: tensor<48xf32>, %out: memref<9x48xf32>) {
  %r = shapes.add %x, %v broadcast_dimensions = [1] : (tensor<9x48xf32>, tensor<48xf32>) -> tensor<9x48xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<9x48xf32>, memref<9x48xf32>) -> ()
  return
}

// A copy (2 arrays): 4 streams of 3 rows, the last one short; each row
// ends in 16 padding elements.
// AFF-LABEL: func.func @copy_11x32(
// AFF:         scf.parallel (%{{.*}}) = (%{{.*}}) to (%c3)
// AFF:           scf.if
// AFF:             scf.for
// AFF-COUNT-4:       vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true}
// AFF:         return
func.func @copy_11x32(%x: tensor<11x32xf32>, %out: memref<11x32xf32, #R48>) {
  %r = shapes.relayout %x : tensor<11x32xf32> to tensor<11x32xf32, #R48>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<11x32xf32, #R48>, memref<11x32xf32, #R48>) -> ()
  return
}

// Rank 3, 8 rows: 4 streams of 2 rows, none short.
// AFF-LABEL: func.func @copy_2x4x64(
// AFF:         scf.parallel (%{{.*}}) = (%{{.*}}) to (%c2)
// AFF-NOT:       scf.if
// AFF:           scf.for
// AFF-COUNT-4:     vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true}
// AFF:         return
func.func @copy_2x4x64(%x: tensor<2x4x64xf32>, %out: memref<2x4x64xf32, #R3>) {
  %r = shapes.relayout %x : tensor<2x4x64xf32> to tensor<2x4x64xf32, #R3>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<2x4x64xf32, #R3>, memref<2x4x64xf32, #R3>) -> ()
  return
}

// Padding rows (9-11): one row at a time.
// AFF-LABEL: func.func @add_padded_rows(
// AFF:         scf.parallel (%{{.*}}) = (%{{.*}}) to (%c12)
// AFF:           scf.if
// AFF:         return
func.func @add_padded_rows(%x: tensor<9x48xf32>, %v: tensor<48xf32>, %out: memref<9x48xf32, #R12>) {
  %r = shapes.add %x, %v broadcast_dimensions = [1] : (tensor<9x48xf32>, tensor<48xf32>) -> tensor<9x48xf32, #R12>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<9x48xf32, #R12>, memref<9x48xf32, #R12>) -> ()
  return
}

// One row of 40000: cut into 9 rows of 4096 (16 KiB) and a nest of the
// last 3136 elements. x + y (3 arrays): 2 streams of 5 rows, the second
// one short.
// AFF-LABEL: func.func @add_1d(
// AFF:         scf.parallel (%{{.*}}) = (%{{.*}}) to (%c5)
// AFF:           scf.if
// AFF:             scf.for
// AFF-COUNT-2:       vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true}
// AFF:         llvm.fence seq_cst
// AFF-NEXT:    return
func.func @add_1d(%x: tensor<40000xf32>, %y: tensor<40000xf32>, %out: memref<40000xf32>) {
  %r = shapes.add %x, %y : (tensor<40000xf32>, tensor<40000xf32>) -> tensor<40000xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<40000xf32>, memref<40000xf32>) -> ()
  return
}

// x * 2, the 2 broadcast from a 0-d tensor (2 arrays): 4 streams of 3 rows.
// AFF-LABEL: func.func @scale_1d(
// AFF:         scf.parallel (%{{.*}}) = (%{{.*}}) to (%c3)
// AFF:         return
func.func @scale_1d(%x: tensor<40000xf32>, %out: memref<40000xf32>) {
  %two = arith.constant dense<2.0> : tensor<f32>
  %r = shapes.mul %x, %two broadcast_dimensions = [] : (tensor<40000xf32>, tensor<f32>) -> tensor<40000xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<40000xf32>, memref<40000xf32>) -> ()
  return
}

// x[i][j] = i * C + j + 1 (a rank-3 x as rows of C).
func.func @iota(%m: memref<?x?xf32>) {
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

// v[j] = 1000 * j.
func.func @ramp(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  %k = arith.constant 1000.0 : f32
  scf.for %j = %c0 to %n step %c1 {
    %jn = arith.index_cast %j : index to i64
    %f = arith.sitofp %jn : i64 to f32
    %s = arith.mulf %f, %k : f32
    memref.store %s, %m[%j] : memref<?xf32>
  }
  return
}

// The wrong elements of a row-major buffer of physical rows of `minor`
// elements: (i, j) is at i * minor + j and holds factor * (i * cols + j +
// 1) + scale * j; a padding element holds %pad.
func.func @check(%flat: memref<?xf32>, %rows: index, %cols: index, %minor: index,
                 %factor: f32, %scale: f32, %pad: f32) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %n = memref.dim %flat, %c0 : memref<?xf32>
  %bad = scf.for %p = %c0 to %n step %c1 iter_args(%acc = %zero) -> i64 {
    %i = arith.divui %p, %minor : index
    %j = arith.remui %p, %minor : index
    %ii = arith.cmpi ult, %i, %rows : index
    %jj = arith.cmpi ult, %j, %cols : index
    %logical = arith.andi %ii, %jj : i1
    %ic = arith.muli %i, %cols : index
    %s = arith.addi %ic, %j : index
    %s1 = arith.addi %s, %c1 : index
    %sn = arith.index_cast %s1 : index to i64
    %sf = arith.sitofp %sn : i64 to f32
    %jn = arith.index_cast %j : index to i64
    %jf = arith.sitofp %jn : i64 to f32
    %b = arith.mulf %jf, %scale : f32
    %a = arith.mulf %sf, %factor : f32
    %value = arith.addf %a, %b : f32
    %want = arith.select %logical, %value, %pad : f32
    %got = memref.load %flat[%p] : memref<?xf32>
    %ne = arith.cmpf une, %got, %want : f32
    %inc = arith.select %ne, %one, %zero : i64
    %next = arith.addi %acc, %inc : i64
    scf.yield %next : i64
  }
  return %bad : i64
}

// A caller's buffer of n floats full of the sentinel.
func.func @buffer(%n: index) -> memref<?xf32> {
  %sentinel = arith.constant -1.0 : f32
  %f = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
  linalg.fill ins(%sentinel : f32) outs(%f : memref<?xf32>)
  return %f : memref<?xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %c11 = arith.constant 11 : index
  %c12 = arith.constant 12 : index
  %c32 = arith.constant 32 : index
  %c48 = arith.constant 48 : index
  %c64 = arith.constant 64 : index
  %c80 = arith.constant 80 : index
  %k = arith.constant 1000.0 : f32
  %none = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %lowest = arith.constant 0xFF800000 : f32

  %v = memref.alloc() : memref<48xf32>
  %vd = memref.cast %v : memref<48xf32> to memref<?xf32>
  call @ramp(%vd) : (memref<?xf32>) -> ()
  %vt = bufferization.to_tensor %v restrict : memref<48xf32> to tensor<48xf32>

  // add_9x48
  %x1 = memref.alloc() : memref<9x48xf32>
  %x1d = memref.cast %x1 : memref<9x48xf32> to memref<?x?xf32>
  call @iota(%x1d) : (memref<?x?xf32>) -> ()
  %x1t = bufferization.to_tensor %x1 restrict : memref<9x48xf32> to tensor<9x48xf32>
  %n1 = arith.muli %c9, %c48 : index
  %f1 = call @buffer(%n1) : (index) -> memref<?xf32>
  %o1 = memref.reinterpret_cast %f1 to offset: [0], sizes: [9, 48], strides: [48, 1]
      : memref<?xf32> to memref<9x48xf32>
  call @add_9x48(%x1t, %vt, %o1) : (tensor<9x48xf32>, tensor<48xf32>, memref<9x48xf32>) -> ()
  %b1 = call @check(%f1, %c9, %c48, %c48, %one, %k, %none)
      : (memref<?xf32>, index, index, index, f32, f32, f32) -> i64
  // CHECK: add_9x48 wrong: 0
  vector.print str "add_9x48 wrong: "
  vector.print %b1 : i64

  // copy_11x32
  %x2 = memref.alloc() : memref<11x32xf32>
  %x2d = memref.cast %x2 : memref<11x32xf32> to memref<?x?xf32>
  call @iota(%x2d) : (memref<?x?xf32>) -> ()
  %x2t = bufferization.to_tensor %x2 restrict : memref<11x32xf32> to tensor<11x32xf32>
  %n2 = arith.muli %c11, %c48 : index
  %f2 = call @buffer(%n2) : (index) -> memref<?xf32>
  %o2 = memref.reinterpret_cast %f2 to offset: [0], sizes: [11, 32], strides: [48, 1]
      : memref<?xf32> to memref<11x32xf32, #R48>
  call @copy_11x32(%x2t, %o2) : (tensor<11x32xf32>, memref<11x32xf32, #R48>) -> ()
  %b2 = call @check(%f2, %c11, %c32, %c48, %one, %none, %one)
      : (memref<?xf32>, index, index, index, f32, f32, f32) -> i64
  // CHECK: copy_11x32 wrong: 0
  vector.print str "copy_11x32 wrong: "
  vector.print %b2 : i64

  // copy_2x4x64: 8 rows of 64, physical rows of 80
  %x3 = memref.alloc() : memref<2x4x64xf32>
  %x3r = memref.collapse_shape %x3 [[0, 1], [2]] : memref<2x4x64xf32> into memref<8x64xf32>
  %x3d = memref.cast %x3r : memref<8x64xf32> to memref<?x?xf32>
  call @iota(%x3d) : (memref<?x?xf32>) -> ()
  %x3t = bufferization.to_tensor %x3 restrict : memref<2x4x64xf32> to tensor<2x4x64xf32>
  %n3 = arith.muli %c8, %c80 : index
  %f3 = call @buffer(%n3) : (index) -> memref<?xf32>
  %o3 = memref.reinterpret_cast %f3 to offset: [0], sizes: [2, 4, 64], strides: [320, 80, 1]
      : memref<?xf32> to memref<2x4x64xf32, #R3>
  call @copy_2x4x64(%x3t, %o3) : (tensor<2x4x64xf32>, memref<2x4x64xf32, #R3>) -> ()
  %b3 = call @check(%f3, %c8, %c64, %c80, %one, %none, %lowest)
      : (memref<?xf32>, index, index, index, f32, f32, f32) -> i64
  // CHECK: copy_2x4x64 wrong: 0
  vector.print str "copy_2x4x64 wrong: "
  vector.print %b3 : i64

  // add_padded_rows
  %n4 = arith.muli %c12, %c48 : index
  %f4 = call @buffer(%n4) : (index) -> memref<?xf32>
  %o4 = memref.reinterpret_cast %f4 to offset: [0], sizes: [9, 48], strides: [48, 1]
      : memref<?xf32> to memref<9x48xf32, #R12>
  call @add_padded_rows(%x1t, %vt, %o4) : (tensor<9x48xf32>, tensor<48xf32>, memref<9x48xf32, #R12>) -> ()
  %b4 = call @check(%f4, %c9, %c48, %c48, %one, %k, %one)
      : (memref<?xf32>, index, index, index, f32, f32, f32) -> i64
  // CHECK: add_padded_rows wrong: 0
  vector.print str "add_padded_rows wrong: "
  vector.print %b4 : i64

  // add_1d and scale_1d: x[j] = j + 1, y[j] = 1000 * j
  %c1 = arith.constant 1 : index
  %c40000 = arith.constant 40000 : index
  %two = arith.constant 2.0 : f32
  %x5 = memref.alloc() : memref<1x40000xf32>
  %x5d = memref.cast %x5 : memref<1x40000xf32> to memref<?x?xf32>
  call @iota(%x5d) : (memref<?x?xf32>) -> ()
  %x5r = memref.collapse_shape %x5 [[0, 1]] : memref<1x40000xf32> into memref<40000xf32>
  %x5t = bufferization.to_tensor %x5r restrict : memref<40000xf32> to tensor<40000xf32>
  %y5 = memref.alloc() : memref<40000xf32>
  %y5d = memref.cast %y5 : memref<40000xf32> to memref<?xf32>
  call @ramp(%y5d) : (memref<?xf32>) -> ()
  %y5t = bufferization.to_tensor %y5 restrict : memref<40000xf32> to tensor<40000xf32>
  %f5 = call @buffer(%c40000) : (index) -> memref<?xf32>
  %o5 = memref.reinterpret_cast %f5 to offset: [0], sizes: [40000], strides: [1]
      : memref<?xf32> to memref<40000xf32>
  call @add_1d(%x5t, %y5t, %o5) : (tensor<40000xf32>, tensor<40000xf32>, memref<40000xf32>) -> ()
  %b5 = call @check(%f5, %c1, %c40000, %c40000, %one, %k, %none)
      : (memref<?xf32>, index, index, index, f32, f32, f32) -> i64
  // CHECK: add_1d wrong: 0
  vector.print str "add_1d wrong: "
  vector.print %b5 : i64
  %f6 = call @buffer(%c40000) : (index) -> memref<?xf32>
  %o6 = memref.reinterpret_cast %f6 to offset: [0], sizes: [40000], strides: [1]
      : memref<?xf32> to memref<40000xf32>
  call @scale_1d(%x5t, %o6) : (tensor<40000xf32>, memref<40000xf32>) -> ()
  %b6 = call @check(%f6, %c1, %c40000, %c40000, %two, %none, %none)
      : (memref<?xf32>, index, index, index, f32, f32, f32) -> i64
  // CHECK: scale_1d wrong: 0
  vector.print str "scale_1d wrong: "
  vector.print %b6 : i64
  memref.dealloc %f5 : memref<?xf32>
  memref.dealloc %f6 : memref<?xf32>
  memref.dealloc %x5 : memref<1x40000xf32>
  memref.dealloc %y5 : memref<40000xf32>

  memref.dealloc %f1 : memref<?xf32>
  memref.dealloc %f2 : memref<?xf32>
  memref.dealloc %f3 : memref<?xf32>
  memref.dealloc %f4 : memref<?xf32>
  memref.dealloc %x1 : memref<9x48xf32>
  memref.dealloc %x2 : memref<11x32xf32>
  memref.dealloc %x3 : memref<2x4x64xf32>
  memref.dealloc %v : memref<48xf32>
  return
}
