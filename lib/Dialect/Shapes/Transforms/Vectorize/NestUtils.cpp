//===- NestUtils.cpp - index math and scalar loops ------------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "Nest.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::shapes;

namespace mlir {
namespace shapes {
namespace vectorize {

Value indexConstant(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantIndexOp::create(b, loc, value);
}

Value linearIndex(OpBuilder &b, Location loc, int64_t offset,
                  ArrayRef<int64_t> strides, ValueRange ivs) {
  AffineExpr expr = getAffineConstantExpr(offset, b.getContext());
  SmallVector<OpFoldResult> operands;
  for (auto [iv, stride] : llvm::zip(ivs, strides)) {
    expr = expr + getAffineDimExpr(operands.size(), b.getContext()) * stride;
    operands.push_back(iv);
  }
  AffineMap map = AffineMap::get(operands.size(), 0, expr);
  return getValueOrCreateConstantIndexOp(
      b, loc, affine::makeComposedFoldedAffineApply(b, loc, map, operands));
}

Value addIndex(OpBuilder &b, Location loc, Value a, Value c, int64_t scale) {
  if (scale == 0)
    return a;
  Value term = scale == 1 ? c
                          : arith::MulIOp::create(b, loc, c,
                                                  indexConstant(b, loc, scale));
  return arith::AddIOp::create(b, loc, a, term);
}

void emitOuterLoops(OpBuilder &b, Location loc, ArrayRef<int64_t> sizes,
                    function_ref<void(OpBuilder &, ValueRange)> inner) {
  SmallVector<Value> upper;
  for (int64_t size : sizes)
    upper.push_back(indexConstant(b, loc, size));
  emitOuterLoops(b, loc, ArrayRef<Value>(upper), inner);
}

void emitOuterLoops(OpBuilder &b, Location loc, ArrayRef<Value> sizes,
                    function_ref<void(OpBuilder &, ValueRange)> inner) {
  OpBuilder::InsertionGuard guard(b);
  SmallVector<Value> ivs;
  Value zero = indexConstant(b, loc, 0), one = indexConstant(b, loc, 1);
  for (auto [l, upper] : llvm::enumerate(sizes)) {
    if (l == 0) {
      auto loop = scf::ParallelOp::create(b, loc, ValueRange{zero},
                                          ValueRange{upper}, ValueRange{one});
      b.setInsertionPoint(loop.getBody()->getTerminator());
      ivs.push_back(loop.getInductionVars()[0]);
    } else {
      auto loop = scf::ForOp::create(b, loc, zero, upper, one);
      b.setInsertionPoint(loop.getBody()->getTerminator());
      ivs.push_back(loop.getInductionVar());
    }
  }
  inner(b, ivs);
}

Value alignmentHead(OpBuilder &b, Location loc, int64_t lineBytes, Value flat,
                    Value start, int64_t elementBytes, int64_t count) {
  return alignmentHead(b, loc, lineBytes, flat, start, elementBytes,
                       indexConstant(b, loc, count));
}

Value alignmentHead(OpBuilder &b, Location loc, int64_t lineBytes, Value flat,
                    Value start, int64_t elementBytes, Value count) {
  Value base = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, flat);
  Value address = arith::AddIOp::create(
      b, loc, base,
      arith::MulIOp::create(b, loc, start,
                            indexConstant(b, loc, elementBytes)));
  Value line = indexConstant(b, loc, lineBytes);
  // ((line - address % line) % line) / elementBytes
  Value misalignment = arith::RemUIOp::create(b, loc, address, line);
  Value gap = arith::RemUIOp::create(
      b, loc, arith::SubIOp::create(b, loc, line, misalignment), line);
  Value head =
      arith::DivUIOp::create(b, loc, gap, indexConstant(b, loc, elementBytes));
  return arith::MinUIOp::create(b, loc, head, count);
}

void emitScalarLoop(OpBuilder &b, Location loc, const Kernel &kernel,
                    ArrayRef<Value> rowStarts, Value destStart, Value lower,
                    Value upper) {
  OpBuilder::InsertionGuard guard(b);
  auto loop =
      scf::ForOp::create(b, loc, lower, upper, indexConstant(b, loc, 1));
  b.setInsertionPoint(loop.getBody()->getTerminator());
  Value j = loop.getInductionVar();
  int64_t inner = kernel.sizes.size() - 1;
  SmallVector<Value> values;
  for (auto [source, start] : llvm::zip(kernel.sources, rowStarts)) {
    Value index = addIndex(b, loc, start, j, source.strides[inner]);
    values.push_back(
        memref::LoadOp::create(b, loc, source.view.flat, ValueRange{index}));
  }
  Value result = kernel.body(b, loc, values, /*lanes=*/0);
  Value index = addIndex(b, loc, destStart, j, kernel.dest.strides[inner]);
  memref::StoreOp::create(b, loc, result, kernel.dest.view.flat,
                          ValueRange{index});
}

Type elementTypeOf(const Access &access) {
  return cast<MemRefType>(access.view.flat.getType()).getElementType();
}

int64_t elementBytes(Type type) { return type.getIntOrFloatBitWidth() / 8; }

Value splatConstant(OpBuilder &b, Location loc, TypedAttr value,
                    int64_t lanes) {
  auto type = VectorType::get({lanes}, value.getType());
  return arith::ConstantOp::create(b, loc, type,
                                   SplatElementsAttr::get(type, value));
}

KernelShape shapeOf(const Kernel &kernel) {
  auto shapeOfAccess = [](const Access &access) {
    auto flatType = cast<MemRefType>(access.view.flat.getType());
    return AccessShape{access.strides, access.view.offset,
                       flatType.getDimSize(0),
                       elementBytes(flatType.getElementType())};
  };
  KernelShape shape;
  shape.sizes = kernel.sizes;
  shape.physical = kernel.physical;
  shape.dest = shapeOfAccess(kernel.dest);
  for (const Access &source : kernel.sources)
    shape.sources.push_back(shapeOfAccess(source));
  shape.freshDest = kernel.freshDest;
  shape.isCopy = kernel.isCopy;
  return shape;
}

} // namespace vectorize
} // namespace shapes
} // namespace mlir
