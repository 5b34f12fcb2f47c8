//===- XlaShapeTypeTest.cpp - unit tests of XLA shapes as MLIR types ------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The tensor type of every element type and layout, the XLA shape of a
// tensor type, the round trip between the two, and the errors of each
// direction.
//
//===----------------------------------------------------------------------===//

#include "shapes/Target/HLO/XlaShapeType.h"
#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"
#include "shapes/Dialect/Shapes/IR/ShapesDialect.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

using namespace mlir;
using namespace mlir::shapes;

namespace {

class XlaShapeTypeTest : public ::testing::Test {
protected:
  XlaShapeTypeTest()
      : handler(&context, [this](Diagnostic &diag) {
          messages += diag.str() + "\n";
          return success();
        }) {
    context.loadDialect<ShapesDialect>();
  }

  InFlightDiagnostic emitError() {
    return mlir::emitError(UnknownLoc::get(&context));
  }

  /// The tensor type of the shape string `text`, printed, or "null".
  std::string tensorType(std::string_view text) {
    xla::ShapeError error;
    std::optional<xla::Shape> shape = xla::parseShape(text, error);
    EXPECT_TRUE(shape) << text << ": " << error.message;
    if (!shape)
      return "";
    RankedTensorType type =
        getTensorType(&context, *shape, [this] { return emitError(); });
    if (!type)
      return "null";
    std::string out;
    llvm::raw_string_ostream os(out);
    os << type;
    return out;
  }

  /// The XLA shape of the type `text`, printed, or "failure".
  std::string xlaShape(std::string_view text, bool isUnsigned = false) {
    Type type = parseType(text, &context);
    EXPECT_TRUE(type) << text;
    if (!type)
      return "";
    FailureOr<xla::Shape> shape =
        getXlaShape(type, isUnsigned, [this] { return emitError(); });
    if (failed(shape))
      return "failure";
    return xla::printShape(*shape);
  }

  MLIRContext context;
  ScopedDiagnosticHandler handler;
  std::string messages;
};

TEST_F(XlaShapeTypeTest, ElementTypes) {
  EXPECT_EQ(tensorType("pred[2]"), "tensor<2xi1>");
  EXPECT_EQ(tensorType("s8[2]"), "tensor<2xi8>");
  EXPECT_EQ(tensorType("s16[2]"), "tensor<2xi16>");
  EXPECT_EQ(tensorType("s32[2]"), "tensor<2xi32>");
  EXPECT_EQ(tensorType("s64[2]"), "tensor<2xi64>");
  EXPECT_EQ(tensorType("u8[2]"), "tensor<2xi8>");
  EXPECT_EQ(tensorType("u16[2]"), "tensor<2xi16>");
  EXPECT_EQ(tensorType("u32[2]"), "tensor<2xi32>");
  EXPECT_EQ(tensorType("u64[2]"), "tensor<2xi64>");
  EXPECT_EQ(tensorType("f16[2]"), "tensor<2xf16>");
  EXPECT_EQ(tensorType("bf16[2]"), "tensor<2xbf16>");
  EXPECT_EQ(tensorType("f32[2]"), "tensor<2xf32>");
  EXPECT_EQ(tensorType("f64[2]"), "tensor<2xf64>");
  EXPECT_EQ(messages, "");
}

TEST_F(XlaShapeTypeTest, Layouts) {
  EXPECT_EQ(tensorType("f32[2,3]{0,1}"),
            "tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1]>>");
  EXPECT_EQ(tensorType("s32[4,0,5]{0,2,1}"),
            "tensor<4x0x5xi32, #shapes.layout<minor_to_major = [0, 2, 1]>>");
  // The default layout, written or not, gives no encoding.
  EXPECT_EQ(tensorType("f32[2,3]{1,0}"), "tensor<2x3xf32>");
  EXPECT_EQ(tensorType("f32[2,3]"), "tensor<2x3xf32>");
  EXPECT_EQ(tensorType("pred[]{}"), "tensor<i1>");
  EXPECT_EQ(tensorType("f64[]"), "tensor<f64>");
  EXPECT_EQ(messages, "");
}

TEST_F(XlaShapeTypeTest, DynamicDimensions) {
  // Bounded: dynamic, in a layout padded to the bound whose padding is
  // unknown. The default layout is written out, since it is padded.
  EXPECT_EQ(tensorType("f32[<=8,3]{1,0}"),
            "tensor<?x3xf32, #shapes.layout<minor_to_major = [1, 0], "
            "padded_dimensions = [8, 3], padding_value = unknown>>");
  EXPECT_EQ(tensorType("f32[<=8,3]"),
            "tensor<?x3xf32, #shapes.layout<minor_to_major = [1, 0], "
            "padded_dimensions = [8, 3], padding_value = unknown>>");
  EXPECT_EQ(tensorType("s8[2,<=5,<=0]{0,2,1}"),
            "tensor<2x?x?xi8, #shapes.layout<minor_to_major = [0, 2, 1], "
            "padded_dimensions = [2, 5, 0], padding_value = unknown>>");
  // Unbounded: a '?' and nothing more.
  EXPECT_EQ(tensorType("f32[?,3]"), "tensor<?x3xf32>");
  EXPECT_EQ(tensorType("f32[?,3]{1,0}"), "tensor<?x3xf32>");
  EXPECT_EQ(tensorType("pred[?,?]{0,1}"),
            "tensor<?x?xi1, #shapes.layout<minor_to_major = [0, 1]>>");
  EXPECT_EQ(messages, "");

  // And back, bounds from the padded widths.
  EXPECT_EQ(xlaShape("tensor<?x3xf32, #shapes.layout<minor_to_major = [1, "
                     "0], padded_dimensions = [8, 3], padding_value = "
                     "unknown>>"),
            "f32[<=8,3]{1,0}");
  EXPECT_EQ(xlaShape("tensor<3x?xi32, #shapes.layout<minor_to_major = [0, "
                     "1], padded_dimensions = [3, 0], padding_value = "
                     "unknown>>",
                     /*isUnsigned=*/true),
            "u32[3,<=0]{0,1}");
  EXPECT_EQ(xlaShape("tensor<?x3xf32>"), "f32[?,3]{1,0}");
  EXPECT_EQ(xlaShape("tensor<?x?xf64, #shapes.layout<minor_to_major = [0, "
                     "1]>>"),
            "f64[?,?]{0,1}");
  EXPECT_EQ(messages, "");

  // A bounded and an unbounded dimension in one shape have no tensor type.
  xla::Shape mixed = xla::Shape::array(xla::PrimitiveType::F32,
                                       {8, kDynamicSize}, {}, {true, true});
  EXPECT_FALSE(getTensorType(&context, mixed, [this] { return emitError(); }));
  EXPECT_EQ(messages, "invalid XLA shape 'f32[<=8,?]': the unbounded dynamic "
                      "dimension 1 ('?') in a shape with the bounded "
                      "dimension 0 ('<=8') is not supported\n");
}

TEST_F(XlaShapeTypeTest, TensorTypeErrors) {
  EXPECT_EQ(tensorType("(f32[2], s32[])"), "null");
  EXPECT_EQ(messages, "the tuple shape '(f32[2], s32[])' has no tensor type\n");
  messages.clear();
  // Shapes built in code are verified.
  xla::Shape bad = xla::Shape::array(xla::PrimitiveType::F32, {2, 3}, {{0, 0}});
  EXPECT_FALSE(getTensorType(&context, bad, [this] { return emitError(); }));
  EXPECT_EQ(messages, "invalid XLA shape 'f32[2,3]{0,0}': minor_to_major is "
                      "not a permutation: dimension 0 appears at positions 0 "
                      "and 1\n");
  messages.clear();
  bad = xla::Shape::array(xla::PrimitiveType::F32, {1, 2}, {{1}});
  EXPECT_FALSE(getTensorType(&context, bad, [this] { return emitError(); }));
  EXPECT_EQ(messages, "invalid XLA shape 'f32[1,2]{1}': minor_to_major has 1 "
                      "entry but the type has rank 2\n");
}

TEST_F(XlaShapeTypeTest, XlaShapes) {
  EXPECT_EQ(xlaShape("tensor<2x3xf32>"), "f32[2,3]{1,0}");
  EXPECT_EQ(xlaShape("tensor<2x3xbf16, #shapes.layout<minor_to_major = "
                     "[0, 1]>>"),
            "bf16[2,3]{0,1}");
  EXPECT_EQ(xlaShape("tensor<i1>"), "pred[]{}");
  EXPECT_EQ(xlaShape("tensor<0x7xf16>"), "f16[0,7]{1,0}");
  EXPECT_EQ(xlaShape("tensor<4xi8>"), "s8[4]{0}");
  EXPECT_EQ(xlaShape("tensor<4xi8>", /*isUnsigned=*/true), "u8[4]{0}");
  EXPECT_EQ(xlaShape("tensor<4xi16>"), "s16[4]{0}");
  EXPECT_EQ(xlaShape("tensor<4xi32>", /*isUnsigned=*/true), "u32[4]{0}");
  EXPECT_EQ(xlaShape("tensor<4xi64>"), "s64[4]{0}");
  EXPECT_EQ(xlaShape("tensor<4xi64>", /*isUnsigned=*/true), "u64[4]{0}");
  EXPECT_EQ(xlaShape("tensor<4xf64>"), "f64[4]{0}");
  // pred stays pred when unsigned.
  EXPECT_EQ(xlaShape("tensor<4xi1>", /*isUnsigned=*/true), "pred[4]{0}");
  EXPECT_EQ(messages, "");
}

TEST_F(XlaShapeTypeTest, XlaShapeErrors) {
  struct Case {
    const char *type;
    const char *message;
  };
  const Case cases[] = {
      {"f32", "type 'f32' has no XLA shape: it is not a ranked tensor"},
      {"tensor<*xf32>",
       "type 'tensor<*xf32>' has no XLA shape: it is not a ranked tensor"},
      {"memref<2xf32>",
       "type 'memref<2xf32>' has no XLA shape: it is not a ranked tensor"},
      {"tensor<2xcomplex<f32>>",
       "type 'tensor<2xcomplex<f32>>' has no XLA shape: element type "
       "'complex<f32>' is not supported"},
      {"tensor<2xi4>",
       "type 'tensor<2xi4>' has no XLA shape: element type 'i4' "
       "is not supported"},
      {"tensor<2xui32>", "type 'tensor<2xui32>' has no XLA shape: element type "
                         "'ui32' is not supported"},
      {"tensor<2xindex>", "type 'tensor<2xindex>' has no XLA shape: element "
                          "type 'index' is not supported"},
      {"tensor<2xf8E5M2>", "type 'tensor<2xf8E5M2>' has no XLA shape: element "
                           "type 'f8E5M2' is not supported"},
      {"tensor<2xf32, #shapes.layout<minor_to_major = [0], "
       "padded_dimensions = [4]>>",
       "type 'tensor<2xf32, #shapes.layout<minor_to_major = [0], "
       "padded_dimensions = [4]>>' has no XLA shape: padded layouts are not "
       "supported (XLA pads only a bounded dynamic dimension, to its bound)"},
      // A static dimension beside a bounded one keeps its size.
      {"tensor<?x2xf32, #shapes.layout<minor_to_major = [1, 0], "
       "padded_dimensions = [8, 4], padding_value = unknown>>",
       "type 'tensor<?x2xf32, #shapes.layout<minor_to_major = [1, 0], "
       "padded_dimensions = [8, 4], padding_value = unknown>>' has no XLA "
       "shape: dimension 1 of size 2 is padded to 4 (XLA pads only a bounded "
       "dynamic dimension, to its bound)"},
      // XLA's padding is undefined: a layout that promises a value says
      // more than an XLA shape can.
      {"tensor<?xf32, #shapes.layout<minor_to_major = [0], "
       "padded_dimensions = [8]>>",
       "type 'tensor<?xf32, #shapes.layout<minor_to_major = [0], "
       "padded_dimensions = [8]>>' has no XLA shape: the padding of a bounded "
       "dynamic dimension is undefined in XLA, but the layout has "
       "padding_value = zero"},
      {"tensor<?xf32, #shapes.layout<minor_to_major = [0], "
       "padded_dimensions = [8], padding_value = lowest>>",
       "type 'tensor<?xf32, #shapes.layout<minor_to_major = [0], "
       "padded_dimensions = [8], padding_value = lowest>>' has no XLA "
       "shape: the padding of a bounded dynamic dimension is undefined in "
       "XLA, but the layout has padding_value = lowest"},
      {"tensor<2xf32, \"foo\">", "type 'tensor<2xf32, \"foo\">' has no XLA "
                                 "shape: encoding \"foo\" is not a "
                                 "#shapes.layout"},
      {"tensor<4611686018427387904xf32>",
       "type 'tensor<4611686018427387904xf32>' has no XLA shape: the physical "
       "buffer of this layout needs 18446744073709551616 bytes "
       "(4611686018427387904 elements of 4 bytes), more than 2^63-1"},
  };
  for (const Case &c : cases) {
    messages.clear();
    EXPECT_EQ(xlaShape(c.type), "failure") << c.type;
    EXPECT_EQ(messages, std::string(c.message) + "\n") << c.type;
  }
}

TEST_F(XlaShapeTypeTest, RoundTrip) {
  // Every element type and every layout of rank 3, static, with bounded
  // and with unbounded dimensions: the tensor type gives the shape back,
  // with its layout always written.
  const std::vector<bool> dynamicCases[] = {
      {}, {true, false, false}, {false, true, true}, {true, true, true}};
  for (int t = 0; t <= static_cast<int>(xla::PrimitiveType::F64); ++t) {
    auto elementType = static_cast<xla::PrimitiveType>(t);
    for (const std::vector<bool> &dynamic : dynamicCases) {
      for (bool unbounded : {false, true}) {
        DimVector dims = {2, 0, 5};
        for (auto [d, isDynamic] : llvm::enumerate(dynamic))
          if (isDynamic && unbounded)
            dims[d] = kDynamicSize;
        DimVector order = {0, 1, 2};
        do {
          xla::Shape shape =
              xla::Shape::array(elementType, dims, order, dynamic);
          RankedTensorType type =
              getTensorType(&context, shape, [this] { return emitError(); });
          ASSERT_TRUE(type) << messages;
          EXPECT_EQ(static_cast<bool>(type.getEncoding()),
                    !shape.hasDefaultLayout() || shape.hasBoundedDimension());
          EXPECT_EQ(type.hasStaticShape(), dynamic.empty());
          FailureOr<xla::Shape> back =
              getXlaShape(type, xla::isUnsignedIntegerType(elementType),
                          [this] { return emitError(); });
          ASSERT_TRUE(succeeded(back)) << messages;
          EXPECT_EQ(*back, shape) << xla::printShape(shape);
        } while (std::next_permutation(order.begin(), order.end()));
      }
    }
  }
}

} // namespace
