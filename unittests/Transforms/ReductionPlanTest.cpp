//===- ReductionPlanTest.cpp - plans of reductions' vector loops ----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/ReductionPlan.h"

#include "gtest/gtest.h"

#include <set>
#include <string>

using namespace mlir::shapes;

namespace {

using Loops = llvm::SmallVector<int64_t>;

/// The generic target: 512-bit vectors, 4 accumulators, chunks of 16 KiB,
/// 4 rows a step.
VectorTarget generic() { return VectorTarget::generic(); }

/// The sum of each row of a row-major rows x columns matrix: loops (i, j),
/// j reduced, dest[i] += a[i][j]. Sizes may be kUnknown.
ReductionShape rowSums(int64_t rows, int64_t columns,
                       ReductionElement element = ReductionElement::Float,
                       int64_t bits = 32) {
  ReductionShape shape;
  shape.element = element;
  shape.elementBits = bits;
  shape.sizes = {rows, columns};
  shape.reducedLoops = {1};
  shape.inputStrides = {{columns, 1}};
  shape.destStrides = {1, 0};
  shape.combiner = ReductionCombiner::Add;
  shape.combinerOnly = true;
  return shape;
}

/// The sum of each column of a row-major rows x columns matrix: loops
/// (i, j), i reduced, dest[j] += a[i][j].
ReductionShape columnSums(int64_t rows, int64_t columns,
                          ReductionElement element = ReductionElement::Float,
                          int64_t bits = 32) {
  ReductionShape shape = rowSums(rows, columns, element, bits);
  shape.reducedLoops = {0};
  shape.destStrides = {0, 1};
  return shape;
}

TEST(ReductionPlanTest, RowSumsRunAlongTheReducedLoop) {
  ReductionPlan plan = planReduction(rowSums(8, 100), generic(), 1);
  EXPECT_EQ(plan.walk, ReductionWalk::Along);
  EXPECT_EQ(plan.refusal, ReductionRefusal::None);
  EXPECT_TRUE(plan.isVectorized());
  EXPECT_EQ(plan.lanes, 16);
  EXPECT_EQ(plan.reduced, 1);
  EXPECT_EQ(plan.vectorLoop, 1);
  EXPECT_EQ(plan.outerLoops, Loops{0});
  EXPECT_EQ(plan.parallelLoop, 0);
  EXPECT_EQ(plan.contiguous, llvm::SmallVector<bool>{true});
  EXPECT_EQ(plan.accumulators, 4);
  // The body is the combiner alone: the identity in the masked lanes
  // leaves the accumulator as it is.
  EXPECT_FALSE(plan.selectRest);
  EXPECT_FALSE(plan.initFromFill);
}

TEST(ReductionPlanTest, ColumnSumsRunAcrossTheReducedLoop) {
  ReductionPlan plan = planReduction(columnSums(100, 40), generic(), 1);
  EXPECT_EQ(plan.walk, ReductionWalk::Across);
  EXPECT_EQ(plan.lanes, 16);
  EXPECT_EQ(plan.reduced, 0);
  EXPECT_EQ(plan.vectorLoop, 1);
  EXPECT_TRUE(plan.outerLoops.empty());
  // Without outer loops, the chunks of columns run in parallel.
  EXPECT_EQ(plan.parallelLoop, 1);
  EXPECT_EQ(plan.contiguous, llvm::SmallVector<bool>{true});
  EXPECT_EQ(plan.rowsPerStep, 4);
  EXPECT_FALSE(plan.rowsThroughBody);
  // 16 KiB of f32 columns.
  EXPECT_EQ(plan.widestChunk, 4096);
  EXPECT_EQ(plan.chunkColumns, 4096);
  EXPECT_EQ(plan.chunkShares, 1);
  EXPECT_EQ(plan.accumulators, 0);
}

TEST(ReductionPlanTest, ElementWidthSetsLanesAndChunks) {
  struct Case {
    ReductionElement element;
    int64_t bits, lanes, widestChunk;
  };
  const Case cases[] = {
      {ReductionElement::Float, 32, 16, 4096},
      {ReductionElement::Float, 64, 8, 2048},
      {ReductionElement::Integer, 8, 64, 16384},
      {ReductionElement::Integer, 32, 16, 4096},
      {ReductionElement::Integer, 64, 8, 2048},
  };
  for (const Case &c : cases) {
    SCOPED_TRACE(testing::Message() << "bits " << c.bits);
    ReductionPlan along =
        planReduction(rowSums(8, 100, c.element, c.bits), generic(), 1);
    EXPECT_EQ(along.walk, ReductionWalk::Along);
    EXPECT_EQ(along.lanes, c.lanes);
    ReductionPlan across =
        planReduction(columnSums(100, 40, c.element, c.bits), generic(), 1);
    EXPECT_EQ(across.walk, ReductionWalk::Across);
    EXPECT_EQ(across.lanes, c.lanes);
    EXPECT_EQ(across.widestChunk, c.widestChunk);
  }
}

TEST(ReductionPlanTest, OtherElementsStayScalar) {
  struct Case {
    ReductionElement element;
    int64_t bits;
  };
  // f16 and bf16, i1, i128, and index (Other).
  const Case cases[] = {
      {ReductionElement::Float, 16},   {ReductionElement::Integer, 1},
      {ReductionElement::Integer, 12}, {ReductionElement::Integer, 128},
      {ReductionElement::Other, 64},
  };
  for (const Case &c : cases) {
    SCOPED_TRACE(testing::Message() << "bits " << c.bits);
    ReductionPlan plan =
        planReduction(rowSums(8, 100, c.element, c.bits), generic(), 1);
    EXPECT_EQ(plan.walk, ReductionWalk::Scalar);
    EXPECT_FALSE(plan.isVectorized());
    EXPECT_EQ(plan.refusal, ReductionRefusal::Element);
  }
}

TEST(ReductionPlanTest, UnknownSizesArePlanned) {
  ReductionPlan along =
      planReduction(rowSums(kUnknown, kUnknown), generic(), 1);
  EXPECT_EQ(along.walk, ReductionWalk::Along);
  EXPECT_EQ(along.outerLoops, Loops{0});
  EXPECT_EQ(along.accumulators, 4);

  ReductionPlan across =
      planReduction(columnSums(kUnknown, kUnknown), generic(), 1);
  EXPECT_EQ(across.walk, ReductionWalk::Across);
  EXPECT_EQ(across.vectorLoop, 1);
  EXPECT_EQ(across.chunkColumns, 4096);

  // A size of 0 leaves nothing to vectorize; a `?` may be 0 at run time,
  // which the loops handle.
  ReductionPlan empty = planReduction(rowSums(0, kUnknown), generic(), 1);
  EXPECT_EQ(empty.refusal, ReductionRefusal::EmptyLoop);
  EXPECT_EQ(planReduction(columnSums(kUnknown, 0), generic(), 1).refusal,
            ReductionRefusal::EmptyLoop);
}

TEST(ReductionPlanTest, RowSumsOfAColumnMajorMatrixRunAcross) {
  // A column-major matrix of run-time rows: a[i][j] at i + j * rows. The
  // rows are strided, the columns of the destination are contiguous.
  ReductionShape shape = rowSums(kUnknown, 100);
  shape.inputStrides = {{1, kUnknown}};
  ReductionPlan plan = planReduction(shape, generic(), 1);
  EXPECT_EQ(plan.walk, ReductionWalk::Across);
  EXPECT_EQ(plan.reduced, 1);
  EXPECT_EQ(plan.vectorLoop, 0);
  EXPECT_TRUE(plan.outerLoops.empty());
  EXPECT_EQ(plan.parallelLoop, 0);
}

TEST(ReductionPlanTest, OperandStridedAlongEveryLoopStaysScalar) {
  // Every other column: stride 2 along the reduced loop.
  ReductionShape shape = rowSums(8, 100);
  shape.inputStrides = {{200, 2}};
  ReductionPlan plan = planReduction(shape, generic(), 1);
  EXPECT_EQ(plan.walk, ReductionWalk::Scalar);
  EXPECT_EQ(plan.refusal, ReductionRefusal::Strided);

  // One input strided along every loop is enough, the others contiguous.
  shape.inputStrides = {{100, 1}, {200, 2}};
  EXPECT_EQ(planReduction(shape, generic(), 1).refusal,
            ReductionRefusal::Strided);

  // Strides known only at run time are not contiguous.
  shape.inputStrides = {{kUnknown, kUnknown}};
  EXPECT_EQ(planReduction(shape, generic(), 1).refusal,
            ReductionRefusal::Strided);

  // Across the reduced loop, the destination must be contiguous too.
  ReductionShape columns = columnSums(100, 40);
  columns.destStrides = {0, 2};
  EXPECT_EQ(planReduction(columns, generic(), 1).refusal,
            ReductionRefusal::Strided);
}

TEST(ReductionPlanTest, InvariantInputsAreBroadcast) {
  // a[i][j] + v[i]: v does not depend on the reduced loop.
  ReductionShape shape = rowSums(8, 100);
  shape.inputStrides = {{100, 1}, {1, 0}};
  shape.combinerOnly = false;
  ReductionPlan plan = planReduction(shape, generic(), 1);
  EXPECT_EQ(plan.walk, ReductionWalk::Along);
  EXPECT_EQ(plan.contiguous, (llvm::SmallVector<bool>{true, false}));

  // Only invariant inputs: nothing to load along any loop.
  shape.inputStrides = {{0, 0}};
  EXPECT_EQ(planReduction(shape, generic(), 1).refusal,
            ReductionRefusal::Strided);
}

TEST(ReductionPlanTest, OneReducedLoopOnly) {
  // The sum of each matrix of a batch: loops (b, i, j), i and j reduced.
  ReductionShape shape;
  shape.sizes = {4, 8, 16};
  shape.reducedLoops = {1, 2};
  shape.inputStrides = {{128, 16, 1}};
  shape.destStrides = {1, 0, 0};
  shape.combiner = ReductionCombiner::Add;
  ReductionPlan plan = planReduction(shape, generic(), 1);
  EXPECT_EQ(plan.walk, ReductionWalk::Scalar);
  EXPECT_EQ(plan.refusal, ReductionRefusal::ReducedLoops);

  shape.reducedLoops = {};
  EXPECT_EQ(planReduction(shape, generic(), 1).refusal,
            ReductionRefusal::ReducedLoops);

  shape.reducedLoops = {2};
  EXPECT_EQ(planReduction(shape, generic(), 1).walk, ReductionWalk::Along);
}

TEST(ReductionPlanTest, UnsupportedCombinerStaysScalar) {
  ReductionShape shape = rowSums(8, 100);
  shape.combiner = ReductionCombiner::Unsupported;
  EXPECT_EQ(planReduction(shape, generic(), 1).refusal,
            ReductionRefusal::Combiner);
  shape.combiner = ReductionCombiner::Max;
  EXPECT_EQ(planReduction(shape, generic(), 1).walk, ReductionWalk::Along);
}

TEST(ReductionPlanTest, OuterLoopsRunInParallel) {
  // loops (b, i, j), i reduced, dest[b][j] += a[b][i][j]: across, the
  // batch loop outside.
  ReductionShape shape;
  shape.sizes = {2, 3, kUnknown};
  shape.reducedLoops = {1};
  shape.inputStrides = {{kUnknown, kUnknown, 1}};
  shape.destStrides = {kUnknown, 0, 1};
  shape.combiner = ReductionCombiner::Add;
  shape.combinerOnly = true;
  ReductionPlan plan = planReduction(shape, generic(), 2);
  EXPECT_EQ(plan.walk, ReductionWalk::Across);
  EXPECT_EQ(plan.vectorLoop, 2);
  EXPECT_EQ(plan.outerLoops, Loops{0});
  EXPECT_EQ(plan.parallelLoop, 0);
}

TEST(ReductionPlanTest, AcrossRunsAlongTheLastCandidateLoop) {
  // loops (i, a, j), i reduced, into a 1 x columns destination whose loop
  // of one iteration has stride 1 too: the vectors run along the
  // innermost.
  ReductionShape shape;
  shape.sizes = {100, 1, 40};
  shape.reducedLoops = {0};
  shape.inputStrides = {{40, 1, 1}};
  shape.destStrides = {0, 1, 1};
  shape.combiner = ReductionCombiner::Add;
  ReductionPlan plan = planReduction(shape, generic(), 1);
  EXPECT_EQ(plan.walk, ReductionWalk::Across);
  EXPECT_EQ(plan.vectorLoop, 2);
  EXPECT_EQ(plan.outerLoops, Loops{1});
}

TEST(ReductionPlanTest, ThreadsShareTheColumns) {
  ReductionPlan one = planReduction(columnSums(100, 40), generic(), 1);
  EXPECT_EQ(one.chunkColumns, 4096);
  EXPECT_EQ(one.chunkShares, 1);

  ReductionPlan two = planReduction(columnSums(100, 40), generic(), 2);
  EXPECT_EQ(two.widestChunk, 4096);
  EXPECT_EQ(two.chunkColumns, kUnknown);
  EXPECT_EQ(two.chunkShares, 2);
  EXPECT_EQ(planReduction(columnSums(100, 40), generic(), 3).chunkShares, 3);

  // Along the reduced loop the destination elements are shared instead.
  ReductionPlan along = planReduction(rowSums(8, 100), generic(), 2);
  EXPECT_EQ(along.chunkShares, 1);
  EXPECT_EQ(along.parallelLoop, 0);
}

TEST(ReductionPlanTest, TargetFiguresSetThePlan) {
  VectorTarget target = generic();
  target.reductionAccumulators = 8;
  target.reductionRowsPerStep = 2;
  target.reductionChunkBytes = 1024;
  target.vectorBits = 256;
  ReductionPlan along = planReduction(rowSums(8, 100), target, 1);
  EXPECT_EQ(along.lanes, 8);
  EXPECT_EQ(along.accumulators, 8);
  ReductionPlan across = planReduction(columnSums(100, 40), target, 1);
  EXPECT_EQ(across.rowsPerStep, 2);
  EXPECT_EQ(across.widestChunk, 256);
  EXPECT_EQ(across.chunkColumns, 256);

  // A chunk is at least one vector.
  target.reductionChunkBytes = 16;
  EXPECT_EQ(planReduction(columnSums(100, 40), target, 1).widestChunk, 8);

  // Vectors of one element are not worth it.
  target.vectorBits = 64;
  EXPECT_EQ(
      planReduction(rowSums(8, 100, ReductionElement::Integer, 64), target, 1)
          .refusal,
      ReductionRefusal::NarrowVectors);
  EXPECT_EQ(
      planReduction(rowSums(8, 100, ReductionElement::Integer, 32), target, 1)
          .lanes,
      2);
}

TEST(ReductionPlanTest, BodyDecidesTheMaskedLanesAndRowValues) {
  // exp(a) summed: the identity in a masked lane goes through exp.
  ReductionShape along = rowSums(8, 100);
  along.combinerOnly = false;
  EXPECT_TRUE(planReduction(along, generic(), 1).selectRest);
  ReductionShape across = columnSums(100, 40);
  across.combinerOnly = false;
  EXPECT_TRUE(planReduction(across, generic(), 1).rowsThroughBody);
}

TEST(ReductionPlanTest, InitFillServesTheReductionAlongTheLoop) {
  ReductionShape along = rowSums(8, 100);
  along.initFill = true;
  EXPECT_TRUE(planReduction(along, generic(), 1).initFromFill);
  // Across, the destination columns hold the accumulators from the init
  // values on.
  ReductionShape across = columnSums(100, 40);
  across.initFill = true;
  EXPECT_FALSE(planReduction(across, generic(), 1).initFromFill);
}

TEST(ReductionPlanTest, EveryRefusalHasItsOwnReason) {
  const ReductionRefusal refusals[] = {
      ReductionRefusal::None,      ReductionRefusal::Element,
      ReductionRefusal::Combiner,  ReductionRefusal::ReducedLoops,
      ReductionRefusal::EmptyLoop, ReductionRefusal::NarrowVectors,
      ReductionRefusal::Strided,
  };
  std::set<std::string> reasons;
  for (ReductionRefusal refusal : refusals) {
    EXPECT_FALSE(describeRefusal(refusal).empty());
    reasons.insert(describeRefusal(refusal).str());
  }
  EXPECT_EQ(reasons.size(), std::size(refusals));
}

} // namespace
