//===- TransposingNest.cpp - the tiled transposing loop nest --------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "Nest.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::shapes;

namespace mlir {
namespace shapes {
namespace vectorize {

bool emitTransposing(OpBuilder &b, Location loc, const Kernel &kernel,
                     int64_t across, const VectorTarget &target) {
  TransposingPlan plan = planTransposing(shapeOf(kernel), across, target);
  int64_t bytes = elementBytes(elementTypeOf(kernel.dest));
  int64_t lanes = plan.lanes;
  int64_t inner = plan.inner;
  int64_t rows = plan.rows, columns = plan.columns;
  // With the padding: the rows and columns of the physical buffer.
  int64_t rowExtent = plan.rowExtent, columnExtent = plan.columnExtent;
  bool aligned = plan.aligned;

  Value zero = indexConstant(b, loc, 0), one = indexConstant(b, loc, 1);
  Value lanesValue = indexConstant(b, loc, lanes);
  Value rowsValue = indexConstant(b, loc, rows);
  Value columnsValue = indexConstant(b, loc, columns);
  Value total = indexConstant(b, loc, columnExtent);
  Value head =
      aligned ? alignmentHead(b, loc, target.lineBytes, kernel.dest.view.flat,
                              indexConstant(b, loc, kernel.dest.view.offset),
                              bytes, columnExtent)
              : zero;
  Value columnTiles = arith::DivUIOp::create(
      b, loc, arith::SubIOp::create(b, loc, total, head), lanesValue);
  Value vectorEnd = arith::AddIOp::create(
      b, loc, head, arith::MulIOp::create(b, loc, columnTiles, lanesValue));
  int64_t rowTiles = plan.rowTiles;
  // Tiles that run into the padding ("partial": masked loads, the padding
  // value in the lanes outside the logical elements): the column tiles
  // from `wholeColumnTiles` on, and the row of tiles from `rowTiles` (when
  // it fits in the physical rows: `paddedRowTiles`).
  Value wholeColumnTiles = columnTiles;
  if (kernel.isPadded(inner))
    wholeColumnTiles = arith::DivUIOp::create(
        b, loc,
        arith::SubIOp::create(
            b, loc, columnsValue,
            arith::MinUIOp::create(b, loc, head, columnsValue)),
        lanesValue);
  int64_t paddedRowTiles = plan.paddedRowTiles;

  // The loops other than `across` and `inner`.
  ArrayRef<int64_t> outerSizes = plan.outerSizes, outerLoops = plan.outerLoops;
  auto vectorOf = [&](Value flat) {
    return VectorType::get({lanes},
                           cast<MemRefType>(flat.getType()).getElementType());
  };

  // Where the rows of tiles start: at 0, or at the first aligned column of
  // the plan's row head source. The rows before it and after the last tile
  // are computed element by element, column by column.
  Value rowHead;
  if (plan.rowHeadSource) {
    const Access &source = kernel.sources[*plan.rowHeadSource];
    rowHead =
        alignmentHead(b, loc, target.lineBytes, source.view.flat,
                      indexConstant(b, loc, source.view.offset), bytes, lanes);
  }
  // The whole rows of tiles (rowTiles, or one fewer after a head).
  Value rowTilesValue =
      rowHead ? arith::DivUIOp::create(
                    b, loc, arith::SubIOp::create(b, loc, rowsValue, rowHead),
                    lanesValue)
                    .getResult()
              : indexConstant(b, loc, rowTiles);

  auto below = [&](OpBuilder &b, Value index, Value size) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, index, size)
        .getResult();
  };
  // Element by element along loop `along` (across or inner), over [lower,
  // upper), at index `at` of the other one.
  auto scalarLine = [&](OpBuilder &b, ArrayRef<Value> sourceStarts,
                        Value destStart, int64_t along, Value at, Value lower,
                        Value upper) {
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
  };
  // Element by element, over rows [rowLower, rowUpper) x columns [lower,
  // upper) of the destination: the logical elements, and, when the nest
  // writes the padding, the padding among them, row by row.
  auto scalarBlock = [&](OpBuilder &b, ArrayRef<Value> sourceStarts,
                         Value destStart, Value rowLower, Value rowUpper,
                         Value lower, Value upper) {
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
              b, loc, lower,
              arith::MinUIOp::create(b, loc, upper, columnsValue)),
          lower);
    scalarLine(b, sourceStarts, destStart, inner, r, lower, logicalEnd);
    if (padded)
      emitPaddingRow(b, loc, target, kernel, dst, logicalEnd, upper);
  };

  // The same as scalarBlock, column by column: a column's elements of
  // consecutive rows are consecutive in a transposed source. For the few
  // rows outside the rows of tiles of a non-padded dimension `across`.
  auto scalarColumns = [&](OpBuilder &b, ArrayRef<Value> sourceStarts,
                           Value destStart, Value rowLower, Value rowUpper,
                           Value lower, Value upper) {
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
      scalarLine(b, sourceStarts, destStart, across,
                 columnLoop.getInductionVar(), rowLower, rowUpper);
    }
    if (!kernel.isPadded(inner))
      return;
    auto rowLoop = scf::ForOp::create(b, loc, rowLower, rowUpper, one);
    b.setInsertionPoint(rowLoop.getBody()->getTerminator());
    emitPaddingRow(b, loc, target, kernel,
                   addIndex(b, loc, destStart, rowLoop.getInductionVar(),
                            kernel.dest.strides[across]),
                   logicalEnd, upper);
  };

  // Where the outer loops' instance `outerIvs` starts in each buffer.
  struct Starts {
    SmallVector<Value> sources;
    Value dest;
  };
  auto startsAt = [&](OpBuilder &b, ValueRange outerIvs) {
    Starts starts;
    auto stridesOf = [&](const Access &access) {
      SmallVector<int64_t> strides;
      for (int64_t l : outerLoops)
        strides.push_back(access.strides[l]);
      return strides;
    };
    for (const Access &source : kernel.sources)
      starts.sources.push_back(
          linearIndex(b, loc, source.view.offset, stridesOf(source), outerIvs));
    starts.dest = linearIndex(b, loc, kernel.dest.view.offset,
                              stridesOf(kernel.dest), outerIvs);
    return starts;
  };

  // The next block's source lines that a tile prefetches: those of the
  // source rows [column, column + lanes / blockTiles) (a column of the
  // destination), the blockTiles vectors from `row` on (null: none).
  struct Ahead {
    Value row, column;
  };
  int64_t aheadRows = plan.aheadRows;
  // The indices of those lines (lanes of them) in the flat source.
  auto prefetchIndices = [&](OpBuilder &b, const Access &source, Value start,
                             const Ahead &ahead) {
    SmallVector<Value> indices;
    if (!ahead.row)
      return indices;
    Value first = addIndex(
        b, loc, addIndex(b, loc, start, ahead.column, source.strides[inner]),
        ahead.row, source.strides[across]);
    for (int64_t q = 0; q < aheadRows; ++q)
      for (int64_t m = 0; m < plan.blockTiles; ++m) {
        // The last element of each vector: in a source whose rows are not
        // line-aligned, the 9th line the 8 vectors straddle is the next
        // block's first, prefetched here too.
        int64_t offset = q * source.strides[inner] +
                         ((m + 1) * lanes - 1) * source.strides[across];
        indices.push_back(arith::AddIOp::create(b, loc, first,
                                                indexConstant(b, loc, offset)));
      }
    return indices;
  };

  // The masks of a partial tile at rows r... x columns c...: of the lanes
  // of a row in the logical columns and of those of a column in the
  // logical rows; and r and c clamped to the last logical row and column
  // (every loaded address is a logical element's). A copy reads only its
  // transposed source, along the rows: no `columns`, no `column`.
  struct Masks {
    Value columns, rows, none, row, column;
  };
  auto masksAt = [&](OpBuilder &b, Value r, Value c) {
    auto maskType = VectorType::get({lanes}, b.getI1Type());
    auto left = [&](Value at, Value size) -> Value {
      Value count = arith::SubIOp::create(
          b, loc, size, arith::MinUIOp::create(b, loc, at, size));
      return vector::CreateMaskOp::create(
          b, loc, maskType,
          ValueRange{arith::MinUIOp::create(b, loc, count, lanesValue)});
    };
    Masks masks;
    masks.rows = left(r, rowsValue);
    masks.none = arith::ConstantOp::create(
        b, loc, maskType, DenseElementsAttr::get(maskType, false));
    masks.row =
        arith::MinUIOp::create(b, loc, r, indexConstant(b, loc, rows - 1));
    if (!kernel.isCopy) {
      masks.columns = left(c, columnsValue);
      masks.column =
          arith::MinUIOp::create(b, loc, c, indexConstant(b, loc, columns - 1));
    }
    return masks;
  };
  // `mask` where `valid`, no lane elsewhere.
  auto maskIf = [&](OpBuilder &b, Value valid, Value mask, const Masks &masks) {
    return arith::SelectOp::create(b, loc, valid, mask, masks.none).getResult();
  };

  // One tile: rows [r, r + lanes) x columns [c, c + lanes), and its share
  // of the prefetches of the next block. A partial tile (which runs into
  // the padding) reads the logical elements with masked loads and writes
  // the padding value in the other lanes.
  auto emitTile = [&](OpBuilder &b, const Starts &starts, Value r, Value c,
                      const Ahead &ahead, bool partial) {
    std::optional<Masks> masks;
    Value padding;
    if (partial) {
      masks = masksAt(b, r, c);
      padding = splatConstant(b, loc, kernel.padding, lanes);
    }
    // What masked-off lanes of a source load hold: the padding value for a
    // copy (whose lines then need no select), else zeros.
    auto passThrough = [&](OpBuilder &b, const Access &source) -> Value {
      if (kernel.isCopy)
        return padding;
      auto type = vectorOf(source.view.flat);
      return arith::ConstantOp::create(b, loc, type, b.getZeroAttr(type));
    };
    // Each transposed source: lanes rows of the source (the tile's columns
    // c + k), each a vector along the tile's rows r ..., transposed into
    // the tile's rows r + k.
    SmallVector<SmallVector<Value>> transposed(kernel.sources.size()),
        prefetches(kernel.sources.size());
    for (auto [s, source] : llvm::enumerate(kernel.sources)) {
      if (!plan.transposed[s])
        continue;
      prefetches[s] = prefetchIndices(b, source, starts.sources[s], ahead);
      auto lineType = vectorOf(source.view.flat);
      int64_t step = source.strides[inner];
      Value base, fill;
      if (masks)
        fill = passThrough(b, source);
      else
        base = addIndex(
            b, loc,
            addIndex(b, loc, starts.sources[s], c, source.strides[inner]), r,
            source.strides[across]);
      SmallVector<Value> lines;
      for (int64_t k = 0; k < lanes; ++k) {
        if (!masks) {
          Value index =
              k == 0 ? base
                     : arith::AddIOp::create(b, loc, base,
                                             indexConstant(b, loc, k * step));
          lines.push_back(vector::LoadOp::create(
              b, loc, lineType, source.view.flat, ValueRange{index}));
          continue;
        }
        // Source row c + k, if it is a logical column, else the last one
        // with no lane read.
        Value columnK =
            arith::AddIOp::create(b, loc, c, indexConstant(b, loc, k));
        Value clamped = arith::MinUIOp::create(
            b, loc, columnK, indexConstant(b, loc, columns - 1));
        Value index = addIndex(
            b, loc,
            addIndex(b, loc, starts.sources[s], clamped, source.strides[inner]),
            masks->row, source.strides[across]);
        Value mask =
            maskIf(b, below(b, columnK, columnsValue), masks->rows, *masks);
        lines.push_back(vector::MaskedLoadOp::create(
            b, loc, lineType, source.view.flat, ValueRange{index}, mask, fill));
      }
      transposed[s] = transposeTile(b, loc, lines);
    }
    // ... then the tile's rows r + k, one destination line each.
    Value destBase =
        addIndex(b, loc, starts.dest, r, kernel.dest.strides[across]);
    destBase = arith::AddIOp::create(b, loc, destBase, c);
    for (int64_t k = 0; k < lanes; ++k) {
      Value rowIndex =
          arith::AddIOp::create(b, loc, r, indexConstant(b, loc, k));
      // In a partial tile: the lanes of row r + k that are logical
      // elements, and the row read (the last logical one beyond them).
      Value lineMask, sourceRow = rowIndex;
      // (A copy's lines are its transposed source's, padding included.)
      if (masks && !kernel.isCopy) {
        lineMask =
            maskIf(b, below(b, rowIndex, rowsValue), masks->columns, *masks);
        sourceRow = arith::MinUIOp::create(b, loc, rowIndex,
                                           indexConstant(b, loc, rows - 1));
      }
      SmallVector<Value> values;
      for (auto [s, source] : llvm::enumerate(kernel.sources)) {
        if (!transposed[s].empty()) {
          values.push_back(transposed[s][k]);
          continue;
        }
        Value start = addIndex(b, loc, starts.sources[s], sourceRow,
                               source.strides[across]);
        if (source.strides[inner] == 0) {
          Value scalar = memref::LoadOp::create(b, loc, source.view.flat,
                                                ValueRange{start});
          values.push_back(vector::BroadcastOp::create(
              b, loc, vectorOf(source.view.flat), scalar));
          continue;
        }
        if (masks) {
          Value index = arith::AddIOp::create(b, loc, start, masks->column);
          values.push_back(vector::MaskedLoadOp::create(
              b, loc, vectorOf(source.view.flat), source.view.flat,
              ValueRange{index}, lineMask, passThrough(b, source)));
          continue;
        }
        Value index = arith::AddIOp::create(b, loc, start, c);
        values.push_back(
            vector::LoadOp::create(b, loc, vectorOf(source.view.flat),
                                   source.view.flat, ValueRange{index}));
      }
      Value line = kernel.body(b, loc, values, lanes);
      // The padding value outside the logical elements (a copy's loads
      // have put it there already).
      if (masks && !kernel.isCopy)
        line = arith::SelectOp::create(b, loc, lineMask, line, padding);
      Value index = arith::AddIOp::create(
          b, loc, destBase,
          indexConstant(b, loc, k * kernel.dest.strides[across]));
      vector::StoreOp::create(
          b, loc, line, kernel.dest.view.flat, ValueRange{index},
          /*nontemporal=*/aligned,
          aligned ? llvm::MaybeAlign(target.lineBytes) : llvm::MaybeAlign());
      // One prefetch of each transposed source after each store: issued
      // all at once, between the loads and the shuffles, they measured
      // 15-25% slower.
      for (auto [s, source] : llvm::enumerate(kernel.sources))
        if (!prefetches[s].empty())
          memref::PrefetchOp::create(b, loc, source.view.flat,
                                     ValueRange{prefetches[s][k]},
                                     /*isWrite=*/false, /*localityHint=*/1,
                                     /*isDataCache=*/true);
    }
  };

  // The tiles of column block `block` (blockTiles column tiles), every
  // row: blocks of blockTiles x blockTiles tiles down the rows, each
  // walked row of tiles by row of tiles, so that every destination row
  // gets blockTiles consecutive lines while the source lines the block
  // reads stay in the cache; then the last rows, fewer than a tile.
  auto emitColumnBlock = [&](OpBuilder &b, const Starts &starts, Value block) {
    OpBuilder::InsertionGuard guard(b);
    Value blockTiles = indexConstant(b, loc, plan.blockTiles);
    Value firstTile = arith::MulIOp::create(b, loc, block, blockTiles);
    Value endTile = arith::MinUIOp::create(
        b, loc, arith::AddIOp::create(b, loc, firstTile, blockTiles),
        columnTiles);
    auto columnOf = [&](OpBuilder &b, Value tile) -> Value {
      return arith::AddIOp::create(
          b, loc, head, arith::MulIOp::create(b, loc, tile, lanesValue));
    };
    // The block's whole tiles, and its partial ones (from `firstPartial`).
    Value endWhole = endTile, firstPartial;
    if (kernel.isPadded(inner)) {
      endWhole = arith::MinUIOp::create(b, loc, endTile, wholeColumnTiles);
      firstPartial = arith::MaxUIOp::create(b, loc, firstTile, endWhole);
    }
    // The partial tiles of columns [first, endTile) at row r.
    auto emitPartialTiles = [&](OpBuilder &b, Value r, Value first) {
      OpBuilder::InsertionGuard guard(b);
      auto loop = scf::ForOp::create(b, loc, first, endTile, one);
      b.setInsertionPoint(loop.getBody()->getTerminator());
      emitTile(b, starts, r, columnOf(b, loop.getInductionVar()), Ahead(),
               /*partial=*/true);
    };
    // The rows before the first row of tiles.
    if (rowHead)
      scalarColumns(b, starts.sources, starts.dest, zero, rowHead,
                    columnOf(b, firstTile), columnOf(b, endTile));
    if (rowTiles > 0) {
      OpBuilder::InsertionGuard guard(b);
      Value rowBlocks =
          rowHead ? arith::DivUIOp::create(
                        b, loc,
                        arith::AddIOp::create(
                            b, loc, rowTilesValue,
                            indexConstant(b, loc, plan.blockTiles - 1)),
                        blockTiles)
                        .getResult()
                  : indexConstant(b, loc,
                                  llvm::divideCeil(rowTiles, plan.blockTiles));
      auto blocks = scf::ForOp::create(b, loc, zero, rowBlocks, one);
      b.setInsertionPoint(blocks.getBody()->getTerminator());
      Value firstRow =
          arith::MulIOp::create(b, loc, blocks.getInductionVar(), blockTiles);
      Value endRow = arith::MinUIOp::create(
          b, loc, arith::AddIOp::create(b, loc, firstRow, blockTiles),
          rowTilesValue);
      // The first row of the row of tiles `t`.
      auto rowOfTile = [&](Value t) -> Value {
        Value row = arith::MulIOp::create(b, loc, t, lanesValue);
        return rowHead ? arith::AddIOp::create(b, loc, rowHead, row) : row;
      };
      // The next block, or the last whole one (a whole one: every
      // prefetched line is inside the tiles).
      Value nextRow;
      if (plan.prefetchNextBlock)
        nextRow = rowOfTile(arith::MinUIOp::create(
            b, loc, arith::AddIOp::create(b, loc, firstRow, blockTiles),
            rowHead ? arith::SubIOp::create(b, loc, rowTilesValue, blockTiles)
                          .getResult()
                    : indexConstant(b, loc, rowTiles - plan.blockTiles)));
      auto rowLoop = scf::ForOp::create(b, loc, firstRow, endRow, one);
      b.setInsertionPoint(rowLoop.getBody()->getTerminator());
      Value r = rowOfTile(rowLoop.getInductionVar());
      Value tileRow = nextRow ? arith::SubIOp::create(
                                    b, loc, rowLoop.getInductionVar(), firstRow)
                              : Value();
      auto columnLoop = scf::ForOp::create(b, loc, firstTile, endWhole, one);
      if (firstPartial) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointAfter(columnLoop);
        emitPartialTiles(b, r, firstPartial);
      }
      b.setInsertionPoint(columnLoop.getBody()->getTerminator());
      Value tile = columnLoop.getInductionVar();
      // The k-th tile of the block, row of tiles by row of tiles, prefetches
      // the source rows [k * aheadRows, (k + 1) * aheadRows) of the column
      // block: the next block's lines in the order of the source's memory
      // (measured faster than the tile's own rows). A column block of fewer
      // tiles has fewer rows: the last ones again.
      Ahead ahead;
      if (nextRow) {
        Value k = arith::AddIOp::create(
            b, loc, arith::MulIOp::create(b, loc, tileRow, blockTiles),
            arith::SubIOp::create(b, loc, tile, firstTile));
        Value lastRows = arith::SubIOp::create(
            b, loc,
            arith::MulIOp::create(
                b, loc, arith::SubIOp::create(b, loc, endWhole, firstTile),
                lanesValue),
            indexConstant(b, loc, aheadRows));
        Value offset = arith::MinUIOp::create(
            b, loc,
            arith::MulIOp::create(b, loc, k, indexConstant(b, loc, aheadRows)),
            lastRows);
        ahead = {nextRow,
                 arith::AddIOp::create(b, loc, columnOf(b, firstTile), offset)};
      }
      emitTile(b, starts, r, columnOf(b, tile), ahead, /*partial=*/false);
    }
    // The rows after the last row of tiles, after a head.
    if (rowHead)
      scalarColumns(b, starts.sources, starts.dest,
                    addIndex(b, loc, rowHead, rowTilesValue, lanes), rowsValue,
                    columnOf(b, firstTile), columnOf(b, endTile));
    // The row of tiles that runs into the padding rows.
    if (paddedRowTiles > rowTiles)
      emitPartialTiles(b, indexConstant(b, loc, rowTiles * lanes), firstTile);
    if (!rowHead && paddedRowTiles * lanes < rowExtent)
      scalarBlock(b, starts.sources, starts.dest,
                  indexConstant(b, loc, paddedRowTiles * lanes),
                  indexConstant(b, loc, rowExtent), columnOf(b, firstTile),
                  columnOf(b, endTile));
  };

  // The column blocks in parallel when there is no other dimension (the
  // columns outside the tiles too), else the outermost other loop.
  OpBuilder::InsertionGuard guard(b);
  SmallVector<Value> outerIvs;
  for (auto [k, size] : llvm::enumerate(outerSizes)) {
    Value upper = indexConstant(b, loc, size);
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
    auto rowLoop = scf::ForOp::create(then, loc, zero,
                                      indexConstant(then, loc, rowExtent), one);
    then.setInsertionPoint(rowLoop.getBody()->getTerminator());
    emitPaddingRow(then, loc, target, kernel,
                   addIndex(then, loc, starts.dest, rowLoop.getInductionVar(),
                            kernel.dest.strides[across]),
                   zero, total);
    b.setInsertionPoint(ifOutside.elseBlock()->getTerminator());
  }
  // The columns outside the tiles (before an aligned one, after the last
  // tile) of rows [rowLower, rowUpper), element by element.
  Value rowExtentValue = indexConstant(b, loc, rowExtent);
  auto emitOutsideColumns = [&](OpBuilder &b, Value rowLower, Value rowUpper) {
    if (aligned)
      scalarBlock(b, starts.sources, starts.dest, rowLower, rowUpper, zero,
                  head);
    scalarBlock(b, starts.sources, starts.dest, rowLower, rowUpper, vectorEnd,
                total);
  };
  {
    OpBuilder::InsertionGuard guard(b);
    Value columnBlocks = arith::DivUIOp::create(
        b, loc,
        arith::AddIOp::create(b, loc, columnTiles,
                              indexConstant(b, loc, plan.blockTiles - 1)),
        indexConstant(b, loc, plan.blockTiles));
    Operation *blocks;
    Value block;
    if (outerSizes.empty()) {
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
    emitColumnBlock(b, starts, block);
    if (outerSizes.empty()) {
      // Each block also does its share of the rows of the columns outside
      // the tiles: rows [block * rows / blocks, (block + 1) * rows / blocks).
      auto rowOf = [&](Value k) -> Value {
        return arith::DivUIOp::create(
            b, loc, arith::MulIOp::create(b, loc, k, rowExtentValue),
            columnBlocks);
      };
      Value firstRow = rowOf(block);
      Value endRow = rowOf(arith::AddIOp::create(b, loc, block, one));
      emitOutsideColumns(b, firstRow, endRow);
      // ... or, when there is no tile, the code after the loop.
      b.setInsertionPointAfter(blocks);
      Value none = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                         columnBlocks, zero);
      auto ifNone = scf::IfOp::create(b, loc, none, /*withElseRegion=*/false);
      OpBuilder then = ifNone.getThenBodyBuilder();
      emitOutsideColumns(then, zero, rowExtentValue);
    }
  }
  if (!outerSizes.empty())
    emitOutsideColumns(b, zero, rowExtentValue);
  return aligned;
}

} // namespace vectorize
} // namespace shapes
} // namespace mlir
