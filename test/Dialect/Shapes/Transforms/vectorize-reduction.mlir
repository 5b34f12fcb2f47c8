// RUN: shapes-opt %s -split-input-file -shapes-vectorize | FileCheck %s

// A max over rows: per row, four accumulators of the identity (-inf)
// carried by the loop of whole steps of 4 x 16 elements, combined, then
// the rest of the row by masked loads with -inf in the lanes past it, and
// one vector.reduction onto the init value.
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0) -> (d0 * 37)>
// CHECK-LABEL: func.func @max_rows
// CHECK-DAG:     %[[NINF:.*]] = arith.constant dense<0xFF800000> : vector<16xf32>
// CHECK-DAG:     %[[C64:.*]] = arith.constant 64 : index
// CHECK-DAG:     %[[C37:.*]] = arith.constant 37 : index
// CHECK-DAG:     %[[C16:.*]] = arith.constant 16 : index
// CHECK:         %[[X:.*]] = memref.reinterpret_cast {{.*}} to memref<296xf32>
// CHECK:         %[[OUT:.*]] = memref.reinterpret_cast {{.*}} to memref<8xf32>
// CHECK:         scf.parallel (%[[I:.*]]) =
// CHECK:           %[[START:.*]] = affine.apply #[[ROW]](%[[I]])
// CHECK:           %[[REM:.*]] = arith.remui %[[C37]], %[[C64]]
// CHECK:           %[[WHOLE:.*]] = arith.subi %[[C37]], %[[REM]]
// CHECK:           %[[ACCS:.*]]:4 = scf.for %{{.*}} = %{{.*}} to %[[WHOLE]] step %[[C64]] iter_args(%[[A0:.*]] = %[[NINF]], %[[A1:.*]] = %[[NINF]], %[[A2:.*]] = %[[NINF]], %[[A3:.*]] = %[[NINF]])
// CHECK-COUNT-4:     vector.load %[[X]]
// CHECK:             scf.yield
// CHECK:           %[[M01:.*]] = arith.maximumf %[[ACCS]]#0, %[[ACCS]]#1 : vector<16xf32>
// CHECK:           %[[M23:.*]] = arith.maximumf %[[ACCS]]#2, %[[ACCS]]#3 : vector<16xf32>
// CHECK:           %[[M:.*]] = arith.maximumf %[[M01]], %[[M23]] : vector<16xf32>
// CHECK:           %[[TAIL:.*]] = scf.for %[[J:.*]] = %[[WHOLE]] to %[[C37]] step %[[C16]] iter_args(%[[ACC:.*]] = %[[M]])
// CHECK:             %[[LEFT:.*]] = arith.subi %[[C37]], %[[J]]
// CHECK:             %[[MASK:.*]] = vector.create_mask %[[LEFT]] : vector<16xi1>
// CHECK:             %[[V:.*]] = vector.maskedload %[[X]][%{{.*}}], %[[MASK]], %[[NINF]]
// CHECK:             %[[N:.*]] = arith.maximumf %[[ACC]], %[[V]] : vector<16xf32>
// CHECK:             scf.yield %[[N]]
// CHECK:           %[[INIT:.*]] = memref.load %[[OUT]][%[[I]]]
// CHECK:           %[[Y:.*]] = vector.reduction <maximumf>, %[[TAIL]], %[[INIT]] : vector<16xf32> into f32
// CHECK:           memref.store %[[Y]], %[[OUT]][%[[I]]]
// CHECK-NOT:     linalg.generic
func.func @max_rows(%x: memref<8x37xf32>, %out: memref<8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<8x37xf32>) outs(%out : memref<8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %acc, %in : f32
    linalg.yield %m : f32
  }
  return
}

// -----

// sum(exp(x - m)) over rows, m broadcast along them: m is loaded once per
// row and broadcast; the body is cloned on vectors; past the row's end a
// select keeps the accumulator (f(0) is not the identity). The
// accumulators start at -0, the identity of addf (+0 + -0 is +0), and the
// vector.reduction starts at the init value (the LLVM lowering of one
// without an accumulator starts at +0).
// CHECK-LABEL: func.func @sum_exp_rows
// CHECK:         %[[NZ:.*]] = arith.constant dense<-0.000000e+00> : vector<16xf32>
// CHECK:         scf.parallel
// CHECK:           %[[ML:.*]] = memref.load
// CHECK:           %[[MB:.*]] = vector.broadcast %[[ML]] : f32 to vector<16xf32>
// CHECK:           scf.for {{.*}} iter_args(%{{.*}} = %[[NZ]], %{{.*}} = %[[NZ]], %{{.*}} = %[[NZ]], %{{.*}} = %[[NZ]])
// CHECK:             %[[V:.*]] = vector.load
// CHECK:             %[[D:.*]] = arith.subf %[[V]], %[[MB]] : vector<16xf32>
// CHECK:             %[[E:.*]] = math.exp %[[D]] : vector<16xf32>
// CHECK:             arith.addf %{{.*}}, %[[E]] : vector<16xf32>
// CHECK:           scf.for {{.*}} iter_args(%[[ACC:.*]] =
// CHECK:             %[[MASK:.*]] = vector.create_mask
// CHECK:             vector.maskedload {{.*}}, %[[MASK]], %[[NZ]]
// CHECK:             %[[S:.*]] = arith.addf %[[ACC]]
// CHECK:             arith.select %[[MASK]], %[[S]], %[[ACC]] : vector<16xi1>, vector<16xf32>
// CHECK:           %[[INIT:.*]] = memref.load
// CHECK:           vector.reduction <add>, %{{.*}}, %[[INIT]] : vector<16xf32> into f32
func.func @sum_exp_rows(%x: memref<?x?xf32>, %m: memref<?xf32>, %out: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x, %m : memref<?x?xf32>, memref<?xf32>) outs(%out : memref<?xf32>) {
  ^bb0(%in: f32, %mi: f32, %acc: f32):
    %d = arith.subf %in, %mi : f32
    %e = math.exp %d : f32
    %s = arith.addf %acc, %e : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Column sums of a row-major matrix: chunks of 2048 f64 columns (16 KiB,
// an scf.parallel), each walked down the rows 4 at a time: the 4 rows
// added in pairs, then into the destination, which holds the
// accumulators, one vector at a time, the last columns by one masked
// vector; then the last rows one at a time.
// CHECK-LABEL: func.func @sum_cols
// CHECK-DAG:     %[[C2048:.*]] = arith.constant 2048 : index
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK:         scf.parallel (%[[J:.*]]) = (%{{.*}}) to (%[[COLS:.*]]) step (%[[C2048]])
// CHECK:           %[[END0:.*]] = arith.addi %[[J]], %[[C2048]]
// CHECK:           %[[END:.*]] = arith.minui %[[END0]], %[[COLS]]
// CHECK:           scf.for %{{.*}} = %{{.*}} to %[[ROWS4:.*]] step %[[C4]] {
// CHECK:             scf.for %[[K:.*]] = %[[J]] to %{{.*}} step %[[C8]] {
// CHECK-COUNT-4:       vector.load {{.*}} : memref<?xf64>, vector<8xf64>
// CHECK:               %[[A:.*]] = arith.addf
// CHECK:               %[[B:.*]] = arith.addf
// CHECK:               %[[AB:.*]] = arith.addf %[[A]], %[[B]]
// CHECK:               %[[ACC:.*]] = vector.load
// CHECK:               %[[NEXT:.*]] = arith.addf %[[ACC]], %[[AB]]
// CHECK:               vector.store %[[NEXT]]
// CHECK:             scf.for %[[T:.*]] = %{{.*}} to %[[END]] step %[[C8]] {
// CHECK:               %[[LEFT:.*]] = arith.subi %[[END]], %[[T]]
// CHECK:               %[[MASK:.*]] = vector.create_mask %[[LEFT]]
// CHECK-COUNT-5:       vector.maskedload {{.*}}, %[[MASK]]
// CHECK:               vector.maskedstore {{.*}}, %[[MASK]]
// CHECK:           scf.for %{{.*}} = %[[ROWS4]] to %{{.*}} step %[[C1]] {
// CHECK:             scf.for
// CHECK-COUNT-2:       vector.load
// CHECK:               arith.addf
// CHECK:               vector.store
// CHECK:             scf.for
// CHECK-COUNT-2:       vector.maskedload
// CHECK:               vector.maskedstore
func.func @sum_cols(%x: memref<?x?xf64>, %out: memref<?xf64>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<?x?xf64>) outs(%out : memref<?xf64>) {
  ^bb0(%in: f64, %acc: f64):
    %s = arith.addf %acc, %in : f64
    linalg.yield %s : f64
  }
  return
}

// -----

// Row sums of a padded column-major i32 matrix: the input is contiguous
// down the columns, so the vectors run across the reduced loop, along the
// destination; the reduced loop steps by the padded column length.
// CHECK-LABEL: func.func @sum_rows_column_major
// CHECK:         scf.parallel {{.*}} step (%{{.*}})
// CHECK:           scf.for %[[K:[a-z0-9]+]] = {{.*}} step %{{.*}} {
// CHECK:             arith.muli %[[K]], %{{.*}} : index
// CHECK:             scf.for
// CHECK-COUNT-4:       vector.load {{.*}} : memref<?xi32>, vector<16xi32>
// CHECK-COUNT-4:       arith.addi {{.*}} : vector<16xi32>
func.func @sum_rows_column_major(%x: memref<?x?xi32, strided<[1, ?], offset: ?>>, %out: memref<?xi32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<?x?xi32, strided<[1, ?], offset: ?>>) outs(%out : memref<?xi32>) {
  ^bb0(%in: i32, %acc: i32):
    %s = arith.addi %acc, %in : i32
    linalg.yield %s : i32
  }
  return
}

// -----

// Left to the scalar loops: f16 elements, two reduction loops, a body
// that reads the accumulator twice, and operands strided along every loop.
// CHECK-LABEL: func.func @scalar
// CHECK-COUNT-4: linalg.generic
// CHECK-NOT:     vector.
func.func @scalar(%h: memref<8x37xf16>, %hout: memref<8xf16>, %x: memref<8x37xf32>, %s: memref<f32>, %out: memref<8xf32>,
                  %y: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%h : memref<8x37xf16>) outs(%hout : memref<8xf16>) {
  ^bb0(%in: f16, %acc: f16):
    %r = arith.addf %acc, %in : f16
    linalg.yield %r : f16
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%x : memref<8x37xf32>) outs(%s : memref<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.addf %acc, %in : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<8x37xf32>) outs(%out : memref<8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %acc, %in : f32
    %r = arith.mulf %a, %acc : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%y : memref<?x?xf32, strided<[?, ?], offset: ?>>) outs(%out : memref<8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.addf %acc, %in : f32
    linalg.yield %r : f32
  }
  return
}
