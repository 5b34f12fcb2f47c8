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

int64_t KernelShape::count() const {
  int64_t count = 1;
  for (int64_t size : sizes)
    count *= size;
  return count;
}

/// Whether the destination is big enough for non-temporal stores.
/// `sequential`: the stores walk the destination in order (elementwise);
/// a transposing nest writes V rows at a time, whose lines ordinary stores
/// would first read, fresh pages or not.
static bool isStreaming(const KernelShape &kernel, const VectorTarget &target,
                        bool sequential) {
  if (sequential && kernel.freshDest && !target.streamFresh)
    return false;
  return kernel.count() * kernel.dest.elementBytes >= target.streamingThreshold;
}

/// Whether every row of the destination (an instance of the loops before
/// the innermost) starts at the same distance from a line.
static bool rowsAlignedAlike(const KernelShape &kernel,
                             const VectorTarget &target) {
  int64_t inner = kernel.sizes.size() - 1;
  for (int64_t l = 0; l < inner; ++l)
    if ((kernel.dest.strides[l] * kernel.dest.elementBytes) %
            target.lineBytes !=
        0)
      return false;
  return true;
}

/// How many row streams of an elementwise nest with non-temporal stores
/// run interleaved, vector by vector, given the number of arrays beyond the
/// cache that each row streams through (the destination and the sources
/// read along the row). One core keeps more lines in flight with several
/// distant sequential streams than with one. Hand-written loops, 64 MiB,
/// memcpy time / loop time: the broadcast add (2 arrays) 1.22-1.45 with 4
/// row streams, 0.90-1.23 with one; an add of two 64 MiB arrays (3 arrays)
/// 0.80-0.82 with 2, 0.67-0.80 with one; a chain of 6 arrays gained
/// nothing (benchmarks/README.md).
int64_t mlir::shapes::rowStreamsFor(const VectorTarget &target,
                                    int64_t arrays) {
  return std::max<int64_t>(
      1, std::min<int64_t>(target.maxRowStreams, target.maxStreams / arrays));
}

ElementwisePlan mlir::shapes::planElementwise(const KernelShape &kernel,
                                              const VectorTarget &target) {
  ElementwisePlan plan;
  int64_t bytes = kernel.dest.elementBytes;
  plan.streaming = isStreaming(kernel, target, /*sequential=*/true);
  // A non-temporal store writes one cache line.
  plan.lanes = std::max<int64_t>(
      1, (plan.streaming ? target.lineBytes * 8 : target.vectorBits) /
             (8 * bytes));
  int64_t inner = kernel.sizes.size() - 1;
  int64_t count = kernel.sizes[inner];
  // A whole row is aligned alike when the row stride is a multiple of a
  // line; otherwise the stores are not aligned and not made non-temporal.
  plan.aligned = plan.streaming && rowsAlignedAlike(kernel, target);
  // Sources beyond the cache that the rows read along (a broadcast row is
  // read again for every row, from the cache).
  for (const AccessShape &source : kernel.sources) {
    bool large =
        source.strides[inner] != 0 &&
        source.extent * source.elementBytes >= target.streamingThreshold;
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
    plan.outerSizes.push_back(kernel.extent(l));
    plan.rowCount *= kernel.extent(l);
    paddedRows |= kernel.isPadded(l);
  }
  // Row streams: over the logical rows (the padding rows of padded outer
  // dimensions are left to the one-row walk), numbered in the physical
  // order of the outer loops.
  int64_t streams = plan.aligned ? rowStreamsFor(target, plan.arrays) : 1;
  // Too few rows for the streams (a long 1-D nest, say): the innermost
  // loop is cut into rows of streamRowBytes (whole lines, so that they are
  // aligned alike).
  int64_t rowLength = target.streamRowBytes / bytes;
  if (streams > 1 && kernel.physical.empty() && plan.rowCount < 2 * streams &&
      plan.rowCount * (count / rowLength) >= 2 * streams) {
    plan.walk = RowWalk::Cut;
    plan.streams = streams;
    plan.cutLength = rowLength;
    plan.cutPieces = count / rowLength;
    plan.cutRest = count % rowLength;
    return plan;
  }
  if (streams == 1 || paddedRows || plan.rowCount < 2 * streams)
    return plan;
  plan.walk = RowWalk::Interleaved;
  plan.streams = streams;
  plan.perStream = llvm::divideCeil(plan.rowCount, streams);
  plan.shortLastStream = plan.rowCount != plan.perStream * streams;
  return plan;
}

TransposingPlan mlir::shapes::planTransposing(const KernelShape &kernel,
                                              int64_t across,
                                              const VectorTarget &target) {
  TransposingPlan plan;
  int64_t bytes = kernel.dest.elementBytes;
  int64_t rank = kernel.sizes.size();
  plan.across = across;
  plan.inner = rank - 1;
  plan.streaming = isStreaming(kernel, target, /*sequential=*/false);
  plan.lanes = std::max<int64_t>(1, target.lineBytes / bytes);
  plan.rows = kernel.sizes[across];
  plan.columns = kernel.sizes[plan.inner];
  plan.rowExtent = kernel.extent(across);
  plan.columnExtent = kernel.extent(plan.inner);
  // Every row starts at the same offset from a line when all the
  // destination's other strides are whole lines.
  plan.aligned = plan.streaming && rowsAlignedAlike(kernel, target);
  plan.rowTiles = plan.rows / plan.lanes;
  plan.paddedRowTiles =
      kernel.isPadded(across)
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
  if (plan.aligned && plan.rowTiles > 1 && !kernel.isPadded(across)) {
    for (auto [k, source] : llvm::enumerate(kernel.sources)) {
      if (!plan.transposed[k] || source.strides[across] != 1 ||
          source.elementBytes != bytes)
        continue;
      bool uniform = true;
      for (int64_t l = 0; l < rank; ++l)
        uniform &=
            l == across || (source.strides[l] * bytes) % target.lineBytes == 0;
      if (!uniform)
        continue;
      plan.rowHeadSource = k;
      break;
    }
  }
  plan.minRowTiles = plan.rowHeadSource ? plan.rowTiles - 1 : plan.rowTiles;
  plan.blockTiles = target.blockTiles;
  plan.aheadRows = plan.lanes / target.blockTiles;
  plan.prefetchNextBlock = plan.minRowTiles >= target.blockTiles;
  return plan;
}

bool VectorTarget::canTransposeTiles(int64_t elementBytes) const {
  if (elementBytes <= 0 || shuffleLaneBytes <= 0 ||
      shuffleLaneBytes % elementBytes != 0 || lineBytes % shuffleLaneBytes != 0)
    return false;
  int64_t perLane = shuffleLaneBytes / elementBytes;
  return (perLane == 2 || perLane == 4) &&
         llvm::isPowerOf2_64(lineBytes / shuffleLaneBytes);
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
