//===- ImportLiteral.cpp - the literals of HLO constants ------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// A literal is a scalar for a rank-0 shape, or one level of braces per
// dimension in logical row-major order: `{ {1, 2}, {3, 4} }`, with comments
// allowed between the tokens. Scalars are `true` and `false`, integers, and
// floats including `inf`, `-inf`, `nan` and `-nan`. Every element must fit
// its type exactly for integers; floats round to nearest even.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/Support/Error.h"

#include <algorithm>
#include <cctype>

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::hlo;

namespace {

class LiteralParser {
public:
  LiteralParser(InstructionContext &context, const xla::Shape &shape,
                RankedTensorType type)
      : context(context), shape(shape), type(type),
        text(context.instruction.payload) {}

  FailureOr<DenseElementsAttr> parse();

private:
  InFlightDiagnostic emitError() {
    return context.emitError(
        llvm::SMLoc::getFromPointer(text.data() + std::min(pos, text.size())));
  }
  /// Skips white space and comments: XLA prints `/*i0=1*/` before the
  /// rows of a literal.
  void skipSpaces() {
    while (pos < text.size()) {
      StringRef rest = text.substr(pos);
      size_t end;
      if (std::isspace(static_cast<unsigned char>(rest.front())))
        end = 1;
      else if (rest.starts_with("/*"))
        end = std::min(rest.find("*/", 2), rest.size()) + 2;
      else if (rest.starts_with("//"))
        end = rest.find('\n');
      else
        return;
      pos = end < rest.size() ? pos + end : text.size();
    }
  }
  bool consumeIf(char c) {
    skipSpaces();
    if (pos < text.size() && text[pos] == c) {
      ++pos;
      return true;
    }
    return false;
  }
  LogicalResult parseLevel(size_t dim);
  LogicalResult parseScalar();

  InstructionContext &context;
  const xla::Shape &shape;
  RankedTensorType type;
  StringRef text;
  size_t pos = 0;
  SmallVector<APInt> ints;
  SmallVector<APFloat> floats;
  SmallVector<bool> bools;
};

LogicalResult LiteralParser::parseScalar() {
  skipSpaces();
  size_t start = pos;
  while (pos < text.size()) {
    char c = text[pos];
    if (c == ',' || c == '}' || c == '{' || c == '/' ||
        std::isspace(static_cast<unsigned char>(c)))
      break;
    ++pos;
  }
  StringRef token = text.slice(start, pos);
  pos = start;
  if (token.empty())
    return emitError() << "expected a literal element";
  Type element = type.getElementType();
  xla::PrimitiveType kind = shape.elementType;
  if (kind == xla::PrimitiveType::Pred) {
    if (token == "true" || token == "1")
      bools.push_back(true);
    else if (token == "false" || token == "0")
      bools.push_back(false);
    else
      return emitError() << "expected true or false, got '" << token << "'";
  } else if (auto floatType = dyn_cast<FloatType>(element)) {
    APFloat value(floatType.getFloatSemantics());
    StringRef spelled = token;
    // XLA prints a NaN with its payload as nan(0x...); the payload is kept
    // by no element type here that matters, so it reads as a quiet NaN.
    bool negative = spelled.consume_front("-");
    if (spelled.starts_with("nan")) {
      value = APFloat::getNaN(floatType.getFloatSemantics(), negative);
    } else if (spelled == "inf") {
      value = APFloat::getInf(floatType.getFloatSemantics(), negative);
    } else {
      llvm::Expected<APFloat::opStatus> status =
          value.convertFromString(token, APFloat::rmNearestTiesToEven);
      if (!status) {
        llvm::consumeError(status.takeError());
        return emitError() << "expected a " << xla::primitiveTypeName(kind)
                           << " value, got '" << token << "'";
      }
    }
    floats.push_back(value);
  } else {
    unsigned width = element.getIntOrFloatBitWidth();
    APInt value;
    StringRef digits = token;
    bool negative = digits.consume_front("-");
    if (digits.empty() || digits.getAsInteger(10, value))
      return emitError() << "expected an " << xla::primitiveTypeName(kind)
                         << " value, got '" << token << "'";
    bool fits;
    if (xla::isUnsignedIntegerType(kind)) {
      fits = !negative && value.getActiveBits() <= width;
    } else {
      // The magnitude fits, or it is exactly 2^(width-1) when negative.
      fits = value.getActiveBits() < width ||
             (negative && value.getActiveBits() == width && value.isPowerOf2());
    }
    if (!fits)
      return emitError() << "literal " << token << " does not fit "
                         << xla::primitiveTypeName(kind);
    value = value.zextOrTrunc(width);
    if (negative)
      value.negate();
    ints.push_back(value);
  }
  pos += token.size();
  return success();
}

LogicalResult LiteralParser::parseLevel(size_t dim) {
  if (dim == shape.dims.size())
    return parseScalar();
  if (!consumeIf('{'))
    return emitError() << "expected '{' for dimension " << dim
                       << " of the literal";
  int64_t count = 0;
  if (!consumeIf('}')) {
    do {
      if (failed(parseLevel(dim + 1)))
        return failure();
      ++count;
    } while (consumeIf(','));
    if (!consumeIf('}'))
      return emitError() << "expected ',' or '}' in the literal";
  }
  if (count != shape.dims[dim])
    return emitError() << "the literal has " << count
                       << " elements in dimension " << dim << ", the shape "
                       << shape.dims[dim];
  return success();
}

FailureOr<DenseElementsAttr> LiteralParser::parse() {
  skipSpaces();
  if (text.substr(pos).starts_with("{...}"))
    return emitError() << "the literal is elided ('{...}'): dump HLO with "
                          "--xla_dump_hlo_as_text and large constants";
  if (failed(parseLevel(0)))
    return failure();
  skipSpaces();
  if (pos != text.size())
    return emitError() << "unexpected text after the literal";
  if (shape.elementType == xla::PrimitiveType::Pred)
    return DenseElementsAttr::get(type, ArrayRef<bool>(bools));
  if (isa<FloatType>(type.getElementType()))
    return DenseElementsAttr::get(type, floats);
  return DenseElementsAttr::get(type, ints);
}

} // namespace

FailureOr<DenseElementsAttr> hlo::parseLiteral(InstructionContext &context,
                                               const xla::Shape &shape,
                                               RankedTensorType type) {
  return LiteralParser(context, shape, type).parse();
}
