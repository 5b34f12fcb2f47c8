//===- MicroKernel.cpp - the register-blocked tile of a contraction -------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The micro-kernel of -shapes-pack-contractions: an mr x nr tile of the
// result in mr vector accumulators of nr lanes. For each k of the block,
// in order, it loads the packed row of B (one vector), broadcasts the
// packed element of A of each tile row, and applies the contraction's own
// body, cloned with vector types, to them and the row's accumulator. A
// whole tile of a result that is contiguous along N is loaded and stored
// as vectors; any other tile (at an edge, or of a strided result) goes
// through a small buffer: scalar loops bounded by the rows and columns
// inside the result copy it in before the k loop and out after it, so the
// edges need no masks. Each result element accumulates its products in k
// order.
//
//===----------------------------------------------------------------------===//

#include "Contraction.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::contraction;

/// The multiplication that `op` adds to the accumulator `acc`, when the
/// plan fuses them into one vector.fma: `op` is an f32 or f64 arith.addf of
/// `acc` and the only use of an arith.mulf. f16 and bf16 bodies keep their
/// two ops, which -shapes-expand-f16 and -shapes-expand-bf16 compute in f32
/// between explicit roundings; a vector.fma of them would become
/// llvm.fmuladd, which LLVM computes through compiler-rt conversions.
static Operation *fusedProduct(const ContractionPlan &plan, Operation &op,
                               Value acc) {
  auto add = dyn_cast<arith::AddFOp>(op);
  if (!plan.fma || !add || !isa<Float32Type, Float64Type>(add.getType()))
    return nullptr;
  Value other = add.getLhs() == acc   ? add.getRhs()
                : add.getRhs() == acc ? add.getLhs()
                                      : Value();
  auto mul = other ? other.getDefiningOp<arith::MulFOp>() : arith::MulFOp();
  if (!mul || !mul->hasOneUse())
    return nullptr;
  return mul;
}

/// The body of the contraction on vectors: `lhs` (the broadcast element of
/// A), `rhs` (the row of B) and `acc`. With plan.fma, an addf of the
/// accumulator and a product becomes one vector.fma (rounded once).
static Value applyBody(OpBuilder &b, Location loc, const Match &match,
                       const ContractionPlan &plan, Value lhs, Value rhs,
                       Value acc) {
  Block &body = *match.body;
  SmallVector<Value, 3> args(3);
  args[plan.lhs] = lhs;
  args[plan.rhs] = rhs;
  args[2] = acc;
  Value accArg = body.getArgument(2);
  return cloneBody(b, loc, body, args, plan.nr, [&](Operation &op) {
    return fusedProduct(plan, op, accArg);
  });
}

/// Copies the valid `rows` x `cols` of the result tile at (row0, col0) into
/// `tile`, or back when `toResult`.
static void copyTile(OpBuilder &b, Location loc, const Match &match,
                     const ContractionPlan &plan, const CacheBlock &block,
                     Value tile, Value row0, Value col0, Value rows, Value cols,
                     bool toResult) {
  Value c0 = arith::ConstantIndexOp::create(b, loc, 0);
  Value c1 = arith::ConstantIndexOp::create(b, loc, 1);
  scf::ForOp::create(
      b, loc, c0, rows, c1, ValueRange{},
      [&](OpBuilder &b, Location loc, Value i, ValueRange) {
        scf::ForOp::create(
            b, loc, c0, cols, c1, ValueRange{},
            [&](OpBuilder &b, Location loc, Value j, ValueRange) {
              SmallVector<Value> ivs = block.ivs;
              ivs[plan.m] = arith::AddIOp::create(b, loc, row0, i);
              ivs[plan.n] = arith::AddIOp::create(b, loc, col0, j);
              SmallVector<Value> at = operandIndices(match.result.map, ivs);
              Value result = match.result.buffer;
              if (toResult)
                memref::StoreOp::create(
                    b, loc, memref::LoadOp::create(b, loc, tile, {i, j}),
                    result, at);
              else
                memref::StoreOp::create(
                    b, loc, memref::LoadOp::create(b, loc, result, at), tile,
                    ValueRange{i, j});
              scf::YieldOp::create(b, loc);
            });
        scf::YieldOp::create(b, loc);
      });
}

/// The k loop: the accumulators after the block's kc steps.
static SmallVector<Value>
emitKLoop(OpBuilder &b, Location loc, const Match &match,
          const ContractionPlan &plan, const CacheBlock &block, Value packedLhs,
          Value packedRhs, Value ir, Value jr, ValueRange init) {
  Value c0 = arith::ConstantIndexOp::create(b, loc, 0);
  Value c1 = arith::ConstantIndexOp::create(b, loc, 1);
  auto rhsType = VectorType::get({plan.nr}, match.rhs.element);
  auto lhsType = VectorType::get({plan.nr}, match.lhs.element);
  auto loop = scf::ForOp::create(
      b, loc, c0, block.kc, c1, init,
      [&](OpBuilder &b, Location loc, Value p, ValueRange accs) {
        Value row = vector::LoadOp::create(b, loc, rhsType, packedRhs,
                                           ValueRange{jr, p, c0});
        SmallVector<Value> next;
        for (int64_t i = 0; i < plan.mr; ++i) {
          Value lane = arith::ConstantIndexOp::create(b, loc, i);
          Value a = memref::LoadOp::create(b, loc, packedLhs,
                                           ValueRange{ir, p, lane});
          Value splat = vector::BroadcastOp::create(b, loc, lhsType, a);
          next.push_back(applyBody(b, loc, match, plan, splat, row, accs[i]));
        }
        scf::YieldOp::create(b, loc, next);
      });
  return SmallVector<Value>(loop.getResults());
}

/// Whether the result is contiguous along N (its last index is N, with
/// stride 1), so that a row of a tile is one vector.load.
static bool hasContiguousRows(const Match &match, const ContractionPlan &plan) {
  auto type = cast<MemRefType>(match.result.buffer.getType());
  AffineMap map = match.result.map;
  if (map.getNumResults() == 0 ||
      cast<AffineDimExpr>(map.getResults().back()).getPosition() != plan.n)
    return false;
  SmallVector<int64_t> strides;
  int64_t offset;
  return succeeded(type.getStridesAndOffset(strides, offset)) &&
         strides.back() == 1;
}

/// The indices of the result at row `row` of the tile at (row0, col0).
static SmallVector<Value> resultIndices(OpBuilder &b, Location loc,
                                        const Match &match,
                                        const ContractionPlan &plan,
                                        const CacheBlock &block, Value row0,
                                        int64_t row, Value col0) {
  SmallVector<Value> ivs = block.ivs;
  ivs[plan.m] = arith::AddIOp::create(
      b, loc, row0, arith::ConstantIndexOp::create(b, loc, row));
  ivs[plan.n] = col0;
  return operandIndices(match.result.map, ivs);
}

/// Prefetches for writing the first and last element of each row of the
/// tile below the one at (row0, col0), the next tile of the ir loop, rows
/// clamped to the result's last one: the k loop then hides the latency of
/// the result's lines, which a tile of rows a row's width apart would
/// otherwise miss in the cache at every block of k.
static void prefetchNextTile(OpBuilder &b, Location loc, const Match &match,
                             const ContractionPlan &plan,
                             const CacheBlock &block, Value row0, Value col0) {
  Value lastRow = arith::SubIOp::create(
      b, loc, block.m, arith::ConstantIndexOp::create(b, loc, 1));
  Value lastColumn = arith::AddIOp::create(
      b, loc, col0, arith::ConstantIndexOp::create(b, loc, plan.nr - 1));
  for (int64_t i = 0; i < plan.mr; ++i) {
    Value row = arith::MinUIOp::create(
        b, loc,
        arith::AddIOp::create(
            b, loc, row0, arith::ConstantIndexOp::create(b, loc, plan.mr + i)),
        lastRow);
    for (Value column : {col0, lastColumn}) {
      SmallVector<Value> ivs = block.ivs;
      ivs[plan.m] = row;
      ivs[plan.n] = column;
      memref::PrefetchOp::create(
          b, loc, match.result.buffer, operandIndices(match.result.map, ivs),
          /*isWrite=*/true, /*localityHint=*/3, /*isDataCache=*/true);
    }
  }
}

/// A whole tile of a result with contiguous rows: the accumulators are
/// loaded from and stored to the result directly.
static void emitWholeTile(OpBuilder &b, Location loc, const Match &match,
                          const ContractionPlan &plan, const CacheBlock &block,
                          Value packedLhs, Value packedRhs, Value ir, Value jr,
                          Value row0, Value col0) {
  auto accType = VectorType::get({plan.nr}, match.result.element);
  Value result = match.result.buffer;
  prefetchNextTile(b, loc, match, plan, block, row0, col0);
  SmallVector<Value> accs;
  for (int64_t i = 0; i < plan.mr; ++i)
    accs.push_back(vector::LoadOp::create(
        b, loc, accType, result,
        resultIndices(b, loc, match, plan, block, row0, i, col0)));
  SmallVector<Value> sums =
      emitKLoop(b, loc, match, plan, block, packedLhs, packedRhs, ir, jr, accs);
  for (int64_t i = 0; i < plan.mr; ++i)
    vector::StoreOp::create(
        b, loc, sums[i], result,
        resultIndices(b, loc, match, plan, block, row0, i, col0));
}

/// A tile through the `tile` buffer, of which the valid rows and columns
/// are copied from and back to the result.
static void emitBufferedTile(OpBuilder &b, Location loc, const Match &match,
                             const ContractionPlan &plan,
                             const CacheBlock &block, Value packedLhs,
                             Value packedRhs, Value tile, Value ir, Value jr,
                             Value row0, Value col0, Value rows, Value cols) {
  Value c0 = arith::ConstantIndexOp::create(b, loc, 0);
  copyTile(b, loc, match, plan, block, tile, row0, col0, rows, cols,
           /*toResult=*/false);
  auto accType = VectorType::get({plan.nr}, match.result.element);
  SmallVector<Value> accs;
  for (int64_t i = 0; i < plan.mr; ++i) {
    Value lane = arith::ConstantIndexOp::create(b, loc, i);
    accs.push_back(
        vector::LoadOp::create(b, loc, accType, tile, ValueRange{lane, c0}));
  }
  SmallVector<Value> sums =
      emitKLoop(b, loc, match, plan, block, packedLhs, packedRhs, ir, jr, accs);
  for (int64_t i = 0; i < plan.mr; ++i) {
    Value lane = arith::ConstantIndexOp::create(b, loc, i);
    vector::StoreOp::create(b, loc, sums[i], tile, ValueRange{lane, c0});
  }
  copyTile(b, loc, match, plan, block, tile, row0, col0, rows, cols,
           /*toResult=*/true);
}

void contraction::emitMicroKernel(OpBuilder &b, Location loc,
                                  const Match &match,
                                  const ContractionPlan &plan,
                                  const CacheBlock &block, Value packedLhs,
                                  Value packedRhs, Value tile, Value ir,
                                  Value jr) {
  Value mr = arith::ConstantIndexOp::create(b, loc, plan.mr);
  Value nr = arith::ConstantIndexOp::create(b, loc, plan.nr);
  Value row0 = arith::AddIOp::create(b, loc, block.ic,
                                     arith::MulIOp::create(b, loc, ir, mr));
  Value col0 = arith::AddIOp::create(b, loc, block.jc,
                                     arith::MulIOp::create(b, loc, jr, nr));
  Value rows = arith::MinUIOp::create(
      b, loc, mr, arith::SubIOp::create(b, loc, block.m, row0));
  Value cols = arith::MinUIOp::create(
      b, loc, nr, arith::SubIOp::create(b, loc, block.n, col0));
  if (!hasContiguousRows(match, plan)) {
    emitBufferedTile(b, loc, match, plan, block, packedLhs, packedRhs, tile, ir,
                     jr, row0, col0, rows, cols);
    return;
  }
  Value whole = arith::AndIOp::create(
      b, loc, arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, rows, mr),
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, cols, nr));
  scf::IfOp::create(
      b, loc, whole,
      [&](OpBuilder &b, Location loc) {
        emitWholeTile(b, loc, match, plan, block, packedLhs, packedRhs, ir, jr,
                      row0, col0);
        scf::YieldOp::create(b, loc);
      },
      [&](OpBuilder &b, Location loc) {
        emitBufferedTile(b, loc, match, plan, block, packedLhs, packedRhs, tile,
                         ir, jr, row0, col0, rows, cols);
        scf::YieldOp::create(b, loc);
      });
}
