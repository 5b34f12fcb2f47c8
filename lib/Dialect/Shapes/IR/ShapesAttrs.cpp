//===- ShapesAttrs.cpp - #shapes.layout -----------------------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Parsing, printing and verification of `#shapes.layout`, and its tensor
// encoding and memref layout interfaces. Every rule comes from the
// semantics library (shapes/Semantics/Layout.h).
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"
#include "shapes/Dialect/Shapes/IR/ShapesDialect.h"

#include "mlir/IR/AffineMap.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::shapes;

static_assert(shapes::kDynamicSize == ShapedType::kDynamic,
              "the semantics library and MLIR must agree on dynamic sizes");

//===----------------------------------------------------------------------===//
// Parameter parsers and printers
//===----------------------------------------------------------------------===//

FailureOr<SmallVector<int64_t>> mlir::shapes::parseDimList(AsmParser &parser) {
  SmallVector<int64_t> values;
  if (parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square, [&]() -> ParseResult {
            // A `?` reads as a dimension list entry would in a type; say why
            // it has no place here.
            if (succeeded(parser.parseOptionalQuestion()))
              return parser.emitError(
                  parser.getCurrentLocation(),
                  "'?' is not allowed in a #shapes.layout: "
                  "minor_to_major and padded_dimensions are "
                  "static (a dynamic size belongs in the "
                  "type, bounded by a static padded width)");
            int64_t value;
            if (parser.parseInteger(value))
              return failure();
            values.push_back(value);
            return success();
          }))
    return failure();
  return values;
}

void mlir::shapes::printDimList(AsmPrinter &printer, ArrayRef<int64_t> values) {
  printer << '[';
  llvm::interleaveComma(values, printer);
  printer << ']';
}

//===----------------------------------------------------------------------===//
// LayoutAttr
//===----------------------------------------------------------------------===//

shapes::DimVector mlir::shapes::toDimVector(ArrayRef<int64_t> values) {
  return shapes::DimVector(values.begin(), values.end());
}

shapes::Layout LayoutAttr::toSemantic() const {
  shapes::Layout layout;
  layout.minorToMajor = toDimVector(getMinorToMajor());
  layout.paddedDimensions = toDimVector(getPaddedDimensions());
  layout.paddingValue = getPaddingValue();
  return layout;
}

LayoutAttr LayoutAttr::fromSemantic(MLIRContext *context,
                                    const shapes::Layout &layout) {
  return LayoutAttr::get(context, layout.minorToMajor, layout.paddedDimensions,
                         layout.paddingValue);
}

//===----------------------------------------------------------------------===//
// Padding values
//===----------------------------------------------------------------------===//

FailureOr<TypedAttr>
mlir::shapes::getPaddingValueAttr(Type elementType,
                                  shapes::PaddingValue value) {
  using shapes::PaddingValue;
  if (value == PaddingValue::unknown)
    return failure();
  // IEEE-style floats only: the small formats (f8E8M0FNU has no zero, no
  // sign and no infinity) have no natural lowest/highest/zero.
  if (isa<Float16Type, BFloat16Type, Float32Type, Float64Type, Float80Type,
          Float128Type>(elementType)) {
    auto floatType = cast<FloatType>(elementType);
    const llvm::fltSemantics &semantics = floatType.getFloatSemantics();
    APFloat result(semantics);
    switch (value) {
    case PaddingValue::zero:
      result = APFloat::getZero(semantics);
      break;
    case PaddingValue::one:
      result = APFloat::getOne(semantics);
      break;
    case PaddingValue::lowest:
      result = APFloat::getInf(semantics, /*Negative=*/true);
      break;
    case PaddingValue::highest:
      result = APFloat::getInf(semantics, /*Negative=*/false);
      break;
    case PaddingValue::unknown:
      return failure();
    }
    return TypedAttr(FloatAttr::get(floatType, result));
  }
  // Signed and unsigned integer types have no arith constants.
  if (isa<IndexType>(elementType) || elementType.isSignlessInteger()) {
    unsigned width =
        isa<IndexType>(elementType) ? 64 : elementType.getIntOrFloatBitWidth();
    if (width == 0)
      return failure(); // i0 has no values to pad with.
    APInt result;
    switch (value) {
    case PaddingValue::zero:
      result = APInt::getZero(width);
      break;
    case PaddingValue::one:
      result = APInt(width, 1);
      break;
    case PaddingValue::lowest: // false for i1
      result = width == 1 ? APInt::getZero(1) : APInt::getSignedMinValue(width);
      break;
    case PaddingValue::highest: // true for i1
      result =
          width == 1 ? APInt::getAllOnes(1) : APInt::getSignedMaxValue(width);
      break;
    case PaddingValue::unknown:
      return failure();
    }
    return TypedAttr(IntegerAttr::get(elementType, result));
  }
  return failure();
}

LogicalResult LayoutAttr::verifyElementType(
    ArrayRef<int64_t> shape, Type elementType,
    function_ref<InFlightDiagnostic()> emitError) const {
  // No element type: MLIR 22's parser verifies the encoding of
  // `tensor<2x3x, #shapes.layout<...>>` after it has reported the missing
  // element type (and crashed here on the null type before this check).
  if (!elementType)
    return failure();
  // Nothing is written unless the buffer may hold padding elements; a
  // dynamic size below its padded bound leaves padding at run time.
  shapes::DimVector dims = toDimVector(shape);
  if (!isPadded() ||
      (!shapes::shape_util::hasDynamicSize(dims) &&
       shapes::layout_util::physicalElementCount(dims, toSemantic()) ==
           shapes::layout_util::logicalElementCount(dims)))
    return success();
  shapes::PaddingValue value = toSemantic().effectivePaddingValue();
  if (value == shapes::PaddingValue::unknown ||
      succeeded(getPaddingValueAttr(elementType, value)))
    return success();
  return emitError() << "#shapes.layout cannot pad elements of type "
                     << elementType << " with padding_value '"
                     << stringifyPaddingValue(value)
                     << "': a written padding needs an f16, bf16, f32, f64, "
                        "f80, f128, signless integer (not i0) or index "
                        "element type; use padding_value = unknown";
}

LogicalResult mlir::shapes::verifyLayoutElementTypes(Operation *root) {
  // Every memref type with a #shapes.layout, anywhere in an op: its result
  // and block argument types, and the types in its attributes (function
  // signatures, memref.global).
  auto check = [](Type type, Location loc) -> LogicalResult {
    WalkResult result = type.walk([&](MemRefType memref) {
      LayoutAttr layout = getLayoutAttr(memref);
      auto emit = [&] { return emitError(loc); };
      // A pass may have given the type static sizes that its layout does
      // not hold (a constant size beyond a padded bound).
      if (layout &&
          (failed(layout.verifyLayout(memref.getShape(), emit)) ||
           failed(verifyAddressable(layout.toSemantic(), memref.getShape(),
                                    memref.getElementType(), emit)) ||
           failed(layout.verifyElementType(memref.getShape(),
                                           memref.getElementType(), emit))))
        return WalkResult::interrupt();
      return WalkResult::advance();
    });
    return failure(result.wasInterrupted());
  };
  WalkResult result = root->walk([&](Operation *op) {
    Location loc = op->getLoc();
    for (Type type : op->getResultTypes())
      if (failed(check(type, loc)))
        return WalkResult::interrupt();
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          if (failed(check(arg.getType(), arg.getLoc())))
            return WalkResult::interrupt();
    WalkResult attrs = op->getAttrDictionary().walk([&](Type type) {
      return failed(check(type, loc)) ? WalkResult::interrupt()
                                      : WalkResult::advance();
    });
    return attrs.wasInterrupted() ? WalkResult::interrupt()
                                  : WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

// docs/Semantics.md (Layouts): the attribute on its own.
LogicalResult
LayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                   ArrayRef<int64_t> minorToMajor,
                   ArrayRef<int64_t> paddedDimensions,
                   std::optional<shapes::PaddingValue> paddingValue) {
  if (auto error = shapes::layout_util::verifyLayout(
          shapes::LayoutRef(minorToMajor, paddedDimensions, paddingValue)))
    return emitError() << "invalid #shapes.layout: " << error->message();
  return success();
}

/// The layout of `attr` for the semantics library, without copies.
static shapes::LayoutRef refOf(LayoutAttr attr) {
  return shapes::LayoutRef(attr.getMinorToMajor(), attr.getPaddedDimensions(),
                           attr.getPaddingValue());
}

int64_t mlir::shapes::getElementStorageBytes(Type elementType) {
  if (isa<IndexType>(elementType))
    return 8;
  if (elementType.isIntOrFloat())
    return std::max<int64_t>(1, (elementType.getIntOrFloatBitWidth() + 7) / 8);
  if (auto complex = dyn_cast<ComplexType>(elementType))
    return 2 * getElementStorageBytes(complex.getElementType());
  return 0;
}

// docs/Semantics.md (Layouts): a layout against the sizes, and the element
// type when `elementType` is given, of the type it is attached to.
static LogicalResult
verifyForShape(shapes::LayoutRef layout, ArrayRef<int64_t> shape,
               Type elementType, function_ref<InFlightDiagnostic()> emitError) {
  int64_t elementBytes =
      elementType ? getElementStorageBytes(elementType) : int64_t(0);
  if (auto error = shapes::layout_util::verifyLayoutForShape(layout, shape,
                                                             elementBytes)) {
    InFlightDiagnostic diag = emitError();
    diag << "#shapes.layout does not fit a type of shape [";
    llvm::interleaveComma(shape, diag, [&](int64_t size) {
      if (ShapedType::isDynamic(size))
        diag << "?";
      else
        diag << size;
    });
    diag << "]";
    if (error->kind == shapes::LayoutError::Kind::ByteCountOverflow)
      diag << " and element type " << elementType;
    return diag << ": " << error->message();
  }
  return success();
}

LogicalResult
mlir::shapes::verifyAddressable(const shapes::Layout &layout,
                                ArrayRef<int64_t> shape, Type elementType,
                                function_ref<InFlightDiagnostic()> emitError) {
  return verifyForShape(layout, shape, elementType, emitError);
}

LogicalResult
LayoutAttr::verifyEncoding(ArrayRef<int64_t> shape, Type elementType,
                           function_ref<InFlightDiagnostic()> emitError) const {
  // No element type: see verifyElementType.
  if (!elementType)
    return failure();
  if (failed(verifyForShape(refOf(*this), shape, elementType, emitError)))
    return failure();
  return verifyElementType(shape, elementType, emitError);
}

LogicalResult
LayoutAttr::verifyLayout(ArrayRef<int64_t> shape,
                         function_ref<InFlightDiagnostic()> emitError) const {
  return verifyForShape(refOf(*this), shape, Type(), emitError);
}

LogicalResult LayoutAttr::getStridesAndOffset(ArrayRef<int64_t> shape,
                                              SmallVectorImpl<int64_t> &strides,
                                              int64_t &offset) const {
  shapes::Layout layout = toSemantic();
  shapes::DimVector dims = toDimVector(shape);
  if (shapes::layout_util::verifyLayoutForShape(layout, dims))
    return failure();
  shapes::DimVector result = shapes::layout_util::strides(dims, layout);
  strides.assign(result.begin(), result.end());
  offset = 0;
  return success();
}

AffineMap LayoutAttr::getAffineMap() const {
  MLIRContext *context = getContext();
  ArrayRef<int64_t> minorToMajor = getMinorToMajor();
  int64_t rank = minorToMajor.size();
  if (isPadded()) {
    // Padded widths fix every stride: one linear result.
    shapes::Layout layout = toSemantic();
    shapes::DimVector strides =
        shapes::layout_util::strides(layout.paddedDimensions, layout);
    AffineExpr expr = getAffineConstantExpr(0, context);
    for (int64_t d = 0; d < rank; ++d)
      expr = expr + getAffineDimExpr(d, context) * strides[d];
    return AffineMap::get(rank, 0, expr);
  }
  // Unpadded strides depend on the sizes: the permutation to the
  // major-to-minor order, as for any permuted memref layout.
  SmallVector<unsigned> majorToMinor;
  for (int64_t k = rank - 1; k >= 0; --k)
    majorToMinor.push_back(minorToMajor[k]);
  return AffineMap::getPermutationMap(majorToMinor, context);
}

bool LayoutAttr::isIdentity() const {
  if (isPadded())
    return false;
  return getMinorToMajor() ==
         ArrayRef<int64_t>(shapes::layout_util::defaultMinorToMajor(
             getMinorToMajor().size()));
}

//===----------------------------------------------------------------------===//
// Helpers on shaped types
//===----------------------------------------------------------------------===//

LayoutAttr mlir::shapes::getLayoutAttr(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return dyn_cast_or_null<LayoutAttr>(tensor.getEncoding());
  if (auto memref = dyn_cast<MemRefType>(type))
    return dyn_cast<LayoutAttr>(memref.getLayout());
  return nullptr;
}

shapes::Layout mlir::shapes::getSemanticLayout(ShapedType type) {
  if (LayoutAttr attr = getLayoutAttr(type))
    return attr.toSemantic();
  return shapes::layout_util::defaultLayout(type.getRank());
}

shapes::LayoutRef
mlir::shapes::getSemanticLayoutRef(ShapedType type,
                                   SmallVectorImpl<int64_t> &defaultOrder) {
  if (LayoutAttr attr = getLayoutAttr(type))
    return refOf(attr);
  defaultOrder.resize(type.getRank());
  shapes::layout_util::writeDefaultMinorToMajor(defaultOrder);
  return shapes::LayoutRef(defaultOrder);
}

shapes::DimVector mlir::shapes::dimsOf(ShapedType type) {
  return toDimVector(type.getShape());
}

bool mlir::shapes::hasPaddingToWrite(ShapedType type) {
  LayoutAttr attr = getLayoutAttr(type);
  if (!attr)
    return false;
  shapes::Layout layout = attr.toSemantic();
  if (!layout.isPadded() ||
      layout.effectivePaddingValue() == shapes::PaddingValue::unknown)
    return false;
  shapes::DimVector dims = dimsOf(type);
  // A bounded dynamic size may leave padding at run time.
  if (shapes::shape_util::hasDynamicSize(dims))
    return true;
  return shapes::layout_util::physicalElementCount(dims, layout) >
         shapes::layout_util::logicalElementCount(dims);
}

bool mlir::shapes::hasRowMajorStrides(MemRefType type) {
  auto identity =
      MemRefType::get(type.getShape(), type.getElementType(),
                      MemRefLayoutAttrInterface(), type.getMemorySpace());
  SmallVector<int64_t> strides, identityStrides;
  int64_t offset, identityOffset;
  return succeeded(type.getStridesAndOffset(strides, offset)) &&
         succeeded(
             identity.getStridesAndOffset(identityStrides, identityOffset)) &&
         strides == identityStrides && offset == identityOffset;
}

bool mlir::shapes::hasShapesCompatibleLayout(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return !tensor.getEncoding() || isa<LayoutAttr>(tensor.getEncoding());
  if (auto memref = dyn_cast<MemRefType>(type)) {
    return memref.getLayout().isIdentity() ||
           isa<LayoutAttr>(memref.getLayout()) || hasRowMajorStrides(memref);
  }
  return false;
}

bool mlir::shapes::haveEquivalentLayouts(ShapedType a, ShapedType b) {
  if (a == b)
    return true;
  return shapes::layout_util::equivalentLayouts(dimsOf(a), getSemanticLayout(a),
                                                getSemanticLayout(b));
}

#define GET_ATTRDEF_CLASSES
#include "shapes/Dialect/Shapes/IR/ShapesAttrDefs.cpp.inc"

void ShapesDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "shapes/Dialect/Shapes/IR/ShapesAttrDefs.cpp.inc"
      >();
}
