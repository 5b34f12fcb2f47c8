//===- LayoutCopy.cpp - copies between layouts as affine loops ------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// A copy whose source or destination has a #shapes.layout (a relayout, or a
// copy inserted by bufferization) becomes an affine loop nest that walks the
// destination in its physical order, so that the stores are sequential and
// the loads take the strides of the source.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"
#include "shapes/Dialect/Shapes/Transforms/LayoutLowering.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

#include <numeric>

using namespace mlir;
using namespace mlir::shapes;

/// The dimensions of `type` from the most-major to the most-minor: from its
/// #shapes.layout, or from its strides (largest first), or row-major.
static SmallVector<int64_t> majorToMinorOrder(MemRefType type) {
  int64_t rank = type.getRank();
  SmallVector<int64_t> order;
  if (getLayoutAttr(type) || type.getLayout().isIdentity()) {
    ::shapes::Layout layout = getSemanticLayout(type);
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

void mlir::shapes::emitLayoutCopy(OpBuilder &builder, Location loc,
                                  Value source, Value dest) {
  auto destType = cast<MemRefType>(dest.getType());
  int64_t rank = destType.getRank();
  SmallVector<int64_t> order = majorToMinorOrder(destType);
  OpBuilder::InsertionGuard guard(builder);
  SmallVector<Value> ivs(rank);
  for (int64_t dim : order) {
    affine::AffineForOp loop;
    if (destType.isDynamicDim(dim)) {
      Value size = memref::DimOp::create(builder, loc, dest, dim);
      loop = affine::AffineForOp::create(
          builder, loc, ValueRange{}, builder.getConstantAffineMap(0),
          ValueRange{size}, builder.getSymbolIdentityMap(), 1);
    } else {
      loop = affine::AffineForOp::create(builder, loc, 0,
                                         destType.getDimSize(dim));
    }
    builder.setInsertionPointToStart(loop.getBody());
    ivs[dim] = loop.getInductionVar();
  }
  Value value = affine::AffineLoadOp::create(builder, loc, source, ivs);
  affine::AffineStoreOp::create(builder, loc, value, dest, ivs);
}

/// True when a copy between these types involves a #shapes.layout.
static bool involvesLayout(Type source, Type dest) {
  return getLayoutAttr(source) || getLayoutAttr(dest);
}

namespace {
/// memref.copy from or to a #shapes.layout buffer -> affine loops.
struct MemRefCopyLowering : OpRewritePattern<memref::CopyOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(memref::CopyOp op,
                                PatternRewriter &rewriter) const override {
    if (!involvesLayout(op.getSource().getType(), op.getTarget().getType()))
      return rewriter.notifyMatchFailure(op, "no #shapes.layout involved");
    if (!isa<MemRefType>(op.getSource().getType()) ||
        !isa<MemRefType>(op.getTarget().getType()))
      return rewriter.notifyMatchFailure(op, "unranked copy");
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
    emitLayoutCopy(rewriter, op.getLoc(), source, dest);
    rewriter.eraseOp(op);
    return success();
  }
};
/// bufferization.clone of a #shapes.layout buffer (inserted by buffer
/// deallocation) -> an allocation of the same layout and a copy, both then
/// materialized by the other patterns. Upstream's clone lowering allocates
/// the identity layout and cannot cast it to a permuted or padded one.
struct CloneLowering : OpRewritePattern<bufferization::CloneOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(bufferization::CloneOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<MemRefType>(op.getType());
    auto inputType = dyn_cast<MemRefType>(op.getInput().getType());
    if (!type || !inputType ||
        (!getLayoutAttr(type) && !getLayoutAttr(inputType)))
      return rewriter.notifyMatchFailure(op, "not a #shapes.layout clone");
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
} // namespace

void mlir::shapes::populateLowerLayoutCopiesPatterns(
    RewritePatternSet &patterns) {
  patterns.add<MemRefCopyLowering, LinalgCopyLowering, CloneLowering>(
      patterns.getContext());
}
