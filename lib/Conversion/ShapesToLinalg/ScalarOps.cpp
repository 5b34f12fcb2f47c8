//===- ScalarOps.cpp - XLA scalar semantics as arith ops ------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Implements include/shapes/Conversion/ShapesToLinalg/ScalarOps.h.
//
//===----------------------------------------------------------------------===//

#include "shapes/Conversion/ShapesToLinalg/ScalarOps.h"
#include "shapes/Conversion/ShapesToLinalg/ArithAlgebra.h"

using namespace mlir;
using namespace mlir::shapes;

Value mlir::shapes::buildScalarOp(OpBuilder &b, Location loc,
                                  shapes::ScalarOp op, Value lhs, Value rhs) {
  ArithAlgebra algebra{b, loc};
  return shapes::applyScalarOp(algebra, op, lhs, rhs);
}
