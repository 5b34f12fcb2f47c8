//===- ShapesAttrs.h - #shapes.layout ---------------------------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Declares `#shapes.layout` and helpers that read the layout of a shaped
// type (tensor encoding or memref layout), defaulting to XLA's default
// layout.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_IR_SHAPESATTRS_H
#define SHAPES_DIALECT_SHAPES_IR_SHAPESATTRS_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributeInterfaces.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/TensorEncoding.h"
#include "shapes/Dialect/Shapes/IR/ShapesEnums.h"
#include "shapes/Semantics/Layout.h"

#include <optional>

namespace mlir {
namespace shapes {

/// Parses `[1, 2, 3]` (possibly empty).
FailureOr<SmallVector<int64_t>> parseDimList(AsmParser &parser);
/// Prints `[1, 2, 3]`.
void printDimList(AsmPrinter &printer, ArrayRef<int64_t> values);

} // namespace shapes
} // namespace mlir

#define GET_ATTRDEF_CLASSES
#include "shapes/Dialect/Shapes/IR/ShapesAttrDefs.h.inc"

namespace mlir {
namespace shapes {

/// The `#shapes.layout` of a tensor (its encoding) or memref (its layout), or
/// null when the type has none.
LayoutAttr getLayoutAttr(Type type);

/// The layout of a ranked tensor or memref as the semantics library sees it:
/// its `#shapes.layout`, or XLA's default layout when it has none.
shapes::Layout getSemanticLayout(ShapedType type);

/// getSemanticLayout without copies: the lists of the type's
/// `#shapes.layout`, or XLA's default order written into `defaultOrder`
/// when it has none. The result refers to the attribute or to
/// `defaultOrder`.
shapes::LayoutRef getSemanticLayoutRef(ShapedType type,
                                       SmallVectorImpl<int64_t> &defaultOrder);

/// The sizes of a shaped type as a semantics-library vector.
shapes::DimVector dimsOf(ShapedType type);

/// Whether a buffer of `type` has padding to write: its #shapes.layout pads
/// some dimension beyond its size (a bounded dynamic size may, so it
/// counts), and the padding value is not `unknown`. The rule of every padding
/// fill (of an allocation, of a caller's buffer, in a vectorized sweep).
bool hasPaddingToWrite(ShapedType type);

/// Converts an MLIR array of integers to a semantics-library vector.
shapes::DimVector toDimVector(ArrayRef<int64_t> values);

/// True when `type` is a tensor whose encoding is absent or `#shapes.layout`,
/// or a memref whose layout is the identity (possibly spelled as row-major
/// strides) or `#shapes.layout`.
bool hasShapesCompatibleLayout(Type type);

/// True when the strides and offset of `type`'s layout are those of the
/// identity layout (a row-major memref, however its layout is spelled).
bool hasRowMajorStrides(MemRefType type);

/// The element a padding value stands for in `elementType`: 0/1, -inf/+inf
/// for IEEE floats (f16, bf16, f32, f64, f80, f128), the signed
/// minimum/maximum for signless integers and index, false/true for i1.
/// Fails for `unknown` and for other element types (such as the f8 formats,
/// some of which have no infinity, no sign or no zero). The one rule of
/// which element types a padding can be written in:
/// LayoutAttr::verifyElementType calls it.
FailureOr<TypedAttr> getPaddingValueAttr(Type elementType,
                                         shapes::PaddingValue value);

/// The bytes one element of `elementType` occupies in a buffer: the bit
/// width rounded up to bytes for integers and floats (1 for i1), 8 for
/// index, twice the part for complex numbers; 0 when unknown (other types).
int64_t getElementStorageBytes(Type elementType);

/// Checks that an array of `shape` and `elementType` in `layout` is
/// addressable (layout_util::verifyLayoutForShape with the element's
/// storage bytes): its element count, strides and bytes are at most
/// 2^63-1.
LogicalResult verifyAddressable(const shapes::Layout &layout,
                                ArrayRef<int64_t> shape, Type elementType,
                                function_ref<InFlightDiagnostic()> emitError);

/// Checks every memref type with a `#shapes.layout` in `root` (results,
/// block arguments, types in attributes) against its shape again (a
/// canonicalization may have replaced a `?` by a constant beyond a padded
/// bound), with LayoutAttr::verifyElementType and for its byte count. MLIR's
/// MemRefLayoutAttrInterface verifies a layout against the shape only, so
/// for memrefs this is the first place the element type can be checked;
/// tensors are checked by the verifier (`verifyEncoding` receives the
/// element type).
LogicalResult verifyLayoutElementTypes(Operation *root);

/// True when two shaped types of the same sizes are arranged identically in
/// memory (no layout is the default layout).
bool haveEquivalentLayouts(ShapedType a, ShapedType b);

} // namespace shapes
} // namespace mlir

#endif // SHAPES_DIALECT_SHAPES_IR_SHAPESATTRS_H
