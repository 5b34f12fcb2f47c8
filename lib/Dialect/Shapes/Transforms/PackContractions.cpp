//===- PackContractions.cpp - the -shapes-pack-contractions pass ----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The pattern that matches a contraction on buffers (Contraction/), plans
// it (ContractionPlan.h) and replaces it by packed panels and a vector
// micro-kernel, and the pass that applies it for the machine description
// its options give (buildContractionTarget), built once per run.
//
//===----------------------------------------------------------------------===//

#include "Contraction/Contraction.h"
#include "shapes/Dialect/Shapes/Transforms/Passes.h"
#include "shapes/Support/ListedPassOptions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace shapes {
#define GEN_PASS_DEF_SHAPESPACKCONTRACTIONS
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"
#define GEN_PASS_OPTIONS_GETTER_SHAPESPACKCONTRACTIONS
#include "shapes/Dialect/Shapes/Transforms/PassOptions.h.inc"
} // namespace shapes
} // namespace mlir

using namespace mlir;
using namespace mlir::shapes;

namespace {
struct PackContraction : OpInterfaceRewritePattern<linalg::LinalgOp> {
  PackContraction(MLIRContext *context, const VectorTarget &target,
                  int64_t threads, bool fma)
      : OpInterfaceRewritePattern(context), target(target), threads(threads),
        fma(fma) {}

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    FailureOr<contraction::Match> match = contraction::matchContraction(op);
    if (failed(match))
      return rewriter.notifyMatchFailure(op, "not a packable contraction");
    ContractionPlan plan = planContraction(match->shape, target, threads, fma);
    contraction::rewriteContraction(rewriter, *match, plan, target);
    return success();
  }

  VectorTarget target;
  int64_t threads;
  bool fma;
};

struct ShapesPackContractionsPass
    : mlir::shapes::WithListedOptions<
          mlir::shapes::ShapesPackContractionsOptionsGetter<
              mlir::shapes::impl::ShapesPackContractionsBase<
                  ShapesPackContractionsPass>>> {
  using WithListedOptions::WithListedOptions;

  void runOnOperation() override {
    ShapesPackContractionsOptions options = getOptions();
    FailureOr<VectorTarget> target = buildContractionTarget(
        options, [&](const Twine &message) -> LogicalResult {
          return getOperation()->emitError("-shapes-pack-contractions: ")
                 << message;
        });
    if (failed(target))
      return signalPassFailure();
    reportVectorTarget(getArgument(), *target);
    RewritePatternSet patterns(&getContext());
    patterns.add<PackContraction>(&getContext(), *target, options.threads,
                                  options.fma);
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingOps);
    if (failed(
            applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      signalPassFailure();
  }
};
} // namespace
