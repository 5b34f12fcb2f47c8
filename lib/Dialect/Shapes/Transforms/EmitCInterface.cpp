//===- EmitCInterface.cpp - the -shapes-emit-c-interface pass -------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Marks public function definitions with llvm.emit_c_interface.
//
//===----------------------------------------------------------------------===//

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

namespace {
struct ShapesEmitCInterfacePass
    : mlir::shapes::WithListedOptions<
          mlir::shapes::impl::ShapesEmitCInterfaceBase<
              ShapesEmitCInterfacePass>> {
  void runOnOperation() override {
    UnitAttr unit = UnitAttr::get(&getContext());
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      // Declarations keep their convention (runtime calls such as
      // printMemrefF32 must not change).
      if (func.isExternal() || !func.isPublic())
        continue;
      func->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(), unit);
    }
  }
};
} // namespace
