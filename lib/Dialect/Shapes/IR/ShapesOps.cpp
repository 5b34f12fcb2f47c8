//===- ShapesOps.cpp - shapes operations: verifiers, type inference -------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Verifiers and result type inference of the shapes ops. The rules come from
// the semantics library; this file only turns its structured errors into
// located diagnostics. Folds and canonicalizations live in ShapesFolds.cpp.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/IR/ShapesOps.h"
#include "shapes/Dialect/Shapes/IR/ShapesDialect.h"
#include "shapes/Semantics/Broadcast.h"
#include "shapes/Semantics/Transpose.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::shapes;

//===----------------------------------------------------------------------===//
// Shared checks
//===----------------------------------------------------------------------===//

bool mlir::shapes::isElementTypeOf(ElementKind kind, Type type) {
  bool isFloat = isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(type);
  auto integer = dyn_cast<IntegerType>(type);
  bool isInteger = integer && integer.isSignless() && integer.getWidth() > 0;
  switch (kind) {
  case ElementKind::Arithmetic:
    return isFloat || (isInteger && integer.getWidth() > 1);
  case ElementKind::Logical:
    return isInteger;
  case ElementKind::Comparable:
    return isFloat || isInteger;
  }
  return false;
}

static StringRef describeElementKind(ElementKind kind) {
  switch (kind) {
  case ElementKind::Arithmetic:
    return "signless integers wider than 1 bit, f16, bf16, f32 or f64";
  case ElementKind::Logical:
    return "signless integers (i1 included)";
  case ElementKind::Comparable:
    return "signless integers, f16, bf16, f32 or f64";
  }
  return "";
}

namespace {
/// Emits diagnostics for an op that may not exist yet (type inference runs
/// on operands and attributes): "'shapes.add' op <message>" at `loc`, or
/// nothing when there is no location.
struct OpDiagnostics {
  std::optional<Location> loc;
  StringRef opName;
  /// The dialect, which keeps the types already found addressable; looked
  /// up in the context when not given.
  ShapesDialect *dialect = nullptr;

  template <typename... Args> LogicalResult error(Args &&...args) const {
    return emitOptionalError(loc, "'", opName, "' op ",
                             std::forward<Args>(args)...);
  }
};
} // namespace

// Every position of a static array (its physical buffer, padding included)
// must be addressable with a 64-bit index; a #shapes.layout checks this
// itself, a type without one is checked here.
static LogicalResult checkAddressable(const OpDiagnostics &diag, StringRef what,
                                      ShapedType type) {
  if (!type.hasStaticShape())
    return success();
  // A type that passed once passes again: each is checked once per thread.
  ShapesDialect *dialect =
      diag.dialect ? diag.dialect
                   : type.getContext()->getLoadedDialect<ShapesDialect>();
  llvm::DenseSet<Type> *addressable =
      dialect ? &dialect->addressableTypes.get() : nullptr;
  if (addressable && addressable->contains(type))
    return success();
  SmallVector<int64_t, 8> defaultOrder;
  if (auto error = shapes::layout_util::verifyLayoutForShape(
          getSemanticLayoutRef(type, defaultOrder), type.getShape(),
          getElementStorageBytes(type.getElementType())))
    return diag.error(what, " type ", type, ": ", error->message());
  if (addressable)
    addressable->insert(type);
  return success();
}

// docs/Semantics.md (Operations): ops work on ranked tensors, static or
// dynamic, whose encoding is absent or a #shapes.layout.
static LogicalResult checkTensor(const OpDiagnostics &diag, StringRef what,
                                 Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return diag.error(what, " must be a ranked tensor, but got ", type);
  if (tensor.getEncoding() && !isa<LayoutAttr>(tensor.getEncoding()))
    return diag.error(what, " has encoding ", tensor.getEncoding(),
                      ", but shapes ops only accept #shapes.layout encodings");
  return checkAddressable(diag, what, tensor);
}

Speculation::Speculatability mlir::shapes::speculatableIfStatic(Operation *op) {
  auto isStatic = [](Type type) {
    auto shaped = dyn_cast<ShapedType>(type);
    return !shaped || shaped.hasStaticShape();
  };
  return llvm::all_of(op->getOperandTypes(), isStatic) &&
                 llvm::all_of(op->getResultTypes(), isStatic)
             ? Speculation::Speculatable
             : Speculation::NotSpeculatable;
}

/// A shape as diagnostics write it: `[?, 3]`.
static std::string formatShape(ArrayRef<int64_t> shape) {
  std::string text = "[";
  llvm::raw_string_ostream os(text);
  llvm::interleaveComma(shape, os, [&](int64_t size) {
    if (ShapedType::isDynamic(size))
      os << '?';
    else
      os << size;
  });
  os << ']';
  return text;
}

static OpDiagnostics diagnosticsFor(Operation *op) {
  return OpDiagnostics{op->getLoc(), op->getName().getStringRef(),
                       dyn_cast_if_present<ShapesDialect>(op->getDialect())};
}

/// Whether `type` is a ranked tensor of `shape` and `elementType`, in any
/// layout.
static bool hasShapeAndElementType(Type type, ArrayRef<int64_t> shape,
                                   Type elementType) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.getShape() == shape &&
         tensor.getElementType() == elementType;
}

/// Result types are compatible when sizes and element types agree: the
/// layout of a result is free.
static bool compatibleIgnoringLayout(TypeRange lhs, TypeRange rhs) {
  if (lhs.size() != rhs.size())
    return false;
  for (auto [l, r] : llvm::zip(lhs, rhs)) {
    auto lt = dyn_cast<RankedTensorType>(l);
    auto rt = dyn_cast<RankedTensorType>(r);
    if (!lt || !rt) {
      if (l != r)
        return false;
      continue;
    }
    if (!hasShapeAndElementType(lt, rt.getShape(), rt.getElementType()))
      return false;
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Binary elementwise operations and compare
//===----------------------------------------------------------------------===//

// docs/Semantics.md (Broadcasting): the sizes and element type of the
// result; its type has the default layout.
static LogicalResult inferBroadcastShape(
    const OpDiagnostics &diag, ElementKind kind, Value lhs, Value rhs,
    std::optional<ArrayRef<int64_t>> broadcastDimensions, bool yieldsI1,
    SmallVectorImpl<int64_t> &shape, Type &resultElementType) {
  if (failed(checkTensor(diag, "lhs", lhs.getType())) ||
      failed(checkTensor(diag, "rhs", rhs.getType())))
    return failure();
  auto lhsType = cast<RankedTensorType>(lhs.getType());
  auto rhsType = cast<RankedTensorType>(rhs.getType());

  // Operands share an element type.
  Type elementType = lhsType.getElementType();
  if (elementType != rhsType.getElementType())
    return diag.error("lhs element type ", elementType,
                      " does not match rhs element type ",
                      rhsType.getElementType());
  if (!isElementTypeOf(kind, elementType))
    return diag.error("element type ", elementType,
                      " is not supported: expected ",
                      describeElementKind(kind));

  if (std::optional<shapes::BroadcastError> error =
          shapes::inferBinaryBroadcastShape(lhsType.getShape(),
                                            rhsType.getShape(),
                                            broadcastDimensions, shape))
    return diag.error(error->message());
  resultElementType =
      yieldsI1 ? IntegerType::get(lhs.getContext(), 1) : elementType;
  return success();
}

LogicalResult mlir::shapes::detail::inferBroadcastResult(
    MLIRContext *context, std::optional<Location> loc, StringRef opName,
    ElementKind kind, Value lhs, Value rhs,
    std::optional<ArrayRef<int64_t>> broadcastDimensions, bool isCompare,
    SmallVectorImpl<Type> &inferred) {
  OpDiagnostics diag{loc, opName, context->getLoadedDialect<ShapesDialect>()};
  SmallVector<int64_t, 4> shape;
  Type elementType;
  if (failed(inferBroadcastShape(diag, kind, lhs, rhs, broadcastDimensions,
                                 isCompare, shape, elementType)))
    return failure();
  inferred.push_back(RankedTensorType::get(shape, elementType));
  return success();
}

bool mlir::shapes::detail::compatibleIgnoringLayout(TypeRange lhs,
                                                    TypeRange rhs) {
  return ::compatibleIgnoringLayout(lhs, rhs);
}

FailureOr<shapes::BroadcastResult>
mlir::shapes::detail::getBroadcast(Operation *op) {
  auto lhsType = cast<ShapedType>(op->getOperand(0).getType());
  auto rhsType = cast<ShapedType>(op->getOperand(1).getType());
  std::optional<ArrayRef<int64_t>> dims;
  if (auto attr = dyn_cast_or_null<DenseI64ArrayAttr>(
          op->getInherentAttr("broadcast_dimensions").value_or(Attribute())))
    dims = attr.asArrayRef();
  auto result = shapes::inferBinaryBroadcast(lhsType.getShape(),
                                             rhsType.getShape(), dims);
  if (auto *broadcast = std::get_if<shapes::BroadcastResult>(&result))
    return *broadcast;
  return failure();
}

LogicalResult mlir::shapes::detail::verifyBroadcastOperands(Operation *op,
                                                            ElementKind kind) {
  OpDiagnostics diag = diagnosticsFor(op);
  std::optional<ArrayRef<int64_t>> dims;
  if (auto attr = dyn_cast_or_null<DenseI64ArrayAttr>(
          op->getInherentAttr("broadcast_dimensions").value_or(Attribute())))
    dims = attr.asArrayRef();
  SmallVector<int64_t, 4> shape;
  Type elementType;
  if (failed(inferBroadcastShape(diag, kind, op->getOperand(0),
                                 op->getOperand(1), dims, isa<CompareOp>(op),
                                 shape, elementType)))
    return failure();
  // The inferred type has the default layout; the result may carry any
  // #shapes.layout, but its sizes and element type are the inferred ones.
  Type resultType = op->getResult(0).getType();
  if (failed(checkTensor(diag, "result", resultType)))
    return failure();
  if (!hasShapeAndElementType(resultType, shape, elementType))
    return diag.error("result type ", resultType,
                      " does not match the inferred type ",
                      RankedTensorType::get(shape, elementType),
                      " (sizes and element type must agree; the layout is "
                      "free; a result dimension is '?' exactly where no "
                      "operand gives it a static size)");
  return success();
}

//===----------------------------------------------------------------------===//
// BroadcastInDimOp
//===----------------------------------------------------------------------===//

// broadcast_in_dim and relayout keep the element type, one of the dialect's.
static LogicalResult checkUnaryElementTypes(Operation *op,
                                            RankedTensorType operandType,
                                            RankedTensorType resultType) {
  if (operandType.getElementType() != resultType.getElementType())
    return op->emitOpError("operand element type ")
           << operandType.getElementType()
           << " does not match result element type "
           << resultType.getElementType();
  if (!isElementTypeOf(ElementKind::Comparable, operandType.getElementType()))
    return op->emitOpError("element type ")
           << operandType.getElementType() << " is not supported: expected "
           << describeElementKind(ElementKind::Comparable);
  return success();
}

/// The operand and result types of broadcast_in_dim and relayout, once both
/// are ranked, statically shaped tensors.
static FailureOr<std::pair<RankedTensorType, RankedTensorType>>
checkUnaryTensors(Operation *op) {
  OpDiagnostics diag = diagnosticsFor(op);
  Type operand = op->getOperand(0).getType();
  Type result = op->getResult(0).getType();
  if (failed(checkTensor(diag, "operand", operand)) ||
      failed(checkTensor(diag, "result", result)))
    return failure();
  return std::make_pair(cast<RankedTensorType>(operand),
                        cast<RankedTensorType>(result));
}

// docs/Semantics.md (Broadcasting).
LogicalResult BroadcastInDimOp::verify() {
  auto types = checkUnaryTensors(getOperation());
  if (failed(types))
    return failure();
  auto [operandType, resultType] = *types;
  if (failed(checkUnaryElementTypes(getOperation(), operandType, resultType)))
    return failure();
  // One size operand per dynamic result dimension.
  int64_t dynamicDims = resultType.getNumDynamicDims();
  if (static_cast<int64_t>(getSizes().size()) != dynamicDims)
    return emitOpError("expected ")
           << dynamicDims << " size operands (one per '?' of the result type "
           << resultType << "), but got " << getSizes().size();
  auto map = shapes::verifyBroadcastInDim(operandType.getShape(),
                                          resultType.getShape(), getDims());
  if (auto *error = std::get_if<shapes::BroadcastError>(&map))
    return emitOpError(error->message());
  return success();
}

//===----------------------------------------------------------------------===//
// RelayoutOp
//===----------------------------------------------------------------------===//

// docs/Semantics.md (`shapes.relayout`): same logical value, so same shape and
// element type.
LogicalResult RelayoutOp::verify() {
  auto types = checkUnaryTensors(getOperation());
  if (failed(types))
    return failure();
  auto [operandType, resultType] = *types;
  if (operandType.getShape() != resultType.getShape())
    return emitOpError("operand shape ")
           << formatShape(operandType.getShape())
           << " does not match result shape "
           << formatShape(resultType.getShape())
           << ": relayout keeps the logical shape, '?' included";
  if (failed(checkUnaryElementTypes(getOperation(), operandType, resultType)))
    return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// TransposeOp
//===----------------------------------------------------------------------===//

// The rules of shapes/Semantics/Transpose.h: a permutation of the rank, the
// permuted operand shape, the same element type.
LogicalResult TransposeOp::verify() {
  auto types = checkUnaryTensors(getOperation());
  if (failed(types))
    return failure();
  auto [operandType, resultType] = *types;
  if (auto error = shapes::transpose_util::verifyTranspose(
          operandType.getShape(), resultType.getShape(), getPermutation()))
    return emitOpError(error->message());
  return checkUnaryElementTypes(getOperation(), operandType, resultType);
}

bool TransposeOp::isBitcast() {
  SmallVector<int64_t, 8> operandOrder;
  SmallVector<int64_t, 8> resultOrder;
  return shapes::transpose_util::transposeIsBitcast(
      getSemanticLayoutRef(cast<ShapedType>(getOperand().getType()),
                           operandOrder),
      getSemanticLayoutRef(cast<ShapedType>(getType()), resultOrder),
      getPermutation());
}

RankedTensorType TransposeOp::getBitcastType(RankedTensorType operandType,
                                             ArrayRef<int64_t> permutation) {
  SmallVector<int64_t> shape;
  for (int64_t p : permutation)
    shape.push_back(operandType.getDimSize(p));
  shapes::Layout layout = shapes::transpose_util::transposeLayout(
      getSemanticLayout(operandType), permutation);
  Attribute encoding;
  if (layout.isPadded() ||
      layout.minorToMajor != shapes::layout_util::defaultMinorToMajor(
                                 static_cast<int64_t>(permutation.size())))
    encoding = LayoutAttr::fromSemantic(operandType.getContext(), layout);
  return RankedTensorType::get(shape, operandType.getElementType(), encoding);
}

//===----------------------------------------------------------------------===//
// LinearizeIndexOp / DelinearizeIndexOp
//===----------------------------------------------------------------------===//

// The array type of an index op: a ranked tensor or memref whose layout is
// #shapes.layout or the default. Its sizes may be dynamic.
static LogicalResult checkArrayType(const OpDiagnostics &diag, Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped || !isa<RankedTensorType, MemRefType>(type))
    return diag.error("array_type must be a ranked tensor or memref type, "
                      "but got ",
                      type);
  if (!hasShapesCompatibleLayout(type))
    return diag.error("array_type ", type,
                      " must have a #shapes.layout or the default layout");
  return checkAddressable(diag, "array_type", shaped);
}

// One size operand per '?' of array_type, in order, as tensor.empty takes.
static LogicalResult checkSizeCount(Operation *op, Type arrayType,
                                    size_t numSizes) {
  int64_t dynamicDims = cast<ShapedType>(arrayType).getNumDynamicDims();
  if (static_cast<int64_t>(numSizes) == dynamicDims)
    return success();
  return op->emitOpError("expected ")
         << dynamicDims << " size operands (one per '?' of " << arrayType
         << "), but got " << numSizes;
}

int64_t LinearizeIndexOp::getNumSizeOperands(Type arrayType) {
  auto shaped = dyn_cast<ShapedType>(arrayType);
  return shaped && shaped.hasRank() ? shaped.getNumDynamicDims() : 0;
}

void LinearizeIndexOp::build(OpBuilder &builder, OperationState &state,
                             Type arrayType, ValueRange indices,
                             ValueRange sizes) {
  SmallVector<Value> operands(indices);
  llvm::append_range(operands, sizes);
  build(builder, state, builder.getIndexType(), operands, arrayType);
}

// `[` indices `]` (`sizes` `(` sizes `)`)? attr-dict `:` array_type. The two
// groups are one operand list (indices, then sizes), so the parser, which
// sees both, checks the number of sizes; the verifier checks the total.
ParseResult LinearizeIndexOp::parse(OpAsmParser &parser,
                                    OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  SMLoc operandsLoc = parser.getCurrentLocation();
  if (parser.parseOperandList(operands, OpAsmParser::Delimiter::Square))
    return failure();
  SMLoc sizesLoc = parser.getCurrentLocation();
  size_t numSizes = 0;
  if (succeeded(parser.parseOptionalKeyword("sizes"))) {
    size_t numIndices = operands.size();
    if (parser.parseOperandList(operands, OpAsmParser::Delimiter::Paren))
      return failure();
    numSizes = operands.size() - numIndices;
  }
  SMLoc attrLoc = parser.getCurrentLocation();
  if (parser.parseOptionalAttrDict(result.attributes) ||
      failed(verifyInherentAttrs(result.name, result.attributes, [&] {
        return parser.emitError(attrLoc)
               << "'" << result.name.getStringRef() << "' op ";
      })))
    return failure();
  Type arrayType;
  if (parser.parseColon() || parser.parseType(arrayType))
    return failure();
  auto shaped = dyn_cast<ShapedType>(arrayType);
  if (shaped && shaped.hasRank() && numSizes != shaped.getNumDynamicDims())
    return parser.emitError(sizesLoc, "expected ")
           << shaped.getNumDynamicDims() << " size operands (one per '?' of "
           << arrayType << "), but got " << numSizes;
  result.getOrAddProperties<Properties>().array_type = TypeAttr::get(arrayType);
  Type index = parser.getBuilder().getIndexType();
  result.addTypes(index);
  return parser.resolveOperands(operands, index, operandsLoc, result.operands);
}

void LinearizeIndexOp::print(OpAsmPrinter &printer) {
  printer << " [" << getIndices() << "]";
  if (!getSizes().empty())
    printer << " sizes(" << getSizes() << ")";
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                /*elidedAttrs=*/{"array_type"});
  printer << " : " << getArrayType();
}

// docs/Semantics.md (Index operations).
LogicalResult LinearizeIndexOp::verify() {
  OpDiagnostics diag = diagnosticsFor(getOperation());
  if (failed(checkArrayType(diag, getArrayType())))
    return failure();
  auto shaped = cast<ShapedType>(getArrayType());
  int64_t dynamicDims = shaped.getNumDynamicDims();
  int64_t numOperands = getIndicesAndSizes().size();
  // One index per dimension, then one size per '?'. The custom form has
  // checked the sizes; the generic form has one list.
  if (numOperands != shaped.getRank() + dynamicDims) {
    if (dynamicDims == 0)
      return emitOpError("expected ")
             << shaped.getRank() << " indices (one per dimension of "
             << getArrayType() << "), but got " << numOperands;
    return emitOpError("expected ")
           << shaped.getRank() + dynamicDims << " operands, "
           << shaped.getRank() << " indices (one per dimension of "
           << getArrayType() << ") then " << dynamicDims
           << " size operands (one per '?'), but got " << numOperands;
  }
  // A constant index lies in its dimension: below a static size; for a '?'
  // size, not negative and below the padded width that bounds it.
  shapes::DimVector dims = dimsOf(shaped);
  shapes::Layout layout = getSemanticLayout(shaped);
  shapes::DimVector physical = shapes::layout_util::physicalDims(dims, layout);
  for (auto [d, index] : llvm::enumerate(getIndices())) {
    APInt value;
    if (!matchPattern(index, m_ConstantInt(&value)))
      continue;
    int64_t size = dims[d];
    bool dynamic = ShapedType::isDynamic(size);
    int64_t bound = dynamic ? physical[d] : size;
    if (!value.isNegative() &&
        (ShapedType::isDynamic(bound) || value.slt(bound)))
      continue;
    InFlightDiagnostic error = emitOpError("index #")
                               << d << " (" << value.getSExtValue()
                               << ") is out of range for dimension " << d;
    if (!dynamic)
      return error << " of size " << size << " in " << getArrayType();
    error << " of size ? in " << getArrayType();
    if (!ShapedType::isDynamic(bound))
      error << " (at most its padded width " << bound << ")";
    return error;
  }
  return success();
}

// A checked index (runtime-checks) or size (shape-checks) may stop the
// program: only constant indices into a static shape, which the verifier
// keeps in range, are speculatable.
Speculation::Speculatability LinearizeIndexOp::getSpeculatability() {
  return cast<ShapedType>(getArrayType()).hasStaticShape() &&
                 llvm::all_of(getIndices(),
                              [](Value index) {
                                return matchPattern(index, m_Constant());
                              })
             ? Speculation::Speculatable
             : Speculation::NotSpeculatable;
}

/// The number of elements of the physical buffer of `type`, or nullopt when
/// it depends on a run-time size (an unpadded `?` dimension).
static std::optional<int64_t> staticPhysicalElementCount(ShapedType type) {
  shapes::DimVector dims = dimsOf(type);
  shapes::Layout layout = getSemanticLayout(type);
  if (shapes::shape_util::hasDynamicSize(
          shapes::layout_util::physicalDims(dims, layout)))
    return std::nullopt;
  return shapes::layout_util::physicalElementCount(dims, layout);
}

// As for linearize_index: a constant position, which the verifier keeps in
// range, into a static shape, whose sizes need no run-time check.
Speculation::Speculatability DelinearizeIndexOp::getSpeculatability() {
  return matchPattern(getLinear(), m_Constant()) &&
                 cast<ShapedType>(getArrayType()).hasStaticShape()
             ? Speculation::Speculatable
             : Speculation::NotSpeculatable;
}

LogicalResult DelinearizeIndexOp::verify() {
  if (failed(checkSizeCount(getOperation(), getArrayType(), getSizes().size())))
    return failure();
  // A constant position lies in the physical buffer, when its element
  // count is static.
  APInt value;
  if (!matchPattern(getLinear(), m_ConstantInt(&value)))
    return success();
  std::optional<int64_t> count =
      staticPhysicalElementCount(cast<ShapedType>(getArrayType()));
  if (!count || *count == 0 || (!value.isNegative() && value.slt(*count)))
    return success();
  return emitOpError("linear index ")
         << value.getSExtValue() << " is out of range [0, " << *count
         << ") of the physical buffer of " << getArrayType();
}

LogicalResult DelinearizeIndexOp::inferReturnTypes(
    MLIRContext *context, std::optional<Location> loc, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  OpDiagnostics diag{loc, getOperationName()};
  Type arrayType = adaptor.getArrayTypeAttr()
                       ? adaptor.getArrayTypeAttr().getValue()
                       : Type();
  if (!arrayType)
    return diag.error("requires an array_type");
  if (failed(checkArrayType(diag, arrayType)))
    return failure();
  inferred.assign(cast<ShapedType>(arrayType).getRank(),
                  IndexType::get(context));
  return success();
}

LogicalResult DelinearizeIndexOp::verifyBeforeInference(Operation *op) {
  OpDiagnostics diag = diagnosticsFor(op);
  auto attr = dyn_cast_or_null<TypeAttr>(
      op->getInherentAttr("array_type").value_or(Attribute()));
  if (!attr)
    return diag.error("requires an array_type");
  if (failed(checkArrayType(diag, attr.getValue())))
    return failure();
  // One index per dimension.
  int64_t rank = cast<ShapedType>(attr.getValue()).getRank();
  if (static_cast<int64_t>(op->getNumResults()) != rank)
    return diag.error("expected ", rank,
                      " index results (one per dimension of ", attr.getValue(),
                      "), but got ", op->getNumResults());
  return success();
}

//===----------------------------------------------------------------------===//
// Custom directives
//===----------------------------------------------------------------------===//

/// A tensor type, with a message that says so when something else is
/// written (the generic "invalid kind of type specified" names neither).
static ParseResult parseTensorType(OpAsmParser &parser, Type &type) {
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseType(type))
    return failure();
  if (isa<TensorType>(type))
    return success();
  return parser.emitError(loc, "expected a tensor type, but got ")
         << type << " (shapes ops work on tensors; bufferization gives "
         << "memrefs with the same layout)";
}

static void printTensorType(OpAsmPrinter &printer, Operation *, Type type) {
  printer.printType(type);
}

#include "shapes/Dialect/Shapes/IR/ShapesInterfaces.cpp.inc"

#define GET_OP_CLASSES
#include "shapes/Dialect/Shapes/IR/ShapesOps.cpp.inc"
