//===- ExpandF16.cpp - the -shapes-expand-f16 pass ------------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// f16 arithmetic in f32, and the conversions between f16 and f32 or f64 as
// integer arithmetic, so that the code needs no compiler-rt conversion
// functions (__extendhfsf2, __truncsfhf2, __truncdfhf2) on hosts without
// F16C.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/FloatEmulation.h"
#include "shapes/Dialect/Shapes/Transforms/Passes.h"
#include "shapes/Support/ListedPassOptions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir {
namespace shapes {
#define GEN_PASS_DEF_SHAPESEXPANDF16
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"
} // namespace shapes
} // namespace mlir

using namespace mlir;

namespace {
/// Builds integer arithmetic on scalars or vectors (the shape of `like`)
/// of one integer type.
struct Bits {
  OpBuilder &builder;
  Location loc;
  Type type;

  Bits(OpBuilder &builder, Location loc, Type like, unsigned width)
      : builder(builder), loc(loc),
        type(cloneWithElement(like, builder.getIntegerType(width))) {}

  static Type cloneWithElement(Type like, Type element) {
    if (auto vector = dyn_cast<VectorType>(like))
      return vector.clone(element);
    return element;
  }
  Value constant(int64_t value) const {
    return createScalarOrSplatConstant(builder, loc, type, value);
  }
  Value bitcast(Value value, Type to) const {
    return arith::BitcastOp::create(builder, loc, to, value);
  }
  Value andI(Value lhs, int64_t mask) const {
    return arith::AndIOp::create(builder, loc, lhs, constant(mask));
  }
  Value orI(Value lhs, Value rhs) const {
    return arith::OrIOp::create(builder, loc, lhs, rhs);
  }
  Value add(Value lhs, Value rhs) const {
    return arith::AddIOp::create(builder, loc, lhs, rhs);
  }
  Value add(Value lhs, int64_t rhs) const { return add(lhs, constant(rhs)); }
  Value sub(Value lhs, int64_t rhs) const {
    return arith::SubIOp::create(builder, loc, lhs, constant(rhs));
  }
  Value shl(Value lhs, int64_t amount) const {
    return arith::ShLIOp::create(builder, loc, lhs, constant(amount));
  }
  Value shr(Value lhs, int64_t amount) const {
    return arith::ShRUIOp::create(builder, loc, lhs, constant(amount));
  }
  Value cmp(arith::CmpIPredicate predicate, Value lhs, int64_t rhs) const {
    return arith::CmpIOp::create(builder, loc, predicate, lhs, constant(rhs));
  }
  Value select(Value condition, Value ifTrue, Value ifFalse) const {
    return arith::SelectOp::create(builder, loc, condition, ifTrue, ifFalse);
  }
};
} // namespace

/// The f32 value of the f16 bits `half` (an i16 scalar or vector): exact,
/// NaN payloads kept. The exponent is rebiased; a subnormal is rebuilt as
/// a normal f32 minus 2^-14, which is exact.
static Value extendHalfBits(OpBuilder &builder, Location loc, Value half) {
  Bits i32(builder, loc, half.getType(), 32);
  Type f32 = Bits::cloneWithElement(half.getType(), builder.getF32Type());
  Value wide = arith::ExtUIOp::create(builder, loc, i32.type, half);
  Value magnitude = i32.shl(i32.andI(wide, 0x7fff), 13);
  Value exponent = i32.andI(magnitude, 0x0f800000);
  // (127 - 15) << 23: the bias difference.
  Value normal = i32.add(magnitude, 0x38000000);
  Value infOrNaN = i32.add(normal, 0x38000000);
  Value subnormal = i32.bitcast(
      arith::SubFOp::create(builder, loc,
                            i32.bitcast(i32.add(normal, 0x00800000), f32),
                            i32.bitcast(i32.constant(0x38800000), f32)),
      i32.type);
  Value bits = i32.select(
      i32.cmp(arith::CmpIPredicate::eq, exponent, 0x0f800000), infOrNaN,
      i32.select(i32.cmp(arith::CmpIPredicate::eq, exponent, 0), subnormal,
                 normal));
  Value sign = i32.shl(i32.andI(wide, 0x8000), 16);
  return i32.bitcast(i32.orI(bits, sign), f32);
}

/// The f16 bits (i16) of the f32 or f64 `value`, rounded to nearest even:
/// overflow gives infinity, NaN stays a (quiet) NaN with the top of its
/// payload, subnormals are rounded by adding a float whose ulp is the f16
/// subnormal step.
static Value truncateToHalfBits(OpBuilder &builder, Location loc, Value value) {
  auto floatType = cast<FloatType>(getElementTypeOrSelf(value.getType()));
  unsigned width = floatType.getWidth();
  int64_t mantissa = floatType.getFPMantissaWidth() - 1;
  int64_t bias = (int64_t{1} << (width - mantissa - 2)) - 1;
  int64_t shift = mantissa - 10;
  Bits bits(builder, loc, value.getType(), width);
  Bits i16(builder, loc, value.getType(), 16);

  Value raw = bits.bitcast(value, bits.type);
  Value sign = bits.andI(bits.shr(raw, width - 16), 0x8000);
  // All bits but the sign, in unsigned arithmetic: for f64, 1 << 63 does
  // not fit int64_t.
  Value magnitude =
      bits.andI(raw, static_cast<int64_t>((uint64_t{1} << (width - 1)) - 1));

  int64_t infinity = ((int64_t{1} << (width - mantissa - 1)) - 1) << mantissa;
  Value nan = bits.orI(bits.andI(bits.shr(magnitude, shift), 0x3ff),
                       bits.constant(0x7e00));
  Value tooLarge =
      bits.select(bits.cmp(arith::CmpIPredicate::ugt, magnitude, infinity), nan,
                  bits.constant(0x7c00));

  int64_t magic = ((bias - 15) + shift + 1) << mantissa;
  Value sum = arith::AddFOp::create(
      builder, loc, bits.bitcast(magnitude, value.getType()),
      bits.bitcast(bits.constant(magic), value.getType()));
  Value subnormal = bits.sub(bits.bitcast(sum, bits.type), magic);

  Value odd = bits.andI(bits.shr(magnitude, shift), 1);
  int64_t rebias = (15 - bias) * (int64_t{1} << mantissa);
  Value rounded = bits.add(
      bits.add(magnitude, rebias + (int64_t{1} << (shift - 1)) - 1), odd);
  Value normal = bits.shr(rounded, shift);

  Value result = bits.select(
      bits.cmp(arith::CmpIPredicate::uge, magnitude, (bias + 16) << mantissa),
      tooLarge,
      bits.select(bits.cmp(arith::CmpIPredicate::ult, magnitude,
                           (bias - 14) << mantissa),
                  subnormal, normal));
  return arith::TruncIOp::create(builder, loc, i16.type,
                                 bits.orI(result, sign));
}

namespace {
/// arith.extf from f16 to f32 or f64.
struct ExtendHalf : OpRewritePattern<arith::ExtFOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::ExtFOp op,
                                PatternRewriter &rewriter) const override {
    Type source = op.getIn().getType();
    Type target = getElementTypeOrSelf(op.getType());
    if (!getElementTypeOrSelf(source).isF16() ||
        !isa<Float32Type, Float64Type>(target))
      return rewriter.notifyMatchFailure(op, "not from f16 to f32 or f64");
    Location loc = op.getLoc();
    Type i16 = Bits::cloneWithElement(source, rewriter.getI16Type());
    Value half = arith::BitcastOp::create(rewriter, loc, i16, op.getIn());
    Value extended = extendHalfBits(rewriter, loc, half);
    if (target.isF64())
      extended = arith::ExtFOp::create(rewriter, loc, op.getType(), extended);
    rewriter.replaceOp(op, extended);
    return success();
  }
};

/// arith.truncf from f32 or f64 to f16, rounding to nearest even.
struct TruncateToHalf : OpRewritePattern<arith::TruncFOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::TruncFOp op,
                                PatternRewriter &rewriter) const override {
    Type source = getElementTypeOrSelf(op.getIn().getType());
    if (!getElementTypeOrSelf(op.getType()).isF16() ||
        !isa<Float32Type, Float64Type>(source))
      return rewriter.notifyMatchFailure(op, "not from f32 or f64 to f16");
    std::optional<arith::RoundingMode> mode = op.getRoundingmode();
    if (mode && *mode != arith::RoundingMode::to_nearest_even)
      return rewriter.notifyMatchFailure(op, "rounds otherwise");
    Value bits = truncateToHalfBits(rewriter, op.getLoc(), op.getIn());
    rewriter.replaceOpWithNewOp<arith::BitcastOp>(op, op.getType(), bits);
    return success();
  }
};

struct ShapesExpandF16Pass
    : mlir::shapes::WithListedOptions<
          mlir::shapes::impl::ShapesExpandF16Base<ShapesExpandF16Pass>> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    // f16 arithmetic becomes f32 arithmetic between explicit conversions
    // (LLVM would otherwise convert around each op with library calls) ...
    if (failed(mlir::shapes::emulateInF32(getOperation(),
                                          Float16Type::get(context))))
      return signalPassFailure();
    // ... and the conversions become integer arithmetic. One walk: the
    // expansions create no conversion they match, and the rest of the IR
    // (its constants included) is left as it is, unfolded and in place.
    RewritePatternSet patterns(context);
    patterns.add<ExtendHalf, TruncateToHalf>(context);
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};
} // namespace
