//===- ShapesEnums.h - shapes enums -----------------------------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Declares the comparison direction enum and its attribute.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_IR_SHAPESENUMS_H
#define SHAPES_DIALECT_SHAPES_IR_SHAPESENUMS_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/DialectImplementation.h"

#include "shapes/Dialect/Shapes/IR/ShapesEnums.h.inc"

#endif // SHAPES_DIALECT_SHAPES_IR_SHAPESENUMS_H
