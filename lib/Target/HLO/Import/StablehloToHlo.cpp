//===- StablehloToHlo.cpp - StableHLO ops as HLO instructions -------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// StableHLO's semantics are XLA's, op for op: each StableHLO op becomes the
// HLO instruction of the same meaning, with its attributes written as the
// HLO text writes them, and the HLO importer's emitters build it. So the
// two importers share one semantics per op. The elementwise ops are those
// of the one opcode table (ElementwiseOpcodes.h): `stablehlo.X` is the HLO
// opcode X with `_` spelled `-` (`count_leading_zeros` is `clz`).
//
// Functions are computations: the public ones become the module's
// functions, `call` inlines its callee as HLO's `call` does, and the
// regions of `reduce` are computations of their own. An op of several
// results is a tuple instruction followed by one `get-tuple-element` per
// result, named `%r#i`.
//
//===----------------------------------------------------------------------===//

#include "StablehloText.h"

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

namespace {

/// The HLO opcode of an elementwise `stablehlo.X`, or empty.
StringRef elementwiseOpcode(StringRef name) {
  if (!name.consume_front("stablehlo."))
    return {};
  static const llvm::StringMap<StringRef> opcodes = [] {
    llvm::StringMap<StringRef> map;
    auto add = [&](StringRef hlo) {
      std::string stablehlo = "stablehlo." + hlo.str();
      std::replace(stablehlo.begin(), stablehlo.end(), '-', '_');
      map[StringRef(stablehlo).drop_front(10)] = hlo;
    };
    for (const BinaryOpcode &opcode : getBinaryOpcodes())
      add(opcode.name);
    for (const ElementwiseOpcode &opcode : getElementwiseOpcodes())
      add(opcode.name);
    if (map.count("clz"))
      map["count_leading_zeros"] = map["clz"];
    map.erase("clz");
    return map;
  }();
  auto it = opcodes.find(name);
  return it == opcodes.end() ? StringRef() : it->second;
}

/// The HLO opcode of the other StableHLO ops that have one.
StringRef structuralOpcode(StringRef name) {
  return llvm::StringSwitch<StringRef>(name)
      .Case("stablehlo.broadcast_in_dim", "broadcast")
      .Case("stablehlo.transpose", "transpose")
      .Case("stablehlo.reshape", "reshape")
      .Case("stablehlo.slice", "slice")
      .Case("stablehlo.concatenate", "concatenate")
      .Case("stablehlo.pad", "pad")
      .Case("stablehlo.reverse", "reverse")
      .Case("stablehlo.iota", "iota")
      .Case("stablehlo.constant", "constant")
      .Case("stablehlo.dot_general", "dot")
      .Case("stablehlo.dot", "dot")
      .Case("stablehlo.reduce", "reduce")
      .Default({});
}

bool isCall(StringRef name) { return name == "call" || name == "func.call"; }
bool isReturn(StringRef name) {
  return name == "return" || name == "func.return" ||
         name == "stablehlo.return";
}
bool isCheckOp(StringRef name) {
  return llvm::is_contained(
      {"check.expect_eq", "check.expect_eq_const", "check.expect_almost_eq",
       "check.expect_almost_eq_const", "check.expect_close"},
      name);
}
bool isCheckTarget(StringRef target) {
  return llvm::is_contained(
      {"check.expect_eq", "check.expect_close", "check.expect_almost_eq"},
      target);
}

/// Attributes that change nothing here: precision hints, the results'
/// and arguments' annotations of JAX and XLA, a custom call's flags.
bool isIgnoredAttribute(StringRef name) {
  return name == "precision_config" || name == "precision" ||
         name == "algorithm" || name == "has_side_effect" ||
         name == "api_version" || name == "backend_config" ||
         name == "result_accuracy" || name.starts_with("mhlo.") ||
         name.starts_with("jax.") || name.starts_with("tf.");
}

/// `[1, 0]`, `array<i64: 1, 0>`, `array<i64>`, `dense<[1, 0]> : ...` or
/// `dense<1> : tensor<1xi64>` as integers.
std::optional<SmallVector<int64_t>> parseIntList(StringRef text) {
  text = text.trim();
  if (text.consume_front("array<")) {
    size_t colon = text.find(':');
    text = colon == StringRef::npos ? StringRef() : text.drop_front(colon + 1);
    text = text.trim().rtrim('>');
  } else if (text.consume_front("dense<")) {
    text = text.take_front(text.rfind('>'));
  }
  text = text.trim();
  text.consume_front("[");
  text.consume_back("]");
  SmallVector<int64_t> values;
  if (text.trim().empty())
    return values;
  SmallVector<StringRef> pieces;
  text.split(pieces, ',');
  for (StringRef piece : pieces) {
    int64_t value;
    if (piece.trim().getAsInteger(10, value))
      return std::nullopt;
    values.push_back(value);
  }
  return values;
}

/// `0 : i64` or `0` as an integer.
std::optional<int64_t> parseInt(StringRef text) {
  text = text.split(':').first.trim();
  int64_t value;
  if (text.getAsInteger(10, value))
    return std::nullopt;
  return value;
}

/// `#stablehlo<comparison_direction LT>` (or the bare `LT`) as `LT`.
StringRef enumCase(StringRef text) {
  text = text.trim();
  if (text.consume_front("#stablehlo<")) {
    text = text.rtrim('>').trim();
    text = text.rsplit(' ').second.empty() ? text : text.rsplit(' ').second;
  }
  return text.trim();
}

/// `{1,0}`, as HLO writes a list.
std::string hloList(ArrayRef<int64_t> values) {
  std::string text = "{";
  for (auto [i, value] : llvm::enumerate(values))
    text += (i ? "," : "") + std::to_string(value);
  return text + "}";
}

class Converter {
public:
  Converter(StablehloModule &source, llvm::SourceMgr &sourceMgr,
            MLIRContext *context, bool checks)
      : source(source), sourceMgr(sourceMgr), context(context), checks(checks) {
  }

  FailureOr<HloModule> convert();

private:
  InFlightDiagnostic emitError(llvm::SMLoc loc) {
    return mlir::emitError(getLocation(sourceMgr, context, loc));
  }
  StringRef save(const Twine &text) { return source.saver.save(text); }

  FailureOr<xla::Shape> shapeOf(Type type, llvm::SMLoc loc);
  FailureOr<xla::Shape> resultShape(const StablehloOperation &op);

  /// Adds a computation of `block`, whose ROOT is its return.
  FailureOr<size_t> convertBlock(StringRef name, llvm::SMLoc loc,
                                 const StablehloBlock &block);
  LogicalResult convertOperation(const StablehloOperation &op);
  LogicalResult convertReturn(const StablehloOperation &op);
  LogicalResult convertCheck(const StablehloOperation &op);
  LogicalResult setAttributes(const StablehloOperation &op, StringRef opcode,
                              HloInstruction &instruction);
  FailureOr<std::array<SmallVector<int64_t>, 3>>
  threeLists(const StablehloOperation &op, std::array<StringRef, 3> names,
             StringRef what, llvm::StringSet<> &read);
  LogicalResult setSlice(const StablehloOperation &op,
                         HloInstruction &instruction, llvm::StringSet<> &read);
  LogicalResult setPadding(const StablehloOperation &op,
                           HloInstruction &instruction,
                           llvm::StringSet<> &read);
  LogicalResult setBroadcast(const StablehloOperation &op,
                             HloInstruction &instruction);
  LogicalResult setDotAttributes(const StablehloOperation &op,
                                 HloInstruction &instruction);
  LogicalResult setConstant(const StablehloOperation &op,
                            const StablehloAttribute &value,
                            HloInstruction &instruction);

  /// Appends an instruction named `name` to the computation being built.
  FailureOr<HloInstruction *> add(StringRef name, llvm::SMLoc loc);
  FailureOr<HloOperand> operand(const StablehloValueRef &ref);
  FailureOr<std::vector<HloOperand>> operandsOf(const StablehloOperation &op);
  /// Instructions `name#i` that pick each result of the tuple `name`.
  LogicalResult addTupleElements(const StablehloOperation &op,
                                 const xla::Shape &shape);
  const StablehloAttribute *attribute(const StablehloOperation &op,
                                      StringRef name);
  FailureOr<const StablehloAttribute *>
  requireAttribute(const StablehloOperation &op, StringRef name);
  FailureOr<SmallVector<int64_t>> intList(const StablehloOperation &op,
                                          StringRef name);

  StablehloModule &source;
  llvm::SourceMgr &sourceMgr;
  MLIRContext *context;
  bool checks;
  HloModule result;
  /// The computation being built, and the result counts of its values.
  size_t currentIndex = 0;
  HloComputation &cur() { return result.computations[currentIndex]; }
  llvm::StringMap<int64_t> resultCounts;
  unsigned regionCount = 0;
  unsigned synthesizedCount = 0;
};

FailureOr<xla::Shape> Converter::shapeOf(Type type, llvm::SMLoc loc) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor) {
    std::string text;
    llvm::raw_string_ostream os(text);
    type.print(os);
    return emitError(loc) << "type '" << text
                          << "' is not supported: expected a ranked tensor";
  }
  if (tensor.getEncoding())
    return emitError(loc) << "tensor encodings are not supported";
  Type element = tensor.getElementType();
  bool isUnsigned = false;
  if (auto integer = dyn_cast<IntegerType>(element)) {
    isUnsigned = integer.isUnsigned();
    element = IntegerType::get(context, integer.getWidth());
  }
  std::optional<xla::PrimitiveType> primitive =
      getPrimitiveType(element, isUnsigned);
  if (!primitive) {
    std::string text;
    llvm::raw_string_ostream os(text);
    tensor.getElementType().print(os);
    return emitError(loc) << "element type '" << text << "' is not supported";
  }
  DimVector dims;
  for (int64_t size : tensor.getShape())
    dims.push_back(ShapedType::isDynamic(size) ? kDynamicSize : size);
  return xla::Shape::array(*primitive, dims);
}

FailureOr<xla::Shape> Converter::resultShape(const StablehloOperation &op) {
  if (static_cast<int64_t>(op.resultTypes.size()) != op.resultCount)
    return emitError(op.loc)
           << "'" << op.name << "' has " << op.resultTypes.size()
           << " result types for " << op.resultCount << " results";
  std::vector<xla::Shape> shapes;
  for (Type type : op.resultTypes) {
    FailureOr<xla::Shape> shape = shapeOf(type, op.typeLoc);
    if (failed(shape))
      return failure();
    shapes.push_back(*shape);
  }
  if (shapes.size() == 1)
    return shapes.front();
  return xla::Shape::tuple(std::move(shapes));
}

FailureOr<HloInstruction *> Converter::add(StringRef name, llvm::SMLoc loc) {
  if (!cur()
           .instructionIndex.try_emplace(name, cur().instructions.size())
           .second)
    return emitError(loc) << "'%" << name << "' is defined twice";
  cur().instructions.emplace_back();
  HloInstruction &instruction = cur().instructions.back();
  instruction.name = name;
  instruction.loc = instruction.shapeLoc = instruction.opcodeLoc =
      instruction.payloadLoc = loc;
  return &instruction;
}

FailureOr<HloOperand> Converter::operand(const StablehloValueRef &ref) {
  auto it = resultCounts.find(ref.name);
  if (it == resultCounts.end())
    return emitError(ref.loc) << "use of undefined value '%" << ref.name << "'";
  int64_t count = it->second;
  if (ref.index >= count)
    return emitError(ref.loc) << "'%" << ref.name << "' has " << count
                              << " result" << (count == 1 ? "" : "s");
  if (count == 1)
    return HloOperand{ref.name, ref.loc};
  if (ref.index < 0)
    return emitError(ref.loc) << "'%" << ref.name << "' has " << count
                              << " results: use one as %" << ref.name << "#0";
  return HloOperand{save(ref.name + "#" + Twine(ref.index)), ref.loc};
}

FailureOr<std::vector<HloOperand>>
Converter::operandsOf(const StablehloOperation &op) {
  std::vector<HloOperand> operands;
  for (const StablehloValueRef &ref : op.operands) {
    FailureOr<HloOperand> value = operand(ref);
    if (failed(value))
      return failure();
    operands.push_back(*value);
  }
  return operands;
}

LogicalResult Converter::addTupleElements(const StablehloOperation &op,
                                          const xla::Shape &shape) {
  // `%0:2` names its results `0#0` and `0#1`; `%a, %b` names them `a` and
  // `b`, and the tuple `a#results`.
  bool named = !op.resultNames.empty();
  StringRef tuple = named ? save(op.result + "#results") : op.result;
  for (int64_t i = 0; i < op.resultCount; ++i) {
    StringRef name =
        named ? op.resultNames[i] : save(op.result + "#" + Twine(i));
    FailureOr<HloInstruction *> element = add(name, op.loc);
    if (failed(element))
      return failure();
    if (named)
      resultCounts[name] = 1;
    (*element)->opcode = "get-tuple-element";
    (*element)->shape = shape.tupleElements[i];
    (*element)->operands = {{tuple, op.loc}};
    (*element)->attributes = {{"index", save(Twine(i)), op.loc, op.loc}};
  }
  return success();
}

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

LogicalResult Converter::convertReturn(const StablehloOperation &op) {
  if (op.operands.size() == 1) {
    FailureOr<HloOperand> value = operand(op.operands.front());
    if (failed(value))
      return failure();
    cur().rootIndex = cur().instructionIndex.lookup(value->name);
    return success();
  }
  FailureOr<HloInstruction *> tuple =
      add(save("return#" + Twine(synthesizedCount++)), op.loc);
  if (failed(tuple))
    return failure();
  size_t index = cur().instructions.size() - 1;
  FailureOr<std::vector<HloOperand>> operands = operandsOf(op);
  if (failed(operands))
    return failure();
  std::vector<xla::Shape> shapes;
  for (const HloOperand &value : *operands)
    shapes.push_back(
        cur().instructions[cur().instructionIndex.lookup(value.name)].shape);
  HloInstruction &instruction = cur().instructions[index];
  instruction.opcode = "tuple";
  instruction.operands = std::move(*operands);
  instruction.shape = xla::Shape::tuple(std::move(shapes));
  cur().rootIndex = index;
  return success();
}

LogicalResult Converter::convertCheck(const StablehloOperation &op) {
  StringRef kind = op.symbol.empty() ? op.name : op.symbol;
  bool isConst = kind.consume_back("_const");
  if (!checks)
    return success();
  if (op.operands.size() != (isConst ? 1u : 2u))
    return emitError(op.loc) << "'" << op.name << "' takes "
                             << (isConst ? "one operand" : "two operands");
  FailureOr<std::vector<HloOperand>> operands = operandsOf(op);
  if (failed(operands))
    return failure();
  if (isConst) {
    StringRef name = save("check#" + Twine(synthesizedCount++));
    FailureOr<HloInstruction *> constant = add(name, op.loc);
    if (failed(constant))
      return failure();
    (*constant)->opcode = "constant";
    FailureOr<const StablehloAttribute *> value = requireAttribute(op, "value");
    if (failed(value) || failed(setConstant(op, **value, **constant)))
      return failure();
    operands->push_back({name, (*value)->loc});
  }
  FailureOr<HloInstruction *> check =
      add(save("check#" + Twine(synthesizedCount++)), op.loc);
  if (failed(check))
    return failure();
  HloInstruction &instruction = **check;
  instruction.opcode = save(kind);
  instruction.opcodeLoc = op.nameLoc;
  instruction.shape = xla::Shape::tuple({});
  instruction.operands = std::move(*operands);
  // The custom calls' limits (stablehlo-translate --interpret), and the
  // ops' defaults (CheckOps.td).
  bool customCall = !op.symbol.empty();
  auto set = [&](StringRef name, StringRef fallback) {
    const StablehloAttribute *attr = op.findAttribute(name);
    StringRef value = attr ? attr->value.split(':').first.trim() : fallback;
    llvm::SMLoc loc = attr ? attr->loc : op.nameLoc;
    instruction.attributes.push_back({name, value, loc, loc});
  };
  if (kind == "check.expect_close") {
    set("max_ulp_difference", customCall ? "3" : "1");
    set("min_ulp_difference", "0");
  } else if (kind == "check.expect_almost_eq") {
    set("tolerance", customCall ? "0.001" : "0.0001");
  }
  return success();
}

LogicalResult Converter::convertOperation(const StablehloOperation &op) {
  if (isReturn(op.name))
    return convertReturn(op);
  if (op.name == "stablehlo.custom_call") {
    if (op.symbol.empty())
      return emitError(op.nameLoc)
             << "'stablehlo.custom_call' needs a call_target_name";
    if (!isCheckTarget(op.symbol))
      return emitError(op.symbolLoc) << "'stablehlo.custom_call' to '"
                                     << op.symbol << "' is not supported";
    return convertCheck(op);
  }
  if (isCheckOp(op.name))
    return convertCheck(op);

  StringRef opcode;
  if (isCall(op.name))
    opcode = "call";
  else if (StringRef elementwise = elementwiseOpcode(op.name);
           !elementwise.empty())
    opcode = elementwise;
  else
    opcode = structuralOpcode(op.name);
  if (opcode.empty())
    return emitError(op.nameLoc) << "'" << op.name << "' is not supported";
  if (op.resultCount == 0)
    return emitError(op.loc) << "'" << op.name << "' must name its results";

  FailureOr<xla::Shape> shape = resultShape(op);
  if (failed(shape))
    return failure();
  // StableHLO adds booleans by logical or and multiplies them by logical
  // and; HLO spells those `or` and `and`.
  if (!shape->isTuple && shape->elementType == xla::PrimitiveType::Pred) {
    if (opcode == "add")
      opcode = "or";
    else if (opcode == "multiply")
      opcode = "and";
  }
  FailureOr<std::vector<HloOperand>> operands = operandsOf(op);
  if (failed(operands))
    return failure();
  bool named = !op.resultNames.empty();
  FailureOr<HloInstruction *> added =
      add(named ? save(op.result + "#results") : op.result, op.loc);
  if (failed(added))
    return failure();
  size_t index = cur().instructions.size() - 1;
  if (!named)
    resultCounts[op.result] = op.resultCount;
  {
    HloInstruction &instruction = **added;
    instruction.opcode = opcode;
    instruction.opcodeLoc = op.nameLoc;
    instruction.shapeLoc = op.typeLoc.isValid() ? op.typeLoc : op.loc;
    instruction.shape = *shape;
    instruction.operands = std::move(*operands);
  }
  if (opcode == "call") {
    if (!result.computationIndex.count(op.symbol))
      return emitError(op.symbolLoc)
             << "no function named '@" << op.symbol << "'";
    cur().instructions[index].attributes.push_back(
        {"to_apply", op.symbol, op.symbolLoc, op.symbolLoc});
  } else {
    if (failed(setAttributes(op, opcode, cur().instructions[index])))
      return failure();
  }
  if (opcode == "reduce") {
    if (op.regions.size() != 1)
      return emitError(op.nameLoc) << "'stablehlo.reduce' needs a reducer";
    // The reducer is a computation of its own; `current` moves meanwhile.
    size_t outer = currentIndex;
    llvm::StringMap<int64_t> outerCounts = std::move(resultCounts);
    FailureOr<size_t> reducer =
        convertBlock(save("reducer#" + Twine(regionCount++)), op.nameLoc,
                     op.regions.front());
    currentIndex = outer;
    resultCounts = std::move(outerCounts);
    if (failed(reducer))
      return failure();
    cur().instructions[index].attributes.push_back(
        {"to_apply", result.computations[*reducer].name, op.nameLoc,
         op.nameLoc});
  }
  if (shape->isTuple)
    return addTupleElements(op, *shape);
  return success();
}

FailureOr<size_t> Converter::convertBlock(StringRef name, llvm::SMLoc loc,
                                          const StablehloBlock &block) {
  // Computations are kept by index: `computations` grows as regions are met.
  size_t index = result.computations.size();
  assert(index < result.computations.capacity() &&
         "convert reserves a computation for every block");
  result.computations.emplace_back();
  // Room for the parameters, the ops, and the get-tuple-elements and
  // tuples that some ops add: the vector does not move as it grows.
  size_t estimate = block.arguments.size() + 2 * block.operations.size();
  result.computations.back().instructions.reserve(estimate);
  result.computations.back().instructionIndex.reserve(estimate);
  result.computations.back().name = name;
  result.computations.back().loc = loc;
  result.computationIndex[name] = index;
  // Computations are referred to by index: the vector grows as regions are
  // met, which moves them.
  currentIndex = index;
  resultCounts.clear();
  for (auto [number, argument] : llvm::enumerate(block.arguments)) {
    FailureOr<xla::Shape> shape = shapeOf(argument.type, argument.loc);
    if (failed(shape))
      return failure();
    FailureOr<HloInstruction *> parameter = add(argument.name, argument.loc);
    if (failed(parameter))
      return failure();
    (*parameter)->opcode = "parameter";
    (*parameter)->payload = save(Twine(number));
    (*parameter)->shape = *shape;
    resultCounts[argument.name] = 1;
  }
  bool returned = false;
  for (const StablehloOperation &op : block.operations) {
    if (returned)
      return emitError(op.loc) << "operation after the return";
    if (failed(convertOperation(op)))
      return failure();
    currentIndex = index;
    returned = isReturn(op.name);
  }
  if (!returned)
    return emitError(loc) << "the body of '" << name << "' has no return";
  return index;
}

/// The blocks of `block`'s ops' regions, nested ones included.
static size_t countRegions(const StablehloBlock &block) {
  size_t count = 0;
  for (const StablehloOperation &op : block.operations)
    for (const StablehloBlock &region : op.regions)
      count += 1 + countRegions(region);
  return count;
}

FailureOr<HloModule> Converter::convert() {
  result.name = source.name;
  // Every block is a computation, and the vector of them never grows past
  // its capacity: a computation that moved would be copied whole.
  size_t blocks = 0;
  for (const StablehloFunction &function : source.functions)
    blocks += 1 + countRegions(function.body);
  result.computations.reserve(blocks);
  // Every function is known before any body refers to it.
  for (const StablehloFunction &function : source.functions)
    if (result.computationIndex.count(function.name))
      return emitError(function.loc)
             << "function '@" << function.name << "' is defined twice";
    else
      result.computationIndex[function.name] = SIZE_MAX;
  for (StablehloFunction &function : source.functions) {
    FailureOr<size_t> index =
        convertBlock(function.name, function.loc, function.body);
    if (failed(index))
      return failure();
    if (function.isPublic)
      result.functions.push_back(*index);
    // The HLO tree refers to the text and to `source.saver`, not to the
    // ops: their memory serves what comes next.
    function.body.operations.clear();
    function.body.operations.shrink_to_fit();
  }
  if (result.functions.empty())
    return emitError(source.functions.front().loc)
           << "the module has no public function";
  result.entryIndex = result.functions.front();
  return std::move(result);
}

} // namespace

bool hlo::isSupportedStablehloOp(StringRef name) {
  return isCall(name) || isReturn(name) || isCheckOp(name) ||
         name == "stablehlo.custom_call" || !elementwiseOpcode(name).empty() ||
         !structuralOpcode(name).empty();
}

FailureOr<HloModule> hlo::convertStablehlo(StablehloModule &module,
                                           llvm::SourceMgr &sourceMgr,
                                           MLIRContext *context, bool checks) {
  return Converter(module, sourceMgr, context, checks).convert();
}
