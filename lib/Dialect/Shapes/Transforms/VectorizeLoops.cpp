//===- VectorizeLoops.cpp - vector loops for elementwise ops and copies ---===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Every buffer is seen flat (FlatView), so that one loop nest serves all
// layouts: the loops walk the destination in its physical order, the
// innermost loop along its unit-stride dimension.
//
// * Elementwise (a linalg.generic whose operands are read through
//   projected permutations, or a copy that does not transpose): the
//   innermost loop moves V lanes at a time. An operand that is contiguous
//   along it is read with vector.load, one that does not depend on it is
//   read once and broadcast; the scalar body is cloned with vector types.
//   With non-temporal stores, the rows go as a few interleaved row streams
//   (contiguous groups of rows walked side by side), and a nest left with
//   one stream prefetches its large sources ahead when it streams few
//   arrays.
// * Transposing copy (the source's unit-stride dimension is another one):
//   V x V tiles of the two unit-stride dimensions (V elements a line), in
//   blocks of tiles; V vector loads along the source rows (and V
//   prefetches of the next block's source lines), an in-register transpose
//   of two-input vector.shuffle ops, V vector stores along the destination
//   rows. With streaming stores, a transposed source whose rows all start
//   at the same distance from a line gets its tiles' loads aligned: the
//   rows of tiles start at its first aligned column.
//
// Stores to a destination of at least `streamingThreshold` bytes are
// non-temporal (vector.store {nontemporal = true}) and line-aligned: the
// first elements of each row, up to the first aligned address, are one
// masked vector (vector.maskedload and vector.maskedstore of those
// elements only), as is the tail after the last whole vector, so every
// size works; the edges of a transposing nest are masked edge tiles. A body
// with integer divisions that could trap on the zeros of masked lanes keeps
// scalar loops for them. The outermost loop is an scf.parallel.
//
// This file builds the Kernel (sizes, flat views, strides, body, padding)
// of the elementwise generics and copies that Vectorize/Match.cpp matched. Each
// nest is planned from the kernel's shape and the VectorTarget
// (VectorizationPlan.h, Vectorize/Plan.cpp) and emitted as planned by
// Vectorize/ElementwiseNest.cpp or Vectorize/TransposingNest.cpp. The figures
// of the target (line, shuffle lanes, blocks, streams) are those of the
// VectorTarget (VectorTarget.h).
//
//===----------------------------------------------------------------------===//

#include "Vectorize/Match.h"
#include "Vectorize/Nest.h"
#include "Vectorize/Operands.h"
#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"
#include "shapes/Dialect/Shapes/IR/ShapesDialect.h"
#include "shapes/Dialect/Shapes/Transforms/Vectorization.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::vectorize;

bool mlir::shapes::isVectorizableBuffer(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  if (!memref || !memref.hasStaticShape())
    return false;
  if (!isVectorLaneType(memref.getElementType(), LaneUse::Elementwise))
    return false;
  SmallVector<int64_t> strides;
  int64_t offset;
  return succeeded(memref.getStridesAndOffset(strides, offset)) &&
         !ShapedType::isDynamic(offset) &&
         llvm::none_of(strides, ShapedType::isDynamic);
}

FailureOr<FlatView> mlir::shapes::createFlatView(OpBuilder &builder,
                                                 Location loc, Value buffer,
                                                 ArrayRef<int64_t> sizes) {
  auto type = dyn_cast<MemRefType>(buffer.getType());
  if (!type)
    return failure();
  // The type's sizes, or the given ones (the physical sizes of a bounded
  // buffer, whose type has `?` sizes), must all be known.
  if (!isVectorizableBuffer(sizes.empty()
                                ? Type(type)
                                : MemRefType::Builder(type).setShape(sizes)))
    return failure();
  FlatView view;
  if (failed(type.getStridesAndOffset(view.strides, view.offset)))
    return failure();
  if (sizes.empty())
    sizes = type.getShape();
  // The elements the view may touch: offset + sum (size - 1) * stride + 1.
  int64_t extent = view.offset + 1;
  for (auto [size, stride] : llvm::zip(sizes, view.strides)) {
    if (size == 0)
      return failure();
    extent += (size - 1) * stride;
  }
  auto metadata =
      memref::ExtractStridedMetadataOp::create(builder, loc, buffer);
  auto flatType =
      MemRefType::get({extent}, type.getElementType(),
                      MemRefLayoutAttrInterface(), type.getMemorySpace());
  view.flat = memref::ReinterpretCastOp::create(
      builder, loc, flatType, metadata.getBaseBuffer(), builder.getIndexAttr(0),
      {builder.getIndexAttr(extent)}, {builder.getIndexAttr(1)});
  return view;
}

namespace {

/// Whether `buffer` is (a view of) an allocation of this function.
bool isFreshAllocation(Value buffer) {
  while (Operation *def = buffer.getDefiningOp()) {
    if (isa<memref::AllocOp, memref::AllocaOp>(def))
      return true;
    if (auto view = dyn_cast<ViewLikeOpInterface>(def)) {
      buffer = view.getViewSource();
      continue;
    }
    if (isa<memref::CastOp>(def)) {
      buffer = def->getOperand(0);
      continue;
    }
    return false;
  }
  return false;
}

/// The buffer that `value` is a view of.
Value bufferOf(Value value) {
  while (Operation *def = value.getDefiningOp()) {
    if (auto view = dyn_cast<ViewLikeOpInterface>(def))
      value = view.getViewSource();
    else if (isa<memref::CastOp>(def))
      value = def->getOperand(0);
    else
      break;
  }
  return value;
}

/// Whether an op after `op` in its block (or nested in one) may read the
/// buffer `dest` is a view of: one that declares a read of it, or one
/// without declared effects that uses it (not a return or a dealloc).
bool isReadAfter(Operation *op, Value dest) {
  Value buffer = bufferOf(dest);
  for (Operation *next = op->getNextNode(); next; next = next->getNextNode()) {
    WalkResult result = next->walk([&](Operation *inner) {
      if (auto effects = dyn_cast<MemoryEffectOpInterface>(inner)) {
        SmallVector<MemoryEffects::EffectInstance> instances;
        effects.getEffects(instances);
        for (const MemoryEffects::EffectInstance &instance : instances)
          if (isa<MemoryEffects::Read>(instance.getEffect()) &&
              (!instance.getValue() || bufferOf(instance.getValue()) == buffer))
            return WalkResult::interrupt();
        return WalkResult::advance();
      }
      if (inner->hasTrait<OpTrait::HasRecursiveMemoryEffects>() ||
          inner->hasTrait<OpTrait::ReturnLike>())
        return WalkResult::advance();
      return llvm::any_of(
                 inner->getOperands(),
                 [&](Value operand) { return bufferOf(operand) == buffer; })
                 ? WalkResult::interrupt()
                 : WalkResult::advance();
    });
    if (result.wasInterrupted())
      return true;
  }
  return false;
}

/// The nest of `kernel`: elementwise (across < 0) or transposing. After a
/// nest with non-temporal stores, a sequentially consistent fence (on x86
/// a locked instruction, which drains the write-combining buffers of those
/// stores): they are weakly ordered, and must be visible before the caller
/// hands the buffer on (to another thread through a release store, which
/// is a plain store on x86). The threads of an scf.parallel end with
/// OpenMP's barrier, whose locked instructions drain their own.
void emitNest(OpBuilder &b, Location loc, const Kernel &kernel, int64_t across,
              const VectorTarget &target) {
  if (across < 0)
    emitElementwise(b, loc, kernel, target, {}, /*fence=*/true);
  else
    emitTransposing(b, loc, kernel, across, target, {});
}

/// The trip counts of the loops that walk `dest` through the permutation
/// `map`: its sizes, known, or read at run time by a memref.dim, folded to
/// the size its defining op was given (an allocation's, a view's).
SmallVector<OpFoldResult> loopSizes(OpBuilder &b, Location loc, Value dest,
                                    AffineMap map) {
  SmallVector<OpFoldResult> sizes = memref::getMixedSizes(b, loc, dest);
  return applyPermutationMap<OpFoldResult>(inversePermutation(map), sizes);
}

/// The padding of a destination that its nest writes in the same sweep.
struct DestPadding {
  /// The physical sizes of the destination's dimensions.
  shapes::DimVector dims;
  TypedAttr value;
};

/// The padding that the nest replacing `op` writes into `dest`: when
/// `dest` is in a padded #shapes.layout with a padding value, and is a
/// buffer whose padding would otherwise be filled separately, before the
/// nest, and is not yet written by another nest. That is a function's
/// argument (filled at the entry, ArgumentPadding.cpp) or an allocation
/// (filled where it is allocated, MaterializeAllocs.cpp), in the block of
/// `op`: the nest runs whenever that fill would. Such a buffer is marked
/// shapes.padding_written, and -shapes-lower-layouts leaves its padding
/// alone.
std::optional<DestPadding> paddingWrittenBy(Operation *op, Value dest) {
  auto type = dyn_cast<MemRefType>(dest.getType());
  if (!type || !hasPaddingToWrite(type))
    return std::nullopt;
  shapes::Layout layout = getLayoutAttr(type).toSemantic();
  shapes::DimVector dims = dimsOf(type);
  // The flat view of the physical buffer needs its size: with `?` sizes,
  // those of a bounded buffer (every physical size static), and static
  // strides and offset.
  shapes::DimVector physical = shapes::layout_util::physicalDims(dims, layout);
  if (!isVectorizableBuffer(MemRefType::Builder(type).setShape(physical)))
    return std::nullopt;
  FailureOr<TypedAttr> value = getPaddingValueAttr(
      type.getElementType(), layout.effectivePaddingValue());
  if (failed(value))
    return std::nullopt;
  StringRef marker = ShapesDialect::kPaddingWrittenAttrName;
  if (auto arg = dyn_cast<BlockArgument>(dest)) {
    auto func = dyn_cast<func::FuncOp>(arg.getOwner()->getParentOp());
    if (!func || arg.getOwner() != &func.getBody().front() ||
        op->getBlock() != arg.getOwner() ||
        func.getArgAttr(arg.getArgNumber(), marker))
      return std::nullopt;
  } else {
    Operation *alloc = dest.getDefiningOp();
    if (!isa_and_present<memref::AllocOp, memref::AllocaOp>(alloc) ||
        alloc->getBlock() != op->getBlock() || alloc->hasAttr(marker))
      return std::nullopt;
  }
  return DestPadding{physical, *value};
}

/// Marks `dest` (see paddingWrittenBy) shapes.padding_written.
void markPaddingWritten(RewriterBase &rewriter, Value dest) {
  StringRef marker = ShapesDialect::kPaddingWrittenAttrName;
  UnitAttr unit = rewriter.getUnitAttr();
  if (auto arg = dyn_cast<BlockArgument>(dest)) {
    auto func = cast<func::FuncOp>(arg.getOwner()->getParentOp());
    rewriter.modifyOpInPlace(
        func, [&] { func.setArgAttr(arg.getArgNumber(), marker, unit); });
    return;
  }
  Operation *alloc = dest.getDefiningOp();
  rewriter.modifyOpInPlace(alloc, [&] { alloc->setAttr(marker, unit); });
}

/// Sets up `kernel` to write the padding `padding` of its destination,
/// whose dimension d loop `map`'s result d walks.
void setPadding(Kernel &kernel, const DestPadding &padding, AffineMap map,
                Builder &b) {
  kernel.physical = kernel.sizes;
  for (auto [d, expr] : llvm::enumerate(map.getResults()))
    kernel.physical[cast<AffineDimExpr>(expr).getPosition()] =
        b.getIndexAttr(padding.dims[d]);
  kernel.padding = padding.value;
}

} // namespace

void vectorize::rewriteElementwise(RewriterBase &rewriter,
                                   const ElementwiseMatch &match,
                                   const VectorTarget &target) {
  linalg::GenericOp op = match.op;
  ArrayRef<AffineMap> maps = match.maps;
  int64_t across = match.across;
  Value dest = op.getDpsInits()[0];
  Location loc = op.getLoc();
  Kernel kernel;
  kernel.sizes = loopSizes(rewriter, loc, dest, maps.back());
  // The partial tiles of a transposing nest compute the body on lanes
  // outside the logical elements too: not when that may trap.
  std::optional<DestPadding> padding;
  if (across < 0 || !mayTrap(op))
    padding = paddingWrittenBy(op, dest);
  for (auto [input, map] : llvm::zip(op.getDpsInputs(), maps))
    kernel.sources.push_back(accessThrough(rewriter, loc, input, map));
  kernel.dest = accessThrough(rewriter, loc, dest, maps.back(),
                              padding ? ArrayRef<int64_t>(padding->dims)
                                      : ArrayRef<int64_t>());
  kernel.freshDest = isFreshAllocation(dest);
  kernel.destReadLater = isReadAfter(op, dest);
  kernel.mayTrap = mayTrap(op);
  Block *body = &op.getRegion().front();
  kernel.body = [body](OpBuilder &b, Location loc, ValueRange values,
                       int64_t lanes) {
    return cloneBody(b, loc, *body, values, lanes);
  };
  if (padding) {
    setPadding(kernel, *padding, maps.back(), rewriter);
    markPaddingWritten(rewriter, dest);
  }
  emitNest(rewriter, loc, kernel, across, target);
  rewriter.eraseOp(op);
}

/// A copy between strided buffers -> the elementwise nest, or the tiled
/// transposing nest when the source's unit-stride dimension is another one.
void vectorize::rewriteCopy(RewriterBase &rewriter, const CopyMatch &match,
                            const VectorTarget &target) {
  Operation *op = match.op;
  if (match.sameBuffer) {
    rewriter.eraseOp(op);
    return;
  }
  Value source = match.source, dest = match.dest;
  AffineMap map = match.map;
  int64_t across = match.across;
  Location loc = op->getLoc();
  Kernel kernel;
  kernel.sizes = loopSizes(rewriter, loc, dest, map);
  std::optional<DestPadding> padding = paddingWrittenBy(op, dest);
  kernel.dest = accessThrough(rewriter, loc, dest, map,
                              padding ? ArrayRef<int64_t>(padding->dims)
                                      : ArrayRef<int64_t>());
  kernel.freshDest = isFreshAllocation(dest);
  kernel.sources.push_back(accessThrough(rewriter, loc, source, map));
  kernel.body = [](OpBuilder &, Location, ValueRange values, int64_t) {
    return values[0];
  };
  kernel.isCopy = true;
  if (padding) {
    setPadding(kernel, *padding, map, rewriter);
    markPaddingWritten(rewriter, dest);
  }
  emitNest(rewriter, loc, kernel, across, target);
  rewriter.eraseOp(op);
}
