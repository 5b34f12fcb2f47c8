// shapes.linearize_index / shapes.delinearize_index lowered with
// -shapes-to-llvm and run on runtime (loop) indices, so that the affine
// arithmetic they lower to is executed, not folded:
//   #A: 2x3,   minor_to_major = [0, 1],    padded [3, 5]    (strides [1, 3])
//   #B: 2x3x4, minor_to_major = [1, 2, 0], padded [3, 4, 5] (strides [20, 1, 4])
//   #C: 2x3x4, minor_to_major = [2, 0, 1], unpadded, on a memref type
//       (strides [4, 8, 1])
// For each: linearize of every multi-index of the array (printed as an
// array of the array's shape), delinearize of every position of the
// physical buffer, padding positions included (one row per position), and
// delinearize(linearize(i)) == i for every multi-index. The expected values
// come from the layout rules (position = sum_d i[d] * stride(d)). A few
// constant operands check the folders too ([1, 2] -> 7 in #A).
//
// The same ops on array types with '?' sizes (@dynamic), run with the
// sizes and indices as run-time values (function arguments and loop
// variables, which nothing folds):
//   #T: ?x?, minor_to_major = [0, 1], unpadded: strides [1, n] for sizes
//       [n, m], an n*m-element buffer;
//   #D: ?x2, minor_to_major = [0, 1], padded [4, 3]: the size of dimension
//       0 is bounded by 4; strides [1, 4] and 12 positions whatever it is.
// For each: linearize of every multi-index (printed as an array of the
// array's shape), delinearize of every position of the physical buffer
// (one row per position, padding included), and the number of
// multi-indices i with delinearize(linearize(i)) != i (0). #T runs with two
// shapes, 2x3 and 3x2, so that its strides differ at run time; #D with
// sizes 3 and 1, which leave its strides alone. The expected values come
// from the layout rules (position = sum_d i[d] * stride(d)). An empty #T
// (size 0) gives indices 0 for any position, as a static empty array does.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

#A = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>
#B = #shapes.layout<minor_to_major = [1, 2, 0], padded_dimensions = [3, 4, 5]>
#C = #shapes.layout<minor_to_major = [2, 0, 1]>
#T = #shapes.layout<minor_to_major = [0, 1]>
#D = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [4, 3]>

func.func private @printMemrefI64(memref<*xi64>)

// Linear position of every multi-index of #A.
func.func @linearize_A() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n0 = arith.constant 2 : index
  %n1 = arith.constant 3 : index
  %out = memref.alloc() : memref<2x3xi64>
  scf.for %i0 = %c0 to %n0 step %c1 {
    scf.for %i1 = %c0 to %n1 step %c1 {
      %l = shapes.linearize_index [%i0, %i1] : tensor<2x3xf32, #A>
      %li = arith.index_cast %l : index to i64
      memref.store %li, %out[%i0, %i1] : memref<2x3xi64>
    }
  }
  %u = memref.cast %out : memref<2x3xi64> to memref<*xi64>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[\[}}0,   3,   6],
  // CHECK-NEXT:  [1,   4,   7]]
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}

// Multi-index at every position of the physical buffer of #A (15 positions).
func.func @delinearize_A() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = arith.constant 0 : index
  %d1 = arith.constant 1 : index
  %n = arith.constant 15 : index
  %out = memref.alloc() : memref<15x2xi64>
  scf.for %p = %c0 to %n step %c1 {
    %m:2 = shapes.delinearize_index %p : tensor<2x3xf32, #A>
    %m0 = arith.index_cast %m#0 : index to i64
    memref.store %m0, %out[%p, %d0] : memref<15x2xi64>
    %m1 = arith.index_cast %m#1 : index to i64
    memref.store %m1, %out[%p, %d1] : memref<15x2xi64>
  }
  %u = memref.cast %out : memref<15x2xi64> to memref<*xi64>
  // CHECK: rank = 2 offset = 0 sizes = [15, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[\[}}0,   0],
  // CHECK-NEXT:  [1,   0],
  // CHECK-NEXT:  [2,   0],
  // CHECK-NEXT:  [0,   1],
  // CHECK-NEXT:  [1,   1],
  // CHECK-NEXT:  [2,   1],
  // CHECK-NEXT:  [0,   2],
  // CHECK-NEXT:  [1,   2],
  // CHECK-NEXT:  [2,   2],
  // CHECK-NEXT:  [0,   3],
  // CHECK-NEXT:  [1,   3],
  // CHECK-NEXT:  [2,   3],
  // CHECK-NEXT:  [0,   4],
  // CHECK-NEXT:  [1,   4],
  // CHECK-NEXT:  [2,   4]]
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}

// delinearize(linearize(i)) for every multi-index i of #A, row-major order.
func.func @roundtrip_A() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n0 = arith.constant 2 : index
  %n1 = arith.constant 3 : index
  %d0 = arith.constant 0 : index
  %d1 = arith.constant 1 : index
  %out = memref.alloc() : memref<2x3x2xi64>
  scf.for %i0 = %c0 to %n0 step %c1 {
    scf.for %i1 = %c0 to %n1 step %c1 {
      %l = shapes.linearize_index [%i0, %i1] : tensor<2x3xf32, #A>
      %m:2 = shapes.delinearize_index %l : tensor<2x3xf32, #A>
      %m0 = arith.index_cast %m#0 : index to i64
      memref.store %m0, %out[%i0, %i1, %d0] : memref<2x3x2xi64>
      %m1 = arith.index_cast %m#1 : index to i64
      memref.store %m1, %out[%i0, %i1, %d1] : memref<2x3x2xi64>
    }
  }
  %u = memref.cast %out : memref<2x3x2xi64> to memref<*xi64>
  // CHECK: rank = 3 offset = 0 sizes = [2, 3, 2] strides = [6, 2, 1] data =
  // CHECK-NEXT: {{\[\[\[}}0,    0],
  // CHECK-NEXT:   [0,    1],
  // CHECK-NEXT:   [0,    2]],
  // CHECK-NEXT:  {{\[\[}}1,    0],
  // CHECK-NEXT:   [1,    1],
  // CHECK-NEXT:   [1,    2]]]
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}

// Linear position of every multi-index of #B.
func.func @linearize_B() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n0 = arith.constant 2 : index
  %n1 = arith.constant 3 : index
  %n2 = arith.constant 4 : index
  %out = memref.alloc() : memref<2x3x4xi64>
  scf.for %i0 = %c0 to %n0 step %c1 {
    scf.for %i1 = %c0 to %n1 step %c1 {
      scf.for %i2 = %c0 to %n2 step %c1 {
        %l = shapes.linearize_index [%i0, %i1, %i2] : tensor<2x3x4xf32, #B>
        %li = arith.index_cast %l : index to i64
        memref.store %li, %out[%i0, %i1, %i2] : memref<2x3x4xi64>
      }
    }
  }
  %u = memref.cast %out : memref<2x3x4xi64> to memref<*xi64>
  // CHECK: rank = 3 offset = 0 sizes = [2, 3, 4] strides = [12, 4, 1] data =
  // CHECK-NEXT: {{\[\[\[}}0,    4,    8,    12],
  // CHECK-NEXT:   [1,    5,    9,    13],
  // CHECK-NEXT:   [2,    6,    10,    14]],
  // CHECK-NEXT:  {{\[\[}}20,    24,    28,    32],
  // CHECK-NEXT:   [21,    25,    29,    33],
  // CHECK-NEXT:   [22,    26,    30,    34]]]
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}

// Multi-index at every position of the physical buffer of #B (60 positions).
func.func @delinearize_B() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = arith.constant 0 : index
  %d1 = arith.constant 1 : index
  %d2 = arith.constant 2 : index
  %n = arith.constant 60 : index
  %out = memref.alloc() : memref<60x3xi64>
  scf.for %p = %c0 to %n step %c1 {
    %m:3 = shapes.delinearize_index %p : tensor<2x3x4xf32, #B>
    %m0 = arith.index_cast %m#0 : index to i64
    memref.store %m0, %out[%p, %d0] : memref<60x3xi64>
    %m1 = arith.index_cast %m#1 : index to i64
    memref.store %m1, %out[%p, %d1] : memref<60x3xi64>
    %m2 = arith.index_cast %m#2 : index to i64
    memref.store %m2, %out[%p, %d2] : memref<60x3xi64>
  }
  %u = memref.cast %out : memref<60x3xi64> to memref<*xi64>
  // CHECK: rank = 2 offset = 0 sizes = [60, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[\[}}0,   0,   0],
  // CHECK-NEXT:  [0,   1,   0],
  // CHECK-NEXT:  [0,   2,   0],
  // CHECK-NEXT:  [0,   3,   0],
  // CHECK-NEXT:  [0,   0,   1],
  // CHECK-NEXT:  [0,   1,   1],
  // CHECK-NEXT:  [0,   2,   1],
  // CHECK-NEXT:  [0,   3,   1],
  // CHECK-NEXT:  [0,   0,   2],
  // CHECK-NEXT:  [0,   1,   2],
  // CHECK-NEXT:  [0,   2,   2],
  // CHECK-NEXT:  [0,   3,   2],
  // CHECK-NEXT:  [0,   0,   3],
  // CHECK-NEXT:  [0,   1,   3],
  // CHECK-NEXT:  [0,   2,   3],
  // CHECK-NEXT:  [0,   3,   3],
  // CHECK-NEXT:  [0,   0,   4],
  // CHECK-NEXT:  [0,   1,   4],
  // CHECK-NEXT:  [0,   2,   4],
  // CHECK-NEXT:  [0,   3,   4],
  // CHECK-NEXT:  [1,   0,   0],
  // CHECK-NEXT:  [1,   1,   0],
  // CHECK-NEXT:  [1,   2,   0],
  // CHECK-NEXT:  [1,   3,   0],
  // CHECK-NEXT:  [1,   0,   1],
  // CHECK-NEXT:  [1,   1,   1],
  // CHECK-NEXT:  [1,   2,   1],
  // CHECK-NEXT:  [1,   3,   1],
  // CHECK-NEXT:  [1,   0,   2],
  // CHECK-NEXT:  [1,   1,   2],
  // CHECK-NEXT:  [1,   2,   2],
  // CHECK-NEXT:  [1,   3,   2],
  // CHECK-NEXT:  [1,   0,   3],
  // CHECK-NEXT:  [1,   1,   3],
  // CHECK-NEXT:  [1,   2,   3],
  // CHECK-NEXT:  [1,   3,   3],
  // CHECK-NEXT:  [1,   0,   4],
  // CHECK-NEXT:  [1,   1,   4],
  // CHECK-NEXT:  [1,   2,   4],
  // CHECK-NEXT:  [1,   3,   4],
  // CHECK-NEXT:  [2,   0,   0],
  // CHECK-NEXT:  [2,   1,   0],
  // CHECK-NEXT:  [2,   2,   0],
  // CHECK-NEXT:  [2,   3,   0],
  // CHECK-NEXT:  [2,   0,   1],
  // CHECK-NEXT:  [2,   1,   1],
  // CHECK-NEXT:  [2,   2,   1],
  // CHECK-NEXT:  [2,   3,   1],
  // CHECK-NEXT:  [2,   0,   2],
  // CHECK-NEXT:  [2,   1,   2],
  // CHECK-NEXT:  [2,   2,   2],
  // CHECK-NEXT:  [2,   3,   2],
  // CHECK-NEXT:  [2,   0,   3],
  // CHECK-NEXT:  [2,   1,   3],
  // CHECK-NEXT:  [2,   2,   3],
  // CHECK-NEXT:  [2,   3,   3],
  // CHECK-NEXT:  [2,   0,   4],
  // CHECK-NEXT:  [2,   1,   4],
  // CHECK-NEXT:  [2,   2,   4],
  // CHECK-NEXT:  [2,   3,   4]]
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}

// delinearize(linearize(i)) for every multi-index i of #B, row-major order.
func.func @roundtrip_B() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n0 = arith.constant 2 : index
  %n1 = arith.constant 3 : index
  %n2 = arith.constant 4 : index
  %d0 = arith.constant 0 : index
  %d1 = arith.constant 1 : index
  %d2 = arith.constant 2 : index
  %out = memref.alloc() : memref<2x3x4x3xi64>
  scf.for %i0 = %c0 to %n0 step %c1 {
    scf.for %i1 = %c0 to %n1 step %c1 {
      scf.for %i2 = %c0 to %n2 step %c1 {
        %l = shapes.linearize_index [%i0, %i1, %i2] : tensor<2x3x4xf32, #B>
        %m:3 = shapes.delinearize_index %l : tensor<2x3x4xf32, #B>
        %m0 = arith.index_cast %m#0 : index to i64
        memref.store %m0, %out[%i0, %i1, %i2, %d0] : memref<2x3x4x3xi64>
        %m1 = arith.index_cast %m#1 : index to i64
        memref.store %m1, %out[%i0, %i1, %i2, %d1] : memref<2x3x4x3xi64>
        %m2 = arith.index_cast %m#2 : index to i64
        memref.store %m2, %out[%i0, %i1, %i2, %d2] : memref<2x3x4x3xi64>
      }
    }
  }
  %u = memref.cast %out : memref<2x3x4x3xi64> to memref<*xi64>
  // CHECK: rank = 4 offset = 0 sizes = [2, 3, 4, 3] strides = [36, 12, 3, 1] data =
  // CHECK-NEXT: {{\[\[\[\[}}0,     0,     0],
  // CHECK-NEXT:    [0,     0,     1],
  // CHECK-NEXT:    [0,     0,     2],
  // CHECK-NEXT:    [0,     0,     3]],
  // CHECK-NEXT:   {{\[\[}}0,     1,     0],
  // CHECK-NEXT:    [0,     1,     1],
  // CHECK-NEXT:    [0,     1,     2],
  // CHECK-NEXT:    [0,     1,     3]],
  // CHECK-NEXT:   {{\[\[}}0,     2,     0],
  // CHECK-NEXT:    [0,     2,     1],
  // CHECK-NEXT:    [0,     2,     2],
  // CHECK-NEXT:    [0,     2,     3]]],
  // CHECK-NEXT:  {{\[\[\[}}1,     0,     0],
  // CHECK-NEXT:    [1,     0,     1],
  // CHECK-NEXT:    [1,     0,     2],
  // CHECK-NEXT:    [1,     0,     3]],
  // CHECK-NEXT:   {{\[\[}}1,     1,     0],
  // CHECK-NEXT:    [1,     1,     1],
  // CHECK-NEXT:    [1,     1,     2],
  // CHECK-NEXT:    [1,     1,     3]],
  // CHECK-NEXT:   {{\[\[}}1,     2,     0],
  // CHECK-NEXT:    [1,     2,     1],
  // CHECK-NEXT:    [1,     2,     2],
  // CHECK-NEXT:    [1,     2,     3]]]]
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}

// Linear position of every multi-index of #C.
func.func @linearize_C() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n0 = arith.constant 2 : index
  %n1 = arith.constant 3 : index
  %n2 = arith.constant 4 : index
  %out = memref.alloc() : memref<2x3x4xi64>
  scf.for %i0 = %c0 to %n0 step %c1 {
    scf.for %i1 = %c0 to %n1 step %c1 {
      scf.for %i2 = %c0 to %n2 step %c1 {
        %l = shapes.linearize_index [%i0, %i1, %i2] : memref<2x3x4xi32, #C>
        %li = arith.index_cast %l : index to i64
        memref.store %li, %out[%i0, %i1, %i2] : memref<2x3x4xi64>
      }
    }
  }
  %u = memref.cast %out : memref<2x3x4xi64> to memref<*xi64>
  // CHECK: rank = 3 offset = 0 sizes = [2, 3, 4] strides = [12, 4, 1] data =
  // CHECK-NEXT: {{\[\[\[}}0,    1,    2,    3],
  // CHECK-NEXT:   [8,    9,    10,    11],
  // CHECK-NEXT:   [16,    17,    18,    19]],
  // CHECK-NEXT:  {{\[\[}}4,    5,    6,    7],
  // CHECK-NEXT:   [12,    13,    14,    15],
  // CHECK-NEXT:   [20,    21,    22,    23]]]
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}

// Multi-index at every position of the physical buffer of #C (24 positions).
func.func @delinearize_C() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = arith.constant 0 : index
  %d1 = arith.constant 1 : index
  %d2 = arith.constant 2 : index
  %n = arith.constant 24 : index
  %out = memref.alloc() : memref<24x3xi64>
  scf.for %p = %c0 to %n step %c1 {
    %m:3 = shapes.delinearize_index %p : memref<2x3x4xi32, #C>
    %m0 = arith.index_cast %m#0 : index to i64
    memref.store %m0, %out[%p, %d0] : memref<24x3xi64>
    %m1 = arith.index_cast %m#1 : index to i64
    memref.store %m1, %out[%p, %d1] : memref<24x3xi64>
    %m2 = arith.index_cast %m#2 : index to i64
    memref.store %m2, %out[%p, %d2] : memref<24x3xi64>
  }
  %u = memref.cast %out : memref<24x3xi64> to memref<*xi64>
  // CHECK: rank = 2 offset = 0 sizes = [24, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[\[}}0,   0,   0],
  // CHECK-NEXT:  [0,   0,   1],
  // CHECK-NEXT:  [0,   0,   2],
  // CHECK-NEXT:  [0,   0,   3],
  // CHECK-NEXT:  [1,   0,   0],
  // CHECK-NEXT:  [1,   0,   1],
  // CHECK-NEXT:  [1,   0,   2],
  // CHECK-NEXT:  [1,   0,   3],
  // CHECK-NEXT:  [0,   1,   0],
  // CHECK-NEXT:  [0,   1,   1],
  // CHECK-NEXT:  [0,   1,   2],
  // CHECK-NEXT:  [0,   1,   3],
  // CHECK-NEXT:  [1,   1,   0],
  // CHECK-NEXT:  [1,   1,   1],
  // CHECK-NEXT:  [1,   1,   2],
  // CHECK-NEXT:  [1,   1,   3],
  // CHECK-NEXT:  [0,   2,   0],
  // CHECK-NEXT:  [0,   2,   1],
  // CHECK-NEXT:  [0,   2,   2],
  // CHECK-NEXT:  [0,   2,   3],
  // CHECK-NEXT:  [1,   2,   0],
  // CHECK-NEXT:  [1,   2,   1],
  // CHECK-NEXT:  [1,   2,   2],
  // CHECK-NEXT:  [1,   2,   3]]
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}

// delinearize(linearize(i)) for every multi-index i of #C, row-major order.
func.func @roundtrip_C() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n0 = arith.constant 2 : index
  %n1 = arith.constant 3 : index
  %n2 = arith.constant 4 : index
  %d0 = arith.constant 0 : index
  %d1 = arith.constant 1 : index
  %d2 = arith.constant 2 : index
  %out = memref.alloc() : memref<2x3x4x3xi64>
  scf.for %i0 = %c0 to %n0 step %c1 {
    scf.for %i1 = %c0 to %n1 step %c1 {
      scf.for %i2 = %c0 to %n2 step %c1 {
        %l = shapes.linearize_index [%i0, %i1, %i2] : memref<2x3x4xi32, #C>
        %m:3 = shapes.delinearize_index %l : memref<2x3x4xi32, #C>
        %m0 = arith.index_cast %m#0 : index to i64
        memref.store %m0, %out[%i0, %i1, %i2, %d0] : memref<2x3x4x3xi64>
        %m1 = arith.index_cast %m#1 : index to i64
        memref.store %m1, %out[%i0, %i1, %i2, %d1] : memref<2x3x4x3xi64>
        %m2 = arith.index_cast %m#2 : index to i64
        memref.store %m2, %out[%i0, %i1, %i2, %d2] : memref<2x3x4x3xi64>
      }
    }
  }
  %u = memref.cast %out : memref<2x3x4x3xi64> to memref<*xi64>
  // CHECK: rank = 4 offset = 0 sizes = [2, 3, 4, 3] strides = [36, 12, 3, 1] data =
  // CHECK-NEXT: {{\[\[\[\[}}0,     0,     0],
  // CHECK-NEXT:    [0,     0,     1],
  // CHECK-NEXT:    [0,     0,     2],
  // CHECK-NEXT:    [0,     0,     3]],
  // CHECK-NEXT:   {{\[\[}}0,     1,     0],
  // CHECK-NEXT:    [0,     1,     1],
  // CHECK-NEXT:    [0,     1,     2],
  // CHECK-NEXT:    [0,     1,     3]],
  // CHECK-NEXT:   {{\[\[}}0,     2,     0],
  // CHECK-NEXT:    [0,     2,     1],
  // CHECK-NEXT:    [0,     2,     2],
  // CHECK-NEXT:    [0,     2,     3]]],
  // CHECK-NEXT:  {{\[\[\[}}1,     0,     0],
  // CHECK-NEXT:    [1,     0,     1],
  // CHECK-NEXT:    [1,     0,     2],
  // CHECK-NEXT:    [1,     0,     3]],
  // CHECK-NEXT:   {{\[\[}}1,     1,     0],
  // CHECK-NEXT:    [1,     1,     1],
  // CHECK-NEXT:    [1,     1,     2],
  // CHECK-NEXT:    [1,     1,     3]],
  // CHECK-NEXT:   {{\[\[}}1,     2,     0],
  // CHECK-NEXT:    [1,     2,     1],
  // CHECK-NEXT:    [1,     2,     2],
  // CHECK-NEXT:    [1,     2,     3]]]]
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}

// Constant operands: the folded values.
func.func @constants() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c14 = arith.constant 14 : index
  %c59 = arith.constant 59 : index
  %out = memref.alloc() : memref<11xi64>
  // [1, 2] in #A -> 1 + 2 * 3 = 7.
  %a = shapes.linearize_index [%c1, %c2] : tensor<2x3xf32, #A>
  // [1, 2, 3] in #B -> 1 * 20 + 2 * 1 + 3 * 4 = 34.
  %b = shapes.linearize_index [%c1, %c2, %c3] : tensor<2x3x4xf32, #B>
  // 7 in #A -> [1, 2]; 14 in #A -> [2, 4] (padding).
  %d7:2 = shapes.delinearize_index %c7 : tensor<2x3xf32, #A>
  %d14:2 = shapes.delinearize_index %c14 : tensor<2x3xf32, #A>
  // 59 in #B -> [2, 3, 4] (the last padding position).
  %d59:3 = shapes.delinearize_index %c59 : tensor<2x3x4xf32, #B>
  %i0 = arith.index_cast %a : index to i64
  %i1 = arith.index_cast %b : index to i64
  %i2 = arith.index_cast %d7#0 : index to i64
  %i3 = arith.index_cast %d7#1 : index to i64
  %i4 = arith.index_cast %d14#0 : index to i64
  %i5 = arith.index_cast %d14#1 : index to i64
  %i6 = arith.index_cast %d59#0 : index to i64
  %i7 = arith.index_cast %d59#1 : index to i64
  %i8 = arith.index_cast %d59#2 : index to i64
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %c10 = arith.constant 10 : index
  %m1 = arith.constant -1 : i64
  memref.store %i0, %out[%c0] : memref<11xi64>
  memref.store %i1, %out[%c1] : memref<11xi64>
  memref.store %m1, %out[%c2] : memref<11xi64>
  memref.store %i2, %out[%c3] : memref<11xi64>
  memref.store %i3, %out[%c4] : memref<11xi64>
  memref.store %i4, %out[%c5] : memref<11xi64>
  memref.store %i5, %out[%c6] : memref<11xi64>
  memref.store %m1, %out[%c7] : memref<11xi64>
  memref.store %i6, %out[%c8] : memref<11xi64>
  memref.store %i7, %out[%c9] : memref<11xi64>
  memref.store %i8, %out[%c10] : memref<11xi64>
  %u = memref.cast %out : memref<11xi64> to memref<*xi64>
  // CHECK: rank = 1 offset = 0 sizes = [11] strides = [1] data =
  // CHECK-NEXT: [7,  34,  -1,  1,  2,  2,  4,  -1,  2,  3,  4]
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}

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

// Linear position of every multi-index of an n x 2 array of #D.
func.func @linearize_D(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %out = memref.alloc(%n) : memref<?x2xi64>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %l = shapes.linearize_index [%i, %j] sizes(%n) : tensor<?x2xf32, #D>
      %li = arith.index_cast %l : index to i64
      memref.store %li, %out[%i, %j] : memref<?x2xi64>
    }
  }
  %u = memref.cast %out : memref<?x2xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %out : memref<?x2xi64>
  return
}

// Multi-index at every position of the 12-element buffer of #D.
func.func @delinearize_D(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  %out = memref.alloc() : memref<12x2xi64>
  scf.for %p = %c0 to %c12 step %c1 {
    %d:2 = shapes.delinearize_index %p sizes(%n) : tensor<?x2xf32, #D>
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

// The number of multi-indices of #D that do not survive a round trip.
func.func @roundtrip_D(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %bad = scf.for %i = %c0 to %n step %c1 iter_args(%b0 = %c0) -> index {
    %b2 = scf.for %j = %c0 to %c2 step %c1 iter_args(%b1 = %b0) -> index {
      %l = shapes.linearize_index [%i, %j] sizes(%n) : tensor<?x2xf32, #D>
      %d:2 = shapes.delinearize_index %l sizes(%n) : tensor<?x2xf32, #D>
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

// The calls on run-time sizes, each followed by its output.
func.func @dynamic() {
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

  // #D with 3 rows of its 4: strides [1, 4], from the width 4, not the
  // size 3.
  // CHECK: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[\[}}0,   4],
  // CHECK-NEXT:  [1,   5],
  // CHECK-NEXT:  [2,   6]]
  call @linearize_D(%c3) : (index) -> ()
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
  call @delinearize_D(%c3) : (index) -> ()
  // CHECK-NEXT: 0
  call @roundtrip_D(%c3) : (index) -> ()

  // #D with 1 row: the same strides and positions.
  // CHECK: rank = 2 offset = 0 sizes = [1, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[\[}}0,   4]]
  call @linearize_D(%c1) : (index) -> ()
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
  call @delinearize_D(%c1) : (index) -> ()
  // CHECK-NEXT: 0
  call @roundtrip_D(%c1) : (index) -> ()
  return
}

func.func @main() {
  call @linearize_A() : () -> ()
  call @delinearize_A() : () -> ()
  call @roundtrip_A() : () -> ()
  call @linearize_B() : () -> ()
  call @delinearize_B() : () -> ()
  call @roundtrip_B() : () -> ()
  call @linearize_C() : () -> ()
  call @delinearize_C() : () -> ()
  call @roundtrip_C() : () -> ()
  call @constants() : () -> ()
  call @dynamic() : () -> ()
  return
}
