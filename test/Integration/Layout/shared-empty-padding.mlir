// Two ops that write into one tensor.empty of a padded layout, both
// returned. One-shot bufferization used to resolve the conflict with a
// default-layout allocation of 2 elements, cast to the 4-element padded
// layout: the padding was read out of bounds. Each use of a layout
// tensor.empty now gets its own buffer, and a cast of a default-layout
// buffer to a padded layout becomes a copy into a padded allocation.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// CHECK: [6,  8,  1,  1]
// CHECK: [9,  16,  1,  1]

#P = #shapes.layout<minor_to_major = [0], padded_dimensions = [4], padding_value = one>
func.func private @printMemrefF32(tensor<*xf32>)
func.func @two(%a: tensor<2xf32>) -> (tensor<2xf32, #P>, tensor<2xf32, #P>) {
  %e = tensor.empty() : tensor<2xf32, #P>
  %x = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<2xf32>) outs(%e : tensor<2xf32, #P>) {
  ^bb0(%in: f32, %o: f32):
    %s = arith.addf %in, %in : f32
    linalg.yield %s : f32
  } -> tensor<2xf32, #P>
  %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<2xf32>) outs(%e : tensor<2xf32, #P>) {
  ^bb0(%in: f32, %o: f32):
    %s = arith.mulf %in, %in : f32
    linalg.yield %s : f32
  } -> tensor<2xf32, #P>
  return %x, %y : tensor<2xf32, #P>, tensor<2xf32, #P>
}
func.func @show(%t: tensor<2xf32, #P>) {
  %b = bufferization.to_buffer %t read_only : tensor<2xf32, #P> to memref<2xf32, #P>
  %base, %off, %sz, %st = memref.extract_strided_metadata %b : memref<2xf32, #P> -> memref<f32>, index, index, index
  %flat = memref.reinterpret_cast %base to offset: [0], sizes: [4], strides: [1] : memref<f32> to memref<4xf32>
  %ft = bufferization.to_tensor %flat restrict : memref<4xf32> to tensor<4xf32>
  %u = tensor.cast %ft : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func @main() {
  %a = arith.constant dense<[3.0, 4.0]> : tensor<2xf32>
  %x, %y = call @two(%a) : (tensor<2xf32>) -> (tensor<2xf32, #P>, tensor<2xf32, #P>)
  call @show(%x) : (tensor<2xf32, #P>) -> ()
  call @show(%y) : (tensor<2xf32, #P>) -> ()
  return
}
