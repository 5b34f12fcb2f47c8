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

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace shapes {

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

} // namespace shapes

#endif // SHAPES_INITALL_H
