//===- ScalarOps.cpp - XLA scalar semantics as arith ops ------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Implements include/shapes/Conversion/ShapesToLinalg/ScalarOps.h.
//
//===----------------------------------------------------------------------===//

#include "shapes/Conversion/ShapesToLinalg/ScalarOps.h"
#include "shapes/Dialect/Shapes/IR/ShapesOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::shapes;

namespace {

Value intConstant(OpBuilder &b, Location loc, Type type, const APInt &value) {
  return arith::ConstantOp::create(b, loc, type, b.getIntegerAttr(type, value));
}

/// XLA integer division and remainder, total and trap-free.
///   rhs == 0             : div = -1 (all bits set), rem = lhs
///   lhs == MIN, rhs == -1: div = MIN,                rem = 0
/// Both special cases divide by 1 instead, which gives exactly these values
/// except for div by zero, which is then selected.
Value buildIntDivRem(OpBuilder &b, Location loc, Value lhs, Value rhs,
                     bool isDiv) {
  Type type = lhs.getType();
  unsigned width = type.getIntOrFloatBitWidth();
  Value zero = intConstant(b, loc, type, APInt::getZero(width));
  Value one = intConstant(b, loc, type, APInt(width, 1));
  Value allOnes = intConstant(b, loc, type, APInt::getAllOnes(width));
  Value intMin = intConstant(b, loc, type, APInt::getSignedMinValue(width));

  Value isZero =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, rhs, zero);
  Value isMin =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, lhs, intMin);
  Value isMinusOne =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, rhs, allOnes);
  Value overflow = arith::AndIOp::create(b, loc, isMin, isMinusOne);
  Value unsafe = arith::OrIOp::create(b, loc, isZero, overflow);
  Value safeRhs = arith::SelectOp::create(b, loc, unsafe, one, rhs);
  if (isDiv) {
    Value quotient = arith::DivSIOp::create(b, loc, lhs, safeRhs);
    return arith::SelectOp::create(b, loc, isZero, allOnes, quotient);
  }
  Value remainder = arith::RemSIOp::create(b, loc, lhs, safeRhs);
  return arith::SelectOp::create(b, loc, isZero, lhs, remainder);
}

arith::CmpFPredicate floatPredicate(ComparisonDirection direction) {
  switch (direction) {
  case ComparisonDirection::eq:
    return arith::CmpFPredicate::OEQ;
  case ComparisonDirection::ne:
    return arith::CmpFPredicate::UNE; // True on NaN.
  case ComparisonDirection::lt:
    return arith::CmpFPredicate::OLT;
  case ComparisonDirection::le:
    return arith::CmpFPredicate::OLE;
  case ComparisonDirection::gt:
    return arith::CmpFPredicate::OGT;
  case ComparisonDirection::ge:
    return arith::CmpFPredicate::OGE;
  }
  llvm_unreachable("unknown comparison direction");
}

arith::CmpIPredicate intPredicate(ComparisonDirection direction,
                                  bool isUnsigned) {
  switch (direction) {
  case ComparisonDirection::eq:
    return arith::CmpIPredicate::eq;
  case ComparisonDirection::ne:
    return arith::CmpIPredicate::ne;
  case ComparisonDirection::lt:
    return isUnsigned ? arith::CmpIPredicate::ult : arith::CmpIPredicate::slt;
  case ComparisonDirection::le:
    return isUnsigned ? arith::CmpIPredicate::ule : arith::CmpIPredicate::sle;
  case ComparisonDirection::gt:
    return isUnsigned ? arith::CmpIPredicate::ugt : arith::CmpIPredicate::sgt;
  case ComparisonDirection::ge:
    return isUnsigned ? arith::CmpIPredicate::uge : arith::CmpIPredicate::sge;
  }
  llvm_unreachable("unknown comparison direction");
}

} // namespace

FailureOr<Value> mlir::shapes::buildScalarOp(OpBuilder &b, Location loc,
                                             Operation *op, Value lhs,
                                             Value rhs) {
  Type type = lhs.getType();
  bool isFloat = isa<FloatType>(type);
  return TypeSwitch<Operation *, FailureOr<Value>>(op)
      .Case([&](AddOp) -> Value {
        if (isFloat)
          return arith::AddFOp::create(b, loc, lhs, rhs);
        return arith::AddIOp::create(b, loc, lhs, rhs);
      })
      .Case([&](SubOp) -> Value {
        if (isFloat)
          return arith::SubFOp::create(b, loc, lhs, rhs);
        return arith::SubIOp::create(b, loc, lhs, rhs);
      })
      .Case([&](MulOp) -> Value {
        if (isFloat)
          return arith::MulFOp::create(b, loc, lhs, rhs);
        return arith::MulIOp::create(b, loc, lhs, rhs);
      })
      .Case([&](DivOp) -> Value {
        if (isFloat)
          return arith::DivFOp::create(b, loc, lhs, rhs);
        return buildIntDivRem(b, loc, lhs, rhs, /*isDiv=*/true);
      })
      .Case([&](RemOp) -> Value {
        if (isFloat) // fmod: the sign of the dividend.
          return arith::RemFOp::create(b, loc, lhs, rhs);
        return buildIntDivRem(b, loc, lhs, rhs, /*isDiv=*/false);
      })
      .Case([&](MaxOp) -> Value {
        if (isFloat) // NaN-propagating, like XLA.
          return arith::MaximumFOp::create(b, loc, lhs, rhs);
        return arith::MaxSIOp::create(b, loc, lhs, rhs);
      })
      .Case([&](MinOp) -> Value {
        if (isFloat) // NaN-propagating, like XLA.
          return arith::MinimumFOp::create(b, loc, lhs, rhs);
        return arith::MinSIOp::create(b, loc, lhs, rhs);
      })
      .Case([&](AndOp) -> Value {
        return arith::AndIOp::create(b, loc, lhs, rhs);
      })
      .Case(
          [&](OrOp) -> Value { return arith::OrIOp::create(b, loc, lhs, rhs); })
      .Case([&](XorOp) -> Value {
        return arith::XOrIOp::create(b, loc, lhs, rhs);
      })
      .Case([&](CompareOp compare) -> Value {
        if (isFloat)
          return arith::CmpFOp::create(
              b, loc, floatPredicate(compare.getDirection()), lhs, rhs);
        // i1 compares as unsigned (false < true); other integers as signed.
        bool isUnsigned = type.getIntOrFloatBitWidth() == 1;
        return arith::CmpIOp::create(
            b, loc, intPredicate(compare.getDirection(), isUnsigned), lhs, rhs);
      })
      .Default([](Operation *) { return failure(); });
}
