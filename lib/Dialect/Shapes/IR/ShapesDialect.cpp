//===- ShapesDialect.cpp - shapes dialect ---------------------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Registers the attributes, operations and inliner interface of the shapes
// dialect and materializes folded constants as `arith.constant`.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/IR/ShapesDialect.h"
#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"
#include "shapes/Dialect/Shapes/IR/ShapesOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Transforms/InliningUtils.h"

using namespace mlir;
using namespace mlir::shapes;

#include "shapes/Dialect/Shapes/IR/ShapesDialect.cpp.inc"

namespace {
/// Every shapes op is pure and has no regions: always legal to inline.
struct ShapesInlinerInterface : DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;

  bool isLegalToInline(Operation *, Region *, bool, IRMapping &) const final {
    return true;
  }
  bool isLegalToInline(Region *, Region *, bool, IRMapping &) const final {
    return true;
  }
};
} // namespace

void ShapesDialect::initialize() {
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "shapes/Dialect/Shapes/IR/ShapesOps.cpp.inc"
      >();
  addInterfaces<ShapesInlinerInterface>();
}

Operation *ShapesDialect::materializeConstant(OpBuilder &builder,
                                              Attribute value, Type type,
                                              Location loc) {
  return arith::ConstantOp::materialize(builder, value, type, loc);
}
