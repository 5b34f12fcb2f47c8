//===- Match.cpp - which contractions are packed --------------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// A contraction is packed when it is a linalg op on memrefs that
// linalg::isaContractionOpInterface accepts, with one M, N and K loop
// after its batch loops, operands read through projected permutations and
// a body of elementwise-mappable scalar ops on its block arguments (so
// that it can be cloned on vectors). Its match holds the handles the
// emitters use and the ContractionShape its plan is made from.
//
//===----------------------------------------------------------------------===//

#include "Contraction.h"

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

/// Whether every operand is a memref read through a projected permutation
/// of element types that vectors can hold.
static bool hasPackableOperands(linalg::LinalgOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumDpsInputs() != 2 ||
      op.getNumDpsInits() != 1)
    return false;
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isa<MemRefType>(operand.get().getType()))
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

FailureOr<Match> contraction::matchContraction(linalg::LinalgOp op) {
  if (!hasPackableOperands(op) || !linalg::isaContractionOpInterface(op) ||
      !hasVectorizableBody(op))
    return failure();
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims) || dims->m.size() != 1 || dims->n.size() != 1 ||
      dims->k.size() != 1)
    return failure();
  Match match;
  ContractionShape &shape = match.shape;
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
  match.op = op;
  match.lhs = describeOperand(op, op.getDpsInputOperand(shape.lhs));
  match.rhs = describeOperand(op, op.getDpsInputOperand(shape.rhs));
  match.result = describeOperand(op, op.getDpsInitOperand(0));
  match.body = op.getBlock();
  shape.resultBits = match.result.element.getIntOrFloatBitWidth();
  return match;
}
