// A memref.global whose type carries a #shapes.layout must either be
// materialized in its physical layout and lowered, or be rejected with a
// located error. Expected: the lowered program prints the logical values.
//
// Regression test, found by fuzzing. Before the fix: -shapes-to-llvm exits 0 but leaves memref.global,
// memref.get_global and builtin.unrealized_conversion_cast in its output
// (so mlir-runner cannot parse it): -shapes-lower-layouts rewrites the
// global's type to memref<2x3xf32, strided<[1, 3]>> while keeping the
// 6-element row-major initializer (the strided type addresses a 15-element
// column-major buffer), and finalize-memref-to-llvm cannot lower a global
// with a non-identity layout.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

#P = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = one>
#C = #shapes.layout<minor_to_major = [0, 1]>

memref.global "private" constant @padded : memref<2x3xf32, #P> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
memref.global "private" constant @col : memref<2x3xf32, #C> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %p = memref.get_global @padded : memref<2x3xf32, #P>
  %up = memref.cast %p : memref<2x3xf32, #P> to memref<*xf32>
  call @printMemrefF32(%up) : (memref<*xf32>) -> ()
  %c = memref.get_global @col : memref<2x3xf32, #C>
  %uc = memref.cast %c : memref<2x3xf32, #C> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  return
}

// CHECK: sizes = [2, 3]
// CHECK-NEXT: [1, 2, 3]
// CHECK-NEXT: [4, 5, 6]
// CHECK: sizes = [2, 3]
// CHECK-NEXT: [1, 2, 3]
// CHECK-NEXT: [4, 5, 6]
