//===- ImportSlicing.cpp - slice, concatenate and pad ---------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The opcodes that cut arrays and join them. Each reads its operands in
// their own layouts and writes the result in its own (when the result's
// layout has no padding; else in the default layout, relaid out into the
// result's): a slice is a view of its operand (an empty slice is an empty
// tensor, since tensor.extract_slice takes no offset past the end of a
// dimension); a concatenation copies each input once, into its place in
// the result; a pad fills the result and copies the operand (a slice of
// it, with negative padding) into it.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::hlo;

namespace {

/// `{[0:2], [1:3:1]}`: start, limit and stride of each dimension.
LogicalResult parseSlice(InstructionContext &context, const HloAttribute &attr,
                         SmallVectorImpl<int64_t> &starts,
                         SmallVectorImpl<int64_t> &limits,
                         SmallVectorImpl<int64_t> &strides) {
  StringRef text = attr.value.trim();
  auto malformed = [&] {
    return context.emitError(attr.valueLoc)
           << "'slice' must look like {[start:limit:stride], ...}, got '"
           << attr.value << "'";
  };
  if (!text.consume_front("{") || !text.consume_back("}"))
    return malformed();
  text = text.trim();
  while (!text.empty()) {
    if (!text.consume_front("["))
      return malformed();
    size_t close = text.find(']');
    if (close == StringRef::npos)
      return malformed();
    SmallVector<StringRef> parts;
    text.take_front(close).split(parts, ':');
    text = text.drop_front(close + 1).trim();
    if (parts.size() < 2 || parts.size() > 3)
      return malformed();
    int64_t values[3] = {0, 0, 1};
    for (auto [i, part] : llvm::enumerate(parts))
      if (part.trim().getAsInteger(10, values[i]))
        return malformed();
    starts.push_back(values[0]);
    limits.push_back(values[1]);
    strides.push_back(values[2]);
    if (!text.consume_front(","))
      break;
    text = text.trim();
  }
  if (!text.empty())
    return malformed();
  return success();
}

/// The elements [starts, starts + sizes * strides) of `source`, an array
/// of `shape`, read in its own layout: a view of its buffer, in its
/// dimension order without its padding, so that only the elements taken
/// move when the view is copied.
mlir::Value sliceInOwnLayout(InstructionContext &context, mlir::Value source,
                             const xla::Shape &shape, ArrayRef<int64_t> starts,
                             ArrayRef<int64_t> sizes,
                             ArrayRef<int64_t> strides) {
  Type element = cast<RankedTensorType>(source.getType()).getElementType();
  RankedTensorType type = context.importer.getType(
      xla::Shape::array(shape.elementType, DimVector(sizes),
                        shape.effectiveMinorToMajor()),
      context.instruction.shapeLoc);
  if (!type) {
    source = context.toDefaultLayout(source);
    type = plainType(sizes, element);
  }
  return tensor::ExtractSliceOp::create(context.builder, context.loc, type,
                                        source, ValueRange{}, ValueRange{},
                                        ValueRange{}, starts, sizes, strides);
}

FailureOr<HloValue> emitSlice(InstructionContext &context) {
  if (failed(context.expectArrayOperands(1)) ||
      failed(expectOperandElementType(context, 0)))
    return failure();
  FailureOr<const HloAttribute *> attr = context.requireAttribute("slice");
  if (failed(attr))
    return failure();
  SmallVector<int64_t> starts, limits, strides;
  if (failed(parseSlice(context, **attr, starts, limits, strides)))
    return failure();
  const xla::Shape &operand = context.operandShape(0);
  if (starts.size() != operand.dims.size())
    return context.emitError((*attr)->valueLoc)
           << "'slice' has " << starts.size()
           << " ranges for an operand of rank " << operand.dims.size();
  for (size_t d = 0; d < starts.size(); ++d) {
    if (starts[d] < 0 || limits[d] < starts[d] || limits[d] > operand.dims[d] ||
        strides[d] < 1)
      return context.emitError((*attr)->valueLoc)
             << "'slice' range [" << starts[d] << ":" << limits[d] << ":"
             << strides[d] << "] is invalid for dimension " << d << " of size "
             << operand.dims[d];
    int64_t size = (limits[d] - starts[d] + strides[d] - 1) / strides[d];
    if (size != context.instruction.shape.dims[d])
      return context.emitError(context.instruction.shapeLoc)
             << "'slice' dimension " << d << " has " << size
             << " elements, the result " << context.instruction.shape.dims[d];
  }
  // An empty slice reads nothing. tensor.extract_slice takes no offset at
  // or past the end of a dimension, not even for an empty slice (of an
  // empty dimension, or [n:n]), which XLA allows.
  if (llvm::is_contained(context.resultType.getShape(), 0))
    return context.result(context.empty(context.resultType));
  mlir::Value slice =
      sliceInOwnLayout(context, context.operand(0), operand, starts,
                       context.resultType.getShape(), strides);
  return context.result(context.relayout(slice, context.resultType));
}

FailureOr<HloValue> emitConcatenate(InstructionContext &context) {
  if (context.operands.empty())
    return context.emitError() << "'concatenate' needs an operand";
  if (failed(context.expectArrayOperands(context.operands.size())))
    return failure();
  FailureOr<SmallVector<int64_t>> dims = context.intListAttribute("dimensions");
  if (failed(dims))
    return failure();
  const xla::Shape &result = context.instruction.shape;
  if (dims->size() != 1 || (*dims)[0] < 0 || (*dims)[0] >= result.rank())
    return context.emitError()
           << "'concatenate' needs one dimension below the rank "
           << result.rank();
  int64_t dim = (*dims)[0];
  int64_t total = 0;
  SmallVector<mlir::Value> inputs;
  for (size_t i = 0; i < context.operands.size(); ++i) {
    if (failed(expectOperandElementType(context, i)))
      return failure();
    const xla::Shape &operand = context.operandShape(i);
    for (int64_t d = 0; d < result.rank(); ++d)
      if (operand.rank() != result.rank() ||
          (d != dim && operand.dims[d] != result.dims[d]))
        return context.emitError(context.instruction.operands[i].loc)
               << "operand " << i << " of 'concatenate' has shape "
               << xla::printShape(operand) << ", not that of the result "
               << xla::printShape(result) << " but in dimension " << dim;
    total += operand.dims[dim];
  }
  if (total != result.dims[dim])
    return context.emitError(context.instruction.shapeLoc)
           << "'concatenate' of " << total << " elements in dimension " << dim
           << " yields " << result.dims[dim];
  // A result without padding is concatenated in its own layout: each input
  // is copied once, from its layout into its place in the result.
  LayoutAttr layout = getLayoutAttr(context.resultType);
  bool inResultLayout = !(layout && layout.isPadded());
  for (size_t i = 0; i < context.operands.size(); ++i) {
    mlir::Value input = context.operand(i);
    auto type = cast<RankedTensorType>(input.getType());
    inputs.push_back(
        inResultLayout ? context.relayout(
                             input, RankedTensorType::get(
                                        type.getShape(), type.getElementType(),
                                        context.resultType.getEncoding()))
                       : context.toDefaultLayout(input));
  }
  mlir::Value concat =
      inputs.size() == 1
          ? inputs.front()
          : tensor::ConcatOp::create(
                context.builder, context.loc,
                inResultLayout ? context.resultType
                               : plainType(context.resultType.getShape(),
                                           context.resultType.getElementType()),
                dim, inputs)
                .getResult();
  return context.result(context.relayout(concat, context.resultType));
}

/// `0_0x1_1_0`: low, high and interior padding of each dimension.
LogicalResult parsePadding(InstructionContext &context,
                           const HloAttribute &attr,
                           SmallVectorImpl<int64_t> &low,
                           SmallVectorImpl<int64_t> &high,
                           SmallVectorImpl<int64_t> &interior) {
  SmallVector<StringRef> dims;
  StringRef text = attr.value.trim();
  if (text.empty())
    return success();
  text.split(dims, 'x');
  for (StringRef dim : dims) {
    SmallVector<StringRef> parts;
    dim.split(parts, '_');
    int64_t values[3] = {0, 0, 0};
    if (parts.size() < 2 || parts.size() > 3)
      return context.emitError(attr.valueLoc)
             << "'padding' must look like low_high[_interior]x..., got '"
             << attr.value << "'";
    for (auto [i, part] : llvm::enumerate(parts))
      if (part.getAsInteger(10, values[i]))
        return context.emitError(attr.valueLoc)
               << "'padding' has a non-integer entry '" << part << "'";
    low.push_back(values[0]);
    high.push_back(values[1]);
    interior.push_back(values[2]);
  }
  return success();
}

FailureOr<HloValue> emitPad(InstructionContext &context) {
  if (failed(context.expectArrayOperands(2)) ||
      failed(expectOperandElementType(context, 0)) ||
      failed(expectOperandElementType(context, 1)))
    return failure();
  if (context.operandShape(1).rank() != 0)
    return context.emitError(context.instruction.operands[1].loc)
           << "the padding value of 'pad' must be a scalar";
  FailureOr<const HloAttribute *> attr = context.requireAttribute("padding");
  if (failed(attr))
    return failure();
  SmallVector<int64_t> low, high, interior;
  if (failed(parsePadding(context, **attr, low, high, interior)))
    return failure();
  const xla::Shape &operand = context.operandShape(0);
  const xla::Shape &result = context.instruction.shape;
  if (low.size() != operand.dims.size())
    return context.emitError((*attr)->valueLoc)
           << "'padding' has " << low.size()
           << " entries for an operand of rank " << operand.dims.size();
  // Negative padding removes elements: pad a slice of the operand (the
  // elements that stay, read in its own layout) by non-negative amounts.
  SmallVector<int64_t> starts, sizes, offsets, strides;
  bool cropped = false, empty = false;
  for (size_t d = 0; d < low.size(); ++d) {
    if (interior[d] < 0)
      return context.emitError((*attr)->valueLoc)
             << "'padding' has negative interior padding " << interior[d];
    int64_t n = operand.dims[d], step = interior[d] + 1;
    int64_t spread = n == 0 ? 0 : (n - 1) * step + 1;
    if (low[d] + spread + high[d] != result.dims[d])
      return context.emitError(context.instruction.shapeLoc)
             << "'pad' dimension " << d << " has " << low[d] + spread + high[d]
             << " elements, the result " << result.dims[d];
    // Operand element i lands at low + i * step; those in [0, result) stay.
    int64_t first = low[d] >= 0 ? 0 : llvm::divideCeil(-low[d], step);
    int64_t last = std::min(
        n - 1, llvm::divideFloorSigned(result.dims[d] - 1 - low[d], step));
    starts.push_back(first);
    sizes.push_back(std::max<int64_t>(last - first + 1, 0));
    offsets.push_back(low[d] + first * step);
    strides.push_back(step);
    cropped |= sizes.back() != n;
    empty |= sizes.back() == 0;
  }
  // A result without padding is padded in its own layout: the operand is
  // copied once, from its layout into its place in the result.
  OpBuilder &b = context.builder;
  Type element = context.resultType.getElementType();
  LayoutAttr layout = getLayoutAttr(context.resultType);
  Attribute encoding;
  if (!(layout && layout.isPadded()))
    encoding = context.resultType.getEncoding();
  mlir::Value source;
  if (!empty) {
    source = context.operand(0);
    if (cropped) {
      SmallVector<int64_t> unit(sizes.size(), 1);
      source = sliceInOwnLayout(context, source, operand, starts, sizes, unit);
    }
    source = context.relayout(source,
                              RankedTensorType::get(sizes, element, encoding));
  }
  mlir::Value padValue = tensor::ExtractOp::create(
      b, context.loc, context.toDefaultLayout(context.operand(1)),
      ValueRange{});
  mlir::Value padded =
      linalg::FillOp::create(
          b, context.loc, padValue,
          context.empty(RankedTensorType::get(context.resultType.getShape(),
                                              element, encoding)))
          .getResult(0);
  if (source)
    padded = tensor::InsertSliceOp::create(
        b, context.loc, source, padded, ValueRange{}, ValueRange{},
        ValueRange{}, offsets, sizes, strides);
  return context.result(context.relayout(padded, context.resultType));
}

} // namespace

void hlo::registerSlicingEmitters(EmitterMap &emitters) {
  emitters["slice"] = {emitSlice, /*dynamic=*/false};
  emitters["concatenate"] = {emitConcatenate, /*dynamic=*/false};
  emitters["pad"] = {emitPad, /*dynamic=*/false};
}
