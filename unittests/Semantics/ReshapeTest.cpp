//===- ReshapeTest.cpp - unit tests of the reshape bitcast rule -----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Examples of reshapes that are and are not bitcasts, and an exhaustive
// check over the shapes of rank 1 to 3 (sizes 1, 2, 3, 4 and 6) and all
// their layouts that reshapeIsBitcast holds exactly when every element of
// the reshape sits at the same physical position in operand and result.
//
//===----------------------------------------------------------------------===//

#include "shapes/Semantics/Reshape.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

using namespace mlir::shapes;
using namespace mlir::shapes::reshape_util;

namespace {

TEST(ReshapeTest, Examples) {
  // Row-major to row-major: always.
  EXPECT_TRUE(reshapeIsBitcast({4, 8}, {1, 0}, {32}, {0}));
  EXPECT_TRUE(reshapeIsBitcast({2, 3}, {1, 0}, {3, 2}, {1, 0}));
  // A column-major matrix flattened: not in row-major order.
  EXPECT_FALSE(reshapeIsBitcast({4, 8}, {0, 1}, {32}, {0}));
  // Splitting the column-major matrix's minor dimension keeps it minor.
  EXPECT_TRUE(reshapeIsBitcast({4, 8}, {0, 1}, {2, 2, 8}, {1, 0, 2}));
  EXPECT_FALSE(reshapeIsBitcast({4, 8}, {0, 1}, {2, 2, 8}, {0, 1, 2}));
  // Size-1 dimensions go anywhere.
  EXPECT_TRUE(reshapeIsBitcast({4, 1, 8}, {0, 2, 1}, {4, 8}, {0, 1}));
  // Empty arrays move nothing; different counts are no reshape.
  EXPECT_TRUE(reshapeIsBitcast({0, 3}, {0, 1}, {3, 0}, {1, 0}));
  EXPECT_FALSE(reshapeIsBitcast({2, 3}, {1, 0}, {7}, {0}));
  EXPECT_FALSE(reshapeIsBitcast({kDynamicSize}, {0}, {4}, {0}));
  // Not a permutation.
  EXPECT_FALSE(reshapeIsBitcast({2, 3}, {0, 0}, {6}, {0}));
}

/// The physical offset of each element, in row-major order of the logical
/// indices.
std::vector<int64_t> physicalOffsets(const DimVector &dims,
                                     const DimVector &minorToMajor) {
  DimVector strides(dims.size());
  int64_t stride = 1;
  for (int64_t d : minorToMajor) {
    strides[d] = stride;
    stride *= dims[d];
  }
  int64_t count = 1;
  for (int64_t d : dims)
    count *= d;
  std::vector<int64_t> offsets;
  for (int64_t linear = 0; linear < count; ++linear) {
    int64_t rest = linear, offset = 0;
    for (int64_t d = static_cast<int64_t>(dims.size()) - 1; d >= 0; --d) {
      offset += (rest % dims[d]) * strides[d];
      rest /= dims[d];
    }
    offsets.push_back(offset);
  }
  return offsets;
}

std::vector<DimVector> shapesUpToRank3() {
  const int64_t sizes[] = {1, 2, 3, 4, 6};
  std::vector<DimVector> shapes;
  for (int64_t a : sizes) {
    shapes.push_back({a});
    for (int64_t b : sizes) {
      shapes.push_back({a, b});
      for (int64_t c : sizes)
        shapes.push_back({a, b, c});
    }
  }
  return shapes;
}

std::vector<DimVector> layouts(size_t rank) {
  DimVector order(rank);
  std::iota(order.begin(), order.end(), 0);
  std::vector<DimVector> all;
  do
    all.push_back(order);
  while (std::next_permutation(order.begin(), order.end()));
  return all;
}

int64_t count(const DimVector &dims) {
  int64_t n = 1;
  for (int64_t d : dims)
    n *= d;
  return n;
}

TEST(ReshapeTest, BitcastExactlyWhenEveryElementStays) {
  std::vector<DimVector> shapes = shapesUpToRank3();
  int64_t bitcasts = 0, cases = 0;
  for (const DimVector &from : shapes) {
    for (const DimVector &to : shapes) {
      if (count(from) != count(to))
        continue;
      for (const DimVector &fromLayout : layouts(from.size())) {
        std::vector<int64_t> fromOffsets = physicalOffsets(from, fromLayout);
        for (const DimVector &toLayout : layouts(to.size())) {
          bool expected = fromOffsets == physicalOffsets(to, toLayout);
          EXPECT_EQ(reshapeIsBitcast(from, fromLayout, to, toLayout), expected)
              << "from rank " << from.size() << " to rank " << to.size();
          bitcasts += expected;
          ++cases;
        }
      }
    }
  }
  // Both answers occur often.
  EXPECT_GT(bitcasts, 1000);
  EXPECT_GT(cases - bitcasts, 1000);
}

} // namespace
