//===- ElementwiseTest.cpp - unit tests of the scalar semantics -----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// XLA's total integer division, wrapping, i1 ordering, NaN propagation and
// signed zeros, and the broadcasting evaluator on the spec's examples.
//
//===----------------------------------------------------------------------===//

#include "shapes/Semantics/Elementwise.h"
#include "shapes/Semantics/Evaluate.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

using namespace mlir::shapes;

namespace {

TEST(Elementwise, IntegerDivisionIsTotal) {
  EXPECT_EQ(evaluateInteger(BinaryOpKind::Div, 7, 0, 32), -1);
  EXPECT_EQ(evaluateInteger(BinaryOpKind::Rem, 7, 0, 32), 7);
  EXPECT_EQ(evaluateInteger(BinaryOpKind::Div, INT32_MIN, -1, 32), INT32_MIN);
  EXPECT_EQ(evaluateInteger(BinaryOpKind::Rem, INT32_MIN, -1, 32), 0);
  EXPECT_EQ(evaluateInteger(BinaryOpKind::Div, -128, -1, 8), -128);
  EXPECT_EQ(evaluateInteger(BinaryOpKind::Rem, -128, -1, 8), 0);
  EXPECT_EQ(evaluateInteger(BinaryOpKind::Div, INT64_MIN, -1, 64), INT64_MIN);
  // Truncation toward zero, remainder with the dividend's sign.
  EXPECT_EQ(evaluateInteger(BinaryOpKind::Div, -7, 2, 32), -3);
  EXPECT_EQ(evaluateInteger(BinaryOpKind::Rem, -7, 2, 32), -1);
  EXPECT_EQ(evaluateInteger(BinaryOpKind::Rem, 7, -2, 32), 1);
}

TEST(Elementwise, IntegersWrap) {
  EXPECT_EQ(evaluateInteger(BinaryOpKind::Add, 127, 1, 8), -128);
  EXPECT_EQ(evaluateInteger(BinaryOpKind::Mul, 16, 16, 8), 0);
  EXPECT_EQ(evaluateInteger(BinaryOpKind::Sub, INT64_MIN, 1, 64), INT64_MAX);
  EXPECT_EQ(evaluateInteger(BinaryOpKind::Xor, -1, 1, 8), -2);
}

TEST(Elementwise, I1) {
  // true is -1 sign-extended.
  EXPECT_EQ(evaluateInteger(BinaryOpKind::And, -1, 0, 1), 0);
  EXPECT_EQ(evaluateInteger(BinaryOpKind::Or, -1, 0, 1), -1);
  EXPECT_EQ(evaluateInteger(BinaryOpKind::Xor, -1, -1, 1), 0);
  EXPECT_TRUE(compareInteger(ComparisonDirection::lt, 0, -1, 1));
  EXPECT_FALSE(compareInteger(ComparisonDirection::gt, 0, -1, 1));
  EXPECT_TRUE(compareInteger(ComparisonDirection::lt, -1, 0, 8));
}

TEST(Elementwise, FloatMaxMin) {
  float nan = std::numeric_limits<float>::quiet_NaN();
  EXPECT_TRUE(std::isnan(evaluateFloat(BinaryOpKind::Max, nan, 1.0f)));
  EXPECT_TRUE(std::isnan(evaluateFloat(BinaryOpKind::Max, 1.0f, nan)));
  EXPECT_TRUE(std::isnan(evaluateFloat(BinaryOpKind::Min, nan, 1.0f)));
  EXPECT_FALSE(std::signbit(evaluateFloat(BinaryOpKind::Max, -0.0f, 0.0f)));
  EXPECT_TRUE(std::signbit(evaluateFloat(BinaryOpKind::Min, 0.0f, -0.0f)));
  EXPECT_EQ(evaluateFloat(BinaryOpKind::Max, 2.0, 3.0), 3.0);
  EXPECT_EQ(evaluateFloat(BinaryOpKind::Rem, -7.5, 2.0), -1.5);
}

TEST(Elementwise, FloatCompare) {
  double nan = std::numeric_limits<double>::quiet_NaN();
  for (auto d : {ComparisonDirection::eq, ComparisonDirection::lt,
                 ComparisonDirection::le, ComparisonDirection::gt,
                 ComparisonDirection::ge})
    EXPECT_FALSE(compareFloat(d, nan, 1.0))
        << stringifyComparisonDirection(d).str();
  EXPECT_TRUE(compareFloat(ComparisonDirection::ne, nan, nan));
  EXPECT_TRUE(compareFloat(ComparisonDirection::eq, -0.0, 0.0));
}

TEST(Evaluate, SpecMatrixPlusVector) {
  // |1 2 3| + |7 8 9| = |8 10 12| / |11 13 15|.
  auto b = std::get<BroadcastResult>(
      inferBinaryBroadcast({2, 3}, {3}, DimVector{1}));
  std::vector<int64_t> m = {1, 2, 3, 4, 5, 6}, v = {7, 8, 9};
  auto r = evaluateBinary(b, {2, 3}, m, {3}, v,
                          [](int64_t x, int64_t y) { return x + y; });
  EXPECT_EQ(r, (std::vector<int64_t>{8, 10, 12, 11, 13, 15}));
}

TEST(Evaluate, SpecComposition) {
  // |1 2 3 4| + [5 6] with dims (0) = |6 7| |7 8| |8 9| |9 10|.
  auto b = std::get<BroadcastResult>(
      inferBinaryBroadcast({4}, {1, 2}, DimVector{0}));
  std::vector<int64_t> v = {1, 2, 3, 4}, m = {5, 6};
  auto r = evaluateBinary(b, {4}, v, {1, 2}, m,
                          [](int64_t x, int64_t y) { return x + y; });
  EXPECT_EQ(r, (std::vector<int64_t>{6, 7, 7, 8, 8, 9, 9, 10}));
}

TEST(Evaluate, BroadcastInDim) {
  auto map = std::get<OperandMap>(verifyBroadcastInDim({3}, {2, 3}, {1}));
  std::vector<int> v = {7, 8, 9};
  EXPECT_EQ(evaluateBroadcastInDim(map, {3}, v, {2, 3}),
            (std::vector<int>{7, 8, 9, 7, 8, 9}));
  map = std::get<OperandMap>(verifyBroadcastInDim({3}, {3, 3}, {0}));
  EXPECT_EQ(evaluateBroadcastInDim(map, {3}, v, {3, 3}),
            (std::vector<int>{7, 7, 7, 8, 8, 8, 9, 9, 9}));
}

} // namespace
