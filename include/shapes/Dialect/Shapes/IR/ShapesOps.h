//===- ShapesOps.h - shapes operations --------------------------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Declares the operations of the shapes dialect.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_IR_SHAPESOPS_H
#define SHAPES_DIALECT_SHAPES_IR_SHAPESOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"
#include "shapes/Dialect/Shapes/IR/ShapesDialect.h"
#include "shapes/Dialect/Shapes/IR/ShapesEnums.h"

namespace mlir {
namespace shapes {

/// The element types a binary op accepts.
enum class ElementKind {
  /// Signless integers wider than 1 bit, f16, bf16, f32, f64.
  Arithmetic,
  /// Signless integers, i1 included.
  Logical,
  /// Signless integers (i1 included), f16, bf16, f32, f64.
  Comparable,
};

/// True when `type` is an element type of `kind`.
bool isElementTypeOf(ElementKind kind, Type type);

namespace detail {
/// Verifies the operands, `broadcast_dimensions` and result layout of a
/// binary op with XLA broadcasting; emits a precise diagnostic on failure.
LogicalResult verifyBroadcastOperands(Operation *op, ElementKind kind);
} // namespace detail

} // namespace shapes

namespace OpTrait {
namespace shapes {
/// Runs `ConcreteType::verifyBeforeInference` before the result type
/// inference is verified, so that an invalid op gets one precise diagnostic
/// rather than a generic "failed to infer returned types".
template <typename ConcreteType>
class VerifyBeforeInference
    : public TraitBase<ConcreteType, VerifyBeforeInference> {
public:
  static LogicalResult verifyTrait(Operation *op) {
    return ConcreteType::verifyBeforeInference(op);
  }
};
} // namespace shapes
} // namespace OpTrait
} // namespace mlir

#define GET_OP_CLASSES
#include "shapes/Dialect/Shapes/IR/ShapesOps.h.inc"

#endif // SHAPES_DIALECT_SHAPES_IR_SHAPESOPS_H
