// Differential testing of the structural ops: random programs in which 70%
// of the steps that are not dots or reduces are slices (non-zero starts,
// strides), concatenates, pads (negative and interior padding), reverses,
// reshapes (bitcasts among them) or chains of views (a slice, a reshape, a
// transpose and a slice, each a view of the one before), in the MLIR forms
// the HLO importer writes and a second spelling of each, and through the
// HLO importer; in random layouts, padded ones in the MLIR form, with '?'
// sizes, and on two threads. Every element is compared with a reference
// that moves the logical elements by index arithmetic.
//
// Every step's value is returned, so a value and its views, and two views
// of one value, are results together: no two results may share an
// allocation, and none may lie in an input's buffer. The harness frees
// each result's allocation once, as a C caller does.
//
// RUN: shapes-difftest --seed=301 --count=60 --structural-percent=70 \
// RUN:   | FileCheck %s --check-prefixes=MAIN,CHECK,FIXED
// RUN: shapes-difftest --seed=311 --count=60 --structural-percent=70 --layouts \
// RUN:   | FileCheck %s --check-prefixes=PADDED,CHECK,FIXED
// RUN: shapes-difftest --seed=321 --count=60 --structural-percent=70 --hlo \
// RUN:   | FileCheck %s --check-prefixes=MAIN,CHECK,FIXED
// RUN: shapes-difftest --seed=333 --count=60 --structural-percent=70 --hlo --layouts \
// RUN:   | FileCheck %s --check-prefixes=MAIN,CHECK,FIXED
// RUN: shapes-difftest --seed=342 --count=60 --structural-percent=70 --dynamic --layouts \
// RUN:   | FileCheck %s --check-prefixes=PADDED,DYNAMIC,CHECK
// RUN: shapes-difftest --seed=365 --count=40 --structural-percent=70 --layouts \
// RUN:     --pipeline="threads=2" --omp-library=%libomp \
// RUN:   | FileCheck %s --check-prefixes=PADDED,CHECK,FIXED
// RUN: shapes-difftest --seed=382 --count=60 --structural-percent=70 --hlo --layouts \
// RUN:     --pipeline="threads=2" --omp-library=%libomp \
// RUN:   | FileCheck %s --check-prefixes=MAIN,CHECK,FIXED
//
// Programs of the structural hunt (docs/Reliability.md) that read the wrong
// elements: a value relaid out for a concatenation and returned too, its
// buffer reinterpreted in the result's layout, and pads and slices into
// padded layouts with '?' sizes, whose padding nothing wrote.
// RUN: shapes-difftest --seed=13 --layouts --dynamic --structural-percent=50 --first=2000001714 --count=1 \
// RUN:   | FileCheck %s --check-prefix=FOUND
// RUN: shapes-difftest --seed=13 --layouts --dynamic --structural-percent=50 --first=2000002037 --count=1 \
// RUN:   | FileCheck %s --check-prefix=FOUND
// RUN: shapes-difftest --seed=13 --layouts --dynamic --structural-percent=50 --first=3000000644 --count=1 --opt=2 \
// RUN:   | FileCheck %s --check-prefix=FOUND
// RUN: shapes-difftest --seed=13 --layouts --dynamic --structural-percent=50 --first=3000001953 --count=1 --opt=2 \
// RUN:   | FileCheck %s --check-prefix=FOUND
// FOUND: 1 programs, {{[1-9][0-9]*}} ops, {{[1-9][0-9]*}} elements and {{[1-9][0-9]*}} padding elements checked, 0 failing programs
//
// MAIN: programs, {{[1-9][0-9]*}} ops, {{[1-9][0-9]*}} elements and {{[0-9]+}} padding elements checked, 0 failing programs
// PADDED: programs, {{[1-9][0-9]*}} ops, {{[1-9][0-9]*}} elements and {{[1-9][0-9]*}} padding elements checked, 0 failing programs
// DYNAMIC-NEXT: shapes-difftest: {{[1-9][0-9]*}} run-time sizes of '?' ({{[1-9][0-9]*}} of them 0, {{[1-9][0-9]*}} of them 1)
// Each stream draws every kind of step, and views returned with their
// source, or two of one value.
// CHECK: shapes-difftest: {{[1-9][0-9]*}} slices ({{[1-9][0-9]*}} strided, {{[1-9][0-9]*}} with a non-zero start), {{[1-9][0-9]*}} concatenates, {{[1-9][0-9]*}} pads ({{[1-9][0-9]*}} negative, {{[1-9][0-9]*}} interior), {{[1-9][0-9]*}} reverses, {{[1-9][0-9]*}} reshapes ({{[1-9][0-9]*}} bitcasts), {{[1-9][0-9]*}} chains of views,
// FIXED-SAME: 0 with '?' sizes
// DYNAMIC-SAME: {{[1-9][0-9]*}} with '?' sizes
// CHECK-NEXT: shapes-difftest: {{[1-9][0-9]*}} result allocations checked (owned by their result alone) and freed; {{[1-9][0-9]*}} returned views of a returned value or input, {{[1-9][0-9]*}} values with two of them
