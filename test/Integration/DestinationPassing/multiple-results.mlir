// -shapes-to-llvm="results-to-out-params" with several returned arrays:
// each result becomes its own output argument, which the caller allocates
// and the callee fills in place. Two results of one type hold different
// values (a + b first, a - b last), as do two i32 results (i * i and
// i + i); a padded result sits between them and a scalar result, which
// stays a result, between those. Each buffer is printed whole, padding
// included.
//
// RUN: shapes-opt %s -shapes-to-llvm="results-to-out-params" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="results-to-out-params stop-at=affine" \
// RUN: | FileCheck %s --check-prefix=AFF

#R = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 4], padding_value = highest>

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

// AFF-LABEL: func.func @five(
// AFF-SAME:      %{{[a-z0-9_]+}}: memref<2x3xf32>, %{{[a-z0-9_]+}}: memref<2x3xf32>, %{{[a-z0-9_]+}}: memref<3xi32>,
// AFF-SAME:      %{{[a-z0-9_]+}}: memref<2x3xf32>, %{{[a-z0-9_]+}}: memref<3xi32>, %{{[a-z0-9_]+}}: memref<2x3xf32, strided<[1, 3]>>, %{{[a-z0-9_]+}}: memref<3xi32>, %{{[a-z0-9_]+}}: memref<2x3xf32>) -> f32 {
// AFF-NOT:     memref.alloc
// AFF-NOT:     memref.copy
// AFF:         return %{{.*}} : f32
func.func @five(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>, %i: tensor<3xi32>)
    -> (tensor<2x3xf32>, tensor<3xi32>, f32, tensor<2x3xf32, #R>, tensor<3xi32>, tensor<2x3xf32>) {
  %s = shapes.add %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %n = shapes.mul %i, %i : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  %c = arith.constant 0.5 : f32
  %p = shapes.mul %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32, #R>
  %m = shapes.add %i, %i : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  %d = shapes.sub %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %s, %n, %c, %p, %m, %d : tensor<2x3xf32>, tensor<3xi32>, f32, tensor<2x3xf32, #R>, tensor<3xi32>, tensor<2x3xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[[10.0, 20.0, 30.0], [40.0, 50.0, 60.0]]> : tensor<2x3xf32>
  %i = arith.constant dense<[2, 3, 4]> : tensor<3xi32>
  %r:6 = call @five(%a, %b, %i) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<3xi32>)
      -> (tensor<2x3xf32>, tensor<3xi32>, f32, tensor<2x3xf32, #R>, tensor<3xi32>, tensor<2x3xf32>)
  %s = tensor.cast %r#0 : tensor<2x3xf32> to tensor<*xf32>
  // CHECK: sizes = [2, 3]
  // CHECK-NEXT: {{\[\[}}11, 22, 33],
  // CHECK-NEXT: [44, 55, 66]]
  call @printMemrefF32(%s) : (tensor<*xf32>) -> ()
  %n = tensor.cast %r#1 : tensor<3xi32> to tensor<*xi32>
  // CHECK: [4,  9,  16]
  call @printMemrefI32(%n) : (tensor<*xi32>) -> ()
  %cs = tensor.from_elements %r#2 : tensor<1xf32>
  %cu = tensor.cast %cs : tensor<1xf32> to tensor<*xf32>
  // CHECK: [0.5]
  call @printMemrefF32(%cu) : (tensor<*xf32>) -> ()
  // The padded result's physical buffer: column-major 2x3 in 3x4, the
  // padding +inf.
  %pb = bufferization.to_buffer %r#3 read_only : tensor<2x3xf32, #R> to memref<2x3xf32, #R>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %pb
      : memref<2x3xf32, #R> -> memref<f32>, index, index, index, index, index
  %flat = memref.reinterpret_cast %base to offset: [0], sizes: [12], strides: [1]
      : memref<f32> to memref<12xf32>
  %ft = bufferization.to_tensor %flat restrict : memref<12xf32> to tensor<12xf32>
  %fu = tensor.cast %ft : tensor<12xf32> to tensor<*xf32>
  // CHECK: [10,  160,  inf,  40,  250,  inf,  90,  360,  inf,  inf,  inf,  inf]
  call @printMemrefF32(%fu) : (tensor<*xf32>) -> ()
  %m = tensor.cast %r#4 : tensor<3xi32> to tensor<*xi32>
  // CHECK: [4,  6,  8]
  call @printMemrefI32(%m) : (tensor<*xi32>) -> ()
  %d = tensor.cast %r#5 : tensor<2x3xf32> to tensor<*xf32>
  // CHECK: sizes = [2, 3]
  // CHECK-NEXT: {{\[\[}}-9, -18, -27],
  // CHECK-NEXT: [-36, -45, -54]]
  call @printMemrefF32(%d) : (tensor<*xf32>) -> ()
  return
}
