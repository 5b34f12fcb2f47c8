// Differential testing of reduce: random programs with reduce steps (add,
// multiply, maximum, minimum, and, or from the combiner's identity over
// the minor dimension, a major one, all, none or a random subset; operands
// in random, padded layouts; float sums and products whose every order of
// combination is exact, sums of -0 from an init of -0, float maxima and
// minima over NaN and signed zeros)
// as linalg.reduce and through the HLO importer, every element compared
// with the generator's row-major reference.
//
// RUN: shapes-difftest --seed=51 --count=150 --reduce-percent=50 --dot-percent=0 | FileCheck %s --check-prefixes=PLAIN,ALL,UNPADDED
// RUN: shapes-difftest --seed=52 --count=150 --reduce-percent=50 --dot-percent=0 --layouts | FileCheck %s --check-prefixes=LAYOUTS,ALL,PADDED
// RUN: shapes-difftest --seed=53 --count=150 --reduce-percent=50 --dot-percent=0 --hlo | FileCheck %s --check-prefixes=HLO,ALL,UNPADDED
// RUN: shapes-difftest --seed=62 --count=150 --reduce-percent=50 --dot-percent=0 --hlo --layouts | FileCheck %s --check-prefixes=HLO,ALL,UNPADDED
// RUN: shapes-difftest --seed=58 --count=150 --reduce-percent=50 --dot-percent=0 --dynamic --layouts | FileCheck %s --check-prefixes=DYNAMIC,ALL,PADDED
// RUN: shapes-difftest --seed=56 --count=80 --reduce-percent=50 --dot-percent=0 --layouts \
// RUN:   --pipeline="threads=2" --omp-library=%libomp | FileCheck %s --check-prefixes=LAYOUTS,ALL,PADDED
// PLAIN: seed 51: {{[1-9][0-9]*}} programs, {{[0-9]+}} ops, {{[1-9][0-9]*}} elements and 0 padding elements checked, 0 failing programs
// LAYOUTS: layouts: {{[0-9]+}} programs, {{[0-9]+}} ops, {{[1-9][0-9]*}} elements and {{[1-9][0-9]*}} padding elements checked, 0 failing programs
// HLO: HLO: {{[1-9][0-9]*}} programs, {{[0-9]+}} ops, {{[1-9][0-9]*}} elements and 0 padding elements checked, 0 failing programs
// DYNAMIC: seed 58, layouts, dynamic: {{[1-9][0-9]*}} programs, {{[0-9]+}} ops, {{[1-9][0-9]*}} elements and {{[1-9][0-9]*}} padding elements checked, 0 failing programs
// DYNAMIC-NEXT: {{[1-9][0-9]*}} run-time sizes of '?'
// Every run draws each combiner, reduces over every dimension, over none
// and over the minor one, float maxima and minima over a NaN, and float
// sums whose result holds a -0.
// ALL-NEXT: shapes-difftest: {{[1-9][0-9]*}} reduce steps ({{[1-9][0-9]*}} sums, {{[1-9][0-9]*}} products, {{[1-9][0-9]*}} maximum or minimum, {{[1-9][0-9]*}} and or or), {{[1-9][0-9]*}} over every dimension, {{[1-9][0-9]*}} over none, {{[1-9][0-9]*}} over the minor dimension,
// PADDED-SAME: {{[1-9][0-9]*}} of padded operands,
// UNPADDED-SAME: 0 of padded operands,
// ALL-SAME: {{[1-9][0-9]*}} float maximum or minimum over a NaN,
// ALL-SAME: {{[1-9][0-9]*}} float sums to -0,
// DYNAMIC-SAME: {{[1-9][0-9]*}} with '?' sizes
