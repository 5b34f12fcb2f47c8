//===- ContractionPlan.h - what a packed contraction will do ----*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The decisions of -shapes-pack-contractions for one contraction, made
// before any IR is built, as ReductionPlan.h makes them for reductions:
// from a description of the contraction (ContractionShape: its loops,
// which of them are M, N and K, which input is A, the static size of each
// loop and the bits of the result's elements), the target and the threads,
// the micro-kernel's tile (mr x nr), the cache blocks (kc, mc, nc), and
// how the threads share the blocks. The matcher and emitters
// (lib/.../Contraction/) build the shape from a linalg op and the IR that
// a plan describes; the plans are plain data, unit-tested in
// unittests/Transforms. Sizes known only at run time are kUnknown.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_TRANSFORMS_CONTRACTIONPLAN_H
#define SHAPES_DIALECT_SHAPES_TRANSFORMS_CONTRACTIONPLAN_H

#include "shapes/Dialect/Shapes/Transforms/Parallelism.h"
#include "shapes/Dialect/Shapes/Transforms/VectorTarget.h"
#include "shapes/Dialect/Shapes/Transforms/VectorizationPlan.h"

#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace mlir {
namespace shapes {

/// A contraction as its plan sees it: the loops of a linalg op with two
/// inputs and one result, one M, N and K loop after its batch loops.
struct ContractionShape {
  /// The trip count of each loop: the size of any operand dimension that
  /// the loop indexes alone and that is static, or kUnknown.
  llvm::SmallVector<int64_t> sizes;
  /// The batch loops, in order.
  llvm::SmallVector<unsigned> batchLoops;
  /// The M, N and K loops.
  unsigned m = 0, n = 1, k = 2;
  /// The input (0 or 1) that has the M loop (A) and the one with N (B).
  unsigned lhs = 0, rhs = 1;
  /// Bits of an element of the result.
  int64_t resultBits = 32;
};

/// An operand of a contraction, by its role.
enum class ContractionOperand { Lhs, Rhs, Result };

/// The loop that the packed kernel of `shape` prefers as the minor
/// (contiguous) dimension of its operand `role`, if it prefers one. B is
/// packed into panels of vectors along N, and the result's tiles are
/// stored as vectors along N: both prefer N minor, and otherwise go
/// through a gather or a tile buffer that costs about a relayout copy of
/// the operand. A is packed in every order at the same cost.
/// benchmarks/operand_layouts.py measures it.
std::optional<unsigned> getPreferredMinorLoop(const ContractionShape &shape,
                                              ContractionOperand role);

/// The blocked loop nest of a contraction.
struct ContractionPlan {
  /// The loops and inputs of the shape.
  llvm::SmallVector<unsigned> batchLoops;
  unsigned m = 0, n = 1, k = 2;
  unsigned lhs = 0, rhs = 1;
  /// Tile rows (the target's mr, at least 1) and columns (one vector of
  /// the target's contractionBits, at least one element).
  int64_t mr = 0, nr = 0;
  /// Cache blocks: mc a multiple of mr, nc of nr; each shrunk to the
  /// static size of the loop it cuts (rounded up to whole tiles).
  int64_t kc = 0, mc = 0, nc = 0;
  /// Above 1, the threads that share the blocks: each computes one
  /// column block, or, with splitRows, one block of rows.
  int64_t threads = 1;
  /// Cut M instead of N among the threads: each then packs the whole of
  /// B and its own rows of A, which costs less when N < M (both static).
  bool splitRows = false;
  /// Fuse the body's float multiply-add into vector.fma.
  bool fma = false;

  /// Whether the blocks are cut into one share per thread (Parallelism.h).
  bool isParallel() const { return Parallelism(threads).sharesWork(); }
};

/// The plan of the contraction `shape` on `target`, run by `threads`
/// threads, with its multiply-adds fused when `fma`.
ContractionPlan planContraction(const ContractionShape &shape,
                                const VectorTarget &target, int64_t threads,
                                bool fma);

} // namespace shapes
} // namespace mlir

#endif // SHAPES_DIALECT_SHAPES_TRANSFORMS_CONTRACTIONPLAN_H
