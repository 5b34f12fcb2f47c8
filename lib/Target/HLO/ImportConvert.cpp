//===- ImportConvert.cpp - the HLO convert opcode -------------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// `convert` as XLA defines it, one `linalg.map` body per element type pair:
// float to integer saturates and NaN becomes 0, integers widen by their
// own signedness (pred as unsigned), anything to pred is `x != 0`, and f16
// and bf16 convert through f32 with one rounding.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "llvm/ADT/APFloat.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::hlo;

namespace {

using xla::PrimitiveType;

/// Float to integer as XLA converts: NaN is 0, values beyond the range
/// saturate, the rest round toward zero.
mlir::Value floatToInt(OpBuilder &b, Location loc, mlir::Value x, Type intType,
                       bool toUnsigned) {
  Type floatType = x.getType();
  unsigned width = intType.getIntOrFloatBitWidth();
  // 2^(width-1) or 2^width, exactly or as +inf in a narrow float type.
  APFloat limit(APFloat::IEEEquad(), 1);
  limit = scalbn(limit, toUnsigned ? width : width - 1,
                 APFloat::rmNearestTiesToEven);
  mlir::Value upper = floatConstant(b, loc, floatType, limit);
  mlir::Value converted =
      toUnsigned ? arith::FPToUIOp::create(b, loc, intType, x).getResult()
                 : arith::FPToSIOp::create(b, loc, intType, x).getResult();
  mlir::Value maxValue = intConstant(
      b, loc, intType,
      toUnsigned ? APInt::getMaxValue(width) : APInt::getSignedMaxValue(width));
  mlir::Value minValue = intConstant(
      b, loc, intType,
      toUnsigned ? APInt::getZero(width) : APInt::getSignedMinValue(width));
  mlir::Value lower = toUnsigned
                          ? floatConstant(b, loc, floatType, APFloat(0.0))
                          : floatConstant(b, loc, floatType, -limit);
  mlir::Value tooBig =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGE, x, upper);
  mlir::Value tooSmall =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLE, x, lower);
  mlir::Value isNan =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, x, x);
  mlir::Value result =
      arith::SelectOp::create(b, loc, tooBig, maxValue, converted);
  result = arith::SelectOp::create(b, loc, tooSmall, minValue, result);
  return arith::SelectOp::create(b, loc, isNan, intConstant(b, loc, intType, 0),
                                 result);
}

mlir::Value convertScalar(OpBuilder &b, Location loc, mlir::Value x,
                          PrimitiveType from, PrimitiveType to, Type toType) {
  Type fromType = x.getType();
  if (from == to)
    return x;
  if (isPred(to)) {
    if (isFloat(from))
      return arith::CmpFOp::create(
          b, loc, arith::CmpFPredicate::UNE, x,
          floatConstant(b, loc, fromType, APFloat(0.0)));
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, x,
                                 intConstant(b, loc, fromType, 0));
  }
  if (isFloat(from) && isFloat(to)) {
    unsigned fromWidth = fromType.getIntOrFloatBitWidth();
    unsigned toWidth = toType.getIntOrFloatBitWidth();
    if (fromWidth < toWidth)
      return arith::ExtFOp::create(b, loc, toType, x);
    if (fromWidth > toWidth)
      return arith::TruncFOp::create(b, loc, toType, x);
    // f16 <-> bf16: exactly through f32, then one rounding.
    mlir::Value wide = arith::ExtFOp::create(b, loc, b.getF32Type(), x);
    return arith::TruncFOp::create(b, loc, toType, wide);
  }
  if (isFloat(from))
    return floatToInt(b, loc, x, toType, isUnsigned(to));
  // From an integer or pred; pred converts as unsigned.
  bool fromUnsigned = isUnsigned(from) || isPred(from);
  if (isFloat(to))
    return fromUnsigned
               ? arith::UIToFPOp::create(b, loc, toType, x).getResult()
               : arith::SIToFPOp::create(b, loc, toType, x).getResult();
  unsigned fromWidth = fromType.getIntOrFloatBitWidth();
  unsigned toWidth = toType.getIntOrFloatBitWidth();
  if (fromWidth < toWidth)
    return fromUnsigned ? arith::ExtUIOp::create(b, loc, toType, x).getResult()
                        : arith::ExtSIOp::create(b, loc, toType, x).getResult();
  if (fromWidth > toWidth)
    return arith::TruncIOp::create(b, loc, toType, x);
  return x;
}

FailureOr<HloValue> emitConvert(InstructionContext &context) {
  if (failed(context.expectArrayOperands(1)) || failed(expectSameDims(context)))
    return failure();
  PrimitiveType from = context.operandShape(0).elementType;
  PrimitiveType to = context.instruction.shape.elementType;
  Type toType = context.resultType.getElementType();
  return context.map({context.operand(0)},
                     [&](OpBuilder &b, Location loc, ValueRange args) {
                       return convertScalar(b, loc, args[0], from, to, toType);
                     });
}

} // namespace

void hlo::registerConvertEmitters(EmitterMap &emitters) {
  emitters["convert"] = {emitConvert, /*dynamic=*/true};
}
