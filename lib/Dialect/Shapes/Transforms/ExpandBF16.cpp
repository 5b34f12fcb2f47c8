//===- ExpandBF16.cpp - the -shapes-expand-bf16 pass ----------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// bf16 conversions as integer arithmetic, so that the generated code and
// the constant folder agree on subnormals whatever the host.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/FloatEmulation.h"
#include "shapes/Dialect/Shapes/Transforms/Passes.h"
#include "shapes/Support/ListedPassOptions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace shapes {
#define GEN_PASS_DEF_SHAPESEXPANDBF16
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"
} // namespace shapes
} // namespace mlir

using namespace mlir;

namespace {
struct ShapesExpandBF16Pass
    : mlir::shapes::WithListedOptions<
          mlir::shapes::impl::ShapesExpandBF16Base<ShapesExpandBF16Pass>> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    // bf16 arithmetic becomes f32 arithmetic between explicit conversions
    // (LLVM would otherwise convert the result back with the host's
    // instruction) ...
    if (failed(mlir::shapes::emulateInF32(getOperation(),
                                          BFloat16Type::get(context))))
      return signalPassFailure();
    // ... and the conversions become integer arithmetic.
    RewritePatternSet patterns(context);
    arith::populateExpandBFloat16Patterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
