// The comparison direction of shapes.compare, one case per rule with its
// diagnostic, and its malformed syntax with the parser's message.
// RUN: shapes-opt %s -split-input-file -verify-diagnostics

//===----------------------------------------------------------------------===//
// shapes.compare: the direction
//===----------------------------------------------------------------------===//

// The direction is one of six lower-case keywords.
func.func @f(%a: tensor<3xf32>) {
  // expected-error @+2 {{custom op 'shapes.compare' expected ::mlir::shapes::ComparisonDirection to be one of: eq, ne, lt, le, gt, ge}}
  // expected-error @+1 {{failed to parse Shapes_ComparisonDirectionAttr parameter 'value'}}
  %0 = shapes.compare lte, %a, %a : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  return
}

// -----

func.func @f(%a: tensor<3xf32>) {
  // expected-error @+2 {{custom op 'shapes.compare' expected ::mlir::shapes::ComparisonDirection to be one of: eq, ne, lt, le, gt, ge}}
  // expected-error @+1 {{failed to parse Shapes_ComparisonDirectionAttr parameter 'value'}}
  %0 = shapes.compare EQ, %a, %a : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  return
}

// -----

// The direction is required.
func.func @f(%a: tensor<3xf32>) {
  // expected-error @+2 {{custom op 'shapes.compare' expected valid keyword or string}}
  // expected-error @+1 {{failed to parse Shapes_ComparisonDirectionAttr parameter 'value'}}
  %0 = shapes.compare %a, %a : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  return
}

// -----

// In the generic form, the direction attribute is required...
func.func @f(%a: tensor<3xf32>) {
  // expected-error @+1 {{'shapes.compare' op requires attribute 'direction'}}
  %0 = "shapes.compare"(%a, %a) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  return
}

// -----

// ...and is a #shapes<comparison_direction>.
func.func @f(%a: tensor<3xf32>) {
  // expected-error @+1 {{invalid properties {direction = 3 : i32} for op shapes.compare: Invalid attribute `direction` in property conversion: 3 : i32}}
  %0 = "shapes.compare"(%a, %a) <{direction = 3 : i32}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  return
}

// -----

func.func @f(%a: tensor<3xf32>) {
  // expected-error @+2 {{expected ::mlir::shapes::ComparisonDirection to be one of: eq, ne, lt, le, gt, ge}}
  // expected-error @+1 {{failed to parse Shapes_ComparisonDirectionAttr parameter 'value' which is to be a `::mlir::shapes::ComparisonDirection`}}
  %0 = "shapes.compare"(%a, %a) <{direction = #shapes<comparison_direction lte>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  return
}

// -----

//===----------------------------------------------------------------------===//
// Malformed syntax
//===----------------------------------------------------------------------===//

// compare: the comma after the direction.
func.func @f(%a: tensor<3xf32>) {
  // expected-error @+1 {{expected ','}}
  %0 = shapes.compare eq %a, %a : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  return
}
