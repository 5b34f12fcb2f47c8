//===- TranslateRegistration.h - HLO translations ---------------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The HLO translations of mlir-translate's registry, as shapes-translate
// offers them.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_TARGET_HLO_TRANSLATEREGISTRATION_H
#define SHAPES_TARGET_HLO_TRANSLATEREGISTRATION_H

namespace mlir::shapes {

/// Registers `--import-hlo` (importHloModule), and its option
/// `--hlo-runner-main` (importHloModuleWithRunnerMain).
void registerImportHloTranslation();

/// Registers `--import-stablehlo` (importStablehloModule), and its option
/// `--stablehlo-runner-main`.
void registerImportStablehloTranslation();

/// Registers `--export-hlo` (exportHloModule).
void registerExportHloTranslation();

} // namespace mlir::shapes

#endif // SHAPES_TARGET_HLO_TRANSLATEREGISTRATION_H
