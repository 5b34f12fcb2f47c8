//===- LayoutCopy.cpp - copies between layouts as affine loops ------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// A copy whose source or destination has a #shapes.layout (a relayout, or a
// copy inserted by bufferization) becomes an affine loop nest that walks the
// destination in its physical order, so that the stores are sequential and
// the loads take the strides of the source. A transposing copy of large
// dimensions is tiled so that the source is read a cache line at a time.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"
#include "shapes/Dialect/Shapes/Transforms/LayoutLowering.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"

#include <numeric>

using namespace mlir;
using namespace mlir::shapes;

/// The dimensions of `type` from the most-major to the most-minor: from its
/// #shapes.layout, or from its strides (largest first), or row-major.
static SmallVector<int64_t> majorToMinorOrder(MemRefType type) {
  int64_t rank = type.getRank();
  SmallVector<int64_t> order;
  if (getLayoutAttr(type) || type.getLayout().isIdentity()) {
    shapes::Layout layout = getSemanticLayout(type);
    for (int64_t k = rank - 1; k >= 0; --k)
      order.push_back(layout.minorToMajor[k]);
    return order;
  }
  order.resize(rank);
  std::iota(order.begin(), order.end(), 0);
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)) ||
      llvm::any_of(strides, ShapedType::isDynamic))
    return order;
  std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
    return strides[a] > strides[b];
  });
  return order;
}

/// Side of the square tiles of a transposing copy, in elements.
static constexpr int64_t kTransposeTile = 32;

void mlir::shapes::emitLayoutCopy(OpBuilder &builder, Location loc,
                                  Value source, Value dest) {
  auto destType = cast<MemRefType>(dest.getType());
  auto sourceType = cast<MemRefType>(source.getType());
  int64_t rank = destType.getRank();
  SmallVector<int64_t> order = majorToMinorOrder(destType);
  OpBuilder::InsertionGuard guard(builder);
  SmallVector<Value> ivs(rank);

  // A loop over [lb, ub) of dimension `dim`; `ub` may be dynamic.
  auto makeLoop = [&](int64_t dim, int64_t step) {
    if (destType.isDynamicDim(dim)) {
      Value size = memref::DimOp::create(builder, loc, dest, dim);
      return affine::AffineForOp::create(
          builder, loc, ValueRange{}, builder.getConstantAffineMap(0),
          ValueRange{size}, builder.getSymbolIdentityMap(), step);
    }
    return affine::AffineForOp::create(builder, loc, 0,
                                       destType.getDimSize(dim), step);
  };

  // When the most-minor dimensions differ (a transposition), walking the
  // destination in order reads the source with a large stride and touches a
  // new cache line per element. Square tiles of those two dimensions keep
  // the source lines in cache: tile loops take the two dimensions' places in
  // the destination's order, and the intra-tile loops go innermost, the
  // destination's most-minor dimension last.
  int64_t destMinor = rank > 0 ? order.back() : -1;
  int64_t sourceMinor = rank > 0 ? majorToMinorOrder(sourceType).back() : -1;
  bool tile = rank >= 2 && destMinor != sourceMinor &&
              destType.hasStaticShape() &&
              destType.getDimSize(destMinor) >= 2 * kTransposeTile &&
              destType.getDimSize(sourceMinor) >= 2 * kTransposeTile;
  if (!tile) {
    for (int64_t dim : order) {
      auto loop = makeLoop(dim, 1);
      builder.setInsertionPointToStart(loop.getBody());
      ivs[dim] = loop.getInductionVar();
    }
  } else {
    SmallVector<Value> tileIvs(rank);
    for (int64_t dim : order) {
      bool tiled = dim == destMinor || dim == sourceMinor;
      auto loop = makeLoop(dim, tiled ? kTransposeTile : 1);
      builder.setInsertionPointToStart(loop.getBody());
      (tiled ? tileIvs : ivs)[dim] = loop.getInductionVar();
    }
    for (int64_t dim : {sourceMinor, destMinor}) {
      // for %i = %t to min(%t + T, size)
      int64_t size = destType.getDimSize(dim);
      AffineExpr t = builder.getAffineDimExpr(0);
      AffineMap lower = AffineMap::get(1, 0, t);
      AffineMap upper = AffineMap::get(
          1, 0, {t + kTransposeTile, builder.getAffineConstantExpr(size)},
          builder.getContext());
      auto loop = affine::AffineForOp::create(builder, loc, tileIvs[dim], lower,
                                              tileIvs[dim], upper, 1);
      builder.setInsertionPointToStart(loop.getBody());
      ivs[dim] = loop.getInductionVar();
    }
  }
  Value value = affine::AffineLoadOp::create(builder, loc, source, ivs);
  affine::AffineStoreOp::create(builder, loc, value, dest, ivs);
}

/// True when a copy between these types involves a #shapes.layout.
static bool involvesLayout(Type source, Type dest) {
  return getLayoutAttr(source) || getLayoutAttr(dest);
}

/// True when upstream would lower a memref.copy between these types to a
/// call of the runtime library's `memrefCopy` (anything but two contiguous
/// row-major buffers, which become a memcpy).
static bool needsRuntimeCopy(Type source, Type dest) {
  auto sourceType = dyn_cast<MemRefType>(source);
  auto destType = dyn_cast<MemRefType>(dest);
  return sourceType && destType &&
         !(memref::isStaticShapeAndContiguousRowMajor(sourceType) &&
           memref::isStaticShapeAndContiguousRowMajor(destType));
}

namespace {
/// memref.copy from or to a #shapes.layout buffer, or between strided
/// buffers -> affine loops.
struct MemRefCopyLowering : OpRewritePattern<memref::CopyOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(memref::CopyOp op,
                                PatternRewriter &rewriter) const override {
    if (!isa<MemRefType>(op.getSource().getType()) ||
        !isa<MemRefType>(op.getTarget().getType()))
      return rewriter.notifyMatchFailure(op, "unranked copy");
    // Strided copies too (slices): the generated code then needs no runtime
    // library beyond libc.
    if (!involvesLayout(op.getSource().getType(), op.getTarget().getType()) &&
        !needsRuntimeCopy(op.getSource().getType(), op.getTarget().getType()))
      return rewriter.notifyMatchFailure(op, "a contiguous copy (memcpy)");
    // A copy of a buffer onto itself (bufferization leaves one when a value
    // was computed in its destination) moves nothing.
    if (op.getSource() == op.getTarget()) {
      rewriter.eraseOp(op);
      return success();
    }
    emitLayoutCopy(rewriter, op.getLoc(), op.getSource(), op.getTarget());
    rewriter.eraseOp(op);
    return success();
  }
};

/// linalg.copy on buffers from or to a #shapes.layout buffer -> affine loops.
struct LinalgCopyLowering : OpRewritePattern<linalg::CopyOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::CopyOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureBufferSemantics())
      return rewriter.notifyMatchFailure(op, "not on buffers");
    Value source = op.getInputs()[0], dest = op.getOutputs()[0];
    if (!involvesLayout(source.getType(), dest.getType()))
      return rewriter.notifyMatchFailure(op, "no #shapes.layout involved");
    if (source != dest)
      emitLayoutCopy(rewriter, op.getLoc(), source, dest);
    rewriter.eraseOp(op);
    return success();
  }
};
/// bufferization.clone of a #shapes.layout buffer (inserted by buffer
/// deallocation) or of a strided view that is not contiguous (a transpose
/// view returned) -> an allocation of the same layout and a copy, both then
/// materialized by the other patterns. Upstream's clone lowering allocates
/// the identity layout and cannot cast it to a permuted or padded one, and
/// copies a strided view with the runtime library's memrefCopy.
struct CloneLowering : OpRewritePattern<bufferization::CloneOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(bufferization::CloneOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<MemRefType>(op.getType());
    auto inputType = dyn_cast<MemRefType>(op.getInput().getType());
    if (!type || !inputType ||
        (!getLayoutAttr(type) && !getLayoutAttr(inputType) &&
         !needsRuntimeCopy(inputType, type)))
      return rewriter.notifyMatchFailure(
          op, "not a #shapes.layout or strided clone");
    SmallVector<Value> dynamicSizes;
    for (int64_t d = 0, e = type.getRank(); d < e; ++d)
      if (type.isDynamicDim(d))
        dynamicSizes.push_back(
            memref::DimOp::create(rewriter, op.getLoc(), op.getInput(), d));
    Value alloc =
        memref::AllocOp::create(rewriter, op.getLoc(), type, dynamicSizes);
    memref::CopyOp::create(rewriter, op.getLoc(), op.getInput(), alloc);
    rewriter.replaceOp(op, alloc);
    return success();
  }
};
/// memref.cast of a buffer without a #shapes.layout to a padded
/// #shapes.layout: the source is too small for the padded layout (one-shot
/// bufferization resolves a conflict with an allocation in the default
/// layout, and casts it when the strides happen to agree, as in 1-D). The
/// value is copied into an allocation of the layout, padding filled.
struct CastToPaddedLayout : OpRewritePattern<memref::CastOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(memref::CastOp op,
                                PatternRewriter &rewriter) const override {
    auto source = dyn_cast<MemRefType>(op.getSource().getType());
    auto dest = dyn_cast<MemRefType>(op.getType());
    LayoutAttr layout = dest ? getLayoutAttr(dest) : LayoutAttr();
    if (!source || !layout || getLayoutAttr(source) || !layout.isPadded() ||
        !dest.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "not a cast into padding");
    Value alloc = memref::AllocOp::create(rewriter, op.getLoc(), dest);
    memref::CopyOp::create(rewriter, op.getLoc(), op.getSource(), alloc);
    rewriter.replaceOp(op, alloc);
    return success();
  }
};
} // namespace

void mlir::shapes::populateLowerLayoutCopiesPatterns(
    RewritePatternSet &patterns) {
  patterns.add<MemRefCopyLowering, LinalgCopyLowering, CloneLowering,
               CastToPaddedLayout>(patterns.getContext());
}
