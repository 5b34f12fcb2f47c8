// RUN: shapes-opt %s -split-input-file -shapes-fuse-row-loops | FileCheck %s

// A row max into %m, then a consumer of %m at the same row: one loop, the
// allocation between them moved above it.
// CHECK-LABEL: func.func @same_row
// CHECK:         memref.alloc() : memref<8xf32>
// CHECK-NEXT:    memref.alloc() : memref<8x4xf32>
// CHECK:         scf.parallel (%[[I:.*]]) =
// CHECK:           memref.store %{{.*}}, %{{.*}}[%[[I]]] : memref<8xf32>
// CHECK:           memref.load %{{.*}}[%[[I]]] : memref<8xf32>
// CHECK:           vector.store
// CHECK:           scf.reduce
// CHECK-NOT:     scf.parallel
// CHECK:         return
func.func @same_row(%x: memref<8x4xf32>) -> memref<8x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %m = memref.alloc() : memref<8xf32>
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %v = vector.load %x[%i, %c0] : memref<8x4xf32>, vector<4xf32>
    %r = vector.reduction <maximumf>, %v : vector<4xf32> into f32
    memref.store %r, %m[%i] : memref<8xf32>
    scf.reduce
  }
  %y = memref.alloc() : memref<8x4xf32>
  %c1b = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1b) {
    %r = memref.load %m[%i] : memref<8xf32>
    %v = vector.load %x[%i, %c0] : memref<8x4xf32>, vector<4xf32>
    %b = vector.broadcast %r : f32 to vector<4xf32>
    %d = arith.subf %v, %b : vector<4xf32>
    vector.store %d, %y[%i, %c0] : memref<8x4xf32>, vector<4xf32>
    scf.reduce
  }
  return %y : memref<8x4xf32>
}

// -----

// The second loop reads %m at another row than the first wrote: fusing
// would read row i + 1 before it is written.
// CHECK-LABEL: func.func @other_row
// CHECK-COUNT-2: scf.parallel
func.func @other_row(%x: memref<9xf32>) -> memref<8xf32> {
  %y = memref.alloc() : memref<8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %m = memref.alloc() : memref<9xf32>
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %v = memref.load %x[%i] : memref<9xf32>
    memref.store %v, %m[%i] : memref<9xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %j = arith.addi %i, %c1 : index
    %v = memref.load %m[%j] : memref<9xf32>
    memref.store %v, %y[%i] : memref<8xf32>
    scf.reduce
  }
  return %y : memref<8xf32>
}

// -----

// Every iteration writes the same element: fusing would read the value of
// the same iteration rather than the last one.
// CHECK-LABEL: func.func @invariant_index
// CHECK-COUNT-2: scf.parallel
func.func @invariant_index(%x: memref<8xf32>) -> memref<8xf32> {
  %y = memref.alloc() : memref<8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %m = memref.alloc() : memref<1xf32>
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %v = memref.load %x[%i] : memref<8xf32>
    memref.store %v, %m[%c0] : memref<1xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %v = memref.load %m[%c0] : memref<1xf32>
    memref.store %v, %y[%i] : memref<8xf32>
    scf.reduce
  }
  return %y : memref<8xf32>
}

// -----

// Column sums (vector stores into %s), then a consumer that reads them
// with a vector load: not the same-index form, no fusion.
// CHECK-LABEL: func.func @column_sums_then_rows
// CHECK-COUNT-2: scf.parallel
func.func @column_sums_then_rows(%x: memref<4x4xf32>) -> memref<4x4xf32> {
  %y = memref.alloc() : memref<4x4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant dense<0.0> : vector<4xf32>
  %s = memref.alloc() : memref<4xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = vector.load %x[%i, %c0] : memref<4x4xf32>, vector<4xf32>
    %a = arith.addf %v, %zero : vector<4xf32>
    vector.store %a, %s[%c0] : memref<4xf32>, vector<4xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = vector.load %s[%c0] : memref<4xf32>, vector<4xf32>
    vector.store %v, %y[%i, %c0] : memref<4x4xf32>, vector<4xf32>
    scf.reduce
  }
  return %y : memref<4x4xf32>
}

// -----

// Two arguments may be one buffer: the second loop's write of %y may
// change what the first reads of %x at another row.
// CHECK-LABEL: func.func @arguments_may_alias
// CHECK-COUNT-2: scf.parallel
func.func @arguments_may_alias(%x: memref<8xf32>, %y: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %m = memref.alloc() : memref<8xf32>
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %v = memref.load %x[%i] : memref<8xf32>
    memref.store %v, %m[%i] : memref<8xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %v = memref.load %m[%i] : memref<8xf32>
    memref.store %v, %y[%c0] : memref<8xf32>
    scf.reduce
  }
  return
}

// -----

// A fill loop between the two (an op with a region): no fusion.
// CHECK-LABEL: func.func @region_between
// CHECK:         scf.parallel
// CHECK:         scf.for
// CHECK:         scf.parallel
func.func @region_between(%x: memref<8xf32>) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %m = memref.alloc() : memref<8xf32>
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %v = memref.load %x[%i] : memref<8xf32>
    memref.store %v, %m[%i] : memref<8xf32>
    scf.reduce
  }
  %s = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %zero, %s[%i] : memref<8xf32>
  }
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %v = memref.load %m[%i] : memref<8xf32>
    %w = memref.load %s[%i] : memref<8xf32>
    %a = arith.addf %v, %w : f32
    memref.store %a, %s[%i] : memref<8xf32>
    scf.reduce
  }
  return %s : memref<8xf32>
}

// -----

// Different bounds: no fusion.
// CHECK-LABEL: func.func @other_bounds
// CHECK-COUNT-2: scf.parallel
func.func @other_bounds(%x: memref<8xf32>, %y: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %m = memref.alloc() : memref<8xf32>
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %v = memref.load %x[%i] : memref<8xf32>
    memref.store %v, %m[%i] : memref<8xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = memref.load %m[%i] : memref<8xf32>
    memref.store %v, %y[%i] : memref<8xf32>
    scf.reduce
  }
  return
}

// -----

// The second loop reads the row buffer at a fixed row, which another
// iteration of the first writes: no fusion.
// CHECK-LABEL: func.func @fixed_row
// CHECK-COUNT-2: scf.parallel
func.func @fixed_row(%x: memref<8xf32>) -> memref<8xf32> {
  %y = memref.alloc() : memref<8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %m = memref.alloc() : memref<8xf32>
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %v = memref.load %x[%i] : memref<8xf32>
    memref.store %v, %m[%i] : memref<8xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %v = memref.load %m[%c0] : memref<8xf32>
    memref.store %v, %y[%i] : memref<8xf32>
    scf.reduce
  }
  return %y : memref<8xf32>
}

// -----

// A 2-D loop whose second nest reads the transpose of what the first
// wrote: no fusion.
// CHECK-LABEL: func.func @transposed
// CHECK-COUNT-2: scf.parallel
func.func @transposed(%x: memref<4x4xf32>) -> memref<4x4xf32> {
  %y = memref.alloc() : memref<4x4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<4x4xf32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {
    %v = memref.load %x[%i, %j] : memref<4x4xf32>
    memref.store %v, %m[%i, %j] : memref<4x4xf32>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {
    %v = memref.load %m[%j, %i] : memref<4x4xf32>
    memref.store %v, %y[%i, %j] : memref<4x4xf32>
    scf.reduce
  }
  return %y : memref<4x4xf32>
}

// -----

// A 2-D loop that reads at the same element: one loop.
// CHECK-LABEL: func.func @same_element_2d
// CHECK:         scf.parallel
// CHECK-NOT:     scf.parallel
// CHECK:         return
func.func @same_element_2d(%x: memref<4x4xf32>) -> memref<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<4x4xf32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {
    %v = memref.load %x[%i, %j] : memref<4x4xf32>
    memref.store %v, %m[%i, %j] : memref<4x4xf32>
    scf.reduce
  }
  %y = memref.alloc() : memref<4x4xf32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {
    %v = memref.load %m[%i, %j] : memref<4x4xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %y[%i, %j] : memref<4x4xf32>
    scf.reduce
  }
  return %y : memref<4x4xf32>
}

// -----

// Rows of a flat buffer: the first loop writes row i of %t (elements
// [8 * i, 8 * i + 8), two vectors at j and j + 4 of an scf.for over the
// row), the second reads it back the same way, the third reads and writes
// it in place with a masked tail: each loop touches only row i in
// iteration i, so the three are one loop.
// CHECK-LABEL: func.func @flat_rows
// CHECK:         memref.alloc() : memref<4xf32>
// CHECK:         scf.parallel (%[[I:.*]]) =
// CHECK:           vector.store
// CHECK:           vector.load
// CHECK:           memref.store %{{.*}}, %{{.*}}[%[[I]]] : memref<4xf32>
// CHECK:           vector.maskedstore
// CHECK:           scf.reduce
// CHECK-NOT:     scf.parallel
// CHECK:         return
#row = affine_map<(d0) -> (d0 * 8)>
func.func @flat_rows(%x: memref<32xf32>) -> memref<32xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c5 = arith.constant 5 : index
  %zero = arith.constant dense<0.0> : vector<4xf32>
  %t = memref.alloc() : memref<32xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %r = affine.apply #row(%i)
    scf.for %j = %c0 to %c8 step %c8 {
      %a = arith.addi %r, %j : index
      %v = vector.load %x[%a] : memref<32xf32>, vector<4xf32>
      vector.store %v, %t[%a] : memref<32xf32>, vector<4xf32>
      %j4 = arith.addi %j, %c4 : index
      %b = arith.addi %r, %j4 : index
      %w = vector.load %x[%b] : memref<32xf32>, vector<4xf32>
      vector.store %w, %t[%b] : memref<32xf32>, vector<4xf32>
    }
    scf.reduce
  }
  %s = memref.alloc() : memref<4xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %r = arith.muli %i, %c8 : index
    %v = vector.load %t[%r] : memref<32xf32>, vector<4xf32>
    %r4 = arith.addi %r, %c4 : index
    %w = vector.load %t[%r4] : memref<32xf32>, vector<4xf32>
    %sum = arith.addf %v, %w : vector<4xf32>
    %e = vector.reduction <add>, %sum : vector<4xf32> into f32
    memref.store %e, %s[%i] : memref<4xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %r = affine.apply #row(%i)
    %m = vector.create_mask %c5 : vector<4xi1>
    %r3 = arith.addi %r, %c4 : index
    %v = vector.maskedload %t[%r3], %m, %zero : memref<32xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    %d = arith.addf %v, %v : vector<4xf32>
    vector.maskedstore %t[%r3], %m, %d : memref<32xf32>, vector<4xi1>, vector<4xf32>
    scf.reduce
  }
  return %t : memref<32xf32>
}

// -----

// A masked vector of a row whose enabled lanes, 8 - j, end the row wherever
// j starts: in the row.
// CHECK-LABEL: func.func @masked_row_end
// CHECK-COUNT-1: scf.parallel
// CHECK-NOT:     scf.parallel
func.func @masked_row_end(%x: memref<24xf32>) -> memref<24xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant dense<0.0> : vector<6xf32>
  %t = memref.alloc() : memref<24xf32>
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    %r = arith.muli %i, %c8 : index
    scf.for %j = %c0 to %c8 step %c6 {
      %n = arith.subi %c8, %j : index
      %m = vector.create_mask %n : vector<6xi1>
      %a = arith.addi %r, %j : index
      %v = vector.maskedload %x[%a], %m, %zero : memref<24xf32>, vector<6xi1>, vector<6xf32> into vector<6xf32>
      vector.maskedstore %t[%a], %m, %v : memref<24xf32>, vector<6xi1>, vector<6xf32>
    }
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    %r = arith.muli %i, %c8 : index
    %v = vector.load %t[%r] : memref<24xf32>, vector<6xf32>
    %d = arith.addf %v, %v : vector<6xf32>
    vector.store %d, %t[%r] : memref<24xf32>, vector<6xf32>
    scf.reduce
  }
  return %t : memref<24xf32>
}

// -----

// The second loop reads row i + 1 of the flat buffer, which iteration
// i + 1 of the first writes: no fusion.
// CHECK-LABEL: func.func @flat_next_row
// CHECK-COUNT-2: scf.parallel
func.func @flat_next_row(%x: memref<40xf32>) -> memref<32xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %t = memref.alloc() : memref<40xf32>
  %y = memref.alloc() : memref<32xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %r = arith.muli %i, %c8 : index
    %v = vector.load %x[%r] : memref<40xf32>, vector<8xf32>
    vector.store %v, %t[%r] : memref<40xf32>, vector<8xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %r = arith.muli %i, %c8 : index
    %n = arith.addi %r, %c8 : index
    %v = vector.load %t[%n] : memref<40xf32>, vector<8xf32>
    vector.store %v, %y[%r] : memref<32xf32>, vector<8xf32>
    scf.reduce
  }
  return %y : memref<32xf32>
}

// -----

// A vector that runs one element past the end of the row (elements
// [8 * i + 1, 8 * i + 9)) reaches into row i + 1: no fusion.
// CHECK-LABEL: func.func @flat_past_row_end
// CHECK-COUNT-2: scf.parallel
func.func @flat_past_row_end(%x: memref<40xf32>) -> memref<40xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %t = memref.alloc() : memref<40xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %r = arith.muli %i, %c8 : index
    %v = vector.load %x[%r] : memref<40xf32>, vector<8xf32>
    vector.store %v, %t[%r] : memref<40xf32>, vector<8xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %r = arith.muli %i, %c8 : index
    %a = arith.addi %r, %c1 : index
    %v = vector.load %t[%a] : memref<40xf32>, vector<8xf32>
    %d = arith.addf %v, %v : vector<8xf32>
    vector.store %d, %t[%a] : memref<40xf32>, vector<8xf32>
    scf.reduce
  }
  return %t : memref<40xf32>
}

// -----

// The first loop writes rows of 8 elements, the second reads rows of 4:
// iteration i of the second reads what iteration i / 2 of the first
// writes. No fusion.
// CHECK-LABEL: func.func @flat_other_row_length
// CHECK-COUNT-2: scf.parallel
func.func @flat_other_row_length(%x: memref<32xf32>) -> memref<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %t = memref.alloc() : memref<32xf32>
  %y = memref.alloc() : memref<16xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %r = arith.muli %i, %c8 : index
    %v = vector.load %x[%r] : memref<32xf32>, vector<8xf32>
    vector.store %v, %t[%r] : memref<32xf32>, vector<8xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %r = arith.muli %i, %c4 : index
    %v = vector.load %t[%r] : memref<32xf32>, vector<4xf32>
    vector.store %v, %y[%r] : memref<16xf32>, vector<4xf32>
    scf.reduce
  }
  return %y : memref<16xf32>
}

// -----

// The row's start is an argument, whose value the pass does not know: no
// fusion.
// CHECK-LABEL: func.func @flat_unknown_offset
// CHECK-COUNT-2: scf.parallel
func.func @flat_unknown_offset(%x: memref<40xf32>, %k: index) -> memref<40xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %t = memref.alloc() : memref<40xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %r = arith.muli %i, %c8 : index
    %v = vector.load %x[%r] : memref<40xf32>, vector<8xf32>
    vector.store %v, %t[%r] : memref<40xf32>, vector<8xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %r = arith.muli %i, %c8 : index
    %a = arith.addi %r, %k : index
    %v = vector.load %t[%a] : memref<40xf32>, vector<8xf32>
    vector.store %v, %t[%r] : memref<40xf32>, vector<8xf32>
    scf.reduce
  }
  return %t : memref<40xf32>
}

// -----

// A mask whose enabled lanes (up to 9 - j) pass the row's end: no fusion.
// CHECK-LABEL: func.func @masked_past_row_end
// CHECK-COUNT-2: scf.parallel
func.func @masked_past_row_end(%x: memref<32xf32>) -> memref<32xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %zero = arith.constant dense<0.0> : vector<6xf32>
  %t = memref.alloc() : memref<32xf32>
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    %r = arith.muli %i, %c8 : index
    %v = vector.load %x[%r] : memref<32xf32>, vector<8xf32>
    vector.store %v, %t[%r] : memref<32xf32>, vector<8xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    %r = arith.muli %i, %c8 : index
    scf.for %j = %c0 to %c8 step %c6 {
      %n = arith.subi %c9, %j : index
      %m = vector.create_mask %n : vector<6xi1>
      %a = arith.addi %r, %j : index
      %v = vector.maskedload %t[%a], %m, %zero : memref<32xf32>, vector<6xi1>, vector<6xf32> into vector<6xf32>
      vector.maskedstore %x[%a], %m, %v : memref<32xf32>, vector<6xi1>, vector<6xf32>
    }
    scf.reduce
  }
  return %t : memref<32xf32>
}
