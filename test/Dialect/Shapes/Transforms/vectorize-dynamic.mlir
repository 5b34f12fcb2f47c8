// -shapes-vectorize on buffers whose sizes and strides are known at run
// time: the rows get register-wide vector loops and scalar tails, and, when
// the destination has at least streaming-threshold bytes at run time, a
// scalar head up to the first aligned element, line-wide non-temporal
// stores and a fence. A source that is strided along the rows stays scalar.
// RUN: shapes-opt %s -split-input-file -pass-pipeline='builtin.module(func.func(shapes-vectorize{vector-bits=256}))' | FileCheck %s

// CHECK-LABEL: func.func @add_rows
// CHECK-SAME: (%[[A:.*]]: memref<?x?xf32>, %[[V:.*]]: memref<?xf32>, %[[O:.*]]: memref<?x?xf32>)
// CHECK-DAG: %[[R:.*]] = memref.dim %[[O]], %c0
// CHECK-DAG: %[[C:.*]] = memref.dim %[[O]], %c1
// CHECK: %[[BIG:.*]] = arith.cmpi uge, %{{.*}}, %c16777216
// CHECK: scf.if %[[BIG]] {
// With 8 rows or more, all a whole number of lines apart: 4 interleaved
// row streams (the destination and %a beyond the cache; %v, read again
// for every row, is not), one store of each per vector step.
// CHECK:   arith.cmpi uge, %[[R]], %c8
// CHECK:   scf.if
// CHECK:     %[[PER:.*]] = arith.ceildivui %[[R]], %c4
// CHECK:     scf.parallel (%{{.*}}) = (%c0) to (%[[PER]])
// CHECK:       scf.for {{.*}} step %c16
// CHECK-COUNT-4: vector.store {{.*}} {alignment = 64 : i64, nontemporal = true}
// CHECK:     } else {
// CHECK:   scf.parallel (%{{.*}}) = (%c0) to (%[[R]])
// CHECK:     memref.extract_aligned_pointer_as_index
// CHECK:     scf.for
// CHECK:       memref.load
// CHECK:     scf.for {{.*}} step %c16
// CHECK:       vector.load {{.*}} : memref<?xf32>, vector<16xf32>
// CHECK:       vector.load {{.*}} : memref<?xf32>, vector<16xf32>
// CHECK:       vector.store {{.*}} {alignment = 64 : i64, nontemporal = true} : memref<?xf32>, vector<16xf32>
// CHECK:     scf.for
// CHECK:   llvm.fence seq_cst
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

// An invariant source (a column) is read once per row and broadcast; a
// fresh destination gets no streaming stores.
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

// A source strided along the rows (a transposed read) is left to the
// scalar loops.
// CHECK-LABEL: func.func @transposed
// CHECK: linalg.generic
// CHECK-NOT: vector.
func.func @transposed(%a: memref<?x?xf32, strided<[1, ?]>>, %out: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<?x?xf32, strided<[1, ?]>>) outs(%out : memref<?x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

// A copy between contiguous buffers of run-time sizes is the elementwise
// nest: vector loads and stores and a scalar tail.
// CHECK-LABEL: func.func @copy
// CHECK:         scf.for
// CHECK:           vector.load
// CHECK:           vector.store
// CHECK:         scf.for
// CHECK:           memref.load
// CHECK:           memref.store
// CHECK-NOT:     memref.copy
func.func @copy(%a: memref<?xf32>, %out: memref<?xf32>) {
  memref.copy %a, %out : memref<?xf32> to memref<?xf32>
  return
}

// -----

// A copy into a transposed layout reads its source through vector tiles
// transposed in registers, with scalar loops along the edges.
// CHECK-LABEL: func.func @transpose
// CHECK:         scf.parallel
// CHECK:           vector.load
// CHECK:           vector.shuffle
// CHECK:           vector.store
// CHECK:         memref.load
// CHECK-NOT:     linalg.copy
func.func @transpose(%a: memref<?x?xf32>, %out: memref<?x?xf32, #shapes.layout<minor_to_major = [0, 1]>>) {
  linalg.copy ins(%a : memref<?x?xf32>) outs(%out : memref<?x?xf32, #shapes.layout<minor_to_major = [0, 1]>>)
  return
}
