//===- TileTranspose.h - the transpose of a tile in registers ---*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The in-register transpose of a square tile of cache-line rows, shared by
// the transposing vector nests of -shapes-vectorize and the packing of
// -shapes-pack-contractions.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_TRANSFORMS_CODEGEN_TILETRANSPOSE_H
#define SHAPES_DIALECT_SHAPES_TRANSFORMS_CODEGEN_TILETRANSPOSE_H

#include "shapes/Dialect/Shapes/Transforms/VectorTarget.h"

#include "mlir/IR/Builders.h"

namespace mlir {
namespace shapes {
namespace codegen {

/// The transpose of a tile of `rows` (each a line of target.lineBytes,
/// `rows.size()` elements; target.canTransposeTiles of their size) as
/// two-input vector.shuffle ops whose masks are those of single
/// instructions of the target's shuffle lanes (on x86 with 16-byte lanes:
/// unpcklps/unpckhps then shufps, or unpcklpd/unpckhpd; shuff32x4): first
/// p x p transposes inside each shuffle lane (p elements a lane) for every
/// group of p rows, then L x L transposes of the L lanes of a line, in
/// log2(L) rounds. 64 shuffles for 16 x 16 f32. Not upstream's
/// vector.transpose: canonicalized before it is lowered, a transpose of a
/// tile built by vector.insert becomes element extractions, which LLVM
/// lowers to scalar loads and blends; lowered first, it is no faster. Its
/// Shuffle16x16 lowering makes these same shuffles, for 16 x 16 tiles of
/// 32-bit elements only, and the one wide vector.shuffle of Shuffle1D,
/// which every other tile gets, runs slower (benchmarks/README.md).
SmallVector<Value> transposeTile(OpBuilder &b, Location loc,
                                 const VectorTarget &target,
                                 ArrayRef<Value> rows);

} // namespace codegen
} // namespace shapes
} // namespace mlir

#endif // SHAPES_DIALECT_SHAPES_TRANSFORMS_CODEGEN_TILETRANSPOSE_H
