// -shapes-vectorize on buffers whose sizes or strides are known only at run
// time: the nests of static buffers, with each decision that depends on an
// unknown figure made at run time by an scf.if (VectorizationPlan.h,
// RunTimeQuestion): whether the destination is large enough for streaming
// stores, whether its rows are aligned alike, and how the rows are walked
// (interleaved row streams, cut rows, or one by one).
// RUN: shapes-opt %s -split-input-file -pass-pipeline='builtin.module(func.func(shapes-vectorize{vector-bits=256 row-streams=4}))' | FileCheck %s

// The destination's size decides streaming stores; its row stride whether
// the rows are aligned alike; the number of rows whether there are 4
// interleaved row streams (the destination and %a beyond the cache; %v,
// read again for every row, is not), one store of each per vector step.
// Below the threshold: register-wide vectors, no streaming stores.
// CHECK-LABEL: func.func @add_rows
// CHECK-SAME: (%[[A:.*]]: memref<?x?xf32>, %[[V:.*]]: memref<?xf32>, %[[O:.*]]: memref<?x?xf32>)
// CHECK-DAG: %[[R:.*]] = memref.dim %[[O]], %c0
// CHECK-DAG: %[[C:.*]] = memref.dim %[[O]], %c1
// CHECK: %[[BIG:.*]] = arith.cmpi uge, %{{.*}}, %c16777216
// CHECK: scf.if %[[BIG]] {
// CHECK:   %[[LINE:.*]] = arith.remui %{{.*}}, %c64
// CHECK:   %[[WHOLE:.*]] = arith.cmpi eq, %[[LINE]], %c0
// CHECK:   %[[ALIKE:.*]] = arith.andi %{{.*}}, %[[WHOLE]]
// CHECK:   scf.if %[[ALIKE]] {
// CHECK:     %[[ROWS:.*]] = arith.muli %c1, %[[R]]
// CHECK:     %[[MANY:.*]] = arith.cmpi uge, %[[ROWS]], %c8
// CHECK:     scf.if %[[MANY]] {
// CHECK:       %[[PER:.*]] = arith.ceildivui %{{.*}}, %c4
// CHECK:       scf.parallel (%{{.*}}) = (%c0) to (%[[PER]])
// CHECK:         scf.for {{.*}} step %c16
// CHECK-COUNT-4:   vector.store {{.*}} {alignment = 64 : i64, nontemporal = true}
// With fewer rows, rows of 16 KiB cut from the long ones, if there are
// enough of them.
// CHECK:     } else {
// CHECK:       %[[PIECES:.*]] = arith.divui %[[C]], %c4096
// CHECK:       %[[CUT:.*]] = arith.cmpi uge, %{{.*}}, %c8
// CHECK:       scf.if %[[CUT]] {
// CHECK:         arith.divui %[[C]], %c4096
// CHECK:         scf.parallel
// CHECK:         arith.remui %[[C]], %c4096
// CHECK:       } else {
// CHECK:     llvm.fence seq_cst
// Rows not aligned alike: line-wide vectors, no streaming stores.
// CHECK:   } else {
// CHECK:     scf.parallel (%{{.*}}) = (%c0) to (%[[R]])
// CHECK:       scf.for {{.*}} step %c16
// CHECK:         vector.store {{.*}} : memref<?xf32>, vector<16xf32>
// CHECK:     }
// CHECK:   }
// CHECK: } else {
// CHECK:   scf.parallel
// CHECK:     scf.for {{.*}} step %c8
// CHECK:       vector.store {{.*}} : memref<?xf32>, vector<8xf32>
// CHECK-NOT:   nontemporal
// CHECK: }
// CHECK-NOT: linalg.generic
func.func @add_rows(%a: memref<?x?xf32>, %v: memref<?xf32>, %out: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a, %v : memref<?x?xf32>, memref<?xf32>) outs(%out : memref<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Strides known in the type decide at compile time: rows of 3 f32 are
// never aligned alike, so there is no question of it, nor of the walk.
// CHECK-LABEL: func.func @narrow_rows
// CHECK:     arith.cmpi uge, %{{.*}}, %c16777216
// CHECK:     scf.if
// CHECK-NOT:   arith.remui {{.*}}, %c64
// CHECK:       scf.parallel
// CHECK-NOT:     nontemporal
// CHECK:     } else {
func.func @narrow_rows(%a: memref<?x3xf32>, %out: memref<?x3xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<?x3xf32>) outs(%out : memref<?x3xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  }
  return
}

// -----

// An invariant source (a column) is read once per row and broadcast; a
// fresh destination gets no streaming stores, whatever its size.
// CHECK-LABEL: func.func @column
// CHECK-NOT: scf.if
// CHECK: scf.parallel
// CHECK:   %[[S:.*]] = memref.load
// CHECK:   vector.broadcast %[[S]] : i32 to vector<8xi32>
// CHECK:   scf.for
// CHECK:     vector.load
// CHECK:     arith.subi {{.*}} : vector<8xi32>
func.func @column(%a: memref<?x?xi32>, %c: memref<?x1xi32>) -> memref<?x?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?x?xi32>
  %m = memref.dim %a, %c1 : memref<?x?xi32>
  %out = memref.alloc(%n, %m) : memref<?x?xi32>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, 0)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a, %c : memref<?x?xi32>, memref<?x1xi32>) outs(%out : memref<?x?xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %s = arith.subi %x, %y : i32
    linalg.yield %s : i32
  }
  return %out : memref<?x?xi32>
}

// -----

// A source strided along the rows (a transposed read) is read through
// tiles transposed in registers, as with static sizes; the body runs on
// each tile row.
// CHECK-LABEL: func.func @transposed
// CHECK:     scf.if
// CHECK:       vector.load {{.*}} : memref<?xf32>, vector<16xf32>
// CHECK:       vector.shuffle
// CHECK:       arith.negf {{.*}} : vector<16xf32>
// CHECK:       vector.store
// CHECK-NOT: linalg.generic
func.func @transposed(%a: memref<?x?xf32, strided<[1, ?]>>, %out: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<?x?xf32, strided<[1, ?]>>) outs(%out : memref<?x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  }
  return
}

// -----

// A copy between contiguous buffers of run-time sizes is the elementwise
// nest: vector loads and stores and a masked vector tail.
// CHECK-LABEL: func.func @copy
// CHECK:         scf.for
// CHECK:           vector.load
// CHECK:           vector.store
// CHECK:         %[[MASK:.*]] = vector.create_mask
// CHECK:         vector.maskedload %{{.*}}[%{{.*}}], %[[MASK]]
// CHECK:         vector.maskedstore %{{.*}}[%{{.*}}], %[[MASK]]
// CHECK-NOT:     memref.store
// CHECK-NOT:     memref.copy
func.func @copy(%a: memref<?xf32>, %out: memref<?xf32>) {
  memref.copy %a, %out : memref<?xf32> to memref<?xf32>
  return
}

// -----

// A copy into a transposed layout reads its source through vector tiles
// transposed in registers, in blocks of 8 x 8 tiles with prefetches of the
// next block, and edge tiles along the edges (before the first row of
// tiles, after the last row and column of tiles, before the first aligned
// column): masked loads of the logical elements, masked stores of the
// edge's, no scalar loop. The four edge regions come after the tiles as
// one loop over them around one nest of edge tiles, so the edge tile's
// code is there once.
// The rows of tiles start at the source's first line-aligned row when its
// rows are whole lines apart (checked at run time), else at 0. One
// scf.if picks the version with aligned non-temporal stores: destination
// columns whole lines apart and at least streaming-threshold bytes.
// CHECK-LABEL: func.func @transpose
// CHECK-NOT:     memref.store
// CHECK:         %{{.*}}, %{{.*}}, %{{.*}}:2, %[[DSTRIDES:.*]]:2 = memref.extract_strided_metadata %arg1
// CHECK:         %[[SRC:.*]], %{{.*}}, %[[SIZES:.*]]:2, %[[STRIDES:.*]]:2 = memref.extract_strided_metadata %arg0
// CHECK:         %[[DBYTES:.*]] = arith.muli %[[DSTRIDES]]#1, %c4
// CHECK:         %[[DREM:.*]] = arith.remui %[[DBYTES]], %c64
// CHECK:         %[[DWHOLE:.*]] = arith.cmpi eq, %[[DREM]], %c0
// CHECK:         %[[ALIKE:.*]] = arith.andi %true, %[[DWHOLE]]
// CHECK:         %[[LARGE:.*]] = arith.cmpi uge, %{{.*}}, %c16777216
// CHECK:         %[[STREAM:.*]] = arith.andi %[[ALIKE]], %[[LARGE]]
// CHECK:         scf.if %[[STREAM]]
// CHECK:         %[[BYTES:.*]] = arith.muli %[[STRIDES]]#0, %c4
// CHECK:         %[[REM:.*]] = arith.remui %[[BYTES]], %c64
// CHECK:         %[[WHOLE:.*]] = arith.cmpi eq, %[[REM]], %c0
// CHECK:         %[[UNIFORM:.*]] = arith.andi %true, %[[WHOLE]]
// CHECK:         %[[GAP:.*]] = arith.divui %{{.*}}, %c4
// CHECK:         %[[HEAD:.*]] = arith.minui %[[GAP]], %[[ROWS:.*]] : index
// CHECK:         %[[ROWHEAD:.*]] = arith.select %[[UNIFORM]], %[[HEAD]], %c0
// CHECK:         %[[LEFT:.*]] = arith.subi %[[ROWS]], %[[ROWHEAD]]
// CHECK:         arith.divui %[[LEFT]], %c16
// CHECK:         scf.parallel
// CHECK:           vector.load
// CHECK:           vector.shuffle
// CHECK:           vector.store
// CHECK:           memref.prefetch
// CHECK-NOT:       vector.maskedstore
// CHECK:           scf.for %[[REGION:.*]] = %c0 to %c4 step %c1
// CHECK:             %[[IS_HEAD:.*]] = arith.cmpi eq, %[[REGION]], %c0
// CHECK:             arith.select %[[IS_HEAD]], %c0, %{{.*}}
// CHECK:             %[[UPPER:.*]] = arith.select %{{.*}}, %[[ROWHEAD]], %{{.*}}
// CHECK:             scf.for %{{.*}} = %{{.*}} to %[[UPPER]] step %c16
// CHECK:               scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c16
// CHECK:                 %[[MASK:.*]] = vector.create_mask
// CHECK:                 vector.maskedload %{{.*}}[%{{.*}}], %[[MASK]]
// CHECK:                 vector.shuffle
// CHECK:                 vector.maskedstore
// CHECK-NOT:     memref.store
// CHECK-NOT:     linalg.copy
// CHECK-NOT:     memref.store
// CHECK:         return
func.func @transpose(%a: memref<?x?xf32>, %out: memref<?x?xf32, #shapes.layout<minor_to_major = [0, 1]>>) {
  linalg.copy ins(%a : memref<?x?xf32>) outs(%out : memref<?x?xf32, #shapes.layout<minor_to_major = [0, 1]>>)
  return
}
