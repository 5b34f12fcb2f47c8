//===- BufferizePass.cpp - the -shapes-bufferize pass ---------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Prepares layout-carrying tensors (populatePrepareLayoutBufferizationPatterns)
// and runs one-shot module bufferization with layout-preserving options.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"
#include "shapes/Dialect/Shapes/IR/ShapesOps.h"
#include "shapes/Dialect/Shapes/Transforms/LayoutBufferization.h"
#include "shapes/Dialect/Shapes/Transforms/Passes.h"
#include "shapes/Dialect/Shapes/Utils/ShapeChecks.h"
#include "shapes/Support/ListedPassOptions.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/Transforms/OneShotModuleBufferize.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace shapes {
#define GEN_PASS_DEF_SHAPESBUFFERIZE
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"
} // namespace shapes
} // namespace mlir

using namespace mlir;

/// The MLIR runner's printMemref* functions only read their argument.
/// Without saying so, one-shot bufferization assumes an external function
/// writes its tensor arguments, and a print followed by another use of the
/// printed tensor would need a copy of an unranked tensor.
static void markPrintFunctionsReadOnly(ModuleOp module) {
  for (auto func : module.getOps<func::FuncOp>()) {
    if (!func.isExternal() || !func.getName().starts_with("printMemref"))
      continue;
    for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i) {
      if (!isa<TensorType>(func.getArgumentTypes()[i]) ||
          func.getArgAttr(
              i, bufferization::BufferizationDialect::kBufferAccessAttrName))
        continue;
      func.setArgAttr(
          i, bufferization::BufferizationDialect::kBufferAccessAttrName,
          StringAttr::get(module.getContext(), "read"));
    }
  }
}

/// memref.cast ops that reinterpret a buffer in one layout as another:
/// one-shot bufferization casts a buffer to the type its tensor is used
/// with (at a return, for one) when the types differ, and with `?` sizes
/// the strides of a #shapes.layout are dynamic, so cast-compatible with
/// any. Such a cast would change which elements are read: each becomes a
/// copy into a new buffer of the cast's type (whose padding, if any, is
/// filled where it is allocated). Casts from other strided views are left
/// to the layout lowering, which checks them.
static void replaceRelayoutingCasts(ModuleOp module) {
  SmallVector<memref::CastOp> casts;
  module.walk([&](memref::CastOp cast) {
    auto source = dyn_cast<MemRefType>(cast.getSource().getType());
    auto dest = dyn_cast<MemRefType>(cast.getType());
    if (!source || !dest || !mlir::shapes::hasShapesCompatibleLayout(source) ||
        !mlir::shapes::hasShapesCompatibleLayout(dest))
      return;
    auto asDest = [&](MemRefType type) {
      return RankedTensorType::get(dest.getShape(), dest.getElementType(),
                                   mlir::shapes::getLayoutAttr(type));
    };
    if (!mlir::shapes::haveEquivalentLayouts(asDest(source), asDest(dest)))
      casts.push_back(cast);
  });
  for (memref::CastOp castOp : casts) {
    OpBuilder b(castOp);
    Location loc = castOp.getLoc();
    auto dest = cast<MemRefType>(castOp.getType());
    SmallVector<Value> sizes;
    for (int64_t d = 0; d < dest.getRank(); ++d)
      if (dest.isDynamicDim(d))
        sizes.push_back(memref::DimOp::create(b, loc, castOp.getSource(), d));
    Value copy = memref::AllocOp::create(
        b, loc, dest, sizes,
        b.getI64IntegerAttr(
            bufferization::BufferizationOptions().bufferAlignment));
    memref::CopyOp::create(b, loc, castOp.getSource(), copy);
    castOp.replaceAllUsesWith(copy);
    castOp.erase();
  }
}

namespace {
struct ShapesBufferizePass
    : mlir::shapes::WithListedOptions<
          mlir::shapes::impl::ShapesBufferizeBase<ShapesBufferizePass>> {
  void getDependentDialects(DialectRegistry &registry) const override {
    mlir::shapes::impl::ShapesBufferizeBase<
        ShapesBufferizePass>::getDependentDialects(registry);
    mlir::shapes::registerTransposeBufferizableOpInterface(registry);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Shapes ops work on tensors only and are lowered before bufferization,
    // except a bitcast transpose, which bufferizes to a view. An op of a
    // dialect that is not registered passes through unless it has tensors,
    // which nothing can rewrite into buffers.
    auto isTensor = [](Type type) { return isa<TensorType>(type); };
    WalkResult remaining = module.walk([&](Operation *op) {
      // Functions are bufferized, and later lowered, where a symbol table
      // holds them: the calls to the allocation functions would not find
      // their declarations from inside an op of an unregistered dialect.
      if (isa<func::FuncOp>(op) &&
          !op->getParentOp()->hasTrait<OpTrait::SymbolTable>()) {
        op->emitOpError("is nested in '")
            << op->getParentOp()->getName()
            << "', which is not a symbol table; -shapes-bufferize and "
               "-shapes-to-llvm lower the functions of a module";
        return WalkResult::interrupt();
      }
      if (!op->getDialect()) {
        if (llvm::none_of(op->getOperandTypes(), isTensor) &&
            llvm::none_of(op->getResultTypes(), isTensor))
          return WalkResult::advance();
        op->emitOpError("is of an unregistered dialect and has tensor "
                        "operands or results, which bufferization cannot "
                        "rewrite; lower it to registered ops first");
        return WalkResult::interrupt();
      }
      if (!isa<mlir::shapes::ShapesDialect>(op->getDialect()) ||
          isa<mlir::shapes::LinearizeIndexOp, mlir::shapes::DelinearizeIndexOp>(
              op))
        return WalkResult::advance();
      if (auto transpose = dyn_cast<mlir::shapes::TransposeOp>(op);
          transpose && transpose.isBitcast())
        return WalkResult::advance();
      op->emitOpError("must be lowered before bufferization; run "
                      "-shapes-lower-to-linalg first (or the -shapes-to-llvm "
                      "pipeline)");
      return WalkResult::interrupt();
    });
    if (remaining.wasInterrupted())
      return signalPassFailure();
    // Upstream's verifier accepts an expand_shape whose output_shape gives a
    // static result dimension another size; the memref.expand_shape it
    // bufferizes to would not verify.
    if (failed(mlir::shapes::checkExpandShapeSizes(module)))
      return signalPassFailure();

    markPrintFunctionsReadOnly(module);

    // A concatenation becomes insertions into one empty tensor, so that each
    // input is computed in its place in the result (a relayout of an input
    // is then one copy into the result, not a copy and a move).
    RewritePatternSet concat(&getContext());
    mlir::shapes::populateDecomposeConcatKeepingLayoutsPatterns(concat);
    if (failed(applyPatternsGreedily(module, std::move(concat))))
      return signalPassFailure();

    // Values that end up in a destination are computed there, before
    // tensor.empty with a layout becomes an allocation.
    IRRewriter rewriter(&getContext());
    if (failed(mlir::shapes::eliminateEmptyTensorsKeepingLayouts(rewriter,
                                                                 module)))
      return signalPassFailure();

    RewritePatternSet patterns(&getContext());
    mlir::shapes::populatePrepareLayoutBufferizationPatterns(patterns);
    if (failed(applyPatternsGreedily(module, std::move(patterns))))
      return signalPassFailure();

    bufferization::OneShotBufferizationOptions options =
        mlir::shapes::getLayoutPreservingBufferizationOptions();
    bufferization::BufferizationState state;
    if (failed(
            bufferization::runOneShotModuleBufferize(module, options, state)))
      return signalPassFailure();

    replaceRelayoutingCasts(module);

    // A value computed in place in its destination leaves a copy of that
    // buffer into itself.
    module.walk([](linalg::CopyOp copy) {
      if (copy.hasPureBufferSemantics() &&
          copy.getInputs()[0] == copy.getOutputs()[0])
        copy.erase();
    });
  }
};
} // namespace
