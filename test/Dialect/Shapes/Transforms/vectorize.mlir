// RUN: shapes-opt %s -split-input-file -pass-pipeline="builtin.module(func.func(shapes-vectorize{streaming-threshold=0 row-streams=4}))" | FileCheck %s
// RUN: shapes-opt %s -split-input-file -pass-pipeline="builtin.module(func.func(shapes-vectorize))" | FileCheck %s --check-prefix=SMALL

// An elementwise generic with a broadcast operand: rows of 48 are walked
// by an scf.parallel; per row, a scalar head up to the first 64-byte
// aligned address, 16-lane vector loads of the contiguous operands,
// non-temporal aligned stores, and a scalar tail; each source of at least
// the threshold (here every one) is prefetched 4 KiB ahead, clamped to its
// last element; after the nest, a fence (non-temporal stores are weakly
// ordered). Three rows are too few to split into row streams (the three
// arrays would get 2, of at least 2 rows each).
// CHECK-LABEL: func.func @add_rows
// CHECK:         scf.parallel
// CHECK:           memref.extract_aligned_pointer_as_index
// CHECK:           %[[HEADMASK:.*]] = vector.create_mask
// CHECK:           vector.maskedload %{{.*}}[%{{.*}}], %[[HEADMASK]]
// CHECK:           vector.maskedstore %{{.*}}[%{{.*}}], %[[HEADMASK]]
// CHECK:           scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %c16
// CHECK:             %[[AT:.*]] = arith.addi %{{.*}}, %[[J]]
// CHECK:             %[[AHEAD:.*]] = arith.addi %[[AT]], %c1024
// CHECK:             %[[CLAMPED:.*]] = arith.minui %[[AHEAD]], %c143
// CHECK:             memref.prefetch %[[M:.*]][%[[CLAMPED]]], read, locality<3>, data : memref<144xf32>
// CHECK:             vector.load %[[M]][%[[AT]]] : memref<144xf32>, vector<16xf32>
// CHECK:             vector.load %{{.*}} : memref<48xf32>, vector<16xf32>
// CHECK:             arith.addf %{{.*}}, %{{.*}} : vector<16xf32>
// CHECK:             vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true} : memref<144xf32>, vector<16xf32>
// CHECK:           %[[TAILMASK:.*]] = vector.create_mask
// CHECK:           arith.addf %{{.*}}, %{{.*}} : vector<16xf32>
// CHECK:           vector.maskedstore %{{.*}}[%{{.*}}], %[[TAILMASK]]
// CHECK-NOT:       memref.store
// CHECK:           scf.reduce
// CHECK-NEXT:    }
// CHECK-NEXT:    llvm.fence seq_cst
// CHECK-NOT:     linalg.generic
// Below the threshold the stores are plain and unaligned, with no head,
// no prefetch and no fence.
// SMALL-LABEL: func.func @add_rows
// SMALL-NOT:     extract_aligned_pointer
// SMALL-NOT:     memref.prefetch
// SMALL:         vector.store %{{.*}} : memref<144xf32>, vector<16xf32>
// SMALL-NOT:     llvm.fence
// SMALL:         return
func.func @add_rows(%m: memref<3x48xf32>, %v: memref<48xf32>, %out: memref<3x48xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%m, %v : memref<3x48xf32>, memref<48xf32>) outs(%out : memref<3x48xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Row streams: with non-temporal stores, the rows are split into groups
// walked side by side, their vectors interleaved. Three arrays (%m, %v and
// %out, all beyond the zero threshold) get 2 streams: instance i of the
// scf.parallel does rows i and i + 5. The second group is one row short:
// for i = 4 the rows are done one by one (each with its prefetches), those
// below 9 only. The interleaved rows are not prefetched.
// CHECK:       #[[ROW:.*]] = affine_map<(d0) -> (d0 * 48)>
// CHECK-LABEL: func.func @add_row_streams
// CHECK-DAG:     %[[C5:.*]] = arith.constant 5 : index
// CHECK-DAG:     %[[C9:.*]] = arith.constant 9 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK:         scf.parallel (%[[I:.*]]) = (%{{.*}}) to (%[[C5]])
// CHECK:           %[[LAST:.*]] = arith.addi %[[I]], %[[C5]] : index
// CHECK:           %[[COMPLETE:.*]] = arith.cmpi ult, %[[LAST]], %[[C9]] : index
// CHECK:           scf.if %[[COMPLETE]] {
// CHECK:             affine.apply #[[ROW]](%[[I]])
// CHECK:             %[[R1:.*]] = arith.addi %[[I]], %[[C5]] : index
// CHECK:             affine.apply #[[ROW]](%[[R1]])
// CHECK:             vector.maskedstore
// CHECK:             vector.maskedstore
// CHECK:             scf.for %{{.*}} step %c16 {
// CHECK-NOT:           memref.prefetch
// CHECK:               vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true}
// CHECK-NOT:           memref.prefetch
// CHECK:               vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true}
// CHECK-NEXT:        }
// CHECK:             vector.maskedstore
// CHECK:             vector.maskedstore
// CHECK:           } else {
// CHECK:             scf.for %[[S:.*]] = %{{.*}} to %[[C2]]
// CHECK:               %[[OFFSET:.*]] = arith.muli %[[S]], %[[C5]] : index
// CHECK:               %[[ROW:.*]] = arith.addi %[[I]], %[[OFFSET]] : index
// CHECK:               %[[IN:.*]] = arith.cmpi ult, %[[ROW]], %[[C9]] : index
// CHECK:               scf.if %[[IN]] {
// CHECK:                 scf.for %{{.*}} step %c16 {
// CHECK:                   memref.prefetch
// CHECK:                   vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true}
// CHECK-NEXT:            }
// CHECK:         llvm.fence seq_cst
// Below the threshold: one row at a time.
// SMALL-LABEL: func.func @add_row_streams
// SMALL:         scf.parallel (%{{.*}}) = (%{{.*}}) to (%c9)
// SMALL-NOT:     scf.if
// SMALL:         return
func.func @add_row_streams(%m: memref<9x48xf32>, %v: memref<48xf32>, %out: memref<9x48xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%m, %v : memref<9x48xf32>, memref<48xf32>) outs(%out : memref<9x48xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Two arrays get 4 row streams. The 8 rows of a rank-3 nest are numbered
// in the destination's order (row r is (r / 4, r % 4)); 4 groups of 2 rows
// leave no short one, so there is no scf.if.
// CHECK-LABEL: func.func @negate_row_streams
// CHECK:         scf.parallel (%[[I:.*]]) = (%{{.*}}) to (%c2)
// CHECK-NOT:       scf.if
// CHECK:           arith.remui %[[I]], %c4 : index
// CHECK:           arith.divui %[[I]], %c4 : index
// CHECK:           %[[R1:.*]] = arith.addi %[[I]], %c2 : index
// CHECK:           arith.remui %[[R1]], %c4 : index
// CHECK:           %[[R2:.*]] = arith.addi %[[I]], %c4 : index
// CHECK:           %[[R3:.*]] = arith.addi %[[I]], %c6 : index
// CHECK:           scf.for %{{.*}} step %c16 {
// CHECK-COUNT-4:     arith.negf %{{.*}} : vector<16xf32>
// CHECK-NOT:         memref.prefetch
// CHECK:           }
// CHECK:         llvm.fence seq_cst
func.func @negate_row_streams(%m: memref<2x4x64xf32>, %out: memref<2x4x64xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
                  iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%m : memref<2x4x64xf32>) outs(%out : memref<2x4x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.negf %a : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Five arrays: one row stream, and no prefetches (they cost more than they
// gain with that many streams).
// CHECK-LABEL: func.func @sum4
// CHECK:         scf.parallel (%{{.*}}) = (%{{.*}}) to (%c8)
// CHECK-NOT:       scf.if
// CHECK-NOT:       memref.prefetch
// CHECK:           vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true}
// CHECK-NOT:       memref.prefetch
// CHECK:         llvm.fence seq_cst
func.func @sum4(%a: memref<8x64xf32>, %b: memref<8x64xf32>, %c: memref<8x64xf32>, %d: memref<8x64xf32>, %out: memref<8x64xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%a, %b, %c, %d : memref<8x64xf32>, memref<8x64xf32>, memref<8x64xf32>, memref<8x64xf32>) outs(%out : memref<8x64xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %w: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %t = arith.addf %z, %w : f32
    %u = arith.addf %s, %t : f32
    linalg.yield %u : f32
  }
  return
}

// -----

// An operand that does not depend on the innermost loop is read once per
// row and broadcast; so is a value from outside the body (the greedy driver
// hoists the body's constant out of it).
// CHECK-LABEL: func.func @scale_columns
// CHECK:         %[[C2:.*]] = arith.constant 2.000000e+00 : f32
// CHECK:         scf.parallel
// CHECK:           %[[S:.*]] = memref.load %{{.*}} : memref<8xf32>
// CHECK-NEXT:      %[[B:.*]] = vector.broadcast %[[S]] : f32 to vector<16xf32>
// CHECK:           vector.maskedstore
// CHECK:           scf.for
// CHECK:             %[[X:.*]] = vector.load
// CHECK:             %[[M:.*]] = arith.mulf %[[X]], %[[B]] : vector<16xf32>
// CHECK:             %[[SPLAT:.*]] = vector.broadcast %[[C2]] : f32 to vector<16xf32>
// CHECK:             arith.mulf %[[M]], %[[SPLAT]] : vector<16xf32>
func.func @scale_columns(%m: memref<8x64xf32>, %v: memref<8xf32>, %out: memref<8x64xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%m, %v : memref<8x64xf32>, memref<8xf32>) outs(%out : memref<8x64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %c2 = arith.constant 2.0 : f32
    %p = arith.mulf %a, %b : f32
    %q = arith.mulf %p, %c2 : f32
    linalg.yield %q : f32
  }
  return
}

// -----

// A transposing copy (a relayout to column-major): 16x16 tiles in blocks
// of 8x8 tiles, the column blocks in parallel (after a head up to the
// first aligned column), each block walked row of tiles by row of tiles;
// 16 vector loads along source rows, 64 vector.shuffle (the in-register
// transpose), 16 non-temporal stores of whole destination lines, each
// followed by a prefetch of a line of the next block (here the last whole
// block, the only one): the k-th tile of a block prefetches the source
// rows 2k and 2k + 1 of the column block, 8 vectors of 16 each (at the
// last element of each: +15, +31, ... +127, then +131 + 15 ...); the
// last rows (131 = 8 * 16 + 3) in edge tiles (masked loads of the
// logical elements, masked stores of the rows and columns of the edge,
// no scalar loop), and the columns outside the tiles too, each block a
// share of the rows (or after the loop if there is no tile).
// CHECK-LABEL: func.func @transpose
// CHECK:         memref.extract_aligned_pointer_as_index
// CHECK:         scf.parallel (%[[BLOCK:.*]]) = (%c0) to
// CHECK:           %[[FIRST:.*]] = arith.muli %[[BLOCK]], %c8
// CHECK:           %[[END:.*]] = arith.minui
// CHECK:           scf.for %[[RB:.*]] = %c0 to %c1 step %c1
// CHECK:             %[[FIRSTROW:.*]] = arith.muli %[[RB]], %c8
// CHECK:             %[[NEXT:.*]] = arith.minui %{{.*}}, %c0
// CHECK:             %[[NEXTROW:.*]] = arith.muli %[[NEXT]], %c16
// CHECK:             scf.for %[[RT:.*]] = %[[FIRSTROW]] to %{{.*}} step %c1
// CHECK:               %[[TILEROW:.*]] = arith.subi %[[RT]], %[[FIRSTROW]]
// CHECK:               scf.for %[[CT:.*]] = %[[FIRST]] to %[[END]] step %c1
// CHECK:                 %[[K8:.*]] = arith.muli %[[TILEROW]], %c8
// CHECK:                 %[[INBLOCK:.*]] = arith.subi %[[CT]], %[[FIRST]]
// CHECK:                 %[[K:.*]] = arith.addi %[[K8]], %[[INBLOCK]]
// CHECK:                 %[[K2:.*]] = arith.muli %[[K]], %c2
// CHECK:                 %[[OFFSET:.*]] = arith.minui %[[K2]], %{{.*}}
// CHECK:                 %[[AROW:.*]] = arith.addi %{{.*}}, %[[OFFSET]]
// CHECK:                 %[[AT:.*]] = arith.muli %[[AROW]], %c131
// CHECK:                 %[[AT0:.*]] = arith.addi %c0, %[[AT]]
// CHECK:                 %[[BASE:.*]] = arith.addi %[[AT0]], %[[NEXTROW]]
// CHECK:                 %[[P0:.*]] = arith.addi %[[BASE]], %c15
// CHECK:                 %[[P1:.*]] = arith.addi %[[BASE]], %c31
// CHECK:                 %[[P7:.*]] = arith.addi %[[BASE]], %c127
// CHECK-NEXT:            %[[P8:.*]] = arith.addi %[[BASE]], %c146
// CHECK-COUNT-16:        vector.load %[[SRC:[a-z_0-9]+]][%{{.*}}] : memref<6288xf32>, vector<16xf32>
// CHECK-COUNT-64:        vector.shuffle
// CHECK-NOT:             vector.transpose
// CHECK:                 vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true}
// CHECK-NEXT:            memref.prefetch %[[SRC]][%[[P0]]], read, locality<1>, data
// CHECK:                 vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true}
// CHECK-NEXT:            memref.prefetch %[[SRC]][%[[P1]]], read, locality<1>, data
// CHECK-COUNT-6:         memref.prefetch
// CHECK:                 vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true}
// CHECK-NEXT:            memref.prefetch %[[SRC]][%[[P8]]], read, locality<1>, data
// CHECK-COUNT-7:         memref.prefetch
// CHECK-NEXT:          }
// CHECK-NOT:         memref.store
// CHECK:             scf.for %{{.*}} = %c128 to %c131 step %c16
// CHECK:               scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c16
// CHECK-COUNT-16:        vector.maskedload %[[SRC]]
// CHECK-COUNT-64:        vector.shuffle
// CHECK-COUNT-16:        vector.maskedstore
// CHECK-NOT:         memref.store
// CHECK:           %[[SHARE:.*]] = arith.muli %[[BLOCK]], %c131
// CHECK:           %[[LO:.*]] = arith.divui %[[SHARE]], %[[BLOCKS:.*]] : index
// CHECK:           %[[NEXTBLOCK:.*]] = arith.addi %[[BLOCK]], %c1
// CHECK:           %[[SHARE2:.*]] = arith.muli %[[NEXTBLOCK]], %c131
// CHECK:           %[[HI:.*]] = arith.divui %[[SHARE2]], %[[BLOCKS]] : index
// CHECK:           scf.for %{{.*}} = %[[LO]] to %[[HI]] step %c16
// CHECK:             scf.for %{{.*}} = %c0 to %[[HEAD:.*]] step %c16
// CHECK:               vector.maskedstore
// CHECK-NOT:         memref.store
// CHECK:           scf.for %{{.*}} = %[[LO]] to %[[HI]] step %c16
// CHECK:             scf.for %{{.*}} = %[[TAIL:.*]] to %c48 step %c16
// CHECK:               vector.maskedstore
// CHECK-NOT:         memref.store
// CHECK:           scf.reduce
// CHECK:         %[[NONE:.*]] = arith.cmpi eq, %{{.*}}, %c0
// CHECK:         scf.if %[[NONE]] {
// CHECK:           scf.for %{{.*}} = %c0 to %c131 step %c16
// CHECK:             scf.for %{{.*}} = %c0 to %[[HEAD]] step %c16
// CHECK:           scf.for %{{.*}} = %c0 to %c131 step %c16
// CHECK:             scf.for %{{.*}} = %[[TAIL]] to %c48 step %c16
// CHECK-NOT:     memref.store
// CHECK:         llvm.fence seq_cst
// CHECK-NEXT:    return
// CHECK-NOT:     linalg.copy
func.func @transpose(%src: memref<48x131xf32>, %dst: memref<48x131xf32, #shapes.layout<minor_to_major = [0, 1]>>) {
  linalg.copy ins(%src : memref<48x131xf32>) outs(%dst : memref<48x131xf32, #shapes.layout<minor_to_major = [0, 1]>>)
  return
}

// -----

// Fewer rows than a block of tiles (35 < 8 * 16): no prefetch (the
// source is small enough for the cache).
// CHECK-LABEL: func.func @transpose_short
// CHECK:         scf.parallel
// CHECK-COUNT-64:  vector.shuffle
// CHECK-NOT:     memref.prefetch
// CHECK:         return
func.func @transpose_short(%src: memref<48x35xf32>, %dst: memref<48x35xf32, #shapes.layout<minor_to_major = [0, 1]>>) {
  linalg.copy ins(%src : memref<48x35xf32>) outs(%dst : memref<48x35xf32, #shapes.layout<minor_to_major = [0, 1]>>)
  return
}

// -----

// Left to the scalar lowering: i1 elements (not whole bytes), a dynamic
// stride along the innermost loop, an operand strided along the innermost
// loop and contiguous along none, and a transposed operand in a nest smaller than one 16x16 tile.
// CHECK-LABEL: func.func @not_vectorized
// CHECK-NOT:     vector.
// CHECK:         linalg.copy
// CHECK:         memref.copy
// CHECK:         linalg.generic
// CHECK:         linalg.generic
func.func @not_vectorized(%b: memref<4x40xi1>, %bo: memref<4x40xi1, #shapes.layout<minor_to_major = [0, 1]>>,
                          %d: memref<?xf32, strided<[?]>>, %do: memref<?xf32>,
                          %m: memref<40x40xf32, strided<[80, 2]>>, %o: memref<40x40xf32>,
                          %s: memref<8x40xf32>, %so: memref<40x8xf32>) {
  linalg.copy ins(%b : memref<4x40xi1>) outs(%bo : memref<4x40xi1, #shapes.layout<minor_to_major = [0, 1]>>)
  memref.copy %d, %do : memref<?xf32, strided<[?]>> to memref<?xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%m : memref<40x40xf32, strided<[80, 2]>>) outs(%o : memref<40x40xf32>) {
  ^bb0(%a: f32, %x: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%s : memref<8x40xf32>) outs(%so : memref<40x8xf32>) {
  ^bb0(%a: f32, %x: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  }
  return
}

// -----

// An elementwise nest with an operand strided along the innermost loop but
// contiguous along another (a fused relayout): 16x16 tiles of that operand
// are loaded along its rows and transposed in registers; the other operands
// are read row by row (%v, invariant along the rows, as a broadcast
// scalar). The 40x40 nest has 2x2 whole tiles; the rest is scalar.
// CHECK-LABEL: func.func @transposed_operand
// CHECK:         scf.parallel
// CHECK:         scf.for
// CHECK-COUNT-16: vector.load %{{.*}} : memref<1600xf32>, vector<16xf32>
// CHECK-COUNT-64: vector.shuffle
// CHECK:         memref.load %{{.*}} : memref<40xf32>
// CHECK:         vector.broadcast %{{.*}} : f32 to vector<16xf32>
// CHECK:         vector.load %{{.*}} : memref<1600xf32>, vector<16xf32>
// CHECK:         arith.addf %{{.*}} : vector<16xf32>
// CHECK:         arith.mulf %{{.*}} : vector<16xf32>
// CHECK:         vector.store %{{.*}} : memref<1600xf32>, vector<16xf32>
// CHECK-NOT:     linalg.generic
func.func @transposed_operand(%t: memref<40x40xf32>, %v: memref<40xf32>, %y: memref<40x40xf32>, %o: memref<40x40xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>,
                                   affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%t, %v, %y : memref<40x40xf32>, memref<40xf32>, memref<40x40xf32>) outs(%o : memref<40x40xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %x: f32):
    %s = arith.addf %a, %b : f32
    %p = arith.mulf %s, %c : f32
    linalg.yield %p : f32
  }
  return
}

// -----

// A transposing copy into the caller's padded buffer writes the padding in
// the same sweep, and marks the argument so that -shapes-lower-layouts
// does not fill it at the entry. The flat view covers the physical buffer
// (48 x 24). The last tile of each row of tiles (columns 32..47, of which
// 32..39 are logical) is partial: source row c + k is loaded with the mask
// of the logical lanes (none when c + k is a padding column: a count of 0,
// not a select of two masks), with the padding value (1) in the other
// lanes, and stored whole. Rows 16..23
// (after the tiles) go element by element: the logical elements up to
// row 20, then the padding value.
// CHECK-LABEL: func.func @transpose_padded
// CHECK-SAME:    {shapes.padding_written}
// CHECK-DAG:     %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG:     %[[ONES:.*]] = arith.constant dense<1.000000e+00> : vector<16xf32>
// CHECK:         %[[FLAT:.*]] = memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [1152], strides: [1]
// CHECK:         scf.parallel
// CHECK:               vector.load
// CHECK:               vector.store %{{.*}}, %[[FLAT]]{{.*}}nontemporal = true
// CHECK:             scf.for
// CHECK:               %[[ROWS:.*]] = arith.minui %{{.*}}, %c16 : index
// CHECK:               %[[IN:.*]] = arith.cmpi ult, %{{.*}}, %c40 : index
// CHECK:               %[[COUNT:.*]] = arith.select %[[IN]], %[[ROWS]], %c0 : index
// CHECK:               %[[MASK:.*]] = vector.create_mask %[[COUNT]] : vector<16xi1>
// CHECK:               vector.maskedload %{{.*}}[%{{.*}}], %[[MASK]], %[[ONES]]
// CHECK-COUNT-15:      vector.maskedload
// CHECK-COUNT-64:      vector.shuffle
// CHECK-COUNT-16:      vector.store %{{.*}}, %[[FLAT]]{{.*}}nontemporal = true
// CHECK:           scf.for %[[R:.*]] = %c16 to %c24
// CHECK:             %[[LOGICAL:.*]] = arith.cmpi ult, %[[R]], %c20
// CHECK:             %[[END:.*]] = arith.select %[[LOGICAL]]
// CHECK:             scf.for %{{.*}} = %{{.*}} to %[[END]]
// CHECK:               memref.load
// CHECK:               memref.store
// CHECK:             scf.for
// CHECK:               vector.store %[[ONES]], %[[FLAT]]
// CHECK:             scf.for
// CHECK:               memref.store %[[ONE]], %[[FLAT]]
// CHECK:         llvm.fence seq_cst
func.func @transpose_padded(%src: memref<40x20xf32>, %dst: memref<40x20xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [48, 24], padding_value = one>>) {
  linalg.copy ins(%src : memref<40x20xf32>) outs(%dst : memref<40x20xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [48, 24], padding_value = one>>)
  return
}

// -----

// An elementwise nest into a padded buffer: the rows of the outer loop
// beyond the logical ones (row 3) are all padding (-inf); a logical row
// gets its padding (columns 35..39) after its elements (the last three,
// 32..34, one masked vector).
// CHECK-LABEL: func.func @add_padded
// CHECK-SAME:    {shapes.padding_written}
// CHECK-DAG:     %[[LOWEST:.*]] = arith.constant 0xFF800000 : f32
// CHECK-DAG:     %[[LOWESTS:.*]] = arith.constant dense<0xFF800000> : vector<16xf32>
// CHECK:         %[[FLAT:.*]] = memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [160], strides: [1]
// CHECK:         scf.parallel (%[[I:.*]]) = (%c0) to (%c4)
// CHECK:           %[[BEYOND:.*]] = arith.cmpi uge, %[[I]], %c3
// CHECK:           scf.if %[[BEYOND]] {
// CHECK:             vector.store %[[LOWESTS]], %[[FLAT]]
// CHECK:             memref.store %[[LOWEST]], %[[FLAT]]
// CHECK:           } else {
// CHECK:             arith.addf %{{.*}} : vector<16xf32>
// CHECK:             %[[TAILMASK:.*]] = vector.create_mask
// CHECK:             arith.addf %{{.*}} : vector<16xf32>
// CHECK:             vector.maskedstore %[[FLAT]][%{{.*}}], %[[TAILMASK]]
// CHECK:             %[[FROM:.*]] = arith.minui %c35, %c40
// CHECK:             scf.for %{{.*}} = %[[FROM]] to
// CHECK:               vector.store %[[LOWESTS]], %[[FLAT]]
// CHECK:             scf.for %{{.*}} to %c40
// CHECK:               memref.store %[[LOWEST]], %[[FLAT]]
// CHECK:           }
func.func @add_padded(%m: memref<3x35xf32>, %v: memref<35xf32>, %out: memref<3x35xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [4, 40], padding_value = lowest>>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%m, %v : memref<3x35xf32>, memref<35xf32>) outs(%out : memref<3x35xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [4, 40], padding_value = lowest>>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A buffer the function allocates is marked the same way (its padding is
// not filled where it is allocated).
// CHECK-LABEL: func.func @transpose_padded_returned
// CHECK:         memref.alloc() {alignment = 64 : i64, shapes.padding_written}
// CHECK:         vector.maskedload
func.func @transpose_padded_returned(%src: memref<40x20xf32>) -> memref<40x20xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [48, 24]>> {
  %dst = memref.alloc() {alignment = 64 : i64} : memref<40x20xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [48, 24]>>
  linalg.copy ins(%src : memref<40x20xf32>) outs(%dst : memref<40x20xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [48, 24]>>)
  return %dst : memref<40x20xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [48, 24]>>
}

// -----

// Nests that write the logical elements only, and leave the padding to
// -shapes-lower-layouts: one that may not run (in an scf.if: the entry
// fill runs whenever the function does); one whose padding value is
// `unknown` (nothing to write); the second of two nests into one buffer
// (the first writes its padding); and one whose body would run on lanes
// outside the logical elements and may trap there (an unguarded i64
// division in a transposing nest's partial tiles). The first three write
// the edges of their tiles with masked stores into the logical elements'
// view (952 elements, not the 1152 of the padded buffer); the division
// computes its edges element by element (no masked edge tiles either).
// CHECK-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [48, 24]>{{$}}
// CHECK-DAG: #[[$L1:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [48, 24], padding_value = unknown>{{$}}
// CHECK-LABEL: func.func @padding_left_alone
// CHECK-SAME:    (%{{.*}}: memref<40x20xf32>, %{{.*}}: i1,
// CHECK-SAME:     %{{.*}}: memref<40x20xf32, #[[$L]]>,
// CHECK-SAME:     %{{.*}}: memref<40x20xf32, #[[$L1]]>,
// CHECK-SAME:     %{{.*}}: memref<40x20xf32, #[[$L]]> {shapes.padding_written},
// CHECK-SAME:     %{{.*}}: memref<40x20xi64>,
// CHECK-SAME:     %{{.*}}: memref<40x20xi64, #[[$L]]>)
// CHECK:         scf.if
// CHECK:           %[[IN_IF:.*]] = memref.reinterpret_cast {{.*}} sizes: [952]
// CHECK-NOT:       memref<1152xf32>
// CHECK:           vector.maskedstore %[[IN_IF]][%{{.*}}], %{{.*}}, %{{.*}} : memref<952xf32>
// CHECK:         %[[UNKNOWN:.*]] = memref.reinterpret_cast {{.*}} sizes: [952]
// CHECK-NOT:     memref<1152xf32>
// CHECK:         vector.maskedstore %[[UNKNOWN]][%{{.*}}], %{{.*}}, %{{.*}} : memref<952xf32>
// CHECK:         memref.reinterpret_cast {{.*}} sizes: [1152]
// CHECK:         vector.maskedload
// CHECK:         %[[TWICE:.*]] = memref.reinterpret_cast {{.*}} sizes: [952]
// CHECK-NOT:     memref<1152xf32>
// CHECK:         vector.maskedstore %[[TWICE]][%{{.*}}], %{{.*}}, %{{.*}} : memref<952xf32>
// CHECK-NOT:     memref<1152xf32>
// CHECK:         memref.reinterpret_cast {{.*}} sizes: [952]
// CHECK-NOT:     vector.maskedload
// CHECK-NOT:     vector.maskedstore
// CHECK:         arith.divsi %{{.*}} : vector<8xi64>
// CHECK-NOT:     vector.maskedload
// CHECK-NOT:     vector.maskedstore
// CHECK:         return
func.func @padding_left_alone(%src: memref<40x20xf32>, %c: i1,
    %in_if: memref<40x20xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [48, 24]>>,
    %unknown: memref<40x20xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [48, 24], padding_value = unknown>>,
    %twice: memref<40x20xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [48, 24]>>,
    %n: memref<40x20xi64>,
    %quotient: memref<40x20xi64, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [48, 24]>>) {
  scf.if %c {
    linalg.copy ins(%src : memref<40x20xf32>) outs(%in_if : memref<40x20xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [48, 24]>>)
  }
  linalg.copy ins(%src : memref<40x20xf32>) outs(%unknown : memref<40x20xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [48, 24], padding_value = unknown>>)
  linalg.copy ins(%src : memref<40x20xf32>) outs(%twice : memref<40x20xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [48, 24]>>)
  linalg.copy ins(%src : memref<40x20xf32>) outs(%twice : memref<40x20xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [48, 24]>>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1, d0)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%n : memref<40x20xi64>) outs(%quotient : memref<40x20xi64, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [48, 24]>>) {
  ^bb0(%a: i64, %o: i64):
    %q = arith.divsi %a, %a : i64
    linalg.yield %q : i64
  }
  return
}
