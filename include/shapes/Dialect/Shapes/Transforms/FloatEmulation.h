//===- FloatEmulation.h - narrow float arithmetic in f32 --------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// What -shapes-expand-bf16 and -shapes-expand-f16 share: arithmetic on a
// float type narrower than f32 becomes f32 arithmetic between explicit
// conversions (upstream's arith emulation of unsupported floats), which
// each pass then expands into integer code. LLVM would otherwise convert
// around each op itself, with the host's instructions or library calls.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_TRANSFORMS_FLOATEMULATION_H
#define SHAPES_DIALECT_SHAPES_TRANSFORMS_FLOATEMULATION_H

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"

namespace mlir {
namespace shapes {

/// Rewrites the arith ops on `narrow` values under `root` as f32 ops
/// between arith.extf and arith.truncf; failure if the conversion fails.
LogicalResult emulateInF32(Operation *root, FloatType narrow);

} // namespace shapes
} // namespace mlir

#endif // SHAPES_DIALECT_SHAPES_TRANSFORMS_FLOATEMULATION_H
