//===- PrefetchNextRow.cpp - the -shapes-prefetch-next-row pass -----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// In a row loop (an scf.parallel of one induction variable i) whose body
// walks its row in two or more scf.for loops, the first loop reads the row
// from memory and the later ones reuse it from the cache. The later loop of
// most work prefetches the rows at i + step of the buffers the first loop
// reads, a few 64-byte lines per iteration, so that the memory transfer of
// the next row overlaps the computation of this one (the exp of a softmax)
// rather than stalling the next row's first loop. Only 1-D buffers read at
// an index W * i + ... (a LinearIndex) with rows of 64 bytes to 16 KiB in
// all are prefetched. Prefetches change no value.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/LinearIndex.h"
#include "shapes/Dialect/Shapes/Transforms/Passes.h"
#include "shapes/Support/ListedPassOptions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/ADT/MapVector.h"

namespace mlir {
namespace shapes {
#define GEN_PASS_DEF_SHAPESPREFETCHNEXTROW
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"
} // namespace shapes
} // namespace mlir

using namespace mlir;
using mlir::shapes::LinearIndex;
using mlir::shapes::linearIndexOf;

namespace {

/// The cache line the prefetches count in, and the most bytes of rows one
/// row loop prefetches (half of a 32 KiB L1 data cache).
constexpr int64_t kLineBytes = 64;
constexpr int64_t kMaxRowBytes = 16 * 1024;

/// A buffer the first loop of a row reads: row i is at elements
/// `rowLength * i + first` on.
struct RowRead {
  int64_t rowLength;
  int64_t first;
  int64_t elementBytes;
};

/// The memref and index of a 1-D load, or none.
std::optional<std::pair<Value, Value>> loadOf(Operation *op) {
  if (auto load = dyn_cast<vector::LoadOp>(op))
    if (load.getIndices().size() == 1)
      return std::make_pair(load.getBase(), load.getIndices()[0]);
  if (auto load = dyn_cast<memref::LoadOp>(op))
    if (load.getIndices().size() == 1)
      return std::make_pair(load.getMemRef(), load.getIndices()[0]);
  return std::nullopt;
}

/// The buffers `first` reads row by row in iterations of `iv`, in the order
/// of their first loads; none when their rows exceed kMaxRowBytes.
llvm::MapVector<Value, RowRead> rowReads(scf::ForOp first, Value iv) {
  llvm::MapVector<Value, RowRead> reads;
  first.walk([&](Operation *op) {
    std::optional<std::pair<Value, Value>> load = loadOf(op);
    if (!load)
      return;
    auto type = dyn_cast<MemRefType>(load->first.getType());
    std::optional<LinearIndex> index = linearIndexOf(load->second);
    if (!type || !index || !type.getElementType().isIntOrFloat())
      return;
    int64_t bits = type.getElementTypeBitWidth();
    int64_t rowLength = index->coefficients.lookup(iv);
    if (bits % 8 != 0 || kLineBytes % (bits / 8) != 0 ||
        rowLength * (bits / 8) < kLineBytes || index->constant < 0)
      return;
    auto [it, inserted] = reads.try_emplace(
        load->first, RowRead{rowLength, index->constant, bits / 8});
    if (!inserted && it->second.rowLength != rowLength)
      it->second.rowLength = 0; // Read through rows of two lengths.
    it->second.first = std::min(it->second.first, index->constant);
  });
  reads.remove_if([](const auto &read) { return read.second.rowLength <= 0; });
  int64_t bytes = 0;
  for (const auto &read : reads)
    bytes += read.second.rowLength * read.second.elementBytes;
  if (bytes > kMaxRowBytes)
    reads.clear();
  return reads;
}

/// The number of ops in `op`'s regions.
int64_t opCount(Operation *op) {
  int64_t count = 0;
  op->walk([&](Operation *) { ++count; });
  return count - 1;
}

/// The scf.for among `loops` after the first of most work (trip count times
/// ops), of constant bounds, and its trip count; or none.
std::optional<std::pair<scf::ForOp, int64_t>>
heaviestLater(ArrayRef<scf::ForOp> loops) {
  std::optional<std::pair<scf::ForOp, int64_t>> best;
  int64_t bestWork = 0;
  for (scf::ForOp loop : loops.drop_front()) {
    std::optional<APInt> trips = loop.getStaticTripCount();
    if (!trips || trips->getActiveBits() > 32 || trips->isZero())
      continue;
    int64_t work = trips->getSExtValue() * opCount(loop);
    if (work > bestWork) {
      bestWork = work;
      best = std::make_pair(loop, trips->getSExtValue());
    }
  }
  return best;
}

/// Prefetches, at the start of `loop`'s body (of `trips` iterations), its
/// share of the row at `next` of each buffer of `reads`; the rows' bounds
/// are computed before `loop`.
void prefetchIn(scf::ForOp loop, int64_t trips, Value next,
                const llvm::MapVector<Value, RowRead> &reads) {
  OpBuilder outer(loop);
  OpBuilder b = OpBuilder::atBlockBegin(loop.getBody());
  Location loc = loop.getLoc();
  auto constant = [&](OpBuilder &builder, int64_t value) -> Value {
    return arith::ConstantIndexOp::create(builder, loc, value);
  };
  // The iteration's number: (iv - lower) / step.
  Value n = b.createOrFold<arith::DivUIOp>(
      loc,
      b.createOrFold<arith::SubIOp>(loc, loop.getInductionVar(),
                                    loop.getLowerBound()),
      loop.getStep());
  for (const auto &[buffer, read] : reads) {
    int64_t lineElements = kLineBytes / read.elementBytes;
    int64_t lines = llvm::divideCeil(read.rowLength, lineElements);
    int64_t perIteration = llvm::divideCeil(lines, trips);
    // The row's first element and its last one within the buffer.
    Value start = outer.createOrFold<arith::AddIOp>(
        loc,
        outer.createOrFold<arith::MulIOp>(loc, next,
                                          constant(outer, read.rowLength)),
        constant(outer, read.first));
    Value last = outer.createOrFold<arith::MinSIOp>(
        loc,
        outer.createOrFold<arith::AddIOp>(loc, start,
                                          constant(outer, read.rowLength - 1)),
        outer.createOrFold<arith::SubIOp>(
            loc, outer.createOrFold<memref::DimOp>(loc, buffer, 0),
            constant(outer, 1)));
    Value firstLine = b.createOrFold<arith::MulIOp>(
        loc, n, constant(b, perIteration * lineElements));
    for (int64_t k = 0; k < perIteration; ++k) {
      Value index = b.createOrFold<arith::AddIOp>(
          loc, start,
          b.createOrFold<arith::AddIOp>(loc, firstLine,
                                        constant(b, k * lineElements)));
      index = b.createOrFold<arith::MinSIOp>(loc, index, last);
      memref::PrefetchOp::create(b, loc, buffer, ValueRange{index},
                                 /*isWrite=*/false, /*localityHint=*/3,
                                 /*isDataCache=*/true);
    }
  }
}

/// Adds the prefetches of the next row to the body of `rows`.
void prefetchNextRow(scf::ParallelOp rows) {
  if (rows.getNumLoops() != 1)
    return;
  SmallVector<scf::ForOp> loops(rows.getBody()->getOps<scf::ForOp>());
  if (loops.size() < 2)
    return;
  Value iv = rows.getInductionVars()[0];
  llvm::MapVector<Value, RowRead> reads = rowReads(loops.front(), iv);
  std::optional<std::pair<scf::ForOp, int64_t>> target = heaviestLater(loops);
  if (reads.empty() || !target)
    return;
  // The next row, or the last one in the last iteration:
  // min(i + step, upper - 1).
  OpBuilder b = OpBuilder::atBlockBegin(rows.getBody());
  Location loc = rows.getLoc();
  Value next = arith::MinSIOp::create(
      b, loc, arith::AddIOp::create(b, loc, iv, rows.getStep()[0]),
      arith::SubIOp::create(b, loc, rows.getUpperBound()[0],
                            arith::ConstantIndexOp::create(b, loc, 1)));
  prefetchIn(target->first, target->second, next, reads);
}

struct ShapesPrefetchNextRowPass
    : mlir::shapes::WithListedOptions<
          mlir::shapes::impl::ShapesPrefetchNextRowBase<
              ShapesPrefetchNextRowPass>> {
  void runOnOperation() override {
    SmallVector<scf::ParallelOp> loops;
    getOperation()->walk([&](scf::ParallelOp loop) { loops.push_back(loop); });
    for (scf::ParallelOp loop : loops)
      prefetchNextRow(loop);
  }
};

} // namespace
