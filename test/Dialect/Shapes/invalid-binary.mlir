// Every verification rule of the binary operations (broadcast_dimensions,
// degenerate broadcasting, operand and result types), one case per rule with
// its diagnostic, and their malformed syntax with the parser's message.
// RUN: shapes-opt %s -split-input-file -verify-diagnostics

//===----------------------------------------------------------------------===//
// Binary operations: broadcast_dimensions (docs/Semantics.md, Broadcasting: rules 1, 2 and 4)
//===----------------------------------------------------------------------===//

// Rule 2: operands of different non-zero ranks need broadcast_dimensions.
func.func @f(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{'shapes.add' op operands of different ranks (2 and 1) require broadcast_dimensions}}
  %0 = shapes.add %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// Rule 2: one entry per dimension of the lower-rank operand.
func.func @f(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{'shapes.sub' op broadcast_dimensions size (2) does not match the rank of the lower-rank operand (1)}}
  %0 = shapes.sub %a, %b broadcast_dimensions = [0, 1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// Rule 2: each entry is a dimension of the higher-rank operand: not past its
// rank...
func.func @f(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{'shapes.mul' op broadcast_dimensions entry 0 is 2, which is not a dimension of the higher-rank operand in [0, 2)}}
  %0 = shapes.mul %a, %b broadcast_dimensions = [2] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// ...and not negative (here the lower-rank operand is lhs).
func.func @f(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{'shapes.div' op broadcast_dimensions entry 0 is -1, which is not a dimension of the higher-rank operand in [0, 2)}}
  %0 = shapes.div %b, %a broadcast_dimensions = [-1] : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// Rule 2: strictly increasing (spec: "no se puede hacer coincidir V con N y T
// con P").
func.func @f(%a: tensor<2x3x4xf32>, %b: tensor<3x4xf32>) {
  // expected-error @+1 {{'shapes.rem' op broadcast_dimensions must be strictly increasing, but 1 comes after 2}}
  %0 = shapes.rem %a, %b broadcast_dimensions = [2, 1] : (tensor<2x3x4xf32>, tensor<3x4xf32>) -> tensor<2x3x4xf32>
  return
}

// -----

// Rule 4: operands of equal rank take no broadcast_dimensions or the
// identity; a permutation is neither.
func.func @f(%a: tensor<3x3xf32>, %b: tensor<3x3xf32>) {
  // expected-error @+1 {{'shapes.max' op operands of equal rank (2) take no broadcast_dimensions or the identity [0, 1], but got [1, 0]}}
  %0 = shapes.max %a, %b broadcast_dimensions = [1, 0] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  return
}

// -----

// Rule 4: any other non-identity list leaves [0, rank).
func.func @f(%a: tensor<1x2x3xf32>, %b: tensor<2x2x1xf32>) {
  // expected-error @+1 {{'shapes.min' op operands of equal rank (3) take no broadcast_dimensions or the identity [0, 1, 2], but got [0, 1, 3]}}
  %0 = shapes.min %a, %b broadcast_dimensions = [0, 1, 3] : (tensor<1x2x3xf32>, tensor<2x2x1xf32>) -> tensor<2x2x3xf32>
  return
}

// -----

// Rule 4: for equal ranks, the size must be the common rank.
func.func @f(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) {
  // expected-error @+1 {{'shapes.add' op operands of equal rank (2) take no broadcast_dimensions or the identity [0, 1], but got [0]}}
  %0 = shapes.add %a, %b broadcast_dimensions = [0] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// Rule 1: a rank-0 operand broadcasts without broadcast_dimensions; a
// non-empty list is rejected.
func.func @f(%a: tensor<2x3xi32>, %s: tensor<i32>) {
  // expected-error @+1 {{'shapes.add' op broadcast_dimensions size (1) does not match the rank of the lower-rank operand (0)}}
  %0 = shapes.add %a, %s broadcast_dimensions = [0] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// Binary operations: degenerate broadcasting (rule 3)
//===----------------------------------------------------------------------===//

// Without broadcast_dimensions: sizes equal or one of them 1 (spec example 4).
func.func @f(%a: tensor<7x2x5xf32>, %b: tensor<7x2x6xf32>) {
  // expected-error @+1 {{'shapes.add' op lhs dimension 2 (size 5) is incompatible with rhs dimension 2 (size 6)}}
  %0 = shapes.add %a, %b : (tensor<7x2x5xf32>, tensor<7x2x6xf32>) -> tensor<7x2x6xf32>
  return
}

// -----

// With broadcast_dimensions, the rhs mapped into lhs (spec: "una dimensión de
// difusión de 0 no es válida").
func.func @f(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{'shapes.add' op lhs dimension 0 (size 2) is incompatible with rhs dimension 0 (size 3), which broadcast_dimensions maps to it}}
  %0 = shapes.add %a, %b broadcast_dimensions = [0] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// With broadcast_dimensions, the lhs mapped into rhs: dimensions are named
// in each operand's own numbering.
func.func @f(%a: tensor<2x4xf32>, %b: tensor<2x3x5xf32>) {
  // expected-error @+1 {{'shapes.sub' op lhs dimension 1 (size 4) is incompatible with rhs dimension 2 (size 5), to which broadcast_dimensions maps it}}
  %0 = shapes.sub %a, %b broadcast_dimensions = [0, 2] : (tensor<2x4xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// Binary operations: operand and result types
//===----------------------------------------------------------------------===//

// Dynamic sizes: a static operand size fixes the result's...
func.func @f(%a: tensor<?x3xf32>, %b: tensor<2x3xf32>) {
  // expected-error @+1 {{'shapes.add' op result type 'tensor<?x3xf32>' does not match the inferred type 'tensor<2x3xf32>' (sizes and element type must agree; the layout is free; a result dimension is '?' exactly where no operand gives it a static size)}}
  %0 = shapes.add %a, %b : (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<?x3xf32>
  return
}

// -----

// ...two dynamic sizes leave it dynamic...
func.func @f(%a: tensor<?xf32>, %b: tensor<?xf32>) {
  // expected-error @+1 {{'shapes.add' op result type 'tensor<4xf32>' does not match the inferred type 'tensor<?xf32>' (sizes and element type must agree; the layout is free; a result dimension is '?' exactly where no operand gives it a static size)}}
  %0 = shapes.add %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<4xf32>
  return
}

// -----

// ...a dynamic size is never degenerate, so it cannot stretch to a static
// size through a static 1...
func.func @f(%a: tensor<?x1xf32>, %b: tensor<1x5xf32>) {
  // expected-error @+1 {{'shapes.sub' op result type 'tensor<5x5xf32>' does not match the inferred type 'tensor<?x5xf32>'}}
  %0 = shapes.sub %a, %b : (tensor<?x1xf32>, tensor<1x5xf32>) -> tensor<5x5xf32>
  return
}

// -----

// ...and static sizes that disagree are an error even beside dynamic ones.
func.func @f(%a: tensor<?x3xf32>, %b: tensor<?x4xf32>) {
  // expected-error @+1 {{'shapes.add' op lhs dimension 1 (size 3) is incompatible with rhs dimension 1 (size 4)}}
  %0 = shapes.add %a, %b : (tensor<?x3xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  return
}

// -----

// Ranked tensors only.
func.func @f(%a: tensor<*xf32>, %b: tensor<2x3xf32>) {
  // expected-error @+1 {{'shapes.add' op lhs must be a ranked tensor, but got 'tensor<*xf32>'}}
  %0 = shapes.add %a, %b : (tensor<*xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'shapes.compare' op result must be a ranked tensor, but got 'tensor<*xi1>'}}
  %0 = shapes.compare eq, %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<*xi1>
  return
}

// -----

// The result sizes are the inferred ones.
func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'shapes.add' op result type 'tensor<3x2xf32>' does not match the inferred type 'tensor<2x3xf32>' (sizes and element type must agree; the layout is free; a result dimension is '?' exactly where no operand gives it a static size)}}
  %0 = shapes.add %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<3x2xf32>
  return
}

// -----

// The result rank is the inferred one.
func.func @f(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{'shapes.max' op result type 'tensor<2x3x1xf32>' does not match the inferred type 'tensor<2x3xf32>' (sizes and element type must agree; the layout is free; a result dimension is '?' exactly where no operand gives it a static size)}}
  %0 = shapes.max %a, %b broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3x1xf32>
  return
}

// -----

// The result element type is the operands'.
func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'shapes.mul' op result type 'tensor<2x3xf64>' does not match the inferred type 'tensor<2x3xf32>' (sizes and element type must agree; the layout is free; a result dimension is '?' exactly where no operand gives it a static size)}}
  %0 = shapes.mul %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf64>
  return
}

// -----

// The result element type of compare is i1.
func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'shapes.compare' op result type 'tensor<2x3xf32>' does not match the inferred type 'tensor<2x3xi1>' (sizes and element type must agree; the layout is free; a result dimension is '?' exactly where no operand gives it a static size)}}
  %0 = shapes.compare eq, %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// The layout of the result is free, but its sizes are not.
func.func @f(%a: tensor<4x1xi32>, %b: tensor<1x5xi32>) {
  // expected-error @+1 {{'shapes.compare' op result type 'tensor<4x1xi1, #shapes.layout<minor_to_major = [0, 1]>>' does not match the inferred type 'tensor<4x5xi1>' (sizes and element type must agree; the layout is free; a result dimension is '?' exactly where no operand gives it a static size)}}
  %0 = shapes.compare lt, %a, %b : (tensor<4x1xi32>, tensor<1x5xi32>) -> tensor<4x1xi1, #shapes.layout<minor_to_major = [0, 1]>>
  return
}

// -----

// A foreign encoding is rejected on lhs...
func.func @f(%a: tensor<2x3xf32, "foo">, %b: tensor<2x3xf32>) {
  // expected-error @+1 {{'shapes.add' op lhs has encoding "foo", but shapes ops only accept #shapes.layout encodings}}
  %0 = shapes.add %a, %b : (tensor<2x3xf32, "foo">, tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// ...rhs...
func.func @f(%a: tensor<2x3xi32>, %b: tensor<3xi32, 5 : i64>) {
  // expected-error @+1 {{'shapes.or' op rhs has encoding 5 : i64, but shapes ops only accept #shapes.layout encodings}}
  %0 = shapes.or %a, %b broadcast_dimensions = [1] : (tensor<2x3xi32>, tensor<3xi32, 5 : i64>) -> tensor<2x3xi32>
  return
}

// -----

// ...and the result.
func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'shapes.compare' op result has encoding "foo", but shapes ops only accept #shapes.layout encodings}}
  %0 = shapes.compare ne, %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1, "foo">
  return
}

// -----

// Two scalars take no broadcast_dimensions, or the empty identity.
func.func @f(%a: tensor<f32>) {
  // expected-error @+1 {{'shapes.add' op operands of equal rank (0) take no broadcast_dimensions or the identity [], but got [0]}}
  %0 = shapes.add %a, %a broadcast_dimensions = [0] : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// Malformed syntax
//===----------------------------------------------------------------------===//

// Binary op: the comma between the operands.
func.func @f(%a: tensor<3xf32>) {
  // expected-error @+1 {{expected ','}}
  %0 = shapes.add %a %a : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return
}

// -----

// Binary op: two operands.
func.func @f(%a: tensor<3xf32>) {
  // expected-error @+1 {{expected ','}}
  %0 = shapes.add %a : (tensor<3xf32>) -> tensor<3xf32>
  return
}

// -----

// Binary op: the type is required...
func.func @f(%a: tensor<3xf32>) {
  // expected-error @+1 {{expected ':'}}
  %0 = shapes.add %a, %a
  return
}

// -----

// ...is a function type...
func.func @f(%a: tensor<3xf32>) {
  // expected-error @+1 {{custom op 'shapes.add' invalid kind of type specified: expected builtin.function, but found 'tensor<3xf32>'}}
  %0 = shapes.add %a, %a : tensor<3xf32>
  return
}

// -----

// ...with one input type per operand...
func.func @f(%a: tensor<3xf32>) {
  // expected-error @+1 {{custom op 'shapes.add' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = shapes.add %a, %a : (tensor<3xf32>) -> tensor<3xf32>
  return
}

// -----

// ...and one result.
func.func @f(%a: tensor<3xf32>) {
  // expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = shapes.add %a, %a : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

// Binary op: `broadcast_dimensions =` then a list.
func.func @f(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{expected '='}}
  %0 = shapes.add %a, %b broadcast_dimensions [1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{expected '['}}
  %0 = shapes.add %a, %b broadcast_dimensions = 1 : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @f(%a: tensor<3xf32>) {
  // expected-error @+1 {{custom op 'shapes.add' integer value too large}}
  %0 = shapes.add %a, %a broadcast_dimensions = [99999999999999999999] : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return
}

// -----

// Binary op, generic form: broadcast_dimensions is an i64 dense array...
func.func @f(%a: tensor<3xf32>) {
  // expected-error @+1 {{'shapes.add' op attribute 'broadcast_dimensions' failed to satisfy constraint: i64 dense array attribute}}
  %0 = "shapes.add"(%a, %a) {broadcast_dimensions = [0]} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @f(%a: tensor<3xf32>) {
  // expected-error @+1 {{invalid properties {broadcast_dimensions = array<i32: 0>} for op shapes.add: Invalid attribute `broadcast_dimensions` in property conversion: array<i32: 0>}}
  %0 = "shapes.add"(%a, %a) <{broadcast_dimensions = array<i32: 0>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return
}

// -----

// ...with two operands and one result.
func.func @f(%a: tensor<3xf32>) {
  // expected-error @+1 {{'shapes.add' op expected 2 operands, but found 1}}
  %0 = "shapes.add"(%a) : (tensor<3xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @f(%a: tensor<3xf32>) {
  // expected-error @+1 {{'shapes.mul' op requires one result}}
  "shapes.mul"(%a, %a) : (tensor<3xf32>, tensor<3xf32>) -> ()
  return
}
