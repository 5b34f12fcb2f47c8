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

/// The strides and offset of a buffer of `type`, or failure when its layout
/// has none.
static FailureOr<std::pair<SmallVector<int64_t>, int64_t>>
stridesAndOffset(MemRefType type) {
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)))
    return failure();
  return std::make_pair(std::move(strides), offset);
}

/// The buffer type of a bitcast transpose of a buffer of `operandBuffer`,
/// whose tensor types are `operandTensor` and `resultTensor`.
///
/// A buffer of the operand's own layout type (what an allocation or an
/// argument of that tensor type is: offset 0, the layout's strides) gives
/// the result's own layout type: the transpose is a bitcast, so the two
/// read the same elements, but along dimensions of size 1, whose strides
/// no index multiplies. Any other buffer (a view of a slice, of a reshape,
/// of another transpose) keeps its offset and its strides, permuted: the
/// type `memref.transpose` infers, which describes that view exactly.
static FailureOr<MemRefType>
transposedBufferType(MemRefType operandBuffer, RankedTensorType operandTensor,
                     RankedTensorType resultTensor,
                     ArrayRef<int64_t> permutation) {
  Attribute memorySpace = operandBuffer.getMemorySpace();
  if (operandBuffer == getLayoutMemRefType(operandTensor, memorySpace))
    return cast<MemRefType>(getLayoutMemRefType(resultTensor, memorySpace));
  auto figures = stridesAndOffset(operandBuffer);
  if (failed(figures))
    return failure();
  SmallVector<int64_t> strides;
  for (int64_t p : permutation)
    strides.push_back(figures->first[p]);
  return MemRefType::get(resultTensor.getShape(), resultTensor.getElementType(),
                         StridedLayoutAttr::get(operandBuffer.getContext(),
                                                figures->second, strides),
                         memorySpace);
}

/// `view`, the transpose of a buffer of the operand's own layout type, as
/// a buffer of `target`, the result's own layout type. The two differ at
/// most in the static strides of dimensions of size 1 (see
/// transposedBufferType): those take the target's stride, every other
/// stride stays the view's, and the offset stays 0.
static Value castToOwnLayout(RewriterBase &rewriter, Location loc, Value view,
                             MemRefType target) {
  auto viewType = cast<MemRefType>(view.getType());
  if (memref::CastOp::areCastCompatible(viewType, target))
    return memref::CastOp::create(rewriter, loc, target, view);
  auto targetFigures = stridesAndOffset(target);
  auto viewFigures = stridesAndOffset(viewType);
  if (failed(targetFigures) || failed(viewFigures))
    return {};
  auto metadata = memref::ExtractStridedMetadataOp::create(rewriter, loc, view);
  SmallVector<int64_t> strides;
  SmallVector<OpFoldResult> strideValues;
  for (auto [d, pair] : llvm::enumerate(
           llvm::zip_equal(viewFigures->first, targetFigures->first))) {
    auto [viewStride, targetStride] = pair;
    bool unit =
        target.getDimSize(d) == 1 && !ShapedType::isDynamic(targetStride);
    int64_t stride = unit ? targetStride : viewStride;
    strides.push_back(stride);
    strideValues.push_back(ShapedType::isDynamic(stride)
                               ? OpFoldResult(metadata.getStrides()[d])
                               : OpFoldResult(rewriter.getIndexAttr(stride)));
  }
  auto strided =
      MemRefType::get(target.getShape(), target.getElementType(),
                      StridedLayoutAttr::get(rewriter.getContext(), 0, strides),
                      target.getMemorySpace());
  if (!memref::CastOp::areCastCompatible(strided, target))
    return {};
  Value restrided = memref::ReinterpretCastOp::create(
      rewriter, loc, strided, view, rewriter.getIndexAttr(0),
      memref::getMixedSizes(rewriter, loc, view), strideValues);
  return memref::CastOp::create(rewriter, loc, target, restrided);
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
    auto operandBuffer = dyn_cast<MemRefType>(*operandBufferType);
    if (!operandBuffer)
      return op->emitOpError("operand bufferizes to ")
             << *operandBufferType << ", which is not a ranked memref";
    FailureOr<MemRefType> type = transposedBufferType(
        operandBuffer, cast<RankedTensorType>(transpose.getOperand().getType()),
        cast<RankedTensorType>(transpose.getResult().getType()),
        transpose.getPermutation());
    if (failed(type))
      return op->emitOpError("operand bufferizes to ")
             << operandBuffer << ", whose layout has no strides";
    return cast<BufferLikeType>(*type);
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
    // A view of a view has exactly the type memref.transpose infers; a
    // view of a buffer of the operand's own layout type becomes a buffer
    // of the result's.
    bool ownLayout =
        buffer->getType() ==
        getLayoutMemRefType(
            transpose.getOperand().getType(),
            cast<BaseMemRefType>(buffer->getType()).getMemorySpace());
    if (view.getType() != *resultType)
      view = ownLayout ? castToOwnLayout(rewriter, op->getLoc(), view,
                                         cast<MemRefType>(*resultType))
                       : Value();
    if (!view)
      return op->emitOpError("cannot view its operand's buffer as ")
             << *resultType;
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
