//===- ImportReducer.cpp - a reducer computation as scalar ops
//-------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The body of a `reduce` whose reducer is more than one binary op (an
// argmax's compare and select, a reduce of several arrays): every
// instruction of the reducer computation, on scalars, built into the
// `linalg.reduce` body. Each instruction has the semantics that the
// importer gives it on arrays: the opcode table's body
// (ElementwiseOpcodes.h), or for the binary opcodes and compares that are
// shapes ops, the scalar rule of that op (buildScalarOp, which the
// lowering of the shapes ops calls too).
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "shapes/Conversion/ShapesToLinalg/ScalarOps.h"
#include "shapes/Target/HLO/XlaShapeType.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::hlo;

namespace {

/// The scalar of an elementwise instruction on `operands`, or null when the
/// instruction has no scalar form.
FailureOr<mlir::Value>
emitScalarInstruction(Importer &importer, const HloInstruction &instruction,
                      ArrayRef<const HloValue *> operands) {
  InstructionContext context(
      importer, instruction,
      std::vector<const HloValue *>(operands.begin(), operands.end()),
      RankedTensorType());
  OpBuilder &b = context.builder;
  SmallVector<mlir::Value> args;
  for (const HloValue *operand : operands)
    args.push_back(operand->tensor);
  StringRef opcode = instruction.opcode;
  ElementwiseTypes types = elementTypes(context);
  if (opcode == "compare") {
    FailureOr<ElementwiseTypes> compareTypes = readCompareTypes(context);
    if (failed(compareTypes))
      return failure();
    types = *compareTypes;
    if (compareViaShapes(types))
      return buildScalarOp(b, context.loc, ScalarOp::compare(types.direction),
                           args[0], args[1]);
  }
  for (const ElementwiseOpcode &entry : getElementwiseOpcodes()) {
    if (entry.name != opcode || entry.arity != args.size())
      continue;
    if (mlir::Value body = entry.build(b, context.loc, args, types))
      return body;
  }
  if (std::optional<BinaryOpKind> kind = parseBinaryOpcode(opcode);
      kind && args.size() == 2 && types.operands[0] == types.operands[1] &&
      types.operands[0] == types.result)
    return buildScalarOp(b, context.loc, ScalarOp::binary(*kind), args[0],
                         args[1]);
  return mlir::Value();
}

} // namespace

FailureOr<SmallVector<mlir::Value>>
hlo::emitScalarComputation(InstructionContext &context,
                           const HloComputation &computation,
                           ValueRange parameters) {
  Importer &importer = context.importer;
  auto unsupported = [&](const HloInstruction &instruction) {
    return context.emitError()
           << "'reduce' with reducer '" << computation.name
           << "' is not supported: its '" << instruction.opcode << "' of "
           << xla::printShape(instruction.shape) << " has no scalar form";
  };
  std::vector<HloValue> values;
  values.reserve(computation.instructions.size());
  for (const HloInstruction &instruction : computation.instructions) {
    HloValue value;
    value.shape = instruction.shape;
    std::vector<const HloValue *> operands;
    for (const HloOperand &operand : instruction.operands) {
      auto it = computation.instructionIndex.find(operand.name);
      if (it == computation.instructionIndex.end() ||
          it->second >= values.size())
        return importer.emitError(operand.loc)
               << "use of undefined instruction '" << operand.name << "'";
      operands.push_back(&values[it->second]);
    }
    if (instruction.opcode == "tuple") {
      for (const HloValue *operand : operands)
        value.elements.push_back(*operand);
      values.push_back(std::move(value));
      continue;
    }
    if (instruction.shape.isTuple || instruction.shape.rank() != 0 ||
        llvm::any_of(operands, [](const HloValue *v) { return v->isTuple(); }))
      return unsupported(instruction);
    Type type = getElementType(context.builder.getContext(),
                               instruction.shape.elementType);
    if (instruction.opcode == "parameter") {
      int64_t number;
      if (instruction.payload.trim().getAsInteger(10, number) || number < 0 ||
          number >= static_cast<int64_t>(parameters.size()) ||
          parameters[number].getType() != type)
        return importer.emitError(instruction.payloadLoc)
               << "parameter " << instruction.payload << " of reducer '"
               << computation.name << "' does not match the reduced arrays";
      value.tensor = parameters[number];
    } else if (instruction.opcode == "constant") {
      InstructionContext constantContext(importer, instruction, {},
                                         RankedTensorType());
      auto tensorType = RankedTensorType::get({}, type);
      FailureOr<DenseElementsAttr> literal =
          instruction.literal
              ? FailureOr<DenseElementsAttr>(instruction.literal)
              : parseLiteral(constantContext, instruction.shape, tensorType);
      if (failed(literal))
        return failure();
      value.tensor = arith::ConstantOp::create(
          context.builder, context.loc,
          cast<TypedAttr>(literal->getSplatValue<Attribute>()));
    } else {
      FailureOr<mlir::Value> scalar =
          emitScalarInstruction(importer, instruction, operands);
      if (failed(scalar))
        return failure();
      if (!*scalar)
        return unsupported(instruction);
      value.tensor = *scalar;
    }
    values.push_back(std::move(value));
  }
  const HloValue &root = values[computation.rootIndex];
  SmallVector<mlir::Value> results;
  if (!root.isTuple() && root.elements.empty())
    results.push_back(root.tensor);
  for (const HloValue &element : root.elements)
    results.push_back(element.tensor);
  return results;
}
