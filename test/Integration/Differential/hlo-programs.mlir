// Differential testing of the HLO importer: every generated program is
// written as an HLO module (broadcasts as reshape + broadcast, relayouts as
// copy, unpadded random layouts) and what `shapes-translate --import-hlo`
// makes of it is lowered, run and compared with the semantics library.
//
// RUN: shapes-difftest --seed=1 --count=500 --hlo | FileCheck %s --check-prefix=PLAIN
// RUN: shapes-difftest --seed=2 --count=500 --hlo --layouts | FileCheck %s --check-prefix=LAYOUTS
// PLAIN: seed 1, HLO: {{[1-9][0-9]*}} programs, {{[0-9]+}} ops, {{[1-9][0-9]*}} elements and 0 padding elements checked, 0 failing programs
// LAYOUTS: seed 2, layouts, HLO: {{[1-9][0-9]*}} programs, {{[0-9]+}} ops, {{[1-9][0-9]*}} elements and 0 padding elements checked, 0 failing programs
