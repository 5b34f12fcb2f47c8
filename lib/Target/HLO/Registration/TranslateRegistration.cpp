//===- TranslateRegistration.cpp - HLO translations -----------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Implements include/shapes/Target/HLO/TranslateRegistration.h.
//
//===----------------------------------------------------------------------===//

#include "shapes/Target/HLO/TranslateRegistration.h"

#include "shapes/Dialect/Shapes/IR/ShapesDialect.h"
#include "shapes/Dialect/Shapes/Transforms/Passes.h"
#include "shapes/Support/UpstreamParserGuard.h"
#include "shapes/Target/HLO/ExportHlo.h"
#include "shapes/Target/HLO/ImportHlo.h"
#include "shapes/Target/HLO/ImportStablehlo.h"
#include "shapes/Target/HLO/RunnerMain.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Tools/ParseUtilities.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using namespace mlir::shapes;

/// The module that `import` makes, given whether each op gets its own
/// location: without them when the printed module will not show them (no
/// -mlir-print-debuginfo), which saves making one unique location per op.
/// An import that fails so is run again with them, its first errors held
/// back, so that every error, the verifier's too, points at its instruction.
static OwningOpRef<ModuleOp>
importWithLocations(MLIRContext *context,
                    function_ref<OwningOpRef<ModuleOp>(bool)> import) {
  if (!OpPrintingFlags().shouldPrintDebugInfo()) {
    ScopedDiagnosticHandler holdErrors(context, [](Diagnostic &diagnostic) {
      return success(diagnostic.getSeverity() == DiagnosticSeverity::Error);
    });
    if (OwningOpRef<ModuleOp> module = import(/*opLocations=*/false))
      return module;
  }
  return import(/*opLocations=*/true);
}

/// -shapes-assign-layouts on every function of `module`.
static LogicalResult runAssignLayouts(ModuleOp module) {
  PassManager pm(module->getContext());
  pm.addNestedPass<func::FuncOp>(createShapesAssignLayouts());
  return pm.run(module);
}

void mlir::shapes::registerImportHloTranslation() {
  static llvm::cl::opt<bool> runnerMain(
      "hlo-runner-main",
      llvm::cl::desc("With --import-hlo: also add func.func @run_hlo(), which "
                     "calls the ENTRY function on fixed arguments and prints "
                     "its results (mlir-runner -e run_hlo)"),
      llvm::cl::init(false));
  static llvm::cl::opt<bool> assignLayouts(
      "assign-layouts",
      llvm::cl::desc("With --import-hlo: keep only the layouts of the ENTRY "
                     "computation's signature (and of bitcasts) and let "
                     "-shapes-assign-layouts choose the others"),
      llvm::cl::init(false));
  // A file-to-file translation rather than a TranslateToMLIRRegistration:
  // that one verifies the module, then prints it with default flags, which
  // verify it a second time. importHloModule verifies it once, and the
  // printer is told so.
  static TranslateRegistration registration(
      "import-hlo",
      "import an XLA HLO module (text) into shapes and upstream "
      "MLIR dialects",
      [](const std::shared_ptr<llvm::SourceMgr> &sourceMgr, raw_ostream &output,
         MLIRContext *context) -> LogicalResult {
        OwningOpRef<ModuleOp> module =
            importWithLocations(context, [&](bool opLocations) {
              HloImportOptions options;
              options.entryLayoutsOnly = assignLayouts;
              options.opLocations = opLocations;
              return runnerMain ? importHloModuleWithRunnerMain(
                                      *sourceMgr, context, options)
                                : importHloModule(*sourceMgr, context, options);
            });
        if (!module || (assignLayouts && failed(runAssignLayouts(*module))))
          return failure();
        module->print(output, OpPrintingFlags().assumeVerified());
        return success();
      });
}

void mlir::shapes::registerImportStablehloTranslation() {
  static llvm::cl::opt<bool> runnerMain(
      "stablehlo-runner-main",
      llvm::cl::desc("With --import-stablehlo: run the interpreter's checks "
                     "(check.*) as code, and add func.func @run_stablehlo(), "
                     "which calls every public function without arguments "
                     "(mlir-runner -e run_stablehlo)"),
      llvm::cl::init(false));
  static TranslateRegistration registration(
      "import-stablehlo",
      "import a StableHLO module (text, pretty or generic) into shapes and "
      "upstream MLIR dialects",
      [](const std::shared_ptr<llvm::SourceMgr> &sourceMgr, raw_ostream &output,
         MLIRContext *context) -> LogicalResult {
        OwningOpRef<ModuleOp> module =
            importWithLocations(context, [&](bool opLocations) {
              StablehloImportOptions options;
              options.runnerMain = runnerMain;
              options.opLocations = opLocations;
              return importStablehloModule(*sourceMgr, context, options);
            });
        if (!module)
          return failure();
        module->print(output, OpPrintingFlags().assumeVerified());
        return success();
      });
}

/// Whether the module is implicit (mlir-translate's --no-implicit-module is
/// not set), as TranslateFromMLIRRegistration decides it.
static bool insertImplicitModule() {
  auto &options = llvm::cl::getRegisteredOptions();
  auto it = options.find("no-implicit-module");
  return it == options.end() ||
         !static_cast<llvm::cl::opt<bool> *>(it->second)->getValue();
}

void mlir::shapes::registerExportHloTranslation() {
  // What a TranslateFromMLIRRegistration does, with the input checked first
  // for what MLIR 22's parser crashes on (UpstreamParserGuard.h).
  static TranslateRegistration registration(
      "export-hlo",
      "export a module of shapes and upstream ops as an XLA HLO module "
      "(text)",
      [](const std::shared_ptr<llvm::SourceMgr> &sourceMgr, raw_ostream &output,
         MLIRContext *context) -> LogicalResult {
        if (reportUpstreamParserCrash(*sourceMgr))
          return failure();
        DialectRegistry registry;
        registry.insert<ShapesDialect, arith::ArithDialect, func::FuncDialect,
                        linalg::LinalgDialect, math::MathDialect,
                        tensor::TensorDialect>();
        context->appendDialectRegistry(registry);
        OwningOpRef<Operation *> op = parseSourceFileForTool(
            sourceMgr, ParserConfig(context), insertImplicitModule());
        if (!op)
          return failure();
        auto module = dyn_cast<ModuleOp>(*op);
        if (!module)
          return (*op)->emitError() << "--export-hlo expects a builtin.module";
        return exportHloModule(module, output);
      });
}
