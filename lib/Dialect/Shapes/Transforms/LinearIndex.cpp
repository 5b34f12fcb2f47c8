//===- LinearIndex.cpp - indices as linear combinations -------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/LinearIndex.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using mlir::shapes::combine;
using mlir::shapes::LinearIndex;
using mlir::shapes::linearIndexOf;

namespace {

/// The constant `value` as a LinearIndex.
LinearIndex constantIndex(int64_t value) {
  LinearIndex index;
  index.constant = value;
  return index;
}

} // namespace

/// `expr` of an affine.apply whose operands are `operands`.
static std::optional<LinearIndex>
linearIndexOfExpr(AffineExpr expr, ValueRange operands, unsigned dims) {
  if (auto constant = dyn_cast<AffineConstantExpr>(expr))
    return constantIndex(constant.getValue());
  if (auto dim = dyn_cast<AffineDimExpr>(expr))
    return linearIndexOf(operands[dim.getPosition()]);
  if (auto symbol = dyn_cast<AffineSymbolExpr>(expr))
    return linearIndexOf(operands[dims + symbol.getPosition()]);
  auto binary = cast<AffineBinaryOpExpr>(expr);
  std::optional<LinearIndex> lhs =
      linearIndexOfExpr(binary.getLHS(), operands, dims);
  if (expr.getKind() == AffineExprKind::Add)
    return combine(lhs, linearIndexOfExpr(binary.getRHS(), operands, dims), 1);
  auto factor = dyn_cast<AffineConstantExpr>(binary.getRHS());
  if (expr.getKind() != AffineExprKind::Mul || !factor)
    return std::nullopt;
  return combine(LinearIndex(), lhs, factor.getValue());
}

std::optional<LinearIndex> mlir::shapes::linearIndexOf(Value value) {
  if (std::optional<int64_t> constant = getConstantIntValue(value))
    return constantIndex(*constant);
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    // An induction variable: every argument of an scf.parallel's body, the
    // first of an scf.for's.
    Operation *parent = arg.getOwner()->getParentOp();
    auto loop = dyn_cast<scf::ForOp>(parent);
    if (!isa<scf::ParallelOp>(parent) &&
        !(loop && loop.getInductionVar() == arg))
      return std::nullopt;
    LinearIndex leaf;
    leaf.coefficients[value] = 1;
    return leaf;
  }
  if (auto sum = value.getDefiningOp<arith::AddIOp>())
    return combine(linearIndexOf(sum.getLhs()), linearIndexOf(sum.getRhs()), 1);
  if (auto difference = value.getDefiningOp<arith::SubIOp>())
    return combine(linearIndexOf(difference.getLhs()),
                   linearIndexOf(difference.getRhs()), -1);
  if (auto product = value.getDefiningOp<arith::MulIOp>()) {
    if (std::optional<int64_t> factor = getConstantIntValue(product.getRhs()))
      return combine(LinearIndex(), linearIndexOf(product.getLhs()), *factor);
    if (std::optional<int64_t> factor = getConstantIntValue(product.getLhs()))
      return combine(LinearIndex(), linearIndexOf(product.getRhs()), *factor);
    return std::nullopt;
  }
  auto apply = value.getDefiningOp<affine::AffineApplyOp>();
  if (!apply)
    return std::nullopt;
  AffineMap map = apply.getAffineMap();
  return linearIndexOfExpr(map.getResult(0), apply.getMapOperands(),
                           map.getNumDims());
}

std::optional<LinearIndex> mlir::shapes::combine(std::optional<LinearIndex> a,
                                                 std::optional<LinearIndex> b,
                                                 int64_t factor) {
  if (!a || !b)
    return std::nullopt;
  LinearIndex sum = *a;
  int64_t term;
  if (llvm::MulOverflow(b->constant, factor, term) ||
      llvm::AddOverflow(sum.constant, term, sum.constant))
    return std::nullopt;
  for (auto [value, coefficient] : b->coefficients)
    if (llvm::MulOverflow(coefficient, factor, term) ||
        llvm::AddOverflow(sum.coefficients[value], term,
                          sum.coefficients[value]))
      return std::nullopt;
  return sum;
}
