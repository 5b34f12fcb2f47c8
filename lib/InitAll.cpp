//===- InitAll.cpp - register everything shapes-opt offers ----------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Implements include/shapes/InitAll.h.
//
//===----------------------------------------------------------------------===//

#include "shapes/InitAll.h"
#include "shapes/Conversion/Passes.h"
#include "shapes/Dialect/Shapes/IR/ShapesDialect.h"
#include "shapes/Dialect/Shapes/Transforms/Passes.h"
#include "shapes/Pipelines/Pipelines.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"

void mlir::shapes::registerShapesDialect(mlir::DialectRegistry &registry) {
  registry.insert<mlir::shapes::ShapesDialect>();
}

void mlir::shapes::registerAllDialects(mlir::DialectRegistry &registry) {
  registerShapesDialect(registry);
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
}

void mlir::shapes::registerShapesPasses() {
  mlir::shapes::registerShapesConversionPasses();
  mlir::shapes::registerShapesTransformsPasses();
  mlir::shapes::registerShapesPipelines();
}

void mlir::shapes::registerAllPasses() {
  registerShapesPasses();
  mlir::registerAllPasses();
}

const std::vector<const char *> &mlir::shapes::getShapesPassNames() {
  static const std::vector<const char *> names = {
      // In the order -shapes-to-llvm runs them.
      "shapes-lower-to-linalg",       "shapes-fuse-elementwise",
      "shapes-strip-deallocs",        "shapes-bufferize",
      "shapes-results-to-out-params", "shapes-vectorize",
      "shapes-lower-layouts",         "shapes-expand-bf16",
      "shapes-emit-c-interface",      "shapes-huge-page-allocs",
      "shapes-verify-llvm",
  };
  return names;
}

const std::vector<const char *> &mlir::shapes::getShapesPipelineNames() {
  static const std::vector<const char *> names = {
      "shapes-to-affine",
      "shapes-to-llvm",
  };
  return names;
}
