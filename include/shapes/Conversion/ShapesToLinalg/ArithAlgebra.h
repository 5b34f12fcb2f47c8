//===- ArithAlgebra.h - XLA scalar rules as arith ops -----------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The algebra of shapes/Semantics/ScalarRules.h that emits arith ops: the
// scalar rules become the body of a lowered linalg.generic
// (buildScalarOp), or of a linalg.map that the HLO importer builds.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_CONVERSION_SHAPESTOLINALG_ARITHALGEBRA_H
#define SHAPES_CONVERSION_SHAPESTOLINALG_ARITHALGEBRA_H

#include "shapes/Semantics/ScalarRules.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"

namespace mlir::shapes {

/// The algebra of ScalarRules.h on `b`, at `loc`.
struct ArithAlgebra {
  using Value = mlir::Value;
  OpBuilder &b;
  Location loc;

  bool isFloat(Value x) const { return isa<FloatType>(x.getType()); }
  unsigned bitWidth(Value x) const {
    return x.getType().getIntOrFloatBitWidth();
  }
  Value intConstant(Value like, shapes::IntConstant which) const {
    Type type = like.getType();
    unsigned width = bitWidth(like);
    APInt value;
    switch (which) {
    case shapes::IntConstant::Zero:
      value = APInt::getZero(width);
      break;
    case shapes::IntConstant::One:
      value = APInt(width, 1);
      break;
    case shapes::IntConstant::AllOnes:
      value = APInt::getAllOnes(width);
      break;
    case shapes::IntConstant::SignedMin:
      value = APInt::getSignedMinValue(width);
      break;
    case shapes::IntConstant::SignedMax:
      value = APInt::getSignedMaxValue(width);
      break;
    case shapes::IntConstant::BitWidth:
      value = APInt(width, width);
      break;
    }
    return arith::ConstantOp::create(b, loc, type,
                                     b.getIntegerAttr(type, value));
  }

  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value sub(Value x, Value y) { return arith::SubIOp::create(b, loc, x, y); }
  Value mul(Value x, Value y) { return arith::MulIOp::create(b, loc, x, y); }
  Value sdiv(Value x, Value y) { return arith::DivSIOp::create(b, loc, x, y); }
  Value srem(Value x, Value y) { return arith::RemSIOp::create(b, loc, x, y); }
  Value udiv(Value x, Value y) { return arith::DivUIOp::create(b, loc, x, y); }
  Value urem(Value x, Value y) { return arith::RemUIOp::create(b, loc, x, y); }
  Value shl(Value x, Value y) { return arith::ShLIOp::create(b, loc, x, y); }
  Value lshr(Value x, Value y) { return arith::ShRUIOp::create(b, loc, x, y); }
  Value ashr(Value x, Value y) { return arith::ShRSIOp::create(b, loc, x, y); }
  Value smax(Value x, Value y) { return arith::MaxSIOp::create(b, loc, x, y); }
  Value smin(Value x, Value y) { return arith::MinSIOp::create(b, loc, x, y); }
  Value andI(Value x, Value y) { return arith::AndIOp::create(b, loc, x, y); }
  Value orI(Value x, Value y) { return arith::OrIOp::create(b, loc, x, y); }
  Value xorI(Value x, Value y) { return arith::XOrIOp::create(b, loc, x, y); }
  Value select(Value c, Value x, Value y) {
    return arith::SelectOp::create(b, loc, c, x, y);
  }
  Value icmp(shapes::ComparisonDirection direction, bool isUnsigned, Value x,
             Value y) {
    using P = arith::CmpIPredicate;
    P predicate = P::eq;
    switch (direction) {
    case shapes::ComparisonDirection::eq:
      predicate = P::eq;
      break;
    case shapes::ComparisonDirection::ne:
      predicate = P::ne;
      break;
    case shapes::ComparisonDirection::lt:
      predicate = isUnsigned ? P::ult : P::slt;
      break;
    case shapes::ComparisonDirection::le:
      predicate = isUnsigned ? P::ule : P::sle;
      break;
    case shapes::ComparisonDirection::gt:
      predicate = isUnsigned ? P::ugt : P::sgt;
      break;
    case shapes::ComparisonDirection::ge:
      predicate = isUnsigned ? P::uge : P::sge;
      break;
    }
    return arith::CmpIOp::create(b, loc, predicate, x, y);
  }

  Value fadd(Value x, Value y) { return arith::AddFOp::create(b, loc, x, y); }
  Value fsub(Value x, Value y) { return arith::SubFOp::create(b, loc, x, y); }
  Value fmul(Value x, Value y) { return arith::MulFOp::create(b, loc, x, y); }
  Value fdiv(Value x, Value y) { return arith::DivFOp::create(b, loc, x, y); }
  Value frem(Value x, Value y) { return arith::RemFOp::create(b, loc, x, y); }
  Value fmaximum(Value x, Value y) {
    return arith::MaximumFOp::create(b, loc, x, y);
  }
  Value fminimum(Value x, Value y) {
    return arith::MinimumFOp::create(b, loc, x, y);
  }
  Value bitcastToInt(Value x) {
    return arith::BitcastOp::create(b, loc, b.getIntegerType(bitWidth(x)), x);
  }
  Value floatConstant(Value like, APFloat value) {
    Type type = like.getType();
    bool losesInfo = false;
    value.convert(cast<FloatType>(type).getFloatSemantics(),
                  APFloat::rmNearestTiesToEven, &losesInfo);
    return arith::ConstantOp::create(b, loc, b.getFloatAttr(type, value));
  }
  Value fpToInt(Value x, unsigned width, bool isUnsigned) {
    Type type = b.getIntegerType(width);
    if (isUnsigned)
      return arith::FPToUIOp::create(b, loc, type, x);
    return arith::FPToSIOp::create(b, loc, type, x);
  }
  Value isNan(Value x) {
    return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, x, x);
  }
  Value fcmp(shapes::ComparisonDirection direction, bool unordered, Value x,
             Value y) {
    using P = arith::CmpFPredicate;
    P predicate = P::OEQ;
    switch (direction) {
    case shapes::ComparisonDirection::eq:
      predicate = unordered ? P::UEQ : P::OEQ;
      break;
    case shapes::ComparisonDirection::ne:
      predicate = unordered ? P::UNE : P::ONE;
      break;
    case shapes::ComparisonDirection::lt:
      predicate = unordered ? P::ULT : P::OLT;
      break;
    case shapes::ComparisonDirection::le:
      predicate = unordered ? P::ULE : P::OLE;
      break;
    case shapes::ComparisonDirection::gt:
      predicate = unordered ? P::UGT : P::OGT;
      break;
    case shapes::ComparisonDirection::ge:
      predicate = unordered ? P::UGE : P::OGE;
      break;
    }
    return arith::CmpFOp::create(b, loc, predicate, x, y);
  }
};

} // namespace mlir::shapes

#endif // SHAPES_CONVERSION_SHAPESTOLINALG_ARITHALGEBRA_H
