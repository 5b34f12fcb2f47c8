//===- ResultsToOutParams.cpp - the -shapes-results-to-out-params pass ----===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Memref results, whatever their layout, become output arguments that the
// caller allocates; a result the function allocates is computed in the
// output argument directly. A dynamically shaped result moves only in a
// function that no call in the module calls (a caller in the module cannot
// size the buffer before the call), and is checked against the output
// argument's sizes at run time.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/Passes.h"
#include "shapes/Dialect/Shapes/Utils/ShapeChecks.h"
#include "shapes/Support/ListedPassOptions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringSet.h"

namespace mlir {
namespace shapes {
#define GEN_PASS_DEF_SHAPESRESULTSTOOUTPARAMS
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"
} // namespace shapes
} // namespace mlir

using namespace mlir;

/// The results of `type` that become output arguments: the memref results,
/// the dynamically shaped ones only if the function is not `called`.
static llvm::BitVector outResults(FunctionType type, bool called) {
  llvm::BitVector moved(type.getNumResults());
  for (auto [i, result] : llvm::enumerate(type.getResults()))
    if (auto memref = dyn_cast<MemRefType>(result))
      moved[i] = memref.hasStaticShape() || !called;
  return moved;
}

/// The sizes of `alloc`'s result, one index value per dimension.
static SmallVector<Value> allocSizes(OpBuilder &builder,
                                     memref::AllocOp alloc) {
  SmallVector<Value> sizes;
  MemRefType type = alloc.getType();
  for (int64_t d = 0; d < type.getRank(); ++d)
    sizes.push_back(type.isDynamicDim(d)
                        ? alloc.getDynamicSizes()[type.getDynamicDimIndex(d)]
                        : arith::ConstantIndexOp::create(
                              builder, alloc.getLoc(), type.getDimSize(d))
                              .getResult());
  return sizes;
}

/// All sizes of the memref `buffer`, one index value per dimension.
static SmallVector<Value> bufferSizes(OpBuilder &builder, Location loc,
                                      Value buffer) {
  SmallVector<Value> sizes;
  for (int64_t d = 0, rank = cast<MemRefType>(buffer.getType()).getRank();
       d < rank; ++d)
    sizes.push_back(getValueOrCreateConstantIndexOp(
        builder, loc, linalg::createFoldedDimOp(builder, loc, buffer, d)));
  return sizes;
}

/// Rewrites the body of `func`: appends the output arguments and makes each
/// return write them. With `shapeChecks`, a dynamically shaped output
/// argument must have the sizes of the result written into it.
static void rewriteFunction(func::FuncOp func, const llvm::BitVector &moved,
                            bool shapeChecks) {
  FunctionType type = func.getFunctionType();
  Block &entry = func.getBody().front();
  SmallVector<BlockArgument> outArgs;
  SmallVector<Type> results;
  SmallVector<Type> inputs(type.getInputs());
  for (auto [i, result] : llvm::enumerate(type.getResults())) {
    if (!moved[i]) {
      results.push_back(result);
      continue;
    }
    inputs.push_back(result);
    outArgs.push_back(entry.addArgument(result, func.getLoc()));
  }
  func.setType(FunctionType::get(func.getContext(), inputs, results));

  SmallVector<func::ReturnOp> returns;
  func.walk([&](func::ReturnOp op) { returns.push_back(op); });
  for (func::ReturnOp ret : returns) {
    OpBuilder builder(ret);
    SmallVector<Value> kept;
    unsigned next = 0;
    for (auto [i, value] : llvm::enumerate(ret.getOperands())) {
      if (!moved[i]) {
        kept.push_back(value);
        continue;
      }
      BlockArgument out = outArgs[next++];
      if (value == out)
        continue;
      auto outType = cast<MemRefType>(out.getType());
      auto valueType = cast<MemRefType>(value.getType());
      bool check = shapeChecks &&
                   !(outType.hasStaticShape() && valueType.hasStaticShape());
      std::string outWhat =
          "output argument " + std::to_string(out.getArgNumber());
      std::string resultWhat = "result " + std::to_string(i);
      // An allocation of the entry block that is returned is the output
      // buffer itself.
      auto alloc = value.getDefiningOp<memref::AllocOp>();
      if (alloc && alloc->getBlock() == &entry && alloc.getType() == outType) {
        if (check) {
          OpBuilder atAlloc(alloc);
          shapes::emitSameSizesCheck(
              atAlloc, func, outType, bufferSizes(atAlloc, alloc.getLoc(), out),
              valueType, allocSizes(atAlloc, alloc), outWhat, resultWhat);
        }
        alloc.getResult().replaceAllUsesWith(out);
        alloc.erase();
        continue;
      }
      if (check)
        shapes::emitSameSizesCheck(
            builder, func, outType, bufferSizes(builder, ret.getLoc(), out),
            valueType, bufferSizes(builder, ret.getLoc(), value), outWhat,
            resultWhat);
      memref::CopyOp::create(builder, ret.getLoc(), value, out);
    }
    ret->setOperands(kept);
  }
}

/// Rewrites a call of a rewritten function: the caller allocates the
/// output buffers.
static void rewriteCall(func::CallOp call, const llvm::BitVector &moved) {
  OpBuilder builder(call);
  SmallVector<Value> operands(call.getOperands());
  SmallVector<Type> results;
  SmallVector<Value> outs;
  for (auto [i, result] : llvm::enumerate(call.getResults())) {
    if (!moved[i]) {
      results.push_back(result.getType());
      continue;
    }
    Value buffer = memref::AllocOp::create(builder, call.getLoc(),
                                           cast<MemRefType>(result.getType()));
    outs.push_back(buffer);
    operands.push_back(buffer);
  }
  auto newCall = func::CallOp::create(builder, call.getLoc(),
                                      call.getCalleeAttr(), results, operands);
  unsigned nextOut = 0, nextResult = 0;
  for (auto [i, result] : llvm::enumerate(call.getResults()))
    result.replaceAllUsesWith(moved[i] ? outs[nextOut++]
                                       : newCall.getResult(nextResult++));
  call.erase();
}

namespace {
struct ShapesResultsToOutParamsPass
    : mlir::shapes::WithListedOptions<
          mlir::shapes::impl::ShapesResultsToOutParamsBase<
              ShapesResultsToOutParamsPass>> {
  using WithListedOptions::WithListedOptions;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    llvm::StringSet<> called;
    module.walk([&](func::CallOp call) { called.insert(call.getCallee()); });
    llvm::StringMap<llvm::BitVector> moved;
    SmallVector<func::FuncOp> funcs;
    for (auto func : module.getOps<func::FuncOp>()) {
      if (func.isExternal())
        continue;
      llvm::BitVector results = outResults(func.getFunctionType(),
                                           called.contains(func.getSymName()));
      if (results.none())
        continue;
      moved[func.getSymName()] = results;
      funcs.push_back(func);
    }
    // Calls first: a caller that returns what it got from a call then
    // passes its own output argument on.
    SmallVector<func::CallOp> calls;
    module.walk([&](func::CallOp call) {
      if (moved.count(call.getCallee()))
        calls.push_back(call);
    });
    for (func::CallOp call : calls)
      rewriteCall(call, moved[call.getCallee()]);
    for (func::FuncOp func : funcs)
      rewriteFunction(func, moved[func.getSymName()], shapeChecks);
  }
};
} // namespace
