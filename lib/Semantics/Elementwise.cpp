//===- Elementwise.cpp - XLA scalar semantics of the binary ops -----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Implements include/shapes/Semantics/Elementwise.h.
//
//===----------------------------------------------------------------------===//

#include "shapes/Semantics/Elementwise.h"
#include "shapes/Semantics/Scalar.h"

#include <limits>
#include <type_traits>

namespace mlir::shapes {

bool isLogical(BinaryOpKind kind) {
  return kind == BinaryOpKind::And || kind == BinaryOpKind::Or ||
         kind == BinaryOpKind::Xor;
}

int64_t signExtend(uint64_t bits, unsigned width) {
  if (width >= 64)
    return static_cast<int64_t>(bits);
  uint64_t mask = (uint64_t(1) << width) - 1;
  bits &= mask;
  uint64_t sign = uint64_t(1) << (width - 1);
  return static_cast<int64_t>((bits ^ sign) - sign);
}

// The int64_t / float / double entry points of the reference evaluator: the
// rules of ScalarRules.h evaluated on APInt / APFloat (Scalar.cpp), the same
// evaluation the folder uses.

// A `width`-bit integer element holding `value` (sign-extended or
// truncated).
static Scalar intScalar(int64_t value, unsigned width) {
  return Scalar(llvm::APInt(width, static_cast<uint64_t>(value),
                            /*isSigned=*/true, /*implicitTrunc=*/true));
}

int64_t evaluateInteger(BinaryOpKind kind, int64_t lhs, int64_t rhs,
                        unsigned width) {
  return evaluateScalarOp(ScalarOp::binary(kind), intScalar(lhs, width),
                          intScalar(rhs, width))
      .getInt()
      .getSExtValue();
}

bool compareInteger(ComparisonDirection direction, int64_t lhs, int64_t rhs,
                    unsigned width) {
  return evaluateScalarOp(ScalarOp::compare(direction), intScalar(lhs, width),
                          intScalar(rhs, width))
      .getInt()
      .isOne();
}

template <typename F> F evaluateFloat(BinaryOpKind kind, F lhs, F rhs) {
  if (isLogical(kind))
    return std::numeric_limits<F>::quiet_NaN();
  Scalar result =
      evaluateScalarOp(ScalarOp::binary(kind), Scalar(llvm::APFloat(lhs)),
                       Scalar(llvm::APFloat(rhs)));
  if constexpr (std::is_same_v<F, float>)
    return result.getFloat().convertToFloat();
  else
    return result.getFloat().convertToDouble();
}

template <typename F>
bool compareFloat(ComparisonDirection direction, F lhs, F rhs) {
  return evaluateScalarOp(ScalarOp::compare(direction),
                          Scalar(llvm::APFloat(lhs)),
                          Scalar(llvm::APFloat(rhs)))
      .getInt()
      .isOne();
}

template float evaluateFloat<float>(BinaryOpKind, float, float);
template double evaluateFloat<double>(BinaryOpKind, double, double);
template bool compareFloat<float>(ComparisonDirection, float, float);
template bool compareFloat<double>(ComparisonDirection, double, double);

} // namespace mlir::shapes
