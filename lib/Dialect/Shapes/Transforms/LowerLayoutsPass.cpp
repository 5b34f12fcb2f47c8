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
    if (failed(mlir::shapes::materializeLayoutGlobals(module)) ||
        failed(mlir::shapes::fillPaddingOfWrittenArguments(module)))
      return signalPassFailure();
    RewritePatternSet patterns(&getContext());
    mlir::shapes::populateMaterializeLayoutAllocsPatterns(patterns);
    mlir::shapes::populateLowerLayoutCopiesPatterns(patterns);
    GreedyRewriteConfig config;
    // Only the matched ops and the ops they create change; nothing else is
    // folded or erased.
    config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
    if (failed(applyPatternsGreedily(module, std::move(patterns), config)))
      return signalPassFailure();

    // Everything that carries a layout in memory must be materialized now.
    WalkResult result = module.walk([](Operation *op) {
      if (!isa<memref::AllocOp, memref::AllocaOp>(op))
        return WalkResult::advance();
      auto type = cast<MemRefType>(op->getResult(0).getType());
      mlir::shapes::LayoutAttr layout = mlir::shapes::getLayoutAttr(type);
      if (!layout)
        return WalkResult::advance();
      shapes::PaddingValue padding =
          layout.toSemantic().effectivePaddingValue();
      if (layout.isPadded() && padding != shapes::PaddingValue::unknown &&
          failed(mlir::shapes::getPaddingValueAttr(type.getElementType(),
                                                   padding)))
        op->emitOpError("cannot fill the padding of ")
            << type << ": unsupported element type";
      else
        op->emitOpError("could not materialize the #shapes.layout of ") << type;
      return WalkResult::interrupt();
    });
    if (result.wasInterrupted())
      return signalPassFailure();
    mlir::shapes::convertLayoutsToStrided(module);
  }
};
} // namespace
