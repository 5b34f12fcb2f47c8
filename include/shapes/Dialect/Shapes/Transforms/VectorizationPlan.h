//===- VectorizationPlan.h - what a vector loop nest will do ----*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The decisions of -shapes-vectorize, made before any IR is built: from the
// sizes and strides of a loop nest (KernelShape) and the target
// (VectorTarget), how many lanes its vectors have, whether its stores are
// non-temporal and line-aligned, how its rows are walked (row streams),
// which sources are prefetched, and, for a transposing nest, its tiles and
// what is left to scalar loops. Reductions have their own plan
// (ReductionPlan.h). The emitters (lib/.../Vectorize/) build the IR that a
// plan describes; the plans are plain data, unit-tested in
// unittests/Transforms.
//
// A size, stride or offset is known (an integer) or known only at run time
// (ShapedType::kDynamic), as in upstream's VectorizationState. A decision
// that depends on an unknown one is made at run time: the plan names it
// (RunTimeQuestion), the emitters branch on it with an scf.if, and each
// branch is planned again with the answer among its RunTimeFacts.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_TRANSFORMS_VECTORIZATIONPLAN_H
#define SHAPES_DIALECT_SHAPES_TRANSFORMS_VECTORIZATIONPLAN_H

#include "shapes/Dialect/Shapes/Transforms/VectorTarget.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <limits>
#include <optional>

namespace mlir {
namespace shapes {

/// A size, stride, offset or count known only at run time.
inline constexpr int64_t kUnknown = std::numeric_limits<int64_t>::min();

/// Whether `value` is known at compile time (not kUnknown).
inline bool isKnown(int64_t value) { return value != kUnknown; }

/// How a loop nest addresses one buffer, seen flat (FlatView): element
/// `offset + sum_l i_l * strides[l]` for the instance (i_0, ..., i_n) of
/// the loops. Any of the figures may be kUnknown.
struct AccessShape {
  /// Elements per step of each loop.
  llvm::SmallVector<int64_t> strides;
  int64_t offset = 0;
  /// The number of elements of the flat view.
  int64_t extent = 0;
  /// Bytes of one element.
  int64_t elementBytes = 0;

  /// Whether every loop moves through the buffer (no stride is 0): it is
  /// then as large as the nest, while one that some loop does not move (a
  /// broadcast row) is read again from the cache.
  bool spansNest() const;
};

/// A decision of a plan that depends on figures known only at run time.
enum class RunTimeQuestion {
  /// Whether the destination has at least the streaming threshold's bytes.
  Streaming,
  /// Whether every row of the destination starts at the same distance from
  /// a line (the destination's outer strides are whole lines).
  RowsAlignedAlike,
  /// Whether an elementwise nest has rows enough for its row streams (at
  /// least two per stream).
  ManyRows,
  /// Whether a nest with too few rows for its row streams has enough rows
  /// once its innermost loop is cut (RowWalk::Cut).
  CutRows,
  /// Streaming and RowsAlignedAlike at once, for a transposing nest: with
  /// ordinary stores it is the same nest whatever the two answers, so one
  /// question makes two versions of it instead of three.
  AlignedStreaming,
};

/// The answers to the run-time questions that hold where a nest is
/// emitted (in a branch of an scf.if on them); none where unknown.
struct RunTimeFacts {
  std::optional<bool> streaming, rowsAlignedAlike, manyRows, cutRows,
      alignedStreaming;

  /// The answer to `question`.
  std::optional<bool> answer(RunTimeQuestion question) const;
  /// These facts and `answer` to `question`.
  RunTimeFacts with(RunTimeQuestion question, bool answer) const;
};

/// The loops of a nest and the buffers it reads and writes. The innermost
/// loop (the last) walks the destination with unit stride. Sizes may be
/// kUnknown; a nest that writes the padding (`physical`) has known
/// physical sizes, above its known sizes or bounding its unknown ones.
struct KernelShape {
  /// The trip count of each loop over the logical elements.
  llvm::SmallVector<int64_t> sizes;
  /// When the nest also writes the destination's padding: the trip count
  /// of each loop over the physical buffer (at least `sizes`). Empty when
  /// the nest writes the logical elements only.
  llvm::SmallVector<int64_t> physical;
  AccessShape dest;
  llvm::SmallVector<AccessShape> sources;
  /// Whether the destination was allocated by the function (its pages are
  /// new: ordinary stores into the zeroed, cached page beat streaming ones).
  bool freshDest = false;
  /// Whether a later op of the block reads the destination (a stored value
  /// read again while it may still be in the cache): its stores are never
  /// non-temporal, which would send it to memory first.
  bool destReadLater = false;
  /// Whether the nest copies its one source unchanged.
  bool isCopy = false;

  /// The trip count of loop `l` over the elements the nest writes.
  int64_t extent(int64_t l) const {
    return physical.empty() ? sizes[l] : physical[l];
  }
  /// Whether loop `l` runs into the padding: its physical size is known
  /// and above its size, or its size is known only at run time (a bounded
  /// dimension, whose size may be below the physical one).
  bool isPadded(int64_t l) const {
    return isKnown(extent(l)) && (!isKnown(sizes[l]) || extent(l) > sizes[l]);
  }
  /// The number of logical elements (kUnknown when a size is).
  int64_t count() const;
};

/// How an elementwise nest walks its rows (the instances of all loops but
/// the innermost).
enum class RowWalk {
  /// One row at a time, in the physical order of the outer loops.
  OneByOne,
  /// `streams` contiguous groups of rows walked side by side, their vector
  /// loops interleaved.
  Interleaved,
  /// Too few rows for the streams: the innermost loop is cut into rows of
  /// `cutLength` elements, a nest of its own, and the elements after the
  /// last whole row make another.
  Cut,
};

/// The elementwise nest: vectors along the innermost loop, along which
/// the destination and every source are contiguous or invariant.
struct ElementwisePlan {
  /// A decision left to run time: the rest of the plan is not made; the
  /// nest branches on it and plans each branch with its answer.
  std::optional<RunTimeQuestion> open;
  /// Whether the destination is large enough for non-temporal stores.
  bool streaming = false;
  /// Whether the stores are non-temporal and line-aligned: streaming, and
  /// every row starts at the same distance from a line. The elements
  /// before the first aligned one of a row are done by a masked vector
  /// (a scalar loop when the body may trap).
  bool aligned = false;
  /// Elements of a vector: a line when streaming, else a register.
  int64_t lanes = 1;
  /// Per source: whether it is read along the rows and beyond the cache.
  llvm::SmallVector<bool> largeStreams;
  /// The arrays that each row streams through (destination and large
  /// sources).
  int64_t arrays = 1;
  /// Per source: whether a one-row vector loop prefetches it, and how many
  /// elements ahead.
  llvm::SmallVector<bool> prefetched;
  llvm::SmallVector<int64_t> prefetchDistance;
  /// The trip counts of the outer loops (the physical ones) and the number
  /// of their instances (kUnknown when a trip count is).
  llvm::SmallVector<int64_t> outerSizes;
  int64_t rowCount = 1;
  RowWalk walk = RowWalk::OneByOne;
  /// Row streams: 1 unless `aligned`.
  int64_t streams = 1;
  /// Interleaved: rows per stream (kUnknown: ceil(rows / streams) at run
  /// time), and whether the last group may be shorter.
  int64_t perStream = 0;
  bool shortLastStream = false;
  /// Cut: the length of a cut row, the number of whole ones, and the
  /// elements after them (kUnknown: at run time).
  int64_t cutLength = 0, cutPieces = 0, cutRest = 0;
};

/// How many row streams of an elementwise nest with non-temporal stores
/// run interleaved, given the number of arrays beyond the cache that each
/// row streams through (the destination and the sources read along it).
int64_t rowStreamsFor(const VectorTarget &target, int64_t arrays);

/// The plan of the elementwise nest of `kernel` on `target`, where `facts`
/// hold.
ElementwisePlan planElementwise(const KernelShape &kernel,
                                const VectorTarget &target,
                                const RunTimeFacts &facts = {});

/// The transposing nest: the destination is contiguous along the last
/// loop (`inner`), some sources ("transposed") along loop `across`
/// instead. V x V tiles of the rows along `across` and the columns along
/// `inner` are transposed in registers, in blocks of blockTiles x
/// blockTiles tiles; the rest is done element by element.
struct TransposingPlan {
  /// A decision left to run time (see ElementwisePlan::open).
  std::optional<RunTimeQuestion> open;
  int64_t across = 0, inner = 0;
  bool streaming = false;
  /// Whether the stores are non-temporal and line-aligned; the columns of
  /// a row before its first aligned one are done element by element.
  bool aligned = false;
  /// Elements of a tile's side: one line.
  int64_t lanes = 1;
  /// Logical and physical rows (loop `across`) and columns (loop `inner`);
  /// any of them may be kUnknown.
  int64_t rows = 0, columns = 0, rowExtent = 0, columnExtent = 0;
  /// Whole rows of tiles from row 0, and with the partial one that runs
  /// into padding rows (when it fits in the physical rows); kUnknown with
  /// the rows.
  int64_t rowTiles = 0, paddedRowTiles = 0;
  /// The loops other than `across` and `inner`, and their physical trip
  /// counts.
  llvm::SmallVector<int64_t> outerLoops, outerSizes;
  /// Per source: whether it is read through transposed tiles.
  llvm::SmallVector<bool> transposed;
  /// The transposed source whose first line-aligned row starts the rows of
  /// tiles (so that each of its lines is loaded by one tile), or none: the
  /// rows start at 0. Its strides known only at run time are checked there:
  /// the rows start at 0 when they are not whole lines.
  std::optional<int64_t> rowHeadSource;
  /// The fewest whole rows of tiles (one fewer after a row head).
  int64_t minRowTiles = 0;
  /// Tiles of a block's side, and the source rows each tile prefetches of
  /// the next block.
  int64_t blockTiles = 1, aheadRows = 0;
  /// Whether the tiles prefetch the next block (there is a whole one, or,
  /// with rows known at run time, there may be: the prefetches then reach
  /// the last whole block, or the first when there is none).
  bool prefetchNextBlock = false;
};

/// The plan of the transposing nest of `kernel` along loop `across` on
/// `target`, where `facts` hold.
TransposingPlan planTransposing(const KernelShape &kernel, int64_t across,
                                const VectorTarget &target,
                                const RunTimeFacts &facts = {});

/// The loop `across` of a transposing nest with sources of strides
/// `sourceStrides` and element sizes `sourceBytes` into a destination of
/// `destBytes`-byte elements: the one loop (not the last) along which every
/// source that is strided along the last loop is contiguous. None when
/// there is none, when the elements are not all of one size (one tile size
/// for all), or when `target` cannot transpose tiles of that size.
std::optional<int64_t>
findTransposingLoop(llvm::ArrayRef<llvm::SmallVector<int64_t>> sourceStrides,
                    llvm::ArrayRef<int64_t> sourceBytes, int64_t destBytes,
                    const VectorTarget &target);

} // namespace shapes
} // namespace mlir

#endif // SHAPES_DIALECT_SHAPES_TRANSFORMS_VECTORIZATIONPLAN_H
