//===- LayoutCostModelTest.cpp - bytes a layout choice costs --------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The cost model of -shapes-assign-layouts on small functions: views and
// relayouts between equivalent layouts cost nothing, a copy costs its
// destination's physical bytes twice (padding included), and a copy is
// absorbed exactly where the fusion rule fuses it.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/LayoutCostModel.h"
#include "shapes/Dialect/Shapes/IR/ShapesOps.h"
#include "shapes/InitAll.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::shapes;

namespace {

constexpr llvm::StringLiteral kModule = R"mlir(
#col = #shapes.layout<minor_to_major = [0, 1]>
#pad = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [4, 8]>
func.func @read_by_add(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32>
  %a = shapes.add %t, %t : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  return %a : tensor<3x2xf32>
}
func.func @dot_twice(%x: tensor<3x3xf32>, %init: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<3x3xf32> -> tensor<3x3xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t, %t : tensor<3x3xf32>, tensor<3x3xf32>) outs(%init : tensor<3x3xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  } -> tensor<3x3xf32>
  return %d : tensor<3x3xf32>
}
func.func @dot_bt(%a: tensor<2x4xf32>, %b: tensor<3x4xf32>, %init: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %d = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<2x4xf32>, tensor<3x4xf32>) outs(%init : tensor<2x3xf32>) {
  ^bb0(%x: f32, %y: f32, %c: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  return %d : tensor<2x3xf32>
}
func.func @returned(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32>
  return %t : tensor<3x2xf32>
}
func.func @returned_twice(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3x2xf32, #col>, tensor<3x2xf32, #col>, tensor<2x3xf32>) {
  %a = shapes.add %x, %x : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %t = shapes.transpose %a, permutation = [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32, #col>
  %u = shapes.transpose %x, permutation = [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32, #col>
  return %a, %t, %u, %a : tensor<2x3xf32>, tensor<3x2xf32, #col>, tensor<3x2xf32, #col>, tensor<2x3xf32>
}
func.func @returned_and_reshaped(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<6xf32>) {
  %a = shapes.add %x, %x : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  return %a, %c : tensor<2x3xf32>, tensor<6xf32>
}
func.func @concatenated(%x: tensor<2x3xf32>) -> (tensor<6x2xf32>, tensor<6x2xf32>) {
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32>
  %u = shapes.transpose %x, permutation = [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32>
  %v = shapes.transpose %x, permutation = [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32>
  %once = tensor.concat dim(0) %t, %u : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<6x2xf32>
  %twice = tensor.concat dim(0) %v, %v : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<6x2xf32>
  return %once, %twice : tensor<6x2xf32>, tensor<6x2xf32>
}
func.func private @private_returned(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %a = shapes.add %x, %x : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %a : tensor<2x3xf32>
}
func.func @two_readers(%x: tensor<2x3xf32>) -> (tensor<3x2xf32>, tensor<3x2xf32>) {
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32>
  %a = shapes.add %t, %t : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  %b = shapes.mul %t, %t : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  return %a, %b : tensor<3x2xf32>, tensor<3x2xf32>
}
func.func @into_producer(%x: tensor<2x3xf32>) -> tensor<2x3xf32, #pad> {
  %a = shapes.add %x, %x : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %p = shapes.relayout %a : tensor<2x3xf32> to tensor<2x3xf32, #pad>
  return %p : tensor<2x3xf32, #pad>
}
func.func @shared_producers(%x: tensor<2x3xf32>, %i: tensor<2x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xf32, #col>, tensor<2x3xi32>, tensor<2x3xi32, #col>, tensor<2x3xf32>, tensor<2x3xf32, #col>, tensor<2x3xf32>, tensor<2x3xf32, #col>) {
  %add = shapes.add %x, %x : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %r0 = shapes.relayout %add : tensor<2x3xf32> to tensor<2x3xf32, #col>
  %div = shapes.div %i, %i : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %r1 = shapes.relayout %div : tensor<2x3xi32> to tensor<2x3xi32, #col>
  %e0 = tensor.empty() : tensor<2x3xf32>
  %abs = linalg.map { math.absf } ins(%x : tensor<2x3xf32>) outs(%e0 : tensor<2x3xf32>)
  %r2 = shapes.relayout %abs : tensor<2x3xf32> to tensor<2x3xf32, #col>
  %e1 = tensor.empty() : tensor<2x3xf32>
  %exp = linalg.map { math.exp } ins(%x : tensor<2x3xf32>) outs(%e1 : tensor<2x3xf32>)
  %r3 = shapes.relayout %exp : tensor<2x3xf32> to tensor<2x3xf32, #col>
  return %add, %r0, %div, %r1, %abs, %r2, %exp, %r3 : tensor<2x3xf32>, tensor<2x3xf32, #col>, tensor<2x3xi32>, tensor<2x3xi32, #col>, tensor<2x3xf32>, tensor<2x3xf32, #col>, tensor<2x3xf32>, tensor<2x3xf32, #col>
}
func.func @pinned(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %a = shapes.add %x, %x {shapes.pin_layout} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %v = shapes.add %x, %x : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %s = shapes.add %a, %v : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %s : tensor<2x3xf32>
}
func.func @linalg_inits(%x: tensor<2x3xf32>, %init: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<2x3xf32>
  %own = linalg.map { math.absf } ins(%x : tensor<2x3xf32>) outs(%e0 : tensor<2x3xf32>)
  %e1 = tensor.empty() : tensor<2x3xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %filled = linalg.map { math.absf } ins(%x : tensor<2x3xf32>) outs(%f1 : tensor<2x3xf32>)
  %argument = linalg.map { math.absf } ins(%x : tensor<2x3xf32>) outs(%init : tensor<2x3xf32>)
  %e2 = tensor.empty() : tensor<2x3xf32>
  %shared0 = linalg.map { math.absf } ins(%x : tensor<2x3xf32>) outs(%e2 : tensor<2x3xf32>)
  %shared1 = linalg.map { arith.negf } ins(%x : tensor<2x3xf32>) outs(%e2 : tensor<2x3xf32>)
  %e3 = tensor.empty() : tensor<2x3xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %fill0 = linalg.map { math.absf } ins(%x : tensor<2x3xf32>) outs(%f3 : tensor<2x3xf32>)
  %fill1 = linalg.map { arith.negf } ins(%x : tensor<2x3xf32>) outs(%f3 : tensor<2x3xf32>)
  return %own, %filled, %argument, %shared1, %fill1 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}
)mlir";

class LayoutCostModelTest : public ::testing::Test {
protected:
  void SetUp() override {
    DialectRegistry registry;
    registerAllDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
    module = parseSourceString<ModuleOp>(kModule, &context);
    ASSERT_TRUE(module);
  }
  /// The first op of type OpTy in function `name`.
  template <typename OpTy> OpTy first(StringRef name) {
    OpTy found;
    module->lookupSymbol<func::FuncOp>(name).walk([&](OpTy op) {
      if (!found)
        found = op;
    });
    return found;
  }
  RankedTensorType type(StringRef text) {
    return cast<RankedTensorType>(parseType(text, &context));
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

TEST_F(LayoutCostModelTest, CopyBytesIncludePadding) {
  EXPECT_EQ(relayoutBytes(type("tensor<2x3xf32>")), 2 * 6 * 4);
  EXPECT_EQ(relayoutBytes(type("tensor<2x3xf64, #shapes.layout<"
                               "minor_to_major = [1, 0], padded_dimensions = "
                               "[4, 8]>>")),
            2 * 32 * 8);
}

TEST_F(LayoutCostModelTest, ViewsAndEquivalentLayoutsCostNothing) {
  RankedTensorType rowMajor = type("tensor<2x3xf32>");
  RankedTensorType column =
      type("tensor<3x2xf32, #shapes.layout<minor_to_major = [0, 1]>>");
  RankedTensorType transposed = type("tensor<3x2xf32>");
  EXPECT_EQ(transposeCost(rowMajor, column, {1, 0}, false), 0);
  EXPECT_EQ(transposeCost(rowMajor, transposed, {1, 0}, false), 48);
  EXPECT_EQ(transposeCost(rowMajor, transposed, {1, 0}, true), 0);
  EXPECT_EQ(relayoutCost(rowMajor,
                         type("tensor<2x3xf32, #shapes.layout<minor_to_major "
                              "= [1, 0]>>"),
                         false),
            0);
  EXPECT_EQ(relayoutCost(transposed, column, false), 48);
}

/// -shapes-distinct-results clones every result that returns a buffer
/// another result returns, or an argument's.
TEST_F(LayoutCostModelTest, ResultsSharingABufferAreCloned) {
  func::FuncOp function = module->lookupSymbol<func::FuncOp>("returned_twice");
  auto add = first<AddOp>("returned_twice");
  SmallVector<TransposeOp> transposes;
  function.walk([&](TransposeOp op) { transposes.push_back(op); });
  ASSERT_EQ(transposes.size(), 2u);
  ReturnedValue a = describeReturned(add.getResult());
  ReturnedValue t = describeReturned(transposes[0].getResult());
  ReturnedValue x = describeReturned(function.getArgument(0));
  EXPECT_EQ(a.count, 2u);
  EXPECT_EQ(t.count, 1u);
  EXPECT_TRUE(x.isArgument && !x.returnedType && x.count == 0);
  RankedTensorType rowMajor = type("tensor<2x3xf32>");
  RankedTensorType colMajor =
      type("tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1]>>");
  RankedTensorType column =
      type("tensor<3x2xf32, #shapes.layout<minor_to_major = [0, 1]>>");
  // %a returns its buffer twice as it is; in another layout, each result
  // reads it through a relayout of its own.
  EXPECT_EQ(directReturns(rowMajor, a), 2u);
  EXPECT_EQ(directReturns(colMajor, a), 0u);
  EXPECT_EQ(directReturns(column, t), 1u);
  // One of the results keeps an allocation; none keeps an argument's.
  EXPECT_EQ(distinctResultsCloneBytes({rowMajor, column, rowMajor}, true), 96);
  EXPECT_EQ(distinctResultsCloneBytes({rowMajor, column, rowMajor}, false),
            144);
  EXPECT_EQ(distinctResultsCloneBytes({rowMajor}, true), 0);
  EXPECT_EQ(distinctResultsCloneBytes({}, true), 0);
  // The largest keeps it: a padded result is not copied.
  RankedTensorType padded = type("tensor<2x3xf32, #shapes.layout<"
                                 "minor_to_major = [1, 0], "
                                 "padded_dimensions = [4, 8]>>");
  EXPECT_EQ(distinctResultsCloneBytes({rowMajor, padded}, true), 48);
  // A private function's results may share buffers.
  EXPECT_FALSE(describeReturned(first<AddOp>("private_returned").getResult())
                   .returnedType);
}

/// The readers that cannot read another layout take one relayout, or one
/// each when they are all results.
TEST_F(LayoutCostModelTest, EachResultReadsARelayoutOfItsOwn) {
  SmallVector<SmallVector<OpOperand *>> twice =
      fixedReaderGroups(first<AddOp>("returned_twice").getResult());
  ASSERT_EQ(twice.size(), 2u);
  EXPECT_EQ(twice[0].size(), 1u);
  EXPECT_EQ(twice[1].size(), 1u);
  SmallVector<SmallVector<OpOperand *>> reshaped =
      fixedReaderGroups(first<AddOp>("returned_and_reshaped").getResult());
  ASSERT_EQ(reshaped.size(), 1u);
  EXPECT_EQ(reshaped[0].size(), 2u);
  // The transpose reads any layout.
  EXPECT_TRUE(
      fixedReaderGroups(
          module->lookupSymbol<func::FuncOp>("returned_twice").getArgument(0))
          .empty());
}

TEST_F(LayoutCostModelTest, FusionAbsorbsCopiesReadByElementwiseOps) {
  // The add reads the copy twice through one map, which upstream merges
  // into one operand: then one use, fused.
  EXPECT_TRUE(isCopyAbsorbedByReaders(
      readersOf(first<TransposeOp>("read_by_add").getResult())));
  // A dot of the copy with itself: two maps, one consumer, stored.
  EXPECT_FALSE(isCopyAbsorbedByReaders(
      readersOf(first<TransposeOp>("dot_twice").getResult())));
  // Returned: no generic reads it.
  EXPECT_FALSE(isCopyAbsorbedByReaders(
      readersOf(first<TransposeOp>("returned").getResult())));
  // Two elementwise consumers: a copy is recomputed in each.
  EXPECT_TRUE(isCopyAbsorbedByReaders(
      readersOf(first<TransposeOp>("two_readers").getResult())));
  // A relayout of an add read only by it: the add writes the padded layout.
  auto relayout = first<RelayoutOp>("into_producer");
  EXPECT_TRUE(isCopyAbsorbedByProducer(relayout.getOperand(),
                                       {&relayout->getOpOperand(0)}));
}

/// A concatenation copies each input into its place from any layout; a
/// copy read once so is written there instead.
TEST_F(LayoutCostModelTest, ConcatenationsReadAnyLayout) {
  SmallVector<TransposeOp> transposes;
  module->lookupSymbol<func::FuncOp>("concatenated").walk([&](TransposeOp op) {
    transposes.push_back(op);
  });
  ASSERT_EQ(transposes.size(), 3u);
  for (TransposeOp transpose : transposes)
    for (OpOperand &use : transpose->getUses())
      EXPECT_TRUE(readsAnyLayout(use));
  EXPECT_TRUE(isCopyAbsorbedByReaders(readersOf(transposes[0].getResult())));
  // Read twice, the copy is made once and inserted twice.
  EXPECT_FALSE(isCopyAbsorbedByReaders(readersOf(transposes[2].getResult())));
}

TEST_F(LayoutCostModelTest, PackedDotsPreferBAndTheResultWithNMinor) {
  RankedTensorType rowMajor = type("tensor<3x3xf32>");
  RankedTensorType column =
      type("tensor<3x3xf32, #shapes.layout<minor_to_major = [0, 1]>>");
  auto dot = first<linalg::GenericOp>("dot_twice");
  OpOperand &lhs = dot->getOpOperand(0), &rhs = dot->getOpOperand(1),
            &result = dot->getOpOperand(2);
  // A in any layout; B[k][n] and C[m][n] cost a byte less than a relayout
  // copy of them unless N is minor.
  EXPECT_FALSE(hasLayoutPreference(lhs));
  EXPECT_EQ(operandLayoutCost(lhs, column), 0);
  EXPECT_TRUE(hasLayoutPreference(rhs));
  EXPECT_EQ(operandLayoutCost(rhs, rowMajor), 0);
  EXPECT_EQ(operandLayoutCost(rhs, column), relayoutBytes(column) - 1);
  EXPECT_EQ(operandLayoutCost(result, column), relayoutBytes(column) - 1);
  EXPECT_EQ(preferredOperandType(rhs, column), rowMajor);
  EXPECT_EQ(preferredOperandType(lhs, column), std::nullopt);
  // Size-1 dimensions do not order the elements.
  EXPECT_EQ(operandLayoutCost(rhs, type("tensor<1x3xf32, #shapes.layout<"
                                        "minor_to_major = [0, 1]>>")),
            0);

  // B read as [n][k]: N minor is column-major.
  auto transposedB = first<linalg::GenericOp>("dot_bt");
  OpOperand &b = transposedB->getOpOperand(1);
  RankedTensorType bColumn =
      type("tensor<3x4xf32, #shapes.layout<minor_to_major = [0, 1]>>");
  EXPECT_EQ(operandLayoutCost(b, bColumn), 0);
  EXPECT_EQ(operandLayoutCost(b, type("tensor<3x4xf32>")),
            relayoutBytes(bColumn) - 1);
  EXPECT_EQ(preferredOperandType(b, type("tensor<3x4xf32>")), bColumn);

  // An op that is not a packed contraction has none.
  EXPECT_FALSE(hasLayoutPreference(
      first<linalg::MapOp>("linalg_inits")->getOpOperand(0)));
}

TEST_F(LayoutCostModelTest, SharedProducersAreRecomputedInCopiesIfCheap) {
  auto relayouts = SmallVector<RelayoutOp>();
  module->lookupSymbol<func::FuncOp>("shared_producers")
      .walk([&](RelayoutOp op) { relayouts.push_back(op); });
  ASSERT_EQ(relayouts.size(), 4u);
  auto absorbed = [](RelayoutOp relayout) {
    return isCopyAbsorbedByProducer(relayout.getOperand(),
                                    {&relayout->getOpOperand(0)});
  };
  // Each value is also returned: fusion computes a body of at most two
  // operations again inside the copy (an add, an absf), but not XLA's
  // integer division (several operations) or an exp (transcendental).
  EXPECT_TRUE(absorbed(relayouts[0]));
  EXPECT_FALSE(absorbed(relayouts[1]));
  EXPECT_TRUE(absorbed(relayouts[2]));
  EXPECT_FALSE(absorbed(relayouts[3]));
  // A relayout inserted for the return: its one reader is the return.
  Value add = relayouts[0].getOperand();
  SmallVector<OpOperand *> returned;
  for (OpOperand &use : add.getUses())
    if (isa<func::ReturnOp>(use.getOwner()))
      returned.push_back(&use);
  EXPECT_TRUE(isCopyAbsorbedByProducer(add, returned));
}

TEST_F(LayoutCostModelTest, PinnedAndFixedValuesAreNotVariables) {
  auto adds = SmallVector<AddOp>();
  module->lookupSymbol<func::FuncOp>("pinned").walk(
      [&](AddOp op) { adds.push_back(op); });
  ASSERT_EQ(adds.size(), 3u);
  EXPECT_FALSE(isLayoutVariable(adds[0].getResult()));
  EXPECT_TRUE(isLayoutVariable(adds[1].getResult()));
  auto function = module->lookupSymbol<func::FuncOp>("pinned");
  EXPECT_FALSE(isLayoutVariable(function.getArgument(0)));
}

TEST_F(LayoutCostModelTest, LinalgOpsWriteTheLayoutOfInitsTheyOwn) {
  auto maps = SmallVector<linalg::MapOp>();
  module->lookupSymbol<func::FuncOp>("linalg_inits")
      .walk([&](linalg::MapOp op) { maps.push_back(op); });
  ASSERT_EQ(maps.size(), 7u);
  // Its own tensor.empty, or its own linalg.fill of one: the chain that
  // takes the chosen type.
  EXPECT_EQ(layoutInitChain(maps[0]->getResult(0)).size(), 1u);
  EXPECT_TRUE(isLayoutVariable(maps[0]->getResult(0)));
  EXPECT_EQ(layoutInitChain(maps[1]->getResult(0)).size(), 2u);
  EXPECT_TRUE(isLayoutVariable(maps[1]->getResult(0)));
  // An argument, or a tensor.empty or linalg.fill that two ops write: not
  // its own.
  EXPECT_TRUE(layoutInitChain(maps[2]->getResult(0)).empty());
  EXPECT_FALSE(isLayoutVariable(maps[2]->getResult(0)));
  EXPECT_FALSE(isLayoutVariable(maps[3]->getResult(0)));
  EXPECT_FALSE(isLayoutVariable(maps[4]->getResult(0)));
  EXPECT_FALSE(isLayoutVariable(maps[5]->getResult(0)));
  EXPECT_FALSE(isLayoutVariable(maps[6]->getResult(0)));
}

} // namespace
