//===- Passes.h - shapes transformation passes ------------------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Declares the layout materialization passes.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_TRANSFORMS_PASSES_H
#define SHAPES_DIALECT_SHAPES_TRANSFORMS_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
namespace shapes {

#define GEN_PASS_DECL
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"

/// Checks the options of -shapes-vectorize, for the pass and for the
/// pipelines that set them; on failure, returns `error` with what is wrong.
inline LogicalResult
verifyVectorizeOptions(const ShapesVectorizeOptions &options,
                       function_ref<LogicalResult(const Twine &)> error) {
  if (options.vectorBits < 8 || options.vectorBits % 8 != 0)
    return error("vector-bits must be a positive multiple of 8, got " +
                 Twine(options.vectorBits));
  if (options.rowStreams < 1 || options.rowStreams > 8)
    return error("row-streams must be between 1 and 8, got " +
                 Twine(options.rowStreams));
  return success();
}

#define GEN_PASS_REGISTRATION
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"

} // namespace shapes
} // namespace mlir

#endif // SHAPES_DIALECT_SHAPES_TRANSFORMS_PASSES_H
