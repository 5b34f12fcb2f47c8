//===- TransposingTile.cpp - one tile of a transposing nest ---------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// One V x V tile of the transposing nest (TransposingNest.h): the loads of
// its transposed sources, transposed in registers (transposeTile), the
// rows of the other sources, the body, the stores and the prefetches of
// the next block; masked where the tile runs into the padding.
//
//===----------------------------------------------------------------------===//

#include "TransposingNest.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::vectorize;

Value TransposingNestEmitter::lastOf(OpBuilder &b, int64_t known, Value size) {
  if (isKnown(known))
    return indexConstant(b, loc, known - 1);
  return arith::SubIOp::create(b, loc, size, one);
}

/// index < size, as an i1.
Value TransposingNestEmitter::below(OpBuilder &b, Value index, Value size) {
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, index, size)
      .getResult();
}

/// The masks of the partial tile at rows r... x columns c... (Masks).
Masks TransposingNestEmitter::masksAt(OpBuilder &b, Value r, Value c) {
  auto left = [&](Value at, Value size) -> Value {
    Value count = arith::SubIOp::create(
        b, loc, size, arith::MinUIOp::create(b, loc, at, size));
    return arith::MinUIOp::create(b, loc, count, lanesValue);
  };
  Masks masks;
  masks.rows = left(r, rowsValue);
  masks.none = zero;
  masks.row = arith::MinUIOp::create(b, loc, r, lastOf(b, rows, rowsValue));
  if (!kernel.isCopy) {
    masks.columns = left(c, columnsValue);
    masks.column =
        arith::MinUIOp::create(b, loc, c, lastOf(b, columns, columnsValue));
  }
  return masks;
}

/// The mask of the first `count` lanes where `valid`, of no lane
/// elsewhere: a vector.create_mask of a count selected as a scalar. Not a
/// select of two masks: LLVM 22 miscompiles the select of two constant
/// <16 x i1> masks feeding a masked load on x86 without AVX-512 (the upper
/// eight lanes load whatever the mask).
Value TransposingNestEmitter::maskIf(OpBuilder &b, Value valid, Value count,
                                     const Masks &masks) {
  Value lanesOn = arith::SelectOp::create(b, loc, valid, count, masks.none);
  return vector::CreateMaskOp::create(
      b, loc, VectorType::get({lanes}, b.getI1Type()), ValueRange{lanesOn});
}

/// What masked-off lanes of a load of `source` hold: the padding value
/// for a copy (whose lines then need no select), else zeros.
Value TransposingNestEmitter::passThrough(OpBuilder &b, const Access &source,
                                          Value padding) {
  if (kernel.isCopy)
    return padding;
  auto type = vectorOf(source.flat);
  return arith::ConstantOp::create(b, loc, type, b.getZeroAttr(type));
}

/// The indices in the flat `source` of the lines (lanes of them) that a
/// tile prefetches of the next block (none when ahead.row is null);
/// `start`: where the instance of the outer loops starts in `source`.
SmallVector<Value> TransposingNestEmitter::prefetchIndices(OpBuilder &b,
                                                           const Access &source,
                                                           Value start,
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
      int64_t along = (m + 1) * lanes - 1;
      int64_t strideInner = knownValue(source.strides[inner]);
      int64_t strideAcross = knownValue(source.strides[across]);
      Value offset;
      if (isKnown(strideInner) && isKnown(strideAcross))
        offset = indexConstant(b, loc, q * strideInner + along * strideAcross);
      else
        offset = arith::AddIOp::create(
            b, loc, scaledIndex(b, loc, q, source.strides[inner]),
            scaledIndex(b, loc, along, source.strides[across]));
      indices.push_back(arith::AddIOp::create(b, loc, first, offset));
    }
  return indices;
}

/// The lines of transposed `source` that the tile at rows r... x columns
/// c... reads (lanes rows of the source, the tile's columns c + k, each a
/// vector along the tile's rows), transposed into the tile's rows r + k.
/// `start`: where the instance of the outer loops starts in `source`.
SmallVector<Value> TransposingNestEmitter::loadTransposed(
    OpBuilder &b, const Access &source, Value start, Value r, Value c,
    const std::optional<Masks> &masks, Value padding) {
  auto lineType = vectorOf(source.flat);
  OpFoldResult step = source.strides[inner];
  Value base, fill;
  if (masks)
    fill = passThrough(b, source, padding);
  else
    base = addIndex(b, loc, addIndex(b, loc, start, c, source.strides[inner]),
                    r, source.strides[across]);
  SmallVector<Value> lines;
  for (int64_t k = 0; k < lanes; ++k) {
    if (!masks) {
      Value index = k == 0 ? base
                           : arith::AddIOp::create(
                                 b, loc, base, scaledIndex(b, loc, k, step));
      lines.push_back(vector::LoadOp::create(b, loc, lineType, source.flat,
                                             ValueRange{index}));
      continue;
    }
    // Source row c + k, if it is a logical column, else the last one
    // with no lane read.
    Value columnK = arith::AddIOp::create(b, loc, c, indexConstant(b, loc, k));
    Value clamped = arith::MinUIOp::create(b, loc, columnK,
                                           lastOf(b, columns, columnsValue));
    Value index = addIndex(
        b, loc, addIndex(b, loc, start, clamped, source.strides[inner]),
        masks->row, source.strides[across]);
    Value mask =
        maskIf(b, below(b, columnK, columnsValue), masks->rows, *masks);
    lines.push_back(vector::MaskedLoadOp::create(
        b, loc, lineType, source.flat, ValueRange{index}, mask, fill));
  }
  return transposeTile(b, loc, target, lines);
}

/// The operands of the body for row r + k of the tile at rows r... x
/// columns c...: the transposed sources' rows, the other sources read
/// along row `sourceRow` (masked by `lineMask` in a partial tile), or
/// broadcast when invariant along it.
SmallVector<Value> TransposingNestEmitter::tileRowOperands(
    OpBuilder &b, const Starts &starts, ArrayRef<SmallVector<Value>> transposed,
    int64_t k, Value sourceRow, Value c, Value lineMask,
    const std::optional<Masks> &masks, Value padding) {
  SmallVector<Value> values;
  for (auto [s, source] : llvm::enumerate(kernel.sources)) {
    if (!transposed[s].empty()) {
      values.push_back(transposed[s][k]);
      continue;
    }
    Value start =
        addIndex(b, loc, starts.sources[s], sourceRow, source.strides[across]);
    if (knownValue(source.strides[inner]) == 0) {
      Value scalar =
          memref::LoadOp::create(b, loc, source.flat, ValueRange{start});
      values.push_back(
          vector::BroadcastOp::create(b, loc, vectorOf(source.flat), scalar));
      continue;
    }
    if (masks) {
      Value index = arith::AddIOp::create(b, loc, start, masks->column);
      values.push_back(vector::MaskedLoadOp::create(
          b, loc, vectorOf(source.flat), source.flat, ValueRange{index},
          lineMask, passThrough(b, source, padding)));
      continue;
    }
    Value index = arith::AddIOp::create(b, loc, start, c);
    values.push_back(vector::LoadOp::create(b, loc, vectorOf(source.flat),
                                            source.flat, ValueRange{index}));
  }
  return values;
}

/// One tile: rows [r, r + lanes) x columns [c, c + lanes), and its share
/// of the prefetches of the next block. A partial tile (which runs into
/// the padding) reads the logical elements with masked loads and writes
/// the padding value in the other lanes; an edge tile (of an unpadded
/// destination, `edge`) writes only the lanes inside the edge.
void TransposingNestEmitter::emitTile(OpBuilder &b, const Starts &starts,
                                      Value r, Value c, const Ahead &ahead,
                                      bool partial,
                                      const std::optional<Edge> &edge) {
  std::optional<Masks> masks;
  Value padding;
  if (partial) {
    masks = masksAt(b, r, c);
    // An unpadded destination: zeros in the masked-off lanes, never stored.
    if (kernel.padding) {
      padding = splatConstant(b, loc, kernel.padding, lanes);
    } else {
      auto type = vectorOf(kernel.dest.flat);
      padding = arith::ConstantOp::create(b, loc, type, b.getZeroAttr(type));
    }
  }
  // Each transposed source: lanes rows of the source (the tile's columns
  // c + k), each a vector along the tile's rows r ..., transposed into
  // the tile's rows r + k.
  SmallVector<SmallVector<Value>> transposed(kernel.sources.size()),
      prefetches(kernel.sources.size());
  for (auto [s, source] : llvm::enumerate(kernel.sources)) {
    if (!plan.transposed[s])
      continue;
    prefetches[s] = prefetchIndices(b, source, starts.sources[s], ahead);
    transposed[s] =
        loadTransposed(b, source, starts.sources[s], r, c, masks, padding);
  }
  // ... then the tile's rows r + k, one destination line each.
  Value destBase =
      addIndex(b, loc, starts.dest, r, kernel.dest.strides[across]);
  destBase = arith::AddIOp::create(b, loc, destBase, c);
  for (int64_t k = 0; k < lanes; ++k) {
    Value rowIndex = arith::AddIOp::create(b, loc, r, indexConstant(b, loc, k));
    // In a partial tile: the lanes of row r + k that are logical
    // elements, and the row read (the last logical one beyond them).
    Value lineMask, sourceRow = rowIndex;
    // (A copy's lines are its transposed source's, padding included.)
    if (masks && !kernel.isCopy) {
      lineMask =
          maskIf(b, below(b, rowIndex, rowsValue), masks->columns, *masks);
      sourceRow =
          arith::MinUIOp::create(b, loc, rowIndex, lastOf(b, rows, rowsValue));
    }
    SmallVector<Value> values = tileRowOperands(
        b, starts, transposed, k, sourceRow, c, lineMask, masks, padding);
    Value line = kernel.body(b, loc, values, lanes);
    // The padding value outside the logical elements (a copy's loads
    // have put it there already).
    if (masks && !kernel.isCopy && !edge)
      line = arith::SelectOp::create(b, loc, lineMask, line, padding);
    Value index = arith::AddIOp::create(
        b, loc, destBase, scaledIndex(b, loc, k, kernel.dest.strides[across]));
    storeLine(b, line, index, rowIndex, c, edge);
    // One prefetch of each transposed source after each store: issued
    // all at once, between the loads and the shuffles, they measured
    // 15-25% slower.
    for (auto [s, source] : llvm::enumerate(kernel.sources))
      if (!prefetches[s].empty())
        memref::PrefetchOp::create(b, loc, source.flat,
                                   ValueRange{prefetches[s][k]},
                                   /*isWrite=*/false, /*localityHint=*/1,
                                   /*isDataCache=*/true);
  }
}

/// Stores `line`, row `rowIndex` of the tile at columns c..., at element
/// `index` of the destination: a whole line, or in an edge tile only the
/// lanes inside the edge's rows and columns (a vector.maskedstore).
void TransposingNestEmitter::storeLine(OpBuilder &b, Value line, Value index,
                                       Value rowIndex, Value c,
                                       const std::optional<Edge> &edge) {
  if (!edge) {
    vector::StoreOp::create(b, loc, line, kernel.dest.flat, ValueRange{index},
                            /*nontemporal=*/aligned,
                            aligned ? llvm::MaybeAlign(target.lineBytes)
                                    : llvm::MaybeAlign());
    return;
  }
  Value count =
      arith::SubIOp::create(b, loc, edge->columnEnd,
                            arith::MinUIOp::create(b, loc, c, edge->columnEnd));
  count = arith::MinUIOp::create(b, loc, count, lanesValue);
  Value lanesOn = arith::SelectOp::create(
      b, loc, below(b, rowIndex, edge->rowEnd), count, zero);
  Value mask = vector::CreateMaskOp::create(
      b, loc, VectorType::get({lanes}, b.getI1Type()), ValueRange{lanesOn});
  vector::MaskedStoreOp::create(b, loc, kernel.dest.flat, ValueRange{index},
                                mask, line);
}
