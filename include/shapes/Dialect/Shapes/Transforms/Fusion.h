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

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/IR/PatternMatch.h"

#include <optional>

namespace mlir {
namespace shapes {

/// The facts of a producer-consumer pair on which the fusion rule decides:
/// gathered from linalg ops by shouldFuseElementwise, or predicted from the
/// ops that lower to them by the layout cost model (LayoutCostModel.h).
struct FusionCandidate {
  /// The operations of the producer's body but its yield, counted up to
  /// kMaxRecomputedOps + 1 (a copy has none).
  unsigned producerOps = 0;
  /// The producer's body computes a transcendental function (only looked
  /// at when producerOps is at most kMaxRecomputedOps).
  bool producerComputesTranscendental = false;
  /// The producer's body reads one of its inits.
  bool producerReadsInit = false;
  /// The consumer is a contraction that reads the value through a map that
  /// is not a permutation (each element once per element of the loops the
  /// map leaves out).
  bool contractionBroadcastRead = false;
  /// The live uses of the producer's value, counted until the rule's answer
  /// is known (two uses by two ops are enough).
  unsigned liveUses = 1;
  /// Every live use is by the consumer.
  bool oneConsumer = true;
  /// The operations of the consumer's body, counted up to
  /// kMaxBodyOpsForRecomputation + 1, when it is a linalg.generic; none
  /// otherwise.
  std::optional<unsigned> consumerOps;
};

/// The operations of a producer's body that may be recomputed in each
/// consumer rather than stored: a broadcast or a copy has none, an XLA add,
/// mul, max... one; XLA's never-trapping division and remainder have
/// several.
inline constexpr unsigned kMaxRecomputedOps = 2;

/// The largest body a consumer may reach by recomputing a producer in it.
/// Recomputation copies a body, so along a chain in which every value is
/// read twice the fused body would double at each step; past this size the
/// producer is stored instead.
inline constexpr unsigned kMaxBodyOpsForRecomputation = 64;

/// The fusion rule: whether a producer is fused into a consumer that
/// upstream's linalg::areElementwiseOpsFusable accepts. Always when the
/// value has one use; with several uses by one consumer never (upstream's
/// canonicalization first merges those read through the same map); with
/// several consumers only when the producer's body is cheap enough to
/// compute again in every consumer (at most kMaxRecomputedOps operations,
/// none a transcendental function such as math.exp). A producer that reads
/// its inits never fuses, nor one that computes into a contraction that
/// reads it many times per element.
bool shouldFuse(const FusionCandidate &candidate);

/// The producer's facts of a linalg op on tensors (a generic, or a named
/// op such as linalg.map that becomes one): its body's operations (up to
/// kMaxRecomputedOps + 1), whether it computes a transcendental function,
/// and whether it reads its inits. The other fields keep their defaults.
FusionCandidate describeProducer(linalg::LinalgOp producer);

/// Whether the elementwise producer of `use` (a linalg.generic on tensors)
/// is fused into the consumer that owns `use`: shouldFuse with the facts of
/// the two linalg ops.
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
