// Differential testing of dot through the HLO importer and the packed and
// scalar contraction lowerings: random programs with dot steps (batch and
// contracting dimensions in random operand orders, random layouts, sizes
// 1, 7, 17 and up to 70, f32/f64/s32/s64 operands whose sums are exact in
// any order), every element compared with the generator's reference.
// The same dots as linalg ops in the MLIR form: dot-linalg-programs.mlir.
//
// RUN: shapes-difftest --seed=21 --count=100 --hlo | FileCheck %s --check-prefix=PLAIN
// RUN: shapes-difftest --seed=22 --count=100 --hlo --layouts | FileCheck %s --check-prefix=LAYOUTS
// RUN: shapes-difftest --seed=23 --count=60 --hlo --layouts \
// RUN:   --pipeline="threads=2" --omp-library=%libomp | FileCheck %s --check-prefix=LAYOUTS
// RUN: shapes-difftest --seed=24 --count=60 --hlo --layouts \
// RUN:   --pipeline="pack-contractions=false" | FileCheck %s --check-prefix=LAYOUTS
// PLAIN: seed 21, HLO: {{[1-9][0-9]*}} programs, {{[0-9]+}} ops, {{[1-9][0-9]*}} elements and 0 padding elements checked, 0 failing programs
// LAYOUTS: layouts, HLO: {{[0-9]+}} programs, {{[0-9]+}} ops, {{[1-9][0-9]*}} elements and 0 padding elements checked, 0 failing programs
// Every run draws dots, some with batch dimensions, some with large sizes.
// PLAIN-NEXT: shapes-difftest: {{[1-9][0-9]*}} dot steps, {{[1-9][0-9]*}} of them with batch dimensions, {{[1-9][0-9]*}} with a size above 17
// LAYOUTS-NEXT: shapes-difftest: {{[1-9][0-9]*}} dot steps, {{[1-9][0-9]*}} of them with batch dimensions, {{[1-9][0-9]*}} with a size above 17
