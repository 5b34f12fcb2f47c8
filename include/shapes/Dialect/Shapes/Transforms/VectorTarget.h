//===- VectorTarget.h - the machine the code generators emit for -*- C++
//-*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The one description of the machine that the vector code generators
// (-shapes-vectorize, -shapes-pack-contractions) read: its vector
// registers, its caches, and the figures of the loop nests that follow
// from them (vector widths, blocks, streams, accumulators, tiles). It is
// built once per pass run and handed to every emitter; no emitter holds a
// figure of its own.
//
// By default it describes the machine the compiler runs on, as XLA:CPU and
// `clang -march=native` do: register width, register count and FMA from
// LLVM's host CPU features, cache sizes from the C library (`sysconf`).
// `generic` is a fixed x86 description with AVX-512 registers, the same
// on every host, that the tests pin. Every figure can be overridden one by
// one (the pass options). docs/Vectorizer.md and docs/Contractions.md say
// where each figure comes from and what it was measured against.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_TRANSFORMS_VECTORTARGET_H
#define SHAPES_DIALECT_SHAPES_TRANSFORMS_VECTORTARGET_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace mlir {
namespace shapes {

struct VectorTarget {
  /// The name of the description the figures started from: "host" or
  /// "generic".
  llvm::StringRef name = "generic";

  //===--------------------------------------------------------------------===//
  // The machine.
  //===--------------------------------------------------------------------===//

  /// Bits of the widest vector register, and how many there are.
  int64_t registerBits = 512;
  int64_t vectorRegisters = 32;
  /// Whether a fused multiply-add is one instruction.
  bool hasFMA = true;
  /// Bytes of a cache line: the alignment and width of non-temporal stores,
  /// and the width of a transposed tile's rows.
  int64_t lineBytes = 64;
  /// Bytes of the data caches, per core for L1 and L2.
  int64_t l1Bytes = 48 * 1024;
  int64_t l2Bytes = 1024 * 1024;
  int64_t l3Bytes = 32 * 1024 * 1024;
  /// Bytes of the in-register lanes that the target's two-input shuffles
  /// permute within (x86: 128 bits, unpcklps and shufps). A transposed
  /// tile's rows are lineBytes / shuffleLaneBytes such lanes, a power of
  /// two; its elements are a half or a quarter of a lane
  /// (canTransposeTiles).
  int64_t shuffleLaneBytes = 16;

  //===--------------------------------------------------------------------===//
  // Elementwise, copy and reduction nests (-shapes-vectorize).
  //===--------------------------------------------------------------------===//

  /// Bits of the vectors of elementwise, copy and reduction loops: two
  /// registers of 256 bits or one of 512 (see host()).
  int64_t vectorBits = 512;
  /// Destinations of at least this many bytes get non-temporal stores.
  int64_t streamingThreshold = 16 * 1024 * 1024;
  /// Whether buffers the function allocates get them too (slower on fresh
  /// pages; for testing the streaming path).
  bool streamFresh = false;
  /// The most row streams an elementwise nest with non-temporal stores
  /// walks side by side.
  int64_t rowStreams = 1;
  /// Transposing nests walk blocks of blockTiles x blockTiles tiles (128 x
  /// 128 elements of 4 bytes), and each tile prefetches V source lines of
  /// the next block, in the order of the source's rows (blockTiles
  /// consecutive lines of a row each).
  int64_t blockTiles = 8;
  /// Elementwise nests with non-temporal stores and one row stream that
  /// stream at most maxPrefetchArrays arrays prefetch each source beyond
  /// the streaming threshold that they read along the row prefetchBytes
  /// ahead (into the next row at the end of one).
  int64_t prefetchBytes = 4096;
  int64_t maxPrefetchArrays = 4;
  /// Elementwise nests with non-temporal stores keep up to maxStreams
  /// sequential streams in flight (row streams times arrays).
  int64_t maxStreams = 8;
  /// A nest with too few rows for its row streams is cut into rows of this
  /// many bytes.
  int64_t streamRowBytes = 16384;
  /// Vector accumulators of a destination element along a reduced loop,
  /// and vectors of destination columns a block across it: enough
  /// independent combines to hide their latency.
  int64_t reductionAccumulators = 4;
  /// The bytes of destination columns whose accumulators one walk down the
  /// rows of a column reduction keeps: they stay in the L1 cache.
  int64_t reductionChunkBytes = 16 * 1024;
  /// The rows of a column reduction combined into the accumulators a
  /// step: as many sequential read streams.
  int64_t reductionRowsPerStep = 4;

  //===--------------------------------------------------------------------===//
  // Packed contractions (-shapes-pack-contractions).
  //===--------------------------------------------------------------------===//

  /// Bits of a row of the micro-kernel's tile (one vector, two registers)
  /// and its rows (fitContractionTile), and the cache blocks: kc the
  /// contraction block, mc the row block (a multiple of mr), nc the column
  /// block.
  int64_t contractionBits = 1024;
  int64_t mr = 8;
  int64_t kc = 256;
  int64_t mc = 144;
  int64_t nc = 3072;

  /// The fixed description the tests pin: the figures above.
  static VectorTarget generic();
  /// The machine the compiler runs on (computed once per process).
  static const VectorTarget &host();
  /// The description called `name` ("host" or "generic"), or none.
  static std::optional<VectorTarget> named(llvm::StringRef name);

  /// Sets the micro-kernel's tile from the registers: a row is two
  /// registers wide, and the tile has as many rows as the registers hold
  /// beside two registers of B and one broadcast element of A, at most 8
  /// (10 and 12 rows measured slower: docs/Contractions.md).
  void fitContractionTile();

  /// Whether tiles of `elementBytes`-byte elements, lineBytes wide, have a
  /// transpose in shuffles on this target (transposeTile): 2 or 4 elements
  /// a shuffle lane, and a power of two lanes a line.
  bool canTransposeTiles(int64_t elementBytes) const;

  /// Checks every figure: on failure, returns `error` with the first that
  /// is out of range, its name and its value.
  LogicalResult verify(function_ref<LogicalResult(const Twine &)> error) const;

  /// One line per figure, `name = value`, after a line naming the target.
  void print(llvm::raw_ostream &os) const;
};

/// Registers the command-line options of the targets: `--shapes-target`
/// (the description that a pass or pipeline without a `target` option
/// starts from, `host` by default) and `--shapes-print-target` (print each
/// target a pass builds, on stderr). Tools that register the shapes passes
/// call it; without it, the defaults apply.
void registerVectorTargetCLOptions();

/// The description a pass starts from when its `target` option is empty:
/// the value of `--shapes-target`, or "host".
llvm::StringRef getDefaultVectorTargetName();

/// Prints `target` on stderr when `--shapes-print-target` is given, after
/// the name of the pass that built it.
void reportVectorTarget(llvm::StringRef passName, const VectorTarget &target);

} // namespace shapes
} // namespace mlir

#endif // SHAPES_DIALECT_SHAPES_TRANSFORMS_VECTORTARGET_H
