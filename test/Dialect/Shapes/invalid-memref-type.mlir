// The discardable attribute shapes.memref_type, one case per rule with its
// diagnostic: a memref type, on an argument of that type or on a pointer
// (the C-interface wrapper's pointer to the argument's descriptor).
// RUN: shapes-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{'shapes.memref_type' must be a memref type, got 1 : i64}}
func.func private @f(memref<2x3xf32> {shapes.memref_type = 1})

// -----

// expected-error @+1 {{'shapes.memref_type' must be a memref type, got f32}}
func.func private @f(memref<2x3xf32> {shapes.memref_type = f32})

// -----

// expected-error @+1 {{'shapes.memref_type' must be a memref type, got tensor<2x3xf32>}}
func.func private @f(tensor<2x3xf32> {shapes.memref_type = tensor<2x3xf32>})

// -----

// expected-error @+1 {{'shapes.memref_type' requires an argument of type 'memref<2x3xf32>' or a pointer to its memref descriptor (!llvm.ptr), got 'memref<3x2xf32>'}}
func.func private @f(memref<3x2xf32> {shapes.memref_type = memref<2x3xf32>})

// -----

// The element type too.
// expected-error @+1 {{'shapes.memref_type' requires an argument of type 'memref<2x3xf32>' or a pointer to its memref descriptor (!llvm.ptr), got 'memref<2x3xf64>'}}
func.func private @f(memref<2x3xf64> {shapes.memref_type = memref<2x3xf32>})

// -----

// expected-error @+1 {{'shapes.memref_type' requires an argument of type 'memref<2x3xf32>' or a pointer to its memref descriptor (!llvm.ptr), got 'i64'}}
llvm.func @g(i64 {shapes.memref_type = memref<2x3xf32>})

// -----

func.func @f(%a: memref<2x3xf32>) {
  // expected-error @+1 {{'shapes.memref_type' is only allowed on memref.alloc and memref.alloca}}
  memref.dealloc %a {shapes.memref_type = memref<2x3xf32>} : memref<2x3xf32>
  return
}
