//===- Vectorize.cpp - vectorizeOp(), its precondition, patterns ---------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The public entry points of -shapes-vectorize (Vectorization.h): an op is
// matched (Match.h), its nest planned, and the nest emitted (Nest.h).
// vectorizeOpPrecondition stops after the plan; vectorizeOp() and the
// patterns of populateVectorizeLoopsPatterns and
// populateVectorizeReductionPatterns go on to the rewrite.
//
//===----------------------------------------------------------------------===//

#include "Match.h"
#include "Nest.h"
#include "shapes/Dialect/Shapes/Transforms/Vectorization.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::vectorize;

/// The nest of an elementwise generic: rewritten when `rewriter` is set,
/// else only matched.
static FailureOr<VectorNest> vectorizeElementwise(RewriterBase *rewriter,
                                                  linalg::GenericOp op,
                                                  const VectorTarget &target,
                                                  RefusalHandler refuse) {
  FailureOr<ElementwiseMatch> match = matchElementwise(op, target, refuse);
  if (failed(match))
    return failure();
  VectorNest nest =
      match->across < 0 ? VectorNest::Elementwise : VectorNest::Transposing;
  if (rewriter)
    rewriteElementwise(*rewriter, *match, target);
  return nest;
}

/// The nest of a linalg.copy or memref.copy, as vectorizeElementwise.
static FailureOr<VectorNest> vectorizeCopy(RewriterBase *rewriter,
                                           Operation *op,
                                           const VectorTarget &target,
                                           RefusalHandler refuse) {
  FailureOr<CopyMatch> match = matchCopy(op, target, refuse);
  if (failed(match))
    return failure();
  VectorNest nest = match->sameBuffer   ? VectorNest::None
                    : match->across < 0 ? VectorNest::Elementwise
                                        : VectorNest::Transposing;
  if (rewriter)
    rewriteCopy(*rewriter, *match, target);
  return nest;
}

/// The nest of a reduction generic, as vectorizeElementwise.
static FailureOr<VectorNest> vectorizeReduction(RewriterBase *rewriter,
                                                linalg::GenericOp op,
                                                const VectorTarget &target,
                                                int64_t threads,
                                                RefusalHandler refuse) {
  FailureOr<ReductionMatch> red = matchReduction(op);
  if (failed(red)) {
    refuse("not a reduction with a combiner");
    return failure();
  }
  FailureOr<ReductionShape> shape = reductionShapeOf(*red);
  if (failed(shape)) {
    refuse("an operand is not read through a projected permutation");
    return failure();
  }
  ReductionPlan plan = planReduction(*shape, target, threads);
  if (!plan.isVectorized()) {
    refuse(describeRefusal(plan.refusal));
    return failure();
  }
  if (rewriter)
    rewriteReduction(*rewriter, *red, plan);
  return VectorNest::Reduction;
}

/// The nest of any op that -shapes-vectorize rewrites, as
/// vectorizeElementwise. A generic that is not elementwise is tried as a
/// reduction, as the pass's patterns do.
static FailureOr<VectorNest> matchAndRewriteOp(RewriterBase *rewriter,
                                               Operation *op,
                                               const VectorTarget &target,
                                               int64_t threads,
                                               RefusalHandler refuse) {
  if (isa<linalg::CopyOp, memref::CopyOp>(op))
    return vectorizeCopy(rewriter, op, target, refuse);
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic) {
    refuse("not a linalg.generic, linalg.copy or memref.copy");
    return failure();
  }
  if (generic.getNumReductionLoops() == 0) {
    FailureOr<VectorNest> nest =
        vectorizeElementwise(rewriter, generic, target, refuse);
    if (succeeded(nest))
      return nest;
  }
  return vectorizeReduction(rewriter, generic, target, threads, refuse);
}

LogicalResult mlir::shapes::vectorizeOpPrecondition(
    Operation *op, const VectorTarget &target, int64_t threads,
    function_ref<void(const Twine &)> refuse) {
  auto ignore = [](const Twine &) {};
  return matchAndRewriteOp(/*rewriter=*/nullptr, op, target, threads,
                           refuse ? refuse : RefusalHandler(ignore));
}

FailureOr<VectorNest> mlir::shapes::vectorizeOp(RewriterBase &rewriter,
                                                Operation *op,
                                                const VectorTarget &target,
                                                int64_t threads) {
  // Each matcher runs before its rewrite builds anything, so a failure
  // leaves the IR as it was.
  return matchAndRewriteOp(&rewriter, op, target, threads,
                           [](const Twine &) {});
}

namespace {
/// The refusals of a pattern, as match failures of `op`.
struct NotifyRefusal {
  PatternRewriter &rewriter;
  Operation *op;
  void operator()(const Twine &why) const {
    (void)rewriter.notifyMatchFailure(op, why);
  }
};

/// Elementwise linalg.generic on buffers -> vector loops.
struct VectorizeElementwiseGeneric : OpRewritePattern<linalg::GenericOp> {
  VectorizeElementwiseGeneric(MLIRContext *context, const VectorTarget &target)
      : OpRewritePattern(context), target(target) {}
  VectorTarget target;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    NotifyRefusal refuse{rewriter, op};
    return vectorizeElementwise(&rewriter, op, target, refuse);
  }
};

/// linalg.copy and memref.copy between strided buffers -> vector loops.
template <typename CopyOp> struct VectorizeCopy : OpRewritePattern<CopyOp> {
  VectorizeCopy(MLIRContext *context, const VectorTarget &target)
      : OpRewritePattern<CopyOp>(context), target(target) {}
  VectorTarget target;

  LogicalResult matchAndRewrite(CopyOp op,
                                PatternRewriter &rewriter) const override {
    NotifyRefusal refuse{rewriter, op};
    return vectorizeCopy(&rewriter, op, target, refuse);
  }
};

/// A reduction linalg.generic on buffers -> vector loops.
struct VectorizeReduction : OpRewritePattern<linalg::GenericOp> {
  VectorizeReduction(MLIRContext *context, const VectorTarget &target,
                     int64_t threads)
      : OpRewritePattern(context), target(target), threads(threads) {}
  VectorTarget target;
  int64_t threads;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    NotifyRefusal refuse{rewriter, op};
    return vectorizeReduction(&rewriter, op, target, threads, refuse);
  }
};
} // namespace

void mlir::shapes::populateVectorizeLoopsPatterns(RewritePatternSet &patterns,
                                                  const VectorTarget &target,
                                                  int64_t threads) {
  patterns.add<VectorizeElementwiseGeneric, VectorizeCopy<linalg::CopyOp>,
               VectorizeCopy<memref::CopyOp>>(patterns.getContext(), target);
}

void mlir::shapes::populateVectorizeReductionPatterns(
    RewritePatternSet &patterns, const VectorTarget &target, int64_t threads) {
  patterns.add<VectorizeReduction>(patterns.getContext(), target, threads);
}
