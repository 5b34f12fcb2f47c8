//===- ShapesOps.td - shapes operations --------------------*- tablegen -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The operations of the shapes dialect: broadcast_in_dim, the binary
// elementwise operations with XLA broadcasting, compare, relayout, transpose
// and the index operations.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_IR_SHAPESOPS_TD
#define SHAPES_DIALECT_SHAPES_IR_SHAPESOPS_TD

include "shapes/Dialect/Shapes/IR/ShapesBase.td"
include "shapes/Dialect/Shapes/IR/ShapesAttrDefs.td"
include "shapes/Dialect/Shapes/IR/ShapesEnums.td"
include "shapes/Dialect/Shapes/IR/ShapesInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

//===----------------------------------------------------------------------===//
// broadcast_in_dim
//===----------------------------------------------------------------------===//

def Shapes_BroadcastInDimOp : Shapes_Op<"broadcast_in_dim",
    [NoMemoryEffect, ConditionallySpeculatable]> {
  let summary = "broadcasts an array into a higher-rank or larger shape";
  let description = [{
    XLA's `BroadcastInDim`. Operand dimension `k` becomes result dimension
    `dims[k]`; every other result dimension is new. An operand dimension of
    size 1 is broadcast (degenerate broadcasting):

    `result[i] = operand[j]` with `j[k] = 0` if operand dimension `k` has
    size 1, else `j[k] = i[dims[k]]`.

    ```mlir
    %r = shapes.broadcast_in_dim %v, dims = [1]
        : (tensor<3xf32>) -> tensor<2x3xf32>
    %s = shapes.broadcast_in_dim %c, dims = [0, 1]
        : (tensor<4x1xi32>) -> tensor<4x5xi32>
    ```

    Rules: one entry of `dims` per operand dimension; each in
    `[0, rank(result))`; strictly increasing (a broadcast never transposes:
    transposition is a layout's business); operand dimension `k` has size 1
    or equals result dimension `dims[k]`; element types are equal. Operand
    and result may carry any `#shapes.layout`.

    Dynamic sizes: the result takes one `index` operand in `sizes` for each
    of its `?` dimensions, in order, as `tensor.empty` does (StableHLO's
    `dynamic_broadcast_in_dim`). A `?` operand dimension is never
    degenerate: it must equal the result size it maps to at run time, which
    the lowering checks unless `shape-checks=false`.

    ```mlir
    %d = shapes.broadcast_in_dim %v, dims = [1] sizes(%n)
        : (tensor<?xf32>) -> tensor<?x?xf32>
    ```

    Folds: a broadcast to the operand's own static type is the operand; a
    broadcast of a static broadcast is one broadcast; a broadcast of a
    constant to a static type is a constant.
  }];
  let arguments = (ins AnyTensor:$operand, Variadic<Index>:$sizes,
                       DenseI64ArrayAttr:$dims);
  let results = (outs AnyTensor:$result);
  let assemblyFormat = [{
    $operand `,` `dims` `=` $dims (`sizes` `(` $sizes^ `)`)? attr-dict `:`
    functional-type($operand, $result)
  }];
  let builders = [
    OpBuilder<(ins "::mlir::Type":$result, "::mlir::Value":$operand,
                   "::llvm::ArrayRef<int64_t>":$dims), [{
      build($_builder, $_state, result, operand, ::mlir::ValueRange(), dims);
    }]>
  ];
  let extraClassDeclaration = [{
    /// Not speculatable when a dynamic size may fail its run-time check.
    ::mlir::Speculation::Speculatability getSpeculatability() {
      return ::mlir::shapes::speculatableIfStatic(getOperation());
    }
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// Binary elementwise operations
//===----------------------------------------------------------------------===//

// Runs the op's `verifyBeforeInference` (one precise diagnostic per rule)
// before the result type inference of InferTypeOpInterface is verified.
def Shapes_VerifyBeforeInference
    : NativeOpTrait<"VerifyBeforeInference"> {
  let cppNamespace = "::mlir::OpTrait::shapes";
}

// The element types a binary op accepts.
defvar Shapes_ArithmeticElements = "::mlir::shapes::ElementKind::Arithmetic";
defvar Shapes_LogicalElements = "::mlir::shapes::ElementKind::Logical";
defvar Shapes_ComparableElements = "::mlir::shapes::ElementKind::Comparable";

// The element types of each kind, as ODS type constraints: the predicate
// is the one rule (isElementTypeOf), the summary is what the docs show.
class Shapes_ElementsOf<string kind, string elementSummary>
    : Type<CPred<"::mlir::shapes::isElementTypeOf(" # kind # ", $_self)">,
           elementSummary>;
def Shapes_ArithmeticElement : Shapes_ElementsOf<Shapes_ArithmeticElements,
    "signless integer wider than 1 bit, f16, bf16, f32 or f64">;
def Shapes_LogicalElement : Shapes_ElementsOf<Shapes_LogicalElements,
    "signless integer (i1 included)">;
def Shapes_ComparableElement : Shapes_ElementsOf<Shapes_ComparableElements,
    "signless integer, f16, bf16, f32 or f64">;

// The broadcasting rules, appended to every binary op description.
def Shapes_BroadcastDoc {
  code text = [{

Broadcasting follows XLA: a rank-0 operand broadcasts to the other
operand; operands of different non-zero ranks need
`broadcast_dimensions` (one strictly increasing entry per dimension of
the lower-rank operand, naming a dimension of the higher-rank one; the
lower-rank operand is seen as having size 1 in every other dimension);
then sizes must match dimension by dimension or one of them be 1, and
the result takes the other size. Operands of equal rank take no
`broadcast_dimensions`, or the identity.

The result type is inferred; a written result type with other sizes or
element type is an error. Operands and result may each carry any
`#shapes.layout`.
}];
}

// The ops with XLA broadcasting (the binary ops and compare): `lhs`, `rhs`
// and `broadcast_dimensions` of `elementKind` elements, with the same
// verifier, result type inference, folder and lowering, through
// Shapes_BroadcastingOpInterface. `scalarOp` is the ::mlir::shapes::ScalarOp
// an element is computed with; a compare yields i1 elements. The arguments,
// the assembly format and the description are the derived op's.
class Shapes_BroadcastingOp<string mnemonic, string elementKind,
                            code scalarOp, bit isCompare,
                            list<Trait> traits = []>
    : Shapes_Op<mnemonic, traits # [NoMemoryEffect, ConditionallySpeculatable,
                                    Shapes_VerifyBeforeInference,
                                    InferTypeOpAdaptorWithIsCompatible,
                                    DeclareOpInterfaceMethods<
                                        Shapes_BroadcastingOpInterface>]> {
  // The result type is checked against the inferred one, with a message
  // that names both.
  let results = (outs AnyTensor:$result);
  let hasFolder = 1;
  let extraClassDeclaration = [{
    /// Which element types this op accepts.
    static constexpr ::mlir::shapes::ElementKind kElementKind = }]
        # elementKind # [{;
    static ::llvm::LogicalResult verifyBeforeInference(::mlir::Operation *op) {
      return ::mlir::shapes::detail::verifyBroadcastOperands(op, kElementKind);
    }
    /// Not speculatable when a dynamic size may fail its run-time check.
    ::mlir::Speculation::Speculatability getSpeculatability() {
      return ::mlir::shapes::speculatableIfStatic(getOperation());
    }
  }];
  let extraClassDefinition = [{
    ::mlir::shapes::ScalarOp $cppClass::getScalarOp() {
      return }] # scalarOp # [{;
    }
    ::llvm::LogicalResult $cppClass::inferReturnTypes(
        ::mlir::MLIRContext *context,
        ::std::optional<::mlir::Location> location, Adaptor adaptor,
        ::llvm::SmallVectorImpl<::mlir::Type> &inferred) {
      return ::mlir::shapes::detail::inferBroadcastResult(
          context, location, getOperationName(), kElementKind,
          adaptor.getLhs(), adaptor.getRhs(), adaptor.getBroadcastDimensions(),
          /*isCompare=*/}] # !if(isCompare, "true", "false") # [{, inferred);
    }
    bool $cppClass::isCompatibleReturnTypes(::mlir::TypeRange lhs,
                                            ::mlir::TypeRange rhs) {
      return ::mlir::shapes::detail::compatibleIgnoringLayout(lhs, rhs);
    }
    ::mlir::OpFoldResult $cppClass::fold(FoldAdaptor adaptor) {
      return ::mlir::shapes::detail::foldBroadcasting(*this, adaptor.getLhs(),
                                                      adaptor.getRhs());
    }
  }];
}

// The binary ops: one scalar operation `kind` (a ::mlir::shapes::BinaryOpKind)
// of the semantics library, applied with XLA broadcasting.
class Shapes_BinaryOp<string mnemonic, string kind, string elementKind,
                      string opSummary, string opDescription,
                      list<Trait> traits = []>
    : Shapes_BroadcastingOp<mnemonic, elementKind,
          "::mlir::shapes::ScalarOp::binary("
          # "::mlir::shapes::BinaryOpKind::" # kind # ")",
          /*isCompare=*/0, traits> {
  let summary = opSummary;
  let description = !strconcat(opDescription, Shapes_BroadcastDoc.text);
  defvar elements = TensorOf<[!cond(
      !eq(elementKind, Shapes_ArithmeticElements): Shapes_ArithmeticElement,
      !eq(elementKind, Shapes_LogicalElements): Shapes_LogicalElement,
      true: Shapes_ComparableElement)]>;
  let arguments = (ins elements:$lhs, elements:$rhs,
                       OptionalAttr<DenseI64ArrayAttr>:$broadcast_dimensions);
  let assemblyFormat = [{
    $lhs `,` $rhs (`broadcast_dimensions` `=` $broadcast_dimensions^)?
    attr-dict `:` functional-type(operands, results)
  }];
}

class Shapes_ArithmeticOp<string mnemonic, string kind, string opSummary,
                          string opDescription, list<Trait> traits = []>
    : Shapes_BinaryOp<mnemonic, kind, Shapes_ArithmeticElements, opSummary,
                      opDescription, traits>;

class Shapes_LogicalOp<string mnemonic, string kind, string opSummary,
                       string opDescription, list<Trait> traits = []>
    : Shapes_BinaryOp<mnemonic, kind, Shapes_LogicalElements, opSummary,
                      opDescription, traits>;

def Shapes_AddOp : Shapes_ArithmeticOp<"add", "Add", "elementwise addition", [{
`lhs + rhs` on integers (wrapping) or floats.

```mlir
%r = shapes.add %m, %v broadcast_dimensions = [1]
    : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
```
}], [Commutative]>;

def Shapes_SubOp : Shapes_ArithmeticOp<"sub", "Sub", "elementwise subtraction", [{
`lhs - rhs` on integers (wrapping) or floats.

```mlir
%r = shapes.sub %a, %b : (tensor<2x1xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
```
}]>;

def Shapes_MulOp : Shapes_ArithmeticOp<"mul", "Mul", "elementwise multiplication", [{
`lhs * rhs` on integers (wrapping) or floats.

```mlir
%r = shapes.mul %a, %s : (tensor<2x3xf64>, tensor<f64>) -> tensor<2x3xf64>
```
}], [Commutative]>;

def Shapes_DivOp : Shapes_ArithmeticOp<"div", "Div", "elementwise division", [{
`lhs / rhs`. Floats divide as IEEE. Integers divide as signed and round
toward zero, with XLA's total semantics so that generated code never
traps: `x / 0 = -1` (all bits set) and `INT_MIN / -1 = INT_MIN`.

```mlir
%r = shapes.div %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
```
}]>;

def Shapes_RemOp : Shapes_ArithmeticOp<"rem", "Rem", "elementwise remainder", [{
The remainder of `lhs / rhs`, with the sign of `lhs` (C `fmod` for
floats). For integers, XLA's total semantics: `x % 0 = x` and
`INT_MIN % -1 = 0`; generated code never traps.

```mlir
%r = shapes.rem %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
```
}]>;

def Shapes_MaxOp : Shapes_ArithmeticOp<"max", "Max", "elementwise maximum", [{
The larger of `lhs` and `rhs` (signed for integers). For floats a NaN
operand gives NaN, as in XLA, and `-0.0 < +0.0`.

```mlir
%r = shapes.max %a, %b : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
```
}], [Commutative]>;

def Shapes_MinOp : Shapes_ArithmeticOp<"min", "Min", "elementwise minimum", [{
The smaller of `lhs` and `rhs` (signed for integers). For floats a NaN
operand gives NaN, as in XLA, and `-0.0 < +0.0`.

```mlir
%r = shapes.min %a, %b : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
```
}], [Commutative]>;

def Shapes_AndOp : Shapes_LogicalOp<"and", "And", "elementwise bitwise and", [{
Bitwise `lhs & rhs` on signless integers, logical and on `i1`.

```mlir
%r = shapes.and %a, %b : (tensor<4xi1>, tensor<i1>) -> tensor<4xi1>
```
}], [Commutative]>;

def Shapes_OrOp : Shapes_LogicalOp<"or", "Or", "elementwise bitwise or", [{
Bitwise `lhs | rhs` on signless integers, logical or on `i1`.

```mlir
%r = shapes.or %a, %b : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
```
}], [Commutative]>;

def Shapes_XorOp : Shapes_LogicalOp<"xor", "Xor", "elementwise bitwise xor", [{
Bitwise `lhs ^ rhs` on signless integers, logical xor on `i1`.

```mlir
%r = shapes.xor %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
```
}], [Commutative]>;

def Shapes_CompareOp : Shapes_BroadcastingOp<"compare",
    Shapes_ComparableElements,
    "::mlir::shapes::ScalarOp::compare(getDirection())", /*isCompare=*/1> {
  let summary = "elementwise comparison with XLA broadcasting";
  let description = !strconcat([{
    Compares `lhs` and `rhs` elementwise in `direction` (`eq`, `ne`, `lt`,
    `le`, `gt`, `ge`) and yields `i1` elements. Floats follow IEEE: the
    ordered predicates are false when either side is NaN, and `ne` is true.
    Integers compare as signed, `i1` as unsigned (`false < true`).

    ```mlir
    %c = shapes.compare lt, %a, %b
        : (tensor<4x1xi32>, tensor<1x5xi32>) -> tensor<4x5xi1>
    ```
  }], Shapes_BroadcastDoc.text);
  let arguments = (ins Shapes_ComparisonDirectionAttr:$direction,
                       TensorOf<[Shapes_ComparableElement]>:$lhs,
                       TensorOf<[Shapes_ComparableElement]>:$rhs,
                       OptionalAttr<DenseI64ArrayAttr>:$broadcast_dimensions);
  // The direction prints its own leading space.
  let assemblyFormat = [{
    `` $direction `,` $lhs `,` $rhs
    (`broadcast_dimensions` `=` $broadcast_dimensions^)?
    attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// relayout
//===----------------------------------------------------------------------===//

def Shapes_RelayoutOp : Shapes_Op<"relayout",
    [NoMemoryEffect, ConditionallySpeculatable]> {
  let summary = "the same value in another physical layout";
  let description = [{
    Yields the operand's value in the layout of the result type: a
    transposition and/or (un)padding in memory, never a change of the
    logical value. Shapes and element types must match; the layouts are
    free.

    ```mlir
    %p = shapes.relayout %x : tensor<2x3xf32> to
        tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
    ```

    Shapes may be dynamic. A `?` dimension of a padded result layout is
    bounded by its padded width: a larger size at run time aborts unless
    `shape-checks=false`.

    Folds: a relayout to its own type is its operand, and a chain of
    relayouts collapses to one. Canonicalization: a relayout between
    equivalent layouts (no layout is the same as the default layout) folds
    away: the shapes ops that use it read its operand (they accept any
    layout), and other users get a `tensor.cast`, which moves no data.
  }];
  let arguments = (ins AnyTensor:$operand);
  let results = (outs AnyTensor:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` custom<TensorType>(type($operand)) `to`
    custom<TensorType>(type($result))
  }];
  let extraClassDeclaration = [{
    /// Not speculatable when a dynamic size may fail its run-time check.
    ::mlir::Speculation::Speculatability getSpeculatability() {
      return ::mlir::shapes::speculatableIfStatic(getOperation());
    }
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// transpose
//===----------------------------------------------------------------------===//

def Shapes_TransposeOp : Shapes_Op<"transpose",
    [NoMemoryEffect, ConditionallySpeculatable]> {
  let summary = "permutes the dimensions of an array";
  let description = [{
    XLA's `transpose` with layouts: result dimension `i` is operand
    dimension `permutation[i]`, so
    `result[i_0, ..., i_n-1] = operand[j]` with `j[permutation[i]] = i`.
    Operand and result may carry any `#shapes.layout`, independently.

    ```mlir
    // Moves no data: the column-major result holds the operand's bytes.
    %t = shapes.transpose %x, permutation = [1, 0]
        : tensor<4x8xf32> -> tensor<8x4xf32, #shapes.layout<minor_to_major = [0, 1]>>
    // A copy: both arrays are row-major.
    %c = shapes.transpose %x, permutation = [1, 0]
        : tensor<4x8xf32> -> tensor<8x4xf32>
    ```

    Rules: `permutation` is a permutation of `0 .. rank-1`; result size `i`
    equals operand size `permutation[i]` (a `?` only equals a `?`); element
    types are equal.

    The transpose moves no data when the result layout is the operand
    layout permuted (XLA's `TransposeIsBitcast`): operand dimension `d` is
    result dimension `inverse[d]` in `minor_to_major`, the padded widths are
    permuted along (`padded[i]` is the operand's `padded[permutation[i]]`)
    and the padding value is equal. Then it lowers to a view of the
    operand's buffer (`memref.transpose`). Otherwise it lowers to that view
    followed by one `shapes.relayout` to the result layout.

    Folds: the identity permutation between equal types is the operand; a
    transpose of a transpose is one transpose of the first operand, unless
    the inner transpose is a copy that another op reads and the composed
    one is not a view (it would copy the first operand again).
    Canonicalization: the identity permutation between different layouts is
    a `shapes.relayout`.
  }];
  let arguments = (ins AnyTensor:$operand, DenseI64ArrayAttr:$permutation);
  let results = (outs AnyTensor:$result);
  let assemblyFormat = [{
    $operand `,` `permutation` `=` $permutation attr-dict `:`
    custom<TensorType>(type($operand)) `->` custom<TensorType>(type($result))
  }];
  let extraClassDeclaration = [{
    /// Whether the result layout is the operand layout permuted, so that
    /// the transpose reinterprets the operand's buffer.
    bool isBitcast();

    /// The result type of the bitcast transpose of a value of
    /// `operandType` by `permutation`: the sizes permuted, in the operand
    /// layout permuted (no encoding when that is the default layout).
    static ::mlir::RankedTensorType
    getBitcastType(::mlir::RankedTensorType operandType,
                   ::llvm::ArrayRef<int64_t> permutation);

    ::mlir::Speculation::Speculatability getSpeculatability() {
      return ::mlir::shapes::speculatableIfStatic(getOperation());
    }
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// Index operations
//===----------------------------------------------------------------------===//

def Shapes_LinearizeIndexOp : Shapes_Op<"linearize_index",
    [NoMemoryEffect, DeclareOpInterfaceMethods<ConditionallySpeculatable>]> {
  let summary = "position of a multi-index in the physical buffer";
  let description = [{
    XLA's `IndexUtil::MultidimensionalIndexToLinearIndex`: the position of
    the multi-index `indices` in the physical buffer of an array of type
    `array_type` (a ranked tensor or memref whose layout is a
    `#shapes.layout` or the default), padding included:
    `sum_d indices[d] * stride(d)`.

    ```mlir
    // [1, 2] in a column-major 2x3 array padded to 3x5 sits at 1 + 2*3 = 7.
    %lin = shapes.linearize_index [%i, %j]
        : tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
    ```

    One index per dimension. A constant index outside `[0, size)` of its
    dimension is a verifier error. A dynamic index outside it gives an
    unspecified position (the formula applied as it is; nothing traps),
    unless the lowering is asked for runtime checks
    (`-shapes-lower-to-linalg="runtime-checks"`, or
    `-shapes-to-llvm="runtime-checks"`), which assert the range. Lowers to
    `affine.apply`.

    Dynamic sizes: an `array_type` with `?` dimensions takes their sizes as
    `index` operands in `sizes`, one per `?`, in order, as `tensor.empty`
    does. The strides of an unpadded layout are then computed at run time
    from them; a padded layout has static widths, so its strides stay static
    and a `?` size is only bounded by its width. A constant index is checked
    against the sizes that are static: it must not be negative, nor reach
    the width that bounds a `?` size. The runtime checks compare the index
    with the run-time size. The shape checks of the lowering (on unless
    `shape-checks=false`) stop the program on a negative size operand or a
    bounded one beyond its width. In generic form the operands are the
    indices followed by the sizes.

    ```mlir
    // Column-major ?x3: strides [1, %n].
    %lin = shapes.linearize_index [%i, %j] sizes(%n)
        : tensor<?x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
    // generic: "shapes.linearize_index"(%i, %j, %n) <{array_type = ...}>
    ```

    Folds when every index is a constant and every size is static or a
    constant operand that passes the shape checks, with each index inside
    its size.

    The op has no memory effects but is speculatable only when every index
    is a constant and `array_type` is static: a checked index or size may
    stop the program, so loop-invariant code motion leaves the op where the
    program uses it (inside a loop that may run zero times, say).
  }];
  let arguments = (ins Variadic<Index>:$indices_and_sizes,
                       TypeAttr:$array_type);
  let results = (outs Index:$linear);
  let builders = [
    OpBuilder<(ins "::mlir::Type":$arrayType, "::mlir::ValueRange":$indices,
                   CArg<"::mlir::ValueRange", "{}">:$sizes)>
  ];
  let extraClassDeclaration = [{
    /// The number of `?` dimensions of `arrayType`, each of which takes a
    /// size operand (0 for a type that is not a ranked tensor or memref).
    static int64_t getNumSizeOperands(::mlir::Type arrayType);

    /// The indices: every operand but the sizes.
    ::mlir::OperandRange getIndices() {
      return getIndicesAndSizes().drop_back(getSizes().size());
    }
    /// The dynamic sizes of `array_type`: the last operands, one per `?`.
    ::mlir::OperandRange getSizes() {
      auto operands = getIndicesAndSizes();
      int64_t count = std::min<int64_t>(getNumSizeOperands(getArrayType()),
                                        operands.size());
      return operands.take_back(count);
    }
  }];
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Shapes_DelinearizeIndexOp : Shapes_Op<"delinearize_index",
    [NoMemoryEffect, DeclareOpInterfaceMethods<ConditionallySpeculatable>,
     Shapes_VerifyBeforeInference, InferTypeOpAdaptor]> {
  let summary = "multi-index stored at a position of the physical buffer";
  let description = [{
    XLA's `IndexUtil::LinearIndexToMultidimensionalIndex`, the inverse of
    `shapes.linearize_index`: the multi-index stored at position `linear`
    of the physical buffer of an array of type `array_type`. For a position
    in the padding some index is `>=` the size of its dimension.

    ```mlir
    %i, %j = shapes.delinearize_index %lin
        : tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
    ```

    `linear` must be in `[0, physical element count)`: a constant outside
    it is a verifier error. For a dynamic value outside it the result is
    unspecified (nothing traps), unless the lowering is asked for runtime
    checks (`runtime-checks`), which assert the range. An empty buffer has
    no positions; its indices are all zero. Lowers to `affine.apply`
    (`floordiv`/`mod`).

    Dynamic sizes: an `array_type` with `?` dimensions takes their sizes as
    `index` operands in `sizes`, one per `?`, in order. An unpadded layout
    then has run-time strides and a run-time element count, which bounds
    `linear` in the runtime checks; a constant `linear` is only checked
    against a static element count. A padded layout keeps its static widths:
    its strides and element count do not depend on the sizes. The size
    operands are checked as those of `shapes.linearize_index` are.

    ```mlir
    // Row-major 4x?: %i = %lin floordiv %n, %j = %lin mod %n.
    %i, %j = shapes.delinearize_index %lin sizes(%n) : tensor<4x?xf32>
    ```

    Folds for a constant `linear` when every size is static or a constant
    operand that passes the shape checks. Like `shapes.linearize_index`, it
    is speculatable only for a constant `linear` and a static `array_type`.
  }];
  let arguments = (ins Index:$linear, Variadic<Index>:$sizes,
                       TypeAttr:$array_type);
  let results = (outs Variadic<Index>:$indices);
  let assemblyFormat = [{
    $linear (`sizes` `(` $sizes^ `)`)? attr-dict `:` $array_type
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
  let extraClassDeclaration = [{
    /// The array type, and one index result per dimension.
    static ::llvm::LogicalResult verifyBeforeInference(::mlir::Operation *op);
  }];
}

#endif // SHAPES_DIALECT_SHAPES_IR_SHAPESOPS_TD
