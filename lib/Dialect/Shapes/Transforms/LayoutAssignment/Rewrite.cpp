//===- Rewrite.cpp - write a layout choice, report the copies left --------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The IR side of -shapes-assign-layouts: the chosen types written into the
// results of shapes ops, relayouts inserted for the readers that cannot read
// another layout, and the remarks of `report=true` on the copies that
// remain.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"
#include "shapes/Dialect/Shapes/IR/ShapesOps.h"
#include "shapes/Dialect/Shapes/Transforms/LayoutAssignment.h"
#include "shapes/Dialect/Shapes/Transforms/LayoutCostModel.h"

using namespace mlir;
using namespace mlir::shapes;

void mlir::shapes::applyLayoutChoice(RewriterBase &rewriter,
                                     const FunctionLayoutProblem &layouts,
                                     ArrayRef<unsigned> choice) {
  // The variables past the values are the solver's own (the keepers of
  // returned buffers): they choose no type.
  for (unsigned index = 0, e = layouts.values.size(); index < e; ++index) {
    Value value = layouts.values[index];
    unsigned chosen = choice[index];
    RankedTensorType type = layouts.candidates[index][chosen];
    auto written = cast<RankedTensorType>(value.getType());
    if (chosen == 0 || isSameBuffer(type, written))
      continue;
    SmallVector<SmallVector<OpOperand *>> groups = fixedReaderGroups(value);
    Operation *producer = value.getDefiningOp();
    // A linalg op writes the layout of its init: the inits it owns take
    // the type too.
    for (Value init : layoutInitChain(value))
      rewriter.modifyOpInPlace(init.getDefiningOp(),
                               [&] { init.setType(type); });
    rewriter.modifyOpInPlace(producer, [&] { value.setType(type); });
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointAfter(producer);
    for (const SmallVector<OpOperand *> &group : groups) {
      Value relayout =
          RelayoutOp::create(rewriter, value.getLoc(), written, value);
      for (OpOperand *reader : group)
        rewriter.modifyOpInPlace(reader->getOwner(),
                                 [&] { reader->set(relayout); });
    }
  }
}

/// The remark on a copy of `bytes` at `op` that `readers` keep.
static void remarkCopy(Operation *op, StringRef what, int64_t bytes,
                       ArrayRef<OpOperand *> readers) {
  op->emitRemark() << what << " copies " << bytes
                   << " bytes: " << describeUnabsorbedReaders(readers);
}

int64_t mlir::shapes::reportRelayoutCopies(Operation *function) {
  int64_t total = 0;
  function->walk([&](Operation *op) {
    auto relayout = dyn_cast<RelayoutOp>(op);
    auto transpose = dyn_cast<TransposeOp>(op);
    if (!relayout && !transpose)
      return;
    Value source = op->getOperand(0), result = op->getResult(0);
    auto from = dyn_cast<RankedTensorType>(source.getType());
    auto to = dyn_cast<RankedTensorType>(result.getType());
    if (!from || !to || !hasShapesCompatibleLayout(from) ||
        !hasBoundedBytes(to))
      return;
    SmallVector<OpOperand *> readers = readersOf(result);
    bool absorbed =
        isCopyAbsorbedByReaders(readers) ||
        (relayout && isCopyAbsorbedByProducer(source, {&op->getOpOperand(0)}));
    int64_t bytes =
        relayout
            ? relayoutCost(from, to, absorbed)
            : transposeCost(from, to, transpose.getPermutation(), absorbed);
    if (bytes == 0)
      return;
    total += bytes;
    remarkCopy(op,
               relayout ? "relayout"
                        : "transpose (not its operand's layout permuted)",
               bytes, readers);
  });
  return total;
}
