// Differential testing of dot in the MLIR form: random programs whose dot
// steps are linalg.matmul, linalg.batch_matmul or a contraction
// linalg.generic of operands in random (padded) layouts, with the sizes and
// exact inputs of dot-programs.mlir, lowered by the packed and the scalar
// contraction paths, every element compared with the generator's
// reference.
//
// RUN: shapes-difftest --seed=61 --count=60 --dot-percent=40 --reduce-percent=0 | FileCheck %s --check-prefix=PLAIN
// RUN: shapes-difftest --seed=62 --count=60 --dot-percent=40 --reduce-percent=0 --layouts | FileCheck %s --check-prefix=LAYOUTS
// RUN: shapes-difftest --seed=63 --count=40 --dot-percent=40 --reduce-percent=0 --layouts \
// RUN:   --pipeline="threads=2" --omp-library=%libomp | FileCheck %s --check-prefix=LAYOUTS
// RUN: shapes-difftest --seed=64 --count=40 --dot-percent=40 --reduce-percent=0 --layouts \
// RUN:   --pipeline="pack-contractions=false" | FileCheck %s --check-prefix=LAYOUTS
// RUN: shapes-difftest --seed=65 --count=60 --dot-percent=40 --dynamic --layouts | FileCheck %s --check-prefix=DYNAMIC
// PLAIN: seed 61: {{[1-9][0-9]*}} programs, {{[0-9]+}} ops, {{[1-9][0-9]*}} elements and 0 padding elements checked, 0 failing programs
// LAYOUTS: layouts: {{[0-9]+}} programs, {{[0-9]+}} ops, {{[1-9][0-9]*}} elements and {{[1-9][0-9]*}} padding elements checked, 0 failing programs
// DYNAMIC: seed 65, layouts, dynamic: {{[1-9][0-9]*}} programs, {{[0-9]+}} ops, {{[1-9][0-9]*}} elements and {{[1-9][0-9]*}} padding elements checked, 0 failing programs
// DYNAMIC-NEXT: {{[1-9][0-9]*}} run-time sizes of '?'
// Every run draws dots, some with batch dimensions, some with large sizes.
// PLAIN-NEXT: shapes-difftest: {{[1-9][0-9]*}} dot steps, {{[1-9][0-9]*}} of them with batch dimensions, {{[1-9][0-9]*}} with a size above 17
// LAYOUTS-NEXT: shapes-difftest: {{[1-9][0-9]*}} dot steps, {{[1-9][0-9]*}} of them with batch dimensions, {{[1-9][0-9]*}} with a size above 17
// DYNAMIC-NEXT: shapes-difftest: {{[1-9][0-9]*}} dot steps, {{[1-9][0-9]*}} of them with batch dimensions, {{[1-9][0-9]*}} with a size above 17, {{[1-9][0-9]*}} with '?' sizes
