//===- LayoutBufferization.cpp - bufferization keeping layouts ------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Upstream one-shot bufferization drops tensor encodings: allocations get the
// identity layout and function boundaries a fully dynamic one. Here the
// encoding becomes the memref layout: the type converters map
// tensor<..., #shapes.layout<L>> to memref<..., #shapes.layout<L>>, and the
// two kinds of ops that would otherwise materialize a default-layout buffer
// (tensor.empty and constants) are rewritten beforehand.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/LayoutBufferization.h"
#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/Transforms/OneShotModuleBufferize.h"
#include "mlir/Dialect/Bufferization/Transforms/Transforms.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/Interfaces/SubsetOpInterface.h"

using namespace mlir;
using namespace mlir::shapes;

BaseMemRefType mlir::shapes::getLayoutMemRefType(TensorType type,
                                                 Attribute memorySpace) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  if (!ranked)
    return UnrankedMemRefType::get(type.getElementType(), memorySpace);
  MemRefLayoutAttrInterface layout;
  if (auto attr = dyn_cast_or_null<LayoutAttr>(ranked.getEncoding()))
    layout = attr;
  return MemRefType::get(ranked.getShape(), ranked.getElementType(), layout,
                         memorySpace);
}

bufferization::OneShotBufferizationOptions
mlir::shapes::getLayoutPreservingBufferizationOptions() {
  bufferization::OneShotBufferizationOptions options;
  options.bufferizeFunctionBoundaries = true;
  // Loops over tensors that yield a new value each iteration (an op result)
  // are common in user code; buffer deallocation frees the old buffers.
  options.allowReturnAllocsFromLoops = true;
  // Function boundaries keep the physical layout of their tensor types.
  options.functionArgTypeConverterFn =
      [](bufferization::TensorLikeType type, Attribute memorySpace,
         func::FuncOp, const bufferization::BufferizationOptions &) {
        return cast<bufferization::BufferLikeType>(
            getLayoutMemRefType(cast<TensorType>(type), memorySpace));
      };
  options.inferFunctionResultLayout = false;
  options.unknownTypeConverterFn =
      [](TensorType type, Attribute memorySpace,
         const bufferization::BufferizationOptions &) {
        return getLayoutMemRefType(type, memorySpace);
      };
  return options;
}

bool mlir::shapes::castMovesData(RankedTensorType source,
                                 RankedTensorType dest) {
  if (!getLayoutAttr(source) && !getLayoutAttr(dest))
    return false;
  auto relaid = RankedTensorType::get(source.getShape(), dest.getElementType(),
                                      dest.getEncoding());
  if (!hasShapesCompatibleLayout(source) || !hasShapesCompatibleLayout(relaid))
    return false;
  return !haveEquivalentLayouts(source, relaid) ||
         !memref::CastOp::areCastCompatible(
             getLayoutMemRefType(source, Attribute()),
             getLayoutMemRefType(relaid, Attribute()));
}

namespace {

/// Whether `extract` takes from the empty tensor the subset that `insert`
/// writes back into it: the pair that empty tensor elimination makes, whose
/// value is computed in place in the subset.
static bool isSameSubset(tensor::ExtractSliceOp extract,
                         tensor::InsertSliceOp insert) {
  return extract.getSource() == insert.getDest() &&
         extract.getMixedOffsets() == insert.getMixedOffsets() &&
         extract.getMixedSizes() == insert.getMixedSizes() &&
         extract.getMixedStrides() == insert.getMixedStrides();
}

/// The use of `empty` from which `insertion`'s source is computed in
/// place: from the source back through the init tied to each result of a
/// destination-style op, a `tensor.cast`, or an `extract_slice` of the
/// subset `insertion` writes (the chain that empty tensor elimination
/// makes), to an operand that is `empty`. Null when there is none.
static OpOperand *inPlaceOrigin(SubsetInsertionOpInterface insertion,
                                Value empty) {
  Value value = insertion.getSourceOperand().get();
  while (auto result = dyn_cast<OpResult>(value)) {
    Operation *op = result.getOwner();
    OpOperand *next = nullptr;
    if (auto dps = dyn_cast<DestinationStyleOpInterface>(op))
      next = dps.getTiedOpOperand(result);
    else if (auto cast = dyn_cast<tensor::CastOp>(op))
      next = &cast.getSourceMutable();
    else if (auto extract = dyn_cast<tensor::ExtractSliceOp>(op))
      if (auto insert = dyn_cast<tensor::InsertSliceOp>(*insertion);
          insert && isSameSubset(extract, insert))
        next = &extract.getSourceMutable();
    if (!next || next->get() == empty)
      return next;
    value = next->get();
  }
  return nullptr;
}

/// tensor.empty : tensor<..., #shapes.layout<L>> ->
///   bufferization.to_tensor (memref.alloc : memref<..., #shapes.layout<L>>)
/// for each use, but one for a subset insertion into it (`tensor.insert_slice`,
/// `linalg.copy`...) and the use its source is computed from in place.
/// Upstream would allocate the default layout instead.
struct EmptyTensorWithLayout : OpRewritePattern<tensor::EmptyOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::EmptyOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType type = op.getType();
    if (!getLayoutAttr(type))
      return rewriter.notifyMatchFailure(op, "no #shapes.layout");
    auto memrefType = cast<MemRefType>(getLayoutMemRefType(type, Attribute()));
    auto allocate = [&] {
      // Aligned like the allocations of one-shot bufferization.
      Value alloc = memref::AllocOp::create(
          rewriter, op.getLoc(), memrefType, op.getDynamicSizes(),
          rewriter.getI64IntegerAttr(
              bufferization::BufferizationOptions().bufferAlignment));
      return bufferization::ToTensorOp::create(rewriter, op.getLoc(), type,
                                               alloc, /*restrict=*/true,
                                               /*writable=*/true);
    };
    // One buffer per use: two ops writing into one tensor.empty would make
    // one-shot bufferization copy one of them, into a default-layout
    // allocation. A subset insertion shares its buffer (allocated where the
    // tensor.empty was, which dominates them) with the use its source is
    // computed from, which it writes back in place; a buffer of their own
    // would be a second allocation and a copy.
    DenseMap<OpOperand *, Value> shared;
    for (OpOperand &use : op->getUses()) {
      auto insertion = dyn_cast<SubsetInsertionOpInterface>(use.getOwner());
      if (!insertion || &insertion.getDestinationOperand() != &use ||
          shared.contains(&use))
        continue;
      OpOperand *origin = inPlaceOrigin(insertion, op.getResult());
      if (!origin || shared.contains(origin))
        continue;
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPoint(op);
      Value tensor = allocate();
      shared[&use] = tensor;
      shared[origin] = tensor;
    }
    for (OpOperand &use : llvm::make_early_inc_range(op->getUses())) {
      Operation *user = use.getOwner();
      Value tensor = shared.lookup(&use);
      if (!tensor) {
        OpBuilder::InsertionGuard guard(rewriter);
        rewriter.setInsertionPoint(user);
        tensor = allocate();
      }
      rewriter.modifyOpInPlace(user, [&] { use.set(tensor); });
    }
    rewriter.eraseOp(op);
    return success();
  }
};

/// tensor.concat into a static result with a #shapes.layout ->
/// tensor.insert_slice of each input into a tensor.empty of the result
/// type, at the sizes of the input ('?' ones read with tensor.dim); each
/// insert copies its input from any layout. Upstream's decomposition makes
/// the tensor.empty without the encoding and casts it, which is a relayout
/// copy.
struct ConcatWithLayout : OpRewritePattern<tensor::ConcatOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::ConcatOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType type = op.getResultType();
    if (!getLayoutAttr(type) || !type.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "no static #shapes.layout result");
    Location loc = op.getLoc();
    Value dest =
        tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                type.getElementType(), type.getEncoding());
    int64_t dim = static_cast<int64_t>(op.getDim());
    OpFoldResult offset = rewriter.getIndexAttr(0);
    for (Value input : op.getInputs()) {
      SmallVector<OpFoldResult> sizes =
          tensor::getMixedSizes(rewriter, loc, input);
      SmallVector<OpFoldResult> offsets(sizes.size(), rewriter.getIndexAttr(0));
      SmallVector<OpFoldResult> strides(sizes.size(), rewriter.getIndexAttr(1));
      offsets[dim] = offset;
      dest = tensor::InsertSliceOp::create(rewriter, loc, input, dest, offsets,
                                           sizes, strides);
      std::optional<int64_t> before = getConstantIntValue(offset);
      std::optional<int64_t> size = getConstantIntValue(sizes[dim]);
      if (before && size)
        offset = rewriter.getIndexAttr(*before + *size);
      else
        offset = arith::AddIOp::create(
                     rewriter, loc,
                     getValueOrCreateConstantIndexOp(rewriter, loc, offset),
                     getValueOrCreateConstantIndexOp(rewriter, loc, sizes[dim]))
                     .getResult();
    }
    rewriter.replaceOp(op, dest);
    return success();
  }
};

/// tensor.concat with an input whose size is '?' where the result's is
/// static, outside the concatenated dimension -> the same concatenation of
/// that input cast to the static size, with its encoding (the run-time
/// checks of -shapes-lower-to-linalg make sure the sizes agree). Upstream's
/// decomposition would insert that input at its '?' size into the static
/// dimension, which the verifier rejects when that dimension is empty
/// ("offset 1 is out-of-bounds: 0 >= 0"). Upstream's own refinement
/// drops the encodings, and is off in -shapes-to-llvm.
struct RefineConcatInputs : OpRewritePattern<tensor::ConcatOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::ConcatOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType type = op.getResultType();
    int64_t dim = static_cast<int64_t>(op.getDim());
    SmallVector<Value> inputs;
    bool refined = false;
    for (Value input : op.getInputs()) {
      auto inputType = cast<RankedTensorType>(input.getType());
      SmallVector<int64_t> shape(inputType.getShape());
      for (int64_t d = 0; d < type.getRank(); ++d)
        if (d != dim && inputType.isDynamicDim(d) && !type.isDynamicDim(d))
          shape[d] = type.getDimSize(d);
      if (shape != inputType.getShape()) {
        refined = true;
        input = tensor::CastOp::create(
            rewriter, op.getLoc(),
            RankedTensorType::get(shape, inputType.getElementType(),
                                  inputType.getEncoding()),
            input);
      }
      inputs.push_back(input);
    }
    if (!refined)
      return rewriter.notifyMatchFailure(op, "no '?' input size to refine");
    rewriter.modifyOpInPlace(op, [&] { op->setOperands(inputs); });
    return success();
  }
};

/// tensor.pad of a source with a static empty dimension -> a linalg.fill
/// of the result with the padding value: every element is padding (a '?'
/// result size is the low padding, the source's size and the high
/// padding). Upstream bufferizes a pad into a copy of the source into the
/// subview of the result at the low padding, whose verifier rejects an
/// offset at the end of a static dimension even for an empty subview
/// ("offset 0 is out-of-bounds: 0 >= 0"), as in a pad of tensor<0x1xi8>
/// to tensor<0x3xi8>.
struct PadOfEmptySource : OpRewritePattern<tensor::PadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::PadOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType type = op.getResultType();
    Value padding = op.getConstantPaddingValue();
    if (!llvm::is_contained(op.getSourceType().getShape(), 0) || !padding)
      return rewriter.notifyMatchFailure(op, "not a pad of nothing");
    Location loc = op.getLoc();
    SmallVector<Value> sizes;
    for (int64_t d = 0; d < type.getRank(); ++d) {
      if (!type.isDynamicDim(d))
        continue;
      Value size = tensor::DimOp::create(rewriter, loc, op.getSource(), d);
      for (OpFoldResult pad : {op.getMixedLowPad()[d], op.getMixedHighPad()[d]})
        size = arith::AddIOp::create(
            rewriter, loc, size,
            getValueOrCreateConstantIndexOp(rewriter, loc, pad));
      sizes.push_back(size);
    }
    Value empty = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                          type.getElementType(), sizes,
                                          type.getEncoding());
    rewriter.replaceOpWithNewOp<linalg::FillOp>(op, padding, empty);
    return success();
  }
};

/// arith.constant dense<...> : tensor<..., #shapes.layout<L>> (or
/// dense_resource<...>, sparse<...>) -> linalg.copy of the same elements in
/// the default layout into a tensor of layout L.
struct ConstantWithLayout : OpRewritePattern<arith::ConstantOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::ConstantOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<RankedTensorType>(op.getType());
    if (!type || !getLayoutAttr(type))
      return rewriter.notifyMatchFailure(op, "no #shapes.layout constant");
    auto plainType =
        RankedTensorType::get(type.getShape(), type.getElementType());
    // The same elements, typed without the layout.
    TypedAttr plainValue;
    if (auto dense = dyn_cast<DenseElementsAttr>(op.getValue()))
      plainValue = dense.reshape(plainType);
    else if (auto resource = dyn_cast<DenseResourceElementsAttr>(op.getValue()))
      plainValue =
          DenseResourceElementsAttr::get(plainType, resource.getRawHandle());
    else if (auto sparse = dyn_cast<SparseElementsAttr>(op.getValue()))
      plainValue = SparseElementsAttr::get(plainType, sparse.getIndices(),
                                           sparse.getValues());
    if (!plainValue)
      return rewriter.notifyMatchFailure(op, "unknown kind of elements");
    Value plain = arith::ConstantOp::create(rewriter, op.getLoc(), plainValue);
    Value init =
        tensor::EmptyOp::create(rewriter, op.getLoc(), type.getShape(),
                                type.getElementType(), type.getEncoding());
    rewriter.replaceOpWithNewOp<linalg::CopyOp>(op, ValueRange{plain},
                                                ValueRange{init});
    return success();
  }
};

/// tensor.cast between two non-equivalent layouts -> a linalg.copy into a
/// tensor of the destination layout. Upstream treats encodings as
/// metadata (canonicalization turns an identity linalg.generic or
/// linalg.copy into such a cast), but a #shapes.layout is the physical
/// arrangement: bufferizing the cast as a memref.cast would hand out a
/// buffer without the destination's padding, or, with dynamic sizes (whose
/// strides are dynamic and so cast-compatible with any), a buffer in the
/// source's order.
struct CastBetweenLayouts : OpRewritePattern<tensor::CastOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::CastOp op,
                                PatternRewriter &rewriter) const override {
    auto source = dyn_cast<RankedTensorType>(op.getSource().getType());
    auto dest = dyn_cast<RankedTensorType>(op.getType());
    if (!source || !dest || source.getRank() != dest.getRank())
      return rewriter.notifyMatchFailure(op, "not a layout change");
    if (!castMovesData(source, dest))
      return rewriter.notifyMatchFailure(op, "same physical layout");
    // The cast keeps the source's sizes: relayout into the destination's
    // layout at those sizes, then cast the sizes if they change.
    auto relaid = RankedTensorType::get(
        source.getShape(), dest.getElementType(), dest.getEncoding());
    Value init = tensor::EmptyOp::create(
        rewriter, op.getLoc(),
        tensor::getMixedSizes(rewriter, op.getLoc(), op.getSource()),
        dest.getElementType(), dest.getEncoding());
    Value copy =
        linalg::CopyOp::create(rewriter, op.getLoc(), op.getSource(), init)
            .getResult(0);
    if (relaid == dest)
      rewriter.replaceOp(op, copy);
    else
      rewriter.replaceOpWithNewOp<tensor::CastOp>(op, dest, copy);
    return success();
  }
};

} // namespace

void mlir::shapes::populatePrepareLayoutBufferizationPatterns(
    RewritePatternSet &patterns) {
  patterns.add<EmptyTensorWithLayout, ConstantWithLayout, CastBetweenLayouts,
               PadOfEmptySource>(patterns.getContext());
}

void mlir::shapes::populateDecomposeConcatKeepingLayoutsPatterns(
    RewritePatternSet &patterns) {
  patterns.add<RefineConcatInputs>(patterns.getContext(), /*benefit=*/3);
  patterns.add<ConcatWithLayout>(patterns.getContext(), /*benefit=*/2);
  tensor::populateDecomposeTensorConcatPatterns(patterns);
}

/// `value`, a subset extraction that upstream builds for a tensor of
/// `type`, with a memref destination read back with its layout: upstream
/// reads it as a tensor without the layout (and casts it to `type`, which
/// here would be a relayout copy).
static Value readAsLayoutTensor(RewriterBase &rewriter, Value value,
                                RankedTensorType type) {
  auto toTensor =
      value ? value.getDefiningOp<bufferization::ToTensorOp>() : nullptr;
  if (!toTensor || toTensor.getType() == type)
    return value;
  auto memrefType = dyn_cast<MemRefType>(toTensor.getBuffer().getType());
  if (!memrefType || !getLayoutAttr(memrefType) ||
      getLayoutAttr(memrefType) != getLayoutAttr(type))
    return value;
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(toTensor);
  Value replacement = bufferization::ToTensorOp::create(
      rewriter, toTensor.getLoc(), type, toTensor.getBuffer(),
      toTensor.getRestrict(), toTensor.getWritable());
  rewriter.eraseOp(toTensor);
  return replacement;
}

LogicalResult
mlir::shapes::eliminateEmptyTensorsKeepingLayouts(RewriterBase &rewriter,
                                                  ModuleOp module) {
  bufferization::OneShotBufferizationOptions options =
      getLayoutPreservingBufferizationOptions();
  bufferization::OneShotAnalysisState state(module, options);
  {
    // A module that one-shot analysis rejects is left as it is: one-shot
    // bufferization reports the reason later.
    ScopedDiagnosticHandler silence(module.getContext(),
                                    [](Diagnostic &) { return success(); });
    if (failed(bufferization::analyzeModuleOp(module, state)))
      return success();
  }
  auto buildExtraction = [](RewriterBase &rewriter,
                            SubsetInsertionOpInterface op,
                            tensor::EmptyOp empty, Operation *user) -> Value {
    Value value = readAsLayoutTensor(
        rewriter,
        bufferization::buildSubsetExtraction(rewriter, op, empty, user),
        empty.getType());
    // Upstream casts a destination of another type to the type of `empty`.
    // A cast to another layout is a relayout copy of the destination, which
    // holds nothing yet: the value is computed in its own buffer instead,
    // and copied into the destination once.
    auto valueType = value ? dyn_cast<RankedTensorType>(value.getType())
                           : RankedTensorType();
    if (valueType && valueType.getRank() == empty.getType().getRank() &&
        castMovesData(valueType, empty.getType())) {
      if (Operation *extraction = value.getDefiningOp();
          extraction && extraction->use_empty())
        rewriter.eraseOp(extraction);
      return Value();
    }
    return value;
  };
  if (failed(bufferization::eliminateEmptyTensors(rewriter, module, state,
                                                  buildExtraction)))
    return failure();
  // The replaced tensor.empty ops stay behind, unused.
  module.walk([&](tensor::EmptyOp empty) {
    if (empty->use_empty())
      rewriter.eraseOp(empty);
  });
  return success();
}
