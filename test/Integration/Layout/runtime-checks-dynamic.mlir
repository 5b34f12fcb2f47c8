// The run-time checks of index ops with '?' sizes.
//
// -shapes-to-llvm="runtime-checks" asserts each index below the run-time
// size of its dimension, and a position below the run-time element count.
// In range, the numbers are those without checks; out of range, the
// program stops (the message is printed by the cf.assert lowering, then
// abort(); a pipe loses the unflushed text, so the test checks the abort,
// and the messages in the LLVM IR).
//
// The shape checks, on by default, check the size operands themselves: a
// negative size, or a bounded size beyond its padded width, stops the
// program with one line on stderr naming the op, the dimension and both
// sizes. With shape-checks=false they are not checked.
//
// RUN: shapes-opt %s -shapes-to-llvm="runtime-checks" \
// RUN: | mlir-runner -e in_range -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s --check-prefix=OK
// RUN: shapes-opt %s -shapes-to-llvm="runtime-checks" \
// RUN: | not --crash mlir-runner -e index_beyond_size -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils
// RUN: shapes-opt %s -shapes-to-llvm="runtime-checks" \
// RUN: | not --crash mlir-runner -e position_beyond_count -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils
// RUN: shapes-opt %s -shapes-to-llvm="runtime-checks" | mlir-translate --mlir-to-llvmir \
// RUN: | FileCheck %s --check-prefix=MSG
// Without runtime-checks nothing traps on an index: the formula applied as
// it is.
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e unchecked -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s --check-prefix=UNCHECKED
// The shape checks.
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | not --crash mlir-runner -e size_beyond_width -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=BOUND
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | not --crash mlir-runner -e negative_size -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=NEG
// RUN: shapes-opt %s -shapes-to-llvm="shape-checks=false" \
// RUN: | mlir-runner -e size_beyond_width -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s --check-prefix=NOSHAPE

#T = #shapes.layout<minor_to_major = [0, 1]>
#B = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [4, 3]>

// MSG-DAG: shapes.linearize_index: index #0 out of range [0, size of dimension 0)
// MSG-DAG: shapes.linearize_index: index #1 out of range [0, size of dimension 1)
// MSG-DAG: shapes.delinearize_index: linear index out of range [0, physical element count)

func.func @linearize_T(%i: index, %j: index, %n: index, %m: index) -> index {
  %l = shapes.linearize_index [%i, %j] sizes(%n, %m) : tensor<?x?xf32, #T>
  return %l : index
}

func.func @delinearize_T(%l: index, %n: index, %m: index) -> (index, index) {
  %i, %j = shapes.delinearize_index %l sizes(%n, %m) : tensor<?x?xf32, #T>
  return %i, %j : index, index
}

func.func @linearize_B(%i: index, %j: index, %n: index) -> index {
  %l = shapes.linearize_index [%i, %j] sizes(%n) : tensor<?x2xf32, #B>
  return %l : index
}

func.func @in_range() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  // [1, 2] of 2x3, strides [1, 2]: 5.
  %l = call @linearize_T(%c1, %c2, %c2, %c3) : (index, index, index, index) -> index
  // OK: 5
  vector.print %l : index
  // 5 -> [1, 2].
  %i, %j = call @delinearize_T(%c5, %c2, %c3) : (index, index, index) -> (index, index)
  // OK-NEXT: 1
  // OK-NEXT: 2
  vector.print %i : index
  vector.print %j : index
  // An empty buffer (0x3) has no positions to check; its indices are 0.
  %e0, %e1 = call @delinearize_T(%c5, %c0, %c3) : (index, index, index) -> (index, index)
  // OK-NEXT: 0
  // OK-NEXT: 0
  vector.print %e0 : index
  vector.print %e1 : index
  // [3, 1] with all 4 rows of #B: 3 + 1 * 4 = 7.
  %b = call @linearize_B(%c3, %c1, %c4) : (index, index, index) -> index
  // OK-NEXT: 7
  vector.print %b : index
  return
}

// Index 2 in a dimension of run-time size 2.
func.func @index_beyond_size() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %l = call @linearize_T(%c2, %c0, %c2, %c3) : (index, index, index, index) -> index
  vector.print %l : index
  return
}

// A size of 5 in a dimension bounded by the width 4 (the index [1, 1] is
// in range): without shape checks, 1 + 1 * 4 = 5.
// BOUND: shapes: 'shapes.linearize_index' at {{.*}}runtime-checks-dynamic.mlir:{{[0-9]+}}:{{[0-9]+}}: array_type dimension 0 has size 5, beyond its padded bound 4
// NOSHAPE: 5
func.func @size_beyond_width() {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %l = call @linearize_B(%c1, %c1, %c5) : (index, index, index) -> index
  vector.print %l : index
  return
}

// A negative size.
// NEG: shapes: 'shapes.delinearize_index' at {{.*}}runtime-checks-dynamic.mlir:{{[0-9]+}}:{{[0-9]+}}: array_type dimension 1 has size -1, but a size is at least 0
func.func @negative_size() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %cm1 = arith.constant -1 : index
  %i, %j = call @delinearize_T(%c0, %c2, %cm1) : (index, index, index) -> (index, index)
  vector.print %i : index
  return
}

// Position 6 of a 2x3 buffer.
func.func @position_beyond_count() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %i, %j = call @delinearize_T(%c6, %c2, %c3) : (index, index, index) -> (index, index)
  vector.print %i : index
  return
}

func.func @unchecked() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  // [2, 0] of 2x3: 2, the position of [0, 1].
  %l = call @linearize_T(%c2, %c0, %c2, %c3) : (index, index, index, index) -> index
  // UNCHECKED: 2
  vector.print %l : index
  // Position 6 of a 2x3 buffer: [0, 3].
  %i, %j = call @delinearize_T(%c6, %c2, %c3) : (index, index, index) -> (index, index)
  // UNCHECKED-NEXT: 0
  // UNCHECKED-NEXT: 3
  vector.print %i : index
  vector.print %j : index
  return
}
