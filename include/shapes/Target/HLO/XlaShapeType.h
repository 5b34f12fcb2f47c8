//===- XlaShapeType.h - XLA shapes as MLIR types ----------------*- C++ -*-===//
//
// The MLIR type of an XLA array shape, and back. An array shape becomes a
// ranked tensor: pred is i1, sN and uN are the signless iN, f16, bf16, f32
// and f64 are themselves. A layout other than XLA's default `{n-1,...,0}`
// becomes a `#shapes.layout` encoding; the default gets none.
//
// A dynamic dimension is a `?`. An unbounded one (`f32[?,3]`) is no more:
// `tensor<?x3xf32>`. A bounded one (`f32[<=8,3]`) is stored with room for
// its bound, and the rest is undefined: the encoding is padded to the bound
// (static dimensions to their size) with `padding_value = unknown`,
// `tensor<?x3xf32, #shapes.layout<minor_to_major = [1, 0],
// padded_dimensions = [8, 3], padding_value = unknown>>`.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_TARGET_HLO_XLASHAPETYPE_H
#define SHAPES_TARGET_HLO_XLASHAPETYPE_H

#include "shapes/Semantics/XlaShape.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Support/LLVM.h"

#include <optional>

namespace mlir::shapes {

/// The element type of `type`.
Type getElementType(MLIRContext *context, xla::PrimitiveType type);

/// The XLA element type of the scalar MLIR type `type` (f16, bf16, f32,
/// f64, or a signless integer of 1, 8, 16, 32 or 64 bits), an integer wider
/// than one bit read as unsigned when `isUnsigned`; nothing for any other
/// type.
std::optional<xla::PrimitiveType> getPrimitiveType(Type type, bool isUnsigned);

/// The tensor type of the array shape `shape`, or a null type after an
/// error through `emitError` when `shape` is a tuple or does not verify
/// (xla::verifyShape).
RankedTensorType getTensorType(MLIRContext *context, const xla::Shape &shape,
                               function_ref<InFlightDiagnostic()> emitError);

/// The XLA array shape of `type`, always with a layout, or failure after an
/// error through `emitError` when `type` has no XLA counterpart: not a
/// ranked tensor of a supported element type, an encoding that is not a
/// `#shapes.layout`, or a padded one other than getTensorType builds for
/// bounded dimensions (a padded static dimension, a padding value other
/// than `unknown`). Integers print as signed unless `isUnsigned`.
FailureOr<xla::Shape> getXlaShape(Type type, bool isUnsigned,
                                  function_ref<InFlightDiagnostic()> emitError);

} // namespace mlir::shapes

#endif // SHAPES_TARGET_HLO_XLASHAPETYPE_H
