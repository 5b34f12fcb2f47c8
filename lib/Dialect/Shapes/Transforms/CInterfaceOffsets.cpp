//===- CInterfaceOffsets.cpp - the -shapes-c-interface-offsets pass -------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// A C caller may pass a view of a larger array: a memref descriptor whose
// offset is not the static offset of the function's argument type, which
// is all the function reads. The C-interface wrappers move each
// descriptor's offset into its aligned pointer, as far as the type's
// static offset (0 where it is dynamic), so that the function reads and
// writes the elements the descriptor describes.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/IR/ShapesDialect.h"
#include "shapes/Dialect/Shapes/Transforms/Passes.h"
#include "shapes/Support/ListedPassOptions.h"

#include "mlir/Analysis/DataLayoutAnalysis.h"
#include "mlir/Conversion/LLVMCommon/MemRefBuilder.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace mlir {
namespace shapes {
#define GEN_PASS_DEF_SHAPESCINTERFACEOFFSETS
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"
} // namespace shapes
} // namespace mlir

using namespace mlir;
using mlir::shapes::ShapesDialect;

/// Whether `type` is a ranked memref descriptor: {allocated, aligned,
/// offset, sizes, strides}, the last two absent at rank 0.
static bool isRankedDescriptor(LLVM::LLVMStructType type) {
  ArrayRef<Type> body = type.getBody();
  return (body.size() == 3 || body.size() == 5) &&
         isa<LLVM::LLVMPointerType>(body[0]) &&
         isa<LLVM::LLVMPointerType>(body[1]) && isa<IntegerType>(body[2]);
}

/// Whether `type` is an unranked memref descriptor: {rank, pointer to a
/// ranked descriptor}.
static bool isUnrankedDescriptor(LLVM::LLVMStructType type) {
  ArrayRef<Type> body = type.getBody();
  return body.size() == 2 && isa<IntegerType>(body[0]) &&
         isa<LLVM::LLVMPointerType>(body[1]);
}

/// The static offset of `type`, or 0 where it is dynamic (or `type` has no
/// strided form, as an unranked memref): the offset a rebased descriptor
/// of `type` carries.
static int64_t rebasedOffset(BaseMemRefType type) {
  auto ranked = dyn_cast<MemRefType>(type);
  SmallVector<int64_t> strides;
  int64_t offset = 0;
  if (!ranked || failed(ranked.getStridesAndOffset(strides, offset)) ||
      ShapedType::isDynamic(offset))
    return 0;
  return offset;
}

/// The aligned pointer with which a descriptor of `aligned` and `offset`
/// addresses its elements from offset `rebased`: `aligned + offset -
/// rebased` elements of `elementType`.
static Value rebasePointer(OpBuilder &b, Location loc, Type elementType,
                           Value aligned, Value offset, int64_t rebased) {
  if (rebased != 0)
    offset = LLVM::SubOp::create(
        b, loc, offset,
        LLVM::ConstantOp::create(b, loc, offset.getType(),
                                 b.getIntegerAttr(offset.getType(), rebased)));
  return LLVM::GEPOp::create(b, loc, aligned.getType(), elementType, aligned,
                             ValueRange{offset});
}

/// The ranked descriptor `loaded`, rebased to offset `rebased`.
static Value rebaseRanked(OpBuilder &b, Location loc, Type elementType,
                          int64_t rebased, Value loaded) {
  MemRefDescriptor descriptor(loaded);
  descriptor.setAlignedPtr(b, loc,
                           rebasePointer(b, loc, elementType,
                                         descriptor.alignedPtr(b, loc),
                                         descriptor.offset(b, loc), rebased));
  descriptor.setConstantOffset(b, loc, rebased);
  return descriptor;
}

/// The unranked descriptor `loaded` pointing to a copy, on the stack, of
/// the ranked descriptor it points to, rebased to offset 0. The caller's
/// descriptor is left as it is.
static Value rebaseUnranked(OpBuilder &b, Location loc,
                            const LLVMTypeConverter &converter,
                            Type elementType, Value loaded) {
  UnrankedMemRefDescriptor descriptor(loaded);
  auto ptrType = LLVM::LLVMPointerType::get(b.getContext());
  Value bytes = UnrankedMemRefDescriptor::computeSize(
      b, loc, converter, descriptor, /*addressSpace=*/0);
  // Aligned for its pointer and index fields, of at most 8 bytes each.
  Value copy = LLVM::AllocaOp::create(b, loc, ptrType, b.getI8Type(), bytes,
                                      /*alignment=*/8);
  LLVM::MemcpyOp::create(b, loc, copy, descriptor.memRefDescPtr(b, loc), bytes,
                         /*isVolatile=*/false);
  Value aligned =
      UnrankedMemRefDescriptor::alignedPtr(b, loc, converter, copy, ptrType);
  Value offset =
      UnrankedMemRefDescriptor::offset(b, loc, converter, copy, ptrType);
  UnrankedMemRefDescriptor::setAlignedPtr(
      b, loc, converter, copy, ptrType,
      rebasePointer(b, loc, elementType, aligned, offset, /*rebased=*/0));
  Value zero = LLVM::ConstantOp::create(b, loc, offset.getType(),
                                        b.getIntegerAttr(offset.getType(), 0));
  UnrankedMemRefDescriptor::setOffset(b, loc, converter, copy, ptrType, zero);
  descriptor.setMemRefDescPtr(b, loc, copy);
  return descriptor;
}

/// Rebases every descriptor that `func` loads from its argument `index`,
/// a pointer to a descriptor of `type`; every use of a loaded descriptor
/// sees the rebased one.
static LogicalResult rebaseArgument(LLVM::LLVMFuncOp func, unsigned index,
                                    BaseMemRefType type,
                                    const LLVMTypeConverter &converter) {
  Type elementType = converter.convertType(type.getElementType());
  if (!elementType)
    return func.emitOpError() << "has argument " << index << " of type " << type
                              << ", whose element type has no LLVM type";
  Value argument = func.getArgument(index);
  for (Operation *user : llvm::make_early_inc_range(argument.getUsers())) {
    auto load = dyn_cast<LLVM::LoadOp>(user);
    auto loaded =
        load ? dyn_cast<LLVM::LLVMStructType>(load.getType()) : nullptr;
    bool ranked = isa<MemRefType>(type);
    if (!loaded ||
        (ranked ? !isRankedDescriptor(loaded) : !isUnrankedDescriptor(loaded)))
      return user->emitOpError()
             << "uses argument " << index << " of '" << func.getSymName()
             << "', a pointer to a descriptor of " << type
             << ", other than to load the descriptor";
    SmallVector<OpOperand *> uses = llvm::map_to_vector(
        load->getUses(), [](OpOperand &use) { return &use; });
    OpBuilder b(load->getContext());
    b.setInsertionPointAfter(load);
    Value rebased =
        ranked ? rebaseRanked(b, load.getLoc(), elementType,
                              rebasedOffset(type), load)
               : rebaseUnranked(b, load.getLoc(), converter, elementType, load);
    for (OpOperand *use : uses)
      use->set(rebased);
  }
  return success();
}

namespace {
struct ShapesCInterfaceOffsetsPass
    : mlir::shapes::WithListedOptions<
          mlir::shapes::impl::ShapesCInterfaceOffsetsBase<
              ShapesCInterfaceOffsetsPass>> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    const auto &dataLayout = getAnalysis<DataLayoutAnalysis>();
    LowerToLLVMOptions options(&getContext(), dataLayout.getAtOrAbove(module));
    LLVMTypeConverter converter(&getContext(), options, &dataLayout);
    auto name =
        StringAttr::get(&getContext(), ShapesDialect::kMemRefTypeAttrName);
    for (auto func : module.getOps<LLVM::LLVMFuncOp>()) {
      for (unsigned index = 0, e = func.getNumArguments(); index < e; ++index) {
        auto mark = func.getArgAttrOfType<TypeAttr>(index, name);
        if (!mark)
          continue;
        func.removeArgAttr(index, name);
        // The verifier has checked that it is a memref type.
        if (!func.isExternal() &&
            failed(rebaseArgument(
                func, index, cast<BaseMemRefType>(mark.getValue()), converter)))
          return signalPassFailure();
      }
    }
  }
};
} // namespace
