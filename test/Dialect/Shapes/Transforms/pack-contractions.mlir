// The checks below pin a tile of 6 rows of 512 bits (16 f32 lanes); the
// generic target's own tile (8 rows of 1024 bits) is checked at the end.
// RUN: shapes-opt %s -shapes-pack-contractions="vector-bits=512 mr=6 fma=false" -split-input-file | FileCheck %s
// RUN: shapes-opt %s -shapes-pack-contractions="vector-bits=512 mr=6 threads=2" -split-input-file | FileCheck %s --check-prefix=PAR
// RUN: shapes-opt %s -shapes-pack-contractions="vector-bits=512 mr=6" -split-input-file | FileCheck %s --check-prefix=FMA
// RUN: shapes-opt %s -shapes-pack-contractions -split-input-file | FileCheck %s --check-prefix=WIDE

// A matmul of `?` sizes: B's panel packed [nc/16][kc][16] with zeros past
// N, A's block [mc/6][kc][6] with zeros past M (through a transpose in
// registers where A's six rows are inside it), a 6 x 16 tile of vector
// accumulators updated by the op's body on a broadcast element of A and a
// row of B, read from and written to C by loops bounded by the valid rows
// and columns.

// CHECK-LABEL: func.func @matmul(
// CHECK-SAME: %[[A:.+]]: memref<?x?xf32>, %[[B:.+]]: memref<?x?xf32>, %[[C:.+]]: memref<?x?xf32>)
// CHECK-DAG: %[[M:.+]] = memref.dim %[[A]], %c0
// CHECK-DAG: %[[K:.+]] = memref.dim %[[A]], %c1
// CHECK-DAG: %[[N:.+]] = memref.dim %[[B]], %c1
// CHECK: %[[PB:.+]] = memref.alloc() {alignment = 64 : i64} : memref<192x256x16xf32>
// CHECK: %[[PA:.+]] = memref.alloc() {alignment = 64 : i64} : memref<24x256x6xf32>
// CHECK: %[[TILE:.+]] = memref.alloc() {alignment = 64 : i64} : memref<6x16xf32>
// CHECK: scf.for %[[JC:.+]] = %c0 to %[[N]] step %c3072
// CHECK: scf.for %[[PC:.+]] = %c0 to %[[K]] step %c256
//   Pack B, contiguous along N: a panel of 16 columns inside B is one
//   vector per k; one that crosses N goes element by element.
// CHECK: scf.for %[[PANEL:.+]] = %c0 to %{{.+}} step %c1
// CHECK: %[[COL0:.+]] = arith.addi %[[JC]], %{{.+}}
// CHECK: %[[COLEND:.+]] = arith.addi %[[COL0]], %c16
// CHECK: %[[INSIDE:.+]] = arith.cmpi ule, %[[COLEND]], %[[N]]
// CHECK: scf.if %[[INSIDE]] {
// CHECK: scf.for %[[P:.+]] = %c0 to %{{.+}} step %c1
// CHECK: %[[K0:.+]] = arith.addi %[[PC]], %[[P]]
// CHECK: %[[BROW:.+]] = vector.load %[[B]][%[[K0]], %[[COL0]]] : memref<?x?xf32>, vector<16xf32>
// CHECK: vector.store %[[BROW]], %[[PB]][%[[PANEL]], %[[P]], %c0]
// CHECK: } else {
// CHECK: %[[VALIDB:.+]] = arith.cmpi ult, %{{.+}}, %[[N]]
// CHECK: %[[BX:.+]] = memref.load %[[B]]
// CHECK: %[[BV:.+]] = arith.select %[[VALIDB]], %[[BX]], %cst
// CHECK: memref.store %[[BV]], %[[PB]]
// CHECK: scf.for %{{.+}} = %c0 to %[[M]] step %c144
//   Pack A: its rows are contiguous along K, so a panel inside A is
//   loaded 16 k at a time, one vector per row, transposed in registers and
//   stored 6 lanes per k; the k's after the last 16 element by element.
// CHECK: %[[AROWEND:.+]] = arith.addi %{{.+}}, %c6
// CHECK: %[[AINSIDE:.+]] = arith.cmpi ule, %[[AROWEND]], %[[M]]
// CHECK: scf.if %[[AINSIDE]] {
// CHECK: %[[TILES:.+]] = arith.divui %[[KC:.+]], %c16
// CHECK: scf.for %[[T:.+]] = %c0 to %[[TILES]] step %c1
// CHECK-COUNT-6: vector.load %[[A]]{{.*}} : memref<?x?xf32>, vector<16xf32>
// CHECK-COUNT-64: vector.shuffle
// CHECK: %[[SLICE:.+]] = vector.extract_strided_slice %{{.+}} {offsets = [0], sizes = [6], strides = [1]} : vector<16xf32> to vector<6xf32>
// CHECK: vector.store %[[SLICE]], %[[PA]]{{.*}} : memref<24x256x6xf32>, vector<6xf32>
// CHECK: %[[REST:.+]] = arith.muli %[[TILES]], %c16
// CHECK: scf.for %{{.+}} = %[[REST]] to %[[KC]] step %c1
// CHECK: memref.load %[[A]]
//   A panel that reaches past M element by element, with zeros.
// CHECK: } else {
// CHECK: %[[VALIDA:.+]] = arith.cmpi ult, %{{.+}}, %[[M]]
// CHECK: %[[AX:.+]] = memref.load %[[A]]
// CHECK: %[[AV:.+]] = arith.select %[[VALIDA]], %[[AX]], %cst
// CHECK: memref.store %[[AV]], %[[PA]]
//   The micro-kernel: a whole tile of C (contiguous rows) in vectors.
// CHECK: %[[ROWS:.+]] = arith.minui %c6, %{{.+}}
// CHECK: %[[COLS:.+]] = arith.minui %c16, %{{.+}}
// CHECK: %[[FULLR:.+]] = arith.cmpi eq, %[[ROWS]], %c6
// CHECK: %[[FULLC:.+]] = arith.cmpi eq, %[[COLS]], %c16
// CHECK: %[[WHOLE:.+]] = arith.andi %[[FULLR]], %[[FULLC]]
// CHECK: scf.if %[[WHOLE]] {
//   The rows of the next tile down, clamped to C's last row, prefetched
//   for writing at their first and last column.
// CHECK: %[[LASTROW:.+]] = arith.subi %[[M]], %c1
// CHECK: %[[LASTCOL:.+]] = arith.addi %[[COL0:.+]], %c15
// CHECK: %[[BELOW:.+]] = arith.addi %[[ROW0:.+]], %c6
// CHECK: %[[NEXT:.+]] = arith.minui %[[BELOW]], %[[LASTROW]]
// CHECK: memref.prefetch %[[C]][%[[NEXT]], %[[COL0]]], write, locality<3>, data
// CHECK: memref.prefetch %[[C]][%[[NEXT]], %[[LASTCOL]]], write, locality<3>, data
// CHECK-COUNT-10: memref.prefetch %[[C]]
// CHECK-NOT: memref.prefetch
// CHECK-COUNT-6: vector.load %[[C]]
// CHECK: scf.for
// CHECK: scf.yield
// CHECK-COUNT-6: vector.store %{{.+}}, %[[C]]
// CHECK: } else {
//   At an edge: C's valid rows and columns into the tile.
// CHECK: scf.for %{{.+}} = %c0 to %[[ROWS]] step %c1
// CHECK: scf.for %{{.+}} = %c0 to %[[COLS]] step %c1
// CHECK: memref.load %[[C]]
// CHECK: memref.store %{{.+}}, %[[TILE]]
// CHECK-COUNT-6: vector.load %[[TILE]]
// CHECK: scf.for %{{.+}} iter_args({{.+}}) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)
// CHECK: %[[ROW:.+]] = vector.load %[[PB]][{{.+}}] : memref<192x256x16xf32>, vector<16xf32>
// CHECK: %[[A0:.+]] = memref.load %[[PA]][%{{.+}}, %{{.+}}, %c0]
// CHECK: %[[S0:.+]] = vector.broadcast %[[A0]] : f32 to vector<16xf32>
// CHECK: %[[P0:.+]] = arith.mulf %[[S0]], %[[ROW]] : vector<16xf32>
// CHECK: arith.addf %{{.+}}, %[[P0]] : vector<16xf32>
// CHECK-COUNT-5: arith.mulf
// CHECK: scf.yield
// CHECK-COUNT-6: vector.store %{{.+}}, %[[TILE]]
//   The tile back into C's valid rows and columns.
// CHECK: scf.for %{{.+}} = %c0 to %[[ROWS]] step %c1
// CHECK: scf.for %{{.+}} = %c0 to %[[COLS]] step %c1
// CHECK: memref.load %[[TILE]]
// CHECK: memref.store %{{.+}}, %[[C]]
// CHECK: memref.dealloc %[[TILE]]
// CHECK: memref.dealloc %[[PA]]
// CHECK: memref.dealloc %[[PB]]
// CHECK-NOT: linalg.matmul

// With threads=2, N is cut into two column blocks of whole tiles (at most
// nc columns): an scf.parallel whose iterations allocate their own panel of
// B, block of A and tile; the pc, ic and tile loops inside are sequential,
// and nothing is allocated or freed outside.
// PAR-LABEL: func.func @matmul(
// PAR-SAME: %[[A:.+]]: memref<?x?xf32>, %[[B:.+]]: memref<?x?xf32>, %[[C:.+]]: memref<?x?xf32>)
// PAR-DAG: %[[M:.+]] = memref.dim %[[A]], %c0
// PAR-DAG: %[[K:.+]] = memref.dim %[[A]], %c1
// PAR-DAG: %[[N:.+]] = memref.dim %[[B]], %c1
// PAR-NOT: memref.alloc
// PAR: %[[N1:.+]] = arith.addi %[[N]], %c1
// PAR: %[[HALF:.+]] = arith.divui %[[N1]], %c2
// PAR: %[[HALF15:.+]] = arith.addi %[[HALF]], %c15
// PAR: %[[TILES:.+]] = arith.divui %[[HALF15]], %c16
// PAR: %[[COLS:.+]] = arith.muli %[[TILES]], %c16
// PAR: %[[ATLEAST:.+]] = arith.maxui %[[COLS]], %c16
// PAR: %[[WIDTH:.+]] = arith.minui %c3072, %[[ATLEAST]]
// PAR-NOT: memref.alloc
// PAR: scf.parallel (%[[JC:.+]]) = (%c0) to (%[[N]]) step (%[[WIDTH]]) {
// PAR-NEXT: %[[PB:.+]] = memref.alloc() {alignment = 64 : i64} : memref<192x256x16xf32>
// PAR-NEXT: %[[PA:.+]] = memref.alloc() {alignment = 64 : i64} : memref<24x256x6xf32>
// PAR-NEXT: %[[TILE:.+]] = memref.alloc() {alignment = 64 : i64} : memref<6x16xf32>
// PAR-NEXT: %[[LEFT:.+]] = arith.subi %[[N]], %[[JC]]
// PAR-NEXT: %[[NC:.+]] = arith.minui %[[WIDTH]], %[[LEFT]]
// PAR-NOT: scf.parallel
// PAR: scf.for %[[PC:.+]] = %c0 to %[[K]] step %c256 {
// PAR: memref.store %{{.+}}, %[[PB]]
// PAR: scf.for %[[IC:.+]] = %c0 to %[[M]] step %c144 {
// PAR: memref.store %{{.+}}, %[[PA]]
// PAR: memref.load %[[TILE]]
// PAR: memref.dealloc %[[TILE]]
// PAR-NEXT: memref.dealloc %[[PA]]
// PAR-NEXT: memref.dealloc %[[PB]]
// PAR-NEXT: scf.reduce
// PAR-NOT: memref.dealloc
// PAR: return
// With fma (the default), the body's multiply and add are one vector.fma
// per row of the tile, the broadcast element of A times the row of B plus
// the accumulator; integer and bf16 bodies keep their ops.
// FMA-LABEL: func.func @matmul(
// FMA: %[[ROW:.+]] = vector.load %{{.+}} : memref<192x256x16xf32>, vector<16xf32>
// FMA: %[[S0:.+]] = vector.broadcast %{{.+}} : f32 to vector<16xf32>
// FMA: vector.fma %[[S0]], %[[ROW]], %{{.+}} : vector<16xf32>
// FMA-NOT: arith.mulf
// FMA-LABEL: func.func @batched_widening(
// FMA: vector.fma %{{.+}}, %{{.+}}, %{{.+}} : vector<16xf32>
// FMA-LABEL: func.func @integer(
// FMA: arith.muli %{{.+}}, %{{.+}} : vector<16xi32>
// FMA: arith.addi %{{.+}}, %{{.+}} : vector<16xi32>
// FMA-LABEL: func.func @bf16(
// FMA-NOT: vector.fma
// FMA: arith.mulf %{{.+}}, %{{.+}} : vector<32xbf16>
// FMA: arith.addf %{{.+}}, %{{.+}} : vector<32xbf16>
// FMA-NOT: vector.fma
// FMA-LABEL: func.func @left_alone(
// The generic target's tile (VectorTarget::fitContractionTile): rows of
// two 512-bit registers (32 f32 lanes) and 8 rows, 16 accumulators.
// WIDE-LABEL: func.func @matmul(
// WIDE: memref.alloc() {alignment = 64 : i64} : memref<96x256x32xf32>
// WIDE: memref.alloc() {alignment = 64 : i64} : memref<18x256x8xf32>
// WIDE: memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
// WIDE: scf.for %{{.+}} iter_args({{.+}}) -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
// WIDE: %[[ROW:.+]] = vector.load %{{.+}} : memref<96x256x32xf32>, vector<32xf32>
// WIDE-COUNT-8: vector.fma %{{.+}}, %[[ROW]], %{{.+}} : vector<32xf32>
// WIDE-NEXT: scf.yield
func.func @matmul(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  return
}

// -----

// With threads=2 and static sizes where N < M (here fixed by the result's
// type, though A and B are `?`), the scf.parallel cuts M instead: shares
// of ceil(100 / 2) rows rounded up to whole tiles of 6 (54), each
// iteration with its own buffers and the sequential jc loop over N, its
// ic loop over its own rows only. B's panel is fitted to N (32 columns).
// PAR-LABEL: func.func @tall(
// PAR-SAME: %[[A:.+]]: memref<100x?xf32>, %[[B:.+]]: memref<?x20xf32>, %[[C:.+]]: memref<100x20xf32>)
// PAR: %[[HALF1:.+]] = arith.addi %c100, %c1
// PAR: %[[HALF:.+]] = arith.divui %[[HALF1]], %c2
// PAR: %[[HALF5:.+]] = arith.addi %[[HALF]], %c5
// PAR: %[[TILES:.+]] = arith.divui %[[HALF5]], %c6
// PAR: %[[ROWS:.+]] = arith.muli %[[TILES]], %c6
// PAR: %[[WIDTH:.+]] = arith.maxui %[[ROWS]], %c6
// PAR-NOT: arith.minui
// PAR: scf.parallel (%[[I0:.+]]) = (%c0) to (%c100) step (%[[WIDTH]]) {
// PAR-NEXT: memref.alloc() {alignment = 64 : i64} : memref<2x{{.+}}x16xf32>
// PAR-NEXT: memref.alloc() {alignment = 64 : i64} : memref<17x{{.+}}x6xf32>
// PAR-NEXT: memref.alloc() {alignment = 64 : i64} : memref<6x16xf32>
// PAR-NEXT: %[[SHAREEND:.+]] = arith.addi %[[I0]], %[[WIDTH]]
// PAR-NEXT: %[[END:.+]] = arith.minui %c100, %[[SHAREEND]]
// PAR-NEXT: scf.for %{{.+}} = %c0 to %c20 step %c32 {
// PAR: scf.for %[[IC:.+]] = %[[I0]] to %[[END]] step %c102 {
// PAR-NEXT: %[[LEFT:.+]] = arith.subi %[[END]], %[[IC]]
// PAR-NEXT: arith.minui %c102, %[[LEFT]]
// PAR: scf.reduce
func.func @tall(%a: memref<100x?xf32>, %b: memref<?x20xf32>, %c: memref<100x20xf32>) {
  linalg.matmul ins(%a, %b : memref<100x?xf32>, memref<?x20xf32>) outs(%c : memref<100x20xf32>)
  return
}

// -----

// Static sizes shrink the blocks: 7 x 5 by 17 packs one panel of B and one
// block of A of 17 k. A transposed A (column-major, strided) is contiguous
// along M: a panel of 6 rows inside A is read as one vector per k from a
// view with M last, the 7th row through A's strides element by element.
// f64 rows are 8 wide. A result that is not contiguous along N always
// goes through the tile buffer.

// CHECK-LABEL: func.func @static_f64(
// CHECK-SAME: %[[A:.+]]: memref<7x17xf64, strided<[1, 7]>>
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<1x17x8xf64>
// CHECK: %[[PA:.+]] = memref.alloc() {alignment = 64 : i64} : memref<2x17x6xf64>
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<6x8xf64>
// CHECK: %[[AT:.+]] = memref.transpose %[[A]] (d0, d1) -> (d1, d0) : memref<7x17xf64, strided<[1, 7]>> to memref<17x7xf64, strided<[7, 1]>>
// CHECK: scf.if
// CHECK: %[[AROW:.+]] = vector.load %[[AT]][%{{.+}}, %{{.+}}] : memref<17x7xf64, strided<[7, 1]>>, vector<6xf64>
// CHECK: vector.store %[[AROW]], %[[PA]][%{{.+}}, %{{.+}}, %c0] : memref<2x17x6xf64>, vector<6xf64>
// CHECK: } else {
// CHECK: memref.load %[[A]][%{{.+}}, %{{.+}}] : memref<7x17xf64, strided<[1, 7]>>
// CHECK: arith.mulf %{{.+}}, %{{.+}} : vector<8xf64>
func.func @static_f64(%a: memref<7x17xf64, strided<[1, 7]>>, %b: memref<17x5xf64>, %c: memref<7x5xf64>) {
  linalg.matmul ins(%a, %b : memref<7x17xf64, strided<[1, 7]>>, memref<17x5xf64>) outs(%c : memref<7x5xf64>)
  return
}

// CHECK-LABEL: func.func @strided_result(
// CHECK: memref.store %{{.+}}, %alloc_0
// CHECK-NOT: scf.if
// CHECK: arith.mulf %{{.+}}, %{{.+}} : vector<16xf32>
// CHECK-NOT: vector.store %{{.+}}, %arg2
func.func @strided_result(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32, strided<[1, 64]>>) {
  linalg.matmul ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>) outs(%c : memref<64x64xf32, strided<[1, 64]>>)
  return
}

// -----

// The importer's dot with a batch dimension and bf16 operands widened to
// f32: the batch loop outside the blocks, the operands packed as bf16, the
// body's extf cloned on vectors. An integer body multiplies and adds.

// CHECK-LABEL: func.func @batched_widening(
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<1x3x16xbf16>
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<2x3x6xbf16>
// CHECK: scf.for %[[BATCH:.+]] = %c0 to %c4 step %c1
// CHECK: memref.load %{{.+}}[%[[BATCH]], %{{.+}}, %{{.+}}] : memref<4x3x5xbf16>
// CHECK: vector.broadcast %{{.+}} : bf16 to vector<16xbf16>
// CHECK: arith.extf %{{.+}} : vector<16xbf16> to vector<16xf32>
// CHECK: arith.extf %{{.+}} : vector<16xbf16> to vector<16xf32>
// CHECK: arith.mulf %{{.+}}, %{{.+}} : vector<16xf32>
func.func @batched_widening(%a: memref<4x7x3xbf16>, %b: memref<4x3x5xbf16>, %c: memref<4x7x5xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%a, %b : memref<4x7x3xbf16>, memref<4x3x5xbf16>) outs(%c : memref<4x7x5xf32>) {
  ^bb0(%x: bf16, %y: bf16, %o: f32):
    %xf = arith.extf %x : bf16 to f32
    %yf = arith.extf %y : bf16 to f32
    %p = arith.mulf %xf, %yf : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  }
  return
}

// CHECK-LABEL: func.func @integer(
// CHECK: arith.muli %{{.+}}, %{{.+}} : vector<16xi32>
// CHECK: arith.addi %{{.+}}, %{{.+}} : vector<16xi32>
func.func @integer(%a: memref<9x9xi32>, %b: memref<9x9xi32>, %c: memref<9x9xi32>) {
  linalg.matmul ins(%a, %b : memref<9x9xi32>, memref<9x9xi32>) outs(%c : memref<9x9xi32>)
  return
}

// A bf16 body keeps its multiply and add, with fma too: -shapes-expand-bf16
// computes each in f32 between explicit roundings, where a vector.fma of
// bf16 vectors would need compiler-rt's conversions.

// CHECK-LABEL: func.func @bf16(
// CHECK: arith.mulf %{{.+}}, %{{.+}} : vector<32xbf16>
func.func @bf16(%a: memref<9x9xbf16>, %b: memref<9x9xbf16>, %c: memref<9x9xbf16>) {
  linalg.matmul ins(%a, %b : memref<9x9xbf16>, memref<9x9xbf16>) outs(%c : memref<9x9xbf16>)
  return
}

// -----

// Left alone: ops on tensors, and a contraction with two K dimensions.

// CHECK-LABEL: func.func @left_alone(
// CHECK: linalg.matmul
// CHECK: linalg.generic
func.func @left_alone(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %c: tensor<4x4xf32>,
                      %x: memref<4x3x2xf32>, %y: memref<3x2x5xf32>, %z: memref<4x5xf32>) -> tensor<4x4xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  linalg.generic {indexing_maps = [affine_map<(m, n, k1, k2) -> (m, k1, k2)>, affine_map<(m, n, k1, k2) -> (k1, k2, n)>, affine_map<(m, n, k1, k2) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%x, %y : memref<4x3x2xf32>, memref<3x2x5xf32>) outs(%z : memref<4x5xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %p = arith.mulf %u, %v : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  }
  return %r : tensor<4x4xf32>
}
