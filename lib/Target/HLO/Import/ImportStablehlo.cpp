//===- ImportStablehlo.cpp - StableHLO module text to MLIR ----------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The driver of the StableHLO import: parse (StablehloParser.cpp), write
// each op as the HLO instruction of the same meaning (StablehloToHlo.cpp),
// and build the module with the HLO importer, the checks' emitters added
// (ImportChecks.cpp).
//
//===----------------------------------------------------------------------===//

#include "shapes/Target/HLO/ImportStablehlo.h"

#include "Importer.h"
#include "StablehloText.h"

#include "shapes/Dialect/Shapes/IR/ShapesDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Verifier.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::hlo;

/// `func.func @run_stablehlo()`, which calls every public function of
/// `module` that takes no arguments, as `stablehlo-translate --interpret`
/// does, and drops their results.
static LogicalResult addRunnerMain(ModuleOp module) {
  constexpr StringLiteral kName = "run_stablehlo";
  if (Operation *existing = module.lookupSymbol(kName))
    return existing->emitError() << "the module defines @" << kName
                                 << ", which --stablehlo-runner-main adds";
  SmallVector<func::FuncOp> callees;
  for (auto func : module.getOps<func::FuncOp>())
    if (func.isPublic() && func.getNumArguments() == 0)
      callees.push_back(func);
  OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
  Location loc = module.getLoc();
  auto main = func::FuncOp::create(builder, loc, kName,
                                   builder.getFunctionType({}, {}));
  builder.setInsertionPointToStart(main.addEntryBlock());
  for (func::FuncOp callee : callees)
    func::CallOp::create(builder, callee.getLoc(), callee, ValueRange{});
  func::ReturnOp::create(builder, loc);
  return success();
}

OwningOpRef<ModuleOp>
mlir::shapes::importStablehloModule(llvm::SourceMgr &sourceMgr,
                                    MLIRContext *context,
                                    const StablehloImportOptions &options) {
  context->loadDialect<ShapesDialect, arith::ArithDialect, func::FuncDialect,
                       linalg::LinalgDialect, math::MathDialect,
                       tensor::TensorDialect>();
  if (options.runnerMain)
    context->loadDialect<scf::SCFDialect, LLVM::LLVMDialect>();
  FailureOr<std::unique_ptr<StablehloModule>> parsed =
      parseStablehlo(sourceMgr, context);
  if (failed(parsed))
    return nullptr;
  FailureOr<HloModule> module =
      convertStablehlo(**parsed, sourceMgr, context, options.runnerMain);
  if (failed(module))
    return nullptr;
  // The HLO tree refers to the StableHLO one's strings only (its saver and
  // the source buffer): the ops go now, so that the module's ops reuse
  // their memory rather than touch fresh pages.
  for (StablehloFunction &function : (*parsed)->functions)
    function.body = StablehloBlock();
  HloImportOptions hloOptions;
  hloOptions.verify = false;
  hloOptions.opLocations = options.opLocations;
  Importer importer(sourceMgr, context, *module, hloOptions);
  importer.addEmitters(registerCheckEmitters);
  OwningOpRef<ModuleOp> result = importer.importModule(nullptr);
  if (!result || (options.runnerMain && failed(addRunnerMain(*result))) ||
      (options.verify && failed(verify(*result))))
    return nullptr;
  return result;
}
