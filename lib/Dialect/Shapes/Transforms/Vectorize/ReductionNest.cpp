//===- ReductionNest.cpp - vector loops for reductions --------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// A linalg.generic on buffers with one reduction loop and one init, whose
// body yields `combiner(init, f(inputs))` (the combiner one of the ops
// with a vector::CombiningKind and an identity: addf, mulf,
// maximumf, minimumf, maxnumf, minnumf, addi, muli, max/min si/ui, andi,
// ori, xori; f elementwise-mappable), becomes vector loops. Operands are
// read through their flat views (Operands.h), so every strided layout,
// padded or not, of static or run-time sizes, gets the same loops.
//
// Vectorize/Match.cpp matches the op and the ops of its body
// (ReductionMatch) and describes its sizes, strides and combiner
// (ReductionShape); planReduction (ReductionPlan.h) decides whether it runs
// along or across the reduced loop, its lanes, accumulators, chunks and
// rows a step. The nest below builds the IR that the plan describes and
// decides nothing.
//
// * Along the reduced loop, when every input is contiguous along it (or
//   does not depend on it): per destination element, A vector
//   accumulators carried by an scf.for, A vectors a step (A: the plan's
//   accumulators); the rest of the row by one vector a step, each
//   a vector.maskedload with the combiner's identity in the lanes past the
//   row's end (a select keeps the accumulator there when f is not the
//   identity function); then the accumulators combined and reduced by a
//   vector.reduction onto the destination's init value. The accumulators
//   start at the combiner's true identity (ScalarRules.h): -0 for addf,
//   whose upstream neutral element, +0, would turn a sum of negative zeros
//   into +0. When a linalg.fill of a fresh allocation gives the init
//   values and nothing else touches it before the reduction, that is the
//   fill value: the fill is erased and the destination is only stored.
// * Across the reduced loop (a column sum of a row-major matrix): along a
//   parallel loop along which the destination and every input are
//   contiguous (or invariant). The destination columns are cut into
//   chunks of at most the target's reductionChunkBytes (at least
//   `threads` chunks when there are that many vectors of columns), and
//   each chunk walks down the reduced loop, R rows a step (R: the plan's
//   rowsPerStep): the rows' values are combined in
//   pairs, then into the destination columns, which hold the accumulators
//   (from the init values on), one vector at a time (the last columns by
//   a masked vector); the last rows go one at a time. The input is read
//   as R sequential streams, and each accumulator is loaded and stored
//   once per step, from the L1 cache.
//
// The outermost loop over destination rows (or column chunks) is an
// scf.parallel, which threads=N runs on OpenMP threads. Float add and mul
// are reassociated: each lane sums its own subsequence, and the lanes are
// summed at the end (XLA's reduce fixes no order); across the reduced
// loop, each group of rows is summed in pairs before it is added. maximumf and
// minimumf propagate a NaN in every lane and through vector.reduction, as the
// scalar loop does. Elements of f16 and bf16 stay with the scalar loops.
//
//===----------------------------------------------------------------------===//

#include "Match.h"
#include "Nest.h"
#include "Operands.h"
#include "shapes/Dialect/Shapes/Transforms/ReductionPlan.h"
#include "shapes/Dialect/Shapes/Transforms/Vectorization.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::vectorize;

namespace {

/// The trip count of loop `l` of `op`: a size of an operand it walks.
OpFoldResult loopSize(OpBuilder &b, Location loc, linalg::GenericOp op,
                      int64_t l) {
  int64_t known = op.getStaticLoopRanges()[l];
  if (!ShapedType::isDynamic(known))
    return b.getIndexAttr(known);
  for (OpOperand &operand : op->getOpOperands()) {
    AffineMap map = op.getMatchingIndexingMap(&operand);
    for (auto [d, expr] : llvm::enumerate(map.getResults())) {
      auto dim = dyn_cast<AffineDimExpr>(expr);
      if (dim && dim.getPosition() == l)
        return linalg::createFoldedDimOp(b, loc, operand.get(), d);
    }
  }
  llvm_unreachable("a loop that no operand walks");
}

/// The strides of `access` along `loops`.
SmallVector<OpFoldResult> stridesAlong(const Access &access,
                                       ArrayRef<int64_t> loops) {
  SmallVector<OpFoldResult> strides;
  for (int64_t l : loops)
    strides.push_back(access.strides[l]);
  return strides;
}

/// n rounded down to a multiple of `step`.
Value roundDown(OpBuilder &b, Location loc, Value n, int64_t step) {
  Value stepValue = indexConstant(b, loc, step);
  return arith::SubIOp::create(b, loc, n,
                               arith::RemUIOp::create(b, loc, n, stepValue));
}

/// The vector loops of one reduction (see the file's comment).
class ReductionNest {
public:
  ReductionNest(OpBuilder &b, Location loc, const ReductionMatch &red,
                const ReductionPlan &plan)
      : red(red), plan(plan), loc(loc) {
    linalg::GenericOp op = red.op;
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    for (int64_t l = 0, e = op.getNumLoops(); l < e; ++l)
      sizes.push_back(loopSize(b, loc, op, l));
    for (auto [input, map] : llvm::zip(op.getDpsInputs(), maps))
      sources.push_back(accessThrough(b, loc, input, map));
    dest = accessThrough(b, loc, op.getDpsInits()[0], maps.back());
  }

  /// Emits the nest at the insertion point of `b`.
  void emit(OpBuilder &b) {
    SmallVector<OpFoldResult> outerSizes;
    for (int64_t l : plan.outerLoops)
      outerSizes.push_back(sizes[l]);
    emitOuterLoops(b, loc, outerSizes, [&](OpBuilder &b, ValueRange ivs) {
      if (plan.walk == ReductionWalk::Along)
        emitRow(b, ivs);
      else
        emitColumns(b, ivs,
                    /*parallel=*/plan.parallelLoop == plan.vectorLoop);
    });
  }

private:
  VectorType vectorOf(Type element) const {
    return VectorType::get({plan.lanes}, element);
  }
  Value identityVector(OpBuilder &b) const {
    return splatConstant(b, loc, red.identity, plan.lanes);
  }
  /// The value for the masked-off lanes of a load of `element`s.
  Value passThrough(OpBuilder &b, Type element) const {
    if (element == red.identity.getType())
      return identityVector(b);
    return splatConstant(b, loc, b.getZeroAttr(element), plan.lanes);
  }
  /// The combiner applied to `acc` (in the place of the destination's
  /// value) and `value`: scalars, or vectors.
  Value combine(OpBuilder &b, Value acc, Value value) const {
    IRMapping mapping;
    for (Value operand : red.combiner->getOperands())
      mapping.map(operand, operand == red.init ? acc : value);
    Operation *clone = b.clone(*red.combiner, mapping);
    clone->getResult(0).setType(acc.getType());
    return clone->getResult(0);
  }
  /// `acc` combined with the body on `values` (vectors, or invariant).
  Value step(OpBuilder &b, ValueRange values, Value acc) const {
    SmallVector<Value> operands(values);
    operands.push_back(acc);
    return cloneBody(b, loc, linalg::GenericOp(red.op).getRegion().front(),
                     operands, plan.lanes);
  }
  /// The start of the row of each access at the outer loops' `ivs`.
  Value startOf(OpBuilder &b, const Access &access, ValueRange ivs) const {
    return linearIndex(b, loc, access.offset,
                       stridesAlong(access, plan.outerLoops), ivs);
  }
  /// Element `index` of `source` as a vector of its copies.
  Value broadcastElement(OpBuilder &b, const Access &source,
                         Value index) const {
    Value scalar = memref::LoadOp::create(b, loc, source.flat, index);
    return vector::BroadcastOp::create(b, loc, vectorOf(scalar.getType()),
                                       scalar);
  }
  /// A vector of `access` at `index`, masked by `mask` when it is set.
  Value load(OpBuilder &b, const Access &access, Value index,
             Value mask) const {
    Type element = elementTypeOf(access);
    if (!mask)
      return vector::LoadOp::create(b, loc, vectorOf(element), access.flat,
                                    index);
    return vector::MaskedLoadOp::create(b, loc, vectorOf(element), access.flat,
                                        index, mask, passThrough(b, element));
  }

  void emitRow(OpBuilder &b, ValueRange ivs);
  Value emitRowLoops(OpBuilder &b, ArrayRef<Value> starts,
                     ArrayRef<Value> invariant);
  void emitColumns(OpBuilder &b, ValueRange ivs, bool parallel);
  Value chunkWidth(OpBuilder &b, Value columns) const;
  void emitColumnChunk(OpBuilder &b, ArrayRef<Value> starts, Value destStart,
                       Value begin, Value end);
  void emitRowStep(OpBuilder &b, ArrayRef<Value> starts, Value destStart,
                   Value row, int64_t count, Value begin, Value end);
  Value combineRows(OpBuilder &b, ArrayRef<SmallVector<Value>> rowStarts,
                    ArrayRef<SmallVector<Value>> invariant, Value column,
                    Value mask) const;

  const ReductionMatch &red;
  const ReductionPlan &plan;
  Location loc;
  SmallVector<OpFoldResult> sizes;
  SmallVector<Access> sources;
  Access dest;
};

/// The reduced loop's vector loops over a row of the sources that start
/// at `starts` (the invariant ones broadcast in `invariant`): the
/// accumulators of the whole steps, then the masked rest into the first,
/// then all combined into one vector.
Value ReductionNest::emitRowLoops(OpBuilder &b, ArrayRef<Value> starts,
                                  ArrayRef<Value> invariant) {
  int64_t lanes = plan.lanes;
  Value n = valueOf(b, loc, sizes[plan.reduced]);
  Value wholeEnd = roundDown(b, loc, n, plan.accumulators * lanes);
  SmallVector<Value> inits(plan.accumulators, identityVector(b));
  auto loadAll = [&](OpBuilder &b, Value at, Value mask) {
    SmallVector<Value> values;
    for (auto [s, source] : llvm::enumerate(sources))
      values.push_back(plan.contiguous[s]
                           ? load(b, source,
                                  arith::AddIOp::create(b, loc, starts[s], at),
                                  mask)
                           : invariant[s]);
    return values;
  };
  auto whole = scf::ForOp::create(
      b, loc, indexConstant(b, loc, 0), wholeEnd,
      indexConstant(b, loc, plan.accumulators * lanes), inits,
      [&](OpBuilder &b, Location loc, Value i, ValueRange accs) {
        SmallVector<Value> next;
        for (int64_t k = 0; k < plan.accumulators; ++k) {
          Value at = arith::AddIOp::create(b, loc, i,
                                           indexConstant(b, loc, k * lanes));
          next.push_back(step(b, loadAll(b, at, {}), accs[k]));
        }
        scf::YieldOp::create(b, loc, next);
      });
  SmallVector<Value> accs(whole.getResults());
  while (accs.size() > 1) {
    SmallVector<Value> halves;
    for (size_t k = 0; k + 1 < accs.size(); k += 2)
      halves.push_back(combine(b, accs[k], accs[k + 1]));
    accs = halves;
  }
  auto rest = scf::ForOp::create(
      b, loc, wholeEnd, n, indexConstant(b, loc, lanes), accs,
      [&](OpBuilder &b, Location loc, Value i, ValueRange accs) {
        Value left = arith::SubIOp::create(b, loc, n, i);
        Value mask = vector::CreateMaskOp::create(
            b, loc, VectorType::get({lanes}, b.getI1Type()), left);
        Value next = step(b, loadAll(b, i, mask), accs[0]);
        // The identity reaches the combiner only through f.
        if (plan.selectRest)
          next = arith::SelectOp::create(b, loc, mask, next, accs[0]);
        scf::YieldOp::create(b, loc, next);
      });
  return rest.getResult(0);
}

/// One destination element at the outer loops' `ivs`, along the reduced
/// loop.
void ReductionNest::emitRow(OpBuilder &b, ValueRange ivs) {
  SmallVector<Value> starts, invariant;
  for (auto [s, source] : llvm::enumerate(sources)) {
    starts.push_back(startOf(b, source, ivs));
    invariant.push_back(plan.contiguous[s]
                            ? Value()
                            : broadcastElement(b, source, starts.back()));
  }
  Value acc = emitRowLoops(b, starts, invariant);
  Value destIndex = startOf(b, dest, ivs);
  Value init =
      plan.initFromFill
          ? linalg::FillOp(red.fill).getInputs()[0]
          : Value(memref::LoadOp::create(b, loc, dest.flat, destIndex));
  // The init value is the reduction's accumulator: without one, the LLVM
  // lowering starts a float sum at +0.
  Value reduced = vector::ReductionOp::create(b, loc, *red.kind, acc, init);
  memref::StoreOp::create(b, loc, reduced, dest.flat, destIndex);
}

/// The combination of the rows whose starts (per source, per row) are
/// `rowStarts` (the invariant sources broadcast in `invariant`) at
/// `column`, masked by `mask` when it is set: the body's value of each
/// row (f of its values), combined in pairs.
Value ReductionNest::combineRows(OpBuilder &b,
                                 ArrayRef<SmallVector<Value>> rowStarts,
                                 ArrayRef<SmallVector<Value>> invariant,
                                 Value column, Value mask) const {
  SmallVector<Value> rows;
  for (size_t k = 0, e = rowStarts.front().size(); k < e; ++k) {
    SmallVector<Value> values;
    for (auto [s, source] : llvm::enumerate(sources))
      values.push_back(
          plan.contiguous[s]
              ? load(b, source,
                     arith::AddIOp::create(b, loc, rowStarts[s][k], column),
                     mask)
              : invariant[s][k]);
    rows.push_back(plan.rowsThroughBody ? step(b, values, identityVector(b))
                                        : values.front());
  }
  while (rows.size() > 1) {
    SmallVector<Value> pairs;
    for (size_t k = 0; k + 1 < rows.size(); k += 2)
      pairs.push_back(combine(b, rows[k], rows[k + 1]));
    if (rows.size() % 2)
      pairs.push_back(rows.back());
    rows = pairs;
  }
  return rows.front();
}

/// `count` rows of the reduced loop from `row` combined into the
/// destination columns [begin, end) of the destination row that starts at
/// `destStart` (the sources' at `starts`): whole vectors, then the last
/// columns by one masked vector.
void ReductionNest::emitRowStep(OpBuilder &b, ArrayRef<Value> starts,
                                Value destStart, Value row, int64_t count,
                                Value begin, Value end) {
  int64_t lanes = plan.lanes;
  SmallVector<SmallVector<Value>> rowStarts(sources.size()),
      invariant(sources.size());
  for (auto [s, source] : llvm::enumerate(sources)) {
    for (int64_t k = 0; k < count; ++k) {
      Value at =
          k == 0 ? row
                 : arith::AddIOp::create(b, loc, row, indexConstant(b, loc, k));
      rowStarts[s].push_back(
          addIndex(b, loc, starts[s], at, source.strides[plan.reduced]));
      invariant[s].push_back(
          plan.contiguous[s] ? Value()
                             : broadcastElement(b, source, rowStarts[s][k]));
    }
  }
  // The accumulator at `column` combined with the rows.
  auto accumulate = [&](OpBuilder &b, Value column, Value mask) {
    Value rows = combineRows(b, rowStarts, invariant, column, mask);
    Value index = arith::AddIOp::create(b, loc, destStart, column);
    Value acc = load(b, dest, index, mask);
    Value next = combine(b, acc, rows);
    if (mask)
      vector::MaskedStoreOp::create(b, loc, dest.flat, index, mask, next);
    else
      vector::StoreOp::create(b, loc, next, dest.flat, index);
  };
  Value wholeEnd = arith::AddIOp::create(
      b, loc, begin,
      roundDown(b, loc, arith::SubIOp::create(b, loc, end, begin), lanes));
  Value lanesValue = indexConstant(b, loc, lanes);
  scf::ForOp::create(b, loc, begin, wholeEnd, lanesValue,
                     /*initArgs=*/ValueRange{},
                     [&](OpBuilder &b, Location loc, Value column, ValueRange) {
                       accumulate(b, column, {});
                       scf::YieldOp::create(b, loc);
                     });
  // At most one step: the columns past the last whole vector.
  scf::ForOp::create(
      b, loc, wholeEnd, end, lanesValue, /*initArgs=*/ValueRange{},
      [&](OpBuilder &b, Location loc, Value column, ValueRange) {
        Value left = arith::SubIOp::create(b, loc, end, column);
        Value mask = vector::CreateMaskOp::create(
            b, loc, VectorType::get({lanes}, b.getI1Type()), left);
        accumulate(b, column, mask);
        scf::YieldOp::create(b, loc);
      });
}

/// The destination columns [begin, end) of the row that starts at
/// `destStart` (the sources' at `starts`), down the reduced loop:
/// reductionRowsPerStep rows a step, then the last rows one at a time.
void ReductionNest::emitColumnChunk(OpBuilder &b, ArrayRef<Value> starts,
                                    Value destStart, Value begin, Value end) {
  Value rows = valueOf(b, loc, sizes[plan.reduced]);
  Value wholeEnd = roundDown(b, loc, rows, plan.rowsPerStep);
  scf::ForOp::create(b, loc, indexConstant(b, loc, 0), wholeEnd,
                     indexConstant(b, loc, plan.rowsPerStep),
                     /*initArgs=*/ValueRange{},
                     [&](OpBuilder &b, Location loc, Value row, ValueRange) {
                       emitRowStep(b, starts, destStart, row, plan.rowsPerStep,
                                   begin, end);
                       scf::YieldOp::create(b, loc);
                     });
  scf::ForOp::create(b, loc, wholeEnd, rows, indexConstant(b, loc, 1),
                     /*initArgs=*/ValueRange{},
                     [&](OpBuilder &b, Location loc, Value row, ValueRange) {
                       emitRowStep(b, starts, destStart, row, 1, begin, end);
                       scf::YieldOp::create(b, loc);
                     });
}

/// The columns of a chunk: the plan's chunkColumns, or, when that is a
/// share of the columns, ceil(columns / chunkShares) rounded up to whole
/// vectors, from one vector up to widestChunk.
Value ReductionNest::chunkWidth(OpBuilder &b, Value columns) const {
  if (isKnown(plan.chunkColumns))
    return indexConstant(b, loc, plan.chunkColumns);
  Value widest = indexConstant(b, loc, plan.widestChunk);
  Value share = arith::CeilDivUIOp::create(
      b, loc, columns, indexConstant(b, loc, plan.chunkShares));
  Value lanes = indexConstant(b, loc, plan.lanes);
  Value vectors = arith::CeilDivUIOp::create(b, loc, share, lanes);
  Value width = arith::MulIOp::create(b, loc, vectors, lanes);
  width = arith::MaxUIOp::create(b, loc, width, lanes);
  return arith::MinUIOp::create(b, loc, width, widest);
}

/// The destination row at the outer loops' `ivs`, across the reduced
/// loop: its column chunks (an scf.parallel when `parallel`), each walked
/// down the rows.
void ReductionNest::emitColumns(OpBuilder &b, ValueRange ivs, bool parallel) {
  SmallVector<Value> starts;
  for (const Access &source : sources)
    starts.push_back(startOf(b, source, ivs));
  Value destStart = startOf(b, dest, ivs);
  Value columns = valueOf(b, loc, sizes[plan.vectorLoop]);
  Value width = chunkWidth(b, columns);
  Value zero = indexConstant(b, loc, 0);
  OpBuilder::InsertionGuard guard(b);
  Value begin;
  if (parallel) {
    auto loop = scf::ParallelOp::create(b, loc, ValueRange{zero},
                                        ValueRange{columns}, ValueRange{width});
    b.setInsertionPoint(loop.getBody()->getTerminator());
    begin = loop.getInductionVars()[0];
  } else {
    auto loop = scf::ForOp::create(b, loc, zero, columns, width);
    b.setInsertionPoint(loop.getBody()->getTerminator());
    begin = loop.getInductionVar();
  }
  Value end = arith::MinUIOp::create(
      b, loc, arith::AddIOp::create(b, loc, begin, width), columns);
  emitColumnChunk(b, starts, destStart, begin, end);
}

} // namespace

void vectorize::rewriteReduction(RewriterBase &rewriter,
                                 const ReductionMatch &red,
                                 const ReductionPlan &plan) {
  linalg::GenericOp op = red.op;
  ReductionNest nest(rewriter, op.getLoc(), red, plan);
  nest.emit(rewriter);
  rewriter.eraseOp(op);
  // The nest stores every destination element, combined with the fill
  // value.
  if (plan.initFromFill)
    rewriter.eraseOp(red.fill);
}
