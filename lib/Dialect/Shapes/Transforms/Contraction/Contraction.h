//===- Contraction.h - packed contractions, shared declarations -*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The IR side of -shapes-pack-contractions: the matcher, which finds the
// contractions that are packed and describes each by its handles (Match:
// the op, its buffers, maps and element types) and its ContractionShape,
// and the emitters of a ContractionPlan (ContractionPlan.h, planned from
// the shape): the packing loops, the micro-kernel and the blocked loop
// nest.
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
#include "shapes/Dialect/Shapes/Transforms/ContractionPlan.h"
#include "shapes/Dialect/Shapes/Transforms/VectorTarget.h"

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace shapes {
namespace contraction {

// The emitters use the code generators' shared helpers (CodeGen/: index
// math, element types, the body cloner, the tile transpose) unqualified.
using namespace codegen;

/// An operand of a contraction: its buffer, the indexing map it is read or
/// written through, and its element type.
struct Operand {
  Value buffer;
  AffineMap map;
  Type element;
};

/// A contraction that -shapes-pack-contractions packs: the op, its inputs
/// A (with the M loop) and B, its result, its body, and its shape.
struct Match {
  linalg::LinalgOp op;
  Operand lhs, rhs, result;
  /// The body's block, of arguments (input 0, input 1, accumulator).
  Block *body = nullptr;
  ContractionShape shape;
};

/// The match of `op`; or failure when -shapes-pack-contractions leaves it
/// to the scalar lowering: it is not a linalg op on memrefs that
/// linalg::isaContractionOpInterface accepts, with one M, N and K loop
/// after its batch loops, operands read through projected permutations of
/// element types that vectors hold, and a body that clones on vectors.
FailureOr<Match> matchContraction(linalg::LinalgOp op);

/// The indices into an operand read through `map` (a projected
/// permutation) at loop indices `ivs`.
SmallVector<Value> operandIndices(AffineMap map, ArrayRef<Value> ivs);

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
void packRhs(OpBuilder &b, Location loc, const Match &match,
             const ContractionPlan &plan, const VectorTarget &target,
             const CacheBlock &block, Value packed);

/// Copies the mc x kc block of A at (ic, pc) into `packed`, a
/// [mc/mr][kc][mr] buffer, with zeros beyond row M.
void packLhs(OpBuilder &b, Location loc, const Match &match,
             const ContractionPlan &plan, const VectorTarget &target,
             const CacheBlock &block, Value packed);

/// Adds the products of packed row panel `ir` of A and column panel `jr`
/// of B into the result's mr x nr tile there, through `tile`, an mr x nr
/// buffer, writing only the tile's rows and columns inside the result.
void emitMicroKernel(OpBuilder &b, Location loc, const Match &match,
                     const ContractionPlan &plan, const CacheBlock &block,
                     Value packedLhs, Value packedRhs, Value tile, Value ir,
                     Value jr);

/// Replaces the contraction of `match` by the blocked loop nest of `plan`
/// on `target`.
void rewriteContraction(RewriterBase &rewriter, const Match &match,
                        const ContractionPlan &plan,
                        const VectorTarget &target);

} // namespace contraction
} // namespace shapes
} // namespace mlir

#endif // SHAPES_LIB_DIALECT_SHAPES_TRANSFORMS_CONTRACTION_CONTRACTION_H
