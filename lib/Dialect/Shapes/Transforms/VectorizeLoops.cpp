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
// This file matches the ops and builds their Kernel (sizes, flat views,
// strides, body, padding). Each nest is planned from the kernel's shape and
// the VectorTarget (VectorizationPlan.h, Vectorize/Plan.cpp) and emitted as
// planned by Vectorize/ElementwiseNest.cpp or Vectorize/TransposingNest.cpp.
// The figures of the target (line, shuffle lanes, blocks, streams) are
// those of the VectorTarget (VectorTarget.h).
//
//===----------------------------------------------------------------------===//

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

#include <numeric>

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

/// Elementwise linalg.generic on buffers -> vector loops.
struct VectorizeElementwiseGeneric : OpRewritePattern<linalg::GenericOp> {
  VectorizeElementwiseGeneric(MLIRContext *context, const VectorTarget &target)
      : OpRewritePattern(context), target(target) {}
  VectorTarget target;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureBufferSemantics() || op.getNumDpsInits() != 1 ||
        op.getNumLoops() == 0 || op.getNumReductionLoops() != 0)
      return rewriter.notifyMatchFailure(op, "not elementwise on buffers");
    if (!hasVectorizableBody(op))
      return rewriter.notifyMatchFailure(op, "body not elementwise-mappable");
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    if (!maps.back().isPermutation())
      return rewriter.notifyMatchFailure(op,
                                         "destination map not a permutation");
    SmallVector<int64_t> sizes = op.getStaticLoopRanges();
    if (llvm::any_of(sizes, [](int64_t s) { return s == 0; }))
      return rewriter.notifyMatchFailure(op, "empty loops");
    // Check the strides before creating anything.
    int64_t inner = sizes.size() - 1;
    Value dest = op.getDpsInits()[0];
    FailureOr<SmallVector<int64_t>> destStrides =
        stridesThrough(dest.getType(), maps.back());
    if (failed(destStrides) || (*destStrides)[inner] != 1)
      return rewriter.notifyMatchFailure(op, "destination not contiguous");
    SmallVector<SmallVector<int64_t>> sourceStrides;
    SmallVector<int64_t> sourceBytes;
    bool strided = false;
    for (auto [input, map] : llvm::zip(op.getDpsInputs(), maps)) {
      FailureOr<SmallVector<int64_t>> strides =
          stridesThrough(input.getType(), map);
      if (failed(strides))
        return rewriter.notifyMatchFailure(op, "a source is not strided");
      strided |= (*strides)[inner] != 0 && (*strides)[inner] != 1;
      sourceStrides.push_back(*strides);
      sourceBytes.push_back(
          elementBytes(cast<MemRefType>(input.getType()).getElementType()));
    }
    int64_t destBytes =
        elementBytes(cast<MemRefType>(dest.getType()).getElementType());
    // A source strided along the innermost loop is read through V x V tiles
    // transposed in registers, when it is contiguous along another loop.
    int64_t across = -1;
    if (strided) {
      std::optional<int64_t> loop =
          findTransposingLoop(sourceStrides, sourceBytes, destBytes, target);
      if (!loop)
        return rewriter.notifyMatchFailure(
            op, "a source is strided along the innermost loop and no tile "
                "transposes it");
      across = *loop;
      // At least one whole tile, when the sizes are known; smaller nests
      // stay scalar loops.
      int64_t lanes = target.lineBytes / destBytes;
      if ((isKnown(sizes[across]) && sizes[across] < lanes) ||
          (isKnown(sizes[inner]) && sizes[inner] < lanes))
        return rewriter.notifyMatchFailure(op, "smaller than one tile");
    }
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
    return success();
  }
};

/// The loop order of a copy into `dest`: its dimensions by decreasing
/// stride (the physical order), as an indexing map from loops to
/// dimensions. With strides known only at run time: the physical order of
/// its #shapes.layout, else the dimensions in order, the one of unit
/// stride last.
FailureOr<AffineMap> copyLoopMap(MemRefType dest) {
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(dest.getStridesAndOffset(strides, offset)))
    return failure();
  int64_t rank = dest.getRank();
  SmallVector<unsigned> order(rank);
  std::iota(order.begin(), order.end(), 0);
  if (llvm::all_of(strides, isKnown)) {
    std::stable_sort(order.begin(), order.end(), [&](unsigned a, unsigned c) {
      return strides[a] > strides[c];
    });
  } else if (isa<LayoutAttr>(dest.getLayout())) {
    shapes::Layout layout = getSemanticLayout(dest);
    for (int64_t l = 0; l < rank; ++l)
      order[l] = layout.minorToMajor[rank - 1 - l];
  } else {
    std::stable_partition(order.begin(), order.end(),
                          [&](unsigned d) { return strides[d] != 1; });
  }
  // loop l walks dimension order[l]: the map sends dimension d to the loop
  // that walks it.
  SmallVector<unsigned> loopOf(rank);
  for (auto [l, d] : llvm::enumerate(order))
    loopOf[d] = l;
  return AffineMap::getPermutationMap(loopOf, dest.getContext());
}

/// The loop that a copy's nest reads its source along: -1 when the source
/// is contiguous along the innermost loop `inner` (an elementwise copy),
/// else the last loop before it along which it is contiguous (a
/// transposing copy), when the target has tiles of `bytes`-wide elements;
/// nullopt when there is neither.
std::optional<int64_t> copyTransposingLoop(ArrayRef<int64_t> sourceStrides,
                                           int64_t bytes,
                                           const VectorTarget &target) {
  int64_t inner = sourceStrides.size() - 1;
  if (sourceStrides[inner] == 1)
    return -1;
  for (int64_t l = inner - 1; l >= 0; --l)
    if (sourceStrides[l] == 1)
      return target.canTransposeTiles(bytes) ? std::optional<int64_t>(l)
                                             : std::nullopt;
  return std::nullopt;
}

/// A copy between strided buffers -> the elementwise nest, or the tiled
/// transposing nest when the source's unit-stride dimension is another one.
LogicalResult vectorizeCopy(PatternRewriter &rewriter, Operation *op,
                            Value source, Value dest,
                            const VectorTarget &target) {
  auto sourceType = dyn_cast<MemRefType>(source.getType());
  auto destType = dyn_cast<MemRefType>(dest.getType());
  if (!sourceType || !destType || !sourceType.isStrided() ||
      !destType.isStrided() ||
      sourceType.getElementType() != destType.getElementType() ||
      !isVectorLaneType(destType.getElementType(), LaneUse::Elementwise))
    return rewriter.notifyMatchFailure(op, "not a strided copy");
  if (destType.getRank() == 0 ||
      llvm::is_contained(destType.getShape(), int64_t(0)))
    return rewriter.notifyMatchFailure(op, "rank 0 or empty");
  if (source == dest) {
    rewriter.eraseOp(op);
    return success();
  }
  FailureOr<AffineMap> map = copyLoopMap(destType);
  if (failed(map))
    return rewriter.notifyMatchFailure(op, "destination not strided");
  FailureOr<SmallVector<int64_t>> destStrides = stridesThrough(destType, *map);
  FailureOr<SmallVector<int64_t>> sourceStrides =
      stridesThrough(sourceType, *map);
  int64_t inner = destType.getRank() - 1;
  if (failed(destStrides) || failed(sourceStrides) ||
      (*destStrides)[inner] != 1)
    return rewriter.notifyMatchFailure(op, "destination not contiguous");
  // A transposing copy: the loop along which the source is contiguous.
  std::optional<int64_t> transposing = copyTransposingLoop(
      *sourceStrides, elementBytes(destType.getElementType()), target);
  if (!transposing)
    return rewriter.notifyMatchFailure(op, "no vector tiles for this copy");
  int64_t across = *transposing;
  Location loc = op->getLoc();
  Kernel kernel;
  kernel.sizes = loopSizes(rewriter, loc, dest, *map);
  std::optional<DestPadding> padding = paddingWrittenBy(op, dest);
  kernel.dest = accessThrough(rewriter, loc, dest, *map,
                              padding ? ArrayRef<int64_t>(padding->dims)
                                      : ArrayRef<int64_t>());
  kernel.freshDest = isFreshAllocation(dest);
  kernel.sources.push_back(accessThrough(rewriter, loc, source, *map));
  kernel.body = [](OpBuilder &, Location, ValueRange values, int64_t) {
    return values[0];
  };
  kernel.isCopy = true;
  if (padding) {
    setPadding(kernel, *padding, *map, rewriter);
    markPaddingWritten(rewriter, dest);
  }
  emitNest(rewriter, loc, kernel, across, target);
  rewriter.eraseOp(op);
  return success();
}

struct VectorizeLinalgCopy : OpRewritePattern<linalg::CopyOp> {
  VectorizeLinalgCopy(MLIRContext *context, const VectorTarget &target)
      : OpRewritePattern(context), target(target) {}
  VectorTarget target;

  LogicalResult matchAndRewrite(linalg::CopyOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureBufferSemantics())
      return rewriter.notifyMatchFailure(op, "not on buffers");
    return vectorizeCopy(rewriter, op, op.getInputs()[0], op.getOutputs()[0],
                         target);
  }
};

struct VectorizeMemRefCopy : OpRewritePattern<memref::CopyOp> {
  VectorizeMemRefCopy(MLIRContext *context, const VectorTarget &target)
      : OpRewritePattern(context), target(target) {}
  VectorTarget target;

  LogicalResult matchAndRewrite(memref::CopyOp op,
                                PatternRewriter &rewriter) const override {
    return vectorizeCopy(rewriter, op, op.getSource(), op.getTarget(), target);
  }
};

} // namespace

void mlir::shapes::populateVectorizeLoopsPatterns(RewritePatternSet &patterns,
                                                  const VectorTarget &target,
                                                  int64_t threads) {
  patterns.add<VectorizeElementwiseGeneric, VectorizeLinalgCopy,
               VectorizeMemRefCopy>(patterns.getContext(), target);
}
