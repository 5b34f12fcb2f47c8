//===- ScalarOps.h - XLA scalar semantics as arith ops ----------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Builds the scalar body of a shapes binary op or compare with `arith` ops,
// with XLA's semantics: integer division and remainder never trap
// (x / 0 = -1, x % 0 = x, INT_MIN / -1 = INT_MIN, INT_MIN % -1 = 0), float
// max/min propagate NaN, compare follows IEEE (ordered predicates, `ne`
// unordered) and treats i1 as unsigned.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_CONVERSION_SHAPESTOLINALG_SCALAROPS_H
#define SHAPES_CONVERSION_SHAPESTOLINALG_SCALAROPS_H

#include "mlir/IR/Builders.h"
#include "shapes/Semantics/ScalarRules.h"

namespace mlir {
namespace shapes {

/// Builds `op`'s computation on the scalars `lhs` and `rhs` as arith ops:
/// the scalar rules of the semantics library (ScalarRules.h).
Value buildScalarOp(OpBuilder &builder, Location loc, shapes::ScalarOp op,
                    Value lhs, Value rhs);

} // namespace shapes
} // namespace mlir

#endif // SHAPES_CONVERSION_SHAPESTOLINALG_SCALAROPS_H
