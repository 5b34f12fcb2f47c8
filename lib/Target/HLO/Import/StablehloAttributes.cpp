//===- StablehloAttributes.cpp - StableHLO attributes as HLO's ------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The attributes of each StableHLO op written as the HLO text writes them
// on its instruction (Converter::setAttributes and the writers it calls):
// constants, broadcast and dot dimension numbers, slices, pads, and the
// lists and enums of the other ops. An attribute that no writer reads and
// that changes nothing (isIgnoredAttribute) is dropped; any other is a
// located error that names it.
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//

#include "StablehloConverter.h"

#include "shapes/Semantics/Layout.h"
#include "shapes/Target/HLO/ElementwiseOpcodes.h"
#include "shapes/Target/HLO/XlaShapeType.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/SourceMgr.h"

#include <array>

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::hlo;

using namespace mlir::shapes::hlo::stablehlo;

const StablehloAttribute *Converter::attribute(const StablehloOperation &op,
                                               StringRef name) {
  return op.findAttribute(name);
}

FailureOr<const StablehloAttribute *>
Converter::requireAttribute(const StablehloOperation &op, StringRef name) {
  if (const StablehloAttribute *attr = op.findAttribute(name))
    return attr;
  return emitError(op.nameLoc)
         << "'" << op.name << "' needs the attribute '" << name << "'";
}

FailureOr<SmallVector<int64_t>> Converter::intList(const StablehloOperation &op,
                                                   StringRef name) {
  FailureOr<const StablehloAttribute *> attr = requireAttribute(op, name);
  if (failed(attr))
    return failure();
  std::optional<SmallVector<int64_t>> values = parseIntList((*attr)->value);
  if (!values)
    return emitError((*attr)->loc)
           << "'" << name << "' must be a list of integers, got '"
           << (*attr)->value << "'";
  return *values;
}

/// `dense<"0x0001...">` of i1 elements, one byte each, as StableHLO
/// writes them (MLIR's parser packs them in bits), or null.
static DenseElementsAttr parseBoolHex(StringRef text, MLIRContext *context) {
  auto [value, typeText] = text.rsplit(':');
  value = value.trim();
  if (!value.consume_front("dense<\"0x") || !value.consume_back("\">"))
    return nullptr;
  std::string typeString = typeText.trim().str();
  size_t read = 0;
  auto type = dyn_cast_or_null<RankedTensorType>(
      mlir::parseType(typeString, context, &read));
  if (!type || read != typeString.size() || !type.hasStaticShape() ||
      !type.getElementType().isInteger(1))
    return nullptr;
  std::string bytes;
  if (!llvm::tryGetFromHex(value, bytes))
    return nullptr;
  int64_t count = type.getNumElements();
  if (static_cast<int64_t>(bytes.size()) != count && bytes.size() != 1)
    return nullptr;
  SmallVector<bool> values;
  for (int64_t i = 0; i < count; ++i)
    values.push_back(bytes[bytes.size() == 1 ? 0 : i] != 0);
  return DenseElementsAttr::get(type, values);
}

LogicalResult Converter::setConstant(const StablehloOperation &op,
                                     const StablehloAttribute &value,
                                     HloInstruction &instruction) {
  Attribute parsed;
  std::string message = firstDiagnostic(context, [&] {
    std::string text = value.value.str();
    size_t read = 0;
    parsed = mlir::parseAttribute(text, context, Type(), &read);
    if (parsed && read != text.size())
      parsed = nullptr;
  });
  auto dense = dyn_cast_or_null<DenseElementsAttr>(parsed);
  if (!dense)
    dense = parseBoolHex(value.value, context);
  if (!dense)
    return emitError(value.loc)
           << "expected a dense<...> constant of a tensor type"
           << (message.empty() ? "" : ": " + message);
  FailureOr<xla::Shape> shape = shapeOf(dense.getType(), value.loc);
  if (failed(shape))
    return failure();
  Type element = dense.getElementType();
  if (auto integer = dyn_cast<IntegerType>(element);
      integer && !integer.isSignless())
    dense = dense.bitcast(IntegerType::get(context, integer.getWidth()));
  instruction.shape = *shape;
  instruction.literal = dense;
  return success();
}

/// `broadcast_in_dim` maps operand dimensions of size 1 to result
/// dimensions of any size; HLO's `broadcast` maps equal sizes only. Such
/// dimensions are reshaped away first (`%r#squeeze`), then broadcast.
LogicalResult Converter::setBroadcast(const StablehloOperation &op,
                                      HloInstruction &instruction) {
  FailureOr<SmallVector<int64_t>> dims = intList(op, "broadcast_dimensions");
  if (failed(dims))
    return failure();
  llvm::SMLoc loc = op.findAttribute("broadcast_dimensions")->loc;
  auto operandType = op.operandTypes.size() == 1
                         ? dyn_cast<RankedTensorType>(op.operandTypes[0])
                         : RankedTensorType();
  const xla::Shape &resultShape = instruction.shape;
  SmallVector<int64_t> kept;
  SmallVector<int64_t> keptDims;
  bool squeezed = false;
  if (operandType &&
      operandType.getRank() == static_cast<int64_t>(dims->size())) {
    for (auto [i, dim] : llvm::enumerate(*dims)) {
      int64_t size = operandType.getDimSize(i);
      bool degenerate = size == 1 && dim >= 0 && dim < resultShape.rank() &&
                        resultShape.dims[dim] != 1;
      squeezed |= degenerate;
      if (!degenerate) {
        kept.push_back(size);
        keptDims.push_back(dim);
      }
    }
  }
  if (!squeezed) {
    instruction.attributes.push_back(
        {"dimensions", save(hloList(*dims)), loc, loc});
    return success();
  }
  // The reshape goes before the broadcast, which is the last instruction.
  FailureOr<xla::Shape> operandShape = shapeOf(operandType, op.typeLoc);
  if (failed(operandShape))
    return failure();
  HloInstruction broadcast = std::move(instruction);
  cur().instructions.pop_back();
  StringRef squeezeName = save(broadcast.name + "#squeeze");
  FailureOr<HloInstruction *> squeeze = add(squeezeName, op.loc);
  if (failed(squeeze))
    return failure();
  (*squeeze)->opcode = "reshape";
  (*squeeze)->opcodeLoc = op.nameLoc;
  (*squeeze)->shape = xla::Shape::array(operandShape->elementType,
                                        DimVector(kept.begin(), kept.end()));
  (*squeeze)->operands = broadcast.operands;
  broadcast.operands = {{squeezeName, op.loc}};
  broadcast.attributes.push_back(
      {"dimensions", save(hloList(keptDims)), loc, loc});
  cur().instructionIndex[broadcast.name] = cur().instructions.size();
  cur().instructions.push_back(std::move(broadcast));
  return success();
}

LogicalResult Converter::setDotAttributes(const StablehloOperation &op,
                                          HloInstruction &instruction) {
  auto set = [&](StringRef name, ArrayRef<int64_t> dims, llvm::SMLoc loc) {
    instruction.attributes.push_back({name, save(hloList(dims)), loc, loc});
  };
  if (op.name == "stablehlo.dot") {
    if (op.operandTypes.size() != 2)
      return emitError(op.typeLoc) << "'stablehlo.dot' takes two operands";
    auto lhs = dyn_cast<RankedTensorType>(op.operandTypes[0]);
    if (!lhs || lhs.getRank() < 1)
      return emitError(op.typeLoc)
             << "the operands of 'stablehlo.dot' are tensors of rank 1 or 2";
    set("lhs_contracting_dims", {lhs.getRank() - 1}, op.nameLoc);
    set("rhs_contracting_dims", {0}, op.nameLoc);
    return success();
  }
  FailureOr<const StablehloAttribute *> attr =
      requireAttribute(op, "dot_dimension_numbers");
  if (failed(attr))
    return failure();
  StringRef text = (*attr)->value.trim();
  if (!text.consume_front("#stablehlo.dot<") || !text.consume_back(">"))
    return emitError((*attr)->loc)
           << "'dot_dimension_numbers' must be #stablehlo.dot<...>";
  // `key = [list]` pairs, separated by commas outside the lists.
  while (!text.trim().empty()) {
    text = text.trim();
    auto [key, rest] = text.split('=');
    rest = rest.trim();
    size_t close = rest.find(']');
    if (!rest.starts_with("[") || close == StringRef::npos)
      return emitError((*attr)->loc)
             << "malformed 'dot_dimension_numbers': '" << (*attr)->value << "'";
    std::optional<SmallVector<int64_t>> dims =
        parseIntList(rest.take_front(close + 1));
    if (!dims)
      return emitError((*attr)->loc)
             << "malformed 'dot_dimension_numbers': '" << (*attr)->value << "'";
    StringRef hloName =
        llvm::StringSwitch<StringRef>(key.trim())
            .Case("lhs_batching_dimensions", "lhs_batch_dims")
            .Case("rhs_batching_dimensions", "rhs_batch_dims")
            .Case("lhs_contracting_dimensions", "lhs_contracting_dims")
            .Case("rhs_contracting_dimensions", "rhs_contracting_dims")
            .Default({});
    if (hloName.empty())
      return emitError((*attr)->loc) << "'" << key.trim()
                                     << "' of dot_dimension_numbers is not "
                                        "supported";
    set(hloName, *dims, (*attr)->loc);
    text = rest.drop_front(close + 1).trim();
    text.consume_front(",");
  }
  return success();
}

/// The integer lists `names` of `op`, of one length, or an error that
/// names `what` they describe.
FailureOr<std::array<SmallVector<int64_t>, 3>>
Converter::threeLists(const StablehloOperation &op,
                      std::array<StringRef, 3> names, StringRef what,
                      llvm::StringSet<> &read) {
  std::array<SmallVector<int64_t>, 3> lists;
  for (auto [list, name] : llvm::zip_equal(lists, names)) {
    FailureOr<SmallVector<int64_t>> values = intList(op, name);
    if (failed(values))
      return failure();
    list = std::move(*values);
    read.insert(name);
  }
  if (lists[0].size() != lists[1].size() || lists[0].size() != lists[2].size())
    return emitError(op.nameLoc)
           << "'" << op.name << "' needs as many " << what;
  return lists;
}

/// `slice={[start:limit:stride], ...}` from the three lists.
LogicalResult Converter::setSlice(const StablehloOperation &op,
                                  HloInstruction &instruction,
                                  llvm::StringSet<> &read) {
  FailureOr<std::array<SmallVector<int64_t>, 3>> lists =
      threeLists(op, {"start_indices", "limit_indices", "strides"},
                 "start indices, limits and strides", read);
  if (failed(lists))
    return failure();
  auto &[starts, limits, strides] = *lists;
  std::string text = "{";
  for (size_t i = 0; i < starts.size(); ++i)
    text += (i ? ", [" : "[") + std::to_string(starts[i]) + ":" +
            std::to_string(limits[i]) + ":" + std::to_string(strides[i]) + "]";
  instruction.attributes.push_back(
      {"slice", save(text + "}"), op.nameLoc, op.nameLoc});
  return success();
}

/// `padding=low_high_interiorx...` from the three lists.
LogicalResult Converter::setPadding(const StablehloOperation &op,
                                    HloInstruction &instruction,
                                    llvm::StringSet<> &read) {
  FailureOr<std::array<SmallVector<int64_t>, 3>> lists = threeLists(
      op, {"edge_padding_low", "edge_padding_high", "interior_padding"},
      "low, high and interior paddings", read);
  if (failed(lists))
    return failure();
  auto &[low, high, interior] = *lists;
  std::string text;
  for (size_t i = 0; i < low.size(); ++i)
    text += (i ? "x" : "") + std::to_string(low[i]) + "_" +
            std::to_string(high[i]) + "_" + std::to_string(interior[i]);
  instruction.attributes.push_back(
      {"padding", save(text), op.nameLoc, op.nameLoc});
  return success();
}

LogicalResult Converter::setAttributes(const StablehloOperation &op,
                                       StringRef opcode,
                                       HloInstruction &instruction) {
  llvm::StringSet<> read;
  auto setList = [&](StringRef from, StringRef to) -> LogicalResult {
    FailureOr<SmallVector<int64_t>> dims = intList(op, from);
    if (failed(dims))
      return failure();
    read.insert(from);
    instruction.attributes.push_back({to, save(hloList(*dims)),
                                      op.findAttribute(from)->loc,
                                      op.findAttribute(from)->loc});
    return success();
  };
  auto setInt = [&](StringRef from, StringRef to,
                    bool asList) -> LogicalResult {
    FailureOr<const StablehloAttribute *> attr = requireAttribute(op, from);
    if (failed(attr))
      return failure();
    std::optional<int64_t> value = parseInt((*attr)->value);
    if (!value)
      return emitError((*attr)->loc)
             << "'" << from << "' must be an integer, got '" << (*attr)->value
             << "'";
    read.insert(from);
    std::string text = asList ? hloList({*value}) : std::to_string(*value);
    instruction.attributes.push_back(
        {to, save(text), (*attr)->loc, (*attr)->loc});
    return success();
  };
  LogicalResult done = success();
  if (opcode == "compare") {
    FailureOr<const StablehloAttribute *> direction =
        requireAttribute(op, "comparison_direction");
    if (failed(direction))
      return failure();
    read.insert("comparison_direction");
    instruction.attributes.push_back({"direction",
                                      enumCase((*direction)->value),
                                      (*direction)->loc, (*direction)->loc});
    if (const StablehloAttribute *type = op.findAttribute("compare_type")) {
      read.insert("compare_type");
      StringRef name = enumCase(type->value);
      if (name != "NOTYPE")
        instruction.attributes.push_back({"type", name, type->loc, type->loc});
    }
  } else if (opcode == "broadcast") {
    read.insert("broadcast_dimensions");
    done = setBroadcast(op, instruction);
  } else if (opcode == "transpose") {
    done = setList("permutation", "dimensions");
  } else if (opcode == "reverse" || opcode == "reduce") {
    done = setList("dimensions", "dimensions");
  } else if (opcode == "concatenate") {
    done = setInt("dimension", "dimensions", /*asList=*/true);
  } else if (opcode == "iota") {
    done = setInt("iota_dimension", "iota_dimension", /*asList=*/false);
  } else if (opcode == "slice") {
    done = setSlice(op, instruction, read);
  } else if (opcode == "pad") {
    done = setPadding(op, instruction, read);
  } else if (opcode == "dot") {
    read.insert("dot_dimension_numbers");
    done = setDotAttributes(op, instruction);
  } else if (opcode == "constant") {
    read.insert("value");
    FailureOr<const StablehloAttribute *> value = requireAttribute(op, "value");
    done = failed(value) ? failure() : setConstant(op, **value, instruction);
  }
  if (failed(done))
    return failure();
  for (const StablehloAttribute &attr : op.attributes)
    if (!read.contains(attr.name) && !isIgnoredAttribute(attr.name))
      return emitError(attr.loc) << "attribute '" << attr.name << "' of '"
                                 << op.name << "' is not supported";
  return success();
}
