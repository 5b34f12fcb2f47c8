//===- XlaShapeType.cpp - XLA shapes as MLIR types ------------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Implements include/shapes/Target/HLO/XlaShapeType.h. The rules an array
// shape must satisfy (sizes, layout permutation, addressable bytes) are
// xla::verifyShape's; this file only maps types.
//
//===----------------------------------------------------------------------===//

#include "shapes/Target/HLO/XlaShapeType.h"
#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/MLIRContext.h"

#include "llvm/Support/ErrorHandling.h"

using namespace mlir;
using namespace mlir::shapes;

Type mlir::shapes::getElementType(MLIRContext *context,
                                  xla::PrimitiveType type) {
  switch (type) {
  case xla::PrimitiveType::F16:
    return Float16Type::get(context);
  case xla::PrimitiveType::BF16:
    return BFloat16Type::get(context);
  case xla::PrimitiveType::F32:
    return Float32Type::get(context);
  case xla::PrimitiveType::F64:
    return Float64Type::get(context);
  case xla::PrimitiveType::Pred:
  case xla::PrimitiveType::S8:
  case xla::PrimitiveType::S16:
  case xla::PrimitiveType::S32:
  case xla::PrimitiveType::S64:
  case xla::PrimitiveType::U8:
  case xla::PrimitiveType::U16:
  case xla::PrimitiveType::U32:
  case xla::PrimitiveType::U64:
    // pred is i1; sN and uN are the signless iN.
    return IntegerType::get(
        context, static_cast<unsigned>(xla::primitiveTypeBitWidth(type)));
  }
  llvm_unreachable("unknown xla::PrimitiveType");
}

RankedTensorType
mlir::shapes::getTensorType(MLIRContext *context, const xla::Shape &shape,
                            function_ref<InFlightDiagnostic()> emitError) {
  if (shape.isTuple) {
    emitError() << "the tuple shape '" << xla::printShape(shape)
                << "' has no tensor type";
    return {};
  }
  if (std::optional<xla::ShapeError> error = xla::verifyShape(shape)) {
    emitError() << "invalid XLA shape '" << xla::printShape(shape)
                << "': " << error->message;
    return {};
  }
  // XLA's default layout is a tensor without an encoding. A bounded
  // dimension is dynamic in a layout padded to its bound (xla::toLayout).
  Attribute encoding;
  if (!shape.hasDefaultLayout() || shape.hasBoundedDimension())
    encoding = LayoutAttr::fromSemantic(context, xla::toLayout(shape));
  return RankedTensorType::get(shape.logicalDims(),
                               getElementType(context, shape.elementType),
                               encoding);
}

std::optional<xla::PrimitiveType>
mlir::shapes::getPrimitiveType(Type type, bool isUnsigned) {
  if (type.isF16())
    return xla::PrimitiveType::F16;
  if (type.isBF16())
    return xla::PrimitiveType::BF16;
  if (type.isF32())
    return xla::PrimitiveType::F32;
  if (type.isF64())
    return xla::PrimitiveType::F64;
  auto integer = dyn_cast<IntegerType>(type);
  if (!integer || !integer.isSignless())
    return std::nullopt;
  switch (integer.getWidth()) {
  case 1:
    return xla::PrimitiveType::Pred;
  case 8:
    return isUnsigned ? xla::PrimitiveType::U8 : xla::PrimitiveType::S8;
  case 16:
    return isUnsigned ? xla::PrimitiveType::U16 : xla::PrimitiveType::S16;
  case 32:
    return isUnsigned ? xla::PrimitiveType::U32 : xla::PrimitiveType::S32;
  case 64:
    return isUnsigned ? xla::PrimitiveType::U64 : xla::PrimitiveType::S64;
  default:
    return std::nullopt;
  }
}

FailureOr<xla::Shape>
mlir::shapes::getXlaShape(Type type, bool isUnsigned,
                          function_ref<InFlightDiagnostic()> emitError) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor) {
    emitError() << "type " << type
                << " has no XLA shape: it is not a ranked tensor";
    return failure();
  }
  std::optional<xla::PrimitiveType> elementType =
      getPrimitiveType(tensor.getElementType(), isUnsigned);
  if (!elementType) {
    emitError() << "type " << type << " has no XLA shape: element type "
                << tensor.getElementType() << " is not supported";
    return failure();
  }
  // A '?' is unbounded unless a padded layout bounds it.
  DimVector dims(tensor.getShape().begin(), tensor.getShape().end());
  std::vector<bool> dynamic;
  if (!tensor.hasStaticShape())
    for (int64_t size : tensor.getShape())
      dynamic.push_back(ShapedType::isDynamic(size));
  DimVector minorToMajor = layout_util::defaultMinorToMajor(tensor.getRank());
  if (Attribute encoding = tensor.getEncoding()) {
    auto layout = dyn_cast<LayoutAttr>(encoding);
    if (!layout) {
      emitError() << "type " << type << " has no XLA shape: encoding "
                  << encoding << " is not a #shapes.layout";
      return failure();
    }
    if (layout.isPadded()) {
      // XLA pads only bounded dynamic dimensions, to their bound, and
      // leaves the padding undefined.
      if (tensor.hasStaticShape()) {
        emitError() << "type " << type
                    << " has no XLA shape: padded layouts are not supported "
                       "(XLA pads only a bounded dynamic dimension, to its "
                       "bound)";
        return failure();
      }
      ArrayRef<int64_t> widths = layout.getPaddedDimensions();
      for (auto [d, size] : llvm::enumerate(tensor.getShape())) {
        if (ShapedType::isDynamic(size)) {
          dims[d] = widths[d];
          continue;
        }
        if (widths[d] != size) {
          emitError() << "type " << type << " has no XLA shape: dimension " << d
                      << " of size " << size << " is padded to " << widths[d]
                      << " (XLA pads only a bounded dynamic dimension, to "
                         "its bound)";
          return failure();
        }
      }
      PaddingValue padding = layout.toSemantic().effectivePaddingValue();
      if (padding != PaddingValue::unknown) {
        emitError() << "type " << type
                    << " has no XLA shape: the padding of a bounded dynamic "
                       "dimension is undefined in XLA, but the layout has "
                       "padding_value = "
                    << stringifyPaddingValue(padding);
        return failure();
      }
    }
    minorToMajor.assign(layout.getMinorToMajor().begin(),
                        layout.getMinorToMajor().end());
  }
  xla::Shape shape =
      xla::Shape::array(*elementType, std::move(dims), std::move(minorToMajor),
                        std::move(dynamic));
  // A type built without verification may still break a layout rule.
  if (std::optional<xla::ShapeError> error = xla::verifyShape(shape)) {
    emitError() << "type " << type << " has no XLA shape: " << error->message;
    return failure();
  }
  return shape;
}
