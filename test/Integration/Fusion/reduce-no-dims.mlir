// A reduce over no dimension (each element init + x) read by a consumer
// that broadcasts it, and returned too: the consumer reads 3 + 0 = 3 in
// each of its six elements, not a sum that grows by 3 per element.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

func.func private @printMemrefI32(tensor<*xi32>)

func.func @f(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<2x3xi32>) -> (tensor<i32>, tensor<2x3xi32>) {
  %zero = arith.constant 0 : i32
  %0 = tensor.empty() : tensor<i32>
  %1 = linalg.fill ins(%zero : i32) outs(%0 : tensor<i32>) -> tensor<i32>
  %r = linalg.reduce { arith.addi } ins(%a : tensor<i32>) outs(%1 : tensor<i32>) dimensions = []
  %m = shapes.mul %b, %r : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %n = shapes.and %m, %c : (tensor<i32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  return %r, %n : tensor<i32>, tensor<2x3xi32>
}

func.func @main() {
  %a = arith.constant dense<3> : tensor<i32>
  %b = arith.constant dense<3> : tensor<i32>
  %c = arith.constant dense<[[6, 0, 6], [0, -6, 3]]> : tensor<2x3xi32>
  %r:2 = func.call @f(%a, %b, %c) : (tensor<i32>, tensor<i32>, tensor<2x3xi32>) -> (tensor<i32>, tensor<2x3xi32>)
  %r0 = tensor.cast %r#0 : tensor<i32> to tensor<*xi32>
  func.call @printMemrefI32(%r0) : (tensor<*xi32>) -> ()
  // CHECK: data =
  // CHECK-NEXT: [3]
  %r1 = tensor.cast %r#1 : tensor<2x3xi32> to tensor<*xi32>
  func.call @printMemrefI32(%r1) : (tensor<*xi32>) -> ()
  // 9 & [6, 0, 6; 0, -6, 3]
  // CHECK: data =
  // CHECK-NEXT: {{\[}}[0, 0, 0],
  // CHECK-NEXT:  [0, 8, 1]]
  return
}
