// Every verification rule of shapes.linearize_index and
// shapes.delinearize_index, one case per rule with its diagnostic, and their
// malformed syntax with the parser's message.
// RUN: shapes-opt %s -split-input-file -verify-diagnostics

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

// One size operand per '?' of array_type: the custom form names the sizes,
// so its parser counts them...
func.func @f(%i: index) {
  // expected-error @+1 {{custom op 'shapes.linearize_index' expected 1 size operands (one per '?' of 'tensor<?x3xf32>'), but got 0}}
  %0 = shapes.linearize_index [%i, %i] : tensor<?x3xf32>
  return
}

// -----

func.func @f(%i: index, %n: index) {
  // expected-error @+1 {{custom op 'shapes.linearize_index' expected 2 size operands (one per '?' of 'memref<?x?xf32>'), but got 1}}
  %0 = shapes.linearize_index [%i, %i] sizes(%n) : memref<?x?xf32>
  return
}

// -----

// ...a static array_type takes none...
func.func @f(%i: index, %n: index) {
  // expected-error @+1 {{custom op 'shapes.linearize_index' expected 0 size operands (one per '?' of 'tensor<2x3xf32>'), but got 1}}
  %0 = shapes.linearize_index [%i, %i] sizes(%n) : tensor<2x3xf32>
  return
}

// -----

// ...and with the sizes right, the indices are counted.
func.func @f(%i: index, %n: index) {
  // expected-error @+1 {{'shapes.linearize_index' op expected 3 operands, 2 indices (one per dimension of 'tensor<?x3xf32>') then 1 size operands (one per '?'), but got 2}}
  %0 = shapes.linearize_index [%i] sizes(%n) : tensor<?x3xf32>
  return
}

// -----

// The generic form has one list, the indices then the sizes: the verifier
// counts both.
func.func @f(%i: index) {
  // expected-error @+1 {{'shapes.linearize_index' op expected 3 operands, 2 indices (one per dimension of 'tensor<?x3xf32>') then 1 size operands (one per '?'), but got 2}}
  %0 = "shapes.linearize_index"(%i, %i) <{array_type = tensor<?x3xf32>}> : (index, index) -> index
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'shapes.linearize_index' op expected 4 operands, 2 indices (one per dimension of 'tensor<?x?xf32>') then 2 size operands (one per '?'), but got 5}}
  %0 = "shapes.linearize_index"(%i, %i, %i, %i, %i) <{array_type = tensor<?x?xf32>}> : (index, index, index, index, index) -> index
  return
}

// -----

// A size operand is an index.
// expected-note @+1 {{prior use here}}
func.func @f(%i: index, %n: i64) {
  // expected-error @+1 {{use of value '%n' expects different type than prior uses: 'index' vs 'i64'}}
  %0 = shapes.linearize_index [%i, %i] sizes(%n) : tensor<?x3xf32>
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

// One size operand per '?' of array_type, in custom...
func.func @f(%l: index) {
  // expected-error @+1 {{'shapes.delinearize_index' op expected 1 size operands (one per '?' of 'tensor<?x3xf32>'), but got 0}}
  %0:2 = shapes.delinearize_index %l : tensor<?x3xf32>
  return
}

// -----

func.func @f(%l: index, %n: index) {
  // expected-error @+1 {{'shapes.delinearize_index' op expected 0 size operands (one per '?' of 'memref<2x3xf32>'), but got 1}}
  %0:2 = shapes.delinearize_index %l sizes(%n) : memref<2x3xf32>
  return
}

// -----

// ...and generic form.
func.func @f(%l: index, %n: index) {
  // expected-error @+1 {{'shapes.delinearize_index' op expected 2 size operands (one per '?' of 'tensor<?x?xf32>'), but got 3}}
  %0:2 = "shapes.delinearize_index"(%l, %n, %n, %n) <{array_type = tensor<?x?xf32>}> : (index, index, index, index) -> (index, index)
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

// linearize_index on a dynamic shape: a constant index is checked against
// the static sizes...
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  // expected-error @+1 {{'shapes.linearize_index' op index #1 (3) is out of range for dimension 1 of size 3 in 'tensor<?x3xf32>'}}
  %0 = shapes.linearize_index [%c0, %c3] sizes(%n) : tensor<?x3xf32>
}

// -----

// ...and must not be negative for a '?' size...
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %cm1 = arith.constant -1 : index
  // expected-error @+1 {{'shapes.linearize_index' op index #0 (-1) is out of range for dimension 0 of size ? in 'tensor<?x3xf32>'}}
  %0 = shapes.linearize_index [%cm1, %c0] sizes(%n) : tensor<?x3xf32>
}

// -----

// ...nor reach the padded width that bounds a '?' size (here 8).
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  // expected-error @+1 {{'shapes.linearize_index' op index #0 (8) is out of range for dimension 0 of size ? in 'tensor<?x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [8, 3]>>' (at most its padded width 8)}}
  %0 = shapes.linearize_index [%c8, %c0] sizes(%n) : tensor<?x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [8, 3]>>
}

// -----

// delinearize_index: a bounded dynamic dimension keeps a static physical
// buffer (8x3 = 24 positions), which bounds a constant position.
func.func @f(%n: index) {
  %c24 = arith.constant 24 : index
  // expected-error @+1 {{'shapes.delinearize_index' op linear index 24 is out of range [0, 24) of the physical buffer of 'tensor<?x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [8, 3]>>'}}
  %0:2 = shapes.delinearize_index %c24 sizes(%n) : tensor<?x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [8, 3]>>
}
