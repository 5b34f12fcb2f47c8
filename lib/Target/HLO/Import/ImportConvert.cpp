//===- ImportConvert.cpp - the HLO convert opcode -------------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// `convert` as XLA defines it, one `linalg.map` body per element type pair
// (the opcode table, ElementwiseOpcodes.cpp): float to integer saturates
// and NaN becomes 0, integers widen by their own signedness (pred as
// unsigned), anything to pred is `x != 0`, and f16 and bf16 convert through
// f32 with one rounding.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::hlo;

namespace {

FailureOr<HloValue> emitConvert(InstructionContext &context) {
  if (failed(context.expectArrayOperands(1)) || failed(expectSameDims(context)))
    return failure();
  ElementwiseTypes types;
  types.operands = {context.operandShape(0).elementType};
  types.result = context.instruction.shape.elementType;
  const ElementwiseOpcode &convert = getElementwiseOpcode("convert");
  return context.map({context.operand(0)},
                     [&](OpBuilder &b, Location loc, ValueRange args) {
                       return convert.build(b, loc, args, types);
                     });
}

} // namespace

void hlo::registerConvertEmitters(EmitterMap &emitters) {
  emitters["convert"] = {emitConvert, /*dynamic=*/true};
}
