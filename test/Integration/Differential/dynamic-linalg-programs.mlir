// With --dynamic, the dot and reduce steps (linalg ops on tensors) spell
// '?' sizes too: their operands any, their result those whose operand
// dimension is '?'. Each '?' of the result is the tensor.dim of that
// operand dimension, into the tensor.empty that linalg.fill fills.
//
// Given programs: --count-percent=100, also in sanitizer builds.
// RUN: shapes-difftest --seed=3 --count=8 --dynamic --dot-percent=40 \
// RUN:     --reduce-percent=40 --mismatch-percent=0 --print --count-percent=100 | FileCheck %s --check-prefix=MATMUL
// RUN: shapes-difftest --seed=2 --count=8 --dynamic --dot-percent=40 \
// RUN:     --reduce-percent=40 --mismatch-percent=0 --print --count-percent=100 | FileCheck %s --check-prefix=REDUCE
//
// A matmul whose four sizes are '?', the result's from lhs dimension 0
// and rhs dimension 1.
// MATMUL: %[[V:v[0-9]+]]_c0 = arith.constant 0 : index %[[V]]_d0 = tensor.dim %a1, %[[V]]_c0 : tensor<?x?xf64> %[[V]]_c1 = arith.constant 1 : index %[[V]]_d1 = tensor.dim %a2, %[[V]]_c1 : tensor<?x?xf64> %[[V]]_e = tensor.empty(%[[V]]_d0, %[[V]]_d1) : tensor<?x?xf64>
// MATMUL-SAME: %[[V]] = linalg.matmul ins(%a1, %a2 : tensor<?x?xf64>, tensor<?x?xf64>) outs(%[[V]]_f : tensor<?x?xf64>) -> tensor<?x?xf64>
// MATMUL: 0 failing programs
//
// A reduce of a '?' intermediate over its dimension 0, and a contraction
// linalg.generic with '?' in both operands whose one free dimension is
// the rhs's dimension 0.
// REDUCE: %[[R:v[0-9]+]]_d0 = tensor.dim %[[X:v[0-9]+]], %[[R]]_c0 : tensor<?x?x?x3xi32> {{.*}} %[[R]]_e = tensor.empty(%[[R]]_d0, %[[R]]_d1) : tensor<?x?x3xi32>
// REDUCE-SAME: %[[R]] = linalg.reduce ins(%[[X]] : tensor<?x?x?x3xi32>) outs(%[[R]]_f : tensor<?x?x3xi32>) dimensions = [0]
// REDUCE: %[[G:v[0-9]+]]_d0 = tensor.dim %a4, %[[G]]_c0 : tensor<?x?x?xi32> %[[G]]_e = tensor.empty(%[[G]]_d0) : tensor<?xi32>
// REDUCE-SAME: linalg.generic {{.*}} ins(%a3, %a4 : tensor<50x?xi32>, tensor<?x?x?xi32>) outs(%[[G]]_f : tensor<?xi32>)
// REDUCE: 0 failing programs
//
// A call with a '?' size beyond the padded bound of a dot's or a reduce's
// result stops at the relayout to that layout, on the step's line. One
// whose dot operands disagree on a batch or contracting size stops at the
// contraction: `'linalg.matmul' at ...: operand 1 dimension 0 has size 5,
// but operand 0 dimension 1 has size 4`.
// RUN: shapes-difftest --seed=71 --count=40 --dot-percent=40 --reduce-percent=40 \
// RUN:     --mismatch-percent=100 --dynamic --layouts --count-percent=100 | FileCheck %s --check-prefix=MISMATCH
// MISMATCH: 0 failing programs
// MISMATCH-NEXT: mismatching calls aborted with the expected message ({{[1-9][0-9]*}} of them at the relayout of a dot's or reduce's result, {{[1-9][0-9]*}} at a dot's operands)
// MISMATCH-NEXT: dot steps, {{.*}}, {{[1-9][0-9]*}} with '?' sizes
// MISMATCH-NEXT: reduce steps {{.*}}, {{[1-9][0-9]*}} with '?' sizes
//
// A product over a `?` size that is 0 at run time, of a sum over a static
// size of 0: the sum folds to its init's fill of 0, the product's body to
// `acc * 0`, which no longer reads the init; the product must still be its
// init, 1 (docs/Reliability.md).
// RUN: shapes-difftest --seed=77 --first=745 --count=1 --dynamic --layouts \
// RUN:     --structural-percent=50 --reduce-percent=50 | FileCheck %s --check-prefix=FOUND
// FOUND: 1 programs, 2 ops, 4 elements and 2 padding elements checked, 0 failing programs
