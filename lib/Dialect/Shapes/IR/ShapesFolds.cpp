//===- ShapesFolds.cpp - shapes folds and canonicalizations ---------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Folds and canonicalization patterns of the shapes ops, kept apart from the
// parsers and verifiers:
//
//  - broadcast_in_dim: to its own type is the operand; of a broadcast is one
//    broadcast; to the same shape in another layout is a relayout; of a
//    constant is a constant;
//  - binary ops and compare: constant operands fold (splats always, dense
//    constants up to kMaxFoldElements result elements);
//  - relayout: to its own type is the operand; chains collapse; a relayout
//    between equivalent layouts is bypassed by the shapes ops using it and
//    becomes a tensor.cast for other users;
//  - linearize_index / delinearize_index: constant indices fold.
//
// Integer division and remainder fold with XLA's total semantics
// (x / 0 = -1, x % 0 = x, INT_MIN / -1 = INT_MIN, INT_MIN % -1 = 0), floats
// with IEEE semantics; max/min propagate NaN.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/IR/ShapesOps.h"
#include "shapes/Semantics/Broadcast.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"

using namespace mlir;
using namespace mlir::shapes;

/// Non-splat constants are folded only up to this many result elements, so
/// that folding never blows up the IR.
static constexpr int64_t kMaxFoldElements = 4096;

//===----------------------------------------------------------------------===//
// Constant evaluation through an OperandMap
//===----------------------------------------------------------------------===//

namespace {
/// The elements of a dense constant, addressable by logical multi-index.
template <typename T> struct ConstArray {
  ::shapes::DimVector dims;
  ::shapes::DimVector rowMajorStrides;
  SmallVector<T> values;

  explicit ConstArray(DenseElementsAttr attr) {
    auto type = cast<ShapedType>(attr.getType());
    dims = dimsOf(type);
    rowMajorStrides = ::shapes::layout_util::strides(
        dims, ::shapes::layout_util::defaultLayout(dims.size()));
    if (attr.isSplat())
      values.push_back(attr.getSplatValue<T>());
    else
      values = llvm::to_vector(attr.getValues<T>());
  }

  const T &at(const ::shapes::DimVector &index) const {
    if (values.size() == 1)
      return values.front();
    int64_t linear = 0;
    for (size_t d = 0; d < index.size(); ++d)
      linear += index[d] * rowMajorStrides[d];
    return values[linear];
  }
};
} // namespace

/// Evaluates `fn` at every element of `resultType`, reading `lhs` and `rhs`
/// through their maps. Returns null when an input is not a dense constant or
/// the result is too large.
template <typename T, typename R, typename Fn>
static Attribute foldElementwise(Attribute lhsAttr, Attribute rhsAttr,
                                 const ::shapes::BroadcastResult &broadcast,
                                 ShapedType resultType, Fn fn) {
  auto lhsDense = dyn_cast_or_null<DenseElementsAttr>(lhsAttr);
  auto rhsDense = dyn_cast_or_null<DenseElementsAttr>(rhsAttr);
  if (!lhsDense || !rhsDense)
    return {};
  ConstArray<T> lhs(lhsDense), rhs(rhsDense);
  ::shapes::DimVector dims = dimsOf(resultType);
  if (lhsDense.isSplat() && rhsDense.isSplat()) {
    std::optional<R> value = fn(lhs.values.front(), rhs.values.front());
    if (!value)
      return {};
    return DenseElementsAttr::get(resultType, ArrayRef<R>(*value));
  }
  int64_t count = ::shapes::layout_util::logicalElementCount(dims);
  if (count > kMaxFoldElements)
    return {};
  SmallVector<R> results;
  results.reserve(count);
  ::shapes::DimVector index(dims.size(), 0);
  if (count > 0) {
    do {
      std::optional<R> value = fn(lhs.at(broadcast.lhs.operandIndex(index)),
                                  rhs.at(broadcast.rhs.operandIndex(index)));
      if (!value)
        return {};
      results.push_back(*value);
    } while (::shapes::index_util::nextIndex(dims, index));
  }
  return DenseElementsAttr::get(resultType, results);
}

//===----------------------------------------------------------------------===//
// Scalar semantics on APInt / APFloat
//===----------------------------------------------------------------------===//

namespace {
// Each returns nullopt where the op is not defined for the element kind.
struct AddFn {
  std::optional<APInt> operator()(const APInt &a, const APInt &b) const {
    return a + b;
  }
  std::optional<APFloat> operator()(const APFloat &a, const APFloat &b) const {
    return a + b;
  }
};
struct SubFn {
  std::optional<APInt> operator()(const APInt &a, const APInt &b) const {
    return a - b;
  }
  std::optional<APFloat> operator()(const APFloat &a, const APFloat &b) const {
    return a - b;
  }
};
struct MulFn {
  std::optional<APInt> operator()(const APInt &a, const APInt &b) const {
    return a * b;
  }
  std::optional<APFloat> operator()(const APFloat &a, const APFloat &b) const {
    return a * b;
  }
};
struct DivFn {
  // XLA: x / 0 = -1, INT_MIN / -1 = INT_MIN.
  std::optional<APInt> operator()(const APInt &a, const APInt &b) const {
    if (b.isZero())
      return APInt::getAllOnes(a.getBitWidth());
    if (a.isMinSignedValue() && b.isAllOnes())
      return a;
    return a.sdiv(b);
  }
  std::optional<APFloat> operator()(const APFloat &a, const APFloat &b) const {
    return a / b;
  }
};
struct RemFn {
  // XLA: x % 0 = x, INT_MIN % -1 = 0.
  std::optional<APInt> operator()(const APInt &a, const APInt &b) const {
    if (b.isZero())
      return a;
    if (a.isMinSignedValue() && b.isAllOnes())
      return APInt::getZero(a.getBitWidth());
    return a.srem(b);
  }
  std::optional<APFloat> operator()(const APFloat &a, const APFloat &b) const {
    APFloat result = a;
    result.mod(b); // fmod: the sign of the dividend, like arith.remf.
    return result;
  }
};
struct MaxFn {
  std::optional<APInt> operator()(const APInt &a, const APInt &b) const {
    return a.sge(b) ? a : b;
  }
  std::optional<APFloat> operator()(const APFloat &a, const APFloat &b) const {
    return llvm::maximum(a, b); // NaN-propagating, -0 < +0.
  }
};
struct MinFn {
  std::optional<APInt> operator()(const APInt &a, const APInt &b) const {
    return a.sle(b) ? a : b;
  }
  std::optional<APFloat> operator()(const APFloat &a, const APFloat &b) const {
    return llvm::minimum(a, b); // NaN-propagating, -0 < +0.
  }
};
struct AndFn {
  std::optional<APInt> operator()(const APInt &a, const APInt &b) const {
    return a & b;
  }
  std::optional<APFloat> operator()(const APFloat &, const APFloat &) const {
    return std::nullopt;
  }
};
struct OrFn {
  std::optional<APInt> operator()(const APInt &a, const APInt &b) const {
    return a | b;
  }
  std::optional<APFloat> operator()(const APFloat &, const APFloat &) const {
    return std::nullopt;
  }
};
struct XorFn {
  std::optional<APInt> operator()(const APInt &a, const APInt &b) const {
    return a ^ b;
  }
  std::optional<APFloat> operator()(const APFloat &, const APFloat &) const {
    return std::nullopt;
  }
};

/// Compare: signed integers, unsigned i1 (false < true), IEEE floats.
struct CompareFn {
  ComparisonDirection direction;

  std::optional<bool> operator()(const APInt &a, const APInt &b) const {
    bool isI1 = a.getBitWidth() == 1;
    auto less = [&](const APInt &x, const APInt &y) {
      return isI1 ? x.ult(y) : x.slt(y);
    };
    switch (direction) {
    case ComparisonDirection::eq:
      return a == b;
    case ComparisonDirection::ne:
      return a != b;
    case ComparisonDirection::lt:
      return less(a, b);
    case ComparisonDirection::le:
      return !less(b, a);
    case ComparisonDirection::gt:
      return less(b, a);
    case ComparisonDirection::ge:
      return !less(a, b);
    }
    return std::nullopt;
  }
  std::optional<bool> operator()(const APFloat &a, const APFloat &b) const {
    APFloat::cmpResult cmp = a.compare(b);
    switch (direction) {
    case ComparisonDirection::eq:
      return cmp == APFloat::cmpEqual;
    case ComparisonDirection::ne: // Unordered: true on NaN.
      return cmp != APFloat::cmpEqual;
    case ComparisonDirection::lt:
      return cmp == APFloat::cmpLessThan;
    case ComparisonDirection::le:
      return cmp == APFloat::cmpLessThan || cmp == APFloat::cmpEqual;
    case ComparisonDirection::gt:
      return cmp == APFloat::cmpGreaterThan;
    case ComparisonDirection::ge:
      return cmp == APFloat::cmpGreaterThan || cmp == APFloat::cmpEqual;
    }
    return std::nullopt;
  }
};
} // namespace

/// broadcast_dimensions that say nothing (the identity for equal ranks, the
/// empty list for a scalar operand) are dropped in place.
template <typename OpTy>
static OpFoldResult removeRedundantBroadcastDimensions(OpTy op) {
  std::optional<ArrayRef<int64_t>> dims = op.getBroadcastDimensions();
  if (!dims)
    return {};
  auto lhsType = cast<ShapedType>(op.getLhs().getType());
  auto rhsType = cast<ShapedType>(op.getRhs().getType());
  bool redundant =
      dims->empty() && (lhsType.getRank() == 0 || rhsType.getRank() == 0);
  if (lhsType.getRank() == rhsType.getRank()) {
    redundant = static_cast<int64_t>(dims->size()) == lhsType.getRank();
    for (auto [k, d] : llvm::enumerate(*dims))
      redundant &= d == static_cast<int64_t>(k);
  }
  if (!redundant)
    return {};
  op.removeBroadcastDimensionsAttr();
  return op.getResult();
}

/// Folds a binary op whose operands are both constants.
template <typename OpTy, typename Fn>
static OpFoldResult foldBinary(OpTy op, Attribute lhs, Attribute rhs, Fn fn) {
  if (!lhs || !rhs)
    return removeRedundantBroadcastDimensions(op);
  auto lhsType = cast<ShapedType>(op.getLhs().getType());
  auto rhsType = cast<ShapedType>(op.getRhs().getType());
  auto resultType = cast<ShapedType>(op.getType());
  auto broadcast = ::shapes::inferBinaryBroadcast(
      dimsOf(lhsType), dimsOf(rhsType),
      op.getBroadcastDimensions()
          ? std::optional<::shapes::DimVector>(
                toDimVector(*op.getBroadcastDimensions()))
          : std::nullopt);
  auto *result = std::get_if<::shapes::BroadcastResult>(&broadcast);
  if (!result)
    return {};
  Type elementType = lhsType.getElementType();
  OpFoldResult folded;
  if (isa<FloatType>(elementType)) {
    if constexpr (std::is_same_v<OpTy, CompareOp>)
      folded =
          foldElementwise<APFloat, bool>(lhs, rhs, *result, resultType, fn);
    else
      folded =
          foldElementwise<APFloat, APFloat>(lhs, rhs, *result, resultType, fn);
  } else {
    if constexpr (std::is_same_v<OpTy, CompareOp>)
      folded = foldElementwise<APInt, bool>(lhs, rhs, *result, resultType, fn);
    else
      folded = foldElementwise<APInt, APInt>(lhs, rhs, *result, resultType, fn);
  }
  if (folded)
    return folded;
  return removeRedundantBroadcastDimensions(op);
}

OpFoldResult AddOp::fold(FoldAdaptor adaptor) {
  return foldBinary(*this, adaptor.getLhs(), adaptor.getRhs(), AddFn{});
}
OpFoldResult SubOp::fold(FoldAdaptor adaptor) {
  return foldBinary(*this, adaptor.getLhs(), adaptor.getRhs(), SubFn{});
}
OpFoldResult MulOp::fold(FoldAdaptor adaptor) {
  return foldBinary(*this, adaptor.getLhs(), adaptor.getRhs(), MulFn{});
}
OpFoldResult DivOp::fold(FoldAdaptor adaptor) {
  return foldBinary(*this, adaptor.getLhs(), adaptor.getRhs(), DivFn{});
}
OpFoldResult RemOp::fold(FoldAdaptor adaptor) {
  return foldBinary(*this, adaptor.getLhs(), adaptor.getRhs(), RemFn{});
}
OpFoldResult MaxOp::fold(FoldAdaptor adaptor) {
  return foldBinary(*this, adaptor.getLhs(), adaptor.getRhs(), MaxFn{});
}
OpFoldResult MinOp::fold(FoldAdaptor adaptor) {
  return foldBinary(*this, adaptor.getLhs(), adaptor.getRhs(), MinFn{});
}
OpFoldResult AndOp::fold(FoldAdaptor adaptor) {
  return foldBinary(*this, adaptor.getLhs(), adaptor.getRhs(), AndFn{});
}
OpFoldResult OrOp::fold(FoldAdaptor adaptor) {
  return foldBinary(*this, adaptor.getLhs(), adaptor.getRhs(), OrFn{});
}
OpFoldResult XorOp::fold(FoldAdaptor adaptor) {
  return foldBinary(*this, adaptor.getLhs(), adaptor.getRhs(), XorFn{});
}
OpFoldResult CompareOp::fold(FoldAdaptor adaptor) {
  return foldBinary(*this, adaptor.getLhs(), adaptor.getRhs(),
                    CompareFn{getDirection()});
}

//===----------------------------------------------------------------------===//
// BroadcastInDimOp
//===----------------------------------------------------------------------===//

template <typename T>
static Attribute broadcastConstant(DenseElementsAttr input,
                                   const ::shapes::OperandMap &map,
                                   ShapedType resultType) {
  ConstArray<T> array(input);
  ::shapes::DimVector dims = dimsOf(resultType);
  SmallVector<T> results;
  ::shapes::DimVector index(dims.size(), 0);
  if (::shapes::layout_util::logicalElementCount(dims) > 0) {
    do {
      results.push_back(array.at(map.operandIndex(index)));
    } while (::shapes::index_util::nextIndex(dims, index));
  }
  return DenseElementsAttr::get(resultType, results);
}

OpFoldResult BroadcastInDimOp::fold(FoldAdaptor adaptor) {
  // A broadcast to the operand's own type is the operand.
  if (getOperand().getType() == getType())
    return getOperand();
  auto input = dyn_cast_or_null<DenseElementsAttr>(adaptor.getOperand());
  if (!input)
    return {};
  auto resultType = cast<ShapedType>(getType());
  if (input.isSplat())
    return DenseElementsAttr::get(resultType, input.getSplatValue<Attribute>());
  if (resultType.getNumElements() > kMaxFoldElements)
    return {};
  auto map = ::shapes::verifyBroadcastInDim(
      dimsOf(cast<ShapedType>(getOperand().getType())), dimsOf(resultType),
      toDimVector(getDims()));
  auto *operandMap = std::get_if<::shapes::OperandMap>(&map);
  if (!operandMap)
    return {};
  if (isa<FloatType>(resultType.getElementType()))
    return broadcastConstant<APFloat>(input, *operandMap, resultType);
  if (isa<IntegerType>(resultType.getElementType()))
    return broadcastConstant<APInt>(input, *operandMap, resultType);
  return {};
}

namespace {
/// broadcast_in_dim(broadcast_in_dim(x, inner), outer) ->
/// broadcast_in_dim(x, outer o inner). The intermediate layout is irrelevant.
struct ComposeBroadcasts : OpRewritePattern<BroadcastInDimOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(BroadcastInDimOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getOperand().getDefiningOp<BroadcastInDimOp>();
    if (!inner)
      return rewriter.notifyMatchFailure(op, "operand is not a broadcast");
    ::shapes::DimVector dims = ::shapes::composeBroadcastDims(
        toDimVector(inner.getDims()), toDimVector(op.getDims()));
    rewriter.replaceOpWithNewOp<BroadcastInDimOp>(op, op.getType(),
                                                  inner.getOperand(), dims);
    return success();
  }
};

/// A broadcast to the same shape in another layout is a relayout.
struct BroadcastToSameShapeIsRelayout : OpRewritePattern<BroadcastInDimOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(BroadcastInDimOp op,
                                PatternRewriter &rewriter) const override {
    auto operandType = cast<RankedTensorType>(op.getOperand().getType());
    auto resultType = cast<RankedTensorType>(op.getType());
    if (operandType == resultType ||
        operandType.getShape() != resultType.getShape())
      return rewriter.notifyMatchFailure(op, "not a same-shape broadcast");
    rewriter.replaceOpWithNewOp<RelayoutOp>(op, resultType, op.getOperand());
    return success();
  }
};
} // namespace

void BroadcastInDimOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                   MLIRContext *context) {
  results.add<ComposeBroadcasts, BroadcastToSameShapeIsRelayout>(context);
}

//===----------------------------------------------------------------------===//
// RelayoutOp
//===----------------------------------------------------------------------===//

OpFoldResult RelayoutOp::fold(FoldAdaptor adaptor) {
  // relayout(relayout(x)) -> relayout(x): only the final layout matters.
  if (auto inner = getOperand().getDefiningOp<RelayoutOp>()) {
    getOperandMutable().assign(inner.getOperand());
    if (getOperand().getType() == getType())
      return getOperand();
    return getResult();
  }
  // A relayout to its own type is its operand.
  if (getOperand().getType() == getType())
    return getOperand();
  return {};
}

namespace {
/// A relayout between equivalent layouts changes nothing in memory, so it
/// folds away: shapes ops, which accept operands in any layout, read its
/// operand instead, and any other user (a func.return, whose type is part
/// of a signature) gets a tensor.cast, which moves no data.
struct FoldEquivalentRelayout : OpRewritePattern<RelayoutOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(RelayoutOp op,
                                PatternRewriter &rewriter) const override {
    auto operandType = cast<ShapedType>(op.getOperand().getType());
    auto resultType = cast<ShapedType>(op.getType());
    if (!haveEquivalentLayouts(operandType, resultType))
      return rewriter.notifyMatchFailure(op, "layouts are not equivalent");
    for (OpOperand &use : llvm::make_early_inc_range(op->getUses())) {
      Operation *user = use.getOwner();
      if (!isa<BroadcastInDimOp, AddOp, SubOp, MulOp, DivOp, RemOp, MaxOp,
               MinOp, AndOp, OrOp, XorOp, CompareOp, RelayoutOp>(user))
        continue;
      rewriter.modifyOpInPlace(user, [&] { use.set(op.getOperand()); });
    }
    if (op->use_empty()) {
      rewriter.eraseOp(op);
      return success();
    }
    rewriter.replaceOpWithNewOp<tensor::CastOp>(op, op.getType(),
                                                op.getOperand());
    return success();
  }
};
} // namespace

void RelayoutOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                             MLIRContext *context) {
  results.add<FoldEquivalentRelayout>(context);
}

//===----------------------------------------------------------------------===//
// Index operations
//===----------------------------------------------------------------------===//

OpFoldResult LinearizeIndexOp::fold(FoldAdaptor adaptor) {
  auto shaped = cast<ShapedType>(getArrayType());
  ::shapes::DimVector dims = dimsOf(shaped);
  ::shapes::DimVector index;
  for (auto [d, attr] : llvm::enumerate(adaptor.getIndices())) {
    auto value = dyn_cast_or_null<IntegerAttr>(attr);
    if (!value)
      return {};
    int64_t i = value.getInt();
    if (i < 0 || i >= dims[d])
      return {}; // Out of bounds: leave it to run time.
    index.push_back(i);
  }
  int64_t linear = ::shapes::index_util::multiIndexToLinear(
      dims, getSemanticLayout(shaped), index);
  return IntegerAttr::get(IndexType::get(getContext()), linear);
}

LogicalResult DelinearizeIndexOp::fold(FoldAdaptor adaptor,
                                       SmallVectorImpl<OpFoldResult> &results) {
  auto value = dyn_cast_or_null<IntegerAttr>(adaptor.getLinear());
  if (!value)
    return failure();
  auto shaped = cast<ShapedType>(getArrayType());
  if (shaped.getRank() == 0)
    return failure(); // No results to fold.
  ::shapes::DimVector dims = dimsOf(shaped);
  ::shapes::Layout layout = getSemanticLayout(shaped);
  int64_t linear = value.getInt();
  if (linear < 0 ||
      linear >= ::shapes::layout_util::physicalElementCount(dims, layout))
    return failure();
  for (int64_t i :
       ::shapes::index_util::linearToMultiIndex(dims, layout, linear))
    results.push_back(IntegerAttr::get(IndexType::get(getContext()), i));
  return success();
}
