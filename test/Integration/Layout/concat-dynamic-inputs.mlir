// A concatenation into a static result in a layout, of inputs in that
// layout with '?' sizes (the concatenated dimension and another one):
// -shapes-bufferize inserts each input at its run-time sizes. It crashed
// on them before, taking the '?' of an input type for a static size.
// And a concatenation whose result has a static empty dimension where an
// input has a '?' one: that input is cast to the static size first, which
// the verifier of its insertion otherwise rejected ("offset 1 is
// out-of-bounds: 0 >= 0").
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

#col = #shapes.layout<minor_to_major = [0, 1]>

func.func private @printMemrefF32(tensor<*xf32>)

func.func @rows(%a: tensor<?x2xf32, #col>, %b: tensor<1x2xf32, #col>) -> tensor<3x2xf32, #col> {
  %r = tensor.concat dim(0) %a, %b : (tensor<?x2xf32, #col>, tensor<1x2xf32, #col>) -> tensor<3x2xf32, #col>
  return %r : tensor<3x2xf32, #col>
}

func.func @columns(%a: tensor<?x2xf32, #col>, %b: tensor<2x1xf32, #col>) -> tensor<2x3xf32, #col> {
  %r = tensor.concat dim(1) %a, %b : (tensor<?x2xf32, #col>, tensor<2x1xf32, #col>) -> tensor<2x3xf32, #col>
  return %r : tensor<2x3xf32, #col>
}

func.func @empty_columns(%a: tensor<1x0xf32>, %b: tensor<2x?xf32>) -> tensor<3x0xf32> {
  %r = tensor.concat dim(0) %a, %b : (tensor<1x0xf32>, tensor<2x?xf32>) -> tensor<3x0xf32>
  return %r : tensor<3x0xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %b = arith.constant dense<[[5.0, 6.0]]> : tensor<1x2xf32>
  %c = arith.constant dense<[[7.0], [8.0]]> : tensor<2x1xf32>
  %ac = shapes.relayout %a : tensor<2x2xf32> to tensor<2x2xf32, #col>
  %ad = tensor.cast %ac : tensor<2x2xf32, #col> to tensor<?x2xf32, #col>
  %bc = shapes.relayout %b : tensor<1x2xf32> to tensor<1x2xf32, #col>
  %cc = shapes.relayout %c : tensor<2x1xf32> to tensor<2x1xf32, #col>
  %r = call @rows(%ad, %bc) : (tensor<?x2xf32, #col>, tensor<1x2xf32, #col>) -> tensor<3x2xf32, #col>
  %rp = shapes.relayout %r : tensor<3x2xf32, #col> to tensor<3x2xf32>
  %ru = tensor.cast %rp : tensor<3x2xf32> to tensor<*xf32>
  // CHECK: {{\[\[}}1,   2],
  // CHECK-NEXT: [3,   4],
  // CHECK-NEXT: [5,   6]]
  call @printMemrefF32(%ru) : (tensor<*xf32>) -> ()
  %s = call @columns(%ad, %cc) : (tensor<?x2xf32, #col>, tensor<2x1xf32, #col>) -> tensor<2x3xf32, #col>
  %sp = shapes.relayout %s : tensor<2x3xf32, #col> to tensor<2x3xf32>
  %su = tensor.cast %sp : tensor<2x3xf32> to tensor<*xf32>
  // CHECK: {{\[\[}}1,   2,   7],
  // CHECK-NEXT: [3,   4,   8]]
  call @printMemrefF32(%su) : (tensor<*xf32>) -> ()
  %e = tensor.empty() : tensor<2x0xf32>
  %ed = tensor.cast %e : tensor<2x0xf32> to tensor<2x?xf32>
  %f = tensor.empty() : tensor<1x0xf32>
  %t = call @empty_columns(%f, %ed) : (tensor<1x0xf32>, tensor<2x?xf32>) -> tensor<3x0xf32>
  %tu = tensor.cast %t : tensor<3x0xf32> to tensor<*xf32>
  // CHECK: sizes = [3, 0]
  call @printMemrefF32(%tu) : (tensor<*xf32>) -> ()
  return
}
