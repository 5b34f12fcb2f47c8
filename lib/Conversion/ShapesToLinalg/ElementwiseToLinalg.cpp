//===- ElementwiseToLinalg.cpp - elementwise ops on layout tensors --------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Lowers an elementwise-mappable op (arith, math, ...) on ranked tensors
// that carry a #shapes.layout to one linalg.generic whose inits are
// tensor.empty ops of the result types, encodings included, and whose loops
// walk the first result in its physical order. Upstream's
// -convert-elementwise-to-linalg builds the init without the encoding when
// the result's element type differs from the operands' (arith.cmpf), and
// the generic no longer verifies.
//
//===----------------------------------------------------------------------===//

#include "shapes/Conversion/ShapesToLinalg/ShapesToLinalg.h"
#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::shapes;

bool mlir::shapes::isElementwiseOnLayoutTensors(Operation *op) {
  if (!OpTrait::hasElementwiseMappableTraits(op) || op->getNumRegions() != 0 ||
      op->getNumResults() == 0)
    return false;
  auto isRanked = [](Type type) { return isa<RankedTensorType>(type); };
  if (!llvm::all_of(op->getOperandTypes(), isRanked) ||
      !llvm::all_of(op->getResultTypes(), isRanked))
    return false;
  auto hasLayout = [](Type type) { return bool(getLayoutAttr(type)); };
  return llvm::any_of(op->getOperandTypes(), hasLayout) ||
         llvm::any_of(op->getResultTypes(), hasLayout);
}

namespace {
struct ElementwiseOnLayoutsLowering : ConversionPattern {
  ElementwiseOnLayoutsLowering(MLIRContext *context)
      : ConversionPattern(MatchAnyOpTypeTag(), /*benefit=*/1, context) {}

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isElementwiseOnLayoutTensors(op))
      return rewriter.notifyMatchFailure(op, "not elementwise on layouts");
    Location loc = op->getLoc();
    auto firstResult = cast<RankedTensorType>(op->getResultTypes()[0]);
    int64_t rank = firstResult.getRank();
    // Elementwise ops have operands and results of one shape: the sizes of
    // the first operand (or of a static result) size every init.
    SmallVector<OpFoldResult> sizes =
        operands.empty() || firstResult.hasStaticShape()
            ? getAsIndexOpFoldResult(rewriter.getContext(),
                                     firstResult.getShape())
            : tensor::getMixedSizes(rewriter, loc, operands[0]);
    SmallVector<Value> inits;
    SmallVector<Type> scalarTypes;
    for (Type type : op->getResultTypes()) {
      auto tensorType = cast<RankedTensorType>(type);
      inits.push_back(tensor::EmptyOp::create(rewriter, loc, sizes,
                                              tensorType.getElementType(),
                                              tensorType.getEncoding()));
      scalarTypes.push_back(tensorType.getElementType());
    }
    // Every operand is read at the loop's index: identity maps, with the
    // loops ordered by the first result's layout.
    shapes::OperandMap identity;
    for (int64_t d = 0; d < rank; ++d)
      identity.resultDims.push_back(d);
    identity.degenerate.assign(rank, false);
    SmallVector<shapes::OperandMap> operandMaps(operands.size(), identity);
    SmallVector<AffineMap> maps =
        getBroadcastIndexingMaps(firstResult, operandMaps);
    // The result map of the first result serves every result.
    AffineMap resultMap = maps.back();
    maps.append(op->getNumResults() - 1, resultMap);
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    auto generic = linalg::GenericOp::create(
        rewriter, loc, op->getResultTypes(), operands, inits, maps, iterators,
        [&](OpBuilder &b, Location bodyLoc, ValueRange args) {
          Operation *scalar = b.create(bodyLoc, op->getName().getIdentifier(),
                                       args.take_front(operands.size()),
                                       scalarTypes, op->getAttrs());
          linalg::YieldOp::create(b, bodyLoc, scalar->getResults());
        });
    rewriter.replaceOp(op, generic->getResults());
    return success();
  }
};
} // namespace

void mlir::shapes::populateElementwiseOnLayoutsToLinalgPatterns(
    RewritePatternSet &patterns) {
  patterns.add<ElementwiseOnLayoutsLowering>(patterns.getContext());
}
