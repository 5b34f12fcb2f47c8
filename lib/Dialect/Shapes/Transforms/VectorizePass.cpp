//===- VectorizePass.cpp - the -shapes-vectorize pass ---------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Applies populateVectorizeLoopsPatterns (VectorizeLoops.cpp) and
// populateVectorizeReductionPatterns (Vectorize/ReductionNest.cpp) for the
// machine description that the pass's options give (buildVectorizeTarget),
// built once per run.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/Passes.h"
#include "shapes/Dialect/Shapes/Transforms/Vectorization.h"
#include "shapes/Support/ListedPassOptions.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace shapes {
#define GEN_PASS_DEF_SHAPESVECTORIZE
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"
#define GEN_PASS_OPTIONS_GETTER_SHAPESVECTORIZE
#include "shapes/Dialect/Shapes/Transforms/PassOptions.h.inc"
} // namespace shapes
} // namespace mlir

using namespace mlir;

namespace {
struct ShapesVectorizePass
    : mlir::shapes::WithListedOptions<
          mlir::shapes::ShapesVectorizeOptionsGetter<
              mlir::shapes::impl::ShapesVectorizeBase<ShapesVectorizePass>>> {
  using WithListedOptions::WithListedOptions;

  void runOnOperation() override {
    mlir::shapes::ShapesVectorizeOptions options = getOptions();
    FailureOr<mlir::shapes::VectorTarget> target =
        mlir::shapes::buildVectorizeTarget(
            options, [&](const Twine &message) -> LogicalResult {
              return getOperation()->emitError("-shapes-vectorize: ")
                     << message;
            });
    if (failed(target))
      return signalPassFailure();
    mlir::shapes::reportVectorTarget(getArgument(), *target);
    RewritePatternSet patterns(&getContext());
    mlir::shapes::populateVectorizeLoopsPatterns(patterns, *target,
                                                 options.threads);
    mlir::shapes::populateVectorizeReductionPatterns(patterns, *target,
                                                     options.threads);
    GreedyRewriteConfig config;
    // The rewritten ops are replaced by loops; nothing else changes.
    config.setStrictness(GreedyRewriteStrictness::ExistingOps);
    // In program order: of two nests into one padded buffer, the first
    // writes its padding.
    config.setUseTopDownTraversal();
    if (failed(
            applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      signalPassFailure();
  }
};
} // namespace
