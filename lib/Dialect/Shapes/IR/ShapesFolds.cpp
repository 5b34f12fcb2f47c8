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
//  - transpose: the identity between equal types is the operand; a
//    transpose of a transpose is one transpose; the identity between other
//    layouts is a relayout;
//  - linearize_index / delinearize_index: constant indices fold.
//
// Constant operands evaluate with the semantics library's scalar rules
// (shapes/Semantics/ScalarRules.h), the same rules the lowering emits and
// the reference evaluator runs.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/IR/ShapesOps.h"
#include "shapes/Semantics/Broadcast.h"
#include "shapes/Semantics/Scalar.h"
#include "shapes/Semantics/Transpose.h"

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
  shapes::DimVector dims;
  shapes::DimVector rowMajorStrides;
  SmallVector<T> values;

  explicit ConstArray(DenseElementsAttr attr) {
    auto type = cast<ShapedType>(attr.getType());
    dims = dimsOf(type);
    rowMajorStrides = shapes::layout_util::strides(
        dims, shapes::layout_util::defaultLayout(dims.size()));
    if (attr.isSplat())
      values.push_back(attr.getSplatValue<T>());
    else
      values = llvm::to_vector(attr.getValues<T>());
  }

  const T &at(const shapes::DimVector &index) const {
    if (values.size() == 1)
      return values.front();
    int64_t linear = 0;
    for (size_t d = 0; d < index.size(); ++d)
      linear += index[d] * rowMajorStrides[d];
    return values[linear];
  }
};
} // namespace

/// Evaluates `op`'s scalar rule at every element of `resultType`, reading
/// `lhs` and `rhs` through the broadcast. Returns null when an input is not
/// a dense constant or the result is too large.
static Attribute foldElementwise(shapes::ScalarOp op, Attribute lhsAttr,
                                 Attribute rhsAttr,
                                 const shapes::BroadcastResult &broadcast,
                                 ShapedType resultType) {
  auto lhsDense = dyn_cast_or_null<DenseElementsAttr>(lhsAttr);
  auto rhsDense = dyn_cast_or_null<DenseElementsAttr>(rhsAttr);
  if (!lhsDense || !rhsDense)
    return {};
  bool isFloat = isa<FloatType>(lhsDense.getElementType());
  auto evaluate = [&](auto &lhs, auto &rhs, const shapes::DimVector &index) {
    return shapes::evaluateScalarOp(
        op, shapes::Scalar(lhs.at(broadcast.lhs.operandIndex(index))),
        shapes::Scalar(rhs.at(broadcast.rhs.operandIndex(index))));
  };
  shapes::DimVector dims = dimsOf(resultType);
  int64_t count = shapes::layout_util::logicalElementCount(dims);
  bool splat = lhsDense.isSplat() && rhsDense.isSplat();
  if (!splat && count > kMaxFoldElements)
    return {};
  // The results as APInt (integers, i1 of a compare) or APFloat.
  SmallVector<APInt> ints;
  SmallVector<APFloat> floats;
  auto run = [&](auto &lhs, auto &rhs) {
    shapes::DimVector index(dims.size(), 0);
    if (!splat && count == 0)
      return;
    do {
      shapes::Scalar value = evaluate(lhs, rhs, index);
      if (value.isFloat())
        floats.push_back(value.getFloat());
      else
        ints.push_back(value.getInt());
    } while (!splat && shapes::index_util::nextIndex(dims, index));
  };
  if (isFloat) {
    ConstArray<APFloat> lhs(lhsDense), rhs(rhsDense);
    run(lhs, rhs);
  } else {
    ConstArray<APInt> lhs(lhsDense), rhs(rhsDense);
    run(lhs, rhs);
  }
  if (!floats.empty())
    return DenseElementsAttr::get(resultType, floats);
  return DenseElementsAttr::get(resultType, ints);
}

/// broadcast_dimensions that say nothing (the identity for equal ranks, the
/// empty list for a scalar operand) are dropped in place.
static OpFoldResult removeRedundantBroadcastDimensions(Operation *op) {
  auto attr = dyn_cast_or_null<DenseI64ArrayAttr>(
      op->getInherentAttr("broadcast_dimensions").value_or(Attribute()));
  if (!attr)
    return {};
  ArrayRef<int64_t> dims = attr.asArrayRef();
  auto lhsType = cast<ShapedType>(op->getOperand(0).getType());
  auto rhsType = cast<ShapedType>(op->getOperand(1).getType());
  bool redundant =
      dims.empty() && (lhsType.getRank() == 0 || rhsType.getRank() == 0);
  if (lhsType.getRank() == rhsType.getRank()) {
    redundant = static_cast<int64_t>(dims.size()) == lhsType.getRank();
    for (auto [k, d] : llvm::enumerate(dims))
      redundant &= d == static_cast<int64_t>(k);
  }
  if (!redundant)
    return {};
  op->setInherentAttr(StringAttr::get(op->getContext(), "broadcast_dimensions"),
                      Attribute());
  return op->getResult(0);
}

OpFoldResult mlir::shapes::detail::foldBroadcasting(BroadcastingOpInterface op,
                                                    Attribute lhs,
                                                    Attribute rhs) {
  Operation *operation = op.getOperation();
  if (lhs && rhs) {
    FailureOr<shapes::BroadcastResult> broadcast = op.getBroadcast();
    if (failed(broadcast))
      return {};
    if (Attribute folded = foldElementwise(
            op.getScalarOp(), lhs, rhs, *broadcast,
            cast<ShapedType>(operation->getResult(0).getType())))
      return folded;
  }
  return removeRedundantBroadcastDimensions(operation);
}

//===----------------------------------------------------------------------===//
// BroadcastInDimOp
//===----------------------------------------------------------------------===//

template <typename T>
static Attribute broadcastConstant(DenseElementsAttr input,
                                   const shapes::OperandMap &map,
                                   ShapedType resultType) {
  ConstArray<T> array(input);
  shapes::DimVector dims = dimsOf(resultType);
  SmallVector<T> results;
  shapes::DimVector index(dims.size(), 0);
  if (shapes::layout_util::logicalElementCount(dims) > 0) {
    do {
      results.push_back(array.at(map.operandIndex(index)));
    } while (shapes::index_util::nextIndex(dims, index));
  }
  return DenseElementsAttr::get(resultType, results);
}

OpFoldResult BroadcastInDimOp::fold(FoldAdaptor adaptor) {
  // Dynamic sizes carry run-time checks, which a fold would drop.
  auto resultType = cast<ShapedType>(getType());
  if (!resultType.hasStaticShape() ||
      !cast<ShapedType>(getOperand().getType()).hasStaticShape())
    return {};
  // A broadcast to the operand's own type is the operand.
  if (getOperand().getType() == getType())
    return getOperand();
  auto input = dyn_cast_or_null<DenseElementsAttr>(adaptor.getOperand());
  if (!input)
    return {};
  if (input.isSplat())
    return DenseElementsAttr::get(resultType, input.getSplatValue<Attribute>());
  if (resultType.getNumElements() > kMaxFoldElements)
    return {};
  auto map = shapes::verifyBroadcastInDim(
      dimsOf(cast<ShapedType>(getOperand().getType())), dimsOf(resultType),
      toDimVector(getDims()));
  auto *operandMap = std::get_if<shapes::OperandMap>(&map);
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
    // Run-time size checks (of either broadcast) would be lost.
    if (!cast<ShapedType>(inner.getOperand().getType()).hasStaticShape() ||
        !inner.getType().hasStaticShape() || !op.getType().hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic broadcast");
    shapes::DimVector dims = shapes::composeBroadcastDims(
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
    // A dynamic size is checked against its size operand at run time.
    if (!resultType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic broadcast");
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
      if (!isa<BroadcastInDimOp, BroadcastingOpInterface, RelayoutOp>(user))
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
// TransposeOp
//===----------------------------------------------------------------------===//

OpFoldResult TransposeOp::fold(FoldAdaptor adaptor) {
  // transpose(transpose(x, inner), outer) -> transpose(x, inner o outer):
  // only the final result type matters, and the composed transpose moves
  // data at most once. Unless the inner one is a copy that something else
  // reads and the composed one is not a view of x: that copy stays, and the
  // outer one, a view of it or a copy, would become a copy of x of its own.
  if (auto inner = getOperand().getDefiningOp<TransposeOp>()) {
    shapes::DimVector composed = shapes::transpose_util::composePermutations(
        inner.getPermutation(), getPermutation());
    SmallVector<int64_t, 8> sourceOrder, resultOrder;
    bool composedIsView = shapes::transpose_util::transposeIsBitcast(
        getSemanticLayoutRef(cast<ShapedType>(inner.getOperand().getType()),
                             sourceOrder),
        getSemanticLayoutRef(cast<ShapedType>(getType()), resultOrder),
        composed);
    if (inner->hasOneUse() || inner.isBitcast() || composedIsView) {
      getOperandMutable().assign(inner.getOperand());
      setPermutation(composed);
      if (shapes::transpose_util::isIdentityPermutation(composed) &&
          getOperand().getType() == getType())
        return getOperand();
      return getResult();
    }
  }
  if (shapes::transpose_util::isIdentityPermutation(getPermutation()) &&
      getOperand().getType() == getType())
    return getOperand();
  return {};
}

namespace {
/// The identity permutation keeps the shape: only the layout changes.
struct IdentityTransposeIsRelayout : OpRewritePattern<TransposeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TransposeOp op,
                                PatternRewriter &rewriter) const override {
    if (!shapes::transpose_util::isIdentityPermutation(op.getPermutation()))
      return rewriter.notifyMatchFailure(op, "not the identity permutation");
    rewriter.replaceOpWithNewOp<RelayoutOp>(op, op.getType(), op.getOperand());
    return success();
  }
};
} // namespace

void TransposeOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                              MLIRContext *context) {
  results.add<IdentityTransposeIsRelayout>(context);
}

//===----------------------------------------------------------------------===//
// Index operations
//===----------------------------------------------------------------------===//

/// The sizes of `type` as far as they are known: its static sizes, and for
/// each `?` the value of its size operand when that is a constant (else
/// kDynamicSize).
static shapes::DimVector knownSizes(ShapedType type,
                                    ArrayRef<Attribute> sizeOperands) {
  shapes::DimVector dims = dimsOf(type);
  const auto *size = sizeOperands.begin();
  for (int64_t &dim : dims) {
    if (!ShapedType::isDynamic(dim))
      continue;
    if (size == sizeOperands.end())
      break;
    if (auto value = dyn_cast_or_null<IntegerAttr>(*size))
      dim = value.getInt();
    ++size;
  }
  return dims;
}

/// Whether the sizes `dims` are all known and pass the lowering's shape
/// checks (not negative, within the widths of a padded layout), with
/// strides and an element count that fit in int64.
static bool passesShapeChecks(const shapes::DimVector &dims,
                              const shapes::Layout &layout) {
  return llvm::all_of(dims, [](int64_t size) { return size >= 0; }) &&
         !shapes::layout_util::verifyLayoutForShape(layout, dims);
}

OpFoldResult LinearizeIndexOp::fold(FoldAdaptor adaptor) {
  auto shaped = cast<ShapedType>(getArrayType());
  ArrayRef<Attribute> operands = adaptor.getIndicesAndSizes();
  size_t numSizes = getSizes().size();
  shapes::DimVector dims = knownSizes(shaped, operands.take_back(numSizes));
  shapes::Layout layout = getSemanticLayout(shaped);
  // The run-time checks compare each index with its size, and each size
  // with 0 and the width that bounds it: fold only when all of them are
  // known to pass.
  if (!passesShapeChecks(dims, layout))
    return {};
  shapes::DimVector index;
  for (auto [d, attr] : llvm::enumerate(operands.drop_back(numSizes))) {
    auto value = dyn_cast_or_null<IntegerAttr>(attr);
    if (!value)
      return {};
    int64_t i = value.getInt();
    if (i < 0 || i >= dims[d])
      return {}; // Out of bounds: leave it to run time.
    index.push_back(i);
  }
  int64_t linear = shapes::index_util::multiIndexToLinear(dims, layout, index);
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
  // The position depends on the physical sizes only, but the run-time
  // checks read every size: fold only when they are known to pass.
  shapes::DimVector dims = knownSizes(shaped, adaptor.getSizes());
  shapes::Layout layout = getSemanticLayout(shaped);
  if (!passesShapeChecks(dims, layout))
    return failure();
  int64_t linear = value.getInt();
  if (linear < 0 ||
      linear >= shapes::layout_util::physicalElementCount(dims, layout))
    return failure();
  for (int64_t i : shapes::index_util::linearToMultiIndex(dims, layout, linear))
    results.push_back(IntegerAttr::get(IndexType::get(getContext()), i));
  return success();
}
