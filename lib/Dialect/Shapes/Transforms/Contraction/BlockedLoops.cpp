//===- BlockedLoops.cpp - the cache-blocked loop nest of a contraction ----===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The loops of -shapes-pack-contractions, outermost first: the batch
// loops; jc over N by nc, or, with threads > 1, an scf.parallel over N cut
// into one column block per thread; pc over K by kc, which packs the panel
// of B; ic over M by mc, which packs the block of A; jr and ir over the
// tiles of the blocks, each a micro-kernel. When static sizes have N < M,
// the scf.parallel cuts M instead, into one share of whole tiles of rows
// per thread, each with the jc loop: the threads then all pack B, the
// smaller operand, rather than all of A. The pack buffers and the tile
// buffer are allocated (64-byte aligned) before the nest, or in each
// iteration of the parallel loop, so that the threads share no buffer and
// meet at no barrier but the loop's end. Every element of the result adds
// its products in the order of the sequential nest.
//
//===----------------------------------------------------------------------===//

#include "Contraction.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::contraction;

static Value allocAligned(OpBuilder &b, Location loc, ArrayRef<int64_t> shape,
                          Type element) {
  return memref::AllocOp::create(b, loc, MemRefType::get(shape, element),
                                 b.getI64IntegerAttr(64));
}

static Value packedRhsBuffer(OpBuilder &b, Location loc, const Match &match,
                             const ContractionPlan &plan) {
  return allocAligned(b, loc, {plan.nc / plan.nr, plan.kc, plan.nr},
                      match.rhs.element);
}

static Value packedLhsBuffer(OpBuilder &b, Location loc, const Match &match,
                             const ContractionPlan &plan) {
  return allocAligned(b, loc, {plan.mc / plan.mr, plan.kc, plan.mr},
                      match.lhs.element);
}

static Value tileBuffer(OpBuilder &b, Location loc, const Match &match,
                        const ContractionPlan &plan) {
  return allocAligned(b, loc, {plan.mr, plan.nr}, match.result.element);
}

/// The block count along a loop: min(block, size - start).
static Value blockCount(OpBuilder &b, Location loc, int64_t block, Value size,
                        Value start) {
  return arith::MinUIOp::create(b, loc,
                                arith::ConstantIndexOp::create(b, loc, block),
                                arith::SubIOp::create(b, loc, size, start));
}

/// One ic block: pack A, then the micro-kernels over its tiles.
static void emitRowBlock(OpBuilder &b, Location loc, const Match &match,
                         const ContractionPlan &plan,
                         const VectorTarget &target, CacheBlock block,
                         Value packedLhs, Value packedRhs, Value tile) {
  block.mc = blockCount(b, loc, plan.mc, block.rowEnd, block.ic);
  packLhs(b, loc, match, plan, target, block, packedLhs);
  Value c0 = arith::ConstantIndexOp::create(b, loc, 0);
  Value c1 = arith::ConstantIndexOp::create(b, loc, 1);
  scf::ForOp::create(
      b, loc, c0, ceilDiv(b, loc, block.nc, plan.nr), c1, ValueRange{},
      [&](OpBuilder &b, Location loc, Value jr, ValueRange) {
        scf::ForOp::create(
            b, loc, c0, ceilDiv(b, loc, block.mc, plan.mr), c1, ValueRange{},
            [&](OpBuilder &b, Location loc, Value ir, ValueRange) {
              emitMicroKernel(b, loc, match, plan, block, packedLhs, packedRhs,
                              tile, ir, jr);
              scf::YieldOp::create(b, loc);
            });
        scf::YieldOp::create(b, loc);
      });
}

/// The ic loop of one (jc, pc) pair of blocks, over the nest's rows.
static void emitRowBlocks(OpBuilder &b, Location loc, const Match &match,
                          const ContractionPlan &plan,
                          const VectorTarget &target, const CacheBlock &block,
                          Value packedLhs, Value packedRhs, Value tile) {
  Value mc = arith::ConstantIndexOp::create(b, loc, plan.mc);
  scf::ForOp::create(b, loc, block.rowStart, block.rowEnd, mc, ValueRange{},
                     [&](OpBuilder &b, Location loc, Value ic, ValueRange) {
                       CacheBlock inner = block;
                       inner.ic = ic;
                       emitRowBlock(b, loc, match, plan, target, inner,
                                    packedLhs, packedRhs, tile);
                       scf::YieldOp::create(b, loc);
                     });
}

/// The pc loop of the column block at `block.jc`: pack B's panel, then the
/// row blocks.
static void emitColumnBlock(OpBuilder &b, Location loc, const Match &match,
                            const ContractionPlan &plan,
                            const VectorTarget &target, CacheBlock block,
                            Value width, Value packedLhs, Value packedRhs,
                            Value tile) {
  block.nc = arith::MinUIOp::create(
      b, loc, width, arith::SubIOp::create(b, loc, block.n, block.jc));
  Value c0 = arith::ConstantIndexOp::create(b, loc, 0);
  Value kc = arith::ConstantIndexOp::create(b, loc, plan.kc);
  scf::ForOp::create(b, loc, c0, block.k, kc, ValueRange{},
                     [&](OpBuilder &b, Location loc, Value pc, ValueRange) {
                       CacheBlock inner = block;
                       inner.pc = pc;
                       inner.kc = blockCount(b, loc, plan.kc, block.k, pc);
                       packRhs(b, loc, match, plan, target, inner, packedRhs);
                       emitRowBlocks(b, loc, match, plan, target, inner,
                                     packedLhs, packedRhs, tile);
                       scf::YieldOp::create(b, loc);
                     });
}

/// The width of the threads' shares of a loop of `size`: split into
/// `plan.threads` parts, rounded up to whole tiles of `tile`, at least one
/// tile, and at most `most` when given.
static Value parallelWidth(OpBuilder &b, Location loc,
                           const ContractionPlan &plan, Value size,
                           int64_t tile, std::optional<int64_t> most) {
  Value part = ceilDiv(b, loc, size, plan.threads);
  Value tileSize = arith::ConstantIndexOp::create(b, loc, tile);
  Value tiles =
      arith::MulIOp::create(b, loc, ceilDiv(b, loc, part, tile), tileSize);
  Value width = arith::MaxUIOp::create(b, loc, tiles, tileSize);
  if (!most)
    return width;
  return arith::MinUIOp::create(
      b, loc, arith::ConstantIndexOp::create(b, loc, *most), width);
}

/// The sequential jc loop over N by nc, with the buffers given.
static void emitColumnBlocks(OpBuilder &b, Location loc, const Match &match,
                             const ContractionPlan &plan,
                             const VectorTarget &target,
                             const CacheBlock &block, Value packedLhs,
                             Value packedRhs, Value tile) {
  Value c0 = arith::ConstantIndexOp::create(b, loc, 0);
  Value nc = arith::ConstantIndexOp::create(b, loc, plan.nc);
  scf::ForOp::create(b, loc, c0, block.n, nc, ValueRange{},
                     [&](OpBuilder &b, Location loc, Value jc, ValueRange) {
                       CacheBlock inner = block;
                       inner.jc = jc;
                       emitColumnBlock(b, loc, match, plan, target, inner, nc,
                                       packedLhs, packedRhs, tile);
                       scf::YieldOp::create(b, loc);
                     });
}

/// The blocks at the batch indices of `block`. Sequential, the jc loop
/// uses the buffers given. Parallel, an scf.parallel cuts N into one
/// column block per thread, or, with splitRows, M into one share of whole
/// tiles of rows per thread, each over all of N; each iteration packs into
/// buffers of its own.
static void emitBlocks(OpBuilder &b, Location loc, const Match &match,
                       const ContractionPlan &plan, const VectorTarget &target,
                       const CacheBlock &block, Value packedLhs,
                       Value packedRhs, Value tile) {
  if (!plan.isParallel()) {
    emitColumnBlocks(b, loc, match, plan, target, block, packedLhs, packedRhs,
                     tile);
    return;
  }
  Value c0 = arith::ConstantIndexOp::create(b, loc, 0);
  Value size = plan.splitRows ? block.m : block.n;
  Value width = plan.splitRows
                    ? parallelWidth(b, loc, plan, size, plan.mr, std::nullopt)
                    : parallelWidth(b, loc, plan, size, plan.nr, plan.nc);
  scf::ParallelOp::create(
      b, loc, ValueRange{c0}, ValueRange{size}, ValueRange{width},
      [&](OpBuilder &b, Location loc, ValueRange ivs) {
        Value ownRhs = packedRhsBuffer(b, loc, match, plan);
        Value ownLhs = packedLhsBuffer(b, loc, match, plan);
        Value ownTile = tileBuffer(b, loc, match, plan);
        CacheBlock inner = block;
        if (plan.splitRows) {
          inner.rowStart = ivs.front();
          inner.rowEnd = arith::MinUIOp::create(
              b, loc, block.m,
              arith::AddIOp::create(b, loc, ivs.front(), width));
          emitColumnBlocks(b, loc, match, plan, target, inner, ownLhs, ownRhs,
                           ownTile);
        } else {
          inner.jc = ivs.front();
          emitColumnBlock(b, loc, match, plan, target, inner, width, ownLhs,
                          ownRhs, ownTile);
        }
        memref::DeallocOp::create(b, loc, ownTile);
        memref::DeallocOp::create(b, loc, ownLhs);
        memref::DeallocOp::create(b, loc, ownRhs);
      });
}

void contraction::rewriteContraction(RewriterBase &rewriter, const Match &match,
                                     const ContractionPlan &plan,
                                     const VectorTarget &target) {
  linalg::LinalgOp op = match.op;
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  SmallVector<Range> ranges = op.createLoopRanges(rewriter, loc);
  CacheBlock block;
  for (Range &range : ranges)
    block.ivs.push_back(
        getValueOrCreateConstantIndexOp(rewriter, loc, range.size));
  block.m = block.ivs[plan.m];
  block.n = block.ivs[plan.n];
  block.k = block.ivs[plan.k];
  block.rowStart = arith::ConstantIndexOp::create(rewriter, loc, 0);
  block.rowEnd = block.m;
  Value packedRhs, packedLhs, tile;
  if (!plan.isParallel()) {
    packedRhs = packedRhsBuffer(rewriter, loc, match, plan);
    packedLhs = packedLhsBuffer(rewriter, loc, match, plan);
    tile = tileBuffer(rewriter, loc, match, plan);
  }
  Value c0 = arith::ConstantIndexOp::create(rewriter, loc, 0);
  Value c1 = arith::ConstantIndexOp::create(rewriter, loc, 1);
  SmallVector<Value> lbs, ubs, steps;
  for (unsigned dim : plan.batchLoops) {
    lbs.push_back(c0);
    ubs.push_back(block.ivs[dim]);
    steps.push_back(c1);
  }
  scf::buildLoopNest(rewriter, loc, lbs, ubs, steps,
                     [&](OpBuilder &b, Location loc, ValueRange batch) {
                       CacheBlock inner = block;
                       for (auto [dim, iv] : llvm::zip(plan.batchLoops, batch))
                         inner.ivs[dim] = iv;
                       emitBlocks(b, loc, match, plan, target, inner, packedLhs,
                                  packedRhs, tile);
                     });
  if (tile)
    memref::DeallocOp::create(rewriter, loc, tile);
  if (packedLhs)
    memref::DeallocOp::create(rewriter, loc, packedLhs);
  if (packedRhs)
    memref::DeallocOp::create(rewriter, loc, packedRhs);
  rewriter.eraseOp(op);
}
