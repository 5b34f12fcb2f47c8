//===- MathToLibm.cpp - the -shapes-math-to-libm pass ---------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The math functions that -convert-math-to-llvm does not lower, or lowers
// inaccurately (expm1 as exp(x) - 1, log1p as log(1 + x)), as calls of
// libm's functions, lane by lane on vectors; math on f16 and bf16 in f32
// first, so that the calls and intrinsics are of f32.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/Passes.h"
#include "shapes/Support/ListedPassOptions.h"

#include "mlir/Conversion/MathToLibm/MathToLibm.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

namespace mlir {
namespace shapes {
#define GEN_PASS_DEF_SHAPESMATHTOLIBM
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"
} // namespace shapes
} // namespace mlir

using namespace mlir;

namespace {
/// The functions that LLVM's lowering lacks (the first six) or computes
/// as exp(x) - 1 and log(1 + x).
constexpr StringLiteral kDefaultFunctions[] = {
    "acosh", "asinh", "atanh", "cbrt", "erf", "erfc", "expm1", "log1p"};

/// The functions upstream's patterns call libm for and glibc's libm has
/// (it has no `rsqrt`).
constexpr StringLiteral kKnownFunctions[] = {
    "acos",  "acosh", "asin",  "asinh", "atan", "atan2", "atanh", "cbrt",
    "ceil",  "cos",   "cosh",  "erf",   "erfc", "exp",   "exp2",  "expm1",
    "floor", "log",   "log10", "log1p", "log2", "powf",  "round", "roundeven",
    "sin",   "sinh",  "sqrt",  "tan",   "tanh", "trunc"};

/// Whether `type`, or its elements, are f16 or bf16.
bool isHalf(Type type) {
  if (auto shaped = dyn_cast<ShapedType>(type))
    type = shaped.getElementType();
  return isa<Float16Type, BFloat16Type>(type);
}

/// Computes the math ops on f16 and bf16 in f32, except those LLVM
/// computes on the bits (absf, copysign, the classifications) and fma.
LogicalResult extendHalfMath(Operation *root) {
  MLIRContext *context = root->getContext();
  Type f32 = Float32Type::get(context);
  TypeConverter converter;
  converter.addConversion([](Type type) { return type; });
  converter.addConversion([f32](Type type) -> std::optional<Type> {
    if (!isHalf(type))
      return std::nullopt;
    if (auto shaped = dyn_cast<ShapedType>(type))
      return shaped.clone(f32);
    return f32;
  });
  converter.addTargetMaterialization(
      [](OpBuilder &b, Type type, ValueRange inputs, Location loc) -> Value {
        return arith::ExtFOp::create(b, loc, type, inputs.front());
      });
  // The pattern matches any op: every op but the math ones is legal (an
  // op of an unregistered dialect included, which has no dialect).
  ConversionTarget target(*context);
  target.markUnknownOpDynamicallyLegal([&converter](Operation *op) {
    if (!isa_and_present<math::MathDialect>(op->getDialect()) ||
        isa<math::AbsFOp, math::CopySignOp, math::FmaOp, math::IsNaNOp,
            math::IsInfOp, math::IsFiniteOp, math::IsNormalOp>(op))
      return true;
    return converter.isLegal(op);
  });
  RewritePatternSet patterns(context);
  math::populateExtendToSupportedTypesPatterns(patterns, converter);
  return applyPartialConversion(root, target, std::move(patterns));
}

struct ShapesMathToLibmPass
    : mlir::shapes::WithListedOptions<
          mlir::shapes::impl::ShapesMathToLibmBase<ShapesMathToLibmPass>> {
  using WithListedOptions::WithListedOptions;

  LogicalResult initialize(MLIRContext *context) override {
    if (functions.empty())
      names.insert(std::begin(kDefaultFunctions), std::end(kDefaultFunctions));
    for (const std::string &name : functions) {
      if (!llvm::is_contained(kKnownFunctions, name))
        return emitError(UnknownLoc::get(context))
               << "-shapes-math-to-libm: no libm function for math." << name
               << "; functions may list "
               << llvm::join(ArrayRef<StringLiteral>(kKnownFunctions), ", ");
      names.insert(name);
    }
    return success();
  }

  void runOnOperation() override {
    if (failed(extendHalfMath(getOperation())))
      return signalPassFailure();
    MLIRContext *context = &getContext();
    ConversionTarget target(*context);
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    target.addDynamicallyLegalDialect<math::MathDialect>([&](Operation *op) {
      StringRef name = op->getName().getStringRef();
      return !(name.consume_front("math.") && names.contains(name));
    });
    RewritePatternSet patterns(context);
    populateMathToLibmConversionPatterns(patterns);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }

  llvm::StringSet<> names;
};
} // namespace
