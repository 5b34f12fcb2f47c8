// Fusion against the semantics library: random programs that return only
// their last value, so that every intermediate can be fused away. Each
// lowered function may allocate one buffer per result, plus at most one per
// value that several ops read (a producer too costly to recompute stays
// materialized) and per buffer read through a reshape (the HLO twin of a
// broadcast from a size-1 dimension reshapes the value first, and fusion
// does not cross a reshape): --return-last counts the allocations at the
// bufferized stage and fails the program otherwise. The values are checked
// as usual.
//
// RUN: shapes-difftest --seed=51 --count=500 --return-last | FileCheck %s
// RUN: shapes-difftest --seed=52 --count=500 --return-last --layouts | FileCheck %s
// RUN: shapes-difftest --seed=53 --count=100 --return-last --layouts --max-rank=3 --max-size=40 \
// RUN:   --pipeline="streaming-threshold=0 stream-fresh" | FileCheck %s
// RUN: shapes-difftest --seed=5 --count=100 --hlo --return-last | FileCheck %s
// Without fusion the count fails: the check can fail.
// RUN: not shapes-difftest --seed=51 --count=100 --return-last --pipeline="fuse=false" --max-reports=0 \
// RUN: | FileCheck %s --check-prefix=UNFUSED
//
// CHECK: programs, {{[1-9][0-9]*}} ops, {{[1-9][0-9]*}} elements and {{[0-9]+}} padding elements checked, 0 failing programs; allocations of {{[1-9][0-9]*}} functions counted
// UNFUSED: {{[1-9][0-9]*}} failing programs
