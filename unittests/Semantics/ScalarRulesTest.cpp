//===- ScalarRulesTest.cpp - unit tests of the HLO scalar rules -----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The rules of ScalarRules.h that the HLO importer spells out as arith ops,
// evaluated on constants: unsigned divide and remainder, the total-order
// compare, the saturating float-to-int convert and the shifts; and the
// identities that reductions start from.
//
//===----------------------------------------------------------------------===//

#include "shapes/Semantics/Scalar.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace mlir::shapes;
using llvm::APFloat;
using llvm::APInt;

namespace {

Scalar u32(uint64_t value) { return Scalar(APInt(32, value)); }
Scalar f32(float value) { return Scalar(APFloat(value)); }

uint64_t unsignedDivRem(bool isRemainder, uint64_t x, uint64_t y) {
  return evaluateUnsignedDivRem(isRemainder, u32(x), u32(y))
      .getInt()
      .getZExtValue();
}

TEST(ScalarRules, UnsignedDivisionIsTotal) {
  EXPECT_EQ(unsignedDivRem(false, 7, 0), 0xffffffffu);
  EXPECT_EQ(unsignedDivRem(true, 7, 0), 7u);
  // The operands are unsigned: 0xfffffff9 is not -7.
  EXPECT_EQ(unsignedDivRem(false, 0xfffffff9u, 2), 0x7ffffffcu);
  EXPECT_EQ(unsignedDivRem(true, 0xfffffff9u, 2), 1u);
  EXPECT_EQ(unsignedDivRem(false, 7, 0xffffffffu), 0u);
  EXPECT_EQ(unsignedDivRem(true, 7, 0xffffffffu), 7u);
}

bool totalOrderLess(float x, float y) {
  return evaluateTotalOrderCompare(ComparisonDirection::lt, f32(x), f32(y))
      .getInt()
      .isOne();
}

TEST(ScalarRules, TotalOrder) {
  float nan = std::numeric_limits<float>::quiet_NaN();
  float inf = std::numeric_limits<float>::infinity();
  // -NaN < -inf < -1 < -0 < +0 < 1 < +inf < +NaN
  std::vector<float> ordered = {-nan, -inf, -1.0f, -0.0f, 0.0f, 1.0f, inf, nan};
  for (size_t i = 0; i < ordered.size(); ++i)
    for (size_t j = 0; j < ordered.size(); ++j)
      EXPECT_EQ(totalOrderLess(ordered[i], ordered[j]), i < j)
          << "element " << i << " against " << j;
  // NaN equals itself, and -0 is not +0.
  EXPECT_TRUE(
      evaluateTotalOrderCompare(ComparisonDirection::eq, f32(nan), f32(nan))
          .getInt()
          .isOne());
  EXPECT_TRUE(
      evaluateTotalOrderCompare(ComparisonDirection::ne, f32(-0.0f), f32(0.0f))
          .getInt()
          .isOne());
}

int64_t toSigned(float x, unsigned width) {
  return evaluateFloatToIntSaturating(f32(x), width, /*isUnsigned=*/false)
      .getInt()
      .getSExtValue();
}
uint64_t toUnsigned(float x, unsigned width) {
  return evaluateFloatToIntSaturating(f32(x), width, /*isUnsigned=*/true)
      .getInt()
      .getZExtValue();
}

TEST(ScalarRules, FloatToIntSaturates) {
  float nan = std::numeric_limits<float>::quiet_NaN();
  float inf = std::numeric_limits<float>::infinity();
  // In range: toward zero.
  EXPECT_EQ(toSigned(3.7f, 32), 3);
  EXPECT_EQ(toSigned(-3.7f, 32), -3);
  EXPECT_EQ(toUnsigned(255.9f, 8), 255u);
  // NaN is 0; beyond the range is the nearest end.
  EXPECT_EQ(toSigned(nan, 32), 0);
  EXPECT_EQ(toUnsigned(nan, 8), 0u);
  EXPECT_EQ(toSigned(inf, 32), INT32_MAX);
  EXPECT_EQ(toSigned(-inf, 32), INT32_MIN);
  EXPECT_EQ(toSigned(1e10f, 16), INT16_MAX);
  EXPECT_EQ(toSigned(-1e10f, 8), INT8_MIN);
  EXPECT_EQ(toUnsigned(-1.0f, 32), 0u);
  EXPECT_EQ(toUnsigned(256.0f, 8), 255u);
  // 2^31 is the first f32 beyond s32: it saturates rather than wraps.
  EXPECT_EQ(toSigned(2147483648.0f, 32), INT32_MAX);
  EXPECT_EQ(toSigned(-2147483648.0f, 32), INT32_MIN);
  EXPECT_EQ(toUnsigned(4294967296.0f, 32), 0xffffffffu);
}

TEST(ScalarRules, SaturationBound) {
  EXPECT_EQ(saturationBound(8, /*isUnsigned=*/false).convertToDouble(), 128.0);
  EXPECT_EQ(saturationBound(8, /*isUnsigned=*/true).convertToDouble(), 256.0);
  EXPECT_EQ(saturationBound(64, /*isUnsigned=*/false).convertToDouble(),
            std::ldexp(1.0, 63));
}

uint64_t shift(ShiftKind kind, unsigned width, uint64_t x, uint64_t amount) {
  return evaluateShift(kind, Scalar(APInt(width, x)),
                       Scalar(APInt(width, amount)))
      .getInt()
      .getZExtValue();
}

TEST(ScalarRules, ShiftsInRange) {
  EXPECT_EQ(shift(ShiftKind::Left, 32, 1, 0), 1u);
  EXPECT_EQ(shift(ShiftKind::Left, 32, 3, 4), 48u);
  EXPECT_EQ(shift(ShiftKind::Left, 32, 3, 31), 0x80000000u);
  EXPECT_EQ(shift(ShiftKind::RightLogical, 32, 0x80000000u, 31), 1u);
  EXPECT_EQ(shift(ShiftKind::RightLogical, 8, 0xf0, 4), 0x0fu);
  // Arithmetic: the sign bit fills in, whatever the signedness of the type.
  EXPECT_EQ(shift(ShiftKind::RightArithmetic, 8, 0xf0, 4), 0xffu);
  EXPECT_EQ(shift(ShiftKind::RightArithmetic, 8, 0x70, 4), 0x07u);
  EXPECT_EQ(shift(ShiftKind::RightArithmetic, 32, 0x80000000u, 31),
            0xffffffffu);
}

TEST(ScalarRules, ShiftsOutOfRange) {
  for (unsigned width : {8u, 16u, 32u, 64u}) {
    uint64_t allOnes = APInt::getAllOnes(width).getZExtValue();
    uint64_t signedMin = APInt::getSignedMinValue(width).getZExtValue();
    // The width, more, and -1 (the largest amount, read as unsigned).
    for (uint64_t amount : {uint64_t(width), uint64_t(width) + 1,
                            uint64_t(width) * 2, allOnes, signedMin}) {
      SCOPED_TRACE(testing::Message()
                   << "width " << width << ", amount " << amount);
      EXPECT_EQ(shift(ShiftKind::Left, width, 1, amount), 0u);
      EXPECT_EQ(shift(ShiftKind::Left, width, allOnes, amount), 0u);
      EXPECT_EQ(shift(ShiftKind::RightLogical, width, allOnes, amount), 0u);
      EXPECT_EQ(shift(ShiftKind::RightLogical, width, signedMin, amount), 0u);
      EXPECT_EQ(shift(ShiftKind::RightArithmetic, width, signedMin, amount),
                allOnes);
      EXPECT_EQ(shift(ShiftKind::RightArithmetic, width, allOnes, amount),
                allOnes);
      EXPECT_EQ(shift(ShiftKind::RightArithmetic, width, signedMin - 1, amount),
                0u);
      EXPECT_EQ(shift(ShiftKind::RightArithmetic, width, 1, amount), 0u);
    }
  }
}

TEST(ScalarRules, ShiftsOfEveryI8) {
  // Every value and amount of 8 bits against C++'s shifts on a wider
  // type, which are defined for amounts up to 8.
  for (unsigned x = 0; x < 256; ++x)
    for (unsigned amount = 0; amount < 256; ++amount) {
      SCOPED_TRACE(testing::Message() << "x " << x << ", amount " << amount);
      unsigned n = std::min(amount, 8u);
      int sx = static_cast<int8_t>(x);
      EXPECT_EQ(shift(ShiftKind::Left, 8, x, amount), (x << n) & 0xffu);
      EXPECT_EQ(shift(ShiftKind::RightLogical, 8, x, amount), x >> n);
      EXPECT_EQ(shift(ShiftKind::RightArithmetic, 8, x, amount),
                static_cast<unsigned>(sx >> std::min(n, 7u)) & 0xffu);
    }
}

/// Whether `a` and `b` have the same bits, any two NaNs being the same.
bool sameBits(const Scalar &a, const Scalar &b) {
  if (a.isFloat())
    return (a.getFloat().isNaN() && b.getFloat().isNaN()) ||
           a.getFloat().bitwiseIsEqual(b.getFloat());
  return a.getInt() == b.getInt();
}

/// Whether `identity` combined with each of `values`, on either side, is
/// that value.
void expectIdentity(BinaryOpKind kind, const Scalar &identity,
                    const std::vector<Scalar> &values) {
  for (const Scalar &x : values) {
    ScalarOp op = ScalarOp::binary(kind);
    EXPECT_TRUE(sameBits(evaluateScalarOp(op, identity, x), x));
    EXPECT_TRUE(sameBits(evaluateScalarOp(op, x, identity), x));
  }
}

TEST(ScalarRules, ReductionIdentities) {
  float nan = std::numeric_limits<float>::quiet_NaN();
  float inf = std::numeric_limits<float>::infinity();
  float tiny = std::numeric_limits<float>::denorm_min();
  std::vector<Scalar> floats;
  for (float x : {0.0f, -0.0f, 1.0f, -3.5f, tiny, -tiny, inf, -inf, nan})
    floats.push_back(f32(x));
  for (BinaryOpKind kind : {BinaryOpKind::Add, BinaryOpKind::Mul,
                            BinaryOpKind::Max, BinaryOpKind::Min}) {
    std::optional<Scalar> identity = evaluateReductionIdentity(kind, f32(0));
    ASSERT_TRUE(identity.has_value());
    expectIdentity(kind, *identity, floats);
  }
  // The sum's is -0: +0 + -0 is +0, which loses a sum's negative zero.
  std::optional<Scalar> sum =
      evaluateReductionIdentity(BinaryOpKind::Add, f32(1));
  EXPECT_TRUE(sum->getFloat().isZero() && sum->getFloat().isNegative());
  EXPECT_FALSE(sameBits(evaluateScalarOp(ScalarOp::binary(BinaryOpKind::Add),
                                         f32(0.0f), f32(-0.0f)),
                        f32(-0.0f)));
  // In f64 too (the like's type).
  std::optional<Scalar> sum64 =
      evaluateReductionIdentity(BinaryOpKind::Add, Scalar(APFloat(0.0)));
  EXPECT_TRUE(&sum64->getFloat().getSemantics() == &APFloat::IEEEdouble() &&
              sum64->getFloat().isNegative());

  for (unsigned width : {8u, 32u}) {
    std::vector<Scalar> ints;
    for (APInt x : {APInt::getZero(width), APInt(width, 1),
                    APInt::getAllOnes(width), APInt::getSignedMinValue(width),
                    APInt::getSignedMaxValue(width), APInt(width, 0x5a)})
      ints.push_back(Scalar(x));
    for (BinaryOpKind kind :
         {BinaryOpKind::Add, BinaryOpKind::Mul, BinaryOpKind::Max,
          BinaryOpKind::Min, BinaryOpKind::And, BinaryOpKind::Or,
          BinaryOpKind::Xor}) {
      std::optional<Scalar> identity =
          evaluateReductionIdentity(kind, Scalar(APInt::getZero(width)));
      ASSERT_TRUE(identity.has_value());
      expectIdentity(kind, *identity, ints);
    }
  }
  // None where there is none.
  EXPECT_FALSE(evaluateReductionIdentity(BinaryOpKind::Sub, f32(0)));
  EXPECT_FALSE(evaluateReductionIdentity(BinaryOpKind::And, f32(0)));
  EXPECT_FALSE(
      evaluateReductionIdentity(BinaryOpKind::Div, Scalar(APInt(32, 0))));
}

} // namespace
