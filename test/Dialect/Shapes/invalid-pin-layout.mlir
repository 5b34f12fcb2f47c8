// RUN: shapes-opt %s -split-input-file -verify-diagnostics

// shapes.pin_layout is a unit attribute.
func.func @pin_with_value(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'shapes.pin_layout' must be a unit attribute, got 1 : i64}}
  %a = shapes.add %x, %x {shapes.pin_layout = 1} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %a : tensor<4x8xf32>
}
