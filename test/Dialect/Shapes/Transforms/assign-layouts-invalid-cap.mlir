// RUN: shapes-opt %s -shapes-assign-layouts="cap=-1" -verify-diagnostics

// The cap is a number of values: not negative.
// expected-error @+1 {{-shapes-assign-layouts: cap must not be negative, got -1}}
func.func @f(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  return %x : tensor<4x8xf32>
}
