// The element types the shapes ops take, one case per rule with its
// diagnostic.
// RUN: shapes-opt %s -split-input-file -verify-diagnostics

//===----------------------------------------------------------------------===//
// Binary operations: element types
//===----------------------------------------------------------------------===//

// Operands share an element type.
func.func @f(%a: tensor<2x3xf32>, %b: tensor<3xi32>) {
  // expected-error @+1 {{'shapes.add' op lhs element type 'f32' does not match rhs element type 'i32'}}
  %0 = shapes.add %a, %b broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xi32>) -> tensor<2x3xf32>
  return
}

// -----

// add, sub, mul, div, rem, max and min take no i1.
func.func @f(%a: tensor<3xi1>) {
  // expected-error @+1 {{'shapes.add' op operand #0 must be tensor of signless integer wider than 1 bit, f16, bf16, f32 or f64 values, but got 'tensor<3xi1>'}}
  %0 = shapes.add %a, %a : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
  return
}

// -----

func.func @f(%a: tensor<3xi1>) {
  // expected-error @+1 {{'shapes.sub' op operand #0 must be tensor of signless integer wider than 1 bit, f16, bf16, f32 or f64 values, but got 'tensor<3xi1>'}}
  %0 = shapes.sub %a, %a : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
  return
}

// -----

func.func @f(%a: tensor<3xi1>) {
  // expected-error @+1 {{'shapes.mul' op operand #0 must be tensor of signless integer wider than 1 bit, f16, bf16, f32 or f64 values, but got 'tensor<3xi1>'}}
  %0 = shapes.mul %a, %a : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
  return
}

// -----

func.func @f(%a: tensor<3xi1>) {
  // expected-error @+1 {{'shapes.div' op operand #0 must be tensor of signless integer wider than 1 bit, f16, bf16, f32 or f64 values, but got 'tensor<3xi1>'}}
  %0 = shapes.div %a, %a : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
  return
}

// -----

func.func @f(%a: tensor<3xi1>) {
  // expected-error @+1 {{'shapes.rem' op operand #0 must be tensor of signless integer wider than 1 bit, f16, bf16, f32 or f64 values, but got 'tensor<3xi1>'}}
  %0 = shapes.rem %a, %a : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
  return
}

// -----

func.func @f(%a: tensor<3xi1>) {
  // expected-error @+1 {{'shapes.max' op operand #0 must be tensor of signless integer wider than 1 bit, f16, bf16, f32 or f64 values, but got 'tensor<3xi1>'}}
  %0 = shapes.max %a, %a : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
  return
}

// -----

func.func @f(%a: tensor<3xi1>) {
  // expected-error @+1 {{'shapes.min' op operand #0 must be tensor of signless integer wider than 1 bit, f16, bf16, f32 or f64 values, but got 'tensor<3xi1>'}}
  %0 = shapes.min %a, %a : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
  return
}

// -----

// and, or and xor take no floats.
func.func @f(%a: tensor<3xf32>) {
  // expected-error @+1 {{'shapes.and' op operand #0 must be tensor of signless integer (i1 included) values, but got 'tensor<3xf32>'}}
  %0 = shapes.and %a, %a : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @f(%a: tensor<3xbf16>) {
  // expected-error @+1 {{'shapes.or' op operand #0 must be tensor of signless integer (i1 included) values, but got 'tensor<3xbf16>'}}
  %0 = shapes.or %a, %a : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<3xbf16>
  return
}

// -----

func.func @f(%a: tensor<3xf64>) {
  // expected-error @+1 {{'shapes.xor' op operand #0 must be tensor of signless integer (i1 included) values, but got 'tensor<3xf64>'}}
  %0 = shapes.xor %a, %a : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
  return
}

// -----

// index is not an element type of the shapes ops.
func.func @f(%a: tensor<3xindex>) {
  // expected-error @+1 {{'shapes.add' op operand #0 must be tensor of signless integer wider than 1 bit, f16, bf16, f32 or f64 values, but got 'tensor<3xindex>'}}
  %0 = shapes.add %a, %a : (tensor<3xindex>, tensor<3xindex>) -> tensor<3xindex>
  return
}

// -----

// Only signless integers: not unsigned...
func.func @f(%a: tensor<3xui32>) {
  // expected-error @+1 {{'shapes.and' op operand #0 must be tensor of signless integer (i1 included) values, but got 'tensor<3xui32>'}}
  %0 = shapes.and %a, %a : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
  return
}

// -----

// ...nor signed.
func.func @f(%a: tensor<3xsi8>) {
  // expected-error @+1 {{'shapes.mul' op operand #0 must be tensor of signless integer wider than 1 bit, f16, bf16, f32 or f64 values, but got 'tensor<3xsi8>'}}
  %0 = shapes.mul %a, %a : (tensor<3xsi8>, tensor<3xsi8>) -> tensor<3xsi8>
  return
}

// -----

// No complex numbers.
func.func @f(%a: tensor<3xcomplex<f32>>) {
  // expected-error @+1 {{'shapes.compare' op operand #0 must be tensor of signless integer, f16, bf16, f32 or f64 values, but got 'tensor<3xcomplex<f32>>'}}
  %0 = shapes.compare eq, %a, %a : (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<3xi1>
  return
}

// -----

// No 8-bit floats, for arithmetic...
func.func @f(%a: tensor<3xf8E4M3FN>) {
  // expected-error @+1 {{'shapes.add' op operand #0 must be tensor of signless integer wider than 1 bit, f16, bf16, f32 or f64 values, but got 'tensor<3xf8E4M3FN>'}}
  %0 = shapes.add %a, %a : (tensor<3xf8E4M3FN>, tensor<3xf8E4M3FN>) -> tensor<3xf8E4M3FN>
  return
}

// -----

// ...or comparison.
func.func @f(%a: tensor<3xf8E5M2>) {
  // expected-error @+1 {{'shapes.compare' op operand #0 must be tensor of signless integer, f16, bf16, f32 or f64 values, but got 'tensor<3xf8E5M2>'}}
  %0 = shapes.compare lt, %a, %a : (tensor<3xf8E5M2>, tensor<3xf8E5M2>) -> tensor<3xi1>
  return
}

// -----

// broadcast_in_dim and relayout take the element types of the dialect.
func.func @f(%a: tensor<3xcomplex<f32>>) {
  // expected-error @+1 {{'shapes.broadcast_in_dim' op element type 'complex<f32>' is not supported: expected signless integers, f16, bf16, f32 or f64}}
  %0 = shapes.broadcast_in_dim %a, dims = [1] : (tensor<3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
  return
}

// -----

func.func @f(%a: tensor<3xindex>) {
  // expected-error @+1 {{'shapes.relayout' op element type 'index' is not supported: expected signless integers, f16, bf16, f32 or f64}}
  %0 = shapes.relayout %a : tensor<3xindex> to tensor<3xindex, #shapes.layout<minor_to_major = [0], padded_dimensions = [4]>>
  return
}
