// The discardable attribute shapes.padding_written, one case per rule with
// its diagnostic.
// RUN: shapes-opt %s -split-input-file -verify-diagnostics

// The discardable attribute shapes.padding_written: a unit attribute on an
// argument or allocation in a padded #shapes.layout, and no other name.

// expected-error @+1 {{'shapes.padding_written' requires a memref in a #shapes.layout with padding elements (or bounded '?' sizes) and a padding value other than `unknown`, got 'memref<2x3xf32>'}}
func.func private @f(memref<2x3xf32> {shapes.padding_written})

// -----

// expected-error @+1 {{'shapes.padding_written' requires a memref in a #shapes.layout with padding elements (or bounded '?' sizes) and a padding value other than `unknown`, got 'memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [2, 3]>>'}}
func.func private @f(memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [2, 3]>> {shapes.padding_written})

// -----

// expected-error @+1 {{'shapes.padding_written' requires a memref in a #shapes.layout with padding elements (or bounded '?' sizes) and a padding value other than `unknown`, got 'memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 3], padding_value = unknown>>'}}
func.func private @f(memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 3], padding_value = unknown>> {shapes.padding_written})

// -----

// A bounded `?` size with an `unknown` padding value: nothing to write.
// expected-error @+1 {{'shapes.padding_written' requires a memref in a #shapes.layout with padding elements (or bounded '?' sizes) and a padding value other than `unknown`, got 'memref<?x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [4, 3], padding_value = unknown>>'}}
func.func private @f(memref<?x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [4, 3], padding_value = unknown>> {shapes.padding_written})

// -----

// expected-error @+1 {{'shapes.padding_written' must be a unit attribute}}
func.func private @f(memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 3]>> {shapes.padding_written = true})

// -----

// expected-error @+1 {{unknown shapes dialect attribute 'shapes.padding'}}
func.func private @f(memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 3]>> {shapes.padding})

// -----

func.func @f() {
  // expected-error @+1 {{'shapes.padding_written' requires a memref in a #shapes.layout with padding elements (or bounded '?' sizes) and a padding value other than `unknown`, got 'memref<2x3xf32>'}}
  %a = memref.alloc() {shapes.padding_written} : memref<2x3xf32>
  return
}

// -----

func.func @f(%a: memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 3]>>) {
  // expected-error @+1 {{'shapes.padding_written' is only allowed on memref.alloc and memref.alloca}}
  memref.dealloc %a {shapes.padding_written} : memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 3]>>
  return
}
