//===- ProgramStablehlo.cpp - a generated program as StableHLO ------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// `shapes-difftest --stablehlo` writes each program as StableHLO text and
// compiles what `shapes-translate --import-stablehlo` makes of it, against
// the same reference as the other modes. The instructions are the
// program's XLA form (ProgramXla.h), the ones `--hlo` writes, spelled as
// `stablehlo-opt` prints them: in the pretty form
// (`%v3 = stablehlo.add %a0, %t1 : tensor<2x3xf32>`) or the generic one
// (`%v3 = "stablehlo.add"(%a0, %t1) : (tensor<2x3xf32>, tensor<2x3xf32>) ->
// tensor<2x3xf32>`), a reduce's reducer as `applies stablehlo.add` or as a
// region. Half of the programs broadcast an operand as JAX does, in one
// `broadcast_in_dim` from its size-1 dimensions, rather than the reshape
// and broadcast of HLO, and half of them write no `compare_type`
// (StablehloStyle). StableHLO has no layouts: every value
// must be in the default layout (GeneratorOptions::defaultLayouts), and a copy,
// which then moves nothing and has no StableHLO op, is no instruction: its
// result is its operand's value.
//
//===----------------------------------------------------------------------===//

#include "ProgramXla.h"

#include <cassert>
#include <cmath>
#include <cstdio>
#include <sstream>

using namespace mlir::shapes;
using namespace mlir::shapes::difftest;

namespace {

std::string tensorType(Elem elem, const DimVector &dims) {
  std::string out = "tensor<";
  for (int64_t size : dims)
    out += std::to_string(size) + "x";
  return out + mlirName(elem) + ">";
}

std::string tensorType(const XlaValue &value) {
  assert(value.minorToMajor ==
             layout_util::defaultMinorToMajor(value.dims.size()) &&
         "StableHLO values are in the default layout");
  return tensorType(value.elem, value.dims);
}

/// `[1, 0]`, as the pretty form writes a list of dimensions.
std::string listString(const DimVector &values) {
  std::string out = "[";
  for (size_t i = 0; i < values.size(); ++i)
    out += (i ? ", " : "") + std::to_string(values[i]);
  return out + "]";
}

/// `array<i64: 1, 0>`, as the generic form writes a list of dimensions.
std::string arrayString(const DimVector &values) {
  std::string out = "array<i64";
  for (size_t i = 0; i < values.size(); ++i)
    out += (i ? ", " : ": ") + std::to_string(values[i]);
  return out + ">";
}

/// A `dense<...>` element of `elem`: `true`/`false`, an integer, a finite
/// float in decimal with every digit, a non-finite one as its bits.
std::string denseElement(Elem elem, int64_t intValue, double floatValue) {
  if (elem == Elem::I1)
    return intValue ? "true" : "false";
  if (!isFloat(elem))
    return std::to_string(intValue);
  if (!std::isfinite(floatValue))
    return mlirLiteral(elem, intValue, floatValue);
  char buffer[64];
  std::snprintf(buffer, sizeof(buffer), "%.17e", floatValue);
  return buffer;
}

/// The `compare_type` that `stablehlo-opt` infers for an element type.
const char *compareType(Elem elem) {
  if (isFloat(elem))
    return "FLOAT";
  return elem == Elem::I1 ? "UNSIGNED" : "SIGNED";
}

class StablehloPrinter : public XlaPrinter {
public:
  explicit StablehloPrinter(const StablehloStyle &style)
      : generic(style.generic), sizeOne(style.broadcastSizeOne),
        withCompareType(style.compareType) {}

  /// The ops of the function's body, one per line.
  std::ostringstream body;

  void constant(const XlaValue &result, int64_t intValue,
                double floatValue) override {
    std::string value = "dense<" +
                        denseElement(result.elem, intValue, floatValue) +
                        "> : " + tensorType(result);
    if (generic)
      op(result, "constant", {}, "value = " + value);
    else
      head(result) << "stablehlo.constant " << value << "\n";
  }
  void reshape(const XlaValue &result, const XlaValue &operand) override {
    op(result, "reshape", {operand}, "");
  }
  void broadcast(const XlaValue &result, const XlaValue &operand,
                 const DimVector &dims) override {
    if (generic)
      op(result, "broadcast_in_dim", {operand},
         "broadcast_dimensions = " + arrayString(dims));
    else
      pretty(result, "broadcast_in_dim", {operand},
             ", dims = " + listString(dims));
  }
  void binary(const XlaValue &result, BinaryOpKind kind, const XlaValue &lhs,
              const XlaValue &rhs) override {
    if (generic)
      op(result, xlaOpcode(kind), {lhs, rhs}, "");
    else
      head(result) << "stablehlo." << xlaOpcode(kind) << " %" << lhs.name
                   << ", %" << rhs.name << " : " << tensorType(result) << "\n";
  }
  void compare(const XlaValue &result, ComparisonDirection direction,
               const XlaValue &lhs, const XlaValue &rhs) override;
  std::string copy(const XlaValue &, const XlaValue &operand) override {
    return operand.name;
  }
  void transpose(const XlaValue &result, const XlaValue &operand,
                 const DimVector &permutation) override {
    if (generic)
      op(result, "transpose", {operand},
         "permutation = " + arrayString(permutation));
    else
      pretty(result, "transpose", {operand},
             ", dims = " + listString(permutation));
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
                   int64_t dimension) override {
    if (generic)
      op(result, "concatenate", operands,
         "dimension = " + std::to_string(dimension) + " : i64");
    else
      pretty(result, "concatenate", operands,
             ", dim = " + std::to_string(dimension));
  }
  void pad(const XlaValue &result, const XlaValue &operand,
           const XlaValue &value, const Step &step) override;
  void reverse(const XlaValue &result, const XlaValue &operand,
               const DimVector &dims) override {
    if (generic) {
      op(result, "reverse", {operand}, "dimensions = " + arrayString(dims));
      return;
    }
    head(result) << "stablehlo.reverse %" << operand.name
                 << ", dims = " << listString(dims) << " : "
                 << tensorType(result) << "\n";
  }

private:
  /// `    %name = `, the start of an op's line.
  std::ostringstream &head(const XlaValue &result) {
    body << "    %" << result.name << " = ";
    return body;
  }

  /// `(T, U) -> V`, the function type of an op.
  static std::string opType(const XlaValue &result,
                            const std::vector<XlaValue> &operands) {
    std::string out = "(";
    for (size_t i = 0; i < operands.size(); ++i)
      out += (i ? ", " : "") + tensorType(operands[i]);
    return out + ") -> " + tensorType(result);
  }

  static std::string operandList(const std::vector<XlaValue> &operands) {
    std::string out;
    for (size_t i = 0; i < operands.size(); ++i)
      out += (i ? ", %" : "%") + operands[i].name;
    return out;
  }

  /// An op in the generic form, with `properties` (none when empty).
  void op(const XlaValue &result, const std::string &name,
          const std::vector<XlaValue> &operands,
          const std::string &properties) {
    if (!generic) {
      pretty(result, name, operands, "");
      return;
    }
    head(result) << "\"stablehlo." << name << "\"(" << operandList(operands)
                 << ")";
    if (!properties.empty())
      body << " <{" << properties << "}>";
    body << " : " << opType(result, operands) << "\n";
  }

  /// An op in the pretty form: its operands, `attributes` (`, dims = [0]`)
  /// and its function type.
  void pretty(const XlaValue &result, const std::string &name,
              const std::vector<XlaValue> &operands,
              const std::string &attributes) {
    head(result) << "stablehlo." << name << " " << operandList(operands)
                 << attributes << " : " << opType(result, operands) << "\n";
  }

  bool broadcastsSizeOne() const override { return sizeOne; }

  bool generic;
  bool sizeOne;
  bool withCompareType;
};

void StablehloPrinter::compare(const XlaValue &result,
                               ComparisonDirection direction,
                               const XlaValue &lhs, const XlaValue &rhs) {
  if (generic) {
    std::string properties =
        std::string("comparison_direction = #stablehlo<comparison_direction ") +
        xlaDirection(direction) + ">";
    if (withCompareType)
      properties +=
          std::string(", compare_type = #stablehlo<comparison_type ") +
          compareType(lhs.elem) + ">";
    op(result, "compare", {lhs, rhs}, properties);
    return;
  }
  head(result) << "stablehlo.compare  " << xlaDirection(direction) << ", %"
               << lhs.name << ", %" << rhs.name;
  if (withCompareType)
    body << ",  " << compareType(lhs.elem);
  body << " : " << opType(result, {lhs, rhs}) << "\n";
}

void StablehloPrinter::dot(const XlaValue &result, const XlaValue &lhs,
                           const XlaValue &rhs, const Step &step) {
  if (generic) {
    std::string numbers;
    if (!step.lhsBatch.empty())
      numbers = "lhs_batching_dimensions = " + listString(step.lhsBatch) +
                ", rhs_batching_dimensions = " + listString(step.rhsBatch) +
                ", ";
    numbers +=
        "lhs_contracting_dimensions = " + listString(step.lhsContracting) +
        ", rhs_contracting_dimensions = " + listString(step.rhsContracting);
    op(result, "dot_general", {lhs, rhs},
       "dot_dimension_numbers = #stablehlo.dot<" + numbers + ">");
    return;
  }
  std::string attributes;
  if (!step.lhsBatch.empty())
    attributes = ", batching_dims = " + listString(step.lhsBatch) + " x " +
                 listString(step.rhsBatch);
  attributes += ", contracting_dims = " + listString(step.lhsContracting) +
                " x " + listString(step.rhsContracting);
  pretty(result, "dot_general", {lhs, rhs}, attributes);
}

void StablehloPrinter::reduce(const XlaValue &result, const XlaValue &operand,
                              const XlaValue &init, BinaryOpKind combiner,
                              const DimVector &dims) {
  std::string type = opType(result, {operand, init});
  if (!generic) {
    head(result) << "stablehlo.reduce(%" << operand.name << " init: %"
                 << init.name << ") applies stablehlo." << xlaOpcode(combiner)
                 << " across dimensions = " << listString(dims) << " : " << type
                 << "\n";
    return;
  }
  std::string scalar = tensorType(init);
  head(result) << "\"stablehlo.reduce\"(%" << operand.name << ", %" << init.name
               << ") <{dimensions = " << arrayString(dims)
               << "}> ({\n    ^bb0(%x: " << scalar << ", %y: " << scalar
               << "):\n      %r = \"stablehlo." << xlaOpcode(combiner)
               << "\"(%x, %y) : (" << scalar << ", " << scalar << ") -> "
               << scalar << "\n      \"stablehlo.return\"(%r) : (" << scalar
               << ") -> ()\n    }) : " << type << "\n";
}

void StablehloPrinter::slice(const XlaValue &result, const XlaValue &operand,
                             const Step &step) {
  if (generic) {
    op(result, "slice", {operand},
       "limit_indices = " + arrayString(step.limits) +
           ", start_indices = " + arrayString(step.starts) +
           ", strides = " + arrayString(step.strides));
    return;
  }
  // `[start:limit]`, or `[start:limit:stride]` when the stride is not 1.
  std::string ranges = " [";
  for (size_t d = 0; d < step.starts.size(); ++d) {
    ranges += (d ? ", " : "") + std::to_string(step.starts[d]) + ":" +
              std::to_string(step.limits[d]);
    if (step.strides[d] != 1)
      ranges += ":" + std::to_string(step.strides[d]);
  }
  pretty(result, "slice", {operand}, ranges + "]");
}

void StablehloPrinter::pad(const XlaValue &result, const XlaValue &operand,
                           const XlaValue &value, const Step &step) {
  if (generic)
    op(result, "pad", {operand, value},
       "edge_padding_high = " + arrayString(step.limits) +
           ", edge_padding_low = " + arrayString(step.starts) +
           ", interior_padding = " + arrayString(step.strides));
  else
    pretty(result, "pad", {operand, value},
           ", low = " + listString(step.starts) +
               ", high = " + listString(step.limits) +
               ", interior = " + listString(step.strides));
}

} // namespace

std::string Program::toStablehlo(const StablehloStyle &style) const {
  bool generic = style.generic;
  StablehloPrinter printer(style);
  XlaSignature signature = printXlaInstructions(*this, printer);
  std::string inputTypes, resultTypes, resultNames;
  for (size_t i = 0; i < signature.parameters.size(); ++i)
    inputTypes += (i ? ", " : "") + tensorType(signature.parameters[i]);
  for (size_t i = 0; i < signature.results.size(); ++i) {
    resultTypes += (i ? ", " : "") + tensorType(signature.results[i]);
    resultNames += (i ? ", %" : "%") + signature.results[i].name;
  }
  // One result is written without parentheses, as MLIR prints it.
  std::string results =
      signature.results.size() == 1 ? resultTypes : "(" + resultTypes + ")";
  std::ostringstream out;
  if (generic) {
    out << "\"builtin.module\"() <{sym_name = \"" << name << "\"}> ({\n"
        << "  \"func.func\"() <{function_type = (" << inputTypes << ") -> "
        << results << ", sym_name = \"" << name
        << "\", sym_visibility = \"public\"}> ({\n  ^bb0(";
    for (size_t i = 0; i < signature.parameters.size(); ++i)
      out << (i ? ", %" : "%") << signature.parameters[i].name << ": "
          << tensorType(signature.parameters[i]);
    out << "):\n"
        << printer.body.str() << "    \"func.return\"(" << resultNames
        << ") : (" << resultTypes
        << ") -> ()\n  }) : () -> ()\n}) : () -> ()\n";
    return out.str();
  }
  out << "module @" << name << " {\n  func.func public @" << name << "(";
  for (size_t i = 0; i < signature.parameters.size(); ++i)
    out << (i ? ", %" : "%") << signature.parameters[i].name << ": "
        << tensorType(signature.parameters[i]);
  out << ") -> " << results << " {\n"
      << printer.body.str() << "    return " << resultNames << " : "
      << resultTypes << "\n  }\n}\n";
  return out.str();
}
