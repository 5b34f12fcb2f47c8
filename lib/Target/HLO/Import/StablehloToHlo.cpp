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

namespace mlir::shapes::hlo::stablehlo {

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

} // namespace mlir::shapes::hlo::stablehlo

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
    llvm::DenseMap<StringRef, int64_t> outerCounts = std::move(resultCounts);
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
  resultCounts.reserve(block.arguments.size() + block.operations.size());
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
