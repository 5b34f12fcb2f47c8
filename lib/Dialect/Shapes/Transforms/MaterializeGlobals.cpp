//===- MaterializeGlobals.cpp - globals in their physical layout ----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// memref.global of a #shapes.layout type -> a flat global of the physical
// element count whose initializer holds every element at its physical
// position and the padding value in the padding (an uninitialized global
// gets its padding too); memref.get_global of it ->
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

/// Initializers are built element by element only up to this many
/// physical elements; splats of any size stay splats.
static constexpr int64_t kMaxLaidOutElements = int64_t(1) << 24;

/// The physical initializer of a global of `type` whose logical value is
/// `logical` (null for an uninitialized global: zeros), or null when there
/// is nothing to write (an uninitialized global without padding to fill).
/// Fails with a diagnostic on `global`.
static FailureOr<DenseElementsAttr>
physicalInitializer(memref::GlobalOp global, MemRefType type,
                    DenseElementsAttr logical, RankedTensorType flatType) {
  shapes::Layout layout = getSemanticLayout(type);
  shapes::DimVector dims = dimsOf(type);
  int64_t count = flatType.getNumElements();
  bool hasPadding = count > shapes::layout_util::logicalElementCount(dims);
  shapes::PaddingValue paddingValue = layout.effectivePaddingValue();
  bool unknownPadding = paddingValue == shapes::PaddingValue::unknown;
  if (!logical && (!hasPadding || unknownPadding))
    return DenseElementsAttr(); // Stays uninitialized.

  // The element `value` stands for in this global's element type.
  auto element = [&](shapes::PaddingValue value) -> FailureOr<Attribute> {
    FailureOr<TypedAttr> attr =
        getPaddingValueAttr(type.getElementType(), value);
    if (failed(attr))
      return global.emitOpError("cannot fill the padding of ")
             << type << ": unsupported element type";
    return Attribute(*attr);
  };
  // What the padding holds (anything, for `unknown`).
  Attribute padding;
  if (hasPadding && !unknownPadding) {
    FailureOr<Attribute> value = element(paddingValue);
    if (failed(value))
      return failure();
    padding = *value;
  }
  // Logical elements of an uninitialized global: zeros.
  if (!logical) {
    FailureOr<Attribute> zero = element(shapes::PaddingValue::zero);
    if (failed(zero))
      return failure();
    logical = DenseElementsAttr::get(
        RankedTensorType::get(type.getShape(), type.getElementType()),
        ArrayRef<Attribute>(*zero));
  }
  // An empty array: the buffer is all padding (or nothing at all).
  if (logical.getNumElements() == 0) {
    if (count == 0)
      return DenseElementsAttr::get(flatType, ArrayRef<Attribute>());
    if (!padding) { // `unknown` padding: zeros.
      FailureOr<Attribute> zero = element(shapes::PaddingValue::zero);
      if (failed(zero))
        return failure();
      padding = *zero;
    }
    return DenseElementsAttr::get(flatType, padding);
  }
  // A splat stays a splat when the padding (if any) holds the same value.
  if (logical.isSplat() &&
      (!padding || padding == logical.getSplatValue<Attribute>()))
    return DenseElementsAttr::get(flatType, logical.getSplatValue<Attribute>());
  if (count > kMaxLaidOutElements)
    return global.emitOpError("the physical buffer of ")
           << type << " has " << count
           << " elements, too many to lay out its initializer";
  if (!padding)
    padding = logical.getValues<Attribute>()[0];
  SmallVector<Attribute> physical(count, padding);
  shapes::DimVector index(dims.size(), 0);
  if (shapes::layout_util::logicalElementCount(dims) > 0) {
    auto values = logical.getValues<Attribute>();
    int64_t position = 0;
    do {
      physical[shapes::index_util::multiIndexToLinear(dims, layout, index)] =
          values[position++];
    } while (shapes::index_util::nextIndex(dims, index));
  }
  return DenseElementsAttr::get(flatType, physical);
}

LogicalResult mlir::shapes::materializeLayoutGlobals(ModuleOp module) {
  DenseMap<Operation *, MemRefType> rewritten;
  WalkResult result = module.walk([&](memref::GlobalOp global) {
    MemRefType type = global.getType();
    if (!getLayoutAttr(type))
      return WalkResult::advance();
    if (!type.hasStaticShape()) {
      global.emitOpError("a global with a #shapes.layout needs a static "
                         "shape");
      return WalkResult::interrupt();
    }
    int64_t count = shapes::layout_util::physicalElementCount(
        dimsOf(type), getSemanticLayout(type));
    auto flatType =
        MemRefType::get({count}, type.getElementType(),
                        MemRefLayoutAttrInterface(), type.getMemorySpace());
    std::optional<Attribute> initial = global.getInitialValue();
    if (initial) {
      auto logical = dyn_cast<DenseElementsAttr>(*initial);
      if (!logical && !isa<UnitAttr>(*initial)) {
        global.emitOpError("cannot lay out the initial value of ") << type;
        return WalkResult::interrupt();
      }
      FailureOr<DenseElementsAttr> physical = physicalInitializer(
          global, type, logical,
          RankedTensorType::get({count}, type.getElementType()));
      if (failed(physical))
        return WalkResult::interrupt();
      if (*physical)
        global.setInitialValueAttr(*physical);
    }
    global.setType(flatType);
    rewritten[global.getOperation()] = type;
    return WalkResult::advance();
  });
  if (result.wasInterrupted())
    return failure();
  if (rewritten.empty())
    return success();

  // Each use views the flat global with the layout's strides. Symbols
  // resolve in the nearest symbol table, as memref.get_global does.
  SmallVector<memref::GetGlobalOp> uses;
  module.walk([&](memref::GetGlobalOp get) { uses.push_back(get); });
  for (memref::GetGlobalOp get : uses) {
    Operation *global =
        SymbolTable::lookupNearestSymbolFrom(get, get.getNameAttr());
    auto it = rewritten.find(global);
    if (it == rewritten.end())
      continue;
    MemRefType type = it->second;
    OpBuilder builder(get);
    Value flat = memref::GetGlobalOp::create(
        builder, get.getLoc(), getFlatBufferType(type), get.getName());
    Value view = createLayoutView(builder, get.getLoc(), flat, type);
    get.replaceAllUsesWith(view);
    get.erase();
  }
  return success();
}
