//===- ContractionPlan.cpp - the plans of packed contractions -------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The tile has one vector of contraction-bits per row and the target's mr
// rows; the cache blocks are the target's, in whole tiles. The threads cut
// M rather than N when static sizes have N < M. Static sizes then shrink
// the blocks to what they need.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/ContractionPlan.h"

#include <algorithm>

using namespace mlir::shapes;

static int64_t roundUp(int64_t value, int64_t multiple) {
  return (value + multiple - 1) / multiple * multiple;
}

/// Shrinks the blocks of `plan` to the static sizes of the loops they cut.
static void fitBlocks(const ContractionShape &shape, ContractionPlan &plan) {
  int64_t m = shape.sizes[plan.m], n = shape.sizes[plan.n],
          k = shape.sizes[plan.k];
  if (isKnown(m))
    plan.mc = std::min(plan.mc, roundUp(std::max<int64_t>(m, 1), plan.mr));
  if (isKnown(n))
    plan.nc = std::min(plan.nc, roundUp(std::max<int64_t>(n, 1), plan.nr));
  if (isKnown(k))
    plan.kc = std::min(plan.kc, std::max<int64_t>(k, 1));
}

ContractionPlan mlir::shapes::planContraction(const ContractionShape &shape,
                                              const VectorTarget &target,
                                              int64_t threads, bool fma) {
  ContractionPlan plan;
  plan.batchLoops = shape.batchLoops;
  plan.m = shape.m;
  plan.n = shape.n;
  plan.k = shape.k;
  plan.lhs = shape.lhs;
  plan.rhs = shape.rhs;
  plan.nr = std::max<int64_t>(target.contractionBits / shape.resultBits, 1);
  plan.mr = std::max<int64_t>(target.mr, 1);
  plan.kc = std::max<int64_t>(target.kc, 1);
  plan.mc = roundUp(std::max<int64_t>(target.mc, 1), plan.mr);
  plan.nc = roundUp(std::max<int64_t>(target.nc, 1), plan.nr);
  plan.threads = Parallelism(threads).threads;
  plan.fma = fma;
  int64_t m = shape.sizes[plan.m], n = shape.sizes[plan.n];
  plan.splitRows = plan.isParallel() && isKnown(m) && isKnown(n) && n < m;
  fitBlocks(shape, plan);
  return plan;
}

std::optional<unsigned>
mlir::shapes::getPreferredMinorLoop(const ContractionShape &shape,
                                    ContractionOperand role) {
  if (role == ContractionOperand::Lhs)
    return std::nullopt;
  return shape.n;
}
