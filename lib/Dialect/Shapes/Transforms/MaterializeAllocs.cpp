//===- MaterializeAllocs.cpp - padded allocations -------------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// memref.alloc of memref<..., #shapes.layout<L>> -> a flat allocation of the
// physical element count, a memref.reinterpret_cast with L's strides, and
// the padding fill, unless the allocation is marked shapes.padding_written
// (a loop nest of -shapes-vectorize writes the padding).
// (--finalize-memref-to-llvm would silently leave an allocation of a
// non-identity layout unconverted.)
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"
#include "shapes/Dialect/Shapes/IR/ShapesDialect.h"
#include "shapes/Dialect/Shapes/Transforms/LayoutLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace mlir::shapes;

MemRefType mlir::shapes::getFlatBufferType(MemRefType type) {
  int64_t count = shapes::layout_util::physicalElementCount(
      dimsOf(type), getSemanticLayout(type));
  return MemRefType::get({count}, type.getElementType(),
                         MemRefLayoutAttrInterface(), type.getMemorySpace());
}

Value mlir::shapes::createLayoutView(OpBuilder &builder, Location loc,
                                     Value flat, MemRefType type) {
  shapes::DimVector strides =
      shapes::layout_util::strides(dimsOf(type), getSemanticLayout(type));
  SmallVector<OpFoldResult> sizeAttrs, strideAttrs;
  for (int64_t d = 0, e = type.getRank(); d < e; ++d) {
    sizeAttrs.push_back(builder.getIndexAttr(type.getDimSize(d)));
    strideAttrs.push_back(builder.getIndexAttr(strides[d]));
  }
  return memref::ReinterpretCastOp::create(builder, loc, type, flat,
                                           builder.getIndexAttr(0), sizeAttrs,
                                           strideAttrs);
}

namespace {
template <typename AllocOpTy>
struct MaterializeLayoutAlloc : OpRewritePattern<AllocOpTy> {
  using OpRewritePattern<AllocOpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(AllocOpTy op,
                                PatternRewriter &rewriter) const override {
    MemRefType type = op.getType();
    LayoutAttr attr = dyn_cast<LayoutAttr>(type.getLayout());
    if (!attr)
      return rewriter.notifyMatchFailure(op, "no #shapes.layout");
    shapes::Layout layout = attr.toSemantic();
    shapes::DimVector dims = dimsOf(type);
    Location loc = op.getLoc();
    Type elementType = type.getElementType();

    // The padding value, if the padding must be written here (not when a
    // loop nest of -shapes-vectorize writes it).
    Value padValue;
    if (hasPaddingToWrite(type) &&
        !op->hasAttr(ShapesDialect::kPaddingWrittenAttrName)) {
      FailureOr<TypedAttr> value =
          getPaddingValueAttr(elementType, layout.effectivePaddingValue());
      if (failed(value))
        return rewriter.notifyMatchFailure(op, "no padding value");
      padValue = arith::ConstantOp::create(rewriter, loc, *value);
    }

    if (type.hasStaticShape()) {
      Value flat = AllocOpTy::create(rewriter, loc, getFlatBufferType(type),
                                     ValueRange{}, op.getAlignmentAttr());
      if (padValue)
        emitPaddingFill(rewriter, loc, flat, dims, layout, padValue);
      rewriter.replaceOp(op, createLayoutView(rewriter, loc, flat, type));
      return success();
    }

    // Dynamic sizes: the strides and the element count come from the
    // semantics library's stride rule over the physical sizes, which are
    // the padded widths (static) or the sizes (some known at run time).
    SmallVector<OpFoldResult> sizes;
    for (int64_t d = 0, next = 0, e = type.getRank(); d < e; ++d)
      sizes.push_back(type.isDynamicDim(d)
                          ? OpFoldResult(op.getDynamicSizes()[next++])
                          : OpFoldResult(rewriter.getIndexAttr(dims[d])));
    std::vector<OpFoldResult> physical(sizes.begin(), sizes.end());
    if (layout.isPadded())
      for (int64_t d = 0, e = type.getRank(); d < e; ++d)
        physical[d] = rewriter.getIndexAttr(layout.paddedDimensions[d]);
    auto multiply = [&](OpFoldResult a, OpFoldResult b) -> OpFoldResult {
      std::optional<int64_t> x = getConstantIntValue(a);
      std::optional<int64_t> y = getConstantIntValue(b);
      if (x && y)
        return rewriter.getIndexAttr(*x * *y);
      if (x == 1)
        return b;
      if (y == 1)
        return a;
      return arith::MulIOp::create(
                 rewriter, loc,
                 getValueOrCreateConstantIndexOp(rewriter, loc, a),
                 getValueOrCreateConstantIndexOp(rewriter, loc, b))
          .getResult();
    };
    OpFoldResult count;
    std::vector<OpFoldResult> strides = shapes::layout_util::foldStrides(
        physical, layout.minorToMajor, OpFoldResult(rewriter.getIndexAttr(1)),
        multiply, count);
    std::optional<int64_t> staticCount = getConstantIntValue(count);
    auto flatType = MemRefType::get(
        {staticCount ? *staticCount : ShapedType::kDynamic}, elementType,
        MemRefLayoutAttrInterface(), type.getMemorySpace());
    SmallVector<Value> flatSizes;
    if (!staticCount)
      flatSizes.push_back(cast<Value>(count));
    Value flat = AllocOpTy::create(rewriter, loc, flatType, flatSizes,
                                   op.getAlignmentAttr());
    // A bounded dynamic size leaves padding where the run time says.
    if (padValue)
      emitPaddingFill(rewriter, loc, flat, dims, layout, padValue,
                      op.getDynamicSizes());
    rewriter.replaceOpWithNewOp<memref::ReinterpretCastOp>(
        op, type, flat, rewriter.getIndexAttr(0), sizes,
        SmallVector<OpFoldResult>(strides.begin(), strides.end()));
    return success();
  }
};
} // namespace

void mlir::shapes::populateMaterializeLayoutAllocsPatterns(
    RewritePatternSet &patterns) {
  patterns.add<MaterializeLayoutAlloc<memref::AllocOp>,
               MaterializeLayoutAlloc<memref::AllocaOp>>(patterns.getContext());
}
