//===- FuseElementwise.cpp - the -shapes-fuse-elementwise pass ------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Producer-consumer fusion of elementwise linalg ops on tensors, with
// upstream's elementwise fusion patterns and our rule for when a producer
// with several uses is recomputed. Relayouts (linalg.copy) take part as
// generic ops and are turned back into copies where they were not fused;
// linalg.map and linalg.reduce take part as generic ops too, so that an
// elementwise producer fuses into a reduction (sum(exp(x - m)) is one loop
// nest) and maps fuse with their neighbours.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"
#include "shapes/Dialect/Shapes/Transforms/Fusion.h"
#include "shapes/Dialect/Shapes/Transforms/Passes.h"
#include "shapes/Support/ListedPassOptions.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/RegionUtils.h"

namespace mlir {
namespace shapes {
#define GEN_PASS_DEF_SHAPESFUSEELEMENTWISE
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"
} // namespace shapes
} // namespace mlir

using namespace mlir;

/// The operations of a linalg op's body but its yield, counted up to
/// `limit` (a body can be long, and only the comparison with a limit
/// matters).
static unsigned bodyOps(linalg::LinalgOp op, unsigned limit) {
  Block &body = *op.getBlock();
  unsigned count = 0;
  for (auto it = body.begin(), end = body.getTerminator()->getIterator();
       it != end && count <= limit; ++it)
    ++count;
  return count;
}

/// Whether `op` is a transcendental function (exp, log, tanh, rsqrt, pow,
/// a sine...): tens of instructions per element once lowered, which is
/// more than storing the value and reading it back costs.
static bool isTranscendental(Operation &op) {
  return isa<math::ExpOp, math::Exp2Op, math::ExpM1Op, math::LogOp,
             math::Log2Op, math::Log10Op, math::Log1pOp, math::TanhOp,
             math::SinhOp, math::CoshOp, math::RsqrtOp, math::SqrtOp,
             math::CbrtOp, math::PowFOp, math::FPowIOp, math::SinOp,
             math::CosOp, math::TanOp, math::AsinOp, math::AcosOp, math::AtanOp,
             math::Atan2Op, math::AsinhOp, math::AcoshOp, math::AtanhOp,
             math::ErfOp, math::ErfcOp>(op);
}

/// Whether the body of `op` computes a transcendental function.
static bool computesTranscendental(linalg::LinalgOp op) {
  return llvm::any_of(*op.getBlock(), isTranscendental);
}

bool mlir::shapes::shouldFuse(const FusionCandidate &candidate) {
  // A producer whose body reads its init (a reduce over no dimension: all
  // loops parallel, each element `combine(init, x)`) would read it through
  // an output of the fused op, which the fused op also writes: a consumer
  // that broadcasts the value would combine each element again on every
  // read.
  if (candidate.producerReadsInit)
    return false;
  // A contraction (a dot) reads each element of an operand once per
  // element of the loops its map leaves out: fused, a producer that
  // computes would be computed that many times, and a contraction with a
  // fused body is no longer one that -shapes-pack-contractions packs. A
  // copy (a relayout) fuses: the contraction then reads its source through
  // the source's layout.
  if (candidate.contractionBroadcastRead && candidate.producerOps != 0)
    return false;
  // One use: fusing it removes the intermediate and costs nothing.
  if (candidate.liveUses == 1)
    return true;
  // Several operands of one consumer: upstream's canonicalization merges
  // those with the same indexing map into one, which then fuses without a
  // second copy of the body.
  if (candidate.oneConsumer)
    return false;
  // Several consumers: each fused consumer computes the body again. A
  // transcendental function is computed once and stored, however short
  // the body.
  if (candidate.producerOps > kMaxRecomputedOps ||
      candidate.producerComputesTranscendental)
    return false;
  return !candidate.consumerOps ||
         *candidate.consumerOps + candidate.producerOps <=
             kMaxBodyOpsForRecomputation;
}

mlir::shapes::FusionCandidate
mlir::shapes::describeProducer(linalg::LinalgOp producer) {
  FusionCandidate candidate;
  for (OpOperand &init : producer.getDpsInitsMutable())
    candidate.producerReadsInit |= producer.payloadUsesValueFromOperand(&init);
  candidate.producerOps = bodyOps(producer, kMaxRecomputedOps);
  // Scanned only when the body is short: a long body is stored anyway.
  candidate.producerComputesTranscendental =
      candidate.producerOps <= kMaxRecomputedOps &&
      computesTranscendental(producer);
  return candidate;
}

bool mlir::shapes::shouldFuseElementwise(OpOperand *use) {
  auto producer = use->get().getDefiningOp<linalg::GenericOp>();
  if (!producer || !producer.hasPureTensorSemantics())
    return false;
  mlir::shapes::FusionCandidate candidate = describeProducer(producer);
  Operation *consumer = use->getOwner();
  if (auto generic = dyn_cast<linalg::GenericOp>(consumer)) {
    candidate.contractionBroadcastRead =
        linalg::isaContractionOpInterface(generic) &&
        !generic.getMatchingIndexingMap(use).isPermutation();
    candidate.consumerOps = bodyOps(generic, kMaxBodyOpsForRecomputation);
  }
  // The uses that count: a consumer that an earlier fusion replaced may
  // still read the value until the rewriter erases it.
  candidate.liveUses = 0;
  for (OpOperand &other : use->get().getUses()) {
    Operation *owner = other.getOwner();
    if (owner != consumer && isOpTriviallyDead(owner))
      continue;
    ++candidate.liveUses;
    candidate.oneConsumer &= owner == consumer;
    // Two uses, one of them by another op: enough for the rule, and a
    // value read by a long chain has many uses.
    if (candidate.liveUses > 1 && !candidate.oneConsumer)
      break;
  }
  return mlir::shapes::shouldFuse(candidate);
}

namespace {
/// Fuses the producer of the first input that upstream's rule and
/// shouldFuseElementwise accept into the generic: with
/// fuseElementwiseInPlace where it applies, else with upstream's
/// linalg::fuseElementwiseOps (which copies both bodies). Replaces
/// upstream's FuseElementwiseOps pattern, and behaves as it does.
struct FuseElementwiseProducer : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    for (OpOperand &operand : op->getOpOperands()) {
      if (!linalg::areElementwiseOpsFusable(&operand) ||
          !mlir::shapes::shouldFuseElementwise(&operand))
        continue;
      if (succeeded(mlir::shapes::fuseElementwiseInPlace(rewriter, &operand)))
        return success();
      FailureOr<linalg::ElementwiseOpFusionResult> fused =
          linalg::fuseElementwiseOps(rewriter, &operand);
      if (failed(fused))
        return rewriter.notifyMatchFailure(op, "fusion failed");
      // Only the consumer's results are replaced: the producer's other
      // users keep reading the producer (the fused op's copies of its
      // results are dead, and canonicalization drops them).
      SmallVector<Value> results;
      for (Value result : op->getResults())
        results.push_back(fused->replacements.lookup(result));
      rewriter.replaceOp(op, results);
      return success();
    }
    return failure();
  }
};

/// linalg.copy on tensors -> the equivalent linalg.generic, which
/// upstream's fusion patterns handle.
struct GeneralizeCopy : OpRewritePattern<linalg::CopyOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::CopyOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(op, "not on tensors");
    return linalg::generalizeNamedOp(rewriter, op);
  }
};

/// linalg.map or linalg.reduce on tensors -> the equivalent linalg.generic
/// (a reduction's loops over the reduced dimensions become reduction
/// loops), which upstream's fusion patterns handle. The result types, and
/// so their #shapes.layout encodings, are kept.
template <typename OpTy> struct GeneralizeOnTensors : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(op, "not on tensors");
    return linalg::generalizeNamedOp(rewriter, op);
  }
};

/// A linalg.generic on tensors that only copies -> linalg.copy again, the
/// form -shapes-bufferize and -shapes-vectorize know as a relayout.
struct SpecializeCopy : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() ||
        !linalg::isaCopyOpInterface(cast<linalg::LinalgOp>(op.getOperation())))
      return rewriter.notifyMatchFailure(op, "not a copy");
    rewriter.replaceOpWithNewOp<linalg::CopyOp>(op, op.getDpsInputs()[0],
                                                op.getDpsInits()[0]);
    return success();
  }
};

/// Whether `cast` only renames the layout: same static shape, layouts that
/// arrange memory alike (a relayout between equivalent layouts folds to
/// such a cast).
static bool isLayoutRename(tensor::CastOp cast) {
  auto source = dyn_cast<RankedTensorType>(cast.getSource().getType());
  auto dest = dyn_cast<RankedTensorType>(cast.getType());
  return source && dest && source.hasStaticShape() &&
         source.getShape() == dest.getShape() &&
         mlir::shapes::hasShapesCompatibleLayout(source) &&
         mlir::shapes::hasShapesCompatibleLayout(dest) &&
         mlir::shapes::haveEquivalentLayouts(source, dest);
}

/// A generic reads the source of a layout-renaming cast directly: the body
/// sees elements, not layouts, so fusion can see through it.
struct ReadThroughLayoutRename : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(op, "not on tensors");
    bool changed = false;
    for (OpOperand *input : op.getDpsInputOperands()) {
      auto cast = input->get().getDefiningOp<tensor::CastOp>();
      if (!cast || !isLayoutRename(cast))
        continue;
      rewriter.modifyOpInPlace(op, [&] { input->set(cast.getSource()); });
      changed = true;
    }
    return success(changed);
  }
};

/// A layout-renaming cast of a generic's only use becomes the generic's
/// own result type, so that the value is written once, in its final type.
struct RenameProducerLayout : OpRewritePattern<tensor::CastOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(tensor::CastOp cast,
                                PatternRewriter &rewriter) const override {
    auto producer = cast.getSource().getDefiningOp<linalg::GenericOp>();
    if (!isLayoutRename(cast) || !producer || producer->getNumResults() != 1 ||
        !producer->hasOneUse() || !producer.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(cast, "not a renamed generic");
    auto empty = producer.getDpsInits()[0].getDefiningOp<tensor::EmptyOp>();
    if (!empty || !empty->hasOneUse())
      return rewriter.notifyMatchFailure(cast, "init is not a tensor.empty");
    Type type = cast.getType();
    rewriter.modifyOpInPlace(empty, [&] { empty->getResult(0).setType(type); });
    rewriter.modifyOpInPlace(producer,
                             [&] { producer->getResult(0).setType(type); });
    rewriter.replaceOp(cast, producer->getResult(0));
    return success();
  }
};

/// The static sizes of the reduction loops of `op`, `?` as kDynamic.
SmallVector<int64_t> reducedSizes(linalg::GenericOp op) {
  SmallVector<int64_t> sizes = op.getStaticLoopRanges();
  SmallVector<unsigned> reduced;
  op.getReductionDims(reduced);
  return llvm::map_to_vector(reduced, [&](unsigned l) { return sizes[l]; });
}

/// A generic on tensors with a reduction loop of no iterations -> its
/// inits, which are its results. Ahead of EmptyUnreadInits below, which
/// drops an init whose value the body does not read: that is only the
/// result when the body runs.
struct EmptyReduction : OpRewritePattern<linalg::GenericOp> {
  EmptyReduction(MLIRContext *context)
      : OpRewritePattern(context, /*benefit=*/3) {}
  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(op, "not on tensors");
    if (!llvm::is_contained(reducedSizes(op), 0))
      return rewriter.notifyMatchFailure(op, "no empty reduction loop");
    rewriter.replaceOp(op, op.getDpsInits());
    return success();
  }
};

/// An init of a generic on tensors whose value the body does not read
/// becomes a tensor.empty of its own type, encoding included, so that no
/// buffer is written only to be overwritten. This takes the place of
/// upstream's RemoveOutsDependency, which drops the encoding, and which
/// drops the init of a reduction whose reduced size is `?`: when that size
/// is 0 at run time the body never runs and the init is the result. Such a
/// generic keeps its init here.
struct EmptyUnreadInits : OpRewritePattern<linalg::GenericOp> {
  EmptyUnreadInits(MLIRContext *context)
      : OpRewritePattern(context, /*benefit=*/2) {}
  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(op, "not on tensors");
    if (llvm::any_of(reducedSizes(op), ShapedType::isDynamic))
      return rewriter.notifyMatchFailure(
          op, "a reduced size may be 0 at run time, and the init the result");
    bool changed = false;
    for (OpOperand &init : op.getDpsInitsMutable()) {
      auto type = dyn_cast<RankedTensorType>(init.get().getType());
      if (!type || op.payloadUsesValueFromOperand(&init) ||
          init.get().getDefiningOp<tensor::EmptyOp>())
        continue;
      SmallVector<OpFoldResult> initSizes =
          tensor::getMixedSizes(rewriter, op.getLoc(), init.get());
      Value empty =
          tensor::EmptyOp::create(rewriter, op.getLoc(), initSizes,
                                  type.getElementType(), type.getEncoding());
      rewriter.modifyOpInPlace(op, [&] { init.set(empty); });
      changed = true;
    }
    return success(changed);
  }
};

struct ShapesFuseElementwisePass
    : mlir::shapes::WithListedOptions<
          mlir::shapes::impl::ShapesFuseElementwiseBase<
              ShapesFuseElementwisePass>> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    Operation *root = getOperation();
    {
      RewritePatternSet patterns(context);
      patterns.add<GeneralizeCopy, GeneralizeOnTensors<linalg::MapOp>,
                   GeneralizeOnTensors<linalg::ReduceOp>,
                   ReadThroughLayoutRename, RenameProducerLayout>(context);
      if (failed(applyPatternsGreedily(root, std::move(patterns))))
        return signalPassFailure();
    }
    {
      RewritePatternSet patterns(context);
      mlir::shapes::populateFuseElementwisePatterns(patterns);
      if (failed(applyPatternsGreedily(root, std::move(patterns))))
        return signalPassFailure();
    }
    // Once nothing fuses any more: a materialized value (one too costly to
    // recompute in each consumer) is overwritten by its last consumer.
    RewritePatternSet patterns(context);
    patterns.add<SpecializeCopy>(context);
    mlir::shapes::populateReuseInputBufferPatterns(patterns);
    if (failed(applyPatternsGreedily(root, std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

void mlir::shapes::populateFuseElementwisePatterns(
    RewritePatternSet &patterns) {
  patterns.add<EmptyReduction, EmptyUnreadInits>(patterns.getContext());
  // Ahead of upstream's patterns, in the place of its FuseElementwiseOps,
  // which is given a rule that fuses nothing, and of its
  // RemoveOutsDependency, which EmptyUnreadInits replaces.
  patterns.add<FuseElementwiseProducer>(patterns.getContext());
  RewritePatternSet upstream(patterns.getContext());
  linalg::populateElementwiseOpsFusionPatterns(
      upstream, [](OpOperand *) { return false; });
  for (std::unique_ptr<RewritePattern> &pattern : upstream.getNativePatterns())
    if (!pattern->getDebugName().ends_with("RemoveOutsDependency"))
      patterns.add(std::move(pattern));
  // Merges the operands of a consumer that read one value through the same
  // indexing map, so that their producer fuses once (shouldFuseElementwise).
  linalg::populateEraseUnusedOperandsAndResultsPatterns(patterns);
}
