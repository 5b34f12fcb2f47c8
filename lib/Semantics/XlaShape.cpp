//===- XlaShape.cpp - XLA shape strings -----------------------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// A hand-written recursive-descent parser for the shape grammar of XLA's
// HLO text (hlo_parser.cc), and a printer of the same text as
// ShapeUtil::HumanStringWithLayout:
//
//   shape      ::= array | tuple
//   tuple      ::= '(' (shape (',' shape)*)? ')'
//   array      ::= type '[' (size (',' size)*)? ']' layout?
//   size       ::= integer | '<=' integer | '?'
//   layout     ::= '{' (integer (',' integer)*)? (':' attributes)? '}'
//
// Spaces, newlines and `/*...*/` comments (XLA writes `/*index=5*/` between
// the elements of long tuples) may separate the tokens. A size `<=8` is a
// bounded dynamic dimension (at most 8, known at run time), `?` an
// unbounded one. The parser reads the whole grammar so that it can name
// what it does not support: element types other than the supported ones,
// the layout attributes after ':' (tiles, memory space, element size, ...)
// and shapes with both a bounded and an unbounded dimension.
//
//===----------------------------------------------------------------------===//

#include "shapes/Semantics/XlaShape.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <utility>

namespace mlir::shapes::xla {

namespace {

struct TypeInfo {
  PrimitiveType type;
  std::string_view name;
  int64_t bitWidth;
};

// In the order of PrimitiveType.
constexpr std::array<TypeInfo, 13> kTypes = {{
    {PrimitiveType::Pred, "pred", 1},
    {PrimitiveType::S8, "s8", 8},
    {PrimitiveType::S16, "s16", 16},
    {PrimitiveType::S32, "s32", 32},
    {PrimitiveType::S64, "s64", 64},
    {PrimitiveType::U8, "u8", 8},
    {PrimitiveType::U16, "u16", 16},
    {PrimitiveType::U32, "u32", 32},
    {PrimitiveType::U64, "u64", 64},
    {PrimitiveType::F16, "f16", 16},
    {PrimitiveType::BF16, "bf16", 16},
    {PrimitiveType::F32, "f32", 32},
    {PrimitiveType::F64, "f64", 64},
}};

const TypeInfo &info(PrimitiveType type) {
  return kTypes[static_cast<size_t>(type)];
}

/// Tuples nest at most this deep, so that parsing a hostile string cannot
/// exhaust the stack.
constexpr int kMaxTupleDepth = 256;

/// Quoted text in a message is cut after this many characters.
constexpr size_t kMaxQuote = 64;

std::string quote(std::string_view text) {
  if (text.size() <= kMaxQuote)
    return "'" + std::string(text) + "'";
  return "'" + std::string(text.substr(0, kMaxQuote)) + "...'";
}

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isIdentifierStart(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
bool isIdentifierChar(char c) { return isIdentifierStart(c) || isDigit(c); }

/// The storage size of one element in bytes, as the layout rules count it.
int64_t elementBytes(PrimitiveType type) {
  int64_t bits = primitiveTypeBitWidth(type);
  return bits < 8 ? 1 : bits / 8;
}

/// Checks the sizes and the layout of an array shape. The error offset is 0;
/// the parser replaces it: with the offset of the layout when
/// `isLayoutError` is set, of dimension `badDim` when that is set, of the
/// shape otherwise.
std::optional<ShapeError> verifyArray(const Shape &shape,
                                      bool *isLayoutError = nullptr,
                                      int64_t *badDim = nullptr) {
  if (!shape.dynamicDimensions.empty() &&
      shape.dynamicDimensions.size() != shape.dims.size())
    return ShapeError{0, "the shape has " + std::to_string(shape.rank()) +
                             " dimensions but " +
                             std::to_string(shape.dynamicDimensions.size()) +
                             " dynamic-dimension flags"};
  auto dimError = [&](int64_t d, std::string message) {
    if (badDim)
      *badDim = d;
    return ShapeError{0, std::move(message)};
  };
  // A bounded dimension is stored padded to its bound, an unbounded one
  // with its run-time size: no #shapes.layout has both (a padded width is
  // static).
  std::optional<int64_t> bounded, unbounded;
  for (int64_t d = 0; d < shape.rank(); ++d) {
    if (shape.dims[d] == kDynamicSize) {
      if (bounded)
        return dimError(d, "the unbounded dynamic dimension " +
                               std::to_string(d) +
                               " ('?') in a shape with the bounded dimension " +
                               std::to_string(*bounded) + " (" +
                               quote(printDimension(shape, *bounded)) +
                               ") is not supported");
      unbounded = d;
      continue;
    }
    if (shape.dims[d] < 0)
      return dimError(
          d, "dimension " + std::to_string(d) + " has " +
                 (shape.isDynamicDimension(d) ? "bound " : "size ") +
                 std::to_string(shape.dims[d]) + ", which is negative");
    if (!shape.isDynamicDimension(d))
      continue;
    if (unbounded)
      return dimError(d, "the bounded dynamic dimension " + std::to_string(d) +
                             " (" + quote(printDimension(shape, d)) +
                             ") in a shape with the unbounded dimension " +
                             std::to_string(*unbounded) +
                             " ('?') is not supported");
    bounded = d;
  }
  // The storage as the tensor type describes it: a bounded dimension is
  // dynamic in a layout padded to its bound.
  std::optional<LayoutError> error = layout_util::verifyLayoutForShape(
      toLayout(shape), shape.logicalDims(), elementBytes(shape.elementType));
  if (!error)
    return std::nullopt;
  if (isLayoutError)
    *isLayoutError = error->kind != LayoutError::Kind::ElementCountOverflow &&
                     error->kind != LayoutError::Kind::ByteCountOverflow;
  return ShapeError{0, error->message()};
}

class Parser {
public:
  Parser(std::string_view text, size_t pos, ShapeError &error)
      : pos(pos), text(text), error(error) {}

  std::optional<Shape> parseShape(int depth);

  /// Skips spaces and complete `/*...*/` comments.
  void skipSpace();

  size_t pos;

private:
  std::optional<Shape> parseTuple(int depth);
  std::optional<Shape> parseArray();
  /// Parses the sizes after '[' through ']' into `shape`, and the offset
  /// of each into `offsets`.
  bool parseDims(Shape &shape, std::vector<size_t> &offsets);
  bool parseLayout(DimVector &minorToMajor);
  /// Reports the unsupported layout attributes that start at the ':' at
  /// `colon`.
  void failLayoutAttributes(size_t colon);
  /// Parses `-?[0-9]+` into `value`; `what` names it in messages.
  bool parseInteger(int64_t &value, std::string_view what);

  char peek() const { return pos < text.size() ? text[pos] : '\0'; }
  bool atEnd() const { return pos >= text.size(); }
  bool consume(char c) {
    if (atEnd() || text[pos] != c)
      return false;
    ++pos;
    return true;
  }
  std::nullopt_t fail(size_t offset, std::string message) {
    error.offset = offset;
    error.message = std::move(message);
    return std::nullopt;
  }
  /// The current character, quoted, or "end of text".
  std::string found() const {
    if (atEnd())
      return "end of text";
    return quote(text.substr(pos, 1));
  }

  std::string_view text;
  ShapeError &error;
};

void Parser::skipSpace() {
  while (!atEnd()) {
    char c = text[pos];
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      ++pos;
      continue;
    }
    if (c == '/' && pos + 1 < text.size() && text[pos + 1] == '*') {
      size_t end = text.find("*/", pos + 2);
      if (end == std::string_view::npos)
        return;
      pos = end + 2;
      continue;
    }
    return;
  }
}

std::optional<Shape> Parser::parseShape(int depth) {
  skipSpace();
  if (!atEnd() && text[pos] == '(')
    return parseTuple(depth);
  if (!atEnd() && isIdentifierStart(peek()))
    return parseArray();
  return fail(pos, "expected a shape, found " + found());
}

std::optional<Shape> Parser::parseTuple(int depth) {
  if (depth >= kMaxTupleDepth)
    return fail(pos, "tuple shapes nest deeper than " +
                         std::to_string(kMaxTupleDepth) + " levels");
  ++pos; // '('
  std::vector<Shape> elements;
  skipSpace();
  if (consume(')'))
    return Shape::tuple(std::move(elements));
  while (true) {
    std::optional<Shape> element = parseShape(depth + 1);
    if (!element)
      return std::nullopt;
    elements.push_back(std::move(*element));
    skipSpace();
    if (consume(')'))
      return Shape::tuple(std::move(elements));
    if (!consume(','))
      return fail(pos,
                  "expected ',' or ')' in a tuple shape, found " + found());
  }
}

std::optional<Shape> Parser::parseArray() {
  size_t start = pos;
  while (!atEnd() && isIdentifierChar(text[pos]))
    ++pos;
  std::string_view name = text.substr(start, pos - start);
  std::optional<PrimitiveType> type = parsePrimitiveTypeName(name);
  if (!type)
    return fail(start, "unsupported element type " + quote(name));
  skipSpace();
  if (!consume('['))
    return fail(pos, "expected '[' after the element type " + quote(name) +
                         ", found " + found());
  Shape shape;
  shape.elementType = *type;
  std::vector<size_t> dimOffsets;
  if (!parseDims(shape, dimOffsets))
    return std::nullopt;
  // A layout may follow, after spaces. Otherwise the shape ends at ']'.
  size_t end = pos;
  skipSpace();
  size_t layoutStart = pos;
  if (consume('{')) {
    DimVector minorToMajor;
    if (!parseLayout(minorToMajor))
      return std::nullopt;
    shape.minorToMajor = std::move(minorToMajor);
  } else {
    pos = end;
  }
  bool isLayoutError = false;
  int64_t badDim = -1;
  if (std::optional<ShapeError> invalid =
          verifyArray(shape, &isLayoutError, &badDim)) {
    size_t offset = start;
    if (isLayoutError)
      offset = layoutStart;
    else if (badDim >= 0)
      offset = dimOffsets[badDim];
    return fail(offset, std::move(invalid->message));
  }
  return shape;
}

bool Parser::parseDims(Shape &shape, std::vector<size_t> &offsets) {
  skipSpace();
  if (consume(']'))
    return true;
  std::vector<bool> dynamic;
  while (true) {
    skipSpace();
    size_t start = pos;
    offsets.push_back(start);
    if (consume('?')) {
      // Unbounded: XLA's Shape::kUnboundedSize.
      shape.dims.push_back(kDynamicSize);
      dynamic.push_back(true);
    } else if (peek() == '<' && pos + 1 < text.size() && text[pos + 1] == '=') {
      // Bounded: `<=8` holds at most 8 elements, its size known at run time.
      pos += 2;
      skipSpace();
      int64_t bound = 0;
      if (!parseInteger(bound, "dimension bound"))
        return false;
      if (bound < 0) {
        fail(start, "dimension bound " +
                        quote(text.substr(start, pos - start)) +
                        " is negative");
        return false;
      }
      shape.dims.push_back(bound);
      dynamic.push_back(true);
    } else {
      int64_t size = 0;
      if (!parseInteger(size, "dimension size"))
        return false;
      if (size < 0) {
        fail(start, "dimension size " + quote(text.substr(start, pos - start)) +
                        " is negative");
        return false;
      }
      shape.dims.push_back(size);
      dynamic.push_back(false);
    }
    skipSpace();
    if (consume(']'))
      break;
    if (!consume(',')) {
      fail(pos, "expected ',' or ']' in the dimension sizes, found " + found());
      return false;
    }
  }
  // Static shapes keep no flags, as Shape::array builds them.
  if (std::find(dynamic.begin(), dynamic.end(), true) != dynamic.end())
    shape.dynamicDimensions = std::move(dynamic);
  return true;
}

bool Parser::parseLayout(DimVector &minorToMajor) {
  skipSpace();
  if (consume('}'))
    return true;
  if (!atEnd() && text[pos] == ':') {
    failLayoutAttributes(pos);
    return false;
  }
  while (true) {
    skipSpace();
    int64_t dim = 0;
    if (!parseInteger(dim, "minor_to_major entry"))
      return false;
    minorToMajor.push_back(dim);
    skipSpace();
    if (consume('}'))
      return true;
    if (!atEnd() && text[pos] == ':') {
      failLayoutAttributes(pos);
      return false;
    }
    if (!consume(',')) {
      fail(pos, "expected ',', ':' or '}' in the layout, found " + found());
      return false;
    }
  }
}

void Parser::failLayoutAttributes(size_t colon) {
  // The attributes run to the '}' that closes the layout.
  size_t close = colon;
  int parens = 0;
  while (close < text.size()) {
    char c = text[close];
    if (c == '}' && parens == 0)
      break;
    if (c == '(')
      ++parens;
    else if (c == ')' && parens > 0)
      --parens;
    ++close;
  }
  pos = colon + 1;
  skipSpace();
  size_t first = pos;
  std::string_view attribute = text.substr(first, close - first);
  if (first >= close) {
    fail(first, "expected a layout attribute after ':'");
    return;
  }
  // Tiles are written first: `T(8,128)(2,1)`.
  if (text[first] == 'T') {
    fail(colon, "layout tiles " + quote(text.substr(colon, close - colon)) +
                    " are not supported");
    return;
  }
  if (text[first] == 'S' && first + 1 < close && text[first + 1] == '(') {
    fail(first, "memory space " + quote(attribute) + " is not supported");
    return;
  }
  fail(first, "layout attribute " + quote(attribute) + " is not supported");
}

bool Parser::parseInteger(int64_t &value, std::string_view what) {
  size_t start = pos;
  bool negative = consume('-');
  if (atEnd() || !isDigit(text[pos])) {
    fail(pos, "expected a " + std::string(what) + ", found " + found());
    return false;
  }
  // Accumulate the magnitude; -2^63 is the one value whose magnitude does
  // not fit in int64.
  uint64_t magnitude = 0;
  constexpr uint64_t kLimit =
      static_cast<uint64_t>(std::numeric_limits<int64_t>::max()) + 1;
  bool overflow = false;
  while (!atEnd() && isDigit(text[pos])) {
    auto digit = static_cast<uint64_t>(text[pos] - '0');
    if (magnitude > (kLimit - digit) / 10)
      overflow = true;
    else
      magnitude = magnitude * 10 + digit;
    ++pos;
  }
  if (overflow || (!negative && magnitude == kLimit)) {
    fail(start, std::string(what) + " " +
                    quote(text.substr(start, pos - start)) +
                    " does not fit in 64 bits");
    return false;
  }
  if (negative)
    value = magnitude == kLimit ? std::numeric_limits<int64_t>::min()
                                : -static_cast<int64_t>(magnitude);
  else
    value = static_cast<int64_t>(magnitude);
  return true;
}

void print(std::string &out, const Shape &shape) {
  if (shape.isTuple) {
    out += '(';
    for (size_t i = 0; i < shape.tupleElements.size(); ++i) {
      if (i > 0)
        out += ", ";
      print(out, shape.tupleElements[i]);
    }
    out += ')';
    return;
  }
  auto printList = [&](const DimVector &values) {
    for (size_t i = 0; i < values.size(); ++i) {
      if (i > 0)
        out += ',';
      out += std::to_string(values[i]);
    }
  };
  out += primitiveTypeName(shape.elementType);
  out += '[';
  for (int64_t d = 0; d < shape.rank(); ++d) {
    if (d > 0)
      out += ',';
    out += printDimension(shape, d);
  }
  out += ']';
  if (shape.minorToMajor) {
    out += '{';
    printList(*shape.minorToMajor);
    out += '}';
  }
}

} // namespace

std::string_view primitiveTypeName(PrimitiveType type) {
  return info(type).name;
}

std::optional<PrimitiveType> parsePrimitiveTypeName(std::string_view name) {
  for (const TypeInfo &entry : kTypes)
    if (entry.name == name)
      return entry.type;
  return std::nullopt;
}

int64_t primitiveTypeBitWidth(PrimitiveType type) {
  return info(type).bitWidth;
}

bool isFloatType(PrimitiveType type) {
  return type == PrimitiveType::F16 || type == PrimitiveType::BF16 ||
         type == PrimitiveType::F32 || type == PrimitiveType::F64;
}

bool isSignedIntegerType(PrimitiveType type) {
  return type == PrimitiveType::S8 || type == PrimitiveType::S16 ||
         type == PrimitiveType::S32 || type == PrimitiveType::S64;
}

bool isUnsignedIntegerType(PrimitiveType type) {
  return type == PrimitiveType::U8 || type == PrimitiveType::U16 ||
         type == PrimitiveType::U32 || type == PrimitiveType::U64;
}

DimVector Shape::effectiveMinorToMajor() const {
  if (minorToMajor)
    return *minorToMajor;
  return layout_util::defaultMinorToMajor(rank());
}

bool Shape::hasDefaultLayout() const {
  return !minorToMajor ||
         *minorToMajor == layout_util::defaultMinorToMajor(rank());
}

bool Shape::isDynamicDimension(int64_t dim) const {
  if (dims[dim] == kDynamicSize)
    return true;
  return static_cast<size_t>(dim) < dynamicDimensions.size() &&
         dynamicDimensions[dim];
}

bool Shape::isBoundedDimension(int64_t dim) const {
  return dims[dim] != kDynamicSize && isDynamicDimension(dim);
}

bool Shape::isDynamic() const {
  if (isTuple)
    return std::any_of(
        tupleElements.begin(), tupleElements.end(),
        [](const Shape &element) { return element.isDynamic(); });
  for (int64_t d = 0; d < rank(); ++d)
    if (isDynamicDimension(d))
      return true;
  return false;
}

bool Shape::hasBoundedDimension() const {
  if (isTuple)
    return false;
  for (int64_t d = 0; d < rank(); ++d)
    if (isBoundedDimension(d))
      return true;
  return false;
}

DimVector Shape::logicalDims() const {
  DimVector logical = dims;
  for (int64_t d = 0; d < rank(); ++d)
    if (isDynamicDimension(d))
      logical[d] = kDynamicSize;
  return logical;
}

Shape Shape::array(PrimitiveType elementType, DimVector dims,
                   std::optional<DimVector> minorToMajor,
                   std::vector<bool> dynamicDimensions) {
  Shape shape;
  shape.elementType = elementType;
  shape.dims = std::move(dims);
  shape.minorToMajor = std::move(minorToMajor);
  shape.dynamicDimensions = std::move(dynamicDimensions);
  return shape;
}

Shape Shape::tuple(std::vector<Shape> elements) {
  Shape shape;
  shape.isTuple = true;
  shape.tupleElements = std::move(elements);
  return shape;
}

bool operator==(const Shape &a, const Shape &b) {
  if (a.isTuple != b.isTuple)
    return false;
  if (a.isTuple)
    return a.tupleElements == b.tupleElements;
  return a.elementType == b.elementType && sameDimensions(a, b) &&
         a.minorToMajor == b.minorToMajor;
}

bool sameDimensions(const Shape &a, const Shape &b) {
  if (a.dims != b.dims)
    return false;
  for (int64_t d = 0; d < a.rank(); ++d)
    if (a.isDynamicDimension(d) != b.isDynamicDimension(d))
      return false;
  return true;
}

std::optional<Shape> parseShapePrefix(std::string_view text, size_t &pos,
                                      ShapeError &error) {
  Parser parser(text, pos, error);
  std::optional<Shape> shape = parser.parseShape(/*depth=*/0);
  pos = parser.pos;
  return shape;
}

std::optional<Shape> parseShape(std::string_view text, ShapeError &error) {
  Parser parser(text, 0, error);
  std::optional<Shape> shape = parser.parseShape(/*depth=*/0);
  if (!shape)
    return std::nullopt;
  parser.skipSpace();
  if (parser.pos < text.size()) {
    error.offset = parser.pos;
    error.message =
        "unexpected " + quote(text.substr(parser.pos)) + " after the shape";
    return std::nullopt;
  }
  return shape;
}

std::string printDimension(const Shape &shape, int64_t dim) {
  if (shape.dims[dim] == kDynamicSize)
    return "?";
  return (shape.isDynamicDimension(dim) ? "<=" : "") +
         std::to_string(shape.dims[dim]);
}

std::string printShape(const Shape &shape) {
  std::string out;
  print(out, shape);
  return out;
}

Layout toLayout(const Shape &shape) {
  Layout layout;
  if (shape.isTuple)
    return layout;
  layout.minorToMajor = shape.effectiveMinorToMajor();
  if (shape.hasBoundedDimension()) {
    // Room for the bound; XLA leaves the rest of the storage undefined.
    layout.paddedDimensions = shape.dims;
    layout.paddingValue = PaddingValue::unknown;
  }
  return layout;
}

std::optional<ShapeError> verifyShape(const Shape &shape) {
  if (!shape.isTuple)
    return verifyArray(shape);
  for (const Shape &element : shape.tupleElements)
    if (std::optional<ShapeError> error = verifyShape(element))
      return error;
  return std::nullopt;
}

} // namespace mlir::shapes::xla
