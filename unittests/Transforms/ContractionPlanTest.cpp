//===- ContractionPlanTest.cpp - plans of packed contractions -------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/ContractionPlan.h"

#include "gtest/gtest.h"

using namespace mlir::shapes;

namespace {

using Loops = llvm::SmallVector<unsigned>;

/// The figures these tests pin: the generic target's blocks (kc = 256,
/// mc = 144, nc = 3072) with tiles of 6 rows of 512 bits.
VectorTarget generic() {
  VectorTarget target = VectorTarget::generic();
  target.contractionBits = 512;
  target.mr = 6;
  return target;
}

/// C[m][n] += A[m][k] * B[k][n]: loops (m, n, k), input 0 is A. Sizes may
/// be kUnknown.
ContractionShape matmul(int64_t m, int64_t n, int64_t k,
                        int64_t resultBits = 32) {
  ContractionShape shape;
  shape.sizes = {m, n, k};
  shape.m = 0;
  shape.n = 1;
  shape.k = 2;
  shape.lhs = 0;
  shape.rhs = 1;
  shape.resultBits = resultBits;
  return shape;
}

/// C[b][m][n] += A[b][m][k] * B[b][k][n]: loops (b, m, n, k).
ContractionShape batchMatmul(int64_t batch, int64_t m, int64_t n, int64_t k) {
  ContractionShape shape;
  shape.sizes = {batch, m, n, k};
  shape.batchLoops = {0};
  shape.m = 1;
  shape.n = 2;
  shape.k = 3;
  return shape;
}

TEST(ContractionPlanTest, LargeMatmulGetsTheTargetBlocks) {
  ContractionPlan plan =
      planContraction(matmul(1000, 5000, 1000), generic(), 1, true);
  EXPECT_TRUE(plan.batchLoops.empty());
  EXPECT_EQ(plan.m, 0u);
  EXPECT_EQ(plan.n, 1u);
  EXPECT_EQ(plan.k, 2u);
  EXPECT_EQ(plan.lhs, 0u);
  EXPECT_EQ(plan.rhs, 1u);
  EXPECT_EQ(plan.mr, 6);
  EXPECT_EQ(plan.nr, 16);
  EXPECT_EQ(plan.kc, 256);
  EXPECT_EQ(plan.mc, 144);
  EXPECT_EQ(plan.nc, 3072);
  EXPECT_EQ(plan.threads, 1);
  EXPECT_FALSE(plan.isParallel());
  EXPECT_FALSE(plan.splitRows);
  EXPECT_TRUE(plan.fma);
}

TEST(ContractionPlanTest, TileColumnsAreOneVectorOfResultElements) {
  struct Case {
    int64_t bits, nr;
  };
  // f64, f32 or i32, f16 or bf16, i8.
  const Case cases[] = {{64, 8}, {32, 16}, {16, 32}, {8, 64}};
  for (const Case &c : cases) {
    SCOPED_TRACE(testing::Message() << "bits " << c.bits);
    ContractionPlan plan = planContraction(
        matmul(kUnknown, kUnknown, kUnknown, c.bits), generic(), 1, true);
    EXPECT_EQ(plan.nr, c.nr);
    EXPECT_EQ(plan.mr, 6);
    EXPECT_EQ(plan.nc, 3072);
    EXPECT_EQ(plan.nc % plan.nr, 0);
  }

  // The vector is contractionBits wide, whatever vectorBits is.
  VectorTarget target = generic();
  target.contractionBits = 256;
  target.vectorBits = 128;
  EXPECT_EQ(planContraction(matmul(100, 100, 100, 32), target, 1, true).nr, 8);
  EXPECT_EQ(planContraction(matmul(100, 100, 100, 64), target, 1, true).nr, 4);

  // At least one element, when an element is wider than the vector.
  target.contractionBits = 32;
  EXPECT_EQ(planContraction(matmul(100, 100, 100, 64), target, 1, true).nr, 1);
}

TEST(ContractionPlanTest, BlocksAreWholeTiles) {
  VectorTarget target = generic();
  target.mr = 4;
  target.kc = 100;
  target.mc = 10;
  target.nc = 100;
  ContractionPlan plan =
      planContraction(matmul(kUnknown, kUnknown, kUnknown), target, 1, true);
  EXPECT_EQ(plan.mr, 4);
  EXPECT_EQ(plan.nr, 16);
  EXPECT_EQ(plan.kc, 100);
  // mc up to whole tiles of rows, nc of columns.
  EXPECT_EQ(plan.mc, 12);
  EXPECT_EQ(plan.nc, 112);

  // f64: nc in tiles of 8 columns.
  EXPECT_EQ(
      planContraction(matmul(kUnknown, kUnknown, kUnknown, 64), target, 1, true)
          .nc,
      104);
}

TEST(ContractionPlanTest, TargetFiguresAreAtLeastOne) {
  VectorTarget target = generic();
  target.mr = 0;
  target.kc = 0;
  target.mc = 0;
  target.nc = 0;
  ContractionPlan plan =
      planContraction(matmul(kUnknown, kUnknown, kUnknown), target, 1, true);
  EXPECT_EQ(plan.mr, 1);
  EXPECT_EQ(plan.kc, 1);
  EXPECT_EQ(plan.mc, 1);
  // One tile of columns.
  EXPECT_EQ(plan.nc, 16);

  target.mr = 6;
  EXPECT_EQ(
      planContraction(matmul(kUnknown, kUnknown, kUnknown), target, 1, true).mc,
      6);
}

TEST(ContractionPlanTest, UnknownSizesKeepTheTargetBlocks) {
  ContractionPlan plan =
      planContraction(matmul(kUnknown, kUnknown, kUnknown), generic(), 4, true);
  EXPECT_EQ(plan.kc, 256);
  EXPECT_EQ(plan.mc, 144);
  EXPECT_EQ(plan.nc, 3072);
  EXPECT_TRUE(plan.isParallel());
  EXPECT_FALSE(plan.splitRows);

  // Each static size shrinks its own block only.
  plan = planContraction(matmul(5, kUnknown, kUnknown), generic(), 1, true);
  EXPECT_EQ(plan.mc, 6);
  EXPECT_EQ(plan.nc, 3072);
  EXPECT_EQ(plan.kc, 256);
  plan = planContraction(matmul(kUnknown, 3, kUnknown), generic(), 1, true);
  EXPECT_EQ(plan.mc, 144);
  EXPECT_EQ(plan.nc, 16);
  EXPECT_EQ(plan.kc, 256);
  plan = planContraction(matmul(kUnknown, kUnknown, 1), generic(), 1, true);
  EXPECT_EQ(plan.mc, 144);
  EXPECT_EQ(plan.nc, 3072);
  EXPECT_EQ(plan.kc, 1);
}

TEST(ContractionPlanTest, SmallStaticSizesShrinkTheBlocks) {
  // M = 5 is one tile of 6 rows, N = 3 one of 16 columns, K = 1 one step.
  ContractionPlan plan = planContraction(matmul(5, 3, 1), generic(), 1, true);
  EXPECT_EQ(plan.mr, 6);
  EXPECT_EQ(plan.nr, 16);
  EXPECT_EQ(plan.mc, 6);
  EXPECT_EQ(plan.nc, 16);
  EXPECT_EQ(plan.kc, 1);

  // Whole tiles above the size, up to the target's blocks.
  plan = planContraction(matmul(100, 100, 100), generic(), 1, true);
  EXPECT_EQ(plan.mc, 102);
  EXPECT_EQ(plan.nc, 112);
  EXPECT_EQ(plan.kc, 100);
  plan = planContraction(matmul(145, 3073, 257), generic(), 1, true);
  EXPECT_EQ(plan.mc, 144);
  EXPECT_EQ(plan.nc, 3072);
  EXPECT_EQ(plan.kc, 256);
  plan = planContraction(matmul(144, 3072, 256), generic(), 1, true);
  EXPECT_EQ(plan.mc, 144);
  EXPECT_EQ(plan.nc, 3072);
  EXPECT_EQ(plan.kc, 256);

  // Empty loops keep blocks of one tile and one step.
  plan = planContraction(matmul(0, 0, 0), generic(), 1, true);
  EXPECT_EQ(plan.mc, 6);
  EXPECT_EQ(plan.nc, 16);
  EXPECT_EQ(plan.kc, 1);

  // The tiles of f64 and i8 results.
  EXPECT_EQ(planContraction(matmul(5, 3, 1, 64), generic(), 1, true).nc, 8);
  EXPECT_EQ(planContraction(matmul(5, 100, 1, 8), generic(), 1, true).nc, 128);
}

TEST(ContractionPlanTest, BatchLoopsAreKeptAndNotBlocked) {
  ContractionPlan plan =
      planContraction(batchMatmul(2, 1000, 3, 1), generic(), 1, true);
  EXPECT_EQ(plan.batchLoops, Loops{0});
  EXPECT_EQ(plan.m, 1u);
  EXPECT_EQ(plan.n, 2u);
  EXPECT_EQ(plan.k, 3u);
  EXPECT_EQ(plan.mc, 144);
  EXPECT_EQ(plan.nc, 16);
  EXPECT_EQ(plan.kc, 1);

  // A batch of run-time size, and two batch loops.
  ContractionShape shape = batchMatmul(kUnknown, 5, 5000, kUnknown);
  shape.sizes = {kUnknown, 7, 5, 5000, kUnknown};
  shape.batchLoops = {0, 1};
  shape.m = 2;
  shape.n = 3;
  shape.k = 4;
  plan = planContraction(shape, generic(), 1, true);
  EXPECT_EQ(plan.batchLoops, (Loops{0, 1}));
  EXPECT_EQ(plan.m, 2u);
  EXPECT_EQ(plan.n, 3u);
  EXPECT_EQ(plan.k, 4u);
  EXPECT_EQ(plan.mc, 6);
  EXPECT_EQ(plan.nc, 3072);
  EXPECT_EQ(plan.kc, 256);
}

TEST(ContractionPlanTest, SwappedInputsAndLoopsArePlanned) {
  // C[n][m] += B[k][n] * A[m][k]: loops (n, m, k), input 1 is A.
  ContractionShape shape;
  shape.sizes = {3, 1000, 5};
  shape.m = 1;
  shape.n = 0;
  shape.k = 2;
  shape.lhs = 1;
  shape.rhs = 0;
  ContractionPlan plan = planContraction(shape, generic(), 1, true);
  EXPECT_EQ(plan.lhs, 1u);
  EXPECT_EQ(plan.rhs, 0u);
  EXPECT_EQ(plan.m, 1u);
  EXPECT_EQ(plan.n, 0u);
  EXPECT_EQ(plan.k, 2u);
  EXPECT_EQ(plan.mc, 144);
  EXPECT_EQ(plan.nc, 16);
  EXPECT_EQ(plan.kc, 5);
  // N < M by the loops' roles, not their order.
  EXPECT_TRUE(planContraction(shape, generic(), 2, true).splitRows);
  shape.sizes = {1000, 3, 5};
  EXPECT_FALSE(planContraction(shape, generic(), 2, true).splitRows);
}

TEST(ContractionPlanTest, BAndTheResultPreferNMinor) {
  ContractionShape shape = matmul(64, 64, 64);
  // B[k][n] and C[m][n] prefer their N dimension contiguous.
  EXPECT_EQ(getPreferredMinorLoop(shape, ContractionOperand::Rhs), 1u);
  EXPECT_EQ(getPreferredMinorLoop(shape, ContractionOperand::Result), 1u);
  // A is packed in any order at the same cost.
  EXPECT_EQ(getPreferredMinorLoop(shape, ContractionOperand::Lhs),
            std::nullopt);
  // N by its role, not its position: loops (n, m, k).
  shape.n = 0;
  shape.m = 1;
  EXPECT_EQ(getPreferredMinorLoop(shape, ContractionOperand::Rhs), 0u);
}

TEST(ContractionPlanTest, ThreadsSplitRowsWhenNIsBelowM) {
  // One thread: sequential, whatever the sizes.
  ContractionPlan one =
      planContraction(matmul(1000, 10, 64), generic(), 1, true);
  EXPECT_EQ(one.threads, 1);
  EXPECT_FALSE(one.isParallel());
  EXPECT_FALSE(one.splitRows);

  ContractionPlan rows =
      planContraction(matmul(1000, 10, 64), generic(), 4, true);
  EXPECT_EQ(rows.threads, 4);
  EXPECT_TRUE(rows.isParallel());
  EXPECT_TRUE(rows.splitRows);
  // The blocks are those of one thread.
  EXPECT_EQ(rows.mc, 144);
  EXPECT_EQ(rows.nc, 16);

  // N >= M, or either size known only at run time: columns.
  EXPECT_FALSE(
      planContraction(matmul(10, 1000, 64), generic(), 4, true).splitRows);
  EXPECT_FALSE(
      planContraction(matmul(100, 100, 64), generic(), 4, true).splitRows);
  EXPECT_FALSE(planContraction(matmul(1000, kUnknown, 64), generic(), 4, true)
                   .splitRows);
  EXPECT_FALSE(
      planContraction(matmul(kUnknown, 10, 64), generic(), 4, true).splitRows);
  EXPECT_TRUE(planContraction(batchMatmul(kUnknown, 1000, 10, kUnknown),
                              generic(), 2, true)
                  .splitRows);
}

TEST(ContractionPlanTest, ThreadsAreAtLeastOne) {
  for (int64_t threads : {0, -3}) {
    SCOPED_TRACE(testing::Message() << "threads " << threads);
    ContractionPlan plan =
        planContraction(matmul(1000, 10, 64), generic(), threads, true);
    EXPECT_EQ(plan.threads, 1);
    EXPECT_FALSE(plan.isParallel());
    EXPECT_FALSE(plan.splitRows);
  }
}

TEST(ContractionPlanTest, FmaIsTheOption) {
  EXPECT_TRUE(planContraction(matmul(8, 8, 8), generic(), 1, true).fma);
  EXPECT_FALSE(planContraction(matmul(8, 8, 8), generic(), 1, false).fma);
}

} // namespace
