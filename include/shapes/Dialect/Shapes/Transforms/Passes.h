//===- Passes.h - shapes transformation passes ------------------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Declares the shapes passes, and the checks and machine descriptions
// built from their options.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_TRANSFORMS_PASSES_H
#define SHAPES_DIALECT_SHAPES_TRANSFORMS_PASSES_H

#include "shapes/Dialect/Shapes/Transforms/Parallelism.h"
#include "shapes/Dialect/Shapes/Transforms/VectorTarget.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
namespace shapes {

#define GEN_PASS_DECL
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"

/// The machine description of -shapes-vectorize with `options`: the one
/// its `target` option names (empty: getDefaultVectorTargetName()), with
/// each figure the options set (the others are the target's). On failure
/// (an unknown name, a figure out of range, threads below 1), returns
/// `error` with what is wrong.
FailureOr<VectorTarget>
buildVectorizeTarget(const ShapesVectorizeOptions &options,
                     function_ref<LogicalResult(const Twine &)> error);

/// The same for -shapes-pack-contractions.
FailureOr<VectorTarget>
buildContractionTarget(const ShapesPackContractionsOptions &options,
                       function_ref<LogicalResult(const Twine &)> error);

#define GEN_PASS_REGISTRATION
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"

} // namespace shapes
} // namespace mlir

#endif // SHAPES_DIALECT_SHAPES_TRANSFORMS_PASSES_H
