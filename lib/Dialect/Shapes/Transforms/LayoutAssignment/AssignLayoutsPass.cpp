//===- AssignLayoutsPass.cpp - the -shapes-assign-layouts pass ------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Builds the layout problem of a function, solves it, writes the choice
// back, canonicalizes the shapes ops (relayouts between equivalent layouts
// fold, transposes are views where their layouts allow), and reports the
// copies that remain on request (docs/LayoutAssignment.md).
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/IR/ShapesDialect.h"
#include "shapes/Dialect/Shapes/IR/ShapesOps.h"
#include "shapes/Dialect/Shapes/Transforms/LayoutAssignment.h"
#include "shapes/Dialect/Shapes/Transforms/Passes.h"
#include "shapes/Support/ListedPassOptions.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <optional>

namespace mlir {
namespace shapes {
#define GEN_PASS_DEF_SHAPESASSIGNLAYOUTS
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"
} // namespace shapes
} // namespace mlir

using namespace mlir;
using namespace mlir::shapes;

/// The solver mode that `mode` names, if any.
static std::optional<LayoutSolveMode> parseMode(StringRef mode) {
  if (mode == "auto")
    return LayoutSolveMode::Auto;
  if (mode == "greedy")
    return LayoutSolveMode::Greedy;
  if (mode == "exact")
    return LayoutSolveMode::Exact;
  return std::nullopt;
}

namespace {
struct ShapesAssignLayoutsPass
    : WithListedOptions<mlir::shapes::impl::ShapesAssignLayoutsBase<
          ShapesAssignLayoutsPass>> {
  using WithListedOptions::WithListedOptions;

  LogicalResult initialize(MLIRContext *context) override {
    // Relayouts between equivalent layouts fold (to a tensor.cast where a
    // reader needs the type), and the folds of the visited transposes and
    // relayouts collapse their chains; only the shapes ops' own rules, so
    // that no upstream pattern drops a layout encoding here, and no op
    // becomes another (an identity transpose stays one, and its run-time
    // checks keep its name).
    RewritePatternSet patterns(context);
    RelayoutOp::getCanonicalizationPatterns(patterns, context);
    canonicalizations = std::move(patterns);
    return success();
  }

  void runOnOperation() override {
    func::FuncOp function = getOperation();
    if (function.isExternal())
      return;
    std::optional<LayoutSolveMode> solveMode = parseMode(mode);
    if (!solveMode) {
      function.emitError() << "-shapes-assign-layouts: mode must be auto, "
                              "greedy or exact, got '"
                           << mode << "'";
      return signalPassFailure();
    }
    if (cap < 0) {
      function.emitError()
          << "-shapes-assign-layouts: cap must not be negative, got "
          << static_cast<int64_t>(cap);
      return signalPassFailure();
    }
    FunctionLayoutProblem layouts = buildLayoutProblem(function);
    LayoutSolution solution =
        solveLayouts(layouts.problem, *solveMode, static_cast<unsigned>(cap));
    IRRewriter rewriter(&getContext());
    applyLayoutChoice(rewriter, layouts, solution.choice);

    // Only the ops whose canonical form depends on layouts are visited
    // (and what their rewrites create): in a large function, most ops are
    // elementwise and have nothing to fold here.
    SmallVector<Operation *> layoutOps;
    function.walk([&](Operation *op) {
      if (isa<TransposeOp, RelayoutOp>(op))
        layoutOps.push_back(op);
    });
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
    if (failed(applyOpPatternsGreedily(layoutOps, canonicalizations, config)))
      return signalPassFailure();
    if (report)
      reportRelayoutCopies(function);
  }

  FrozenRewritePatternSet canonicalizations;
};
} // namespace
