//===- ProgramHLO.cpp - a generated program as an HLO module --------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// `shapes-difftest --hlo` writes each program as HLO text and compiles what
// `shapes-translate --import-hlo` makes of it, so that the importer is
// checked against the same reference evaluation as the dialect. HLO has no
// implicit broadcasting: a broadcasting operand becomes a `reshape` that
// drops its degenerate (size-1) dimensions, then a `broadcast`. Relayouts
// are `copy`. Padded layouts have no HLO spelling, so `--hlo` draws none.
// Transposes are `transpose`, dot steps are `dot` with their batch and
// contracting dimensions, reduce steps are `reduce` of a `constant` init
// value with a reducer computation of one binary op. Slices, concatenates,
// pads (of a `constant` padding value), reverses and reshapes are the
// opcodes of those names.
//
//===----------------------------------------------------------------------===//

#include "Program.h"

#include "shapes/Semantics/XlaShape.h"

#include <cmath>
#include <cstdio>
#include <set>
#include <sstream>
#include <variant>

using namespace mlir::shapes;
using namespace mlir::shapes::difftest;

namespace {

xla::PrimitiveType primitiveType(Elem elem) {
  switch (elem) {
  case Elem::I1:
    return xla::PrimitiveType::Pred;
  case Elem::I8:
    return xla::PrimitiveType::S8;
  case Elem::I32:
    return xla::PrimitiveType::S32;
  case Elem::I64:
    return xla::PrimitiveType::S64;
  case Elem::F32:
    return xla::PrimitiveType::F32;
  case Elem::F64:
    return xla::PrimitiveType::F64;
  }
  return xla::PrimitiveType::F32;
}

std::string shapeString(Elem elem, const DimVector &dims,
                        const DimVector &minorToMajor) {
  return xla::printShape(
      xla::Shape::array(primitiveType(elem), dims, minorToMajor));
}

std::string shapeString(const Array &array) {
  return shapeString(array.elem, array.dims, array.layout.minorToMajor);
}

/// `{1,0}`: a list of dimensions as HLO attributes spell it.
std::string dimsString(const DimVector &dims) {
  std::string out = "{";
  for (size_t i = 0; i < dims.size(); ++i)
    out += (i ? "," : "") + std::to_string(dims[i]);
  return out + "}";
}

const char *opcode(BinaryOpKind kind) {
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

const char *direction(ComparisonDirection direction) {
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

class Writer {
public:
  explicit Writer(const Program &program) : program(program) {}

  std::string write();

private:
  std::string name(int id) const {
    for (size_t i = 0; i < program.inputs.size(); ++i)
      if (program.inputs[i] == id)
        return "a" + std::to_string(i);
    return "v" + std::to_string(id);
  }

  /// The value `id` broadcast by `map` to `resultDims` (default layout),
  /// through instructions written to `body`; the name of the value.
  std::string broadcast(int id, const OperandMap &map,
                        const DimVector &resultDims);

  /// Writes a reduce step: its init constant and the reduce, whose
  /// reducer computation is written to `computations` once.
  void writeReduce(const Step &step);

  /// Writes a slice, concatenate, pad (with its padding value as a
  /// `constant`), reverse or reshape step.
  void writeStructural(const Step &step);

  const Program &program;
  std::ostringstream body;
  /// The reducer computations, before ENTRY, and their names.
  std::ostringstream computations;
  std::set<std::string> reducers;
  int temporaries = 0;
};

std::string Writer::broadcast(int id, const OperandMap &map,
                              const DimVector &resultDims) {
  const Array &operand = program.values[id];
  bool identity = operand.dims == resultDims;
  for (size_t k = 0; k < map.resultDims.size(); ++k)
    identity &=
        map.resultDims[k] == static_cast<int64_t>(k) && !map.degenerate[k];
  if (identity)
    return name(id);
  std::string source = name(id);
  DimVector kept, keptDims;
  for (size_t k = 0; k < operand.dims.size(); ++k) {
    if (map.degenerate[k])
      continue;
    kept.push_back(operand.dims[k]);
    keptDims.push_back(map.resultDims[k]);
  }
  if (kept.size() != operand.dims.size()) {
    std::string reshaped = "t" + std::to_string(temporaries++);
    body << "  " << reshaped << " = "
         << shapeString(operand.elem, kept,
                        layout_util::defaultMinorToMajor(kept.size()))
         << " reshape(" << source << ")\n";
    source = reshaped;
  }
  std::string broadcasted = "t" + std::to_string(temporaries++);
  body << "  " << broadcasted << " = "
       << shapeString(operand.elem, resultDims,
                      layout_util::defaultMinorToMajor(resultDims.size()))
       << " broadcast(" << source << "), dimensions={";
  for (size_t i = 0; i < keptDims.size(); ++i)
    body << (i ? "," : "") << keptDims[i];
  body << "}\n";
  return broadcasted;
}

/// An HLO literal of `elem`: floats with every digit, or inf, -inf.
std::string literal(Elem elem, int64_t intValue, double floatValue) {
  if (elem == Elem::I1)
    return intValue ? "true" : "false";
  if (!isFloat(elem))
    return std::to_string(intValue);
  if (std::isinf(floatValue))
    return floatValue < 0 ? "-inf" : "inf";
  char buffer[64];
  std::snprintf(buffer, sizeof(buffer), "%.17g", floatValue);
  return buffer;
}

void Writer::writeReduce(const Step &step) {
  const Array &result = program.values[step.result];
  std::string scalar = shapeString(result.elem, {}, {});
  std::string reducer =
      std::string("reduce_") + opcode(step.op) + "_" + mlirName(result.elem);
  if (reducers.insert(reducer).second)
    computations << reducer << " {\n  x = " << scalar
                 << " parameter(0)\n  y = " << scalar
                 << " parameter(1)\n  ROOT r = " << scalar << " "
                 << opcode(step.op) << "(x, y)\n}\n\n";
  std::string init = "t" + std::to_string(temporaries++);
  body << "  " << init << " = " << scalar << " constant("
       << literal(result.elem, step.initInt, step.initFloat) << ")\n";
  body << "  " << name(step.result) << " = " << shapeString(result)
       << " reduce(" << name(step.lhs) << ", " << init
       << "), dimensions=" << dimsString(step.dims) << ", to_apply=" << reducer
       << "\n";
}

void Writer::writeStructural(const Step &step) {
  const Array &result = program.values[step.result];
  std::string head =
      "  " + name(step.result) + " = " + shapeString(result) + " ";
  switch (step.kind) {
  case Step::Kind::Slice:
    body << head << "slice(" << name(step.lhs) << "), slice={";
    for (size_t d = 0; d < step.starts.size(); ++d)
      body << (d ? ", " : "") << "[" << step.starts[d] << ":" << step.limits[d]
           << ":" << step.strides[d] << "]";
    body << "}\n";
    break;
  case Step::Kind::Concatenate:
    body << head << "concatenate(";
    for (size_t i = 0; i < step.operands.size(); ++i)
      body << (i ? ", " : "") << name(step.operands[i]);
    body << "), dimensions=" << dimsString(step.dims) << "\n";
    break;
  case Step::Kind::Pad: {
    std::string value = "t" + std::to_string(temporaries++);
    body << "  " << value << " = " << shapeString(result.elem, {}, {})
         << " constant(" << literal(result.elem, step.initInt, step.initFloat)
         << ")\n";
    body << head << "pad(" << name(step.lhs) << ", " << value << "), padding=";
    for (size_t d = 0; d < step.starts.size(); ++d)
      body << (d ? "x" : "") << step.starts[d] << "_" << step.limits[d] << "_"
           << step.strides[d];
    body << "\n";
    break;
  }
  case Step::Kind::Reverse:
    body << head << "reverse(" << name(step.lhs)
         << "), dimensions=" << dimsString(step.dims) << "\n";
    break;
  case Step::Kind::Reshape:
    body << head << "reshape(" << name(step.lhs) << ")\n";
    break;
  default:
    break;
  }
}

std::string Writer::write() {
  for (size_t i = 0; i < program.inputs.size(); ++i)
    body << "  a" << i << " = "
         << shapeString(program.values[program.inputs[i]]) << " parameter(" << i
         << ")\n";
  for (const Step &step : program.steps) {
    const Array &result = program.values[step.result];
    std::string lhs = name(step.lhs);
    switch (step.kind) {
    case Step::Kind::Binary:
    case Step::Kind::Compare: {
      auto inferred = inferBinaryBroadcast(program.values[step.lhs].dims,
                                           program.values[step.rhs].dims,
                                           step.broadcastDimensions);
      const auto &broadcast = std::get<BroadcastResult>(inferred);
      lhs = this->broadcast(step.lhs, broadcast.lhs, broadcast.shape);
      std::string rhs =
          this->broadcast(step.rhs, broadcast.rhs, broadcast.shape);
      body << "  " << name(step.result) << " = " << shapeString(result) << " ";
      if (step.kind == Step::Kind::Binary)
        body << opcode(step.op) << "(" << lhs << ", " << rhs << ")\n";
      else
        body << "compare(" << lhs << ", " << rhs
             << "), direction=" << direction(step.direction) << "\n";
      break;
    }
    case Step::Kind::BroadcastInDim: {
      auto map = verifyBroadcastInDim(program.values[step.lhs].dims,
                                      result.dims, step.dims);
      std::string broadcasted =
          broadcast(step.lhs, std::get<OperandMap>(map), result.dims);
      body << "  " << name(step.result) << " = " << shapeString(result)
           << " copy(" << broadcasted << ")\n";
      break;
    }
    case Step::Kind::Relayout:
      body << "  " << name(step.result) << " = " << shapeString(result)
           << " copy(" << lhs << ")\n";
      break;
    case Step::Kind::Transpose:
      body << "  " << name(step.result) << " = " << shapeString(result)
           << " transpose(" << lhs << "), dimensions=" << dimsString(step.dims)
           << "\n";
      break;
    case Step::Kind::Dot:
      body << "  " << name(step.result) << " = " << shapeString(result)
           << " dot(" << lhs << ", " << name(step.rhs) << ")";
      if (!step.lhsBatch.empty())
        body << ", lhs_batch_dims=" << dimsString(step.lhsBatch);
      body << ", lhs_contracting_dims=" << dimsString(step.lhsContracting);
      if (!step.rhsBatch.empty())
        body << ", rhs_batch_dims=" << dimsString(step.rhsBatch);
      body << ", rhs_contracting_dims=" << dimsString(step.rhsContracting)
           << "\n";
      break;
    case Step::Kind::Reduce:
      writeReduce(step);
      break;
    default:
      writeStructural(step);
      break;
    }
  }
  std::vector<size_t> returned = program.returnedSteps();
  std::ostringstream out;
  std::string resultShapes = "(";
  std::string resultNames;
  for (size_t i = 0; i < returned.size(); ++i) {
    int id = program.steps[returned[i]].result;
    resultShapes += (i ? ", " : "") + shapeString(program.values[id]);
    resultNames += (i ? ", " : "") + name(id);
  }
  resultShapes += ")";
  out << "HloModule " << program.name << ", entry_computation_layout={(";
  for (size_t i = 0; i < program.inputs.size(); ++i)
    out << (i ? ", " : "") << shapeString(program.values[program.inputs[i]]);
  out << ")->" << resultShapes << "}\n\n"
      << computations.str() << "ENTRY " << program.name << " {\n"
      << body.str() << "  ROOT results = " << resultShapes << " tuple("
      << resultNames << ")\n}\n";
  return out.str();
}

} // namespace

std::string Program::toHLO() const { return Writer(*this).write(); }
