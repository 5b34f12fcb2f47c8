//===- DynamicNest.cpp - vector loops with run-time trip counts -----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Implements DynamicNest.h. The rows of the nest are the instances of the
// outer loops; each row is a scalar head (up to the first line-aligned
// element, when the stores are non-temporal), a vector loop and a scalar
// tail. With non-temporal stores, a nest whose rows all start at the same
// distance from a line (checked at run time) walks its rows as interleaved
// row streams, as the static elementwise nest does (VectorizationPlan.h,
// RowWalk).
//
//===----------------------------------------------------------------------===//

#include "DynamicNest.h"
#include "Nest.h"
#include "shapes/Dialect/Shapes/Transforms/VectorizationPlan.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::vectorize;

std::optional<int64_t> mlir::shapes::vectorize::staticLoopStride(Type buffer,
                                                                 AffineMap map,
                                                                 int64_t loop) {
  auto type = dyn_cast<MemRefType>(buffer);
  if (!type || type.getRank() != static_cast<int64_t>(map.getNumResults()) ||
      loop >= static_cast<int64_t>(map.getNumDims()))
    return std::nullopt;
  Type element = type.getElementType();
  if (!element.isIntOrFloat() || element.getIntOrFloatBitWidth() % 8 != 0 ||
      element.getIntOrFloatBitWidth() > 64)
    return std::nullopt;
  SmallVector<int64_t> staticStrides;
  int64_t staticOffset;
  if (failed(type.getStridesAndOffset(staticStrides, staticOffset)))
    return std::nullopt;
  int64_t stride = 0;
  for (auto [r, expr] : llvm::enumerate(map.getResults())) {
    if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
      if (static_cast<int64_t>(dim.getPosition()) != loop)
        continue;
      if (ShapedType::isDynamic(staticStrides[r]))
        return std::nullopt;
      stride += staticStrides[r];
      continue;
    }
    auto constant = dyn_cast<AffineConstantExpr>(expr);
    if (!constant || constant.getValue() != 0)
      return std::nullopt;
  }
  return stride;
}

std::optional<int64_t>
mlir::shapes::vectorize::dynamicInnerStride(Type buffer, AffineMap map) {
  if (map.getNumDims() == 0)
    return std::nullopt;
  std::optional<int64_t> stride =
      staticLoopStride(buffer, map, map.getNumDims() - 1);
  if (stride != 0 && stride != 1)
    return std::nullopt;
  return stride;
}

DynamicAccess mlir::shapes::vectorize::createDynamicAccess(OpBuilder &b,
                                                           Location loc,
                                                           Value buffer,
                                                           AffineMap map) {
  std::optional<int64_t> innerStride =
      staticLoopStride(buffer.getType(), map, map.getNumDims() - 1);
  auto type = cast<MemRefType>(buffer.getType());
  Type element = type.getElementType();
  auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, buffer);
  DynamicAccess access;
  access.innerStride = innerStride.value_or(-1);
  access.spansNest = true;
  for (unsigned l = 0; l < map.getNumDims(); ++l)
    access.spansNest &= map.isFunctionOfDim(l);
  access.offset = metadata.getOffset();
  Value zero = indexConstant(b, loc, 0), one = indexConstant(b, loc, 1);
  access.strides.assign(map.getNumDims(), zero);
  // The elements the view may touch: offset + sum (size - 1) * stride + 1
  // over the dimensions of non-zero size (an empty buffer is never read).
  Value extent = arith::AddIOp::create(b, loc, access.offset, one);
  for (auto [r, expr] : llvm::enumerate(map.getResults())) {
    Value stride = metadata.getStrides()[r];
    Value last = arith::SubIOp::create(b, loc, metadata.getSizes()[r], one);
    last = arith::MaxSIOp::create(b, loc, last, zero);
    extent = arith::AddIOp::create(b, loc, extent,
                                   arith::MulIOp::create(b, loc, last, stride));
    if (auto dim = dyn_cast<AffineDimExpr>(expr))
      access.strides[dim.getPosition()] = arith::AddIOp::create(
          b, loc, access.strides[dim.getPosition()], stride);
  }
  auto flatType =
      MemRefType::get({ShapedType::kDynamic}, element,
                      MemRefLayoutAttrInterface(), type.getMemorySpace());
  access.flat = memref::ReinterpretCastOp::create(
      b, loc, flatType, metadata.getBaseBuffer(),
      OpFoldResult(b.getIndexAttr(0)), {OpFoldResult(extent)},
      {OpFoldResult(b.getIndexAttr(1))});
  return access;
}

namespace {

/// offset + sum_l ivs[l] * strides[l].
Value rowStart(OpBuilder &b, Location loc, const DynamicAccess &access,
               ValueRange ivs) {
  Value start = access.offset;
  for (auto [iv, stride] : llvm::zip(ivs, access.strides))
    start = arith::AddIOp::create(b, loc, start,
                                  arith::MulIOp::create(b, loc, iv, stride));
  return start;
}

/// Where one row of the nest starts in each buffer.
struct RowStarts {
  SmallVector<Value> sources;
  Value dest;
};

RowStarts rowStartsAt(OpBuilder &b, Location loc, const DynamicKernel &kernel,
                      ValueRange ivs) {
  RowStarts row;
  for (const DynamicAccess &source : kernel.sources)
    row.sources.push_back(rowStart(b, loc, source, ivs));
  row.dest = rowStart(b, loc, kernel.dest, ivs);
  return row;
}

/// The elements [lower, upper) of each of `rows`, interleaved: `lanes` at
/// a time (lower and upper a multiple of lanes apart), or one at a time
/// when lanes is 0.
void emitRowLoop(OpBuilder &b, Location loc, const DynamicKernel &kernel,
                 ArrayRef<RowStarts> rows, Value lower, Value upper,
                 int64_t lanes, bool nontemporal) {
  OpBuilder::InsertionGuard guard(b);
  int64_t step = std::max<int64_t>(lanes, 1);
  // Invariant sources are read once per row.
  SmallVector<SmallVector<Value>> invariant(rows.size());
  for (auto [row, starts] : llvm::zip(invariant, rows)) {
    row.resize(kernel.sources.size());
    for (auto [k, source] : llvm::enumerate(kernel.sources)) {
      if (source.innerStride != 0)
        continue;
      Value scalar = memref::LoadOp::create(b, loc, source.flat,
                                            ValueRange{starts.sources[k]});
      row[k] = lanes ? vector::BroadcastOp::create(
                           b, loc, VectorType::get({lanes}, scalar.getType()),
                           scalar)
                           .getResult()
                     : scalar;
    }
  }
  auto loop =
      scf::ForOp::create(b, loc, lower, upper, indexConstant(b, loc, step));
  b.setInsertionPoint(loop.getBody()->getTerminator());
  Value j = loop.getInductionVar();
  for (auto [row, starts] : llvm::zip(invariant, rows)) {
    SmallVector<Value> values;
    for (auto [k, source] : llvm::enumerate(kernel.sources)) {
      if (row[k]) {
        values.push_back(row[k]);
        continue;
      }
      Value index = arith::AddIOp::create(b, loc, starts.sources[k], j);
      Type element = cast<MemRefType>(source.flat.getType()).getElementType();
      if (lanes)
        values.push_back(
            vector::LoadOp::create(b, loc, VectorType::get({lanes}, element),
                                   source.flat, ValueRange{index}));
      else
        values.push_back(
            memref::LoadOp::create(b, loc, source.flat, ValueRange{index}));
    }
    Value result = kernel.body(b, loc, values, lanes);
    Value index = arith::AddIOp::create(b, loc, starts.dest, j);
    if (lanes) {
      // After the head, every vector store of a non-temporal row writes
      // one whole, aligned line.
      int64_t bytes = elementBytes(getElementTypeOrSelf(result.getType()));
      vector::StoreOp::create(
          b, loc, result, kernel.dest.flat, ValueRange{index}, nontemporal,
          nontemporal ? llvm::MaybeAlign(lanes * bytes) : llvm::MaybeAlign());
    } else {
      memref::StoreOp::create(b, loc, result, kernel.dest.flat,
                              ValueRange{index});
    }
  }
}

/// lower + ((upper - lower) / lanes) * lanes.
Value wholeVectorsEnd(OpBuilder &b, Location loc, Value lower, Value upper,
                      int64_t lanes) {
  Value width = indexConstant(b, loc, lanes);
  Value count = arith::DivUIOp::create(
      b, loc, arith::SubIOp::create(b, loc, upper, lower), width);
  return arith::AddIOp::create(b, loc, lower,
                               arith::MulIOp::create(b, loc, count, width));
}

/// The bytes of an element of the destination.
int64_t destElementBytes(const DynamicKernel &kernel) {
  return elementBytes(
      cast<MemRefType>(kernel.dest.flat.getType()).getElementType());
}

/// Whether the destination, of `kernel.sizes` elements, has at least
/// `threshold` bytes.
Value destinationAtLeast(OpBuilder &b, Location loc,
                         const DynamicKernel &kernel, int64_t threshold) {
  Value total = indexConstant(b, loc, destElementBytes(kernel));
  for (Value size : kernel.sizes)
    total = arith::MulIOp::create(b, loc, total, size);
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, total,
                               indexConstant(b, loc, threshold));
}

/// `rows` side by side: with `nontemporal`, a scalar head up to the first
/// line-aligned element of the first row (the same in every row); vectors
/// of `lanes`; a scalar tail.
void emitRowGroup(OpBuilder &b, Location loc, const DynamicKernel &kernel,
                  const VectorTarget &target, ArrayRef<RowStarts> rows,
                  int64_t lanes, bool nontemporal) {
  Value count = kernel.sizes.back();
  Value zero = indexConstant(b, loc, 0);
  Value begin = zero;
  if (nontemporal) {
    begin = alignmentHead(b, loc, target.lineBytes, kernel.dest.flat,
                          rows.front().dest, destElementBytes(kernel), count);
    emitRowLoop(b, loc, kernel, rows, zero, begin, 0, false);
  }
  Value end = wholeVectorsEnd(b, loc, begin, count, lanes);
  emitRowLoop(b, loc, kernel, rows, begin, end, lanes, nontemporal);
  emitRowLoop(b, loc, kernel, rows, end, count, 0, false);
}

/// The nest with `lanes`-wide vectors, one row after another; with
/// `nontemporal`, each row's head runs up to its first aligned element.
void emitRows(OpBuilder &b, Location loc, const DynamicKernel &kernel,
              const VectorTarget &target, int64_t lanes, bool nontemporal) {
  ArrayRef<Value> outer = ArrayRef<Value>(kernel.sizes).drop_back();
  emitOuterLoops(b, loc, outer, [&](OpBuilder &b, ValueRange ivs) {
    emitRowGroup(b, loc, kernel, target, {rowStartsAt(b, loc, kernel, ivs)},
                 lanes, nontemporal);
  });
}

/// The induction variables of the outer loops at row `row`, numbering the
/// rows in the order of the loops.
SmallVector<Value> delinearizeRow(OpBuilder &b, Location loc,
                                  ArrayRef<Value> outer, Value row) {
  SmallVector<Value> ivs(outer.size());
  for (int64_t l = outer.size() - 1; l > 0; --l) {
    ivs[l] = arith::RemUIOp::create(b, loc, row, outer[l]);
    row = arith::DivUIOp::create(b, loc, row, outer[l]);
  }
  ivs[0] = row;
  return ivs;
}

/// The non-temporal nest as `streams` interleaved row streams (the static
/// nest's RowWalk::Interleaved): instance i of an scf.parallel does rows
/// i, i + perStream, ... side by side, vector by vector, where perStream =
/// ceil(rows / streams). Requires rows whose starts are all the same
/// distance from a line. An instance whose last row is past the end does
/// its rows one by one.
void emitInterleavedRows(OpBuilder &b, Location loc,
                         const DynamicKernel &kernel,
                         const VectorTarget &target, int64_t lanes,
                         int64_t streams, Value rows) {
  OpBuilder::InsertionGuard guard(b);
  ArrayRef<Value> outer = ArrayRef<Value>(kernel.sizes).drop_back();
  Value zero = indexConstant(b, loc, 0), one = indexConstant(b, loc, 1);
  Value perStream =
      arith::CeilDivUIOp::create(b, loc, rows, indexConstant(b, loc, streams));
  auto loop = scf::ParallelOp::create(b, loc, ValueRange{zero},
                                      ValueRange{perStream}, ValueRange{one});
  b.setInsertionPoint(loop.getBody()->getTerminator());
  Value i = loop.getInductionVars()[0];
  auto rowOf = [&](OpBuilder &b, int64_t s) {
    return arith::AddIOp::create(
        b, loc, i,
        arith::MulIOp::create(b, loc, perStream, indexConstant(b, loc, s)));
  };
  Value complete = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                         rowOf(b, streams - 1), rows);
  auto ifComplete = scf::IfOp::create(b, loc, complete, /*withElse=*/true);
  {
    OpBuilder then = ifComplete.getThenBodyBuilder();
    SmallVector<RowStarts> group;
    for (int64_t s = 0; s < streams; ++s)
      group.push_back(rowStartsAt(
          then, loc, kernel, delinearizeRow(then, loc, outer, rowOf(then, s))));
    emitRowGroup(then, loc, kernel, target, group, lanes, true);
  }
  OpBuilder otherwise = ifComplete.getElseBodyBuilder();
  for (int64_t s = 0; s < streams; ++s) {
    Value row = rowOf(otherwise, s);
    auto ifRow = scf::IfOp::create(
        otherwise, loc,
        arith::CmpIOp::create(otherwise, loc, arith::CmpIPredicate::ult, row,
                              rows));
    OpBuilder body = ifRow.getThenBodyBuilder();
    emitRowGroup(
        body, loc, kernel, target,
        {rowStartsAt(body, loc, kernel, delinearizeRow(body, loc, outer, row))},
        lanes, true);
  }
}

/// The non-temporal nest: interleaved row streams when there are rows
/// enough and every row starts at the same distance from a line (all
/// outer strides of the destination whole lines), else row by row.
void emitNontemporalRows(OpBuilder &b, Location loc,
                         const DynamicKernel &kernel,
                         const VectorTarget &target, int64_t lanes) {
  ArrayRef<Value> outer = ArrayRef<Value>(kernel.sizes).drop_back();
  // The arrays beyond the cache, as the static plan counts them: the
  // destination and the sources that span the nest.
  int64_t arrays = 1;
  for (const DynamicAccess &source : kernel.sources)
    arrays += source.innerStride != 0 && source.spansNest;
  int64_t streams = rowStreamsFor(target, arrays);
  if (outer.empty() || streams < 2) {
    emitRows(b, loc, kernel, target, lanes, /*nontemporal=*/true);
    return;
  }
  int64_t bytes = destElementBytes(kernel);
  Value rows = outer.front();
  for (Value size : outer.drop_front())
    rows = arith::MulIOp::create(b, loc, rows, size);
  Value interleave =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, rows,
                            indexConstant(b, loc, 2 * streams));
  Value line = indexConstant(b, loc, target.lineBytes);
  Value zero = indexConstant(b, loc, 0);
  for (Value stride : ArrayRef<Value>(kernel.dest.strides).drop_back()) {
    Value strideBytes =
        arith::MulIOp::create(b, loc, stride, indexConstant(b, loc, bytes));
    Value wholeLines = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::eq,
        arith::RemUIOp::create(b, loc, strideBytes, line), zero);
    interleave = arith::AndIOp::create(b, loc, interleave, wholeLines);
  }
  auto ifOp = scf::IfOp::create(b, loc, interleave, /*withElse=*/true);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&ifOp.getThenRegion().front());
  emitInterleavedRows(b, loc, kernel, target, lanes, streams, rows);
  b.setInsertionPointToStart(&ifOp.getElseRegion().front());
  emitRows(b, loc, kernel, target, lanes, /*nontemporal=*/true);
}

} // namespace

void mlir::shapes::vectorize::emitDynamicElementwise(
    OpBuilder &b, Location loc, const DynamicKernel &kernel,
    const VectorTarget &target) {
  int64_t bytes = destElementBytes(kernel);
  int64_t registerLanes = std::max<int64_t>(1, target.vectorBits / (8 * bytes));
  int64_t lineLanes = std::max<int64_t>(1, target.lineBytes / bytes);
  // The destination's size decides at run time, as the static plan does
  // at compile time, whether its stores are non-temporal.
  if (kernel.freshDest && !target.streamFresh) {
    emitRows(b, loc, kernel, target, registerLanes, /*nontemporal=*/false);
    return;
  }
  Value large = destinationAtLeast(b, loc, kernel, target.streamingThreshold);
  auto ifOp = scf::IfOp::create(b, loc, large, /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(&ifOp.getThenRegion().front());
    emitNontemporalRows(b, loc, kernel, target, lineLanes);
    // Non-temporal stores are weakly ordered: visible before the caller
    // hands the buffer on.
    LLVM::FenceOp::create(b, loc, LLVM::AtomicOrdering::seq_cst);
    b.setInsertionPointToStart(&ifOp.getElseRegion().front());
    emitRows(b, loc, kernel, target, registerLanes, /*nontemporal=*/false);
  }
}

//===----------------------------------------------------------------------===//
// Transposing copy
//===----------------------------------------------------------------------===//

namespace {

/// Copies the elements of rows [rowLower, rowUpper) x columns [colLower,
/// colUpper) one at a time; rows run along `across`, columns along the
/// innermost loop.
void emitScalarRect(OpBuilder &b, Location loc, const DynamicAccess &source,
                    const DynamicAccess &dest, Value sourceBase, Value destBase,
                    int64_t across, int64_t inner, Value rowLower,
                    Value rowUpper, Value colLower, Value colUpper) {
  OpBuilder::InsertionGuard guard(b);
  Value one = indexConstant(b, loc, 1);
  auto rows = scf::ForOp::create(b, loc, rowLower, rowUpper, one);
  b.setInsertionPoint(rows.getBody()->getTerminator());
  Value r = rows.getInductionVar();
  auto cols = scf::ForOp::create(b, loc, colLower, colUpper, one);
  b.setInsertionPoint(cols.getBody()->getTerminator());
  Value c = cols.getInductionVar();
  auto at = [&](const DynamicAccess &access, Value base) {
    Value index = arith::AddIOp::create(
        b, loc, base, arith::MulIOp::create(b, loc, r, access.strides[across]));
    return arith::AddIOp::create(
        b, loc, index, arith::MulIOp::create(b, loc, c, access.strides[inner]));
  };
  Value value = memref::LoadOp::create(b, loc, source.flat,
                                       ValueRange{at(source, sourceBase)});
  memref::StoreOp::create(b, loc, value, dest.flat,
                          ValueRange{at(dest, destBase)});
}

/// value - value % multiple.
Value roundDown(OpBuilder &b, Location loc, Value value, int64_t multiple) {
  return arith::SubIOp::create(
      b, loc, value,
      arith::RemUIOp::create(b, loc, value, indexConstant(b, loc, multiple)));
}

/// The tiles and the scalar rest of one instance of the outer loops.
void emitTransposingPlane(OpBuilder &b, Location loc,
                          const DynamicKernel &kernel, int64_t across,
                          const VectorTarget &target, Value sourceBase,
                          Value destBase, bool nontemporal) {
  const DynamicAccess &source = kernel.sources.front();
  const DynamicAccess &dest = kernel.dest;
  int64_t inner = kernel.sizes.size() - 1;
  Type element = cast<MemRefType>(dest.flat.getType()).getElementType();
  int64_t bytes = elementBytes(element);
  int64_t lanes = target.lineBytes / bytes;
  int64_t blockColumns = target.blockTiles * lanes;
  Value rows = kernel.sizes[across], columns = kernel.sizes[inner];
  Value tileRows = roundDown(b, loc, rows, lanes);
  Value tileColumns = roundDown(b, loc, columns, lanes);
  Value zero = indexConstant(b, loc, 0);
  Value laneStep = indexConstant(b, loc, lanes);
  auto lineType = VectorType::get({lanes}, element);
  int64_t aheadRows = std::max<int64_t>(1, lanes / target.blockTiles);
  int64_t blockRows = target.blockTiles * lanes;
  {
    OpBuilder::InsertionGuard guard(b);
    auto blocks = scf::ParallelOp::create(
        b, loc, ValueRange{zero}, ValueRange{tileColumns},
        ValueRange{indexConstant(b, loc, blockColumns)});
    b.setInsertionPoint(blocks.getBody()->getTerminator());
    Value blockStart = blocks.getInductionVars()[0];
    Value blockEnd = arith::MinUIOp::create(
        b, loc,
        arith::AddIOp::create(b, loc, blockStart,
                              indexConstant(b, loc, blockColumns)),
        tileColumns);
    // The last source column a tile prefetches from: the block's last
    // aheadRows columns start there.
    Value lastAhead = arith::SubIOp::create(
        b, loc, arith::SubIOp::create(b, loc, blockEnd, blockStart),
        indexConstant(b, loc, aheadRows));
    // The first row of the last whole block of rows (0 when there is none:
    // the prefetches then run past the rows, which a prefetch may).
    Value blockRowsValue = indexConstant(b, loc, blockRows);
    Value lastBlockRow = arith::SelectOp::create(
        b, loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, tileRows,
                              blockRowsValue),
        arith::SubIOp::create(b, loc, tileRows, blockRowsValue), zero);
    // Blocks of blockTiles rows of tiles down the column block.
    auto rowBlocks = scf::ForOp::create(b, loc, zero, tileRows, blockRowsValue);
    b.setInsertionPoint(rowBlocks.getBody()->getTerminator());
    Value firstRow = rowBlocks.getInductionVar();
    Value endRow = arith::MinUIOp::create(
        b, loc, arith::AddIOp::create(b, loc, firstRow, blockRowsValue),
        tileRows);
    // The next block's rows, or the last whole block's.
    Value nextRow = arith::MinUIOp::create(
        b, loc, arith::AddIOp::create(b, loc, firstRow, blockRowsValue),
        lastBlockRow);
    auto rowLoop = scf::ForOp::create(b, loc, firstRow, endRow, laneStep);
    b.setInsertionPoint(rowLoop.getBody()->getTerminator());
    Value r = rowLoop.getInductionVar();
    Value tileRow = arith::DivUIOp::create(
        b, loc, arith::SubIOp::create(b, loc, r, firstRow), laneStep);
    auto colLoop = scf::ForOp::create(b, loc, blockStart, blockEnd, laneStep);
    b.setInsertionPoint(colLoop.getBody()->getTerminator());
    Value c = colLoop.getInductionVar();
    // base + i * stride.
    auto scaled = [&](Value base, Value i, Value stride) -> Value {
      return arith::AddIOp::create(b, loc, base,
                                   arith::MulIOp::create(b, loc, i, stride));
    };
    auto constant = [&](int64_t value) { return indexConstant(b, loc, value); };
    // Source line k of the tile: column c + k, rows r .. r + V.
    Value tileStart = scaled(arith::AddIOp::create(b, loc, sourceBase, r), c,
                             source.strides[inner]);
    SmallVector<Value> lines;
    for (int64_t k = 0; k < lanes; ++k)
      lines.push_back(vector::LoadOp::create(
          b, loc, lineType, source.flat,
          ValueRange{scaled(tileStart, constant(k), source.strides[inner])}));
    // Tile t of the block (row of tiles by row of tiles) prefetches the
    // next block's lines of source columns [t * aheadRows, (t + 1) *
    // aheadRows) of the column block, in the source's memory order, as
    // the static nest does.
    Value t = arith::AddIOp::create(
        b, loc,
        arith::MulIOp::create(b, loc, tileRow,
                              indexConstant(b, loc, target.blockTiles)),
        arith::DivUIOp::create(
            b, loc, arith::SubIOp::create(b, loc, c, blockStart), laneStep));
    Value aheadColumn = arith::AddIOp::create(
        b, loc, blockStart,
        arith::MinUIOp::create(
            b, loc,
            arith::MulIOp::create(b, loc, t, indexConstant(b, loc, aheadRows)),
            lastAhead));
    Value aheadStart =
        scaled(arith::AddIOp::create(b, loc, sourceBase, nextRow), aheadColumn,
               source.strides[inner]);
    SmallVector<Value> prefetches;
    for (int64_t q = 0; q < aheadRows; ++q) {
      Value column = scaled(aheadStart, constant(q), source.strides[inner]);
      for (int64_t m = 0; m < target.blockTiles; ++m)
        prefetches.push_back(arith::AddIOp::create(
            b, loc, column, constant((m + 1) * lanes - 1)));
    }
    SmallVector<Value> transposed = transposeTile(b, loc, target, lines);
    Value destTile = scaled(arith::AddIOp::create(b, loc, destBase, c), r,
                            dest.strides[across]);
    for (int64_t k = 0; k < lanes; ++k) {
      Value index = scaled(destTile, constant(k), dest.strides[across]);
      vector::StoreOp::create(b, loc, transposed[k], dest.flat,
                              ValueRange{index}, nontemporal,
                              nontemporal ? llvm::MaybeAlign(target.lineBytes)
                                          : llvm::MaybeAlign());
      // One prefetch after each store, as the static nest does.
      if (k < static_cast<int64_t>(prefetches.size()))
        memref::PrefetchOp::create(b, loc, source.flat,
                                   ValueRange{prefetches[k]},
                                   /*isWrite=*/false, /*localityHint=*/1,
                                   /*isDataCache=*/true);
    }
  }
  // The last rows, whole; then the last columns of the tiled rows.
  emitScalarRect(b, loc, source, dest, sourceBase, destBase, across, inner,
                 tileRows, rows, zero, columns);
  emitScalarRect(b, loc, source, dest, sourceBase, destBase, across, inner,
                 zero, tileRows, tileColumns, columns);
}

} // namespace

void mlir::shapes::vectorize::emitDynamicTransposingCopy(
    OpBuilder &b, Location loc, const DynamicKernel &kernel, int64_t across,
    const VectorTarget &target) {
  int64_t inner = kernel.sizes.size() - 1;
  const DynamicAccess &dest = kernel.dest;
  int64_t bytes = destElementBytes(kernel);
  // The loops other than `across` and the innermost one.
  SmallVector<int64_t> outerLoops;
  SmallVector<Value> outerSizes;
  for (int64_t l = 0; l < inner; ++l)
    if (l != across) {
      outerLoops.push_back(l);
      outerSizes.push_back(kernel.sizes[l]);
    }
  Value one = indexConstant(b, loc, 1), zero = indexConstant(b, loc, 0);
  // Non-temporal when the destination is large (a transposing nest writes
  // V rows at a time, fresh pages or not) and every destination row of a
  // tile starts on a line.
  Value large = destinationAtLeast(b, loc, kernel, target.streamingThreshold);
  Value line = indexConstant(b, loc, target.lineBytes);
  Value byteCount = indexConstant(b, loc, bytes);
  auto onLine = [&](Value elements) {
    Value offset = arith::MulIOp::create(b, loc, elements, byteCount);
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                 arith::RemUIOp::create(b, loc, offset, line),
                                 zero);
  };
  Value base =
      memref::ExtractAlignedPointerAsIndexOp::create(b, loc, dest.flat);
  Value aligned = arith::AndIOp::create(
      b, loc, large,
      arith::AndIOp::create(
          b, loc,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                arith::RemUIOp::create(b, loc, base, line),
                                zero),
          arith::AndIOp::create(b, loc, onLine(dest.offset),
                                onLine(dest.strides[across]))));
  for (int64_t l : outerLoops)
    aligned = arith::AndIOp::create(b, loc, aligned, onLine(dest.strides[l]));

  auto emitPlanes = [&](OpBuilder &b, bool nontemporal) {
    OpBuilder::InsertionGuard guard(b);
    SmallVector<Value> ivs;
    for (Value size : outerSizes) {
      auto loop = scf::ForOp::create(b, loc, zero, size, one);
      b.setInsertionPoint(loop.getBody()->getTerminator());
      ivs.push_back(loop.getInductionVar());
    }
    auto baseOf = [&](const DynamicAccess &access) {
      Value start = access.offset;
      for (auto [l, iv] : llvm::zip(outerLoops, ivs))
        start = arith::AddIOp::create(
            b, loc, start,
            arith::MulIOp::create(b, loc, iv, access.strides[l]));
      return start;
    };
    emitTransposingPlane(b, loc, kernel, across, target,
                         baseOf(kernel.sources.front()), baseOf(dest),
                         nontemporal);
  };
  auto ifOp = scf::IfOp::create(b, loc, aligned, /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&ifOp.getThenRegion().front());
  emitPlanes(b, /*nontemporal=*/true);
  LLVM::FenceOp::create(b, loc, LLVM::AtomicOrdering::seq_cst);
  b.setInsertionPointToStart(&ifOp.getElseRegion().front());
  emitPlanes(b, /*nontemporal=*/false);
}
