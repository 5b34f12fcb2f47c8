//===- ScalarRules.h - XLA's scalar semantics, written once -----*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The scalar operation of every broadcasting op, written once against an
// "algebra": a class that provides primitive operations on its `Value`s.
// Two algebras interpret the same rules:
//
//  - ConstantAlgebra (Scalar.h) evaluates them on APInt / APFloat: the
//    folder and the reference evaluator of the differential tests;
//  - the arith builder of -shapes-lower-to-linalg (ScalarOps.cpp) emits them
//    as arith ops.
//
// An algebra A provides, for A::Value x, y and an A::Value c of type i1:
//   bool isFloat(x); unsigned bitWidth(x);
//   intConstant(x, IntConstant) (a constant of x's type);
//   add sub mul sdiv srem smax smin andI orI xorI (integers);
//   select(c, x, y); icmp(ComparisonDirection, bool isUnsigned, x, y);
//   fadd fsub fmul fdiv frem fmaximum fminimum (floats);
//   fcmp(ComparisonDirection, bool unordered, x, y).
// The rules of the HLO importer's spelled-out bodies (unsigned divide and
// remainder, total-order compare, saturating float-to-int convert, shifts),
// and the identities of reductions, also need:
//   udiv urem shl lshr ashr (integers);
//   bitcastToInt(x) (the bits of a float as an integer of its width);
//   floatConstant(x, APFloat) (rounded to nearest even to x's type);
//   fpToInt(x, unsigned width, bool isUnsigned) (rounds toward zero; its
//   value is only used when x is in range); isNan(x).
// `sdiv`/`srem`/`udiv`/`urem` are only called with divisors that do not
// trap, `shl`/`lshr`/`ashr` only with amounts below the bit width (LLVM
// makes a wider shift poison).
//
// Adding a binary op: one BinaryOpKind case (Enums.td) and one case here.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_SEMANTICS_SCALARRULES_H
#define SHAPES_SEMANTICS_SCALARRULES_H

#include "shapes/Semantics/Elementwise.h"

#include "llvm/ADT/APFloat.h"

#include <optional>

namespace mlir::shapes {

/// The scalar operation a broadcasting op applies to each pair of elements.
struct ScalarOp {
  bool isCompare = false;
  BinaryOpKind kind = BinaryOpKind::Add;
  ComparisonDirection direction = ComparisonDirection::eq;

  static ScalarOp binary(BinaryOpKind kind) {
    ScalarOp op;
    op.kind = kind;
    return op;
  }
  static ScalarOp compare(ComparisonDirection direction) {
    ScalarOp op;
    op.isCompare = true;
    op.direction = direction;
    return op;
  }
};

/// The integer constants the rules use; BitWidth is the type's width as
/// a value of the type.
enum class IntConstant { Zero, One, AllOnes, SignedMin, SignedMax, BitWidth };

/// `op` applied to `x` and `y` (of one element type), following XLA.
template <typename A>
typename A::Value applyScalarOp(A &a, ScalarOp op, typename A::Value x,
                                const typename A::Value &y) {
  using V = typename A::Value;
  if (op.isCompare) {
    // IEEE for floats: ordered predicates, except `ne`, which is true on
    // NaN. Integers are signed, except i1, which is unsigned
    // (false < true).
    if (a.isFloat(x))
      return a.fcmp(op.direction, op.direction == ComparisonDirection::ne, x,
                    y);
    return a.icmp(op.direction, a.bitWidth(x) == 1, x, y);
  }
  if (a.isFloat(x)) {
    switch (op.kind) {
    case BinaryOpKind::Add:
      return a.fadd(x, y);
    case BinaryOpKind::Sub:
      return a.fsub(x, y);
    case BinaryOpKind::Mul:
      return a.fmul(x, y);
    case BinaryOpKind::Div:
      return a.fdiv(x, y);
    case BinaryOpKind::Rem: // fmod: the sign of the dividend.
      return a.frem(x, y);
    case BinaryOpKind::Max: // NaN-propagating, -0 < +0.
      return a.fmaximum(x, y);
    case BinaryOpKind::Min:
      return a.fminimum(x, y);
    case BinaryOpKind::And: // Integers only (verified).
    case BinaryOpKind::Or:
    case BinaryOpKind::Xor:
      break;
    }
    return x;
  }
  switch (op.kind) {
  case BinaryOpKind::Add: // Two's complement: wraps.
    return a.add(x, y);
  case BinaryOpKind::Sub:
    return a.sub(x, y);
  case BinaryOpKind::Mul:
    return a.mul(x, y);
  case BinaryOpKind::Div:
  case BinaryOpKind::Rem: {
    // XLA's division never traps: x / 0 = -1 (all bits set), x % 0 = x,
    // INT_MIN / -1 = INT_MIN, INT_MIN % -1 = 0. Both special cases divide
    // by 1 instead, which gives these values except for division by zero,
    // which is then selected.
    V isZero = a.icmp(ComparisonDirection::eq, false, y,
                      a.intConstant(y, IntConstant::Zero));
    V overflow = a.andI(a.icmp(ComparisonDirection::eq, false, x,
                               a.intConstant(x, IntConstant::SignedMin)),
                        a.icmp(ComparisonDirection::eq, false, y,
                               a.intConstant(y, IntConstant::AllOnes)));
    V safe = a.select(a.orI(isZero, overflow),
                      a.intConstant(y, IntConstant::One), y);
    if (op.kind == BinaryOpKind::Div)
      return a.select(isZero, a.intConstant(x, IntConstant::AllOnes),
                      a.sdiv(x, safe));
    return a.select(isZero, x, a.srem(x, safe));
  }
  case BinaryOpKind::Max: // Signed.
    return a.smax(x, y);
  case BinaryOpKind::Min:
    return a.smin(x, y);
  case BinaryOpKind::And:
    return a.andI(x, y);
  case BinaryOpKind::Or:
    return a.orI(x, y);
  case BinaryOpKind::Xor:
    return a.xorI(x, y);
  }
  return x;
}

/// The identity of `kind` as the combiner of a reduction of elements of
/// the type of `like`: the e with kind(e, x) = x for every x, which the
/// partial results of a reduction (vector lanes, threads' shares) start
/// from before they meet the init value. A float sum starts from -0, not
/// +0: x + -0 = x for every x, while -0 + +0 = +0, so lanes started at +0
/// turn a sum of negative zeros into +0. A product starts from 1, a
/// maximum from -inf (the lowest signed integer), a minimum from +inf (the
/// highest), a bitwise and from all ones, an or and a xor from 0. Sub,
/// Div, Rem, and the bitwise kinds on floats, have none.
template <typename A>
std::optional<typename A::Value>
reductionIdentity(A &a, BinaryOpKind kind, const typename A::Value &like) {
  using llvm::APFloat;
  bool isFloat = a.isFloat(like);
  auto floatConstant = [&](const APFloat &value) {
    return std::optional<typename A::Value>(a.floatConstant(like, value));
  };
  auto intConstant = [&](IntConstant which) {
    return std::optional<typename A::Value>(a.intConstant(like, which));
  };
  switch (kind) {
  case BinaryOpKind::Add:
    return isFloat ? floatConstant(APFloat::getZero(APFloat::IEEEdouble(),
                                                    /*Negative=*/true))
                   : intConstant(IntConstant::Zero);
  case BinaryOpKind::Mul:
    return isFloat ? floatConstant(APFloat(1.0))
                   : intConstant(IntConstant::One);
  case BinaryOpKind::Max:
    return isFloat ? floatConstant(APFloat::getInf(APFloat::IEEEdouble(),
                                                   /*Negative=*/true))
                   : intConstant(IntConstant::SignedMin);
  case BinaryOpKind::Min:
    return isFloat ? floatConstant(APFloat::getInf(APFloat::IEEEdouble()))
                   : intConstant(IntConstant::SignedMax);
  case BinaryOpKind::And:
    if (!isFloat)
      return intConstant(IntConstant::AllOnes);
    break;
  case BinaryOpKind::Or:
  case BinaryOpKind::Xor:
    if (!isFloat)
      return intConstant(IntConstant::Zero);
    break;
  case BinaryOpKind::Sub:
  case BinaryOpKind::Div:
  case BinaryOpKind::Rem:
    break;
  }
  return std::nullopt;
}

/// XLA's division (`isRemainder` false) or remainder of unsigned
/// integers, which never traps: x / 0 is all ones, x % 0 is x.
template <typename A>
typename A::Value applyUnsignedDivRem(A &a, bool isRemainder,
                                      const typename A::Value &x,
                                      const typename A::Value &y) {
  using V = typename A::Value;
  V isZero = a.icmp(ComparisonDirection::eq, false, y,
                    a.intConstant(y, IntConstant::Zero));
  // Divide by 1 instead of 0; the select discards that quotient.
  V safe = a.select(isZero, a.intConstant(y, IntConstant::One), y);
  if (isRemainder) {
    V remainder = a.urem(x, safe);
    return a.select(isZero, x, remainder);
  }
  V allOnes = a.intConstant(x, IntConstant::AllOnes);
  V quotient = a.udiv(x, safe);
  return a.select(isZero, allOnes, quotient);
}

/// XLA's three shifts of integers.
enum class ShiftKind { Left, RightLogical, RightArithmetic };

/// XLA's `shift-left`, `shift-right-logical` or `shift-right-arithmetic`
/// of the integer `x` by `amount` (of x's type), signed and unsigned
/// alike: the amount reads as unsigned, and an amount of the bit width or
/// more shifts every bit out, which gives 0, or for an arithmetic shift
/// the sign bits (x < 0 ? -1 : 0).
template <typename A>
typename A::Value applyShift(A &a, ShiftKind kind, const typename A::Value &x,
                             const typename A::Value &amount) {
  using V = typename A::Value;
  V zero = a.intConstant(x, IntConstant::Zero);
  V inRange = a.icmp(ComparisonDirection::lt, /*isUnsigned=*/true, amount,
                     a.intConstant(amount, IntConstant::BitWidth));
  // Shift by 0 instead of out of range; the select discards that value.
  V safe = a.select(inRange, amount, zero);
  switch (kind) {
  case ShiftKind::Left:
    return a.select(inRange, a.shl(x, safe), zero);
  case ShiftKind::RightLogical:
    return a.select(inRange, a.lshr(x, safe), zero);
  case ShiftKind::RightArithmetic: {
    V negative = a.icmp(ComparisonDirection::lt, /*isUnsigned=*/false, x, zero);
    V signBits =
        a.select(negative, a.intConstant(x, IntConstant::AllOnes), zero);
    return a.select(inRange, a.ashr(x, safe), signBits);
  }
  }
  return x;
}

/// The bits of the float `x` as a signed integer that orders like XLA's
/// total order: -NaN < -inf < ... < -0 < +0 < ... < +inf < +NaN. A negative
/// float's magnitude bits are flipped, so that larger magnitudes order
/// lower.
template <typename A>
typename A::Value totalOrderKey(A &a, const typename A::Value &x) {
  using V = typename A::Value;
  V bits = a.bitcastToInt(x);
  V negative = a.icmp(ComparisonDirection::lt, false, bits,
                      a.intConstant(bits, IntConstant::Zero));
  V flipped = a.xorI(bits, a.intConstant(bits, IntConstant::SignedMax));
  return a.select(negative, flipped, bits);
}

/// XLA's `compare` of floats with `type=TOTALORDER`.
template <typename A>
typename A::Value applyTotalOrderCompare(A &a, ComparisonDirection direction,
                                         const typename A::Value &x,
                                         const typename A::Value &y) {
  using V = typename A::Value;
  V xKey = totalOrderKey(a, x);
  V yKey = totalOrderKey(a, y);
  return a.icmp(direction, false, xKey, yKey);
}

/// The bound from which XLA's float-to-int convert to `width` bits
/// saturates upward: 2^(width-1), or 2^width when unsigned (exact in IEEE
/// quad; a narrower float type rounds it, to +inf if need be).
inline llvm::APFloat saturationBound(unsigned width, bool isUnsigned) {
  llvm::APFloat one(llvm::APFloat::IEEEquad(), 1);
  return scalbn(one, isUnsigned ? width : width - 1,
                llvm::APFloat::rmNearestTiesToEven);
}

/// XLA's convert of the float `x` to an integer of `width` bits: NaN is 0,
/// values from saturationBound up are the maximum, values at or below its
/// negation (0 when unsigned) the minimum, the rest round toward zero.
template <typename A>
typename A::Value applyFloatToIntSaturating(A &a, const typename A::Value &x,
                                            unsigned width, bool isUnsigned) {
  using V = typename A::Value;
  llvm::APFloat bound = saturationBound(width, isUnsigned);
  V upper = a.floatConstant(x, bound);
  V converted = a.fpToInt(x, width, isUnsigned);
  V maxValue = a.intConstant(converted, isUnsigned ? IntConstant::AllOnes
                                                   : IntConstant::SignedMax);
  V minValue = a.intConstant(converted, isUnsigned ? IntConstant::Zero
                                                   : IntConstant::SignedMin);
  V lower = a.floatConstant(x, isUnsigned ? llvm::APFloat(0.0) : -bound);
  V tooBig = a.fcmp(ComparisonDirection::ge, false, x, upper);
  V tooSmall = a.fcmp(ComparisonDirection::le, false, x, lower);
  V isNan = a.isNan(x);
  V result = a.select(tooBig, maxValue, converted);
  result = a.select(tooSmall, minValue, result);
  V zero = a.intConstant(converted, IntConstant::Zero);
  return a.select(isNan, zero, result);
}

} // namespace mlir::shapes

#endif // SHAPES_SEMANTICS_SCALARRULES_H
