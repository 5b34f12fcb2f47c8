//===- Match.cpp - which contractions are packed --------------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// A contraction is packed when it is a linalg op that
// linalg::isaContractionOpInterface accepts, with one M, N and K loop
// after its batch loops, operands read through projected permutations and
// a body of elementwise-mappable scalar ops on its block arguments (so
// that it can be cloned on vectors), once its operands are memrefs. Its
// shape is recognized on tensors too (ContractionMatch.h); its match holds
// the handles the emitters use and the ContractionShape its plan is made
// from.
//
//===----------------------------------------------------------------------===//

#include "Contraction.h"

#include "shapes/Dialect/Shapes/Transforms/ContractionMatch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/OpDefinition.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::contraction;

SmallVector<Value> contraction::operandIndices(AffineMap map,
                                               ArrayRef<Value> ivs) {
  SmallVector<Value> indices;
  for (AffineExpr expr : map.getResults())
    indices.push_back(ivs[cast<AffineDimExpr>(expr).getPosition()]);
  return indices;
}

/// Whether the body's ops can be cloned with vector types: elementwise
/// mappable, one result, operands from the body itself.
static bool hasVectorizableBody(linalg::LinalgOp op) {
  Block *body = op.getBlock();
  for (Operation &inner : body->without_terminator()) {
    if (!OpTrait::hasElementwiseMappableTraits(&inner) ||
        inner.getNumResults() != 1 || inner.getNumRegions() != 0)
      return false;
    for (Value operand : inner.getOperands())
      if (operand.getParentBlock() != body)
        return false;
    if (!isVectorLaneType(inner.getResult(0).getType(),
                          LaneUse::ContractionOperand))
      return false;
  }
  return true;
}

/// Whether the two inputs and the init are shaped values read through
/// projected permutations, of element types that vectors can hold.
static bool hasPackableOperands(linalg::LinalgOp op) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1)
    return false;
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isa<ShapedType>(operand.get().getType()))
      return false;
    if (!op.getMatchingIndexingMap(&operand).isProjectedPermutation(
            /*allowZeroInResults=*/false))
      return false;
    if (!isVectorLaneType(getElementTypeOrSelf(operand.get().getType()),
                          LaneUse::ContractionOperand))
      return false;
  }
  return true;
}

/// The static size of each loop: that of any operand dimension that the
/// loop indexes alone and that is static (the run-time checks make them
/// agree), or kUnknown. Unlike getStaticLoopRanges, a static result or
/// second operand fixes a loop that the first operand leaves `?`.
static SmallVector<int64_t> staticLoopSizes(linalg::LinalgOp op) {
  SmallVector<int64_t> sizes(op.getNumLoops(), kUnknown);
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<ShapedType>(operand.get().getType());
    if (!type)
      continue;
    AffineMap map = op.getMatchingIndexingMap(&operand);
    for (auto [i, expr] : llvm::enumerate(map.getResults()))
      if (auto dim = dyn_cast<AffineDimExpr>(expr))
        if (!type.isDynamicDim(i))
          sizes[dim.getPosition()] = type.getDimSize(i);
  }
  return sizes;
}

/// The buffer, map and element type of `operand` of `op`.
static Operand describeOperand(linalg::LinalgOp op, OpOperand *operand) {
  Value buffer = operand->get();
  return Operand{buffer, op.getMatchingIndexingMap(operand),
                 getElementTypeOrSelf(buffer.getType())};
}

FailureOr<ContractionShape>
mlir::shapes::getContractionShape(linalg::LinalgOp op) {
  if (!hasPackableOperands(op) || !linalg::isaContractionOpInterface(op) ||
      !hasVectorizableBody(op))
    return failure();
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims) || dims->m.size() != 1 || dims->n.size() != 1 ||
      dims->k.size() != 1)
    return failure();
  ContractionShape shape;
  shape.sizes = staticLoopSizes(op);
  shape.batchLoops.assign(dims->batch.begin(), dims->batch.end());
  shape.m = dims->m.front();
  shape.n = dims->n.front();
  shape.k = dims->k.front();
  AffineExpr m = getAffineDimExpr(shape.m, op->getContext());
  bool firstHasM = op.getMatchingIndexingMap(op.getDpsInputOperand(0))
                       .getResultPosition(m) != std::nullopt;
  shape.lhs = firstHasM ? 0 : 1;
  shape.rhs = firstHasM ? 1 : 0;
  shape.resultBits = getElementTypeOrSelf(op.getDpsInitOperand(0)->get())
                         .getIntOrFloatBitWidth();
  return shape;
}

FailureOr<Match> contraction::matchContraction(linalg::LinalgOp op) {
  if (!op.hasPureBufferSemantics())
    return failure();
  FailureOr<ContractionShape> shape = getContractionShape(op);
  if (failed(shape))
    return failure();
  Match match;
  match.shape = std::move(*shape);
  match.op = op;
  match.lhs = describeOperand(op, op.getDpsInputOperand(match.shape.lhs));
  match.rhs = describeOperand(op, op.getDpsInputOperand(match.shape.rhs));
  match.result = describeOperand(op, op.getDpsInitOperand(0));
  match.body = op.getBlock();
  return match;
}
