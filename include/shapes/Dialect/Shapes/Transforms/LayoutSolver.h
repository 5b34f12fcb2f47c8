//===- LayoutSolver.h - the solver of layout assignment ---------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The optimization problem of -shapes-assign-layouts, without MLIR: each
// variable chooses one of its candidates, each choice has a cost, and each
// pair term a cost per pair of choices (a PBQP instance). The solver
// collapses the variables whose choice costs nothing either way, splits the
// rest into connected components, and solves each exactly (branch and
// bound) when it is small, greedily with local improvement otherwise
// (docs/LayoutAssignment.md).
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_TRANSFORMS_LAYOUTSOLVER_H
#define SHAPES_DIALECT_SHAPES_TRANSFORMS_LAYOUTSOLVER_H

#include "llvm/ADT/ArrayRef.h"

#include <cstdint>
#include <vector>

namespace mlir::shapes {

/// Variables with candidates numbered from 0, a cost per candidate, and
/// pair terms. Costs are bytes, never negative.
class LayoutProblem {
public:
  /// A term on two variables: `costs[i * numCandidates(b) + j]` is its cost
  /// when `a` takes candidate i and `b` candidate j.
  struct Pair {
    unsigned a;
    unsigned b;
    std::vector<int64_t> costs;
  };

  /// Makes room for `count` variables.
  void reserve(unsigned count);
  /// Adds a variable with one cost per candidate (at least one); returns
  /// its number.
  unsigned addVariable(std::vector<int64_t> costs);
  /// Adds `costs[i]` to the cost of candidate i of `variable`.
  void addCosts(unsigned variable, llvm::ArrayRef<int64_t> costs);
  /// Adds a pair term (`a` != `b`), its costs laid out as Pair's.
  void addPair(unsigned a, unsigned b, std::vector<int64_t> costs);

  unsigned numVariables() const { return unary.size(); }
  unsigned numCandidates(unsigned variable) const {
    return unary[variable].size();
  }
  llvm::ArrayRef<int64_t> costs(unsigned variable) const {
    return unary[variable];
  }
  llvm::ArrayRef<Pair> pairs() const { return pairTerms; }
  /// The pair terms of each variable, as indices into pairs().
  llvm::ArrayRef<unsigned> pairsOf(unsigned variable) const {
    return incident[variable];
  }
  /// The cost of a choice of candidate for every variable.
  int64_t cost(llvm::ArrayRef<unsigned> choice) const;

private:
  std::vector<std::vector<int64_t>> unary;
  std::vector<Pair> pairTerms;
  std::vector<std::vector<unsigned>> incident;
};

enum class LayoutSolveMode { Auto, Greedy, Exact };

/// The choices and how they were found.
struct LayoutSolution {
  std::vector<unsigned> choice;
  int64_t cost = 0;
  /// Variables whose every choice costs the same: they keep candidate 0.
  unsigned freeVariables = 0;
  /// Components solved by branch and bound to the end.
  unsigned exactComponents = 0;
  /// Components solved greedily (above the cap, or an exhausted budget).
  unsigned greedyComponents = 0;
};

/// The branch and bound of `mode=auto` visits at most this many nodes per
/// component, then keeps the best choice found (never worse than greedy).
constexpr int64_t kAutoNodeBudget = 1 << 20;

/// Solves `problem`: exactly every component (`Exact`), greedily every
/// component (`Greedy`), or exactly the components of at most `cap`
/// variables and greedily the others (`Auto`).
LayoutSolution solveLayouts(const LayoutProblem &problem, LayoutSolveMode mode,
                            unsigned cap);

} // namespace mlir::shapes

#endif // SHAPES_DIALECT_SHAPES_TRANSFORMS_LAYOUTSOLVER_H
