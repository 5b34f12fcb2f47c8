//===- XlaShape.h - XLA shape strings ---------------------------*- C++ -*-===//
//
// The text form of XLA shapes, as HLO modules write them: `f32[2,3]{0,1}`,
// `pred[]`, `s32[0,4]{0,1}`, tuples `(f32[2]{0}, s32[])` and dynamic
// dimensions, bounded `f32[<=8,3]{1,0}` or unbounded `f32[?,3]`. Parsing
// and printing are exact inverses: print(parse(s)) == s for every string in
// the canonical spelling (no spaces inside an array shape, ", " between
// tuple elements).
//
// Only what shapes can represent is accepted. Everything else that XLA's
// grammar allows is an error that names it: other element types (s4, f8
// types, c64, token, ...), layout tiles `:T(8,128)`, memory spaces `S(1)`,
// and an array shape with both a bounded and an unbounded dynamic
// dimension (`f32[?,<=8]`), whose storage no #shapes.layout describes.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_SEMANTICS_XLASHAPE_H
#define SHAPES_SEMANTICS_XLASHAPE_H

#include "shapes/Semantics/Layout.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mlir::shapes::xla {

/// The element types of an XLA array shape that shapes supports.
enum class PrimitiveType {
  Pred,
  S8,
  S16,
  S32,
  S64,
  U8,
  U16,
  U32,
  U64,
  F16,
  BF16,
  F32,
  F64,
};

/// The spelling of `type` in XLA text: "pred", "s32", "bf16", ...
std::string_view primitiveTypeName(PrimitiveType type);
/// The type spelled `name`, or nothing when `name` is not one of the
/// supported spellings.
std::optional<PrimitiveType> parsePrimitiveTypeName(std::string_view name);
/// Storage bits of one element: 1 for pred, 8 for s8 and u8, and so on.
int64_t primitiveTypeBitWidth(PrimitiveType type);
bool isFloatType(PrimitiveType type);
bool isSignedIntegerType(PrimitiveType type);
bool isUnsignedIntegerType(PrimitiveType type);

/// An array shape or a tuple of shapes.
struct Shape {
  bool isTuple = false;

  // Array shapes.
  PrimitiveType elementType = PrimitiveType::F32;
  /// One entry per dimension, as XLA's Shape::dimensions: the size of a
  /// static dimension, the bound of a bounded dynamic one (`<=8` is 8), and
  /// kDynamicSize for an unbounded one (`?`).
  DimVector dims;
  /// XLA's is_dynamic_dimension: empty, or one flag per dimension. A
  /// dimension is dynamic when its flag is set or its size is kDynamicSize.
  std::vector<bool> dynamicDimensions;
  /// The layout's minor_to_major, when the text gives a layout `{...}`.
  /// Absent when it does not; XLA then means the default layout.
  std::optional<DimVector> minorToMajor;

  // Tuple shapes.
  std::vector<Shape> tupleElements;

  /// minor_to_major as given, or the default `{rank-1, ..., 0}`.
  DimVector effectiveMinorToMajor() const;
  /// True when the layout is absent or equal to the default.
  bool hasDefaultLayout() const;
  int64_t rank() const { return static_cast<int64_t>(dims.size()); }

  /// True for `<=N` and `?`.
  bool isDynamicDimension(int64_t dim) const;
  /// True for `<=N`: dynamic, with its bound in `dims`.
  bool isBoundedDimension(int64_t dim) const;
  /// True when some dimension of the array, or of any tuple element, is
  /// dynamic.
  bool isDynamic() const;
  /// True when some dimension of the array is bounded dynamic.
  bool hasBoundedDimension() const;
  /// The logical sizes, as MLIR writes them: `dims` with kDynamicSize for
  /// every dynamic dimension, bounded or not.
  DimVector logicalDims() const;

  static Shape array(PrimitiveType elementType, DimVector dims,
                     std::optional<DimVector> minorToMajor = std::nullopt,
                     std::vector<bool> dynamicDimensions = {});
  static Shape tuple(std::vector<Shape> elements);
};

/// Shapes are equal when they are both tuples of equal elements, or both
/// arrays with the same element type, sizes, dynamic dimensions and layout
/// as written (absent differs from the default).
bool operator==(const Shape &a, const Shape &b);
inline bool operator!=(const Shape &a, const Shape &b) { return !(a == b); }

/// True when the array shapes `a` and `b` have the same dimensions: the
/// same sizes, each static, bounded or unbounded alike. Element types and
/// layouts may differ.
bool sameDimensions(const Shape &a, const Shape &b);

struct ShapeError {
  /// Offset of the offending character in the parsed text.
  size_t offset = 0;
  /// What is wrong, naming the construct: "unsupported element type 'c64'",
  /// "layout tiles ':T(8,128)' are not supported", "expected ',' or ']' in
  /// the dimension sizes, found ';'", ...
  std::string message;
};

/// Parses one shape starting at `pos` in `text`, skipping leading spaces,
/// and advances `pos` past it. Text after the shape is left alone. On
/// failure returns nothing, fills `error` (its offset is absolute in `text`)
/// and leaves `pos` unspecified.
std::optional<Shape> parseShapePrefix(std::string_view text, size_t &pos,
                                      ShapeError &error);

/// Parses `text` as exactly one shape (surrounding spaces allowed).
std::optional<Shape> parseShape(std::string_view text, ShapeError &error);

/// The canonical text of `shape`: `f32[2,3]{0,1}`, `pred[]`,
/// `(f32[2]{0}, s32[])`, `f32[<=8,?]`, as XLA's
/// ShapeUtil::HumanStringWithLayout. A layout is printed exactly when
/// `minorToMajor` is set.
std::string printShape(const Shape &shape);

/// The text of dimension `dim` of an array shape: `3`, `<=8` or `?`.
std::string printDimension(const Shape &shape, int64_t dim);

/// The layout of an array shape, for the layout library: its effective
/// minor_to_major. A shape with bounded dynamic dimensions is stored with
/// room for its bounds: its layout is padded to `dims` (the static sizes
/// and the bounds) with padding_value unknown, since XLA leaves the
/// elements beyond a run-time size undefined. Other shapes are not padded.
/// Requires a valid shape (verifyShape).
Layout toLayout(const Shape &shape);

/// Checks an array shape: static sizes and bounds are non-negative,
/// `dynamicDimensions` is empty or has one flag per dimension, a bounded
/// and an unbounded dynamic dimension do not meet in one shape,
/// minor_to_major is a permutation of the dimensions, and the byte count
/// of the storage (with bounds for bounded sizes) fits, as
/// layout_util::verifyLayoutForShape. Tuples are checked element by
/// element.
std::optional<ShapeError> verifyShape(const Shape &shape);

} // namespace mlir::shapes::xla

#endif // SHAPES_SEMANTICS_XLASHAPE_H
