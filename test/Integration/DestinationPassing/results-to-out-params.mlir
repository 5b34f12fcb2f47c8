// -shapes-to-llvm="results-to-out-params": a returned memref becomes an
// output argument that the caller allocates and the callee fills in place,
// padding included. @add allocates nothing.
//
// RUN: shapes-opt %s -shapes-to-llvm="results-to-out-params" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="results-to-out-params stop-at=affine" \
// RUN: | FileCheck %s --check-prefix=AFF

#R = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [3, 4], padding_value = highest>

func.func private @printMemrefF32(tensor<*xf32>)

// AFF-LABEL: func.func @add(
// AFF-SAME:      %{{.*}}: memref<2x3xf32>, %{{.*}}: memref<3xf32>, %{{.*}}: memref<2x3xf32, strided<[4, 1]>>) {
// AFF-NOT:     memref.alloc
// AFF-NOT:     memref.copy
// AFF:         return
func.func @add(%a: tensor<2x3xf32>, %v: tensor<3xf32>) -> tensor<2x3xf32, #R> {
  %r = shapes.add %a, %v broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32, #R>
  return %r : tensor<2x3xf32, #R>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %v = arith.constant dense<[10.0, 20.0, 30.0]> : tensor<3xf32>
  %r = call @add(%a, %v) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32, #R>
  %rb = bufferization.to_buffer %r read_only : tensor<2x3xf32, #R> to memref<2x3xf32, #R>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %rb
      : memref<2x3xf32, #R> -> memref<f32>, index, index, index, index, index
  %flat = memref.reinterpret_cast %base to offset: [0], sizes: [12], strides: [1]
      : memref<f32> to memref<12xf32>
  %ft = bufferization.to_tensor %flat restrict : memref<12xf32> to tensor<12xf32>
  %fu = tensor.cast %ft : tensor<12xf32> to tensor<*xf32>
  // CHECK: [11,  22,  33,  inf,  14,  25,  36,  inf,  inf,  inf,  inf,  inf]
  call @printMemrefF32(%fu) : (tensor<*xf32>) -> ()
  return
}
