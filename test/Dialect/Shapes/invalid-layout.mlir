// Every verification rule of #shapes.layout, one case per rule with its
// diagnostic, and its malformed syntax with the parser's message.
// RUN: shapes-opt %s -split-input-file -verify-diagnostics

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

// A padded width is static: a dynamic size is bounded by it.
// expected-error @+2 {{failed to parse Shapes_LayoutAttr parameter 'padded_dimensions'}}
// expected-error @+1 {{'?' is not allowed in a #shapes.layout: minor_to_major and padded_dimensions are static (a dynamic size belongs in the type, bounded by a static padded width)}}
func.func private @f(tensor<?x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [?, 5]>>)

// -----

// A static size beside a bounded dynamic one must still fit its width.
// expected-error @+1 {{#shapes.layout does not fit a type of shape [?, 6]: padded_dimensions entry 1 (5) is smaller than the size of dimension 1 (6)}}
func.func private @f(tensor<?x6xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>)

// -----

// padding_value only appears with padded_dimensions.
// expected-error @+1 {{invalid #shapes.layout: padding_value requires padded_dimensions}}
func.func private @f(tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padding_value = one>>)

// -----

// The padded buffer must be addressable with 64-bit indices.
// expected-error @+1 {{#shapes.layout does not fit a type of shape [2, 3]: the physical buffer of this layout needs 18446744073709551616 elements, more than 2^63-1}}
func.func private @f(tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [4294967296, 4294967296]>>)

// -----

// An overflow in a middle dimension is one even when later dimensions
// follow: 2 * (2^40)^4 * 2 elements, whose 128-bit product wraps to 0.
// expected-error @+1 {{#shapes.layout does not fit a type of shape [1, 1, 1, 1, 1, 1]: the physical buffer of this layout needs more than 2^127 elements, more than 2^63-1}}
func.func private @f(tensor<1x1x1x1x1x1xf32, #shapes.layout<minor_to_major = [5, 4, 3, 2, 1, 0], padded_dimensions = [2, 1099511627776, 1099511627776, 1099511627776, 1099511627776, 2]>>)

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

// A bounded dynamic size may leave padding at run time: the rule holds for
// it too, whatever the size turns out to be.
// expected-error @+1 {{cannot pad elements of type 'ui32' with padding_value 'zero'}}
func.func private @f(tensor<?xui32, #shapes.layout<minor_to_major = [0], padded_dimensions = [4]>>)

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
