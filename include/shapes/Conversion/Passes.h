//===- Passes.h - shapes conversion passes ----------------------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Declares the conversion passes out of the shapes dialect.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_CONVERSION_PASSES_H
#define SHAPES_CONVERSION_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
namespace shapes {

#define GEN_PASS_DECL
#include "shapes/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "shapes/Conversion/Passes.h.inc"

} // namespace shapes
} // namespace mlir

#endif // SHAPES_CONVERSION_PASSES_H
