//===- Match.h - the ops that -shapes-vectorize rewrites --------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The matchers of -shapes-vectorize, in one place: each decides from an op
// and the target alone whether the op is one of the nests the emitters
// build, creates no IR, and returns the handles that its emitter needs
// (Nest.h). The decisions about a nest's vectors are its plan's
// (VectorizationPlan.h, ReductionPlan.h). A refusal's reason goes to a
// RefusalHandler: a pattern's notifyMatchFailure, or the caller of
// vectorizeOpPrecondition (Vectorization.h).
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_LIB_DIALECT_SHAPES_TRANSFORMS_VECTORIZE_MATCH_H
#define SHAPES_LIB_DIALECT_SHAPES_TRANSFORMS_VECTORIZE_MATCH_H

#include "shapes/Dialect/Shapes/Transforms/ReductionPlan.h"
#include "shapes/Dialect/Shapes/Transforms/VectorTarget.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include <optional>

namespace mlir {
namespace shapes {
namespace vectorize {

/// Receives the reason a matcher refuses an op.
using RefusalHandler = function_ref<void(const Twine &)>;

/// An elementwise linalg.generic on buffers that the elementwise or the
/// transposing nest computes.
struct ElementwiseMatch {
  linalg::GenericOp op;
  SmallVector<AffineMap> maps;
  /// The loop along which a source strided along the innermost loop is
  /// read through transposed tiles, or -1 (an elementwise nest).
  int64_t across = -1;
};

/// `op` as an elementwise generic for `target`, or failure with the reason
/// given to `refuse`.
FailureOr<ElementwiseMatch> matchElementwise(linalg::GenericOp op,
                                             const VectorTarget &target,
                                             RefusalHandler refuse);

/// A linalg.copy or memref.copy between strided buffers.
struct CopyMatch {
  Operation *op = nullptr;
  Value source, dest;
  /// Whether the copy reads and writes the same buffer: it is erased.
  bool sameBuffer = false;
  /// The loops' order: from loops to the destination's dimensions.
  AffineMap map;
  /// As ElementwiseMatch::across: the loop of a transposing copy, or -1.
  int64_t across = -1;
};

/// `op` (a linalg.copy or a memref.copy) as a copy for `target`, or failure
/// with the reason given to `refuse`.
FailureOr<CopyMatch> matchCopy(Operation *op, const VectorTarget &target,
                               RefusalHandler refuse);

/// A reduction generic and the handles of its IR that the vector loops
/// use. Every decision is its plan's (ReductionPlan.h).
struct ReductionMatch {
  linalg::GenericOp op;
  /// The op of the body that combines the destination's value (the block
  /// argument `init`) with f.
  Operation *combiner = nullptr;
  BlockArgument init;
  /// The combiner's vector kind and identity (combinerIdentity), when it
  /// has both.
  std::optional<vector::CombiningKind> kind;
  TypedAttr identity;
  /// The linalg.fill that gives the destination its init values, when the
  /// nest may take them from it (initFill); null otherwise.
  linalg::FillOp fill;
};

/// `op` as a reduction generic on buffers, with one init and a combiner,
/// whose body the vector loops can clone; failure otherwise.
FailureOr<ReductionMatch> matchReduction(linalg::GenericOp op);

/// The sizes, strides and combiner of the reduction `red`, for its plan;
/// failure when an operand is not read through a projected permutation.
FailureOr<ReductionShape> reductionShapeOf(const ReductionMatch &red);

} // namespace vectorize
} // namespace shapes
} // namespace mlir

#endif // SHAPES_LIB_DIALECT_SHAPES_TRANSFORMS_VECTORIZE_MATCH_H
