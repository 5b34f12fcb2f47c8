//===- shapes-opt.cpp - the shapes optimizer driver -----------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// `mlir-opt` with the shapes dialect, its passes and pipelines registered
// next to the upstream ones.
//
//===----------------------------------------------------------------------===//

#include "shapes/InitAll.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  shapes::registerAllDialects(registry);
  shapes::registerAllPasses();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv,
                        "shapes optimizer driver: XLA shapes, layouts and "
                        "broadcasting for MLIR\n",
                        registry));
}
