//===- ProgramHLO.cpp - a generated program as an HLO module --------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// `shapes-difftest --hlo` writes each program as HLO text and compiles what
// `shapes-translate --import-hlo` makes of it, so that the importer is
// checked against the same reference evaluation as the dialect. The
// instructions are the program's XLA form (ProgramXla.h); this file spells
// them as HLO text, every shape with its layout. Relayouts are `copy`.
// Padded layouts have no HLO spelling, so `--hlo` draws none. The reducer
// of a `reduce` is a computation of its own, written once per combiner and
// element type.
//
//===----------------------------------------------------------------------===//

#include "ProgramXla.h"

#include "shapes/Semantics/XlaShape.h"

#include <cmath>
#include <cstdio>
#include <set>
#include <sstream>

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

std::string shapeString(const XlaValue &value) {
  return xla::printShape(xla::Shape::array(primitiveType(value.elem),
                                           value.dims, value.minorToMajor));
}

/// `{1,0}`: a list of dimensions as HLO attributes spell it.
std::string dimsString(const DimVector &dims) {
  std::string out = "{";
  for (size_t i = 0; i < dims.size(); ++i)
    out += (i ? "," : "") + std::to_string(dims[i]);
  return out + "}";
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

class HloPrinter : public XlaPrinter {
public:
  /// The instructions of the ENTRY computation, after its parameters.
  std::ostringstream body;
  /// The reducer computations, before ENTRY.
  std::ostringstream computations;

  void constant(const XlaValue &result, int64_t intValue,
                double floatValue) override {
    head(result) << "constant(" << literal(result.elem, intValue, floatValue)
                 << ")\n";
  }
  void reshape(const XlaValue &result, const XlaValue &operand) override {
    head(result) << "reshape(" << operand.name << ")\n";
  }
  void broadcast(const XlaValue &result, const XlaValue &operand,
                 const DimVector &dims) override {
    head(result) << "broadcast(" << operand.name
                 << "), dimensions=" << dimsString(dims) << "\n";
  }
  void binary(const XlaValue &result, BinaryOpKind kind, const XlaValue &lhs,
              const XlaValue &rhs) override {
    head(result) << xlaOpcode(kind) << "(" << lhs.name << ", " << rhs.name
                 << ")\n";
  }
  void compare(const XlaValue &result, ComparisonDirection direction,
               const XlaValue &lhs, const XlaValue &rhs) override {
    head(result) << "compare(" << lhs.name << ", " << rhs.name
                 << "), direction=" << xlaDirection(direction) << "\n";
  }
  std::string copy(const XlaValue &result, const XlaValue &operand) override {
    head(result) << "copy(" << operand.name << ")\n";
    return result.name;
  }
  void transpose(const XlaValue &result, const XlaValue &operand,
                 const DimVector &permutation) override {
    head(result) << "transpose(" << operand.name
                 << "), dimensions=" << dimsString(permutation) << "\n";
  }
  void dot(const XlaValue &result, const XlaValue &lhs, const XlaValue &rhs,
           const Step &step) override;
  void reduce(const XlaValue &result, const XlaValue &operand,
              const XlaValue &init, BinaryOpKind combiner,
              const DimVector &dims) override;
  void slice(const XlaValue &result, const XlaValue &operand,
             const Step &step) override;
  void concatenate(const XlaValue &result,
                   const std::vector<XlaValue> &operands,
                   int64_t dimension) override;
  void pad(const XlaValue &result, const XlaValue &operand,
           const XlaValue &value, const Step &step) override;
  void reverse(const XlaValue &result, const XlaValue &operand,
               const DimVector &dims) override {
    head(result) << "reverse(" << operand.name
                 << "), dimensions=" << dimsString(dims) << "\n";
  }

private:
  /// `  name = shape `, the start of an instruction's line.
  std::ostringstream &head(const XlaValue &result) {
    body << "  " << result.name << " = " << shapeString(result) << " ";
    return body;
  }

  /// The names of the reducer computations written.
  std::set<std::string> reducers;
};

void HloPrinter::dot(const XlaValue &result, const XlaValue &lhs,
                     const XlaValue &rhs, const Step &step) {
  head(result) << "dot(" << lhs.name << ", " << rhs.name << ")";
  if (!step.lhsBatch.empty())
    body << ", lhs_batch_dims=" << dimsString(step.lhsBatch);
  body << ", lhs_contracting_dims=" << dimsString(step.lhsContracting);
  if (!step.rhsBatch.empty())
    body << ", rhs_batch_dims=" << dimsString(step.rhsBatch);
  body << ", rhs_contracting_dims=" << dimsString(step.rhsContracting) << "\n";
}

void HloPrinter::reduce(const XlaValue &result, const XlaValue &operand,
                        const XlaValue &init, BinaryOpKind combiner,
                        const DimVector &dims) {
  std::string scalar = shapeString({"", result.elem, {}, {}});
  std::string reducer = std::string("reduce_") + xlaOpcode(combiner) + "_" +
                        mlirName(result.elem);
  if (reducers.insert(reducer).second)
    computations << reducer << " {\n  x = " << scalar
                 << " parameter(0)\n  y = " << scalar
                 << " parameter(1)\n  ROOT r = " << scalar << " "
                 << xlaOpcode(combiner) << "(x, y)\n}\n\n";
  head(result) << "reduce(" << operand.name << ", " << init.name
               << "), dimensions=" << dimsString(dims)
               << ", to_apply=" << reducer << "\n";
}

void HloPrinter::slice(const XlaValue &result, const XlaValue &operand,
                       const Step &step) {
  head(result) << "slice(" << operand.name << "), slice={";
  for (size_t d = 0; d < step.starts.size(); ++d)
    body << (d ? ", " : "") << "[" << step.starts[d] << ":" << step.limits[d]
         << ":" << step.strides[d] << "]";
  body << "}\n";
}

void HloPrinter::concatenate(const XlaValue &result,
                             const std::vector<XlaValue> &operands,
                             int64_t dimension) {
  head(result) << "concatenate(";
  for (size_t i = 0; i < operands.size(); ++i)
    body << (i ? ", " : "") << operands[i].name;
  body << "), dimensions=" << dimsString({dimension}) << "\n";
}

void HloPrinter::pad(const XlaValue &result, const XlaValue &operand,
                     const XlaValue &value, const Step &step) {
  head(result) << "pad(" << operand.name << ", " << value.name << "), padding=";
  for (size_t d = 0; d < step.starts.size(); ++d)
    body << (d ? "x" : "") << step.starts[d] << "_" << step.limits[d] << "_"
         << step.strides[d];
  body << "\n";
}

} // namespace

std::string Program::toHLO() const {
  HloPrinter printer;
  XlaSignature signature = printXlaInstructions(*this, printer);
  std::string resultShapes = "(";
  std::string resultNames;
  for (size_t i = 0; i < signature.results.size(); ++i) {
    resultShapes += (i ? ", " : "") + shapeString(signature.results[i]);
    resultNames += (i ? ", " : "") + signature.results[i].name;
  }
  resultShapes += ")";
  std::ostringstream out;
  out << "HloModule " << name << ", entry_computation_layout={(";
  for (size_t i = 0; i < signature.parameters.size(); ++i)
    out << (i ? ", " : "") << shapeString(signature.parameters[i]);
  out << ")->" << resultShapes << "}\n\n"
      << printer.computations.str() << "ENTRY " << name << " {\n";
  for (size_t i = 0; i < signature.parameters.size(); ++i)
    out << "  " << signature.parameters[i].name << " = "
        << shapeString(signature.parameters[i]) << " parameter(" << i << ")\n";
  out << printer.body.str() << "  ROOT results = " << resultShapes << " tuple("
      << resultNames << ")\n}\n";
  return out.str();
}
