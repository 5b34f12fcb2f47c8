//===- ExportLiteral.cpp - constants as HLO literals ----------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Implements ExportLiteral.h.
//
//===----------------------------------------------------------------------===//

#include "ExportLiteral.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"

#include <functional>

using namespace mlir;

/// One element as HLO writes it: true/false, integers in decimal, floats
/// with the digits that read back the same value, nan and inf.
static std::string printElement(Attribute attr) {
  if (auto integer = dyn_cast<IntegerAttr>(attr)) {
    if (integer.getType().isInteger(1))
      return integer.getValue().isZero() ? "false" : "true";
    return llvm::toString(integer.getValue(), 10, /*Signed=*/true);
  }
  APFloat value = cast<FloatAttr>(attr).getValue();
  std::string sign = value.isNegative() ? "-" : "";
  if (value.isNaN())
    return sign + "nan";
  if (value.isInfinity())
    return sign + "inf";
  SmallString<32> text;
  // Precision 0 prints enough digits to read back the same value.
  value.toString(text, /*FormatPrecision=*/0);
  return text.str().str();
}

std::string mlir::shapes::hlo::printHloLiteral(DenseElementsAttr attr) {
  auto type = cast<ShapedType>(attr.getType());
  ArrayRef<int64_t> shape = type.getShape();
  SmallVector<Attribute> elements(attr.getValues<Attribute>());
  std::string text;
  size_t next = 0;
  std::function<void(size_t)> print = [&](size_t dim) {
    if (dim == shape.size()) {
      text += printElement(elements[next++]);
      return;
    }
    text += "{";
    for (int64_t i = 0; i < shape[dim]; ++i) {
      if (i)
        text += ", ";
      print(dim + 1);
    }
    text += "}";
  };
  print(0);
  return text;
}
