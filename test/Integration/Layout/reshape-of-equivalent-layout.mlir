// A reshape of a value whose layout is equivalent to the default one (every
// dimension but one has size 1): -shapes-lower-layouts turns the layout
// memref into an identity memref, and the reshape's result must follow
// (memref.collapse_shape verifies that its result has exactly the inferred
// layout).
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

#l = #shapes.layout<minor_to_major = [2, 0, 1]>

func.func private @printMemrefF32(tensor<*xf32>)

func.func @collapse(%a: tensor<1x1x5xf32, #l>) -> tensor<5xf32> {
  %0 = shapes.relayout %a : tensor<1x1x5xf32, #l> to tensor<1x1x5xf32>
  %c = tensor.collapse_shape %0 [[0, 1, 2]] : tensor<1x1x5xf32> into tensor<5xf32>
  return %c : tensor<5xf32>
}

func.func @collapse_to_scalar(%a: tensor<1x1x1xf32, #l>) -> tensor<f32> {
  %0 = shapes.relayout %a : tensor<1x1x1xf32, #l> to tensor<1x1x1xf32>
  %c = tensor.collapse_shape %0 [] : tensor<1x1x1xf32> into tensor<f32>
  return %c : tensor<f32>
}

func.func @main() {
  %v = arith.constant dense<[[[1.0, 2.0, 3.0, 4.0, 5.0]]]> : tensor<1x1x5xf32>
  %a = shapes.relayout %v : tensor<1x1x5xf32> to tensor<1x1x5xf32, #l>
  %r = call @collapse(%a) : (tensor<1x1x5xf32, #l>) -> tensor<5xf32>
  %u = tensor.cast %r : tensor<5xf32> to tensor<*xf32>
  // CHECK: [1,  2,  3,  4,  5]
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %s = arith.constant dense<7.0> : tensor<1x1x1xf32>
  %b = shapes.relayout %s : tensor<1x1x1xf32> to tensor<1x1x1xf32, #l>
  %q = call @collapse_to_scalar(%b) : (tensor<1x1x1xf32, #l>) -> tensor<f32>
  %w = tensor.cast %q : tensor<f32> to tensor<*xf32>
  // CHECK: [7]
  call @printMemrefF32(%w) : (tensor<*xf32>) -> ()
  return
}
