// Shapes ops can be inlined.
// RUN: shapes-opt %s -inline | FileCheck %s

func.func private @add(%a: tensor<2x3xf32>, %v: tensor<3xf32>) -> tensor<2x3xf32> {
  %r = shapes.add %a, %v broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @caller
// CHECK-NOT: call
// CHECK: shapes.add %{{.*}}, %{{.*}} broadcast_dimensions = [1]
func.func @caller(%a: tensor<2x3xf32>, %v: tensor<3xf32>) -> tensor<2x3xf32> {
  %r = call @add(%a, %v) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
