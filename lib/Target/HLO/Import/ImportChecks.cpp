//===- ImportChecks.cpp - StableHLO's interpreter checks as code ----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The checks of StableHLO's tests (`check.expect_eq`, `check.expect_close`,
// `check.expect_almost_eq`, ops or custom calls) with the meaning that
// `stablehlo-translate --interpret` gives them, run by the program itself:
// a loop over the elements in row-major order compares each pair and, at
// the first that fails, prints one line to stderr and exits with status 1:
//
//   check.expect_close at t.mlir:7:5 failed: element [1, 0] is 2.5,
//   expected 2.50000048, 4 ULPs apart (allowed 0 to 3)
//
// On floats:
// - expect_eq is IEEE equality: -0 == +0, and a NaN equals nothing;
// - expect_close bounds the ULP distance: 0 for bitwise-equal values and
//   for two NaNs, the distance of the magnitudes' bits for finite values
//   (their sum across signs), and the largest u64 for any other pair;
// - expect_almost_eq is the interpreter's areApproximatelyEqual: equal, or
//   both NaN, or both finite and |x - y| <= tolerance (in f64).
// On integers and pred all three are equality.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "shapes/Dialect/Shapes/Utils/ShapeChecks.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/Support/Format.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::hlo;

namespace {

enum class CheckKind { Equal, Close, AlmostEqual };

struct CheckLimits {
  uint64_t minUlps = 0;
  uint64_t maxUlps = 0;
  double tolerance = 0;
};

/// True when `x` is neither infinite nor NaN.
Value isFinite(OpBuilder &b, Location loc, Value x) {
  Value inf = arith::ConstantOp::create(
      b, loc,
      b.getFloatAttr(
          x.getType(),
          APFloat::getInf(cast<FloatType>(x.getType()).getFloatSemantics())));
  Value magnitude = math::AbsFOp::create(b, loc, x);
  return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::ONE, magnitude,
                               inf);
}

Value isNaN(OpBuilder &b, Location loc, Value x) {
  return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, x, x);
}

/// The ULP distance of two floats, as an i64 read as unsigned.
Value ulpDistance(OpBuilder &b, Location loc, Value x, Value y) {
  unsigned width = x.getType().getIntOrFloatBitWidth();
  Type bitsType = b.getIntegerType(width);
  Type i64 = b.getI64Type();
  Value xBits = arith::BitcastOp::create(b, loc, bitsType, x);
  Value yBits = arith::BitcastOp::create(b, loc, bitsType, y);
  APInt signMask = APInt::getSignMask(width);
  Value magnitudeMask =
      arith::ConstantOp::create(b, loc, b.getIntegerAttr(bitsType, ~signMask));
  auto widen = [&](Value bits) -> Value {
    Value magnitude = arith::AndIOp::create(b, loc, bits, magnitudeMask);
    if (width == 64)
      return magnitude;
    return arith::ExtUIOp::create(b, loc, i64, magnitude);
  };
  Value xMagnitude = widen(xBits);
  Value yMagnitude = widen(yBits);
  Value zero = arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(0));
  Value farthest = arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(-1));
  // Signs differ: the distance through zero.
  Value signs = arith::XOrIOp::create(b, loc, xBits, yBits);
  Value signsDiffer = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::slt, signs,
      arith::ConstantOp::create(b, loc, b.getIntegerAttr(bitsType, 0)));
  Value sum = arith::AddIOp::create(b, loc, xMagnitude, yMagnitude);
  Value larger = arith::MaxUIOp::create(b, loc, xMagnitude, yMagnitude);
  Value smaller = arith::MinUIOp::create(b, loc, xMagnitude, yMagnitude);
  Value difference = arith::SubIOp::create(b, loc, larger, smaller);
  Value finiteDistance =
      arith::SelectOp::create(b, loc, signsDiffer, sum, difference);
  Value bothFinite =
      arith::AndIOp::create(b, loc, isFinite(b, loc, x), isFinite(b, loc, y));
  Value bothNaN =
      arith::AndIOp::create(b, loc, isNaN(b, loc, x), isNaN(b, loc, y));
  Value distance = arith::SelectOp::create(
      b, loc, bothFinite, finiteDistance,
      arith::SelectOp::create(b, loc, bothNaN, zero, farthest));
  Value bitwiseEqual =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, xBits, yBits);
  return arith::SelectOp::create(b, loc, bitwiseEqual, zero, distance);
}

/// areApproximatelyEqual of StableHLO's reference interpreter.
Value almostEqual(OpBuilder &b, Location loc, Value x, Value y,
                  double tolerance) {
  Value equal = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, x, y);
  Value bothNaN =
      arith::AndIOp::create(b, loc, isNaN(b, loc, x), isNaN(b, loc, y));
  Value bothFinite =
      arith::AndIOp::create(b, loc, isFinite(b, loc, x), isFinite(b, loc, y));
  Type f64 = b.getF64Type();
  auto widen = [&](Value v) -> Value {
    return v.getType() == f64 ? v : arith::ExtFOp::create(b, loc, f64, v);
  };
  Value gap = math::AbsFOp::create(
      b, loc, arith::SubFOp::create(b, loc, widen(x), widen(y)));
  Value within = arith::CmpFOp::create(
      b, loc, arith::CmpFPredicate::OLE, gap,
      arith::ConstantOp::create(b, loc, b.getF64FloatAttr(tolerance)));
  Value close = arith::AndIOp::create(b, loc, bothFinite, within);
  return arith::OrIOp::create(b, loc, equal,
                              arith::OrIOp::create(b, loc, bothNaN, close));
}

/// A value as printf prints it, with its conversion: floats as f64
/// (`%.9g` keeps an f32 exact, `%.17g` an f64), integers as i64.
std::pair<Value, StringRef> printable(OpBuilder &b, Location loc, Value x,
                                      xla::PrimitiveType type) {
  Type i64 = b.getI64Type();
  if (isFloat(type)) {
    StringRef format = type == xla::PrimitiveType::F64 ? "%.17g" : "%.9g";
    if (type == xla::PrimitiveType::F64)
      return {x, format};
    return {arith::ExtFOp::create(b, loc, b.getF64Type(), x), format};
  }
  if (x.getType().getIntOrFloatBitWidth() == 64)
    return {x, isUnsigned(type) ? "%llu" : "%lld"};
  if (isUnsigned(type) || isPred(type))
    return {arith::ExtUIOp::create(b, loc, i64, x), "%llu"};
  return {arith::ExtSIOp::create(b, loc, i64, x), "%lld"};
}

/// "check.expect_eq at file:line:col", for the message.
std::string describe(StringRef opcode, Location loc) {
  std::string text = opcode.str() + " at ";
  llvm::raw_string_ostream os(text);
  if (auto fileLoc = dyn_cast<FileLineColLoc>(loc))
    os << fileLoc.getFilename().getValue() << ":" << fileLoc.getLine() << ":"
       << fileLoc.getColumn();
  else
    loc.print(os);
  return text;
}

/// The body of the loop over the elements, at linear index `linear`.
void emitElementCheck(InstructionContext &context, CheckKind kind,
                      const CheckLimits &limits, Value lhs, Value rhs,
                      ArrayRef<Value> sizes, Value linear, ModuleOp module) {
  OpBuilder &b = context.builder;
  Location loc = context.loc;
  xla::PrimitiveType type = context.operandShape(0).elementType;
  // Row-major: the last dimension varies fastest.
  SmallVector<Value> indices(sizes.size());
  Value rest = linear;
  for (size_t d = sizes.size(); d-- > 0;) {
    indices[d] = arith::RemUIOp::create(b, loc, rest, sizes[d]);
    rest = arith::DivUIOp::create(b, loc, rest, sizes[d]);
  }
  Value x = tensor::ExtractOp::create(b, loc, lhs, indices);
  Value y = tensor::ExtractOp::create(b, loc, rhs, indices);

  Value ok;
  Value ulps;
  if (!isFloat(type)) {
    ok = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, x, y);
  } else if (kind == CheckKind::Equal) {
    ok = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, x, y);
  } else if (kind == CheckKind::AlmostEqual) {
    ok = almostEqual(b, loc, x, y, limits.tolerance);
  } else {
    ulps = ulpDistance(b, loc, x, y);
    auto limit = [&](uint64_t value) -> Value {
      return arith::ConstantOp::create(
          b, loc, b.getI64IntegerAttr(static_cast<int64_t>(value)));
    };
    ok = arith::AndIOp::create(
        b, loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, ulps,
                              limit(limits.minUlps)),
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, ulps,
                              limit(limits.maxUlps)));
  }
  Value failed = arith::XOrIOp::create(
      b, loc, ok, arith::ConstantOp::create(b, loc, b.getBoolAttr(true)));

  std::string format =
      escapeFormat(describe(context.instruction.opcode,
                            context.importer.getLoc(context.instruction.loc))) +
      " failed: element [";
  SmallVector<Value> args;
  for (auto [d, index] : llvm::enumerate(indices)) {
    format += d ? ", %lld" : "%lld";
    args.push_back(index);
  }
  auto [xValue, xFormat] = printable(b, loc, x, type);
  auto [yValue, yFormat] = printable(b, loc, y, type);
  format += ("] is " + xFormat + ", expected " + yFormat).str();
  args.append({xValue, yValue});
  if (ulps) {
    format += ", %llu ULPs apart (allowed " + std::to_string(limits.minUlps) +
              " to " + std::to_string(limits.maxUlps) + ")";
    args.push_back(ulps);
  } else if (kind == CheckKind::AlmostEqual && isFloat(type)) {
    std::string tolerance;
    llvm::raw_string_ostream(tolerance) << llvm::format("%g", limits.tolerance);
    format += " (tolerance " + escapeFormat(tolerance) + ")";
  }
  emitFailureBranch(b, loc, module, failed, format + "\n", args,
                    FailureExit::Exit);
}

FailureOr<CheckLimits> readLimits(InstructionContext &context, CheckKind kind) {
  CheckLimits limits;
  auto unsignedAttr = [&](StringRef name, uint64_t &value) -> LogicalResult {
    FailureOr<const HloAttribute *> attr = context.requireAttribute(name);
    if (failed(attr))
      return failure();
    if ((*attr)->value.trim().getAsInteger(10, value))
      return context.emitError((*attr)->valueLoc)
             << "'" << name << "' must be an unsigned integer, got '"
             << (*attr)->value << "'";
    return success();
  };
  if (kind == CheckKind::Close &&
      (failed(unsignedAttr("min_ulp_difference", limits.minUlps)) ||
       failed(unsignedAttr("max_ulp_difference", limits.maxUlps))))
    return failure();
  if (kind == CheckKind::AlmostEqual) {
    FailureOr<const HloAttribute *> attr =
        context.requireAttribute("tolerance");
    if (failed(attr))
      return failure();
    if ((*attr)->value.trim().getAsDouble(limits.tolerance))
      return context.emitError((*attr)->valueLoc)
             << "'tolerance' must be a number, got '" << (*attr)->value << "'";
  }
  return limits;
}

FailureOr<HloValue> emitCheck(InstructionContext &context, CheckKind kind) {
  StringRef opcode = context.instruction.opcode;
  if (context.operands.size() != 2)
    return context.emitError() << "'" << opcode << "' takes two operands";
  for (auto [i, operand] : llvm::enumerate(context.operands))
    if (operand->isTuple())
      return context.emitError(context.instruction.operands[i].loc)
             << "operand " << i << " of '" << opcode << "' is a tuple";
  const xla::Shape &lhsShape = context.operandShape(0);
  const xla::Shape &rhsShape = context.operandShape(1);
  if (lhsShape.elementType != rhsShape.elementType ||
      !xla::sameDimensions(lhsShape, rhsShape))
    return context.emitError()
           << "'" << opcode << "' compares " << xla::printShape(lhsShape)
           << " with " << xla::printShape(rhsShape)
           << ": the shapes must be the same";
  if (kind == CheckKind::Close && !isFloat(lhsShape.elementType))
    return context.emitError() << "'" << opcode << "' takes floats, got "
                               << xla::printShape(lhsShape);
  FailureOr<CheckLimits> limits = readLimits(context, kind);
  if (failed(limits))
    return failure();

  OpBuilder &b = context.builder;
  Location loc = context.loc;
  auto module =
      b.getInsertionBlock()->getParentOp()->getParentOfType<ModuleOp>();
  Value lhs = context.toDefaultLayout(context.operand(0));
  Value rhs = context.toDefaultLayout(context.operand(1));
  auto type = cast<RankedTensorType>(lhs.getType());
  SmallVector<Value> sizes;
  Value count = arith::ConstantIndexOp::create(b, loc, 1);
  for (int64_t d = 0; d < type.getRank(); ++d) {
    Value size =
        type.isDynamicDim(d)
            ? tensor::DimOp::create(b, loc, lhs, d).getResult()
            : arith::ConstantIndexOp::create(b, loc, type.getDimSize(d))
                  .getResult();
    sizes.push_back(size);
    count = arith::MulIOp::create(b, loc, count, size);
  }
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  auto loop = scf::ForOp::create(b, loc, zero, count, one);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    emitElementCheck(context, kind, *limits, lhs, rhs, sizes,
                     loop.getInductionVar(), module);
  }
  HloValue value;
  value.shape = xla::Shape::tuple({});
  return value;
}

} // namespace

void hlo::registerCheckEmitters(EmitterMap &emitters) {
  emitters["check.expect_eq"] = {
      [](InstructionContext &c) { return emitCheck(c, CheckKind::Equal); },
      /*dynamic=*/true};
  emitters["check.expect_close"] = {
      [](InstructionContext &c) { return emitCheck(c, CheckKind::Close); },
      /*dynamic=*/true};
  emitters["check.expect_almost_eq"] = {[](InstructionContext &c) {
                                          return emitCheck(
                                              c, CheckKind::AlmostEqual);
                                        },
                                        /*dynamic=*/true};
}
