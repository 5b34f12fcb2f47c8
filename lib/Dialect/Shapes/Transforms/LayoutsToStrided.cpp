//===- LayoutsToStrided.cpp - #shapes.layout memrefs to strided -----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Once allocations and copies are materialized, a #shapes.layout memref is
// just a strided memref: replace the type everywhere (values, block
// arguments, function types, type attributes) with strided<[...]> of the
// same strides, or with the identity layout when the strides are the
// row-major ones and there is no padding. The attributes of shapes ops keep
// their layouts.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"
#include "shapes/Dialect/Shapes/IR/ShapesDialect.h"
#include "shapes/Dialect/Shapes/Transforms/LayoutLowering.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;
using namespace mlir::shapes;

void mlir::shapes::convertLayoutsToStrided(Operation *root) {
  AttrTypeReplacer replacer;
  replacer.addReplacement([](MemRefType type) -> std::optional<Type> {
    auto attr = dyn_cast<LayoutAttr>(type.getLayout());
    if (!attr)
      return std::nullopt;
    SmallVector<int64_t> strides;
    int64_t offset;
    if (failed(attr.getStridesAndOffset(type.getShape(), strides, offset)))
      return std::nullopt;
    if (hasRowMajorStrides(type) &&
        !shapes::shape_util::hasDynamicSize(dimsOf(type)) &&
        shapes::layout_util::physicalElementCount(dimsOf(type),
                                                  attr.toSemantic()) ==
            shapes::layout_util::logicalElementCount(dimsOf(type)))
      return MemRefType::get(type.getShape(), type.getElementType(),
                             MemRefLayoutAttrInterface(),
                             type.getMemorySpace());
    return MemRefType::get(
        type.getShape(), type.getElementType(),
        StridedLayoutAttr::get(type.getContext(), offset, strides),
        type.getMemorySpace());
  });
  // A shapes op (an index op left for -shapes-lower-to-linalg) keeps the
  // layout of its array_type: that type is what it computes with, and it
  // accepts no other layout.
  root->walk([&](Operation *op) {
    bool shapesOp = isa_and_present<ShapesDialect>(op->getDialect());
    replacer.replaceElementsIn(op, /*replaceAttrs=*/!shapesOp,
                               /*replaceLocs=*/false, /*replaceTypes=*/true);
  });
  // A reshape of a #shapes.layout memref whose layout became an identity
  // (the identity layout, or the strides of a padded layout that are the
  // row-major ones: strided<[1]>) must yield the identity layout too:
  // bufferization gave it the strided layout it inferred from the
  // #shapes.layout source, and the reshape ops verify that their result
  // has exactly the layout they infer, the identity one for such a source.
  root->walk([&](Operation *op) {
    if (!isa<memref::CollapseShapeOp, memref::ExpandShapeOp>(op))
      return;
    auto source = cast<MemRefType>(op->getOperand(0).getType());
    auto result = cast<MemRefType>(op->getResult(0).getType());
    if (!source.getLayout().isIdentity() ||
        !isa<StridedLayoutAttr>(result.getLayout()) || !result.hasStaticShape())
      return;
    SmallVector<int64_t> strides;
    int64_t offset;
    if (failed(result.getStridesAndOffset(strides, offset)) || offset != 0)
      return;
    int64_t expected = 1;
    for (int64_t d = result.getRank() - 1; d >= 0; --d) {
      if (result.getDimSize(d) != 1 && strides[d] != expected)
        return;
      expected *= result.getDimSize(d);
    }
    op->getResult(0).setType(
        MemRefType::get(result.getShape(), result.getElementType(),
                        MemRefLayoutAttrInterface(), result.getMemorySpace()));
  });
  // The other way round: a reshape given the identity result that
  // bufferization inferred, whose source became a strided layout that is
  // the identity one but for its strides along empty dimensions (a
  // memref<5x0xi8> in the default order became strided<[0, 1]>, from
  // which memref.collapse_shape infers strided<[1]>). The source is cast
  // to the identity layout, as memref.cast allows.
  root->walk([&](Operation *op) {
    auto collapse = dyn_cast<memref::CollapseShapeOp>(op);
    auto expand = dyn_cast<memref::ExpandShapeOp>(op);
    if (!collapse && !expand)
      return;
    auto source = cast<MemRefType>(op->getOperand(0).getType());
    auto result = cast<MemRefType>(op->getResult(0).getType());
    if (source.getLayout().isIdentity() || !result.getLayout().isIdentity())
      return;
    auto identity =
        MemRefType::get(source.getShape(), source.getElementType(),
                        MemRefLayoutAttrInterface(), source.getMemorySpace());
    MemRefType inferred;
    if (collapse) {
      inferred = memref::CollapseShapeOp::computeCollapsedType(
          source, collapse.getReassociationIndices());
    } else {
      FailureOr<MemRefType> expanded =
          memref::ExpandShapeOp::computeExpandedType(
              source, result.getShape(), expand.getReassociationIndices());
      if (failed(expanded))
        return;
      inferred = *expanded;
    }
    if (inferred == result ||
        !memref::CastOp::areCastCompatible(source, identity))
      return;
    OpBuilder builder(op);
    op->setOperand(0, memref::CastOp::create(builder, op->getLoc(), identity,
                                             op->getOperand(0)));
  });
}
