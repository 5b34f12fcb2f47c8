//===- ImportHlo.h - XLA HLO text to MLIR -----------------------*- C++ -*-===//
//
// Imports an XLA HLO module in text form (`HloModule ...`, or bare
// computations as XLA's codegen tests write them) into the shapes dialect
// and upstream dialects. The ENTRY computation becomes a public
// `func.func`; HLO layouts become `#shapes.layout` encodings.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_TARGET_HLO_IMPORTHLO_H
#define SHAPES_TARGET_HLO_IMPORTHLO_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace mlir::shapes {

struct HloImportOptions {
  /// Also add `func.func @run_hlo()`, which calls the ENTRY function on
  /// fixed arguments and prints its results with MLIR's runner utilities,
  /// so that `mlir-runner -e run_hlo` runs the module.
  bool runnerMain = false;
  /// Verify the imported module before returning it: a module that fails
  /// is not returned (its errors are emitted).
  bool verify = true;
};

/// Imports the HLO text in the main buffer of `sourceMgr`. Returns null
/// after emitting located errors when the text is malformed or uses an
/// opcode or attribute outside the supported subset.
OwningOpRef<ModuleOp> importHloModule(llvm::SourceMgr &sourceMgr,
                                      MLIRContext *context,
                                      const HloImportOptions &options = {});

/// Registers `--import-hlo` with mlir-translate's registry, and its option
/// `--hlo-runner-main`.
void registerImportHloTranslation();

} // namespace mlir::shapes

#endif // SHAPES_TARGET_HLO_IMPORTHLO_H
