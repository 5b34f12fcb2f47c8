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
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::shapes;

/// With runtime checks: `cf.assert` that the index `value` (unless a
/// constant, which the verifier has checked) is in [0, bound). One unsigned
/// comparison covers negative values.
static void assertInRange(OpBuilder &builder, Location loc, Value value,
                          int64_t bound, const Twine &message) {
  if (matchPattern(value, m_Constant()))
    return;
  Value limit = arith::ConstantIndexOp::create(builder, loc, bound);
  Value ok = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::ult,
                                   value, limit);
  cf::AssertOp::create(builder, loc, ok, message.str());
}

namespace {
struct LinearizeIndexOpLowering : OpConversionPattern<LinearizeIndexOp> {
  LinearizeIndexOpLowering(MLIRContext *context, bool runtimeChecks)
      : OpConversionPattern(context), runtimeChecks(runtimeChecks) {}
  bool runtimeChecks;

  LogicalResult
  matchAndRewrite(LinearizeIndexOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<ShapedType>(op.getArrayType());
    shapes::DimVector strides =
        shapes::layout_util::strides(dimsOf(type), getSemanticLayout(type));
    MLIRContext *context = rewriter.getContext();
    AffineExpr expr = getAffineConstantExpr(0, context);
    for (int64_t d = 0, e = type.getRank(); d < e; ++d)
      expr = expr + getAffineDimExpr(d, context) * strides[d];
    if (runtimeChecks)
      for (auto [d, index] : llvm::enumerate(adaptor.getIndices()))
        assertInRange(rewriter, op.getLoc(), index, type.getDimSize(d),
                      "shapes.linearize_index: index #" + Twine(d) +
                          " out of range [0, " + Twine(type.getDimSize(d)) +
                          ")");
    AffineMap map = AffineMap::get(type.getRank(), 0, expr);
    rewriter.replaceOpWithNewOp<affine::AffineApplyOp>(op, map,
                                                       adaptor.getIndices());
    return success();
  }
};

struct DelinearizeIndexOpLowering : OpConversionPattern<DelinearizeIndexOp> {
  DelinearizeIndexOpLowering(MLIRContext *context, bool runtimeChecks)
      : OpConversionPattern(context), runtimeChecks(runtimeChecks) {}
  bool runtimeChecks;

  LogicalResult
  matchAndRewrite(DelinearizeIndexOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<ShapedType>(op.getArrayType());
    shapes::DimVector dims = dimsOf(type);
    shapes::Layout layout = getSemanticLayout(type);
    shapes::DimVector strides = shapes::layout_util::strides(dims, layout);
    shapes::DimVector physical =
        shapes::layout_util::physicalDims(dims, layout);
    int64_t count = shapes::layout_util::physicalElementCount(dims, layout);
    bool empty = count == 0;
    if (runtimeChecks && !empty)
      assertInRange(rewriter, op.getLoc(), adaptor.getLinear(), count,
                    "shapes.delinearize_index: linear index out of range [0, " +
                        Twine(count) + ")");
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

void mlir::shapes::populateIndexOpsToAffinePatterns(RewritePatternSet &patterns,
                                                    bool runtimeChecks) {
  patterns.add<LinearizeIndexOpLowering, DelinearizeIndexOpLowering>(
      patterns.getContext(), runtimeChecks);
}
