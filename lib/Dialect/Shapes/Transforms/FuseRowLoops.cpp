//===- FuseRowLoops.cpp - the -shapes-fuse-row-loops pass -----------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Fuses consecutive scf.parallel loops of one block that have the same
// bounds (the row loops of the nests of -shapes-vectorize: a row max, a
// row sum, an elementwise nest over the same rows), so that a row read by
// the first is reused from the cache by the next ones.
//
// Only allocations (memref.alloc) and ops without memory effects or
// regions may stand between two loops: they are moved above the first.
// Every pair of memory accesses of the two loops that may touch the same
// buffer, one of them a write, must be a memref.load or memref.store of
// the same memref (or of 1-D unit-stride casts of one) at the same indices,
// every index an induction variable or a value defined outside the loops, and
// every induction variable among them: iteration i of the second loop then only
// touches what iteration i of the first wrote or reads, and never what another
// iteration does. Two buffers are distinct when they are views of different
// allocations, or of an allocation and a function argument; arguments may alias
// each other.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/Passes.h"
#include "shapes/Support/ListedPassOptions.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace mlir {
namespace shapes {
#define GEN_PASS_DEF_SHAPESFUSEROWLOOPS
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"
} // namespace shapes
} // namespace mlir

using namespace mlir;

namespace {

/// A read or write of a loop body.
struct Access {
  Operation *op;
  Value memref;
  bool write;
};

/// The buffer that `value` is a view of.
Value baseOf(Value value) {
  while (auto view = value.getDefiningOp<ViewLikeOpInterface>())
    value = view.getViewSource();
  return value;
}

/// An allocation, or an argument of a function's entry block.
bool isKnownBuffer(Value base) {
  if (isa_and_present<memref::AllocOp, memref::AllocaOp>(base.getDefiningOp()))
    return true;
  auto arg = dyn_cast<BlockArgument>(base);
  return arg && isa<FunctionOpInterface>(arg.getOwner()->getParentOp());
}

/// Whether `a` and `b` may be views of the same buffer (see the file's
/// comment).
bool mayAlias(Value a, Value b) {
  Value baseA = baseOf(a), baseB = baseOf(b);
  if (baseA == baseB)
    return true;
  bool allocA =
      isa_and_present<memref::AllocOp, memref::AllocaOp>(baseA.getDefiningOp());
  bool allocB =
      isa_and_present<memref::AllocOp, memref::AllocaOp>(baseB.getDefiningOp());
  return !((allocA || allocB) && isKnownBuffer(baseA) && isKnownBuffer(baseB));
}

/// The reads and writes of buffers defined outside `loop` in its body, or
/// failure when an op's effects are unknown or free a buffer.
FailureOr<SmallVector<Access>> accessesOf(scf::ParallelOp loop) {
  SmallVector<Access> accesses;
  WalkResult result = loop.getBody()->walk([&](Operation *op) {
    if (op->hasTrait<OpTrait::HasRecursiveMemoryEffects>())
      return WalkResult::advance();
    auto effecting = dyn_cast<MemoryEffectOpInterface>(op);
    if (!effecting)
      return WalkResult::interrupt();
    SmallVector<MemoryEffects::EffectInstance> effects;
    effecting.getEffects(effects);
    for (const MemoryEffects::EffectInstance &effect : effects) {
      if (isa<MemoryEffects::Allocate>(effect.getEffect()))
        continue;
      Value value = effect.getValue();
      if (!value || isa<MemoryEffects::Free>(effect.getEffect()))
        return WalkResult::interrupt();
      if (loop->isProperAncestor(baseOf(value).getParentBlock()->getParentOp()))
        continue;
      accesses.push_back(
          {op, value, isa<MemoryEffects::Write>(effect.getEffect())});
    }
    return WalkResult::advance();
  });
  if (result.wasInterrupted())
    return failure();
  return accesses;
}

/// Whether `type` is a 1-D memref of unit stride and offset 0.
bool isUnitStrided1D(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  SmallVector<int64_t> strides;
  int64_t offset;
  return memref && memref.getRank() == 1 &&
         succeeded(memref.getStridesAndOffset(strides, offset)) &&
         strides[0] == 1 && offset == 0;
}

/// The buffer that `value` indexes element for element: through casts and
/// reinterpret_casts between 1-D memrefs of unit stride and offset 0, which
/// give an index the same element whatever their sizes.
Value sameElementsAs(Value value) {
  while (isa_and_present<memref::CastOp, memref::ReinterpretCastOp>(
             value.getDefiningOp()) &&
         isUnitStrided1D(value.getType())) {
    Value source = value.getDefiningOp()->getOperand(0);
    if (!isUnitStrided1D(source.getType()))
      break;
    value = source;
  }
  return value;
}

/// The indices of a memref.load or memref.store, or none.
std::optional<ValueRange> indicesOf(Operation *op) {
  if (auto load = dyn_cast<memref::LoadOp>(op))
    return load.getIndices();
  if (auto store = dyn_cast<memref::StoreOp>(op))
    return store.getIndices();
  return std::nullopt;
}

/// Whether `a` (of `first`) and `b` (of `second`) are a memref.load or
/// memref.store of the same memref at indices that name the same element
/// in the same iteration and in no other.
bool sameElementOfSameIteration(const Access &a, const Access &b,
                                scf::ParallelOp first, scf::ParallelOp second) {
  std::optional<ValueRange> indicesA = indicesOf(a.op);
  std::optional<ValueRange> indicesB = indicesOf(b.op);
  if (!indicesA || !indicesB ||
      sameElementsAs(a.memref) != sameElementsAs(b.memref) ||
      indicesA->size() != indicesB->size())
    return false;
  IRMapping firstToSecond;
  firstToSecond.map(first.getInductionVars(), second.getInductionVars());
  llvm::SmallDenseSet<Value> ivsSeen;
  for (auto [x, y] : llvm::zip(*indicesA, *indicesB)) {
    if (firstToSecond.lookupOrDefault(x) != y)
      return false;
    if (llvm::is_contained(first.getInductionVars(), x))
      ivsSeen.insert(x);
    else if (first->isAncestor(x.getParentBlock()->getParentOp()) ||
             second->isAncestor(x.getParentBlock()->getParentOp()))
      return false;
  }
  return ivsSeen.size() == first.getInductionVars().size();
}

/// Whether two bound lists are the same values or the same constants.
bool sameBounds(ValueRange a, ValueRange b) {
  if (a.size() != b.size())
    return false;
  return llvm::all_of(llvm::zip(a, b), [](auto pair) {
    auto [x, y] = pair;
    return isEqualConstantIntOrValue(x, y);
  });
}

/// Whether `second` can run in the iterations of `first` (see the file's
/// comment).
bool canFuse(scf::ParallelOp first, scf::ParallelOp second) {
  if (first.getNumResults() != 0 || second.getNumResults() != 0 ||
      !sameBounds(first.getLowerBound(), second.getLowerBound()) ||
      !sameBounds(first.getUpperBound(), second.getUpperBound()) ||
      !sameBounds(first.getStep(), second.getStep()))
    return false;
  FailureOr<SmallVector<Access>> accessesA = accessesOf(first);
  FailureOr<SmallVector<Access>> accessesB = accessesOf(second);
  if (failed(accessesA) || failed(accessesB))
    return false;
  for (const Access &a : *accessesA)
    for (const Access &b : *accessesB)
      if ((a.write || b.write) && mayAlias(a.memref, b.memref) &&
          !sameElementOfSameIteration(a, b, first, second))
        return false;
  return true;
}

/// Ops that may be moved from between two loops to above the first.
bool isMovable(Operation *op) {
  if (op->getNumRegions() != 0)
    return false;
  return isa<memref::AllocOp>(op) || isMemoryEffectFree(op);
}

/// Moves the body of `second` to the end of `first`'s and erases it.
void fuse(scf::ParallelOp first, scf::ParallelOp second) {
  for (auto [x, y] :
       llvm::zip(first.getInductionVars(), second.getInductionVars()))
    y.replaceAllUsesWith(x);
  Block *body = first.getBody();
  Block *from = second.getBody();
  body->getOperations().splice(Block::iterator(body->getTerminator()),
                               from->getOperations(), from->begin(),
                               std::prev(from->end()));
  second.erase();
}

/// Fuses each run of fusable loops of `block` into its first loop.
void fuseInBlock(Block &block) {
  for (Operation &op : block) {
    auto first = dyn_cast<scf::ParallelOp>(&op);
    if (!first)
      continue;
    while (true) {
      SmallVector<Operation *> between;
      Operation *next = first->getNextNode();
      while (next && isMovable(next)) {
        between.push_back(next);
        next = next->getNextNode();
      }
      auto second = dyn_cast_or_null<scf::ParallelOp>(next);
      if (!second || !canFuse(first, second))
        break;
      for (Operation *moved : between)
        moved->moveBefore(first);
      fuse(first, second);
    }
  }
}

struct ShapesFuseRowLoopsPass
    : mlir::shapes::WithListedOptions<
          mlir::shapes::impl::ShapesFuseRowLoopsBase<ShapesFuseRowLoopsPass>> {
  void runOnOperation() override {
    getOperation()->walk<WalkOrder::PostOrder>(
        [](Block *block) { fuseInBlock(*block); });
  }
};

} // namespace
