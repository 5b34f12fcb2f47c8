//===- InitAll.h - register everything shapes-opt offers --------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// One registration header for every tool: the shapes dialect, its passes and
// pipelines, and the upstream dialects, extensions and passes users combine
// with it.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_INITALL_H
#define SHAPES_INITALL_H

#include <vector>

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace mlir::shapes {

/// Registers the shapes dialect.
void registerShapesDialect(mlir::DialectRegistry &registry);

/// Registers the shapes dialect, the upstream dialects our pipelines produce
/// or accept (func, arith, math, tensor, linalg, bufferization, memref,
/// affine, scf, cf, vector, index, llvm) and their interface extensions.
void registerAllDialects(mlir::DialectRegistry &registry);

/// Registers the shapes passes and pipelines.
void registerShapesPasses();

/// Registers the shapes passes and pipelines and the upstream passes.
void registerAllPasses();

/// The flags of the shapes passes (without the leading `-`), in the order
/// -shapes-to-llvm runs them, read from the pipeline with every optional pass
/// on. `shapes-opt --help` lists them in their own group, and a test checks
/// that every registered `shapes-*` pass is here (a pass that no pipeline
/// runs would not be).
const std::vector<const char *> &getShapesPassNames();

/// The flags of the shapes pipelines, for the help of shapes-opt and the
/// generated pipeline reference (docs/ShapesPipelines.md).
const std::vector<const char *> &getShapesPipelineNames();

} // namespace mlir::shapes

#endif // SHAPES_INITALL_H
