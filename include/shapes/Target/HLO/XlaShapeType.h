//===- XlaShapeType.h - XLA shapes as MLIR types ----------------*- C++ -*-===//
//
// The MLIR type of an XLA array shape, and back. An array shape becomes a
// ranked tensor: pred is i1, sN and uN are the signless iN, f16, bf16, f32
// and f64 are themselves. A layout other than XLA's default `{n-1,...,0}`
// becomes a `#shapes.layout` encoding; the default gets none.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_TARGET_HLO_XLASHAPETYPE_H
#define SHAPES_TARGET_HLO_XLASHAPETYPE_H

#include "shapes/Semantics/XlaShape.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Support/LLVM.h"

namespace mlir::shapes {

/// The element type of `type`.
Type getElementType(MLIRContext *context, xla::PrimitiveType type);

/// The tensor type of the array shape `shape`, or a null type after an
/// error through `emitError` when `shape` is a tuple or does not verify
/// (xla::verifyShape).
RankedTensorType getTensorType(MLIRContext *context, const xla::Shape &shape,
                               function_ref<InFlightDiagnostic()> emitError);

/// The XLA array shape of `type`, always with a layout, or failure after an
/// error through `emitError` when `type` has no XLA counterpart (not a
/// static ranked tensor of a supported element type, or an encoding that is
/// not an unpadded `#shapes.layout`). Integers print as signed unless
/// `isUnsigned`.
FailureOr<xla::Shape> getXlaShape(Type type, bool isUnsigned,
                                  function_ref<InFlightDiagnostic()> emitError);

} // namespace mlir::shapes

#endif // SHAPES_TARGET_HLO_XLASHAPETYPE_H
