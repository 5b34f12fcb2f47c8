//===- ExportStructural.cpp - HLO data-movement instructions
//----------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The exporter's data-movement ops: broadcasts, relayouts (`copy`),
// transposes, reshapes, slices, pads, constants, and the scalar helpers
// the importer builds (`tensor.extract`, `linalg.fill`), which write no
// instruction of their own.
//
//===----------------------------------------------------------------------===//

#include "ExportLiteral.h"
#include "Exporter.h"

#include "shapes/Target/HLO/XlaShapeType.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::hlo;

/// The dimensions of the broadcast `op` of the operand of `transpose`:
/// transpose result dimension i is its operand dimension permutation[i].
static SmallVector<int64_t> composeTransposingDims(TransposeOp transpose,
                                                   BroadcastInDimOp op) {
  SmallVector<int64_t> dims(op.getDims().size());
  for (auto [i, p] : llvm::enumerate(transpose.getPermutation()))
    dims[p] = op.getDims()[i];
  return dims;
}

/// The bitcast transpose that the importer builds for a transposing
/// `broadcast` (one whose dimensions are not increasing): the broadcast
/// that reads it is written as that one instruction, which imports as the
/// same pair again.
static TransposeOp getImplicitTranspose(BroadcastInDimOp op) {
  auto transpose = op.getOperand().getDefiningOp<TransposeOp>();
  if (!transpose || !transpose->hasOneUse() ||
      transpose->getNextNode() != op.getOperation() ||
      transpose.getType() !=
          TransposeOp::getBitcastType(
              cast<RankedTensorType>(transpose.getOperand().getType()),
              transpose.getPermutation()))
    return {};
  SmallVector<int64_t> dims = composeTransposingDims(transpose, op);
  return llvm::is_sorted(dims) ? TransposeOp() : transpose;
}

bool hlo::isImplicitTranspose(TransposeOp transpose) {
  auto broadcast = dyn_cast_or_null<BroadcastInDimOp>(transpose->getNextNode());
  return broadcast && getImplicitTranspose(broadcast) == transpose;
}

LogicalResult Exporter::exportBroadcast(BroadcastInDimOp op) {
  Value broadcastOperand = op.getOperand();
  SmallVector<int64_t> dims(op.getDims());
  if (TransposeOp transpose = getImplicitTranspose(op)) {
    dims = composeTransposingDims(transpose, op);
    broadcastOperand = transpose.getOperand();
  }
  FailureOr<xla::Shape> shape = shapeOf(op, op.getResult());
  FailureOr<xla::Shape> operandShape = shapeOf(op, broadcastOperand);
  FailureOr<std::string> source = operand(op, broadcastOperand);
  if (failed(shape) || failed(operandShape) || failed(source))
    return failure();
  // HLO's broadcast keeps the operand's dynamic sizes: a dynamic result
  // dimension must be the image of a dynamic operand dimension, not a size
  // operand of its own.
  for (int64_t d = 0; d < shape->rank(); ++d) {
    if (!shape->isDynamicDimension(d))
      continue;
    const int64_t *k = llvm::find(dims, d);
    if (k == dims.end() || !operandShape->isDynamicDimension(k - dims.begin()))
      return op.emitError()
             << "'shapes.broadcast_in_dim' has no HLO counterpart: result "
                "dimension "
             << d << " is dynamic but no dynamic operand dimension maps to it";
  }
  // Degenerate dimensions (static size 1 stretched to another size) are
  // dropped by a reshape first: HLO's broadcast keeps the operand's sizes.
  SmallVector<int64_t> kept, keptDims;
  for (auto [i, d] : llvm::enumerate(dims))
    if (operandShape->isDynamicDimension(i) ||
        operandShape->dims[i] == shape->dims[d]) {
      kept.push_back(operandShape->dims[i]);
      keptDims.push_back(d);
    }
  std::string input = *source;
  if (kept.size() != dims.size()) {
    if (operandShape->isDynamic())
      return op.emitError()
             << "'shapes.broadcast_in_dim' has no HLO counterpart: it "
                "stretches a size-1 dimension of an operand with dynamic "
                "dimensions, which takes a reshape of dynamic shapes";
    xla::Shape reshaped = xla::Shape::array(
        operandShape->elementType, DimVector(kept.begin(), kept.end()),
        layout_util::defaultMinorToMajor(kept.size()));
    input = "%" + emit("reshape", reshaped, "reshape(" + input + ")");
  }
  define(op.getResult(), "broadcast", *shape,
         "broadcast(" + input + "), dimensions={" + joinInts(keptDims) + "}");
  return success();
}

LogicalResult Exporter::exportPad(tensor::InsertSliceOp op) {
  Value padValue = fills.lookup(op.getDest());
  if (!padValue)
    return noCounterpart(op);
  if (!op.getOffsets().empty() || !op.getSizes().empty() ||
      !op.getStrides().empty() ||
      op.getSourceType().getRank() != op.getResultType().getRank())
    return op->emitError() << "'tensor.insert_slice' has no HLO counterpart: "
                              "dynamic or rank-changing";
  FailureOr<xla::Shape> shape = shapeOf(op, op.getResult());
  FailureOr<std::string> source = operand(op, op.getSource());
  FailureOr<std::string> value = operand(op, padValue);
  if (failed(shape) || failed(source) || failed(value))
    return failure();
  // The high edges are the result's sizes less the rest.
  if (shape->isDynamic() || !op.getSourceType().hasStaticShape())
    return op->emitError() << "'tensor.insert_slice' has no HLO counterpart: "
                              "a pad with dynamic sizes";
  SmallVector<std::string> padding;
  ArrayRef<int64_t> offsets = op.getStaticOffsets();
  ArrayRef<int64_t> strides = op.getStaticStrides();
  ArrayRef<int64_t> sizes = op.getSourceType().getShape();
  for (int64_t d = 0; d < op.getResultType().getRank(); ++d) {
    int64_t extent = sizes[d] == 0 ? 0 : (sizes[d] - 1) * strides[d] + 1;
    int64_t high = shape->dims[d] - offsets[d] - extent;
    padding.push_back(
        std::to_string(offsets[d]) + "_" + std::to_string(high) +
        (strides[d] == 1 ? "" : "_" + std::to_string(strides[d] - 1)));
  }
  define(op.getResult(), "pad", *shape,
         "pad(" + *source + ", " + *value +
             "), padding=" + llvm::join(padding, "x"));
  return success();
}

LogicalResult Exporter::exportRelayout(RelayoutOp relayout) {
  if (!isImplicitRelayout(relayout))
    return exportSimple(relayout, "copy", "");
  FailureOr<std::string> source = operand(relayout, relayout.getOperand());
  FailureOr<xla::Shape> shape = shapeOf(relayout, relayout.getOperand());
  if (failed(source) || failed(shape))
    return failure();
  values[relayout.getResult()] = {StringRef(*source).drop_front().str(),
                                  *shape};
  return success();
}

LogicalResult Exporter::exportConstant(arith::ConstantOp constant) {
  if (!isa<ShapedType>(constant.getType())) {
    // A scalar: only the init of a contraction reads it.
    scalarConstants.insert(constant.getResult());
    return success();
  }
  auto attr = dyn_cast<DenseElementsAttr>(constant.getValue());
  if (!attr)
    return noCounterpart(constant);
  FailureOr<xla::Shape> shape = shapeOf(constant, constant.getResult());
  if (failed(shape))
    return failure();
  define(constant.getResult(), "constant", *shape,
         "constant(" + printHloLiteral(attr) + ")");
  return success();
}

LogicalResult Exporter::exportExtract(tensor::ExtractOp extract) {
  if (extract.getTensor().getType().getRank() != 0)
    return noCounterpart(extract);
  scalars[extract.getResult()] = extract.getTensor();
  return success();
}

LogicalResult Exporter::exportFill(linalg::FillOp fill) {
  if (scalarConstants.contains(fill.getInputs()[0]))
    return success();
  Value source = scalarSource(fill.getInputs()[0]);
  if (!source)
    return fill->emitError() << "'linalg.fill' has no HLO counterpart: "
                                "its value is not an element of a "
                                "rank-0 tensor";
  fills[fill.getResult(0)] = source;
  return success();
}

LogicalResult Exporter::exportTranspose(linalg::TransposeOp transpose) {
  FailureOr<xla::Shape> shape = shapeOf(transpose, transpose.getResult()[0]);
  FailureOr<std::string> input = operand(transpose, transpose.getInput());
  if (failed(shape) || failed(input))
    return failure();
  define(transpose.getResult()[0], "transpose", *shape,
         "transpose(" + *input + "), dimensions={" +
             joinInts(transpose.getPermutation()) + "}");
  return success();
}

LogicalResult Exporter::exportTranspose(TransposeOp transpose) {
  if (isImplicitTranspose(transpose))
    return success();
  FailureOr<xla::Shape> shape = shapeOf(transpose, transpose.getResult());
  FailureOr<std::string> input = operand(transpose, transpose.getOperand());
  if (failed(shape) || failed(input))
    return failure();
  define(transpose.getResult(), "transpose", *shape,
         "transpose(" + *input + "), dimensions={" +
             joinInts(transpose.getPermutation()) + "}");
  return success();
}

LogicalResult Exporter::exportReshape(Operation *op, Value source) {
  FailureOr<xla::Shape> shape = shapeOf(op, op->getResult(0));
  FailureOr<std::string> input = operand(op, source);
  if (failed(shape) || failed(input))
    return failure();
  define(op->getResult(0), "reshape", *shape, "reshape(" + *input + ")");
  return success();
}

LogicalResult Exporter::exportSlice(tensor::ExtractSliceOp slice) {
  if (!slice.getOffsets().empty() || !slice.getSizes().empty() ||
      !slice.getStrides().empty() ||
      slice.getSourceType().getRank() != slice.getType().getRank())
    return slice->emitError() << "'tensor.extract_slice' has no HLO "
                                 "counterpart: dynamic or rank-changing";
  FailureOr<xla::Shape> shape = shapeOf(slice, slice.getResult());
  FailureOr<std::string> input = operand(slice, slice.getSource());
  if (failed(shape) || failed(input))
    return failure();
  SmallVector<std::string> ranges;
  for (int64_t d = 0; d < slice.getType().getRank(); ++d) {
    int64_t start = slice.getStaticOffsets()[d];
    int64_t stride = slice.getStaticStrides()[d];
    int64_t size = slice.getStaticSizes()[d];
    int64_t limit = size == 0 ? start : start + (size - 1) * stride + 1;
    ranges.push_back("[" + std::to_string(start) + ":" + std::to_string(limit) +
                     (stride == 1 ? "" : ":" + std::to_string(stride)) + "]");
  }
  define(slice.getResult(), "slice", *shape,
         "slice(" + *input + "), slice={" + llvm::join(ranges, ", ") + "}");
  return success();
}
