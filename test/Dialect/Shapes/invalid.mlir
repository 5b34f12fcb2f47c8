// Every verification rule of the shapes ops (DESIGN §4) and of #shapes.layout
// (DESIGN §3), one case per rule with its diagnostic, and malformed syntax of
// both with the parser's message.
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

// Static shapes only: a dynamic operand dimension...
func.func @f(%v: tensor<?xf32>) {
  // expected-error @+1 {{'shapes.broadcast_in_dim' op operand dimension 0 is dynamic in 'tensor<?xf32>': shapes ops need static shapes}}
  %0 = shapes.broadcast_in_dim %v, dims = [1] : (tensor<?xf32>) -> tensor<2x3xf32>
  return
}

// -----

// ...or result dimension.
func.func @f(%v: tensor<3xf32>) {
  // expected-error @+1 {{'shapes.broadcast_in_dim' op result dimension 1 is dynamic in 'tensor<2x?xf32>': shapes ops need static shapes}}
  %0 = shapes.broadcast_in_dim %v, dims = [1] : (tensor<3xf32>) -> tensor<2x?xf32>
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
// Binary operations: broadcast_dimensions (DESIGN §4 rules 1, 2 and 4)
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

//===----------------------------------------------------------------------===//
// Binary operations: operand and result types
//===----------------------------------------------------------------------===//

// Static shapes only: lhs...
func.func @f(%a: tensor<?x3xf32>, %b: tensor<2x3xf32>) {
  // expected-error @+1 {{'shapes.add' op lhs dimension 0 is dynamic in 'tensor<?x3xf32>': shapes ops need static shapes}}
  %0 = shapes.add %a, %b : (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// ...rhs...
func.func @f(%a: tensor<2x3xf32>, %b: tensor<2x?xf32>) {
  // expected-error @+1 {{'shapes.add' op rhs dimension 1 is dynamic in 'tensor<2x?xf32>': shapes ops need static shapes}}
  %0 = shapes.add %a, %b : (tensor<2x3xf32>, tensor<2x?xf32>) -> tensor<2x3xf32>
  return
}

// -----

// ...and result.
func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'shapes.add' op result dimension 1 is dynamic in 'tensor<2x?xf32>': shapes ops need static shapes}}
  %0 = shapes.add %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x?xf32>
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
  // expected-error @+1 {{'shapes.add' op result type 'tensor<3x2xf32>' does not match the inferred type 'tensor<2x3xf32>' (sizes and element type must agree; the layout is free)}}
  %0 = shapes.add %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<3x2xf32>
  return
}

// -----

// The result rank is the inferred one.
func.func @f(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{'shapes.max' op result type 'tensor<2x3x1xf32>' does not match the inferred type 'tensor<2x3xf32>' (sizes and element type must agree; the layout is free)}}
  %0 = shapes.max %a, %b broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3x1xf32>
  return
}

// -----

// The result element type is the operands'.
func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'shapes.mul' op result type 'tensor<2x3xf64>' does not match the inferred type 'tensor<2x3xf32>' (sizes and element type must agree; the layout is free)}}
  %0 = shapes.mul %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf64>
  return
}

// -----

// The result element type of compare is i1.
func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'shapes.compare' op result type 'tensor<2x3xf32>' does not match the inferred type 'tensor<2x3xi1>' (sizes and element type must agree; the layout is free)}}
  %0 = shapes.compare eq, %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// The layout of the result is free, but its sizes are not.
func.func @f(%a: tensor<4x1xi32>, %b: tensor<1x5xi32>) {
  // expected-error @+1 {{'shapes.compare' op result type 'tensor<4x1xi1, #shapes.layout<minor_to_major = [0, 1]>>' does not match the inferred type 'tensor<4x5xi1>' (sizes and element type must agree; the layout is free)}}
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

// Static shapes only.
func.func @f(%a: tensor<?x3xf32>) {
  // expected-error @+1 {{'shapes.relayout' op operand dimension 0 is dynamic in 'tensor<?x3xf32>': shapes ops need static shapes}}
  %0 = shapes.relayout %a : tensor<?x3xf32> to tensor<?x3xf32>
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
// shapes.linearize_index
//===----------------------------------------------------------------------===//

// One index per dimension of array_type.
func.func @f(%i: index) {
  // expected-error @+1 {{'shapes.linearize_index' op expected 2 indices (one per dimension of 'tensor<2x3xf32>'), but got 1}}
  %0 = shapes.linearize_index [%i] : tensor<2x3xf32>
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'shapes.linearize_index' op expected 0 indices (one per dimension of 'memref<f32>'), but got 1}}
  %0 = shapes.linearize_index [%i] : memref<f32>
  return
}

// -----

// array_type has a static shape.
func.func @f(%i: index) {
  // expected-error @+1 {{'shapes.linearize_index' op array_type 'tensor<?x3xf32>' must have a static shape}}
  %0 = shapes.linearize_index [%i, %i] : tensor<?x3xf32>
  return
}

// -----

// array_type is a ranked tensor or memref: not a scalar...
func.func @f(%i: index) {
  // expected-error @+1 {{'shapes.linearize_index' op array_type must be a ranked tensor or memref type, but got 'f32'}}
  %0 = shapes.linearize_index [%i, %i] : f32
  return
}

// -----

// ...nor a vector...
func.func @f(%i: index) {
  // expected-error @+1 {{'shapes.linearize_index' op array_type must be a ranked tensor or memref type, but got 'vector<2x3xf32>'}}
  %0 = shapes.linearize_index [%i, %i] : vector<2x3xf32>
  return
}

// -----

// ...nor unranked.
func.func @f(%i: index) {
  // expected-error @+1 {{'shapes.linearize_index' op array_type must be a ranked tensor or memref type, but got 'tensor<*xf32>'}}
  %0 = shapes.linearize_index [%i, %i] : tensor<*xf32>
  return
}

// -----

// A memref's layout is a #shapes.layout or the identity, not strided.
func.func @f(%i: index) {
  // expected-error @+1 {{'shapes.linearize_index' op array_type 'memref<2x3xf32, strided<[1, 2]>>' must have a #shapes.layout or the default layout}}
  %0 = shapes.linearize_index [%i, %i] : memref<2x3xf32, strided<[1, 2]>>
  return
}

// -----

// Not an affine map other than the identity either.
func.func @f(%i: index) {
  // expected-error @+1 {{'shapes.linearize_index' op array_type 'memref<2x3xf32, affine_map<(d0, d1) -> (d1, d0)>>' must have a #shapes.layout or the default layout}}
  %0 = shapes.linearize_index [%i, %i] : memref<2x3xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return
}

// -----

// A tensor's encoding is a #shapes.layout or absent.
func.func @f(%i: index) {
  // expected-error @+1 {{'shapes.linearize_index' op array_type 'tensor<2x3xf32, "foo">' must have a #shapes.layout or the default layout}}
  %0 = shapes.linearize_index [%i, %i] : tensor<2x3xf32, "foo">
  return
}

// -----

// The layout must fit array_type (checked by #shapes.layout itself).
func.func @f(%i: index) {
  // expected-error @+1 {{#shapes.layout does not fit a type of shape [2, 3]: minor_to_major has 1 entry but the type has rank 2}}
  %0 = shapes.linearize_index [%i, %i] : memref<2x3xf32, #shapes.layout<minor_to_major = [0]>>
  return
}

// -----

// array_type is required (generic form).
func.func @f(%i: index) {
  // expected-error @+1 {{'shapes.linearize_index' op requires attribute 'array_type'}}
  %0 = "shapes.linearize_index"(%i) : (index) -> index
  return
}

// -----

// The result is an index.
func.func @f(%i: index) {
  // expected-error @+1 {{'shapes.linearize_index' op result #0 must be index, but got 'i32'}}
  %0 = "shapes.linearize_index"(%i, %i) <{array_type = tensor<2x3xf32>}> : (index, index) -> i32
  return
}

// -----

//===----------------------------------------------------------------------===//
// shapes.delinearize_index
//===----------------------------------------------------------------------===//

// array_type has a static shape.
func.func @f(%l: index) {
  // expected-error @+1 {{'shapes.delinearize_index' op array_type 'tensor<?x3xf32>' must have a static shape}}
  %0:2 = shapes.delinearize_index %l : tensor<?x3xf32>
  return
}

// -----

// array_type is a ranked tensor or memref.
func.func @f(%l: index) {
  // expected-error @+1 {{'shapes.delinearize_index' op array_type must be a ranked tensor or memref type, but got 'f32'}}
  %0:2 = shapes.delinearize_index %l : f32
  return
}

// -----

func.func @f(%l: index) {
  // expected-error @+1 {{'shapes.delinearize_index' op array_type must be a ranked tensor or memref type, but got 'tensor<*xf32>'}}
  %0:2 = shapes.delinearize_index %l : tensor<*xf32>
  return
}

// -----

// A memref's layout is a #shapes.layout or the identity.
func.func @f(%l: index) {
  // expected-error @+1 {{'shapes.delinearize_index' op array_type 'memref<2x3xf32, strided<[1, 2]>>' must have a #shapes.layout or the default layout}}
  %0:2 = shapes.delinearize_index %l : memref<2x3xf32, strided<[1, 2]>>
  return
}

// -----

// One result per dimension of array_type (custom form: the result count is
// inferred).
func.func @f(%l: index) {
  // expected-error @+1 {{operation defines 2 results but was provided 3 to bind}}
  %0:3 = shapes.delinearize_index %l : tensor<2x3xf32>
  return
}

// -----

// Generic form: the result types are checked against the inferred ones.
func.func @f(%l: index) {
  // expected-error @+1 {{'shapes.delinearize_index' op expected 3 index results (one per dimension of 'tensor<2x3x4xf32>'), but got 2}}
  %0:2 = "shapes.delinearize_index"(%l) <{array_type = tensor<2x3x4xf32>}> : (index) -> (index, index)
  return
}

// -----

// array_type is required (generic form).
func.func @f(%l: index) {
  // expected-error @+1 {{'shapes.delinearize_index' op requires attribute 'array_type'}}
  %0:2 = "shapes.delinearize_index"(%l) : (index) -> (index, index)
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

// -----

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

// -----

// compare: the comma after the direction.
func.func @f(%a: tensor<3xf32>) {
  // expected-error @+1 {{expected ','}}
  %0 = shapes.compare eq %a, %a : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  return
}

// -----

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

// linearize_index: the indices are in brackets.
func.func @f(%i: index) {
  // expected-error @+1 {{expected '['}}
  %0 = shapes.linearize_index %i, %i : tensor<2x3xf32>
  return
}

// -----

// linearize_index: array_type is required.
func.func @f(%i: index) {
  // expected-error @+1 {{expected ':'}}
  %0 = shapes.linearize_index [%i, %i]
  return
}

// -----

// linearize_index: the indices are of type index.
// expected-note @+1 {{prior use here}}
func.func @f(%i: i32) {
  // expected-error @+1 {{use of value '%i' expects different type than prior uses: 'index' vs 'i32'}}
  %0 = shapes.linearize_index [%i, %i] : tensor<2x3xf32>
  return
}

// -----

// delinearize_index: array_type is required.
func.func @f(%l: index) {
  // expected-error @+1 {{expected ':'}}
  %0:2 = shapes.delinearize_index %l
  return
}

// -----

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

// -----

// Two scalars take no broadcast_dimensions, or the empty identity.
func.func @f(%a: tensor<f32>) {
  // expected-error @+1 {{'shapes.add' op operands of equal rank (0) take no broadcast_dimensions or the identity [], but got [0]}}
  %0 = shapes.add %a, %a broadcast_dimensions = [0] : (tensor<f32>, tensor<f32>) -> tensor<f32>
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

// -----

// linearize_index: a constant index lies in its dimension.
func.func @f() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  // expected-error @+1 {{'shapes.linearize_index' op index #0 (2) is out of range for dimension 0 of size 2 in 'tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>'}}
  %0 = shapes.linearize_index [%c2, %c0] : tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
}

// -----

// A negative constant index is out of range too.
func.func @f() {
  %cm1 = arith.constant -1 : index
  // expected-error @+1 {{'shapes.linearize_index' op index #0 (-1) is out of range for dimension 0 of size 4 in 'tensor<4xi8>'}}
  %0 = shapes.linearize_index [%cm1] : tensor<4xi8>
}

// -----

// delinearize_index: a constant position lies in the physical buffer, padding
// included (15 elements for 3x5).
func.func @f() {
  %c15 = arith.constant 15 : index
  // expected-error @+1 {{'shapes.delinearize_index' op linear index 15 is out of range [0, 15) of the physical buffer of 'tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>'}}
  %0:2 = shapes.delinearize_index %c15 : tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
}

// -----

func.func @f() {
  %cm1 = arith.constant -1 : index
  // expected-error @+1 {{'shapes.delinearize_index' op linear index -1 is out of range [0, 4) of the physical buffer of 'tensor<2x2xi8>'}}
  %0:2 = shapes.delinearize_index %cm1 : tensor<2x2xi8>
}

// -----

// relayout works on tensors: a memref gets a message that says so.
func.func @f(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{custom op 'shapes.relayout' expected a tensor type, but got 'memref<2x3xf32>' (shapes ops work on tensors; bufferization gives memrefs with the same layout)}}
  %p = shapes.relayout %x : tensor<2x3xf32> to memref<2x3xf32>
}

// -----

//===----------------------------------------------------------------------===//
// #shapes.layout
//===----------------------------------------------------------------------===//

// minor_to_major has one entry per dimension of the type.
// expected-error @+1 {{#shapes.layout does not fit a type of shape [2, 3]: minor_to_major has 1 entry but the type has rank 2}}
func.func private @f(tensor<2x3xf32, #shapes.layout<minor_to_major = [0]>>)

// -----

// expected-error @+1 {{#shapes.layout does not fit a type of shape [2]: minor_to_major has 2 entries but the type has rank 1}}
func.func private @f(memref<2xf32, #shapes.layout<minor_to_major = [1, 0]>>)

// -----

// minor_to_major entries are dimensions.
// expected-error @+1 {{invalid #shapes.layout: minor_to_major entry 1 is 2, which is not a dimension in [0, 2)}}
func.func private @f(tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 2]>>)

// -----

// expected-error @+1 {{invalid #shapes.layout: minor_to_major entry 0 is -1, which is not a dimension in [0, 2)}}
func.func private @f(tensor<2x3xf32, #shapes.layout<minor_to_major = [-1, 0]>>)

// -----

// minor_to_major is a permutation: no repeats.
// expected-error @+1 {{invalid #shapes.layout: minor_to_major is not a permutation: dimension 0 appears at positions 0 and 1}}
func.func private @f(tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 0]>>)

// -----

// padded_dimensions has one entry per dimension.
// expected-error @+1 {{invalid #shapes.layout: padded_dimensions has 1 entry but expected 2 (one per dimension)}}
func.func private @f(tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3]>>)

// -----

// expected-error @+1 {{invalid #shapes.layout: padded_dimensions has 3 entries but expected 2 (one per dimension)}}
func.func private @f(tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5, 7]>>)

// -----

// Padded widths are sizes.
// expected-error @+1 {{invalid #shapes.layout: padded_dimensions entry 0 is -3, which is negative}}
func.func private @f(tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [-3, 5]>>)

// -----

// Each padded width is >= the size of its dimension.
// expected-error @+1 {{#shapes.layout does not fit a type of shape [2, 3]: padded_dimensions entry 1 (2) is smaller than the size of dimension 1 (3)}}
func.func private @f(tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 2]>>)

// -----

// expected-error @+1 {{#shapes.layout does not fit a type of shape [4, 4]: padded_dimensions entry 0 (3) is smaller than the size of dimension 0 (4)}}
func.func private @f(memref<4x4xi32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [3, 8]>>)

// -----

// Padded dimensions must be static.
// expected-error @+1 {{#shapes.layout does not fit a type of shape [?, 3]: dimension 0 is dynamic, but a padded layout needs static dimensions}}
func.func private @f(tensor<?x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>)

// -----

// padding_value only appears with padded_dimensions.
// expected-error @+1 {{invalid #shapes.layout: padding_value requires padded_dimensions}}
func.func private @f(tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padding_value = one>>)

// -----

// The padded buffer must be addressable with 64-bit indices.
// expected-error @+1 {{#shapes.layout does not fit a type of shape [2, 3]: the physical buffer of this layout needs 18446744073709551616 elements, more than 2^63-1}}
func.func private @f(tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [4294967296, 4294967296]>>)

// -----

// So must the strides of an unpadded layout whose static dimensions alone
// overflow int64, even when another dimension is dynamic.
// Regression test, found by fuzzing: this was accepted, and
// layout_util::strides overflowed (signed overflow): -shapes-lower-layouts
// turned it into memref<?x4611686018427387904x4xf32, strided<[0, 4, 1]>>.
// expected-error @below {{#shapes.layout does not fit a type of shape [?, 4611686018427387904, 4]: the physical buffer of this layout needs 18446744073709551616 elements, more than 2^63-1}}
func.func private @f(memref<?x4611686018427387904x4xf32, #shapes.layout<minor_to_major = [2, 1, 0]>>)

// -----

// The strides are products of sizes in minor-to-major order and must not
// overflow even when a zero-size dimension makes the element count 0 (the
// stride of dimension 0 here would be 2^64).
// Regression test, found by fuzzing: the addressability check multiplied the
// sizes in dimension order (0 * 4 * 2^62 = 0: no overflow), then
// layout_util::strides computed 4 * 2^62 (signed overflow, UB) and
// -shapes-lower-layouts printed strided<[0, 1, 4]>.
// expected-error @below {{#shapes.layout does not fit a type of shape [0, 4, 4611686018427387904]: the product of the non-zero physical sizes of this layout, which its strides reach, is 18446744073709551616, more than 2^63-1}}
func.func private @f(memref<0x4x4611686018427387904xf32, #shapes.layout<minor_to_major = [1, 2, 0]>>)

// -----

//===----------------------------------------------------------------------===//
// #shapes.layout: malformed syntax
//===----------------------------------------------------------------------===//

// minor_to_major is required.
// expected-error @+1 {{struct is missing required parameter: minor_to_major}}
func.func private @f(tensor<2x3xf32, #shapes.layout<padded_dimensions = [3, 5]>>)

// -----

// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{expected a parameter name in struct}}
func.func private @f(tensor<2x3xf32, #shapes.layout<>>)

// -----

// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{expected a parameter name in struct}}
func.func private @f(tensor<2x3xf32, #shapes.layout<minor_to_major = [1, 0], 3>>)

// -----

// Unknown keys are rejected.
// expected-error @+1 {{duplicate or unknown struct parameter name: order}}
func.func private @f(tensor<2x3xf32, #shapes.layout<minor_to_major = [1, 0], order = [1]>>)

// -----

// A key may appear once.
// expected-error @+1 {{duplicate or unknown struct parameter name: minor_to_major}}
func.func private @f(tensor<2x3xf32, #shapes.layout<minor_to_major = [1, 0], minor_to_major = [1, 0]>>)

// -----

// expected-error @+2 {{expected one of [zero, one, lowest, highest, unknown] for padding value, got: nan}}
// expected-error @+1 {{failed to parse Shapes_LayoutAttr parameter 'padding_value'}}
func.func private @f(tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = nan>>)

// -----

// expected-error @+2 {{expected keyword for padding value}}
// expected-error @+1 {{failed to parse Shapes_LayoutAttr parameter 'padding_value'}}
func.func private @f(tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = 0>>)

// -----

// A written padding needs an element type the padding value exists in. As a
// tensor encoding the verifier checks it (verifyEncoding gets the element
// type); memrefs are checked by -shapes-lower-layouts
// (Transforms/lower-layouts-invalid.mlir).
// expected-error @+1 {{#shapes.layout cannot pad elements of type 'complex<f32>' with padding_value 'zero': a written padding needs an f16, bf16, f32, f64, f80, f128, signless integer (not i0) or index element type; use padding_value = unknown}}
func.func private @f(tensor<3xcomplex<f32>, #shapes.layout<minor_to_major = [0], padded_dimensions = [4]>>)

// -----

// f8E4M3FN has no infinity.
// expected-error @+1 {{cannot pad elements of type 'f8E4M3FN' with padding_value 'highest'}}
func.func private @f(tensor<2xf8E4M3FN, #shapes.layout<minor_to_major = [0], padded_dimensions = [3], padding_value = highest>>)

// -----

// f8E8M0FNU has no zero.
// expected-error @+1 {{cannot pad elements of type 'f8E8M0FNU' with padding_value 'zero'}}
func.func private @f(tensor<2xf8E8M0FNU, #shapes.layout<minor_to_major = [0], padded_dimensions = [3]>>)

// -----

// i0 has no one.
// expected-error @+1 {{cannot pad elements of type 'i0' with padding_value 'one'}}
func.func private @f(tensor<2xi0, #shapes.layout<minor_to_major = [0], padded_dimensions = [3], padding_value = one>>)

// -----

// Unsigned and signed integers have no arith constants.
// expected-error @+1 {{cannot pad elements of type 'ui32' with padding_value 'lowest'}}
func.func private @f(tensor<2xui32, #shapes.layout<minor_to_major = [0], padded_dimensions = [3], padding_value = lowest>>)

// -----

// The rule holds wherever the tensor type is written: an op result.
func.func @f(%a: tensor<3xcomplex<f32>>) {
  // expected-error @+1 {{cannot pad elements of type 'complex<f32>' with padding_value 'one'}}
  %0 = shapes.relayout %a : tensor<3xcomplex<f32>> to tensor<3xcomplex<f32>, #shapes.layout<minor_to_major = [0], padded_dimensions = [4], padding_value = one>>
  return
}

// -----

// expected-error @+2 {{expected '['}}
// expected-error @+1 {{failed to parse Shapes_LayoutAttr parameter 'minor_to_major'}}
func.func private @f(tensor<2x3xf32, #shapes.layout<minor_to_major = 1>>)

// -----

// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse Shapes_LayoutAttr parameter 'minor_to_major'}}
func.func private @f(tensor<2x3xf32, #shapes.layout<minor_to_major = [a, b]>>)

// -----

// expected-error @+1 {{unbalanced '[' character in pretty dialect name}}
func.func private @f(tensor<2x3xf32, #shapes.layout<minor_to_major = [1, 0>>)

// -----

// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{failed to parse Shapes_LayoutAttr parameter 'padded_dimensions'}}
func.func private @f(tensor<2x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [99999999999999999999, 3]>>)

// -----

// expected-error @+1 {{expected '='}}
func.func private @f(tensor<2x3xf32, #shapes.layout<minor_to_major [1, 0]>>)

// -----

// The discardable attribute shapes.padding_written: a unit attribute on an
// argument or allocation in a padded #shapes.layout, and no other name.

// expected-error @+1 {{'shapes.padding_written' requires a statically shaped memref in a #shapes.layout with padding elements and a padding value other than `unknown`, got 'memref<2x3xf32>'}}
func.func private @f(memref<2x3xf32> {shapes.padding_written})

// -----

// expected-error @+1 {{'shapes.padding_written' requires a statically shaped memref in a #shapes.layout with padding elements and a padding value other than `unknown`, got 'memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [2, 3]>>'}}
func.func private @f(memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [2, 3]>> {shapes.padding_written})

// -----

// expected-error @+1 {{'shapes.padding_written' requires a statically shaped memref in a #shapes.layout with padding elements and a padding value other than `unknown`, got 'memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 3], padding_value = unknown>>'}}
func.func private @f(memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 3], padding_value = unknown>> {shapes.padding_written})

// -----

// expected-error @+1 {{'shapes.padding_written' must be a unit attribute}}
func.func private @f(memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 3]>> {shapes.padding_written = true})

// -----

// expected-error @+1 {{unknown shapes dialect attribute 'shapes.padding'}}
func.func private @f(memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 3]>> {shapes.padding})

// -----

func.func @f() {
  // expected-error @+1 {{'shapes.padding_written' requires a statically shaped memref in a #shapes.layout with padding elements and a padding value other than `unknown`, got 'memref<2x3xf32>'}}
  %a = memref.alloc() {shapes.padding_written} : memref<2x3xf32>
  return
}

// -----

func.func @f(%a: memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 3]>>) {
  // expected-error @+1 {{'shapes.padding_written' is only allowed on memref.alloc and memref.alloca}}
  memref.dealloc %a {shapes.padding_written} : memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 3]>>
  return
}

// -----

// Regression (found by shapes-fuzz-pipeline): a padded tensor type whose
// element type is missing. MLIR's parser reports it, then verifies the
// encoding with a null element type, on which the layout's element-type
// check crashed.
func.func @f() {
  %c15 = arith.constant 15 : index
  // expected-error @+1 {{expected non-function type}}
  %0:2 = shapes.delinearize_index %c15 : tensor<2x3x, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
  return
}
