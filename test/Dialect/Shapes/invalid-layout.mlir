// Every verification rule of #shapes.layout (DESIGN §3), and malformed
// syntax, each with its diagnostic.
// RUN: shapes-opt %s -split-input-file -verify-diagnostics

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
// expected-error @+1 {{#shapes.layout does not fit a type of shape [2, 3]: the physical buffer of this layout, or one of its strides, needs more than 2^63-1 elements}}
func.func private @f(tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [4294967296, 4294967296]>>)

// -----

//===----------------------------------------------------------------------===//
// Malformed syntax.
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
