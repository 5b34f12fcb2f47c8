//===- ResultsToOutParams.cpp - the -shapes-results-to-out-params pass ----===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Statically shaped memref results, whatever their layout, become output
// arguments that the caller allocates; a result the function allocates is
// computed in the output argument directly.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/Passes.h"
#include "shapes/Support/ListedPassOptions.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir {
namespace shapes {
#define GEN_PASS_DEF_SHAPESRESULTSTOOUTPARAMS
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"
} // namespace shapes
} // namespace mlir

using namespace mlir;

/// The results of `type` that become output arguments.
static llvm::BitVector outResults(FunctionType type) {
  llvm::BitVector moved(type.getNumResults());
  for (auto [i, result] : llvm::enumerate(type.getResults()))
    if (auto memref = dyn_cast<MemRefType>(result))
      moved[i] = memref.hasStaticShape();
  return moved;
}

/// Rewrites the body of `func`: appends the output arguments and makes each
/// return write them.
static void rewriteFunction(func::FuncOp func, const llvm::BitVector &moved) {
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
      // An allocation of the entry block that is returned is the output
      // buffer itself.
      auto alloc = value.getDefiningOp<memref::AllocOp>();
      if (alloc && alloc->getBlock() == &entry &&
          alloc.getType() == out.getType()) {
        alloc.getResult().replaceAllUsesWith(out);
        alloc.erase();
        continue;
      }
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
  void runOnOperation() override {
    ModuleOp module = getOperation();
    llvm::StringMap<llvm::BitVector> moved;
    SmallVector<func::FuncOp> funcs;
    for (auto func : module.getOps<func::FuncOp>()) {
      if (func.isExternal())
        continue;
      llvm::BitVector results = outResults(func.getFunctionType());
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
      rewriteFunction(func, moved[func.getSymName()]);
  }
};
} // namespace
