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
/// again in every consumer (at most two operations, none of them a
/// transcendental function such as math.exp).
bool shouldFuseElementwise(OpOperand *use);

/// Fuses the producer of `fusedOperand` into its owner, both linalg.generic
/// ops on tensors that upstream's linalg::areElementwiseOpsFusable accepts,
/// and returns the fused op, which replaces the owner (and the producer when
/// that had no other use). The fused op is the one upstream's
/// linalg::fuseElementwiseOps and the canonicalization of
/// populateEraseUnusedOperandsAndResultsPatterns give, but it takes the
/// larger of the two bodies without copying it, so that a chain of fusions
/// costs time linear in its length. Fails, changing nothing, on the cases
/// it does not cover (a producer that reads its inits or linalg.index, a
/// consumer with several inits or an unused result).
FailureOr<Operation *> fuseElementwiseInPlace(RewriterBase &rewriter,
                                              OpOperand *fusedOperand);

/// Elementwise fusion controlled by shouldFuseElementwise
/// (fuseElementwiseInPlace, else upstream's linalg::fuseElementwiseOps),
/// upstream's other elementwise fusion patterns, and a pattern that keeps the
/// #shapes.layout of inits whose value the body does not read (upstream's
/// patterns replace them with a tensor.empty without the encoding).
void populateFuseElementwisePatterns(RewritePatternSet &patterns);

/// An elementwise linalg.generic on tensors whose init is a tensor.empty
/// writes its result over an input of the same type instead, when it reads
/// that input through the identity map, the input is the result of a linalg
/// op into a tensor.empty, and its only other uses are inputs of linalg ops
/// before it in its block: one buffer then holds both values, one after the
/// other (ReuseInputBuffer.cpp).
void populateReuseInputBufferPatterns(RewritePatternSet &patterns);

} // namespace shapes
} // namespace mlir

#endif // SHAPES_DIALECT_SHAPES_TRANSFORMS_FUSION_H
