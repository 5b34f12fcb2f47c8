// Differential testing of -shapes-assign-layouts: random programs in random
// layouts (and with structural steps) lowered by -shapes-to-llvm, whose
// default assign-layouts=true chooses the layout of every intermediate
// value of rank 2 or more that a shapes op writes. Every assigned program
// must give the values, strides and padding that the reference gives for
// the program as written. Every other differential test runs the pass
// too; two runs here lower with assign-layouts=false, every intermediate
// value in the layout the generator wrote.
//
// RUN: shapes-difftest --seed=511 --count=150 --layouts --pipeline="assign-layouts=false" \
// RUN:   | FileCheck %s
// RUN: shapes-difftest --seed=512 --count=150 --layouts --structural-percent=40 \
// RUN:     --pipeline="assign-layouts" | FileCheck %s
// RUN: shapes-difftest --seed=513 --count=100 --layouts --dynamic --structural-percent=40 \
// RUN:     --pipeline="assign-layouts=false" | FileCheck %s
// RUN: shapes-difftest --seed=514 --count=100 --hlo --layouts --structural-percent=40 \
// RUN:     --pipeline="assign-layouts threads=2" --omp-library=%libomp | FileCheck %s
//
// Programs of the assign-layouts hunt (docs/Reliability.md), with and
// without the pass: a concatenation of fills of zero-size tensors in
// layouts, which upstream's FoldConcatsOfFill retyped without its layout,
// and an AND reduction over no elements, whose init a fusion pattern
// dropped once the body no longer read it.
// RUN: shapes-difftest --seed=21 --layouts --structural-percent=30 --first=3000000021 --count=1 \
// RUN:     --pipeline="assign-layouts" | FileCheck %s --check-prefix=FOUND
// RUN: shapes-difftest --seed=21 --layouts --structural-percent=30 --first=3000000021 --count=1 \
// RUN:     --pipeline="assign-layouts=false" | FileCheck %s --check-prefix=FOUND
// RUN: shapes-difftest --seed=21 --layouts --structural-percent=30 --first=3000002321 --count=1 \
// RUN:     --opt=2 --pipeline="assign-layouts=false" | FileCheck %s --check-prefix=FOUND
// FOUND: 1 programs, {{[1-9][0-9]*}} ops, {{[0-9]+}} elements and {{[0-9]+}} padding elements checked, 0 failing programs
//
// CHECK: programs, {{[1-9][0-9]*}} ops, {{[1-9][0-9]*}} elements and {{[0-9]+}} padding elements checked, 0 failing programs
