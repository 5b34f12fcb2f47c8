// RUN: shapes-opt %s -split-input-file -verify-diagnostics
// RUN: not shapes-opt %s -split-input-file -shapes-lower-layouts 2>&1 | FileCheck %s --check-prefix=MEMREF
//
// A #shapes.layout whose physical buffer needs more than 2^63-1 elements or
// bytes is rejected, naming the count: a tensor's encoding with its element
// type (arguments, results, tensor.empty, constants), a memref's layout
// against its shape by the verifier and for its bytes by
// -shapes-lower-layouts (MLIR verifies a memref layout without the element
// type).

// 2^30 * 2^31 = 2^61 f64 elements: 2^64 bytes.
// expected-error @+1 {{#shapes.layout does not fit a type of shape [2, 2] and element type 'f64': the physical buffer of this layout needs 18446744073709551616 bytes (2305843009213693952 elements of 8 bytes), more than 2^63-1}}
func.func private @f64_arg(tensor<2x2xf64, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [1073741824, 2147483648]>>)

// -----

// 3037000499^2 f32 elements fit in int64; their bytes do not.
func.func @empty() {
  // expected-error @+1 {{#shapes.layout does not fit a type of shape [2, 2] and element type 'f32': the physical buffer of this layout needs 36893488123704996004 bytes (9223372030926249001 elements of 4 bytes), more than 2^63-1}}
  %0 = tensor.empty() : tensor<2x2xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [3037000499, 3037000499]>>
  return
}

// -----

// As a result type.
// expected-error @+1 {{needs 18446744073709551614 bytes (9223372036854775807 elements of 2 bytes)}}
func.func private @f16_result() -> tensor<2xf16, #shapes.layout<minor_to_major = [0], padded_dimensions = [9223372036854775807]>>

// -----

// Exactly 2^63-1 bytes of i8 are addressable.
func.func private @max_bytes(tensor<2xi8, #shapes.layout<minor_to_major = [0], padded_dimensions = [9223372036854775807]>>)
// One bit more per element (i9 takes 2 bytes) is not.
// expected-error @+1 {{'i9': the physical buffer of this layout needs 18446744073709551614 bytes (9223372036854775807 elements of 2 bytes), more than 2^63-1}}
func.func private @i9(tensor<2xi9, #shapes.layout<minor_to_major = [0], padded_dimensions = [9223372036854775807]>>)

// -----

// Too many elements, whatever the element type.
// expected-error @+1 {{#shapes.layout does not fit a type of shape [2, 3]: the physical buffer of this layout needs 18446744073709551616 elements, more than 2^63-1}}
func.func private @elements(memref<2x3xi8, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [4294967296, 4294967296]>>)

// -----

// A zero size empties the buffer but not the strides.
// expected-error @+1 {{#shapes.layout does not fit a type of shape [0, 4, 4611686018427387904]: the product of the non-zero physical sizes of this layout, which its strides reach, is 18446744073709551616, more than 2^63-1}}
func.func private @strides(memref<0x4x4611686018427387904xf32, #shapes.layout<minor_to_major = [1, 2, 0]>>)

// -----

// A memref's bytes: accepted by the verifier (element count 2^61), rejected
// where its layout is lowered.
// MEMREF: error: #shapes.layout does not fit a type of shape [2, 2] and element type 'f64': the physical buffer of this layout needs 18446744073709551616 bytes
func.func private @memref_bytes(memref<2x2xf64, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [1073741824, 2147483648]>>)

// -----

// MEMREF: error: #shapes.layout does not fit a type of shape [4] and element type 'i64': the physical buffer of this layout needs 73786976294838206456 bytes
memref.global "private" @global : memref<4xi64, #shapes.layout<minor_to_major = [0], padded_dimensions = [9223372036854775807]>>
