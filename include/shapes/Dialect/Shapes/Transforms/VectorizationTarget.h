//===- VectorizationTarget.h - the machine the vector loops are for -------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// What -shapes-vectorize knows of the target: register width, cache line,
// the lanes its shuffles permute within, when stores go non-temporal, and
// the block and stream sizes of its loop nests. The emitters read every
// target figure from here. The defaults describe an x86 core with 64-byte
// lines and 128-bit shuffle lanes; the pass options (its base, the
// options struct that Passes.td generates) set the register width and the
// streaming policy. The figures behind the defaults are in
// benchmarks/README.md.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_TRANSFORMS_VECTORIZATIONTARGET_H
#define SHAPES_DIALECT_SHAPES_TRANSFORMS_VECTORIZATIONTARGET_H

#include "shapes/Dialect/Shapes/Transforms/Passes.h"

#include <cstdint>

namespace mlir {
namespace shapes {

/// The options of -shapes-vectorize (vectorBits, streamingThreshold,
/// streamFresh, with their defaults) and the figures of the machine.
struct VectorTarget : ShapesVectorizeOptions {
  VectorTarget() = default;
  explicit VectorTarget(const ShapesVectorizeOptions &options)
      : ShapesVectorizeOptions(options) {}

  // Fixed for x86 with 64-byte lines.

  /// Bytes of a cache line: the alignment and width of non-temporal stores,
  /// and the width of a transposed tile's rows.
  int64_t lineBytes = 64;
  /// Bytes of the in-register lanes that the target's two-input shuffles
  /// permute within (x86: 128 bits, unpcklps and shufps). A transposed
  /// tile's rows are lineBytes / shuffleLaneBytes such lanes, a power of
  /// two; its elements are a half or a quarter of a lane
  /// (canTransposeTiles).
  int64_t shuffleLaneBytes = 16;
  /// Transposing nests walk blocks of blockTiles x blockTiles tiles (128 x
  /// 128 elements of 4 bytes), and each tile prefetches V source lines of
  /// the next block, in the order of the source's rows (blockTiles
  /// consecutive lines of a row each). Measured on 64 MiB transposes
  /// (benchmarks/README.md): the unblocked walk ran at 0.27x memcpy, these
  /// blocks without prefetches at ~0.65x, with a prefetch of the line two
  /// tiles further down at ~0.8x, and with the next block's rows
  /// 0.82-0.90x (1.00-1.16x when each kernel is called once per round).
  int64_t blockTiles = 8;
  /// Elementwise nests with non-temporal stores and one row stream that
  /// stream at most maxPrefetchArrays arrays prefetch each source beyond
  /// the streaming threshold that they read along the row prefetchBytes
  /// ahead (into the next row at the end of one). Measured on a 64 MiB
  /// broadcast add: the hardware prefetchers alone reach 1.07-1.39x
  /// memcpy, with this 1.28-1.45x (hand-written loops); on a chain of 6
  /// arrays the prefetches cost more than they gain, 0.39-0.45x memcpy
  /// against 0.46-0.48x without (benchmarks/README.md).
  int64_t prefetchBytes = 4096;
  int64_t maxPrefetchArrays = 4;
  /// Elementwise nests with non-temporal stores keep up to maxStreams
  /// sequential streams in flight (row streams times arrays), with at most
  /// rowStreams (the option row-streams) row streams.
  int64_t maxStreams = 8;
  /// A nest with too few rows for its row streams is cut into rows of this
  /// many bytes.
  int64_t streamRowBytes = 16384;

  /// Whether tiles of `elementBytes`-byte elements, lineBytes wide, have a
  /// transpose in shuffles on this target (transposeTile): 2 or 4 elements
  /// a shuffle lane, and a power of two lanes a line.
  bool canTransposeTiles(int64_t elementBytes) const;
};

} // namespace shapes
} // namespace mlir

#endif // SHAPES_DIALECT_SHAPES_TRANSFORMS_VECTORIZATIONTARGET_H
