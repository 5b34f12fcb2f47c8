//===- VectorizePassOptionsTest.cpp - -shapes-vectorize from C++ ----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// createShapesVectorize(ShapesVectorizeOptions) hands each field of the
// struct to the vector loops: the IR of one elementwise nest into the
// caller's buffer and one into a buffer the function allocates differs
// with each. The same options given as text are checked in
// test/Dialect/Shapes/Transforms/vectorize-options.mlir.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/Passes.h"
#include "shapes/InitAll.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

#include <string>

using namespace mlir;
using namespace mlir::shapes;

namespace {

constexpr llvm::StringLiteral kModule = R"mlir(
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @into_caller(%a: memref<4x64xf32>, %out: memref<4x64xf32>) {
  linalg.generic {indexing_maps = [#id, #id],
                  iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<4x64xf32>) outs(%out : memref<4x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  }
  return
}
func.func @into_fresh(%a: memref<4x64xf32>) -> memref<4x64xf32> {
  %out = memref.alloc() {alignment = 64 : i64} : memref<4x64xf32>
  linalg.generic {indexing_maps = [#id, #id],
                  iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<4x64xf32>) outs(%out : memref<4x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  }
  return %out : memref<4x64xf32>
}
)mlir";

/// The vector stores of each function of kModule after -shapes-vectorize
/// constructed with `options`, one line per function: "<name>: <stores>",
/// each store "N" (N lanes) or "N nt" (non-temporal).
std::string vectorStores(const ShapesVectorizeOptions &options) {
  DialectRegistry registry;
  registerAllDialects(registry);
  MLIRContext context(registry);
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(kModule, &context);
  if (!module)
    return "parse error";
  PassManager pm(&context);
  pm.addNestedPass<func::FuncOp>(createShapesVectorize(options));
  if (failed(pm.run(*module)))
    return "pass failure";
  std::string text;
  llvm::raw_string_ostream os(text);
  for (auto func : module->getOps<func::FuncOp>()) {
    os << func.getSymName() << ":";
    func.walk([&](vector::StoreOp store) {
      os << " " << store.getVectorType().getNumElements();
      if (store.getNontemporal())
        os << " nt";
    });
    os << "\n";
  }
  return text;
}

TEST(VectorizePassOptions, Defaults) {
  EXPECT_EQ(vectorStores(ShapesVectorizeOptions()),
            "into_caller: 16\ninto_fresh: 16\n");
}

TEST(VectorizePassOptions, VectorBits) {
  ShapesVectorizeOptions options;
  options.vectorBits = 256;
  EXPECT_EQ(vectorStores(options), "into_caller: 8\ninto_fresh: 8\n");
}

TEST(VectorizePassOptions, StreamingThreshold) {
  ShapesVectorizeOptions options;
  options.streamingThreshold = 0;
  EXPECT_EQ(vectorStores(options), "into_caller: 16 nt\ninto_fresh: 16\n");
}

TEST(VectorizePassOptions, StreamFresh) {
  ShapesVectorizeOptions options;
  options.streamingThreshold = 0;
  options.streamFresh = true;
  EXPECT_EQ(vectorStores(options), "into_caller: 16 nt\ninto_fresh: 16 nt\n");
}

} // namespace
