//===- RelayoutToLinalg.cpp - shapes.relayout to linalg.copy --------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// A relayout keeps the logical value and changes the physical layout: a copy
// into a tensor of the destination layout, or a tensor.cast when the two
// layouts arrange memory identically. After bufferization,
// -shapes-lower-layouts turns the buffer copy into affine loops that walk the
// destination in physical order.
//
//===----------------------------------------------------------------------===//

#include "shapes/Conversion/ShapesToLinalg/ShapesToLinalg.h"
#include "shapes/Dialect/Shapes/IR/ShapesOps.h"
#include "shapes/Dialect/Shapes/Utils/ShapeChecks.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::shapes;

namespace {
struct RelayoutOpLowering : OpConversionPattern<RelayoutOp> {
  RelayoutOpLowering(MLIRContext *context, bool shapeChecks)
      : OpConversionPattern(context), shapeChecks(shapeChecks) {}
  bool shapeChecks;

  LogicalResult
  matchAndRewrite(RelayoutOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto resultType = cast<RankedTensorType>(op.getType());
    // The operand's dynamic sizes are the result's; a bounded result
    // dimension must hold them.
    SmallVector<Value> dynamicSizes;
    for (int64_t d = 0, e = resultType.getRank(); d < e; ++d)
      if (resultType.isDynamicDim(d))
        dynamicSizes.push_back(linalg::createOrFoldDimOp(
            rewriter, op.getLoc(), adaptor.getOperand(), d));
    if (shapeChecks)
      emitResultBoundChecks(rewriter, op, resultType, dynamicSizes);
    // Same type: nothing moves.
    if (adaptor.getOperand().getType() == resultType) {
      rewriter.replaceOp(op, adaptor.getOperand());
      return success();
    }
    // Equivalent layouts (e.g. no layout and minor_to_major = [1, 0]): the
    // same bytes, only the type changes.
    if (haveEquivalentLayouts(cast<ShapedType>(op.getOperand().getType()),
                              resultType)) {
      rewriter.replaceOpWithNewOp<tensor::CastOp>(op, resultType,
                                                  adaptor.getOperand());
      return success();
    }
    Value init = tensor::EmptyOp::create(rewriter, op.getLoc(), resultType,
                                         dynamicSizes);
    auto copy = linalg::CopyOp::create(rewriter, op.getLoc(),
                                       ValueRange{adaptor.getOperand()},
                                       ValueRange{init});
    rewriter.replaceOp(op, copy.getResult(0));
    return success();
  }
};
} // namespace

void mlir::shapes::populateRelayoutToLinalgPatterns(RewritePatternSet &patterns,
                                                    bool shapeChecks) {
  patterns.add<RelayoutOpLowering>(patterns.getContext(), shapeChecks);
}
