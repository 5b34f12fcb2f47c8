//===- SliceChecks.cpp - run-time checks of slices, pads and reshapes -----===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The run-time checks of the ops a module holds, as written, that address
// part of a tensor or buffer, pad it or reshape it by sizes that its types
// leave `?`: a tensor.extract_slice, tensor.insert_slice or memref.subview
// must stay inside the tensor or buffer it reads, writes or views, and an
// inserted source must have the slice's sizes; a tensor.expand_shape or
// memref.expand_shape must split a dimension into sizes whose product is
// its size; a tensor.reshape or memref.reshape must keep the element count
// and the result type's static sizes; a tensor.pad
// must make the result's static sizes, with padding widths of at least 0.
// Without them the lowered code reads or writes out of bounds. Dimensions whose
// sizes, offsets and strides are all static are the verifiers'. With
// runtime-checks, the index of each element a tensor.extract, tensor.insert,
// memref.load or memref.store addresses is checked too.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Utils/ShapeChecks.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace mlir::shapes;

/// The size of dimension `d` of the ranked tensor or memref `value`, as an
/// index.
static Value dimSize(OpBuilder &b, Location loc, Value value, int64_t d) {
  auto type = cast<ShapedType>(value.getType());
  if (!type.isDynamicDim(d))
    return arith::ConstantIndexOp::create(b, loc, type.getDimSize(d));
  if (isa<MemRefType>(type))
    return memref::DimOp::create(b, loc, value, d);
  return tensor::DimOp::create(b, loc, value, d);
}

/// Checks that a slice of `count` elements from `offset` by `stride` along
/// dimension `d` of `tensor` (named `whose`) stays inside it: unless the
/// slice is empty, its first and last index are in [0, size). A `?` count
/// must be at least 0.
static void emitRangeCheck(OpBuilder &b, Operation *op, Value tensor, int64_t d,
                           OpFoldResult offset, OpFoldResult count,
                           OpFoldResult stride, StringRef verb,
                           StringRef whose) {
  auto type = cast<ShapedType>(tensor.getType());
  if (!type.isDynamicDim(d) && !isa<Value>(offset) && !isa<Value>(count) &&
      !isa<Value>(stride))
    return;
  Location loc = op->getLoc();
  std::string slice = "slice dimension " + std::to_string(d);
  if (isa<Value>(count))
    emitNonNegativeSizeCheck(b, op, cast<Value>(count), slice);
  Value first = getValueOrCreateConstantIndexOp(b, loc, offset);
  Value n = getValueOrCreateConstantIndexOp(b, loc, count);
  Value step = getValueOrCreateConstantIndexOp(b, loc, stride);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value last = b.createOrFold<arith::AddIOp>(
      loc, first,
      b.createOrFold<arith::MulIOp>(
          loc, b.createOrFold<arith::SubIOp>(loc, n, one), step));
  Value size = dimSize(b, loc, tensor, d);
  // Unsigned: a negative index is beyond every size too.
  Value outside = b.createOrFold<arith::OrIOp>(
      loc,
      b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::uge, first,
                                    size),
      b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::uge, last,
                                    size));
  Value failed = b.createOrFold<arith::AndIOp>(
      loc,
      b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::sgt, n, zero),
      outside);
  emitCheck(b, op, failed,
            slice + " " + verb + " indices %lld to %lld, but " + whose +
                " dimension " + Twine(d) + " has size %lld",
            {first, last, size});
}

/// A tensor.extract_slice or memref.subview of `source`.
static void emitExtractSliceChecks(OffsetSizeAndStrideOpInterface op,
                                   Value source, StringRef verb) {
  OpBuilder b(op);
  SmallVector<OpFoldResult> offsets = op.getMixedOffsets(),
                            sizes = op.getMixedSizes(),
                            strides = op.getMixedStrides();
  for (int64_t d = 0; d < cast<ShapedType>(source.getType()).getRank(); ++d)
    emitRangeCheck(b, op, source, d, offsets[d], sizes[d], strides[d], verb,
                   "operand");
}

static void emitInsertSliceChecks(tensor::InsertSliceOp op) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  SmallVector<OpFoldResult> offsets = op.getMixedOffsets(),
                            sizes = op.getMixedSizes(),
                            strides = op.getMixedStrides();
  llvm::SmallBitVector dropped = op.getDroppedDims();
  RankedTensorType sourceType = op.getSourceType();
  int64_t sourceDim = 0;
  for (int64_t d = 0; d < op.getDestType().getRank(); ++d) {
    emitRangeCheck(b, op, op.getDest(), d, offsets[d], sizes[d], strides[d],
                   "writes", "destination");
    if (dropped.test(d))
      continue;
    int64_t s = sourceDim++;
    if (!sourceType.isDynamicDim(s) && !isa<Value>(sizes[d]))
      continue;
    emitSizeEqualCheck(b, op, dimSize(b, loc, op.getSource(), s),
                       getValueOrCreateConstantIndexOp(b, loc, sizes[d]),
                       "operand 0 dimension " + Twine(s),
                       "slice dimension " + Twine(d));
  }
}

/// A tensor.expand_shape or memref.expand_shape of `source`.
template <typename ExpandOp>
static void emitExpandShapeChecks(ExpandOp op, Value source) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  SmallVector<OpFoldResult> outputShape = op.getMixedOutputShape();
  auto sourceType = cast<ShapedType>(source.getType());
  for (auto [s, group] : llvm::enumerate(op.getReassociationIndices())) {
    bool dynamic = sourceType.isDynamicDim(s);
    for (int64_t r : group)
      dynamic |= isa<Value>(outputShape[r]);
    if (!dynamic)
      continue;
    Value product = arith::ConstantIndexOp::create(b, loc, 1);
    for (int64_t r : group)
      product = b.createOrFold<arith::MulIOp>(
          loc, product,
          getValueOrCreateConstantIndexOp(b, loc, outputShape[r]));
    emitSizeEqualCheck(b, op, dimSize(b, loc, source, s), product,
                       "operand dimension " + Twine(s),
                       "the product of result dimensions " +
                           Twine(group.front()) + " to " + Twine(group.back()));
  }
}

static void emitPadChecks(tensor::PadOp op) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  SmallVector<OpFoldResult> low = op.getMixedLowPad(),
                            high = op.getMixedHighPad();
  RankedTensorType sourceType = op.getSourceType();
  RankedTensorType resultType = op.getResultType();
  for (int64_t d = 0; d < sourceType.getRank(); ++d) {
    if (isa<Value>(low[d]))
      emitNonNegativeSizeCheck(b, op, cast<Value>(low[d]),
                               "the low padding of dimension " + Twine(d));
    if (isa<Value>(high[d]))
      emitNonNegativeSizeCheck(b, op, cast<Value>(high[d]),
                               "the high padding of dimension " + Twine(d));
    if (resultType.isDynamicDim(d) ||
        (!sourceType.isDynamicDim(d) && !isa<Value>(low[d]) &&
         !isa<Value>(high[d])))
      continue;
    Value total = b.createOrFold<arith::AddIOp>(
        loc,
        b.createOrFold<arith::AddIOp>(
            loc, getValueOrCreateConstantIndexOp(b, loc, low[d]),
            dimSize(b, loc, op.getSource(), d)),
        getValueOrCreateConstantIndexOp(b, loc, high[d]));
    emitSizeEqualCheck(
        b, op, total,
        arith::ConstantIndexOp::create(b, loc, resultType.getDimSize(d)),
        "the padded dimension " + Twine(d), "result dimension " + Twine(d));
  }
}

/// Element `d` of the 1-D shape operand of a reshape, as an index.
static Value shapeElement(OpBuilder &b, Location loc, Value shape, int64_t d) {
  Value index = arith::ConstantIndexOp::create(b, loc, d);
  Value size = isa<MemRefType>(shape.getType())
                   ? Value(memref::LoadOp::create(b, loc, shape, index))
                   : b.createOrFold<tensor::ExtractOp>(loc, shape, index);
  if (!size.getType().isIndex())
    size = arith::IndexCastOp::create(b, loc, b.getIndexType(), size);
  return size;
}

/// A tensor.reshape or memref.reshape: each static size of the result is
/// the shape's, and the shape holds the operand's element count. The
/// lowering takes a static size from the type and a `?` one from the
/// shape, so a shape that disagrees with either reads past the operand.
static void emitReshapeChecks(Operation *op, Value source, Value shape,
                              Value result) {
  auto sourceType = dyn_cast<ShapedType>(source.getType());
  auto resultType = dyn_cast<ShapedType>(result.getType());
  auto shapeType = cast<ShapedType>(shape.getType());
  if (!sourceType || !sourceType.hasRank() || !resultType ||
      !resultType.hasRank() || !shapeType.hasStaticShape())
    return;
  OpBuilder b(op);
  Location loc = op->getLoc();
  Value resultCount = arith::ConstantIndexOp::create(b, loc, 1);
  for (int64_t d = 0; d < shapeType.getDimSize(0); ++d) {
    Value size = shapeElement(b, loc, shape, d);
    if (!resultType.isDynamicDim(d)) {
      Value expected =
          arith::ConstantIndexOp::create(b, loc, resultType.getDimSize(d));
      emitCheck(b, op,
                b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::ne,
                                              size, expected),
                "the shape gives dimension " + Twine(d) +
                    " size %lld, but the result type gives it %lld",
                {size, expected});
    }
    resultCount = b.createOrFold<arith::MulIOp>(loc, resultCount, size);
  }
  if (sourceType.hasStaticShape() && resultType.hasStaticShape())
    return;
  Value count = arith::ConstantIndexOp::create(b, loc, 1);
  for (int64_t d = 0; d < sourceType.getRank(); ++d)
    count =
        b.createOrFold<arith::MulIOp>(loc, count, dimSize(b, loc, source, d));
  emitCheck(b, op,
            b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::ne, count,
                                          resultCount),
            "the operand has %lld elements, but the shape holds %lld",
            {count, resultCount});
}

bool mlir::shapes::emitSliceChecks(Operation *op) {
  if (auto extract = dyn_cast<tensor::ExtractSliceOp>(op))
    emitExtractSliceChecks(extract, extract.getSource(), "reads");
  else if (auto subview = dyn_cast<memref::SubViewOp>(op))
    emitExtractSliceChecks(subview, subview.getSource(), "views");
  else if (auto insert = dyn_cast<tensor::InsertSliceOp>(op))
    emitInsertSliceChecks(insert);
  else if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op))
    emitExpandShapeChecks(expand, expand.getSrc());
  else if (auto expand = dyn_cast<memref::ExpandShapeOp>(op))
    emitExpandShapeChecks(expand, expand.getSrc());
  else if (auto pad = dyn_cast<tensor::PadOp>(op))
    emitPadChecks(pad);
  else if (auto reshape = dyn_cast<tensor::ReshapeOp>(op))
    emitReshapeChecks(op, reshape.getSource(), reshape.getShape(),
                      reshape.getResult());
  else if (auto reshape = dyn_cast<memref::ReshapeOp>(op))
    emitReshapeChecks(op, reshape.getSource(), reshape.getShape(),
                      reshape.getResult());
  else
    return false;
  return true;
}

LogicalResult mlir::shapes::checkExpandShapeSizes(ModuleOp module) {
  WalkResult result = module.walk([](tensor::ExpandShapeOp op) {
    RankedTensorType type = op.getResultType();
    for (auto [d, size] : llvm::enumerate(op.getMixedOutputShape())) {
      std::optional<int64_t> constant = getConstantIntValue(size);
      if (type.isDynamicDim(d) || !constant || *constant == type.getDimSize(d))
        continue;
      op.emitOpError() << "output_shape gives dimension " << d << " size "
                       << *constant << ", but the result type gives it "
                       << type.getDimSize(d);
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

/// Checks that each index of an element access of the tensor or buffer
/// `tensor` is in [0, size), but a constant one inside a static size.
static void emitIndexChecks(Operation *op, Value tensor, ValueRange indices) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  auto type = cast<ShapedType>(tensor.getType());
  for (auto [d, index] : llvm::enumerate(indices)) {
    std::optional<int64_t> constant = getConstantIntValue(index);
    if (constant && !type.isDynamicDim(d) && *constant >= 0 &&
        *constant < type.getDimSize(d))
      continue;
    Value size = dimSize(b, loc, tensor, d);
    // Unsigned: a negative index is beyond every size too.
    Value failed = b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::uge,
                                                 index, size);
    emitCheck(b, op, failed,
              "index " + Twine(d) + " is %lld, but dimension " + Twine(d) +
                  " has size %lld",
              {index, size});
  }
}

void mlir::shapes::emitElementIndexChecks(ModuleOp module) {
  module.walk([](Operation *op) {
    if (auto extract = dyn_cast<tensor::ExtractOp>(op))
      emitIndexChecks(op, extract.getTensor(), extract.getIndices());
    else if (auto insert = dyn_cast<tensor::InsertOp>(op))
      emitIndexChecks(op, insert.getDest(), insert.getIndices());
    else if (auto load = dyn_cast<memref::LoadOp>(op))
      emitIndexChecks(op, load.getMemRef(), load.getIndices());
    else if (auto store = dyn_cast<memref::StoreOp>(op))
      emitIndexChecks(op, store.getMemRef(), store.getIndices());
  });
}
