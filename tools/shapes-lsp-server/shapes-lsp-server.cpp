//===- shapes-lsp-server.cpp - the shapes language server -----------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// `mlir-lsp-server` with the shapes dialect registered next to the upstream
// dialects (the registry of shapes-opt): an editor pointed at this binary
// gets diagnostics, hover, go-to-definition and completion for `shapes` ops
// and `#shapes.layout`. See docs/LSP.md.
//
//===----------------------------------------------------------------------===//

#include "shapes/InitAll.h"
#include "shapes/Version.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-lsp-server/MlirLspServerMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::shapes::registerAllDialects(registry);
  mlir::shapes::registerShapesVersionPrinter();
  return mlir::failed(mlir::MlirLspServerMain(argc, argv, registry));
}
