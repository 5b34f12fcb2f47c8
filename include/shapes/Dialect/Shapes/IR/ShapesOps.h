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
#include "shapes/Semantics/Broadcast.h"
#include "shapes/Semantics/ScalarRules.h"

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

class BroadcastingOpInterface;

/// Speculatable when every operand and result shape is static: an op with a
/// dynamic size may stop the program in a run-time shape check.
Speculation::Speculatability speculatableIfStatic(Operation *op);

namespace detail {
/// Verifies the operands, `broadcast_dimensions` and result layout of a
/// binary op with XLA broadcasting; emits a precise diagnostic on failure.
LogicalResult verifyBroadcastOperands(Operation *op, ElementKind kind);

/// The result type of a broadcasting op (`opName`) on `lhs` and `rhs`:
/// XLA's broadcast shape, the operands' element type (i1 for a compare),
/// the default layout. Emits a diagnostic at `loc` on failure.
LogicalResult
inferBroadcastResult(MLIRContext *context, std::optional<Location> loc,
                     StringRef opName, ElementKind kind, Value lhs, Value rhs,
                     std::optional<ArrayRef<int64_t>> broadcastDimensions,
                     bool isCompare, SmallVectorImpl<Type> &inferred);

/// Whether two type lists agree but for the layouts of their tensors.
bool compatibleIgnoringLayout(TypeRange lhs, TypeRange rhs);

/// How the result of a broadcasting op reads its operands.
FailureOr<shapes::BroadcastResult> getBroadcast(Operation *op);

/// The fold of every broadcasting op: constant operands evaluate with the
/// semantics library's scalar rules (splats always, dense constants up to a
/// size limit); otherwise redundant broadcast_dimensions are dropped.
OpFoldResult foldBroadcasting(BroadcastingOpInterface op, Attribute lhs,
                              Attribute rhs);
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

#include "shapes/Dialect/Shapes/IR/ShapesInterfaces.h.inc"

#define GET_OP_CLASSES
#include "shapes/Dialect/Shapes/IR/ShapesOps.h.inc"

#endif // SHAPES_DIALECT_SHAPES_IR_SHAPESOPS_H
