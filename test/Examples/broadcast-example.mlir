// The README's main example runs and prints the expected numbers.
// REQUIRES: mlir-runner
// RUN: shapes-opt %shapes_src_root/examples/broadcast.mlir -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %shapes_src_root/examples/layouts.mlir | FileCheck %s --check-prefix=LAYOUTS

// CHECK: == shapes.add (2,3) + (3), broadcast_dimensions = [1]
// CHECK: result:
// CHECK-NEXT: sizes = [2, 3] strides = [3, 1]
// CHECK-NEXT: [8,   10,   12]
// CHECK-NEXT: [11,   13,   15]
// CHECK: == shapes.mul (2,1) * (1,3): the outer product
// CHECK: result:
// CHECK-NEXT: sizes = [2, 3]
// CHECK-NEXT: [1,   2,   3]
// CHECK-NEXT: [10,   20,   30]
// CHECK: == shapes.add (4) + (1,2), broadcast_dimensions = [0]
// CHECK: result:
// CHECK-NEXT: sizes = [4, 2]
// CHECK-NEXT: [6,   7]
// CHECK-NEXT: [7,   8]
// CHECK-NEXT: [8,   9]
// CHECK-NEXT: [9,   10]
// CHECK: result (logical view, strides [1, 3]):
// CHECK-NEXT: sizes = [2, 3] strides = [1, 3]
// CHECK-NEXT: [2.5,   2.5,   3]
// CHECK-NEXT: [4,   5,   6]
// CHECK: the 15-element physical buffer
// CHECK-NEXT: sizes = [15] strides = [1]
// CHECK-NEXT: [2.5,  4,  -inf,  2.5,  5,  -inf,  3,  6,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf]

// LAYOUTS-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>{{$}}
// LAYOUTS: func.func private @padded(memref<2x3xf32, #[[$L]]>)
