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

    Two discardable attributes pass information from one pass to
    another. `shapes.padding_written` (a unit attribute, on a function
    argument or a `memref.alloc`/`memref.alloca` whose type is a memref in
    a `#shapes.layout` with padding elements, or with `?` sizes bounded by
    its padded sizes, and a padding value other than `unknown`) says that the padding of that buffer is written
    by a loop nest of `-shapes-vectorize`, so `-shapes-lower-layouts` does
    not fill it again. The verifier rejects it on anything else.

    ```mlir
    func.func @f(%out: memref<4095x4095xf32, #shapes.layout<
        minor_to_major = [0, 1], padded_dimensions = [4096, 4096]>>
        {shapes.padding_written})
    ```

    `shapes.memref_type` (a type attribute, a memref type, on a memref
    argument of that type, or on the `!llvm.ptr` to a memref descriptor
    that a C-interface wrapper takes in its place) records the type of an
    argument of a function with a C interface: `-shapes-emit-c-interface`
    sets it, `-convert-func-to-llvm` copies it to the wrapper, and
    `-shapes-c-interface-offsets`, which needs the element type and the
    static offset to rebase the descriptor there, removes it. The verifier
    rejects it on anything else.

    ```mlir
    func.func @g(%a: memref<3x6xf32> {shapes.memref_type = memref<3x6xf32>})
        attributes {llvm.emit_c_interface}
    ```
  }];
  let useDefaultAttributePrinterParser = 1;
  let hasConstantMaterializer = 1;
  // Folded constants are arith.constant; equivalent relayouts fold to
  // tensor.cast.
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::tensor::TensorDialect"];
  // `shapes.padding_written` and `shapes.memref_type`, below.
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
  let extraClassDeclaration = [{
    /// Registers the attributes (in ShapesAttrs.cpp, where their storage
    /// classes are complete).
    void registerAttributes();

    /// `shapes.padding_written`, a unit attribute that -shapes-vectorize
    /// sets on a function argument or on a `memref.alloc`/`memref.alloca`
    /// with padding to write (hasPaddingToWrite) when a loop nest it emits
    /// writes the buffer's padding in its sweep over the buffer:
    /// -shapes-lower-layouts then does not fill that padding again (and
    /// drops the attribute).
    static constexpr ::llvm::StringLiteral kPaddingWrittenAttrName =
        "shapes.padding_written";

    /// `shapes.memref_type`, the type of a memref argument of a function
    /// with a C interface, which -shapes-emit-c-interface records on the
    /// argument for -shapes-c-interface-offsets: after -convert-func-to-llvm,
    /// the wrapper's pointer to the argument's descriptor carries it, and
    /// the pass rebases the descriptor by its element type and static
    /// offset (and drops the attribute).
    static constexpr ::llvm::StringLiteral kMemRefTypeAttrName =
        "shapes.memref_type";

    /// The statically shaped types that the op verifiers found addressable
    /// (checkAddressable in ShapesOps.cpp), per thread. A type is uniqued
    /// and immutable: once it passes, it passes for good, and the verifiers
    /// skip the check for it.
    ::mlir::ThreadLocalCache<::llvm::DenseSet<::mlir::Type>> addressableTypes;
  }];
}

class Shapes_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Shapes_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

class Shapes_Op<string mnemonic, list<Trait> traits = []>
    : Op<Shapes_Dialect, mnemonic, traits>;

#endif // SHAPES_DIALECT_SHAPES_IR_SHAPESBASE_TD
