//===- ShapesAttrDefs.td - #shapes.layout ------------------*- tablegen -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// XLA's `Layout` as an attribute usable as a tensor encoding and as a memref
// layout.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_IR_SHAPESATTRDEFS_TD
#define SHAPES_DIALECT_SHAPES_IR_SHAPESATTRDEFS_TD

include "shapes/Dialect/Shapes/IR/ShapesBase.td"
include "shapes/Dialect/Shapes/IR/ShapesEnums.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/TensorEncoding.td"

// A bracketed list of integers: `[1, 0]`, `[]`.
def Shapes_DimListParameter : ArrayRefParameter<"int64_t", "list of integers"> {
  let parser = "::mlir::shapes::parseDimList($_parser)";
  let printer = "::mlir::shapes::printDimList($_printer, $_self)";
}

// Same, but may be absent (absent and empty are the same: unpadded).
def Shapes_OptionalDimListParameter
    : OptionalArrayRefParameter<"int64_t", "list of padded widths"> {
  let parser = "::mlir::shapes::parseDimList($_parser)";
  let printer = "::mlir::shapes::printDimList($_printer, $_self)";
}

// One of the keywords zero, one, lowest, highest, unknown: the semantics
// library's PaddingValue enum (shapes/Semantics/Enums.td), parsed by its
// generated FieldParser.
def Shapes_PaddingValueParameter
    : OptionalParameter<"std::optional<::mlir::shapes::PaddingValue>",
                        "what the padding holds"> {
  let parser = "::mlir::FieldParser<::mlir::shapes::PaddingValue>::parse($_parser)";
  let printer = "$_printer << *$_self";
}

def Shapes_LayoutAttr : Shapes_Attr<"Layout", "layout", [
    DeclareAttrInterfaceMethods<VerifiableTensorEncoding>,
    DeclareAttrInterfaceMethods<MemRefLayoutAttrInterface,
        ["isIdentity", "verifyLayout", "getStridesAndOffset"]>]> {
  let summary = "XLA layout: minor-to-major order, padding, padding value";
  let description = [{
    XLA's `Layout` proto. It says how an array is arranged in linear memory:

    * `minor_to_major` (required): a permutation of `0 .. N-1`. The first
      entry is the most-minor dimension (it changes fastest in memory), the
      last the most-major. `[1, 0]` is row-major, `[0, 1]` column-major at
      rank 2. Rank 0 is `[]`.
    * `padded_dimensions` (optional): one width per dimension, each `>=` the
      size of that dimension. The array is stored as if it had these sizes;
      the extra elements are padding.
    * `padding_value` (optional, only with `padded_dimensions`): what the
      padding holds: `zero` (the default), `one`, `lowest` (-inf, the
      integer minimum, false), `highest` (+inf, the integer maximum, true) or
      `unknown` (undefined; code may leave it unwritten).

    With physical sizes `P` (the padded widths, or the sizes when unpadded),
    the stride of `minor_to_major[0]` is 1 and the stride of
    `minor_to_major[k]` is `stride(minor_to_major[k-1]) * P[minor_to_major[k-1]]`.
    Element `i` sits at `sum_d i[d] * stride(d)`, and the buffer holds
    `prod(P)` elements.

    The attribute is a tensor encoding and a memref layout:

    ```mlir
    tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
    memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
    ```

    The second holds `a b c / d e f` as the 15 elements
    `a d 0 b e 0 c f 0 0 0 0 0 0 0`. A type without a layout has XLA's
    default layout, `minor_to_major = [N-1, ..., 0]` without padding.

    As a memref layout its strides are exact (`getStridesAndOffset`), and
    its affine map is the linear map `(d0, d1) -> (d0 + d1 * 3)` when padded
    or the permutation `(d0, d1) -> (d1, d0)` (major to minor) when not.

    Verification: `minor_to_major` is a permutation with one entry per
    dimension of the type; `padded_dimensions` has one entry per dimension,
    each `>=` the (static) size; `padding_value` needs `padded_dimensions`;
    dynamic dimensions only in unpadded layouts; a padded layout whose
    padding is written (the buffer has padding elements and `padding_value`
    is not `unknown`) needs an element
    type the value exists in: `f16`, `bf16`, `f32`, `f64`, `f80`, `f128`, a
    signless integer other than `i0`, or `index`. As a tensor encoding this
    is checked by the verifier; as a memref layout (MLIR verifies memref
    layouts against the shape only) by the first shapes pass that sees the
    memref.
  }];
  let parameters = (ins
    Shapes_DimListParameter:$minor_to_major,
    Shapes_OptionalDimListParameter:$padded_dimensions,
    Shapes_PaddingValueParameter:$padding_value
  );
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The layout as the semantics library sees it.
    ::mlir::shapes::Layout toSemantic() const;
    /// Builds the attribute of a semantic layout.
    static LayoutAttr fromSemantic(::mlir::MLIRContext *context,
                                   const ::mlir::shapes::Layout &layout);
    bool isPadded() const { return !getPaddedDimensions().empty(); }
    /// Whether the padding of an array of sizes `shape` (verified against
    /// this layout) can be written in `elementType` (see
    /// getPaddingValueAttr): always when there is no padding element and for
    /// `padding_value = unknown`.
    ::llvm::LogicalResult verifyElementType(::llvm::ArrayRef<int64_t> shape,
        ::mlir::Type elementType,
        ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError) const;
  }];
}

#endif // SHAPES_DIALECT_SHAPES_IR_SHAPESATTRDEFS_TD
