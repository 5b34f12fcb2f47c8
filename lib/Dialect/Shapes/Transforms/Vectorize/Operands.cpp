//===- Operands.cpp - operands and bodies of vectorized linalg ops --------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "Operands.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::vectorize;

/// The strides per loop of `buffer`, read or written through the indexing
/// map `map` (kUnknown where a stride is known only at run time); failure
/// unless `map` is a projected permutation (with zeros for size-1
/// dimensions).
FailureOr<SmallVector<int64_t>> vectorize::stridesThrough(Type buffer,
                                                          AffineMap map) {
  auto memref = dyn_cast<MemRefType>(buffer);
  SmallVector<int64_t> strides;
  int64_t offset;
  if (!memref ||
      !isVectorLaneType(memref.getElementType(), LaneUse::Elementwise) ||
      failed(memref.getStridesAndOffset(strides, offset)))
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
static Access dynamicAccessThrough(OpBuilder &b, Location loc, Value buffer,
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
Access vectorize::accessThrough(OpBuilder &b, Location loc, Value buffer,
                                AffineMap map, ArrayRef<int64_t> sizes) {
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

/// Whether the operations of the body of `op` can be cloned with vector
/// types.
bool vectorize::hasElementwiseMappableOps(linalg::GenericOp op) {
  for (Operation &inner : op.getRegion().front().without_terminator()) {
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

/// Whether the body of `op` can be cloned with vector types.
bool vectorize::hasVectorizableBody(linalg::GenericOp op) {
  // The destination's old value is not read.
  return op.getRegion().front().getArguments().back().use_empty() &&
         hasElementwiseMappableOps(op);
}

/// Whether the body of `op`, cloned with vector types, may trap on some
/// lane values: integer divisions that are not done through floating
/// point (dividesThroughFloat). XLA's divisions select safe divisors first;
/// a hand-written body may not.
bool vectorize::mayTrap(linalg::GenericOp op) {
  return llvm::any_of(op.getRegion().front(), [](Operation &inner) {
    if (isa<arith::DivSIOp, arith::RemSIOp>(inner))
      return !dividesThroughFloat(inner);
    return isa<arith::DivUIOp, arith::RemUIOp, arith::CeilDivSIOp,
               arith::CeilDivUIOp, arith::FloorDivSIOp>(inner);
  });
}
