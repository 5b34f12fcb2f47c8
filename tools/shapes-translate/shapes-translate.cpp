//===- shapes-translate.cpp - the shapes translation driver ---------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// `mlir-translate` with the translations between XLA's HLO text and MLIR:
//
//   shapes-translate --import-hlo module.hlo -o module.mlir
//   shapes-translate --export-hlo module.mlir -o module.hlo
//
// Diagnostics are located in the input (`file:line:col: error: ...`), and
// `--verify-diagnostics` checks them against `expected-error` comments as
// in mlir-translate.
//
//===----------------------------------------------------------------------===//

#include "shapes/Support/HugePageHeap.h"
#include "shapes/Target/HLO/TranslateRegistration.h"
#include "shapes/Version.h"

#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"

int main(int argc, char **argv) {
  mlir::shapes::useHugePageHeap();
  mlir::shapes::registerImportHloTranslation();
  mlir::shapes::registerImportStablehloTranslation();
  mlir::shapes::registerExportHloTranslation();
  mlir::shapes::registerShapesVersionPrinter();
  return mlir::failed(
      mlir::mlirTranslateMain(argc, argv, "shapes translation driver"));
}
