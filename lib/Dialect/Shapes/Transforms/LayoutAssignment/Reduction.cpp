//===- Reduction.cpp - PBQP's reductions of a layout problem --------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Implements ReducedLayoutProblem (LayoutSolver.h): the R0, RI and RII
// reductions of PBQP (Scholz and Eckstein; LLVM's llvm/CodeGen/PBQP applies
// the same ones to register allocation), on a copy of one component's
// costs. Costs saturate at a bound far above any real cost, so that the
// sums of tie terms (Problem.cpp) cannot overflow.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/LayoutSolver.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"

#include <algorithm>
#include <limits>
#include <map>
#include <set>

using namespace mlir::shapes;

namespace {
constexpr int64_t kSaturated = std::numeric_limits<int64_t>::max() / 4;

int64_t add(int64_t a, int64_t b) { return std::min(a + b, kSaturated); }

/// The component's costs as the reductions change them: variables by local
/// index, one matrix per neighbouring pair (lower index first, its
/// candidates varying slowest).
struct Graph {
  std::vector<std::vector<int64_t>> unary;
  std::map<std::pair<unsigned, unsigned>, std::vector<int64_t>> edges;
  std::vector<std::set<unsigned>> neighbours;

  unsigned size(unsigned v) const { return unary[v].size(); }
  /// The cost of the edge between `v` and `w` with `v` at `cv` and `w` at
  /// `cw`.
  int64_t edgeCost(unsigned v, unsigned cv, unsigned w, unsigned cw) const {
    const std::vector<int64_t> &m = edges.at({std::min(v, w), std::max(v, w)});
    return v < w ? m[cv * size(w) + cw] : m[cw * size(v) + cv];
  }
  /// Adds `costs` (`v`'s candidates varying slowest) to the edge of `v` and
  /// `w`, making it if needed.
  void addEdge(unsigned v, unsigned w, const std::vector<int64_t> &costs) {
    unsigned lo = std::min(v, w), hi = std::max(v, w);
    std::vector<int64_t> &m = edges[{lo, hi}];
    if (m.empty())
      m.assign(size(lo) * size(hi), 0);
    for (unsigned i = 0; i < size(v); ++i)
      for (unsigned j = 0; j < size(w); ++j) {
        int64_t &cell = v < w ? m[i * size(w) + j] : m[j * size(v) + i];
        cell = add(cell, costs[i * size(w) + j]);
      }
    neighbours[v].insert(w);
    neighbours[w].insert(v);
  }
  void removeEdge(unsigned v, unsigned w) {
    edges.erase({std::min(v, w), std::max(v, w)});
    neighbours[v].erase(w);
    neighbours[w].erase(v);
  }
};
} // namespace

ReducedLayoutProblem::ReducedLayoutProblem(const LayoutProblem &problem,
                                           llvm::ArrayRef<unsigned> vars) {
  llvm::DenseMap<unsigned, unsigned> local;
  Graph graph;
  graph.neighbours.resize(vars.size());
  for (unsigned v : vars) {
    local[v] = graph.unary.size();
    graph.unary.emplace_back(problem.costs(v).begin(), problem.costs(v).end());
  }
  for (unsigned v : vars)
    for (unsigned p : problem.pairsOf(v)) {
      const LayoutProblem::Pair &pair = problem.pairs()[p];
      if (pair.a == v)
        graph.addEdge(local[pair.a], local[pair.b], pair.costs);
    }

  // Variables of degree 2 or less, eliminated in turn; a neighbour whose
  // degree falls to 2 joins them.
  llvm::SetVector<unsigned> pending;
  std::vector<bool> removed(vars.size(), false);
  for (unsigned v = 0; v < vars.size(); ++v)
    if (graph.neighbours[v].size() <= 2)
      pending.insert(v);
  while (!pending.empty()) {
    unsigned x = pending.pop_back_val();
    if (removed[x] || graph.neighbours[x].size() > 2)
      continue;
    std::vector<unsigned> around(graph.neighbours[x].begin(),
                                 graph.neighbours[x].end());
    Elimination step{vars[x], {}, {}, {}};
    unsigned ny = !around.empty() ? graph.size(around[0]) : 1;
    unsigned nz = around.size() > 1 ? graph.size(around[1]) : 1;
    std::vector<int64_t> folded(ny * nz);
    step.best.resize(ny * nz);
    for (unsigned j = 0; j < ny; ++j)
      for (unsigned k = 0; k < nz; ++k) {
        int64_t min = kSaturated + 1;
        unsigned arg = 0;
        for (unsigned i = 0; i < graph.size(x); ++i) {
          int64_t cost = graph.unary[x][i];
          if (!around.empty())
            cost = add(cost, graph.edgeCost(x, i, around[0], j));
          if (around.size() > 1)
            cost = add(cost, graph.edgeCost(x, i, around[1], k));
          if (cost < min) {
            min = cost;
            arg = i;
          }
        }
        folded[j * nz + k] = min;
        step.best[j * nz + k] = arg;
      }
    for (unsigned y : around) {
      graph.removeEdge(x, y);
      step.neighbours.push_back(vars[y]);
      step.neighbourCandidates.push_back(graph.size(y));
    }
    if (around.empty()) {
      constant = add(constant, folded[0]);
    } else if (around.size() == 1) {
      for (unsigned j = 0; j < ny; ++j)
        graph.unary[around[0]][j] = add(graph.unary[around[0]][j], folded[j]);
    } else if (around.size() == 2) {
      graph.addEdge(around[0], around[1], folded);
    }
    removed[x] = true;
    eliminated.push_back(std::move(step));
    for (unsigned y : around)
      if (graph.neighbours[y].size() <= 2)
        pending.insert(y);
  }

  // The core: what is left, renumbered.
  std::vector<unsigned> coreIndex(vars.size(), 0);
  for (unsigned v = 0; v < vars.size(); ++v)
    if (!removed[v]) {
      coreIndex[v] = coreVars.size();
      coreVars.push_back(vars[v]);
      coreProblem.addVariable(graph.unary[v]);
    }
  for (const auto &[key, costs] : graph.edges)
    coreProblem.addPair(coreIndex[key.first], coreIndex[key.second], costs);
}

void ReducedLayoutProblem::backSubstitute(llvm::ArrayRef<unsigned> coreChoice,
                                          std::vector<unsigned> &choice) const {
  for (unsigned i = 0; i < coreVars.size(); ++i)
    choice[coreVars[i]] = coreChoice[i];
  for (const Elimination &step : llvm::reverse(eliminated)) {
    unsigned index = 0;
    for (unsigned n = 0; n < step.neighbours.size(); ++n)
      index = index * step.neighbourCandidates[n] + choice[step.neighbours[n]];
    choice[step.variable] = step.best[index];
  }
}
