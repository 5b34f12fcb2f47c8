//===- ArgumentPadding.cpp - padding of caller-supplied buffers -----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// A buffer in a padded #shapes.layout that the function allocates gets its
// padding filled where it is allocated (MaterializeAllocs.cpp). A buffer the
// caller supplies (a function argument written in place: the destination of
// bufferization.materialize_in_destination, an output argument, an argument
// a computation was bufferized into) never passes through an allocation, so
// its padding is filled here: once, before the first op of the function's
// entry block that writes the argument (after the checks of its sizes), for
// every padded argument that the function writes. The padding is disjoint from
// the logical elements, so the fill commutes with every write of the body. An
// argument marked shapes.padding_written has its padding written by a loop nest
// of -shapes-vectorize, in its sweep over the buffer: it is not filled again
// here, and loses the mark.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"
#include "shapes/Dialect/Shapes/IR/ShapesDialect.h"
#include "shapes/Dialect/Shapes/Transforms/LayoutLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;
using namespace mlir::shapes;

/// The op of `entry` that holds the first write of `buffer` or a view of it
/// (the write itself, or a loop or region op around it), or null if nothing
/// writes it. Calls are not writes: a callee that writes its argument fills
/// that argument's padding itself.
static Operation *firstWriter(Value buffer, Block &entry) {
  Operation *first = nullptr;
  auto record = [&](Operation *writer) {
    Operation *op = entry.findAncestorOpInBlock(*writer);
    if (op && (!first || op->isBeforeInBlock(first)))
      first = op;
  };
  SmallVector<Value> worklist{buffer};
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      // Subviews, casts, reinterpret_casts, reshapes and the base buffer of
      // extract_strided_metadata.
      if (auto view = dyn_cast<ViewLikeOpInterface>(user)) {
        if (view.getViewSource() == value)
          worklist.push_back(view->getResult(0));
        continue;
      }
      auto effects = dyn_cast<MemoryEffectOpInterface>(user);
      if (!effects)
        continue;
      SmallVector<MemoryEffects::EffectInstance> instances;
      effects.getEffectsOnValue(value, instances);
      if (llvm::any_of(instances, [](const MemoryEffects::EffectInstance &e) {
            return isa<MemoryEffects::Write>(e.getEffect());
          }))
        record(user);
    }
  }
  return first;
}

LogicalResult mlir::shapes::fillPaddingOfWrittenArguments(ModuleOp module) {
  WalkResult result = module.walk([](func::FuncOp func) {
    // A declaration has nothing to fill; its marker would outlive the
    // layout it describes.
    if (func.isExternal()) {
      for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
        func.removeArgAttr(i, ShapesDialect::kPaddingWrittenAttrName);
      return WalkResult::advance();
    }
    Block &entry = func.getBody().front();
    OpBuilder builder(func.getContext());
    for (BlockArgument arg : entry.getArguments()) {
      if (func.removeArgAttr(arg.getArgNumber(),
                             ShapesDialect::kPaddingWrittenAttrName))
        continue;
      auto type = dyn_cast<MemRefType>(arg.getType());
      if (!type || !hasPaddingToWrite(type))
        continue;
      // Just before the first write, so after the checks of the argument's
      // sizes at the entry: a size beyond its bound stops the program
      // before the fill would write past the buffer.
      Operation *writer = firstWriter(arg, entry);
      if (!writer)
        continue;
      builder.setInsertionPoint(writer);
      shapes::Layout layout = getLayoutAttr(type).toSemantic();
      shapes::DimVector dims = dimsOf(type);
      FailureOr<TypedAttr> padding = getPaddingValueAttr(
          type.getElementType(), layout.effectivePaddingValue());
      if (failed(padding)) {
        func.emitOpError("cannot fill the padding of argument #")
            << arg.getArgNumber() << " of type " << type
            << ": unsupported element type";
        return WalkResult::interrupt();
      }
      Location loc = arg.getLoc();
      Value padValue = arith::ConstantOp::create(builder, loc, *padding);
      // The argument's type has offset 0: its physical buffer starts at the
      // base of the descriptor.
      auto metadata =
          memref::ExtractStridedMetadataOp::create(builder, loc, arg);
      MemRefType flatType = getFlatBufferType(type);
      Value flat = memref::ReinterpretCastOp::create(
          builder, loc, flatType, metadata.getBaseBuffer(),
          builder.getIndexAttr(0),
          {builder.getIndexAttr(flatType.getDimSize(0))},
          {builder.getIndexAttr(1)});
      SmallVector<Value> dynamicSizes;
      for (int64_t d = 0, e = type.getRank(); d < e; ++d)
        if (type.isDynamicDim(d))
          dynamicSizes.push_back(metadata.getSizes()[d]);
      emitPaddingFill(builder, loc, flat, dims, layout, padValue, dynamicSizes);
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}
