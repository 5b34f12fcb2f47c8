//===- ReductionPlan.h - what a reduction's vector loops will do -*- C++
//-*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The decisions of -shapes-vectorize for a reduction, made before any IR is
// built, as VectorizationPlan.h makes them for the elementwise and
// transposing nests: from a description of the reduction (ReductionShape:
// its element type, loop sizes, strides and combiner), the target and the
// threads, whether its vectors run along the reduced loop or across it (or
// why it stays a scalar loop), how many lanes and accumulators they have,
// how the columns of a reduction across the loop are cut into chunks, and
// how many rows a step combines. The emitter
// (lib/.../Vectorize/ReductionNest.cpp) builds the IR that a plan
// describes; the plans are plain data, unit-tested in unittests/Transforms.
// Sizes and strides known only at run time are kUnknown.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_TRANSFORMS_REDUCTIONPLAN_H
#define SHAPES_DIALECT_SHAPES_TRANSFORMS_REDUCTIONPLAN_H

#include "shapes/Dialect/Shapes/Transforms/CodeGen/VectorElements.h"
#include "shapes/Dialect/Shapes/Transforms/VectorizationPlan.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

namespace mlir {
namespace shapes {

/// What the elements of a reduction are.
using ReductionElement = codegen::ElementClass;

/// The op with which a reduction's body combines the destination's value
/// with f(inputs). The maxima (maximumf, maxnumf, maxsi, maxui) are Max,
/// the minima Min.
enum class ReductionCombiner {
  /// An op without a vector combining kind or without an identity.
  Unsupported,
  Add,
  Mul,
  Max,
  Min,
  And,
  Or,
  Xor,
};

/// A reduction as its plan sees it: the loops of a linalg.generic with one
/// init, `dest = combiner(dest, f(inputs))`.
struct ReductionShape {
  ReductionElement element = ReductionElement::Float;
  /// Bits of an element.
  int64_t elementBits = 32;
  /// The trip count of each loop (kUnknown: known at run time).
  llvm::SmallVector<int64_t> sizes;
  /// The reduced loops.
  llvm::SmallVector<int64_t> reducedLoops;
  /// Per input, and for the destination: elements per step of each loop
  /// (kUnknown: known at run time).
  llvm::SmallVector<llvm::SmallVector<int64_t>> inputStrides;
  llvm::SmallVector<int64_t> destStrides;
  ReductionCombiner combiner = ReductionCombiner::Unsupported;
  /// Whether the body is the combiner alone, of the one input (f is the
  /// identity function).
  bool combinerOnly = false;
  /// Whether a linalg.fill gives the destination its init values that the
  /// nest may use in the place of loading them: a fresh allocation filled
  /// whole before the reduction, that nothing else uses in between.
  bool initFill = false;
};

/// How a reduction's vectors run.
enum class ReductionWalk {
  /// Not vectorized (ReductionPlan::refusal says why): scalar loops.
  Scalar,
  /// Along the reduced loop, every input contiguous or invariant along it
  /// (row sums of a row-major matrix): per destination element,
  /// `accumulators` vector accumulators.
  Along,
  /// Across the reduced loop, along a parallel loop along which the
  /// destination is contiguous and every input contiguous or invariant
  /// (column sums): the destination columns hold the accumulators, and
  /// each chunk of them walks down the reduced loop.
  Across,
};

/// Why a reduction keeps its scalar loops.
enum class ReductionRefusal {
  None,
  /// Its elements are neither f32, f64 nor integers of whole bytes up to
  /// 64 bits (f16, bf16, i1, index).
  Element,
  /// Its combiner has no vector combining kind or no identity.
  Combiner,
  /// It reduces more than one loop (or none).
  ReducedLoops,
  /// A loop has no iterations.
  EmptyLoop,
  /// A vector would hold fewer than two elements.
  NarrowVectors,
  /// No loop has every input contiguous or invariant along it (and the
  /// destination contiguous, for a parallel loop): an operand is strided
  /// along every loop, or its strides are known only at run time.
  Strided,
};

/// The vector loops of a reduction.
struct ReductionPlan {
  ReductionWalk walk = ReductionWalk::Scalar;
  /// Why the walk is Scalar; None otherwise.
  ReductionRefusal refusal = ReductionRefusal::None;
  /// Elements of a vector: vectorBits of the target.
  int64_t lanes = 0;
  /// The reduced loop, and the loop the vectors run along: the reduced one
  /// (Along) or a parallel one (Across).
  int64_t reduced = -1;
  int64_t vectorLoop = -1;
  /// The other loops, outside the vector loops, in order.
  llvm::SmallVector<int64_t> outerLoops;
  /// The loop whose instances run in the nest's scf.parallel: the first
  /// outer loop, or, without one, the vector loop across the reduced loop
  /// (its chunks); -1 when there is none (a reduction into one element).
  int64_t parallelLoop = -1;
  /// Per input: whether it is contiguous along vectorLoop (else it does
  /// not depend on it, and its element is broadcast).
  llvm::SmallVector<bool> contiguous;

  /// Along: vector accumulators per destination element, each a step of
  /// `lanes` elements of the row (the target's reductionAccumulators).
  int64_t accumulators = 0;
  /// Along: whether the masked vector of the row's last elements keeps the
  /// accumulator in its lanes past the row's end by a select. Those lanes
  /// load the combiner's identity, which reaches the combiner unchanged
  /// only when the body is the combiner alone.
  bool selectRest = false;
  /// Along: whether the destination's init values are the value of its
  /// linalg.fill (ReductionShape::initFill), which the nest then replaces,
  /// instead of loaded.
  bool initFromFill = false;

  /// Across: rows combined into the accumulators a step (the target's
  /// reductionRowsPerStep); the last rows go one at a time.
  int64_t rowsPerStep = 0;
  /// Across: whether a row's value is the body's f of the loaded inputs;
  /// for a body that is the combiner alone it is the loaded vector.
  bool rowsThroughBody = false;
  /// Across: the most columns of a chunk, whole vectors of the target's
  /// reductionChunkBytes (at least one vector).
  int64_t widestChunk = 0;
  /// Across: the columns of a chunk. With one thread, widestChunk; with
  /// more (chunkShares), kUnknown: a share of the columns computed at run
  /// time, ceil(columns / chunkShares) rounded up to whole vectors, from
  /// one vector up to widestChunk, so that every thread gets a chunk when
  /// there are vectors enough.
  int64_t chunkColumns = 0;
  int64_t chunkShares = 1;

  bool isVectorized() const { return walk != ReductionWalk::Scalar; }
};

/// The plan of the reduction `shape` on `target`, whose outermost loop
/// runs on `threads` threads.
ReductionPlan planReduction(const ReductionShape &shape,
                            const VectorTarget &target, int64_t threads);

/// A sentence that says why a reduction keeps its scalar loops.
llvm::StringRef describeRefusal(ReductionRefusal refusal);

} // namespace shapes
} // namespace mlir

#endif // SHAPES_DIALECT_SHAPES_TRANSFORMS_REDUCTIONPLAN_H
