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
// iteration does. Or, in loops of one induction variable i, both accesses are
// loads or stores (memref.load/store, vector.load/store, vector.maskedload/
// maskedstore) of the same 1-D unit-stride memref, and each stays in row i of
// one row length W, elements [W * i, W * i + W): its index, read as a linear
// combination of induction variables (through constants, arith.addi, subi,
// muli by a constant and affine.apply), is W * i plus a sum of multiples of
// induction variables of scf.for loops of constant bounds and a constant, at
// least 0, whose largest value plus the lanes touched (or the lanes that a
// vector.constant_mask or vector.create_mask enables) stays within the row:
// the flat views through which the vector nests read and write a buffer row
// by row. Two buffers are distinct when they are views of different
// allocations, or of an allocation and a function argument; arguments may
// alias each other.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/LinearIndex.h"
#include "shapes/Dialect/Shapes/Transforms/Passes.h"
#include "shapes/Support/ListedPassOptions.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
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
using mlir::shapes::combine;
using mlir::shapes::LinearIndex;
using mlir::shapes::linearIndexOf;

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

/// The values an induction variable of an scf.for of constant bounds takes:
/// from its lower bound to the last step below its upper bound.
std::optional<std::pair<int64_t, int64_t>> forInductionRange(Value iv) {
  auto loop =
      dyn_cast<scf::ForOp>(cast<BlockArgument>(iv).getOwner()->getParentOp());
  if (!loop || loop.getInductionVar() != iv)
    return std::nullopt;
  std::optional<int64_t> lower = getConstantIntValue(loop.getLowerBound());
  std::optional<int64_t> upper = getConstantIntValue(loop.getUpperBound());
  std::optional<int64_t> step = getConstantIntValue(loop.getStep());
  if (!lower || !upper || !step || *step <= 0 || *upper <= *lower)
    return std::nullopt;
  return std::make_pair(*lower, *lower + (*upper - *lower - 1) / *step * *step);
}

/// The range [low, high] of `index` without its term in `iv`, every other
/// induction variable over the values its scf.for takes.
std::optional<std::pair<int64_t, int64_t>>
rangeBesides(const LinearIndex &index, Value iv) {
  int64_t low = index.constant, high = index.constant;
  for (auto [value, coefficient] : index.coefficients) {
    if (value == iv || coefficient == 0)
      continue;
    std::optional<std::pair<int64_t, int64_t>> range = forInductionRange(value);
    int64_t a, b;
    if (!range || llvm::MulOverflow(range->first, coefficient, a) ||
        llvm::MulOverflow(range->second, coefficient, b) ||
        llvm::AddOverflow(low, std::min(a, b), low) ||
        llvm::AddOverflow(high, std::max(a, b), high))
      return std::nullopt;
  }
  return std::make_pair(low, high);
}

/// The index of a 1-D access, the number of lanes it has, and the number of
/// leading lanes its mask enables when that is a vector.create_mask (its
/// operand) or a vector.constant_mask (a constant).
struct LinearAccess {
  Value index;
  int64_t lanes;
  Value enabled;
  int64_t constantEnabled;
};

std::optional<LinearAccess> linearAccess(Operation *op) {
  auto access = [](ValueRange indices, int64_t lanes,
                   Value mask) -> std::optional<LinearAccess> {
    if (indices.size() != 1)
      return std::nullopt;
    LinearAccess result{indices[0], lanes, Value(), lanes};
    if (!mask)
      return result;
    if (auto constant = mask.getDefiningOp<vector::ConstantMaskOp>())
      result.constantEnabled = constant.getMaskDimSizes()[0];
    else if (auto create = mask.getDefiningOp<vector::CreateMaskOp>())
      result.enabled = create.getOperand(0);
    return result;
  };
  auto vectorLanes = [](VectorType type) -> int64_t {
    return type.getRank() == 1 ? type.getNumElements() : 0;
  };
  std::optional<LinearAccess> result;
  if (auto load = dyn_cast<memref::LoadOp>(op))
    result = access(load.getIndices(), 1, Value());
  else if (auto store = dyn_cast<memref::StoreOp>(op))
    result = access(store.getIndices(), 1, Value());
  else if (auto load = dyn_cast<vector::LoadOp>(op))
    result =
        access(load.getIndices(), vectorLanes(load.getVectorType()), Value());
  else if (auto store = dyn_cast<vector::StoreOp>(op))
    result =
        access(store.getIndices(), vectorLanes(store.getVectorType()), Value());
  else if (auto load = dyn_cast<vector::MaskedLoadOp>(op))
    result = access(load.getIndices(), vectorLanes(load.getVectorType()),
                    load.getMask());
  else if (auto store = dyn_cast<vector::MaskedStoreOp>(op))
    result = access(store.getIndices(), vectorLanes(store.getVectorType()),
                    store.getMask());
  if (!result || result->lanes == 0)
    return std::nullopt;
  return result;
}

/// The row length W when `access`, in `loop`, touches only elements
/// [W * i, W * i + W) of a 1-D unit-stride buffer in iteration i (see the
/// file's comment).
std::optional<int64_t> rowLengthOf(const Access &access, scf::ParallelOp loop) {
  std::optional<LinearAccess> linear = linearAccess(access.op);
  if (!linear || loop.getInductionVars().size() != 1 ||
      !isUnitStrided1D(access.memref.getType()))
    return std::nullopt;
  Value iv = loop.getInductionVars()[0];
  std::optional<LinearIndex> first = linearIndexOf(linear->index);
  if (!first)
    return std::nullopt;
  int64_t row = first->coefficients.lookup(iv);
  std::optional<std::pair<int64_t, int64_t>> start = rangeBesides(*first, iv);
  if (row <= 0 || !start || start->first < 0)
    return std::nullopt;
  // The last element touched is at most the first plus the lanes, or the
  // enabled lanes, minus one: within the row by either bound.
  int64_t lanes = std::min(linear->lanes, linear->constantEnabled);
  if (start->second <= row - lanes)
    return row;
  if (!linear->enabled)
    return std::nullopt;
  std::optional<LinearIndex> last =
      combine(first, linearIndexOf(linear->enabled), 1);
  std::optional<std::pair<int64_t, int64_t>> end =
      last ? rangeBesides(*last, iv) : std::nullopt;
  if (!end || last->coefficients.lookup(iv) != row || end->second > row)
    return std::nullopt;
  return row;
}

/// Whether `a` (of `first`) and `b` (of `second`) access the same buffer
/// only in the row of the iteration, rows of the same length.
bool sameRowOfSameIteration(const Access &a, const Access &b,
                            scf::ParallelOp first, scf::ParallelOp second) {
  if (sameElementsAs(a.memref) != sameElementsAs(b.memref))
    return false;
  std::optional<int64_t> rowA = rowLengthOf(a, first);
  std::optional<int64_t> rowB = rowLengthOf(b, second);
  return rowA && rowB && *rowA == *rowB;
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
          !sameElementOfSameIteration(a, b, first, second) &&
          !sameRowOfSameIteration(a, b, first, second))
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
