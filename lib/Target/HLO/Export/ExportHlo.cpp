//===- ExportHlo.cpp - MLIR to XLA HLO text -------------------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Every op of the entry function becomes one HLO instruction, or none for
// the helpers the importer builds around them (`tensor.empty` and the
// `tensor.dim` of its dynamic sizes, the `tensor.extract` of a scalar and
// the `linalg.fill` of an init or padding value). Dynamic dimensions are
// written as XLA does: `f32[<=8,3]` for a `?` that a padded layout bounds,
// `f32[?,3]` otherwise (getXlaShape). The shapes ops and the upstream
// data-movement ops map directly.
//
// A `linalg.map` is recognized by its body: the body of each elementwise
// opcode of the importer's table (ElementwiseOpcodes.h), on the map's
// element types read as signed and as unsigned, is built and compared with
// the map's live ops (`ROOT r = pred[] compare(p0, p1), direction=LT,
// type=TOTALORDER`). This follows every body the importer can build,
// including the spelled-out ones (sign, logistic, saturating convert,
// integer power, total-order compare). A body of one arithmetic op that the
// importer never builds (`arith.addf`, ...) is recognized directly. A
// `linalg.generic` is an iota, reverse or dot when its indexing maps,
// iterator types and body are those the importer's builders make for it
// (StructuralBodies.h).
//
//===----------------------------------------------------------------------===//

#include "shapes/Target/HLO/ExportHlo.h"

#include "ExportLiteral.h"
#include "ExportRecognizer.h"

#include "shapes/Target/HLO/XlaShapeType.h"

#include "shapes/Dialect/Shapes/IR/ShapesOps.h"

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

namespace {

/// The XLA shape of `type` with its layout, which XLA leaves out for
/// scalars (`f32[]`).
FailureOr<xla::Shape> exportedShape(Type type,
                                    function_ref<InFlightDiagnostic()> error) {
  FailureOr<xla::Shape> shape = getXlaShape(type, /*isUnsigned=*/false, error);
  if (succeeded(shape) && shape->rank() == 0)
    shape->minorToMajor.reset();
  return shape;
}

/// `shape` with element type `name` (an array shape of the same dims and
/// layout).
std::string withElementType(const xla::Shape &shape, StringRef name) {
  std::string text = xla::printShape(shape);
  return (name + StringRef(text).drop_until([](char c) { return c == '['; }))
      .str();
}

//===----------------------------------------------------------------------===//
// Relayouts
//===----------------------------------------------------------------------===//

/// True when `user` reads `operand` in the layout the importer relays its
/// operands out to: the result's layout for `linalg.map`, the default one
/// for the ops computed on default-layout tensors.
bool relaysOutOperand(Operation *user, OpOperand &operand) {
  auto type = cast<RankedTensorType>(operand.get().getType());
  if (auto map = dyn_cast<linalg::MapOp>(user))
    return map.isDpsInput(&operand) &&
           type.getEncoding() ==
               cast<RankedTensorType>(map.getInit().getType()).getEncoding();
  if (type.getEncoding())
    return false;
  if (auto insert = dyn_cast<tensor::InsertSliceOp>(user))
    return operand.getOperandNumber() == 0;
  if (auto dps = dyn_cast<DestinationStyleOpInterface>(user))
    return dps.isDpsInput(&operand) &&
           isa<linalg::TransposeOp, linalg::ReduceOp, linalg::GenericOp>(user);
  return isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp,
             tensor::ExtractSliceOp, tensor::ConcatOp>(user);
}

/// True when `relayout` is the one the importer builds for an operand of
/// the op that reads it: its only user relays that operand out itself, and
/// only that op's other operand relayouts and `tensor.empty`s stand between
/// them. Such a relayout is not written: the instruction reads the operand
/// in its own layout, and importing it builds the same relayout again.
bool isImplicitRelayout(RelayoutOp relayout) {
  if (!relayout->hasOneUse())
    return false;
  OpOperand &use = *relayout->getUses().begin();
  Operation *user = use.getOwner();
  if (user->getBlock() != relayout->getBlock() || !relaysOutOperand(user, use))
    return false;
  for (Operation *op = relayout->getNextNode(); op != user;
       op = op->getNextNode()) {
    if (isa<tensor::EmptyOp>(op))
      continue;
    auto other = dyn_cast<RelayoutOp>(op);
    if (!other || !other->hasOneUse() ||
        other->getUses().begin()->getOwner() != user)
      return false;
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Exporter
//===----------------------------------------------------------------------===//

class Exporter {
public:
  explicit Exporter(MLIRContext *context) : recognizer(context) {}

  LogicalResult exportModule(ModuleOp module, raw_ostream &os);

private:
  struct Line {
    std::string name;
    std::string text;
  };

  LogicalResult exportOp(Operation *op);
  /// `<opcode>(<operands>)<attributes>` of the one result of `op`.
  LogicalResult exportSimple(Operation *op, StringRef opcode,
                             StringRef attributes);
  /// A binary shapes op, which has an HLO counterpart when it does not
  /// broadcast.
  LogicalResult exportBinary(Operation *op, StringRef opcode);
  LogicalResult exportCompare(CompareOp compare);
  LogicalResult exportRelayout(RelayoutOp relayout);
  LogicalResult exportConstant(arith::ConstantOp constant);
  LogicalResult exportExtract(tensor::ExtractOp extract);
  LogicalResult exportFill(linalg::FillOp fill);
  LogicalResult exportTranspose(linalg::TransposeOp transpose);
  LogicalResult exportTranspose(TransposeOp transpose);
  /// A `tensor.collapse_shape` or `tensor.expand_shape` of `source`.
  LogicalResult exportReshape(Operation *op, Value source);
  LogicalResult exportSlice(tensor::ExtractSliceOp slice);
  LogicalResult exportMap(linalg::MapOp op);
  LogicalResult exportGeneric(linalg::GenericOp op);
  LogicalResult emitRecognized(Operation *op, ValueRange inputs,
                               const Candidate &candidate,
                               const xla::Shape &shape);
  LogicalResult exportReduce(linalg::ReduceOp op);
  LogicalResult exportPad(tensor::InsertSliceOp op);
  LogicalResult exportBroadcast(BroadcastInDimOp op);

  /// Adds `%<hint>.<n> = <shape> <rest>` and returns the name.
  std::string emit(StringRef hint, StringRef shape, StringRef rest) {
    std::string name = (hint + "." + Twine(++counter)).str();
    lines.push_back({name, ("%" + name + " = " + shape + " " + rest).str()});
    return name;
  }
  std::string emit(StringRef hint, const xla::Shape &shape, StringRef rest) {
    return emit(hint, xla::printShape(shape), rest);
  }
  /// Emits the instruction that defines `result`.
  void define(Value result, StringRef hint, const xla::Shape &shape,
              StringRef rest) {
    values[result] = {emit(hint, shape, rest), shape};
  }

  FailureOr<xla::Shape> shapeOf(Operation *op, Value value) {
    return exportedShape(value.getType(), [&] { return op->emitError(); });
  }
  /// `%name` of the array `value` read by `user`, or an error.
  FailureOr<std::string> operand(Operation *user, Value value);
  /// `(%a, %b)` of all operands of `user` in `values`.
  FailureOr<std::string> operandList(Operation *user, ValueRange operands);
  /// The rank-0 tensor whose element `scalar` is, or null.
  Value scalarSource(Value scalar) { return scalars.lookup(scalar); }

  LogicalResult noCounterpart(Operation *op) {
    return op->emitError() << "'" << op->getName()
                           << "' has no HLO counterpart";
  }

  Recognizer recognizer;
  std::vector<Line> lines;
  std::vector<std::string> computations;
  struct Array {
    std::string name;
    xla::Shape shape;
  };
  llvm::DenseMap<Value, Array> values;
  /// The scalars of `tensor.extract` from a rank-0 tensor.
  llvm::DenseMap<Value, Value> scalars;
  /// The `linalg.fill` results: the rank-0 tensor of their value.
  llvm::DenseMap<Value, Value> fills;
  /// The scalar `arith.constant`s outside of bodies.
  llvm::DenseSet<Value> scalarConstants;
  unsigned counter = 0;
};

FailureOr<std::string> Exporter::operand(Operation *user, Value value) {
  auto it = values.find(value);
  if (it != values.end())
    return "%" + it->second.name;
  if (Value scalar = fills.lookup(value)) {
    // A fill read as an array: broadcast its value.
    FailureOr<xla::Shape> shape = shapeOf(user, value);
    FailureOr<std::string> source = operand(user, scalar);
    if (failed(shape) || failed(source))
      return failure();
    define(value, "broadcast", *shape,
           "broadcast(" + *source + "), dimensions={}");
    return "%" + values[value].name;
  }
  return user->emitError() << "an operand of '" << user->getName()
                           << "' is not an HLO array";
}

FailureOr<std::string> Exporter::operandList(Operation *user,
                                             ValueRange operands) {
  std::string text = "(";
  for (auto [i, value] : llvm::enumerate(operands)) {
    FailureOr<std::string> name = operand(user, value);
    if (failed(name))
      return failure();
    text += (i ? ", " : "") + *name;
  }
  return text + ")";
}

LogicalResult Exporter::exportBroadcast(BroadcastInDimOp op) {
  FailureOr<xla::Shape> shape = shapeOf(op, op.getResult());
  FailureOr<xla::Shape> operandShape = shapeOf(op, op.getOperand());
  FailureOr<std::string> source = operand(op, op.getOperand());
  if (failed(shape) || failed(operandShape) || failed(source))
    return failure();
  ArrayRef<int64_t> dims = op.getDims();
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

LogicalResult Exporter::exportMap(linalg::MapOp op) {
  FailureOr<xla::Shape> shape = shapeOf(op, op.getResult()[0]);
  if (failed(shape))
    return failure();
  Block &body = op.getMapper().front();
  // A body that yields an input is that input.
  Value yielded = body.getTerminator()->getOperand(0);
  if (auto arg = dyn_cast<BlockArgument>(yielded);
      arg && arg.getArgNumber() < op.getInputs().size() &&
      op.getInputs()[arg.getArgNumber()].getType() ==
          op.getResult()[0].getType()) {
    FailureOr<std::string> source =
        operand(op, op.getInputs()[arg.getArgNumber()]);
    if (failed(source))
      return failure();
    values[op.getResult()[0]] = {StringRef(*source).drop_front().str(), *shape};
    return success();
  }
  if (std::optional<StringRef> opcode = singleOpOpcode(op)) {
    FailureOr<std::string> list = operandList(op, op.getInputs());
    if (failed(list))
      return failure();
    define(op.getResult()[0], *opcode, *shape, (*opcode + *list).str());
    return success();
  }
  std::optional<Candidate> candidate = recognizer.recognizeMap(op);
  if (!candidate)
    return op->emitError()
           << "'linalg.map' has no HLO counterpart: its body is not one that "
              "--import-hlo builds for an HLO instruction";
  return emitRecognized(op, op.getInputs(), *candidate, *shape);
}

LogicalResult Exporter::emitRecognized(Operation *op, ValueRange inputs,
                                       const Candidate &candidate,
                                       const xla::Shape &shape) {
  // Operands the candidate reads as unsigned are converted to it first, and
  // an unsigned result back to signed.
  std::string list = "(";
  for (auto [i, input] : llvm::enumerate(inputs)) {
    FailureOr<std::string> name = operand(op, input);
    FailureOr<xla::Shape> inputShape = shapeOf(op, input);
    if (failed(name) || failed(inputShape))
      return failure();
    std::string arg = *name;
    const std::string &type = candidate.operandTypes[i];
    if (type[0] == 'u')
      arg = "%" + emit("convert", withElementType(*inputShape, type),
                       "convert(" + arg + ")");
    list += (i ? ", " : "") + arg;
  }
  list += ")";
  std::string rest = candidate.opcode + list + candidate.attributes;
  if (candidate.resultType[0] == 'u') {
    std::string unsignedResult = emit(
        candidate.opcode, withElementType(shape, candidate.resultType), rest);
    define(op->getResult(0), "convert", shape,
           "convert(%" + unsignedResult + ")");
    return success();
  }
  define(op->getResult(0), candidate.opcode, shape, rest);
  return success();
}

LogicalResult Exporter::exportGeneric(linalg::GenericOp op) {
  if (op.getNumResults() != 1)
    return noCounterpart(op);
  FailureOr<xla::Shape> shape = shapeOf(op, op.getResult(0));
  if (failed(shape))
    return failure();
  std::optional<Candidate> candidate = recognizer.recognizeGeneric(op);
  if (!candidate)
    return op->emitError() << "'linalg.generic' has no HLO counterpart: it is "
                              "not an iota, reverse or dot as --import-hlo "
                              "builds them";
  // A dot accumulates into zeros.
  if (candidate->opcode == "dot") {
    auto fill = op.getOutputs()[0].getDefiningOp<linalg::FillOp>();
    if (!fill || (!matchPattern(fill.getInputs()[0], m_AnyZeroFloat()) &&
                  !matchPattern(fill.getInputs()[0], m_Zero())))
      return op->emitError() << "'linalg.generic' has no HLO counterpart: a "
                                "contraction whose init is not zero";
  }
  return emitRecognized(op, op.getInputs(), *candidate, *shape);
}

LogicalResult Exporter::exportReduce(linalg::ReduceOp op) {
  if (op.getInputs().size() != 1)
    return op->emitError() << "'linalg.reduce' of " << op.getInputs().size()
                           << " inputs has no HLO counterpart";
  Value init = fills.lookup(op.getInits()[0]);
  if (!init)
    return op->emitError()
           << "'linalg.reduce' has no HLO counterpart: its init is not a "
              "'linalg.fill' of a scalar";
  std::optional<StringRef> opcode = reducerOpcode(op);
  if (!opcode)
    return op->emitError() << "'linalg.reduce' has no HLO counterpart: its "
                              "body is not one binary op of HLO";
  FailureOr<xla::Shape> shape = shapeOf(op, op->getResult(0));
  FailureOr<std::string> input = operand(op, op.getInputs()[0]);
  FailureOr<std::string> initName = operand(op, init);
  if (failed(shape) || failed(input) || failed(initName))
    return failure();
  std::string scalar =
      scalarTypeName(getElementTypeOrSelf(init.getType()), false) + "[]";
  std::string reducer = (*opcode + "_reducer." + Twine(++counter)).str();
  computations.push_back("%" + reducer + " (x: " + scalar + ", y: " + scalar +
                         ") -> " + scalar + " {\n  %x = " + scalar +
                         " parameter(0)\n  %y = " + scalar +
                         " parameter(1)\n  ROOT %" + opcode->str() + " = " +
                         scalar + " " + opcode->str() + "(%x, %y)\n}\n");
  define(op->getResult(0), "reduce", *shape,
         "reduce(" + *input + ", " + *initName + "), dimensions={" +
             joinInts(op.getDimensions()) + "}, to_apply=%" + reducer);
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

LogicalResult Exporter::exportSimple(Operation *op, StringRef opcode,
                                     StringRef attributes) {
  FailureOr<xla::Shape> shape = shapeOf(op, op->getResult(0));
  if (failed(shape))
    return failure();
  FailureOr<std::string> list = operandList(op, op->getOperands());
  if (failed(list))
    return failure();
  define(op->getResult(0), opcode, *shape, (opcode + *list + attributes).str());
  return success();
}

LogicalResult Exporter::exportBinary(Operation *op, StringRef opcode) {
  if (op->getAttr("broadcast_dimensions") ||
      cast<ShapedType>(op->getOperand(0).getType()).getShape() !=
          cast<ShapedType>(op->getOperand(1).getType()).getShape())
    return op->emitError()
           << "'" << op->getName()
           << "' with implicit broadcasting has no HLO counterpart";
  return exportSimple(op, opcode, "");
}

LogicalResult Exporter::exportCompare(CompareOp compare) {
  if (compare.getBroadcastDimensions() ||
      compare.getLhs().getType().getShape() !=
          compare.getRhs().getType().getShape())
    return compare->emitError() << "'shapes.compare' with implicit "
                                   "broadcasting has no HLO counterpart";
  return exportSimple(
      compare, "compare",
      ", direction=" +
          stringifyComparisonDirection(compare.getDirection()).upper());
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

LogicalResult Exporter::exportOp(Operation *op) {
  return llvm::TypeSwitch<Operation *, LogicalResult>(op)
      .Case([&](AddOp) { return exportBinary(op, "add"); })
      .Case([&](SubOp) { return exportBinary(op, "subtract"); })
      .Case([&](MulOp) { return exportBinary(op, "multiply"); })
      .Case([&](DivOp) { return exportBinary(op, "divide"); })
      .Case([&](RemOp) { return exportBinary(op, "remainder"); })
      .Case([&](MaxOp) { return exportBinary(op, "maximum"); })
      .Case([&](MinOp) { return exportBinary(op, "minimum"); })
      .Case([&](AndOp) { return exportBinary(op, "and"); })
      .Case([&](OrOp) { return exportBinary(op, "or"); })
      .Case([&](XorOp) { return exportBinary(op, "xor"); })
      .Case([&](CompareOp compare) { return exportCompare(compare); })
      .Case([&](BroadcastInDimOp broadcast) {
        return exportBroadcast(broadcast);
      })
      .Case([&](RelayoutOp relayout) { return exportRelayout(relayout); })
      .Case([&](TransposeOp transpose) { return exportTranspose(transpose); })
      .Case(
          [&](arith::ConstantOp constant) { return exportConstant(constant); })
      // The sizes of an init's dynamic dimensions, which HLO leaves
      // implicit: an instruction's dynamic sizes are its operands'.
      .Case<tensor::EmptyOp, tensor::DimOp>([&](auto) { return success(); })
      .Case([&](tensor::ExtractOp extract) { return exportExtract(extract); })
      .Case([&](linalg::FillOp fill) { return exportFill(fill); })
      .Case([&](linalg::TransposeOp transpose) {
        return exportTranspose(transpose);
      })
      .Case<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(
          [&](auto reshape) { return exportReshape(op, reshape.getSrc()); })
      .Case([&](tensor::ExtractSliceOp slice) { return exportSlice(slice); })
      .Case([&](tensor::ConcatOp concat) {
        return exportSimple(
            op, "concatenate",
            (", dimensions={" + Twine(concat.getDim()) + "}").str());
      })
      .Case([&](tensor::InsertSliceOp insert) { return exportPad(insert); })
      .Case([&](linalg::MapOp map) { return exportMap(map); })
      .Case([&](linalg::ReduceOp reduce) { return exportReduce(reduce); })
      .Case([&](linalg::GenericOp generic) { return exportGeneric(generic); })
      .Default([&](Operation *) { return noCounterpart(op); });
}

LogicalResult Exporter::exportModule(ModuleOp module, raw_ostream &os) {
  SmallVector<func::FuncOp> entries;
  for (auto func : module.getOps<func::FuncOp>())
    if (func.isPublic() && !func.isExternal())
      entries.push_back(func);
  if (entries.size() != 1)
    return module.emitError()
           << "--export-hlo needs exactly one public function with a body, "
              "the ENTRY computation; found "
           << entries.size();
  for (Operation &op : module.getBody()->getOperations())
    if (&op != entries.front().getOperation())
      return noCounterpart(&op);
  func::FuncOp entry = entries.front();
  if (!entry.getBody().hasOneBlock())
    return entry.emitError() << "a function of several blocks has no HLO "
                                "counterpart";

  // Parameters.
  SmallVector<std::string> argumentShapes, parameters;
  for (BlockArgument arg : entry.getArguments()) {
    FailureOr<xla::Shape> shape =
        exportedShape(arg.getType(), [&] { return entry.emitError(); });
    if (failed(shape))
      return failure();
    std::string name = "Arg_" + std::to_string(arg.getArgNumber());
    argumentShapes.push_back(xla::printShape(*shape));
    parameters.push_back(name + ": " + argumentShapes.back());
    lines.push_back({name, "%" + name + " = " + argumentShapes.back() +
                               " parameter(" +
                               std::to_string(arg.getArgNumber()) + ")"});
    values[arg] = {name, *shape};
  }

  Operation *terminator = entry.getBody().front().getTerminator();
  for (Operation &op : entry.getBody().front().without_terminator())
    if (failed(exportOp(&op)))
      return failure();

  // The ROOT: the one result, or a tuple of them.
  auto returnOp = dyn_cast<func::ReturnOp>(terminator);
  if (!returnOp || returnOp.getNumOperands() == 0)
    return terminator->emitError()
           << "an ENTRY computation without results has no HLO counterpart";
  SmallVector<std::string> resultShapes;
  for (Value result : returnOp.getOperands()) {
    FailureOr<xla::Shape> shape = shapeOf(terminator, result);
    if (failed(shape))
      return failure();
    resultShapes.push_back(xla::printShape(*shape));
  }
  std::string resultShape = resultShapes.front();
  std::string rootName;
  if (returnOp.getNumOperands() == 1) {
    FailureOr<std::string> name = operand(terminator, returnOp.getOperand(0));
    if (failed(name))
      return failure();
    rootName = StringRef(*name).drop_front().str();
  } else {
    FailureOr<std::string> list =
        operandList(terminator, returnOp.getOperands());
    if (failed(list))
      return failure();
    resultShape = "(" + llvm::join(resultShapes, ", ") + ")";
    rootName = emit("tuple", resultShape, "tuple" + *list);
  }

  std::string moduleName =
      module.getSymName() ? module.getSymName()->str() : "module";
  os << "HloModule " << moduleName << ", entry_computation_layout={("
     << llvm::join(argumentShapes, ", ") << ")->" << resultShape << "}\n\n";
  for (const std::string &computation : computations)
    os << computation << "\n";
  os << "ENTRY %" << entry.getSymName() << " (" << llvm::join(parameters, ", ")
     << ") -> " << resultShape << " {\n";
  for (const Line &line : lines)
    os << "  " << (line.name == rootName ? "ROOT " : "") << line.text << "\n";
  os << "}\n";
  return success();
}

} // namespace

LogicalResult mlir::shapes::exportHloModule(ModuleOp module, raw_ostream &os) {
  return Exporter(module.getContext()).exportModule(module, os);
}
