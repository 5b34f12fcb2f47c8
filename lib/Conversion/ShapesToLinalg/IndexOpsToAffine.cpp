//===- IndexOpsToAffine.cpp - index ops to affine.apply -------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// shapes.linearize_index -> affine.apply of sum_d i[d] * stride(d);
// shapes.delinearize_index -> one affine.apply per dimension,
// (linear floordiv stride(d)) mod physical_size(d), without the mod for the
// most-major dimension. The strides are the semantics library's
// `foldStrides` over affine expressions: constants for static physical
// sizes (the widths of a padded layout), symbols bound to the size operands
// for the `?` dimensions of an unpadded one.
//
// Checks: with shape-checks (the default), the size operands describe a
// valid array (not negative, a bounded size within its width), as the
// sizes of broadcast_in_dim do; with runtime-checks, the index operands are
// in range.
//
//===----------------------------------------------------------------------===//

#include "shapes/Conversion/ShapesToLinalg/ShapesToLinalg.h"
#include "shapes/Dialect/Shapes/IR/ShapesOps.h"
#include "shapes/Dialect/Shapes/Utils/ShapeChecks.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;
using namespace mlir::shapes;

/// With runtime checks: `cf.assert` that `value` is in [0, bound). One
/// unsigned comparison covers negative values.
static void assertBelow(OpBuilder &builder, Location loc, Value value,
                        Value bound, const Twine &message) {
  Value ok = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::ult,
                                   value, bound);
  cf::AssertOp::create(builder, loc, ok, message.str());
}

/// With runtime checks: asserts that the index `value` (unless a constant,
/// which the verifier has checked) is in [0, bound) for a static bound.
static void assertInRange(OpBuilder &builder, Location loc, Value value,
                          int64_t bound, const Twine &message) {
  if (matchPattern(value, m_Constant()))
    return;
  Value limit = arith::ConstantIndexOp::create(builder, loc, bound);
  assertBelow(builder, loc, value, limit, message);
}

namespace {
/// The physical sizes and strides of an array type as affine expressions.
/// Symbol `k` stands for the size of the k-th `?` dimension; only an
/// unpadded layout uses it, since padded widths are static.
struct AffineStrides {
  AffineStrides(ShapedType type, MLIRContext *context)
      : dims(dimsOf(type)), layout(getSemanticLayout(type)) {
    shapes::DimVector physicalDims =
        shapes::layout_util::physicalDims(dims, layout);
    unsigned symbol = 0;
    for (auto [d, size] : llvm::enumerate(physicalDims)) {
      bool dynamicSize = ShapedType::isDynamic(dims[d]);
      physical.push_back(ShapedType::isDynamic(size)
                             ? getAffineSymbolExpr(symbol, context)
                             : getAffineConstantExpr(size, context));
      if (dynamicSize)
        ++symbol;
    }
    runtimeSizes = symbol != 0 && !layout.isPadded();
    strides = shapes::layout_util::foldStrides(
        physical, layout.minorToMajor, getAffineConstantExpr(1, context),
        [](AffineExpr stride, AffineExpr size) { return stride * size; },
        count);
  }

  shapes::DimVector dims;
  shapes::Layout layout;
  /// Whether some physical size is a symbol: `?` sizes of an unpadded
  /// layout.
  bool runtimeSizes = false;
  std::vector<AffineExpr> physical;
  std::vector<AffineExpr> strides;
  AffineExpr count;
};
} // namespace

/// With shape checks: every `?` size of `type` (`sizes`, in order) is not
/// negative, and a bounded one is within its padded width.
static void emitArraySizeChecks(OpBuilder &builder, Operation *op,
                                ShapedType type, ValueRange sizes) {
  for (int64_t d = 0, e = type.getRank(); d < e; ++d)
    if (type.isDynamicDim(d))
      emitNonNegativeSizeCheck(builder, op, sizes[type.getDynamicDimIndex(d)],
                               "array_type dimension " + Twine(d));
  for (auto [d, bound] :
       shapes::layout_util::sizeBounds(dimsOf(type), getSemanticLayout(type)))
    emitSizeBoundCheck(builder, op, sizes[type.getDynamicDimIndex(d)], bound,
                       "array_type dimension " + Twine(d));
}

/// `affine.apply` of `expr` over `dimOperands` and `symbolOperands` (one
/// per symbol of the strides), passing only the symbols it uses.
static Value applyExpr(OpBuilder &builder, Location loc, AffineExpr expr,
                       ValueRange dimOperands, ValueRange symbolOperands) {
  AffineMap map =
      AffineMap::get(dimOperands.size(), symbolOperands.size(), expr);
  llvm::SmallBitVector unused = getUnusedSymbolsBitVector(map);
  SmallVector<Value> operands(dimOperands);
  for (auto [k, symbol] : llvm::enumerate(symbolOperands))
    if (!unused.test(k))
      operands.push_back(symbol);
  return affine::AffineApplyOp::create(builder, loc,
                                       compressSymbols(map, unused), operands);
}

namespace {
struct LinearizeIndexOpLowering : OpConversionPattern<LinearizeIndexOp> {
  LinearizeIndexOpLowering(MLIRContext *context, bool runtimeChecks,
                           bool shapeChecks)
      : OpConversionPattern(context), runtimeChecks(runtimeChecks),
        shapeChecks(shapeChecks) {}
  bool runtimeChecks;
  bool shapeChecks;

  LogicalResult
  matchAndRewrite(LinearizeIndexOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<ShapedType>(op.getArrayType());
    MLIRContext *context = rewriter.getContext();
    Location loc = op.getLoc();
    ValueRange operands = adaptor.getIndicesAndSizes();
    ValueRange indices = operands.drop_back(type.getNumDynamicDims());
    ValueRange sizes = operands.take_back(type.getNumDynamicDims());
    AffineStrides affine(type, context);
    AffineExpr expr = getAffineConstantExpr(0, context);
    for (int64_t d = 0, e = type.getRank(); d < e; ++d)
      expr = expr + getAffineDimExpr(d, context) * affine.strides[d];
    if (shapeChecks)
      emitArraySizeChecks(rewriter, op, type, sizes);
    if (runtimeChecks)
      emitIndexChecks(rewriter, loc, type, indices, sizes);
    rewriter.replaceOp(op, applyExpr(rewriter, loc, expr, indices, sizes));
    return success();
  }

  /// Each index in [0, size) of its dimension.
  static void emitIndexChecks(OpBuilder &builder, Location loc, ShapedType type,
                              ValueRange indices, ValueRange sizes) {
    unsigned symbol = 0;
    for (auto [d, index] : llvm::enumerate(indices)) {
      int64_t size = type.getDimSize(d);
      if (!ShapedType::isDynamic(size)) {
        assertInRange(builder, loc, index, size,
                      "shapes.linearize_index: index #" + Twine(d) +
                          " out of range [0, " + Twine(size) + ")");
        continue;
      }
      Value runtimeSize = sizes[symbol++];
      assertBelow(builder, loc, index, runtimeSize,
                  "shapes.linearize_index: index #" + Twine(d) +
                      " out of range [0, size of dimension " + Twine(d) + ")");
    }
  }
};

struct DelinearizeIndexOpLowering : OpConversionPattern<DelinearizeIndexOp> {
  DelinearizeIndexOpLowering(MLIRContext *context, bool runtimeChecks,
                             bool shapeChecks)
      : OpConversionPattern(context), runtimeChecks(runtimeChecks),
        shapeChecks(shapeChecks) {}
  bool runtimeChecks;
  bool shapeChecks;

  LogicalResult
  matchAndRewrite(DelinearizeIndexOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<ShapedType>(op.getArrayType());
    MLIRContext *context = rewriter.getContext();
    Location loc = op.getLoc();
    AffineStrides affine(type, context);
    int64_t rank = type.getRank();
    Value linear = adaptor.getLinear();
    if (shapeChecks)
      emitArraySizeChecks(rewriter, op, type, adaptor.getSizes());

    // A static empty buffer has no positions: every index is 0.
    auto staticCount = dyn_cast<AffineConstantExpr>(affine.count);
    if (staticCount && staticCount.getValue() == 0) {
      Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
      rewriter.replaceOp(op, SmallVector<Value>(rank, zero));
      return success();
    }

    // The run-time sizes that the physical sizes use: the `?` dimensions of
    // an unpadded layout. With one of them 0 the buffer is empty, and its
    // indices are 0 as in the static case.
    ValueRange sizes = affine.runtimeSizes ? adaptor.getSizes() : ValueRange();
    Value zero = sizes.empty()
                     ? Value()
                     : arith::ConstantIndexOp::create(rewriter, loc, 0);
    Value empty;
    for (Value size : sizes) {
      Value isZero = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::eq, size, zero);
      empty =
          empty ? arith::OrIOp::create(rewriter, loc, empty, isZero) : isZero;
    }

    if (runtimeChecks) {
      if (staticCount) {
        assertInRange(rewriter, loc, linear, staticCount.getValue(),
                      "shapes.delinearize_index: linear index out of range "
                      "[0, " +
                          Twine(staticCount.getValue()) + ")");
      } else {
        Value count = applyExpr(rewriter, loc, affine.count, {}, sizes);
        Value inRange = arith::CmpIOp::create(
            rewriter, loc, arith::CmpIPredicate::ult, linear, count);
        Value ok = arith::OrIOp::create(rewriter, loc, inRange, empty);
        cf::AssertOp::create(rewriter, loc, ok,
                             "shapes.delinearize_index: linear index out of "
                             "range [0, physical element count)");
      }
    }

    SmallVector<AffineExpr> exprs(rank);
    for (int64_t k = 0; k < rank; ++k) {
      int64_t d = affine.layout.minorToMajor[k];
      exprs[d] = getAffineDimExpr(0, context).floorDiv(affine.strides[d]);
      if (k != rank - 1)
        exprs[d] = exprs[d] % affine.physical[d];
    }
    // The divisors: a size of 0 only occurs in an empty buffer, whose
    // indices are selected as 0; reading it as 1 keeps the division from
    // trapping. Only the sizes that some expression uses are read.
    SmallVector<Value> divisors(sizes);
    llvm::SmallBitVector unused = getUnusedSymbolsBitVector(
        AffineMap::get(1, sizes.size(), exprs, context));
    Value one;
    for (auto [k, size] : llvm::enumerate(sizes)) {
      if (unused.test(k))
        continue;
      if (!one)
        one = arith::ConstantIndexOp::create(rewriter, loc, 1);
      divisors[k] = arith::MaxSIOp::create(rewriter, loc, size, one);
    }

    SmallVector<Value> results(rank);
    for (int64_t d = 0; d < rank; ++d) {
      results[d] = applyExpr(rewriter, loc, exprs[d], linear, divisors);
      if (empty)
        results[d] =
            arith::SelectOp::create(rewriter, loc, empty, zero, results[d]);
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};
} // namespace

void mlir::shapes::populateIndexOpsToAffinePatterns(RewritePatternSet &patterns,
                                                    bool runtimeChecks,
                                                    bool shapeChecks) {
  patterns.add<LinearizeIndexOpLowering, DelinearizeIndexOpLowering>(
      patterns.getContext(), runtimeChecks, shapeChecks);
}
