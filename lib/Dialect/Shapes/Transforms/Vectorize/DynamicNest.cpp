//===- DynamicNest.cpp - vector loops with run-time trip counts -----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Implements DynamicNest.h. The rows of the nest are the instances of the
// outer loops; each row is a scalar head (up to the first line-aligned
// element, when the stores are non-temporal), a vector loop and a scalar
// tail. With non-temporal stores, a 2-D nest whose rows all start at the
// same distance from a line walks its rows as interleaved row streams, as
// the static elementwise nest does (VectorizationPlan.h, RowWalk).
//
//===----------------------------------------------------------------------===//

#include "DynamicNest.h"
#include "Nest.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::vectorize;

std::optional<int64_t>
mlir::shapes::vectorize::dynamicInnerStride(Type buffer, AffineMap map) {
  auto type = dyn_cast<MemRefType>(buffer);
  if (!type || type.getRank() != static_cast<int64_t>(map.getNumResults()) ||
      map.getNumDims() == 0)
    return std::nullopt;
  Type element = type.getElementType();
  if (!element.isIntOrFloat() || element.getIntOrFloatBitWidth() % 8 != 0 ||
      element.getIntOrFloatBitWidth() > 64)
    return std::nullopt;
  SmallVector<int64_t> staticStrides;
  int64_t staticOffset;
  if (failed(type.getStridesAndOffset(staticStrides, staticOffset)))
    return std::nullopt;
  // The innermost loop's stride, which must be static.
  int64_t inner = map.getNumDims() - 1;
  int64_t innerStride = 0;
  for (auto [r, expr] : llvm::enumerate(map.getResults())) {
    if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
      if (static_cast<int64_t>(dim.getPosition()) != inner)
        continue;
      if (ShapedType::isDynamic(staticStrides[r]))
        return std::nullopt;
      innerStride += staticStrides[r];
      continue;
    }
    auto constant = dyn_cast<AffineConstantExpr>(expr);
    if (!constant || constant.getValue() != 0)
      return std::nullopt;
  }
  if (innerStride != 0 && innerStride != 1)
    return std::nullopt;
  return innerStride;
}

FailureOr<DynamicAccess>
mlir::shapes::vectorize::createDynamicAccess(OpBuilder &b, Location loc,
                                             Value buffer, AffineMap map) {
  std::optional<int64_t> innerStride =
      dynamicInnerStride(buffer.getType(), map);
  if (!innerStride)
    return failure();
  auto type = cast<MemRefType>(buffer.getType());
  Type element = type.getElementType();
  auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, buffer);
  DynamicAccess access;
  access.innerStride = *innerStride;
  access.offset = metadata.getOffset();
  Value zero = indexConstant(b, loc, 0), one = indexConstant(b, loc, 1);
  access.strides.assign(map.getNumDims(), zero);
  // The elements the view may touch: offset + sum (size - 1) * stride + 1
  // over the dimensions of non-zero size (an empty buffer is never read).
  Value extent = arith::AddIOp::create(b, loc, access.offset, one);
  for (auto [r, expr] : llvm::enumerate(map.getResults())) {
    Value stride = metadata.getStrides()[r];
    Value last = arith::SubIOp::create(b, loc, metadata.getSizes()[r], one);
    last = arith::MaxSIOp::create(b, loc, last, zero);
    extent = arith::AddIOp::create(b, loc, extent,
                                   arith::MulIOp::create(b, loc, last, stride));
    if (auto dim = dyn_cast<AffineDimExpr>(expr))
      access.strides[dim.getPosition()] = arith::AddIOp::create(
          b, loc, access.strides[dim.getPosition()], stride);
  }
  auto flatType =
      MemRefType::get({ShapedType::kDynamic}, element,
                      MemRefLayoutAttrInterface(), type.getMemorySpace());
  access.flat = memref::ReinterpretCastOp::create(
      b, loc, flatType, metadata.getBaseBuffer(),
      OpFoldResult(b.getIndexAttr(0)), {OpFoldResult(extent)},
      {OpFoldResult(b.getIndexAttr(1))});
  return access;
}

namespace {

/// offset + sum_l ivs[l] * strides[l].
Value rowStart(OpBuilder &b, Location loc, const DynamicAccess &access,
               ValueRange ivs) {
  Value start = access.offset;
  for (auto [iv, stride] : llvm::zip(ivs, access.strides))
    start = arith::AddIOp::create(b, loc, start,
                                  arith::MulIOp::create(b, loc, iv, stride));
  return start;
}

/// The row's elements [lower, upper), from the row starts of the sources
/// and of the destination: `lanes` at a time (lower and upper a multiple
/// of lanes apart), or one at a time when lanes is 0.
void emitRowLoop(OpBuilder &b, Location loc, const DynamicKernel &kernel,
                 ArrayRef<Value> sourceStarts, Value destStart, Value lower,
                 Value upper, int64_t lanes, bool nontemporal) {
  OpBuilder::InsertionGuard guard(b);
  int64_t step = std::max<int64_t>(lanes, 1);
  // Invariant sources are read once per row.
  SmallVector<Value> invariant(kernel.sources.size());
  for (auto [k, source] : llvm::enumerate(kernel.sources)) {
    if (source.innerStride != 0)
      continue;
    Value scalar = memref::LoadOp::create(b, loc, source.flat,
                                          ValueRange{sourceStarts[k]});
    invariant[k] =
        lanes ? vector::BroadcastOp::create(
                    b, loc, VectorType::get({lanes}, scalar.getType()), scalar)
                    .getResult()
              : scalar;
  }
  auto loop =
      scf::ForOp::create(b, loc, lower, upper, indexConstant(b, loc, step));
  b.setInsertionPoint(loop.getBody()->getTerminator());
  Value j = loop.getInductionVar();
  SmallVector<Value> values;
  for (auto [k, source] : llvm::enumerate(kernel.sources)) {
    if (invariant[k]) {
      values.push_back(invariant[k]);
      continue;
    }
    Value index = arith::AddIOp::create(b, loc, sourceStarts[k], j);
    Type element = cast<MemRefType>(source.flat.getType()).getElementType();
    if (lanes)
      values.push_back(vector::LoadOp::create(b, loc,
                                              VectorType::get({lanes}, element),
                                              source.flat, ValueRange{index}));
    else
      values.push_back(
          memref::LoadOp::create(b, loc, source.flat, ValueRange{index}));
  }
  Value result = kernel.body(b, loc, values, lanes);
  Value index = arith::AddIOp::create(b, loc, destStart, j);
  if (lanes) {
    auto store = vector::StoreOp::create(b, loc, result, kernel.dest.flat,
                                         ValueRange{index});
    if (nontemporal)
      store.setNontemporal(true);
  } else {
    memref::StoreOp::create(b, loc, result, kernel.dest.flat,
                            ValueRange{index});
  }
}

/// lower + ((upper - lower) / lanes) * lanes.
Value wholeVectorsEnd(OpBuilder &b, Location loc, Value lower, Value upper,
                      int64_t lanes) {
  Value width = indexConstant(b, loc, lanes);
  Value count = arith::DivUIOp::create(
      b, loc, arith::SubIOp::create(b, loc, upper, lower), width);
  return arith::AddIOp::create(b, loc, lower,
                               arith::MulIOp::create(b, loc, count, width));
}

/// One row: a scalar head up to `head`, vectors of `lanes`, a scalar tail.
void emitRow(OpBuilder &b, Location loc, const DynamicKernel &kernel,
             ArrayRef<Value> sourceStarts, Value destStart, Value head,
             Value count, int64_t lanes, bool nontemporal) {
  Value zero = indexConstant(b, loc, 0);
  if (head)
    emitRowLoop(b, loc, kernel, sourceStarts, destStart, zero, head, 0, false);
  Value begin = head ? head : zero;
  Value end = wholeVectorsEnd(b, loc, begin, count, lanes);
  emitRowLoop(b, loc, kernel, sourceStarts, destStart, begin, end, lanes,
              nontemporal);
  emitRowLoop(b, loc, kernel, sourceStarts, destStart, end, count, 0, false);
}

/// The outer loops (the outermost an scf.parallel) over `sizes`, calling
/// `inner` with their induction variables.
void emitDynamicOuterLoops(OpBuilder &b, Location loc, ArrayRef<Value> sizes,
                           function_ref<void(OpBuilder &, ValueRange)> inner) {
  OpBuilder::InsertionGuard guard(b);
  SmallVector<Value> ivs;
  Value zero = indexConstant(b, loc, 0), one = indexConstant(b, loc, 1);
  for (auto [l, size] : llvm::enumerate(sizes)) {
    if (l == 0) {
      auto loop = scf::ParallelOp::create(b, loc, ValueRange{zero},
                                          ValueRange{size}, ValueRange{one});
      b.setInsertionPoint(loop.getBody()->getTerminator());
      ivs.push_back(loop.getInductionVars()[0]);
    } else {
      auto loop = scf::ForOp::create(b, loc, zero, size, one);
      b.setInsertionPoint(loop.getBody()->getTerminator());
      ivs.push_back(loop.getInductionVar());
    }
  }
  inner(b, ivs);
}

/// The nest with `lanes`-wide vectors, one row after another; with
/// `nontemporal`, each row's head runs up to its first aligned element.
void emitRows(OpBuilder &b, Location loc, const DynamicKernel &kernel,
              const VectorTarget &target, int64_t lanes, bool nontemporal) {
  ArrayRef<Value> outer = ArrayRef<Value>(kernel.sizes).drop_back();
  Value count = kernel.sizes.back();
  int64_t bytes = elementBytes(
      cast<MemRefType>(kernel.dest.flat.getType()).getElementType());
  emitDynamicOuterLoops(b, loc, outer, [&](OpBuilder &b, ValueRange ivs) {
    SmallVector<Value> starts;
    for (const DynamicAccess &source : kernel.sources)
      starts.push_back(rowStart(b, loc, source, ivs));
    Value destStart = rowStart(b, loc, kernel.dest, ivs);
    Value head;
    if (nontemporal) {
      Value base = memref::ExtractAlignedPointerAsIndexOp::create(
          b, loc, kernel.dest.flat);
      Value address = arith::AddIOp::create(
          b, loc, base,
          arith::MulIOp::create(b, loc, destStart,
                                indexConstant(b, loc, bytes)));
      Value line = indexConstant(b, loc, target.lineBytes);
      Value gap = arith::RemUIOp::create(
          b, loc,
          arith::SubIOp::create(b, loc, line,
                                arith::RemUIOp::create(b, loc, address, line)),
          line);
      head = arith::MinUIOp::create(
          b, loc,
          arith::DivUIOp::create(b, loc, gap, indexConstant(b, loc, bytes)),
          count);
    }
    emitRow(b, loc, kernel, starts, destStart, head, count, lanes, nontemporal);
  });
}

} // namespace

void mlir::shapes::vectorize::emitDynamicElementwise(
    OpBuilder &b, Location loc, const DynamicKernel &kernel,
    const VectorTarget &target) {
  int64_t bytes = elementBytes(
      cast<MemRefType>(kernel.dest.flat.getType()).getElementType());
  int64_t registerLanes = std::max<int64_t>(1, target.vectorBits / (8 * bytes));
  int64_t lineLanes = std::max<int64_t>(1, target.lineBytes / bytes);
  // The destination's size decides at run time, as the static plan does
  // at compile time, whether its stores are non-temporal.
  if (kernel.freshDest && !target.streamFresh) {
    emitRows(b, loc, kernel, target, registerLanes, /*nontemporal=*/false);
    return;
  }
  Value total = indexConstant(b, loc, bytes);
  for (Value size : kernel.sizes)
    total = arith::MulIOp::create(b, loc, total, size);
  Value large =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, total,
                            indexConstant(b, loc, target.streamingThreshold));
  auto ifOp = scf::IfOp::create(b, loc, large, /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(&ifOp.getThenRegion().front());
    emitRows(b, loc, kernel, target, lineLanes, /*nontemporal=*/true);
    // Non-temporal stores are weakly ordered: visible before the caller
    // hands the buffer on.
    LLVM::FenceOp::create(b, loc, LLVM::AtomicOrdering::seq_cst);
    b.setInsertionPointToStart(&ifOp.getElseRegion().front());
    emitRows(b, loc, kernel, target, registerLanes, /*nontemporal=*/false);
  }
}
