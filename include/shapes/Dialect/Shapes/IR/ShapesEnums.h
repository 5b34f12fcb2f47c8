//===- ShapesEnums.h - shapes enums -----------------------------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The enums the dialect's attributes store: the semantics library's.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_IR_SHAPESENUMS_H
#define SHAPES_DIALECT_SHAPES_IR_SHAPESENUMS_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/DialectImplementation.h"

#include "shapes/Semantics/Enums.h"

#endif // SHAPES_DIALECT_SHAPES_IR_SHAPESENUMS_H
