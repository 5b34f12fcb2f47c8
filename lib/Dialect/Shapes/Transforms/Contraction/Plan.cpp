//===- Plan.cpp - which contractions are packed, and how ------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// A contraction is packed when it is a linalg op on memrefs that
// linalg::isaContractionOpInterface accepts, with one M, N and K loop
// after its batch loops, operands read through projected permutations and
// a body of elementwise-mappable scalar ops on its block arguments (so
// that it can be cloned on vectors). The tile has one vector of
// vector-bits per row; static sizes shrink the blocks to what they need.
//
//===----------------------------------------------------------------------===//

#include "Contraction.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/OpDefinition.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::contraction;

Type Plan::lhsElement() const {
  return getElementTypeOrSelf(lhsBuffer().getType());
}
Type Plan::rhsElement() const {
  return getElementTypeOrSelf(rhsBuffer().getType());
}
Type Plan::resultElement() const {
  return getElementTypeOrSelf(resultBuffer().getType());
}
Value Plan::lhsBuffer() const { return op.getDpsInputOperand(lhs)->get(); }
Value Plan::rhsBuffer() const { return op.getDpsInputOperand(rhs)->get(); }
Value Plan::resultBuffer() const { return op.getDpsInitOperand(0)->get(); }
AffineMap Plan::lhsMap() const {
  return op.getMatchingIndexingMap(op.getDpsInputOperand(lhs));
}
AffineMap Plan::rhsMap() const {
  return op.getMatchingIndexingMap(op.getDpsInputOperand(rhs));
}
AffineMap Plan::resultMap() const {
  return op.getMatchingIndexingMap(op.getDpsInitOperand(0));
}

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

static int64_t roundUp(int64_t value, int64_t multiple) {
  return (value + multiple - 1) / multiple * multiple;
}

/// The static size of each loop: that of any operand dimension that the
/// loop indexes alone and that is static (the run-time checks make them
/// agree), or dynamic. Unlike getStaticLoopRanges, a static result or
/// second operand fixes a loop that the first operand leaves `?`.
static SmallVector<int64_t> staticLoopSizes(linalg::LinalgOp op) {
  SmallVector<int64_t> sizes(op.getNumLoops(), ShapedType::kDynamic);
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

/// Shrinks the blocks to the static sizes of the loops they cut.
static void fitBlocks(Plan &plan) {
  SmallVector<int64_t> sizes = staticLoopSizes(plan.op);
  if (!ShapedType::isDynamic(sizes[plan.m]))
    plan.mc = std::min(plan.mc,
                       roundUp(std::max<int64_t>(sizes[plan.m], 1), plan.mr));
  if (!ShapedType::isDynamic(sizes[plan.n]))
    plan.nc = std::min(plan.nc,
                       roundUp(std::max<int64_t>(sizes[plan.n], 1), plan.nr));
  if (!ShapedType::isDynamic(sizes[plan.k]))
    plan.kc = std::min(plan.kc, std::max<int64_t>(sizes[plan.k], 1));
}

FailureOr<Plan> contraction::planContraction(linalg::LinalgOp op,
                                             const VectorTarget &target,
                                             int64_t threads, bool fma) {
  if (!hasPackableOperands(op) || !linalg::isaContractionOpInterface(op) ||
      !hasVectorizableBody(op))
    return failure();
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims) || dims->m.size() != 1 || dims->n.size() != 1 ||
      dims->k.size() != 1)
    return failure();
  Plan plan;
  plan.op = op;
  plan.batchDims.assign(dims->batch.begin(), dims->batch.end());
  plan.m = dims->m.front();
  plan.n = dims->n.front();
  plan.k = dims->k.front();
  AffineExpr m = getAffineDimExpr(plan.m, op->getContext());
  bool firstHasM = op.getMatchingIndexingMap(op.getDpsInputOperand(0))
                       .getResultPosition(m) != std::nullopt;
  plan.lhs = firstHasM ? 0 : 1;
  plan.rhs = firstHasM ? 1 : 0;
  unsigned resultBits = plan.resultElement().getIntOrFloatBitWidth();
  plan.target = &target;
  plan.nr = std::max<int64_t>(target.contractionBits / resultBits, 1);
  plan.mr = std::max<int64_t>(target.mr, 1);
  plan.kc = std::max<int64_t>(target.kc, 1);
  plan.mc = roundUp(std::max<int64_t>(target.mc, 1), plan.mr);
  plan.nc = roundUp(std::max<int64_t>(target.nc, 1), plan.nr);
  plan.threads = std::max<int64_t>(threads, 1);
  plan.fma = fma;
  SmallVector<int64_t> sizes = staticLoopSizes(op);
  plan.splitRows = plan.isParallel() && !ShapedType::isDynamic(sizes[plan.m]) &&
                   !ShapedType::isDynamic(sizes[plan.n]) &&
                   sizes[plan.n] < sizes[plan.m];
  fitBlocks(plan);
  return plan;
}
