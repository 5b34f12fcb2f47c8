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
#include "Exporter.h"

#include "shapes/Target/HLO/ElementwiseOpcodes.h"
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

/// The XLA shape of `type` with its layout, which XLA leaves out for
/// scalars (`f32[]`).
FailureOr<xla::Shape>
hlo::exportedShape(Type type, function_ref<InFlightDiagnostic()> error) {
  FailureOr<xla::Shape> shape = getXlaShape(type, /*isUnsigned=*/false, error);
  if (succeeded(shape) && shape->rank() == 0)
    shape->minorToMajor.reset();
  return shape;
}

/// `shape` with element type `name` (an array shape of the same dims and
/// layout).
std::string hlo::withElementType(const xla::Shape &shape, StringRef name) {
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
static bool relaysOutOperand(Operation *user, OpOperand &operand) {
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
bool hlo::isImplicitRelayout(RelayoutOp relayout) {
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

LogicalResult Exporter::exportOp(Operation *op) {
  return llvm::TypeSwitch<Operation *, LogicalResult>(op)
      .Case([&](CompareOp compare) { return exportCompare(compare); })
      // The binary ops: each the opcode of its scalar operation.
      .Case([&](BroadcastingOpInterface binary) {
        return exportBinary(op, getBinaryOpcodeName(binary.getScalarOp().kind));
      })
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
LogicalResult mlir::shapes::exportHloModule(ModuleOp module, raw_ostream &os) {
  return Exporter(module.getContext()).exportModule(module, os);
}