//===- RunnerMain.h - a main function that runs the ENTRY -------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// `func.func @run_hlo()` for an imported HLO module: it calls the ENTRY
// function on fixed arguments and prints its results with MLIR's runner
// utilities, so that `mlir-runner -e run_hlo` runs the module. A test aid
// (`shapes-translate --import-hlo --hlo-runner-main`); RunnerMain.cpp says
// which arguments and how results print.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_TARGET_HLO_RUNNERMAIN_H
#define SHAPES_TARGET_HLO_RUNNERMAIN_H

#include "shapes/Target/HLO/ImportHlo.h"

namespace mlir::shapes {

/// Adds `@run_hlo` to `module`, which calls the function of `signature`.
/// Fails after an error when `module` has a symbol `run_hlo` already.
LogicalResult addHloRunnerMain(ModuleOp module,
                               const HloEntrySignature &signature);

/// importHloModule, then addHloRunnerMain, with the module verified after
/// both (when `options.verify`).
OwningOpRef<ModuleOp>
importHloModuleWithRunnerMain(llvm::SourceMgr &sourceMgr, MLIRContext *context,
                              const HloImportOptions &options = {});

} // namespace mlir::shapes

#endif // SHAPES_TARGET_HLO_RUNNERMAIN_H
