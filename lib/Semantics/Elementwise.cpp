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

#include <cmath>
#include <limits>

namespace shapes {

const char *stringifyBinaryOpKind(BinaryOpKind kind) {
  switch (kind) {
  case BinaryOpKind::Add:
    return "add";
  case BinaryOpKind::Sub:
    return "sub";
  case BinaryOpKind::Mul:
    return "mul";
  case BinaryOpKind::Div:
    return "div";
  case BinaryOpKind::Rem:
    return "rem";
  case BinaryOpKind::Max:
    return "max";
  case BinaryOpKind::Min:
    return "min";
  case BinaryOpKind::And:
    return "and";
  case BinaryOpKind::Or:
    return "or";
  case BinaryOpKind::Xor:
    return "xor";
  }
  return "";
}

std::optional<BinaryOpKind> symbolizeBinaryOpKind(const std::string &name) {
  for (auto kind : {BinaryOpKind::Add, BinaryOpKind::Sub, BinaryOpKind::Mul,
                    BinaryOpKind::Div, BinaryOpKind::Rem, BinaryOpKind::Max,
                    BinaryOpKind::Min, BinaryOpKind::And, BinaryOpKind::Or,
                    BinaryOpKind::Xor})
    if (name == stringifyBinaryOpKind(kind))
      return kind;
  return std::nullopt;
}

const char *stringifyCompareDirection(CompareDirection direction) {
  switch (direction) {
  case CompareDirection::Eq:
    return "eq";
  case CompareDirection::Ne:
    return "ne";
  case CompareDirection::Lt:
    return "lt";
  case CompareDirection::Le:
    return "le";
  case CompareDirection::Gt:
    return "gt";
  case CompareDirection::Ge:
    return "ge";
  }
  return "";
}

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

int64_t evaluateInteger(BinaryOpKind kind, int64_t lhs, int64_t rhs,
                        unsigned width) {
  uint64_t a = static_cast<uint64_t>(lhs), b = static_cast<uint64_t>(rhs);
  int64_t intMin = signExtend(uint64_t(1) << (width - 1), width);
  switch (kind) {
  case BinaryOpKind::Add:
    return signExtend(a + b, width);
  case BinaryOpKind::Sub:
    return signExtend(a - b, width);
  case BinaryOpKind::Mul:
    return signExtend(a * b, width);
  case BinaryOpKind::Div:
    if (rhs == 0)
      return -1;
    if (lhs == intMin && rhs == -1)
      return lhs;
    return lhs / rhs;
  case BinaryOpKind::Rem:
    if (rhs == 0)
      return lhs;
    if (lhs == intMin && rhs == -1)
      return 0;
    return lhs % rhs;
  case BinaryOpKind::Max:
    return lhs > rhs ? lhs : rhs;
  case BinaryOpKind::Min:
    return lhs < rhs ? lhs : rhs;
  case BinaryOpKind::And:
    return signExtend(a & b, width);
  case BinaryOpKind::Or:
    return signExtend(a | b, width);
  case BinaryOpKind::Xor:
    return signExtend(a ^ b, width);
  }
  return 0;
}

bool compareInteger(CompareDirection direction, int64_t lhs, int64_t rhs,
                    unsigned width) {
  if (width == 1) {
    // i1 is unsigned: false (0) < true (1).
    lhs &= 1;
    rhs &= 1;
  }
  switch (direction) {
  case CompareDirection::Eq:
    return lhs == rhs;
  case CompareDirection::Ne:
    return lhs != rhs;
  case CompareDirection::Lt:
    return lhs < rhs;
  case CompareDirection::Le:
    return lhs <= rhs;
  case CompareDirection::Gt:
    return lhs > rhs;
  case CompareDirection::Ge:
    return lhs >= rhs;
  }
  return false;
}

template <typename F> F evaluateFloat(BinaryOpKind kind, F lhs, F rhs) {
  switch (kind) {
  case BinaryOpKind::Add:
    return lhs + rhs;
  case BinaryOpKind::Sub:
    return lhs - rhs;
  case BinaryOpKind::Mul:
    return lhs * rhs;
  case BinaryOpKind::Div:
    return lhs / rhs;
  case BinaryOpKind::Rem:
    return std::fmod(lhs, rhs);
  case BinaryOpKind::Max:
    if (std::isnan(lhs) || std::isnan(rhs))
      return std::numeric_limits<F>::quiet_NaN();
    if (lhs == rhs) // Equal, or +0 against -0: +0 is the larger.
      return std::signbit(lhs) ? rhs : lhs;
    return lhs > rhs ? lhs : rhs;
  case BinaryOpKind::Min:
    if (std::isnan(lhs) || std::isnan(rhs))
      return std::numeric_limits<F>::quiet_NaN();
    if (lhs == rhs) // Equal, or +0 against -0: -0 is the smaller.
      return std::signbit(lhs) ? lhs : rhs;
    return lhs < rhs ? lhs : rhs;
  case BinaryOpKind::And:
  case BinaryOpKind::Or:
  case BinaryOpKind::Xor:
    break;
  }
  return std::numeric_limits<F>::quiet_NaN();
}

template <typename F>
bool compareFloat(CompareDirection direction, F lhs, F rhs) {
  switch (direction) {
  case CompareDirection::Eq:
    return lhs == rhs;
  case CompareDirection::Ne:
    return !(lhs == rhs); // Unordered: true on NaN.
  case CompareDirection::Lt:
    return lhs < rhs;
  case CompareDirection::Le:
    return lhs <= rhs;
  case CompareDirection::Gt:
    return lhs > rhs;
  case CompareDirection::Ge:
    return lhs >= rhs;
  }
  return false;
}

template float evaluateFloat<float>(BinaryOpKind, float, float);
template double evaluateFloat<double>(BinaryOpKind, double, double);
template bool compareFloat<float>(CompareDirection, float, float);
template bool compareFloat<double>(CompareDirection, double, double);

} // namespace shapes
