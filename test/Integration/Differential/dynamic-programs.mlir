// Differential testing with dynamic dimensions: the random programs spell
// some dimensions '?' (never one that broadcasts, a static 1, nor one its
// size is inferred from), broadcast_in_dim takes index arguments for the
// '?' of its result, and each call passes the run-time sizes, 0 and 1
// among them. The values, strides and padding are compared with the
// semantics library's evaluation as for static programs. Some programs
// are then called again, in a forked child, with one size that breaks a
// rule (a '?' that differs from its partner, a size argument against the
// operand size it broadcasts or below 0, a size beyond a padded bound):
// the child must abort after printing exactly the message of the first
// failing check.
//
// RUN: shapes-difftest --seed=1 --count=250 --dynamic | FileCheck %s
// RUN: shapes-difftest --seed=2 --count=200 --dynamic --layouts | FileCheck %s
// CHECK: programs, {{[1-9][0-9]*}} ops, {{[1-9][0-9]*}} elements and {{[0-9]+}} padding elements checked, 0 failing programs
// CHECK-NEXT: shapes-difftest: {{[1-9][0-9]*}} run-time sizes of '?' ({{[1-9][0-9]*}} of them 0, {{[1-9][0-9]*}} of them 1), {{[1-9][0-9]*}} mismatching calls aborted with the expected message
//
// Chains of dynamic ops fuse as static ones do (see fused-programs.mlir):
// at most one allocation per result and per value several ops read.
// RUN: shapes-difftest --seed=5 --count=100 --dynamic --return-last --layouts \
// RUN:   | FileCheck %s --check-prefix=FUSED
// FUSED: programs, {{[1-9][0-9]*}} ops, {{[1-9][0-9]*}} elements and {{[0-9]+}} padding elements checked, 0 failing programs; allocations of {{[1-9][0-9]*}} functions counted
//
// Without the run-time checks, the mismatching calls do not stop with the
// message: the check can fail. --count-percent=100 runs the 50 programs
// also in a sanitizer build (test/lit.cfg.py), for a mismatch among them.
// RUN: not shapes-difftest --seed=1 --count=50 --count-percent=100 --dynamic \
// RUN:     --max-reports=1 --pipeline="shape-checks=false" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNCHECKED
// UNCHECKED: MISMATCH CALL of p{{[0-9]+}} with {{.*}}: {{exited with status|killed by signal}}
// UNCHECKED-NEXT: stderr: (nothing)
// UNCHECKED-NEXT: expected: shapes: 'shapes.{{[a-z_]+}}' at difftest:{{[0-9]+}}:{{[0-9]+}}: {{.*}} has size {{[0-9-]+}}, {{but|beyond}}
// UNCHECKED: {{[1-9][0-9]*}} failing programs
// UNCHECKED: 0 mismatching calls aborted
//
// --dynamic and --hlo do not combine.
// RUN: not shapes-difftest --dynamic --hlo 2>&1 | FileCheck %s --check-prefix=HLO
// HLO: --dynamic does not combine with --hlo
