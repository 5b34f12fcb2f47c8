// Every verification rule of shapes.transpose, one case per rule with its
// diagnostic, and its malformed syntax with the parser's message.
// RUN: shapes-opt %s -split-input-file -verify-diagnostics

// The permutation has one entry per operand dimension...
func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'shapes.transpose' op permutation has 1 entries, but the operand has rank 2}}
  %0 = shapes.transpose %a, permutation = [0] : tensor<2x3xf32> -> tensor<2x3xf32>
  return
}

// -----

// ...each an operand dimension...
func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'shapes.transpose' op permutation entry 0 is 2, which is not an operand dimension in [0, 2)}}
  %0 = shapes.transpose %a, permutation = [2, 0] : tensor<2x3xf32> -> tensor<3x2xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'shapes.transpose' op permutation entry 1 is -1, which is not an operand dimension in [0, 2)}}
  %0 = shapes.transpose %a, permutation = [1, -1] : tensor<2x3xf32> -> tensor<3x2xf32>
  return
}

// -----

// ...and none twice.
func.func @f(%a: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'shapes.transpose' op permutation is not a permutation: 1 appears at positions 0 and 2}}
  %0 = shapes.transpose %a, permutation = [1, 0, 1] : tensor<2x3x4xf32> -> tensor<3x2x3xf32>
  return
}

// -----

// The result has the operand's rank...
func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'shapes.transpose' op result rank (3) does not match operand rank (2)}}
  %0 = shapes.transpose %a, permutation = [1, 0] : tensor<2x3xf32> -> tensor<3x2x1xf32>
  return
}

// -----

// ...and the permuted operand shape.
func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'shapes.transpose' op result dimension 0 has size 2, but it is operand dimension 1 (permutation[0]) of size 3}}
  %0 = shapes.transpose %a, permutation = [1, 0] : tensor<2x3xf32> -> tensor<2x3xf32>
  return
}

// -----

// A `?` only equals a `?`.
func.func @f(%a: tensor<?x3xf32>) {
  // expected-error @+1 {{'shapes.transpose' op result dimension 1 has size 4, but it is operand dimension 0 (permutation[1]) of size ?}}
  %0 = shapes.transpose %a, permutation = [1, 0] : tensor<?x3xf32> -> tensor<3x4xf32>
  return
}

// -----

func.func @f(%a: tensor<4x3xf32>) {
  // expected-error @+1 {{'shapes.transpose' op result dimension 1 has size ?, but it is operand dimension 0 (permutation[1]) of size 4}}
  %0 = shapes.transpose %a, permutation = [1, 0] : tensor<4x3xf32> -> tensor<3x?xf32>
  return
}

// -----

// The element type is kept.
func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'shapes.transpose' op operand element type 'f32' does not match result element type 'f64'}}
  %0 = shapes.transpose %a, permutation = [1, 0] : tensor<2x3xf32> -> tensor<3x2xf64>
  return
}

// -----

// Only the dialect's element types.
func.func @f(%a: tensor<2x3xcomplex<f32>>) {
  // expected-error @+1 {{'shapes.transpose' op element type 'complex<f32>' is not supported}}
  %0 = shapes.transpose %a, permutation = [1, 0] : tensor<2x3xcomplex<f32>> -> tensor<3x2xcomplex<f32>>
  return
}

// -----

// Only #shapes.layout encodings.
func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'shapes.transpose' op result has encoding "foo", but shapes ops only accept #shapes.layout encodings}}
  %0 = shapes.transpose %a, permutation = [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32, "foo">
  return
}

// -----

// The layouts themselves are valid for their types.
func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{#shapes.layout does not fit a type of shape [3, 2]: padded_dimensions entry 0 (2) is smaller than the size of dimension 0 (3)}}
  %0 = shapes.transpose %a, permutation = [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [2, 2]>>
  return
}

// -----

// Ranked tensors only.
func.func @f(%a: tensor<*xf32>) {
  // expected-error @+1 {{'shapes.transpose' op operand must be a ranked tensor, but got 'tensor<*xf32>'}}
  %0 = shapes.transpose %a, permutation = [] : tensor<*xf32> -> tensor<f32>
  return
}

// -----

// Tensors only, with the parser's message.
func.func @f(%a: memref<2x3xf32>) {
  // expected-error @+1 {{expected a tensor type, but got 'memref<2x3xf32>'}}
  %0 = shapes.transpose %a, permutation = [1, 0] : memref<2x3xf32> -> tensor<3x2xf32>
  return
}

// -----

// The permutation is a list of integer literals; the parser says so.
func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @+2 {{custom op 'shapes.transpose' expected integer value}}
  // expected-error @+1 {{expected ']'}}
  %0 = shapes.transpose %a, permutation = [a, 0] : tensor<2x3xf32> -> tensor<3x2xf32>
  return
}
