//===- ShapesDialect.cpp - shapes dialect ---------------------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Registers the attributes, operations, inliner and assembly interfaces of
// the shapes dialect, materializes folded constants as `arith.constant` and
// verifies the dialect's discardable attributes, `shapes.padding_written`
// and `shapes.memref_type`.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/IR/ShapesDialect.h"
#include "shapes/Dialect/Shapes/IR/PinLayout.h"
#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"
#include "shapes/Dialect/Shapes/IR/ShapesOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/InliningUtils.h"

using namespace mlir;
using namespace mlir::shapes;

#include "shapes/Dialect/Shapes/IR/ShapesDialect.cpp.inc"

namespace {
/// Every shapes op is pure and has no regions: always legal to inline.
struct ShapesInlinerInterface : DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;

  bool isLegalToInline(Operation *, Region *, bool, IRMapping &) const final {
    return true;
  }
  bool isLegalToInline(Region *, Region *, bool, IRMapping &) const final {
    return true;
  }
};

/// Prints every `#shapes.layout` as an alias defined once at the top of the
/// output, `#layout = #shapes.layout<...>`, and used in the types:
/// `tensor<2x3xf32, #layout>`. Distinct layouts get `#layout`, `#layout1`,
/// ... The alias is overridable, as upstream's `#sparse` is.
struct ShapesOpAsmInterface : OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;

  AliasResult getAlias(Attribute attr, raw_ostream &os) const final {
    if (!isa<LayoutAttr>(attr))
      return AliasResult::NoAlias;
    os << "layout";
    return AliasResult::OverridableAlias;
  }
};
} // namespace

void ShapesDialect::initialize() {
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "shapes/Dialect/Shapes/IR/ShapesOps.cpp.inc"
      >();
  addInterfaces<ShapesInlinerInterface, ShapesOpAsmInterface>();
}

Operation *ShapesDialect::materializeConstant(OpBuilder &builder,
                                              Attribute value, Type type,
                                              Location loc) {
  return arith::ConstantOp::materialize(builder, value, type, loc);
}

/// `shapes.padding_written` belongs on a buffer with padding to write.
static LogicalResult
verifyPaddingWritten(NamedAttribute attribute, Type type,
                     function_ref<InFlightDiagnostic()> emitError) {
  if (attribute.getName() != ShapesDialect::kPaddingWrittenAttrName)
    return emitError() << "unknown shapes dialect attribute '"
                       << attribute.getName().getValue() << "'";
  if (!isa<UnitAttr>(attribute.getValue()))
    return emitError() << "'" << ShapesDialect::kPaddingWrittenAttrName
                       << "' must be a unit attribute";
  auto memref = dyn_cast_or_null<MemRefType>(type);
  if (memref && hasPaddingToWrite(memref))
    return success();
  InFlightDiagnostic diag = emitError();
  diag << "'" << ShapesDialect::kPaddingWrittenAttrName
       << "' requires a memref in a #shapes.layout with padding elements "
          "(or bounded '?' sizes) and a padding value other than `unknown`";
  // (No type: a region argument of an op without a body or a function type.)
  if (type)
    diag << ", got " << type;
  return diag;
}

/// `shapes.memref_type` belongs on a memref argument of that type, or on
/// the pointer to a memref descriptor that a C-interface wrapper takes in
/// its place.
static LogicalResult
verifyMemRefType(NamedAttribute attribute, Type type,
                 function_ref<InFlightDiagnostic()> emitError) {
  StringRef name = ShapesDialect::kMemRefTypeAttrName;
  auto recorded = dyn_cast<TypeAttr>(attribute.getValue());
  if (!recorded || !isa<BaseMemRefType>(recorded.getValue()))
    return emitError() << "'" << name << "' must be a memref type, got "
                       << attribute.getValue();
  if (type == recorded.getValue() ||
      isa_and_nonnull<LLVM::LLVMPointerType>(type))
    return success();
  InFlightDiagnostic diag = emitError();
  diag << "'" << name << "' requires an argument of type "
       << recorded.getValue()
       << " or a pointer to its memref descriptor (!llvm.ptr)";
  if (type)
    diag << ", got " << type;
  return diag;
}

LogicalResult
ShapesDialect::verifyOperationAttribute(Operation *op,
                                        NamedAttribute attribute) {
  auto emitError = [&] { return op->emitOpError(); };
  // A pin of the layouts of any op's results.
  if (attribute.getName() == kPinLayoutAttrName) {
    if (!isa<UnitAttr>(attribute.getValue()))
      return emitError() << "'" << kPinLayoutAttrName
                         << "' must be a unit attribute, got "
                         << attribute.getValue();
    return success();
  }
  if (!isa<memref::AllocOp, memref::AllocaOp>(op))
    return emitError() << "'" << attribute.getName().getValue()
                       << "' is only allowed on memref.alloc and "
                          "memref.alloca";
  return verifyPaddingWritten(attribute, op->getResult(0).getType(), emitError);
}

LogicalResult
ShapesDialect::verifyRegionArgAttribute(Operation *op, unsigned regionIndex,
                                        unsigned argIndex,
                                        NamedAttribute attribute) {
  Region &region = op->getRegion(regionIndex);
  Type type =
      region.empty() ? Type() : region.front().getArgument(argIndex).getType();
  // A declaration (no body) has only its function type.
  if (!type)
    if (auto function = dyn_cast<FunctionOpInterface>(op))
      type = function.getArgumentTypes()[argIndex];
  auto emitError = [&] { return op->emitOpError(); };
  if (attribute.getName() == kMemRefTypeAttrName)
    return verifyMemRefType(attribute, type, emitError);
  return verifyPaddingWritten(attribute, type, emitError);
}
