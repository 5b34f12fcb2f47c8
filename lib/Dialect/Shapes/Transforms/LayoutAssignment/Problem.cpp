//===- Problem.cpp - the layout problem of a function ---------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Builds the LayoutProblem of a function: its variables, their candidate
// types, closed under the transposes and relayouts that join them, and the
// cost terms of LayoutCostModel.h (docs/LayoutAssignment.md).
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"
#include "shapes/Dialect/Shapes/IR/ShapesOps.h"
#include "shapes/Dialect/Shapes/Transforms/LayoutAssignment.h"
#include "shapes/Dialect/Shapes/Transforms/LayoutCostModel.h"
#include "shapes/Semantics/Layout.h"
#include "shapes/Semantics/Transpose.h"

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"

using namespace mlir;
using namespace mlir::shapes;

/// The operands through which packed contractions read `value` or write
/// it (its op's init) and prefer a layout of it (hasLayoutPreference).
static SmallVector<OpOperand *> preferringOperands(Value value) {
  SmallVector<OpOperand *> operands;
  for (OpOperand &use : value.getUses())
    if (hasLayoutPreference(use))
      operands.push_back(&use);
  if (auto result = dyn_cast<OpResult>(value))
    if (auto op = dyn_cast<linalg::LinalgOp>(result.getOwner()))
      if (result.getResultNumber() < op.getNumDpsInits()) {
        OpOperand *init = op.getDpsInitOperand(result.getResultNumber());
        if (hasLayoutPreference(*init))
          operands.push_back(init);
      }
  return operands;
}

/// The relayout that alone reads `value`, if one does.
static RelayoutOp soleRelayoutReader(Value value) {
  if (!value.hasOneUse())
    return {};
  return dyn_cast<RelayoutOp>(value.getUses().begin()->getOwner());
}

/// The readers of a transpose's copy: its readers, but for a relayout
/// reader, the relayout's own readers. A relayout into the transpose's
/// layout folds and leaves its readers reading the transpose; one into
/// another layout is a copy of its own, which costs at least what the
/// transpose's would. So the transpose's copy is priced as absorbed only
/// when the readers that remain once its relayouts fold absorb it (two
/// relayouts read by one dot leave the dot reading it twice).
static SmallVector<OpOperand *> readersThroughRelayouts(Value value) {
  SmallVector<OpOperand *> readers;
  for (OpOperand &use : value.getUses()) {
    if (auto relayout = dyn_cast<RelayoutOp>(use.getOwner()))
      llvm::append_range(readers, readersOf(relayout.getResult()));
    else
      readers.push_back(&use);
  }
  return readers;
}

/// The cost that keeps two tied values (tieToRelayout) in equivalent
/// layouts.
static constexpr int64_t kTieCost = kForbiddenCost;

/// The most children of a return group priced exactly: the variable that
/// chooses its keeper has (children + 1) candidates per type of the root.
static constexpr unsigned kMaxReturnGroupChildren = 8;

namespace {
/// An op that joins the layouts of its operand and result: a transpose
/// (with its permutation) or a relayout (none).
struct Link {
  Operation *op;
  Value from;
  Value to;
  SmallVector<int64_t> permutation;
  /// The copy it lowers to, if any, is absorbed by fusion.
  bool absorbed;
  /// How the function returns its result (describeReturned).
  ReturnedValue toReturned = {};
};

/// A buffer that several results of a public function may return, for the
/// clones of -shapes-distinct-results: a value as it is, and the ends of
/// its links that are views of it, returned in their own layouts.
struct ReturnGroup {
  Value root;
  /// How the function returns the root as it is.
  ReturnedValue returned;
  /// The links from the root whose result is returned.
  SmallVector<Link> children;
};

/// Builds a FunctionLayoutProblem step by step.
class ProblemBuilder {
public:
  explicit ProblemBuilder(FunctionLayoutProblem &layouts) : layouts(layouts) {}

  void collect(Operation *function);
  void closeCandidates();
  void addCosts();

private:
  /// The variable of `value`, or -1 for a fixed value.
  int variableOf(Value value) const {
    auto it = index.find(value);
    return it == index.end() ? -1 : static_cast<int>(it->second);
  }
  /// The candidate types of `value`: a variable's, or its own type.
  SmallVector<RankedTensorType> typesOf(Value value) const;
  /// Adds `type` to the candidates of variable `v` unless it has an
  /// equivalent one or is full; returns whether it was added.
  bool addCandidate(unsigned v, RankedTensorType type);
  /// The cost of `link` with these types at its ends.
  int64_t linkCost(const Link &link, RankedTensorType from,
                   RankedTensorType to) const;
  /// Adds `cost(x, y)` for every candidate type x of `a` and y of `b`: a
  /// pair term, a unary term on the one variable, or nothing.
  void
  addTerm(Value a, Value b,
          llvm::function_ref<int64_t(RankedTensorType, RankedTensorType)> cost);
  void addLinkCosts(const Link &link);
  void collectReturnGroups();
  void addReturnGroupCosts(const ReturnGroup &group);
  void addFixedReaderCosts(unsigned v);
  void addPreferenceCosts(unsigned v);
  void addTieCosts(Value transposed, Value relayout);

  FunctionLayoutProblem &layouts;
  llvm::DenseMap<Value, unsigned> index;
  SmallVector<Link> links;
  /// Transposes read only by a relayout, with that relayout's result. The
  /// two take equivalent layouts: the relayout then folds, and the
  /// transpose, into the relayout's layout, is a view or one copy, read by
  /// the relayout's readers. That is never worse than any other choice of
  /// the transpose's layout, which leaves at least the same one copy (a
  /// relayout that absorbs the transpose's), and it keeps the pairwise
  /// costs exact: otherwise whether the transpose's copy is absorbed would
  /// depend on whether the relayout folds.
  SmallVector<std::pair<Value, Value>> ties;
  /// Every link whose ends have bounded bytes, fixed or not, for the
  /// return groups.
  SmallVector<Link> readableLinks;
  SmallVector<ReturnGroup> groups;
  /// The roots of groups with children.
  llvm::DenseSet<Value> rootsGroup;
};
} // namespace

/// Whether `link` is a view with these types at its ends: a transpose into
/// its operand's layout permuted, or a relayout between types of one
/// buffer (isSameBuffer).
static bool isView(const Link &link, RankedTensorType from,
                   RankedTensorType to) {
  return isSameBuffer(link.permutation.empty()
                          ? from
                          : TransposeOp::getBitcastType(from, link.permutation),
                      to);
}

SmallVector<RankedTensorType> ProblemBuilder::typesOf(Value value) const {
  int v = variableOf(value);
  if (v >= 0)
    return layouts.candidates[v];
  return {cast<RankedTensorType>(value.getType())};
}

bool ProblemBuilder::addCandidate(unsigned v, RankedTensorType type) {
  SmallVector<RankedTensorType> &candidates = layouts.candidates[v];
  if (candidates.size() >= kMaxLayoutCandidates)
    return false;
  for (RankedTensorType candidate : candidates)
    if (isSameBuffer(candidate, type))
      return false;
  candidates.push_back(type);
  return true;
}

void ProblemBuilder::collect(Operation *function) {
  function->walk([&](Operation *op) {
    if (auto transpose = dyn_cast<TransposeOp>(op)) {
      // A transpose read only by a relayout is tied to it (tieToRelayout):
      // its copy, if any, is then read by the relayout's readers.
      Value copy = transpose.getResult();
      if (auto relayout = soleRelayoutReader(copy)) {
        ties.push_back({copy, relayout.getResult()});
        copy = relayout.getResult();
      }
      links.push_back({op, transpose.getOperand(), transpose.getResult(),
                       SmallVector<int64_t>(transpose.getPermutation()),
                       isCopyAbsorbedByReaders(readersThroughRelayouts(copy))});
      links.back().toReturned = describeReturned(transpose.getResult());
    }
    if (auto relayout = dyn_cast<RelayoutOp>(op))
      links.push_back(
          {op,
           relayout.getOperand(),
           relayout.getResult(),
           {},
           isCopyAbsorbedByReaders(readersOf(relayout.getResult())) ||
               isCopyAbsorbedByProducer(relayout.getOperand(),
                                        {&relayout->getOpOperand(0)})});
    if (isa<RelayoutOp>(op))
      links.back().toReturned = describeReturned(op->getResult(0));
  });
  // A value that no link joins and that only readers of any layout read
  // costs nothing in every layout: it keeps its own and is left out of the
  // problem (in an elementwise program, most values).
  llvm::DenseSet<Value> linked;
  for (const Link &link : links) {
    linked.insert(link.from);
    linked.insert(link.to);
  }
  auto decisive = [&](Value value) {
    return isLayoutVariable(value) &&
           (linked.contains(value) ||
            llvm::any_of(value.getUses(),
                         [](OpOperand &use) { return !readsAnyLayout(use); }) ||
            !preferringOperands(value).empty());
  };
  SmallVector<Value> variables;
  function->walk([&](Operation *op) {
    llvm::append_range(variables,
                       llvm::make_filter_range(op->getResults(), decisive));
  });
  layouts.values.reserve(variables.size());
  layouts.candidates.reserve(variables.size());
  index.reserve(variables.size());
  for (Value result : variables) {
    auto type = cast<RankedTensorType>(result.getType());
    index[result] = layouts.values.size();
    layouts.values.push_back(result);
    layouts.candidates.push_back({type});
    addCandidate(layouts.values.size() - 1,
                 withMinorToMajor(
                     type, layout_util::defaultMinorToMajor(type.getRank())));
    for (OpOperand *operand : preferringOperands(result))
      if (std::optional<RankedTensorType> preferred =
              preferredOperandType(*operand, type))
        addCandidate(layouts.values.size() - 1, *preferred);
  }
  // Links whose both ends are fixed cost a constant, and a fixed end must
  // have a layout the semantics library reads: otherwise not part of the
  // problem.
  auto readable = [](Value value) {
    auto type = dyn_cast<RankedTensorType>(value.getType());
    return type && hasBoundedBytes(type);
  };
  llvm::erase_if(links, [&](const Link &link) {
    return !readable(link.from) || !readable(link.to);
  });
  readableLinks = links;
  llvm::erase_if(links, [&](const Link &link) {
    return variableOf(link.from) < 0 && variableOf(link.to) < 0;
  });
  llvm::erase_if(ties, [&](const std::pair<Value, Value> &tie) {
    return !readable(tie.first) || !readable(tie.second);
  });
}

void ProblemBuilder::closeCandidates() {
  // Each step adds a candidate or ends; candidates are bounded.
  for (bool changed = true; changed;) {
    changed = false;
    for (const Link &link : links) {
      int from = variableOf(link.from), to = variableOf(link.to);
      bool transpose = !link.permutation.empty();
      DimVector inverse = transpose_util::invertPermutation(link.permutation);
      if (to >= 0)
        for (RankedTensorType type : typesOf(link.from))
          changed |= addCandidate(to, transpose ? TransposeOp::getBitcastType(
                                                      type, link.permutation)
                                                : type);
      if (from >= 0)
        for (RankedTensorType type : typesOf(link.to))
          changed |= addCandidate(
              from,
              transpose ? TransposeOp::getBitcastType(type, inverse) : type);
    }
  }
}

int64_t ProblemBuilder::linkCost(const Link &link, RankedTensorType from,
                                 RankedTensorType to) const {
  if (link.permutation.empty())
    return relayoutCost(from, to, link.absorbed);
  return transposeCost(from, to, link.permutation, link.absorbed);
}

void ProblemBuilder::addTerm(
    Value a, Value b,
    llvm::function_ref<int64_t(RankedTensorType, RankedTensorType)> cost) {
  int x = variableOf(a), y = variableOf(b);
  if (x < 0 && y < 0)
    return;
  std::vector<int64_t> costs;
  for (RankedTensorType typeA : typesOf(a))
    for (RankedTensorType typeB : typesOf(b))
      costs.push_back(cost(typeA, typeB));
  if (x >= 0 && y >= 0)
    layouts.problem.addPair(x, y, std::move(costs));
  else
    layouts.problem.addCosts(x >= 0 ? x : y, costs);
}

void ProblemBuilder::addLinkCosts(const Link &link) {
  addTerm(link.from, link.to, [&](RankedTensorType a, RankedTensorType b) {
    return linkCost(link, a, b);
  });
}

void ProblemBuilder::addFixedReaderCosts(unsigned v) {
  Value value = layouts.values[v];
  auto written = cast<RankedTensorType>(value.getType());
  ArrayRef<RankedTensorType> candidates = layouts.candidates[v];
  std::vector<int64_t> costs(candidates.size(), 0);
  // In another layout, each group reads the type as written through a
  // relayout of its own, returned as many times as the group returns it.
  for (const SmallVector<OpOperand *> &group : fixedReaderGroups(value)) {
    bool absorbed = isCopyAbsorbedByReaders(group) ||
                    isCopyAbsorbedByProducer(value, group);
    SmallVector<RankedTensorType> results(
        llvm::count_if(
            group, [](OpOperand *use) { return isPublicReturnOperand(*use); }),
        written);
    int64_t clones = distinctResultsCloneBytes(results, /*keepsOne=*/true);
    for (auto [cost, type] : llvm::zip(costs, candidates))
      if (!isSameBuffer(type, written))
        cost += relayoutCost(type, written, absorbed) + clones;
  }
  layouts.problem.addCosts(v, costs);
}

void ProblemBuilder::addPreferenceCosts(unsigned v) {
  SmallVector<OpOperand *> operands = preferringOperands(layouts.values[v]);
  if (operands.empty())
    return;
  std::vector<int64_t> costs;
  for (RankedTensorType type : layouts.candidates[v]) {
    int64_t cost = 0;
    for (OpOperand *operand : operands)
      cost += operandLayoutCost(*operand, type);
    costs.push_back(cost);
  }
  layouts.problem.addCosts(v, costs);
}

void ProblemBuilder::addTieCosts(Value transposed, Value relayout) {
  int a = variableOf(transposed), b = variableOf(relayout);
  if (a < 0 && b < 0)
    return;
  std::vector<int64_t> costs;
  for (RankedTensorType x : typesOf(transposed))
    for (RankedTensorType y : typesOf(relayout))
      costs.push_back(isSameBuffer(x, y) ? 0 : kTieCost);
  if (a >= 0 && b >= 0) {
    layouts.problem.addPair(a, b, std::move(costs));
    return;
  }
  // One end fixed: a unary term on the other, in its candidates' order.
  if (a < 0)
    layouts.problem.addCosts(b, costs);
  else
    layouts.problem.addCosts(a, costs);
}

void ProblemBuilder::collectReturnGroups() {
  llvm::MapVector<Value, SmallVector<Link>> children;
  for (const Link &link : readableLinks)
    if (link.toReturned.count)
      children[link.from].push_back(link);
  for (auto &[root, links] : children)
    groups.push_back({root, describeReturned(root, /*throughRelayout=*/false),
                      std::move(links)});
  // A variable returned several times as it is, with no view returned.
  for (Value value : layouts.values) {
    ReturnedValue returned = describeReturned(value, /*throughRelayout=*/false);
    if (returned.count > 1 && !children.count(value))
      groups.push_back({value, returned, {}});
  }
}

void ProblemBuilder::addReturnGroupCosts(const ReturnGroup &group) {
  Value root = group.root;
  bool allocation = !group.returned.isArgument;
  SmallVector<RankedTensorType> rootTypes = typesOf(root);
  // The clones of the group split into parts, one per result returning the
  // buffer (the root's own returns, and each child's): a part that keeps
  // the buffer clones all its results but one, the others all of theirs.
  auto rootPart = [&](RankedTensorType type, bool keeper) {
    SmallVector<RankedTensorType> results(directReturns(type, group.returned),
                                          type);
    return distinctResultsCloneBytes(results, keeper && allocation);
  };
  // A child that is not a view keeps a buffer of its own, unless it roots
  // a group of its own, which prices it.
  auto childPart = [&](const Link &link, RankedTensorType from,
                       RankedTensorType to, bool keeper) -> int64_t {
    bool view = isView(link, from, to);
    if (!view && rootsGroup.contains(link.to))
      return 0;
    SmallVector<RankedTensorType> results(directReturns(to, link.toReturned),
                                          to);
    return distinctResultsCloneBytes(results,
                                     view ? keeper && allocation : true);
  };
  int rootVar = variableOf(root);
  if (group.children.empty()) {
    if (rootVar >= 0) {
      std::vector<int64_t> costs;
      for (RankedTensorType type : rootTypes)
        costs.push_back(rootPart(type, /*keeper=*/true));
      layouts.problem.addCosts(rootVar, costs);
    }
    return;
  }
  // Without a buffer to keep, or above the cap (an estimate: no child
  // keeps it), the parts add up pair by pair.
  unsigned numChildren = group.children.size();
  if (!allocation || numChildren > kMaxReturnGroupChildren) {
    if (rootVar >= 0) {
      std::vector<int64_t> costs;
      for (RankedTensorType type : rootTypes)
        costs.push_back(rootPart(type, /*keeper=*/true));
      layouts.problem.addCosts(rootVar, costs);
    }
    for (const Link &link : group.children)
      addTerm(root, link.to, [&](RankedTensorType a, RankedTensorType b) {
        return childPart(link, a, b, /*keeper=*/false);
      });
    return;
  }
  // One child: the pair's least over which of the two keeps the buffer.
  if (numChildren == 1) {
    const Link &link = group.children.front();
    addTerm(root, link.to, [&](RankedTensorType a, RankedTensorType b) {
      return std::min(rootPart(a, true) + childPart(link, a, b, false),
                      rootPart(a, false) + childPart(link, a, b, true));
    });
    return;
  }
  // Several: a variable of its own chooses the root's type and the keeper
  // (0 the root, m + 1 child m), its candidates (i, keeper) numbered
  // i * (numChildren + 1) + keeper; the root's type is tied to it.
  unsigned keepers = numChildren + 1;
  std::vector<int64_t> unary;
  for (RankedTensorType type : rootTypes)
    for (unsigned keeper = 0; keeper < keepers; ++keeper)
      unary.push_back(rootPart(type, keeper == 0));
  unsigned choice = layouts.problem.addVariable(std::move(unary));
  if (rootVar >= 0) {
    std::vector<int64_t> tie;
    for (unsigned j = 0; j < rootTypes.size(); ++j)
      for (unsigned i = 0; i < rootTypes.size(); ++i)
        for (unsigned keeper = 0; keeper < keepers; ++keeper)
          tie.push_back(i == j ? 0 : kTieCost);
    layouts.problem.addPair(rootVar, choice, std::move(tie));
  }
  for (auto [m, link] : llvm::enumerate(group.children)) {
    SmallVector<RankedTensorType> childTypes = typesOf(link.to);
    std::vector<int64_t> costs;
    for (RankedTensorType type : rootTypes)
      for (unsigned keeper = 0; keeper < keepers; ++keeper)
        for (RankedTensorType childType : childTypes)
          costs.push_back(childPart(link, type, childType, keeper == m + 1));
    int childVar = variableOf(link.to);
    if (childVar >= 0) {
      layouts.problem.addPair(choice, childVar, std::move(costs));
      continue;
    }
    layouts.problem.addCosts(choice, costs);
  }
}

void ProblemBuilder::addCosts() {
  layouts.problem.reserve(layouts.candidates.size());
  for (const SmallVector<RankedTensorType> &candidates : layouts.candidates)
    layouts.problem.addVariable(std::vector<int64_t>(candidates.size(), 0));
  for (const Link &link : links)
    addLinkCosts(link);
  for (auto [transposed, relayout] : ties)
    addTieCosts(transposed, relayout);
  collectReturnGroups();
  for (const ReturnGroup &group : groups)
    if (!group.children.empty())
      rootsGroup.insert(group.root);
  for (const ReturnGroup &group : groups)
    addReturnGroupCosts(group);
  for (unsigned v = 0, e = layouts.values.size(); v < e; ++v) {
    addFixedReaderCosts(v);
    addPreferenceCosts(v);
  }
}

FunctionLayoutProblem mlir::shapes::buildLayoutProblem(Operation *function) {
  FunctionLayoutProblem layouts;
  ProblemBuilder builder(layouts);
  builder.collect(function);
  builder.closeCandidates();
  builder.addCosts();
  return layouts;
}
