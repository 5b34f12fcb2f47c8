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

  /// The affine map (outer ivs..., j) -> sum(iv * stride) + j.
  AffineMap offsetMap() const {
    MLIRContext *context = builder.getContext();
    AffineExpr expr = getAffineConstantExpr(0, context);
    for (size_t t = 0; t < ivs.size(); ++t)
      expr = expr + getAffineDimExpr(t, context) * ivStrides[t];
    expr = expr + getAffineDimExpr(ivs.size(), context);
    return AffineMap::get(ivs.size() + 1, 0, expr);
  }

  /// `affine.for` from `size(d) * scale` (or 0) to `end`, where size(d) is
  /// static or a symbol.
  affine::AffineForOp loopFromSize(int64_t d, int64_t scale, bool fromSize,
                                   int64_t end, bool toSize) {
    MLIRContext *context = builder.getContext();
    auto bound = [&](bool useSize, int64_t constant) {
      if (!useSize)
        return std::make_pair(AffineMap::getConstantMap(constant, context),
                              SmallVector<Value>());
      if (dims[d] != shapes::kDynamicSize)
        return std::make_pair(
            AffineMap::getConstantMap(dims[d] * scale, context),
            SmallVector<Value>());
      return std::make_pair(
          AffineMap::get(0, 1, getAffineSymbolExpr(0, context) * scale),
          SmallVector<Value>{sizeValues[d]});
    };
    auto [lbMap, lbOperands] = bound(fromSize, 0);
    auto [ubMap, ubOperands] = bound(toSize, end);
    return affine::AffineForOp::create(builder, loc, lbOperands, lbMap,
                                       ubOperands, ubMap);
  }

  void fill(int64_t k) {
    int64_t d = minorToMajor[k];
    bool dynamic = dims[d] == shapes::kDynamicSize;
    if ((dynamic || dims[d] > 0) && innerPadding(k)) {
      OpBuilder::InsertionGuard guard(builder);
      auto loop = loopFromSize(d, 1, /*fromSize=*/false, 0, /*toSize=*/true);
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
    OpBuilder::InsertionGuard guard(builder);
    auto loop =
        loopFromSize(d, strides[d], /*fromSize=*/true, end, /*toSize=*/false);
    builder.setInsertionPointToStart(loop.getBody());
    SmallVector<Value> operands(ivs);
    operands.push_back(loop.getInductionVar());
    affine::AffineStoreOp::create(builder, loc, padValue, flat, offsetMap(),
                                  operands);
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
