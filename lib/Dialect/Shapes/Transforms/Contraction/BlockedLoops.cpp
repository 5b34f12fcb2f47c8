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
// tiles of the blocks, each a micro-kernel. The pack buffers and the tile
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

static Value packedRhsBuffer(OpBuilder &b, Location loc, const Plan &plan) {
  return allocAligned(b, loc, {plan.nc / plan.nr, plan.kc, plan.nr},
                      plan.rhsElement());
}

static Value packedLhsBuffer(OpBuilder &b, Location loc, const Plan &plan) {
  return allocAligned(b, loc, {plan.mc / plan.mr, plan.kc, plan.mr},
                      plan.lhsElement());
}

static Value tileBuffer(OpBuilder &b, Location loc, const Plan &plan) {
  return allocAligned(b, loc, {plan.mr, plan.nr}, plan.resultElement());
}

/// The block count along a loop: min(block, size - start).
static Value blockCount(OpBuilder &b, Location loc, int64_t block, Value size,
                        Value start) {
  return arith::MinUIOp::create(b, loc,
                                arith::ConstantIndexOp::create(b, loc, block),
                                arith::SubIOp::create(b, loc, size, start));
}

/// One ic block: pack A, then the micro-kernels over its tiles.
static void emitRowBlock(OpBuilder &b, Location loc, const Plan &plan,
                         CacheBlock block, Value packedLhs, Value packedRhs,
                         Value tile) {
  block.mc = blockCount(b, loc, plan.mc, block.m, block.ic);
  packLhs(b, loc, plan, block, packedLhs);
  Value c0 = arith::ConstantIndexOp::create(b, loc, 0);
  Value c1 = arith::ConstantIndexOp::create(b, loc, 1);
  scf::ForOp::create(
      b, loc, c0, ceilDiv(b, loc, block.nc, plan.nr), c1, ValueRange{},
      [&](OpBuilder &b, Location loc, Value jr, ValueRange) {
        scf::ForOp::create(
            b, loc, c0, ceilDiv(b, loc, block.mc, plan.mr), c1, ValueRange{},
            [&](OpBuilder &b, Location loc, Value ir, ValueRange) {
              emitMicroKernel(b, loc, plan, block, packedLhs, packedRhs, tile,
                              ir, jr);
              scf::YieldOp::create(b, loc);
            });
        scf::YieldOp::create(b, loc);
      });
}

/// The ic loop of one (jc, pc) pair of blocks.
static void emitRowBlocks(OpBuilder &b, Location loc, const Plan &plan,
                          const CacheBlock &block, Value packedLhs,
                          Value packedRhs, Value tile) {
  Value c0 = arith::ConstantIndexOp::create(b, loc, 0);
  Value mc = arith::ConstantIndexOp::create(b, loc, plan.mc);
  scf::ForOp::create(b, loc, c0, block.m, mc, ValueRange{},
                     [&](OpBuilder &b, Location loc, Value ic, ValueRange) {
                       CacheBlock inner = block;
                       inner.ic = ic;
                       emitRowBlock(b, loc, plan, inner, packedLhs, packedRhs,
                                    tile);
                       scf::YieldOp::create(b, loc);
                     });
}

/// The pc loop of the column block at `block.jc`: pack B's panel, then the
/// row blocks.
static void emitColumnBlock(OpBuilder &b, Location loc, const Plan &plan,
                            CacheBlock block, Value width, Value packedLhs,
                            Value packedRhs, Value tile) {
  block.nc = arith::MinUIOp::create(
      b, loc, width, arith::SubIOp::create(b, loc, block.n, block.jc));
  Value c0 = arith::ConstantIndexOp::create(b, loc, 0);
  Value kc = arith::ConstantIndexOp::create(b, loc, plan.kc);
  scf::ForOp::create(b, loc, c0, block.k, kc, ValueRange{},
                     [&](OpBuilder &b, Location loc, Value pc, ValueRange) {
                       CacheBlock inner = block;
                       inner.pc = pc;
                       inner.kc = blockCount(b, loc, plan.kc, block.k, pc);
                       packRhs(b, loc, plan, inner, packedRhs);
                       emitRowBlocks(b, loc, plan, inner, packedLhs, packedRhs,
                                     tile);
                       scf::YieldOp::create(b, loc);
                     });
}

/// The width of the parallel column blocks: N split into `plan.threads`
/// parts, rounded up to whole tiles, at least one tile and at most nc.
static Value parallelWidth(OpBuilder &b, Location loc, const Plan &plan,
                           Value n) {
  Value part = ceilDiv(b, loc, n, plan.threads);
  Value nr = arith::ConstantIndexOp::create(b, loc, plan.nr);
  Value tiles =
      arith::MulIOp::create(b, loc, ceilDiv(b, loc, part, plan.nr), nr);
  return arith::MinUIOp::create(b, loc,
                                arith::ConstantIndexOp::create(b, loc, plan.nc),
                                arith::MaxUIOp::create(b, loc, tiles, nr));
}

/// The jc loop at the batch indices of `block`. Sequential, it steps by nc
/// and uses the buffers given; parallel, it cuts N into one column block
/// per thread, and each iteration packs into buffers of its own.
static void emitBlocks(OpBuilder &b, Location loc, const Plan &plan,
                       const CacheBlock &block, Value packedLhs,
                       Value packedRhs, Value tile) {
  Value c0 = arith::ConstantIndexOp::create(b, loc, 0);
  if (!plan.isParallel()) {
    Value nc = arith::ConstantIndexOp::create(b, loc, plan.nc);
    scf::ForOp::create(b, loc, c0, block.n, nc, ValueRange{},
                       [&](OpBuilder &b, Location loc, Value jc, ValueRange) {
                         CacheBlock inner = block;
                         inner.jc = jc;
                         emitColumnBlock(b, loc, plan, inner, nc, packedLhs,
                                         packedRhs, tile);
                         scf::YieldOp::create(b, loc);
                       });
    return;
  }
  Value width = parallelWidth(b, loc, plan, block.n);
  scf::ParallelOp::create(
      b, loc, ValueRange{c0}, ValueRange{block.n}, ValueRange{width},
      [&](OpBuilder &b, Location loc, ValueRange ivs) {
        CacheBlock inner = block;
        inner.jc = ivs.front();
        Value ownRhs = packedRhsBuffer(b, loc, plan);
        Value ownLhs = packedLhsBuffer(b, loc, plan);
        Value ownTile = tileBuffer(b, loc, plan);
        emitColumnBlock(b, loc, plan, inner, width, ownLhs, ownRhs, ownTile);
        memref::DeallocOp::create(b, loc, ownTile);
        memref::DeallocOp::create(b, loc, ownLhs);
        memref::DeallocOp::create(b, loc, ownRhs);
      });
}

void contraction::rewriteContraction(RewriterBase &rewriter, const Plan &plan) {
  Location loc = plan.op.getLoc();
  rewriter.setInsertionPoint(plan.op);
  SmallVector<Range> ranges = plan.op.createLoopRanges(rewriter, loc);
  CacheBlock block;
  for (Range &range : ranges)
    block.ivs.push_back(
        getValueOrCreateConstantIndexOp(rewriter, loc, range.size));
  block.m = block.ivs[plan.m];
  block.n = block.ivs[plan.n];
  block.k = block.ivs[plan.k];
  Value packedRhs, packedLhs, tile;
  if (!plan.isParallel()) {
    packedRhs = packedRhsBuffer(rewriter, loc, plan);
    packedLhs = packedLhsBuffer(rewriter, loc, plan);
    tile = tileBuffer(rewriter, loc, plan);
  }
  Value c0 = arith::ConstantIndexOp::create(rewriter, loc, 0);
  Value c1 = arith::ConstantIndexOp::create(rewriter, loc, 1);
  SmallVector<Value> lbs, ubs, steps;
  for (unsigned dim : plan.batchDims) {
    lbs.push_back(c0);
    ubs.push_back(block.ivs[dim]);
    steps.push_back(c1);
  }
  scf::buildLoopNest(rewriter, loc, lbs, ubs, steps,
                     [&](OpBuilder &b, Location loc, ValueRange batch) {
                       CacheBlock inner = block;
                       for (auto [dim, iv] : llvm::zip(plan.batchDims, batch))
                         inner.ivs[dim] = iv;
                       emitBlocks(b, loc, plan, inner, packedLhs, packedRhs,
                                  tile);
                     });
  if (tile)
    memref::DeallocOp::create(rewriter, loc, tile);
  if (packedLhs)
    memref::DeallocOp::create(rewriter, loc, packedLhs);
  if (packedRhs)
    memref::DeallocOp::create(rewriter, loc, packedRhs);
  rewriter.eraseOp(plan.op);
}
