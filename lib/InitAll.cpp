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

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

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
  mlir::shapes::registerVectorTargetCLOptions();
}

void mlir::shapes::registerAllPasses() {
  registerShapesPasses();
  mlir::registerAllPasses();
}

const std::vector<const char *> &mlir::shapes::getShapesPassNames() {
  // The passes of -shapes-to-llvm with every optional one on, read from its
  // textual form ("builtin.module(shapes-lower-to-linalg{runtime-checks=
  // false}, func.func(shapes-fuse-elementwise), ...)"): the pass names,
  // outside the braces of the options, that start with "shapes-".
  static const std::vector<std::string> storage = [] {
    ShapesToLLVMOptions options;
    options.assignLayouts = true;
    options.fuse = true;
    options.resultsToOutParams = true;
    options.vectorize = true;
    options.emitCInterface = true;
    OpPassManager pm(ModuleOp::getOperationName());
    buildShapesToLLVMPipeline(pm, options);
    std::string text;
    llvm::raw_string_ostream os(text);
    pm.printAsTextualPipeline(os);
    std::vector<std::string> names;
    StringRef rest = text;
    while (!rest.empty()) {
      if (rest.front() == '{') {
        rest = rest.drop_until([](char c) { return c == '}'; }).drop_front();
        continue;
      }
      StringRef name = rest.take_until(
          [](char c) { return StringRef("{}(), ").contains(c); });
      rest = rest.drop_front(std::max<size_t>(name.size(), 1));
      if (name.starts_with("shapes-") && !llvm::is_contained(names, name))
        names.push_back(name.str());
    }
    return names;
  }();
  static const std::vector<const char *> names = [] {
    std::vector<const char *> pointers;
    pointers.reserve(storage.size());
    for (const std::string &name : storage)
      pointers.push_back(name.c_str());
    return pointers;
  }();
  return names;
}

const std::vector<const char *> &mlir::shapes::getShapesPipelineNames() {
  static const std::vector<const char *> names = {
      "shapes-to-affine",
      "shapes-to-llvm",
  };
  return names;
}
