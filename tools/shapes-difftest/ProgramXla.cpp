//===- ProgramXla.cpp - the XLA instructions of a generated program -------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The instructions each step of a program becomes in its XLA form
// (ProgramXla.h), which HLO and StableHLO spell each their way.
//
//===----------------------------------------------------------------------===//

#include "ProgramXla.h"

#include <map>
#include <variant>

using namespace mlir::shapes;
using namespace mlir::shapes::difftest;

const char *difftest::xlaOpcode(BinaryOpKind kind) {
  switch (kind) {
  case BinaryOpKind::Add:
    return "add";
  case BinaryOpKind::Sub:
    return "subtract";
  case BinaryOpKind::Mul:
    return "multiply";
  case BinaryOpKind::Div:
    return "divide";
  case BinaryOpKind::Rem:
    return "remainder";
  case BinaryOpKind::Max:
    return "maximum";
  case BinaryOpKind::Min:
    return "minimum";
  case BinaryOpKind::And:
    return "and";
  case BinaryOpKind::Or:
    return "or";
  case BinaryOpKind::Xor:
    return "xor";
  }
  return "";
}

const char *difftest::xlaDirection(ComparisonDirection direction) {
  switch (direction) {
  case ComparisonDirection::eq:
    return "EQ";
  case ComparisonDirection::ne:
    return "NE";
  case ComparisonDirection::lt:
    return "LT";
  case ComparisonDirection::le:
    return "LE";
  case ComparisonDirection::gt:
    return "GT";
  case ComparisonDirection::ge:
    return "GE";
  }
  return "";
}

namespace {

class Walker {
public:
  Walker(const Program &program, XlaPrinter &printer)
      : program(program), printer(printer) {}

  XlaSignature walk();

private:
  /// Value `id` under the name it goes by.
  XlaValue value(int id) const {
    const Array &array = program.values[id];
    auto renamed = names.find(id);
    return {renamed != names.end() ? renamed->second : defaultName(id),
            array.elem, array.dims, array.layout.minorToMajor};
  }

  std::string defaultName(int id) const {
    for (size_t i = 0; i < program.inputs.size(); ++i)
      if (program.inputs[i] == id)
        return "a" + std::to_string(i);
    return "v" + std::to_string(id);
  }

  /// A new temporary in the default layout.
  XlaValue temporary(Elem elem, const DimVector &dims) {
    return {"t" + std::to_string(temporaries++), elem, dims,
            layout_util::defaultMinorToMajor(dims.size())};
  }

  /// Value `id` broadcast by `map` to `resultDims` (default layout): a
  /// reshape that drops the degenerate dimensions and a broadcast (or the
  /// broadcast alone, when the printer broadcasts size-1 dimensions), or
  /// the value itself when `map` is the identity.
  XlaValue broadcast(int id, const OperandMap &map,
                     const DimVector &resultDims);

  void walkStep(const Step &step);
  void walkStructural(const Step &step);

  const Program &program;
  XlaPrinter &printer;
  /// The values that go by another name than their own (a copy the
  /// printer writes no instruction for).
  std::map<int, std::string> names;
  int temporaries = 0;
};

XlaValue Walker::broadcast(int id, const OperandMap &map,
                           const DimVector &resultDims) {
  XlaValue operand = value(id);
  bool identity = operand.dims == resultDims;
  for (size_t k = 0; k < map.resultDims.size(); ++k)
    identity &=
        map.resultDims[k] == static_cast<int64_t>(k) && !map.degenerate[k];
  if (identity)
    return operand;
  if (printer.broadcastsSizeOne()) {
    XlaValue broadcasted = temporary(operand.elem, resultDims);
    printer.broadcast(broadcasted, operand, map.resultDims);
    return broadcasted;
  }
  DimVector kept, keptDims;
  for (size_t k = 0; k < operand.dims.size(); ++k) {
    if (map.degenerate[k])
      continue;
    kept.push_back(operand.dims[k]);
    keptDims.push_back(map.resultDims[k]);
  }
  XlaValue source = operand;
  if (kept.size() != operand.dims.size()) {
    source = temporary(operand.elem, kept);
    printer.reshape(source, operand);
  }
  XlaValue broadcasted = temporary(operand.elem, resultDims);
  printer.broadcast(broadcasted, source, keptDims);
  return broadcasted;
}

void Walker::walkStructural(const Step &step) {
  XlaValue result = value(step.result);
  switch (step.kind) {
  case Step::Kind::Slice:
    printer.slice(result, value(step.lhs), step);
    break;
  case Step::Kind::Concatenate: {
    std::vector<XlaValue> operands;
    operands.reserve(step.operands.size());
    for (int id : step.operands)
      operands.push_back(value(id));
    printer.concatenate(result, operands, step.dims.front());
    break;
  }
  case Step::Kind::Pad: {
    XlaValue padding = temporary(result.elem, {});
    printer.constant(padding, step.initInt, step.initFloat);
    printer.pad(result, value(step.lhs), padding, step);
    break;
  }
  case Step::Kind::Reverse:
    printer.reverse(result, value(step.lhs), step.dims);
    break;
  case Step::Kind::Reshape:
    printer.reshape(result, value(step.lhs));
    break;
  default:
    break;
  }
}

void Walker::walkStep(const Step &step) {
  XlaValue result = value(step.result);
  switch (step.kind) {
  case Step::Kind::Binary:
  case Step::Kind::Compare: {
    auto inferred = inferBinaryBroadcast(program.values[step.lhs].dims,
                                         program.values[step.rhs].dims,
                                         step.broadcastDimensions);
    const auto &shape = std::get<BroadcastResult>(inferred);
    XlaValue lhs = broadcast(step.lhs, shape.lhs, shape.shape);
    XlaValue rhs = broadcast(step.rhs, shape.rhs, shape.shape);
    if (step.kind == Step::Kind::Binary)
      printer.binary(result, step.op, lhs, rhs);
    else
      printer.compare(result, step.direction, lhs, rhs);
    break;
  }
  case Step::Kind::BroadcastInDim: {
    auto map = verifyBroadcastInDim(program.values[step.lhs].dims, result.dims,
                                    step.dims);
    XlaValue broadcasted =
        broadcast(step.lhs, std::get<OperandMap>(map), result.dims);
    names[step.result] = printer.copy(result, broadcasted);
    break;
  }
  case Step::Kind::Relayout:
    names[step.result] = printer.copy(result, value(step.lhs));
    break;
  case Step::Kind::Transpose:
    printer.transpose(result, value(step.lhs), step.dims);
    break;
  case Step::Kind::Dot:
    printer.dot(result, value(step.lhs), value(step.rhs), step);
    break;
  case Step::Kind::Reduce: {
    XlaValue init = temporary(result.elem, {});
    printer.constant(init, step.initInt, step.initFloat);
    printer.reduce(result, value(step.lhs), init, step.op, step.dims);
    break;
  }
  default:
    walkStructural(step);
    break;
  }
}

XlaSignature Walker::walk() {
  XlaSignature signature;
  for (int id : program.inputs)
    signature.parameters.push_back(value(id));
  for (const Step &step : program.steps)
    walkStep(step);
  for (size_t s : program.returnedSteps())
    signature.results.push_back(value(program.steps[s].result));
  return signature;
}

} // namespace

XlaSignature difftest::printXlaInstructions(const Program &program,
                                            XlaPrinter &printer) {
  return Walker(program, printer).walk();
}
