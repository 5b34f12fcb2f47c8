//===- ShapesToLinalg.h - shapes ops to linalg ------------------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Patterns that lower shapes ops on tensors:
//  - broadcast_in_dim, the binary ops and compare to one `linalg.generic`
//    each, whose indexing maps do the broadcast (constant 0 for a degenerate
//    dimension, the mapped loop otherwise, nothing for a missing one), so a
//    broadcast operand is read in place; the loops walk the result in its
//    physical (major-to-minor) order;
//  - relayout to `linalg.copy` into a tensor of the destination layout (a
//    `tensor.cast` between equivalent layouts);
//  - linearize_index / delinearize_index to `affine.apply`;
//  - elementwise ops of other dialects (arith, math, ...) on tensors that
//    carry a #shapes.layout to one `linalg.generic` each, whose inits keep
//    the result types' encodings.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_CONVERSION_SHAPESTOLINALG_SHAPESTOLINALG_H
#define SHAPES_CONVERSION_SHAPESTOLINALG_SHAPESTOLINALG_H

#include "mlir/IR/AffineMap.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/PatternMatch.h"
#include "shapes/Semantics/Broadcast.h"

namespace mlir {
namespace shapes {

class TransposeOp;

/// Broadcasting ops (broadcast_in_dim, binary ops, compare) to linalg.generic.
/// With `shapeChecks`, dynamic sizes are checked at run time
/// (ShapeChecks.h): a mismatch or a size beyond a padded bound aborts with
/// a message.
void populateBroadcastToLinalgPatterns(RewritePatternSet &patterns,
                                       bool shapeChecks = true);

/// shapes.relayout to linalg.copy (tensor.cast between equivalent layouts).
/// With `shapeChecks`, a dynamic size beyond a padded bound of the result
/// aborts.
void populateRelayoutToLinalgPatterns(RewritePatternSet &patterns,
                                      bool shapeChecks = true);

/// A shapes.transpose that moves data to a transpose into the permuted
/// operand layout (a bitcast, which bufferizes to a view) and a
/// shapes.relayout to the result layout. A bitcast transpose is left as it
/// is. With `shapeChecks`, a dynamic size beyond a padded bound of the
/// result aborts with a message that names the transpose.
void populateTransposeToLinalgPatterns(RewritePatternSet &patterns,
                                       bool shapeChecks = true);

/// shapes.linearize_index / shapes.delinearize_index to affine.apply; with
/// `runtimeChecks`, dynamic indices are asserted in range (cf.assert); with
/// `shapeChecks`, a negative size operand or one beyond a padded bound of
/// the array type aborts (ShapeChecks.h).
void populateIndexOpsToAffinePatterns(RewritePatternSet &patterns,
                                      bool runtimeChecks = false,
                                      bool shapeChecks = true);

/// Whether `op` is elementwise-mappable (arith, math, ...), has no regions,
/// works on ranked tensors only, and some operand or result carries a
/// #shapes.layout.
bool isElementwiseOnLayoutTensors(Operation *op);

/// Ops for which isElementwiseOnLayoutTensors holds to one linalg.generic
/// each, with identity maps ordered by the first result's layout and
/// tensor.empty inits of the result types.
void populateElementwiseOnLayoutsToLinalgPatterns(RewritePatternSet &patterns);

/// All of the above.
void populateShapesToLinalgPatterns(RewritePatternSet &patterns,
                                    bool runtimeChecks = false,
                                    bool shapeChecks = true);

/// The indexing maps that read the operands through `operandMaps` and write
/// a result of type `resultType`, with loops ordered from the most-major to
/// the most-minor dimension of the result's layout. The result's map comes
/// last.
SmallVector<AffineMap>
getBroadcastIndexingMaps(RankedTensorType resultType,
                         ArrayRef<shapes::OperandMap> operandMaps);

} // namespace shapes
} // namespace mlir

#endif // SHAPES_CONVERSION_SHAPESTOLINALG_SHAPESTOLINALG_H
