//===- Contraction.h - packed contractions, shared declarations -*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The plan of -shapes-pack-contractions for one contraction (which loop is
// M, N, K, which input is A, the block and tile sizes), and the pieces that
// emit it: the packing loops, the micro-kernel and the blocked loop nest.
//
// Upstream's pieces of a packed matmul (linalg.pack on tensors,
// tileUsingSCF, vector.contract lowered to outer products) are not used:
// the contractions reach this pass on buffers in their #shapes.layouts,
// where one kc x nc panel is packed at a time and reused across row
// blocks; the micro-kernel clones the op's own body (integer, widening,
// f16 and bf16 contractions, HLO dot generics); and edge tiles and `?`
// sizes go through a small tile buffer. docs/Contractions.md ("Why not
// upstream's pieces") has the reasons and what was not measured.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_LIB_DIALECT_SHAPES_TRANSFORMS_CONTRACTION_CONTRACTION_H
#define SHAPES_LIB_DIALECT_SHAPES_TRANSFORMS_CONTRACTION_CONTRACTION_H

#include "shapes/Dialect/Shapes/Transforms/CodeGen/BodyCloner.h"
#include "shapes/Dialect/Shapes/Transforms/CodeGen/IndexMath.h"
#include "shapes/Dialect/Shapes/Transforms/CodeGen/VectorElements.h"
#include "shapes/Dialect/Shapes/Transforms/Parallelism.h"
#include "shapes/Dialect/Shapes/Transforms/VectorTarget.h"

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace shapes {
namespace contraction {

// The emitters use the code generators' shared helpers (CodeGen/: index
// math, element types, the body cloner, the tile transpose) unqualified.
using namespace codegen;

/// A contraction with one M, N and K loop after its batch loops, and the
/// sizes of its blocks and of the micro-kernel's tile.
struct Plan {
  /// The op (its handle methods are not const).
  mutable linalg::LinalgOp op;
  /// The machine the nest is for.
  const VectorTarget *target = nullptr;
  SmallVector<unsigned> batchDims;
  unsigned m = 0, n = 0, k = 0;
  /// The input (0 or 1) that has the M loop (A) and the one with N (B).
  unsigned lhs = 0, rhs = 1;
  /// Tile rows and columns (the columns are one vector).
  int64_t mr = 0, nr = 0;
  /// Cache blocks: mc a multiple of mr, nc of nr.
  int64_t kc = 0, mc = 0, nc = 0;
  /// Above 1, the threads that share the blocks: each computes one
  /// column block, or, with splitRows, one block of rows.
  int64_t threads = 1;
  /// Cut M instead of N among the threads: each then packs the whole of
  /// B and its own rows of A, which costs less when N < M.
  bool splitRows = false;
  /// Fuse the body's float multiply-add into vector.fma.
  bool fma = false;

  /// Whether the blocks are cut into one share per thread (Parallelism.h).
  bool isParallel() const { return Parallelism(threads).sharesWork(); }
  Type lhsElement() const;
  Type rhsElement() const;
  Type resultElement() const;
  Value lhsBuffer() const;
  Value rhsBuffer() const;
  Value resultBuffer() const;
  AffineMap lhsMap() const;
  AffineMap rhsMap() const;
  AffineMap resultMap() const;
};

/// The indices into an operand read through `map` (a projected
/// permutation) at loop indices `ivs`.
SmallVector<Value> operandIndices(AffineMap map, ArrayRef<Value> ivs);

/// The plan for `op` on `target`, run by `threads` threads, with its
/// multiply-adds fused when `fma`; or failure when
/// -shapes-pack-contractions leaves it to the scalar lowering.
FailureOr<Plan> planContraction(linalg::LinalgOp op, const VectorTarget &target,
                                int64_t threads, bool fma);

/// Where one pair of cache blocks lies: the loop indices (batch loops set,
/// the others free), the first row, column and k of the blocks, and the
/// logical sizes M, N, K with the block's row, column and k counts.
/// rowStart and rowEnd bound the rows the nest computes: all of M, or one
/// thread's share.
struct CacheBlock {
  SmallVector<Value> ivs;
  Value m, n, k;
  Value ic, jc, pc;
  Value mc, nc, kc;
  Value rowStart, rowEnd;
};

/// Copies the kc x nc panel of B at (pc, jc) into `packed`, a
/// [nc/nr][kc][nr] buffer, with zeros beyond column N.
void packRhs(OpBuilder &b, Location loc, const Plan &plan,
             const CacheBlock &block, Value packed);

/// Copies the mc x kc block of A at (ic, pc) into `packed`, a
/// [mc/mr][kc][mr] buffer, with zeros beyond row M.
void packLhs(OpBuilder &b, Location loc, const Plan &plan,
             const CacheBlock &block, Value packed);

/// Adds the products of packed row panel `ir` of A and column panel `jr`
/// of B into the result's mr x nr tile there, through `tile`, an mr x nr
/// buffer, writing only the tile's rows and columns inside the result.
void emitMicroKernel(OpBuilder &b, Location loc, const Plan &plan,
                     const CacheBlock &block, Value packedLhs, Value packedRhs,
                     Value tile, Value ir, Value jr);

/// Replaces the contraction of `plan` by its blocked loop nest.
void rewriteContraction(RewriterBase &rewriter, const Plan &plan);

} // namespace contraction
} // namespace shapes
} // namespace mlir

#endif // SHAPES_LIB_DIALECT_SHAPES_TRANSFORMS_CONTRACTION_CONTRACTION_H
