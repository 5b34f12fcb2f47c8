//===- Scalar.h - XLA's scalar semantics on constants -----------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The rules of ScalarRules.h evaluated on APInt / APFloat: what the folder
// computes, and the reference the differential tests compare generated code
// against.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_SEMANTICS_SCALAR_H
#define SHAPES_SEMANTICS_SCALAR_H

#include "shapes/Semantics/ScalarRules.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"

#include <optional>

namespace mlir::shapes {

/// One element: an integer of some width, or a float of some semantics.
class Scalar {
public:
  explicit Scalar(llvm::APInt value) : integer(std::move(value)) {}
  explicit Scalar(llvm::APFloat value) : floating(std::move(value)) {}

  bool isFloat() const { return floating.has_value(); }
  const llvm::APInt &getInt() const { return *integer; }
  const llvm::APFloat &getFloat() const { return *floating; }

private:
  std::optional<llvm::APInt> integer;
  std::optional<llvm::APFloat> floating;
};

/// `op` on two elements of one type; compare gives an i1.
Scalar evaluateScalarOp(ScalarOp op, const Scalar &lhs, const Scalar &rhs);

/// The rules of the HLO importer's spelled-out bodies (ScalarRules.h):
/// unsigned divide (`isRemainder` false) or remainder of two integers;
/// total-order compare of two floats, an i1; float to an integer of
/// `width` bits, saturating; a shift of an integer by an amount of its
/// type.
Scalar evaluateUnsignedDivRem(bool isRemainder, const Scalar &lhs,
                              const Scalar &rhs);
Scalar evaluateTotalOrderCompare(ComparisonDirection direction,
                                 const Scalar &lhs, const Scalar &rhs);
Scalar evaluateFloatToIntSaturating(const Scalar &x, unsigned width,
                                    bool isUnsigned);
Scalar evaluateShift(ShiftKind kind, const Scalar &x, const Scalar &amount);

/// The identity of `kind` as a reduction's combiner on elements of the
/// type of `like` (ScalarRules.h: -0 for a float sum); none for kinds
/// without one.
std::optional<Scalar> evaluateReductionIdentity(BinaryOpKind kind,
                                                const Scalar &like);

} // namespace mlir::shapes

#endif // SHAPES_SEMANTICS_SCALAR_H
