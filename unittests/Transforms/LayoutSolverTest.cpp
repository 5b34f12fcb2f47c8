//===- LayoutSolverTest.cpp - the solver of layout assignment -------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The exact mode of solveLayouts finds the minimum over every assignment of
// small random problems (checked by enumeration), greedy and auto are never
// better than it and auto never worse than greedy, and the collapse of free
// variables and the split into components count as documented.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/LayoutSolver.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <limits>
#include <numeric>
#include <random>

using namespace mlir::shapes;

namespace {

/// The minimum of `problem` over every assignment.
int64_t bruteForceMinimum(const LayoutProblem &problem) {
  unsigned n = problem.numVariables();
  std::vector<unsigned> choice(n, 0);
  int64_t best = std::numeric_limits<int64_t>::max();
  while (true) {
    best = std::min(best, problem.cost(choice));
    unsigned v = 0;
    while (v < n && ++choice[v] == problem.numCandidates(v))
      choice[v++] = 0;
    if (v == n)
      return best;
  }
}

/// A random problem of up to `maxVars` variables of 1 to 4 candidates,
/// with sparse unary costs (many zeros, as layouts give) and random pairs.
LayoutProblem randomProblem(std::mt19937 &rng, unsigned maxVars) {
  LayoutProblem problem;
  unsigned n = 1 + rng() % maxVars;
  for (unsigned v = 0; v < n; ++v) {
    std::vector<int64_t> costs(1 + rng() % 4);
    for (int64_t &cost : costs)
      cost = rng() % 3 == 0 ? static_cast<int64_t>(rng() % 100) : 0;
    problem.addVariable(costs);
  }
  unsigned pairs = n > 1 ? rng() % (2 * n) : 0;
  for (unsigned p = 0; p < pairs; ++p) {
    unsigned a = rng() % n, b = rng() % n;
    if (a == b)
      continue;
    std::vector<int64_t> costs(problem.numCandidates(a) *
                               problem.numCandidates(b));
    // A transpose or relayout: free on some pairs, bytes on the others.
    for (int64_t &cost : costs)
      cost = rng() % 2 == 0 ? 0 : static_cast<int64_t>(rng() % 200);
    problem.addPair(a, b, std::move(costs));
  }
  return problem;
}

TEST(LayoutSolverTest, ExactIsTheMinimumOfSmallRandomProblems) {
  std::mt19937 rng(53);
  for (int trial = 0; trial < 2000; ++trial) {
    LayoutProblem problem = randomProblem(rng, 7);
    int64_t minimum = bruteForceMinimum(problem);
    LayoutSolution exact = solveLayouts(problem, LayoutSolveMode::Exact, 0);
    ASSERT_EQ(exact.cost, minimum) << "trial " << trial;
    ASSERT_EQ(exact.cost, problem.cost(exact.choice));
    LayoutSolution greedy = solveLayouts(problem, LayoutSolveMode::Greedy, 0);
    ASSERT_GE(greedy.cost, minimum);
    ASSERT_EQ(greedy.cost, problem.cost(greedy.choice));
    // Above the cap auto is greedy or, through PBQP's reductions, better;
    // below it exact.
    LayoutSolution reduced = solveLayouts(problem, LayoutSolveMode::Auto, 0);
    ASSERT_LE(reduced.cost, greedy.cost);
    ASSERT_GE(reduced.cost, minimum);
    ASSERT_EQ(reduced.cost, problem.cost(reduced.choice));
    if (reduced.greedyComponents == 0)
      ASSERT_EQ(reduced.cost, minimum) << "trial " << trial;
    ASSERT_EQ(solveLayouts(problem, LayoutSolveMode::Auto, 16).cost, minimum);
  }
}

TEST(LayoutSolverTest, ReductionsKeepTheMinimum) {
  // The core's minimum, back-substituted, is the whole problem's minimum.
  std::mt19937 rng(54);
  for (int trial = 0; trial < 2000; ++trial) {
    LayoutProblem problem = randomProblem(rng, 7);
    std::vector<unsigned> all(problem.numVariables());
    std::iota(all.begin(), all.end(), 0);
    ReducedLayoutProblem reduced(problem, all);
    const LayoutProblem &core = reduced.core();
    std::vector<unsigned> coreChoice(core.numVariables(), 0);
    int64_t coreBest = std::numeric_limits<int64_t>::max();
    std::vector<unsigned> bestCoreChoice = coreChoice;
    while (true) {
      if (core.cost(coreChoice) < coreBest) {
        coreBest = core.cost(coreChoice);
        bestCoreChoice = coreChoice;
      }
      unsigned v = 0;
      while (v < core.numVariables() &&
             ++coreChoice[v] == core.numCandidates(v))
        coreChoice[v++] = 0;
      if (v == core.numVariables())
        break;
    }
    std::vector<unsigned> choice(problem.numVariables(), 0);
    reduced.backSubstitute(bestCoreChoice, choice);
    ASSERT_EQ(problem.cost(choice), bruteForceMinimum(problem))
        << "trial " << trial;
    ASSERT_EQ(problem.cost(choice), coreBest + reduced.offset())
        << "trial " << trial;
  }
}

/// A problem of `n` variables of `k` candidates with random costs whose
/// pair terms join variable i to `neighbours(i)` (each below i).
template <typename Neighbours>
LayoutProblem randomGraph(std::mt19937 &rng, unsigned n, unsigned k,
                          Neighbours neighbours) {
  LayoutProblem problem;
  for (unsigned v = 0; v < n; ++v) {
    std::vector<int64_t> costs(k);
    for (int64_t &cost : costs)
      cost = rng() % 100;
    problem.addVariable(costs);
    for (unsigned w : neighbours(v)) {
      std::vector<int64_t> pair(k * k);
      for (int64_t &cost : pair)
        cost = rng() % 200;
      problem.addPair(w, v, std::move(pair));
    }
  }
  return problem;
}

TEST(LayoutSolverTest, TreesAndSeriesParallelGraphsReduceToNothing) {
  std::mt19937 rng(55);
  auto core = [](const LayoutProblem &problem) {
    std::vector<unsigned> all(problem.numVariables());
    std::iota(all.begin(), all.end(), 0);
    return ReducedLayoutProblem(problem, all).core().numVariables();
  };
  // A random tree, a ring, and a ladder's rungs closed into series-parallel
  // pieces reduce away; a complete graph of 4 does not.
  EXPECT_EQ(
      core(randomGraph(rng, 60, 3,
                       [&](unsigned v) {
                         return v ? std::vector<unsigned>{unsigned(rng() % v)}
                                  : std::vector<unsigned>{};
                       })),
      0u);
  EXPECT_EQ(core(randomGraph(rng, 60, 3,
                             [](unsigned v) {
                               if (v == 0)
                                 return std::vector<unsigned>{};
                               if (v == 59)
                                 return std::vector<unsigned>{v - 1, 0};
                               return std::vector<unsigned>{v - 1};
                             })),
            0u);
  EXPECT_EQ(core(randomGraph(rng, 4, 2,
                             [](unsigned v) {
                               std::vector<unsigned> below(v);
                               std::iota(below.begin(), below.end(), 0);
                               return below;
                             })),
            4u);
}

TEST(LayoutSolverTest, AutoSolvesLongChainsExactly) {
  // A chain of 300 variables, far above the cap: its minimum by dynamic
  // programming, which auto reaches through the reductions.
  std::mt19937 rng(56);
  const unsigned n = 300, k = 3;
  LayoutProblem problem = randomGraph(rng, n, k, [](unsigned v) {
    return v ? std::vector<unsigned>{v - 1} : std::vector<unsigned>{};
  });
  std::vector<int64_t> best(problem.costs(0).begin(), problem.costs(0).end());
  for (unsigned v = 1; v < n; ++v) {
    const LayoutProblem::Pair &pair = problem.pairs()[v - 1];
    std::vector<int64_t> next(k, std::numeric_limits<int64_t>::max());
    for (unsigned j = 0; j < k; ++j)
      for (unsigned i = 0; i < k; ++i)
        next[j] = std::min(next[j], best[i] + pair.costs[i * k + j] +
                                        problem.costs(v)[j]);
    best = next;
  }
  int64_t minimum = *std::min_element(best.begin(), best.end());
  LayoutSolution solution = solveLayouts(problem, LayoutSolveMode::Auto, 16);
  EXPECT_EQ(solution.cost, minimum);
  EXPECT_EQ(solution.exactComponents, 1u);
  EXPECT_EQ(solution.greedyComponents, 0u);
}

TEST(LayoutSolverTest, FreeVariablesKeepTheirFirstCandidate) {
  LayoutProblem problem;
  problem.addVariable({0, 0, 0});
  problem.addVariable({5, 5});
  problem.addVariable({7, 3});
  LayoutSolution solution = solveLayouts(problem, LayoutSolveMode::Auto, 16);
  EXPECT_EQ(solution.freeVariables, 2u);
  EXPECT_EQ(solution.exactComponents, 1u);
  EXPECT_EQ(solution.choice, (std::vector<unsigned>{0, 0, 1}));
  EXPECT_EQ(solution.cost, 8);
}

/// One value read by four transposes whose results are fixed: the first
/// wants candidate 1, the three others candidate 0. Greedy by bytes at
/// stake, not by visiting order, picks the majority.
TEST(LayoutSolverTest, GreedySettlesConflictsByBytes) {
  LayoutProblem problem;
  problem.addVariable({0, 0});
  problem.addCosts(0, {64, 0});
  for (int i = 0; i < 3; ++i)
    problem.addCosts(0, {0, 64});
  LayoutSolution solution = solveLayouts(problem, LayoutSolveMode::Greedy, 0);
  EXPECT_EQ(solution.choice, (std::vector<unsigned>{0}));
  EXPECT_EQ(solution.cost, 64);
  EXPECT_EQ(solution.greedyComponents, 1u);
}

/// A chain x - t - u whose pair terms tie its choices (a transpose between
/// its operand and the relayout that alone reads it), greedily built at
/// candidate 0 where u costs 30. No move of one variable frees u: moving t
/// with its neighbours' best responses does.
TEST(LayoutSolverTest, GreedyMovesNeighbourhoods) {
  LayoutProblem problem;
  unsigned x = problem.addVariable({0, 0});
  unsigned t = problem.addVariable({0, 0});
  unsigned u = problem.addVariable({30, 0});
  std::vector<int64_t> tie = {0, 1000, 1000, 0};
  problem.addPair(x, t, tie);
  problem.addPair(t, u, tie);
  LayoutSolution solution = solveLayouts(problem, LayoutSolveMode::Greedy, 0);
  EXPECT_EQ(solution.cost, 0);
  EXPECT_EQ(solution.choice, (std::vector<unsigned>{1, 1, 1}));
}

/// The problem of a bounded max %a returned transposed (%t, tied to the
/// relayout %rt that returns it) and relaid out (%ra), with the variable k
/// that chooses %a's type (tied to it) and which result keeps its buffer:
/// greedy reaches the optimum, 0, though a move to it changes %a, k, %t
/// and %rt at once.
TEST(LayoutSolverTest, GreedySolvesAReturnGroup) {
  const int64_t f = kForbiddenCost;
  LayoutProblem problem;
  unsigned a = problem.addVariable({0, 0});
  unsigned t = problem.addVariable({0, 0});
  unsigned rt = problem.addVariable({0, 1024});
  unsigned ra = problem.addVariable({0, 1024});
  unsigned k = problem.addVariable({0, 0, 0, 0, 0, 0});
  problem.addPair(a, t, {1024, 0, 0, 1024});
  problem.addPair(t, rt, {1024, 0, 0, 1024});
  problem.addPair(a, ra, {0, 0, 0, 0});
  problem.addPair(t, rt, {f, 0, 0, f});
  problem.addPair(a, k, {0, 0, 0, f, f, f, f, f, f, 0, 0, 0});
  problem.addPair(k, t, {0, 1024, 0, 0, 0, 1024, 0, 0, 0, 0, 0, 0});
  problem.addPair(k, ra, {0, 0, 0, 0, 0, 0, 1024, 0, 1024, 0, 0, 0});
  problem.addPair(t, rt, {0, 0, 0, 0});
  LayoutSolution greedy = solveLayouts(problem, LayoutSolveMode::Greedy, 0);
  LayoutSolution exact = solveLayouts(problem, LayoutSolveMode::Exact, 0);
  EXPECT_EQ(exact.cost, 0);
  EXPECT_EQ(greedy.cost, 0);
}

/// A chain x - t - u whose pair terms want equal choices, and whose ends
/// want different ones: the solver pays the cheaper side.
TEST(LayoutSolverTest, ChainPaysTheCheaperEnd) {
  LayoutProblem problem;
  unsigned x = problem.addVariable({0, 100});
  unsigned t = problem.addVariable({0, 0});
  unsigned u = problem.addVariable({30, 0});
  std::vector<int64_t> equal = {0, 50, 50, 0};
  problem.addPair(x, t, equal);
  problem.addPair(t, u, equal);
  LayoutSolution solution = solveLayouts(problem, LayoutSolveMode::Exact, 0);
  EXPECT_EQ(solution.cost, 30);
  EXPECT_EQ(solution.choice, (std::vector<unsigned>{0, 0, 0}));
  EXPECT_EQ(solution.exactComponents, 1u);
}

} // namespace
