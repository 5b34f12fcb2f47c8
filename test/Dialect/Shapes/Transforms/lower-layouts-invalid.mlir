// -shapes-lower-layouts reports what it cannot materialize.
// RUN: shapes-opt %s -shapes-lower-layouts -split-input-file -verify-diagnostics

// The padding of a complex buffer has no padding value.
func.func @complex_padding() -> memref<3xcomplex<f32>, #shapes.layout<minor_to_major = [0], padded_dimensions = [4]>> {
  // expected-error @+1 {{'memref.alloc' op cannot fill the padding of 'memref<3xcomplex<f32>, #shapes.layout<minor_to_major = [0], padded_dimensions = [4]>>': unsupported element type}}
  %a = memref.alloc() : memref<3xcomplex<f32>, #shapes.layout<minor_to_major = [0], padded_dimensions = [4]>>
  return %a : memref<3xcomplex<f32>, #shapes.layout<minor_to_major = [0], padded_dimensions = [4]>>
}
