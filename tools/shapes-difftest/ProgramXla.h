//===- ProgramXla.h - a generated program as XLA instructions ---*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The XLA form of a generated program, which `--hlo` writes as an HLO module
// (ProgramHLO.cpp) and `--stablehlo` as StableHLO text
// (ProgramStablehlo.cpp): the same instructions, op for op, spelled by each
// format's printer. XLA has no implicit broadcasting: a broadcasting operand
// of a binary op or compare becomes a `reshape` that drops its degenerate
// (size-1) dimensions, then a `broadcast`. A broadcast_in_dim step is that
// reshape and broadcast, then a `copy`; a relayout step is a `copy`.
// Transposes are `transpose`, dot steps `dot` with their batch and
// contracting dimensions, reduce steps `reduce` of a scalar `constant` init
// with a reducer of one binary op. Slices, concatenates, pads (of a scalar
// `constant` padding value), reverses and reshapes are the opcodes of those
// names. A format whose broadcast maps size-1 dimensions to any size may
// broadcast an operand in one instruction instead (XlaPrinter::
// broadcastsSizeOne).
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_TOOLS_DIFFTEST_PROGRAMXLA_H
#define SHAPES_TOOLS_DIFFTEST_PROGRAMXLA_H

#include "Program.h"

#include <string>
#include <vector>

namespace mlir::shapes {
namespace difftest {

/// A value of the XLA form: its name in the text (`a<i>` for input i,
/// `v<id>` for a step's value, `t<n>` for a temporary; without a sigil)
/// and its type. Temporaries are in the default layout.
struct XlaValue {
  std::string name;
  Elem elem = Elem::F32;
  DimVector dims;
  DimVector minorToMajor;
};

/// The opcode of a binary op, as HLO spells it and StableHLO after
/// `stablehlo.`: "add", "subtract", "multiply", ...
const char *xlaOpcode(BinaryOpKind kind);
/// A comparison direction as both formats spell it: "EQ", "LT", ...
const char *xlaDirection(ComparisonDirection direction);

/// Spells the instructions of a program's XLA form: one call per
/// instruction, in order, each naming its result and operands.
class XlaPrinter {
public:
  virtual ~XlaPrinter() = default;

  /// A scalar constant: `intValue` for integers and i1, `floatValue` for
  /// floats.
  virtual void constant(const XlaValue &result, int64_t intValue,
                        double floatValue) = 0;
  /// A reshape (also of a step).
  virtual void reshape(const XlaValue &result, const XlaValue &operand) = 0;
  /// A broadcast of the operand's dimension k to `dims[k]`: sizes equal,
  /// or the operand's 1 when `broadcastsSizeOne`.
  virtual void broadcast(const XlaValue &result, const XlaValue &operand,
                         const DimVector &dims) = 0;
  /// Whether a broadcasting operand is one broadcast from its size-1
  /// dimensions (StableHLO's `broadcast_in_dim` takes them), rather than a
  /// reshape that drops them and a broadcast.
  virtual bool broadcastsSizeOne() const { return false; }
  virtual void binary(const XlaValue &result, BinaryOpKind kind,
                      const XlaValue &lhs, const XlaValue &rhs) = 0;
  virtual void compare(const XlaValue &result, ComparisonDirection direction,
                       const XlaValue &lhs, const XlaValue &rhs) = 0;
  /// A copy into the result's layout. Returns the name the result goes by
  /// from now on: `result.name`, or the operand's when the format writes no
  /// instruction for it.
  virtual std::string copy(const XlaValue &result, const XlaValue &operand) = 0;
  virtual void transpose(const XlaValue &result, const XlaValue &operand,
                         const DimVector &permutation) = 0;
  /// A dot with the batch and contracting dimensions of `step`.
  virtual void dot(const XlaValue &result, const XlaValue &lhs,
                   const XlaValue &rhs, const Step &step) = 0;
  /// A reduce over `dims` from `init`, whose reducer is `combiner` of its
  /// two scalar parameters.
  virtual void reduce(const XlaValue &result, const XlaValue &operand,
                      const XlaValue &init, BinaryOpKind combiner,
                      const DimVector &dims) = 0;
  /// A slice by the starts, limits and strides of `step`.
  virtual void slice(const XlaValue &result, const XlaValue &operand,
                     const Step &step) = 0;
  virtual void concatenate(const XlaValue &result,
                           const std::vector<XlaValue> &operands,
                           int64_t dimension) = 0;
  /// A pad by the low (`step.starts`), high (`step.limits`) and interior
  /// (`step.strides`) padding of `step`.
  virtual void pad(const XlaValue &result, const XlaValue &operand,
                   const XlaValue &value, const Step &step) = 0;
  virtual void reverse(const XlaValue &result, const XlaValue &operand,
                       const DimVector &dims) = 0;
};

/// The signature of a program's XLA form.
struct XlaSignature {
  std::vector<XlaValue> parameters;
  std::vector<XlaValue> results;
};

/// Spells the steps of `program` through `printer`, in order; the
/// parameters are the program's inputs, the results the values of its
/// returned steps.
XlaSignature printXlaInstructions(const Program &program, XlaPrinter &printer);

} // namespace difftest
} // namespace mlir::shapes

#endif // SHAPES_TOOLS_DIFFTEST_PROGRAMXLA_H
