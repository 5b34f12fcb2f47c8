//===- LayoutLowering.h - padded layouts to affine loops --------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The buffer-level layout work of -shapes-lower-layouts, as reusable pieces:
// padding values, the padding fill and layout copy loop nests, the patterns
// that materialize allocations and copies, and the final conversion of
// #shapes.layout memref types to strided ones.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_TRANSFORMS_LAYOUTLOWERING_H
#define SHAPES_DIALECT_SHAPES_TRANSFORMS_LAYOUTLOWERING_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"
#include "shapes/Semantics/Layout.h"

namespace mlir {
namespace shapes {

/// Fills the padding of an array of sizes `dims` in `layout`, stored in the
/// 1-D buffer `flat`, with `padValue`. The affine loop nest walks the buffer
/// in physical order, writes every padding element once and no logical
/// element. A dynamic size (a bounded dimension of a padded layout) takes
/// its run-time value from `dynamicSizes`, in order.
void emitPaddingFill(OpBuilder &builder, Location loc, Value flat,
                     const shapes::DimVector &dims,
                     const shapes::Layout &layout, Value padValue,
                     ValueRange dynamicSizes = {});

/// Copies `source` into `dest` (memrefs of the same shape, any layouts) with
/// an affine loop nest that walks `dest` in its physical order: its
/// most-major dimension outermost, its most-minor innermost. When the two
/// most-minor dimensions differ and are large (a transposition), they are
/// tiled 32x32 so that the source is read a cache line at a time.
void emitLayoutCopy(OpBuilder &builder, Location loc, Value source, Value dest);

/// The 1-D identity memref that holds the physical buffer of `type` (a
/// statically shaped memref with a #shapes.layout or the default layout).
MemRefType getFlatBufferType(MemRefType type);

/// Views the physical buffer `flat` (of getFlatBufferType(type)) as `type`:
/// memref.reinterpret_cast with the sizes and the layout's strides.
Value createLayoutView(OpBuilder &builder, Location loc, Value flat,
                       MemRefType type);

/// memref.alloc / memref.alloca of a #shapes.layout type -> a flat buffer of
/// the physical element count, viewed through memref.reinterpret_cast with
/// the layout's strides, with the padding filled (unless the allocation is
/// marked shapes.padding_written: a -shapes-vectorize nest writes it).
void populateMaterializeLayoutAllocsPatterns(RewritePatternSet &patterns);

/// memref.copy / linalg.copy from or to a #shapes.layout buffer ->
/// emitLayoutCopy; bufferization.clone of a #shapes.layout buffer -> an
/// allocation of that layout and a copy.
void populateLowerLayoutCopiesPatterns(RewritePatternSet &patterns);

/// Fills, at the entry of each function, the padding of every argument in a
/// padded #shapes.layout (padding value not `unknown`) that the function
/// writes: the caller's buffer then holds the whole physical image of the
/// value written into it. An argument marked shapes.padding_written (a
/// -shapes-vectorize nest writes its padding) is skipped and loses the mark.
/// Fails with a diagnostic on element types that have no padding value.
LogicalResult fillPaddingOfWrittenArguments(ModuleOp module);

/// memref.global of a #shapes.layout type -> a flat global whose initializer
/// is the physical buffer (padding included); memref.get_global of it -> the
/// flat global viewed with the layout's strides. Fails with a diagnostic on
/// globals that cannot be laid out.
LogicalResult materializeLayoutGlobals(ModuleOp module);

/// Replaces every memref<..., #shapes.layout<L>> type under `root` (values,
/// block arguments, function types, type attributes) with
/// memref<..., strided<[...]>> of the same strides.
void convertLayoutsToStrided(Operation *root);

} // namespace shapes
} // namespace mlir

#endif // SHAPES_DIALECT_SHAPES_TRANSFORMS_LAYOUTLOWERING_H
