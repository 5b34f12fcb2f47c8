//===- BodyCloner.cpp - a scalar body cloned on vectors -------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/CodeGen/BodyCloner.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::codegen;

bool codegen::dividesThroughFloat(Operation &op) {
  return isa<arith::DivSIOp, arith::RemSIOp>(op) &&
         op.getResult(0).getType().getIntOrFloatBitWidth() <= 32;
}

/// Signed integer division and remainder of vectors of at most 32-bit
/// integers, through floating point. The quotient is exact: the operands
/// convert exactly (f64 for 32 bits, f32 below), and a non-integral
/// quotient x / y lies at least 1/|y| from an integer, a relative distance
/// of at least 2^-(width-1), more than the rounding error of the division
/// (2^-53, 2^-24); truncation then gives the integer quotient. Operands
/// that would trap (y = 0, INT_MIN / -1) are undefined for arith.divsi
/// too; XLA's rules select safe divisors before the division.
static Value divideThroughFloat(OpBuilder &b, Location loc, Operation *op,
                                Value lhs, Value rhs) {
  auto type = cast<VectorType>(lhs.getType());
  unsigned width = type.getElementTypeBitWidth();
  Type floatElement = width == 32 ? Type(b.getF64Type()) : Type(b.getF32Type());
  auto floatType = VectorType::get(type.getShape(), floatElement);
  Value x = arith::SIToFPOp::create(b, loc, floatType, lhs);
  Value y = arith::SIToFPOp::create(b, loc, floatType, rhs);
  Value quotient = arith::FPToSIOp::create(b, loc, type,
                                           arith::DivFOp::create(b, loc, x, y));
  if (isa<arith::DivSIOp>(op))
    return quotient;
  // x - (x / y) * y
  return arith::SubIOp::create(b, loc, lhs,
                               arith::MulIOp::create(b, loc, quotient, rhs));
}

Value codegen::cloneBody(OpBuilder &b, Location loc, Block &body,
                         ValueRange args, int64_t lanes,
                         FusedProductFn fusedProduct) {
  IRMapping mapping;
  for (auto [arg, value] : llvm::zip(body.getArguments(), args))
    mapping.map(arg, value);
  auto vectorOf = [&](Type type) { return VectorType::get({lanes}, type); };
  // The vector of `value`: its clone, or a broadcast of a value from
  // outside the body.
  auto lookup = [&](Value value) {
    if (!mapping.contains(value))
      mapping.map(value, vector::BroadcastOp::create(
                             b, loc, vectorOf(value.getType()), value));
    return mapping.lookup(value);
  };
  // The products that a vector.fma computes with the op that adds them.
  SmallPtrSet<Operation *, 2> fused;
  if (fusedProduct && lanes != 0)
    for (Operation &op : body.without_terminator())
      if (Operation *product = fusedProduct(op))
        fused.insert(product);
  for (Operation &op : body.without_terminator()) {
    if (lanes == 0) {
      b.clone(op, mapping);
      continue;
    }
    if (fused.contains(&op))
      continue;
    if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
      VectorType type = vectorOf(constant.getType());
      mapping.map(
          constant.getResult(),
          arith::ConstantOp::create(
              b, loc, type, SplatElementsAttr::get(type, constant.getValue())));
      continue;
    }
    if (Operation *product = fusedProduct ? fusedProduct(op) : nullptr) {
      Value addend = op.getOperand(0) == product->getResult(0)
                         ? op.getOperand(1)
                         : op.getOperand(0);
      mapping.map(op.getResult(0),
                  vector::FMAOp::create(
                      b, op.getLoc(), lookup(product->getOperand(0)),
                      lookup(product->getOperand(1)), lookup(addend)));
      continue;
    }
    for (Value operand : op.getOperands())
      lookup(operand);
    if (dividesThroughFloat(op)) {
      mapping.map(op.getResult(0),
                  divideThroughFloat(b, loc, &op, lookup(op.getOperand(0)),
                                     lookup(op.getOperand(1))));
      continue;
    }
    Operation *clone = b.clone(op, mapping);
    for (OpResult result : clone->getResults())
      result.setType(vectorOf(result.getType()));
  }
  Value result = mapping.lookupOrDefault(body.getTerminator()->getOperand(0));
  // A body that yields a value from outside it (folded to a constant).
  if (lanes != 0 && !isa<VectorType>(result.getType()))
    result =
        vector::BroadcastOp::create(b, loc, vectorOf(result.getType()), result);
  return result;
}
