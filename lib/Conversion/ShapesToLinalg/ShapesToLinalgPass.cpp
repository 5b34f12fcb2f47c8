//===- ShapesToLinalgPass.cpp - the -shapes-lower-to-linalg pass ----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// A thin pass over populateShapesToLinalgPatterns: a partial conversion in
// which the whole shapes dialect is illegal but bitcast transposes, and so
// are elementwise ops on tensors that carry a #shapes.layout.
//
//===----------------------------------------------------------------------===//

#include "shapes/Conversion/Passes.h"
#include "shapes/Conversion/ShapesToLinalg/ShapesToLinalg.h"
#include "shapes/Dialect/Shapes/IR/ShapesDialect.h"
#include "shapes/Dialect/Shapes/IR/ShapesOps.h"
#include "shapes/Dialect/Shapes/Utils/ShapeChecks.h"
#include "shapes/Support/ListedPassOptions.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir {
namespace shapes {
#define GEN_PASS_DEF_SHAPESLOWERTOLINALG
#include "shapes/Conversion/Passes.h.inc"
} // namespace shapes
} // namespace mlir

using namespace mlir;
using namespace mlir::shapes;

namespace {
struct ShapesLowerToLinalgPass
    : mlir::shapes::WithListedOptions<
          mlir::shapes::impl::ShapesLowerToLinalgBase<
              ShapesLowerToLinalgPass>> {
  using WithListedOptions::WithListedOptions;

  void runOnOperation() override {
    MLIRContext *context = &getContext();
    // The allocations as written, before the lowering adds its own and
    // before a canonicalizer folds a constant size into a type.
    if (failed(checkAllocationBounds(getOperation(), shapeChecks)) ||
        failed(checkExpandShapeSizes(getOperation()))) {
      signalPassFailure();
      return;
    }
    // The ops as written, whose operands the lowering does not size; the
    // linalg ops that it makes read operands it has checked.
    if (shapeChecks)
      emitOperandAgreementChecks(getOperation());
    // The element accesses as written; those the lowering makes index
    // within the sizes it computes.
    if (runtimeChecks)
      emitElementIndexChecks(getOperation());
    ConversionTarget target(*context);
    target.addIllegalDialect<ShapesDialect>();
    // A bitcast transpose bufferizes to a view of its operand.
    target.addDynamicallyLegalOp<TransposeOp>(
        [](TransposeOp op) { return op.isBitcast(); });
    // What the patterns produce. Ops of other dialects are left alone, since
    // this is a partial conversion.
    target.addLegalDialect<affine::AffineDialect, arith::ArithDialect,
                           cf::ControlFlowDialect, linalg::LinalgDialect,
                           LLVM::LLVMDialect, scf::SCFDialect,
                           tensor::TensorDialect>();
    // Elementwise ops (arith, math, ...) on tensors with a #shapes.layout
    // become linalg.generic ops that keep the encodings.
    auto notOnLayouts = [](Operation *op) {
      return !isElementwiseOnLayoutTensors(op);
    };
    target.addDynamicallyLegalDialect<arith::ArithDialect>(notOnLayouts);
    target.markUnknownOpDynamicallyLegal(notOnLayouts);
    RewritePatternSet patterns(context);
    populateShapesToLinalgPatterns(patterns, runtimeChecks, shapeChecks);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns)))) {
      signalPassFailure();
      return;
    }
    if (shapeChecks)
      emitBoundaryShapeChecks(getOperation());
  }
};
} // namespace
