//===- Passes.h - shapes transformation passes ------------------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Declares the layout materialization passes.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_TRANSFORMS_PASSES_H
#define SHAPES_DIALECT_SHAPES_TRANSFORMS_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
namespace shapes {

#define GEN_PASS_DECL
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"

} // namespace shapes
} // namespace mlir

#endif // SHAPES_DIALECT_SHAPES_TRANSFORMS_PASSES_H
