// examples/dynamic.mlir runs at its run-time sizes and prints the expected
// numbers; its mismatch entry point stops at the generated check.
// REQUIRES: mlir-runner
// RUN: shapes-opt %shapes_src_root/examples/dynamic.mlir -shapes-to-llvm -o %t.mlir
// RUN: mlir-runner %t.mlir -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: not --crash mlir-runner %t.mlir -e mismatch -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=MISMATCH

// CHECK: sizes = [2, 3]
// CHECK-NEXT: {{\[}}[11,   12,   13],
// CHECK-NEXT:  [24,   25,   26]]
// CHECK: sizes = [3, 4]
// CHECK-NEXT: {{\[}}[1,   2,   3,   4],
// CHECK-NEXT:  [1,   2,   3,   4],
// CHECK-NEXT:  [1,   2,   3,   4]]
// CHECK: sizes = [2, 3]
// CHECK-NEXT: {{\[}}[2,   2,   5],
// CHECK-NEXT:  [4,   5,   6]]
// MISMATCH: shapes: 'shapes.add' at {{.*}}dynamic.mlir:18:8: rhs dimension 0 has size 3, but lhs dimension 0 has size 2
