//===- ImportStructural.cpp - data-movement HLO opcodes -------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// `broadcast`, `copy` and `transpose` become `shapes.broadcast_in_dim`,
// `shapes.relayout` and `shapes.transpose`, which take any layout. A
// `reshape` or `bitcast` is a view of its operand when the layouts allow
// it. `reverse` and the opcodes that make data (constant, iota) are
// computed on default-layout tensors with upstream ops, and the result is
// relaid out into the instruction's layout; the lowering folds those
// relayouts into the reads and writes of the upstream ops. Slice,
// concatenate and pad are in ImportSlicing.cpp.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "shapes/Dialect/Shapes/IR/ShapesOps.h"
#include "shapes/Semantics/Reshape.h"
#include "shapes/Semantics/Transpose.h"
#include "shapes/Target/HLO/StructuralBodies.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineMap.h"

#include <numeric>

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::hlo;

namespace {

/// A default-layout row-major reshape of `value` to `shape`: collapse to
/// one dimension, then expand.
mlir::Value reshapeRowMajor(OpBuilder &b, Location loc, mlir::Value value,
                            ArrayRef<int64_t> shape) {
  auto type = cast<RankedTensorType>(value.getType());
  if (type.getShape() == shape)
    return value;
  Type element = type.getElementType();
  int64_t count = type.getNumElements();
  mlir::Value flat = value;
  if (type.getRank() == 0) {
    flat = tensor::ExpandShapeOp::create(b, loc, plainType({1}, element), value,
                                         ArrayRef<ReassociationIndices>{});
  } else if (type.getRank() > 1) {
    ReassociationIndices all;
    for (int64_t d = 0; d < type.getRank(); ++d)
      all.push_back(d);
    flat = tensor::CollapseShapeOp::create(b, loc, plainType({count}, element),
                                           value, ArrayRef{all});
  }
  if (shape.empty())
    return tensor::CollapseShapeOp::create(b, loc, plainType({}, element), flat,
                                           ArrayRef<ReassociationIndices>{});
  if (shape.size() == 1)
    return flat;
  ReassociationIndices all;
  for (size_t d = 0; d < shape.size(); ++d)
    all.push_back(d);
  return tensor::ExpandShapeOp::create(b, loc, plainType(shape, element), flat,
                                       ArrayRef{all});
}

//===----------------------------------------------------------------------===//
// broadcast, copy
//===----------------------------------------------------------------------===//

FailureOr<HloValue> emitBroadcast(InstructionContext &context) {
  if (failed(context.expectArrayOperands(1)) ||
      failed(expectOperandElementType(context, 0)))
    return failure();
  FailureOr<SmallVector<int64_t>> dims = context.intListAttribute("dimensions");
  if (failed(dims))
    return failure();
  const xla::Shape &operand = context.operandShape(0);
  if (dims->size() != operand.dims.size())
    return context.emitError()
           << "'broadcast' has " << dims->size()
           << " dimensions for an operand of rank " << operand.dims.size();
  // XLA's broadcast maps operand dimension k to result dimension dims[k]
  // with equal sizes, dynamic ones alike; shapes.broadcast_in_dim's
  // verifier checks the rest.
  const xla::Shape &result = context.instruction.shape;
  for (auto [k, d] : llvm::enumerate(*dims))
    if (d < 0 || d >= result.rank() || result.dims[d] != operand.dims[k] ||
        result.isDynamicDimension(d) != operand.isDynamicDimension(k))
      return context.emitError()
             << "'broadcast' dimension " << k << " (size "
             << xla::printDimension(operand, k)
             << ") does not map to a result dimension of the same size";
  // A dynamic result dimension takes its run-time size from the operand
  // dimension that maps to it.
  SmallVector<mlir::Value> sizes;
  for (int64_t d = 0; d < result.rank(); ++d) {
    if (!result.isDynamicDimension(d))
      continue;
    const int64_t *k = llvm::find(*dims, d);
    if (k == dims->end())
      return context.emitError(context.instruction.shapeLoc)
             << "'broadcast' result dimension " << d
             << " is dynamic, but no operand dimension maps to it";
    sizes.push_back(tensor::DimOp::create(
        context.builder, context.loc, context.operand(0), k - dims->begin()));
  }
  mlir::Value input = context.operand(0);
  SmallVector<int64_t> resultDims(*dims);
  if (!llvm::is_sorted(resultDims)) {
    // A transposing broadcast: a transpose of the operand that keeps its
    // bytes (a view), then a broadcast in increasing order.
    SmallVector<int64_t> order(dims->size());
    std::iota(order.begin(), order.end(), 0);
    llvm::sort(order,
               [&](int64_t a, int64_t b) { return (*dims)[a] < (*dims)[b]; });
    input =
        TransposeOp::create(context.builder, context.loc,
                            TransposeOp::getBitcastType(
                                cast<RankedTensorType>(input.getType()), order),
                            input, order);
    for (auto [i, k] : llvm::enumerate(order))
      resultDims[i] = (*dims)[k];
  }
  mlir::Value op =
      BroadcastInDimOp::create(context.builder, context.loc, context.resultType,
                               input, sizes, resultDims);
  return context.result(op);
}

FailureOr<HloValue> emitCopy(InstructionContext &context) {
  if (failed(context.expectArrayOperands(1)) ||
      failed(expectOperandElementType(context, 0)))
    return failure();
  if (!xla::sameDimensions(context.operandShape(0), context.instruction.shape))
    return context.emitError() << "'copy' changes the shape";
  return context.result(
      context.relayout(context.operand(0), context.resultType));
}

//===----------------------------------------------------------------------===//
// transpose, reshape, bitcast
//===----------------------------------------------------------------------===//

FailureOr<HloValue> emitTranspose(InstructionContext &context) {
  if (failed(context.expectArrayOperands(1)) ||
      failed(expectOperandElementType(context, 0)))
    return failure();
  FailureOr<SmallVector<int64_t>> permutation =
      context.intListAttribute("dimensions");
  if (failed(permutation))
    return failure();
  const xla::Shape &operand = context.operandShape(0);
  const xla::Shape &result = context.instruction.shape;
  // The sizes (a bound for `<=N`), then which dimensions are dynamic.
  std::optional<TransposeError> error =
      transpose_util::verifyTranspose(operand.dims, result.dims, *permutation);
  if (!error)
    error = transpose_util::verifyTranspose(operand.logicalDims(),
                                            result.logicalDims(), *permutation);
  if (error && error->kind == TransposeError::Kind::ResultSizeMismatch)
    return context.emitError(context.instruction.shapeLoc)
           << "'transpose' result dimension " << error->position
           << " must have the size of operand dimension " << error->value;
  if (error && error->kind == TransposeError::Kind::ResultRankMismatch)
    return context.emitError(context.instruction.shapeLoc)
           << "'transpose' result has rank " << error->got << ", the operand "
           << error->expected;
  if (error)
    return context.emitError()
           << "'transpose' dimensions are not a permutation of the operand's "
           << operand.dims.size() << " dimensions";
  // shapes.transpose takes both layouts: a view when the result layout is
  // the operand's permuted, one copy otherwise.
  return context.result(TransposeOp::create(context.builder, context.loc,
                                            context.resultType,
                                            context.operand(0), *permutation));
}

/// The dimensions of `shape` from major to minor.
SmallVector<int64_t> majorToMinor(const xla::Shape &shape) {
  DimVector minorToMajor = shape.effectiveMinorToMajor();
  return SmallVector<int64_t>(minorToMajor.rbegin(), minorToMajor.rend());
}

/// The operand's physical array (its dimensions from major to minor, in
/// the default layout), reshaped row-major into the result's physical
/// array, seen in the result's order and layout: each step moves no data
/// when the layouts have no padding (shapes.transpose's bitcast rule, and
/// a row-major reshape).
mlir::Value reshapePhysical(InstructionContext &context,
                            const xla::Shape &operand,
                            const xla::Shape &result) {
  auto operandType = cast<RankedTensorType>(context.operand(0).getType());
  SmallVector<int64_t> operandOrder = majorToMinor(operand);
  SmallVector<int64_t> operandPhysical;
  for (int64_t d : operandOrder)
    operandPhysical.push_back(operand.dims[d]);
  auto physicalType = plainType(operandPhysical, operandType.getElementType());
  mlir::Value physical = context.operand(0);
  if (physicalType != operandType)
    physical = TransposeOp::create(context.builder, context.loc, physicalType,
                                   physical, operandOrder);
  SmallVector<int64_t> resultOrder = majorToMinor(result);
  SmallVector<int64_t> physicalShape;
  for (int64_t d : resultOrder)
    physicalShape.push_back(result.dims[d]);
  mlir::Value reshaped =
      reshapeRowMajor(context.builder, context.loc, physical, physicalShape);
  SmallVector<int64_t> inverse(resultOrder.size());
  for (auto [i, d] : llvm::enumerate(resultOrder))
    inverse[d] = i;
  if (reshaped.getType() == context.resultType)
    return reshaped;
  return TransposeOp::create(context.builder, context.loc, context.resultType,
                             reshaped, inverse);
}

FailureOr<HloValue> emitReshape(InstructionContext &context) {
  if (failed(context.expectArrayOperands(1)) ||
      failed(expectOperandElementType(context, 0)))
    return failure();
  if (elementCount(context.operandShape(0)) !=
      elementCount(context.instruction.shape))
    return context.emitError()
           << "'reshape' from " << xla::printShape(context.operandShape(0))
           << " to " << xla::printShape(context.instruction.shape)
           << " changes the element count";
  // XLA's ReshapeIsBitcast: the same physical buffer, read as views.
  const xla::Shape &operand = context.operandShape(0);
  const xla::Shape &result = context.instruction.shape;
  if (reshape_util::reshapeIsBitcast(
          operand.dims, operand.effectiveMinorToMajor(), result.dims,
          result.effectiveMinorToMajor()))
    return context.result(reshapePhysical(context, operand, result));
  return context.finish(reshapeRowMajor(
      context.builder, context.loc, context.toDefaultLayout(context.operand(0)),
      context.resultType.getShape()));
}

/// The permutation under which a bitcast from `operand` to `result` is a
/// transpose that moves no data (shapes.transpose's bitcast rule), if any:
/// the k-th most major dimension of the result is the operand's.
std::optional<SmallVector<int64_t>>
bitcastAsTranspose(InstructionContext &context, const xla::Shape &operand,
                   const xla::Shape &result) {
  if (operand.dims.size() != result.dims.size())
    return std::nullopt;
  SmallVector<int64_t> operandOrder = majorToMinor(operand);
  SmallVector<int64_t> resultOrder = majorToMinor(result);
  SmallVector<int64_t> permutation(resultOrder.size());
  for (auto [r, o] : llvm::zip(resultOrder, operandOrder))
    permutation[r] = o;
  auto operandType = cast<ShapedType>(context.operand(0).getType());
  if (shapes::transpose_util::verifyTranspose(
          operandType.getShape(), context.resultType.getShape(), permutation))
    return std::nullopt;
  if (!shapes::transpose_util::transposeIsBitcast(
          getSemanticLayout(operandType),
          getSemanticLayout(cast<ShapedType>(context.resultType)), permutation))
    return std::nullopt;
  return permutation;
}

/// A bitcast reinterprets the physical buffer: the operand's elements in
/// its physical order are the result's in its physical order. When that is
/// a transpose (same sizes in the same physical order), it is a
/// shapes.transpose, which moves no data.
FailureOr<HloValue> emitBitcast(InstructionContext &context) {
  if (failed(context.expectArrayOperands(1)))
    return failure();
  const xla::Shape &operand = context.operandShape(0);
  const xla::Shape &result = context.instruction.shape;
  if (operand.elementType != result.elementType)
    return context.emitError()
           << "'bitcast' between element types "
           << xla::primitiveTypeName(operand.elementType) << " and "
           << xla::primitiveTypeName(result.elementType) << " is not supported";
  if (elementCount(operand) != elementCount(result))
    return context.emitError()
           << "'bitcast' from " << xla::printShape(operand) << " to "
           << xla::printShape(result) << " changes the element count";
  if (std::optional<SmallVector<int64_t>> permutation =
          bitcastAsTranspose(context, operand, result))
    return context.result(
        TransposeOp::create(context.builder, context.loc, context.resultType,
                            context.operand(0), *permutation));
  return context.result(reshapePhysical(context, operand, result));
}

//===----------------------------------------------------------------------===//
// reverse, constant, iota
//===----------------------------------------------------------------------===//

FailureOr<HloValue> emitReverse(InstructionContext &context) {
  if (failed(context.expectArrayOperands(1)) ||
      failed(expectOperandElementType(context, 0)))
    return failure();
  FailureOr<SmallVector<int64_t>> dims = context.intListAttribute("dimensions");
  if (failed(dims))
    return failure();
  const xla::Shape &shape = context.instruction.shape;
  if (context.operandShape(0).dims != shape.dims)
    return context.emitError() << "'reverse' changes the shape";
  int64_t rank = shape.rank();
  SmallVector<bool> reversed(rank, false);
  for (int64_t d : *dims) {
    if (d < 0 || d >= rank)
      return context.emitError() << "'reverse' dimension " << d
                                 << " is not below the rank " << rank;
    reversed[d] = true;
  }
  MLIRContext *mlirContext = context.builder.getContext();
  AffineMap input = getReverseInputMap(mlirContext, shape.dims, reversed);
  AffineMap output = AffineMap::getMultiDimIdentityMap(rank, mlirContext);
  auto type = plainType(context.resultType.getShape(),
                        context.resultType.getElementType());
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      context.builder, context.loc, TypeRange{type},
      ValueRange{context.toDefaultLayout(context.operand(0))},
      ValueRange{context.empty(type)}, ArrayRef{input, output}, iterators,
      buildReverseBody);
  return context.finish(generic.getResult(0));
}

//===----------------------------------------------------------------------===//
// constant, iota
//===----------------------------------------------------------------------===//

FailureOr<HloValue> emitConstant(InstructionContext &context) {
  if (!context.resultType)
    return context.emitError(context.instruction.shapeLoc)
           << "tuple constants are not supported";
  auto type = plainType(context.resultType.getShape(),
                        context.resultType.getElementType());
  FailureOr<DenseElementsAttr> value = failure();
  if (DenseElementsAttr literal = context.instruction.literal) {
    if (literal.getType() != type)
      return context.emitError(context.instruction.payloadLoc)
             << "the constant's value has type " << literal.getType()
             << ", its result " << type;
    value = literal;
  } else {
    value = parseLiteral(context, context.instruction.shape, type);
  }
  if (failed(value))
    return failure();
  mlir::Value constant =
      arith::ConstantOp::create(context.builder, context.loc, *value);
  return context.finish(constant);
}

FailureOr<HloValue> emitIota(InstructionContext &context) {
  if (failed(context.expectArrayOperands(0)))
    return failure();
  FailureOr<int64_t> dim = context.intAttribute("iota_dimension");
  if (failed(dim))
    return failure();
  const xla::Shape &shape = context.instruction.shape;
  if (*dim < 0 || *dim >= shape.rank())
    return context.emitError() << "'iota_dimension' " << *dim
                               << " is not below the rank " << shape.rank();
  xla::PrimitiveType kind = shape.elementType;
  if (kind == xla::PrimitiveType::Pred)
    return context.emitError() << "'iota' of pred is not supported";
  int64_t rank = shape.rank();
  auto type = plainType(context.resultType.getShape(),
                        context.resultType.getElementType());
  AffineMap output =
      AffineMap::getMultiDimIdentityMap(rank, context.builder.getContext());
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  int64_t iotaDim = *dim;
  auto generic = linalg::GenericOp::create(
      context.builder, context.loc, TypeRange{type}, ValueRange{},
      ValueRange{context.empty(type)}, ArrayRef{output}, iterators,
      [&](OpBuilder &b, Location loc, ValueRange args) {
        buildIotaBody(b, loc, args, iotaDim, kind);
      });
  return context.finish(generic.getResult(0));
}

} // namespace

void hlo::registerStructuralEmitters(EmitterMap &emitters) {
  emitters["broadcast"] = {emitBroadcast, /*dynamic=*/true};
  emitters["copy"] = {emitCopy, /*dynamic=*/true};
  emitters["transpose"] = {emitTranspose, /*dynamic=*/true};
  emitters["reshape"] = {emitReshape, /*dynamic=*/false};
  emitters["bitcast"] = {emitBitcast, /*dynamic=*/false};
  emitters["reverse"] = {emitReverse, /*dynamic=*/false};
  emitters["constant"] = {emitConstant, /*dynamic=*/false};
  emitters["iota"] = {emitIota, /*dynamic=*/false};
}
