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
// `sdiv`/`srem` are only called with divisors that do not trap.
//
// Adding a binary op: one BinaryOpKind case (Enums.td) and one case here.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_SEMANTICS_SCALARRULES_H
#define SHAPES_SEMANTICS_SCALARRULES_H

#include "shapes/Semantics/Elementwise.h"

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

/// The integer constants the rules use.
enum class IntConstant { Zero, One, AllOnes, SignedMin };

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

} // namespace mlir::shapes

#endif // SHAPES_SEMANTICS_SCALARRULES_H
