//===- ContractionMatch.h - which linalg ops are packed ---------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The contractions that -shapes-pack-contractions packs, recognized on
// tensors as on buffers, for the passes that plan around them before
// bufferization (the layout cost model, LayoutCostModel.h) and for the
// matcher of the packing itself (lib/.../Contraction/Match.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_TRANSFORMS_CONTRACTIONMATCH_H
#define SHAPES_DIALECT_SHAPES_TRANSFORMS_CONTRACTIONMATCH_H

#include "shapes/Dialect/Shapes/Transforms/ContractionPlan.h"

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"

namespace mlir {
namespace shapes {

/// The ContractionShape of `op` when -shapes-pack-contractions packs it
/// once its operands are buffers: a linalg op with two inputs and one init
/// that linalg::isaContractionOpInterface accepts, with one M, N and K
/// loop after its batch loops, operands read through projected
/// permutations of element types that vectors hold, and a body that clones
/// on vectors. Failure for any other op.
FailureOr<ContractionShape> getContractionShape(linalg::LinalgOp op);

} // namespace shapes
} // namespace mlir

#endif // SHAPES_DIALECT_SHAPES_TRANSFORMS_CONTRACTIONMATCH_H
