//===- XlaShapeTest.cpp - unit tests of XLA shape strings -----------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Parsing and printing of every element type, scalars, zero sizes, layouts,
// tuples and dynamic dimensions; every error with its message and offset;
// and a property test on generated shapes, dynamic ones included:
// print(parse(s)) == s and parse(print(shape)) == shape.
//
//===----------------------------------------------------------------------===//

#include "shapes/Semantics/XlaShape.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>

using namespace mlir::shapes;
using namespace mlir::shapes::xla;

namespace {

Shape parseOk(std::string_view text) {
  ShapeError error;
  std::optional<Shape> shape = parseShape(text, error);
  EXPECT_TRUE(shape.has_value())
      << "'" << text << "': " << error.offset << ": " << error.message;
  return shape.value_or(Shape());
}

ShapeError parseError(std::string_view text) {
  ShapeError error;
  std::optional<Shape> shape = parseShape(text, error);
  EXPECT_FALSE(shape.has_value()) << "'" << text << "' parsed as '"
                                  << (shape ? printShape(*shape) : "") << "'";
  return error;
}

void expectError(std::string_view text, size_t offset,
                 const std::string &message) {
  ShapeError error = parseError(text);
  EXPECT_EQ(error.offset, offset) << text;
  EXPECT_EQ(error.message, message) << text;
}

TEST(XlaShapeTest, ElementTypes) {
  struct Case {
    const char *name;
    PrimitiveType type;
    int64_t bits;
    bool isFloat, isSigned, isUnsigned;
  };
  const Case cases[] = {
      {"pred", PrimitiveType::Pred, 1, false, false, false},
      {"s8", PrimitiveType::S8, 8, false, true, false},
      {"s16", PrimitiveType::S16, 16, false, true, false},
      {"s32", PrimitiveType::S32, 32, false, true, false},
      {"s64", PrimitiveType::S64, 64, false, true, false},
      {"u8", PrimitiveType::U8, 8, false, false, true},
      {"u16", PrimitiveType::U16, 16, false, false, true},
      {"u32", PrimitiveType::U32, 32, false, false, true},
      {"u64", PrimitiveType::U64, 64, false, false, true},
      {"f16", PrimitiveType::F16, 16, true, false, false},
      {"bf16", PrimitiveType::BF16, 16, true, false, false},
      {"f32", PrimitiveType::F32, 32, true, false, false},
      {"f64", PrimitiveType::F64, 64, true, false, false},
  };
  for (const Case &c : cases) {
    SCOPED_TRACE(c.name);
    EXPECT_EQ(primitiveTypeName(c.type), c.name);
    EXPECT_EQ(parsePrimitiveTypeName(c.name), c.type);
    EXPECT_EQ(primitiveTypeBitWidth(c.type), c.bits);
    EXPECT_EQ(isFloatType(c.type), c.isFloat);
    EXPECT_EQ(isSignedIntegerType(c.type), c.isSigned);
    EXPECT_EQ(isUnsignedIntegerType(c.type), c.isUnsigned);
    std::string text = std::string(c.name) + "[3]{0}";
    Shape shape = parseOk(text);
    EXPECT_FALSE(shape.isTuple);
    EXPECT_EQ(shape.elementType, c.type);
    EXPECT_EQ(shape.dims, DimVector{3});
    EXPECT_EQ(printShape(shape), text);
  }
  EXPECT_EQ(parsePrimitiveTypeName("c64"), std::nullopt);
  EXPECT_EQ(parsePrimitiveTypeName("F32"), std::nullopt);
  EXPECT_EQ(parsePrimitiveTypeName(""), std::nullopt);
}

TEST(XlaShapeTest, Arrays) {
  Shape shape = parseOk("f32[2,3]{0,1}");
  EXPECT_EQ(shape.elementType, PrimitiveType::F32);
  EXPECT_EQ(shape.dims, (DimVector{2, 3}));
  EXPECT_EQ(shape.minorToMajor, (DimVector{0, 1}));
  EXPECT_EQ(shape.rank(), 2);
  EXPECT_FALSE(shape.hasDefaultLayout());
  EXPECT_EQ(toLayout(shape).minorToMajor, (DimVector{0, 1}));
  EXPECT_FALSE(toLayout(shape).isPadded());

  Shape rowMajor = parseOk("s32[0,4]{1,0}");
  EXPECT_EQ(rowMajor.dims, (DimVector{0, 4}));
  EXPECT_TRUE(rowMajor.hasDefaultLayout());

  // Without a layout: the default one, and none is printed.
  Shape noLayout = parseOk("u8[4,5,6]");
  EXPECT_EQ(noLayout.minorToMajor, std::nullopt);
  EXPECT_TRUE(noLayout.hasDefaultLayout());
  EXPECT_EQ(noLayout.effectiveMinorToMajor(), (DimVector{2, 1, 0}));
  EXPECT_EQ(printShape(noLayout), "u8[4,5,6]");
  EXPECT_NE(noLayout, parseOk("u8[4,5,6]{2,1,0}"));

  // Scalars, with and without the empty layout.
  Shape scalar = parseOk("pred[]");
  EXPECT_EQ(scalar.rank(), 0);
  EXPECT_EQ(printShape(scalar), "pred[]");
  Shape scalarLayout = parseOk("f32[]{}");
  EXPECT_EQ(scalarLayout.minorToMajor, DimVector{});
  EXPECT_EQ(printShape(scalarLayout), "f32[]{}");
  EXPECT_TRUE(scalarLayout.hasDefaultLayout());

  // Zero sizes, and the largest size a byte buffer allows.
  EXPECT_EQ(parseOk("f64[0]{0}").dims, DimVector{0});
  EXPECT_EQ(parseOk("s8[9223372036854775807]").dims,
            DimVector{9223372036854775807});
  EXPECT_EQ(parseOk("s8[0,9223372036854775807,0]").dims,
            (DimVector{0, 9223372036854775807, 0}));
}

TEST(XlaShapeTest, SpacesAndComments) {
  Shape shape = parseOk("  f32 [ 2 , 3 ] { 0 , 1 }  ");
  EXPECT_EQ(printShape(shape), "f32[2,3]{0,1}");
  // XLA writes `/*index=5*/` before the sixth element of a tuple.
  Shape tuple = parseOk("(f32[], f32[], f32[], f32[], f32[], "
                        "/*index=5*/s32[2]{0})");
  ASSERT_EQ(tuple.tupleElements.size(), 6u);
  EXPECT_EQ(printShape(tuple.tupleElements[5]), "s32[2]{0}");
  EXPECT_EQ(printShape(parseOk("(\n\tf32[1] ,pred[] )")), "(f32[1], pred[])");
}

TEST(XlaShapeTest, Tuples) {
  Shape empty = parseOk("()");
  EXPECT_TRUE(empty.isTuple);
  EXPECT_TRUE(empty.tupleElements.empty());
  EXPECT_EQ(printShape(empty), "()");

  Shape pair = parseOk("(f32[2]{0}, s32[])");
  ASSERT_TRUE(pair.isTuple);
  ASSERT_EQ(pair.tupleElements.size(), 2u);
  EXPECT_EQ(pair.tupleElements[0],
            Shape::array(PrimitiveType::F32, {2}, DimVector{0}));
  EXPECT_EQ(pair.tupleElements[1], Shape::array(PrimitiveType::S32, {}));
  EXPECT_EQ(printShape(pair), "(f32[2]{0}, s32[])");

  Shape nested = parseOk("((), (pred[1,2]{0,1}, (bf16[])), u64[3])");
  EXPECT_EQ(
      nested,
      Shape::tuple(
          {Shape::tuple({}),
           Shape::tuple(
               {Shape::array(PrimitiveType::Pred, {1, 2}, DimVector{0, 1}),
                Shape::tuple({Shape::array(PrimitiveType::BF16, {})})}),
           Shape::array(PrimitiveType::U64, {3})}));
  EXPECT_EQ(printShape(nested), "((), (pred[1,2]{0,1}, (bf16[])), u64[3])");
  EXPECT_NE(Shape::tuple({}), Shape::array(PrimitiveType::F32, {}));
  EXPECT_EQ(verifyShape(nested), std::nullopt);
}

TEST(XlaShapeTest, Prefix) {
  std::string_view text = "x = f32[2]{0} add(a, b)";
  size_t pos = 3;
  ShapeError error;
  std::optional<Shape> shape = parseShapePrefix(text, pos, error);
  ASSERT_TRUE(shape);
  EXPECT_EQ(printShape(*shape), "f32[2]{0}");
  EXPECT_EQ(pos, 13u);

  // Without a layout, the shape ends at ']' and the spaces after it stay.
  text = "f32[2] parameter(0)";
  pos = 0;
  shape = parseShapePrefix(text, pos, error);
  ASSERT_TRUE(shape);
  EXPECT_EQ(pos, 6u);

  // A signature of entry_computation_layout.
  text = "{(f32[2]{0}, s32[])->pred[]}";
  pos = 1;
  shape = parseShapePrefix(text, pos, error);
  ASSERT_TRUE(shape);
  EXPECT_EQ(text.substr(pos), "->pred[]}");
  pos += 2;
  shape = parseShapePrefix(text, pos, error);
  ASSERT_TRUE(shape);
  EXPECT_EQ(printShape(*shape), "pred[]");
  EXPECT_EQ(text.substr(pos), "}");

  // Error offsets are absolute.
  text = "ROOT r = c64[2] add(a, b)";
  pos = 8;
  EXPECT_FALSE(parseShapePrefix(text, pos, error));
  EXPECT_EQ(error.offset, 9u);
  EXPECT_EQ(error.message, "unsupported element type 'c64'");
}

TEST(XlaShapeTest, UnsupportedElementTypes) {
  for (const char *name : {"s2",
                           "s4",
                           "u2",
                           "u4",
                           "f8e5m2",
                           "f8e4m3fn",
                           "f8e4m3b11fnuz",
                           "f8e5m2fnuz",
                           "f8e4m3fnuz",
                           "f8e4m3",
                           "f8e3m4",
                           "f4e2m1fn",
                           "f8e8m0fnu",
                           "c64",
                           "c128",
                           "token",
                           "opaque",
                           "tf32",
                           "F32",
                           "foo"}) {
    std::string text = std::string(name) + "[2]{0}";
    expectError(text, 0,
                std::string("unsupported element type '") + name + "'");
    expectError("(f32[], " + text + ")", 8,
                std::string("unsupported element type '") + name + "'");
  }
  expectError("token[]", 0, "unsupported element type 'token'");
}

TEST(XlaShapeTest, UnsupportedLayoutAttributes) {
  expectError("f32[8,128]{1,0:T(8,128)}", 14,
              "layout tiles ':T(8,128)' are not supported");
  expectError("bf16[8,128]{1,0:T(8,128)(2,1)S(1)}", 15,
              "layout tiles ':T(8,128)(2,1)S(1)' are not supported");
  expectError("f32[2]{0:S(1)}", 9, "memory space 'S(1)' is not supported");
  expectError("f32[]{:S(1)}", 7, "memory space 'S(1)' is not supported");
  expectError("f32[2]{0: S(1)}", 10, "memory space 'S(1)' is not supported");
  for (const char *attribute : {"E(32)", "D(C)", "#(s32)", "*(s64)", "L(2)",
                                "P(s32[2]{0})", "SC(0:1)", "M(8)"}) {
    std::string text = std::string("f32[2]{0:") + attribute + "}";
    expectError(text, 9,
                std::string("layout attribute '") + attribute +
                    "' is not supported");
  }
  // No closing '}': the attributes run to the end of the text.
  expectError("f32[2]{0:E(32)", 9, "layout attribute 'E(32)' is not supported");
  expectError("f32[2]{0:}", 9, "expected a layout attribute after ':'");
}

TEST(XlaShapeTest, DynamicDimensions) {
  // `<=N` is dynamic with the bound N, as XLA's Shape keeps it.
  Shape bounded = parseOk("f32[<=8,3]{1,0}");
  EXPECT_EQ(bounded.dims, (DimVector{8, 3}));
  EXPECT_TRUE(bounded.isDynamicDimension(0));
  EXPECT_TRUE(bounded.isBoundedDimension(0));
  EXPECT_FALSE(bounded.isDynamicDimension(1));
  EXPECT_FALSE(bounded.isBoundedDimension(1));
  EXPECT_TRUE(bounded.isDynamic());
  EXPECT_TRUE(bounded.hasBoundedDimension());
  EXPECT_EQ(bounded.logicalDims(), (DimVector{kDynamicSize, 3}));
  EXPECT_EQ(printShape(bounded), "f32[<=8,3]{1,0}");
  EXPECT_EQ(bounded, Shape::array(PrimitiveType::F32, {8, 3}, DimVector{1, 0},
                                  {true, false}));
  // A bounded dimension is not its static twin.
  EXPECT_NE(bounded, parseOk("f32[8,3]{1,0}"));
  EXPECT_FALSE(sameDimensions(bounded, parseOk("f32[8,3]")));
  EXPECT_TRUE(sameDimensions(bounded, parseOk("s8[<=8,3]{0,1}")));
  EXPECT_FALSE(sameDimensions(bounded, parseOk("f32[<=4,3]")));
  EXPECT_FALSE(sameDimensions(bounded, parseOk("f32[?,3]")));

  // Its storage has room for the bound; XLA leaves the rest undefined.
  Layout layout = toLayout(bounded);
  EXPECT_EQ(layout.minorToMajor, (DimVector{1, 0}));
  EXPECT_EQ(layout.paddedDimensions, (DimVector{8, 3}));
  EXPECT_EQ(layout.paddingValue, PaddingValue::unknown);
  Layout columns = toLayout(parseOk("pred[2,<=0,<=5]{0,2,1}"));
  EXPECT_EQ(columns.minorToMajor, (DimVector{0, 2, 1}));
  EXPECT_EQ(columns.paddedDimensions, (DimVector{2, 0, 5}));

  // `?` is unbounded: kDynamicSize, and the layout is not padded.
  Shape unbounded = parseOk("f32[?,3]");
  EXPECT_EQ(unbounded.dims, (DimVector{kDynamicSize, 3}));
  EXPECT_TRUE(unbounded.isDynamicDimension(0));
  EXPECT_FALSE(unbounded.isBoundedDimension(0));
  EXPECT_FALSE(unbounded.hasBoundedDimension());
  EXPECT_EQ(unbounded.logicalDims(), (DimVector{kDynamicSize, 3}));
  EXPECT_EQ(printShape(unbounded), "f32[?,3]");
  EXPECT_FALSE(toLayout(unbounded).isPadded());
  // kDynamicSize is dynamic with or without its flag.
  EXPECT_EQ(unbounded, Shape::array(PrimitiveType::F32, {kDynamicSize, 3}));
  EXPECT_EQ(verifyShape(Shape::array(PrimitiveType::F32, {kDynamicSize})),
            std::nullopt);
  EXPECT_EQ(printShape(parseOk("s32[?,?]{0,1}")), "s32[?,?]{0,1}");

  // Spaces may separate '<=' from the bound, as between XLA's tokens.
  EXPECT_EQ(printShape(parseOk("f32[ <= 8 , 2 ]")), "f32[<=8,2]");
  EXPECT_EQ(printShape(parseOk("f32[ ? , 2 ]")), "f32[?,2]");
  EXPECT_EQ(printShape(parseOk("f32[<=0]")), "f32[<=0]");
  EXPECT_FALSE(parseOk("(f32[2], (s32[<=4]))").tupleElements[0].isDynamic());
  EXPECT_TRUE(parseOk("(f32[2], (s32[<=4]))").isDynamic());
  EXPECT_FALSE(parseOk("(f32[2], (s32[4]))").isDynamic());
  EXPECT_FALSE(parseOk("(f32[2], (s32[<=4]))").hasBoundedDimension());
  // A static shape parses without flags.
  EXPECT_TRUE(parseOk("f32[2,3]").dynamicDimensions.empty());

  // Errors, at the offending dimension.
  expectError("f32[<=]", 6, "expected a dimension bound, found ']'");
  expectError("f32[<=?]", 6, "expected a dimension bound, found '?'");
  expectError("f32[<8]", 4, "expected a dimension size, found '<'");
  expectError("f32[2,<=-3]", 6, "dimension bound '<=-3' is negative");
  expectError("f32[??]", 5,
              "expected ',' or ']' in the dimension sizes, found '?'");
  expectError("f32[<=9223372036854775808]", 6,
              "dimension bound '9223372036854775808' does not fit in 64 bits");
  expectError("f32[?,<=8]", 6,
              "the bounded dynamic dimension 1 ('<=8') in a shape with the "
              "unbounded dimension 0 ('?') is not supported");
  expectError("f32[2,<=8, 4, ?]{3,2,1,0}", 14,
              "the unbounded dynamic dimension 3 ('?') in a shape with the "
              "bounded dimension 1 ('<=8') is not supported");
  // The storage of the bound must be addressable; '?' counts as nothing.
  expectError("f32[<=4611686018427387904]", 0,
              "the physical buffer of this layout needs 18446744073709551616 "
              "bytes (4611686018427387904 elements of 4 bytes), more than "
              "2^63-1");
  EXPECT_EQ(verifyShape(parseOk("f32[?,2305843009213693951]")), std::nullopt);
  expectError("f32[<=2,3]{0}", 10,
              "minor_to_major has 1 entry but the type has rank 2");

  // Shapes built in code are checked the same way.
  std::optional<ShapeError> error = verifyShape(
      Shape::array(PrimitiveType::F32, {2, 3}, std::nullopt, {true}));
  ASSERT_TRUE(error);
  EXPECT_EQ(error->message,
            "the shape has 2 dimensions but 1 dynamic-dimension flags");
  error =
      verifyShape(Shape::array(PrimitiveType::F32, {-2}, std::nullopt, {true}));
  ASSERT_TRUE(error);
  EXPECT_EQ(error->message, "dimension 0 has bound -2, which is negative");
  error = verifyShape(Shape::array(PrimitiveType::F32, {4, kDynamicSize},
                                   std::nullopt, {true, false}));
  ASSERT_TRUE(error);
  EXPECT_EQ(error->message,
            "the unbounded dynamic dimension 1 ('?') in a shape with the "
            "bounded dimension 0 ('<=4') is not supported");
}

TEST(XlaShapeTest, MalformedText) {
  expectError("", 0, "expected a shape, found end of text");
  expectError("   ", 3, "expected a shape, found end of text");
  expectError("[2]", 0, "expected a shape, found '['");
  expectError("f32", 3,
              "expected '[' after the element type 'f32', found "
              "end of text");
  expectError("f32{0}", 3,
              "expected '[' after the element type 'f32', found '{'");
  expectError("f32[2", 5,
              "expected ',' or ']' in the dimension sizes, found end of text");
  expectError("f32[2;3]", 5,
              "expected ',' or ']' in the dimension sizes, found ';'");
  expectError("f32[2,]", 6, "expected a dimension size, found ']'");
  expectError("f32[,2]", 4, "expected a dimension size, found ','");
  expectError("f32[x]", 4, "expected a dimension size, found 'x'");
  expectError("f32[-]", 5, "expected a dimension size, found ']'");
  expectError("f32[2]{0", 8,
              "expected ',', ':' or '}' in the layout, found end of text");
  expectError("f32[2]{a}", 7, "expected a minor_to_major entry, found 'a'");
  expectError("f32[2]{0,}", 9, "expected a minor_to_major entry, found '}'");
  expectError("(f32[2]", 7,
              "expected ',' or ')' in a tuple shape, found end of text");
  expectError("(f32[2],)", 8, "expected a shape, found ')'");
  expectError("(f32[2] s32[])", 8,
              "expected ',' or ')' in a tuple shape, found 's'");
  expectError("f32[2] x", 7, "unexpected 'x' after the shape");
  expectError("f32[2]{0}}", 9, "unexpected '}' after the shape");
  expectError("()()", 2, "unexpected '()' after the shape");
  expectError("/* open f32[2]", 0, "expected a shape, found '/'");
}

TEST(XlaShapeTest, BadSizes) {
  expectError("f32[2,-3]", 6, "dimension size '-3' is negative");
  expectError("f32[-9223372036854775808]", 4,
              "dimension size '-9223372036854775808' is negative");
  expectError("f32[9223372036854775808]", 4,
              "dimension size '9223372036854775808' does not fit in 64 bits");
  expectError("f32[99999999999999999999999]", 4,
              "dimension size '99999999999999999999999' does not fit in 64 "
              "bits");
  expectError("f32[2]{-9223372036854775809}", 7,
              "minor_to_major entry '-9223372036854775809' does not fit in 64 "
              "bits");
  // A long number is quoted in part.
  std::string longNumber(100, '9');
  ShapeError error = parseError("f32[" + longNumber + "]");
  EXPECT_EQ(error.offset, 4u);
  EXPECT_EQ(error.message, "dimension size '" + std::string(64, '9') +
                               "...' does not fit in 64 bits");
  // The element count and the byte count must fit in int64.
  expectError("f32[4611686018427387904]", 0,
              "the physical buffer of this layout needs 18446744073709551616 "
              "bytes (4611686018427387904 elements of 4 bytes), more than "
              "2^63-1");
  expectError("pred[4294967296,4294967296]", 0,
              "the physical buffer of this layout needs 18446744073709551616 "
              "elements, more than 2^63-1");
  EXPECT_TRUE(parseShape("pred[4611686018427387904]", error));
}

TEST(XlaShapeTest, InvalidLayouts) {
  expectError("f32[2,3]{0}", 8,
              "minor_to_major has 1 entry but the type has rank 2");
  expectError("f32[2,3] {0,2}", 9,
              "minor_to_major entry 1 is 2, which is not a dimension in [0, "
              "2)");
  expectError("f32[2,3]{1,1}", 8,
              "minor_to_major is not a permutation: dimension 1 appears at "
              "positions 0 and 1");
  expectError("f32[2]{-1}", 6,
              "minor_to_major entry 0 is -1, which is not a dimension in [0, "
              "1)");
  expectError("f32[]{0}", 5,
              "minor_to_major has 1 entry but the type has rank 0");
  // In a tuple, the offset is that of the element's layout.
  expectError("(s32[], f32[2]{1})", 14,
              "minor_to_major entry 0 is 1, which is not a dimension in [0, "
              "1)");

  // verifyShape checks shapes built in code.
  EXPECT_EQ(verifyShape(Shape::array(PrimitiveType::F32, {2, 3}, {{0, 1}})),
            std::nullopt);
  std::optional<ShapeError> error =
      verifyShape(Shape::array(PrimitiveType::F32, {2, 3}, {{0, 0}}));
  ASSERT_TRUE(error);
  EXPECT_EQ(error->message, "minor_to_major is not a permutation: dimension "
                            "0 appears at positions 0 and 1");
  error = verifyShape(Shape::array(PrimitiveType::S8, {2, -1}));
  ASSERT_TRUE(error);
  EXPECT_EQ(error->message, "dimension 1 has size -1, which is negative");
  error = verifyShape(Shape::tuple(
      {Shape::array(PrimitiveType::F32, {}),
       Shape::tuple({Shape::array(PrimitiveType::F64, {3}, {{1}})})}));
  ASSERT_TRUE(error);
  EXPECT_EQ(error->message, "minor_to_major entry 0 is 1, which is not a "
                            "dimension in [0, 1)");
  // pred takes one byte per element.
  error = verifyShape(
      Shape::array(PrimitiveType::S16, {int64_t{1} << 62}, std::nullopt));
  ASSERT_TRUE(error);
  EXPECT_EQ(verifyShape(Shape::array(PrimitiveType::Pred, {int64_t{1} << 62})),
            std::nullopt);
}

TEST(XlaShapeTest, DeepNesting) {
  // Deep tuples are an error, not a stack overflow.
  std::string deep(100000, '(');
  ShapeError error = parseError(deep);
  EXPECT_EQ(error.offset, 256u);
  EXPECT_EQ(error.message, "tuple shapes nest deeper than 256 levels");
  std::string ok = std::string(256, '(') + std::string(256, ')');
  EXPECT_EQ(printShape(parseOk(ok)), ok);
}

//===----------------------------------------------------------------------===//
// Generated shapes
//===----------------------------------------------------------------------===//

class ShapeGenerator {
public:
  explicit ShapeGenerator(unsigned seed) : rng(seed) {}

  Shape shape(int depth) {
    if (depth < 3 && pick(5) == 0) {
      std::vector<Shape> elements;
      int64_t count = pick(5);
      for (int64_t i = 0; i < count; ++i)
        elements.push_back(shape(depth + 1));
      return Shape::tuple(std::move(elements));
    }
    auto type = static_cast<PrimitiveType>(pick(13));
    int64_t rank = pick(6);
    DimVector dims;
    std::vector<bool> dynamic;
    // A shape has bounded (`<=N`) or unbounded (`?`) dimensions, not both.
    bool unboundedKind = pick(2) == 0;
    for (int64_t d = 0; d < rank; ++d) {
      // Mostly small sizes, sometimes 0 or large ones.
      switch (pick(8)) {
      case 0:
        dims.push_back(0);
        break;
      case 1:
        dims.push_back(pick(1000));
        break;
      default:
        dims.push_back(1 + pick(7));
      }
      dynamic.push_back(pick(5) == 0);
      if (dynamic.back() && unboundedKind)
        dims.back() = kDynamicSize;
    }
    if (std::find(dynamic.begin(), dynamic.end(), true) == dynamic.end())
      dynamic.clear();
    std::optional<DimVector> minorToMajor;
    if (pick(4) != 0) {
      DimVector order = layout_util::defaultMinorToMajor(rank);
      if (pick(2) == 0)
        std::shuffle(order.begin(), order.end(), rng);
      minorToMajor = order;
    }
    return Shape::array(type, std::move(dims), std::move(minorToMajor),
                        std::move(dynamic));
  }

private:
  int64_t pick(int64_t n) {
    return std::uniform_int_distribution<int64_t>(0, n - 1)(rng);
  }
  std::mt19937 rng;
};

TEST(XlaShapeTest, GeneratedRoundTrip) {
  ShapeGenerator generator(/*seed=*/25);
  int tuples = 0, permuted = 0, bounded = 0, unbounded = 0;
  for (int i = 0; i < 5000; ++i) {
    Shape shape = generator.shape(/*depth=*/0);
    tuples += shape.isTuple;
    permuted += !shape.isTuple && !shape.hasDefaultLayout();
    bounded += shape.hasBoundedDimension();
    unbounded +=
        !shape.isTuple && shape.isDynamic() && !shape.hasBoundedDimension();
    ASSERT_EQ(verifyShape(shape), std::nullopt);
    std::string text = printShape(shape);
    ShapeError error;
    std::optional<Shape> parsed = parseShape(text, error);
    ASSERT_TRUE(parsed) << text << ": " << error.offset << ": "
                        << error.message;
    EXPECT_EQ(*parsed, shape) << text;
    EXPECT_EQ(printShape(*parsed), text);
    // The same shape with spaces between the tokens.
    std::string spaced;
    for (char c : text) {
      spaced += c;
      if (c == ',' || c == '[' || c == '(' || c == '{' || c == '=')
        spaced += ' ';
    }
    parsed = parseShape(" " + spaced + " ", error);
    ASSERT_TRUE(parsed) << spaced << ": " << error.offset << ": "
                        << error.message;
    EXPECT_EQ(printShape(*parsed), text);
  }
  // The generator reaches tuples, non-default layouts and both kinds of
  // dynamic dimensions.
  EXPECT_GT(tuples, 500);
  EXPECT_GT(permuted, 300);
  EXPECT_GT(bounded, 500);
  EXPECT_GT(unbounded, 500);
}

TEST(XlaShapeTest, GeneratedMutationsNeverCrash) {
  // Every truncation and every one-character change of a valid string
  // either parses to a shape that prints back to a string that parses to
  // it, or fails with an offset inside the text.
  ShapeGenerator generator(/*seed=*/7);
  std::mt19937 rng(11);
  const std::string alphabet = "()[]{},:<=?-0123456789 fspredTS*/";
  for (int i = 0; i < 300; ++i) {
    std::string text = printShape(generator.shape(0));
    std::vector<std::string> variants;
    for (size_t n = 0; n < text.size(); ++n)
      variants.push_back(text.substr(0, n));
    for (int k = 0; k < 20 && !text.empty(); ++k) {
      std::string changed = text;
      changed[rng() % changed.size()] = alphabet[rng() % alphabet.size()];
      variants.push_back(changed);
    }
    for (const std::string &variant : variants) {
      ShapeError error;
      std::optional<Shape> parsed = parseShape(variant, error);
      if (!parsed) {
        EXPECT_LE(error.offset, variant.size()) << variant;
        EXPECT_FALSE(error.message.empty()) << variant;
        continue;
      }
      EXPECT_EQ(verifyShape(*parsed), std::nullopt) << variant;
      std::optional<Shape> again = parseShape(printShape(*parsed), error);
      ASSERT_TRUE(again) << variant;
      EXPECT_EQ(*again, *parsed) << variant;
    }
  }
}

} // namespace
