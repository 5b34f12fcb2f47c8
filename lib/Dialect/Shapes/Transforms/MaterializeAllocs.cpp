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

    // Dynamic sizes only occur in unpadded layouts: the strides are the
    // running products of the sizes in minor-to-major order.
    SmallVector<OpFoldResult> sizes, strides(type.getRank());
    {
      SmallVector<Value> sizeValues;
      unsigned next = 0;
      for (int64_t d = 0, e = type.getRank(); d < e; ++d) {
        if (type.isDynamicDim(d)) {
          sizeValues.push_back(op.getDynamicSizes()[next++]);
          sizes.push_back(sizeValues.back());
        } else {
          sizeValues.push_back(
              arith::ConstantIndexOp::create(rewriter, loc, dims[d]));
          sizes.push_back(rewriter.getIndexAttr(dims[d]));
        }
      }
      // A stride stays a constant (as the result type says) until a
      // dynamic size has been multiplied in.
      int64_t staticStride = 1;
      Value stride;
      for (int64_t d : layout.minorToMajor) {
        if (stride) {
          strides[d] = stride;
          stride = arith::MulIOp::create(rewriter, loc, stride, sizeValues[d]);
          continue;
        }
        strides[d] = rewriter.getIndexAttr(staticStride);
        if (type.isDynamicDim(d)) {
          if (staticStride == 1) {
            stride = sizeValues[d];
            continue;
          }
          Value current =
              arith::ConstantIndexOp::create(rewriter, loc, staticStride);
          stride = arith::MulIOp::create(rewriter, loc, current, sizeValues[d]);
        } else {
          staticStride *= dims[d];
        }
      }
      if (!stride)
        stride = arith::ConstantIndexOp::create(rewriter, loc, staticStride);
      auto flatType =
          MemRefType::get({ShapedType::kDynamic}, elementType,
                          MemRefLayoutAttrInterface(), type.getMemorySpace());
      Value flat = AllocOpTy::create(rewriter, loc, flatType,
                                     ValueRange{stride}, op.getAlignmentAttr());
      rewriter.replaceOpWithNewOp<memref::ReinterpretCastOp>(
          op, type, flat, rewriter.getIndexAttr(0), sizes, strides);
    }
    return success();
  }
};
} // namespace

void mlir::shapes::populateMaterializeLayoutAllocsPatterns(
    RewritePatternSet &patterns) {
  patterns.add<MaterializeLayoutAlloc<memref::AllocOp>,
               MaterializeLayoutAlloc<memref::AllocaOp>>(patterns.getContext());
}
