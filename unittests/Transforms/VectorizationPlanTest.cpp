//===- VectorizationPlanTest.cpp - plans of the vector loop nests ---------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/VectorizationPlan.h"

#include "gtest/gtest.h"

using namespace mlir::shapes;

namespace {

constexpr int64_t kMiB = 1 << 20;

/// The default target (512-bit registers, streaming from 16 MiB) with up
/// to 4 row streams (row-streams=4; the default is one).
VectorTarget target(int64_t threshold = 16 * kMiB) {
  VectorTarget target;
  target.vectorBits = 512;
  target.streamingThreshold = threshold;
  target.rowStreams = 4;
  return target;
}

AccessShape access(llvm::SmallVector<int64_t> strides, int64_t extent,
                   int64_t bytes = 4, int64_t offset = 0) {
  return AccessShape{std::move(strides), offset, extent, bytes};
}

/// A row-major rows x columns destination of `bytes`-byte elements and the
/// given sources.
KernelShape matrix(int64_t rows, int64_t columns,
                   llvm::SmallVector<AccessShape> sources, int64_t bytes = 4) {
  KernelShape kernel;
  kernel.sizes = {rows, columns};
  kernel.dest = access({columns, 1}, rows * columns, bytes);
  kernel.sources = std::move(sources);
  return kernel;
}

TEST(ElementwisePlanTest, SmallNestIsPlainVectors) {
  KernelShape kernel = matrix(3, 5, {access({5, 1}, 15)});
  ElementwisePlan plan = planElementwise(kernel, target());
  EXPECT_FALSE(plan.streaming);
  EXPECT_FALSE(plan.aligned);
  EXPECT_EQ(plan.lanes, 16);
  EXPECT_EQ(plan.walk, RowWalk::OneByOne);
  EXPECT_EQ(plan.streams, 1);
  EXPECT_EQ(plan.outerSizes, (llvm::SmallVector<int64_t>{3}));
  EXPECT_EQ(plan.rowCount, 3);
  EXPECT_EQ(plan.prefetched, (llvm::SmallVector<bool>{false}));
}

TEST(ElementwisePlanTest, RegisterWidthSetsLanes) {
  VectorTarget narrow = target();
  narrow.vectorBits = 256;
  KernelShape kernel = matrix(3, 5, {access({5, 1}, 15, 8)}, 8);
  EXPECT_EQ(planElementwise(kernel, narrow).lanes, 4);
}

TEST(ElementwisePlanTest, OddRowsStreamUnaligned) {
  // Rows of 33 f32 start at different distances from a line: non-temporal
  // stores need every row aligned alike.
  KernelShape kernel = matrix(7, 33, {access({33, 1}, 231)});
  ElementwisePlan plan = planElementwise(kernel, target(0));
  EXPECT_TRUE(plan.streaming);
  EXPECT_FALSE(plan.aligned);
  EXPECT_EQ(plan.lanes, 16);
  EXPECT_EQ(plan.walk, RowWalk::OneByOne);
  EXPECT_EQ(plan.prefetched, (llvm::SmallVector<bool>{false}));
}

TEST(ElementwisePlanTest, AlignedRowsGetRowStreams) {
  KernelShape kernel = matrix(64, 1024, {access({1024, 1}, 64 * 1024)});
  ElementwisePlan plan = planElementwise(kernel, target(0));
  EXPECT_TRUE(plan.aligned);
  EXPECT_EQ(plan.arrays, 2);
  EXPECT_EQ(plan.walk, RowWalk::Interleaved);
  EXPECT_EQ(plan.streams, 4);
  EXPECT_EQ(plan.perStream, 16);
  EXPECT_FALSE(plan.shortLastStream);
  EXPECT_EQ(plan.prefetched, (llvm::SmallVector<bool>{true}));
  EXPECT_EQ(plan.prefetchDistance, (llvm::SmallVector<int64_t>{1024}));
}

TEST(ElementwisePlanTest, OneRowStreamByDefault) {
  KernelShape kernel = matrix(64, 1024, {access({1024, 1}, 64 * 1024)});
  VectorTarget defaults;
  defaults.streamingThreshold = 0;
  ElementwisePlan plan = planElementwise(kernel, defaults);
  EXPECT_TRUE(plan.streaming);
  EXPECT_TRUE(plan.aligned);
  EXPECT_EQ(plan.streams, 1);
  EXPECT_EQ(plan.walk, RowWalk::OneByOne);
}

TEST(ElementwisePlanTest, LastRowStreamMayBeShort) {
  KernelShape kernel = matrix(10, 1024, {access({1024, 1}, 10 * 1024)});
  ElementwisePlan plan = planElementwise(kernel, target(0));
  EXPECT_EQ(plan.walk, RowWalk::Interleaved);
  EXPECT_EQ(plan.perStream, 3);
  EXPECT_TRUE(plan.shortLastStream);
}

TEST(ElementwisePlanTest, BroadcastsAreNotLargeStreams) {
  // 64 MiB of f32 plus a row vector v[j] and a column vector v[i]: only the
  // destination streams beyond the cache.
  KernelShape kernel =
      matrix(4096, 4096, {access({0, 1}, 4096), access({1, 0}, 4096)});
  ElementwisePlan plan = planElementwise(kernel, target());
  EXPECT_TRUE(plan.streaming);
  EXPECT_TRUE(plan.aligned);
  EXPECT_EQ(plan.largeStreams, (llvm::SmallVector<bool>{false, false}));
  EXPECT_EQ(plan.arrays, 1);
  EXPECT_EQ(plan.streams, 4);
  EXPECT_EQ(plan.walk, RowWalk::Interleaved);
  EXPECT_EQ(plan.perStream, 1024);
  EXPECT_EQ(plan.prefetched, (llvm::SmallVector<bool>{false, false}));
}

TEST(ElementwisePlanTest, SeveralSourcesShareTheStreams) {
  AccessShape large = access({4096, 1}, 4096 * 4096);
  KernelShape three = matrix(4096, 4096, {large, large, large});
  ElementwisePlan plan = planElementwise(three, target());
  EXPECT_EQ(plan.arrays, 4);
  EXPECT_EQ(plan.streams, 2);
  EXPECT_EQ(plan.prefetched, (llvm::SmallVector<bool>(3, true)));

  // Six arrays: one row stream, and no prefetches.
  KernelShape five = matrix(4096, 4096, {large, large, large, large, large});
  plan = planElementwise(five, target());
  EXPECT_EQ(plan.arrays, 6);
  EXPECT_EQ(plan.streams, 1);
  EXPECT_EQ(plan.walk, RowWalk::OneByOne);
  EXPECT_EQ(plan.prefetched, (llvm::SmallVector<bool>(5, false)));
}

TEST(ElementwisePlanTest, FreshDestinationIsNotStreamed) {
  KernelShape kernel = matrix(4096, 4096, {access({4096, 1}, 4096 * 4096)});
  kernel.freshDest = true;
  ElementwisePlan plan = planElementwise(kernel, target());
  EXPECT_FALSE(plan.streaming);
  EXPECT_EQ(plan.lanes, 16);
  VectorTarget fresh = target();
  fresh.streamFresh = true;
  EXPECT_TRUE(planElementwise(kernel, fresh).streaming);
}

TEST(ElementwisePlanTest, LongVectorIsCutIntoRows) {
  int64_t count = 16 * kMiB + 5;
  KernelShape kernel;
  kernel.sizes = {count};
  kernel.dest = access({1}, count);
  kernel.sources = {access({1}, count)};
  ElementwisePlan plan = planElementwise(kernel, target());
  EXPECT_EQ(plan.walk, RowWalk::Cut);
  EXPECT_EQ(plan.cutLength, 4096);
  EXPECT_EQ(plan.cutPieces, 4096);
  EXPECT_EQ(plan.cutRest, 5);
}

TEST(ElementwisePlanTest, PaddingRowsAreWalkedOneByOne) {
  KernelShape kernel = matrix(64, 1000, {access({1000, 1}, 64 * 1000)});
  kernel.dest = access({1024, 1}, 70 * 1024);
  kernel.physical = {64, 1024};
  ElementwisePlan plan = planElementwise(kernel, target(0));
  EXPECT_TRUE(plan.aligned);
  EXPECT_EQ(plan.walk, RowWalk::Interleaved);

  kernel.physical = {70, 1024};
  plan = planElementwise(kernel, target(0));
  EXPECT_EQ(plan.walk, RowWalk::OneByOne);
  EXPECT_EQ(plan.outerSizes, (llvm::SmallVector<int64_t>{70}));
  EXPECT_EQ(plan.rowCount, 70);
}

TEST(TransposingPlanTest, LargeTransposeAlignsTheSourceRows) {
  KernelShape kernel = matrix(4096, 4096, {access({1, 4096}, 4096 * 4096)});
  kernel.isCopy = true;
  TransposingPlan plan = planTransposing(kernel, /*across=*/0, target());
  EXPECT_TRUE(plan.streaming);
  EXPECT_TRUE(plan.aligned);
  EXPECT_EQ(plan.lanes, 16);
  EXPECT_EQ(plan.rowTiles, 256);
  EXPECT_EQ(plan.paddedRowTiles, 256);
  EXPECT_EQ(plan.rowHeadSource, 0);
  EXPECT_EQ(plan.minRowTiles, 255);
  EXPECT_EQ(plan.blockTiles, 8);
  EXPECT_EQ(plan.aheadRows, 2);
  EXPECT_TRUE(plan.prefetchNextBlock);
  EXPECT_TRUE(plan.outerLoops.empty());
  EXPECT_EQ(plan.transposed, (llvm::SmallVector<bool>{true}));
}

TEST(TransposingPlanTest, UnalignedSourceRowsStartAtZero) {
  // Source rows 4100 f32 apart start at different distances from a line.
  KernelShape kernel = matrix(4096, 4096, {access({1, 4100}, 4100 * 4096)});
  TransposingPlan plan = planTransposing(kernel, 0, target());
  EXPECT_TRUE(plan.aligned);
  EXPECT_FALSE(plan.rowHeadSource);
  EXPECT_EQ(plan.minRowTiles, 256);
}

TEST(TransposingPlanTest, OddSizesLeaveScalarRows) {
  KernelShape kernel = matrix(100, 37, {access({1, 100}, 3700, 8)}, 8);
  TransposingPlan plan = planTransposing(kernel, 0, target());
  EXPECT_FALSE(plan.streaming);
  EXPECT_FALSE(plan.aligned);
  EXPECT_EQ(plan.lanes, 8);
  EXPECT_EQ(plan.rows, 100);
  EXPECT_EQ(plan.columns, 37);
  EXPECT_EQ(plan.rowTiles, 12);
  EXPECT_FALSE(plan.rowHeadSource);
  EXPECT_TRUE(plan.prefetchNextBlock);
}

TEST(TransposingPlanTest, FewRowsOfTilesPrefetchNothing) {
  KernelShape kernel = matrix(100, 100, {access({1, 100}, 10000)});
  TransposingPlan plan = planTransposing(kernel, 0, target());
  EXPECT_EQ(plan.rowTiles, 6);
  EXPECT_FALSE(plan.prefetchNextBlock);
}

TEST(TransposingPlanTest, PaddingRowsGetAPartialRowOfTiles) {
  KernelShape kernel = matrix(30, 40, {access({1, 30}, 1200)});
  kernel.dest = access({48, 1}, 32 * 48);
  kernel.physical = {32, 48};
  TransposingPlan plan = planTransposing(kernel, 0, target(0));
  EXPECT_EQ(plan.rowTiles, 1);
  EXPECT_EQ(plan.paddedRowTiles, 2);
  EXPECT_EQ(plan.rowExtent, 32);
  EXPECT_EQ(plan.columnExtent, 48);
  EXPECT_FALSE(plan.rowHeadSource);

  // Padding rows too few for a tile: the last rows are scalar.
  kernel.physical = {31, 48};
  plan = planTransposing(kernel, 0, target(0));
  EXPECT_EQ(plan.paddedRowTiles, 1);
}

TEST(TransposingPlanTest, OtherLoopsAreOuterLoops) {
  KernelShape kernel;
  kernel.sizes = {4, 64, 64};
  kernel.dest = access({4096, 64, 1}, 4 * 4096);
  // A broadcast along the outer loop, transposed within.
  kernel.sources = {access({0, 1, 64}, 4096), access({4096, 64, 1}, 4 * 4096)};
  TransposingPlan plan = planTransposing(kernel, 1, target());
  EXPECT_EQ(plan.outerLoops, (llvm::SmallVector<int64_t>{0}));
  EXPECT_EQ(plan.outerSizes, (llvm::SmallVector<int64_t>{4}));
  EXPECT_EQ(plan.transposed, (llvm::SmallVector<bool>{true, false}));
}

TEST(TransposingLoopTest, FindsTheSourcesContiguousLoop) {
  EXPECT_EQ(findTransposingLoop({{1, 64}}, {4}, 4, target()), 0);
  EXPECT_EQ(
      findTransposingLoop({{1, 64, 4096}, {4096, 64, 1}}, {8, 8}, 8, target()),
      0);
  // No strided source, mixed widths, 2-byte elements, two directions.
  EXPECT_FALSE(findTransposingLoop({{64, 1}}, {4}, 4, target()));
  EXPECT_FALSE(findTransposingLoop({{1, 64}}, {8}, 4, target()));
  EXPECT_FALSE(findTransposingLoop({{1, 64}}, {2}, 2, target()));
  EXPECT_FALSE(
      findTransposingLoop({{1, 64, 4096}, {64, 1, 4096}}, {4, 4}, 4, target()));
}

TEST(TransposingLoopTest, TilesFollowTheTargetsShuffleLanes) {
  // 16-byte lanes: 2 or 4 elements a lane, 4 lanes a 64-byte line.
  VectorTarget x86 = target();
  EXPECT_TRUE(x86.canTransposeTiles(4));
  EXPECT_TRUE(x86.canTransposeTiles(8));
  EXPECT_FALSE(x86.canTransposeTiles(2));
  EXPECT_FALSE(x86.canTransposeTiles(16));
  // 32-byte lines (2 lanes): f32 and f64 tiles.
  VectorTarget narrow = target();
  narrow.lineBytes = 32;
  EXPECT_TRUE(narrow.canTransposeTiles(4));
  EXPECT_TRUE(narrow.canTransposeTiles(8));
  // 8-byte lanes: 2-byte and 4-byte elements, not 8-byte ones.
  VectorTarget small = target();
  small.shuffleLaneBytes = 8;
  EXPECT_TRUE(small.canTransposeTiles(2));
  EXPECT_TRUE(small.canTransposeTiles(4));
  EXPECT_FALSE(small.canTransposeTiles(8));
  EXPECT_EQ(findTransposingLoop({{1, 64}}, {2}, 2, small), 0);
  EXPECT_FALSE(findTransposingLoop({{1, 64}}, {8}, 8, small));
  // 3 lanes a line: no power of two.
  VectorTarget odd = target();
  odd.lineBytes = 48;
  EXPECT_FALSE(odd.canTransposeTiles(4));
}

//===----------------------------------------------------------------------===//
// Sizes and strides known only at run time (kUnknown)
//===----------------------------------------------------------------------===//

/// A row-major `?` x `?` destination with run-time row stride, and a
/// source like it.
KernelShape unknownMatrix(int64_t bytes = 4) {
  KernelShape kernel;
  kernel.sizes = {kUnknown, kUnknown};
  kernel.dest = access({kUnknown, 1}, kUnknown, bytes, 0);
  kernel.sources = {access({kUnknown, 1}, kUnknown, bytes, 0)};
  return kernel;
}

TEST(RunTimePlanTest, UnknownSizeLeavesStreamingToRunTime) {
  KernelShape kernel = unknownMatrix();
  ElementwisePlan plan = planElementwise(kernel, target());
  EXPECT_EQ(plan.open, RunTimeQuestion::Streaming);
  // Below the threshold: register-wide vectors, and nothing else to ask.
  RunTimeFacts small;
  small.streaming = false;
  plan = planElementwise(kernel, target(), small);
  EXPECT_FALSE(plan.open);
  EXPECT_FALSE(plan.aligned);
  EXPECT_EQ(plan.lanes, 16);
  EXPECT_EQ(plan.walk, RowWalk::OneByOne);
  EXPECT_EQ(plan.outerSizes, (llvm::SmallVector<int64_t>{kUnknown}));
  EXPECT_EQ(plan.rowCount, kUnknown);
}

TEST(RunTimePlanTest, QuestionsComeOneAtATime) {
  KernelShape kernel = unknownMatrix();
  RunTimeFacts facts;
  facts.streaming = true;
  ElementwisePlan plan = planElementwise(kernel, target(), facts);
  EXPECT_EQ(plan.open, RunTimeQuestion::RowsAlignedAlike);
  facts.rowsAlignedAlike = true;
  plan = planElementwise(kernel, target(), facts);
  EXPECT_EQ(plan.open, RunTimeQuestion::ManyRows);
  facts.manyRows = true;
  plan = planElementwise(kernel, target(), facts);
  ASSERT_FALSE(plan.open);
  EXPECT_TRUE(plan.aligned);
  // Two arrays streamed (the source spans the nest): 4 row streams.
  EXPECT_EQ(plan.arrays, 2);
  EXPECT_EQ(plan.walk, RowWalk::Interleaved);
  EXPECT_EQ(plan.streams, 4);
  EXPECT_EQ(plan.perStream, kUnknown);
  EXPECT_TRUE(plan.shortLastStream);
  // Few rows: whether cut rows are enough is asked next.
  facts.manyRows = false;
  plan = planElementwise(kernel, target(), facts);
  EXPECT_EQ(plan.open, RunTimeQuestion::CutRows);
  facts.cutRows = true;
  plan = planElementwise(kernel, target(), facts);
  ASSERT_FALSE(plan.open);
  EXPECT_EQ(plan.walk, RowWalk::Cut);
  EXPECT_EQ(plan.cutLength, 4096);
  EXPECT_EQ(plan.cutPieces, kUnknown);
  EXPECT_EQ(plan.cutRest, kUnknown);
  facts.cutRows = false;
  plan = planElementwise(kernel, target(), facts);
  ASSERT_FALSE(plan.open);
  EXPECT_EQ(plan.walk, RowWalk::OneByOne);
}

TEST(RunTimePlanTest, KnownStridesDecideAlignmentAtCompileTime) {
  // Rows of 3 f32: never aligned alike, whatever the number of rows.
  KernelShape kernel = matrix(7, 3, {access({3, 1}, 21)});
  kernel.sizes[0] = kUnknown;
  kernel.dest.extent = kUnknown;
  kernel.sources[0].extent = kUnknown;
  RunTimeFacts facts;
  facts.streaming = true;
  ElementwisePlan plan = planElementwise(kernel, target(), facts);
  ASSERT_FALSE(plan.open);
  EXPECT_TRUE(plan.streaming);
  EXPECT_FALSE(plan.aligned);
  // Known sizes decide streaming too: a 1 KiB destination never streams,
  // whatever the facts say.
  KernelShape known = matrix(16, 16, {access({16, 1}, 256)});
  plan = planElementwise(known, target(), facts);
  EXPECT_FALSE(plan.open);
  EXPECT_FALSE(plan.streaming);
}

TEST(RunTimePlanTest, BroadcastOfUnknownSizeIsNotALargeStream) {
  KernelShape kernel = unknownMatrix();
  kernel.sources = {access({kUnknown, 1}, kUnknown), access({0, 1}, kUnknown)};
  RunTimeFacts facts;
  facts.streaming = facts.rowsAlignedAlike = facts.manyRows = true;
  ElementwisePlan plan = planElementwise(kernel, target(), facts);
  ASSERT_FALSE(plan.open);
  EXPECT_EQ(plan.largeStreams, (llvm::SmallVector<bool>{true, false}));
  EXPECT_EQ(plan.prefetched, (llvm::SmallVector<bool>{true, false}));
}

TEST(RunTimePlanTest, TransposeWithUnknownRows) {
  KernelShape kernel;
  kernel.sizes = {kUnknown, kUnknown};
  kernel.dest = access({kUnknown, 1}, kUnknown);
  kernel.sources = {access({1, kUnknown}, kUnknown)};
  // One question for both the size and the row alignment: with ordinary
  // stores the nest depends on neither.
  TransposingPlan plan = planTransposing(kernel, 0, target());
  EXPECT_EQ(plan.open, RunTimeQuestion::AlignedStreaming);
  RunTimeFacts facts;
  facts.alignedStreaming = false;
  plan = planTransposing(kernel, 0, target(), facts);
  ASSERT_FALSE(plan.open);
  EXPECT_FALSE(plan.aligned);
  EXPECT_FALSE(plan.rowHeadSource);
  // A known answer to either part decides alone.
  RunTimeFacts small;
  small.streaming = false;
  plan = planTransposing(kernel, 0, target(), small);
  ASSERT_FALSE(plan.open);
  EXPECT_FALSE(plan.aligned);
  facts.alignedStreaming = true;
  plan = planTransposing(kernel, 0, target(), facts);
  ASSERT_FALSE(plan.open);
  EXPECT_TRUE(plan.aligned);
  EXPECT_EQ(plan.rowTiles, kUnknown);
  EXPECT_EQ(plan.paddedRowTiles, kUnknown);
  // A row head whose source stride is checked at run time; the prefetches
  // clamp at run time.
  EXPECT_EQ(plan.rowHeadSource, 0);
  EXPECT_EQ(plan.minRowTiles, kUnknown);
  EXPECT_TRUE(plan.prefetchNextBlock);
  EXPECT_EQ(plan.transposed, (llvm::SmallVector<bool>{true}));

  // A known stride that is not whole lines: no row head.
  kernel.sources = {access({1, 4100}, kUnknown)};
  plan = planTransposing(kernel, 0, target(), facts);
  EXPECT_FALSE(plan.rowHeadSource);
}

TEST(RunTimePlanTest, BoundedUnknownSizesArePadded) {
  // A 48 x 40 column-major buffer of `?` x `?` f32: bounded sizes, whose
  // padding the nest writes.
  KernelShape kernel;
  kernel.sizes = {kUnknown, kUnknown};
  kernel.physical = {40, 48};
  kernel.dest = access({48, 1}, 1920);
  kernel.sources = {access({1, kUnknown}, kUnknown)};
  EXPECT_TRUE(kernel.isPadded(0));
  EXPECT_TRUE(kernel.isPadded(1));
  // Not padded: a known size at its physical size, or no physical sizes.
  KernelShape full = kernel;
  full.sizes = {40, kUnknown};
  EXPECT_FALSE(full.isPadded(0));
  KernelShape unbounded = kernel;
  unbounded.physical.clear();
  EXPECT_FALSE(unbounded.isPadded(0));
  EXPECT_FALSE(unbounded.isPadded(1));

  RunTimeFacts facts;
  facts.streaming = false;
  TransposingPlan plan = planTransposing(kernel, 0, target(), facts);
  ASSERT_FALSE(plan.open);
  EXPECT_EQ(plan.rowExtent, 40);
  EXPECT_EQ(plan.columnExtent, 48);
  // The partial row of tiles is decided at run time.
  EXPECT_EQ(plan.rowTiles, kUnknown);
  EXPECT_EQ(plan.paddedRowTiles, kUnknown);
  EXPECT_FALSE(plan.rowHeadSource);
}

TEST(RunTimePlanTest, CountIsUnknownOrZero) {
  KernelShape kernel;
  kernel.sizes = {kUnknown, 4};
  EXPECT_EQ(kernel.count(), kUnknown);
  kernel.sizes = {kUnknown, 0};
  EXPECT_EQ(kernel.count(), 0);
  kernel.sizes = {3, 4};
  EXPECT_EQ(kernel.count(), 12);
}

} // namespace
