//===- AddressableTypesTest.cpp - the verifiers' per-type check -----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The op verifiers check that every position of a static operand or result
// type is addressable once per type and thread, and keep only the types
// that passed (ShapesDialect::addressableTypes): a type that failed fails
// again, every time it is verified.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/IR/ShapesDialect.h"
#include "shapes/Dialect/Shapes/IR/ShapesOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace mlir;
using namespace mlir::shapes;

namespace {

constexpr const char *kModule = R"mlir(
func.func @f(%small: tensor<2x3xf32>, %big: tensor<4294967296x4294967296x2xi8>)
    -> (tensor<2x3xf32>, tensor<4294967296x4294967296x2xi8>) {
  %s = shapes.add %small, %small : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %b = shapes.add %big, %big : (tensor<4294967296x4294967296x2xi8>, tensor<4294967296x4294967296x2xi8>) -> tensor<4294967296x4294967296x2xi8>
  return %s, %b : tensor<2x3xf32>, tensor<4294967296x4294967296x2xi8>
}
)mlir";

TEST(AddressableTypesTest, OnlyTypesThatPassAreKept) {
  MLIRContext context;
  context.loadDialect<ShapesDialect, func::FuncDialect>();
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(
      kModule, ParserConfig(&context, /*verifyAfterParse=*/false));
  ASSERT_TRUE(module);

  std::vector<std::string> errors;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    errors.push_back(diag.str());
    return success();
  });
  const std::string expected =
      "'shapes.add' op lhs type 'tensor<4294967296x4294967296x2xi8>': the "
      "physical buffer of this layout needs 36893488147419103232 elements, "
      "more than 2^63-1";
  // The second verification meets the small type again, now known, and the
  // big one, which is checked again and fails again.
  for (int round = 0; round < 2; ++round) {
    EXPECT_TRUE(failed(verify(*module)));
    ASSERT_EQ(errors.size(), static_cast<size_t>(round + 1));
    EXPECT_EQ(errors.back(), expected);
  }

  auto &known = context.getLoadedDialect<ShapesDialect>()->addressableTypes;
  Type f32 = Float32Type::get(&context);
  Type i8 = IntegerType::get(&context, 8);
  EXPECT_TRUE(known.get().contains(RankedTensorType::get({2, 3}, f32)));
  EXPECT_FALSE(known.get().contains(
      RankedTensorType::get({4294967296, 4294967296, 2}, i8)));
}

} // namespace
