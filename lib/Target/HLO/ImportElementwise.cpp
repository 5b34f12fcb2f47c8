//===- ImportElementwise.cpp - elementwise HLO opcodes --------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The binary opcodes become shapes ops where their integer semantics are the
// signed ones of the shapes ops; unsigned element types and everything else
// become `linalg.map` bodies that spell out XLA's semantics
// (operation_semantics.md): saturating `convert`, integer `power` by
// squaring, total-order comparisons, `x / 0` and `x % 0` on unsigned
// integers.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "shapes/Dialect/Shapes/IR/ShapesOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::hlo;

namespace {

using xla::PrimitiveType;

} // namespace

mlir::Value hlo::intConstant(OpBuilder &b, Location loc, Type type,
                             const APInt &value) {
  return arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, value));
}

mlir::Value hlo::intConstant(OpBuilder &b, Location loc, Type type,
                             int64_t value) {
  return arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, value));
}

mlir::Value hlo::floatConstant(OpBuilder &b, Location loc, Type type,
                               APFloat value) {
  bool losesInfo = false;
  value.convert(cast<FloatType>(type).getFloatSemantics(),
                APFloat::rmNearestTiesToEven, &losesInfo);
  return arith::ConstantOp::create(b, loc, b.getFloatAttr(type, value));
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
  for (auto [i, operand] : llvm::enumerate(context.operands))
    if (operand->shape.elementType != context.instruction.shape.elementType)
      return context.emitError(context.instruction.operands[i].loc)
             << "operand " << i << " of '" << context.instruction.opcode
             << "' has element type "
             << xla::primitiveTypeName(operand->shape.elementType)
             << ", the result "
             << xla::primitiveTypeName(context.instruction.shape.elementType);
  return success();
}

LogicalResult unsupportedElementType(InstructionContext &context,
                                     PrimitiveType type) {
  return context.emitError()
         << "'" << context.instruction.opcode << "' on "
         << xla::primitiveTypeName(type) << " is not supported";
}

//===----------------------------------------------------------------------===//
// Binary arithmetic and logic
//===----------------------------------------------------------------------===//

enum class Binary { Add, Sub, Mul, Div, Rem, Max, Min, And, Or, Xor };

/// The scalar body of a binary op on unsigned integers (XLA: `x / 0` is all
/// ones, `x % 0` is `x`).
mlir::Value unsignedBinary(OpBuilder &b, Location loc, Binary kind,
                           mlir::Value x, mlir::Value y) {
  if (kind == Binary::Max)
    return arith::MaxUIOp::create(b, loc, x, y);
  if (kind == Binary::Min)
    return arith::MinUIOp::create(b, loc, x, y);
  Type type = x.getType();
  mlir::Value zero = intConstant(b, loc, type, 0);
  mlir::Value isZero =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, y, zero);
  // Divide by 1 instead of 0; the select discards that quotient.
  mlir::Value safe =
      arith::SelectOp::create(b, loc, isZero, intConstant(b, loc, type, 1), y);
  if (kind == Binary::Div)
    return arith::SelectOp::create(b, loc, isZero,
                                   intConstant(b, loc, type, -1),
                                   arith::DivUIOp::create(b, loc, x, safe));
  return arith::SelectOp::create(b, loc, isZero, x,
                                 arith::RemUIOp::create(b, loc, x, safe));
}

template <typename OpTy>
FailureOr<HloValue> emitShapesBinary(InstructionContext &context) {
  mlir::Value op =
      OpTy::create(context.builder, context.loc, context.resultType,
                   context.operand(0), context.operand(1), DenseI64ArrayAttr());
  return context.result(op);
}

FailureOr<HloValue> emitBinary(InstructionContext &context, Binary kind) {
  if (failed(context.expectArrayOperands(2)) ||
      failed(expectSameDims(context)) || failed(expectSameElementType(context)))
    return failure();
  PrimitiveType type = context.instruction.shape.elementType;
  bool logical =
      kind == Binary::And || kind == Binary::Or || kind == Binary::Xor;
  if (logical && isFloat(type))
    return unsupportedElementType(context, type);
  if (isPred(type)) {
    // pred is one bit: max is or, min is and.
    if (kind == Binary::Max)
      kind = Binary::Or;
    else if (kind == Binary::Min)
      kind = Binary::And;
    else if (!logical)
      return unsupportedElementType(context, type);
  }
  if (isUnsigned(type) && (kind == Binary::Div || kind == Binary::Rem ||
                           kind == Binary::Max || kind == Binary::Min))
    return context.map({context.operand(0), context.operand(1)},
                       [&](OpBuilder &b, Location loc, ValueRange args) {
                         return unsignedBinary(b, loc, kind, args[0], args[1]);
                       });
  switch (kind) {
  case Binary::Add:
    return emitShapesBinary<AddOp>(context);
  case Binary::Sub:
    return emitShapesBinary<SubOp>(context);
  case Binary::Mul:
    return emitShapesBinary<MulOp>(context);
  case Binary::Div:
    return emitShapesBinary<DivOp>(context);
  case Binary::Rem:
    return emitShapesBinary<RemOp>(context);
  case Binary::Max:
    return emitShapesBinary<MaxOp>(context);
  case Binary::Min:
    return emitShapesBinary<MinOp>(context);
  case Binary::And:
    return emitShapesBinary<AndOp>(context);
  case Binary::Or:
    return emitShapesBinary<OrOp>(context);
  case Binary::Xor:
    return emitShapesBinary<XorOp>(context);
  }
  llvm_unreachable("unknown binary op");
}

//===----------------------------------------------------------------------===//
// compare
//===----------------------------------------------------------------------===//

/// The bits of a float as a signed integer that orders like XLA's total
/// order: -NaN < -inf < ... < -0 < +0 < ... < +inf < +NaN.
mlir::Value totalOrderKey(OpBuilder &b, Location loc, mlir::Value x) {
  unsigned width = x.getType().getIntOrFloatBitWidth();
  Type intType = b.getIntegerType(width);
  mlir::Value bits = arith::BitcastOp::create(b, loc, intType, x);
  mlir::Value zero = intConstant(b, loc, intType, 0);
  mlir::Value negative =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, bits, zero);
  mlir::Value magnitudeMask =
      intConstant(b, loc, intType, APInt::getSignedMaxValue(width));
  mlir::Value flipped = arith::XOrIOp::create(b, loc, bits, magnitudeMask);
  return arith::SelectOp::create(b, loc, negative, flipped, bits);
}

arith::CmpIPredicate intPredicate(ComparisonDirection direction,
                                  bool isUnsignedCompare) {
  switch (direction) {
  case ComparisonDirection::eq:
    return arith::CmpIPredicate::eq;
  case ComparisonDirection::ne:
    return arith::CmpIPredicate::ne;
  case ComparisonDirection::lt:
    return isUnsignedCompare ? arith::CmpIPredicate::ult
                             : arith::CmpIPredicate::slt;
  case ComparisonDirection::le:
    return isUnsignedCompare ? arith::CmpIPredicate::ule
                             : arith::CmpIPredicate::sle;
  case ComparisonDirection::gt:
    return isUnsignedCompare ? arith::CmpIPredicate::ugt
                             : arith::CmpIPredicate::sgt;
  case ComparisonDirection::ge:
    return isUnsignedCompare ? arith::CmpIPredicate::uge
                             : arith::CmpIPredicate::sge;
  }
  llvm_unreachable("unknown direction");
}

FailureOr<HloValue> emitCompare(InstructionContext &context) {
  if (failed(context.expectArrayOperands(2)) || failed(expectSameDims(context)))
    return failure();
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
  StringRef kind = isFloat(type)      ? "FLOAT"
                   : isUnsigned(type) ? "UNSIGNED"
                   : isPred(type)     ? "UNSIGNED"
                                      : "SIGNED";
  if (const HloAttribute *typeAttr =
          context.instruction.findAttribute("type")) {
    kind = typeAttr->value;
    if (kind == "PARTIALORDER")
      kind = "FLOAT";
    bool floatKind = kind == "FLOAT" || kind == "TOTALORDER";
    bool intKind = kind == "SIGNED" || kind == "UNSIGNED";
    if (!floatKind && !intKind)
      return context.emitError(typeAttr->valueLoc)
             << "unknown comparison type '" << kind << "'";
    if (floatKind != isFloat(type))
      return context.emitError(typeAttr->valueLoc)
             << "comparison type " << kind << " does not fit element type "
             << xla::primitiveTypeName(type);
  }

  bool viaShapes = kind == "FLOAT" || (kind == "SIGNED" && !isPred(type)) ||
                   (kind == "UNSIGNED" && isPred(type));
  if (viaShapes) {
    mlir::Value op = CompareOp::create(
        context.builder, context.loc, context.resultType, *direction,
        context.operand(0), context.operand(1), DenseI64ArrayAttr());
    return context.result(op);
  }
  bool totalOrder = kind == "TOTALORDER";
  arith::CmpIPredicate predicate =
      intPredicate(*direction, /*isUnsignedCompare=*/kind == "UNSIGNED");
  return context.map(
      {context.operand(0), context.operand(1)},
      [&](OpBuilder &b, Location loc, ValueRange args) {
        mlir::Value x = args[0], y = args[1];
        if (totalOrder) {
          x = totalOrderKey(b, loc, x);
          y = totalOrderKey(b, loc, y);
        }
        return arith::CmpIOp::create(b, loc, predicate, x, y).getResult();
      });
}

//===----------------------------------------------------------------------===//
// Unary ops
//===----------------------------------------------------------------------===//

enum class Unary {
  Negate,
  Abs,
  Sign,
  Not,
  Floor,
  Ceil,
  RoundEven,
  RoundAway,
  Exp,
  Expm1,
  Log,
  Log1p,
  Sqrt,
  Rsqrt,
  Tanh,
  Logistic,
  Sin,
  Cos,
  Tan,
  IsFinite,
};

bool isFloatOnly(Unary kind) {
  return kind != Unary::Negate && kind != Unary::Abs && kind != Unary::Sign &&
         kind != Unary::Not;
}

mlir::Value floatUnary(OpBuilder &b, Location loc, Unary kind, mlir::Value x) {
  Type type = x.getType();
  auto one = [&] { return floatConstant(b, loc, type, APFloat(1.0)); };
  switch (kind) {
  case Unary::Negate:
    return arith::NegFOp::create(b, loc, x);
  case Unary::Abs:
    return math::AbsFOp::create(b, loc, x);
  case Unary::Sign: {
    // NaN and +-0 are themselves; everything else is +-1.
    mlir::Value zero = floatConstant(b, loc, type, APFloat(0.0));
    mlir::Value keep =
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UEQ, x, zero);
    mlir::Value unit = math::CopySignOp::create(b, loc, one(), x);
    return arith::SelectOp::create(b, loc, keep, x, unit);
  }
  case Unary::Floor:
    return math::FloorOp::create(b, loc, x);
  case Unary::Ceil:
    return math::CeilOp::create(b, loc, x);
  case Unary::RoundEven:
    return math::RoundEvenOp::create(b, loc, x);
  case Unary::RoundAway:
    return math::RoundOp::create(b, loc, x);
  case Unary::Exp:
    return math::ExpOp::create(b, loc, x);
  case Unary::Expm1:
    return math::ExpM1Op::create(b, loc, x);
  case Unary::Log:
    return math::LogOp::create(b, loc, x);
  case Unary::Log1p:
    return math::Log1pOp::create(b, loc, x);
  case Unary::Sqrt:
    return math::SqrtOp::create(b, loc, x);
  case Unary::Rsqrt:
    return math::RsqrtOp::create(b, loc, x);
  case Unary::Tanh:
    return math::TanhOp::create(b, loc, x);
  case Unary::Logistic: {
    // 1 / (1 + exp(-x))
    mlir::Value e =
        math::ExpOp::create(b, loc, arith::NegFOp::create(b, loc, x));
    return arith::DivFOp::create(b, loc, one(),
                                 arith::AddFOp::create(b, loc, one(), e));
  }
  case Unary::Sin:
    return math::SinOp::create(b, loc, x);
  case Unary::Cos:
    return math::CosOp::create(b, loc, x);
  case Unary::Tan:
    return math::TanOp::create(b, loc, x);
  case Unary::IsFinite:
    return math::IsFiniteOp::create(b, loc, x);
  case Unary::Not:
    break;
  }
  llvm_unreachable("not a float op");
}

mlir::Value intUnary(OpBuilder &b, Location loc, Unary kind, mlir::Value x,
                     bool isUnsignedType) {
  Type type = x.getType();
  switch (kind) {
  case Unary::Negate:
    return arith::SubIOp::create(b, loc, intConstant(b, loc, type, 0), x);
  case Unary::Abs:
    return isUnsignedType ? x : math::AbsIOp::create(b, loc, x).getResult();
  case Unary::Sign: {
    mlir::Value zero = intConstant(b, loc, type, 0);
    mlir::Value one = intConstant(b, loc, type, 1);
    mlir::Value positive = arith::CmpIOp::create(
        b, loc,
        isUnsignedType ? arith::CmpIPredicate::ugt : arith::CmpIPredicate::sgt,
        x, zero);
    mlir::Value negative =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, x, zero);
    mlir::Value magnitude =
        arith::SelectOp::create(b, loc, positive, one, zero);
    if (isUnsignedType)
      return magnitude;
    return arith::SelectOp::create(b, loc, negative,
                                   intConstant(b, loc, type, -1), magnitude);
  }
  case Unary::Not:
    return arith::XOrIOp::create(b, loc, x, intConstant(b, loc, type, -1));
  default:
    break;
  }
  llvm_unreachable("not an integer op");
}

FailureOr<HloValue> emitUnary(InstructionContext &context, Unary kind) {
  if (failed(context.expectArrayOperands(1)) || failed(expectSameDims(context)))
    return failure();
  PrimitiveType type = context.operandShape(0).elementType;
  PrimitiveType resultElement = context.instruction.shape.elementType;
  if (kind == Unary::IsFinite ? !isPred(resultElement) : resultElement != type)
    return context.emitError(context.instruction.shapeLoc)
           << "'" << context.instruction.opcode << "' yields "
           << (kind == Unary::IsFinite ? "pred" : "the operand's element type");
  if (isFloatOnly(kind) && !isFloat(type))
    return unsupportedElementType(context, type);
  if (kind == Unary::Not && isFloat(type))
    return unsupportedElementType(context, type);
  if (isPred(type) && kind != Unary::Not)
    return unsupportedElementType(context, type);
  bool unsignedType = isUnsigned(type);
  return context.map({context.operand(0)},
                     [&](OpBuilder &b, Location loc, ValueRange args) {
                       if (isFloat(type))
                         return floatUnary(b, loc, kind, args[0]);
                       return intUnary(b, loc, kind, args[0], unsignedType);
                     });
}

//===----------------------------------------------------------------------===//
// power, atan2
//===----------------------------------------------------------------------===//

/// XLA's integer power: exponentiation by squaring over the low 6 bits of
/// the exponent; a negative exponent gives 1 for base 1 and 0 otherwise.
mlir::Value intPower(OpBuilder &b, Location loc, mlir::Value base,
                     mlir::Value exponent) {
  Type type = base.getType();
  mlir::Value one = intConstant(b, loc, type, 1);
  mlir::Value zero = intConstant(b, loc, type, 0);
  mlir::Value accumulator = one;
  mlir::Value square = base;
  mlir::Value rest = exponent;
  for (int bit = 0; bit < 6; ++bit) {
    mlir::Value low = arith::AndIOp::create(b, loc, rest, one);
    mlir::Value set =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, low, one);
    accumulator = arith::SelectOp::create(
        b, loc, set, arith::MulIOp::create(b, loc, accumulator, square),
        accumulator);
    square = arith::MulIOp::create(b, loc, square, square);
    rest = arith::ShRUIOp::create(b, loc, rest, one);
  }
  mlir::Value nonNegative =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, exponent, zero);
  mlir::Value baseIsOne =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, base, one);
  mlir::Value negativeCase =
      arith::SelectOp::create(b, loc, baseIsOne, one, zero);
  return arith::SelectOp::create(b, loc, nonNegative, accumulator,
                                 negativeCase);
}

FailureOr<HloValue> emitPower(InstructionContext &context) {
  if (failed(context.expectArrayOperands(2)) ||
      failed(expectSameDims(context)) || failed(expectSameElementType(context)))
    return failure();
  PrimitiveType type = context.instruction.shape.elementType;
  if (isPred(type))
    return unsupportedElementType(context, type);
  return context.map(
      {context.operand(0), context.operand(1)},
      [&](OpBuilder &b, Location loc, ValueRange args) {
        if (isFloat(type))
          return math::PowFOp::create(b, loc, args[0], args[1]).getResult();
        return intPower(b, loc, args[0], args[1]);
      });
}

FailureOr<HloValue> emitAtan2(InstructionContext &context) {
  if (failed(context.expectArrayOperands(2)) ||
      failed(expectSameDims(context)) || failed(expectSameElementType(context)))
    return failure();
  PrimitiveType type = context.instruction.shape.elementType;
  if (!isFloat(type))
    return unsupportedElementType(context, type);
  return context.map(
      {context.operand(0), context.operand(1)},
      [&](OpBuilder &b, Location loc, ValueRange args) {
        return math::Atan2Op::create(b, loc, args[0], args[1]).getResult();
      });
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
  return context.map({predicate, context.operand(1), context.operand(2)},
                     [&](OpBuilder &b, Location loc, ValueRange args) {
                       return arith::SelectOp::create(b, loc, args[0], args[1],
                                                      args[2])
                           .getResult();
                     });
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
  bool unsignedType = isUnsigned(type);
  return context.map(
      {low, context.operand(1), high},
      [&](OpBuilder &b, Location loc, ValueRange args) -> mlir::Value {
        if (isFloat(type))
          return arith::MinimumFOp::create(
              b, loc, arith::MaximumFOp::create(b, loc, args[1], args[0]),
              args[2]);
        if (unsignedType)
          return arith::MinUIOp::create(
              b, loc, arith::MaxUIOp::create(b, loc, args[1], args[0]),
              args[2]);
        return arith::MinSIOp::create(
            b, loc, arith::MaxSIOp::create(b, loc, args[1], args[0]), args[2]);
      });
}

} // namespace

void hlo::registerElementwiseEmitters(EmitterMap &emitters) {
  auto binary = [&](StringRef name, Binary kind) {
    emitters[name] = {[kind](InstructionContext &context) {
                        return emitBinary(context, kind);
                      },
                      /*dynamic=*/true};
  };
  binary("add", Binary::Add);
  binary("subtract", Binary::Sub);
  binary("multiply", Binary::Mul);
  binary("divide", Binary::Div);
  binary("remainder", Binary::Rem);
  binary("maximum", Binary::Max);
  binary("minimum", Binary::Min);
  binary("and", Binary::And);
  binary("or", Binary::Or);
  binary("xor", Binary::Xor);

  auto unary = [&](StringRef name, Unary kind) {
    emitters[name] = {[kind](InstructionContext &context) {
                        return emitUnary(context, kind);
                      },
                      /*dynamic=*/true};
  };
  unary("negate", Unary::Negate);
  unary("abs", Unary::Abs);
  unary("sign", Unary::Sign);
  unary("not", Unary::Not);
  unary("floor", Unary::Floor);
  unary("ceil", Unary::Ceil);
  unary("round-nearest-even", Unary::RoundEven);
  unary("round-nearest-afz", Unary::RoundAway);
  unary("exponential", Unary::Exp);
  unary("exponential-minus-one", Unary::Expm1);
  unary("log", Unary::Log);
  unary("log-plus-one", Unary::Log1p);
  unary("sqrt", Unary::Sqrt);
  unary("rsqrt", Unary::Rsqrt);
  unary("tanh", Unary::Tanh);
  unary("logistic", Unary::Logistic);
  unary("sine", Unary::Sin);
  unary("cosine", Unary::Cos);
  unary("tan", Unary::Tan);
  unary("is-finite", Unary::IsFinite);

  emitters["compare"] = {emitCompare, /*dynamic=*/true};
  emitters["power"] = {emitPower, /*dynamic=*/true};
  emitters["atan2"] = {emitAtan2, /*dynamic=*/true};
  emitters["select"] = {emitSelect, /*dynamic=*/true};
  emitters["clamp"] = {emitClamp, /*dynamic=*/true};
}
