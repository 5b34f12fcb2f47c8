// Differential testing of shapes.transpose: programs where 40% of the
// steps are transposes by random permutations, half of them bitcasts (the
// result layout is the operand's permuted, padding included) and half
// into random layouts, in the dialect and through the HLO importer, with
// '?' sizes (a returned bitcast transpose of a '?' operand is a strided
// view, copied by loops, not by the runtime library's memrefCopy, which
// the JIT does not have), and with two threads.
//
// RUN: shapes-difftest --seed=41 --count=100 --transpose-percent=40 | FileCheck %s
// RUN: shapes-difftest --seed=42 --count=100 --transpose-percent=40 --layouts | FileCheck %s
// RUN: shapes-difftest --seed=43 --count=100 --transpose-percent=40 --hlo --layouts | FileCheck %s
// RUN: shapes-difftest --seed=44 --count=60 --transpose-percent=40 --dynamic --layouts | FileCheck %s
// RUN: shapes-difftest --seed=45 --count=60 --transpose-percent=40 --layouts --max-size=20 \
// RUN:   --pipeline="threads=2" --omp-library=%libomp | FileCheck %s
// CHECK: seed {{[0-9]+}}{{.*}}: {{[0-9]+}} programs, {{[0-9]+}} ops, {{[1-9][0-9]*}} elements and {{[0-9]+}} padding elements checked, 0 failing programs
// CHECK: shapes-difftest: {{[1-9][0-9]*}} transposes, {{[1-9][0-9]*}} of them with the operand's layout permuted
