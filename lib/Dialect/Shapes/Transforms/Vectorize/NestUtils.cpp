//===- NestUtils.cpp - loops, run-time branches and scalar loops ---------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "Nest.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::shapes;

namespace mlir {
namespace shapes {
namespace vectorize {

bool Kernel::isPadded(int64_t l) const {
  if (physical.empty())
    return false;
  // A size known only at run time below a known physical size (a bounded
  // dimension) may run into the padding.
  int64_t size = knownValue(sizes[l]), extent = knownValue(physical[l]);
  return isKnown(extent) && (!isKnown(size) || extent > size);
}

void emitOuterLoops(OpBuilder &b, Location loc, ArrayRef<OpFoldResult> sizes,
                    function_ref<void(OpBuilder &, ValueRange)> inner) {
  OpBuilder::InsertionGuard guard(b);
  SmallVector<Value> upper;
  for (OpFoldResult size : sizes)
    upper.push_back(valueOf(b, loc, size));
  SmallVector<Value> ivs;
  Value zero = indexConstant(b, loc, 0), one = indexConstant(b, loc, 1);
  for (auto [l, bound] : llvm::enumerate(upper)) {
    if (l == 0) {
      auto loop = scf::ParallelOp::create(b, loc, ValueRange{zero},
                                          ValueRange{bound}, ValueRange{one});
      b.setInsertionPoint(loop.getBody()->getTerminator());
      ivs.push_back(loop.getInductionVars()[0]);
    } else {
      auto loop = scf::ForOp::create(b, loc, zero, bound, one);
      b.setInsertionPoint(loop.getBody()->getTerminator());
      ivs.push_back(loop.getInductionVar());
    }
  }
  inner(b, ivs);
}

void emitRunTimeDecision(OpBuilder &b, Location loc,
                         function_ref<Value(OpBuilder &)> condition,
                         function_ref<void(OpBuilder &, bool)> emit) {
  auto ifOp = scf::IfOp::create(b, loc, condition(b), /*withElseRegion=*/true);
  OpBuilder then = ifOp.getThenBodyBuilder();
  emit(then, true);
  OpBuilder otherwise = ifOp.getElseBodyBuilder();
  emit(otherwise, false);
}

/// The product of `sizes`, times `scale`.
static Value productOf(OpBuilder &b, Location loc, ArrayRef<OpFoldResult> sizes,
                       int64_t scale) {
  Value total = indexConstant(b, loc, scale);
  for (OpFoldResult size : sizes)
    total = arith::MulIOp::create(b, loc, total, valueOf(b, loc, size));
  return total;
}

Value runTimeCondition(OpBuilder &b, Location loc, const Kernel &kernel,
                       const VectorTarget &target, RunTimeQuestion question,
                       int64_t streams) {
  int64_t bytes = elementBytes(elementTypeOf(kernel.dest));
  int64_t inner = kernel.sizes.size() - 1;
  SmallVector<OpFoldResult> outer;
  for (int64_t l = 0; l < inner; ++l)
    outer.push_back(kernel.extent(l));
  auto atLeast = [&](Value value, int64_t bound) -> Value {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, value,
                                 indexConstant(b, loc, bound));
  };
  switch (question) {
  case RunTimeQuestion::Streaming:
    return atLeast(productOf(b, loc, kernel.sizes, bytes),
                   target.streamingThreshold);
  case RunTimeQuestion::RowsAlignedAlike:
    return wholeLines(b, loc, ArrayRef(kernel.dest.strides).drop_back(), bytes,
                      target.lineBytes);
  case RunTimeQuestion::ManyRows:
    return atLeast(productOf(b, loc, outer, 1), 2 * streams);
  case RunTimeQuestion::AlignedStreaming: {
    Value alike = wholeLines(b, loc, ArrayRef(kernel.dest.strides).drop_back(),
                             bytes, target.lineBytes);
    if (isKnown(shapeOf(kernel).count()))
      return alike;
    return arith::AndIOp::create(b, loc, alike,
                                 atLeast(productOf(b, loc, kernel.sizes, bytes),
                                         target.streamingThreshold));
  }
  case RunTimeQuestion::CutRows: {
    int64_t rowLength = target.streamRowBytes / bytes;
    Value pieces =
        arith::DivUIOp::create(b, loc, valueOf(b, loc, kernel.sizes[inner]),
                               indexConstant(b, loc, rowLength));
    Value rows = productOf(b, loc, outer, 1);
    return atLeast(arith::MulIOp::create(b, loc, rows, pieces), 2 * streams);
  }
  }
  llvm_unreachable("unknown question");
}

Value wholeLines(OpBuilder &b, Location loc, ArrayRef<OpFoldResult> strides,
                 int64_t elementBytes, int64_t lineBytes) {
  Value all = arith::ConstantIntOp::create(b, loc, 1, 1);
  Value line = indexConstant(b, loc, lineBytes);
  Value zero = indexConstant(b, loc, 0);
  for (OpFoldResult stride : strides) {
    if (isKnown(knownValue(stride)))
      continue;
    Value strideBytes = arith::MulIOp::create(
        b, loc, cast<Value>(stride), indexConstant(b, loc, elementBytes));
    Value whole = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::eq,
        arith::RemUIOp::create(b, loc, strideBytes, line), zero);
    all = arith::AndIOp::create(b, loc, all, whole);
  }
  return all;
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
        memref::LoadOp::create(b, loc, source.flat, ValueRange{index}));
  }
  Value result = kernel.body(b, loc, values, /*lanes=*/0);
  Value index = addIndex(b, loc, destStart, j, kernel.dest.strides[inner]);
  memref::StoreOp::create(b, loc, result, kernel.dest.flat, ValueRange{index});
}

Type elementTypeOf(Value flat) {
  return cast<MemRefType>(flat.getType()).getElementType();
}

Type elementTypeOf(const Access &access) { return elementTypeOf(access.flat); }

Value splatConstant(OpBuilder &b, Location loc, TypedAttr value,
                    int64_t lanes) {
  auto type = VectorType::get({lanes}, value.getType());
  return arith::ConstantOp::create(b, loc, type,
                                   SplatElementsAttr::get(type, value));
}

KernelShape shapeOf(const Kernel &kernel) {
  auto shapeOfAccess = [](const Access &access) {
    return AccessShape{knownValues(access.strides), knownValue(access.offset),
                       knownValue(access.extent),
                       elementBytes(elementTypeOf(access))};
  };
  KernelShape shape;
  shape.sizes = knownValues(kernel.sizes);
  shape.physical = knownValues(kernel.physical);
  shape.dest = shapeOfAccess(kernel.dest);
  for (const Access &source : kernel.sources)
    shape.sources.push_back(shapeOfAccess(source));
  shape.freshDest = kernel.freshDest;
  shape.destReadLater = kernel.destReadLater;
  shape.isCopy = kernel.isCopy;
  return shape;
}

} // namespace vectorize
} // namespace shapes
} // namespace mlir
