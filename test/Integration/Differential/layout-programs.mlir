// Differential testing with layouts: the same generator also draws a random
// layout (minor-to-major order, padded widths, padding value) for every
// input and every result, and adds relayout steps. The checks cover the
// logical elements, the strides of every result, and the padding of every
// physical buffer.
//
// RUN: shapes-difftest --seed=1 --count=1000 --layouts | FileCheck %s
// CHECK: seed 1, layouts: {{[1-9][0-9]*}} programs, {{[0-9]+}} ops, {{[0-9]+}} elements and {{[1-9][0-9]*}} padding elements checked, 0 failing programs
