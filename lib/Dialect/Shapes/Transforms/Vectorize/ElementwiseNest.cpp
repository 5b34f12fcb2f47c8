//===- ElementwiseNest.cpp - the elementwise vector loop nest -------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// emitElementwise (Nest.h): ElementwiseNestEmitter builds the nest that an
// ElementwisePlan describes: its rows one by one, or as interleaved row
// streams, or, for a few long rows, cut into rows of their own.
//
//===----------------------------------------------------------------------===//

#include "Nest.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::vectorize;

namespace {

/// One row of the destination, in three parts: before its vector loop
/// (the scalar head up to an aligned address, the invariant sources), one
/// vector of it, and after (the scalar tail and the padding).
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
        outerLoops(llvm::to_vector(llvm::seq<int64_t>(inner))) {}

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
  /// the plan's prefetched sources.
  void emitVector(OpBuilder &b, const Row &row, Value j, bool prefetch);
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
  VectorType vectorType(Type element) const {
    return VectorType::get({lanes}, element);
  }

  Location loc;
  const Kernel &kernel;
  const ElementwisePlan &plan;
  const VectorTarget &target;
  int64_t inner, count, lanes;
  bool aligned;
  int64_t bytes;
  SmallVector<int64_t> outerLoops;
  /// The elements of a row, as an index value.
  Value total;
};

} // namespace

bool mlir::shapes::vectorize::emitElementwise(OpBuilder &b, Location loc,
                                              const Kernel &kernel,
                                              const VectorTarget &target) {
  ElementwisePlan plan = planElementwise(shapeOf(kernel), target);
  ElementwiseNestEmitter(loc, kernel, plan, target).emit(b);
  return plan.aligned;
}

void ElementwiseNestEmitter::emit(OpBuilder &b) {
  total = indexConstant(b, loc, count);
  switch (plan.walk) {
  case RowWalk::Cut:
    return emitCut(b);
  case RowWalk::OneByOne:
    return emitOuterLoops(
        b, loc, plan.outerSizes,
        [&](OpBuilder &b, ValueRange ivs) { emitPhysicalRow(b, ivs); });
  case RowWalk::Interleaved:
    return emitOuterLoops(
        b, loc, {plan.perStream},
        [&](OpBuilder &b, ValueRange outer) { emitStreams(b, outer.front()); });
  }
}

void ElementwiseNestEmitter::emitCut(OpBuilder &b) {
  // Cut rows, a nest of their own, then the elements after the last
  // whole row, another.
  int64_t rowLength = plan.cutLength, pieces = plan.cutPieces;
  Kernel rows = kernel;
  rows.sizes.back() = rowLength;
  rows.sizes.insert(rows.sizes.begin() + inner, pieces);
  auto cut = [&](Access &access) {
    access.strides.insert(access.strides.begin() + inner,
                          rowLength * access.strides[inner]);
  };
  cut(rows.dest);
  llvm::for_each(rows.sources, cut);
  emitElementwise(b, loc, rows, target);
  if (plan.cutRest) {
    Kernel tail = kernel;
    tail.sizes.back() = plan.cutRest;
    auto shift = [&](Access &access) {
      access.view.offset += pieces * rowLength * access.strides[inner];
    };
    shift(tail.dest);
    llvm::for_each(tail.sources, shift);
    emitElementwise(b, loc, tail, target);
  }
}

void ElementwiseNestEmitter::emitStreams(OpBuilder &b, Value i) {
  if (!plan.shortLastStream) {
    emitInterleaved(b, i);
    return;
  }
  // The last group is shorter: its missing rows leave the others to be
  // done one by one.
  Value complete = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                         rowOf(b, i, plan.streams - 1),
                                         indexConstant(b, loc, plan.rowCount));
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
  Value r = addIndex(body, loc, i, each.getInductionVar(), plan.perStream);
  auto ifRow = scf::IfOp::create(
      body, loc,
      arith::CmpIOp::create(body, loc, arith::CmpIPredicate::ult, r,
                            indexConstant(body, loc, plan.rowCount)));
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
                 indexConstant(then, loc, kernel.extent(inner)));
  OpBuilder otherwise = ifOutside.getElseBodyBuilder();
  emitRows(otherwise, SmallVector<Value>(ivs), destStart);
}

void ElementwiseNestEmitter::emitRows(OpBuilder &b,
                                      ArrayRef<SmallVector<Value>> ivs,
                                      ArrayRef<Value> destStarts) {
  Value head =
      aligned ? alignmentHead(b, loc, target.lineBytes, kernel.dest.view.flat,
                              destStarts.front(), bytes, count)
              : indexConstant(b, loc, 0);
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
        linearIndex(b, loc, source.view.offset,
                    ArrayRef<int64_t>(source.strides).drop_back(), ivs));
  if (aligned)
    emitScalarLoop(b, loc, kernel, row.rowStarts, destStart,
                   indexConstant(b, loc, 0), head);
  // Sources invariant along the row are read once and broadcast.
  row.invariant.resize(kernel.sources.size());
  for (auto [k, source] : llvm::enumerate(kernel.sources)) {
    if (source.strides[inner] != 0)
      continue;
    Value scalar = memref::LoadOp::create(b, loc, source.view.flat,
                                          ValueRange{row.rowStarts[k]});
    row.invariant[k] = vector::BroadcastOp::create(
        b, loc, vectorType(scalar.getType()), scalar);
  }
  return row;
}

void ElementwiseNestEmitter::emitVector(OpBuilder &b, const Row &row, Value j,
                                        bool prefetch) {
  SmallVector<Value> values;
  for (auto [k, source] : llvm::enumerate(kernel.sources)) {
    if (row.invariant[k]) {
      values.push_back(row.invariant[k]);
      continue;
    }
    auto flatType = cast<MemRefType>(source.view.flat.getType());
    Type element = flatType.getElementType();
    Value index = arith::AddIOp::create(b, loc, row.rowStarts[k], j);
    if (prefetch && plan.prefetched[k]) {
      // Clamped to the last element the flat view covers.
      Value ahead = arith::MinUIOp::create(
          b, loc,
          arith::AddIOp::create(
              b, loc, index, indexConstant(b, loc, plan.prefetchDistance[k])),
          indexConstant(b, loc, flatType.getDimSize(0) - 1));
      memref::PrefetchOp::create(b, loc, source.view.flat, ValueRange{ahead},
                                 /*isWrite=*/false,
                                 /*localityHint=*/3,
                                 /*isDataCache=*/true);
    }
    values.push_back(vector::LoadOp::create(
        b, loc, vectorType(element), source.view.flat, ValueRange{index}));
  }
  Value result = kernel.body(b, loc, values, lanes);
  Value index = arith::AddIOp::create(b, loc, row.destStart, j);
  vector::StoreOp::create(
      b, loc, result, kernel.dest.view.flat, ValueRange{index},
      /*nontemporal=*/aligned,
      aligned ? llvm::MaybeAlign(target.lineBytes) : llvm::MaybeAlign());
}

void ElementwiseNestEmitter::endRow(OpBuilder &b, const Row &row,
                                    Value vectorEnd) {
  emitScalarLoop(b, loc, kernel, row.rowStarts, row.destStart, vectorEnd,
                 total);
  if (kernel.isPadded(inner))
    emitPaddingRow(b, loc, target, kernel, row.destStart, total,
                   indexConstant(b, loc, kernel.extent(inner)));
}

Value ElementwiseNestEmitter::destStartOf(OpBuilder &b, ValueRange ivs) {
  return linearIndex(b, loc, kernel.dest.view.offset,
                     ArrayRef<int64_t>(kernel.dest.strides).drop_back(), ivs);
}

SmallVector<Value> ElementwiseNestEmitter::delinearize(OpBuilder &b, Value r) {
  SmallVector<Value> ivs(plan.outerSizes.size());
  for (int64_t l = plan.outerSizes.size() - 1; l >= 0; --l) {
    Value size = indexConstant(b, loc, plan.outerSizes[l]);
    ivs[l] = l == 0 ? r : arith::RemUIOp::create(b, loc, r, size);
    if (l > 0)
      r = arith::DivUIOp::create(b, loc, r, size);
  }
  return ivs;
}

Value ElementwiseNestEmitter::rowOf(OpBuilder &b, Value i, int64_t s) {
  if (s == 0)
    return i;
  return arith::AddIOp::create(b, loc, i,
                               indexConstant(b, loc, s * plan.perStream));
}
