// -shapes-lower-layouts reports what it cannot materialize.
// RUN: shapes-opt %s -shapes-lower-layouts -split-input-file -verify-diagnostics

// A memref layout is verified against its shape only (MLIR's
// MemRefLayoutAttrInterface has no element type), so the element type of a
// padded memref is checked by -shapes-lower-layouts before it rewrites
// anything. The padding of a complex buffer has no padding value.
func.func @complex_padding() -> memref<3xcomplex<f32>, #shapes.layout<minor_to_major = [0], padded_dimensions = [4]>> {
  // expected-error @+1 {{#shapes.layout cannot pad elements of type 'complex<f32>' with padding_value 'zero': a written padding needs an f16, bf16, f32, f64, f80, f128, signless integer (not i0) or index element type; use padding_value = unknown}}
  %a = memref.alloc() : memref<3xcomplex<f32>, #shapes.layout<minor_to_major = [0], padded_dimensions = [4]>>
  return %a : memref<3xcomplex<f32>, #shapes.layout<minor_to_major = [0], padded_dimensions = [4]>>
}

// -----

// f8E4M3FN has no infinity: lowest/highest would be NaN.
// Regression (found by fuzzing): the padding was filled with 0xFF and 0x7F.
func.func @f8_lowest() {
  // expected-error @+1 {{cannot pad elements of type 'f8E4M3FN' with padding_value 'lowest'}}
  %a = memref.alloc() : memref<2xf8E4M3FN, #shapes.layout<minor_to_major = [0], padded_dimensions = [3], padding_value = lowest>>
  return
}

// -----

// f8E8M0FNU has no sign, no zero and no infinity.
// Regression (found by fuzzing): zero padding was 0xFF (NaN) and lowest was
// a negative value the format cannot hold.
func.func @e8m0_zero() {
  // expected-error @+1 {{cannot pad elements of type 'f8E8M0FNU' with padding_value 'zero'}}
  %a = memref.alloc() : memref<2xf8E8M0FNU, #shapes.layout<minor_to_major = [0], padded_dimensions = [3]>>
  return
}

// -----

// i0 has no minimum and no one.
// Regression (found by fuzzing): the pass printed `arith.constant  : i0`,
// output that does not parse again.
func.func @i0_lowest() {
  // expected-error @+1 {{cannot pad elements of type 'i0' with padding_value 'lowest'}}
  %a = memref.alloc() : memref<2xi0, #shapes.layout<minor_to_major = [0], padded_dimensions = [3], padding_value = lowest>>
  return
}

// -----

// Unsigned integers have no arith constants.
// Regression (found by fuzzing): the pass built `arith.constant 0 : ui32`,
// which the verifier rejected after the pass.
func.func @unsigned(%u: ui32) {
  // expected-error @+1 {{cannot pad elements of type 'ui32' with padding_value 'zero'}}
  %a = memref.alloc() : memref<2xui32, #shapes.layout<minor_to_major = [0], padded_dimensions = [3]>>
  return
}

// -----

// A function argument: the error is on the block argument.
// expected-error @+1 {{cannot pad elements of type 'complex<f64>' with padding_value 'one'}}
func.func @argument(%m: memref<2xcomplex<f64>, #shapes.layout<minor_to_major = [0], padded_dimensions = [3], padding_value = one>>) {
  return
}

// -----

// A global: the error is on the memref.global.
// expected-error @+1 {{cannot pad elements of type 'si8' with padding_value 'highest'}}
memref.global "private" @g : memref<2xsi8, #shapes.layout<minor_to_major = [0], padded_dimensions = [3], padding_value = highest>>

// -----

// The padded buffer of a global is too large to hold its initializer
// (10^12 elements): a located error, not a crash.
// Regression test, found by fuzzing: -shapes-lower-layouts aborted with
// "LLVM ERROR: SmallVector unable to grow. Requested capacity
// (1000000000000) is larger than maximum value for size type (4294967295)"
// (materializeLayoutGlobals allocated one Attribute per physical position).
#P = #shapes.layout<minor_to_major = [0], padded_dimensions = [1000000000000], padding_value = one>
// expected-error @below {{'memref.global' op the physical buffer of 'memref<2xf32, #shapes.layout<minor_to_major = [0], padded_dimensions = [1000000000000], padding_value = one>>' has 1000000000000 elements, too many to lay out its initializer}}
memref.global "private" constant @g : memref<2xf32, #P> = dense<[1.0, 2.0]>
func.func @main() -> memref<2xf32, #P> {
  %a = memref.get_global @g : memref<2xf32, #P>
  return %a : memref<2xf32, #P>
}
