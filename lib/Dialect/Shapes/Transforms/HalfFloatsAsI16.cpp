//===- HalfFloatsAsI16.cpp - the -shapes-half-floats-as-i16 pass ----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// f16 and bf16 values that are only moved (loaded, stored, shuffled,
// selected, passed to another block) become i16 values in the LLVM dialect,
// so that LLVM never keeps them in float registers across blocks, which
// for bf16 costs a compiler-rt call (__truncsfbf2) at each definition.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/Passes.h"
#include "shapes/Support/ListedPassOptions.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir {
namespace shapes {
#define GEN_PASS_DEF_SHAPESHALFFLOATSASI16
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"
} // namespace shapes
} // namespace mlir

using namespace mlir;

static bool isHalfFloat(Type type) {
  return isa<Float16Type, BFloat16Type>(type);
}

namespace {
/// f16, bf16 -> i16 and vectors of them -> vectors of i16; every other type
/// is kept. A value crosses between the two with llvm.bitcast.
struct HalfFloatsAsI16Converter : TypeConverter {
  explicit HalfFloatsAsI16Converter(MLIRContext *context) {
    Type i16 = IntegerType::get(context, 16);
    addConversion([](Type type) { return type; });
    addConversion([i16](FloatType type) -> Type {
      return isHalfFloat(type) ? i16 : type;
    });
    addConversion([i16](VectorType type) -> Type {
      return isHalfFloat(type.getElementType()) ? type.clone(i16) : type;
    });
    auto bitcast = [](OpBuilder &builder, Type type, ValueRange inputs,
                      Location loc) -> Value {
      if (inputs.size() != 1)
        return {};
      return LLVM::BitcastOp::create(builder, loc, type, inputs.front());
    };
    addSourceMaterialization(bitcast);
    addTargetMaterialization(bitcast);
  }
};
} // namespace

/// The ops that only move their values' bits, which therefore work on the
/// bit patterns as well.
static bool movesBits(Operation *op) {
  return isa<LLVM::LoadOp, LLVM::StoreOp, LLVM::MaskedLoadOp,
             LLVM::MaskedStoreOp, LLVM::masked_gather, LLVM::masked_scatter,
             LLVM::InsertElementOp, LLVM::ExtractElementOp,
             LLVM::ShuffleVectorOp, LLVM::SelectOp, LLVM::FreezeOp,
             LLVM::PoisonOp, LLVM::UndefOp, LLVM::ZeroOp, LLVM::ConstantOp,
             LLVM::BitcastOp, LLVM::BrOp, LLVM::CondBrOp, LLVM::SwitchOp>(op);
}

/// A constant's value as bit patterns of `type` (i16 or a vector of i16),
/// or null for an attribute kind this pass does not know.
static Attribute bitPatterns(Attribute value, Type type) {
  if (auto scalar = dyn_cast<FloatAttr>(value))
    return IntegerAttr::get(type, scalar.getValue().bitcastToAPInt());
  auto elements = dyn_cast<DenseElementsAttr>(value);
  if (elements && isHalfFloat(elements.getElementType()))
    return elements.bitcast(getElementTypeOrSelf(type));
  return {};
}

namespace {
/// Any op of movesBits(), rebuilt on the converted operands with converted
/// result types.
struct MovedBitsAsI16 : ConversionPattern {
  MovedBitsAsI16(const TypeConverter &converter, MLIRContext *context)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), /*benefit=*/1,
                          context) {}

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (!movesBits(op))
      return rewriter.notifyMatchFailure(op, "computes with its values");
    SmallVector<Type> resultTypes;
    if (failed(typeConverter->convertTypes(op->getResultTypes(), resultTypes)))
      return rewriter.notifyMatchFailure(op, "unconvertible result type");
    // A bitcast between i16 and a 16-bit float is now i16 to i16.
    if (isa<LLVM::BitcastOp>(op) &&
        operands.front().getType() == resultTypes.front()) {
      rewriter.replaceOp(op, operands.front());
      return success();
    }
    Attribute constant;
    if (auto constantOp = dyn_cast<LLVM::ConstantOp>(op)) {
      constant = bitPatterns(constantOp.getValue(), resultTypes.front());
      if (!constant)
        return rewriter.notifyMatchFailure(op, "unknown constant attribute");
    }
    // A clone keeps the properties (operand segments, alignment, ...).
    Operation *moved = rewriter.clone(*op);
    moved->setOperands(operands);
    for (auto [result, type] : llvm::zip(moved->getResults(), resultTypes))
      result.setType(type);
    if (constant)
      cast<LLVM::ConstantOp>(moved).setValueAttr(constant);
    rewriter.replaceOp(op, moved->getResults());
    return success();
  }
};

/// The arguments of every block but the entry blocks (a function's entry
/// block holds its arguments, whose types the calling convention fixes).
struct BlockArgumentsAsI16 : OpConversionPattern<LLVM::LLVMFuncOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(LLVM::LLVMFuncOp func, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Region *> regions;
    func->walk([&](Operation *op) {
      for (Region &region : op->getRegions())
        if (!region.empty())
          regions.push_back(&region);
    });
    rewriter.modifyOpInPlace(func, [&] {
      for (Region *region : regions) {
        TypeConverter::SignatureConversion entry(region->getNumArguments());
        for (auto [index, type] : llvm::enumerate(region->getArgumentTypes()))
          entry.addInputs(index, type);
        (void)rewriter.convertRegionTypes(region, *typeConverter, &entry);
      }
    });
    return success();
  }
};

struct ShapesHalfFloatsAsI16Pass
    : mlir::shapes::WithListedOptions<
          mlir::shapes::impl::ShapesHalfFloatsAsI16Base<
              ShapesHalfFloatsAsI16Pass>> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    HalfFloatsAsI16Converter converter(context);
    auto legalArguments = [&](Region &region) {
      for (Block &block : llvm::drop_begin(region))
        if (!converter.isLegal(block.getArgumentTypes()))
          return false;
      return true;
    };
    ConversionTarget target(*context);
    // Ops that compute with the float keep it: bitcasts from and to i16
    // are put around them.
    target.markUnknownOpDynamicallyLegal([&](Operation *op) {
      if (isa<LLVM::LLVMFuncOp>(op)) {
        WalkResult walk = op->walk([&](Operation *nested) {
          for (Region &region : nested->getRegions())
            if (!legalArguments(region))
              return WalkResult::interrupt();
          return WalkResult::advance();
        });
        return !walk.wasInterrupted();
      }
      return !movesBits(op) || converter.isLegal(op);
    });
    RewritePatternSet patterns(context);
    patterns.add<MovedBitsAsI16, BlockArgumentsAsI16>(converter, context);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
