// Differential testing of shapes.transpose: programs where 40% of the
// steps are transposes by random permutations, half of them bitcasts (the
// result layout is the operand's permuted, padding included) and half
// into random layouts, in the dialect and through the HLO importer, and
// with two threads.
//
// RUN: shapes-difftest --seed=41 --count=100 --transpose-percent=40 | FileCheck %s
// RUN: shapes-difftest --seed=42 --count=100 --transpose-percent=40 --layouts | FileCheck %s
// RUN: shapes-difftest --seed=43 --count=100 --transpose-percent=40 --hlo --layouts | FileCheck %s
// RUN: shapes-difftest --seed=45 --count=60 --transpose-percent=40 --layouts --max-size=20 \
// RUN:   --pipeline="threads=2" --omp-library=%libomp | FileCheck %s
// CHECK: seed {{[0-9]+}}{{.*}}: {{[0-9]+}} programs, {{[0-9]+}} ops, {{[1-9][0-9]*}} elements and {{[0-9]+}} padding elements checked, 0 failing programs
// CHECK: shapes-difftest: {{[1-9][0-9]*}} transposes, {{[1-9][0-9]*}} of them with the operand's layout permuted
