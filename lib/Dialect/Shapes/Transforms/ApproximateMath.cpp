//===- ApproximateMath.cpp - the -shapes-approximate-math pass ------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// f32 math functions as polynomial approximations (upstream's, and one of
// our own for exp), so that a vector loop computing them calls no libm
// function lane by lane; f16 and bf16 operands are computed in f32 first.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/Passes.h"
#include "shapes/Support/ListedPassOptions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/bit.h"

#include <cmath>
#include <type_traits>

namespace mlir {
namespace shapes {
#define GEN_PASS_DEF_SHAPESAPPROXIMATEMATH
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"
} // namespace shapes
} // namespace mlir

using namespace mlir;

namespace {
/// The functions whose approximations the accuracy test checks.
constexpr StringLiteral kDefaultFunctions[] = {"exp",  "expm1", "log", "log1p",
                                               "log2", "tanh",  "erf"};

/// The functions upstream approximates.
constexpr StringLiteral kKnownFunctions[] = {
    "acos", "asin",  "atan", "atan2", "cbrt", "cos", "erf", "erfc",
    "exp",  "expm1", "log",  "log1p", "log2", "sin", "tanh"};

/// Whether `value` is f32 or a vector of f32.
static bool isF32(Value value) {
  return getElementTypeOrSelf(value.getType()).isF32();
}

/// A scalar or splat f32 constant of the type of `like`.
static Value constantLike(OpBuilder &b, Location loc, Value like,
                          double value) {
  return createScalarOrSplatConstant(b, loc, like.getType(),
                                     APFloat(static_cast<float>(value)));
}

/// An i32 scalar or splat constant shaped as `like`.
static Value intConstantLike(OpBuilder &b, Location loc, Value like,
                             int64_t value) {
  Type i32 = b.getI32Type();
  Type type = i32;
  if (auto shaped = dyn_cast<ShapedType>(like.getType()))
    type = shaped.clone(i32);
  return createScalarOrSplatConstant(b, loc, type, APInt(32, value, true));
}

/// f32 exp(x) over the whole range in one pass, subnormal results included:
/// x = k ln 2 + r with k = round(x / ln 2) and |r| <= ln 2 / 2, Cephes'
/// polynomial for exp(r) (the one upstream uses), and the scaling by 2^k.
/// k is rounded by adding 1.5 * 2^23, whose bits then hold k.
///
/// On a 1-D vector, when |x| <= 86 in every lane, k is in [-124, 124] and
/// exp(r) * 2^k is a normal number: the scaling adds k to the exponent
/// field of exp(r). Otherwise (a branch, once per vector), and on a
/// scalar or another vector, x is clamped to [-104, 89]
/// (exp(-104) rounds to zero and exp(89) overflows; the clamps let NaN
/// through), which keeps k in [-150, 128], and the scaling is two exact
/// multiplications by normal powers of two, 2^(k >> 1) and then
/// 2^(k - (k >> 1)), so that a subnormal or overflowing result is rounded
/// once. Both give the same bits where |x| <= 86: each scales exactly.
struct ExpPolynomial : OpRewritePattern<math::ExpOp> {
  using OpRewritePattern::OpRewritePattern;

  static constexpr double kShifter = 0x1.8p23;
  /// The largest |x| whose result the fast scaling gets: k = round(86 *
  /// log2(e)) = 124.
  static constexpr double kFastBound = 86;

  /// exp(r) and x * log2(e) + kShifter, for x in [-104, 89] or NaN.
  static std::pair<Value, Value> reduce(ImplicitLocOpBuilder &b, Value x) {
    auto f = [&](double value) {
      return constantLike(b, b.getLoc(), x, value);
    };
    Value shifted = math::FmaOp::create(b, x, f(M_LOG2E), f(kShifter));
    Value k = arith::SubFOp::create(b, shifted, f(kShifter));
    // ln 2 in two parts; k * 0.693359375 is exact.
    Value r = math::FmaOp::create(b, k, f(-0.693359375), x);
    r = math::FmaOp::create(b, k, f(2.12194440e-4), r);
    Value p = f(1.9875691500e-4);
    for (double c : {1.3981999507e-3, 8.3334519073e-3, 4.1665795894e-2,
                     1.6666665459e-1, 5.0000001201e-1})
      p = math::FmaOp::create(b, p, r, f(c));
    Value expR = arith::AddFOp::create(
        b, math::FmaOp::create(b, p, arith::MulFOp::create(b, r, r), r), f(1));
    return {expR, shifted};
  }

  /// exp(x) for |x| <= kFastBound: k added to the exponent field of
  /// exp(r). (k << 23 is the bits of `shifted` shifted left by 23: the
  /// shifter's low 9 bits are zero.)
  static Value fast(ImplicitLocOpBuilder &b, Value x) {
    auto [expR, shifted] = reduce(b, x);
    Type intType = intConstantLike(b, b.getLoc(), x, 0).getType();
    Value exponent =
        arith::ShLIOp::create(b, arith::BitcastOp::create(b, intType, shifted),
                              intConstantLike(b, b.getLoc(), x, 23));
    Value bits = arith::AddIOp::create(
        b, arith::BitcastOp::create(b, intType, expR), exponent);
    return arith::BitcastOp::create(b, x.getType(), bits);
  }

  /// exp(x) for any x: clamped, and scaled by two multiplications.
  static Value anywhere(ImplicitLocOpBuilder &b, Value x) {
    auto f = [&](double value) {
      return constantLike(b, b.getLoc(), x, value);
    };
    auto i = [&](int64_t value) {
      return intConstantLike(b, b.getLoc(), x, value);
    };
    auto clamp = [&](Value v, arith::CmpFPredicate keep, double bound) {
      Value limit = f(bound);
      return arith::SelectOp::create(
          b, arith::CmpFOp::create(b, keep, v, limit), v, limit);
    };
    Value clamped = clamp(clamp(x, arith::CmpFPredicate::UGE, -104),
                          arith::CmpFPredicate::ULE, 89);
    auto [expR, shifted] = reduce(b, clamped);
    Type intType = i(0).getType();
    Value kInt = arith::SubIOp::create(
        b, arith::BitcastOp::create(b, intType, shifted),
        i(llvm::bit_cast<int32_t>(static_cast<float>(kShifter))));
    Value low = arith::ShRSIOp::create(b, kInt, i(1));
    auto powerOfTwo = [&](Value exponent) {
      Value bits = arith::ShLIOp::create(
          b, arith::AddIOp::create(b, exponent, i(127)), i(23));
      return arith::BitcastOp::create(b, x.getType(), bits);
    };
    Value scaled = arith::MulFOp::create(b, expR, powerOfTwo(low));
    return arith::MulFOp::create(
        b, scaled, powerOfTwo(arith::SubIOp::create(b, kInt, low)));
  }

  LogicalResult matchAndRewrite(math::ExpOp op,
                                PatternRewriter &rewriter) const override {
    Value x = op.getOperand();
    if (!isF32(x))
      return rewriter.notifyMatchFailure(op, "not f32");
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    // A scalar stays straight-line code, which later passes (a vectorizer
    // run after this one) can still transform; so does a vector of rank 0
    // or above 1, which vector.reduction does not take.
    auto vectorType = dyn_cast<VectorType>(x.getType());
    if (!vectorType || vectorType.getRank() != 1) {
      rewriter.replaceOp(op, anywhere(b, x));
      return success();
    }
    // |x| <= kFastBound in every lane (false for NaN).
    Value inRange = vector::ReductionOp::create(
        b, vector::CombiningKind::AND,
        arith::CmpFOp::create(b, arith::CmpFPredicate::OLE,
                              math::AbsFOp::create(b, x),
                              constantLike(b, b.getLoc(), x, kFastBound)));
    auto branch = [&](Value (*build)(ImplicitLocOpBuilder &, Value)) {
      return [build, x](OpBuilder &builder, Location loc) {
        ImplicitLocOpBuilder inner(loc, builder);
        scf::YieldOp::create(inner, ValueRange{build(inner, x)});
      };
    };
    rewriter.replaceOpWithNewOp<scf::IfOp>(op, inRange, branch(fast),
                                           branch(anywhere));
    return success();
  }
};

/// log(x) and log2(x) of a subnormal x as log(x * 2^23) - 23 log(2):
/// upstream's approximation reads a subnormal's exponent as the smallest
/// normal one. The scaling is exact; zeros and negative numbers keep their
/// results (-inf, NaN).
template <typename LogOp>
struct LogOfScaledSubnormal : OpRewritePattern<LogOp> {
  using OpRewritePattern<LogOp>::OpRewritePattern;
  LogicalResult matchAndRewrite(LogOp op,
                                PatternRewriter &rewriter) const override {
    if (!isF32(op.getOperand()))
      return rewriter.notifyMatchFailure(op, "not f32");
    Location loc = op.getLoc();
    Value x = op.getOperand();
    Value small =
        arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::OLT, x,
                              constantLike(rewriter, loc, x, 0x1p-126));
    Value scaled = arith::MulFOp::create(
        rewriter, loc, x, constantLike(rewriter, loc, x, 0x1p23));
    Value log =
        LogOp::create(rewriter, loc,
                      arith::SelectOp::create(rewriter, loc, small, scaled, x));
    double shift = std::is_same_v<LogOp, math::Log2Op> ? 23 : 23 * M_LN2;
    Value shifted = arith::SubFOp::create(
        rewriter, loc, log, constantLike(rewriter, loc, x, shift));
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, small, shifted, log);
    return success();
  }
};

/// erf(x) with the sign of x: upstream's approximation gives erf(-0) = +0.
struct ErfWithSign : OpRewritePattern<math::ErfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(math::ErfOp op,
                                PatternRewriter &rewriter) const override {
    if (!isF32(op.getOperand()))
      return rewriter.notifyMatchFailure(op, "not f32");
    Value erf = math::ErfOp::create(rewriter, op.getLoc(), op.getOperand());
    rewriter.replaceOpWithNewOp<math::CopySignOp>(op, erf, op.getOperand());
    return success();
  }
};

struct ShapesApproximateMathPass
    : mlir::shapes::WithListedOptions<
          mlir::shapes::impl::ShapesApproximateMathBase<
              ShapesApproximateMathPass>> {
  using WithListedOptions::WithListedOptions;

  LogicalResult initialize(MLIRContext *context) override {
    if (functions.empty())
      names.insert(std::begin(kDefaultFunctions), std::end(kDefaultFunctions));
    for (const std::string &name : functions) {
      if (!llvm::is_contained(kKnownFunctions, name))
        return emitError(UnknownLoc::get(context))
               << "-shapes-approximate-math: no approximation of math." << name
               << "; functions may list "
               << llvm::join(ArrayRef<StringLiteral>(kKnownFunctions), ", ");
      names.insert(name);
    }
    return success();
  }

  void runOnOperation() override {
    MLIRContext *context = &getContext();
    // Upstream asks by operation name ("math.exp").
    auto selected = [&](StringRef name) {
      return name.consume_front("math.") && names.contains(name);
    };
    // f16 and bf16 in f32.
    RewritePatternSet expansion(context);
    populateMathF32ExpansionPatterns(expansion, selected);
    if (failed(applyPatternsGreedily(getOperation(), std::move(expansion))))
      return signalPassFailure();
    // Once per op (the walk does not visit the ops it creates), the ranges
    // upstream's approximations get wrong.
    RewritePatternSet ranges(context);
    if (names.contains("log"))
      ranges.add<LogOfScaledSubnormal<math::LogOp>>(context);
    if (names.contains("log2"))
      ranges.add<LogOfScaledSubnormal<math::Log2Op>>(context);
    if (names.contains("erf"))
      ranges.add<ErfWithSign>(context);
    walkAndApplyPatterns(getOperation(), std::move(ranges));
    RewritePatternSet patterns(context);
    // exp has its own approximation, which also serves upstream's expm1.
    populateMathPolynomialApproximationPatterns(patterns, [&](StringRef name) {
      return name != "math.exp" && selected(name);
    });
    if (names.contains("exp"))
      patterns.add<ExpPolynomial>(context);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }

  llvm::StringSet<> names;
};
} // namespace
