//===- Pack.cpp - copies of A and B blocks into contiguous panels ---------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The packing loops of -shapes-pack-contractions. A panel of B becomes
// [nc/nr][kc][nr]: for each group of nr columns, its kc rows one after the
// other, so that the micro-kernel reads one vector per k. A block of A
// becomes [mc/mr][kc][mr] the same way. The loops read the operands with
// memref.load through the op's indexing maps, so any strides (a transposed
// operand, a #shapes.layout) work; columns past N and rows past M read the
// last valid one and store zero instead.
//
//===----------------------------------------------------------------------===//

#include "Contraction.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::contraction;

namespace {
/// One operand's packing: the loop of its panel dimension (M or N), the
/// tile width along it, where the block starts and how many of it are
/// valid.
struct PackSpec {
  Value buffer;
  AffineMap map;
  unsigned dim;
  int64_t width;
  Value start, count, size;
};
} // namespace

/// Loops over panels, k and lanes, storing one element of `spec`'s operand
/// (or zero) into packed[panel][p][lane].
static void pack(OpBuilder &b, Location loc, const CacheBlock &block,
                 unsigned kDim, const PackSpec &spec, Value packed) {
  Value c0 = arith::ConstantIndexOp::create(b, loc, 0);
  Value c1 = arith::ConstantIndexOp::create(b, loc, 1);
  Value width = arith::ConstantIndexOp::create(b, loc, spec.width);
  Value panels = ceilDiv(b, loc, spec.count, spec.width);
  Type element = getElementTypeOrSelf(spec.buffer.getType());
  Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(element));
  Value last = arith::SubIOp::create(b, loc, spec.size, c1);
  scf::ForOp::create(
      b, loc, c0, panels, c1, ValueRange{},
      [&](OpBuilder &b, Location loc, Value panel, ValueRange) {
        Value panelStart = arith::AddIOp::create(
            b, loc, spec.start, arith::MulIOp::create(b, loc, panel, width));
        scf::ForOp::create(
            b, loc, c0, block.kc, c1, ValueRange{},
            [&](OpBuilder &b, Location loc, Value p, ValueRange) {
              SmallVector<Value> ivs = block.ivs;
              ivs[kDim] = arith::AddIOp::create(b, loc, block.pc, p);
              scf::ForOp::create(
                  b, loc, c0, width, c1, ValueRange{},
                  [&](OpBuilder &b, Location loc, Value lane, ValueRange) {
                    Value at = arith::AddIOp::create(b, loc, panelStart, lane);
                    Value valid = arith::CmpIOp::create(
                        b, loc, arith::CmpIPredicate::ult, at, spec.size);
                    ivs[spec.dim] = arith::MinUIOp::create(b, loc, at, last);
                    Value x = memref::LoadOp::create(
                        b, loc, spec.buffer, operandIndices(spec.map, ivs));
                    Value v = arith::SelectOp::create(b, loc, valid, x, zero);
                    memref::StoreOp::create(b, loc, v, packed,
                                            ValueRange{panel, p, lane});
                    scf::YieldOp::create(b, loc);
                  });
              scf::YieldOp::create(b, loc);
            });
        scf::YieldOp::create(b, loc);
      });
}

void contraction::packRhs(OpBuilder &b, Location loc, const Plan &plan,
                          const CacheBlock &block, Value packed) {
  pack(b, loc, block, plan.k,
       PackSpec{plan.rhsBuffer(), plan.rhsMap(), plan.n, plan.nr, block.jc,
                block.nc, block.n},
       packed);
}

void contraction::packLhs(OpBuilder &b, Location loc, const Plan &plan,
                          const CacheBlock &block, Value packed) {
  pack(b, loc, block, plan.k,
       PackSpec{plan.lhsBuffer(), plan.lhsMap(), plan.m, plan.mr, block.ic,
                block.mc, block.m},
       packed);
}
