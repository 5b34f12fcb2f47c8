//===- VectorizeTest.cpp - vectorizeOp() and its precondition
//---------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The public transform of -shapes-vectorize (Vectorization.h), called on
// ops of a caller's choosing: vectorizeOpPrecondition accepts exactly the
// ops that vectorizeOp() rewrites, says why it refuses the others, and
// builds nothing; vectorizeOp() returns the nest it built and erases the op,
// and leaves the IR unchanged when it fails.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/Vectorization.h"
#include "shapes/InitAll.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

#include <string>

using namespace mlir;
using namespace mlir::shapes;

namespace {

constexpr llvm::StringLiteral kModule = R"mlir(
#id = affine_map<(d0, d1) -> (d0, d1)>
#rows = affine_map<(d0, d1) -> (d0)>
func.func @elementwise(%a: memref<4x64xf32>, %out: memref<4x64xf32>) {
  linalg.generic {indexing_maps = [#id, #id],
                  iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<4x64xf32>) outs(%out : memref<4x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  }
  return
}
func.func @transposing(%a: memref<64x64xf32, strided<[1, 64]>>,
                       %out: memref<64x64xf32>) {
  memref.copy %a, %out : memref<64x64xf32, strided<[1, 64]>> to memref<64x64xf32>
  return
}
func.func @reduction(%a: memref<4x64xf32>, %out: memref<4xf32>) {
  linalg.generic {indexing_maps = [#id, #rows],
                  iterator_types = ["parallel", "reduction"]}
      ins(%a : memref<4x64xf32>) outs(%out : memref<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %o, %x : f32
    linalg.yield %s : f32
  }
  return
}
func.func @self(%a: memref<4x64xf32>) {
  memref.copy %a, %a : memref<4x64xf32> to memref<4x64xf32>
  return
}
func.func @matmul(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>) {
  linalg.matmul ins(%a, %b : memref<8x8xf32>, memref<8x8xf32>)
                outs(%c : memref<8x8xf32>)
  return
}
func.func @tensors(%a: tensor<4x64xf32>) -> tensor<4x64xf32> {
  %r = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x64xf32>) outs(%a : tensor<4x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<4x64xf32>
  return %r : tensor<4x64xf32>
}
)mlir";

class VectorizeOp : public ::testing::Test {
protected:
  void SetUp() override {
    DialectRegistry registry;
    registerAllDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
    module = parseSourceString<ModuleOp>(kModule, &context);
    ASSERT_TRUE(module);
  }

  /// The first op of function `name`.
  Operation *firstOp(StringRef name) {
    auto func = module->lookupSymbol<func::FuncOp>(name);
    return &func.getBody().front().front();
  }

  /// The precondition's verdict on the first op of `name`: "" when it
  /// accepts, else its reasons.
  std::string refusal(StringRef name) {
    std::string reasons;
    LogicalResult result = vectorizeOpPrecondition(
        firstOp(name), VectorTarget::generic(), /*threads=*/1,
        [&](const Twine &why) { reasons += why.str() + ";"; });
    if (succeeded(result))
      return "";
    return reasons.empty() ? "(no reason)" : reasons;
  }

  std::string print() {
    std::string text;
    llvm::raw_string_ostream os(text);
    module->print(os);
    return text;
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

TEST_F(VectorizeOp, PreconditionAcceptsWhatVectorizeRewrites) {
  std::string before = print();
  EXPECT_EQ(refusal("elementwise"), "");
  EXPECT_EQ(refusal("transposing"), "");
  EXPECT_EQ(refusal("reduction"), "");
  EXPECT_EQ(refusal("self"), "");
  EXPECT_EQ(refusal("matmul"),
            "not a linalg.generic, linalg.copy or memref.copy;");
  EXPECT_EQ(refusal("tensors"),
            "not elementwise on buffers;not a reduction with a combiner;");
  // The precondition builds nothing.
  EXPECT_EQ(print(), before);
}

TEST_F(VectorizeOp, ReturnsTheNestAndErasesTheOp) {
  IRRewriter rewriter(&context);
  auto run = [&](StringRef name) {
    Operation *op = firstOp(name);
    rewriter.setInsertionPoint(op);
    return vectorizeOp(rewriter, op, VectorTarget::generic());
  };
  FailureOr<VectorNest> nest = run("elementwise");
  ASSERT_TRUE(succeeded(nest));
  EXPECT_EQ(*nest, VectorNest::Elementwise);
  nest = run("transposing");
  ASSERT_TRUE(succeeded(nest));
  EXPECT_EQ(*nest, VectorNest::Transposing);
  nest = run("reduction");
  ASSERT_TRUE(succeeded(nest));
  EXPECT_EQ(*nest, VectorNest::Reduction);
  nest = run("self");
  ASSERT_TRUE(succeeded(nest));
  EXPECT_EQ(*nest, VectorNest::None);
  for (StringRef name : {"elementwise", "transposing", "reduction"}) {
    auto func = module->lookupSymbol<func::FuncOp>(name);
    int linalgOps = 0, copies = 0, vectorOps = 0;
    func.walk([&](Operation *op) {
      linalgOps += isa<linalg::LinalgOp>(op);
      copies += isa<memref::CopyOp>(op);
      vectorOps +=
          op->getDialect() && isa<vector::VectorDialect>(op->getDialect());
    });
    EXPECT_EQ(linalgOps + copies, 0) << name.str();
    EXPECT_GT(vectorOps, 0) << name.str();
  }
  EXPECT_TRUE(isa<func::ReturnOp>(firstOp("self")));
}

TEST_F(VectorizeOp, FailureLeavesTheIRAsItWas) {
  IRRewriter rewriter(&context);
  std::string before = print();
  for (StringRef name : {"matmul", "tensors"}) {
    Operation *op = firstOp(name);
    rewriter.setInsertionPoint(op);
    EXPECT_TRUE(failed(vectorizeOp(rewriter, op, VectorTarget::generic())))
        << name.str();
  }
  EXPECT_EQ(print(), before);
}

} // namespace
