//===- LayoutAssignment.h - the layout problem of a function ----*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The steps of -shapes-assign-layouts as functions: build the layout
// problem of a function (its variables, their candidate types, the costs of
// LayoutCostModel.h), write a choice back into the IR, and report the
// relayout copies that remain (docs/LayoutAssignment.md).
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_TRANSFORMS_LAYOUTASSIGNMENT_H
#define SHAPES_DIALECT_SHAPES_TRANSFORMS_LAYOUTASSIGNMENT_H

#include "shapes/Dialect/Shapes/Transforms/LayoutSolver.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace shapes {

/// The layout problem of one function: variable i of `problem` is
/// `values[i]`, and its candidate j is the type `candidates[i][j]`;
/// candidate 0 is the type as written. The variables past `values` are the
/// problem's own: each chooses, for a value with several views returned,
/// the value's type and which result keeps its buffer.
struct FunctionLayoutProblem {
  SmallVector<Value> values;
  SmallVector<SmallVector<RankedTensorType>> candidates;
  LayoutProblem problem;
};

/// The variables of `function` (isLayoutVariable), their candidates (the
/// type as written, the default layout, and the closure through transposes
/// and relayouts, at most kMaxLayoutCandidates) and the cost terms of
/// transposes, relayouts and readers that cannot read another layout.
FunctionLayoutProblem buildLayoutProblem(Operation *function);

/// Gives each value its chosen type, and each of its readers that cannot
/// read another layout (readsAnyLayout) the type it read, through a new
/// shapes.relayout per fixedReaderGroups group.
void applyLayoutChoice(RewriterBase &rewriter,
                       const FunctionLayoutProblem &layouts,
                       ArrayRef<unsigned> choice);

/// Emits a remark on every relayout copy that remains in `function`: a
/// shapes.relayout between layouts that are not equivalent, or a
/// shapes.transpose that is not a view, that fusion does not absorb; with
/// its bytes and the readers that keep it. Returns the bytes of all.
int64_t reportRelayoutCopies(Operation *function);

} // namespace shapes
} // namespace mlir

#endif // SHAPES_DIALECT_SHAPES_TRANSFORMS_LAYOUTASSIGNMENT_H
