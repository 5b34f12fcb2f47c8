//===- ElementwiseNest.cpp - the elementwise vector loop nest -------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// emitElementwise (Nest.h): ElementwiseNestEmitter builds the nest that an
// ElementwisePlan describes: its rows one by one, or as interleaved row
// streams, or, for a few long rows, cut into rows of their own. A plan with
// a decision left to run time is emitted as an scf.if whose branches are
// planned with its answers.
//
//===----------------------------------------------------------------------===//

#include "Nest.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::vectorize;

namespace {

/// One row of the destination, in three parts: before its vector loop
/// (the invariant sources, the head up to an aligned address), one vector
/// of it, and after (the tail and the padding). The head and the tail are
/// one masked vector each, or scalar loops when the body may trap on the
/// masked-off lanes.
struct Row {
  Value destStart;
  /// Where the row starts in each source.
  SmallVector<Value> rowStarts;
  /// Per source invariant along the row: its value, broadcast.
  SmallVector<Value> invariant;
};

/// The emission of one elementwise nest (see emitElementwise). Each method
/// emits its part at the insertion point of the builder it is given.
class ElementwiseNestEmitter {
public:
  ElementwiseNestEmitter(Location loc, const Kernel &kernel,
                         const ElementwisePlan &plan,
                         const VectorTarget &target)
      : loc(loc), kernel(kernel), plan(plan), target(target),
        inner(kernel.sizes.size() - 1), count(kernel.sizes[inner]),
        lanes(plan.lanes), aligned(plan.aligned),
        bytes(elementBytes(elementTypeOf(kernel.dest))),
        outerLoops(llvm::to_vector(llvm::seq<int64_t>(inner))) {
    for (int64_t l = 0; l < inner; ++l)
      outerSizes.push_back(kernel.extent(l));
  }

  /// Emits the nest at the insertion point of `b`.
  void emit(OpBuilder &b);

private:
  /// The nest cut into rows of the plan's cutLength, then the elements
  /// after the last whole row, each a nest of its own.
  void emitCut(OpBuilder &b);
  /// The row streams: instance i of the parallel loop does row i of every
  /// group of rows, their vectors interleaved.
  void emitStreams(OpBuilder &b, Value i);
  /// Row i of every group, interleaved.
  void emitInterleaved(OpBuilder &b, Value i);
  /// One row of the physical buffer at outer induction variables `ivs`: a
  /// row outside the logical ones is all padding.
  void emitPhysicalRow(OpBuilder &b, ValueRange ivs);
  /// The rows at outer induction variables `ivs`, starting at `destStarts`
  /// (all equally aligned: their strides are multiples of a line): their
  /// heads, their vector loops [head, vectorEnd) interleaved, their tails.
  void emitRows(OpBuilder &b, ArrayRef<SmallVector<Value>> ivs,
                ArrayRef<Value> destStarts);
  /// The part of a row before its vector loop [head, ...).
  Row beginRow(OpBuilder &b, ValueRange ivs, Value destStart, Value head);
  /// One vector of a row at element `j`; `prefetch`: with the prefetches of
  /// the plan's prefetched sources. With a `count`: its first `count`
  /// elements only (masked loads and a masked store, no prefetch).
  void emitVector(OpBuilder &b, const Row &row, Value j, bool prefetch,
                  Value count = Value());
  /// Elements [lower, upper) of a row, fewer than a vector: one masked
  /// vector, or a scalar loop when the body may trap.
  void emitEdge(OpBuilder &b, const Row &row, Value lower, Value upper);
  /// The part of a row after its vector loop, from `vectorEnd`.
  void endRow(OpBuilder &b, const Row &row, Value vectorEnd);
  /// Where the row at outer induction variables `ivs` starts in the
  /// destination.
  Value destStartOf(OpBuilder &b, ValueRange ivs);
  /// The outer induction variables of row `r` (of the logical rows, in the
  /// physical order of the outer loops).
  SmallVector<Value> delinearize(OpBuilder &b, Value r);
  /// Row i of group s.
  Value rowOf(OpBuilder &b, Value i, int64_t s);
  /// The number of rows, and of rows per stream.
  Value rowCountValue(OpBuilder &b);
  Value perStreamValue(OpBuilder &b);
  VectorType vectorType(Type element) const {
    return VectorType::get({lanes}, element);
  }

  Location loc;
  const Kernel &kernel;
  const ElementwisePlan &plan;
  const VectorTarget &target;
  int64_t inner;
  OpFoldResult count;
  int64_t lanes;
  bool aligned;
  int64_t bytes;
  SmallVector<int64_t> outerLoops;
  /// The trip counts of the outer loops (the physical ones).
  SmallVector<OpFoldResult> outerSizes;
  /// The elements of a row, as an index value.
  Value total;
  /// The rows per stream of an interleaved walk.
  Value perStream;
};

} // namespace

void mlir::shapes::vectorize::emitElementwise(OpBuilder &b, Location loc,
                                              const Kernel &kernel,
                                              const VectorTarget &target,
                                              const RunTimeFacts &facts,
                                              bool fence) {
  ElementwisePlan plan = planElementwise(shapeOf(kernel), target, facts);
  if (plan.open) {
    RunTimeQuestion question = *plan.open;
    int64_t streams =
        rowStreamsFor(target, 1 + llvm::count(plan.largeStreams, true));
    emitRunTimeDecision(
        b, loc,
        [&](OpBuilder &b) {
          return runTimeCondition(b, loc, kernel, target, question, streams);
        },
        [&](OpBuilder &b, bool answer) {
          emitElementwise(b, loc, kernel, target, facts.with(question, answer),
                          fence);
        });
    return;
  }
  ElementwiseNestEmitter(loc, kernel, plan, target).emit(b);
  // Non-temporal stores are weakly ordered (emitNest, VectorizeLoops.cpp).
  if (fence && plan.aligned)
    LLVM::FenceOp::create(b, loc, LLVM::AtomicOrdering::seq_cst);
}

void ElementwiseNestEmitter::emit(OpBuilder &b) {
  total = valueOf(b, loc, count);
  switch (plan.walk) {
  case RowWalk::Cut:
    return emitCut(b);
  case RowWalk::OneByOne:
    return emitOuterLoops(
        b, loc, outerSizes,
        [&](OpBuilder &b, ValueRange ivs) { emitPhysicalRow(b, ivs); });
  case RowWalk::Interleaved:
    perStream = perStreamValue(b);
    return emitOuterLoops(
        b, loc, {OpFoldResult(perStream)},
        [&](OpBuilder &b, ValueRange outer) { emitStreams(b, outer.front()); });
  }
}

void ElementwiseNestEmitter::emitCut(OpBuilder &b) {
  // Cut rows, a nest of their own, then the elements after the last
  // whole row, another: each planned with what holds of the whole.
  int64_t rowLength = plan.cutLength;
  OpFoldResult pieces =
      isKnown(plan.cutPieces)
          ? OpFoldResult(b.getIndexAttr(plan.cutPieces))
          : OpFoldResult(arith::DivUIOp::create(
                             b, loc, total, indexConstant(b, loc, rowLength))
                             .getResult());
  Kernel rows = kernel;
  rows.sizes.back() = b.getIndexAttr(rowLength);
  rows.sizes.insert(rows.sizes.begin() + inner, pieces);
  auto cut = [&](Access &access) {
    access.strides.insert(
        access.strides.begin() + inner,
        b.getIndexAttr(rowLength * knownValue(access.strides[inner])));
  };
  cut(rows.dest);
  llvm::for_each(rows.sources, cut);
  RunTimeFacts whole;
  whole.streaming = plan.streaming;
  whole.rowsAlignedAlike = true;
  whole.manyRows = true;
  emitElementwise(b, loc, rows, target, whole, /*fence=*/false);
  if (plan.cutRest == 0)
    return;
  Kernel tail = kernel;
  tail.sizes.back() =
      isKnown(plan.cutRest)
          ? OpFoldResult(b.getIndexAttr(plan.cutRest))
          : OpFoldResult(arith::RemUIOp::create(
                             b, loc, total, indexConstant(b, loc, rowLength))
                             .getResult());
  OpFoldResult cutElements =
      mulFolded(b, loc, pieces, b.getIndexAttr(rowLength));
  auto shift = [&](Access &access) {
    access.offset =
        addFolded(b, loc, access.offset,
                  mulFolded(b, loc, cutElements, access.strides[inner]));
  };
  shift(tail.dest);
  llvm::for_each(tail.sources, shift);
  // The tail has the rows of the whole, aligned alike, too few for the
  // streams, and is shorter than a cut row.
  RunTimeFacts shorter;
  shorter.rowsAlignedAlike = true;
  shorter.manyRows = false;
  shorter.cutRows = false;
  emitElementwise(b, loc, tail, target, shorter, /*fence=*/false);
}

void ElementwiseNestEmitter::emitStreams(OpBuilder &b, Value i) {
  if (!plan.shortLastStream) {
    emitInterleaved(b, i);
    return;
  }
  // The last group is shorter: its missing rows leave the others to be
  // done one by one.
  Value complete =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                            rowOf(b, i, plan.streams - 1), rowCountValue(b));
  auto ifComplete =
      scf::IfOp::create(b, loc, complete, /*withElseRegion=*/true);
  OpBuilder then = ifComplete.getThenBodyBuilder();
  emitInterleaved(then, i);
  OpBuilder otherwise = ifComplete.getElseBodyBuilder();
  auto each =
      scf::ForOp::create(otherwise, loc, indexConstant(otherwise, loc, 0),
                         indexConstant(otherwise, loc, plan.streams),
                         indexConstant(otherwise, loc, 1));
  OpBuilder body = OpBuilder::atBlockTerminator(each.getBody());
  Value r = isKnown(plan.perStream)
                ? addIndex(body, loc, i, each.getInductionVar(),
                           body.getIndexAttr(plan.perStream))
                : addIndex(body, loc, i, each.getInductionVar(), perStream);
  auto ifRow = scf::IfOp::create(
      body, loc,
      arith::CmpIOp::create(body, loc, arith::CmpIPredicate::ult, r,
                            rowCountValue(body)));
  OpBuilder rowBuilder = ifRow.getThenBodyBuilder();
  SmallVector<Value> rowIvs = delinearize(rowBuilder, r);
  emitRows(rowBuilder, rowIvs, destStartOf(rowBuilder, rowIvs));
}

void ElementwiseNestEmitter::emitInterleaved(OpBuilder &b, Value i) {
  SmallVector<SmallVector<Value>> ivs;
  SmallVector<Value> destStarts;
  for (int64_t s = 0; s < plan.streams; ++s) {
    ivs.push_back(delinearize(b, rowOf(b, i, s)));
    destStarts.push_back(destStartOf(b, ivs.back()));
  }
  emitRows(b, ivs, destStarts);
}

void ElementwiseNestEmitter::emitPhysicalRow(OpBuilder &b, ValueRange ivs) {
  Value destStart = destStartOf(b, ivs);
  Value outside = inPadding(b, loc, kernel, outerLoops, ivs);
  if (!outside) {
    emitRows(b, SmallVector<Value>(ivs), destStart);
    return;
  }
  auto ifOutside = scf::IfOp::create(b, loc, outside, /*withElseRegion=*/true);
  OpBuilder then = ifOutside.getThenBodyBuilder();
  emitPaddingRow(then, loc, target, kernel, destStart,
                 indexConstant(then, loc, 0),
                 valueOf(then, loc, kernel.extent(inner)));
  OpBuilder otherwise = ifOutside.getElseBodyBuilder();
  emitRows(otherwise, SmallVector<Value>(ivs), destStart);
}

void ElementwiseNestEmitter::emitRows(OpBuilder &b,
                                      ArrayRef<SmallVector<Value>> ivs,
                                      ArrayRef<Value> destStarts) {
  Value head;
  if (!aligned)
    head = indexConstant(b, loc, 0);
  else if (isKnown(knownValue(count)))
    head = alignmentHead(b, loc, target.lineBytes, kernel.dest.flat,
                         destStarts.front(), bytes, knownValue(count));
  else
    head = alignmentHead(b, loc, target.lineBytes, kernel.dest.flat,
                         destStarts.front(), bytes, total);
  // vectorEnd = head + (count - head) / lanes * lanes
  Value span = arith::SubIOp::create(b, loc, total, head);
  Value whole = arith::MulIOp::create(
      b, loc,
      arith::DivUIOp::create(b, loc, span, indexConstant(b, loc, lanes)),
      indexConstant(b, loc, lanes));
  Value vectorEnd = arith::AddIOp::create(b, loc, head, whole);
  SmallVector<Row> rows;
  for (auto [rowIvs, destStart] : llvm::zip(ivs, destStarts))
    rows.push_back(beginRow(b, rowIvs, destStart, head));
  {
    OpBuilder::InsertionGuard guard(b);
    auto loop = scf::ForOp::create(b, loc, head, vectorEnd,
                                   indexConstant(b, loc, lanes));
    b.setInsertionPoint(loop.getBody()->getTerminator());
    for (const Row &row : rows)
      emitVector(b, row, loop.getInductionVar(),
                 /*prefetch=*/rows.size() == 1);
  }
  for (const Row &row : rows)
    endRow(b, row, vectorEnd);
}

Row ElementwiseNestEmitter::beginRow(OpBuilder &b, ValueRange ivs,
                                     Value destStart, Value head) {
  Row row;
  row.destStart = destStart;
  for (const Access &source : kernel.sources)
    row.rowStarts.push_back(
        linearIndex(b, loc, source.offset,
                    ArrayRef<OpFoldResult>(source.strides).drop_back(), ivs));
  // Sources invariant along the row are read once and broadcast.
  row.invariant.resize(kernel.sources.size());
  for (auto [k, source] : llvm::enumerate(kernel.sources)) {
    if (knownValue(source.strides[inner]) != 0)
      continue;
    Value scalar = memref::LoadOp::create(b, loc, source.flat,
                                          ValueRange{row.rowStarts[k]});
    row.invariant[k] = vector::BroadcastOp::create(
        b, loc, vectorType(scalar.getType()), scalar);
  }
  if (aligned)
    emitEdge(b, row, indexConstant(b, loc, 0), head);
  return row;
}

void ElementwiseNestEmitter::emitEdge(OpBuilder &b, const Row &row, Value lower,
                                      Value upper) {
  if (kernel.mayTrap) {
    emitScalarLoop(b, loc, kernel, row.rowStarts, row.destStart, lower, upper);
    return;
  }
  emitVector(b, row, lower, /*prefetch=*/false,
             arith::SubIOp::create(b, loc, upper, lower));
}

void ElementwiseNestEmitter::emitVector(OpBuilder &b, const Row &row, Value j,
                                        bool prefetch, Value count) {
  Value mask;
  if (count)
    mask = vector::CreateMaskOp::create(
        b, loc, VectorType::get({lanes}, b.getI1Type()), ValueRange{count});
  SmallVector<Value> values;
  for (auto [k, source] : llvm::enumerate(kernel.sources)) {
    if (row.invariant[k]) {
      values.push_back(row.invariant[k]);
      continue;
    }
    Type element = elementTypeOf(source);
    Value index = arith::AddIOp::create(b, loc, row.rowStarts[k], j);
    if (prefetch && plan.prefetched[k]) {
      // Clamped to the last element the flat view covers.
      int64_t extent = knownValue(source.extent);
      Value ahead = arith::MinUIOp::create(
          b, loc,
          arith::AddIOp::create(
              b, loc, index, indexConstant(b, loc, plan.prefetchDistance[k])),
          isKnown(extent)
              ? indexConstant(b, loc, extent - 1)
              : arith::SubIOp::create(b, loc, cast<Value>(source.extent),
                                      indexConstant(b, loc, 1))
                    .getResult());
      memref::PrefetchOp::create(b, loc, source.flat, ValueRange{ahead},
                                 /*isWrite=*/false,
                                 /*localityHint=*/3,
                                 /*isDataCache=*/true);
    }
    if (mask) {
      auto type = vectorType(element);
      Value zeros =
          arith::ConstantOp::create(b, loc, type, b.getZeroAttr(type));
      values.push_back(vector::MaskedLoadOp::create(
          b, loc, type, source.flat, ValueRange{index}, mask, zeros));
      continue;
    }
    values.push_back(vector::LoadOp::create(b, loc, vectorType(element),
                                            source.flat, ValueRange{index}));
  }
  Value result = kernel.body(b, loc, values, lanes);
  Value index = arith::AddIOp::create(b, loc, row.destStart, j);
  if (mask) {
    vector::MaskedStoreOp::create(b, loc, kernel.dest.flat, ValueRange{index},
                                  mask, result);
    return;
  }
  vector::StoreOp::create(b, loc, result, kernel.dest.flat, ValueRange{index},
                          /*nontemporal=*/aligned,
                          aligned ? llvm::MaybeAlign(target.lineBytes)
                                  : llvm::MaybeAlign());
}

void ElementwiseNestEmitter::endRow(OpBuilder &b, const Row &row,
                                    Value vectorEnd) {
  // No tail when the count is known to be whole vectors.
  int64_t known = knownValue(count);
  if (aligned || !isKnown(known) || known % lanes != 0)
    emitEdge(b, row, vectorEnd, total);
  if (kernel.isPadded(inner))
    emitPaddingRow(b, loc, target, kernel, row.destStart, total,
                   valueOf(b, loc, kernel.extent(inner)));
}

Value ElementwiseNestEmitter::destStartOf(OpBuilder &b, ValueRange ivs) {
  return linearIndex(b, loc, kernel.dest.offset,
                     ArrayRef<OpFoldResult>(kernel.dest.strides).drop_back(),
                     ivs);
}

SmallVector<Value> ElementwiseNestEmitter::delinearize(OpBuilder &b, Value r) {
  SmallVector<Value> ivs(outerSizes.size());
  for (int64_t l = outerSizes.size() - 1; l >= 0; --l) {
    Value size = valueOf(b, loc, outerSizes[l]);
    ivs[l] = l == 0 ? r : arith::RemUIOp::create(b, loc, r, size);
    if (l > 0)
      r = arith::DivUIOp::create(b, loc, r, size);
  }
  return ivs;
}

Value ElementwiseNestEmitter::rowOf(OpBuilder &b, Value i, int64_t s) {
  if (s == 0)
    return i;
  if (isKnown(plan.perStream))
    return arith::AddIOp::create(b, loc, i,
                                 indexConstant(b, loc, s * plan.perStream));
  return addIndex(b, loc, i, perStream, b.getIndexAttr(s));
}

Value ElementwiseNestEmitter::rowCountValue(OpBuilder &b) {
  if (isKnown(plan.rowCount))
    return indexConstant(b, loc, plan.rowCount);
  Value rows = indexConstant(b, loc, 1);
  for (OpFoldResult size : outerSizes)
    rows = arith::MulIOp::create(b, loc, rows, valueOf(b, loc, size));
  return rows;
}

Value ElementwiseNestEmitter::perStreamValue(OpBuilder &b) {
  if (isKnown(plan.perStream))
    return indexConstant(b, loc, plan.perStream);
  return arith::CeilDivUIOp::create(b, loc, rowCountValue(b),
                                    indexConstant(b, loc, plan.streams));
}
