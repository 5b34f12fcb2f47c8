//===- Plan.cpp - the plans of the vector loop nests ----------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/VectorizationPlan.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>

using namespace mlir::shapes;

bool AccessShape::spansNest() const {
  return llvm::all_of(strides, [](int64_t stride) { return stride != 0; });
}

int64_t KernelShape::count() const {
  int64_t count = 1;
  for (int64_t size : sizes) {
    if (size == 0)
      return 0;
    if (!isKnown(size))
      count = kUnknown;
    else if (isKnown(count))
      count *= size;
  }
  return count;
}

std::optional<bool> RunTimeFacts::answer(RunTimeQuestion question) const {
  switch (question) {
  case RunTimeQuestion::Streaming:
    return streaming;
  case RunTimeQuestion::RowsAlignedAlike:
    return rowsAlignedAlike;
  case RunTimeQuestion::ManyRows:
    return manyRows;
  case RunTimeQuestion::CutRows:
    return cutRows;
  case RunTimeQuestion::AlignedStreaming:
    return alignedStreaming;
  }
  llvm_unreachable("unknown question");
}

RunTimeFacts RunTimeFacts::with(RunTimeQuestion question, bool answer) const {
  RunTimeFacts facts = *this;
  switch (question) {
  case RunTimeQuestion::Streaming:
    facts.streaming = answer;
    break;
  case RunTimeQuestion::RowsAlignedAlike:
    facts.rowsAlignedAlike = answer;
    break;
  case RunTimeQuestion::ManyRows:
    facts.manyRows = answer;
    break;
  case RunTimeQuestion::CutRows:
    facts.cutRows = answer;
    break;
  case RunTimeQuestion::AlignedStreaming:
    facts.alignedStreaming = answer;
    break;
  }
  return facts;
}

namespace {
/// A decision known at compile time, or left to run time.
using Decision = std::optional<bool>;

/// `known` when the figures it depends on are known, else the answer among
/// `facts` to `question` (none: a decision left to run time).
Decision decide(std::optional<bool> known, RunTimeQuestion question,
                const RunTimeFacts &facts) {
  return known ? known : facts.answer(question);
}
} // namespace

/// Whether the destination is big enough for non-temporal stores.
/// `sequential`: the stores walk the destination in order (elementwise);
/// a transposing nest writes V rows at a time, whose lines ordinary stores
/// would first read, fresh pages or not.
static Decision isStreaming(const KernelShape &kernel,
                            const VectorTarget &target, bool sequential,
                            const RunTimeFacts &facts) {
  if (sequential && kernel.freshDest && !target.streamFresh)
    return false;
  if (kernel.destReadLater)
    return false;
  int64_t count = kernel.count();
  std::optional<bool> known;
  if (isKnown(count))
    known = count * kernel.dest.elementBytes >= target.streamingThreshold;
  return decide(known, RunTimeQuestion::Streaming, facts);
}

/// Whether every row of the destination (an instance of the loops before
/// the innermost) starts at the same distance from a line.
static Decision rowsAlignedAlike(const KernelShape &kernel,
                                 const VectorTarget &target,
                                 const RunTimeFacts &facts) {
  int64_t inner = kernel.sizes.size() - 1;
  bool unknown = false;
  for (int64_t l = 0; l < inner; ++l) {
    int64_t stride = kernel.dest.strides[l];
    if (!isKnown(stride)) {
      unknown = true;
      continue;
    }
    if ((stride * kernel.dest.elementBytes) % target.lineBytes != 0)
      return false;
  }
  return decide(unknown ? std::nullopt : std::optional<bool>(true),
                RunTimeQuestion::RowsAlignedAlike, facts);
}

/// The figure a / b rounded up, or kUnknown.
static int64_t ceilDivOrUnknown(int64_t a, int64_t b) {
  return isKnown(a) ? llvm::divideCeil(a, b) : kUnknown;
}

/// How many row streams of an elementwise nest with non-temporal stores
/// run interleaved, vector by vector, given the number of arrays beyond the
/// cache that each row streams through (the destination and the sources
/// read along the row), with at most `row-streams` of them. On some
/// machines one core keeps more lines in flight with several distant
/// sequential streams than with one: on an AVX-512 AMD EPYC VM,
/// hand-written loops, 64 MiB, memcpy time / loop time, the broadcast add
/// (2 arrays) ran at 1.22-1.45 with 4 row streams, 0.90-1.23 with one; an
/// add of two 64 MiB arrays (3 arrays) 0.80-0.82 with 2, 0.67-0.80 with
/// one; a chain of 6 arrays gained nothing. On an AVX2 one, the broadcast
/// add ran at 0.46 with 4 and 1.20-1.35 with one (benchmarks/README.md).
int64_t mlir::shapes::rowStreamsFor(const VectorTarget &target,
                                    int64_t arrays) {
  return std::max<int64_t>(
      1, std::min<int64_t>(target.rowStreams, target.maxStreams / arrays));
}

/// Whether the nest of `kernel` streams, and whether its rows are aligned
/// alike (`sequential`: an elementwise nest, see isStreaming); sets
/// plan.open to the first question left to run time. Returns false when
/// the plan is left open.
template <typename Plan>
static bool decideStores(const KernelShape &kernel, const VectorTarget &target,
                         const RunTimeFacts &facts, bool sequential,
                         Plan &plan) {
  Decision streaming = isStreaming(kernel, target, sequential, facts);
  if (!streaming) {
    plan.open = RunTimeQuestion::Streaming;
    return false;
  }
  plan.streaming = *streaming;
  // A whole row is aligned alike when the row stride is a multiple of a
  // line; otherwise the stores are not aligned and not made non-temporal.
  Decision alike = plan.streaming ? rowsAlignedAlike(kernel, target, facts)
                                  : Decision(false);
  if (!alike) {
    plan.open = RunTimeQuestion::RowsAlignedAlike;
    return false;
  }
  plan.aligned = plan.streaming && *alike;
  return true;
}

/// decideStores for a transposing nest, whose ordinary stores do not
/// depend on the destination's size or alignment: one run-time question
/// (AlignedStreaming) when either figure is unknown and the other does
/// not already rule non-temporal stores out.
static bool decideTransposingStores(const KernelShape &kernel,
                                    const VectorTarget &target,
                                    const RunTimeFacts &facts,
                                    TransposingPlan &plan) {
  Decision streaming = isStreaming(kernel, target, /*sequential=*/false, facts);
  Decision alike = rowsAlignedAlike(kernel, target, facts);
  if (streaming && alike) {
    plan.streaming = *streaming;
    plan.aligned = *streaming && *alike;
    return true;
  }
  if (streaming == false || alike == false) {
    plan.streaming = streaming.value_or(false);
    return true;
  }
  if (!facts.alignedStreaming) {
    plan.open = RunTimeQuestion::AlignedStreaming;
    return false;
  }
  plan.streaming = plan.aligned = *facts.alignedStreaming;
  return true;
}

/// Sets the row walk of the elementwise `plan` of `kernel` with `streams`
/// row streams.
static void planRowWalk(const KernelShape &kernel, const VectorTarget &target,
                        const RunTimeFacts &facts, int64_t streams,
                        bool paddedRows, ElementwisePlan &plan) {
  int64_t inner = kernel.sizes.size() - 1;
  int64_t count = kernel.sizes[inner];
  if (streams == 1 || paddedRows)
    return;
  Decision many = facts.manyRows;
  if (isKnown(plan.rowCount))
    many = plan.rowCount >= 2 * streams;
  if (!many) {
    plan.open = RunTimeQuestion::ManyRows;
    return;
  }
  // Too few rows for the streams (a long 1-D nest, say): the innermost
  // loop is cut into rows of streamRowBytes (whole lines, so that they are
  // aligned alike).
  int64_t rowLength = target.streamRowBytes / kernel.dest.elementBytes;
  if (!*many) {
    if (!kernel.physical.empty())
      return;
    Decision cut = facts.cutRows;
    if (isKnown(plan.rowCount) && isKnown(count))
      cut = plan.rowCount * (count / rowLength) >= 2 * streams;
    if (!cut) {
      plan.open = RunTimeQuestion::CutRows;
      return;
    }
    if (!*cut)
      return;
    plan.walk = RowWalk::Cut;
    plan.streams = streams;
    plan.cutLength = rowLength;
    plan.cutPieces = isKnown(count) ? count / rowLength : kUnknown;
    plan.cutRest = isKnown(count) ? count % rowLength : kUnknown;
    return;
  }
  plan.walk = RowWalk::Interleaved;
  plan.streams = streams;
  plan.perStream = ceilDivOrUnknown(plan.rowCount, streams);
  plan.shortLastStream =
      !isKnown(plan.rowCount) || plan.rowCount != plan.perStream * streams;
}

ElementwisePlan mlir::shapes::planElementwise(const KernelShape &kernel,
                                              const VectorTarget &target,
                                              const RunTimeFacts &facts) {
  ElementwisePlan plan;
  int64_t bytes = kernel.dest.elementBytes;
  if (!decideStores(kernel, target, facts, /*sequential=*/true, plan))
    return plan;
  // A non-temporal store writes one cache line.
  plan.lanes = std::max<int64_t>(
      1, (plan.streaming ? target.lineBytes * 8 : target.vectorBits) /
             (8 * bytes));
  int64_t inner = kernel.sizes.size() - 1;
  // Sources beyond the cache that the rows read along (a broadcast row is
  // read again for every row, from the cache). One of unknown size is as
  // large as the destination when it spans the nest.
  for (const AccessShape &source : kernel.sources) {
    bool large =
        source.strides[inner] != 0 &&
        (isKnown(source.extent)
             ? source.extent * source.elementBytes >= target.streamingThreshold
             : plan.streaming && source.spansNest());
    plan.largeStreams.push_back(large);
    plan.arrays += large;
  }
  for (auto [source, large] :
       llvm::zip_equal(kernel.sources, plan.largeStreams)) {
    plan.prefetched.push_back(plan.aligned && large &&
                              plan.arrays <= target.maxPrefetchArrays);
    plan.prefetchDistance.push_back(target.prefetchBytes / source.elementBytes);
  }
  bool paddedRows = false;
  for (int64_t l = 0; l < inner; ++l) {
    int64_t extent = kernel.extent(l);
    plan.outerSizes.push_back(extent);
    plan.rowCount = isKnown(extent) && isKnown(plan.rowCount)
                        ? plan.rowCount * extent
                        : kUnknown;
    paddedRows |= kernel.isPadded(l);
  }
  // Row streams: over the logical rows (the padding rows of padded outer
  // dimensions are left to the one-row walk), numbered in the physical
  // order of the outer loops.
  int64_t streams = plan.aligned ? rowStreamsFor(target, plan.arrays) : 1;
  planRowWalk(kernel, target, facts, streams, paddedRows, plan);
  return plan;
}

/// The transposed source whose first line-aligned row starts the rows of
/// tiles of `plan` (TransposingPlan::rowHeadSource), if any.
static std::optional<int64_t> findRowHeadSource(const KernelShape &kernel,
                                                const TransposingPlan &plan,
                                                const VectorTarget &target) {
  int64_t bytes = kernel.dest.elementBytes;
  int64_t rank = kernel.sizes.size();
  int64_t across = plan.across;
  for (auto [k, source] : llvm::enumerate(kernel.sources)) {
    if (!plan.transposed[k] || source.strides[across] != 1 ||
        source.elementBytes != bytes)
      continue;
    bool uniform = true;
    for (int64_t l = 0; l < rank; ++l)
      uniform &= l == across || !isKnown(source.strides[l]) ||
                 (source.strides[l] * bytes) % target.lineBytes == 0;
    if (uniform)
      return k;
  }
  return std::nullopt;
}

TransposingPlan mlir::shapes::planTransposing(const KernelShape &kernel,
                                              int64_t across,
                                              const VectorTarget &target,
                                              const RunTimeFacts &facts) {
  TransposingPlan plan;
  int64_t bytes = kernel.dest.elementBytes;
  plan.across = across;
  plan.inner = kernel.sizes.size() - 1;
  // Every row starts at the same offset from a line when all the
  // destination's other strides are whole lines.
  if (!decideTransposingStores(kernel, target, facts, plan))
    return plan;
  plan.lanes = std::max<int64_t>(1, target.lineBytes / bytes);
  plan.rows = kernel.sizes[across];
  plan.columns = kernel.sizes[plan.inner];
  plan.rowExtent = kernel.extent(across);
  plan.columnExtent = kernel.extent(plan.inner);
  plan.rowTiles = isKnown(plan.rows) ? plan.rows / plan.lanes : kUnknown;
  plan.paddedRowTiles =
      !isKnown(plan.rows) ? kUnknown
      : kernel.isPadded(across)
          ? std::min<int64_t>(llvm::divideCeil(plan.rows, plan.lanes),
                              plan.rowExtent / plan.lanes)
          : plan.rowTiles;
  for (int64_t l = 0; l < plan.inner; ++l)
    if (l != across) {
      plan.outerSizes.push_back(kernel.extent(l));
      plan.outerLoops.push_back(l);
    }
  for (const AccessShape &source : kernel.sources)
    plan.transposed.push_back(source.strides[plan.inner] != 0 &&
                              source.strides[plan.inner] != 1);

  // Where the rows of tiles start: at 0, or, when a transposed source's
  // rows all start at the same distance from a line (its other strides are
  // whole lines, and it is contiguous along `across`), at its first aligned
  // column, so that each of its lines is loaded by one tile. Otherwise
  // every load straddles two lines, and the second is loaded again by the
  // next row of tiles: with rows a power of two apart, after the block's
  // other loads have evicted it (4096 x 4096 f32 from 16 bytes after a
  // line: 0.57-0.68x memcpy instead of 0.94-1.07x, benchmarks/README.md).
  // With rows known only at run time, the head is at most the rows.
  if (plan.aligned && (!isKnown(plan.rowTiles) || plan.rowTiles > 1) &&
      !kernel.isPadded(across))
    plan.rowHeadSource = findRowHeadSource(kernel, plan, target);
  plan.minRowTiles = !isKnown(plan.rowTiles) ? kUnknown
                     : plan.rowHeadSource    ? plan.rowTiles - 1
                                             : plan.rowTiles;
  plan.blockTiles = target.blockTiles;
  plan.aheadRows = plan.lanes / target.blockTiles;
  plan.prefetchNextBlock =
      !isKnown(plan.minRowTiles) || plan.minRowTiles >= target.blockTiles;
  return plan;
}

std::optional<int64_t> mlir::shapes::findTransposingLoop(
    llvm::ArrayRef<llvm::SmallVector<int64_t>> sourceStrides,
    llvm::ArrayRef<int64_t> sourceBytes, int64_t destBytes,
    const VectorTarget &target) {
  int64_t inner = sourceStrides.front().size() - 1;
  int64_t across = -1;
  for (const llvm::SmallVector<int64_t> &strides : sourceStrides) {
    if (strides[inner] == 0 || strides[inner] == 1)
      continue;
    int64_t loop = -1;
    for (int64_t l = 0; l < inner; ++l)
      if (strides[l] == 1)
        loop = l;
    if (loop < 0 || (across >= 0 && loop != across))
      return std::nullopt;
    across = loop;
  }
  if (across < 0 || !target.canTransposeTiles(destBytes))
    return std::nullopt;
  for (int64_t bytes : sourceBytes)
    if (bytes != destBytes)
      return std::nullopt;
  return across;
}
