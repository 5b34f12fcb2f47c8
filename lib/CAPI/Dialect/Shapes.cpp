//===- Shapes.cpp - C API of the shapes dialect and #shapes.layout --------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Implements include/shapes-c/Dialect/Shapes.h on top of the dialect and the
// semantics library (the layout arithmetic is the library's, not restated).
//
//===----------------------------------------------------------------------===//

#include "shapes-c/Dialect/Shapes.h"
#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"
#include "shapes/Dialect/Shapes/IR/ShapesDialect.h"
#include "shapes/Semantics/Layout.h"
#include "shapes/Semantics/XlaShape.h"
#include "shapes/Target/HLO/XlaShapeType.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/Diagnostics.h"

using namespace mlir;
using mlir::shapes::LayoutAttr;

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Shapes, shapes,
                                      mlir::shapes::ShapesDialect)

// The C enum lists the padding values in the order of the C++ one.
static_assert(static_cast<int>(ShapesPaddingValueZero) ==
                  static_cast<int>(shapes::PaddingValue::zero) &&
              static_cast<int>(ShapesPaddingValueUnknown) ==
                  static_cast<int>(shapes::PaddingValue::unknown));

bool shapesAttributeIsALayout(MlirAttribute attr) {
  return isa<LayoutAttr>(unwrap(attr));
}

MlirAttribute shapesLayoutAttrGet(MlirContext ctx, intptr_t rank,
                                  const int64_t *minorToMajor,
                                  intptr_t numPaddedDimensions,
                                  const int64_t *paddedDimensions,
                                  bool hasPaddingValue,
                                  ShapesPaddingValue paddingValue) {
  MLIRContext *context = unwrap(ctx);
  auto emitError = [context] {
    return mlir::emitError(UnknownLoc::get(context));
  };
  if (rank < 0 || numPaddedDimensions < 0) {
    emitError() << "invalid #shapes.layout: negative rank (" << rank
                << ") or number of padded dimensions (" << numPaddedDimensions
                << ")";
    return MlirAttribute{nullptr};
  }
  if (hasPaddingValue && (paddingValue < ShapesPaddingValueZero ||
                          paddingValue > ShapesPaddingValueUnknown)) {
    emitError() << "invalid #shapes.layout: padding value "
                << static_cast<int>(paddingValue) << " is not one of zero, "
                << "one, lowest, highest, unknown";
    return MlirAttribute{nullptr};
  }
  std::optional<shapes::PaddingValue> value;
  if (hasPaddingValue)
    value = static_cast<shapes::PaddingValue>(paddingValue);
  return wrap(LayoutAttr::getChecked(
      emitError, context, ArrayRef<int64_t>(minorToMajor, rank),
      ArrayRef<int64_t>(paddedDimensions, numPaddedDimensions), value));
}

MlirAttribute shapesLayoutAttrGetDefault(MlirContext ctx, intptr_t rank) {
  return wrap(LayoutAttr::fromSemantic(
      unwrap(ctx), shapes::layout_util::defaultLayout(rank)));
}

MlirAttribute shapesTypeGetLayout(MlirType type) {
  return wrap(mlir::shapes::getLayoutAttr(unwrap(type)));
}

intptr_t shapesLayoutAttrGetRank(MlirAttribute attr) {
  return cast<LayoutAttr>(unwrap(attr)).getMinorToMajor().size();
}

int64_t shapesLayoutAttrGetMinorToMajor(MlirAttribute attr, intptr_t pos) {
  return cast<LayoutAttr>(unwrap(attr)).getMinorToMajor()[pos];
}

intptr_t shapesLayoutAttrGetNumPaddedDimensions(MlirAttribute attr) {
  return cast<LayoutAttr>(unwrap(attr)).getPaddedDimensions().size();
}

int64_t shapesLayoutAttrGetPaddedDimension(MlirAttribute attr, intptr_t pos) {
  return cast<LayoutAttr>(unwrap(attr)).getPaddedDimensions()[pos];
}

bool shapesLayoutAttrHasPaddingValue(MlirAttribute attr) {
  return cast<LayoutAttr>(unwrap(attr)).getPaddingValue().has_value();
}

ShapesPaddingValue shapesLayoutAttrGetPaddingValue(MlirAttribute attr) {
  return static_cast<ShapesPaddingValue>(
      cast<LayoutAttr>(unwrap(attr)).toSemantic().effectivePaddingValue());
}

/// The semantic layout and sizes of a query, when the layout is valid for
/// the sizes.
static std::optional<std::pair<shapes::Layout, shapes::DimVector>>
getValidLayout(MlirAttribute attr, intptr_t rank, const int64_t *sizes) {
  auto layout = dyn_cast_or_null<LayoutAttr>(unwrap(attr));
  if (!layout || rank < 0 ||
      static_cast<size_t>(rank) != layout.getMinorToMajor().size())
    return std::nullopt;
  shapes::Layout semantic = layout.toSemantic();
  shapes::DimVector dims(sizes, sizes + rank);
  if (shapes::layout_util::verifyLayoutForShape(semantic, dims))
    return std::nullopt;
  return std::make_pair(std::move(semantic), std::move(dims));
}

MlirLogicalResult shapesLayoutAttrGetStrides(MlirAttribute layout,
                                             intptr_t rank,
                                             const int64_t *sizes,
                                             int64_t *strides) {
  auto valid = getValidLayout(layout, rank, sizes);
  if (!valid)
    return mlirLogicalResultFailure();
  shapes::DimVector result =
      shapes::layout_util::strides(valid->second, valid->first);
  std::copy(result.begin(), result.end(), strides);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult shapesLayoutAttrGetPhysicalElementCount(MlirAttribute layout,
                                                          intptr_t rank,
                                                          const int64_t *sizes,
                                                          int64_t *count) {
  auto valid = getValidLayout(layout, rank, sizes);
  if (!valid || shapes::shape_util::hasDynamicSize(valid->second))
    return mlirLogicalResultFailure();
  *count =
      shapes::layout_util::physicalElementCount(valid->second, valid->first);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult shapesLayoutAttrLinearize(MlirAttribute layout, intptr_t rank,
                                            const int64_t *sizes,
                                            const int64_t *index,
                                            int64_t *linear) {
  auto valid = getValidLayout(layout, rank, sizes);
  if (!valid || shapes::shape_util::hasDynamicSize(valid->second))
    return mlirLogicalResultFailure();
  for (intptr_t d = 0; d < rank; ++d)
    if (index[d] < 0 || index[d] >= sizes[d])
      return mlirLogicalResultFailure();
  *linear = shapes::index_util::multiIndexToLinear(
      valid->second, valid->first, shapes::DimVector(index, index + rank));
  return mlirLogicalResultSuccess();
}

MlirLogicalResult shapesLayoutAttrDelinearize(MlirAttribute layout,
                                              intptr_t rank,
                                              const int64_t *sizes,
                                              int64_t linear, int64_t *index,
                                              bool *isPadding) {
  auto valid = getValidLayout(layout, rank, sizes);
  if (!valid || shapes::shape_util::hasDynamicSize(valid->second))
    return mlirLogicalResultFailure();
  const auto &[semantic, dims] = *valid;
  int64_t count = shapes::layout_util::physicalElementCount(dims, semantic);
  if (linear < 0 || linear >= count)
    return mlirLogicalResultFailure();
  shapes::DimVector result =
      shapes::index_util::linearToMultiIndex(dims, semantic, linear);
  std::copy(result.begin(), result.end(), index);
  if (isPadding)
    *isPadding = shapes::index_util::isPaddingPosition(dims, semantic, linear);
  return mlirLogicalResultSuccess();
}

MlirType shapesXlaShapeGetType(MlirContext ctx, MlirStringRef shape,
                               MlirStringCallback errorCallback,
                               void *userData) {
  MLIRContext *context = unwrap(ctx);
  auto report = [&](const std::string &message) {
    if (errorCallback)
      errorCallback(mlirStringRefCreate(message.data(), message.size()),
                    userData);
    else
      mlir::emitError(UnknownLoc::get(context)) << message;
  };
  shapes::xla::ShapeError error;
  std::optional<shapes::xla::Shape> parsed =
      shapes::xla::parseShape(unwrap(shape), error);
  if (!parsed) {
    report(error.message + " (at offset " + std::to_string(error.offset) + ")");
    return MlirType{nullptr};
  }
  // getTensorType reports through a diagnostic; pass its text on.
  std::string message;
  RankedTensorType type;
  {
    ScopedDiagnosticHandler handler(context, [&](Diagnostic &diagnostic) {
      message = diagnostic.str();
      return success();
    });
    type = shapes::getTensorType(context, *parsed, [context] {
      return mlir::emitError(UnknownLoc::get(context));
    });
  }
  if (!type) {
    report(message);
    return MlirType{nullptr};
  }
  return wrap(Type(type));
}
