//===- ExportCompute.cpp - HLO computing instructions
//-----------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The exporter's computing ops: a `linalg.map` or `linalg.generic`
// recognized by its body (ExportRecognizer.h), reductions, and the binary
// and comparison shapes ops that do not broadcast.
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
  std::optional<Reducer> reducer = reducerOf(op);
  if (!reducer)
    return op->emitError() << "'linalg.reduce' has no HLO counterpart: its "
                              "body is not one binary op of HLO";
  FailureOr<xla::Shape> shape = shapeOf(op, op->getResult(0));
  FailureOr<xla::Shape> inputShape = shapeOf(op, op.getInputs()[0]);
  FailureOr<std::string> input = operand(op, op.getInputs()[0]);
  FailureOr<std::string> initName = operand(op, init);
  if (failed(shape) || failed(inputShape) || failed(input) || failed(initName))
    return failure();
  std::string elementType =
      scalarTypeName(getElementTypeOrSelf(init.getType()), reducer->isUnsigned);
  std::string scalar = elementType + "[]";
  // An unsigned reducer reads its input and init converted to unsigned, and
  // its result is converted back (emitRecognized).
  if (reducer->isUnsigned) {
    *input = "%" + emit("convert", withElementType(*inputShape, elementType),
                        "convert(" + *input + ")");
    *initName = "%" + emit("convert", scalar, "convert(" + *initName + ")");
  }
  StringRef opcode = reducer->opcode;
  std::string name = (opcode + "_reducer." + Twine(++counter)).str();
  computations.push_back("%" + name + " (x: " + scalar + ", y: " + scalar +
                         ") -> " + scalar + " {\n  %x = " + scalar +
                         " parameter(0)\n  %y = " + scalar +
                         " parameter(1)\n  ROOT %" + opcode.str() + " = " +
                         scalar + " " + opcode.str() + "(%x, %y)\n}\n");
  std::string rest = "reduce(" + *input + ", " + *initName + "), dimensions={" +
                     joinInts(op.getDimensions()) + "}, to_apply=%" + name;
  if (!reducer->isUnsigned) {
    define(op->getResult(0), "reduce", *shape, rest);
    return success();
  }
  std::string unsignedResult =
      emit("reduce", withElementType(*shape, elementType), rest);
  define(op->getResult(0), "convert", *shape,
         "convert(%" + unsignedResult + ")");
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
