//===- ShapesInterfaces.td - shapes op interfaces ----------*- tablegen -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The interface of the elementwise ops with XLA broadcasting: what the
// verifier, the folder, the lowering and the reference evaluator need to
// know of each, so that each loops over the interface and adding an op is
// one ODS entry plus one scalar rule (shapes/Semantics/ScalarRules.h).
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_IR_SHAPESINTERFACES_TD
#define SHAPES_DIALECT_SHAPES_IR_SHAPESINTERFACES_TD

include "mlir/IR/OpBase.td"

def Shapes_BroadcastingOpInterface
    : OpInterface<"BroadcastingOpInterface"> {
  let cppNamespace = "::mlir::shapes";
  let description = [{
    An op that applies one scalar operation to each pair of elements of its
    two operands, broadcast with XLA's rules (`broadcast_dimensions`, then
    degenerate size-1 dimensions): the binary ops and `shapes.compare`.
  }];
  let methods = [
    InterfaceMethod<"The scalar operation, as the semantics library names it",
      "::mlir::shapes::ScalarOp", "getScalarOp">,
    InterfaceMethod<"The element types the operands may have",
      "::mlir::shapes::ElementKind", "getElementKind", (ins), [{}], [{
        return ConcreteOp::kElementKind;
      }]>,
    InterfaceMethod<"How the result's multi-index reads each operand "
      "(XLA's broadcast of the two operand shapes); failure if the "
      "operands do not broadcast",
      "::mlir::FailureOr<::mlir::shapes::BroadcastResult>", "getBroadcast",
      (ins), [{}], [{
        return ::mlir::shapes::detail::getBroadcast($_op);
      }]>,
  ];
}

#endif // SHAPES_DIALECT_SHAPES_IR_SHAPESINTERFACES_TD
