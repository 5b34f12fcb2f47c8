// Chains of elementwise ops, explicit broadcasts and relayouts become one
// loop nest per materialized value (-shapes-fuse-elementwise): the kernels
// allocate only their results (ALLOC checks, at the affine stage), and the
// numbers are those of the unfused program (the same CHECK lines with
// fuse=false).
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="fuse=false" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=affine" | FileCheck %s --check-prefix=ALLOC
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=linalg" | FileCheck %s --check-prefix=LINALG

#col = #shapes.layout<minor_to_major = [0, 1]>
#padded = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [5, 6], padding_value = lowest>

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

// Four ops with an explicit broadcast and a relayout: one generic, one
// allocation (the result).
// LINALG-LABEL: func.func @chain4
// LINALG-COUNT-1: linalg.generic
// LINALG-NOT:     linalg.generic
// LINALG-NOT:     linalg.copy
// ALLOC-LABEL: func.func @chain4
// ALLOC-COUNT-1: memref.alloc
// ALLOC-NOT:     memref.alloc
// ALLOC:         return
func.func @chain4(%m: tensor<4x3xf32>, %v: tensor<3xf32>, %w: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %b = shapes.broadcast_in_dim %v, dims = [1] : (tensor<3xf32>) -> tensor<4x3xf32>
  %s = shapes.add %m, %b : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  %t = shapes.relayout %w : tensor<4x3xf32> to tensor<4x3xf32, #col>
  %p = shapes.mul %s, %t : (tensor<4x3xf32>, tensor<4x3xf32, #col>) -> tensor<4x3xf32>
  %q = shapes.max %p, %m : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  return %q : tensor<4x3xf32>
}

// LINALG-LABEL: func.func @diamond
// A diamond: %s is read twice and costs one op, so it is computed again in
// each consumer rather than stored; a padded intermediate that only feeds
// fused consumers needs no buffer (and no padding fill).
// ALLOC-LABEL: func.func @diamond
// ALLOC-COUNT-1: memref.alloc
// ALLOC-NOT:     memref.alloc
// ALLOC:         return
func.func @diamond(%m: tensor<4x3xf32>, %v: tensor<3xf32>) -> tensor<4x3xf32> {
  %s = shapes.add %m, %v broadcast_dimensions = [1] : (tensor<4x3xf32>, tensor<3xf32>) -> tensor<4x3xf32, #padded>
  %a = shapes.mul %s, %m : (tensor<4x3xf32, #padded>, tensor<4x3xf32>) -> tensor<4x3xf32>
  %b = shapes.sub %s, %m : (tensor<4x3xf32, #padded>, tensor<4x3xf32>) -> tensor<4x3xf32>
  %r = shapes.min %a, %b : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// XLA's integer division is several ops (it never traps): read by two loop
// nests (two results), it is not recomputed but stored once and read by
// both, and the second, its last reader, writes its result over it: two
// buffers (the results). A diamond that ends in one consumer needs no
// store at all: both paths read one value of the fused loop.
// LINALG-LABEL: func.func @shared_division
// LINALG-COUNT-3: linalg.generic
// ALLOC-LABEL: func.func @shared_division
// ALLOC-COUNT-2: memref.alloc
// ALLOC-NOT:     memref.alloc
// ALLOC:         return
func.func @shared_division(%m: tensor<4x3xi32>, %v: tensor<3xi32>) -> (tensor<4x3xi32>, tensor<4x3xi32>) {
  %d = shapes.div %m, %v broadcast_dimensions = [1] : (tensor<4x3xi32>, tensor<3xi32>) -> tensor<4x3xi32>
  %a = shapes.add %d, %m : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi32>
  %r = shapes.mul %m, %d : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi32>
  return %a, %r : tensor<4x3xi32>, tensor<4x3xi32>
}

// ALLOC-LABEL: func.func @division_diamond
// ALLOC-COUNT-1: memref.alloc
// ALLOC-NOT:     memref.alloc
// ALLOC:         return
func.func @division_diamond(%m: tensor<4x3xi32>, %v: tensor<3xi32>) -> tensor<4x3xi32> {
  %d = shapes.div %m, %v broadcast_dimensions = [1] : (tensor<4x3xi32>, tensor<3xi32>) -> tensor<4x3xi32>
  %a = shapes.add %d, %m : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi32>
  %r = shapes.mul %a, %d : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi32>
  return %r : tensor<4x3xi32>
}

// Every result is materialized, in its own layout: two results, two
// buffers, the padded one with its padding.
// ALLOC-LABEL: func.func @two_results
// ALLOC-COUNT-2: memref.alloc
// ALLOC-NOT:     memref.alloc
// ALLOC:         return
func.func @two_results(%m: tensor<4x3xf32>, %v: tensor<3xf32>) -> (tensor<4x3xf32, #padded>, tensor<4x3xf32>) {
  %s = shapes.add %m, %v broadcast_dimensions = [1] : (tensor<4x3xf32>, tensor<3xf32>) -> tensor<4x3xf32, #padded>
  %r = shapes.mul %s, %s : (tensor<4x3xf32, #padded>, tensor<4x3xf32, #padded>) -> tensor<4x3xf32>
  return %s, %r : tensor<4x3xf32, #padded>, tensor<4x3xf32>
}

func.func private @accumulate(%t: tensor<4x3xf32, #padded>, %acc: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %n = shapes.add %acc, %t : (tensor<4x3xf32>, tensor<4x3xf32, #padded>) -> tensor<4x3xf32>
  return %n : tensor<4x3xf32>
}

// A relayout of a loop-invariant value leaves the loop (loop-invariant code
// motion on the shapes ops): one relayout before the loop, none inside.
// (Read by an elementwise op in the loop, it would be fused away instead.)
// LINALG-LABEL: func.func @invariant_relayout
// LINALG:         linalg.copy
// LINALG:         scf.for
// LINALG-NOT:       linalg.copy
// LINALG:         return
func.func @invariant_relayout(%m: tensor<4x3xf32>, %acc0: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %acc0) -> tensor<4x3xf32> {
    %t = shapes.relayout %m : tensor<4x3xf32> to tensor<4x3xf32, #padded>
    %n = func.call @accumulate(%t, %acc) : (tensor<4x3xf32, #padded>, tensor<4x3xf32>) -> tensor<4x3xf32>
    scf.yield %n : tensor<4x3xf32>
  }
  return %r : tensor<4x3xf32>
}

func.func @print(%x: tensor<4x3xf32>) {
  %u = tensor.cast %x : tensor<4x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @main() {
  %m = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0], [10.0, 11.0, 12.0]]> : tensor<4x3xf32>
  %v = arith.constant dense<[1.0, 2.0, 4.0]> : tensor<3xf32>
  %w = arith.constant dense<[[2.0, 0.0, 1.0], [1.0, 1.0, 1.0], [0.5, 2.0, 0.0], [1.0, -1.0, 1.0]]> : tensor<4x3xf32>

  // max((m + v) * w, m)
  // CHECK: {{\[\[}}4,   2,   7],
  // CHECK-NEXT: [5,   7,   10],
  // CHECK-NEXT: [7,   20,   9],
  // CHECK-NEXT: [11,   11,   16]]
  %c = call @chain4(%m, %v, %w) : (tensor<4x3xf32>, tensor<3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  call @print(%c) : (tensor<4x3xf32>) -> ()

  // min((m + v) * m, (m + v) - m) = min(...,  v)
  // CHECK: {{\[\[}}1,   2,   4],
  // CHECK-NEXT: [1,   2,   4],
  // CHECK-NEXT: [1,   2,   4],
  // CHECK-NEXT: [1,   2,   4]]
  %d = call @diamond(%m, %v) : (tensor<4x3xf32>, tensor<3xf32>) -> tensor<4x3xf32>
  call @print(%d) : (tensor<4x3xf32>) -> ()

  // m / v + m and m * (m / v) in i32, v = [1, 2, 0]: x / 0 = -1.
  // CHECK: {{\[\[}}2,   3,   2],
  // CHECK-NEXT: [8,   7,   5],
  // CHECK-NEXT: [14,   12,   8],
  // CHECK-NEXT: [20,   16,   11]]
  // CHECK: {{\[\[}}1,   2,   -3],
  // CHECK-NEXT: [16,   10,   -6],
  // CHECK-NEXT: [49,   32,   -9],
  // CHECK-NEXT: [100,   55,   -12]]
  // (m / v + m) * (m / v)
  // CHECK: {{\[\[}}2,   3,   -2],
  // CHECK-NEXT: [32,   14,   -5],
  // CHECK-NEXT: [98,   48,   -8],
  // CHECK-NEXT: [200,   80,   -11]]
  %mi = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9], [10, 11, 12]]> : tensor<4x3xi32>
  %vi = arith.constant dense<[1, 2, 0]> : tensor<3xi32>
  %e1, %e2 = call @shared_division(%mi, %vi) : (tensor<4x3xi32>, tensor<3xi32>) -> (tensor<4x3xi32>, tensor<4x3xi32>)
  %e1u = tensor.cast %e1 : tensor<4x3xi32> to tensor<*xi32>
  call @printMemrefI32(%e1u) : (tensor<*xi32>) -> ()
  %e2u = tensor.cast %e2 : tensor<4x3xi32> to tensor<*xi32>
  call @printMemrefI32(%e2u) : (tensor<*xi32>) -> ()
  %e = call @division_diamond(%mi, %vi) : (tensor<4x3xi32>, tensor<3xi32>) -> tensor<4x3xi32>
  %eu = tensor.cast %e : tensor<4x3xi32> to tensor<*xi32>
  call @printMemrefI32(%eu) : (tensor<*xi32>) -> ()

  // (m + v)^2
  // CHECK: {{\[\[}}4,   16,   49],
  // CHECK-NEXT: [25,   49,   100],
  // CHECK-NEXT: [64,   100,   169],
  // CHECK-NEXT: [121,   169,   256]]
  %s, %r = call @two_results(%m, %v) : (tensor<4x3xf32>, tensor<3xf32>) -> (tensor<4x3xf32, #padded>, tensor<4x3xf32>)
  call @print(%r) : (tensor<4x3xf32>) -> ()

  // 3 * m
  // CHECK: {{\[\[}}3,   6,   9],
  // CHECK-NEXT: [12,   15,   18],
  // CHECK-NEXT: [21,   24,   27],
  // CHECK-NEXT: [30,   33,   36]]
  %zero = arith.constant dense<0.0> : tensor<4x3xf32>
  %i = call @invariant_relayout(%m, %zero) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  call @print(%i) : (tensor<4x3xf32>) -> ()
  return
}
