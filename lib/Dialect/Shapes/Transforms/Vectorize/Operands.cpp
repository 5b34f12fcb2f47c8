//===- Operands.cpp - operands and bodies of vectorized linalg ops --------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "Operands.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"

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
Value vectorize::cloneBody(OpBuilder &b, Location loc, linalg::GenericOp op,
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
/// point (divideThroughFloat). XLA's divisions select safe divisors first;
/// a hand-written body may not.
bool vectorize::mayTrap(linalg::GenericOp op) {
  return llvm::any_of(op.getRegion().front(), [](Operation &inner) {
    if (isa<arith::DivSIOp, arith::RemSIOp>(inner))
      return inner.getResult(0).getType().getIntOrFloatBitWidth() > 32;
    return isa<arith::DivUIOp, arith::RemUIOp, arith::CeilDivSIOp,
               arith::CeilDivUIOp, arith::FloorDivSIOp>(inner);
  });
}
