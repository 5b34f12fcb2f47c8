//===- Nest.h - the emitters of the vector loop nests -----------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// What the emitters of -shapes-vectorize share: the loop nest they build
// (Kernel), the scalar loops of the remainders, the padding sweep and the
// branches on decisions left to run time. Each emitter builds the IR that
// its plan (VectorizationPlan.h, or ReductionPlan.h for reductions)
// describes. A size, stride or offset is an OpFoldResult: an index
// attribute when it is known at compile time, else a value; the emitters
// fold the known ones (CodeGen/IndexMath.h).
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_LIB_DIALECT_SHAPES_TRANSFORMS_VECTORIZE_NEST_H
#define SHAPES_LIB_DIALECT_SHAPES_TRANSFORMS_VECTORIZE_NEST_H

#include "Match.h"
#include "shapes/Dialect/Shapes/Transforms/CodeGen/IndexMath.h"
#include "shapes/Dialect/Shapes/Transforms/CodeGen/TileTranspose.h"
#include "shapes/Dialect/Shapes/Transforms/CodeGen/VectorElements.h"
#include "shapes/Dialect/Shapes/Transforms/Vectorization.h"
#include "shapes/Dialect/Shapes/Transforms/VectorizationPlan.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"

#include <functional>

namespace mlir {
namespace shapes {
namespace vectorize {

// The emitters use the code generators' shared helpers (CodeGen/: index
// math, element types, the tile transpose) unqualified.
using namespace codegen;

/// How an operand is addressed by the loops: element `offset + sum_l i_l *
/// strides[l]` of `flat`, a 1-D view of the whole buffer of `extent`
/// elements.
struct Access {
  Value flat;
  OpFoldResult offset;
  /// Elements per step of each loop.
  SmallVector<OpFoldResult> strides;
  OpFoldResult extent;
};

/// One loop nest: the loops' trip counts, the destination and the sources,
/// and the computation of one destination element from the sources'.
struct Kernel {
  SmallVector<OpFoldResult> sizes;
  Access dest;
  /// Whether the destination was allocated by this function (its pages are
  /// new: ordinary stores into the zeroed, cached page beat streaming ones).
  bool freshDest = false;
  /// Whether a later op of the block reads the destination (see
  /// KernelShape::destReadLater).
  bool destReadLater = false;
  SmallVector<Access> sources;
  /// Builds the destination value from the source values (scalars, or
  /// vectors of `lanes` elements when lanes > 0).
  std::function<Value(OpBuilder &, Location, ValueRange, int64_t lanes)> body;
  /// Whether the body returns its one source unchanged (a copy).
  bool isCopy = false;
  /// Whether the body may trap on some lane values (an integer division
  /// not done through floating point): masked edges would compute it on
  /// the zeros of masked-off lanes, so the edges stay scalar loops.
  bool mayTrap = false;
  /// When the nest also writes the destination's padding in its sweep: the
  /// trip count of each loop over the physical buffer (at least `sizes`;
  /// indices from sizes[l] on are padding), and the padding value. Empty
  /// when the nest writes the logical elements only. Known sizes only.
  SmallVector<OpFoldResult> physical;
  TypedAttr padding;

  /// The trip count of loop `l` over the elements the nest writes.
  OpFoldResult extent(int64_t l) const {
    return physical.empty() ? sizes[l] : physical[l];
  }
  /// Whether loop `l` may run into the padding (KernelShape::isPadded).
  bool isPadded(int64_t l) const;
};

/// Emits the loops over all but the innermost dimension (the outermost as
/// an scf.parallel), and calls `inner` with their induction variables.
void emitOuterLoops(OpBuilder &b, Location loc, ArrayRef<OpFoldResult> sizes,
                    function_ref<void(OpBuilder &, ValueRange)> inner);

/// Emits the code of a decision left to run time: an scf.if on
/// `condition` (built at the insertion point of `b`) whose branches
/// `emit` builds with the answers true and false.
void emitRunTimeDecision(OpBuilder &b, Location loc,
                         function_ref<Value(OpBuilder &)> condition,
                         function_ref<void(OpBuilder &, bool)> emit);

/// The condition of run-time question `question` of the nest of `kernel`,
/// whose rows are streamed in `streams` row streams (ManyRows, CutRows),
/// as an i1.
Value runTimeCondition(OpBuilder &b, Location loc, const Kernel &kernel,
                       const VectorTarget &target, RunTimeQuestion question,
                       int64_t streams);

/// Whether every stride of `strides` known only at run time is a whole
/// number of `lineBytes` (in elements of `elementBytes`), as an i1; the
/// constant true when every stride is known.
Value wholeLines(OpBuilder &b, Location loc, ArrayRef<OpFoldResult> strides,
                 int64_t elementBytes, int64_t lineBytes);

/// The number of leading elements of a row starting at element `start` of
/// `flat` to skip before the first one aligned to `lineBytes`, at most
/// `count`.
Value alignmentHead(OpBuilder &b, Location loc, int64_t lineBytes, Value flat,
                    Value start, int64_t elementBytes, int64_t count);
/// The same with a count known at run time.
Value alignmentHead(OpBuilder &b, Location loc, int64_t lineBytes, Value flat,
                    Value start, int64_t elementBytes, Value count);

/// A scalar loop over [lower, upper) of the innermost dimension.
void emitScalarLoop(OpBuilder &b, Location loc, const Kernel &kernel,
                    ArrayRef<Value> rowStarts, Value destStart, Value lower,
                    Value upper);

/// The element type of `access`'s buffer.
Type elementTypeOf(const Access &access);
/// The element type of the buffer `flat`.
Type elementTypeOf(Value flat);

/// A vector of `lanes` copies of `value`, as a constant.
Value splatConstant(OpBuilder &b, Location loc, TypedAttr value, int64_t lanes);

/// The sizes and strides of `kernel`, for its plan.
KernelShape shapeOf(const Kernel &kernel);

//===----------------------------------------------------------------------===//
// Padding sweep (PaddingSweep.cpp)
//===----------------------------------------------------------------------===//

/// Stores the padding value into elements [lower, upper) of the
/// destination row that starts at element `destStart` (none when upper <=
/// lower): one line-wide vector at a time, then element by element.
void emitPaddingRow(OpBuilder &b, Location loc, const VectorTarget &target,
                    const Kernel &kernel, Value destStart, Value lower,
                    Value upper);

/// Whether the instance `ivs` of the loops `loops` lies in the padding (an
/// index of a padded loop beyond its logical size), as an i1; null when
/// none of the loops is padded.
Value inPadding(OpBuilder &b, Location loc, const Kernel &kernel,
                ArrayRef<int64_t> loops, ValueRange ivs);

//===----------------------------------------------------------------------===//
// Nests (ElementwiseNest.cpp, TransposingNest.cpp)
//===----------------------------------------------------------------------===//

/// The elementwise loop nest: vectors along the innermost loop, along
/// which the destination and every source are contiguous or invariant.
/// With non-temporal stores, the rows are split into the plan's row
/// streams, contiguous groups walked side by side: instance i of the outer
/// loop does row i of every group, their vectors interleaved. The
/// decisions left to run time branch (emitRunTimeDecision), each branch
/// planned with its answer among `facts`. Every part with non-temporal
/// stores ends with a fence when `fence`.
void emitElementwise(OpBuilder &b, Location loc, const Kernel &kernel,
                     const VectorTarget &target, const RunTimeFacts &facts,
                     bool fence);

/// The transposing nest: the destination is contiguous along loop `inner`
/// (the last); some sources ("transposed") are contiguous along loop
/// `across` (another one) instead, the others are contiguous or invariant
/// along `inner`. V x V tiles are computed in registers: each transposed
/// source is loaded as V vectors along `across` and transposed
/// (transposeTile), the other sources are loaded row by row, and the body
/// makes V destination rows of V elements, each stored as one whole line
/// (non-temporal for large destinations). The tiles go in blocks of
/// blockTiles x blockTiles, the column blocks in parallel, each column
/// block walked down the rows block by block and, inside a block, row of
/// tiles by row of tiles: every destination row gets blockTiles
/// consecutive lines at a time, and the source lines of the next block are
/// prefetched during a block, row by row (the hardware prefetchers cannot
/// follow 128 strided streams). The rest (the last rows, the first columns
/// up to an aligned address, the last columns) is edge tiles into an
/// unpadded destination (masked loads, masked stores of the edge's
/// elements), else computed element by element. A transposing copy is the
/// case of one transposed source and the identity body. The decisions left
/// to run time branch as in emitElementwise; a part with non-temporal
/// stores ends with a fence.
void emitTransposing(OpBuilder &b, Location loc, const Kernel &kernel,
                     int64_t across, const VectorTarget &target,
                     const RunTimeFacts &facts);

//===----------------------------------------------------------------------===//
// The rewrites of matched ops (Match.h), each replacing its op by its nest.
//===----------------------------------------------------------------------===//

/// The elementwise or transposing nest of `match` (VectorizeLoops.cpp).
void rewriteElementwise(RewriterBase &rewriter, const ElementwiseMatch &match,
                        const VectorTarget &target);

/// The nest of the copy `match`, or nothing when it copies a buffer onto
/// itself (VectorizeLoops.cpp).
void rewriteCopy(RewriterBase &rewriter, const CopyMatch &match,
                 const VectorTarget &target);

/// The nest that `plan`, a vectorized plan, describes for the reduction
/// `red`; erases the fill whose value it takes (ReductionNest.cpp).
void rewriteReduction(RewriterBase &rewriter, const ReductionMatch &red,
                      const ReductionPlan &plan);

} // namespace vectorize
} // namespace shapes
} // namespace mlir

#endif // SHAPES_LIB_DIALECT_SHAPES_TRANSFORMS_VECTORIZE_NEST_H
