//===- Program.cpp - the element kinds and MLIR text of a program --------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The element kinds and the MLIR text of a program; Generator.cpp draws
// the programs and their expected results.
//
//===----------------------------------------------------------------------===//

#include "Program.h"

#include "shapes/Semantics/Evaluate.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <numeric>
#include <set>
#include <sstream>

namespace mlir::shapes {
namespace difftest {

bool isFloat(Elem elem) { return elem == Elem::F32 || elem == Elem::F64; }

unsigned bitWidth(Elem elem) {
  switch (elem) {
  case Elem::I1:
    return 1;
  case Elem::I8:
    return 8;
  case Elem::I32:
  case Elem::F32:
    return 32;
  case Elem::I64:
  case Elem::F64:
    return 64;
  }
  return 0;
}

unsigned byteSize(Elem elem) {
  return elem == Elem::I1 ? 1 : bitWidth(elem) / 8;
}

const char *mlirName(Elem elem) {
  switch (elem) {
  case Elem::I1:
    return "i1";
  case Elem::I8:
    return "i8";
  case Elem::I32:
    return "i32";
  case Elem::I64:
    return "i64";
  case Elem::F32:
    return "f32";
  case Elem::F64:
    return "f64";
  }
  return "";
}

static std::string listString(const DimVector &values) {
  std::string out = "[";
  for (size_t i = 0; i < values.size(); ++i)
    out += (i ? ", " : "") + std::to_string(values[i]);
  return out + "]";
}

DimVector Array::typeDims() const {
  DimVector out = dims;
  for (size_t d = 0; d < out.size(); ++d)
    if (isDynamic(d))
      out[d] = kDynamicSize;
  return out;
}

std::string Array::typeString() const {
  std::string out = "tensor<";
  for (size_t d = 0; d < dims.size(); ++d)
    out += (isDynamic(d) ? std::string("?") : std::to_string(dims[d])) + "x";
  out += mlirName(elem);
  if (spellLayout) {
    out +=
        ", #shapes.layout<minor_to_major = " + listString(layout.minorToMajor);
    if (layout.isPadded())
      out += ", padded_dimensions = " + listString(layout.paddedDimensions);
    if (layout.paddingValue)
      out += std::string(", padding_value = ") +
             stringifyPaddingValue(*layout.paddingValue).str();
    out += ">";
  }
  return out + ">";
}

std::string Array::elementString(int64_t i) const {
  if (!isFloat(elem))
    return std::to_string(ints[i]);
  char buffer[64];
  std::snprintf(buffer, sizeof(buffer), "%.17g", floats[i]);
  return buffer;
}

std::vector<size_t> Program::returnedSteps() const {
  if (this->returned)
    return *this->returned;
  std::vector<size_t> returned;
  for (size_t s = returnLast ? steps.size() - 1 : 0; s < steps.size(); ++s)
    returned.push_back(s);
  return returned;
}

std::vector<int> Step::readValues() const {
  if (kind == Kind::Concatenate)
    return operands;
  if (kind == Kind::Binary || kind == Kind::Compare || kind == Kind::Dot)
    return {lhs, rhs};
  return {lhs};
}

int Program::sharedValues() const {
  std::map<int, int> reads;
  for (const Step &step : steps) {
    std::vector<int> read = step.readValues();
    std::set<int> operands(read.begin(), read.end());
    for (int id : operands)
      ++reads[id];
  }
  int shared = 0;
  for (auto [id, count] : reads)
    shared += count > 1 && id >= static_cast<int>(inputs.size());
  return shared;
}

std::string Program::opName(size_t step) const {
  const Step &s = steps[step];
  switch (s.kind) {
  case Step::Kind::Binary:
    return "shapes." + stringifyBinaryOpKind(s.op).str();
  case Step::Kind::Compare:
    return "shapes.compare";
  case Step::Kind::BroadcastInDim:
    return "shapes.broadcast_in_dim";
  case Step::Kind::Relayout:
    return "shapes.relayout";
  case Step::Kind::Transpose:
    return "shapes.transpose";
  case Step::Kind::Dot:
    return "dot";
  case Step::Kind::Reduce:
    return "reduce";
  case Step::Kind::Slice:
  case Step::Kind::Concatenate:
  case Step::Kind::Pad:
  case Step::Kind::Reverse:
  case Step::Kind::Reshape:
    return structuralOpName(s);
  }
  return "";
}

std::string Program::checkingOpName(const Mismatch &mismatch) const {
  const Step &step = steps[mismatch.step];
  if (mismatch.atContraction)
    return contractionOpName(*this, step);
  if (step.kind == Step::Kind::Dot || step.kind == Step::Kind::Reduce)
    return "shapes.relayout";
  return opName(mismatch.step);
}

std::string Program::valueName(int id) const {
  for (size_t i = 0; i < inputs.size(); ++i)
    if (inputs[i] == id)
      return "%a" + std::to_string(i);
  return "%v" + std::to_string(id);
}

std::string Program::toMLIR() const {
  std::ostringstream os;
  auto name = [&](int id) { return valueName(id); };
  os << "func.func @" << this->name << "(";
  for (size_t i = 0; i < inputs.size(); ++i)
    os << (i ? ", " : "") << "%a" << i << ": "
       << values[inputs[i]].typeString();
  for (size_t i = 0; i < sizeArgs.size(); ++i)
    os << (inputs.empty() && i == 0 ? "" : ", ") << "%s" << i << ": index";
  std::vector<size_t> returned = returnedSteps();
  os << ") -> (";
  for (size_t i = 0; i < returned.size(); ++i)
    os << (i ? ", " : "") << values[steps[returned[i]].result].typeString();
  os << ") {\n";
  for (const Step &step : steps) {
    const Array &result = values[step.result];
    if (step.kind == Step::Kind::Dot || step.kind == Step::Kind::Reduce) {
      os << "  " << linalgStepText(*this, step) << "\n";
      continue;
    }
    if (step.isStructural()) {
      os << "  " << structuralStepText(*this, step) << "\n";
      continue;
    }
    os << "  " << name(step.result) << " = ";
    switch (step.kind) {
    case Step::Kind::Binary:
    case Step::Kind::Compare:
      if (step.kind == Step::Kind::Binary)
        os << "shapes." << stringifyBinaryOpKind(step.op).str() << " ";
      else
        os << "shapes.compare "
           << stringifyComparisonDirection(step.direction).str() << ", ";
      os << name(step.lhs) << ", " << name(step.rhs);
      if (step.broadcastDimensions)
        os << " broadcast_dimensions = "
           << listString(*step.broadcastDimensions);
      os << " : (" << values[step.lhs].typeString() << ", "
         << values[step.rhs].typeString() << ") -> " << result.typeString();
      break;
    case Step::Kind::BroadcastInDim:
      os << "shapes.broadcast_in_dim " << name(step.lhs)
         << ", dims = " << listString(step.dims);
      if (!step.sizeArgs.empty()) {
        os << " sizes(";
        for (size_t i = 0; i < step.sizeArgs.size(); ++i)
          os << (i ? ", " : "") << "%s" << step.sizeArgs[i];
        os << ")";
      }
      os << " : (" << values[step.lhs].typeString() << ") -> "
         << result.typeString();
      break;
    case Step::Kind::Relayout:
      os << "shapes.relayout " << name(step.lhs) << " : "
         << values[step.lhs].typeString() << " to " << result.typeString();
      break;
    case Step::Kind::Transpose:
      os << "shapes.transpose " << name(step.lhs)
         << ", permutation = " << listString(step.dims) << " : "
         << values[step.lhs].typeString() << " -> " << result.typeString();
      break;
    default:
      break;
    }
    os << "\n";
  }
  os << "  return ";
  for (size_t i = 0; i < returned.size(); ++i)
    os << (i ? ", " : "") << name(steps[returned[i]].result);
  os << " : ";
  for (size_t i = 0; i < returned.size(); ++i)
    os << (i ? ", " : "") << values[steps[returned[i]].result].typeString();
  os << "\n}\n";
  return os.str();
}

} // namespace difftest
} // namespace mlir::shapes
