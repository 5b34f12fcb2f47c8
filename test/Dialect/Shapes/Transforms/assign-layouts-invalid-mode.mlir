// RUN: shapes-opt %s -shapes-assign-layouts="mode=fast" -verify-diagnostics

// A mode other than auto, greedy and exact is an error on each function.
// expected-error @+1 {{-shapes-assign-layouts: mode must be auto, greedy or exact, got 'fast'}}
func.func @f(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  return %x : tensor<4x8xf32>
}
