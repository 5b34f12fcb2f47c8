//===- StructuralBodies.cpp - the generic ops of HLO opcodes --------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "shapes/Target/HLO/StructuralBodies.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::hlo;

using xla::PrimitiveType;

void hlo::buildIotaBody(OpBuilder &b, Location loc, ValueRange args,
                        int64_t dim, PrimitiveType kind) {
  Type element = args[0].getType();
  Value index = linalg::IndexOp::create(b, loc, dim);
  Value wide = arith::IndexCastOp::create(b, loc, b.getI64Type(), index);
  Value value;
  if (xla::isFloatType(kind))
    value = arith::UIToFPOp::create(b, loc, element, wide);
  else if (element.getIntOrFloatBitWidth() < 64)
    value = arith::TruncIOp::create(b, loc, element, wide);
  else
    value = wide;
  linalg::YieldOp::create(b, loc, value);
}

AffineMap hlo::getReverseInputMap(MLIRContext *context, ArrayRef<int64_t> shape,
                                  ArrayRef<bool> reversed) {
  SmallVector<AffineExpr> exprs;
  for (auto [d, size] : llvm::enumerate(shape)) {
    AffineExpr dim = getAffineDimExpr(d, context);
    exprs.push_back(reversed[d] && size > 0
                        ? getAffineConstantExpr(size - 1, context) - dim
                        : dim);
  }
  return AffineMap::get(shape.size(), 0, exprs, context);
}

void hlo::buildReverseBody(OpBuilder &b, Location loc, ValueRange args) {
  linalg::YieldOp::create(b, loc, args[0]);
}

DotOperandError hlo::classifyDotOperand(int64_t rank, ArrayRef<int64_t> batch,
                                        ArrayRef<int64_t> contracting,
                                        SmallVectorImpl<int64_t> &freeDims,
                                        SmallVectorImpl<int64_t> &role) {
  role.assign(rank, -1);
  for (auto [i, d] : llvm::enumerate(batch)) {
    if (d < 0 || d >= rank || role[d] != -1)
      return DotOperandError::Batch;
    role[d] = i;
  }
  for (auto [i, d] : llvm::enumerate(contracting)) {
    if (d < 0 || d >= rank || role[d] != -1)
      return DotOperandError::Contracting;
    role[d] = -2 - static_cast<int64_t>(i);
  }
  for (int64_t d = 0; d < rank; ++d)
    if (role[d] == -1)
      freeDims.push_back(d);
  return DotOperandError::None;
}

bool hlo::isDotAccumulation(PrimitiveType operand, PrimitiveType result) {
  if (xla::isFloatType(operand) != xla::isFloatType(result) ||
      xla::primitiveTypeBitWidth(operand) > xla::primitiveTypeBitWidth(result))
    return false;
  bool halfAndBrain =
      (operand == PrimitiveType::F16 && result == PrimitiveType::BF16) ||
      (operand == PrimitiveType::BF16 && result == PrimitiveType::F16);
  return !halfAndBrain;
}

SmallVector<AffineMap> hlo::getDotIndexingMaps(MLIRContext *context,
                                               const DotDimensions &dims) {
  size_t freeStart = dims.lhsBatch.size();
  size_t rhsFreeStart = freeStart + dims.lhsFree.size();
  size_t contractingStart = rhsFreeStart + dims.rhsFree.size();
  size_t loops = contractingStart + dims.lhsContracting.size();
  auto operandMap = [&](ArrayRef<int64_t> role, ArrayRef<int64_t> freeDims,
                        size_t freeBase) {
    SmallVector<AffineExpr> exprs;
    for (int64_t d = 0; d < static_cast<int64_t>(role.size()); ++d) {
      size_t position;
      if (role[d] >= 0)
        position = role[d];
      else if (role[d] <= -2)
        position = contractingStart + (-2 - role[d]);
      else
        position = freeBase + (llvm::find(freeDims, d) - freeDims.begin());
      exprs.push_back(getAffineDimExpr(position, context));
    }
    return AffineMap::get(loops, 0, exprs, context);
  };
  SmallVector<AffineExpr> outputExprs;
  for (size_t i = 0; i < contractingStart; ++i)
    outputExprs.push_back(getAffineDimExpr(i, context));
  return {operandMap(dims.lhsRole, dims.lhsFree, freeStart),
          operandMap(dims.rhsRole, dims.rhsFree, rhsFreeStart),
          AffineMap::get(loops, 0, outputExprs, context)};
}

SmallVector<utils::IteratorType>
hlo::getDotIteratorTypes(const DotDimensions &dims) {
  SmallVector<utils::IteratorType> iterators(
      dims.lhsBatch.size() + dims.lhsFree.size() + dims.rhsFree.size(),
      utils::IteratorType::parallel);
  iterators.append(dims.lhsContracting.size(), utils::IteratorType::reduction);
  return iterators;
}

namespace {

/// `x` widened to `to` for a dot that accumulates in a wider type.
Value widen(OpBuilder &b, Location loc, Value x, PrimitiveType from, Type to) {
  if (x.getType() == to)
    return x;
  if (xla::isFloatType(from))
    return arith::ExtFOp::create(b, loc, to, x);
  if (xla::isUnsignedIntegerType(from) || from == PrimitiveType::Pred)
    return arith::ExtUIOp::create(b, loc, to, x);
  return arith::ExtSIOp::create(b, loc, to, x);
}

/// `accumulator + x * y` in `result` (`or` of `and` for pred).
Value multiplyAccumulate(OpBuilder &b, Location loc, PrimitiveType result,
                         Value accumulator, Value x, Value y) {
  if (xla::isFloatType(result))
    return arith::AddFOp::create(b, loc, accumulator,
                                 arith::MulFOp::create(b, loc, x, y));
  if (result == PrimitiveType::Pred)
    return arith::OrIOp::create(b, loc, accumulator,
                                arith::AndIOp::create(b, loc, x, y));
  return arith::AddIOp::create(b, loc, accumulator,
                               arith::MulIOp::create(b, loc, x, y));
}

} // namespace

void hlo::buildDotBody(OpBuilder &b, Location loc, ValueRange args,
                       PrimitiveType lhs, PrimitiveType rhs,
                       PrimitiveType result) {
  Type element = args[2].getType();
  Value x = widen(b, loc, args[0], lhs, element);
  Value y = widen(b, loc, args[1], rhs, element);
  linalg::YieldOp::create(b, loc,
                          multiplyAccumulate(b, loc, result, args[2], x, y));
}
