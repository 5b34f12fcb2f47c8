//===- ElementwiseOpcodes.cpp - the scalar bodies of HLO opcodes ----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The bodies spell out XLA's semantics (operation_semantics.md): saturating
// `convert`, integer `power` by squaring, total-order comparisons, `x / 0`
// and `x % 0` on unsigned integers, shifts by the bit width or more. The
// rules that the reference evaluator checks too (unsigned divide and
// remainder, total-order compare, saturating convert, shifts) are those of
// shapes/Semantics/ScalarRules.h, built with its arith algebra.
//
//===----------------------------------------------------------------------===//

#include "shapes/Target/HLO/ElementwiseOpcodes.h"

#include "shapes/Target/HLO/XlaShapeType.h"

#include "shapes/Conversion/ShapesToLinalg/ArithAlgebra.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::hlo;

using xla::PrimitiveType;

Value hlo::intConstant(OpBuilder &b, Location loc, Type type,
                       const APInt &value) {
  return arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, value));
}

Value hlo::intConstant(OpBuilder &b, Location loc, Type type, int64_t value) {
  return arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, value));
}

Value hlo::floatConstant(OpBuilder &b, Location loc, Type type, APFloat value) {
  bool losesInfo = false;
  value.convert(cast<FloatType>(type).getFloatSemantics(),
                APFloat::rmNearestTiesToEven, &losesInfo);
  return arith::ConstantOp::create(b, loc, b.getFloatAttr(type, value));
}

StringRef hlo::stringifyCompareType(CompareType type) {
  switch (type) {
  case CompareType::Float:
    return "FLOAT";
  case CompareType::TotalOrder:
    return "TOTALORDER";
  case CompareType::Signed:
    return "SIGNED";
  case CompareType::Unsigned:
    return "UNSIGNED";
  }
  llvm_unreachable("unknown compare type");
}

std::optional<CompareType> hlo::parseCompareType(StringRef name) {
  return llvm::StringSwitch<std::optional<CompareType>>(name)
      .Cases({"FLOAT", "PARTIALORDER"}, CompareType::Float)
      .Case("TOTALORDER", CompareType::TotalOrder)
      .Case("SIGNED", CompareType::Signed)
      .Case("UNSIGNED", CompareType::Unsigned)
      .Default(std::nullopt);
}

static constexpr BinaryOpcode kBinaryOpcodes[] = {
    {"add", BinaryOpKind::Add},       {"subtract", BinaryOpKind::Sub},
    {"multiply", BinaryOpKind::Mul},  {"divide", BinaryOpKind::Div},
    {"remainder", BinaryOpKind::Rem}, {"maximum", BinaryOpKind::Max},
    {"minimum", BinaryOpKind::Min},   {"and", BinaryOpKind::And},
    {"or", BinaryOpKind::Or},         {"xor", BinaryOpKind::Xor},
};

ArrayRef<BinaryOpcode> hlo::getBinaryOpcodes() { return kBinaryOpcodes; }

StringRef hlo::getBinaryOpcodeName(BinaryOpKind kind) {
  const BinaryOpcode &opcode = kBinaryOpcodes[static_cast<size_t>(kind)];
  assert(opcode.kind == kind && "kBinaryOpcodes is in BinaryOpKind order");
  return opcode.name;
}

std::optional<BinaryOpKind> hlo::parseBinaryOpcode(StringRef name) {
  for (const BinaryOpcode &opcode : kBinaryOpcodes)
    if (opcode.name == name)
      return opcode.kind;
  return std::nullopt;
}

namespace {

bool isFloat(PrimitiveType type) { return xla::isFloatType(type); }
bool isUnsigned(PrimitiveType type) { return xla::isUnsignedIntegerType(type); }
bool isPred(PrimitiveType type) { return type == PrimitiveType::Pred; }

/// True when the operands and the result all have one element type.
bool sameElementTypes(const ElementwiseTypes &types) {
  return llvm::all_of(types.operands,
                      [&](PrimitiveType t) { return t == types.result; });
}

//===----------------------------------------------------------------------===//
// Unary opcodes
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
  Erf,
  Cbrt,
  IsFinite,
  Popcnt,
  Clz,
};

bool isFloatOnly(Unary kind) {
  return kind != Unary::Negate && kind != Unary::Abs && kind != Unary::Sign &&
         kind != Unary::Not && kind != Unary::Popcnt && kind != Unary::Clz;
}

/// The bitwise ops, which take no floats.
bool isIntegerOnly(Unary kind) {
  return kind == Unary::Not || kind == Unary::Popcnt || kind == Unary::Clz;
}

/// The unary ops of one float op of `math` on `x`.
template <typename OpTy> Value mathOp(OpBuilder &b, Location loc, Value x) {
  return OpTy::create(b, loc, x);
}

Value floatSign(OpBuilder &b, Location loc, Value x) {
  // NaN and +-0 are themselves; everything else is +-1.
  Type type = x.getType();
  Value zero = floatConstant(b, loc, type, APFloat(0.0));
  Value keep =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UEQ, x, zero);
  Value unit = math::CopySignOp::create(
      b, loc, floatConstant(b, loc, type, APFloat(1.0)), x);
  return arith::SelectOp::create(b, loc, keep, x, unit);
}

Value logistic(OpBuilder &b, Location loc, Value x) {
  // 1 / (1 + exp(-x))
  Type type = x.getType();
  auto one = [&] { return floatConstant(b, loc, type, APFloat(1.0)); };
  Value e = math::ExpOp::create(b, loc, arith::NegFOp::create(b, loc, x));
  return arith::DivFOp::create(b, loc, one(),
                               arith::AddFOp::create(b, loc, one(), e));
}

Value floatUnary(OpBuilder &b, Location loc, Unary kind, Value x) {
  switch (kind) {
  case Unary::Negate:
    return arith::NegFOp::create(b, loc, x);
  case Unary::Abs:
    return mathOp<math::AbsFOp>(b, loc, x);
  case Unary::Sign:
    return floatSign(b, loc, x);
  case Unary::Floor:
    return mathOp<math::FloorOp>(b, loc, x);
  case Unary::Ceil:
    return mathOp<math::CeilOp>(b, loc, x);
  case Unary::RoundEven:
    return mathOp<math::RoundEvenOp>(b, loc, x);
  case Unary::RoundAway:
    return mathOp<math::RoundOp>(b, loc, x);
  case Unary::Exp:
    return mathOp<math::ExpOp>(b, loc, x);
  case Unary::Expm1:
    return mathOp<math::ExpM1Op>(b, loc, x);
  case Unary::Log:
    return mathOp<math::LogOp>(b, loc, x);
  case Unary::Log1p:
    return mathOp<math::Log1pOp>(b, loc, x);
  case Unary::Sqrt:
    return mathOp<math::SqrtOp>(b, loc, x);
  case Unary::Rsqrt:
    return mathOp<math::RsqrtOp>(b, loc, x);
  case Unary::Tanh:
    return mathOp<math::TanhOp>(b, loc, x);
  case Unary::Logistic:
    return logistic(b, loc, x);
  case Unary::Sin:
    return mathOp<math::SinOp>(b, loc, x);
  case Unary::Cos:
    return mathOp<math::CosOp>(b, loc, x);
  case Unary::Tan:
    return mathOp<math::TanOp>(b, loc, x);
  case Unary::Erf:
    return mathOp<math::ErfOp>(b, loc, x);
  case Unary::Cbrt:
    return mathOp<math::CbrtOp>(b, loc, x);
  case Unary::IsFinite:
    return math::IsFiniteOp::create(b, loc, x);
  case Unary::Not:
  case Unary::Popcnt:
  case Unary::Clz:
    break;
  }
  llvm_unreachable("not a float op");
}

Value intSign(OpBuilder &b, Location loc, Value x, bool isUnsignedType) {
  Type type = x.getType();
  Value zero = intConstant(b, loc, type, 0);
  Value one = intConstant(b, loc, type, 1);
  Value positive = arith::CmpIOp::create(
      b, loc,
      isUnsignedType ? arith::CmpIPredicate::ugt : arith::CmpIPredicate::sgt, x,
      zero);
  Value negative =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, x, zero);
  Value magnitude = arith::SelectOp::create(b, loc, positive, one, zero);
  if (isUnsignedType)
    return magnitude;
  return arith::SelectOp::create(b, loc, negative,
                                 intConstant(b, loc, type, -1), magnitude);
}

Value intUnary(OpBuilder &b, Location loc, Unary kind, Value x,
               bool isUnsignedType) {
  Type type = x.getType();
  switch (kind) {
  case Unary::Negate:
    return arith::SubIOp::create(b, loc, intConstant(b, loc, type, 0), x);
  case Unary::Abs:
    return isUnsignedType ? x : math::AbsIOp::create(b, loc, x).getResult();
  case Unary::Sign:
    return intSign(b, loc, x, isUnsignedType);
  case Unary::Not:
    return arith::XOrIOp::create(b, loc, x, intConstant(b, loc, type, -1));
  case Unary::Popcnt:
    return math::CtPopOp::create(b, loc, x);
  case Unary::Clz:
    return math::CountLeadingZerosOp::create(b, loc, x);
  default:
    break;
  }
  llvm_unreachable("not an integer op");
}

/// True when the importer accepts `kind` on `types`.
bool acceptsUnary(Unary kind, const ElementwiseTypes &types) {
  if (types.operands.size() != 1)
    return false;
  PrimitiveType type = types.operands[0];
  if (kind == Unary::IsFinite ? !isPred(types.result) : types.result != type)
    return false;
  if (isFloatOnly(kind) && !isFloat(type))
    return false;
  if (isIntegerOnly(kind) && isFloat(type))
    return false;
  return !isPred(type) || kind == Unary::Not;
}

BodyBuilder unaryBody(Unary kind) {
  return [kind](OpBuilder &b, Location loc, ValueRange args,
                const ElementwiseTypes &types) -> Value {
    if (!acceptsUnary(kind, types))
      return nullptr;
    if (isFloat(types.operands[0]))
      return floatUnary(b, loc, kind, args[0]);
    return intUnary(b, loc, kind, args[0], isUnsigned(types.operands[0]));
  };
}

//===----------------------------------------------------------------------===//
// Unsigned divide, remainder, maximum, minimum
//===----------------------------------------------------------------------===//

/// The scalar body of `kind` (divide, remainder, maximum or minimum) on
/// unsigned integers (XLA: `x / 0` is all ones, `x % 0` is `x`;
/// ScalarRules.h).
Value unsignedBinary(OpBuilder &b, Location loc, BinaryOpKind kind, Value x,
                     Value y) {
  if (kind == BinaryOpKind::Max)
    return arith::MaxUIOp::create(b, loc, x, y);
  if (kind == BinaryOpKind::Min)
    return arith::MinUIOp::create(b, loc, x, y);
  ArithAlgebra algebra{b, loc};
  return applyUnsignedDivRem(algebra, kind == BinaryOpKind::Rem, x, y);
}

BodyBuilder unsignedBinaryBody(BinaryOpKind kind) {
  return [kind](OpBuilder &b, Location loc, ValueRange args,
                const ElementwiseTypes &types) -> Value {
    // Other element types are shapes ops.
    if (types.operands.size() != 2 || !sameElementTypes(types) ||
        !isUnsigned(types.result))
      return nullptr;
    return unsignedBinary(b, loc, kind, args[0], args[1]);
  };
}

//===----------------------------------------------------------------------===//
// Shifts
//===----------------------------------------------------------------------===//

/// A shift of integers, signed and unsigned alike (ScalarRules.h).
BodyBuilder shiftBody(ShiftKind kind) {
  return [kind](OpBuilder &b, Location loc, ValueRange args,
                const ElementwiseTypes &types) -> Value {
    if (types.operands.size() != 2 || !sameElementTypes(types) ||
        isFloat(types.result) || isPred(types.result))
      return nullptr;
    ArithAlgebra algebra{b, loc};
    return applyShift(algebra, kind, args[0], args[1]);
  };
}

//===----------------------------------------------------------------------===//
// compare
//===----------------------------------------------------------------------===//

Value compareBody(OpBuilder &b, Location loc, ValueRange args,
                  const ElementwiseTypes &types) {
  if (types.operands.size() != 2 || types.operands[0] != types.operands[1] ||
      !isPred(types.result))
    return nullptr;
  PrimitiveType type = types.operands[0];
  CompareType kind = types.compareType;
  bool floatKind =
      kind == CompareType::Float || kind == CompareType::TotalOrder;
  if (floatKind != isFloat(type))
    return nullptr;
  // These are a shapes.compare.
  if (kind == CompareType::Float ||
      (kind == CompareType::Signed && !isPred(type)) ||
      (kind == CompareType::Unsigned && isPred(type)))
    return nullptr;
  ArithAlgebra algebra{b, loc};
  if (kind == CompareType::TotalOrder)
    return applyTotalOrderCompare(algebra, types.direction, args[0], args[1]);
  return algebra.icmp(types.direction,
                      /*isUnsigned=*/kind == CompareType::Unsigned, args[0],
                      args[1]);
}

//===----------------------------------------------------------------------===//
// power, atan2, select, clamp
//===----------------------------------------------------------------------===//

/// XLA's integer power: exponentiation by squaring over the low 6 bits of
/// the exponent; a negative exponent gives 1 for base 1 and 0 otherwise.
Value intPower(OpBuilder &b, Location loc, Value base, Value exponent) {
  Type type = base.getType();
  Value one = intConstant(b, loc, type, 1);
  Value zero = intConstant(b, loc, type, 0);
  Value accumulator = one;
  Value square = base;
  Value rest = exponent;
  for (int bit = 0; bit < 6; ++bit) {
    Value low = arith::AndIOp::create(b, loc, rest, one);
    Value set =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, low, one);
    accumulator = arith::SelectOp::create(
        b, loc, set, arith::MulIOp::create(b, loc, accumulator, square),
        accumulator);
    square = arith::MulIOp::create(b, loc, square, square);
    rest = arith::ShRUIOp::create(b, loc, rest, one);
  }
  Value nonNegative =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, exponent, zero);
  Value baseIsOne =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, base, one);
  Value negativeCase = arith::SelectOp::create(b, loc, baseIsOne, one, zero);
  return arith::SelectOp::create(b, loc, nonNegative, accumulator,
                                 negativeCase);
}

Value powerBody(OpBuilder &b, Location loc, ValueRange args,
                const ElementwiseTypes &types) {
  if (types.operands.size() != 2 || !sameElementTypes(types) ||
      isPred(types.result))
    return nullptr;
  if (isFloat(types.result))
    return math::PowFOp::create(b, loc, args[0], args[1]);
  return intPower(b, loc, args[0], args[1]);
}

Value atan2Body(OpBuilder &b, Location loc, ValueRange args,
                const ElementwiseTypes &types) {
  if (types.operands.size() != 2 || !sameElementTypes(types) ||
      !isFloat(types.result))
    return nullptr;
  return math::Atan2Op::create(b, loc, args[0], args[1]);
}

Value selectBody(OpBuilder &b, Location loc, ValueRange args,
                 const ElementwiseTypes &types) {
  if (types.operands.size() != 3 || !isPred(types.operands[0]) ||
      types.operands[1] != types.result || types.operands[2] != types.result)
    return nullptr;
  return arith::SelectOp::create(b, loc, args[0], args[1], args[2]);
}

/// clamp(low, x, high) = min(max(x, low), high).
Value clampBody(OpBuilder &b, Location loc, ValueRange args,
                const ElementwiseTypes &types) {
  if (types.operands.size() != 3 || !sameElementTypes(types) ||
      isPred(types.result))
    return nullptr;
  if (isFloat(types.result))
    return arith::MinimumFOp::create(
        b, loc, arith::MaximumFOp::create(b, loc, args[1], args[0]), args[2]);
  if (isUnsigned(types.result))
    return arith::MinUIOp::create(
        b, loc, arith::MaxUIOp::create(b, loc, args[1], args[0]), args[2]);
  return arith::MinSIOp::create(
      b, loc, arith::MaxSIOp::create(b, loc, args[1], args[0]), args[2]);
}

//===----------------------------------------------------------------------===//
// convert
//===----------------------------------------------------------------------===//

/// Anything to pred is `x != 0`.
Value toPred(OpBuilder &b, Location loc, Value x, PrimitiveType from) {
  Type fromType = x.getType();
  if (isFloat(from))
    return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNE, x,
                                 floatConstant(b, loc, fromType, APFloat(0.0)));
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, x,
                               intConstant(b, loc, fromType, 0));
}

/// Floats widen or narrow; f16 <-> bf16 goes exactly through f32, then
/// rounds once.
Value floatToFloat(OpBuilder &b, Location loc, Value x, Type toType) {
  unsigned fromWidth = x.getType().getIntOrFloatBitWidth();
  unsigned toWidth = toType.getIntOrFloatBitWidth();
  if (fromWidth < toWidth)
    return arith::ExtFOp::create(b, loc, toType, x);
  if (fromWidth > toWidth)
    return arith::TruncFOp::create(b, loc, toType, x);
  Value wide = arith::ExtFOp::create(b, loc, b.getF32Type(), x);
  return arith::TruncFOp::create(b, loc, toType, wide);
}

/// From an integer or pred, which converts as unsigned.
Value fromInt(OpBuilder &b, Location loc, Value x, PrimitiveType from,
              PrimitiveType to, Type toType) {
  bool fromUnsigned = isUnsigned(from) || isPred(from);
  if (isFloat(to))
    return fromUnsigned
               ? arith::UIToFPOp::create(b, loc, toType, x).getResult()
               : arith::SIToFPOp::create(b, loc, toType, x).getResult();
  unsigned fromWidth = x.getType().getIntOrFloatBitWidth();
  unsigned toWidth = toType.getIntOrFloatBitWidth();
  if (fromWidth < toWidth)
    return fromUnsigned ? arith::ExtUIOp::create(b, loc, toType, x).getResult()
                        : arith::ExtSIOp::create(b, loc, toType, x).getResult();
  if (fromWidth > toWidth)
    return arith::TruncIOp::create(b, loc, toType, x);
  return x;
}

Value convertBody(OpBuilder &b, Location loc, ValueRange args,
                  const ElementwiseTypes &types) {
  if (types.operands.size() != 1)
    return nullptr;
  Value x = args[0];
  PrimitiveType from = types.operands[0];
  PrimitiveType to = types.result;
  Type toType = getElementType(b.getContext(), to);
  if (from == to)
    return x;
  if (isPred(to))
    return toPred(b, loc, x, from);
  if (isFloat(from) && isFloat(to))
    return floatToFloat(b, loc, x, toType);
  if (isFloat(from)) {
    // Saturating, NaN to 0 (ScalarRules.h).
    ArithAlgebra algebra{b, loc};
    return applyFloatToIntSaturating(algebra, x, toType.getIntOrFloatBitWidth(),
                                     isUnsigned(to));
  }
  return fromInt(b, loc, x, from, to, toType);
}

std::vector<ElementwiseOpcode> buildTable() {
  std::vector<ElementwiseOpcode> table;
  auto unary = [&](StringRef name, Unary kind) {
    table.push_back({name, 1, unaryBody(kind)});
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
  unary("erf", Unary::Erf);
  unary("cbrt", Unary::Cbrt);
  unary("is-finite", Unary::IsFinite);
  unary("popcnt", Unary::Popcnt);
  unary("clz", Unary::Clz);
  table.push_back({"convert", 1, convertBody});
  table.push_back({"power", 2, powerBody});
  table.push_back({"atan2", 2, atan2Body});
  table.push_back({"shift-left", 2, shiftBody(ShiftKind::Left)});
  table.push_back(
      {"shift-right-logical", 2, shiftBody(ShiftKind::RightLogical)});
  table.push_back(
      {"shift-right-arithmetic", 2, shiftBody(ShiftKind::RightArithmetic)});
  // The binary opcodes whose shapes ops read integers as signed, on
  // unsigned integers.
  for (BinaryOpKind kind : {BinaryOpKind::Div, BinaryOpKind::Rem,
                            BinaryOpKind::Max, BinaryOpKind::Min})
    table.push_back({getBinaryOpcodeName(kind), 2, unsignedBinaryBody(kind)});
  table.push_back({"compare", 2, compareBody});
  table.push_back({"clamp", 3, clampBody});
  table.push_back({"select", 3, selectBody});
  return table;
}

} // namespace

ArrayRef<ElementwiseOpcode> hlo::getElementwiseOpcodes() {
  static const std::vector<ElementwiseOpcode> table = buildTable();
  return table;
}

const ElementwiseOpcode &hlo::getElementwiseOpcode(StringRef name) {
  for (const ElementwiseOpcode &opcode : getElementwiseOpcodes())
    if (opcode.name == name)
      return opcode;
  llvm_unreachable("not an elementwise opcode of the table");
}
