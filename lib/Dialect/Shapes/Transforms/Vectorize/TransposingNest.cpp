//===- TransposingNest.cpp - the tiled transposing loop nest --------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// emitTransposing (Nest.h): the loops, blocks and remainders (edge tiles,
// or element by element) of the transposing nest (TransposingNest.h).
//
//===----------------------------------------------------------------------===//

#include "TransposingNest.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::vectorize;

void mlir::shapes::vectorize::emitTransposing(OpBuilder &b, Location loc,
                                              const Kernel &kernel,
                                              int64_t across,
                                              const VectorTarget &target,
                                              const RunTimeFacts &facts) {
  TransposingPlan plan =
      planTransposing(shapeOf(kernel), across, target, facts);
  if (plan.open) {
    RunTimeQuestion question = *plan.open;
    emitRunTimeDecision(
        b, loc,
        [&](OpBuilder &b) {
          return runTimeCondition(b, loc, kernel, target, question,
                                  /*streams=*/1);
        },
        [&](OpBuilder &b, bool answer) {
          emitTransposing(b, loc, kernel, across, target,
                          facts.with(question, answer));
        });
    return;
  }
  TransposingNestEmitter(loc, kernel, plan, target).emit(b);
  // Non-temporal stores are weakly ordered (emitNest, VectorizeLoops.cpp).
  if (plan.aligned)
    LLVM::FenceOp::create(b, loc, LLVM::AtomicOrdering::seq_cst);
}

void TransposingNestEmitter::emit(OpBuilder &b) {
  createSharedValues(b);
  // The column blocks in parallel when there is no other dimension (the
  // columns outside the tiles too), else the outermost other loop.
  OpBuilder::InsertionGuard guard(b);
  Starts starts = emitOtherLoops(b);
  emitColumnBlocks(b, starts);
}

void TransposingNestEmitter::createSharedValues(OpBuilder &b) {
  zero = indexConstant(b, loc, 0);
  one = indexConstant(b, loc, 1);
  lanesValue = indexConstant(b, loc, lanes);
  rowsValue = valueOf(b, loc, kernel.sizes[across]);
  columnsValue = valueOf(b, loc, kernel.sizes[inner]);
  total = valueOf(b, loc, kernel.extent(inner));
  head = zero;
  if (aligned) {
    Value offset = valueOf(b, loc, kernel.dest.offset);
    head = isKnown(columnExtent)
               ? alignmentHead(b, loc, target.lineBytes, kernel.dest.flat,
                               offset, bytes, columnExtent)
               : alignmentHead(b, loc, target.lineBytes, kernel.dest.flat,
                               offset, bytes, total);
  }
  columnTiles = arith::DivUIOp::create(
      b, loc, arith::SubIOp::create(b, loc, total, head), lanesValue);
  vectorEnd = arith::AddIOp::create(
      b, loc, head, arith::MulIOp::create(b, loc, columnTiles, lanesValue));
  wholeColumnTiles = columnTiles;
  if (kernel.isPadded(inner))
    wholeColumnTiles = arith::DivUIOp::create(
        b, loc,
        arith::SubIOp::create(
            b, loc, columnsValue,
            arith::MinUIOp::create(b, loc, head, columnsValue)),
        lanesValue);
  if (plan.rowHeadSource) {
    const Access &source = kernel.sources[*plan.rowHeadSource];
    Value start = valueOf(b, loc, source.offset);
    if (isKnown(rowTiles)) {
      rowHead = alignmentHead(b, loc, target.lineBytes, source.flat, start,
                              bytes, lanes);
    } else {
      // Rows known at run time: at most the rows, and 0 unless the
      // source's rows all start at the same distance from a line.
      SmallVector<OpFoldResult> others;
      for (auto [l, stride] : llvm::enumerate(source.strides))
        if (static_cast<int64_t>(l) != across)
          others.push_back(stride);
      rowHead = arith::SelectOp::create(
          b, loc, wholeLines(b, loc, others, bytes, target.lineBytes),
          alignmentHead(b, loc, target.lineBytes, source.flat, start, bytes,
                        rowsValue),
          zero);
    }
  }
  if (rowHead)
    rowTilesValue = arith::DivUIOp::create(
        b, loc, arith::SubIOp::create(b, loc, rowsValue, rowHead), lanesValue);
  else if (isKnown(rowTiles))
    rowTilesValue = indexConstant(b, loc, rowTiles);
  else
    rowTilesValue = arith::DivUIOp::create(b, loc, rowsValue, lanesValue);
}

Starts TransposingNestEmitter::emitOtherLoops(OpBuilder &b) {
  SmallVector<Value> outerIvs;
  for (auto [k, l] : llvm::enumerate(outerLoops)) {
    Value upper = valueOf(b, loc, kernel.extent(l));
    if (k == 0) {
      auto loop = scf::ParallelOp::create(b, loc, ValueRange{zero},
                                          ValueRange{upper}, ValueRange{one});
      b.setInsertionPoint(loop.getBody()->getTerminator());
      outerIvs.push_back(loop.getInductionVars()[0]);
    } else {
      auto loop = scf::ForOp::create(b, loc, zero, upper, one);
      b.setInsertionPoint(loop.getBody()->getTerminator());
      outerIvs.push_back(loop.getInductionVar());
    }
  }
  Starts starts = startsAt(b, outerIvs);
  // An instance of the outer loops in their padding: all padding.
  if (Value outside = inPadding(b, loc, kernel, outerLoops, outerIvs)) {
    auto ifOutside =
        scf::IfOp::create(b, loc, outside, /*withElseRegion=*/true);
    OpBuilder then = ifOutside.getThenBodyBuilder();
    auto rowLoop = scf::ForOp::create(
        then, loc, zero, valueOf(then, loc, kernel.extent(across)), one);
    then.setInsertionPoint(rowLoop.getBody()->getTerminator());
    emitPaddingRow(then, loc, target, kernel,
                   addIndex(then, loc, starts.dest, rowLoop.getInductionVar(),
                            kernel.dest.strides[across]),
                   zero, total);
    b.setInsertionPoint(ifOutside.elseBlock()->getTerminator());
  }
  return starts;
}

void TransposingNestEmitter::emitOutsideColumns(OpBuilder &b,
                                                const Starts &starts,
                                                Value rowLower,
                                                Value rowUpper) {
  if (aligned)
    emitOutside(b, starts, rowLower, rowUpper, zero, head,
                /*byColumns=*/false);
  emitOutside(b, starts, rowLower, rowUpper, vectorEnd, total,
              /*byColumns=*/false);
}

void TransposingNestEmitter::emitOutside(OpBuilder &b, const Starts &starts,
                                         Value rowLower, Value rowUpper,
                                         Value lower, Value upper,
                                         bool byColumns) {
  if (batchEdges) {
    if (part != Part::Tiles)
      pendingEdges.push_back({rowLower, rowUpper, lower, upper});
  } else if (maskedEdges)
    emitEdgeTiles(b, starts, rowLower, rowUpper, lower, upper);
  else if (byColumns)
    scalarColumns(b, starts.sources, starts.dest, rowLower, rowUpper, lower,
                  upper);
  else
    scalarBlock(b, starts.sources, starts.dest, rowLower, rowUpper, lower,
                upper);
}

void TransposingNestEmitter::emitEdgeTiles(OpBuilder &b, const Starts &starts,
                                           Value rowLower, Value rowUpper,
                                           Value lower, Value upper) {
  OpBuilder::InsertionGuard guard(b);
  auto rowLoop = scf::ForOp::create(b, loc, rowLower, rowUpper, lanesValue);
  b.setInsertionPoint(rowLoop.getBody()->getTerminator());
  auto columnLoop = scf::ForOp::create(b, loc, lower, upper, lanesValue);
  b.setInsertionPoint(columnLoop.getBody()->getTerminator());
  emitTile(b, starts, rowLoop.getInductionVar(), columnLoop.getInductionVar(),
           Ahead(), /*partial=*/true, Edge{rowUpper, upper});
}

void TransposingNestEmitter::emitPendingEdges(OpBuilder &b,
                                              const Starts &starts) {
  SmallVector<EdgeRegion> regions = std::move(pendingEdges);
  pendingEdges.clear();
  if (regions.empty())
    return;
  if (regions.size() == 1) {
    const EdgeRegion &region = regions.front();
    emitEdgeTiles(b, starts, region.rowLower, region.rowUpper, region.lower,
                  region.upper);
    return;
  }
  OpBuilder::InsertionGuard guard(b);
  auto loop = scf::ForOp::create(b, loc, zero,
                                 indexConstant(b, loc, regions.size()), one);
  b.setInsertionPoint(loop.getBody()->getTerminator());
  Value k = loop.getInductionVar();
  // The bound `field` of region k.
  auto pick = [&](Value EdgeRegion::*field) {
    Value picked = regions.back().*field;
    for (int64_t i = regions.size() - 2; i >= 0; --i)
      picked = arith::SelectOp::create(
          b, loc,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, k,
                                indexConstant(b, loc, i)),
          regions[i].*field, picked);
    return picked;
  };
  emitEdgeTiles(b, starts, pick(&EdgeRegion::rowLower),
                pick(&EdgeRegion::rowUpper), pick(&EdgeRegion::lower),
                pick(&EdgeRegion::upper));
}

void TransposingNestEmitter::emitBlockBody(OpBuilder &b, const Starts &starts,
                                           Value block, Value columnBlocks) {
  // With gathered edges, the tiles alone: the edges of all the blocks come
  // after the loop (emitColumnBlocks), so that their bounds take no
  // register in the tiles' loops.
  if (batchEdges) {
    part = Part::Tiles;
    emitColumnBlock(b, starts, block);
    part = Part::All;
    return;
  }
  emitColumnBlock(b, starts, block);
  if (!outerLoops.empty())
    return;
  // With no other loop, each block also does its share of the rows of the
  // columns outside the tiles: rows [block * rows / blocks, (block + 1) *
  // rows / blocks).
  auto rowOf = [&](Value k) -> Value {
    return arith::DivUIOp::create(
        b, loc, arith::MulIOp::create(b, loc, k, rowExtentValue), columnBlocks);
  };
  Value firstRow = rowOf(block);
  Value endRow = rowOf(arith::AddIOp::create(b, loc, block, one));
  emitOutsideColumns(b, starts, firstRow, endRow);
}

void TransposingNestEmitter::emitColumnBlocks(OpBuilder &b,
                                              const Starts &starts) {
  rowExtentValue = valueOf(b, loc, kernel.extent(across));
  {
    OpBuilder::InsertionGuard guard(b);
    Value columnBlocks = arith::DivUIOp::create(
        b, loc,
        arith::AddIOp::create(b, loc, columnTiles,
                              indexConstant(b, loc, plan.blockTiles - 1)),
        indexConstant(b, loc, plan.blockTiles));
    Operation *blocks;
    Value block;
    if (outerLoops.empty()) {
      auto loop = scf::ParallelOp::create(
          b, loc, ValueRange{zero}, ValueRange{columnBlocks}, ValueRange{one});
      blocks = loop;
      block = loop.getInductionVars()[0];
    } else {
      auto loop = scf::ForOp::create(b, loc, zero, columnBlocks, one);
      blocks = loop;
      block = loop.getInductionVar();
    }
    b.setInsertionPoint(blocks->getRegion(0).front().getTerminator());
    emitBlockBody(b, starts, block, columnBlocks);
    // With gathered edges, every edge after the loop: the rows outside
    // the rows of tiles over all the column tiles, and the columns outside
    // the tiles over all the rows.
    if (batchEdges) {
      b.setInsertionPointAfter(blocks);
      part = Part::Edges;
      emitColumnRange(b, starts, zero, columnTiles);
      emitOutsideColumns(b, starts, zero, rowExtentValue);
      emitPendingEdges(b, starts);
      part = Part::All;
      return;
    }
    // With no other loop and no column block, the columns outside the
    // tiles after the loop.
    if (outerLoops.empty()) {
      b.setInsertionPointAfter(blocks);
      Value none = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                         columnBlocks, zero);
      auto ifNone = scf::IfOp::create(b, loc, none, /*withElseRegion=*/false);
      OpBuilder then = ifNone.getThenBodyBuilder();
      emitOutsideColumns(then, starts, zero, rowExtentValue);
    }
  }
  if (!outerLoops.empty())
    emitOutsideColumns(b, starts, zero, rowExtentValue);
}

/// Element by element along loop `along` (across or inner), over [lower,
/// upper), at index `at` of the other one.
void TransposingNestEmitter::scalarLine(OpBuilder &b,
                                        ArrayRef<Value> sourceStarts,
                                        Value destStart, int64_t along,
                                        Value at, Value lower, Value upper) {
  int64_t other = along == inner ? across : inner;
  Kernel line = kernel;
  line.sizes = {kernel.sizes[along]};
  line.dest.strides = {kernel.dest.strides[along]};
  SmallVector<Value> starts;
  for (auto [k, source] : llvm::enumerate(kernel.sources)) {
    starts.push_back(
        addIndex(b, loc, sourceStarts[k], at, source.strides[other]));
    line.sources[k].strides = {source.strides[along]};
  }
  emitScalarLoop(b, loc, line, starts,
                 addIndex(b, loc, destStart, at, kernel.dest.strides[other]),
                 lower, upper);
}

/// Element by element, over rows [rowLower, rowUpper) x columns [lower,
/// upper) of the destination: the logical elements, and, when the nest
/// writes the padding, the padding among them, row by row.
void TransposingNestEmitter::scalarBlock(OpBuilder &b,
                                         ArrayRef<Value> sourceStarts,
                                         Value destStart, Value rowLower,
                                         Value rowUpper, Value lower,
                                         Value upper) {
  OpBuilder::InsertionGuard guard(b);
  auto rowLoop = scf::ForOp::create(b, loc, rowLower, rowUpper, one);
  b.setInsertionPoint(rowLoop.getBody()->getTerminator());
  Value r = rowLoop.getInductionVar();
  Value dst = addIndex(b, loc, destStart, r, kernel.dest.strides[across]);
  // The logical columns of the row: [lower, logicalEnd); none in a row
  // of padding.
  Value logicalEnd = upper;
  bool padded = kernel.isPadded(across) || kernel.isPadded(inner);
  if (padded)
    logicalEnd = arith::SelectOp::create(
        b, loc, below(b, r, rowsValue),
        arith::MaxUIOp::create(
            b, loc, lower, arith::MinUIOp::create(b, loc, upper, columnsValue)),
        lower);
  scalarLine(b, sourceStarts, destStart, inner, r, lower, logicalEnd);
  if (padded)
    emitPaddingRow(b, loc, target, kernel, dst, logicalEnd, upper);
}

/// The same as scalarBlock, column by column: a column's elements of
/// consecutive rows are consecutive in a transposed source. For the few
/// rows outside the rows of tiles of a non-padded dimension `across`.
void TransposingNestEmitter::scalarColumns(OpBuilder &b,
                                           ArrayRef<Value> sourceStarts,
                                           Value destStart, Value rowLower,
                                           Value rowUpper, Value lower,
                                           Value upper) {
  OpBuilder::InsertionGuard guard(b);
  // The logical columns, then the padding ones row by row.
  Value logicalEnd = upper;
  if (kernel.isPadded(inner))
    logicalEnd = arith::MaxUIOp::create(
        b, loc, lower, arith::MinUIOp::create(b, loc, upper, columnsValue));
  {
    OpBuilder::InsertionGuard guard(b);
    auto columnLoop = scf::ForOp::create(b, loc, lower, logicalEnd, one);
    b.setInsertionPoint(columnLoop.getBody()->getTerminator());
    scalarLine(b, sourceStarts, destStart, across, columnLoop.getInductionVar(),
               rowLower, rowUpper);
  }
  if (!kernel.isPadded(inner))
    return;
  auto rowLoop = scf::ForOp::create(b, loc, rowLower, rowUpper, one);
  b.setInsertionPoint(rowLoop.getBody()->getTerminator());
  emitPaddingRow(b, loc, target, kernel,
                 addIndex(b, loc, destStart, rowLoop.getInductionVar(),
                          kernel.dest.strides[across]),
                 logicalEnd, upper);
}

/// Where the instance `outerIvs` of the outer loops starts in each buffer.
Starts TransposingNestEmitter::startsAt(OpBuilder &b, ValueRange outerIvs) {
  Starts starts;
  auto stridesOf = [&](const Access &access) {
    SmallVector<OpFoldResult> strides;
    for (int64_t l : outerLoops)
      strides.push_back(access.strides[l]);
    return strides;
  };
  for (const Access &source : kernel.sources)
    starts.sources.push_back(
        linearIndex(b, loc, source.offset, stridesOf(source), outerIvs));
  starts.dest =
      linearIndex(b, loc, kernel.dest.offset, stridesOf(kernel.dest), outerIvs);
  return starts;
}

/// The first column of column tile `tile`.
Value TransposingNestEmitter::columnOf(OpBuilder &b, Value tile) {
  return arith::AddIOp::create(b, loc, head,
                               arith::MulIOp::create(b, loc, tile, lanesValue));
}

/// The first row of the row of tiles `t`.
Value TransposingNestEmitter::rowOfTile(OpBuilder &b, Value t) {
  Value row = arith::MulIOp::create(b, loc, t, lanesValue);
  return rowHead ? arith::AddIOp::create(b, loc, rowHead, row) : row;
}

/// The partial tiles of columns [first, tiles.endTile) at row r.
void TransposingNestEmitter::emitPartialTiles(OpBuilder &b,
                                              const Starts &starts,
                                              const ColumnBlock &tiles, Value r,
                                              Value first) {
  OpBuilder::InsertionGuard guard(b);
  auto loop = scf::ForOp::create(b, loc, first, tiles.endTile, one);
  b.setInsertionPoint(loop.getBody()->getTerminator());
  emitTile(b, starts, r, columnOf(b, loop.getInductionVar()), Ahead(),
           /*partial=*/true);
}

/// The k-th tile of the block, row of tiles by row of tiles, prefetches
/// the source rows [k * aheadRows, (k + 1) * aheadRows) of the column
/// block: the next block's lines in the order of the source's memory
/// (measured faster than the tile's own rows). A column block of fewer
/// tiles has fewer rows: the last ones again.
/// `tileRow`: the row of tiles in the block; `tile`: the column tile.
Ahead TransposingNestEmitter::aheadOf(OpBuilder &b, const ColumnBlock &tiles,
                                      Value nextRow, Value tileRow,
                                      Value tile) {
  Value blockTiles = tiles.blockTiles, firstTile = tiles.firstTile,
        endWhole = tiles.endWhole;
  Value k = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, tileRow, blockTiles),
      arith::SubIOp::create(b, loc, tile, firstTile));
  Value lastRows = arith::SubIOp::create(
      b, loc,
      arith::MulIOp::create(b, loc,
                            arith::SubIOp::create(b, loc, endWhole, firstTile),
                            lanesValue),
      indexConstant(b, loc, aheadRows));
  Value offset = arith::MinUIOp::create(
      b, loc,
      arith::MulIOp::create(b, loc, k, indexConstant(b, loc, aheadRows)),
      lastRows);
  return {nextRow,
          arith::AddIOp::create(b, loc, columnOf(b, firstTile), offset)};
}

/// The whole rows of tiles of column block `tiles`, in blocks of
/// blockTiles rows of tiles, each block prefetching the next one's source
/// lines; the partial tiles of each row after the whole ones.
void TransposingNestEmitter::emitRowsOfTiles(OpBuilder &b, const Starts &starts,
                                             const ColumnBlock &tiles) {
  Value blockTiles = tiles.blockTiles, firstTile = tiles.firstTile,
        endWhole = tiles.endWhole, firstPartial = tiles.firstPartial;
  OpBuilder::InsertionGuard guard(b);
  Value rowBlocks =
      rowHead || !isKnown(rowTiles)
          ? arith::DivUIOp::create(
                b, loc,
                arith::AddIOp::create(
                    b, loc, rowTilesValue,
                    indexConstant(b, loc, plan.blockTiles - 1)),
                blockTiles)
                .getResult()
          : indexConstant(b, loc, llvm::divideCeil(rowTiles, plan.blockTiles));
  auto blocks = scf::ForOp::create(b, loc, zero, rowBlocks, one);
  b.setInsertionPoint(blocks.getBody()->getTerminator());
  Value firstRow =
      arith::MulIOp::create(b, loc, blocks.getInductionVar(), blockTiles);
  Value endRow = arith::MinUIOp::create(
      b, loc, arith::AddIOp::create(b, loc, firstRow, blockTiles),
      rowTilesValue);
  // The next block, or the last whole one (a whole one: every
  // prefetched line is inside the tiles).
  Value nextRow;
  if (plan.prefetchNextBlock)
    nextRow = rowOfTile(
        b, arith::MinUIOp::create(
               b, loc, arith::AddIOp::create(b, loc, firstRow, blockTiles),
               lastWholeBlock(b, blockTiles)));
  auto rowLoop = scf::ForOp::create(b, loc, firstRow, endRow, one);
  b.setInsertionPoint(rowLoop.getBody()->getTerminator());
  Value r = rowOfTile(b, rowLoop.getInductionVar());
  Value tileRow =
      nextRow
          ? arith::SubIOp::create(b, loc, rowLoop.getInductionVar(), firstRow)
          : Value();
  auto columnLoop = scf::ForOp::create(b, loc, firstTile, endWhole, one);
  if (firstPartial) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointAfter(columnLoop);
    emitPartialTiles(b, starts, tiles, r, firstPartial);
  }
  b.setInsertionPoint(columnLoop.getBody()->getTerminator());
  Value tile = columnLoop.getInductionVar();
  Ahead ahead = nextRow ? aheadOf(b, tiles, nextRow, tileRow, tile) : Ahead();
  emitTile(b, starts, r, columnOf(b, tile), ahead, /*partial=*/false);
}

/// The tiles of column block `block` (blockTiles column tiles), every
/// row: blocks of blockTiles x blockTiles tiles down the rows, each
/// walked row of tiles by row of tiles, so that every destination row
/// gets blockTiles consecutive lines while the source lines the block
/// reads stay in the cache; then the last rows, fewer than a tile.
void TransposingNestEmitter::emitColumnBlock(OpBuilder &b, const Starts &starts,
                                             Value block) {
  Value blockTiles = indexConstant(b, loc, plan.blockTiles);
  Value firstTile = arith::MulIOp::create(b, loc, block, blockTiles);
  Value endTile = arith::MinUIOp::create(
      b, loc, arith::AddIOp::create(b, loc, firstTile, blockTiles),
      columnTiles);
  emitColumnRange(b, starts, firstTile, endTile);
}

/// The column tiles [firstTile, endTile), every row (emitColumnBlock).
void TransposingNestEmitter::emitColumnRange(OpBuilder &b, const Starts &starts,
                                             Value firstTile, Value endTile) {
  OpBuilder::InsertionGuard guard(b);
  Value blockTiles = indexConstant(b, loc, plan.blockTiles);
  // The block's whole tiles, and its partial ones (from `firstPartial`).
  Value endWhole = endTile, firstPartial;
  if (kernel.isPadded(inner)) {
    endWhole = arith::MinUIOp::create(b, loc, endTile, wholeColumnTiles);
    firstPartial = arith::MaxUIOp::create(b, loc, firstTile, endWhole);
  }
  ColumnBlock tiles{blockTiles, firstTile, endTile, endWhole, firstPartial};
  // The rows before the first row of tiles.
  if (rowHead)
    emitOutside(b, starts, zero, rowHead, columnOf(b, firstTile),
                columnOf(b, endTile), /*byColumns=*/true);
  if ((!isKnown(rowTiles) || rowTiles > 0) && part != Part::Edges)
    emitRowsOfTiles(b, starts, tiles);

  // The rows after the last row of tiles, after a head.
  if (rowHead)
    emitOutside(b, starts,
                addIndex(b, loc, rowHead, rowTilesValue, b.getIndexAttr(lanes)),
                rowsValue, columnOf(b, firstTile), columnOf(b, endTile),
                /*byColumns=*/true);
  // The row of tiles that runs into the padding rows.
  if (isKnown(rowTiles) && paddedRowTiles > rowTiles)
    emitPartialTiles(b, starts, tiles, indexConstant(b, loc, rowTiles * lanes),
                     firstTile);
  if (rowHead)
    return;
  // The rows after the last row of tiles.
  if (!isKnown(rowExtent)) {
    emitOutside(b, starts,
                arith::MulIOp::create(b, loc, rowTilesValue, lanesValue),
                rowExtentValue, columnOf(b, firstTile), columnOf(b, endTile),
                /*byColumns=*/false);
    return;
  }
  Value rowsDone = isKnown(paddedRowTiles)
                       ? indexConstant(b, loc, paddedRowTiles * lanes)
                       : emitRunTimePartialRow(b, starts, tiles);
  if (!isKnown(paddedRowTiles) || paddedRowTiles * lanes < rowExtent)
    emitOutside(b, starts, rowsDone, indexConstant(b, loc, rowExtent),
                columnOf(b, firstTile), columnOf(b, endTile),
                /*byColumns=*/false);
}

/// With rows known only at run time below known physical rows (a bounded
/// dimension): the row of partial tiles after the whole ones, when some
/// rows are left and a tile of rows fits in the physical ones. Returns the
/// first row after it (after the whole rows of tiles when there is none).
Value TransposingNestEmitter::emitRunTimePartialRow(OpBuilder &b,
                                                    const Starts &starts,
                                                    const ColumnBlock &tiles) {
  Value first = arith::MulIOp::create(b, loc, rowTilesValue, lanesValue);
  Value end = arith::AddIOp::create(b, loc, first, lanesValue);
  Value partial = arith::AndIOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, first,
                            rowsValue),
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, end,
                            indexConstant(b, loc, rowExtent)));
  auto ifPartial = scf::IfOp::create(b, loc, partial, /*withElseRegion=*/false);
  OpBuilder then = ifPartial.getThenBodyBuilder();
  emitPartialTiles(then, starts, tiles, first, tiles.firstTile);
  return arith::SelectOp::create(b, loc, partial, end, first);
}

/// The first row of tiles of the last whole block of them: the rows of
/// tiles less a block, or 0 when there is no whole block (with rows known
/// only at run time).
Value TransposingNestEmitter::lastWholeBlock(OpBuilder &b, Value blockTiles) {
  // Known rows after a row head: called only with a whole block
  // (TransposingPlan::prefetchNextBlock).
  if (rowHead && isKnown(rowTiles))
    return arith::SubIOp::create(b, loc, rowTilesValue, blockTiles);
  if (isKnown(rowTiles))
    return indexConstant(b, loc, rowTiles - plan.blockTiles);
  Value whole = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge,
                                      rowTilesValue, blockTiles);
  return arith::SelectOp::create(
      b, loc, whole, arith::SubIOp::create(b, loc, rowTilesValue, blockTiles),
      zero);
}
