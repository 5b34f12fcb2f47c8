//===- Pipelines.cpp - shapes-to-affine and shapes-to-llvm ----------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Implements include/shapes/Pipelines/Pipelines.h.
//
//===----------------------------------------------------------------------===//

#include "shapes/Pipelines/Pipelines.h"
#include "shapes/Conversion/Passes.h"
#include "shapes/Dialect/Shapes/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void mlir::shapes::buildShapesToAffinePipeline(OpPassManager &pm) {
  pm.addPass(createShapesLowerToLinalg());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createShapesBufferize());
  bufferization::buildBufferDeallocationPipeline(pm);
  // Before convert-bufferization-to-memref: clones of layout buffers need
  // layout-aware allocations.
  pm.addPass(createShapesLowerLayouts());
  pm.addPass(createConvertBufferizationToMemRefPass());
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToAffineLoopsPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}

void mlir::shapes::buildShapesToLLVMPipeline(
    OpPassManager &pm, const ShapesToLLVMOptions &options) {
  buildShapesToAffinePipeline(pm);
  if (options.stopAt == StopAt::Affine)
    return;
  if (options.emitCInterface)
    pm.addPass(createShapesEmitCInterface());
  pm.addPass(createLowerAffinePass());
  // vector.print and other vector ops of user code (as in upstream
  // integration tests).
  pm.addPass(createConvertVectorToLLVMPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void mlir::shapes::registerShapesPipelines() {
  PassPipelineRegistration<>(
      "shapes-to-affine",
      "Lower shapes ops on tensors to affine loops on strided memrefs "
      "(linalg, layout-preserving bufferization, deallocation, layout "
      "materialization)",
      buildShapesToAffinePipeline);
  PassPipelineRegistration<ShapesToLLVMOptions>(
      "shapes-to-llvm",
      "Lower shapes ops on tensors to the LLVM dialect, ready for "
      "mlir-translate --mlir-to-llvmir or mlir-runner; public functions get "
      "C-callable _mlir_ciface_ wrappers",
      buildShapesToLLVMPipeline);
}
