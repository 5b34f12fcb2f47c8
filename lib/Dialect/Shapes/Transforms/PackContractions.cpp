//===- PackContractions.cpp - the -shapes-pack-contractions pass ----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The pattern that replaces a contraction on buffers by packed panels and a
// vector micro-kernel (Contraction/), and the pass that applies it.
//
//===----------------------------------------------------------------------===//

#include "Contraction/Contraction.h"
#include "shapes/Dialect/Shapes/Transforms/Passes.h"

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
} // namespace shapes
} // namespace mlir

using namespace mlir;
using namespace mlir::shapes;

namespace {
struct PackContraction : OpInterfaceRewritePattern<linalg::LinalgOp> {
  PackContraction(MLIRContext *context,
                  const ShapesPackContractionsOptions &options)
      : OpInterfaceRewritePattern(context), options(options) {}

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    FailureOr<contraction::Plan> plan =
        contraction::planContraction(op, options);
    if (failed(plan))
      return rewriter.notifyMatchFailure(op, "not a packable contraction");
    contraction::rewriteContraction(rewriter, *plan);
    return success();
  }

  ShapesPackContractionsOptions options;
};

struct ShapesPackContractionsPass
    : mlir::shapes::impl::ShapesPackContractionsBase<
          ShapesPackContractionsPass> {
  using ShapesPackContractionsBase::ShapesPackContractionsBase;

  void runOnOperation() override {
    ShapesPackContractionsOptions options;
    options.vectorBits = vectorBits;
    options.mr = mr;
    options.kc = kc;
    options.mc = mc;
    options.nc = nc;
    options.threads = threads;
    options.fma = fma;
    RewritePatternSet patterns(&getContext());
    patterns.add<PackContraction>(&getContext(), options);
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingOps);
    if (failed(
            applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      signalPassFailure();
  }
};
} // namespace
