//===- ApproximateMath.cpp - the -shapes-approximate-math pass ------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// f32 math functions as upstream's polynomial approximations, so that a
// vector loop computing them calls no libm function lane by lane; f16 and
// bf16 operands are computed in f32 first.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/Passes.h"
#include "shapes/Support/ListedPassOptions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

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

/// exp(x) for x < -87, whose result is subnormal or zero, as exp(x / 2)^2:
/// upstream's approximation flushes those results to zero, while the half
/// is a normal number and the square rounds once.
struct ExpOfHalfSquared : OpRewritePattern<math::ExpOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(math::ExpOp op,
                                PatternRewriter &rewriter) const override {
    if (!isF32(op.getOperand()))
      return rewriter.notifyMatchFailure(op, "not f32");
    Location loc = op.getLoc();
    Value x = op.getOperand();
    Value small =
        arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::OLT, x,
                              constantLike(rewriter, loc, x, -87));
    Value half = arith::MulFOp::create(rewriter, loc, x,
                                       constantLike(rewriter, loc, x, 0.5));
    Value exp = math::ExpOp::create(
        rewriter, loc, arith::SelectOp::create(rewriter, loc, small, half, x));
    Value square = arith::MulFOp::create(rewriter, loc, exp, exp);
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, small, square, exp);
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
    if (names.contains("exp"))
      ranges.add<ExpOfHalfSquared>(context);
    if (names.contains("log"))
      ranges.add<LogOfScaledSubnormal<math::LogOp>>(context);
    if (names.contains("log2"))
      ranges.add<LogOfScaledSubnormal<math::Log2Op>>(context);
    if (names.contains("erf"))
      ranges.add<ErfWithSign>(context);
    walkAndApplyPatterns(getOperation(), std::move(ranges));
    RewritePatternSet patterns(context);
    populateMathPolynomialApproximationPatterns(patterns, selected);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }

  llvm::StringSet<> names;
};
} // namespace
