//===- LowerLayoutsPass.cpp - the -shapes-lower-layouts pass --------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Materializes layout-carrying allocations and copies, then turns the
// remaining #shapes.layout memref types into strided ones.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"
#include "shapes/Dialect/Shapes/Transforms/LayoutLowering.h"
#include "shapes/Dialect/Shapes/Transforms/Passes.h"
#include "shapes/Support/ListedPassOptions.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace shapes {
#define GEN_PASS_DEF_SHAPESLOWERLAYOUTS
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"
} // namespace shapes
} // namespace mlir

using namespace mlir;

namespace {
struct ShapesLowerLayoutsPass
    : mlir::shapes::WithListedOptions<
          mlir::shapes::impl::ShapesLowerLayoutsBase<ShapesLowerLayoutsPass>> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // A memref layout is verified against its shape only; its element type
    // is checked here, before anything is rewritten.
    if (failed(mlir::shapes::verifyLayoutElementTypes(module)) ||
        failed(mlir::shapes::materializeLayoutGlobals(module)) ||
        failed(mlir::shapes::fillPaddingOfWrittenArguments(module)))
      return signalPassFailure();

    // Copies first: lowering a copy may allocate a buffer in a layout.
    RewritePatternSet copies(&getContext());
    mlir::shapes::populateLowerLayoutCopiesPatterns(copies);
    GreedyRewriteConfig config;
    // Only the matched ops and the ops they create change; nothing else is
    // folded or erased.
    config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
    if (failed(applyPatternsGreedily(module, std::move(copies), config)))
      return signalPassFailure();

    // Then every allocation that carries a layout becomes a flat one: such
    // an allocation is illegal, and one that no pattern can materialize is
    // a located error of the conversion.
    ConversionTarget target(getContext());
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    target.addDynamicallyLegalOp<memref::AllocOp, memref::AllocaOp>(
        [](Operation *op) {
          return !mlir::shapes::getLayoutAttr(op->getResult(0).getType());
        });
    RewritePatternSet allocs(&getContext());
    mlir::shapes::populateMaterializeLayoutAllocsPatterns(allocs);
    if (failed(applyPartialConversion(module, target, std::move(allocs))))
      return signalPassFailure();
    mlir::shapes::convertLayoutsToStrided(module);
  }
};
} // namespace
