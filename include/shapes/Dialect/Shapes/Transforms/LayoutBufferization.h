//===- LayoutBufferization.h - bufferization keeping layouts ----*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// One-shot bufferization options and preparation patterns under which a
// tensor with a #shapes.layout encoding bufferizes to a memref with that
// layout.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_TRANSFORMS_LAYOUTBUFFERIZATION_H
#define SHAPES_DIALECT_SHAPES_TRANSFORMS_LAYOUTBUFFERIZATION_H

#include "mlir/Dialect/Bufferization/Transforms/OneShotAnalysis.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace shapes {

/// The memref type a tensor type bufferizes to: a ranked tensor with a
/// #shapes.layout keeps it as the memref layout, other ranked tensors get the
/// identity layout, unranked tensors an unranked memref.
BaseMemRefType getLayoutMemRefType(TensorType type, Attribute memorySpace);

/// One-shot module bufferization options that use getLayoutMemRefType for
/// function boundaries and for every type bufferization cannot infer.
bufferization::OneShotBufferizationOptions
getLayoutPreservingBufferizationOptions();

/// Rewrites what upstream bufferization would put in the default layout:
/// `tensor.empty` with a layout -> `memref.alloc` of the layout type wrapped
/// in `bufferization.to_tensor restrict writable`; a constant with a layout
/// -> a constant without one and a `linalg.copy` into the layout; a
/// `tensor.cast` between non-equivalent layouts -> a `linalg.copy`.
void populatePrepareLayoutBufferizationPatterns(RewritePatternSet &patterns);

} // namespace shapes
} // namespace mlir

#endif // SHAPES_DIALECT_SHAPES_TRANSFORMS_LAYOUTBUFFERIZATION_H
