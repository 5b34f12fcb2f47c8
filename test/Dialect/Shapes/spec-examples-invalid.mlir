// The worked examples of the broadcasting spec (broadcasting.es.md) and of
// of the design contract that must be rejected, with their diagnostics. The valid ones are
// in spec-examples.mlir.
// RUN: shapes-opt %s -split-input-file -verify-diagnostics

// Spec, degenerate example 4: (7,2,5) and (7,2,6) are not compatible.
func.func @degenerate_example_4(%a: tensor<7x2x5xf32>, %b: tensor<7x2x6xf32>) {
  // expected-error @+1 {{'shapes.add' op lhs dimension 2 (size 5) is incompatible with rhs dimension 2 (size 6)}}
  %0 = shapes.add %a, %b : (tensor<7x2x5xf32>, tensor<7x2x6xf32>) -> tensor<7x2x6xf32>
  return
}

// -----

// Spec: "Si se agrega una matriz de 2x3 a un vector de 3 elementos, una
// dimensión de difusión de 0 no es válida."
func.func @matrix_plus_vector_dim_0(%m: tensor<2x3xf32>, %v: tensor<3xf32>) {
  // expected-error @+1 {{'shapes.add' op lhs dimension 0 (size 2) is incompatible with rhs dimension 0 (size 3), which broadcast_dimensions maps to it}}
  %0 = shapes.add %m, %v broadcast_dimensions = [0] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// Spec: "Sin especificar la difusión, esta operación no es válida" (a (3)
// vector and a (2,3) matrix without broadcast_dimensions).
func.func @matrix_plus_vector_no_dims(%m: tensor<2x3xf32>, %v: tensor<3xf32>) {
  // expected-error @+1 {{'shapes.add' op operands of different ranks (2 and 1) require broadcast_dimensions}}
  %0 = shapes.add %m, %v : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// Spec, "Definición formal": the broadcast tuple must be strictly increasing,
// so a TxV matrix cannot match V with N and T with P of MxNxPxQ.
func.func @formal_not_increasing(%x: tensor<2x3x4x5xf32>, %m: tensor<4x3xf32>) {
  // expected-error @+1 {{'shapes.add' op broadcast_dimensions must be strictly increasing, but 1 comes after 2}}
  %0 = shapes.add %x, %m broadcast_dimensions = [2, 1] : (tensor<2x3x4x5xf32>, tensor<4x3xf32>) -> tensor<2x3x4x5xf32>
  return
}
