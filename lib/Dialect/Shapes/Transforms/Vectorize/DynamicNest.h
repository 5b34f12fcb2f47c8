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
  /// Whether every loop of the nest moves through the buffer: it is then
  /// as large as the nest, while one that some outer loop does not move
  /// (a broadcast row) is read again from the cache.
  bool spansNest = false;
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

/// The stride of a buffer of `type` (a strided memref of whole-byte
/// elements) along loop `loop` of the projected permutation `map` from
/// loops to its dimensions, when it is static; nullopt otherwise.
std::optional<int64_t> staticLoopStride(Type type, AffineMap map, int64_t loop);

/// Whether createDynamicAccess succeeds for a buffer of `type` read through
/// `map`, and the innermost loop's stride it finds (0 or 1).
std::optional<int64_t> dynamicInnerStride(Type type, AffineMap map);

/// The access of `buffer` (a strided memref) through the projected
/// permutation `map` from loops to its dimensions (staticLoopStride must
/// hold for some loop). Creates the flat view. `innerStride` is the static
/// stride along the innermost loop, or -1 when it is dynamic.
DynamicAccess createDynamicAccess(OpBuilder &b, Location loc, Value buffer,
                                  AffineMap map);

/// Emits the nest: the outer loops (the outermost an scf.parallel), and in
/// each row a vector loop of register-wide vectors and a scalar loop for
/// the rest. When the destination is not fresh and has at least
/// target.streamingThreshold bytes at run time, the rows instead get a
/// scalar head up to the first line-aligned element and line-wide
/// non-temporal stores, followed by a fence.
void emitDynamicElementwise(OpBuilder &b, Location loc,
                            const DynamicKernel &kernel,
                            const VectorTarget &target);

/// Emits a transposing copy: the destination is contiguous along the
/// innermost loop, the one source along loop `across` instead. V x V tiles
/// (V elements a line) are loaded along `across`, transposed in registers
/// (transposeTile) and stored along the innermost loop; column blocks of
/// target.blockTiles tiles run in parallel, each walked down the rows one
/// row of tiles at a time, prefetching the source lines a block of rows
/// ahead. When the destination is large and its rows are line-aligned at
/// run time, the stores are non-temporal. The last rows and columns, less
/// than a tile, are copied element by element. Requires
/// target.canTransposeTiles of the element size.
void emitDynamicTransposingCopy(OpBuilder &b, Location loc,
                                const DynamicKernel &kernel, int64_t across,
                                const VectorTarget &target);

} // namespace vectorize
} // namespace shapes
} // namespace mlir

#endif // SHAPES_LIB_DIALECT_SHAPES_TRANSFORMS_VECTORIZE_DYNAMICNEST_H
