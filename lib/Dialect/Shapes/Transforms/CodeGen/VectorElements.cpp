//===- VectorElements.cpp - which element types make vector lanes ---------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/CodeGen/VectorElements.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/ErrorHandling.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::codegen;

bool codegen::isVectorLaneElement(ElementClass element, int64_t bits,
                                  LaneUse use) {
  if (element == ElementClass::Other || bits <= 0)
    return false;
  bool isFloat = element == ElementClass::Float;
  bool wholeBytes = bits % 8 == 0;
  switch (use) {
  case LaneUse::Elementwise:
    return wholeBytes && bits <= 64;
  case LaneUse::ReductionAccumulator:
    if (isFloat)
      return bits == 32 || bits == 64;
    return wholeBytes && bits <= 64;
  case LaneUse::TransposedTile:
    return wholeBytes;
  case LaneUse::ContractionOperand:
    if (isFloat)
      return true;
    return wholeBytes && bits >= 8;
  }
  llvm_unreachable("unknown lane use");
}

bool codegen::isVectorLaneType(Type type, LaneUse use) {
  if (!type.isIntOrFloat())
    return false;
  ElementClass element =
      isa<FloatType>(type) ? ElementClass::Float : ElementClass::Integer;
  return isVectorLaneElement(element, type.getIntOrFloatBitWidth(), use);
}

int64_t codegen::elementBytes(Type type) {
  return type.getIntOrFloatBitWidth() / 8;
}
