// Every verification rule of shapes.relayout, one case per rule with its
// diagnostic, and its malformed syntax with the parser's message.
// RUN: shapes-opt %s -split-input-file -verify-diagnostics

//===----------------------------------------------------------------------===//
// shapes.relayout
//===----------------------------------------------------------------------===//

// A relayout keeps the logical shape...
func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'shapes.relayout' op operand shape [2, 3] does not match result shape [3, 2]: relayout keeps the logical shape}}
  %0 = shapes.relayout %a : tensor<2x3xf32> to tensor<3x2xf32>
  return
}

// -----

// ...and the element type.
func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'shapes.relayout' op operand element type 'f32' does not match result element type 'f64'}}
  %0 = shapes.relayout %a : tensor<2x3xf32> to tensor<2x3xf64, #shapes.layout<minor_to_major = [0, 1]>>
  return
}

// -----

// A relayout keeps dynamic dimensions dynamic.
func.func @f(%a: tensor<?x3xf32>) {
  // expected-error @+1 {{'shapes.relayout' op operand shape [?, 3] does not match result shape [4, 3]: relayout keeps the logical shape, '?' included}}
  %0 = shapes.relayout %a : tensor<?x3xf32> to tensor<4x3xf32>
  return
}

// -----

// Only #shapes.layout encodings.
func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'shapes.relayout' op result has encoding "foo", but shapes ops only accept #shapes.layout encodings}}
  %0 = shapes.relayout %a : tensor<2x3xf32> to tensor<2x3xf32, "foo">
  return
}

// -----

// Ranked tensors only.
func.func @f(%a: tensor<*xf32>) {
  // expected-error @+1 {{'shapes.relayout' op operand must be a ranked tensor, but got 'tensor<*xf32>'}}
  %0 = "shapes.relayout"(%a) : (tensor<*xf32>) -> tensor<2x3xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// Malformed syntax
//===----------------------------------------------------------------------===//

// relayout: `to` and the result type are required.
func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{custom op 'shapes.relayout' expected 'to'}}
  %0 = shapes.relayout %a : tensor<2x3xf32>, tensor<2x3xf32>
  return
}

// -----

// relayout: the types are ranked tensors.
func.func @f(%a: tensor<3xf32>) {
  // expected-error @+1 {{'shapes.relayout' op result must be a ranked tensor, but got 'tensor<*xf32>'}}
  %0 = shapes.relayout %a : tensor<3xf32> to tensor<*xf32>
  return
}

// -----

// relayout: one operand (generic form).
func.func @f(%a: tensor<3xf32>) {
  // expected-error @+1 {{'shapes.relayout' op requires a single operand}}
  %0 = "shapes.relayout"(%a, %a) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return
}

// -----

// relayout works on tensors: a memref gets a message that says so.
func.func @f(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{custom op 'shapes.relayout' expected a tensor type, but got 'memref<2x3xf32>' (shapes ops work on tensors; bufferization gives memrefs with the same layout)}}
  %p = shapes.relayout %x : tensor<2x3xf32> to memref<2x3xf32>
}
