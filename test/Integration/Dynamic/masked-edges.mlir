// The edges of transposing nests into unpadded destinations: the rows and
// columns outside the whole tiles are edge tiles, masked loads of the
// logical elements and masked stores of the edge's (no scalar loop); and
// the masked head and tail of the rows of an elementwise nest (a copy that
// does not transpose). Each kernel (a transposing copy, an add with a
// transposed operand and the row copy, of f32 with 16-lane tiles and of
// f64 with 8-lane ones) runs at every pair of run-time sizes 0, 1, 15,
// 16, 17 and 33, with rows (and source columns) line-aligned alike or
// not, then at larger odd sizes (4095 x 17, 17 x 4095, 131 x 257, 33 x
// 1000); the transposing ones also as kernels of static sizes, strides
// and offsets (35 x 47). Every source and destination starts a few
// elements past a line, inside a buffer full of a sentinel (-7, -5 for
// the sources, so that a copied gap is no sentinel) with gaps
// between the rows; after each call every element of the destinations'
// buffers is checked: the logical elements against the definition, every
// other one (the gaps between the rows, the elements before and after)
// still the sentinel, so that a store outside the logical data counts as
// wrong. Each element type prints its number of cases, then its number of
// wrong elements over all of them.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// Line-aligned non-temporal stores after a masked head, on two threads.
// RUN: shapes-opt %s -shapes-to-llvm="streaming-threshold=0 threads=2" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=affine streaming-threshold=0" \
// RUN: | FileCheck %s --check-prefix=AFF

// The kernels are vector nests whose edges are masked tiles: no scalar
// store into the destination, dynamic or static.
// AFF-LABEL: func.func @copy_f32(
// AFF-NOT:     memref.store
// AFF:         vector.store {{.*}}nontemporal = true
// AFF-NOT:     memref.store
// AFF:         vector.maskedstore
// AFF-NOT:     memref.store
// AFF:         return
// AFF-LABEL: func.func @add_f32(
// AFF-NOT:     memref.store
// AFF:         vector.maskedstore
// AFF-NOT:     memref.store
// AFF:         return
// AFF-LABEL: func.func @copy_rows_f32(
// AFF-NOT:     memref.store
// AFF:         vector.maskedstore
// AFF-NOT:     memref.store
// AFF:         return
// AFF-LABEL: func.func @copy_static_f32(
// AFF-NOT:     memref.store
// AFF:         vector.maskedstore
// AFF-NOT:     memref.store
// AFF:         return
// AFF-LABEL: func.func @add_static_f32(
// AFF-NOT:     memref.store
// AFF:         vector.maskedstore
// AFF-NOT:     memref.store
// AFF:         return
// AFF-LABEL: func.func @copy_f64(
// AFF-NOT:     memref.store
// AFF:         vector.maskedstore {{.*}} vector<8xf64>
// AFF-NOT:     memref.store
// AFF:         return
// AFF-LABEL: func.func @add_f64(
// AFF-NOT:     memref.store
// AFF:         vector.maskedstore {{.*}} vector<8xf64>
// AFF-NOT:     memref.store
// AFF:         return

#id = affine_map<(i, j) -> (i, j)>

func.func private @printI64(i64)
func.func private @printNewline()

func.func @print(%n: i64) {
  call @printI64(%n) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// The transposing copy and the add with a transposed operand, f32.
func.func @copy_f32(%s: memref<?x?xf32, strided<[1, ?], offset: ?>>, %d: memref<?x?xf32, strided<[?, 1], offset: ?>>) {
  linalg.copy ins(%s : memref<?x?xf32, strided<[1, ?], offset: ?>>) outs(%d : memref<?x?xf32, strided<[?, 1], offset: ?>>)
  return
}

func.func @add_f32(%a: memref<?x?xf32, strided<[1, ?], offset: ?>>, %b: memref<?x?xf32, strided<[?, 1], offset: ?>>, %d: memref<?x?xf32, strided<[?, 1], offset: ?>>) {
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : memref<?x?xf32, strided<[1, ?], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>)
      outs(%d : memref<?x?xf32, strided<[?, 1], offset: ?>>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %z = arith.addf %x, %y : f32
    linalg.yield %z : f32
  }
  return
}

// A copy that does not transpose: the elementwise nest.
func.func @copy_rows_f32(%s: memref<?x?xf32, strided<[?, 1], offset: ?>>, %d: memref<?x?xf32, strided<[?, 1], offset: ?>>) {
  linalg.copy ins(%s : memref<?x?xf32, strided<[?, 1], offset: ?>>) outs(%d : memref<?x?xf32, strided<[?, 1], offset: ?>>)
  return
}

// The same on static sizes, strides and offsets: 35 x 47 (columns 48 apart
// in the source, rows 48 apart in the destinations).
func.func @copy_static_f32(%s: memref<35x47xf32, strided<[1, 48], offset: 3>>, %d: memref<35x47xf32, strided<[48, 1], offset: 5>>) {
  linalg.copy ins(%s : memref<35x47xf32, strided<[1, 48], offset: 3>>) outs(%d : memref<35x47xf32, strided<[48, 1], offset: 5>>)
  return
}

func.func @add_static_f32(%a: memref<35x47xf32, strided<[1, 48], offset: 3>>, %b: memref<35x47xf32, strided<[48, 1], offset: 2>>, %d: memref<35x47xf32, strided<[48, 1], offset: 5>>) {
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : memref<35x47xf32, strided<[1, 48], offset: 3>>, memref<35x47xf32, strided<[48, 1], offset: 2>>)
      outs(%d : memref<35x47xf32, strided<[48, 1], offset: 5>>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %z = arith.addf %x, %y : f32
    linalg.yield %z : f32
  }
  return
}

// A flat buffer of n elements, all `value`.
func.func @buffer_f32(%n: index, %value: f32) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
  scf.for %k = %c0 to %n step %c1 {
    memref.store %value, %m[%k] : memref<?xf32>
  }
  return %m : memref<?xf32>
}

// The wrong elements of the flat destination `flat`: inside the rows x
// cols view at `off` with rows `ld` apart, element (i, j) must be
// a(i, j) = i * 1000 + j + 1 (plus b(i, j) = (i * 7 + j * 3) mod 13 when
// `add`; b(i, j) alone when `onlyB`); every other element must still be
// the sentinel -7.
func.func @wrong_f32(%flat: memref<?xf32>, %n: index, %off: index, %ld: index, %rows: index, %cols: index, %add: i1, %onlyB: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %sentinel = arith.constant -7.0 : f32
  %end = arith.addi %off, %ld : index
  %span = arith.muli %ld, %rows : index
  %last = arith.addi %off, %span : index
  %w = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> i64 {
    %got = memref.load %flat[%k] : memref<?xf32>
    %p = arith.subi %k, %off : index
    %i = arith.divui %p, %ld : index
    %j = arith.remui %p, %ld : index
    %after = arith.cmpi uge, %k, %off : index
    %before = arith.cmpi ult, %k, %last : index
    %incol = arith.cmpi ult, %j, %cols : index
    %in0 = arith.andi %after, %before : i1
    %in = arith.andi %in0, %incol : i1
    %want0 = scf.if %in -> f32 {
      %v = func.call @value_a_f32(%i, %j) : (index, index) -> f32
      %s = scf.if %add -> f32 {
        %bv = func.call @value_b_f32(%i, %j) : (index, index) -> f32
        %t = arith.addf %v, %bv : f32
        scf.yield %t : f32
      } else {
        scf.yield %v : f32
      }
      scf.yield %s : f32
    } else {
      scf.yield %sentinel : f32
    }
    %bonly = scf.if %in -> f32 {
      %bv = func.call @value_b_f32(%i, %j) : (index, index) -> f32
      scf.yield %bv : f32
    } else {
      scf.yield %sentinel : f32
    }
    %want = arith.select %onlyB, %bonly, %want0 : f32
    %ne = arith.cmpf une, %got, %want : f32
    %one = arith.extui %ne : i1 to i64
    %next = arith.addi %acc, %one : i64
    scf.yield %next : i64
  }
  return %w : i64
}

func.func @value_a_f32(%i: index, %j: index) -> f32 {
  %c1000 = arith.constant 1000 : index
  %c1 = arith.constant 1 : index
  %a = arith.muli %i, %c1000 : index
  %b = arith.addi %a, %j : index
  %c = arith.addi %b, %c1 : index
  %n = arith.index_cast %c : index to i64
  %f = arith.sitofp %n : i64 to f32
  return %f : f32
}

func.func @value_b_f32(%i: index, %j: index) -> f32 {
  %c7 = arith.constant 7 : index
  %c3 = arith.constant 3 : index
  %c13 = arith.constant 13 : index
  %a = arith.muli %i, %c7 : index
  %b = arith.muli %j, %c3 : index
  %c = arith.addi %a, %b : index
  %m = arith.remui %c, %c13 : index
  %n = arith.index_cast %m : index to i64
  %f = arith.sitofp %n : i64 to f32
  return %f : f32
}

// One case: rows x cols, sources and destinations at unaligned offsets
// (3, 2 and 5 elements) in buffers full of -5 (sources) and of the
// sentinel (destinations), rows (columns of
// the transposed source) `ld` elements apart: ld = the size rounded up past
// a gap to a multiple of 16 (line-aligned rows), plus `extra`.
// `static` calls the static kernels (35 x 47, rows 48 apart). Returns the wrong
// elements of both destinations.
func.func @case_f32(%rows: index, %cols: index, %extra: index, %static: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %cl = arith.constant 16 : index
  %c40 = arith.constant 40 : index
  %sentinel = arith.constant -7.0 : f32
  %zero = arith.constant 0 : i64
  %r1 = arith.addi %rows, %cl : index
  %r2 = arith.divui %r1, %cl : index
  %r3 = arith.muli %r2, %cl : index
  %c48 = arith.constant 48 : index
  %lds0 = arith.addi %r3, %extra : index
  %lds = arith.select %static, %c48, %lds0 : index
  %k1 = arith.addi %cols, %cl : index
  %k2 = arith.divui %k1, %cl : index
  %k3 = arith.muli %k2, %cl : index
  %ldd0 = arith.addi %k3, %extra : index
  %ldd = arith.select %static, %c48, %ldd0 : index
  %ns0 = arith.muli %lds, %cols : index
  %ns = arith.addi %ns0, %c40 : index
  %nd0 = arith.muli %ldd, %rows : index
  %nd = arith.addi %nd0, %c40 : index
  %other = arith.constant -5.0 : f32
  %src = func.call @buffer_f32(%ns, %other) : (index, f32) -> memref<?xf32>
  %bsrc = func.call @buffer_f32(%nd, %other) : (index, f32) -> memref<?xf32>
  %copy = func.call @buffer_f32(%nd, %sentinel) : (index, f32) -> memref<?xf32>
  %sum = func.call @buffer_f32(%nd, %sentinel) : (index, f32) -> memref<?xf32>
  %rowcopy = func.call @buffer_f32(%nd, %sentinel) : (index, f32) -> memref<?xf32>
  %s = memref.reinterpret_cast %src to offset: [%c3], sizes: [%rows, %cols], strides: [1, %lds] : memref<?xf32> to memref<?x?xf32, strided<[1, ?], offset: ?>>
  %b = memref.reinterpret_cast %bsrc to offset: [%c2], sizes: [%rows, %cols], strides: [%ldd, 1] : memref<?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %d = memref.reinterpret_cast %copy to offset: [%c5], sizes: [%rows, %cols], strides: [%ldd, 1] : memref<?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %f = memref.reinterpret_cast %rowcopy to offset: [%c5], sizes: [%rows, %cols], strides: [%ldd, 1] : memref<?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %e = memref.reinterpret_cast %sum to offset: [%c5], sizes: [%rows, %cols], strides: [%ldd, 1] : memref<?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %va = func.call @value_a_f32(%i, %j) : (index, index) -> f32
      %vb = func.call @value_b_f32(%i, %j) : (index, index) -> f32
      memref.store %va, %s[%i, %j] : memref<?x?xf32, strided<[1, ?], offset: ?>>
      memref.store %vb, %b[%i, %j] : memref<?x?xf32, strided<[?, 1], offset: ?>>
    }
  }
  scf.if %static {
    %ss = memref.cast %s : memref<?x?xf32, strided<[1, ?], offset: ?>> to memref<35x47xf32, strided<[1, 48], offset: 3>>
    %bs = memref.cast %b : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<35x47xf32, strided<[48, 1], offset: 2>>
    %ds = memref.cast %d : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<35x47xf32, strided<[48, 1], offset: 5>>
    %es = memref.cast %e : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<35x47xf32, strided<[48, 1], offset: 5>>
    func.call @copy_static_f32(%ss, %ds) : (memref<35x47xf32, strided<[1, 48], offset: 3>>, memref<35x47xf32, strided<[48, 1], offset: 5>>) -> ()
    func.call @add_static_f32(%ss, %bs, %es) : (memref<35x47xf32, strided<[1, 48], offset: 3>>, memref<35x47xf32, strided<[48, 1], offset: 2>>, memref<35x47xf32, strided<[48, 1], offset: 5>>) -> ()
  } else {
    func.call @copy_f32(%s, %d) : (memref<?x?xf32, strided<[1, ?], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> ()
    func.call @copy_rows_f32(%b, %f) : (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> ()
    func.call @add_f32(%s, %b, %e) : (memref<?x?xf32, strided<[1, ?], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> ()
  }
  %false = arith.constant false
  %true = arith.constant true
  %w1 = func.call @wrong_f32(%copy, %nd, %c5, %ldd, %rows, %cols, %false, %false) : (memref<?xf32>, index, index, index, index, index, i1, i1) -> i64
  %w2 = func.call @wrong_f32(%sum, %nd, %c5, %ldd, %rows, %cols, %true, %false) : (memref<?xf32>, index, index, index, index, index, i1, i1) -> i64
  %w3 = scf.if %static -> i64 {
    scf.yield %zero : i64
  } else {
    %w = func.call @wrong_f32(%rowcopy, %nd, %c5, %ldd, %rows, %cols, %false, %true) : (memref<?xf32>, index, index, index, index, index, i1, i1) -> i64
    scf.yield %w : i64
  }
  memref.dealloc %src : memref<?xf32>
  memref.dealloc %bsrc : memref<?xf32>
  memref.dealloc %copy : memref<?xf32>
  memref.dealloc %sum : memref<?xf32>
  memref.dealloc %rowcopy : memref<?xf32>
  %w12 = arith.addi %w1, %w2 : i64
  %w = arith.addi %w12, %w3 : i64
  return %w : i64
}

// Every pair of sizes, with both strides, then the larger cases and the
// static kernels; prints the number of cases, then the wrong elements.
func.func @all_f32(%sizes: memref<6xindex>, %large: memref<4x2xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c35 = arith.constant 35 : index
  %c47 = arith.constant 47 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %false = arith.constant false
  %true = arith.constant true
  %r:2 = scf.for %a = %c0 to %c6 step %c1 iter_args(%n0 = %zero, %w0 = %zero) -> (i64, i64) {
    %rows = memref.load %sizes[%a] : memref<6xindex>
    %q:2 = scf.for %b = %c0 to %c6 step %c1 iter_args(%n1 = %n0, %w1 = %w0) -> (i64, i64) {
      %cols = memref.load %sizes[%b] : memref<6xindex>
      %p:2 = scf.for %x = %c0 to %c2 step %c1 iter_args(%n2 = %n1, %w2 = %w1) -> (i64, i64) {
        %w = func.call @case_f32(%rows, %cols, %x, %false) : (index, index, index, i1) -> i64
        %n3 = arith.addi %n2, %one : i64
        %w3 = arith.addi %w2, %w : i64
        scf.yield %n3, %w3 : i64, i64
      }
      scf.yield %p#0, %p#1 : i64, i64
    }
    scf.yield %q#0, %q#1 : i64, i64
  }
  %l:2 = scf.for %a = %c0 to %c4 step %c1 iter_args(%n0 = %r#0, %w0 = %r#1) -> (i64, i64) {
    %rows = memref.load %large[%a, %c0] : memref<4x2xindex>
    %cols = memref.load %large[%a, %c1] : memref<4x2xindex>
    %w = func.call @case_f32(%rows, %cols, %c1, %false) : (index, index, index, i1) -> i64
    %n1 = arith.addi %n0, %one : i64
    %w1 = arith.addi %w0, %w : i64
    scf.yield %n1, %w1 : i64, i64
  }
  %ws = func.call @case_f32(%c35, %c47, %c0, %true) : (index, index, index, i1) -> i64
  %n = arith.addi %l#0, %one : i64
  %wrong = arith.addi %l#1, %ws : i64
  func.call @print(%n) : (i64) -> ()
  func.call @print(%wrong) : (i64) -> ()
  return
}

// The transposing copy and the add with a transposed operand, f64.
func.func @copy_f64(%s: memref<?x?xf64, strided<[1, ?], offset: ?>>, %d: memref<?x?xf64, strided<[?, 1], offset: ?>>) {
  linalg.copy ins(%s : memref<?x?xf64, strided<[1, ?], offset: ?>>) outs(%d : memref<?x?xf64, strided<[?, 1], offset: ?>>)
  return
}

func.func @add_f64(%a: memref<?x?xf64, strided<[1, ?], offset: ?>>, %b: memref<?x?xf64, strided<[?, 1], offset: ?>>, %d: memref<?x?xf64, strided<[?, 1], offset: ?>>) {
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : memref<?x?xf64, strided<[1, ?], offset: ?>>, memref<?x?xf64, strided<[?, 1], offset: ?>>)
      outs(%d : memref<?x?xf64, strided<[?, 1], offset: ?>>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    %z = arith.addf %x, %y : f64
    linalg.yield %z : f64
  }
  return
}

// A copy that does not transpose: the elementwise nest.
func.func @copy_rows_f64(%s: memref<?x?xf64, strided<[?, 1], offset: ?>>, %d: memref<?x?xf64, strided<[?, 1], offset: ?>>) {
  linalg.copy ins(%s : memref<?x?xf64, strided<[?, 1], offset: ?>>) outs(%d : memref<?x?xf64, strided<[?, 1], offset: ?>>)
  return
}

// The same on static sizes, strides and offsets: 35 x 47 (columns 48 apart
// in the source, rows 48 apart in the destinations).
func.func @copy_static_f64(%s: memref<35x47xf64, strided<[1, 48], offset: 3>>, %d: memref<35x47xf64, strided<[48, 1], offset: 5>>) {
  linalg.copy ins(%s : memref<35x47xf64, strided<[1, 48], offset: 3>>) outs(%d : memref<35x47xf64, strided<[48, 1], offset: 5>>)
  return
}

func.func @add_static_f64(%a: memref<35x47xf64, strided<[1, 48], offset: 3>>, %b: memref<35x47xf64, strided<[48, 1], offset: 2>>, %d: memref<35x47xf64, strided<[48, 1], offset: 5>>) {
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : memref<35x47xf64, strided<[1, 48], offset: 3>>, memref<35x47xf64, strided<[48, 1], offset: 2>>)
      outs(%d : memref<35x47xf64, strided<[48, 1], offset: 5>>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    %z = arith.addf %x, %y : f64
    linalg.yield %z : f64
  }
  return
}

// A flat buffer of n elements, all `value`.
func.func @buffer_f64(%n: index, %value: f64) -> memref<?xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf64>
  scf.for %k = %c0 to %n step %c1 {
    memref.store %value, %m[%k] : memref<?xf64>
  }
  return %m : memref<?xf64>
}

// The wrong elements of the flat destination `flat`: inside the rows x
// cols view at `off` with rows `ld` apart, element (i, j) must be
// a(i, j) = i * 1000 + j + 1 (plus b(i, j) = (i * 7 + j * 3) mod 13 when
// `add`; b(i, j) alone when `onlyB`); every other element must still be
// the sentinel -7.
func.func @wrong_f64(%flat: memref<?xf64>, %n: index, %off: index, %ld: index, %rows: index, %cols: index, %add: i1, %onlyB: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %sentinel = arith.constant -7.0 : f64
  %end = arith.addi %off, %ld : index
  %span = arith.muli %ld, %rows : index
  %last = arith.addi %off, %span : index
  %w = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> i64 {
    %got = memref.load %flat[%k] : memref<?xf64>
    %p = arith.subi %k, %off : index
    %i = arith.divui %p, %ld : index
    %j = arith.remui %p, %ld : index
    %after = arith.cmpi uge, %k, %off : index
    %before = arith.cmpi ult, %k, %last : index
    %incol = arith.cmpi ult, %j, %cols : index
    %in0 = arith.andi %after, %before : i1
    %in = arith.andi %in0, %incol : i1
    %want0 = scf.if %in -> f64 {
      %v = func.call @value_a_f64(%i, %j) : (index, index) -> f64
      %s = scf.if %add -> f64 {
        %bv = func.call @value_b_f64(%i, %j) : (index, index) -> f64
        %t = arith.addf %v, %bv : f64
        scf.yield %t : f64
      } else {
        scf.yield %v : f64
      }
      scf.yield %s : f64
    } else {
      scf.yield %sentinel : f64
    }
    %bonly = scf.if %in -> f64 {
      %bv = func.call @value_b_f64(%i, %j) : (index, index) -> f64
      scf.yield %bv : f64
    } else {
      scf.yield %sentinel : f64
    }
    %want = arith.select %onlyB, %bonly, %want0 : f64
    %ne = arith.cmpf une, %got, %want : f64
    %one = arith.extui %ne : i1 to i64
    %next = arith.addi %acc, %one : i64
    scf.yield %next : i64
  }
  return %w : i64
}

func.func @value_a_f64(%i: index, %j: index) -> f64 {
  %c1000 = arith.constant 1000 : index
  %c1 = arith.constant 1 : index
  %a = arith.muli %i, %c1000 : index
  %b = arith.addi %a, %j : index
  %c = arith.addi %b, %c1 : index
  %n = arith.index_cast %c : index to i64
  %f = arith.sitofp %n : i64 to f64
  return %f : f64
}

func.func @value_b_f64(%i: index, %j: index) -> f64 {
  %c7 = arith.constant 7 : index
  %c3 = arith.constant 3 : index
  %c13 = arith.constant 13 : index
  %a = arith.muli %i, %c7 : index
  %b = arith.muli %j, %c3 : index
  %c = arith.addi %a, %b : index
  %m = arith.remui %c, %c13 : index
  %n = arith.index_cast %m : index to i64
  %f = arith.sitofp %n : i64 to f64
  return %f : f64
}

// One case: rows x cols, sources and destinations at unaligned offsets
// (3, 2 and 5 elements) in buffers full of -5 (sources) and of the
// sentinel (destinations), rows (columns of
// the transposed source) `ld` elements apart: ld = the size rounded up past
// a gap to a multiple of 8 (line-aligned rows), plus `extra`.
// `static` calls the static kernels (35 x 47, rows 48 apart). Returns the wrong
// elements of both destinations.
func.func @case_f64(%rows: index, %cols: index, %extra: index, %static: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %cl = arith.constant 8 : index
  %c40 = arith.constant 40 : index
  %sentinel = arith.constant -7.0 : f64
  %zero = arith.constant 0 : i64
  %r1 = arith.addi %rows, %cl : index
  %r2 = arith.divui %r1, %cl : index
  %r3 = arith.muli %r2, %cl : index
  %c48 = arith.constant 48 : index
  %lds0 = arith.addi %r3, %extra : index
  %lds = arith.select %static, %c48, %lds0 : index
  %k1 = arith.addi %cols, %cl : index
  %k2 = arith.divui %k1, %cl : index
  %k3 = arith.muli %k2, %cl : index
  %ldd0 = arith.addi %k3, %extra : index
  %ldd = arith.select %static, %c48, %ldd0 : index
  %ns0 = arith.muli %lds, %cols : index
  %ns = arith.addi %ns0, %c40 : index
  %nd0 = arith.muli %ldd, %rows : index
  %nd = arith.addi %nd0, %c40 : index
  %other = arith.constant -5.0 : f64
  %src = func.call @buffer_f64(%ns, %other) : (index, f64) -> memref<?xf64>
  %bsrc = func.call @buffer_f64(%nd, %other) : (index, f64) -> memref<?xf64>
  %copy = func.call @buffer_f64(%nd, %sentinel) : (index, f64) -> memref<?xf64>
  %sum = func.call @buffer_f64(%nd, %sentinel) : (index, f64) -> memref<?xf64>
  %rowcopy = func.call @buffer_f64(%nd, %sentinel) : (index, f64) -> memref<?xf64>
  %s = memref.reinterpret_cast %src to offset: [%c3], sizes: [%rows, %cols], strides: [1, %lds] : memref<?xf64> to memref<?x?xf64, strided<[1, ?], offset: ?>>
  %b = memref.reinterpret_cast %bsrc to offset: [%c2], sizes: [%rows, %cols], strides: [%ldd, 1] : memref<?xf64> to memref<?x?xf64, strided<[?, 1], offset: ?>>
  %d = memref.reinterpret_cast %copy to offset: [%c5], sizes: [%rows, %cols], strides: [%ldd, 1] : memref<?xf64> to memref<?x?xf64, strided<[?, 1], offset: ?>>
  %f = memref.reinterpret_cast %rowcopy to offset: [%c5], sizes: [%rows, %cols], strides: [%ldd, 1] : memref<?xf64> to memref<?x?xf64, strided<[?, 1], offset: ?>>
  %e = memref.reinterpret_cast %sum to offset: [%c5], sizes: [%rows, %cols], strides: [%ldd, 1] : memref<?xf64> to memref<?x?xf64, strided<[?, 1], offset: ?>>
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %va = func.call @value_a_f64(%i, %j) : (index, index) -> f64
      %vb = func.call @value_b_f64(%i, %j) : (index, index) -> f64
      memref.store %va, %s[%i, %j] : memref<?x?xf64, strided<[1, ?], offset: ?>>
      memref.store %vb, %b[%i, %j] : memref<?x?xf64, strided<[?, 1], offset: ?>>
    }
  }
  scf.if %static {
    %ss = memref.cast %s : memref<?x?xf64, strided<[1, ?], offset: ?>> to memref<35x47xf64, strided<[1, 48], offset: 3>>
    %bs = memref.cast %b : memref<?x?xf64, strided<[?, 1], offset: ?>> to memref<35x47xf64, strided<[48, 1], offset: 2>>
    %ds = memref.cast %d : memref<?x?xf64, strided<[?, 1], offset: ?>> to memref<35x47xf64, strided<[48, 1], offset: 5>>
    %es = memref.cast %e : memref<?x?xf64, strided<[?, 1], offset: ?>> to memref<35x47xf64, strided<[48, 1], offset: 5>>
    func.call @copy_static_f64(%ss, %ds) : (memref<35x47xf64, strided<[1, 48], offset: 3>>, memref<35x47xf64, strided<[48, 1], offset: 5>>) -> ()
    func.call @add_static_f64(%ss, %bs, %es) : (memref<35x47xf64, strided<[1, 48], offset: 3>>, memref<35x47xf64, strided<[48, 1], offset: 2>>, memref<35x47xf64, strided<[48, 1], offset: 5>>) -> ()
  } else {
    func.call @copy_f64(%s, %d) : (memref<?x?xf64, strided<[1, ?], offset: ?>>, memref<?x?xf64, strided<[?, 1], offset: ?>>) -> ()
    func.call @copy_rows_f64(%b, %f) : (memref<?x?xf64, strided<[?, 1], offset: ?>>, memref<?x?xf64, strided<[?, 1], offset: ?>>) -> ()
    func.call @add_f64(%s, %b, %e) : (memref<?x?xf64, strided<[1, ?], offset: ?>>, memref<?x?xf64, strided<[?, 1], offset: ?>>, memref<?x?xf64, strided<[?, 1], offset: ?>>) -> ()
  }
  %false = arith.constant false
  %true = arith.constant true
  %w1 = func.call @wrong_f64(%copy, %nd, %c5, %ldd, %rows, %cols, %false, %false) : (memref<?xf64>, index, index, index, index, index, i1, i1) -> i64
  %w2 = func.call @wrong_f64(%sum, %nd, %c5, %ldd, %rows, %cols, %true, %false) : (memref<?xf64>, index, index, index, index, index, i1, i1) -> i64
  %w3 = scf.if %static -> i64 {
    scf.yield %zero : i64
  } else {
    %w = func.call @wrong_f64(%rowcopy, %nd, %c5, %ldd, %rows, %cols, %false, %true) : (memref<?xf64>, index, index, index, index, index, i1, i1) -> i64
    scf.yield %w : i64
  }
  memref.dealloc %src : memref<?xf64>
  memref.dealloc %bsrc : memref<?xf64>
  memref.dealloc %copy : memref<?xf64>
  memref.dealloc %sum : memref<?xf64>
  memref.dealloc %rowcopy : memref<?xf64>
  %w12 = arith.addi %w1, %w2 : i64
  %w = arith.addi %w12, %w3 : i64
  return %w : i64
}

// Every pair of sizes, with both strides, then the larger cases and the
// static kernels; prints the number of cases, then the wrong elements.
func.func @all_f64(%sizes: memref<6xindex>, %large: memref<4x2xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c35 = arith.constant 35 : index
  %c47 = arith.constant 47 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %false = arith.constant false
  %true = arith.constant true
  %r:2 = scf.for %a = %c0 to %c6 step %c1 iter_args(%n0 = %zero, %w0 = %zero) -> (i64, i64) {
    %rows = memref.load %sizes[%a] : memref<6xindex>
    %q:2 = scf.for %b = %c0 to %c6 step %c1 iter_args(%n1 = %n0, %w1 = %w0) -> (i64, i64) {
      %cols = memref.load %sizes[%b] : memref<6xindex>
      %p:2 = scf.for %x = %c0 to %c2 step %c1 iter_args(%n2 = %n1, %w2 = %w1) -> (i64, i64) {
        %w = func.call @case_f64(%rows, %cols, %x, %false) : (index, index, index, i1) -> i64
        %n3 = arith.addi %n2, %one : i64
        %w3 = arith.addi %w2, %w : i64
        scf.yield %n3, %w3 : i64, i64
      }
      scf.yield %p#0, %p#1 : i64, i64
    }
    scf.yield %q#0, %q#1 : i64, i64
  }
  %l:2 = scf.for %a = %c0 to %c4 step %c1 iter_args(%n0 = %r#0, %w0 = %r#1) -> (i64, i64) {
    %rows = memref.load %large[%a, %c0] : memref<4x2xindex>
    %cols = memref.load %large[%a, %c1] : memref<4x2xindex>
    %w = func.call @case_f64(%rows, %cols, %c1, %false) : (index, index, index, i1) -> i64
    %n1 = arith.addi %n0, %one : i64
    %w1 = arith.addi %w0, %w : i64
    scf.yield %n1, %w1 : i64, i64
  }
  %ws = func.call @case_f64(%c35, %c47, %c0, %true) : (index, index, index, i1) -> i64
  %n = arith.addi %l#0, %one : i64
  %wrong = arith.addi %l#1, %ws : i64
  func.call @print(%n) : (i64) -> ()
  func.call @print(%wrong) : (i64) -> ()
  return
}

// 36 pairs x 2 strides + 4 large + 1 static = 77 cases per element type.
// CHECK:      {{^}}77{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}77{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NOT:  {{.}}
func.func @main() {
  %sizes = memref.get_global @sizes : memref<6xindex>
  %large = memref.get_global @large : memref<4x2xindex>
  call @all_f32(%sizes, %large) : (memref<6xindex>, memref<4x2xindex>) -> ()
  call @all_f64(%sizes, %large) : (memref<6xindex>, memref<4x2xindex>) -> ()
  return
}

memref.global "private" constant @sizes : memref<6xindex> = dense<[0, 1, 15, 16, 17, 33]>
memref.global "private" constant @large : memref<4x2xindex> = dense<[[4095, 17], [17, 4095], [131, 257], [33, 1000]]>
