//===- TransposeToLinalg.cpp - shapes.transpose to a view and a relayout --===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// A transpose whose result layout is its operand layout permuted (a bitcast,
// shapes/Semantics/Transpose.h) stays: it bufferizes to a view of the
// operand's buffer. Any other transpose becomes that bitcast transpose,
// into the permuted operand layout, followed by a shapes.relayout to the
// result layout, which lowers to one copy (RelayoutToLinalg.cpp). The
// result's padded bounds are checked here, before the relayout, so that a
// size beyond them names the transpose.
//
//===----------------------------------------------------------------------===//

#include "shapes/Conversion/ShapesToLinalg/ShapesToLinalg.h"
#include "shapes/Dialect/Shapes/IR/ShapesOps.h"
#include "shapes/Dialect/Shapes/Utils/ShapeChecks.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::shapes;

namespace {
struct TransposeOpLowering : OpConversionPattern<TransposeOp> {
  TransposeOpLowering(MLIRContext *context, bool shapeChecks)
      : OpConversionPattern(context), shapeChecks(shapeChecks) {}
  bool shapeChecks;

  LogicalResult
  matchAndRewrite(TransposeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.isBitcast())
      return rewriter.notifyMatchFailure(op, "a bitcast stays a view");
    auto view = TransposeOp::create(
        rewriter, op.getLoc(),
        TransposeOp::getBitcastType(
            cast<RankedTensorType>(op.getOperand().getType()),
            op.getPermutation()),
        adaptor.getOperand(), op.getPermutation());
    auto resultType = cast<RankedTensorType>(op.getType());
    if (shapeChecks) {
      SmallVector<Value> dynamicSizes;
      for (int64_t d = 0, e = resultType.getRank(); d < e; ++d)
        if (resultType.isDynamicDim(d))
          dynamicSizes.push_back(
              linalg::createOrFoldDimOp(rewriter, op.getLoc(), view, d));
      emitResultBoundChecks(rewriter, op, resultType, dynamicSizes);
    }
    rewriter.replaceOpWithNewOp<RelayoutOp>(op, op.getType(), view);
    return success();
  }
};
} // namespace

void mlir::shapes::populateTransposeToLinalgPatterns(
    RewritePatternSet &patterns, bool shapeChecks) {
  patterns.add<TransposeOpLowering>(patterns.getContext(), shapeChecks);
}
