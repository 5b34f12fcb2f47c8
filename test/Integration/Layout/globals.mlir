// memref.global in a #shapes.layout, lowered with -shapes-to-llvm and run:
// an initialized global (padded, and column-major) is materialized in its
// physical layout and reads back its logical values, and an uninitialized
// padded global holds its padding value in the padding, like every padded
// allocation (every value produced in a padded layout has its
// padding filled); only its logical elements are left to the program.
//
// Regression tests, found by fuzzing:
// - @constants: -shapes-to-llvm exited 0 but left memref.global,
//   memref.get_global and builtin.unrealized_conversion_cast in its output
//   (so mlir-runner could not parse it): -shapes-lower-layouts rewrote the
//   global's type to memref<2x3xf32, strided<[1, 3]>> while keeping the
//   6-element row-major initializer (the strided type addresses a
//   15-element column-major buffer), and finalize-memref-to-llvm cannot
//   lower a global with a non-identity layout.
// - @uninitialized: the flat global was left `uninitialized` (zeros after
//   LLVM lowering): the raw buffer showed 0 instead of 1 in the padding.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

#P = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = one>
#C = #shapes.layout<minor_to_major = [0, 1]>

memref.global "private" constant @padded : memref<2x3xf32, #P> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
memref.global "private" constant @col : memref<2x3xf32, #C> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
memref.global "private" @g : memref<2x3xf32, #P> = uninitialized

func.func private @printMemrefF32(memref<*xf32>)

// CHECK-LABEL: constants
// CHECK: sizes = [2, 3]
// CHECK-NEXT: [1, 2, 3]
// CHECK-NEXT: [4, 5, 6]
// CHECK: sizes = [2, 3]
// CHECK-NEXT: [1, 2, 3]
// CHECK-NEXT: [4, 5, 6]
func.func @constants() {
  %p = memref.get_global @padded : memref<2x3xf32, #P>
  %up = memref.cast %p : memref<2x3xf32, #P> to memref<*xf32>
  call @printMemrefF32(%up) : (memref<*xf32>) -> ()
  %c = memref.get_global @col : memref<2x3xf32, #C>
  %uc = memref.cast %c : memref<2x3xf32, #C> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  return
}

// The raw 15-element buffer of @g, after the program filled its logical
// elements with 2.
// CHECK-LABEL: uninitialized
// CHECK: [2, 2, 1, 2, 2, 1, 2, 2, 1, 1, 1, 1, 1, 1, 1]
func.func @uninitialized() {
  %a = memref.get_global @g : memref<2x3xf32, #P>
  %f = arith.constant 2.0 : f32
  linalg.fill ins(%f : f32) outs(%a : memref<2x3xf32, #P>)
  %flat = memref.reinterpret_cast %a to offset: [0], sizes: [15], strides: [1] : memref<2x3xf32, #P> to memref<15xf32>
  %u = memref.cast %flat : memref<15xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  vector.print str "constants\n"
  call @constants() : () -> ()
  vector.print str "uninitialized\n"
  call @uninitialized() : () -> ()
  return
}
