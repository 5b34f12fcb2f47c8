// Differential testing (issue: lower broadcasting): 1000 random programs
// (ranks 0-4, sizes 1-5 and some empty dimensions, random valid
// broadcast_dimensions, random ops and element types, chains of 2-4 ops)
// are lowered with -shapes-to-llvm, run in-process, and every element of
// every result is compared with the semantics library's evaluation. A
// mismatch prints the failing program and makes the tool exit 1.
// More on demand: shapes-difftest --seed=N --count=100000
//
// RUN: shapes-difftest --seed=1 --count=1000 | FileCheck %s
// CHECK: seed 1: {{[1-9][0-9]*}} programs, {{[0-9]+}} ops, {{[0-9]+}} elements and 0 padding elements checked, 0 failing programs
