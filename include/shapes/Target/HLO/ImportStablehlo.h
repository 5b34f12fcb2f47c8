//===- ImportStablehlo.h - StableHLO text to MLIR ---------------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Imports a StableHLO module in text form, as `stablehlo-opt` or JAX
// (`jax.jit(f).lower(x).as_text()`) print it, pretty or generic, into the
// shapes dialect and upstream dialects: the IR that `--import-hlo` builds
// for the same program, from the same builders. No dialect named
// `stablehlo` or `check` is registered: the importer reads the text itself.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_TARGET_HLO_IMPORTSTABLEHLO_H
#define SHAPES_TARGET_HLO_IMPORTSTABLEHLO_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace mlir::shapes {

struct StablehloImportOptions {
  /// Verify the imported module before returning it.
  bool verify = true;
  /// Run the interpreter's checks (`check.*` ops and custom calls) as code
  /// that prints the first failing element and exits with status 1, and add
  /// `func.func @run_stablehlo()`, which calls every public function that
  /// takes no arguments and drops their results. Without it the checks are
  /// dropped.
  bool runnerMain = false;
  /// As HloImportOptions::opLocations.
  bool opLocations = true;
};

/// Imports the StableHLO text in the main buffer of `sourceMgr`: each public
/// function becomes a public `func.func`, private ones are inlined where
/// they are called. Returns null after emitting located errors when the text
/// is malformed or uses an op, type or attribute outside the supported
/// subset (docs/StableHLO.md).
OwningOpRef<ModuleOp>
importStablehloModule(llvm::SourceMgr &sourceMgr, MLIRContext *context,
                      const StablehloImportOptions &options = {});

} // namespace mlir::shapes

#endif // SHAPES_TARGET_HLO_IMPORTSTABLEHLO_H
