// -shapes-to-llvm="runtime-checks" asserts that dynamic indices of the
// index ops are in range. In range, the numbers are those without checks;
// out of range, the program stops with a message naming the op and the
// range (printed on stdout by the cf.assert lowering, then abort(); a
// pipe loses the unflushed text, so the test checks the abort and the
// message in the LLVM IR). Without the option an out-of-range index gives an unspecified
// position and nothing traps (README, "Index ops").
//
// RUN: shapes-opt %s -shapes-to-llvm="runtime-checks" \
// RUN: | mlir-runner -e in_range -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s --check-prefix=OK
// RUN: shapes-opt %s -shapes-to-llvm="runtime-checks" \
// RUN: | not --crash mlir-runner -e linearize_out_of_range -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils
// RUN: shapes-opt %s -shapes-to-llvm="runtime-checks" | mlir-translate --mlir-to-llvmir \
// RUN: | FileCheck %s --check-prefix=LIN
// RUN: shapes-opt %s -shapes-to-llvm="runtime-checks" \
// RUN: | not --crash mlir-runner -e delinearize_out_of_range -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils
// RUN: shapes-opt %s -shapes-to-llvm="runtime-checks" | mlir-translate --mlir-to-llvmir \
// RUN: | FileCheck %s --check-prefix=DELIN
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e linearize_out_of_range -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s --check-prefix=UNCHECKED
// RUN: shapes-opt %s -shapes-lower-to-linalg="runtime-checks" | FileCheck %s --check-prefix=IR
//
// A checked index op stays where the program uses it: in a loop that runs
// zero times, or the body of a while loop that never runs, an index out of
// range is never checked (-shapes-to-llvm hoists loop-invariant shapes ops,
// but not index ops with dynamic indices).
// RUN: shapes-opt %s -shapes-to-llvm="runtime-checks" \
// RUN: | mlir-runner -e unused_in_loops -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s --check-prefix=UNUSED
// RUN: shapes-opt %s -loop-invariant-code-motion | FileCheck %s --check-prefix=LICM

#P = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>

// IR-LABEL: func.func @linearize(
// IR:         %[[C2:.*]] = arith.constant 2 : index
// IR:         %[[COND:.*]] = arith.cmpi ult, %{{.*}}, %[[C2]] : index
// IR:         cf.assert %[[COND]], "shapes.linearize_index: index #0 out of range [0, 2)"
// IR:         arith.cmpi ult
// IR:         cf.assert %{{.*}}, "shapes.linearize_index: index #1 out of range [0, 3)"
// IR:         affine.apply
func.func @linearize(%i: index, %j: index) -> index {
  %l = shapes.linearize_index [%i, %j] : tensor<2x3xf32, #P>
  return %l : index
}

// IR-LABEL: func.func @delinearize(
// IR:         cf.assert %{{.*}}, "shapes.delinearize_index: linear index out of range [0, 15)"
func.func @delinearize(%l: index) -> (index, index) {
  %i, %j = shapes.delinearize_index %l : tensor<2x3xf32, #P>
  return %i, %j : index, index
}

func.func @in_range() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c14 = arith.constant 14 : index
  %l = call @linearize(%c1, %c2) : (index, index) -> index
  // OK: 7
  vector.print %l : index
  %i, %j = call @delinearize(%c14) : (index) -> (index, index)
  // OK-NEXT: 2
  // OK-NEXT: 4
  vector.print %i : index
  vector.print %j : index
  return
}

func.func @linearize_out_of_range() {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  // LIN: shapes.linearize_index: index #1 out of range [0, 3)
  // Without checks: 1 + 3 * 3 = 10, a padding position.
  // UNCHECKED: 10
  %l = call @linearize(%c1, %c3) : (index, index) -> index
  vector.print %l : index
  return
}

func.func @delinearize_out_of_range() {
  %c15 = arith.constant 15 : index
  // DELIN: shapes.delinearize_index: linear index out of range [0, 15)
  %i, %j = call @delinearize(%c15) : (index) -> (index, index)
  vector.print %i : index
  return
}

// LICM-LABEL: func.func @index_in_loops(
// LICM:         scf.for
// LICM:           shapes.linearize_index
// LICM:         scf.while
// LICM:           shapes.delinearize_index
func.func @index_in_loops(%n: index, %i: index, %l: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %sum = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {
    %lin = shapes.linearize_index [%i, %c1] : tensor<2x3xf32, #P>
    %next = arith.addi %acc, %lin : index
    scf.yield %next : index
  }
  %res = scf.while (%acc = %sum) : (index) -> index {
    %go = arith.cmpi slt, %acc, %c0 : index
    scf.condition(%go) %acc : index
  } do {
  ^bb0(%acc: index):
    %d:2 = shapes.delinearize_index %l : tensor<2x3xf32, #P>
    %next = arith.addi %acc, %d#0 : index
    scf.yield %next : index
  }
  return %res : index
}

func.func @unused_in_loops() {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %c99 = arith.constant 99 : index
  %r = call @index_in_loops(%c0, %c5, %c99) : (index, index, index) -> index
  // UNUSED: 0
  vector.print %r : index
  return
}
