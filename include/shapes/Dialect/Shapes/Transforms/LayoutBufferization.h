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
#include "mlir/IR/BuiltinOps.h"
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
/// `tensor.cast` between non-equivalent layouts -> a `linalg.copy`; a
/// `tensor.pad` of a source with a static empty dimension -> a
/// `linalg.fill` of the padding value.
void populatePrepareLayoutBufferizationPatterns(RewritePatternSet &patterns);

/// Whether a `tensor.cast` from `source` to `dest` (ranked, of one rank)
/// changes the physical layout, and so is a relayout copy: the layouts are
/// not equivalent at the source's sizes (haveEquivalentLayouts), or their
/// buffers are not joined by a `memref.cast` (a size-1 dimension orders no
/// element, but it has a stride; arrays without elements are in every
/// layout at once, but their strides can differ). The cost model of
/// -shapes-assign-layouts asks it which relayouts are views.
bool castMovesData(RankedTensorType source, RankedTensorType dest);

/// `tensor.concat` -> `tensor.insert_slice` of each input into one
/// `tensor.empty` (upstream's decomposition), keeping the result's
/// `#shapes.layout` on the `tensor.empty` whatever the inputs' layouts.
void populateDecomposeConcatKeepingLayoutsPatterns(RewritePatternSet &patterns);

/// Upstream empty-tensor elimination, layouts kept: a `tensor.empty` whose
/// value ends up in a destination (`bufferization.materialize_in_destination
/// %v in %tensor`, or `... in restrict writable %memref`,
/// `tensor.insert_slice`) is replaced by that destination, so that the
/// computation writes into the destination in place instead of into a
/// temporary that is then copied. For a memref destination with a
/// #shapes.layout, the destination is read back as a tensor of the same
/// layout (upstream would read it without the layout and add a cast, which
/// is a relayout copy here).
LogicalResult eliminateEmptyTensorsKeepingLayouts(RewriterBase &rewriter,
                                                  ModuleOp module);

/// Registers the BufferizableOpInterface of shapes.transpose: a bitcast
/// transpose bufferizes to a view of its operand's buffer
/// (`memref.transpose`), moving no data.
void registerTransposeBufferizableOpInterface(DialectRegistry &registry);

} // namespace shapes
} // namespace mlir

#endif // SHAPES_DIALECT_SHAPES_TRANSFORMS_LAYOUTBUFFERIZATION_H
