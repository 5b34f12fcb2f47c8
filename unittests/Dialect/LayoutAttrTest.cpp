//===- LayoutAttrTest.cpp - unit tests of #shapes.layout ------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The memref-layout side of #shapes.layout: exact padded strides from
// getStridesAndOffset, the affine map, identity detection, checked
// construction, and whether a buffer has padding to write.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"
#include "shapes/Dialect/Shapes/IR/ShapesDialect.h"

#include "mlir/IR/AffineMap.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::shapes;

namespace {

class LayoutAttrTest : public ::testing::Test {
protected:
  LayoutAttrTest() { context.loadDialect<ShapesDialect>(); }

  LayoutAttr layout(ArrayRef<int64_t> m2m, ArrayRef<int64_t> padded = {}) {
    return LayoutAttr::get(&context, m2m, padded,
                           std::optional<shapes::PaddingValue>());
  }

  MLIRContext context;
};

TEST_F(LayoutAttrTest, PaddedStridesFromMemRefType) {
  auto type = MemRefType::get({2, 3}, Float32Type::get(&context),
                              layout({0, 1}, {3, 5}));
  SmallVector<int64_t> strides;
  int64_t offset = -1;
  ASSERT_TRUE(succeeded(type.getStridesAndOffset(strides, offset)));
  EXPECT_EQ(strides, (SmallVector<int64_t>{1, 3}));
  EXPECT_EQ(offset, 0);
  EXPECT_TRUE(type.isStrided());
}

TEST_F(LayoutAttrTest, HasPaddingToWrite) {
  Type f32 = Float32Type::get(&context);
  // Padded beyond the sizes, default (zero) padding.
  EXPECT_TRUE(
      hasPaddingToWrite(MemRefType::get({2, 3}, f32, layout({0, 1}, {3, 5}))));
  EXPECT_TRUE(hasPaddingToWrite(
      RankedTensorType::get({2, 3}, f32, layout({1, 0}, {2, 4}))));
  // Padded to the sizes themselves, unpadded, no layout, dynamic.
  EXPECT_FALSE(
      hasPaddingToWrite(MemRefType::get({2, 3}, f32, layout({0, 1}, {2, 3}))));
  EXPECT_FALSE(hasPaddingToWrite(MemRefType::get({2, 3}, f32, layout({0, 1}))));
  EXPECT_FALSE(hasPaddingToWrite(MemRefType::get({2, 3}, f32)));
  EXPECT_FALSE(hasPaddingToWrite(
      MemRefType::get({ShapedType::kDynamic, 3}, f32, layout({0, 1}))));
  // A padding value of `unknown`: nothing to write.
  EXPECT_FALSE(hasPaddingToWrite(
      MemRefType::get({2, 3}, f32,
                      LayoutAttr::get(&context, {0, 1}, {3, 5},
                                      std::optional<shapes::PaddingValue>(
                                          shapes::PaddingValue::unknown)))));
}

TEST_F(LayoutAttrTest, UnpaddedStridesDependOnShape) {
  auto type =
      MemRefType::get({4, 5, 6}, Float32Type::get(&context), layout({1, 2, 0}));
  SmallVector<int64_t> strides;
  int64_t offset;
  ASSERT_TRUE(succeeded(type.getStridesAndOffset(strides, offset)));
  EXPECT_EQ(strides, (SmallVector<int64_t>{30, 1, 5}));

  auto dynamic = MemRefType::get({ShapedType::kDynamic, 6},
                                 Float32Type::get(&context), layout({0, 1}));
  ASSERT_TRUE(succeeded(dynamic.getStridesAndOffset(strides, offset)));
  EXPECT_EQ(strides, (SmallVector<int64_t>{1, ShapedType::kDynamic}));
}

TEST_F(LayoutAttrTest, AffineMaps) {
  // Padded: the linear map with the padded strides.
  AffineMap padded = layout({0, 1}, {3, 5}).getAffineMap();
  EXPECT_EQ(padded.getNumDims(), 2u);
  EXPECT_EQ(padded.getNumResults(), 1u);
  SmallVector<int64_t> point = {1, 2};
  EXPECT_EQ(padded.compose(point), (SmallVector<int64_t>{7}));
  // Unpadded: the permutation to major-to-minor order.
  AffineMap perm = layout({0, 1}).getAffineMap();
  EXPECT_TRUE(perm.isPermutation());
  EXPECT_EQ(perm.compose(point), (SmallVector<int64_t>{2, 1}));
  // The map agrees with the strides on a row-major view of the permuted box.
  EXPECT_TRUE(layout({2, 1, 0}).getAffineMap().isIdentity());
}

TEST_F(LayoutAttrTest, Identity) {
  EXPECT_TRUE(layout({1, 0}).isIdentity());
  EXPECT_TRUE(layout({}).isIdentity());
  EXPECT_FALSE(layout({0, 1}).isIdentity());
  EXPECT_FALSE(layout({1, 0}, {2, 3}).isIdentity());
}

TEST_F(LayoutAttrTest, CheckedConstruction) {
  std::string message;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    message = diag.str();
    return success();
  });
  auto emit =
      mlir::detail::getDefaultDiagnosticEmitFn(UnknownLoc::get(&context));
  auto bad = LayoutAttr::getChecked(emit, &context, ArrayRef<int64_t>{1, 1},
                                    ArrayRef<int64_t>{},
                                    std::optional<shapes::PaddingValue>());
  EXPECT_FALSE(bad);
  EXPECT_EQ(message, "invalid #shapes.layout: minor_to_major is not a "
                     "permutation: dimension 1 appears at positions 0 and 1");
  // A memref type rejects a layout that does not fit its shape.
  auto type = MemRefType::getChecked(emit, {2, 3}, Float32Type::get(&context),
                                     layout({0, 1}, {1, 3}), Attribute());
  EXPECT_FALSE(type);
  EXPECT_EQ(message, "#shapes.layout does not fit a type of shape [2, 3]: "
                     "padded_dimensions entry 0 (1) is smaller than the size "
                     "of dimension 0 (2)");
}

TEST_F(LayoutAttrTest, SemanticRoundTrip) {
  LayoutAttr attr =
      LayoutAttr::get(&context, {0, 1}, {3, 5}, shapes::PaddingValue::lowest);
  shapes::Layout semantic = attr.toSemantic();
  EXPECT_EQ(semantic.minorToMajor, (shapes::DimVector{0, 1}));
  EXPECT_EQ(semantic.paddedDimensions, (shapes::DimVector{3, 5}));
  EXPECT_EQ(semantic.paddingValue, shapes::PaddingValue::lowest);
  EXPECT_EQ(LayoutAttr::fromSemantic(&context, semantic), attr);
}

} // namespace
