//===- Passes.cpp - C API of the shapes passes and pipelines --------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Implements include/shapes-c/Passes.h and include/shapes-c/InitAll.h.
//
//===----------------------------------------------------------------------===//

#include "shapes-c/Passes.h"
#include "shapes-c/InitAll.h"
#include "shapes/Conversion/Passes.h"
#include "shapes/Dialect/Shapes/Transforms/Passes.h"
#include "shapes/InitAll.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#include <mutex>

using namespace mlir;
using namespace mlir::shapes;

// The generated mlirCreateShapes...() and mlirRegisterShapes...() functions.
#include "shapes/Conversion/Passes.capi.cpp.inc"
#include "shapes/Dialect/Shapes/Transforms/Passes.capi.cpp.inc"

// Registering a pipeline name twice is a fatal error in MLIR, so each
// registration runs once per process.
void shapesRegisterPasses(void) {
  static std::once_flag once;
  std::call_once(once, [] { shapes::registerShapesPasses(); });
}

void shapesRegisterAllPasses(void) {
  static std::once_flag once;
  std::call_once(once, [] {
    shapesRegisterPasses();
    mlir::registerAllPasses();
  });
}

void shapesRegisterAllDialects(MlirDialectRegistry registry) {
  shapes::registerAllDialects(*unwrap(registry));
}

MlirLogicalResult shapesRunShapesToLLVM(MlirModule module,
                                        MlirStringRef options) {
  shapesRegisterPasses();
  ModuleOp moduleOp = unwrap(module);
  MLIRContext *context = moduleOp.getContext();
  // Through the registered pipeline, so that the options are parsed (and
  // rejected) exactly as `shapes-opt -shapes-to-llvm="..."` does.
  const PassPipelineInfo *pipeline = PassPipelineInfo::lookup("shapes-to-llvm");
  if (!pipeline)
    return wrap(moduleOp.emitError("the shapes-to-llvm pipeline is not "
                                   "registered"));
  PassManager pm(context, ModuleOp::getOperationName());
  // The option parser prints its own message on stderr and fails without
  // calling the error handler, so a C caller also gets a diagnostic.
  bool reported = false;
  if (failed(
          pipeline->addToPipeline(pm, unwrap(options), [&](const Twine &msg) {
            moduleOp.emitError("invalid -shapes-to-llvm options '")
                << unwrap(options) << "': " << msg;
            reported = true;
            return failure();
          }))) {
    if (!reported)
      moduleOp.emitError("invalid -shapes-to-llvm options '")
          << unwrap(options) << "'";
    return mlirLogicalResultFailure();
  }
  return wrap(pm.run(moduleOp));
}
