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
// last valid one and store zero instead. A panel that lies wholly inside
// the operand is copied by vectors when the operand is contiguous along
// the panel's dimension (B of a row-major matmul, A of a column-major
// one): one vector per k; or along K (A of a row-major matmul, B of a
// column-major one): tiles of one cache line of k's per panel lane,
// transposed in registers.
//
//===----------------------------------------------------------------------===//

#include "Contraction.h"
#include "shapes/Dialect/Shapes/Transforms/CodeGen/TileTranspose.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
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

/// The operand of `spec` as a view whose last index is loop `dim`, with a
/// map to match, when the operand has stride 1 along that loop: a run of
/// consecutive indices of `dim` is then one vector.load from the view.
static std::optional<PackSpec> contiguousAlong(OpBuilder &b, Location loc,
                                               const PackSpec &spec,
                                               unsigned dim) {
  auto type = dyn_cast<MemRefType>(spec.buffer.getType());
  std::optional<unsigned> position =
      spec.map.getResultPosition(getAffineDimExpr(dim, spec.map.getContext()));
  SmallVector<int64_t> strides;
  int64_t offset;
  if (!type || !position || failed(type.getStridesAndOffset(strides, offset)) ||
      strides[*position] != 1)
    return std::nullopt;
  unsigned rank = type.getRank();
  if (*position + 1 == rank)
    return spec;
  SmallVector<unsigned> order;
  for (unsigned i = 0; i < rank; ++i)
    if (i != *position)
      order.push_back(i);
  order.push_back(*position);
  MLIRContext *context = spec.map.getContext();
  PackSpec view = spec;
  view.buffer = memref::TransposeOp::create(
      b, loc, spec.buffer,
      AffineMapAttr::get(AffineMap::getPermutationMap(order, context)));
  SmallVector<AffineExpr> results;
  for (unsigned i : order)
    results.push_back(spec.map.getResult(i));
  view.map = AffineMap::get(spec.map.getNumDims(), 0, results, context);
  return view;
}

/// packed[panel][p][lane] for the kc rows of a panel whose lanes are all
/// inside the operand: one vector.load and vector.store per row.
static void packWholePanel(OpBuilder &b, Location loc, const CacheBlock &block,
                           unsigned kDim, const PackSpec &spec, Value packed,
                           Value panel, Value panelStart) {
  Value c0 = arith::ConstantIndexOp::create(b, loc, 0);
  Value c1 = arith::ConstantIndexOp::create(b, loc, 1);
  auto rowType = VectorType::get({spec.width},
                                 getElementTypeOrSelf(spec.buffer.getType()));
  scf::ForOp::create(
      b, loc, c0, block.kc, c1, ValueRange{},
      [&](OpBuilder &b, Location loc, Value p, ValueRange) {
        SmallVector<Value> ivs = block.ivs;
        ivs[kDim] = arith::AddIOp::create(b, loc, block.pc, p);
        ivs[spec.dim] = panelStart;
        Value row = vector::LoadOp::create(b, loc, rowType, spec.buffer,
                                           operandIndices(spec.map, ivs));
        vector::StoreOp::create(b, loc, row, packed, ValueRange{panel, p, c0});
        scf::YieldOp::create(b, loc);
      });
}

/// packed[panel][p][lane] element by element, for p from `firstP` to kc:
/// lanes past the operand's size read its last valid element and store
/// zero instead.
static void packPanelByElement(OpBuilder &b, Location loc,
                               const CacheBlock &block, unsigned kDim,
                               const PackSpec &spec, Value packed, Value panel,
                               Value panelStart, Value firstP) {
  Value c0 = arith::ConstantIndexOp::create(b, loc, 0);
  Value c1 = arith::ConstantIndexOp::create(b, loc, 1);
  Value width = arith::ConstantIndexOp::create(b, loc, spec.width);
  Type element = getElementTypeOrSelf(spec.buffer.getType());
  Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(element));
  Value last = arith::SubIOp::create(b, loc, spec.size, c1);
  scf::ForOp::create(
      b, loc, firstP, block.kc, c1, ValueRange{},
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
              Value x = memref::LoadOp::create(b, loc, spec.buffer,
                                               operandIndices(spec.map, ivs));
              Value v = arith::SelectOp::create(b, loc, valid, x, zero);
              memref::StoreOp::create(b, loc, v, packed,
                                      ValueRange{panel, p, lane});
              scf::YieldOp::create(b, loc);
            });
        scf::YieldOp::create(b, loc);
      });
}

/// The k's of a cache line of `spec`'s operand, when a panel is packed by
/// transposed tiles: one line holds them, the tile has a transpose in
/// shuffles, and the panel is at most one tile wide.
static std::optional<int64_t> tileLanes(const PackSpec &spec,
                                        const VectorTarget &target) {
  Type element = getElementTypeOrSelf(spec.buffer.getType());
  if (!isVectorLaneType(element, LaneUse::TransposedTile))
    return std::nullopt;
  int64_t bytes = elementBytes(element);
  if (!target.canTransposeTiles(bytes) || target.lineBytes % bytes != 0 ||
      spec.width > target.lineBytes / bytes)
    return std::nullopt;
  return target.lineBytes / bytes;
}

/// packed[panel][p][lane] for a panel inside an operand contiguous along
/// K, `kRows` being its view with K last: for each tile of L k's, one
/// vector.load of L k's per lane (the last lane's repeated up to L rows),
/// transposed in registers (transposeTile) into L rows of the panel's
/// lanes; the k's after the last whole tile element by element.
static void packPanelByTiles(OpBuilder &b, Location loc,
                             const CacheBlock &block, unsigned kDim,
                             const PackSpec &spec, const PackSpec &kRows,
                             const VectorTarget &target, int64_t lanes,
                             Value packed, Value panel, Value panelStart) {
  Value c0 = arith::ConstantIndexOp::create(b, loc, 0);
  Value c1 = arith::ConstantIndexOp::create(b, loc, 1);
  Value tileK = arith::ConstantIndexOp::create(b, loc, lanes);
  Type element = getElementTypeOrSelf(spec.buffer.getType());
  auto lineType = VectorType::get({lanes}, element);
  Value tiles = arith::DivUIOp::create(b, loc, block.kc, tileK);
  scf::ForOp::create(
      b, loc, c0, tiles, c1, ValueRange{},
      [&](OpBuilder &b, Location loc, Value tile, ValueRange) {
        Value firstP = arith::MulIOp::create(b, loc, tile, tileK);
        SmallVector<Value> ivs = block.ivs;
        ivs[kDim] = arith::AddIOp::create(b, loc, block.pc, firstP);
        SmallVector<Value> rows;
        for (int64_t lane = 0; lane < spec.width; ++lane) {
          ivs[spec.dim] = arith::AddIOp::create(
              b, loc, panelStart, arith::ConstantIndexOp::create(b, loc, lane));
          rows.push_back(vector::LoadOp::create(
              b, loc, lineType, kRows.buffer, operandIndices(kRows.map, ivs)));
        }
        Value lastLane = rows.back();
        rows.resize(lanes, lastLane);
        SmallVector<Value> columns = transposeTile(b, loc, target, rows);
        for (int64_t j = 0; j < lanes; ++j) {
          Value row = columns[j];
          if (spec.width < lanes)
            row = vector::ExtractStridedSliceOp::create(
                b, loc, row, ArrayRef<int64_t>{0},
                ArrayRef<int64_t>{spec.width}, ArrayRef<int64_t>{1});
          Value p = arith::AddIOp::create(
              b, loc, firstP, arith::ConstantIndexOp::create(b, loc, j));
          vector::StoreOp::create(b, loc, row, packed,
                                  ValueRange{panel, p, c0});
        }
        scf::YieldOp::create(b, loc);
      });
  packPanelByElement(b, loc, block, kDim, spec, packed, panel, panelStart,
                     arith::MulIOp::create(b, loc, tiles, tileK));
}

/// Loops over the panels of `spec`'s operand, packing each into
/// packed[panel]: a panel inside the operand by vectors when the operand
/// is contiguous along the panel, by transposed tiles when it is
/// contiguous along K; element by element otherwise.
static void pack(OpBuilder &b, Location loc, const VectorTarget &target,
                 const CacheBlock &block, unsigned kDim, const PackSpec &spec,
                 Value packed) {
  Value c0 = arith::ConstantIndexOp::create(b, loc, 0);
  Value c1 = arith::ConstantIndexOp::create(b, loc, 1);
  Value width = arith::ConstantIndexOp::create(b, loc, spec.width);
  Value panels = ceilDiv(b, loc, spec.count, spec.width);
  std::optional<PackSpec> rows = contiguousAlong(b, loc, spec, spec.dim);
  std::optional<PackSpec> kRows;
  std::optional<int64_t> lanes = tileLanes(spec, target);
  if (!rows && lanes)
    kRows = contiguousAlong(b, loc, spec, kDim);
  scf::ForOp::create(
      b, loc, c0, panels, c1, ValueRange{},
      [&](OpBuilder &b, Location loc, Value panel, ValueRange) {
        Value panelStart = arith::AddIOp::create(
            b, loc, spec.start, arith::MulIOp::create(b, loc, panel, width));
        if (!rows && !kRows) {
          packPanelByElement(b, loc, block, kDim, spec, packed, panel,
                             panelStart, c0);
          scf::YieldOp::create(b, loc);
          return;
        }
        Value whole = arith::CmpIOp::create(
            b, loc, arith::CmpIPredicate::ule,
            arith::AddIOp::create(b, loc, panelStart, width), spec.size);
        scf::IfOp::create(
            b, loc, whole,
            [&](OpBuilder &b, Location loc) {
              if (rows)
                packWholePanel(b, loc, block, kDim, *rows, packed, panel,
                               panelStart);
              else
                packPanelByTiles(b, loc, block, kDim, spec, *kRows, target,
                                 *lanes, packed, panel, panelStart);
              scf::YieldOp::create(b, loc);
            },
            [&](OpBuilder &b, Location loc) {
              packPanelByElement(b, loc, block, kDim, spec, packed, panel,
                                 panelStart, c0);
              scf::YieldOp::create(b, loc);
            });
        scf::YieldOp::create(b, loc);
      });
}

void contraction::packRhs(OpBuilder &b, Location loc, const Match &match,
                          const ContractionPlan &plan,
                          const VectorTarget &target, const CacheBlock &block,
                          Value packed) {
  pack(b, loc, target, block, plan.k,
       PackSpec{match.rhs.buffer, match.rhs.map, plan.n, plan.nr, block.jc,
                block.nc, block.n},
       packed);
}

void contraction::packLhs(OpBuilder &b, Location loc, const Match &match,
                          const ContractionPlan &plan,
                          const VectorTarget &target, const CacheBlock &block,
                          Value packed) {
  pack(b, loc, target, block, plan.k,
       PackSpec{match.lhs.buffer, match.lhs.map, plan.m, plan.mr, block.ic,
                block.mc, block.m},
       packed);
}
