//===- IndexMath.cpp - index arithmetic of the code generators ------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/CodeGen/IndexMath.h"
#include "shapes/Dialect/Shapes/Transforms/VectorizationPlan.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"

using namespace mlir;
using namespace mlir::shapes;

namespace mlir {
namespace shapes {
namespace codegen {

Value indexConstant(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantIndexOp::create(b, loc, value);
}

int64_t knownValue(OpFoldResult value) {
  std::optional<int64_t> known = getConstantIntValue(value);
  return known ? *known : kUnknown;
}

Value valueOf(OpBuilder &b, Location loc, OpFoldResult value) {
  if (auto attr = dyn_cast<Attribute>(value))
    return indexConstant(b, loc, cast<IntegerAttr>(attr).getInt());
  return cast<Value>(value);
}

SmallVector<int64_t> knownValues(ArrayRef<OpFoldResult> values) {
  return llvm::map_to_vector(values, knownValue);
}

Value linearIndex(OpBuilder &b, Location loc, OpFoldResult offset,
                  ArrayRef<OpFoldResult> strides, ValueRange ivs) {
  int64_t knownOffset = knownValue(offset);
  SmallVector<int64_t> knownStrides =
      knownValues(strides.take_front(ivs.size()));
  if (!isKnown(knownOffset) || !llvm::all_of(knownStrides, isKnown)) {
    Value start = valueOf(b, loc, offset);
    for (auto [iv, stride] : llvm::zip(ivs, strides))
      start = addIndex(b, loc, start, iv, stride);
    return start;
  }
  AffineExpr expr = getAffineConstantExpr(knownOffset, b.getContext());
  SmallVector<OpFoldResult> operands;
  for (auto [iv, stride] : llvm::zip(ivs, knownStrides)) {
    expr = expr + getAffineDimExpr(operands.size(), b.getContext()) * stride;
    operands.push_back(iv);
  }
  AffineMap map = AffineMap::get(operands.size(), 0, expr);
  return getValueOrCreateConstantIndexOp(
      b, loc, affine::makeComposedFoldedAffineApply(b, loc, map, operands));
}

Value addIndex(OpBuilder &b, Location loc, Value a, Value c,
               OpFoldResult scale) {
  int64_t known = knownValue(scale);
  if (known == 0)
    return a;
  Value term =
      known == 1 ? c : arith::MulIOp::create(b, loc, c, valueOf(b, loc, scale));
  return arith::AddIOp::create(b, loc, a, term);
}

Value scaledIndex(OpBuilder &b, Location loc, int64_t k, OpFoldResult scale) {
  int64_t known = knownValue(scale);
  if (isKnown(known))
    return indexConstant(b, loc, k * known);
  return arith::MulIOp::create(b, loc, cast<Value>(scale),
                               indexConstant(b, loc, k));
}

OpFoldResult addFolded(OpBuilder &b, Location loc, OpFoldResult lhs,
                       OpFoldResult rhs) {
  int64_t x = knownValue(lhs), y = knownValue(rhs);
  if (isKnown(x) && isKnown(y))
    return b.getIndexAttr(x + y);
  if (x == 0)
    return rhs;
  if (y == 0)
    return lhs;
  return arith::AddIOp::create(b, loc, valueOf(b, loc, lhs),
                               valueOf(b, loc, rhs))
      .getResult();
}

OpFoldResult mulFolded(OpBuilder &b, Location loc, OpFoldResult lhs,
                       OpFoldResult rhs) {
  int64_t x = knownValue(lhs), y = knownValue(rhs);
  if (isKnown(x) && isKnown(y))
    return b.getIndexAttr(x * y);
  if (x == 0 || y == 0)
    return b.getIndexAttr(0);
  if (x == 1)
    return rhs;
  if (y == 1)
    return lhs;
  return arith::MulIOp::create(b, loc, valueOf(b, loc, lhs),
                               valueOf(b, loc, rhs))
      .getResult();
}

Value ceilDiv(OpBuilder &b, Location loc, Value x, int64_t d) {
  Value dMinusOne = indexConstant(b, loc, d - 1);
  Value divisor = indexConstant(b, loc, d);
  return arith::DivUIOp::create(
      b, loc, arith::AddIOp::create(b, loc, x, dMinusOne), divisor);
}

} // namespace codegen
} // namespace shapes
} // namespace mlir
