//===- Vectorization.h - vector loops for elementwise ops -------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The fast code of -shapes-vectorize: elementwise linalg.generic ops,
// reductions and copies between layouts on strided buffers, of static or
// run-time sizes, become loops of vector loads, in-register work
// (vector.shuffle transposes of line-wide tiles for a transposing copy) and
// vector stores, non-temporal for large destinations, with masked vectors
// and masked edge tiles for the remainders (scalar loops into padded
// destinations and for bodies that may trap). The outermost loop is an
// scf.parallel, which the threads= option of -shapes-to-llvm runs on OpenMP
// threads.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_TRANSFORMS_VECTORIZATION_H
#define SHAPES_DIALECT_SHAPES_TRANSFORMS_VECTORIZATION_H

#include "shapes/Dialect/Shapes/Transforms/Passes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace shapes {

/// A statically shaped, statically strided buffer seen as a 1-D memref of
/// its elements: element (i_0, ..., i_n) of the original is element
/// `offset + sum_d i_d * strides[d]` of `flat`.
struct FlatView {
  Value flat;
  int64_t offset = 0;
  SmallVector<int64_t> strides;
};

/// The flat view of `buffer`, or failure if its shape, strides or offset
/// are dynamic. The view is created at the builder's insertion point. It
/// covers the elements that indices below `sizes` reach (default: the
/// type's sizes; a padded buffer's physical sizes take in its padding).
FailureOr<FlatView> createFlatView(OpBuilder &builder, Location loc,
                                   Value buffer, ArrayRef<int64_t> sizes = {});

/// Whether `buffer`'s type can be viewed flat and its elements moved as
/// vector lanes (whole bytes, not index).
bool isVectorizableBuffer(Type type);

/// The nest that vectorizeOp() built.
enum class VectorNest {
  /// Vector loads, the body on vectors, vector stores.
  Elementwise,
  /// Line-wide tiles transposed in registers (a source strided along the
  /// destination's rows, or a transposing copy).
  Transposing,
  /// Vector accumulators along or across the reduced loop.
  Reduction,
  /// None: a copy of a buffer onto itself, erased.
  None,
};

/// Whether vectorizeOp() rewrites `op` for `target` and `threads`: success,
/// or failure with the reason given to `refuse` (when set). Creates no IR.
/// As upstream's linalg::vectorizeOpPrecondition, for callers that
/// vectorize ops of their own choosing.
LogicalResult
vectorizeOpPrecondition(Operation *op, const VectorTarget &target,
                        int64_t threads = 1,
                        function_ref<void(const Twine &)> refuse = nullptr);

/// Replaces `op` by the vector loops of -shapes-vectorize for `target`, and
/// erases it: an elementwise or reduction linalg.generic on buffers, a
/// linalg.copy or a memref.copy between strided buffers. The outer loop is
/// an scf.parallel; a reduction's columns are cut for `threads` threads.
/// Returns the nest it built, or failure, with the IR unchanged, where
/// vectorizeOpPrecondition fails.
FailureOr<VectorNest> vectorizeOp(RewriterBase &rewriter, Operation *op,
                                  const VectorTarget &target,
                                  int64_t threads = 1);

/// linalg.generic (elementwise, on buffers), linalg.copy and memref.copy of
/// strided buffers -> vector loops as described above.
/// The nests are for `target`; their outer loops are scf.parallel loops
/// that `threads` run.
void populateVectorizeLoopsPatterns(RewritePatternSet &patterns,
                                    const VectorTarget &target,
                                    int64_t threads);

/// linalg.generic reductions on strided buffers (one reduction loop, a body
/// `combiner(init, f(inputs))`) -> vector loops along or across the reduced
/// loop (Vectorize/ReductionNest.cpp).
void populateVectorizeReductionPatterns(RewritePatternSet &patterns,
                                        const VectorTarget &target,
                                        int64_t threads);

} // namespace shapes
} // namespace mlir

#endif // SHAPES_DIALECT_SHAPES_TRANSFORMS_VECTORIZATION_H
