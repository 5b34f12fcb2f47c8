// -shapes-lower-layouts reports what it cannot materialize.
// RUN: shapes-opt %s -shapes-lower-layouts -split-input-file -verify-diagnostics

// The padding of a complex buffer has no padding value.
func.func @complex_padding() -> memref<3xcomplex<f32>, #shapes.layout<minor_to_major = [0], padded_dimensions = [4]>> {
  // expected-error @+1 {{'memref.alloc' op cannot fill the padding of 'memref<3xcomplex<f32>, #shapes.layout<minor_to_major = [0], padded_dimensions = [4]>>': unsupported element type}}
  %a = memref.alloc() : memref<3xcomplex<f32>, #shapes.layout<minor_to_major = [0], padded_dimensions = [4]>>
  return %a : memref<3xcomplex<f32>, #shapes.layout<minor_to_major = [0], padded_dimensions = [4]>>
}

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
