//===- DistinctResults.cpp - the -shapes-distinct-results pass ------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// XLA's copy insertion rule for a computation's outputs, on buffers: no two
// results of a public function share an allocation, and no result shares
// one with an argument. Of the results that may share one, the largest is
// returned as it is and every other is returned as a `bufferization.clone`,
// a buffer of its own that the caller frees once. A result that is a view
// of an argument is returned as a clone too.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/Passes.h"
#include "shapes/Support/ListedPassOptions.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace mlir {
namespace shapes {
#define GEN_PASS_DEF_SHAPESDISTINCTRESULTS
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"
} // namespace shapes
} // namespace mlir

using namespace mlir;

/// The bytes a copy of a result of `type` writes, for ordering: a `?` size
/// counts as the largest, so that a result of unknown size is kept rather
/// than copied.
static uint64_t copyCost(MemRefType type) {
  if (!type.hasStaticShape())
    return std::numeric_limits<uint64_t>::max();
  uint64_t bits =
      type.getElementType().isIntOrFloat() ? type.getElementTypeBitWidth() : 64;
  return static_cast<uint64_t>(type.getNumElements()) * ((bits + 7) / 8);
}

namespace {
/// Where a buffer comes from: an allocation of the function (an op that
/// allocates it: `memref.alloc`, `bufferization.clone`...), one of its
/// arguments, or something else (a call, a global, a value chosen at run
/// time), which may be any buffer.
struct Origin {
  enum class Kind { Allocation, Argument, Unknown } kind;
  Value root;

  /// Whether buffers of the two origins may be one allocation.
  bool mayShare(const Origin &other) const {
    return kind == Kind::Unknown || other.kind == Kind::Unknown ||
           root == other.root;
  }
};
} // namespace

/// The origin of `value`, through the views of a buffer (subviews,
/// reshapes, casts, transposes).
static Origin originOf(Value value) {
  while (true) {
    if (auto argument = dyn_cast<BlockArgument>(value)) {
      Block *block = argument.getOwner();
      if (block->isEntryBlock() && isa<func::FuncOp>(block->getParentOp()))
        return {Origin::Kind::Argument, value};
      return {Origin::Kind::Unknown, value};
    }
    Operation *def = value.getDefiningOp();
    if (auto view = dyn_cast<ViewLikeOpInterface>(def)) {
      value = view.getViewSource();
      continue;
    }
    if (auto transpose = dyn_cast<memref::TransposeOp>(def)) {
      value = transpose.getIn();
      continue;
    }
    if (hasSingleEffect<MemoryEffects::Allocate>(def, value))
      return {Origin::Kind::Allocation, value};
    return {Origin::Kind::Unknown, value};
  }
}

/// The positions of the memref operands of `ret` to return as copies: every
/// one that is a view of an argument or may share an allocation with a
/// result kept before it, largest first (the first of equals).
static SmallVector<unsigned> resultsToCopy(func::ReturnOp ret) {
  SmallVector<unsigned> order;
  for (auto [i, value] : llvm::enumerate(ret.getOperands()))
    if (isa<MemRefType>(value.getType()))
      order.push_back(i);
  llvm::stable_sort(order, [&](unsigned a, unsigned b) {
    return copyCost(cast<MemRefType>(ret.getOperand(a).getType())) >
           copyCost(cast<MemRefType>(ret.getOperand(b).getType()));
  });
  SmallVector<Origin> kept;
  SmallVector<unsigned> copies;
  for (unsigned i : order) {
    Origin origin = originOf(ret.getOperand(i));
    if (origin.kind == Origin::Kind::Argument ||
        llvm::any_of(
            kept, [&](const Origin &other) { return origin.mayShare(other); }))
      copies.push_back(i);
    else
      kept.push_back(origin);
  }
  llvm::sort(copies);
  return copies;
}

namespace {
struct ShapesDistinctResultsPass
    : mlir::shapes::WithListedOptions<
          mlir::shapes::impl::ShapesDistinctResultsBase<
              ShapesDistinctResultsPass>> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal() || func.isPrivate())
      return;
    SmallVector<std::pair<func::ReturnOp, SmallVector<unsigned>>> work;
    func.walk([&](func::ReturnOp ret) {
      work.emplace_back(ret, resultsToCopy(ret));
    });
    OpBuilder builder(&getContext());
    for (auto &[ret, copies] : work) {
      builder.setInsertionPoint(ret);
      for (unsigned i : copies) {
        Value value = ret.getOperand(i);
        ret.setOperand(i, bufferization::CloneOp::create(
                              builder, ret.getLoc(), value.getType(), value));
      }
    }
  }
};
} // namespace
