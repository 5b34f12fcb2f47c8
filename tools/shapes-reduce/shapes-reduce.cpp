//===- shapes-reduce.cpp - the shapes test-case reducer -------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// `mlir-reduce` with the registry of shapes-opt: shrinks a `.mlir` file that
// uses shapes ops while an interestingness script keeps returning 1 ("still
// interesting"). See docs/Reduce.md for the recipe.
//
//===----------------------------------------------------------------------===//

#include "shapes/InitAll.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Tools/mlir-reduce/MlirReduceMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  shapes::registerAllDialects(registry);
  // The reduction passes (-reduction-tree, -opt-reduction-pass) and every
  // pass they may run: ours and upstream's.
  shapes::registerAllPasses();
  mlir::MLIRContext context(registry);
  return mlir::failed(mlir::mlirReduceMain(argc, argv, context));
}
