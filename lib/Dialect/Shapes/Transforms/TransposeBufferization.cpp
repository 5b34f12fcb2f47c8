//===- TransposeBufferization.cpp - a bitcast transpose as a view ---------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The BufferizableOpInterface of shapes.transpose when it is a bitcast (its
// result layout is its operand layout permuted): the result is a view of the
// operand's buffer, `memref.transpose`, cast to the result's layout type.
// Nothing is read or written. -shapes-lower-to-linalg turns every other
// transpose into a bitcast transpose and a relayout, so this is the only
// shapes op that reaches bufferization.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/IR/ShapesOps.h"
#include "shapes/Dialect/Shapes/Transforms/LayoutBufferization.h"

#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/DialectRegistry.h"

using namespace mlir;
using namespace mlir::bufferization;
using namespace mlir::shapes;

/// `view` as a strided memref with the strides and offset of `target`,
/// when they are static (they then differ from the view's only at
/// dimensions of size 1, which no index moves along).
static Value restrideLikeResult(RewriterBase &rewriter, Location loc,
                                Value view, MemRefType target) {
  auto [strides, offset] = target.getStridesAndOffset();
  if (ShapedType::isDynamic(offset) ||
      llvm::any_of(strides, ShapedType::isDynamic))
    return view;
  auto strided = MemRefType::get(
      target.getShape(), target.getElementType(),
      StridedLayoutAttr::get(rewriter.getContext(), offset, strides),
      target.getMemorySpace());
  SmallVector<OpFoldResult> sizes = memref::getMixedSizes(rewriter, loc, view);
  SmallVector<OpFoldResult> strideValues;
  for (int64_t stride : strides)
    strideValues.push_back(rewriter.getIndexAttr(stride));
  return memref::ReinterpretCastOp::create(rewriter, loc, strided, view,
                                           rewriter.getIndexAttr(offset), sizes,
                                           strideValues);
}

namespace {
struct TransposeOpInterface
    : BufferizableOpInterface::ExternalModel<TransposeOpInterface,
                                             TransposeOp> {
  bool bufferizesToMemoryRead(Operation *, OpOperand &,
                              const AnalysisState &) const {
    return false;
  }

  bool bufferizesToMemoryWrite(Operation *, OpOperand &,
                               const AnalysisState &) const {
    return false;
  }

  AliasingValueList getAliasingValues(Operation *op, OpOperand &,
                                      const AnalysisState &) const {
    // The same buffer, seen with other sizes.
    return {{op->getResult(0), BufferRelation::Unknown}};
  }

  FailureOr<BufferLikeType>
  getBufferType(Operation *op, Value value, const BufferizationOptions &options,
                const BufferizationState &state,
                SmallVector<Value> &invocationStack) const {
    auto transpose = cast<TransposeOp>(op);
    auto operandBufferType = bufferization::getBufferType(
        transpose.getOperand(), options, state, invocationStack);
    if (failed(operandBufferType))
      return failure();
    auto memorySpace =
        cast<BaseMemRefType>(*operandBufferType).getMemorySpace();
    return cast<BufferLikeType>(
        getLayoutMemRefType(cast<TensorType>(value.getType()), memorySpace));
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &state) const {
    auto transpose = cast<TransposeOp>(op);
    if (!transpose.isBitcast())
      return op->emitOpError("moves data and cannot bufferize to a view; run "
                             "-shapes-lower-to-linalg first");
    FailureOr<Value> buffer =
        getBuffer(rewriter, transpose.getOperand(), options, state);
    if (failed(buffer))
      return failure();
    auto resultType =
        bufferization::getBufferType(transpose.getResult(), options, state);
    if (failed(resultType))
      return failure();
    SmallVector<unsigned> permutation(transpose.getPermutation().begin(),
                                      transpose.getPermutation().end());
    Value view = memref::TransposeOp::create(
        rewriter, op->getLoc(), *buffer,
        AffineMapAttr::get(
            AffineMap::getPermutationMap(permutation, op->getContext())));
    // memref.transpose infers strides; the result's #shapes.layout has the
    // same ones, but for dimensions of size 1, whose stride it leaves as
    // it finds it: those are restrided first.
    if (view.getType() != *resultType &&
        !memref::CastOp::areCastCompatible(view.getType(), *resultType))
      view = restrideLikeResult(rewriter, op->getLoc(), view,
                                cast<MemRefType>(*resultType));
    if (view.getType() != *resultType)
      view = memref::CastOp::create(rewriter, op->getLoc(), *resultType, view);
    replaceOpWithBufferizedValues(rewriter, op, view);
    return success();
  }
};
} // namespace

void mlir::shapes::registerTransposeBufferizableOpInterface(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, ShapesDialect *) {
    TransposeOp::attachInterface<TransposeOpInterface>(*context);
  });
}
