// A value written into the caller's buffer is computed in that buffer, and
// the buffer's padding is written with the layout's padding value
// ("every value produced in a padded layout has its padding
// filled"). The caller's buffers start out full of 7s: after each call,
// every element of the physical buffer is either a logical element or the
// padding value, never a leftover 7.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=affine" \
// RUN: | FileCheck %s --check-prefix=AFF

#P = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 4], padding_value = one>
#R = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [3, 4], padding_value = lowest>

func.func private @printMemrefF32(tensor<*xf32>)

// `restrict`: the relayout is computed straight into %out. No buffer is
// allocated, nothing is copied; the copy's loop nest writes the padding (1)
// as it sweeps the buffer, with no separate fill.
// AFF-LABEL: func.func @relayout_into(
// AFF-NOT:     memref.alloc
// AFF-NOT:     affine.for
// AFF:         %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// AFF-NOT:     memref.alloc
// AFF-NOT:     affine.for
// AFF:         memref.store %[[ONE]], %{{.*}}[%{{.*}}] : memref<12xf32>
// AFF-NOT:     memref.alloc
// AFF-NOT:     affine.for
// AFF:         return
func.func @relayout_into(%a: tensor<2x3xf32>, %out: memref<2x3xf32, #P>) {
  %r = shapes.relayout %a : tensor<2x3xf32> to tensor<2x3xf32, #P>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<2x3xf32, #P>, memref<2x3xf32, #P>) -> ()
  return
}

// Without `restrict` the value is computed elsewhere and copied (upstream
// semantics: %out might alias another tensor); the padding is written all
// the same.
func.func @add_copied_into(%a: tensor<2x3xf32>, %v: tensor<3xf32>, %out: memref<2x3xf32, #R>) {
  %r = shapes.add %a, %v broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32, #R>
  bufferization.materialize_in_destination %r in writable %out
      : (tensor<2x3xf32, #R>, memref<2x3xf32, #R>) -> ()
  return
}

// An outs-style tensor argument: the add is computed in %out's buffer, and
// the result, which is that buffer, is not returned again
// (-drop-equivalent-buffer-results; upstream applies it to private functions
// only: a public function returns a copy, as the caller owns what is
// returned).
// AFF-LABEL: func.func private @add_outs(
// AFF-SAME:      %{{.*}}: memref<2x3xf32, strided<[1, 3]>>) {
// AFF-NOT:     memref.alloc
// AFF-NOT:     memref.copy
// AFF:         return
func.func private @add_outs(%a: tensor<2x3xf32>, %v: tensor<3xf32>, %out: tensor<2x3xf32, #P>) -> tensor<2x3xf32, #P> {
  %r = shapes.add %a, %v broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32, #P>
  %o = bufferization.materialize_in_destination %r in %out
      : (tensor<2x3xf32, #P>, tensor<2x3xf32, #P>) -> tensor<2x3xf32, #P>
  return %o : tensor<2x3xf32, #P>
}

func.func @sevens() -> memref<12xf32> {
  %flat = memref.alloc() : memref<12xf32>
  %c7 = arith.constant 7.0 : f32
  linalg.fill ins(%c7 : f32) outs(%flat : memref<12xf32>)
  return %flat : memref<12xf32>
}

func.func @print(%flat: memref<12xf32>) {
  %t = bufferization.to_tensor %flat restrict : memref<12xf32> to tensor<12xf32>
  %u = tensor.cast %t : tensor<12xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %v = arith.constant dense<[10.0, 20.0, 30.0]> : tensor<3xf32>

  // Column-major padded to 3x4: a d 1 b e 1 c f 1 1 1 1.
  // CHECK: [1,  4,  1,  2,  5,  1,  3,  6,  1,  1,  1,  1]
  %f1 = call @sevens() : () -> memref<12xf32>
  %o1 = memref.reinterpret_cast %f1 to offset: [0], sizes: [2, 3], strides: [1, 3]
      : memref<12xf32> to memref<2x3xf32, #P>
  call @relayout_into(%a, %o1) : (tensor<2x3xf32>, memref<2x3xf32, #P>) -> ()
  call @print(%f1) : (memref<12xf32>) -> ()

  // Row-major padded to 3x4 with -inf.
  // CHECK: [11,  22,  33,  -inf,  14,  25,  36,  -inf,  -inf,  -inf,  -inf,  -inf]
  %f2 = call @sevens() : () -> memref<12xf32>
  %o2 = memref.reinterpret_cast %f2 to offset: [0], sizes: [2, 3], strides: [4, 1]
      : memref<12xf32> to memref<2x3xf32, #R>
  call @add_copied_into(%a, %v, %o2) : (tensor<2x3xf32>, tensor<3xf32>, memref<2x3xf32, #R>) -> ()
  call @print(%f2) : (memref<12xf32>) -> ()

  // CHECK: [11,  14,  1,  22,  25,  1,  33,  36,  1,  1,  1,  1]
  %f3 = call @sevens() : () -> memref<12xf32>
  %o3 = memref.reinterpret_cast %f3 to offset: [0], sizes: [2, 3], strides: [1, 3]
      : memref<12xf32> to memref<2x3xf32, #P>
  %t3 = bufferization.to_tensor %o3 restrict writable : memref<2x3xf32, #P> to tensor<2x3xf32, #P>
  %r3 = call @add_outs(%a, %v, %t3) : (tensor<2x3xf32>, tensor<3xf32>, tensor<2x3xf32, #P>) -> tensor<2x3xf32, #P>
  call @print(%f3) : (memref<12xf32>) -> ()
  return
}
