//===- Scalar.cpp - XLA's scalar semantics on constants -------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Implements include/shapes/Semantics/Scalar.h: the constant algebra of
// ScalarRules.h.
//
//===----------------------------------------------------------------------===//

#include "shapes/Semantics/Scalar.h"

#include "llvm/ADT/APSInt.h"

using llvm::APFloat;
using llvm::APInt;

namespace mlir::shapes {
namespace {

/// The algebra of ScalarRules.h on constants.
struct ConstantAlgebra {
  using Value = Scalar;

  static Scalar boolean(bool value) { return Scalar(APInt(1, value)); }

  bool isFloat(const Scalar &x) const { return x.isFloat(); }
  unsigned bitWidth(const Scalar &x) const { return x.getInt().getBitWidth(); }
  Scalar intConstant(const Scalar &like, IntConstant which) const {
    unsigned width = like.getInt().getBitWidth();
    switch (which) {
    case IntConstant::Zero:
      return Scalar(APInt::getZero(width));
    case IntConstant::One:
      return Scalar(APInt(width, 1));
    case IntConstant::AllOnes:
      return Scalar(APInt::getAllOnes(width));
    case IntConstant::SignedMin:
      return Scalar(APInt::getSignedMinValue(width));
    case IntConstant::SignedMax:
      return Scalar(APInt::getSignedMaxValue(width));
    case IntConstant::BitWidth:
      return Scalar(APInt(width, width));
    }
    return like;
  }
  Scalar floatConstant(const Scalar &like, APFloat value) const {
    bool losesInfo = false;
    value.convert(like.getFloat().getSemantics(), APFloat::rmNearestTiesToEven,
                  &losesInfo);
    return Scalar(value);
  }

  Scalar add(const Scalar &x, const Scalar &y) const {
    return Scalar(x.getInt() + y.getInt());
  }
  Scalar sub(const Scalar &x, const Scalar &y) const {
    return Scalar(x.getInt() - y.getInt());
  }
  Scalar mul(const Scalar &x, const Scalar &y) const {
    return Scalar(x.getInt() * y.getInt());
  }
  Scalar sdiv(const Scalar &x, const Scalar &y) const {
    return Scalar(x.getInt().sdiv(y.getInt()));
  }
  Scalar srem(const Scalar &x, const Scalar &y) const {
    return Scalar(x.getInt().srem(y.getInt()));
  }
  Scalar udiv(const Scalar &x, const Scalar &y) const {
    return Scalar(x.getInt().udiv(y.getInt()));
  }
  Scalar urem(const Scalar &x, const Scalar &y) const {
    return Scalar(x.getInt().urem(y.getInt()));
  }
  Scalar shl(const Scalar &x, const Scalar &y) const {
    return Scalar(x.getInt().shl(y.getInt().getZExtValue()));
  }
  Scalar lshr(const Scalar &x, const Scalar &y) const {
    return Scalar(x.getInt().lshr(y.getInt().getZExtValue()));
  }
  Scalar ashr(const Scalar &x, const Scalar &y) const {
    return Scalar(x.getInt().ashr(y.getInt().getZExtValue()));
  }
  Scalar smax(const Scalar &x, const Scalar &y) const {
    return x.getInt().sge(y.getInt()) ? x : y;
  }
  Scalar smin(const Scalar &x, const Scalar &y) const {
    return x.getInt().sle(y.getInt()) ? x : y;
  }
  Scalar andI(const Scalar &x, const Scalar &y) const {
    return Scalar(x.getInt() & y.getInt());
  }
  Scalar orI(const Scalar &x, const Scalar &y) const {
    return Scalar(x.getInt() | y.getInt());
  }
  Scalar xorI(const Scalar &x, const Scalar &y) const {
    return Scalar(x.getInt() ^ y.getInt());
  }
  Scalar select(const Scalar &condition, const Scalar &x,
                const Scalar &y) const {
    return condition.getInt().isOne() ? x : y;
  }
  Scalar icmp(ComparisonDirection direction, bool isUnsigned, const Scalar &x,
              const Scalar &y) const {
    const APInt &a = x.getInt(), &b = y.getInt();
    auto less = [&](const APInt &p, const APInt &q) {
      return isUnsigned ? p.ult(q) : p.slt(q);
    };
    switch (direction) {
    case ComparisonDirection::eq:
      return boolean(a == b);
    case ComparisonDirection::ne:
      return boolean(a != b);
    case ComparisonDirection::lt:
      return boolean(less(a, b));
    case ComparisonDirection::le:
      return boolean(!less(b, a));
    case ComparisonDirection::gt:
      return boolean(less(b, a));
    case ComparisonDirection::ge:
      return boolean(!less(a, b));
    }
    return boolean(false);
  }

  Scalar fadd(const Scalar &x, const Scalar &y) const {
    return Scalar(x.getFloat() + y.getFloat());
  }
  Scalar fsub(const Scalar &x, const Scalar &y) const {
    return Scalar(x.getFloat() - y.getFloat());
  }
  Scalar fmul(const Scalar &x, const Scalar &y) const {
    return Scalar(x.getFloat() * y.getFloat());
  }
  Scalar fdiv(const Scalar &x, const Scalar &y) const {
    return Scalar(x.getFloat() / y.getFloat());
  }
  Scalar frem(const Scalar &x, const Scalar &y) const {
    APFloat result = x.getFloat();
    result.mod(y.getFloat()); // fmod, like arith.remf
    return Scalar(result);
  }
  Scalar fmaximum(const Scalar &x, const Scalar &y) const {
    return Scalar(llvm::maximum(x.getFloat(), y.getFloat()));
  }
  Scalar fminimum(const Scalar &x, const Scalar &y) const {
    return Scalar(llvm::minimum(x.getFloat(), y.getFloat()));
  }
  Scalar bitcastToInt(const Scalar &x) const {
    return Scalar(x.getFloat().bitcastToAPInt());
  }
  Scalar fpToInt(const Scalar &x, unsigned width, bool isUnsigned) const {
    llvm::APSInt result(width, isUnsigned);
    bool isExact = false;
    // Out of range or NaN, the result is unspecified; the rules select
    // another value then.
    (void)x.getFloat().convertToInteger(result, APFloat::rmTowardZero,
                                        &isExact);
    return Scalar(APInt(result));
  }
  Scalar isNan(const Scalar &x) const { return boolean(x.getFloat().isNaN()); }
  Scalar fcmp(ComparisonDirection direction, bool unordered, const Scalar &x,
              const Scalar &y) const {
    APFloat::cmpResult cmp = x.getFloat().compare(y.getFloat());
    if (cmp == APFloat::cmpUnordered)
      return boolean(unordered);
    switch (direction) {
    case ComparisonDirection::eq:
      return boolean(cmp == APFloat::cmpEqual);
    case ComparisonDirection::ne:
      return boolean(cmp != APFloat::cmpEqual);
    case ComparisonDirection::lt:
      return boolean(cmp == APFloat::cmpLessThan);
    case ComparisonDirection::le:
      return boolean(cmp == APFloat::cmpLessThan || cmp == APFloat::cmpEqual);
    case ComparisonDirection::gt:
      return boolean(cmp == APFloat::cmpGreaterThan);
    case ComparisonDirection::ge:
      return boolean(cmp == APFloat::cmpGreaterThan ||
                     cmp == APFloat::cmpEqual);
    }
    return boolean(false);
  }
};

} // namespace

Scalar evaluateScalarOp(ScalarOp op, const Scalar &lhs, const Scalar &rhs) {
  ConstantAlgebra algebra;
  return applyScalarOp(algebra, op, lhs, rhs);
}

Scalar evaluateUnsignedDivRem(bool isRemainder, const Scalar &lhs,
                              const Scalar &rhs) {
  ConstantAlgebra algebra;
  return applyUnsignedDivRem(algebra, isRemainder, lhs, rhs);
}

Scalar evaluateTotalOrderCompare(ComparisonDirection direction,
                                 const Scalar &lhs, const Scalar &rhs) {
  ConstantAlgebra algebra;
  return applyTotalOrderCompare(algebra, direction, lhs, rhs);
}

Scalar evaluateFloatToIntSaturating(const Scalar &x, unsigned width,
                                    bool isUnsigned) {
  ConstantAlgebra algebra;
  return applyFloatToIntSaturating(algebra, x, width, isUnsigned);
}

Scalar evaluateShift(ShiftKind kind, const Scalar &x, const Scalar &amount) {
  ConstantAlgebra algebra;
  return applyShift(algebra, kind, x, amount);
}

std::optional<Scalar> evaluateReductionIdentity(BinaryOpKind kind,
                                                const Scalar &like) {
  ConstantAlgebra algebra;
  return reductionIdentity(algebra, kind, like);
}

} // namespace mlir::shapes
