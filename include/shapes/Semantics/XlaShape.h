//===- XlaShape.h - XLA shape strings ---------------------------*- C++ -*-===//
//
// The text form of XLA shapes, as HLO modules write them: `f32[2,3]{0,1}`,
// `pred[]`, `s32[0,4]{0,1}` and tuples `(f32[2]{0}, s32[])`. Parsing and
// printing are exact inverses: print(parse(s)) == s for every string in the
// canonical spelling (no spaces inside an array shape, ", " between tuple
// elements).
//
// Only what shapes can represent is accepted. Everything else that XLA's
// grammar allows is an error that names it: other element types (s4, f8
// types, c64, token, ...), layout tiles `:T(8,128)`, memory spaces `S(1)`,
// and dynamic dimensions `<=4` or `?`.
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
  DimVector dims;
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

  static Shape array(PrimitiveType elementType, DimVector dims,
                     std::optional<DimVector> minorToMajor = std::nullopt);
  static Shape tuple(std::vector<Shape> elements);
};

bool operator==(const Shape &a, const Shape &b);
inline bool operator!=(const Shape &a, const Shape &b) { return !(a == b); }

struct ShapeError {
  /// Offset of the offending character in the parsed text.
  size_t offset = 0;
  /// What is wrong, naming the construct: "unsupported element type 'c64'",
  /// "layout tiles ':T(8,128)' are not supported", "dynamic dimension '<=4'
  /// is not supported", "expected ']'", ...
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
/// `(f32[2]{0}, s32[])`. A layout is printed exactly when `minorToMajor`
/// is set.
std::string printShape(const Shape &shape);

/// The layout of an array shape, for the layout library: its effective
/// minor_to_major, not padded.
Layout toLayout(const Shape &shape);

/// Checks an array shape: sizes are non-negative, minor_to_major is a
/// permutation of the dimensions, and the byte count fits (as
/// layout_util::verifyLayoutForShape). Tuples are checked element by
/// element.
std::optional<ShapeError> verifyShape(const Shape &shape);

} // namespace mlir::shapes::xla

#endif // SHAPES_SEMANTICS_XLASHAPE_H
