//===- Solver.cpp - the solver of layout assignment -----------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Implements include/shapes/Dialect/Shapes/Transforms/LayoutSolver.h: free
// variables collapsed, connected components, branch and bound for the
// small ones, PBQP's reductions (Reduction.cpp) for larger ones whose core
// is small, greedy by bytes at stake with local improvement for the
// others. A greedy solution is the first bound of the branch and bound,
// and the reductions' choice replaces it only when cheaper, so the answer
// is never worse than the greedy one.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/LayoutSolver.h"

#include "llvm/ADT/EquivalenceClasses.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"

#include <algorithm>
#include <cassert>
#include <limits>
#include <numeric>

using namespace mlir::shapes;

void LayoutProblem::reserve(unsigned count) {
  unary.reserve(count);
  incident.reserve(count);
}

unsigned LayoutProblem::addVariable(std::vector<int64_t> costs) {
  assert(!costs.empty() && "a variable needs a candidate");
  unary.push_back(std::move(costs));
  incident.emplace_back();
  return unary.size() - 1;
}

void LayoutProblem::addCosts(unsigned variable, llvm::ArrayRef<int64_t> costs) {
  assert(costs.size() == unary[variable].size() && "one cost per candidate");
  for (auto [total, cost] : llvm::zip_equal(unary[variable], costs))
    total += cost;
}

void LayoutProblem::addPair(unsigned a, unsigned b,
                            std::vector<int64_t> costs) {
  assert(a != b && "a pair term joins two variables");
  assert(costs.size() == unary[a].size() * unary[b].size() &&
         "one cost per pair of candidates");
  incident[a].push_back(pairTerms.size());
  incident[b].push_back(pairTerms.size());
  pairTerms.push_back({a, b, std::move(costs)});
}

int64_t LayoutProblem::cost(llvm::ArrayRef<unsigned> choice) const {
  int64_t total = 0;
  for (unsigned v = 0, e = numVariables(); v < e; ++v)
    total += unary[v][choice[v]];
  for (const Pair &pair : pairTerms)
    total +=
        pair.costs[choice[pair.a] * numCandidates(pair.b) + choice[pair.b]];
  return total;
}

/// The cost of the pair terms and unary costs of `vars` under `choice`.
static int64_t componentCostOf(const LayoutProblem &problem,
                               llvm::ArrayRef<unsigned> vars,
                               llvm::ArrayRef<unsigned> choice) {
  int64_t total = 0;
  for (unsigned v : vars) {
    total += problem.costs(v)[choice[v]];
    for (unsigned p : problem.pairsOf(v)) {
      const LayoutProblem::Pair &pair = problem.pairs()[p];
      if (pair.a == v)
        total += pair.costs[choice[v] * problem.numCandidates(pair.b) +
                            choice[pair.b]];
    }
  }
  return total;
}

namespace {
constexpr int64_t kInfinity = std::numeric_limits<int64_t>::max() / 4;

/// Per-variable state that every component's solver shares, indexed by
/// variable. A component reads and writes only its own variables' entries
/// (no pair term leaves a component), so none is cleared between
/// components, and solving stays linear in the number of variables.
struct SolverScratch {
  explicit SolverScratch(unsigned n)
      : choice(n, 0), best(n, 0), assigned(n, false), seen(n, false) {}
  /// The choice being built, then the solution.
  std::vector<unsigned> choice;
  /// The branch and bound's best choice.
  std::vector<unsigned> best;
  std::vector<bool> assigned;
  /// Visited by the branch and bound's breadth-first order.
  std::vector<bool> seen;
};

/// Solves one connected component, writing into the choice vector shared
/// by all components.
class ComponentSolver {
public:
  ComponentSolver(const LayoutProblem &problem, std::vector<unsigned> vars,
                  SolverScratch &scratch)
      : problem(problem), vars(std::move(vars)), choice(scratch.choice),
        best(scratch.best), assigned(scratch.assigned), seen(scratch.seen) {}

  /// Greedy by bytes at stake, then local improvement.
  void greedy();
  /// Branch and bound from the current (greedy) choice; false when the
  /// budget ran out first (the best choice found is kept).
  bool branchAndBound(int64_t budget);

private:
  /// The cost of pair term `p` with `v` at candidate `c` and the other side
  /// at `other`.
  int64_t pairCost(const LayoutProblem::Pair &pair, unsigned v, unsigned c,
                   unsigned other) const {
    unsigned nb = problem.numCandidates(pair.b);
    return v == pair.a ? pair.costs[c * nb + other]
                       : pair.costs[other * nb + c];
  }
  unsigned otherSide(const LayoutProblem::Pair &pair, unsigned v) const {
    return v == pair.a ? pair.b : pair.a;
  }
  /// The cost of `v` at `c` against its assigned neighbours; an unassigned
  /// neighbour counts with its cheapest candidate when `optimistic`, not at
  /// all otherwise.
  int64_t localCost(unsigned v, unsigned c, bool optimistic) const;
  /// The spread of `v`'s unary costs and of each of its pair terms.
  int64_t stake(unsigned v) const;
  /// The cost of the terms that touch the variables of `set`, as chosen.
  int64_t setCost(llvm::ArrayRef<unsigned> set) const;
  /// The cheapest candidate of `v` given its assigned neighbours' choices;
  /// its own choice on a tie.
  unsigned bestResponse(unsigned v) const;
  /// Moves a variable to another candidate and each of its neighbours to
  /// its best response, in turn, where that lowers the cost: a transpose
  /// with its operand and its reader, which no move of one variable frees.
  /// Returns whether a move was made.
  bool improveNeighbourhoods();
  int64_t componentCost() const;
  void search(unsigned depth, int64_t partial);

  const LayoutProblem &problem;
  std::vector<unsigned> vars;
  std::vector<unsigned> &choice;
  std::vector<unsigned> &best;
  std::vector<bool> &assigned;
  std::vector<bool> &seen;
  // Branch and bound state.
  std::vector<int64_t> suffixMin;
  int64_t bestCost = kInfinity;
  int64_t nodes = 0;
  int64_t budget = 0;
};
} // namespace

int64_t ComponentSolver::localCost(unsigned v, unsigned c,
                                   bool optimistic) const {
  int64_t total = problem.costs(v)[c];
  for (unsigned p : problem.pairsOf(v)) {
    const LayoutProblem::Pair &pair = problem.pairs()[p];
    unsigned w = otherSide(pair, v);
    if (assigned[w]) {
      total += pairCost(pair, v, c, choice[w]);
      continue;
    }
    if (!optimistic)
      continue;
    int64_t cheapest = kInfinity;
    for (unsigned o = 0, e = problem.numCandidates(w); o < e; ++o)
      cheapest = std::min(cheapest, pairCost(pair, v, c, o));
    total += cheapest;
  }
  return total;
}

int64_t ComponentSolver::stake(unsigned v) const {
  auto spread = [](llvm::ArrayRef<int64_t> costs) {
    auto [lo, hi] = std::minmax_element(costs.begin(), costs.end());
    return *hi - *lo;
  };
  int64_t total = spread(problem.costs(v));
  for (unsigned p : problem.pairsOf(v))
    total += spread(problem.pairs()[p].costs);
  return total;
}

int64_t ComponentSolver::componentCost() const {
  return componentCostOf(problem, vars, choice);
}

void ComponentSolver::greedy() {
  std::vector<std::pair<int64_t, unsigned>> order;
  order.reserve(vars.size());
  for (unsigned v : vars)
    order.push_back({stake(v), v});
  std::stable_sort(
      order.begin(), order.end(),
      [](const auto &a, const auto &b) { return a.first > b.first; });
  for (unsigned v : llvm::make_second_range(order)) {
    unsigned bestCandidate = 0;
    int64_t bestLocal = kInfinity;
    for (unsigned c = 0, e = problem.numCandidates(v); c < e; ++c) {
      int64_t local = localCost(v, c, /*optimistic=*/true);
      if (local < bestLocal) {
        bestLocal = local;
        bestCandidate = c;
      }
    }
    choice[v] = bestCandidate;
    assigned[v] = true;
  }
  // Local improvement: each move lowers the total cost, which is a
  // non-negative integer, so the loop ends.
  for (bool changed = true; changed;) {
    changed = false;
    for (unsigned v : vars) {
      int64_t current = localCost(v, choice[v], /*optimistic=*/false);
      for (unsigned c = 0, e = problem.numCandidates(v); c < e; ++c) {
        int64_t local = localCost(v, c, /*optimistic=*/false);
        if (local < current) {
          current = local;
          choice[v] = c;
          changed = true;
        }
      }
    }
    changed |= improveNeighbourhoods();
  }
}

int64_t ComponentSolver::setCost(llvm::ArrayRef<unsigned> set) const {
  llvm::SmallDenseSet<unsigned, 8> members(set.begin(), set.end());
  int64_t total = 0;
  for (unsigned v : set) {
    total += problem.costs(v)[choice[v]];
    for (unsigned p : problem.pairsOf(v)) {
      const LayoutProblem::Pair &pair = problem.pairs()[p];
      unsigned w = otherSide(pair, v);
      // A term inside the set counts once, at its lesser variable.
      if (!members.contains(w) || v < w)
        total += pairCost(pair, v, choice[v], choice[w]);
    }
  }
  return total;
}

unsigned ComponentSolver::bestResponse(unsigned v) const {
  unsigned best = choice[v];
  int64_t bestLocal = localCost(v, best, /*optimistic=*/false);
  for (unsigned c = 0, e = problem.numCandidates(v); c < e; ++c) {
    int64_t local = localCost(v, c, /*optimistic=*/false);
    if (local < bestLocal) {
      bestLocal = local;
      best = c;
    }
  }
  return best;
}

bool ComponentSolver::improveNeighbourhoods() {
  bool changed = false;
  for (unsigned v : vars) {
    llvm::SetVector<unsigned, llvm::SmallVector<unsigned, 8>> set;
    set.insert(v);
    for (unsigned p : problem.pairsOf(v))
      set.insert(otherSide(problem.pairs()[p], v));
    if (set.size() == 1)
      continue;
    llvm::SmallVector<unsigned, 8> saved, bestChoice;
    for (unsigned w : set)
      saved.push_back(choice[w]);
    int64_t bestCost = setCost(set.getArrayRef());
    for (unsigned c = 0, e = problem.numCandidates(v); c < e; ++c) {
      if (c == saved.front())
        continue;
      // The neighbours respond in turn, each to the choices made before it
      // in this move: one still at its old choice does not hold back one
      // that moves with it (a value, and the variable tied to it that
      // chooses who keeps its buffer).
      choice[v] = c;
      for (unsigned w : set.getArrayRef().drop_front())
        assigned[w] = false;
      for (unsigned w : set.getArrayRef().drop_front()) {
        choice[w] = bestResponse(w);
        assigned[w] = true;
      }
      int64_t cost = setCost(set.getArrayRef());
      if (cost < bestCost) {
        bestCost = cost;
        bestChoice.clear();
        for (unsigned w : set)
          bestChoice.push_back(choice[w]);
      }
      for (auto [w, old] : llvm::zip_equal(set, saved))
        choice[w] = old;
    }
    if (bestChoice.empty())
      continue;
    for (auto [w, chosen] : llvm::zip_equal(set, bestChoice))
      choice[w] = chosen;
    changed = true;
  }
  return changed;
}

void ComponentSolver::search(unsigned depth, int64_t partial) {
  if (budget > 0 && ++nodes > budget)
    return;
  if (depth == vars.size()) {
    if (partial < bestCost) {
      bestCost = partial;
      for (unsigned v : vars)
        best[v] = choice[v];
    }
    return;
  }
  unsigned v = vars[depth];
  for (unsigned c = 0, e = problem.numCandidates(v); c < e; ++c) {
    int64_t next = partial + localCost(v, c, /*optimistic=*/false);
    if (next + suffixMin[depth + 1] >= bestCost)
      continue;
    choice[v] = c;
    assigned[v] = true;
    search(depth + 1, next);
    assigned[v] = false;
  }
}

bool ComponentSolver::branchAndBound(int64_t nodeBudget) {
  // Variables in breadth-first order from the most connected one, so that
  // each is decided next to decided neighbours and their pair terms bound
  // early.
  std::vector<unsigned> order;
  std::vector<unsigned> byDegree = vars;
  std::stable_sort(
      byDegree.begin(), byDegree.end(), [&](unsigned a, unsigned b) {
        return problem.pairsOf(a).size() > problem.pairsOf(b).size();
      });
  for (unsigned root : byDegree) {
    if (seen[root])
      continue;
    seen[root] = true;
    order.push_back(root);
    for (size_t i = order.size() - 1; i < order.size(); ++i)
      for (unsigned p : problem.pairsOf(order[i])) {
        unsigned w = otherSide(problem.pairs()[p], order[i]);
        if (!seen[w]) {
          seen[w] = true;
          order.push_back(w);
        }
      }
  }
  vars = std::move(order);
  for (unsigned v : vars)
    best[v] = choice[v];
  bestCost = componentCost();
  suffixMin.assign(vars.size() + 1, 0);
  for (size_t i = vars.size(); i-- > 0;) {
    llvm::ArrayRef<int64_t> costs = problem.costs(vars[i]);
    suffixMin[i] =
        suffixMin[i + 1] + *std::min_element(costs.begin(), costs.end());
  }
  for (unsigned v : vars)
    assigned[v] = false;
  budget = nodeBudget;
  search(0, 0);
  for (unsigned v : vars) {
    choice[v] = best[v];
    assigned[v] = true;
  }
  return budget == 0 || nodes <= budget;
}

/// A component above the cap, solved through PBQP's reductions when its
/// core has at most `cap` variables: the core by branch and bound, the
/// rest by back-substitution. `choice` holds the greedy choice of `vars`,
/// and keeps it when it is not worse. Returns whether the choice is
/// optimal.
static bool solveReduced(const LayoutProblem &problem,
                         llvm::ArrayRef<unsigned> vars, unsigned cap,
                         std::vector<unsigned> &choice) {
  ReducedLayoutProblem reduced(problem, vars);
  const LayoutProblem &core = reduced.core();
  if (core.numVariables() > cap)
    return false;
  SolverScratch coreScratch(core.numVariables());
  std::vector<unsigned> coreVars(core.numVariables());
  std::iota(coreVars.begin(), coreVars.end(), 0);
  ComponentSolver coreSolver(core, coreVars, coreScratch);
  coreSolver.greedy();
  bool finished = coreSolver.branchAndBound(kAutoNodeBudget);
  std::vector<unsigned> reducedChoice = choice;
  reduced.backSubstitute(coreScratch.choice, reducedChoice);
  if (componentCostOf(problem, vars, reducedChoice) <
      componentCostOf(problem, vars, choice))
    choice = std::move(reducedChoice);
  return finished;
}

/// Whether every choice of `v` costs the same: no pair term, equal costs.
static bool isFree(const LayoutProblem &problem, unsigned v) {
  llvm::ArrayRef<int64_t> costs = problem.costs(v);
  return problem.pairsOf(v).empty() &&
         llvm::all_equal(llvm::ArrayRef<int64_t>(costs));
}

LayoutSolution mlir::shapes::solveLayouts(const LayoutProblem &problem,
                                          LayoutSolveMode mode, unsigned cap) {
  LayoutSolution solution;
  unsigned n = problem.numVariables();
  SolverScratch scratch(n);
  llvm::EquivalenceClasses<unsigned> components;
  for (unsigned v = 0; v < n; ++v)
    components.insert(v);
  for (const LayoutProblem::Pair &pair : problem.pairs())
    components.unionSets(pair.a, pair.b);
  for (auto it = components.begin(), e = components.end(); it != e; ++it) {
    if (!(*it)->isLeader())
      continue;
    std::vector<unsigned> vars(components.member_begin(**it),
                               components.member_end());
    if (vars.size() == 1 && isFree(problem, vars.front())) {
      ++solution.freeVariables;
      continue;
    }
    llvm::sort(vars);
    bool exact = mode == LayoutSolveMode::Exact ||
                 (mode == LayoutSolveMode::Auto && vars.size() <= cap);
    ComponentSolver solver(problem, vars, scratch);
    solver.greedy();
    bool finished =
        exact && solver.branchAndBound(
                     mode == LayoutSolveMode::Exact ? 0 : kAutoNodeBudget);
    if (!exact && mode == LayoutSolveMode::Auto)
      finished = solveReduced(problem, vars, cap, scratch.choice);
    ++(finished ? solution.exactComponents : solution.greedyComponents);
  }
  solution.choice = std::move(scratch.choice);
  solution.cost = problem.cost(solution.choice);
  return solution;
}
