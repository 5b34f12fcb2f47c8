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
// first elements of each row, up to the first aligned address, are done by
// the scalar loop, as are the last ones (remainders, and every size smaller
// than a vector). The outermost loop is an scf.parallel.
//
// This file matches the ops and builds their Kernel (sizes, flat views,
// strides, body, padding). Each nest is planned from the kernel's shape and
// the VectorTarget (VectorizationPlan.h, Vectorize/Plan.cpp) and emitted as
// planned by Vectorize/ElementwiseNest.cpp or Vectorize/TransposingNest.cpp.
// The figures of the target (line, shuffle lanes, blocks, streams) are
// those of the VectorTarget (VectorizationTarget.h).
//
//===----------------------------------------------------------------------===//

#include "Vectorize/Nest.h"
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
#include "mlir/Interfaces/ViewLikeInterface.h"

#include <numeric>

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::vectorize;

bool mlir::shapes::isVectorizableBuffer(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  if (!memref || !memref.hasStaticShape())
    return false;
  Type element = memref.getElementType();
  if (!element.isIntOrFloat() || element.getIntOrFloatBitWidth() % 8 != 0 ||
      element.getIntOrFloatBitWidth() > 64)
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

/// Whether the elements of `type` can be moved as vector lanes (whole
/// bytes, at most 64 bits, not index) from a strided memref.
bool hasVectorElements(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  if (!memref || !memref.isStrided())
    return false;
  Type element = memref.getElementType();
  return element.isIntOrFloat() && element.getIntOrFloatBitWidth() % 8 == 0 &&
         element.getIntOrFloatBitWidth() <= 64;
}

/// The strides per loop of `buffer`, read or written through the indexing
/// map `map` (kUnknown where a stride is known only at run time); failure
/// unless `map` is a projected permutation (with zeros for size-1
/// dimensions).
FailureOr<SmallVector<int64_t>> stridesThrough(Type buffer, AffineMap map) {
  SmallVector<int64_t> strides;
  int64_t offset;
  if (!hasVectorElements(buffer) ||
      failed(cast<MemRefType>(buffer).getStridesAndOffset(strides, offset)))
    return failure();
  SmallVector<int64_t> perLoop(map.getNumDims(), 0);
  for (auto [r, expr] : llvm::enumerate(map.getResults())) {
    if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
      int64_t &stride = perLoop[dim.getPosition()];
      stride = isKnown(stride) && isKnown(strides[r]) ? stride + strides[r]
                                                      : kUnknown;
      continue;
    }
    auto constant = dyn_cast<AffineConstantExpr>(expr);
    if (!constant || constant.getValue() != 0)
      return failure();
  }
  return perLoop;
}

/// The access of a buffer with sizes, strides or offset known only at run
/// time through `map` (stridesThrough must succeed): a flat view of
/// dynamic size, and the known strides and offset of its type.
Access dynamicAccessThrough(OpBuilder &b, Location loc, Value buffer,
                            AffineMap map) {
  auto type = cast<MemRefType>(buffer.getType());
  SmallVector<int64_t> strides = *stridesThrough(type, map);
  SmallVector<int64_t> typeStrides;
  int64_t typeOffset;
  (void)type.getStridesAndOffset(typeStrides, typeOffset);
  auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, buffer);
  Access access;
  access.offset = isKnown(typeOffset) ? OpFoldResult(b.getIndexAttr(typeOffset))
                                      : OpFoldResult(metadata.getOffset());
  for (auto [l, stride] : llvm::enumerate(strides))
    access.strides.push_back(b.getIndexAttr(isKnown(stride) ? stride : 0));
  Value zero = indexConstant(b, loc, 0), one = indexConstant(b, loc, 1);
  // The elements the view may touch: offset + sum (size - 1) * stride + 1
  // over the dimensions of non-zero size (an empty buffer is never read).
  Value extent = arith::AddIOp::create(b, loc, metadata.getOffset(), one);
  for (auto [r, expr] : llvm::enumerate(map.getResults())) {
    Value stride = metadata.getStrides()[r];
    Value last = arith::SubIOp::create(b, loc, metadata.getSizes()[r], one);
    last = arith::MaxSIOp::create(b, loc, last, zero);
    extent = arith::AddIOp::create(b, loc, extent,
                                   arith::MulIOp::create(b, loc, last, stride));
    // A loop's stride known only at run time: the sum of its dimensions'.
    auto dim = dyn_cast<AffineDimExpr>(expr);
    if (!dim || isKnown(strides[dim.getPosition()]))
      continue;
    OpFoldResult &perLoop = access.strides[dim.getPosition()];
    perLoop = addFolded(b, loc, perLoop, stride);
  }
  access.extent = extent;
  auto flatType =
      MemRefType::get({ShapedType::kDynamic}, type.getElementType(),
                      MemRefLayoutAttrInterface(), type.getMemorySpace());
  access.flat = memref::ReinterpretCastOp::create(
      b, loc, flatType, metadata.getBaseBuffer(),
      OpFoldResult(b.getIndexAttr(0)), {OpFoldResult(extent)},
      {OpFoldResult(b.getIndexAttr(1))});
  return access;
}

/// The access of `buffer` through `map` (stridesThrough must succeed),
/// whose flat view covers the elements below `sizes` (default: the
/// type's). Known figures are attributes.
Access accessThrough(OpBuilder &b, Location loc, Value buffer, AffineMap map,
                     ArrayRef<int64_t> sizes = {}) {
  FailureOr<FlatView> flatView = createFlatView(b, loc, buffer, sizes);
  if (failed(flatView)) {
    assert(sizes.empty() && "physical sizes without a static flat view");
    return dynamicAccessThrough(b, loc, buffer, map);
  }
  const FlatView &view = *flatView;
  Access access;
  access.flat = view.flat;
  access.offset = b.getIndexAttr(view.offset);
  SmallVector<int64_t> strides = *stridesThrough(buffer.getType(), map);
  for (int64_t stride : strides)
    access.strides.push_back(b.getIndexAttr(stride));
  access.extent =
      b.getIndexAttr(cast<MemRefType>(view.flat.getType()).getDimSize(0));
  return access;
}

/// The trip counts of the loops that walk `dest` through the permutation
/// `map`: its sizes, known or read at run time.
SmallVector<OpFoldResult> loopSizes(OpBuilder &b, Location loc, Value dest,
                                    AffineMap map) {
  auto type = cast<MemRefType>(dest.getType());
  SmallVector<OpFoldResult> sizes(map.getNumDims());
  for (auto [d, expr] : llvm::enumerate(map.getResults())) {
    int64_t size = type.getDimSize(d);
    sizes[cast<AffineDimExpr>(expr).getPosition()] =
        ShapedType::isDynamic(size)
            ? OpFoldResult(memref::DimOp::create(b, loc, dest, d).getResult())
            : OpFoldResult(b.getIndexAttr(size));
  }
  return sizes;
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

/// Signed integer division and remainder of vectors of at most 32-bit
/// integers, through floating point: x86 has no vector integer division,
/// and LLVM would divide lane by lane. The quotient is exact: the operands
/// convert exactly (f64 for 32 bits, f32 below), and a non-integral
/// quotient x / y lies at least 1/|y| from an integer, a relative distance
/// of at least 2^-(width-1), more than the rounding error of the division
/// (2^-53, 2^-24); truncation then gives the integer quotient. Operands
/// that would trap (y = 0, INT_MIN / -1) are undefined for arith.divsi
/// too; XLA's rules select safe divisors before the division.
static Value divideThroughFloat(OpBuilder &b, Location loc, Operation *op,
                                Value lhs, Value rhs) {
  auto type = cast<VectorType>(lhs.getType());
  unsigned width = type.getElementTypeBitWidth();
  Type floatElement = width == 32 ? Type(b.getF64Type()) : Type(b.getF32Type());
  auto floatType = VectorType::get(type.getShape(), floatElement);
  Value x = arith::SIToFPOp::create(b, loc, floatType, lhs);
  Value y = arith::SIToFPOp::create(b, loc, floatType, rhs);
  Value quotient = arith::FPToSIOp::create(b, loc, type,
                                           arith::DivFOp::create(b, loc, x, y));
  if (isa<arith::DivSIOp>(op))
    return quotient;
  // x - (x / y) * y
  return arith::SubIOp::create(b, loc, lhs,
                               arith::MulIOp::create(b, loc, quotient, rhs));
}

/// Clones the body of `op` on `values` (scalars, or vectors of `lanes`).
Value cloneBody(OpBuilder &b, Location loc, linalg::GenericOp op,
                ValueRange values, int64_t lanes) {
  Block &body = op.getRegion().front();
  IRMapping mapping;
  for (auto [arg, value] : llvm::zip(body.getArguments(), values))
    mapping.map(arg, value);
  for (Operation &inner : body.without_terminator()) {
    if (lanes == 0) {
      b.clone(inner, mapping);
      continue;
    }
    if (auto constant = dyn_cast<arith::ConstantOp>(inner)) {
      auto type = VectorType::get({lanes}, constant.getType());
      mapping.map(
          constant.getResult(),
          arith::ConstantOp::create(
              b, loc, type, SplatElementsAttr::get(type, constant.getValue())));
      continue;
    }
    // Values from outside the body are broadcast.
    for (Value operand : inner.getOperands()) {
      if (mapping.contains(operand))
        continue;
      mapping.map(
          operand,
          vector::BroadcastOp::create(
              b, loc, VectorType::get({lanes}, operand.getType()), operand));
    }
    if (isa<arith::DivSIOp, arith::RemSIOp>(inner) &&
        inner.getResult(0).getType().getIntOrFloatBitWidth() <= 32) {
      mapping.map(inner.getResult(0),
                  divideThroughFloat(b, loc, &inner,
                                     mapping.lookup(inner.getOperand(0)),
                                     mapping.lookup(inner.getOperand(1))));
      continue;
    }
    Operation *clone = b.clone(inner, mapping);
    for (OpResult result : clone->getResults())
      result.setType(VectorType::get({lanes}, result.getType()));
  }
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  Value result = mapping.lookupOrDefault(yield.getOperand(0));
  // A body that yields a value from outside it (folded to a constant).
  if (lanes != 0 && !isa<VectorType>(result.getType()))
    result = vector::BroadcastOp::create(
        b, loc, VectorType::get({lanes}, result.getType()), result);
  return result;
}

/// Whether the body of `op` can be cloned with vector types.
bool hasVectorizableBody(linalg::GenericOp op) {
  Block &body = op.getRegion().front();
  // The destination's old value is not read.
  if (!body.getArguments().back().use_empty())
    return false;
  for (Operation &inner : body.without_terminator()) {
    if (auto constant = dyn_cast<arith::ConstantOp>(inner)) {
      if (!constant.getType().isIntOrFloat())
        return false;
      continue;
    }
    if (!OpTrait::hasElementwiseMappableTraits(&inner) ||
        inner.getNumRegions() != 0)
      return false;
    for (Type type : inner.getResultTypes())
      if (!type.isIntOrFloat())
        return false;
  }
  return true;
}

/// Whether the body of `op`, cloned with vector types, may trap on some
/// lane values: integer divisions that are not done through floating
/// point (divideThroughFloat). XLA's divisions select safe divisors first;
/// a hand-written body may not.
bool mayTrap(linalg::GenericOp op) {
  return llvm::any_of(op.getRegion().front(), [](Operation &inner) {
    if (isa<arith::DivSIOp, arith::RemSIOp>(inner))
      return inner.getResult(0).getType().getIntOrFloatBitWidth() > 32;
    return isa<arith::DivUIOp, arith::RemUIOp, arith::CeilDivSIOp,
               arith::CeilDivUIOp, arith::FloorDivSIOp>(inner);
  });
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
    kernel.mayTrap = mayTrap(op);
    kernel.body = [op](OpBuilder &b, Location loc, ValueRange values,
                       int64_t lanes) {
      return cloneBody(b, loc, op, values, lanes);
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
  if (!hasVectorElements(sourceType) || !hasVectorElements(destType) ||
      sourceType.getElementType() != destType.getElementType())
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

void mlir::shapes::populateVectorizeLoopsPatterns(
    RewritePatternSet &patterns, const VectorizationOptions &options) {
  patterns.add<VectorizeElementwiseGeneric, VectorizeLinalgCopy,
               VectorizeMemRefCopy>(patterns.getContext(),
                                    VectorTarget(options));
}
