//===- ShapesBase.td - shapes dialect definition -----------*- tablegen -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The `shapes` dialect and the base classes of its attributes and ops.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_IR_SHAPESBASE_TD
#define SHAPES_DIALECT_SHAPES_IR_SHAPESBASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def Shapes_Dialect : Dialect {
  let name = "shapes";
  let cppNamespace = "::mlir::shapes";
  let summary = "XLA shapes, layouts and broadcasting";
  let description = [{
    The `shapes` dialect gives MLIR the array semantics of XLA:

    * `#shapes.layout`, XLA's `Layout` (minor-to-major dimension order,
      padded dimensions and a padding value), attached to builtin tensor
      types as an encoding and to memref types as a layout;
    * `shapes.broadcast_in_dim` and the binary elementwise operations with
      XLA broadcasting (explicit `broadcast_dimensions`, degenerate size-1
      dimensions, and both at once);
    * `shapes.relayout`, which changes the physical layout of a value, and
      the index operations `shapes.linearize_index` /
      `shapes.delinearize_index` (XLA's `IndexUtil` as IR).

    Ops work on ranked, statically shaped tensors whose operands and results
    may each carry any layout:

    ```mlir
    %r = shapes.add %m, %v broadcast_dimensions = [1]
        : (tensor<2x3xf32>, tensor<3xf32, #shapes.layout<minor_to_major = [0]>>)
        -> tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
    ```

    The passes `-shapes-lower-to-linalg`, `-shapes-bufferize`,
    `-shapes-lower-layouts` and the pipeline `-shapes-to-llvm` lower all of
    it to native code.
  }];
  let useDefaultAttributePrinterParser = 1;
  let hasConstantMaterializer = 1;
  // Folded constants are arith.constant; equivalent relayouts fold to
  // tensor.cast.
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::tensor::TensorDialect"];
  let extraClassDeclaration = [{
    /// Registers the attributes (in ShapesAttrs.cpp, where their storage
    /// classes are complete).
    void registerAttributes();
  }];
}

class Shapes_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Shapes_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

class Shapes_Op<string mnemonic, list<Trait> traits = []>
    : Op<Shapes_Dialect, mnemonic, traits>;

#endif // SHAPES_DIALECT_SHAPES_IR_SHAPESBASE_TD
