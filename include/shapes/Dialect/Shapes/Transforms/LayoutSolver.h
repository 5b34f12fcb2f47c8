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

/// A cost that forbids a choice, or a pair of choices: more bytes than any
/// function copies. It ties two variables (a transpose and the relayout
/// that alone reads it, or a value and the variable that chooses who keeps
/// its buffer).
constexpr int64_t kForbiddenCost = int64_t(1) << 50;

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

/// PBQP's reductions of the variables `vars` of a problem (a connected
/// component): a variable with at most two neighbours in the pair terms is
/// eliminated, its costs folded into its neighbours (R0: none; RI: a unary
/// term of the one neighbour, its best cost for each of the neighbour's
/// candidates; RII: a pair term between the two), until each variable left
/// has three neighbours or more. Those form the core, a problem of its
/// own; back-substituting a choice of the core chooses each eliminated
/// variable at its best against its neighbours, and costs, in the whole
/// problem, what that core choice costs in the core plus offset(). An
/// optimal core choice thus gives an optimal choice; a tree or a
/// series-parallel component reduces to an empty core and is solved exactly, in
/// time linear in its size.
class ReducedLayoutProblem {
public:
  ReducedLayoutProblem(const LayoutProblem &problem,
                       llvm::ArrayRef<unsigned> vars);
  /// The variables left, numbered from 0.
  const LayoutProblem &core() const { return coreProblem; }
  /// The variable of the whole problem that core variable i is.
  llvm::ArrayRef<unsigned> coreVariables() const { return coreVars; }
  /// The least costs of the variables eliminated with no neighbour left
  /// (R0), which no core choice changes.
  int64_t offset() const { return constant; }
  /// Writes into `choice` (indexed by the whole problem's variables) the
  /// core's variables' choices from `coreChoice`, then each eliminated
  /// variable's.
  void backSubstitute(llvm::ArrayRef<unsigned> coreChoice,
                      std::vector<unsigned> &choice) const;

private:
  /// One eliminated variable: its best candidate for each choice of its
  /// neighbours (none, one or two), the first neighbour's varying slowest.
  struct Elimination {
    unsigned variable;
    std::vector<unsigned> neighbours;
    std::vector<unsigned> neighbourCandidates;
    std::vector<unsigned> best;
  };
  std::vector<Elimination> eliminated;
  LayoutProblem coreProblem;
  std::vector<unsigned> coreVars;
  int64_t constant = 0;
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
/// component (`Greedy`), or (`Auto`) exactly the components of at most
/// `cap` variables and those whose ReducedLayoutProblem core has at most
/// `cap`, and greedily the others.
LayoutSolution solveLayouts(const LayoutProblem &problem, LayoutSolveMode mode,
                            unsigned cap);

} // namespace mlir::shapes

#endif // SHAPES_DIALECT_SHAPES_TRANSFORMS_LAYOUTSOLVER_H
