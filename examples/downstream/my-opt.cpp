//===- my-opt.cpp - a downstream tool using the shapes package ------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Registers only the shapes dialect (with the upstream dialects it lowers to)
// and the shapes passes, the way a project that embeds shapes in its own
// pipeline would. `--version` names the shapes version it was built with.
//
//===----------------------------------------------------------------------===//

#include "shapes/InitAll.h"
#include "shapes/Version.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::shapes::registerAllDialects(registry);
  mlir::shapes::registerShapesPasses();
  mlir::shapes::registerShapesVersionPrinter();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "downstream shapes tool\n", registry));
}
