// shapes.linearize_index / shapes.delinearize_index on array types with '?'
// sizes, lowered with -shapes-to-llvm and run with the sizes and indices as
// run-time values (function arguments and loop variables, which nothing
// folds):
//   #T: ?x?, minor_to_major = [0, 1], unpadded: strides [1, n] for sizes
//       [n, m], an n*m-element buffer;
//   #B: ?x2, minor_to_major = [0, 1], padded [4, 3]: the size of dimension
//       0 is bounded by 4; strides [1, 4] and 12 positions whatever it is.
// For each: linearize of every multi-index (printed as an array of the
// array's shape), delinearize of every position of the physical buffer
// (one row per position, padding included), and the number of
// multi-indices i with delinearize(linearize(i)) != i (0). #T runs with two
// shapes, 2x3 and 3x2, so that its strides differ at run time; #B with
// sizes 3 and 1, which leave its strides alone. The expected values come
// from the layout rules (position = sum_d i[d] * stride(d)). An empty #T
// (size 0) gives indices 0 for any position, as a static empty array does.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

#T = #shapes.layout<minor_to_major = [0, 1]>
#B = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [4, 3]>

func.func private @printMemrefI64(memref<*xi64>)

// Linear position of every multi-index of an n x m array of #T.
func.func @linearize_T(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %out = memref.alloc(%n, %m) : memref<?x?xi64>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %l = shapes.linearize_index [%i, %j] sizes(%n, %m) : tensor<?x?xf32, #T>
      %li = arith.index_cast %l : index to i64
      memref.store %li, %out[%i, %j] : memref<?x?xi64>
    }
  }
  %u = memref.cast %out : memref<?x?xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %out : memref<?x?xi64>
  return
}

// Multi-index at every position of the n*m-element buffer of #T.
func.func @delinearize_T(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %count = arith.muli %n, %m : index
  %out = memref.alloc(%count) : memref<?x2xi64>
  scf.for %p = %c0 to %count step %c1 {
    %d:2 = shapes.delinearize_index %p sizes(%n, %m) : tensor<?x?xf32, #T>
    %d0 = arith.index_cast %d#0 : index to i64
    memref.store %d0, %out[%p, %c0] : memref<?x2xi64>
    %d1 = arith.index_cast %d#1 : index to i64
    memref.store %d1, %out[%p, %c1] : memref<?x2xi64>
  }
  %u = memref.cast %out : memref<?x2xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %out : memref<?x2xi64>
  return
}

// The number of multi-indices of #T that do not survive a round trip.
func.func @roundtrip_T(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %bad = scf.for %i = %c0 to %n step %c1 iter_args(%b0 = %c0) -> index {
    %b2 = scf.for %j = %c0 to %m step %c1 iter_args(%b1 = %b0) -> index {
      %l = shapes.linearize_index [%i, %j] sizes(%n, %m) : tensor<?x?xf32, #T>
      %d:2 = shapes.delinearize_index %l sizes(%n, %m) : tensor<?x?xf32, #T>
      %e0 = arith.cmpi ne, %d#0, %i : index
      %e1 = arith.cmpi ne, %d#1, %j : index
      %e = arith.ori %e0, %e1 : i1
      %inc = arith.select %e, %c1, %c0 : index
      %b = arith.addi %b1, %inc : index
      scf.yield %b : index
    }
    scf.yield %b2 : index
  }
  vector.print %bad : index
  return
}

// Position %p of an empty #T buffer (sizes %n x %m, one of them 0).
func.func @delinearize_empty_T(%p: index, %n: index, %m: index) {
  %d:2 = shapes.delinearize_index %p sizes(%n, %m) : tensor<?x?xf32, #T>
  vector.print %d#0 : index
  vector.print %d#1 : index
  return
}

// Linear position of every multi-index of an n x 2 array of #B.
func.func @linearize_B(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %out = memref.alloc(%n) : memref<?x2xi64>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %l = shapes.linearize_index [%i, %j] sizes(%n) : tensor<?x2xf32, #B>
      %li = arith.index_cast %l : index to i64
      memref.store %li, %out[%i, %j] : memref<?x2xi64>
    }
  }
  %u = memref.cast %out : memref<?x2xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %out : memref<?x2xi64>
  return
}

// Multi-index at every position of the 12-element buffer of #B.
func.func @delinearize_B(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  %out = memref.alloc() : memref<12x2xi64>
  scf.for %p = %c0 to %c12 step %c1 {
    %d:2 = shapes.delinearize_index %p sizes(%n) : tensor<?x2xf32, #B>
    %d0 = arith.index_cast %d#0 : index to i64
    memref.store %d0, %out[%p, %c0] : memref<12x2xi64>
    %d1 = arith.index_cast %d#1 : index to i64
    memref.store %d1, %out[%p, %c1] : memref<12x2xi64>
  }
  %u = memref.cast %out : memref<12x2xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %out : memref<12x2xi64>
  return
}

// The number of multi-indices of #B that do not survive a round trip.
func.func @roundtrip_B(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %bad = scf.for %i = %c0 to %n step %c1 iter_args(%b0 = %c0) -> index {
    %b2 = scf.for %j = %c0 to %c2 step %c1 iter_args(%b1 = %b0) -> index {
      %l = shapes.linearize_index [%i, %j] sizes(%n) : tensor<?x2xf32, #B>
      %d:2 = shapes.delinearize_index %l sizes(%n) : tensor<?x2xf32, #B>
      %e0 = arith.cmpi ne, %d#0, %i : index
      %e1 = arith.cmpi ne, %d#1, %j : index
      %e = arith.ori %e0, %e1 : i1
      %inc = arith.select %e, %c1, %c0 : index
      %b = arith.addi %b1, %inc : index
      scf.yield %b : index
    }
    scf.yield %b2 : index
  }
  vector.print %bad : index
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index

  // #T, 2x3: strides [1, 2].
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[\[}}0,   2,   4],
  // CHECK-NEXT:  [1,   3,   5]]
  call @linearize_T(%c2, %c3) : (index, index) -> ()
  // CHECK: rank = 2 offset = 0 sizes = [6, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[\[}}0,   0],
  // CHECK-NEXT:  [1,   0],
  // CHECK-NEXT:  [0,   1],
  // CHECK-NEXT:  [1,   1],
  // CHECK-NEXT:  [0,   2],
  // CHECK-NEXT:  [1,   2]]
  call @delinearize_T(%c2, %c3) : (index, index) -> ()
  // CHECK-NEXT: 0
  call @roundtrip_T(%c2, %c3) : (index, index) -> ()

  // #T, 3x2: strides [1, 3].
  // CHECK: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[\[}}0,   3],
  // CHECK-NEXT:  [1,   4],
  // CHECK-NEXT:  [2,   5]]
  call @linearize_T(%c3, %c2) : (index, index) -> ()
  // CHECK: rank = 2 offset = 0 sizes = [6, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[\[}}0,   0],
  // CHECK-NEXT:  [1,   0],
  // CHECK-NEXT:  [2,   0],
  // CHECK-NEXT:  [0,   1],
  // CHECK-NEXT:  [1,   1],
  // CHECK-NEXT:  [2,   1]]
  call @delinearize_T(%c3, %c2) : (index, index) -> ()
  // CHECK-NEXT: 0
  call @roundtrip_T(%c3, %c2) : (index, index) -> ()

  // #T, 0x3 and 2x0: empty buffers, indices 0 (5 floordiv a stride of 0
  // would trap; 5 mod 1 and 5 floordiv 1 would give 0 and 5).
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  call @delinearize_empty_T(%c5, %c0, %c3) : (index, index, index) -> ()
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  call @delinearize_empty_T(%c5, %c2, %c0) : (index, index, index) -> ()

  // #B with 3 rows of its 4: strides [1, 4], from the width 4, not the
  // size 3.
  // CHECK: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[\[}}0,   4],
  // CHECK-NEXT:  [1,   5],
  // CHECK-NEXT:  [2,   6]]
  call @linearize_B(%c3) : (index) -> ()
  // The 12 positions, column by column of the 4x3 buffer: row 3 and
  // column 2 are padding.
  // CHECK: rank = 2 offset = 0 sizes = [12, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[\[}}0,   0],
  // CHECK-NEXT:  [1,   0],
  // CHECK-NEXT:  [2,   0],
  // CHECK-NEXT:  [3,   0],
  // CHECK-NEXT:  [0,   1],
  // CHECK-NEXT:  [1,   1],
  // CHECK-NEXT:  [2,   1],
  // CHECK-NEXT:  [3,   1],
  // CHECK-NEXT:  [0,   2],
  // CHECK-NEXT:  [1,   2],
  // CHECK-NEXT:  [2,   2],
  // CHECK-NEXT:  [3,   2]]
  call @delinearize_B(%c3) : (index) -> ()
  // CHECK-NEXT: 0
  call @roundtrip_B(%c3) : (index) -> ()

  // #B with 1 row: the same strides and positions.
  // CHECK: rank = 2 offset = 0 sizes = [1, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[\[}}0,   4]]
  call @linearize_B(%c1) : (index) -> ()
  // CHECK: rank = 2 offset = 0 sizes = [12, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[\[}}0,   0],
  // CHECK-NEXT:  [1,   0],
  // CHECK-NEXT:  [2,   0],
  // CHECK-NEXT:  [3,   0],
  // CHECK-NEXT:  [0,   1],
  // CHECK-NEXT:  [1,   1],
  // CHECK-NEXT:  [2,   1],
  // CHECK-NEXT:  [3,   1],
  // CHECK-NEXT:  [0,   2],
  // CHECK-NEXT:  [1,   2],
  // CHECK-NEXT:  [2,   2],
  // CHECK-NEXT:  [3,   2]]
  call @delinearize_B(%c1) : (index) -> ()
  // CHECK-NEXT: 0
  call @roundtrip_B(%c1) : (index) -> ()
  return
}
