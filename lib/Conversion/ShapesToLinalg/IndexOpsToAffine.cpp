//===- IndexOpsToAffine.cpp - index ops to affine.apply -------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// shapes.linearize_index -> affine.apply of sum_d i[d] * stride(d);
// shapes.delinearize_index -> one affine.apply per dimension,
// (linear floordiv stride(d)) mod physical_size(d), without the mod for the
// most-major dimension. Strides come from the semantics library.
//
//===----------------------------------------------------------------------===//

#include "shapes/Conversion/ShapesToLinalg/ShapesToLinalg.h"
#include "shapes/Dialect/Shapes/IR/ShapesOps.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::shapes;

namespace {
struct LinearizeIndexOpLowering : OpConversionPattern<LinearizeIndexOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(LinearizeIndexOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<ShapedType>(op.getArrayType());
    ::shapes::DimVector strides =
        ::shapes::layout_util::strides(dimsOf(type), getSemanticLayout(type));
    MLIRContext *context = rewriter.getContext();
    AffineExpr expr = getAffineConstantExpr(0, context);
    for (int64_t d = 0, e = type.getRank(); d < e; ++d)
      expr = expr + getAffineDimExpr(d, context) * strides[d];
    AffineMap map = AffineMap::get(type.getRank(), 0, expr);
    rewriter.replaceOpWithNewOp<affine::AffineApplyOp>(op, map,
                                                       adaptor.getIndices());
    return success();
  }
};

struct DelinearizeIndexOpLowering : OpConversionPattern<DelinearizeIndexOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(DelinearizeIndexOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<ShapedType>(op.getArrayType());
    ::shapes::DimVector dims = dimsOf(type);
    ::shapes::Layout layout = getSemanticLayout(type);
    ::shapes::DimVector strides = ::shapes::layout_util::strides(dims, layout);
    ::shapes::DimVector physical =
        ::shapes::layout_util::physicalDims(dims, layout);
    bool empty = ::shapes::layout_util::physicalElementCount(dims, layout) == 0;
    MLIRContext *context = rewriter.getContext();
    int64_t rank = type.getRank();
    SmallVector<Value> results(rank);
    for (int64_t k = 0; k < rank; ++k) {
      int64_t d = layout.minorToMajor[k];
      if (empty) {
        // An empty buffer has no positions: every index is 0.
        results[d] = arith::ConstantIndexOp::create(rewriter, op.getLoc(), 0);
        continue;
      }
      AffineExpr expr = getAffineDimExpr(0, context).floorDiv(strides[d]);
      if (k != rank - 1)
        expr = expr % physical[d];
      results[d] = affine::AffineApplyOp::create(
          rewriter, op.getLoc(), AffineMap::get(1, 0, expr),
          ValueRange{adaptor.getLinear()});
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};
} // namespace

void mlir::shapes::populateIndexOpsToAffinePatterns(
    RewritePatternSet &patterns) {
  patterns.add<LinearizeIndexOpLowering, DelinearizeIndexOpLowering>(
      patterns.getContext());
}
