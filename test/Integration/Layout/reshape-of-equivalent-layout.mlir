// A reshape of a value whose layout is equivalent to the default one (every
// dimension but one has size 1): -shapes-lower-layouts turns the layout
// memref into an identity memref, and the reshape's result must follow
// (memref.collapse_shape verifies that its result has exactly the inferred
// layout). So must the reshape of a padded vector, whose layout becomes
// strided<[1]>, an identity layout too: its collapse to a scalar and its
// expansion failed the verifier ("expected collapsed type to be
// 'memref<f32>' but found 'memref<f32, strided<[]>>'") before. And the
// reshape of an empty array in the default order spelled as a layout,
// which becomes strided<[0, 1]> (not the identity strides of an empty
// memref), given the identity result that bufferization inferred: its
// source is cast to the identity layout. Its collapse and its expansion
// failed the verifier ("expected collapsed type to be
// 'memref<0xf32, strided<[1]>>' but found 'memref<0xf32>'") before.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

#l = #shapes.layout<minor_to_major = [2, 0, 1]>
#p = #shapes.layout<minor_to_major = [0], padded_dimensions = [3], padding_value = one>
#d = #shapes.layout<minor_to_major = [1, 0]>

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

func.func @collapse_padded_to_scalar(%a: tensor<1xf32, #p>) -> tensor<f32> {
  %0 = tensor.extract_slice %a[0] [1] [1] : tensor<1xf32, #p> to tensor<1xf32>
  %c = tensor.collapse_shape %0 [] : tensor<1xf32> into tensor<f32>
  return %c : tensor<f32>
}

func.func @expand_padded(%a: tensor<2xf32, #p>) -> tensor<2x1xf32> {
  %0 = tensor.extract_slice %a[0] [2] [1] : tensor<2xf32, #p> to tensor<2xf32>
  %e = tensor.expand_shape %0 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
  return %e : tensor<2x1xf32>
}

func.func @collapse_empty(%a: tensor<5x0xf32, #d>) -> tensor<0xf32> {
  %0 = shapes.relayout %a : tensor<5x0xf32, #d> to tensor<5x0xf32>
  %c = tensor.collapse_shape %0 [[0, 1]] : tensor<5x0xf32> into tensor<0xf32>
  return %c : tensor<0xf32>
}

func.func @expand_empty(%a: tensor<5x0xf32, #d>) -> tensor<5x0x1xf32> {
  %0 = shapes.relayout %a : tensor<5x0xf32, #d> to tensor<5x0xf32>
  %e = tensor.expand_shape %0 [[0], [1, 2]] output_shape [5, 0, 1] : tensor<5x0xf32> into tensor<5x0x1xf32>
  return %e : tensor<5x0x1xf32>
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
  %p1 = arith.constant dense<[8.0]> : tensor<1xf32>
  %pa = shapes.relayout %p1 : tensor<1xf32> to tensor<1xf32, #p>
  %pc = call @collapse_padded_to_scalar(%pa) : (tensor<1xf32, #p>) -> tensor<f32>
  %pu = tensor.cast %pc : tensor<f32> to tensor<*xf32>
  // CHECK: [8]
  call @printMemrefF32(%pu) : (tensor<*xf32>) -> ()
  %p2 = arith.constant dense<[9.0, 10.0]> : tensor<2xf32>
  %pb = shapes.relayout %p2 : tensor<2xf32> to tensor<2xf32, #p>
  %pe = call @expand_padded(%pb) : (tensor<2xf32, #p>) -> tensor<2x1xf32>
  %pv = tensor.cast %pe : tensor<2x1xf32> to tensor<*xf32>
  // CHECK: {{\[\[}}9],
  // CHECK-NEXT: [10]]
  call @printMemrefF32(%pv) : (tensor<*xf32>) -> ()
  %z = tensor.empty() : tensor<5x0xf32, #d>
  %zc = call @collapse_empty(%z) : (tensor<5x0xf32, #d>) -> tensor<0xf32>
  %zcu = tensor.cast %zc : tensor<0xf32> to tensor<*xf32>
  // CHECK: sizes = [0]
  call @printMemrefF32(%zcu) : (tensor<*xf32>) -> ()
  %ze = call @expand_empty(%z) : (tensor<5x0xf32, #d>) -> tensor<5x0x1xf32>
  %zeu = tensor.cast %ze : tensor<5x0x1xf32> to tensor<*xf32>
  // CHECK: sizes = [5, 0, 1]
  call @printMemrefF32(%zeu) : (tensor<*xf32>) -> ()
  return
}
