// Shapes ops on dynamic shapes, compiled once with '?' sizes and run at
// several sizes, 0 and 1 included, through -shapes-to-llvm with and without
// vector loops, fusion, threads and out-params. Every function takes its
// sizes at run time (tensor.cast to '?' in @main, across a call). Expected
// values are worked out by hand from the broadcasting and layout rules.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="vectorize=false fuse=false" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="results-to-out-params=true threads=2" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp \
// RUN: | FileCheck %s

#col = #shapes.layout<minor_to_major = [0, 1]>
#bound = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [4, 3], padding_value = lowest>

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

// Two dynamic row counts and a static 1 that broadcasts.
func.func @add_rows(%a: tensor<?x3xf32>, %b: tensor<?x1xf32>) -> tensor<?x3xf32> {
  %0 = shapes.add %a, %b : (tensor<?x3xf32>, tensor<?x1xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// A dynamic vector through broadcast_dimensions, into a column-major
// result, followed by a second op (a fusible chain).
func.func @chain(%m: tensor<?x?xf32>, %v: tensor<?xf32>) -> tensor<?x?xf32, #col> {
  %0 = shapes.sub %m, %v broadcast_dimensions = [1] : (tensor<?x?xf32>, tensor<?xf32>) -> tensor<?x?xf32>
  %1 = shapes.mul %0, %0 : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32, #col>
  return %1 : tensor<?x?xf32, #col>
}

// broadcast_in_dim with its size operands.
func.func @outer(%v: tensor<?xi32>, %n: index, %m: index) -> tensor<?x?xi32> {
  %0 = shapes.broadcast_in_dim %v, dims = [1] sizes(%n, %m) : (tensor<?xi32>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// A transposing relayout of a dynamic matrix.
func.func @transpose(%a: tensor<?x?xf32>) -> tensor<?x?xf32, #col> {
  %0 = shapes.relayout %a : tensor<?x?xf32> to tensor<?x?xf32, #col>
  return %0 : tensor<?x?xf32, #col>
}

// A bounded dynamic dimension: room for 4 rows, the rest is padding.
func.func @to_bound(%a: tensor<?x3xf32>) -> tensor<?x3xf32, #bound> {
  %0 = shapes.relayout %a : tensor<?x3xf32> to tensor<?x3xf32, #bound>
  return %0 : tensor<?x3xf32, #bound>
}

func.func @print(%t: tensor<?x?xf32>) {
  %m = bufferization.to_buffer %t : tensor<?x?xf32> to memref<?x?xf32>
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  // (2, 3) + (2, 1).
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[[10.0], [20.0]]> : tensor<2x1xf32>
  %ad = tensor.cast %a : tensor<2x3xf32> to tensor<?x3xf32>
  %bd = tensor.cast %b : tensor<2x1xf32> to tensor<?x1xf32>
  %r0 = call @add_rows(%ad, %bd) : (tensor<?x3xf32>, tensor<?x1xf32>) -> tensor<?x3xf32>
  %p0 = tensor.cast %r0 : tensor<?x3xf32> to tensor<?x?xf32>
  call @print(%p0) : (tensor<?x?xf32>) -> ()
  // CHECK: sizes = [2, 3]
  // CHECK-NEXT: [11,   12,   13]
  // CHECK-NEXT: [24,   25,   26]

  // Zero rows.
  %z = tensor.empty() : tensor<0x3xf32>
  %z1 = tensor.empty() : tensor<0x1xf32>
  %zd = tensor.cast %z : tensor<0x3xf32> to tensor<?x3xf32>
  %z1d = tensor.cast %z1 : tensor<0x1xf32> to tensor<?x1xf32>
  %r1 = call @add_rows(%zd, %z1d) : (tensor<?x3xf32>, tensor<?x1xf32>) -> tensor<?x3xf32>
  %p1 = tensor.cast %r1 : tensor<?x3xf32> to tensor<?x?xf32>
  call @print(%p1) : (tensor<?x?xf32>) -> ()
  // CHECK: sizes = [0, 3]

  // (3, 2) - v[j] with v = (1, 2), squared, column-major.
  %m = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %v = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %md = tensor.cast %m : tensor<3x2xf32> to tensor<?x?xf32>
  %vd = tensor.cast %v : tensor<2xf32> to tensor<?xf32>
  %r2 = call @chain(%md, %vd) : (tensor<?x?xf32>, tensor<?xf32>) -> tensor<?x?xf32, #col>
  %c2 = shapes.relayout %r2 : tensor<?x?xf32, #col> to tensor<?x?xf32>
  call @print(%c2) : (tensor<?x?xf32>) -> ()
  // CHECK: sizes = [3, 2]
  // CHECK-NEXT: [0,   0]
  // CHECK-NEXT: [4,   4]
  // CHECK-NEXT: [16,   16]

  // One column: sizes of 1 that are dynamic do not broadcast, they match.
  %m1 = arith.constant dense<[[2.0], [3.0]]> : tensor<2x1xf32>
  %v1 = arith.constant dense<[5.0]> : tensor<1xf32>
  %m1d = tensor.cast %m1 : tensor<2x1xf32> to tensor<?x?xf32>
  %v1d = tensor.cast %v1 : tensor<1xf32> to tensor<?xf32>
  %r3 = call @chain(%m1d, %v1d) : (tensor<?x?xf32>, tensor<?xf32>) -> tensor<?x?xf32, #col>
  %c3 = shapes.relayout %r3 : tensor<?x?xf32, #col> to tensor<?x?xf32>
  call @print(%c3) : (tensor<?x?xf32>) -> ()
  // CHECK: sizes = [2, 1]
  // CHECK-NEXT: [9]
  // CHECK-NEXT: [4]

  // broadcast_in_dim of (7, 8, 9) to 2 rows.
  %iv = arith.constant dense<[7, 8, 9]> : tensor<3xi32>
  %ivd = tensor.cast %iv : tensor<3xi32> to tensor<?xi32>
  %c2i = arith.constant 2 : index
  %c3i = arith.constant 3 : index
  %r4 = call @outer(%ivd, %c2i, %c3i) : (tensor<?xi32>, index, index) -> tensor<?x?xi32>
  %b4 = bufferization.to_buffer %r4 : tensor<?x?xi32> to memref<?x?xi32>
  %u4 = memref.cast %b4 : memref<?x?xi32> to memref<*xi32>
  call @printMemrefI32(%u4) : (memref<*xi32>) -> ()
  // CHECK: sizes = [2, 3]
  // CHECK-NEXT: [7,   8,   9]
  // CHECK-NEXT: [7,   8,   9]

  // Transpose: the column-major buffer of (2, 3) is a d b e c f.
  %t = tensor.cast %a : tensor<2x3xf32> to tensor<?x?xf32>
  %r5 = call @transpose(%t) : (tensor<?x?xf32>) -> tensor<?x?xf32, #col>
  %b5 = bufferization.to_buffer %r5 : tensor<?x?xf32, #col> to memref<?x?xf32, #col>
  %f5 = memref.reinterpret_cast %b5 to offset: [0], sizes: [6], strides: [1] : memref<?x?xf32, #col> to memref<6xf32>
  %u5 = memref.cast %f5 : memref<6xf32> to memref<*xf32>
  call @printMemrefF32(%u5) : (memref<*xf32>) -> ()
  // CHECK: sizes = [6]
  // CHECK-NEXT: [1,  4,  2,  5,  3,  6]

  // Bounded: 2 of 4 rows, column-major, lowest in the padding.
  %r6 = call @to_bound(%ad) : (tensor<?x3xf32>) -> tensor<?x3xf32, #bound>
  %b6 = bufferization.to_buffer %r6 : tensor<?x3xf32, #bound> to memref<?x3xf32, #bound>
  %f6 = memref.reinterpret_cast %b6 to offset: [0], sizes: [12], strides: [1] : memref<?x3xf32, #bound> to memref<12xf32>
  %u6 = memref.cast %f6 : memref<12xf32> to memref<*xf32>
  call @printMemrefF32(%u6) : (memref<*xf32>) -> ()
  // CHECK: sizes = [12]
  // CHECK-NEXT: [1,  4,  -inf,  -inf,  2,  5,  -inf,  -inf,  3,  6,  -inf,  -inf]
  return
}
