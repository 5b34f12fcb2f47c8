// The vector loops of -shapes-vectorize, their remainders and the
// non-temporal stores with their alignment heads, on random programs with
// sizes up to 40 (so that rows are longer than a vector and not multiples
// of it), against the semantics library: every element, and every padding
// element. streaming-threshold=0 stream-fresh makes every store non-temporal.
// The same with two OpenMP threads.
//
// RUN: shapes-difftest --seed=11 --count=150 --max-rank=3 --max-size=40 \
// RUN:   --pipeline="streaming-threshold=0 stream-fresh" | FileCheck %s
// RUN: shapes-difftest --seed=12 --count=150 --max-rank=3 --max-size=40 --layouts \
// RUN:   --pipeline="streaming-threshold=0 stream-fresh" | FileCheck %s
// RUN: shapes-difftest --seed=13 --count=150 --max-rank=3 --max-size=40 --layouts | FileCheck %s
// RUN: shapes-difftest --seed=14 --count=100 --max-rank=3 --max-size=40 --layouts \
// RUN:   --pipeline="threads=2 streaming-threshold=0 stream-fresh" --omp-library=%libomp \
// RUN: | FileCheck %s
// RUN: shapes-difftest --seed=15 --count=100 --max-rank=2 --max-size=40 --layouts \
// RUN:   --pipeline="vector-bits=128" | FileCheck %s
//
// CHECK: programs, {{[1-9][0-9]*}} ops, {{[1-9][0-9]*}} elements and {{[0-9]+}} padding elements checked, 0 failing programs
