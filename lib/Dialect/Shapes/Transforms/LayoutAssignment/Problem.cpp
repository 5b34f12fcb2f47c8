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
/// layouts: more bytes than any function copies.
static constexpr int64_t kTieCost = int64_t(1) << 50;

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
  /// How the function returns its ends (returnedViewCloneCost).
  ReturnedValue fromReturned = {}, toReturned = {};
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
  void addLinkCosts(const Link &link);
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
};
} // namespace

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
    if (haveEquivalentLayouts(candidate, type))
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
      links.back().fromReturned = describeReturned(transpose.getOperand());
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
    if (isa<RelayoutOp>(op)) {
      // The relayout's operand is returned as it is, not through itself.
      links.back().fromReturned =
          describeReturned(op->getOperand(0), /*throughRelayout=*/false);
      links.back().toReturned = describeReturned(op->getResult(0));
    }
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
    return (variableOf(link.from) < 0 && variableOf(link.to) < 0) ||
           !readable(link.from) || !readable(link.to);
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
  bool transpose = !link.permutation.empty();
  bool view = haveEquivalentLayouts(
      transpose ? TransposeOp::getBitcastType(from, link.permutation) : from,
      to);
  int64_t clone =
      view ? returnedViewCloneCost(from, link.fromReturned, to, link.toReturned)
           : 0;
  if (!transpose)
    return clone + relayoutCost(from, to, link.absorbed);
  return clone + transposeCost(from, to, link.permutation, link.absorbed);
}

void ProblemBuilder::addLinkCosts(const Link &link) {
  int from = variableOf(link.from), to = variableOf(link.to);
  SmallVector<RankedTensorType> fromTypes = typesOf(link.from);
  SmallVector<RankedTensorType> toTypes = typesOf(link.to);
  std::vector<int64_t> costs;
  for (RankedTensorType a : fromTypes)
    for (RankedTensorType b : toTypes)
      costs.push_back(linkCost(link, a, b));
  if (from >= 0 && to >= 0)
    layouts.problem.addPair(from, to, std::move(costs));
  else
    layouts.problem.addCosts(from >= 0 ? from : to, costs);
}

void ProblemBuilder::addFixedReaderCosts(unsigned v) {
  Value value = layouts.values[v];
  SmallVector<OpOperand *> fixedReaders;
  for (OpOperand &use : value.getUses())
    if (!readsAnyLayout(use))
      fixedReaders.push_back(&use);
  if (fixedReaders.empty())
    return;
  // They read the type as written, through one shared relayout.
  auto written = cast<RankedTensorType>(value.getType());
  bool absorbed = isCopyAbsorbedByReaders(fixedReaders) ||
                  isCopyAbsorbedByProducer(value, fixedReaders);
  std::vector<int64_t> costs;
  for (RankedTensorType type : layouts.candidates[v])
    costs.push_back(relayoutCost(type, written, absorbed));
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
      costs.push_back(haveEquivalentLayouts(x, y) ? 0 : kTieCost);
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

void ProblemBuilder::addCosts() {
  layouts.problem.reserve(layouts.candidates.size());
  for (const SmallVector<RankedTensorType> &candidates : layouts.candidates)
    layouts.problem.addVariable(std::vector<int64_t>(candidates.size(), 0));
  for (const Link &link : links)
    addLinkCosts(link);
  for (auto [transposed, relayout] : ties)
    addTieCosts(transposed, relayout);
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
