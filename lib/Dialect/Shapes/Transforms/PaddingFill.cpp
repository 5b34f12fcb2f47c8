//===- PaddingFill.cpp - padding values and the padding fill nest ---------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The padding of an array in a padded layout, walked in physical order.
// Going from the most-major dimension d of the layout inwards, the buffer
// of one index of d holds, in order, the logical rows of the next dimension
// and then (if d is padded) the contiguous block of padded rows
// [size(d) * stride(d), padded(d) * stride(d)). So the nest is: for each
// logical index of d, recurse (only when some more-minor dimension is
// padded); then fill the contiguous tail block with one 1-D loop. Every
// padding element is written once, no logical element is touched, and
// addresses only increase.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/LayoutLowering.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::shapes;

namespace {
struct PaddingFiller {
  OpBuilder &builder;
  Location loc;
  Value flat;
  Value padValue;
  shapes::DimVector dims, physical, strides, minorToMajor;
  /// The run-time size of each dynamic dimension (null for static ones).
  SmallVector<Value> sizeValues;
  SmallVector<Value> ivs;
  SmallVector<int64_t> ivStrides;

  /// Whether any dimension more minor than position k is padded.
  bool innerPadding(int64_t k) const {
    for (int64_t j = 0; j < k; ++j)
      if (dims[minorToMajor[j]] == shapes::kDynamicSize ||
          physical[minorToMajor[j]] > dims[minorToMajor[j]])
        return true;
    return false;
  }

  /// The affine map (outer ivs..., j)[size] -> sum(iv * stride) + j, plus
  /// size * `sizeScale` when `sizeScale` is not 0.
  AffineMap offsetMap(int64_t sizeScale) const {
    MLIRContext *context = builder.getContext();
    AffineExpr expr = getAffineConstantExpr(0, context);
    for (size_t t = 0; t < ivs.size(); ++t)
      expr = expr + getAffineDimExpr(t, context) * ivStrides[t];
    expr = expr + getAffineDimExpr(ivs.size(), context);
    if (sizeScale == 0)
      return AffineMap::get(ivs.size() + 1, 0, expr);
    expr = expr + getAffineSymbolExpr(0, context) * sizeScale;
    return AffineMap::get(ivs.size() + 1, 1, expr);
  }

  /// `affine.for` over the logical indices of d: 0 to size(d), where a `?`
  /// size is capped at the padded width. The cap changes nothing where the
  /// size checks hold, keeps the fill inside the buffer where they do not
  /// run, and lets the affine analysis prove the loop parallel.
  affine::AffineForOp logicalLoop(int64_t d) {
    if (dims[d] != shapes::kDynamicSize)
      return affine::AffineForOp::create(builder, loc, 0, dims[d]);
    MLIRContext *context = builder.getContext();
    AffineMap ub = AffineMap::get(0, 1,
                                  {getAffineSymbolExpr(0, context),
                                   getAffineConstantExpr(physical[d], context)},
                                  context);
    return affine::AffineForOp::create(builder, loc, ValueRange(),
                                       AffineMap::getConstantMap(0, context),
                                       ValueRange{sizeValues[d]}, ub);
  }

  /// Stores the padding value at [size(d) * stride(d), end) past the outer
  /// ivs. A static size starts the loop there; a `?` size is a symbol of
  /// the store's offset, and the loop runs from 0 to min(end - size *
  /// stride, end), so that every iteration stays below `end` (which the
  /// affine analysis needs to prove the loops around it parallel).
  void tailLoop(int64_t d, int64_t end) {
    MLIRContext *context = builder.getContext();
    OpBuilder::InsertionGuard guard(builder);
    SmallVector<Value> operands(ivs);
    affine::AffineForOp loop;
    int64_t sizeScale = 0;
    if (dims[d] != shapes::kDynamicSize) {
      loop =
          affine::AffineForOp::create(builder, loc, dims[d] * strides[d], end);
    } else {
      sizeScale = strides[d];
      AffineExpr size = getAffineSymbolExpr(0, context);
      AffineMap ub = AffineMap::get(
          0, 1, {end - size * sizeScale, getAffineConstantExpr(end, context)},
          context);
      loop = affine::AffineForOp::create(builder, loc, ValueRange(),
                                         AffineMap::getConstantMap(0, context),
                                         ValueRange{sizeValues[d]}, ub);
    }
    builder.setInsertionPointToStart(loop.getBody());
    operands.push_back(loop.getInductionVar());
    if (sizeScale != 0)
      operands.push_back(sizeValues[d]);
    affine::AffineStoreOp::create(builder, loc, padValue, flat,
                                  offsetMap(sizeScale), operands);
  }

  void fill(int64_t k) {
    int64_t d = minorToMajor[k];
    bool dynamic = dims[d] == shapes::kDynamicSize;
    if ((dynamic || dims[d] > 0) && innerPadding(k)) {
      OpBuilder::InsertionGuard guard(builder);
      auto loop = logicalLoop(d);
      builder.setInsertionPointToStart(loop.getBody());
      ivs.push_back(loop.getInductionVar());
      ivStrides.push_back(strides[d]);
      fill(k - 1);
      ivs.pop_back();
      ivStrides.pop_back();
    }
    int64_t end = physical[d] * strides[d];
    if (!dynamic && end <= dims[d] * strides[d])
      return;
    tailLoop(d, end);
  }
};
} // namespace

void mlir::shapes::emitPaddingFill(OpBuilder &builder, Location loc, Value flat,
                                   const shapes::DimVector &dims,
                                   const shapes::Layout &layout, Value padValue,
                                   ValueRange dynamicSizes) {
  if (!layout.isPadded() || dims.empty())
    return;
  SmallVector<Value> sizeValues(dims.size());
  for (size_t d = 0, next = 0; d < dims.size(); ++d)
    if (dims[d] == shapes::kDynamicSize)
      sizeValues[d] = dynamicSizes[next++];
  PaddingFiller filler{builder,
                       loc,
                       flat,
                       padValue,
                       dims,
                       shapes::layout_util::physicalDims(dims, layout),
                       shapes::layout_util::strides(dims, layout),
                       layout.minorToMajor,
                       sizeValues,
                       {},
                       {}};
  filler.fill(static_cast<int64_t>(dims.size()) - 1);
}
