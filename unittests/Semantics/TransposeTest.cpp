//===- TransposeTest.cpp - unit tests of the transpose rules --------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Every rule of a valid transpose, the permuted layout, and exhaustive
// checks over the layouts of rank 3, unpadded and padded, that a transpose is
// a bitcast exactly when every result element sits at the operand element's
// linear position in a buffer of the same size.
//
//===----------------------------------------------------------------------===//

#include "shapes/Semantics/Transpose.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <vector>

using namespace mlir::shapes;
using namespace mlir::shapes::transpose_util;

namespace {

TEST(TransposeTest, PermutationRules) {
  EXPECT_FALSE(verifyPermutation({1, 0}, 2));
  EXPECT_FALSE(verifyPermutation({}, 0));

  auto rank = verifyPermutation({0}, 2);
  ASSERT_TRUE(rank);
  EXPECT_EQ(rank->kind, TransposeError::Kind::PermutationRankMismatch);
  EXPECT_EQ(rank->message(),
            "permutation has 1 entries, but the operand has rank 2");

  auto range = verifyPermutation({0, 2}, 2);
  ASSERT_TRUE(range);
  EXPECT_EQ(range->message(), "permutation entry 1 is 2, which is not an "
                              "operand dimension in [0, 2)");
  auto negative = verifyPermutation({-1, 0}, 2);
  ASSERT_TRUE(negative);
  EXPECT_EQ(negative->kind, TransposeError::Kind::PermutationOutOfRange);

  auto duplicate = verifyPermutation({1, 0, 1}, 3);
  ASSERT_TRUE(duplicate);
  EXPECT_EQ(duplicate->message(),
            "permutation is not a permutation: 1 appears at positions 0 and 2");
}

TEST(TransposeTest, ShapeRules) {
  auto shape = inferTransposeShape({4, kDynamicSize, 2}, {2, 0, 1});
  ASSERT_TRUE(std::holds_alternative<DimVector>(shape));
  EXPECT_EQ(std::get<DimVector>(shape), (DimVector{2, 4, kDynamicSize}));

  EXPECT_FALSE(verifyTranspose({4, 8}, {8, 4}, {1, 0}));
  EXPECT_FALSE(verifyTranspose({kDynamicSize, 8}, {8, kDynamicSize}, {1, 0}));

  auto size = verifyTranspose({4, 8}, {4, 8}, {1, 0});
  ASSERT_TRUE(size);
  EXPECT_EQ(size->message(), "result dimension 0 has size 4, but it is "
                             "operand dimension 1 (permutation[0]) of size 8");
  auto dynamic = verifyTranspose({kDynamicSize, 8}, {8, 4}, {1, 0});
  ASSERT_TRUE(dynamic);
  EXPECT_EQ(dynamic->message(), "result dimension 1 has size 4, but it is "
                                "operand dimension 0 (permutation[1]) of "
                                "size ?");
  auto rank = verifyTranspose({4, 8}, {8, 4, 1}, {1, 0});
  ASSERT_TRUE(rank);
  EXPECT_EQ(rank->message(), "result rank (3) does not match operand rank (2)");
}

TEST(TransposeTest, Permutations) {
  EXPECT_EQ(invertPermutation({2, 0, 1}), (DimVector{1, 2, 0}));
  EXPECT_TRUE(isIdentityPermutation({0, 1, 2}));
  EXPECT_TRUE(isIdentityPermutation({}));
  EXPECT_FALSE(isIdentityPermutation({1, 0}));
  // transpose(transpose(x, [2, 0, 1]), [1, 2, 0]) is x.
  EXPECT_EQ(composePermutations({2, 0, 1}, {1, 2, 0}), (DimVector{0, 1, 2}));
  EXPECT_EQ(composePermutations({1, 0, 2}, {0, 2, 1}), (DimVector{1, 2, 0}));
}

TEST(TransposeTest, PermutedLayout) {
  // Row-major 4x8 transposed is column-major 8x4.
  Layout rowMajor = layout_util::defaultLayout(2);
  Layout permuted = transposeLayout(rowMajor, {1, 0});
  EXPECT_EQ(permuted.minorToMajor, (DimVector{0, 1}));
  EXPECT_FALSE(permuted.isPadded());

  Layout padded;
  padded.minorToMajor = {0, 2, 1};
  padded.paddedDimensions = {3, 5, 7};
  padded.paddingValue = PaddingValue::lowest;
  Layout result = transposeLayout(padded, {2, 0, 1});
  // Operand dimensions 0, 2, 1 are result dimensions 1, 0, 2.
  EXPECT_EQ(result.minorToMajor, (DimVector{1, 0, 2}));
  EXPECT_EQ(result.paddedDimensions, (DimVector{7, 3, 5}));
  EXPECT_EQ(result.paddingValue, PaddingValue::lowest);
  EXPECT_TRUE(transposeIsBitcast(padded, result, {2, 0, 1}));

  Layout otherValue = result;
  otherValue.paddingValue = PaddingValue::zero;
  EXPECT_FALSE(transposeIsBitcast(padded, otherValue, {2, 0, 1}));
  Layout unpadded = result;
  unpadded.paddedDimensions.clear();
  unpadded.paddingValue.reset();
  EXPECT_FALSE(transposeIsBitcast(padded, unpadded, {2, 0, 1}));
  // An absent padding value is zero.
  Layout zeroPadded = padded;
  zeroPadded.paddingValue.reset();
  Layout explicitZero = transposeLayout(zeroPadded, {2, 0, 1});
  explicitZero.paddingValue = PaddingValue::zero;
  EXPECT_TRUE(transposeIsBitcast(zeroPadded, explicitZero, {2, 0, 1}));
  EXPECT_FALSE(transposeIsBitcast(rowMajor, rowMajor, {1, 0}));
}

/// Every order of rank 3 against every order of the result and every
/// permutation: a bitcast exactly when each result element's linear position
/// is its operand element's.
TEST(TransposeTest, BitcastIsSamePositions) {
  DimVector dims = {2, 3, 4};
  DimVector perm = {0, 1, 2};
  int bitcasts = 0;
  do {
    DimVector resultDims = {dims[perm[0]], dims[perm[1]], dims[perm[2]]};
    DimVector operandOrder = {0, 1, 2};
    do {
      Layout operandLayout;
      operandLayout.minorToMajor = operandOrder;
      DimVector resultOrder = {0, 1, 2};
      do {
        Layout resultLayout;
        resultLayout.minorToMajor = resultOrder;
        bool samePositions = true;
        for (int64_t i = 0; i < 24; ++i) {
          DimVector index =
              index_util::linearToMultiIndex(resultDims, resultLayout, i);
          DimVector operandIndex(3);
          for (int64_t r = 0; r < 3; ++r)
            operandIndex[perm[r]] = index[r];
          samePositions &= index_util::multiIndexToLinear(dims, operandLayout,
                                                          operandIndex) == i;
        }
        EXPECT_EQ(transposeIsBitcast(operandLayout, resultLayout, perm),
                  samePositions);
        bitcasts += samePositions ? 1 : 0;
      } while (std::next_permutation(resultOrder.begin(), resultOrder.end()));
    } while (std::next_permutation(operandOrder.begin(), operandOrder.end()));
  } while (std::next_permutation(perm.begin(), perm.end()));
  // One result order per operand order and permutation.
  EXPECT_EQ(bitcasts, 36);
}

/// The same over padded layouts of rank 3: the operand padded to `widths`,
/// the result to the permuted widths or to those with one width larger. A
/// bitcast needs the same buffer size and every element at the operand
/// element's linear position.
TEST(TransposeTest, PaddedBitcastIsSamePositions) {
  DimVector dims = {2, 3, 4};
  DimVector widths = {3, 3, 5};
  DimVector perm = {0, 1, 2};
  int bitcasts = 0, checked = 0;
  do {
    DimVector resultDims = {dims[perm[0]], dims[perm[1]], dims[perm[2]]};
    std::vector<DimVector> resultWidths(
        4, {widths[perm[0]], widths[perm[1]], widths[perm[2]]});
    for (int64_t r = 0; r < 3; ++r)
      ++resultWidths[r + 1][r];
    DimVector operandOrder = {0, 1, 2};
    do {
      Layout operandLayout;
      operandLayout.minorToMajor = operandOrder;
      operandLayout.paddedDimensions = widths;
      DimVector resultOrder = {0, 1, 2};
      do {
        for (const DimVector &padded : resultWidths) {
          Layout resultLayout;
          resultLayout.minorToMajor = resultOrder;
          resultLayout.paddedDimensions = padded;
          bool same =
              layout_util::physicalElementCount(resultDims, resultLayout) ==
              layout_util::physicalElementCount(dims, operandLayout);
          for (int64_t i = 0; i < 24; ++i) {
            DimVector index = {i / (resultDims[1] * resultDims[2]),
                               i / resultDims[2] % resultDims[1],
                               i % resultDims[2]};
            DimVector operandIndex(3);
            for (int64_t r = 0; r < 3; ++r)
              operandIndex[perm[r]] = index[r];
            same &= index_util::multiIndexToLinear(resultDims, resultLayout,
                                                   index) ==
                    index_util::multiIndexToLinear(dims, operandLayout,
                                                   operandIndex);
          }
          EXPECT_EQ(transposeIsBitcast(operandLayout, resultLayout, perm), same)
              << "permutation " << perm[0] << perm[1] << perm[2]
              << ", operand order " << operandOrder[0] << operandOrder[1]
              << operandOrder[2] << ", result order " << resultOrder[0]
              << resultOrder[1] << resultOrder[2] << ", result widths "
              << padded[0] << "x" << padded[1] << "x" << padded[2];
          bitcasts += same ? 1 : 0;
          ++checked;
        }
      } while (std::next_permutation(resultOrder.begin(), resultOrder.end()));
    } while (std::next_permutation(operandOrder.begin(), operandOrder.end()));
  } while (std::next_permutation(perm.begin(), perm.end()));
  EXPECT_EQ(checked, 6 * 6 * 6 * 4);
  // The permuted widths in the permuted order only: a larger width is a
  // larger buffer.
  EXPECT_EQ(bitcasts, 36);
}

} // namespace
