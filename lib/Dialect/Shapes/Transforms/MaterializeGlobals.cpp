//===- MaterializeGlobals.cpp - globals in their physical layout ----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// memref.global of a #shapes.layout type -> a flat global of the physical
// element count whose initializer holds every element at its physical
// position and the padding value in the padding; memref.get_global of it ->
// the flat global viewed through memref.reinterpret_cast with the layout's
// strides. (--finalize-memref-to-llvm lowers globals of identity layouts
// only, and the logical initializer would not match a padded buffer.)
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"
#include "shapes/Dialect/Shapes/Transforms/LayoutLowering.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace mlir::shapes;

/// The physical initializer of a global of `type` whose logical value is
/// `logical`, or failure when it cannot be built.
static FailureOr<DenseElementsAttr>
physicalInitializer(MemRefType type, DenseElementsAttr logical,
                    RankedTensorType flatType) {
  ::shapes::Layout layout = getSemanticLayout(type);
  ::shapes::DimVector dims = dimsOf(type);
  int64_t count = flatType.getNumElements();
  // The padding holds the padding value; `unknown` padding holds zeros.
  ::shapes::PaddingValue paddingValue = layout.effectivePaddingValue();
  if (paddingValue == ::shapes::PaddingValue::Unknown)
    paddingValue = ::shapes::PaddingValue::Zero;
  Attribute padding;
  if (count > ::shapes::layout_util::logicalElementCount(dims)) {
    FailureOr<TypedAttr> value =
        getPaddingValueAttr(type.getElementType(), paddingValue);
    if (failed(value))
      return failure();
    padding = *value;
  }
  SmallVector<Attribute> physical(count, padding);
  SmallVector<Attribute> values(logical.getValues<Attribute>());
  ::shapes::DimVector index(dims.size(), 0);
  if (!values.empty()) {
    int64_t position = 0;
    do {
      physical[::shapes::index_util::multiIndexToLinear(dims, layout,
                                                        index)] =
          logical.isSplat() ? values.front() : values[position];
      ++position;
    } while (::shapes::index_util::nextIndex(dims, index));
  }
  return DenseElementsAttr::get(flatType, physical);
}

LogicalResult mlir::shapes::materializeLayoutGlobals(ModuleOp module) {
  SymbolTable symbols(module);
  DenseMap<StringAttr, MemRefType> rewritten;
  for (auto global : llvm::make_early_inc_range(module.getOps<memref::GlobalOp>())) {
    MemRefType type = global.getType();
    if (!getLayoutAttr(type))
      continue;
    if (!type.hasStaticShape())
      return global.emitOpError("a global with a #shapes.layout needs a "
                                "static shape");
    int64_t count = ::shapes::layout_util::physicalElementCount(
        dimsOf(type), getSemanticLayout(type));
    auto flatType = MemRefType::get({count}, type.getElementType(),
                                    MemRefLayoutAttrInterface(),
                                    type.getMemorySpace());
    if (std::optional<Attribute> initial = global.getInitialValue()) {
      if (auto logical = dyn_cast<DenseElementsAttr>(*initial)) {
        FailureOr<DenseElementsAttr> physical = physicalInitializer(
            type, logical,
            RankedTensorType::get({count}, type.getElementType()));
        if (failed(physical))
          return global.emitOpError("cannot fill the padding of ")
                 << type << ": unsupported element type";
        global.setInitialValueAttr(*physical);
      } else if (!isa<UnitAttr>(*initial)) {
        return global.emitOpError("cannot lay out the initial value of ")
               << type;
      }
    }
    global.setType(flatType);
    rewritten[global.getSymNameAttr()] = type;
  }
  if (rewritten.empty())
    return success();

  // Each use views the flat global with the layout's strides.
  module.walk([&](memref::GetGlobalOp get) {
    auto it = rewritten.find(get.getNameAttr().getAttr());
    if (it == rewritten.end())
      return;
    MemRefType type = it->second;
    OpBuilder builder(get);
    int64_t count = ::shapes::layout_util::physicalElementCount(
        dimsOf(type), getSemanticLayout(type));
    auto flatType = MemRefType::get({count}, type.getElementType(),
                                    MemRefLayoutAttrInterface(),
                                    type.getMemorySpace());
    Value flat = memref::GetGlobalOp::create(builder, get.getLoc(), flatType,
                                             get.getName());
    SmallVector<OpFoldResult> sizes, strides;
    ::shapes::DimVector s = ::shapes::layout_util::strides(
        dimsOf(type), getSemanticLayout(type));
    for (int64_t d = 0, e = type.getRank(); d < e; ++d) {
      sizes.push_back(builder.getIndexAttr(type.getDimSize(d)));
      strides.push_back(builder.getIndexAttr(s[d]));
    }
    Value view = memref::ReinterpretCastOp::create(
        builder, get.getLoc(), type, flat, builder.getIndexAttr(0), sizes,
        strides);
    get.replaceAllUsesWith(view);
    get.erase();
  });
  return success();
}
