//===- Pipelines.h - shapes-to-affine and shapes-to-llvm --------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The registered pipelines that take shapes ops on tensors all the way down:
//
//   -shapes-to-affine   shapes ops -> linalg -> buffers (layouts kept) ->
//                       affine loops on strided memrefs
//   -shapes-to-llvm     the same, then the LLVM dialect, ready for
//                       mlir-translate --mlir-to-llvmir or mlir-runner;
//                       `-shapes-to-llvm="stop-at=affine"` is -shapes-to-affine
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_PIPELINES_PIPELINES_H
#define SHAPES_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir {
namespace shapes {

/// Where -shapes-to-llvm stops.
enum class StopAt { Affine, LLVM };

struct ShapesToLLVMOptions : public PassPipelineOptions<ShapesToLLVMOptions> {
  PassOptions::Option<StopAt> stopAt{
      *this, "stop-at", llvm::cl::desc("Where to stop"),
      llvm::cl::init(StopAt::LLVM),
      llvm::cl::values(
          clEnumValN(StopAt::Affine, "affine",
                     "affine loops on strided memrefs"),
          clEnumValN(StopAt::LLVM, "llvm", "the LLVM dialect (default)"))};
  PassOptions::Option<bool> emitCInterface{
      *this, "emit-c-interface",
      llvm::cl::desc("Emit _mlir_ciface_ wrappers for public functions"),
      llvm::cl::init(true)};
};

/// Shapes ops on tensors -> affine loops on strided memrefs: lower to linalg,
/// bufferize keeping layouts, deallocate, materialize layouts, lower linalg
/// to affine loops.
void buildShapesToAffinePipeline(OpPassManager &pm);

/// Shapes ops on tensors -> the LLVM dialect.
void buildShapesToLLVMPipeline(OpPassManager &pm,
                               const ShapesToLLVMOptions &options);

/// Registers -shapes-to-affine and -shapes-to-llvm.
void registerShapesPipelines();

} // namespace shapes
} // namespace mlir

#endif // SHAPES_PIPELINES_PIPELINES_H
