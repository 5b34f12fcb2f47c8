// The size limits of the types of the shapes ops: every position addressable
// with a 64-bit index, every buffer with a 64-bit byte count.
// RUN: shapes-opt %s -split-input-file -verify-diagnostics

// Every position of an array must be addressable with a 64-bit index, with
// or without a #shapes.layout.
func.func @f(%a: tensor<4294967296x4294967296x2xi8>) {
  // expected-error @+1 {{'shapes.add' op lhs type 'tensor<4294967296x4294967296x2xi8>': the physical buffer of this layout needs 36893488147419103232 elements, more than 2^63-1}}
  %0 = shapes.add %a, %a : (tensor<4294967296x4294967296x2xi8>, tensor<4294967296x4294967296x2xi8>) -> tensor<4294967296x4294967296x2xi8>
  return
}

// -----

func.func @f(%a: tensor<2xi8>) {
  // expected-error @+1 {{'shapes.broadcast_in_dim' op result type 'tensor<4294967296x4294967296x2xi8>': the physical buffer of this layout needs 36893488147419103232 elements, more than 2^63-1}}
  %0 = shapes.broadcast_in_dim %a, dims = [2] : (tensor<2xi8>) -> tensor<4294967296x4294967296x2xi8>
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'shapes.linearize_index' op array_type type 'tensor<4294967296x4294967296xi8>': the physical buffer of this layout needs 18446744073709551616 elements, more than 2^63-1}}
  %0 = shapes.linearize_index [%i, %i] : tensor<4294967296x4294967296xi8>
  return
}

// -----

// The physical buffer must also be addressable in bytes: 2^61 f64 elements
// are 2^64 bytes.
// Regression test, found by fuzzing: the verifiers checked that the elements
// were addressable, not the bytes; -shapes-to-llvm lowered this, the
// allocation size wrapped to 0 (`getelementptr null[2^61]` + alignment =
// malloc(64)) and the generated code overran the heap (SIGSEGV in
// mlir-runner).
func.func @f(%x: tensor<f64>) {
  // expected-error @+1 {{'shapes.broadcast_in_dim' op result type 'tensor<2305843009213693952xf64>': the physical buffer of this layout needs 18446744073709551616 bytes (2305843009213693952 elements of 8 bytes), more than 2^63-1}}
  %0 = shapes.broadcast_in_dim %x, dims = [] : (tensor<f64>) -> tensor<2305843009213693952xf64>
  return
}
