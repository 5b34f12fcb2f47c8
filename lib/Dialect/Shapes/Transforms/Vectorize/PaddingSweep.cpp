//===- PaddingSweep.cpp - the padding written by a nest -------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "Nest.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::shapes;

namespace mlir {
namespace shapes {
namespace vectorize {

void emitPaddingRow(OpBuilder &b, Location loc, const VectorTarget &target,
                    const Kernel &kernel, Value destStart, Value lower,
                    Value upper) {
  OpBuilder::InsertionGuard guard(b);
  int64_t lanes = std::max<int64_t>(
      1, target.lineBytes / elementBytes(kernel.padding.getType()));
  Value flat = kernel.dest.flat;
  Value lanesValue = indexConstant(b, loc, lanes);
  Value first = arith::MinUIOp::create(b, loc, lower, upper);
  Value vectorEnd = arith::AddIOp::create(
      b, loc, first,
      arith::MulIOp::create(
          b, loc,
          arith::DivUIOp::create(
              b, loc, arith::SubIOp::create(b, loc, upper, first), lanesValue),
          lanesValue));
  Value splat = splatConstant(b, loc, kernel.padding, lanes);
  Value scalar = arith::ConstantOp::create(b, loc, kernel.padding);
  {
    OpBuilder::InsertionGuard guard(b);
    auto loop = scf::ForOp::create(b, loc, first, vectorEnd, lanesValue);
    b.setInsertionPoint(loop.getBody()->getTerminator());
    Value index =
        arith::AddIOp::create(b, loc, destStart, loop.getInductionVar());
    vector::StoreOp::create(b, loc, splat, flat, ValueRange{index});
  }
  auto loop =
      scf::ForOp::create(b, loc, vectorEnd, upper, indexConstant(b, loc, 1));
  b.setInsertionPoint(loop.getBody()->getTerminator());
  Value index =
      arith::AddIOp::create(b, loc, destStart, loop.getInductionVar());
  memref::StoreOp::create(b, loc, scalar, flat, ValueRange{index});
}

Value inPadding(OpBuilder &b, Location loc, const Kernel &kernel,
                ArrayRef<int64_t> loops, ValueRange ivs) {
  Value outside;
  for (auto [l, iv] : llvm::zip(loops, ivs)) {
    if (!kernel.isPadded(l))
      continue;
    Value beyond = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, iv,
                                         valueOf(b, loc, kernel.sizes[l]));
    outside = outside
                  ? arith::OrIOp::create(b, loc, outside, beyond).getResult()
                  : beyond;
  }
  return outside;
}

} // namespace vectorize
} // namespace shapes
} // namespace mlir
