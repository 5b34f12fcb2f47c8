// The vector loops of -shapes-vectorize, their remainders and the
// non-temporal stores with their alignment heads, on random programs with
// sizes up to 40 (so that rows are longer than a vector and not multiples
// of it) and up to 300 (several blocks of transposing tiles), against the semantics library: every element, and every padding
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
// Sizes up to 300: transposing nests of several 128x128 blocks of tiles,
// partial blocks, fused transposed operands.
// RUN: shapes-difftest --seed=16 --count=60 --max-rank=2 --max-size=300 --layouts \
// RUN:   --pipeline="streaming-threshold=0" | FileCheck %s
// RUN: shapes-difftest --seed=17 --count=30 --max-rank=3 --max-size=200 --layouts --return-last \
// RUN:   --pipeline="threads=2 streaming-threshold=0" --omp-library=%libomp | FileCheck %s
//
// CHECK: programs, {{[1-9][0-9]*}} ops, {{[1-9][0-9]*}} elements and {{[0-9]+}} padding elements checked, 0 failing programs
