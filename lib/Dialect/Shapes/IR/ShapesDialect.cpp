//===- ShapesDialect.cpp - shapes dialect ---------------------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Registers the attributes and operations of the shapes dialect and
// materializes folded constants as `arith.constant`.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/IR/ShapesDialect.h"
#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"
#include "shapes/Dialect/Shapes/IR/ShapesOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::shapes;

#include "shapes/Dialect/Shapes/IR/ShapesDialect.cpp.inc"

void ShapesDialect::initialize() {
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "shapes/Dialect/Shapes/IR/ShapesOps.cpp.inc"
      >();
}

Operation *ShapesDialect::materializeConstant(OpBuilder &builder,
                                              Attribute value, Type type,
                                              Location loc) {
  return arith::ConstantOp::materialize(builder, value, type, loc);
}
