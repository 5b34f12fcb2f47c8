//===- Fusion.h - fusion of elementwise ops ---------------------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The fusion rule of -shapes-fuse-elementwise, and its patterns.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_TRANSFORMS_FUSION_H
#define SHAPES_DIALECT_SHAPES_TRANSFORMS_FUSION_H

#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace shapes {

/// Whether the elementwise producer of `use` (a linalg.generic on tensors)
/// is fused into the consumer that owns `use`: always when it is its only
/// use; with several uses only when its body is cheap enough to compute
/// again in every consumer (at most two operations).
bool shouldFuseElementwise(OpOperand *use);

/// Upstream's elementwise fusion patterns, controlled by
/// shouldFuseElementwise, and a pattern that keeps the #shapes.layout of
/// inits whose value the body does not read (upstream's patterns replace
/// them with a tensor.empty without the encoding).
void populateFuseElementwisePatterns(RewritePatternSet &patterns);

} // namespace shapes
} // namespace mlir

#endif // SHAPES_DIALECT_SHAPES_TRANSFORMS_FUSION_H
