//===- ReuseInputBuffer.cpp - write a result over its last-read input -----===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// An elementwise linalg.generic on tensors whose init is a fresh
// tensor.empty takes as init instead an input of the same type that it is
// the last reader of, read through the identity map (every other use an
// input of an earlier linalg op of its block): a materialized
// intermediate (exp(x - max) of a softmax, read by the row sum and then by
// the division) is then overwritten by the consumer's result, and
// one-shot bufferization writes the result in the intermediate's buffer
// rather than in a buffer of its own (an elementwise access of one buffer,
// bufferizesToElementwiseAccess). The body does not read the init, so the
// value computed is unchanged.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/Fusion.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

namespace {

/// Whether `value` is a result of a linalg op on tensors whose tied init is
/// a tensor.empty: a value that bufferizes into a fresh buffer.
bool isFreshResult(Value value) {
  auto result = dyn_cast<OpResult>(value);
  if (!result)
    return false;
  auto producer = dyn_cast<linalg::LinalgOp>(result.getOwner());
  return producer && producer.hasPureTensorSemantics() &&
         producer.getDpsInitOperand(result.getResultNumber())
             ->get()
             .getDefiningOp<tensor::EmptyOp>();
}

/// Whether `op` reads `input`, through the identity map, and is its last
/// reader: `input` has no other use in `op`, and every other use is an
/// input of a linalg op of `op`'s block that comes before it. Not a use by
/// an op nested in a region, whose position says nothing about when it
/// runs, nor by a view (a transpose that moves no data), whose reads
/// through another map would see the overwritten elements.
bool isLastIdentityRead(linalg::GenericOp op, OpOperand &input) {
  if (!op.getMatchingIndexingMap(&input).isIdentity())
    return false;
  for (OpOperand &use : input.get().getUses()) {
    if (&use == &input)
      continue;
    auto reader = dyn_cast<linalg::LinalgOp>(use.getOwner());
    if (!reader || !reader.isDpsInput(&use) ||
        reader->getBlock() != op->getBlock() || !reader->isBeforeInBlock(op))
      return false;
  }
  return true;
}

/// The rewrite of the file's comment.
struct ReuseInputBuffer : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() || op.getNumDpsInits() != 1 ||
        op.getNumParallelLoops() != op.getNumLoops())
      return rewriter.notifyMatchFailure(op, "not an elementwise generic");
    OpOperand *init = op.getDpsInitOperand(0);
    if (!init->get().getDefiningOp<tensor::EmptyOp>() ||
        op.payloadUsesValueFromOperand(init) ||
        !op.getMatchingIndexingMap(init).isIdentity())
      return rewriter.notifyMatchFailure(op, "init is not a fresh tensor");
    for (OpOperand *input : op.getDpsInputOperands()) {
      if (input->get().getType() != init->get().getType() ||
          !isFreshResult(input->get()) || !isLastIdentityRead(op, *input))
        continue;
      Value reused = input->get();
      rewriter.modifyOpInPlace(op, [&] { init->set(reused); });
      return success();
    }
    return rewriter.notifyMatchFailure(op, "no input to write over");
  }
};

} // namespace

void mlir::shapes::populateReuseInputBufferPatterns(
    RewritePatternSet &patterns) {
  patterns.add<ReuseInputBuffer>(patterns.getContext());
}
