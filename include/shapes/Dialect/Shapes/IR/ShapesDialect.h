//===- ShapesDialect.h - shapes dialect -------------------------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Declares the `shapes` dialect class.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_IR_SHAPESDIALECT_H
#define SHAPES_DIALECT_SHAPES_IR_SHAPESDIALECT_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Dialect.h"
#include "mlir/Support/ThreadLocalCache.h"
#include "llvm/ADT/DenseSet.h"

#include "shapes/Dialect/Shapes/IR/ShapesDialect.h.inc"

#endif // SHAPES_DIALECT_SHAPES_IR_SHAPESDIALECT_H
