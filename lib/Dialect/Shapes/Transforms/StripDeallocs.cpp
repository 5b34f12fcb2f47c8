//===- StripDeallocs.cpp - the -shapes-strip-deallocs pass ----------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Erases the input's memref.dealloc ops, which ownership-based buffer
// deallocation would reject; it places the frees itself.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/Passes.h"
#include "shapes/Support/ListedPassOptions.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace mlir {
namespace shapes {
#define GEN_PASS_DEF_SHAPESSTRIPDEALLOCS
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"
} // namespace shapes
} // namespace mlir

using namespace mlir;

namespace {
struct ShapesStripDeallocsPass
    : mlir::shapes::WithListedOptions<
          mlir::shapes::impl::ShapesStripDeallocsBase<
              ShapesStripDeallocsPass>> {
  void runOnOperation() override {
    SmallVector<memref::DeallocOp> deallocs;
    getOperation().walk([&](memref::DeallocOp op) { deallocs.push_back(op); });
    for (memref::DeallocOp op : deallocs)
      op.erase();
  }
};
} // namespace
