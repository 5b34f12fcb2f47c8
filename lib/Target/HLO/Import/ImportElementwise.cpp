//===- ImportElementwise.cpp - elementwise HLO opcodes --------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The binary opcodes become shapes ops where their integer semantics are the
// signed ones of the shapes ops; unsigned element types and everything else
// become `linalg.map` bodies of the opcode table (ElementwiseOpcodes.h).
// The emitters here check the operands and name what is wrong.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "shapes/Dialect/Shapes/IR/ShapesOps.h"

#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::hlo;

namespace {

using xla::PrimitiveType;

} // namespace

LogicalResult hlo::expectOperandElementType(InstructionContext &context,
                                            size_t i) {
  if (context.operandShape(i).elementType ==
      context.instruction.shape.elementType)
    return success();
  return context.emitError(context.instruction.operands[i].loc)
         << "operand " << i << " of '" << context.instruction.opcode
         << "' has element type "
         << xla::primitiveTypeName(context.operandShape(i).elementType)
         << ", the result "
         << xla::primitiveTypeName(context.instruction.shape.elementType);
}

LogicalResult hlo::expectSameDims(InstructionContext &context) {
  for (auto [i, operand] : llvm::enumerate(context.operands))
    if (!xla::sameDimensions(operand->shape, context.instruction.shape))
      return context.emitError(context.instruction.operands[i].loc)
             << "operand " << i << " of '" << context.instruction.opcode
             << "' has shape " << xla::printShape(operand->shape)
             << ", the result " << xla::printShape(context.instruction.shape);
  return success();
}

namespace {

/// Checks that every operand has the result's element type.
LogicalResult expectSameElementType(InstructionContext &context) {
  for (size_t i = 0; i < context.operands.size(); ++i)
    if (failed(expectOperandElementType(context, i)))
      return failure();
  return success();
}

LogicalResult unsupportedElementType(InstructionContext &context,
                                     PrimitiveType type) {
  return context.emitError()
         << "'" << context.instruction.opcode << "' on "
         << xla::primitiveTypeName(type) << " is not supported";
}

/// The element types of the instruction's operands and result.

/// The `linalg.map` of the instruction's opcode on `inputs`, with the body
/// of the opcode table for `types`.
HloValue emitTableMap(InstructionContext &context, ValueRange inputs,
                      const ElementwiseTypes &types) {
  const ElementwiseOpcode &opcode =
      getElementwiseOpcode(context.instruction.opcode);
  return context.map(inputs, [&](OpBuilder &b, Location loc, ValueRange args) {
    mlir::Value body = opcode.build(b, loc, args, types);
    assert(body && "the emitter checked the element types");
    return body;
  });
}

//===----------------------------------------------------------------------===//
// Binary arithmetic and logic
//===----------------------------------------------------------------------===//

template <typename OpTy>
FailureOr<HloValue> emitShapesBinary(InstructionContext &context) {
  mlir::Value op =
      OpTy::create(context.builder, context.loc, context.resultType,
                   context.operand(0), context.operand(1), DenseI64ArrayAttr());
  return context.result(op);
}

FailureOr<HloValue> emitBinary(InstructionContext &context, BinaryOpKind kind) {
  if (failed(context.expectArrayOperands(2)) ||
      failed(expectSameDims(context)) || failed(expectSameElementType(context)))
    return failure();
  PrimitiveType type = context.instruction.shape.elementType;
  bool logical = kind == BinaryOpKind::And || kind == BinaryOpKind::Or ||
                 kind == BinaryOpKind::Xor;
  if (logical && isFloat(type))
    return unsupportedElementType(context, type);
  if (isPred(type)) {
    // pred is one bit: max is or, min is and.
    if (kind == BinaryOpKind::Max)
      kind = BinaryOpKind::Or;
    else if (kind == BinaryOpKind::Min)
      kind = BinaryOpKind::And;
    else if (!logical)
      return unsupportedElementType(context, type);
  }
  if (isUnsigned(type) &&
      (kind == BinaryOpKind::Div || kind == BinaryOpKind::Rem ||
       kind == BinaryOpKind::Max || kind == BinaryOpKind::Min))
    return emitTableMap(context, {context.operand(0), context.operand(1)},
                        elementTypes(context));
  switch (kind) {
  case BinaryOpKind::Add:
    return emitShapesBinary<AddOp>(context);
  case BinaryOpKind::Sub:
    return emitShapesBinary<SubOp>(context);
  case BinaryOpKind::Mul:
    return emitShapesBinary<MulOp>(context);
  case BinaryOpKind::Div:
    return emitShapesBinary<DivOp>(context);
  case BinaryOpKind::Rem:
    return emitShapesBinary<RemOp>(context);
  case BinaryOpKind::Max:
    return emitShapesBinary<MaxOp>(context);
  case BinaryOpKind::Min:
    return emitShapesBinary<MinOp>(context);
  case BinaryOpKind::And:
    return emitShapesBinary<AndOp>(context);
  case BinaryOpKind::Or:
    return emitShapesBinary<OrOp>(context);
  case BinaryOpKind::Xor:
    return emitShapesBinary<XorOp>(context);
  }
  llvm_unreachable("unknown binary op");
}

//===----------------------------------------------------------------------===//
// compare
//===----------------------------------------------------------------------===//

FailureOr<HloValue> emitCompare(InstructionContext &context) {
  if (failed(context.expectArrayOperands(2)) || failed(expectSameDims(context)))
    return failure();
  FailureOr<ElementwiseTypes> compareTypes = readCompareTypes(context);
  if (failed(compareTypes))
    return failure();
  const ElementwiseTypes &types = *compareTypes;
  if (compareViaShapes(types)) {
    mlir::Value op = CompareOp::create(
        context.builder, context.loc, context.resultType, types.direction,
        context.operand(0), context.operand(1), DenseI64ArrayAttr());
    return context.result(op);
  }
  return emitTableMap(context, {context.operand(0), context.operand(1)}, types);
}

//===----------------------------------------------------------------------===//
// Unary ops
//===----------------------------------------------------------------------===//

/// The unary opcodes on bits, which take integers only (`not` pred too).
bool isBitwise(StringRef opcode) {
  return opcode == "not" || opcode == "popcnt" || opcode == "clz";
}

/// The unary opcodes that take integers; the others take floats only.
bool takesIntegers(StringRef opcode) {
  return opcode == "negate" || opcode == "abs" || opcode == "sign" ||
         isBitwise(opcode);
}

FailureOr<HloValue> emitUnary(InstructionContext &context) {
  if (failed(context.expectArrayOperands(1)) || failed(expectSameDims(context)))
    return failure();
  StringRef opcode = context.instruction.opcode;
  bool isFinite = opcode == "is-finite";
  PrimitiveType type = context.operandShape(0).elementType;
  PrimitiveType resultElement = context.instruction.shape.elementType;
  if (isFinite ? !isPred(resultElement) : resultElement != type)
    return context.emitError(context.instruction.shapeLoc)
           << "'" << opcode << "' yields "
           << (isFinite ? "pred" : "the operand's element type");
  if (!takesIntegers(opcode) && !isFloat(type))
    return unsupportedElementType(context, type);
  if (isBitwise(opcode) && isFloat(type))
    return unsupportedElementType(context, type);
  if (isPred(type) && opcode != "not")
    return unsupportedElementType(context, type);
  return emitTableMap(context, {context.operand(0)}, elementTypes(context));
}

//===----------------------------------------------------------------------===//
// power, atan2, shifts
//===----------------------------------------------------------------------===//

FailureOr<HloValue> emitPower(InstructionContext &context) {
  if (failed(context.expectArrayOperands(2)) ||
      failed(expectSameDims(context)) || failed(expectSameElementType(context)))
    return failure();
  PrimitiveType type = context.instruction.shape.elementType;
  if (isPred(type))
    return unsupportedElementType(context, type);
  return emitTableMap(context, {context.operand(0), context.operand(1)},
                      elementTypes(context));
}

FailureOr<HloValue> emitAtan2(InstructionContext &context) {
  if (failed(context.expectArrayOperands(2)) ||
      failed(expectSameDims(context)) || failed(expectSameElementType(context)))
    return failure();
  PrimitiveType type = context.instruction.shape.elementType;
  if (!isFloat(type))
    return unsupportedElementType(context, type);
  return emitTableMap(context, {context.operand(0), context.operand(1)},
                      elementTypes(context));
}

/// shift-left, shift-right-logical, shift-right-arithmetic: integers of
/// one type.
FailureOr<HloValue> emitShift(InstructionContext &context) {
  if (failed(context.expectArrayOperands(2)) ||
      failed(expectSameDims(context)) || failed(expectSameElementType(context)))
    return failure();
  PrimitiveType type = context.instruction.shape.elementType;
  if (isFloat(type) || isPred(type))
    return unsupportedElementType(context, type);
  return emitTableMap(context, {context.operand(0), context.operand(1)},
                      elementTypes(context));
}

//===----------------------------------------------------------------------===//
// select, clamp
//===----------------------------------------------------------------------===//

/// `value`, broadcast from rank 0 to the result's dimensions when it is a
/// scalar and the result is not.
mlir::Value broadcastScalar(InstructionContext &context, mlir::Value value) {
  auto type = cast<RankedTensorType>(value.getType());
  if (type.getRank() != 0 || context.resultType.getRank() == 0)
    return value;
  auto resultType = RankedTensorType::get(context.resultType.getShape(),
                                          type.getElementType());
  return BroadcastInDimOp::create(context.builder, context.loc, resultType,
                                  value, ArrayRef<int64_t>{});
}

LogicalResult expectDimsOrScalar(InstructionContext &context, size_t i) {
  const xla::Shape &shape = context.operandShape(i);
  if (xla::sameDimensions(shape, context.instruction.shape))
    return success();
  // A scalar broadcasts to the result, whose dynamic sizes would have to
  // come from another operand: an HLO broadcast has no such operand.
  if (shape.dims.empty() && context.instruction.shape.isDynamic())
    return context.emitError(context.instruction.operands[i].loc)
           << "dynamic shapes are not supported for '"
           << context.instruction.opcode << "' with a scalar operand: operand "
           << i << " is " << xla::printShape(shape) << ", the result "
           << xla::printShape(context.instruction.shape);
  if (shape.dims.empty())
    return success();
  return context.emitError(context.instruction.operands[i].loc)
         << "operand " << i << " of '" << context.instruction.opcode
         << "' has shape " << xla::printShape(shape) << ", the result "
         << xla::printShape(context.instruction.shape);
}

FailureOr<HloValue> emitSelect(InstructionContext &context) {
  if (failed(context.expectArrayOperands(3)) ||
      failed(expectDimsOrScalar(context, 0)))
    return failure();
  for (size_t i : {1, 2})
    if (!xla::sameDimensions(context.operandShape(i),
                             context.instruction.shape) ||
        context.operandShape(i).elementType !=
            context.instruction.shape.elementType)
      return context.emitError(context.instruction.operands[i].loc)
             << "operand " << i << " of 'select' has shape "
             << xla::printShape(context.operandShape(i)) << ", the result "
             << xla::printShape(context.instruction.shape);
  if (!isPred(context.operandShape(0).elementType))
    return context.emitError(context.instruction.operands[0].loc)
           << "the predicate of 'select' must be pred";
  mlir::Value predicate = broadcastScalar(context, context.operand(0));
  return emitTableMap(context,
                      {predicate, context.operand(1), context.operand(2)},
                      elementTypes(context));
}

FailureOr<HloValue> emitClamp(InstructionContext &context) {
  if (failed(context.expectArrayOperands(3)) ||
      failed(expectSameElementType(context)) ||
      failed(expectDimsOrScalar(context, 0)) ||
      failed(expectDimsOrScalar(context, 2)))
    return failure();
  if (!xla::sameDimensions(context.operandShape(1), context.instruction.shape))
    return context.emitError(context.instruction.operands[1].loc)
           << "operand 1 of 'clamp' has shape "
           << xla::printShape(context.operandShape(1)) << ", the result "
           << xla::printShape(context.instruction.shape);
  PrimitiveType type = context.instruction.shape.elementType;
  if (isPred(type))
    return unsupportedElementType(context, type);
  mlir::Value low = broadcastScalar(context, context.operand(0));
  mlir::Value high = broadcastScalar(context, context.operand(2));
  return emitTableMap(context, {low, context.operand(1), high},
                      elementTypes(context));
}

} // namespace

void hlo::registerElementwiseEmitters(EmitterMap &emitters) {
  for (const BinaryOpcode &opcode : getBinaryOpcodes())
    emitters[opcode.name] = {[kind = opcode.kind](InstructionContext &context) {
                               return emitBinary(context, kind);
                             },
                             /*dynamic=*/true};

  // The unary opcodes of the table, which all take one operand.
  for (const ElementwiseOpcode &opcode : getElementwiseOpcodes())
    if (opcode.arity == 1 && opcode.name != "convert")
      emitters[opcode.name] = {emitUnary, /*dynamic=*/true};

  emitters["compare"] = {emitCompare, /*dynamic=*/true};
  emitters["power"] = {emitPower, /*dynamic=*/true};
  emitters["atan2"] = {emitAtan2, /*dynamic=*/true};
  for (StringRef shift :
       {"shift-left", "shift-right-logical", "shift-right-arithmetic"})
    emitters[shift] = {emitShift, /*dynamic=*/true};
  emitters["select"] = {emitSelect, /*dynamic=*/true};
  emitters["clamp"] = {emitClamp, /*dynamic=*/true};
}

FailureOr<ElementwiseTypes> hlo::readCompareTypes(InstructionContext &context) {
  PrimitiveType type = context.operandShape(0).elementType;
  if (context.operandShape(1).elementType != type)
    return context.emitError()
           << "the operands of 'compare' have different element types";
  if (!isPred(context.instruction.shape.elementType))
    return context.emitError(context.instruction.shapeLoc)
           << "'compare' yields pred";
  FailureOr<const HloAttribute *> directionAttr =
      context.requireAttribute("direction");
  if (failed(directionAttr))
    return failure();
  std::optional<ComparisonDirection> direction =
      llvm::StringSwitch<std::optional<ComparisonDirection>>(
          (*directionAttr)->value)
          .Case("EQ", ComparisonDirection::eq)
          .Case("NE", ComparisonDirection::ne)
          .Case("LT", ComparisonDirection::lt)
          .Case("LE", ComparisonDirection::le)
          .Case("GT", ComparisonDirection::gt)
          .Case("GE", ComparisonDirection::ge)
          .Default(std::nullopt);
  if (!direction)
    return context.emitError((*directionAttr)->valueLoc)
           << "unknown comparison direction '" << (*directionAttr)->value
           << "'";

  // The comparison type: FLOAT, TOTALORDER, SIGNED or UNSIGNED, by default
  // the element type's own (PARTIALORDER is FLOAT).
  ElementwiseTypes types = elementTypes(context);
  types.direction = *direction;
  types.compareType = isFloat(type)                      ? CompareType::Float
                      : isUnsigned(type) || isPred(type) ? CompareType::Unsigned
                                                         : CompareType::Signed;
  if (const HloAttribute *typeAttr =
          context.instruction.findAttribute("type")) {
    std::optional<CompareType> kind = parseCompareType(typeAttr->value);
    if (!kind)
      return context.emitError(typeAttr->valueLoc)
             << "unknown comparison type '" << typeAttr->value << "'";
    bool floatKind =
        *kind == CompareType::Float || *kind == CompareType::TotalOrder;
    if (floatKind != isFloat(type))
      return context.emitError(typeAttr->valueLoc)
             << "comparison type " << stringifyCompareType(*kind)
             << " does not fit element type " << xla::primitiveTypeName(type);
    types.compareType = *kind;
  }
  return types;
}

bool hlo::compareViaShapes(const ElementwiseTypes &types) {
  xla::PrimitiveType type = types.operands.front();
  CompareType kind = types.compareType;
  return kind == CompareType::Float ||
         (kind == CompareType::Signed && !isPred(type)) ||
         (kind == CompareType::Unsigned && isPred(type));
}

ElementwiseTypes hlo::elementTypes(InstructionContext &context) {
  ElementwiseTypes types;
  for (const HloValue *operand : context.operands)
    types.operands.push_back(operand->shape.elementType);
  types.result = context.instruction.shape.elementType;
  return types;
}
