//===- BroadcastToLinalg.cpp - broadcasting ops to linalg.generic ---------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Lowers shapes.broadcast_in_dim, the binary ops and shapes.compare to one
// linalg.generic each. The semantics library gives, per operand, which
// result dimension each operand dimension reads and which dimensions are
// degenerate; the indexing maps encode exactly that, so operands are read
// in place.
//
//===----------------------------------------------------------------------===//

#include "shapes/Conversion/ShapesToLinalg/ScalarOps.h"
#include "shapes/Conversion/ShapesToLinalg/ShapesToLinalg.h"
#include "shapes/Dialect/Shapes/IR/ShapesOps.h"
#include "shapes/Dialect/Shapes/Utils/ShapeChecks.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::shapes;

SmallVector<AffineMap> mlir::shapes::getBroadcastIndexingMaps(
    RankedTensorType resultType, ArrayRef<shapes::OperandMap> operandMaps) {
  MLIRContext *context = resultType.getContext();
  int64_t rank = resultType.getRank();
  // Loop j walks result dimension minorToMajor[rank-1-j]: the outermost loop
  // is the most-major dimension, the innermost the most-minor.
  shapes::Layout layout = getSemanticLayout(resultType);
  SmallVector<int64_t> loopOfDim(rank);
  for (int64_t j = 0; j < rank; ++j)
    loopOfDim[layout.minorToMajor[rank - 1 - j]] = j;

  SmallVector<AffineMap> maps;
  for (const shapes::OperandMap &map : operandMaps) {
    SmallVector<AffineExpr> exprs;
    for (size_t k = 0; k < map.resultDims.size(); ++k) {
      if (map.degenerate[k])
        exprs.push_back(getAffineConstantExpr(0, context));
      else
        exprs.push_back(
            getAffineDimExpr(loopOfDim[map.resultDims[k]], context));
    }
    maps.push_back(AffineMap::get(rank, 0, exprs, context));
  }
  SmallVector<AffineExpr> resultExprs;
  for (int64_t d = 0; d < rank; ++d)
    resultExprs.push_back(getAffineDimExpr(loopOfDim[d], context));
  maps.push_back(AffineMap::get(rank, 0, resultExprs, context));
  return maps;
}

/// The dynamic entries of `sizes` (one per dimension of `type`), in order.
static SmallVector<Value> dynamicSizesOf(RankedTensorType type,
                                         ArrayRef<Value> sizes) {
  SmallVector<Value> dynamic;
  for (int64_t d = 0, e = type.getRank(); d < e; ++d)
    if (type.isDynamicDim(d))
      dynamic.push_back(sizes[d]);
  return dynamic;
}

/// Builds `linalg.generic ins(inputs) outs(tensor.empty : resultType)` with
/// the broadcast maps and the scalar body `buildBody`. `dynamicSizes` are
/// the result's `?` sizes, in order.
static Value buildBroadcastGeneric(
    ConversionPatternRewriter &rewriter, Location loc,
    RankedTensorType resultType, ValueRange dynamicSizes, ValueRange inputs,
    ArrayRef<shapes::OperandMap> operandMaps,
    function_ref<Value(OpBuilder &, Location, ValueRange)> buildBody) {
  Value init = tensor::EmptyOp::create(rewriter, loc, resultType, dynamicSizes);
  SmallVector<AffineMap> maps =
      getBroadcastIndexingMaps(resultType, operandMaps);
  SmallVector<utils::IteratorType> iterators(resultType.getRank(),
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      rewriter, loc, TypeRange{resultType}, inputs, ValueRange{init}, maps,
      iterators, [&](OpBuilder &b, Location bodyLoc, ValueRange args) {
        Value value = buildBody(b, bodyLoc, args);
        linalg::YieldOp::create(b, bodyLoc, value);
      });
  return generic.getResult(0);
}

namespace {

/// shapes.broadcast_in_dim -> linalg.generic that reads the operand through
/// its broadcast map and yields it.
struct BroadcastInDimOpLowering : OpConversionPattern<BroadcastInDimOp> {
  BroadcastInDimOpLowering(MLIRContext *context, bool shapeChecks)
      : OpConversionPattern(context), shapeChecks(shapeChecks) {}
  bool shapeChecks;

  LogicalResult
  matchAndRewrite(BroadcastInDimOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto operandType = cast<RankedTensorType>(op.getOperand().getType());
    auto resultType = cast<RankedTensorType>(op.getType());
    auto map = shapes::verifyBroadcastInDim(
        dimsOf(operandType), dimsOf(resultType), toDimVector(op.getDims()));
    auto *operandMap = std::get_if<shapes::OperandMap>(&map);
    if (!operandMap)
      return rewriter.notifyMatchFailure(op, "invalid broadcast");
    // The result sizes: static, or the size operands in order.
    SmallVector<Value> sizes;
    ValueRange dynamicSizes = adaptor.getSizes();
    for (int64_t d = 0, next = 0, e = resultType.getRank(); d < e; ++d)
      sizes.push_back(
          resultType.isDynamicDim(d)
              ? dynamicSizes[next++]
              : Value(arith::ConstantIndexOp::create(
                    rewriter, op.getLoc(), resultType.getDimSize(d))));
    if (shapeChecks) {
      for (int64_t d = 0, e = resultType.getRank(); d < e; ++d)
        if (resultType.isDynamicDim(d))
          emitNonNegativeSizeCheck(rewriter, op, sizes[d],
                                   "result dimension " + Twine(d));
      emitOperandSizeChecks(rewriter, op, adaptor.getOperand(), "operand",
                            *operandMap, resultType, sizes);
      emitResultBoundChecks(rewriter, op, resultType, dynamicSizes);
    }
    Value result = buildBroadcastGeneric(
        rewriter, op.getLoc(), resultType, dynamicSizes, adaptor.getOperand(),
        *operandMap,
        [](OpBuilder &, Location, ValueRange args) { return args[0]; });
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// A broadcasting op (a binary op or compare) -> one linalg.generic whose
/// maps broadcast both operands and whose body is the op's scalar rule.
struct BroadcastingOpLowering
    : OpInterfaceConversionPattern<BroadcastingOpInterface> {
  BroadcastingOpLowering(MLIRContext *context, bool shapeChecks)
      : OpInterfaceConversionPattern(context), shapeChecks(shapeChecks) {}
  bool shapeChecks;

  LogicalResult
  matchAndRewrite(BroadcastingOpInterface op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<shapes::BroadcastResult> broadcast = op.getBroadcast();
    if (failed(broadcast))
      return rewriter.notifyMatchFailure(op, "invalid broadcast");
    auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
    // The result sizes: static, or read from the operand dimension the
    // semantics library names.
    SmallVector<Value> sizes;
    for (int64_t d = 0, e = resultType.getRank(); d < e; ++d) {
      const std::optional<shapes::SizeSource> &source =
          broadcast->sizeSources[d];
      sizes.push_back(
          source ? linalg::createOrFoldDimOp(rewriter, op.getLoc(),
                                             operands[source->operand],
                                             source->dim)
                 : Value(arith::ConstantIndexOp::create(
                       rewriter, op.getLoc(), resultType.getDimSize(d))));
    }
    SmallVector<Value> dynamicSizes = dynamicSizesOf(resultType, sizes);
    if (shapeChecks) {
      emitOperandSizeChecks(rewriter, op, operands[0], "lhs", broadcast->lhs,
                            resultType, sizes, broadcast->sizeSources, 0);
      emitOperandSizeChecks(rewriter, op, operands[1], "rhs", broadcast->rhs,
                            resultType, sizes, broadcast->sizeSources, 1);
      emitResultBoundChecks(rewriter, op, resultType, dynamicSizes);
    }
    shapes::ScalarOp scalarOp = op.getScalarOp();
    Value lowered = buildBroadcastGeneric(
        rewriter, op.getLoc(), resultType, dynamicSizes, operands,
        {broadcast->lhs, broadcast->rhs},
        [&](OpBuilder &b, Location loc, ValueRange args) {
          return buildScalarOp(b, loc, scalarOp, args[0], args[1]);
        });
    rewriter.replaceOp(op, lowered);
    return success();
  }
};

} // namespace

void mlir::shapes::populateBroadcastToLinalgPatterns(
    RewritePatternSet &patterns, bool shapeChecks) {
  patterns.add<BroadcastInDimOpLowering, BroadcastingOpLowering>(
      patterns.getContext(), shapeChecks);
}

void mlir::shapes::populateShapesToLinalgPatterns(RewritePatternSet &patterns,
                                                  bool runtimeChecks,
                                                  bool shapeChecks) {
  populateBroadcastToLinalgPatterns(patterns, shapeChecks);
  populateRelayoutToLinalgPatterns(patterns, shapeChecks);
  populateTransposeToLinalgPatterns(patterns, shapeChecks);
  populateIndexOpsToAffinePatterns(patterns, runtimeChecks, shapeChecks);
  populateElementwiseOnLayoutsToLinalgPatterns(patterns);
}
