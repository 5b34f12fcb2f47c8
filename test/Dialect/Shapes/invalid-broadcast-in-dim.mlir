// Every verification rule of shapes.broadcast_in_dim, one case per rule with
// its diagnostic, and its malformed syntax with the parser's message.
// RUN: shapes-opt %s -split-input-file -verify-diagnostics

//===----------------------------------------------------------------------===//
// shapes.broadcast_in_dim
//===----------------------------------------------------------------------===//

// dims has one entry per operand dimension.
func.func @f(%v: tensor<3xf32>) {
  // expected-error @+1 {{'shapes.broadcast_in_dim' op dims size (2) does not match operand rank (1)}}
  %0 = shapes.broadcast_in_dim %v, dims = [0, 1] : (tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// Each dims entry is a result dimension: not past the result rank...
func.func @f(%v: tensor<3xf32>) {
  // expected-error @+1 {{'shapes.broadcast_in_dim' op dims entry 0 is 2, which is not a dimension of the result in [0, 2)}}
  %0 = shapes.broadcast_in_dim %v, dims = [2] : (tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// ...and not negative.
func.func @f(%v: tensor<3xf32>) {
  // expected-error @+1 {{'shapes.broadcast_in_dim' op dims entry 0 is -1, which is not a dimension of the result in [0, 2)}}
  %0 = shapes.broadcast_in_dim %v, dims = [-1] : (tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// dims is strictly increasing: a broadcast never transposes.
func.func @f(%v: tensor<2x3xf32>) {
  // expected-error @+1 {{'shapes.broadcast_in_dim' op dims must be strictly increasing, but 0 comes after 1}}
  %0 = shapes.broadcast_in_dim %v, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return
}

// -----

// Strictly: a repeated entry is rejected too.
func.func @f(%v: tensor<1x1xf32>) {
  // expected-error @+1 {{'shapes.broadcast_in_dim' op dims must be strictly increasing, but 1 comes after 1}}
  %0 = shapes.broadcast_in_dim %v, dims = [1, 1] : (tensor<1x1xf32>) -> tensor<3x2xf32>
  return
}

// -----

// An operand dimension has size 1 or the size of the result dimension it maps
// to (spec: "Nota: Si se agrega una matriz de 2x3 a un vector de 3 elementos,
// una dimensión de difusión de 0 no es válida").
func.func @f(%v: tensor<3xf32>) {
  // expected-error @+1 {{'shapes.broadcast_in_dim' op operand dimension 0 (size 3) is incompatible with result dimension 0 (size 2) it maps to: the size must be 1 or equal}}
  %0 = shapes.broadcast_in_dim %v, dims = [0] : (tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// Element types are equal.
func.func @f(%v: tensor<3xf32>) {
  // expected-error @+1 {{'shapes.broadcast_in_dim' op operand element type 'f32' does not match result element type 'f64'}}
  %0 = shapes.broadcast_in_dim %v, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf64>
  return
}

// -----

// One size operand per dynamic result dimension: too few...
func.func @f(%v: tensor<?xf32>) {
  // expected-error @+1 {{'shapes.broadcast_in_dim' op expected 1 size operands (one per '?' of the result type 'tensor<2x?xf32>'), but got 0}}
  %0 = shapes.broadcast_in_dim %v, dims = [1] : (tensor<?xf32>) -> tensor<2x?xf32>
  return
}

// -----

// ...or too many.
func.func @f(%v: tensor<3xf32>, %n: index) {
  // expected-error @+1 {{'shapes.broadcast_in_dim' op expected 0 size operands (one per '?' of the result type 'tensor<2x3xf32>'), but got 1}}
  %0 = shapes.broadcast_in_dim %v, dims = [1] sizes(%n) : (tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// Static sizes still agree when another dimension is dynamic.
func.func @f(%v: tensor<?x3xf32>, %n: index) {
  // expected-error @+1 {{'shapes.broadcast_in_dim' op operand dimension 1 (size 3) is incompatible with result dimension 1 (size 4) it maps to: the size must be 1 or equal}}
  %0 = shapes.broadcast_in_dim %v, dims = [0, 1] sizes(%n) : (tensor<?x3xf32>) -> tensor<?x4xf32>
  return
}

// -----

// Ranked tensors only (the ODS type constraint).
func.func @f(%v: tensor<*xf32>) {
  // expected-error @+1 {{'shapes.broadcast_in_dim' op operand must be a ranked tensor, but got 'tensor<*xf32>'}}
  %0 = shapes.broadcast_in_dim %v, dims = [1] : (tensor<*xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @f(%v: tensor<3xf32>) {
  // expected-error @+1 {{'shapes.broadcast_in_dim' op result must be a ranked tensor, but got 'tensor<*xf32>'}}
  %0 = shapes.broadcast_in_dim %v, dims = [1] : (tensor<3xf32>) -> tensor<*xf32>
  return
}

// -----

// The encoding is absent or a #shapes.layout: on the operand...
func.func @f(%v: tensor<3xf32, "foo">) {
  // expected-error @+1 {{'shapes.broadcast_in_dim' op operand has encoding "foo", but shapes ops only accept #shapes.layout encodings}}
  %0 = shapes.broadcast_in_dim %v, dims = [1] : (tensor<3xf32, "foo">) -> tensor<2x3xf32>
  return
}

// -----

// ...and on the result.
func.func @f(%v: tensor<3xf32>) {
  // expected-error @+1 {{'shapes.broadcast_in_dim' op result has encoding "foo", but shapes ops only accept #shapes.layout encodings}}
  %0 = shapes.broadcast_in_dim %v, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32, "foo">
  return
}

// -----

//===----------------------------------------------------------------------===//
// Malformed syntax
//===----------------------------------------------------------------------===//

// broadcast_in_dim: `dims =` is required.
func.func @f(%v: tensor<3xf32>) {
  // expected-error @+1 {{custom op 'shapes.broadcast_in_dim' expected 'dims'}}
  %0 = shapes.broadcast_in_dim %v, [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @f(%v: tensor<3xf32>) {
  // expected-error @+1 {{expected '='}}
  %0 = shapes.broadcast_in_dim %v, dims [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// broadcast_in_dim: the comma after the operand.
func.func @f(%v: tensor<3xf32>) {
  // expected-error @+1 {{expected ','}}
  %0 = shapes.broadcast_in_dim %v dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// broadcast_in_dim: dims is a bracketed list of integers.
func.func @f(%v: tensor<3xf32>) {
  // expected-error @+1 {{expected '['}}
  %0 = shapes.broadcast_in_dim %v, dims = 1 : (tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @f(%v: tensor<3xf32>) {
  // expected-error @+2 {{custom op 'shapes.broadcast_in_dim' expected integer value}}
  // expected-error @+1 {{expected ']'}}
  %0 = shapes.broadcast_in_dim %v, dims = [a] : (tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// broadcast_in_dim: the type is required...
func.func @f(%v: tensor<3xf32>) {
  // expected-error @+1 {{expected ':'}}
  %0 = shapes.broadcast_in_dim %v, dims = [1]
  return
}

// -----

// ...and is a function type.
func.func @f(%v: tensor<3xf32>) {
  // expected-error @+1 {{custom op 'shapes.broadcast_in_dim' invalid kind of type specified: expected builtin.function, but found 'tensor<2x3xf32>'}}
  %0 = shapes.broadcast_in_dim %v, dims = [1] : tensor<2x3xf32>
  return
}

// -----

// broadcast_in_dim: dims is required (generic form).
func.func @f(%v: tensor<3xf32>) {
  // expected-error @+1 {{'shapes.broadcast_in_dim' op requires attribute 'dims'}}
  %0 = "shapes.broadcast_in_dim"(%v) : (tensor<3xf32>) -> tensor<2x3xf32>
  return
}
