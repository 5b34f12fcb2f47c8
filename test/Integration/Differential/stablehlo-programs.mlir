// Differential testing of the StableHLO importer: every generated program is
// written as StableHLO text, the instructions `--hlo` writes, op for op, in
// the default layout (broadcasts as reshape + broadcast_in_dim, dots as
// dot_general, reduces with their reducer), half of the programs in the
// pretty form and half in the generic one, and half of them with a
// broadcasting operand as one broadcast_in_dim from its size-1 dimensions
// (as JAX writes it) instead of the reshape and broadcast of HLO, and half
// of them without the compare_type of their compares. What
// `shapes-translate --import-stablehlo` makes of each is lowered, run and
// compared with the semantics library.
//
// RUN: shapes-difftest --seed=1 --count=160 --stablehlo \
// RUN:   | FileCheck %s --check-prefixes=PLAIN,FORMS
// RUN: shapes-difftest --seed=2 --count=80 --stablehlo --structural-percent=60 --reduce-percent=30 \
// RUN:   | FileCheck %s --check-prefixes=STRUCTURAL,FORMS
// PLAIN: seed 1, StableHLO: {{[1-9][0-9]*}} programs, {{[1-9][0-9]*}} ops, {{[1-9][0-9]*}} elements and 0 padding elements checked, 0 failing programs
// STRUCTURAL: seed 2, StableHLO: {{[1-9][0-9]*}} programs, {{[1-9][0-9]*}} ops, {{[1-9][0-9]*}} elements and 0 padding elements checked, 0 failing programs
// FORMS-NEXT: {{[1-9][0-9]*}} programs written as pretty StableHLO, {{[1-9][0-9]*}} as generic StableHLO, {{[1-9][0-9]*}} with broadcasts from size-1 dimensions
// FORMS-NEXT: {{[1-9][0-9]*}} dot steps
// FORMS-NEXT: {{[1-9][0-9]*}} reduce steps
// STRUCTURAL: {{[1-9][0-9]*}} slices ({{[1-9][0-9]*}} strided, {{[1-9][0-9]*}} with a non-zero start), {{[1-9][0-9]*}} concatenates, {{[1-9][0-9]*}} pads ({{[1-9][0-9]*}} negative, {{[1-9][0-9]*}} interior), {{[1-9][0-9]*}} reverses, {{[1-9][0-9]*}} reshapes
//
// The same programs as HLO and as StableHLO check the same number of ops
// and elements, with no failure.
// RUN: shapes-difftest --seed=3 --count=40 --structural-percent=30 --hlo > %t.hlo
// RUN: shapes-difftest --seed=3 --count=40 --structural-percent=30 --stablehlo > %t.stablehlo
// RUN: cat %t.hlo %t.stablehlo | FileCheck %s --check-prefix=SAME
// SAME: seed 3, HLO: [[PROGRAMS:[1-9][0-9]*]] programs, [[OPS:[1-9][0-9]*]] ops, [[ELEMENTS:[1-9][0-9]*]] elements and 0 padding elements checked, 0 failing programs
// SAME: seed 3, StableHLO: [[PROGRAMS]] programs, [[OPS]] ops, [[ELEMENTS]] elements and 0 padding elements checked, 0 failing programs
//
// StableHLO has no layouts, and no dynamic shapes here.
// RUN: not shapes-difftest --stablehlo --layouts 2>&1 | FileCheck %s --check-prefix=LAYOUTS
// RUN: not shapes-difftest --stablehlo --dynamic 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// RUN: not shapes-difftest --stablehlo --hlo 2>&1 | FileCheck %s --check-prefix=WITH-HLO
// LAYOUTS: shapes-difftest: --stablehlo does not combine with --layouts: StableHLO has no layouts, every value is in the default layout
// DYNAMIC: shapes-difftest: --stablehlo does not combine with --dynamic
// WITH-HLO: shapes-difftest: --stablehlo does not combine with --hlo
