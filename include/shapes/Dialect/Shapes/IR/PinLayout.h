//===- PinLayout.h - the user's pin of a layout -----------------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The name of the discardable attribute with which a user fixes the layouts
// of an op's results against -shapes-assign-layouts. The dialect verifies
// it (ShapesDialect::verifyOperationAttribute); the layout cost model reads
// it (LayoutCostModel.h).
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_IR_PINLAYOUT_H
#define SHAPES_DIALECT_SHAPES_IR_PINLAYOUT_H

#include "llvm/ADT/StringRef.h"

namespace mlir::shapes {

/// `shapes.pin_layout`, a unit attribute on any op: its results keep the
/// layouts they are written with (docs/LayoutAssignment.md).
inline constexpr llvm::StringLiteral kPinLayoutAttrName = "shapes.pin_layout";

} // namespace mlir::shapes

#endif // SHAPES_DIALECT_SHAPES_IR_PINLAYOUT_H
