//===- LayoutTest.cpp - unit tests of the layout semantics ----------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The spec's memory images, every rule of layout validity, and an exhaustive
// check over every layout of every shape up to rank 4 (sizes up to 3, padded
// widths up to +2) that linear <-> multi-index is a bijection onto the
// non-padding positions and that the strides agree with an independent
// (Horner-form) index function.
//
//===----------------------------------------------------------------------===//

#include "shapes/Semantics/Layout.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

using namespace mlir::shapes;

namespace {

Layout makeLayout(DimVector minorToMajor, DimVector padded = {},
                  std::optional<PaddingValue> value = std::nullopt) {
  Layout layout;
  layout.minorToMajor = std::move(minorToMajor);
  layout.paddedDimensions = std::move(padded);
  layout.paddingValue = value;
  return layout;
}

/// Lays out the spec's 2x3 array `a b c / d e f` and renders the buffer,
/// with '0' for padding.
std::string image(const Layout &layout) {
  DimVector dims = {2, 3};
  const char *logical[2][3] = {{"a", "b", "c"}, {"d", "e", "f"}};
  int64_t count = layout_util::physicalElementCount(dims, layout);
  std::vector<std::string> buffer(count, "0");
  for (int64_t i = 0; i < 2; ++i)
    for (int64_t j = 0; j < 3; ++j)
      buffer[index_util::multiIndexToLinear(dims, layout, {i, j})] =
          logical[i][j];
  std::string out;
  for (int64_t k = 0; k < count; ++k)
    out += (k ? " " : "") + buffer[k];
  return out;
}

TEST(LayoutSpecImages, ColumnMajor) {
  EXPECT_EQ(image(makeLayout({0, 1})), "a d b e c f");
}

TEST(LayoutSpecImages, RowMajor) {
  EXPECT_EQ(image(makeLayout({1, 0})), "a b c d e f");
}

TEST(LayoutSpecImages, PaddedColumnMajor) {
  EXPECT_EQ(image(makeLayout({0, 1}, {3, 5})), "a d 0 b e 0 c f 0 0 0 0 0 0 0");
}

TEST(LayoutSpecImages, DefaultIsRowMajor) {
  EXPECT_EQ(image(layout_util::defaultLayout(2)), "a b c d e f");
}

TEST(LayoutUtil, DefaultMinorToMajor) {
  EXPECT_EQ(layout_util::defaultMinorToMajor(0), DimVector{});
  EXPECT_EQ(layout_util::defaultMinorToMajor(1), DimVector{0});
  EXPECT_EQ(layout_util::defaultMinorToMajor(4), (DimVector{3, 2, 1, 0}));
}

TEST(LayoutUtil, Permutation) {
  EXPECT_TRUE(layout_util::isPermutation({}, 0));
  EXPECT_TRUE(layout_util::isPermutation({2, 0, 1}, 3));
  EXPECT_FALSE(layout_util::isPermutation({0, 0}, 2));
  EXPECT_FALSE(layout_util::isPermutation({0, 2}, 2));
  EXPECT_FALSE(layout_util::isPermutation({-1, 0}, 2));
  EXPECT_FALSE(layout_util::isPermutation({0, 1}, 3));
}

TEST(LayoutUtil, StridesWithPadding) {
  EXPECT_EQ(layout_util::strides({2, 3}, makeLayout({0, 1})),
            (DimVector{1, 2}));
  EXPECT_EQ(layout_util::strides({2, 3}, makeLayout({1, 0})),
            (DimVector{3, 1}));
  EXPECT_EQ(layout_util::strides({2, 3}, makeLayout({0, 1}, {3, 5})),
            (DimVector{1, 3}));
  EXPECT_EQ(layout_util::strides({2, 3, 4}, makeLayout({1, 2, 0}, {2, 4, 5})),
            (DimVector{20, 1, 4}));
  EXPECT_EQ(layout_util::strides({}, makeLayout({})), DimVector{});
}

TEST(LayoutUtil, DynamicStrides) {
  DimVector s = layout_util::strides({kDynamicSize, 3}, makeLayout({1, 0}));
  EXPECT_EQ(s, (DimVector{3, 1}));
  s = layout_util::strides({kDynamicSize, 3}, makeLayout({0, 1}));
  EXPECT_EQ(s, (DimVector{1, kDynamicSize}));
}

TEST(LayoutUtil, PhysicalElementCount) {
  EXPECT_EQ(layout_util::physicalElementCount({2, 3}, makeLayout({0, 1})), 6);
  EXPECT_EQ(
      layout_util::physicalElementCount({2, 3}, makeLayout({0, 1}, {3, 5})),
      15);
  EXPECT_EQ(layout_util::physicalElementCount({}, makeLayout({})), 1);
  EXPECT_EQ(layout_util::physicalElementCount({0, 3}, makeLayout({1, 0})), 0);
  EXPECT_EQ(
      layout_util::physicalElementCount({0, 3}, makeLayout({1, 0}, {2, 3})), 6);
}

TEST(LayoutUtil, DynamicElementCount) {
  EXPECT_EQ(layout_util::logicalElementCount({kDynamicSize, 3}), kDynamicSize);
  EXPECT_EQ(layout_util::logicalElementCount({kDynamicSize, 0}), 0);
  EXPECT_EQ(
      layout_util::physicalElementCount({kDynamicSize, 3}, makeLayout({1, 0})),
      kDynamicSize);
  // A padded dimension bounds a dynamic size: the buffer is static.
  EXPECT_EQ(layout_util::physicalElementCount({kDynamicSize, 3},
                                              makeLayout({1, 0}, {8, 3})),
            24);
}

TEST(LayoutUtil, IndexRoundTripPadded) {
  Layout layout = makeLayout({0, 1}, {3, 5});
  DimVector dims = {2, 3};
  EXPECT_EQ(index_util::multiIndexToLinear(dims, layout, {1, 2}), 7);
  EXPECT_EQ(index_util::linearToMultiIndex(dims, layout, 7), (DimVector{1, 2}));
  // Position 2 is row 2 of the padded column 0: padding.
  EXPECT_EQ(index_util::linearToMultiIndex(dims, layout, 2), (DimVector{2, 0}));
  EXPECT_TRUE(index_util::isPaddingPosition(dims, layout, 2));
  EXPECT_FALSE(index_util::isPaddingPosition(dims, layout, 7));
  EXPECT_TRUE(index_util::isPaddingPosition(dims, layout, 14));
}

TEST(ShapeUtil, TrueRank) {
  EXPECT_EQ(shape_util::trueRank({}), 0);
  EXPECT_EQ(shape_util::trueRank({1, 1}), 0);
  EXPECT_EQ(shape_util::trueRank({1, 5, 1, 2}), 2);
  EXPECT_EQ(shape_util::trueRank({0, 3}), 1);
}

TEST(ShapeUtil, NegativeDimensions) {
  EXPECT_EQ(shape_util::normalizeDimension(-1, 3), 2);
  EXPECT_EQ(shape_util::normalizeDimension(-3, 3), 0);
  EXPECT_EQ(shape_util::normalizeDimension(0, 3), 0);
  EXPECT_EQ(shape_util::normalizeDimension(2, 3), 2);
  EXPECT_EQ(shape_util::normalizeDimension(3, 3), std::nullopt);
  EXPECT_EQ(shape_util::normalizeDimension(-4, 3), std::nullopt);
  EXPECT_EQ(shape_util::normalizeDimension(0, 0), std::nullopt);
}

//===----------------------------------------------------------------------===//
// Validity: one test per rule, checking the kind and the values reported.
//===----------------------------------------------------------------------===//

TEST(LayoutVerify, Valid) {
  EXPECT_FALSE(layout_util::verifyLayout(makeLayout({})));
  EXPECT_FALSE(layout_util::verifyLayout(makeLayout({1, 0}, {3, 5})));
  EXPECT_FALSE(layout_util::verifyLayoutForShape(
      makeLayout({0, 1}, {3, 5}, PaddingValue::lowest), {2, 3}));
  EXPECT_FALSE(
      layout_util::verifyLayoutForShape(makeLayout({0, 1}), {kDynamicSize, 3}));
}

TEST(LayoutVerify, RankMismatch) {
  auto e = layout_util::verifyLayoutForShape(makeLayout({0, 1}), {2, 3, 4});
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, LayoutError::Kind::MinorToMajorRankMismatch);
  EXPECT_EQ(e->message(),
            "minor_to_major has 2 entries but the type has rank 3");
}

TEST(LayoutVerify, OutOfRange) {
  auto e = layout_util::verifyLayout(makeLayout({0, 2}));
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, LayoutError::Kind::MinorToMajorOutOfRange);
  EXPECT_EQ(e->message(), "minor_to_major entry 1 is 2, which is not a "
                          "dimension in [0, 2)");
  e = layout_util::verifyLayout(makeLayout({-1, 0}));
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, LayoutError::Kind::MinorToMajorOutOfRange);
}

TEST(LayoutVerify, Duplicate) {
  auto e = layout_util::verifyLayout(makeLayout({1, 0, 1}));
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, LayoutError::Kind::MinorToMajorDuplicate);
  EXPECT_EQ(e->message(), "minor_to_major is not a permutation: dimension 1 "
                          "appears at positions 0 and 2");
}

TEST(LayoutVerify, PaddedRankMismatch) {
  auto e = layout_util::verifyLayout(makeLayout({1, 0}, {3}));
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, LayoutError::Kind::PaddedDimensionsRankMismatch);
  EXPECT_EQ(e->got, 1);
  EXPECT_EQ(e->expected, 2);
}

TEST(LayoutVerify, PaddedNegative) {
  auto e = layout_util::verifyLayout(makeLayout({1, 0}, {3, -1}));
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, LayoutError::Kind::PaddedDimensionNegative);
  EXPECT_EQ(e->dim, 1);
}

TEST(LayoutVerify, PaddedTooSmall) {
  auto e =
      layout_util::verifyLayoutForShape(makeLayout({0, 1}, {3, 2}), {2, 3});
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, LayoutError::Kind::PaddedDimensionTooSmall);
  EXPECT_EQ(e->message(), "padded_dimensions entry 1 (2) is smaller than the "
                          "size of dimension 1 (3)");
}

TEST(LayoutVerify, PaddedDynamic) {
  // A dynamic size in a padded layout is bounded by its static width.
  Layout bounded = makeLayout({0, 1}, {3, 5});
  EXPECT_FALSE(layout_util::verifyLayoutForShape(bounded, {kDynamicSize, 3}));
  EXPECT_EQ(layout_util::sizeBounds({kDynamicSize, 3}, bounded),
            (std::vector<std::pair<int64_t, int64_t>>{{0, 3}}));
  EXPECT_TRUE(layout_util::sizeBounds({2, 3}, bounded).empty());
  EXPECT_TRUE(
      layout_util::sizeBounds({kDynamicSize, 3}, makeLayout({0, 1})).empty());
  // Its strides are the static ones of the widths.
  EXPECT_EQ(layout_util::strides({kDynamicSize, 3}, bounded),
            (DimVector{1, 3}));
  // The static sizes must still fit their widths.
  auto e = layout_util::verifyLayoutForShape(bounded, {kDynamicSize, 6});
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, LayoutError::Kind::PaddedDimensionTooSmall);
  // A width itself is never dynamic.
  e = layout_util::verifyLayoutForShape(makeLayout({0, 1}, {kDynamicSize, 5}),
                                        {2, 3});
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, LayoutError::Kind::PaddedDynamicDimension);
  EXPECT_EQ(e->dim, 0);
  EXPECT_EQ(e->message(), "padded_dimensions entry 0 is dynamic, but a "
                          "padded width must be static (a dynamic dimension "
                          "size is bounded by a static width)");
}

TEST(LayoutUtil, FoldStridesOverOtherTypes) {
  // The rule over symbolic sizes: the strides as products of names.
  std::string count;
  std::vector<std::string> s = layout_util::foldStrides(
      std::vector<std::string>{"a", "b", "c"}, {1, 2, 0}, std::string("1"),
      [](const std::string &x, const std::string &y) { return x + "*" + y; },
      count);
  EXPECT_EQ(s, (std::vector<std::string>{"1*b*c", "1", "1*b"}));
  EXPECT_EQ(count, "1*b*c*a");
}

TEST(LayoutVerify, PaddingValueWithoutPadding) {
  auto e =
      layout_util::verifyLayout(makeLayout({0, 1}, {}, PaddingValue::zero));
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, LayoutError::Kind::PaddingValueWithoutPadding);
}

// At rank 0 `padded_dimensions = []` cannot be told from an absent list; a
// padding value is accepted there (a scalar has no padding).
TEST(LayoutVerify, PaddingValueAtRankZero) {
  EXPECT_FALSE(
      layout_util::verifyLayout(makeLayout({}, {}, PaddingValue::one)));
  EXPECT_FALSE(layout_util::verifyLayoutForShape(
      makeLayout({}, {}, PaddingValue::lowest), {}));
}

TEST(LayoutVerify, Overflow) {
  int64_t big = int64_t(1) << 40;
  auto e =
      layout_util::verifyLayoutForShape(makeLayout({1, 0}, {big, big}), {1, 1});
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, LayoutError::Kind::ElementCountOverflow);
  EXPECT_EQ(e->count, "1208925819614629174706176"); // 2^80
  EXPECT_EQ(e->message(), "the physical buffer of this layout needs "
                          "1208925819614629174706176 elements, more than "
                          "2^63-1");
  // Products beyond 128 bits are not spelled out.
  e = layout_util::verifyLayoutForShape(
      makeLayout({3, 2, 1, 0}, {big, big, big, big}), {1, 1, 1, 1});
  ASSERT_TRUE(e);
  EXPECT_EQ(e->count, "more than 2^127");
  // An overflow in a middle dimension stays one when later dimensions
  // follow: 2 * 2^160 * 2 elements, whose 128-bit product wraps to 0 after
  // the fifth dimension, in either order.
  e = layout_util::verifyLayoutForShape(
      makeLayout({5, 4, 3, 2, 1, 0}, {2, big, big, big, big, 2}),
      {1, 1, 1, 1, 1, 1});
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, LayoutError::Kind::ElementCountOverflow);
  EXPECT_EQ(e->count, "more than 2^127");
  // And in the sizes of the type, without padding.
  e = layout_util::verifyLayoutForShape(makeLayout({5, 4, 3, 2, 1, 0}),
                                        {2, big, big, big, big, 2});
  ASSERT_TRUE(e);
  EXPECT_EQ(e->count, "more than 2^127");
}

TEST(LayoutVerify, ByteCountOverflow) {
  // 2^30 * 2^31 = 2^61 elements fit, 2^64 bytes of f64 do not.
  Layout layout = makeLayout({1, 0}, {int64_t(1) << 30, int64_t(1) << 31});
  EXPECT_FALSE(layout_util::verifyLayoutForShape(layout, {2, 2}));
  EXPECT_FALSE(layout_util::verifyLayoutForShape(layout, {2, 2}, 2));
  auto e = layout_util::verifyLayoutForShape(layout, {2, 2}, 8);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, LayoutError::Kind::ByteCountOverflow);
  EXPECT_EQ(e->count, "18446744073709551616");
  EXPECT_EQ(e->value, int64_t(1) << 61);
  EXPECT_EQ(e->size, 8);
  EXPECT_EQ(e->message(),
            "the physical buffer of this layout needs 18446744073709551616 "
            "bytes (2305843009213693952 elements of 8 bytes), more than "
            "2^63-1");
  // 2^63-1 bytes exactly fit; one element of 2 bytes more does not.
  int64_t max = std::numeric_limits<int64_t>::max();
  EXPECT_FALSE(layout_util::verifyLayoutForShape(makeLayout({0}), {max}, 1));
  e = layout_util::verifyLayoutForShape(makeLayout({0}), {max}, 2);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, LayoutError::Kind::ByteCountOverflow);
  // An empty buffer has no bytes; dynamic sizes leave the bytes to run time.
  EXPECT_FALSE(
      layout_util::verifyLayoutForShape(makeLayout({1, 0}), {0, max}, 8));
  EXPECT_FALSE(layout_util::verifyLayoutForShape(makeLayout({1, 0}),
                                                 {kDynamicSize, max}, 8));
}

TEST(LayoutVerify, StrideOverflowBeforeAnEmptyDimension) {
  // 0 * 4 * 2^62 elements is 0, but the stride of dimension 0 would be 2^64.
  auto e = layout_util::verifyLayoutForShape(makeLayout({1, 2, 0}),
                                             {0, 4, int64_t(1) << 62});
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, LayoutError::Kind::ElementCountOverflow);
  EXPECT_TRUE(e->strideOnly);
  EXPECT_EQ(e->count, "18446744073709551616");
  // With dynamic sizes, the static ones alone must fit.
  e = layout_util::verifyLayoutForShape(makeLayout({2, 1, 0}),
                                        {kDynamicSize, int64_t(1) << 62, 4});
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, LayoutError::Kind::ElementCountOverflow);
}

TEST(LayoutEquivalence, Cases) {
  // The default layout, spelled or not.
  EXPECT_TRUE(layout_util::isDefaultEquivalent({2, 3}, makeLayout({1, 0})));
  EXPECT_FALSE(layout_util::isDefaultEquivalent({2, 3}, makeLayout({0, 1})));
  // Order of size-1 dimensions does not matter.
  EXPECT_TRUE(layout_util::isDefaultEquivalent({1, 3}, makeLayout({0, 1})));
  // Padding to the same sizes is no padding.
  EXPECT_TRUE(
      layout_util::isDefaultEquivalent({2, 3}, makeLayout({1, 0}, {2, 3})));
  EXPECT_FALSE(
      layout_util::isDefaultEquivalent({2, 3}, makeLayout({1, 0}, {2, 4})));
  // Same padding, different values.
  EXPECT_FALSE(layout_util::equivalentLayouts(
      {2, 3}, makeLayout({1, 0}, {2, 4}, PaddingValue::one),
      makeLayout({1, 0}, {2, 4})));
  EXPECT_TRUE(layout_util::equivalentLayouts(
      {2, 3}, makeLayout({1, 0}, {2, 4}, PaddingValue::zero),
      makeLayout({1, 0}, {2, 4})));
  // No logical element: every position of a padded buffer is padding, so
  // the padding values decide; with no padding either, any order agrees.
  EXPECT_FALSE(layout_util::equivalentLayouts(
      {0, 3}, makeLayout({1, 0}, {2, 4}, PaddingValue::one),
      makeLayout({1, 0}, {2, 4})));
  EXPECT_TRUE(layout_util::equivalentLayouts(
      {0, 3}, makeLayout({1, 0}, {2, 4}, PaddingValue::zero),
      makeLayout({0, 1}, {2, 4})));
  EXPECT_TRUE(layout_util::equivalentLayouts({0, 3}, makeLayout({1, 0}),
                                             makeLayout({0, 1})));
}

//===----------------------------------------------------------------------===//
// Exhaustive bijection check.
//===----------------------------------------------------------------------===//

/// XLA's IndexUtil form: Horner's rule from the most-major dimension.
int64_t hornerLinear(const DimVector &physical, const DimVector &m2m,
                     const DimVector &index) {
  int64_t linear = 0;
  for (int64_t k = static_cast<int64_t>(m2m.size()) - 1; k >= 0; --k)
    linear = linear * physical[m2m[k]] + index[m2m[k]];
  return linear;
}

/// `what` went wrong, with the dimensions, the layout and the index (empty
/// when the failure is not at one element) where it did.
std::string describe(const char *what, const DimVector &dims,
                     const Layout &layout, const DimVector &index) {
  auto join = [](const DimVector &v) {
    std::string text;
    for (int64_t x : v)
      text += (text.empty() ? "" : ",") + std::to_string(x);
    return "[" + text + "]";
  };
  return std::string(what) + ": dims " + join(dims) + ", minor_to_major " +
         join(layout.minorToMajor) + ", padded " +
         join(layout.paddedDimensions) + ", index " + join(index);
}

/// The first way in which `layout` of `dims` is not a bijection between the
/// logical indices and the non-padding positions, or in which the strides or
/// the padding positions disagree with the Horner form; empty when there is
/// none. Failures are described, not asserted, per element: the check runs
/// over every position of about 200,000 layouts.
std::string firstMismatch(const DimVector &dims, const Layout &layout) {
  if (layout_util::verifyLayoutForShape(layout, dims))
    return describe("rejected", dims, layout, {});
  DimVector physical = layout_util::physicalDims(dims, layout);
  int64_t count = layout_util::physicalElementCount(dims, layout);
  int64_t logical = layout_util::logicalElementCount(dims);
  DimVector strides = layout_util::strides(dims, layout);

  // Every logical element lands on a distinct non-padding position given by
  // the strides, and comes back.
  std::vector<bool> seen(count, false);
  int64_t visited = 0;
  if (logical > 0) {
    DimVector index(dims.size(), 0);
    do {
      int64_t linear = index_util::multiIndexToLinear(dims, layout, index);
      int64_t viaStrides = 0;
      for (size_t d = 0; d < dims.size(); ++d)
        viaStrides += index[d] * strides[d];
      const char *error = nullptr;
      if (linear != viaStrides)
        error = "the strides disagree";
      else if (linear != hornerLinear(physical, layout.minorToMajor, index))
        error = "the Horner form disagrees";
      else if (linear < 0 || linear >= count)
        error = "out of the buffer";
      else if (index_util::isPaddingPosition(dims, layout, linear))
        error = "lands on padding";
      else if (index_util::linearToMultiIndex(dims, layout, linear) != index)
        error = "does not come back";
      else if (seen[linear])
        error = "shares its position";
      if (error)
        return describe(error, dims, layout, index);
      seen[linear] = true;
      ++visited;
    } while (index_util::nextIndex(dims, index));
  }
  if (visited != logical)
    return describe("visits the wrong number of elements", dims, layout, {});
  // Every other position is padding, and delinearizes into the padded box.
  int64_t padding = 0;
  for (int64_t linear = 0; linear < count; ++linear) {
    if (!index_util::isPaddingPosition(dims, layout, linear))
      continue;
    ++padding;
    DimVector index = index_util::linearToMultiIndex(dims, layout, linear);
    if (hornerLinear(physical, layout.minorToMajor, index) != linear)
      return describe("a padding position does not come back", dims, layout,
                      index);
  }
  if (padding + logical != count)
    return describe("miscounts the padding", dims, layout, {});
  return "";
}

/// Steps `dims` to the next shape with sizes minSize..3, the last dimension
/// fastest; false after the last one.
bool nextShape(DimVector &dims, int64_t minSize) {
  for (int64_t d = static_cast<int64_t>(dims.size()) - 1; d >= 0; --d) {
    if (++dims[d] <= 3)
      return true;
    dims[d] = minSize;
  }
  return false;
}

/// Checks every layout of every shape of `rank`, sizes 0..3 (1..3 at rank 4,
/// to keep the run short), unpadded and with every padding of +0..+2 per
/// dimension, whose most-minor dimension is `minor` (any when -1). Adds the
/// number of layouts checked to `checked`.
void checkAllLayouts(int64_t rank, int64_t minor, int64_t &checked) {
  int64_t minSize = rank == 4 ? 1 : 0;
  DimVector dims(rank, minSize);
  do {
    DimVector m2m(rank);
    std::iota(m2m.begin(), m2m.end(), 0);
    do {
      if (minor >= 0 && m2m[0] != minor)
        continue;
      ASSERT_EQ(firstMismatch(dims, makeLayout(m2m)), "");
      ++checked;
      // Rank 0 has no padding.
      DimVector extra(rank, 0);
      if (rank > 0)
        do {
          DimVector padded(rank);
          for (int64_t d = 0; d < rank; ++d)
            padded[d] = dims[d] + extra[d];
          ASSERT_EQ(
              firstMismatch(dims, makeLayout(m2m, padded, PaddingValue::zero)),
              "");
          ++checked;
        } while (index_util::nextIndex(DimVector(rank, 3), extra));
    } while (std::next_permutation(m2m.begin(), m2m.end()));
  } while (nextShape(dims, minSize));
}

TEST(LayoutExhaustive, AllLayoutsUpToRank3) {
  int64_t checked = 0;
  for (int64_t rank = 0; rank <= 3; ++rank)
    checkAllLayouts(rank, /*minor=*/-1, checked);
  // Shapes x permutations x (1 unpadded + 3^rank paddings).
  EXPECT_EQ(checked, 1 + 4 * 1 * 4 + 16 * 2 * 10 + 64 * 6 * 28);
}

/// Rank 4, one test per most-minor dimension, so that the four quarters of
/// its 159,408 layouts run side by side under `ctest -j`.
class LayoutExhaustiveRank4 : public ::testing::TestWithParam<int64_t> {};

TEST_P(LayoutExhaustiveRank4, AllLayoutsWithMinorDimension) {
  int64_t checked = 0;
  checkAllLayouts(4, GetParam(), checked);
  EXPECT_EQ(checked, 81 * 6 * 82);
}

INSTANTIATE_TEST_SUITE_P(LayoutExhaustive, LayoutExhaustiveRank4,
                         ::testing::Range<int64_t>(0, 4));

} // namespace
