//===- ReductionPlan.cpp - the plans of reductions' vector loops ----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/ReductionPlan.h"
#include "shapes/Dialect/Shapes/Transforms/Parallelism.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/ErrorHandling.h"

#include <algorithm>

using namespace mlir::shapes;

/// Whether the vector lanes of the elements of `shape` are reduced (the
/// code generators' one element policy, CodeGen/VectorElements.h).
static bool isReducedElement(const ReductionShape &shape) {
  return codegen::isVectorLaneElement(shape.element, shape.elementBits,
                                      codegen::LaneUse::ReductionAccumulator);
}

/// Whether every input of `shape` is contiguous (stride 1) or invariant
/// (stride 0) along loop `l`, one of them contiguous.
static bool inputsAlong(const ReductionShape &shape, int64_t l) {
  bool any = false;
  for (const llvm::SmallVector<int64_t> &strides : shape.inputStrides) {
    if (strides[l] != 0 && strides[l] != 1)
      return false;
    any |= strides[l] == 1;
  }
  return any;
}

/// The loop the vectors of `shape` run along: the reduced one when the
/// inputs are along it (inputsAlong); else the last parallel loop along
/// which the destination is contiguous and the inputs are along. -1 when
/// there is none.
static int64_t findVectorLoop(const ReductionShape &shape, int64_t reduced) {
  if (inputsAlong(shape, reduced))
    return reduced;
  for (int64_t l = shape.sizes.size() - 1; l >= 0; --l)
    if (l != reduced && shape.destStrides[l] == 1 && inputsAlong(shape, l))
      return l;
  return -1;
}

/// Why `shape` keeps its scalar loops on `target`, or None.
static ReductionRefusal findRefusal(const ReductionShape &shape,
                                    const VectorTarget &target) {
  if (!isReducedElement(shape))
    return ReductionRefusal::Element;
  if (shape.combiner == ReductionCombiner::Unsupported)
    return ReductionRefusal::Combiner;
  if (shape.reducedLoops.size() != 1)
    return ReductionRefusal::ReducedLoops;
  if (llvm::is_contained(shape.sizes, 0))
    return ReductionRefusal::EmptyLoop;
  if (target.vectorBits / shape.elementBits < 2)
    return ReductionRefusal::NarrowVectors;
  if (findVectorLoop(shape, shape.reducedLoops.front()) < 0)
    return ReductionRefusal::Strided;
  return ReductionRefusal::None;
}

/// Sets the chunks of the reduction across the reduced loop of `plan`.
static void planChunks(const ReductionShape &shape, const VectorTarget &target,
                       int64_t threads, ReductionPlan &plan) {
  int64_t lanes = plan.lanes;
  int64_t bytes = shape.elementBits / 8;
  plan.rowsPerStep = target.reductionRowsPerStep;
  plan.rowsThroughBody = !shape.combinerOnly;
  plan.widestChunk =
      std::max(lanes, target.reductionChunkBytes / bytes / lanes * lanes);
  Parallelism parallelism(threads);
  if (!parallelism.sharesWork()) {
    plan.chunkColumns = plan.widestChunk;
    return;
  }
  plan.chunkColumns = kUnknown;
  plan.chunkShares = parallelism.shares();
}

ReductionPlan mlir::shapes::planReduction(const ReductionShape &shape,
                                          const VectorTarget &target,
                                          int64_t threads) {
  ReductionPlan plan;
  plan.refusal = findRefusal(shape, target);
  if (plan.refusal != ReductionRefusal::None)
    return plan;
  plan.lanes = target.vectorBits / shape.elementBits;
  plan.reduced = shape.reducedLoops.front();
  plan.vectorLoop = findVectorLoop(shape, plan.reduced);
  plan.walk = plan.vectorLoop == plan.reduced ? ReductionWalk::Along
                                              : ReductionWalk::Across;
  for (int64_t l = 0, e = shape.sizes.size(); l < e; ++l)
    if (l != plan.reduced && l != plan.vectorLoop)
      plan.outerLoops.push_back(l);
  for (const llvm::SmallVector<int64_t> &strides : shape.inputStrides)
    plan.contiguous.push_back(strides[plan.vectorLoop] == 1);
  if (!plan.outerLoops.empty())
    plan.parallelLoop = plan.outerLoops.front();
  else if (plan.walk == ReductionWalk::Across)
    plan.parallelLoop = plan.vectorLoop;

  if (plan.walk == ReductionWalk::Along) {
    plan.accumulators = target.reductionAccumulators;
    plan.selectRest = !shape.combinerOnly;
    plan.initFromFill = shape.initFill;
    return plan;
  }
  planChunks(shape, target, threads, plan);
  return plan;
}

llvm::StringRef mlir::shapes::describeRefusal(ReductionRefusal refusal) {
  switch (refusal) {
  case ReductionRefusal::None:
    return "the reduction is vectorized";
  case ReductionRefusal::Element:
    return "elements are not f32, f64 or integers of whole bytes up to 64 "
           "bits";
  case ReductionRefusal::Combiner:
    return "the combiner has no vector combining kind or no identity";
  case ReductionRefusal::ReducedLoops:
    return "not exactly one reduced loop";
  case ReductionRefusal::EmptyLoop:
    return "a loop has no iterations";
  case ReductionRefusal::NarrowVectors:
    return "a vector holds fewer than two elements";
  case ReductionRefusal::Strided:
    return "no loop along which every input is contiguous or invariant";
  }
  llvm_unreachable("unknown refusal");
}
