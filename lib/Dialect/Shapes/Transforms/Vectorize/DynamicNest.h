//===- DynamicNest.h - vector loops with run-time trip counts ---*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The nests of -shapes-vectorize for buffers whose sizes or strides are
// known only at run time (dynamic shapes). A DynamicKernel holds, per loop,
// the trip count and each buffer's stride as values; only the innermost
// loop's strides must be static (1 for the destination, 0 or 1 for a
// source). The plan is made where it can be: the lane counts from the
// target; whether stores are non-temporal is decided at run time from the
// destination's size, against the same threshold as static nests.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_LIB_DIALECT_SHAPES_TRANSFORMS_VECTORIZE_DYNAMICNEST_H
#define SHAPES_LIB_DIALECT_SHAPES_TRANSFORMS_VECTORIZE_DYNAMICNEST_H

#include "shapes/Dialect/Shapes/Transforms/VectorizationTarget.h"

#include "mlir/IR/Builders.h"

#include <functional>
#include <optional>

namespace mlir {
namespace shapes {
namespace vectorize {

/// How the loops address one buffer: element `offset + sum_l i_l *
/// strides[l]` of `flat` (a 1-D view of the whole buffer).
struct DynamicAccess {
  Value flat;
  Value offset;
  SmallVector<Value> strides;
  /// The stride along the innermost loop, which is static.
  int64_t innerStride = 0;
};

/// One loop nest with run-time trip counts: the destination is contiguous
/// along the innermost loop, every source contiguous or invariant.
struct DynamicKernel {
  SmallVector<Value> sizes;
  DynamicAccess dest;
  SmallVector<DynamicAccess> sources;
  /// Whether the destination was allocated by this function (no streaming
  /// stores into its new pages, as for static nests).
  bool freshDest = false;
  /// Builds the destination value from the source values (scalars, or
  /// vectors of `lanes` elements when lanes > 0).
  std::function<Value(OpBuilder &, Location, ValueRange, int64_t lanes)> body;
};

/// Whether createDynamicAccess succeeds for a buffer of `type` read through
/// `map`, and the innermost loop's stride it finds (0 or 1).
std::optional<int64_t> dynamicInnerStride(Type type, AffineMap map);

/// The access of `buffer` (a strided memref) through the projected
/// permutation `map` from loops to its dimensions, or failure when the
/// innermost loop's stride is not static. Creates the flat view.
FailureOr<DynamicAccess> createDynamicAccess(OpBuilder &b, Location loc,
                                             Value buffer, AffineMap map);

/// Emits the nest: the outer loops (the outermost an scf.parallel), and in
/// each row a vector loop of register-wide vectors and a scalar loop for
/// the rest. When the destination is not fresh and has at least
/// target.streamingThreshold bytes at run time, the rows instead get a
/// scalar head up to the first line-aligned element and line-wide
/// non-temporal stores, followed by a fence.
void emitDynamicElementwise(OpBuilder &b, Location loc,
                            const DynamicKernel &kernel,
                            const VectorTarget &target);

} // namespace vectorize
} // namespace shapes
} // namespace mlir

#endif // SHAPES_LIB_DIALECT_SHAPES_TRANSFORMS_VECTORIZE_DYNAMICNEST_H
