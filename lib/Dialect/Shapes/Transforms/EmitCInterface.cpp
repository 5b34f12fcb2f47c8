//===- EmitCInterface.cpp - the -shapes-emit-c-interface pass -------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Marks public function definitions with llvm.emit_c_interface, and records
// the type of each memref argument of a function with a C interface for
// -shapes-c-interface-offsets.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/IR/ShapesDialect.h"
#include "shapes/Dialect/Shapes/Transforms/Passes.h"
#include "shapes/Support/ListedPassOptions.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace mlir {
namespace shapes {
#define GEN_PASS_DEF_SHAPESEMITCINTERFACE
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"
} // namespace shapes
} // namespace mlir

using namespace mlir;
using mlir::shapes::ShapesDialect;

namespace {
struct ShapesEmitCInterfacePass
    : mlir::shapes::WithListedOptions<
          mlir::shapes::impl::ShapesEmitCInterfaceBase<
              ShapesEmitCInterfacePass>> {
  void runOnOperation() override {
    StringRef emitCWrapper = LLVM::LLVMDialect::getEmitCWrapperAttrName();
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      // Declarations keep their convention (runtime calls such as
      // printMemrefF32 must not change).
      if (func.isExternal())
        continue;
      if (func.isPublic())
        func->setAttr(emitCWrapper, UnitAttr::get(&getContext()));
      if (!func->hasAttr(emitCWrapper))
        continue;
      // The wrapper's descriptor pointers lose the element type and the
      // static offset that -shapes-c-interface-offsets needs to rebase them.
      for (auto [index, type] : llvm::enumerate(func.getArgumentTypes()))
        if (isa<BaseMemRefType>(type))
          func.setArgAttr(index, ShapesDialect::kMemRefTypeAttrName,
                          TypeAttr::get(type));
    }
  }
};
} // namespace
