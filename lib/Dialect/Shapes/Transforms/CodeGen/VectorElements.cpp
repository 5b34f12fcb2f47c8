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

bool codegen::isVectorLaneType(Type type, LaneUse use) {
  if (!type.isIntOrFloat())
    return false;
  unsigned bits = type.getIntOrFloatBitWidth();
  bool wholeBytes = bits % 8 == 0;
  switch (use) {
  case LaneUse::Elementwise:
    return wholeBytes && bits <= 64;
  case LaneUse::ReductionAccumulator:
    if (isa<FloatType>(type))
      return type.isF32() || type.isF64();
    return wholeBytes && bits <= 64;
  case LaneUse::TransposedTile:
    return wholeBytes;
  case LaneUse::ContractionOperand:
    if (isa<FloatType>(type))
      return true;
    return wholeBytes && bits >= 8;
  }
  llvm_unreachable("unknown lane use");
}

int64_t codegen::elementBytes(Type type) {
  return type.getIntOrFloatBitWidth() / 8;
}
