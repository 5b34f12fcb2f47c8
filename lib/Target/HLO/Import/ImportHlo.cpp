//===- ImportHlo.cpp - HLO module text to MLIR ----------------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The driver of the import: the ENTRY computation becomes a public
// `func.func`, its parameters the arguments in parameter-number order and
// the leaves of its ROOT the results. `entry_computation_layout` fixes the
// signature's layouts. `fusion` and `call` are inlined, and tuples exist
// only during the import: `tuple` and `get-tuple-element` pick values, and
// `copy` of a tuple relays out its leaves.
//
//===----------------------------------------------------------------------===//

#include "shapes/Target/HLO/ImportHlo.h"

#include "HloText.h"
#include "Importer.h"

#include "shapes/Dialect/Shapes/IR/ShapesDialect.h"
#include "shapes/Dialect/Shapes/IR/ShapesOps.h"
#include "shapes/Target/HLO/XlaShapeType.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Utils/Utils.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::hlo;

//===----------------------------------------------------------------------===//
// InstructionContext
//===----------------------------------------------------------------------===//

InstructionContext::InstructionContext(Importer &importer,
                                       const HloInstruction &instruction,
                                       std::vector<const HloValue *> operands,
                                       RankedTensorType resultType)
    : instruction(instruction), operands(std::move(operands)),
      resultType(resultType), builder(importer.builder),
      loc(importer.getOpLoc(instruction.loc)), importer(importer) {}

InFlightDiagnostic InstructionContext::emitError() {
  return importer.emitError(instruction.opcodeLoc);
}

InFlightDiagnostic InstructionContext::emitError(llvm::SMLoc at) {
  return importer.emitError(at);
}

LogicalResult InstructionContext::expectArrayOperands(size_t count) {
  if (operands.size() != count)
    return emitError() << "'" << instruction.opcode << "' takes " << count
                       << " operand" << (count == 1 ? "" : "s") << ", got "
                       << operands.size();
  for (auto [i, operand] : llvm::enumerate(operands))
    if (operand->isTuple())
      return emitError(instruction.operands[i].loc)
             << "operand " << i << " of '" << instruction.opcode
             << "' is a tuple, an array is expected";
  if (!resultType)
    return emitError(instruction.shapeLoc)
           << "'" << instruction.opcode << "' yields an array, not a tuple";
  return success();
}

FailureOr<const HloAttribute *>
InstructionContext::requireAttribute(StringRef name) {
  if (const HloAttribute *attr = instruction.findAttribute(name))
    return attr;
  return emitError() << "'" << instruction.opcode << "' needs the attribute '"
                     << name << "'";
}

FailureOr<SmallVector<int64_t>>
InstructionContext::intListAttribute(StringRef name) {
  FailureOr<const HloAttribute *> attr = requireAttribute(name);
  if (failed(attr))
    return failure();
  StringRef text = (*attr)->value.trim();
  if (!text.consume_front("{") || !text.consume_back("}"))
    return emitError((*attr)->valueLoc)
           << "'" << name << "' must be a list such as {1,0}";
  SmallVector<int64_t> values;
  text = text.trim();
  if (text.empty())
    return values;
  SmallVector<StringRef> pieces;
  text.split(pieces, ',');
  for (StringRef piece : pieces) {
    int64_t value;
    if (piece.trim().getAsInteger(10, value))
      return emitError((*attr)->valueLoc)
             << "'" << name << "' has a non-integer entry '" << piece.trim()
             << "'";
    values.push_back(value);
  }
  return values;
}

FailureOr<int64_t> InstructionContext::intAttribute(StringRef name) {
  FailureOr<const HloAttribute *> attr = requireAttribute(name);
  if (failed(attr))
    return failure();
  int64_t value;
  if ((*attr)->value.trim().getAsInteger(10, value))
    return emitError((*attr)->valueLoc)
           << "'" << name << "' must be an integer, got '" << (*attr)->value
           << "'";
  return value;
}

FailureOr<const HloComputation *>
InstructionContext::computationAttribute(StringRef name) {
  FailureOr<const HloAttribute *> attr = requireAttribute(name);
  if (failed(attr))
    return failure();
  StringRef computationName = (*attr)->value.trim();
  computationName.consume_front("%");
  if (const HloComputation *computation =
          importer.module.findComputation(computationName))
    return computation;
  return emitError((*attr)->valueLoc)
         << "no computation named '" << computationName << "'";
}

mlir::Value InstructionContext::relayout(mlir::Value value,
                                         RankedTensorType type) {
  if (value.getType() == type)
    return value;
  return RelayoutOp::create(builder, loc, type, value);
}

mlir::Value InstructionContext::toDefaultLayout(mlir::Value value) {
  auto type = cast<RankedTensorType>(value.getType());
  return relayout(
      value, RankedTensorType::get(type.getShape(), type.getElementType()));
}

HloValue InstructionContext::result(mlir::Value tensor) {
  HloValue value;
  value.tensor = tensor;
  value.shape = instruction.shape;
  return value;
}

HloValue InstructionContext::finish(mlir::Value defaultLayoutValue) {
  return result(relayout(defaultLayoutValue, resultType));
}

mlir::Value InstructionContext::empty(RankedTensorType type,
                                      ValueRange dynamicSizes) {
  return tensor::EmptyOp::create(builder, loc, type.getShape(),
                                 type.getElementType(), dynamicSizes,
                                 type.getEncoding());
}

HloValue InstructionContext::map(
    ValueRange inputs,
    function_ref<mlir::Value(OpBuilder &, Location, ValueRange)> body) {
  // The sizes come first, from an input as it is: a relayout then has the
  // map as its only user, which the exporter reads as no copy.
  SmallVector<mlir::Value> sizes;
  if (!resultType.hasStaticShape())
    sizes = tensor::createDynamicDimValues(builder, loc, inputs.front());
  SmallVector<mlir::Value> relaid;
  for (mlir::Value input : inputs) {
    auto type = cast<RankedTensorType>(input.getType());
    relaid.push_back(
        relayout(input, RankedTensorType::get(resultType.getShape(),
                                              type.getElementType(),
                                              resultType.getEncoding())));
  }
  auto mapOp = linalg::MapOp::create(
      builder, loc, relaid, empty(resultType, sizes),
      [&](OpBuilder &b, Location bodyLoc, ValueRange args) {
        // The last argument is the init's element, which no body reads.
        mlir::Value yielded = body(b, bodyLoc, args.drop_back());
        linalg::YieldOp::create(b, bodyLoc, yielded);
      });
  return result(mapOp.getResult()[0]);
}

//===----------------------------------------------------------------------===//
// Importer
//===----------------------------------------------------------------------===//

Importer::Importer(llvm::SourceMgr &sourceMgr, MLIRContext *context,
                   const HloModule &module, const HloImportOptions &options)
    : builder(context), module(module), locations(sourceMgr, context),
      options(options), moduleLoc(UnknownLoc::get(context)) {
  registerElementwiseEmitters(emitters);
  registerStructuralEmitters(emitters);
  registerSlicingEmitters(emitters);
  registerReductionEmitters(emitters);
  registerConvertEmitters(emitters);
}

size_t Importer::ShapeHash::operator()(const xla::Shape &shape) const {
  // Shapes that compare equal hash alike; a field left out of the hash
  // would only make more of them collide. FNV-1a over 64-bit words: the
  // shapes are short.
  uint64_t hash = 0xcbf29ce484222325;
  auto mix = [&](uint64_t word) { hash = (hash ^ word) * 0x100000001b3; };
  mix(shape.isTuple);
  mix(static_cast<uint64_t>(shape.elementType));
  mix(shape.dims.size());
  for (int64_t size : shape.dims)
    mix(size);
  mix(shape.minorToMajor.has_value());
  if (shape.minorToMajor)
    for (int64_t dim : *shape.minorToMajor)
      mix(dim);
  mix(shape.tupleElements.size());
  return hash;
}

RankedTensorType Importer::getType(const xla::Shape &shape, llvm::SMLoc loc) {
  // getTensorType depends on the shape alone: a shape met before has its
  // type already. Only the types of valid shapes are kept.
  auto it = tensorTypes.find(shape);
  if (it != tensorTypes.end())
    return it->second;
  RankedTensorType type = getTensorType(builder.getContext(), shape,
                                        [&] { return emitError(loc); });
  if (type)
    tensorTypes.emplace(shape, type);
  return type;
}

namespace {

/// The parameter number of a `parameter` instruction.
FailureOr<int64_t> getParameterNumber(Importer &importer,
                                      const HloInstruction &instruction) {
  int64_t number;
  if (instruction.payload.trim().getAsInteger(10, number) || number < 0)
    return importer.emitError(instruction.payloadLoc)
           << "expected a parameter number, got '" << instruction.payload
           << "'";
  return number;
}

/// True when `a` and `b` have the same dimensions (dynamic ones alike) and
/// element types, leaf by leaf; layouts may differ.
bool sameValues(const xla::Shape &a, const xla::Shape &b) {
  if (a.isTuple != b.isTuple)
    return false;
  if (!a.isTuple)
    return a.elementType == b.elementType && xla::sameDimensions(a, b);
  if (a.tupleElements.size() != b.tupleElements.size())
    return false;
  return llvm::all_of(llvm::zip_equal(a.tupleElements, b.tupleElements),
                      [](auto pair) {
                        return sameValues(std::get<0>(pair), std::get<1>(pair));
                      });
}

/// `value` as a value of `shape`, relaying out every leaf whose layout
/// differs. `shape` must hold the same values (sameValues).
FailureOr<HloValue> adaptTo(Importer &importer, const HloValue &value,
                            const xla::Shape &shape, llvm::SMLoc loc) {
  HloValue adapted;
  adapted.shape = shape;
  if (shape.isTuple) {
    for (auto [element, elementShape] :
         llvm::zip_equal(value.elements, shape.tupleElements)) {
      FailureOr<HloValue> leaf = adaptTo(importer, element, elementShape, loc);
      if (failed(leaf))
        return failure();
      adapted.elements.push_back(std::move(*leaf));
    }
    return adapted;
  }
  RankedTensorType type = importer.getType(shape, loc);
  if (!type)
    return failure();
  adapted.tensor = value.tensor;
  if (value.tensor.getType() != type)
    adapted.tensor = RelayoutOp::create(
        importer.builder, importer.getOpLoc(loc), type, value.tensor);
  return adapted;
}

void printShapeDiagnostic(InFlightDiagnostic &diag, const xla::Shape &shape) {
  diag << xla::printShape(shape);
}

void flattenLeaves(const HloValue &value,
                   SmallVectorImpl<mlir::Value> &leaves) {
  if (!value.isTuple()) {
    leaves.push_back(value.tensor);
    return;
  }
  for (const HloValue &element : value.elements)
    flattenLeaves(element, leaves);
}

void flattenShapes(const xla::Shape &shape,
                   SmallVectorImpl<const xla::Shape *> &leaves) {
  if (!shape.isTuple) {
    leaves.push_back(&shape);
    return;
  }
  for (const xla::Shape &element : shape.tupleElements)
    flattenShapes(element, leaves);
}

/// A value of `shape` made of the block arguments from `next` on.
HloValue buildFromArguments(const xla::Shape &shape, Block &block,
                            unsigned &next) {
  HloValue value;
  value.shape = shape;
  if (!shape.isTuple) {
    value.tensor = block.getArgument(next++);
    return value;
  }
  for (const xla::Shape &element : shape.tupleElements)
    value.elements.push_back(buildFromArguments(element, block, next));
  return value;
}

} // namespace

LogicalResult
Importer::rejectDynamicShapes(const HloInstruction &instruction,
                              ArrayRef<const HloValue *> operands) {
  auto fail = [&](const Twine &what, const xla::Shape &shape) {
    return emitError(instruction.opcodeLoc)
           << "dynamic shapes are not supported for '" << instruction.opcode
           << "': " << what << " has shape " << xla::printShape(shape);
  };
  for (auto [i, operand] : llvm::enumerate(operands))
    if (operand->shape.isDynamic())
      return fail("operand " + Twine(i), operand->shape);
  if (instruction.shape.isDynamic())
    return fail("the result", instruction.shape);
  return success();
}

FailureOr<HloValue>
Importer::emitParameter(const HloInstruction &instruction,
                        ArrayRef<const HloValue *> arguments) {
  FailureOr<int64_t> number = getParameterNumber(*this, instruction);
  if (failed(number))
    return failure();
  if (*number >= static_cast<int64_t>(arguments.size()))
    return emitError(instruction.payloadLoc)
           << "parameter " << *number << " does not exist: the computation "
           << "is given " << arguments.size() << " argument"
           << (arguments.size() == 1 ? "" : "s");
  const HloValue &argument = *arguments[*number];
  if (!sameValues(argument.shape, instruction.shape)) {
    InFlightDiagnostic diag = emitError(instruction.shapeLoc)
                              << "parameter " << *number << " has shape ";
    printShapeDiagnostic(diag, instruction.shape);
    diag << " but is given ";
    printShapeDiagnostic(diag, argument.shape);
    return diag;
  }
  return adaptTo(*this, argument, instruction.shape, instruction.loc);
}

FailureOr<HloValue> Importer::emitTuple(const HloInstruction &instruction,
                                        ArrayRef<const HloValue *> operands) {
  if (!instruction.shape.isTuple ||
      instruction.shape.tupleElements.size() != operands.size())
    return emitError(instruction.shapeLoc)
           << "'tuple' of " << operands.size()
           << " operands needs a tuple shape of as many elements";
  HloValue tuple;
  tuple.shape = xla::Shape::tuple({});
  for (const HloValue *operand : operands) {
    tuple.elements.push_back(*operand);
    tuple.shape.tupleElements.push_back(operand->shape);
  }
  if (!sameValues(tuple.shape, instruction.shape))
    return emitError(instruction.shapeLoc)
           << "the shape of 'tuple' does not match its operands";
  return adaptTo(*this, tuple, instruction.shape, instruction.loc);
}

FailureOr<HloValue> Importer::emitGetTupleElement(InstructionContext &context) {
  const HloInstruction &instruction = context.instruction;
  FailureOr<int64_t> index = context.intAttribute("index");
  if (failed(index))
    return failure();
  if (context.operands.size() != 1 || !context.operands[0]->isTuple())
    return context.emitError() << "'get-tuple-element' takes one tuple";
  const HloValue &tuple = *context.operands[0];
  if (*index < 0 || *index >= static_cast<int64_t>(tuple.elements.size()))
    return context.emitError()
           << "tuple index " << *index << " is out of range for a tuple of "
           << tuple.elements.size() << " elements";
  const HloValue &element = tuple.elements[*index];
  if (!sameValues(element.shape, instruction.shape))
    return emitError(instruction.shapeLoc)
           << "the shape of 'get-tuple-element' does not match element "
           << *index << " of its operand";
  return adaptTo(*this, element, instruction.shape, instruction.loc);
}

FailureOr<HloValue> Importer::emitCall(InstructionContext &context) {
  const HloInstruction &instruction = context.instruction;
  StringRef opcode = instruction.opcode;
  FailureOr<const HloComputation *> callee =
      context.computationAttribute(opcode == "fusion" ? "calls" : "to_apply");
  if (failed(callee))
    return failure();
  FailureOr<HloValue> root =
      emitComputation(**callee, context.operands, instruction.opcodeLoc);
  if (failed(root))
    return failure();
  if (!sameValues(root->shape, instruction.shape))
    return emitError(instruction.shapeLoc)
           << "the shape of '" << opcode << "' does not match the ROOT of '"
           << (*callee)->name << "'";
  return adaptTo(*this, *root, instruction.shape, instruction.loc);
}

FailureOr<HloValue> Importer::emitInstruction(
    const HloInstruction &instruction, const HloComputation &computation,
    ArrayRef<HloValue> values, ArrayRef<const HloValue *> arguments) {
  std::vector<const HloValue *> operands;
  for (const HloOperand &operand : instruction.operands) {
    // An operand is an instruction before this one.
    auto it = computation.instructionIndex.find(operand.name);
    if (it == computation.instructionIndex.end() || it->second >= values.size())
      return emitError(operand.loc)
             << "use of undefined instruction '" << operand.name << "'";
    operands.push_back(&values[it->second]);
  }
  RankedTensorType resultType;
  if (!instruction.shape.isTuple) {
    resultType = getType(instruction.shape, instruction.shapeLoc);
    if (!resultType)
      return failure();
  }
  InstructionContext context(*this, instruction, operands, resultType);
  StringRef opcode = instruction.opcode;

  if (opcode == "parameter")
    return emitParameter(instruction, arguments);
  if (opcode == "tuple")
    return emitTuple(instruction, operands);
  // A copy of a tuple copies each leaf into the layout of its shape.
  if (opcode == "copy" && operands.size() == 1 && operands[0]->isTuple()) {
    if (!sameValues(operands[0]->shape, instruction.shape))
      return emitError(instruction.shapeLoc)
             << "the shape of 'copy' does not match its operand";
    return adaptTo(*this, *operands[0], instruction.shape, instruction.loc);
  }
  if (opcode == "get-tuple-element")
    return emitGetTupleElement(context);
  if (opcode == "fusion" || opcode == "call")
    return emitCall(context);

  auto it = emitters.find(opcode);
  if (it == emitters.end())
    return emitError(instruction.opcodeLoc)
           << "HLO opcode '" << opcode << "' is not supported";
  if (!it->second.dynamic && failed(rejectDynamicShapes(instruction, operands)))
    return failure();
  return it->second.emit(context);
}

FailureOr<HloValue>
Importer::emitComputation(const HloComputation &computation,
                          ArrayRef<const HloValue *> arguments,
                          llvm::SMLoc callLoc) {
  if (llvm::is_contained(callStack, &computation))
    return emitError(callLoc)
           << "computation '" << computation.name << "' calls itself";
  callStack.push_back(&computation);
  // The value of each instruction, in order. Room for all of them up front:
  // the emitters hold pointers to the values of their operands.
  std::vector<HloValue> values;
  values.reserve(computation.instructions.size());
  for (const HloInstruction &instruction : computation.instructions) {
    FailureOr<HloValue> value =
        emitInstruction(instruction, computation, values, arguments);
    if (failed(value))
      return failure();
    values.push_back(std::move(*value));
  }
  callStack.pop_back();
  return std::move(values[computation.rootIndex]);
}

OwningOpRef<ModuleOp> Importer::importModule(HloEntrySignature *signature) {
  const HloComputation &entry = module.computations[module.entryIndex];
  std::optional<StringRef> name;
  if (!module.name.empty())
    name = module.name;
  moduleLoc = getLoc(entry.loc);
  OwningOpRef<ModuleOp> result = ModuleOp::create(moduleLoc, name);
  std::vector<size_t> functions = module.functions;
  if (functions.empty())
    functions.push_back(module.entryIndex);
  for (size_t index : functions)
    if (failed(importFunction(
            *result, index, index == module.entryIndex ? signature : nullptr)))
      return nullptr;
  if (options.verify && failed(verify(*result)))
    return nullptr;
  return result;
}

FailureOr<std::vector<const HloInstruction *>>
Importer::collectParameters(const HloComputation &entry) {
  std::vector<const HloInstruction *> parameters;
  for (const HloInstruction &instruction : entry.instructions) {
    if (instruction.opcode != "parameter")
      continue;
    FailureOr<int64_t> number = getParameterNumber(*this, instruction);
    if (failed(number))
      return failure();
    if (*number >= static_cast<int64_t>(entry.instructions.size()))
      return emitError(instruction.payloadLoc)
             << "parameter number " << *number
             << " is not below the number of parameters";
    if (static_cast<int64_t>(parameters.size()) <= *number)
      parameters.resize(*number + 1, nullptr);
    if (parameters[*number])
      return emitError(instruction.payloadLoc)
             << "parameter number " << *number << " is used twice";
    parameters[*number] = &instruction;
  }
  for (auto [number, parameter] : llvm::enumerate(parameters))
    if (!parameter)
      return emitError(entry.loc) << "ENTRY computation '" << entry.name
                                  << "' has no parameter " << number;
  return parameters;
}

FailureOr<std::vector<xla::Shape>>
Importer::entryArgumentShapes(ArrayRef<const HloInstruction *> parameters,
                              bool isEntry) {
  std::vector<xla::Shape> argumentShapes;
  argumentShapes.reserve(parameters.size());
  for (const HloInstruction *parameter : parameters)
    argumentShapes.push_back(parameter->shape);
  if (!module.entryLayout || !isEntry)
    return argumentShapes;
  const EntryLayout &layout = *module.entryLayout;
  if (layout.parameters.size() != parameters.size())
    return emitError(layout.loc)
           << "entry_computation_layout has " << layout.parameters.size()
           << " parameters, the ENTRY computation " << parameters.size();
  for (auto [number, shape] : llvm::enumerate(layout.parameters)) {
    if (!sameValues(shape, argumentShapes[number]))
      return emitError(layout.loc)
             << "entry_computation_layout gives parameter " << number
             << " the shape " << xla::printShape(shape)
             << ", the ENTRY computation "
             << xla::printShape(argumentShapes[number]);
    argumentShapes[number] = shape;
  }
  return argumentShapes;
}

FailureOr<HloValue> Importer::adaptToEntryLayout(const HloValue &root,
                                                 bool isEntry) {
  if (!module.entryLayout || !isEntry)
    return root;
  const HloComputation &entry = module.computations[module.entryIndex];
  const xla::Shape &resultShape = module.entryLayout->result;
  if (!sameValues(resultShape, root.shape))
    return emitError(module.entryLayout->loc)
           << "entry_computation_layout gives the result the shape "
           << xla::printShape(resultShape) << ", the ENTRY computation's ROOT "
           << xla::printShape(root.shape);
  return adaptTo(*this, root, resultShape, entry.root().loc);
}

LogicalResult Importer::importFunction(ModuleOp result, size_t index,
                                       HloEntrySignature *signature) {
  const HloComputation &entry = module.computations[index];
  bool isEntry = index == module.entryIndex;
  // The parameters in parameter-number order, and the signature's shapes:
  // entry_computation_layout's, or the parameters' own.
  FailureOr<std::vector<const HloInstruction *>> parameters =
      collectParameters(entry);
  if (failed(parameters))
    return failure();
  FailureOr<std::vector<xla::Shape>> argumentShapes =
      entryArgumentShapes(*parameters, isEntry);
  if (failed(argumentShapes))
    return failure();

  SmallVector<const xla::Shape *> argumentLeaves;
  for (const xla::Shape &shape : *argumentShapes)
    flattenShapes(shape, argumentLeaves);
  SmallVector<Type> argumentTypes;
  for (const xla::Shape *leaf : argumentLeaves) {
    RankedTensorType type = getType(*leaf, entry.loc);
    if (!type)
      return failure();
    argumentTypes.push_back(type);
  }

  builder.setInsertionPointToEnd(result.getBody());
  auto func = func::FuncOp::create(builder, getOpLoc(entry.loc), entry.name,
                                   builder.getFunctionType(argumentTypes, {}));
  Block *body = func.addEntryBlock();
  builder.setInsertionPointToEnd(body);

  std::vector<HloValue> arguments;
  arguments.reserve(argumentShapes->size());
  unsigned next = 0;
  for (const xla::Shape &shape : *argumentShapes)
    arguments.push_back(buildFromArguments(shape, *body, next));
  std::vector<const HloValue *> argumentPointers;
  argumentPointers.reserve(arguments.size());
  for (const HloValue &argument : arguments)
    argumentPointers.push_back(&argument);

  FailureOr<HloValue> root =
      emitComputation(entry, argumentPointers, entry.loc);
  if (failed(root))
    return failure();
  root = adaptToEntryLayout(*root, isEntry);
  if (failed(root))
    return failure();

  SmallVector<mlir::Value> results;
  flattenLeaves(*root, results);
  func::ReturnOp::create(builder, getOpLoc(entry.root().loc), results);
  func.setFunctionType(
      builder.getFunctionType(argumentTypes, ValueRange(results).getTypes()));
  if (signature) {
    SmallVector<const xla::Shape *> resultLeaves;
    flattenShapes(root->shape, resultLeaves);
    signature->entryName = entry.name.str();
    for (const xla::Shape *leaf : argumentLeaves)
      signature->arguments.push_back(*leaf);
    for (const xla::Shape *leaf : resultLeaves)
      signature->results.push_back(*leaf);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

/// Clears the layouts of `shape` and of its tuple elements.
static void clearLayouts(xla::Shape &shape) {
  shape.minorToMajor.reset();
  for (xla::Shape &element : shape.tupleElements)
    clearLayouts(element);
}

/// HloImportOptions::entryLayoutsOnly: clears every instruction's layout
/// but those of the ENTRY computation's parameters and ROOT, of bitcasts
/// and of their operands.
static void keepEntryLayoutsOnly(HloModule &module) {
  for (HloComputation &computation : module.computations) {
    llvm::DenseSet<StringRef> kept;
    for (const HloInstruction &instruction : computation.instructions)
      if (instruction.opcode == "bitcast")
        for (const HloOperand &operand : instruction.operands)
          kept.insert(operand.name);
    for (auto [index, instruction] :
         llvm::enumerate(computation.instructions)) {
      bool signature =
          computation.isEntry &&
          (instruction.opcode == "parameter" || index == computation.rootIndex);
      if (!signature && instruction.opcode != "bitcast" &&
          !kept.contains(instruction.name))
        clearLayouts(instruction.shape);
    }
  }
}

OwningOpRef<ModuleOp>
mlir::shapes::importHloModule(llvm::SourceMgr &sourceMgr, MLIRContext *context,
                              const HloImportOptions &options,
                              HloEntrySignature *signature) {
  context->loadDialect<ShapesDialect, arith::ArithDialect, func::FuncDialect,
                       linalg::LinalgDialect, math::MathDialect,
                       tensor::TensorDialect>();
  FailureOr<HloModule> module = parseModule(sourceMgr, context);
  if (failed(module))
    return nullptr;
  if (options.entryLayoutsOnly)
    keepEntryLayoutsOnly(*module);
  return Importer(sourceMgr, context, *module, options).importModule(signature);
}
