//===- shapes-reduce.cpp - the shapes test-case reducer -------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// `mlir-reduce` with the registry of shapes-opt: shrinks a `.mlir` file that
// uses shapes ops while an interestingness script keeps exiting with 1
// ("still interesting"). See docs/Reduce.md for the recipe.
//
// Besides deleting operations (what -reduction-tree does for every dialect),
// the shapes dialect offers one reduction pattern: a shapes op whose result
// has the type of one of its operands is replaced by that operand. This
// unties chains such as `%y = shapes.mul %x, %x` / `%z = shapes.add %y, %x`
// that deletion alone cannot remove, because their results are used.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/IR/ShapesDialect.h"
#include "shapes/InitAll.h"
#include "shapes/Version.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Reducer/ReductionPatternInterface.h"
#include "mlir/Tools/mlir-reduce/MlirReduceMain.h"

using namespace mlir;

namespace {

/// Replaces a single-result shapes op by its first operand of the same type.
struct ForwardShapesOperand : public RewritePattern {
  ForwardShapesOperand(MLIRContext *context)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (!isa_and_present<mlir::shapes::ShapesDialect>(op->getDialect()))
      return rewriter.notifyMatchFailure(op, "not a shapes op");
    if (op->getNumResults() != 1)
      return rewriter.notifyMatchFailure(op, "not a single result");
    Type resultType = op->getResult(0).getType();
    for (Value operand : op->getOperands()) {
      if (operand.getType() != resultType)
        continue;
      rewriter.replaceOp(op, operand);
      return success();
    }
    return rewriter.notifyMatchFailure(op, "no operand of the result type");
  }
};

/// The reduction patterns of the shapes dialect.
struct ShapesReductionPatterns : public DialectReductionPatternInterface {
  ShapesReductionPatterns(Dialect *dialect)
      : DialectReductionPatternInterface(dialect) {}

  void populateReductionPatterns(RewritePatternSet &patterns) const final {
    patterns.add<ForwardShapesOperand>(patterns.getContext());
  }
};

} // namespace

int main(int argc, char **argv) {
  DialectRegistry registry;
  shapes::registerAllDialects(registry);
  registry.addExtension(
      +[](MLIRContext *, mlir::shapes::ShapesDialect *dialect) {
        dialect->addInterfaces<ShapesReductionPatterns>();
      });
  // The reduction passes (-reduction-tree, -opt-reduction-pass) and every
  // pass -opt-reduction-pass may run: ours and upstream's.
  shapes::registerAllPasses();
  MLIRContext context(registry);
  shapes::registerShapesVersionPrinter();
  return failed(mlirReduceMain(argc, argv, context));
}
