//===- ExportRecognizer.cpp - the HLO instruction of a linalg op ----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "ExportRecognizer.h"

#include "shapes/Target/HLO/ElementwiseOpcodes.h"
#include "shapes/Target/HLO/ImportHlo.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::hlo;

/// The HLO spelling of a scalar MLIR type, signed or unsigned for integers.
std::string hlo::scalarTypeName(Type type, bool isUnsigned) {
  if (type.isF16())
    return "f16";
  if (type.isBF16())
    return "bf16";
  if (type.isF32())
    return "f32";
  if (type.isF64())
    return "f64";
  if (type.isInteger(1))
    return "pred";
  if (auto integer = dyn_cast<IntegerType>(type))
    return (isUnsigned ? "u" : "s") + std::to_string(integer.getWidth());
  return "";
}

std::string hlo::joinInts(ArrayRef<int64_t> values) {
  return llvm::join(
      llvm::map_range(values, [](int64_t v) { return std::to_string(v); }),
      ",");
}

bool hlo::isInteger(Type t) { return isa<IntegerType>(t) && !t.isInteger(1); }

namespace {

/// The live ops of `block` with their operands (block arguments and earlier
/// results by position), result types and the attributes that select what
/// they compute (`predicate`, `value`, `dim`).
std::string bodySignature(Block &block) {
  llvm::DenseMap<Value, unsigned> ids;
  for (BlockArgument arg : block.getArguments())
    ids[arg] = ids.size();
  // Only the ops the yielded values depend on count.
  llvm::SmallPtrSet<Operation *, 16> live;
  SmallVector<Operation *> worklist = {block.getTerminator()};
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (!live.insert(op).second)
      continue;
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp())
        if (def->getBlock() == &block)
          worklist.push_back(def);
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  for (Operation &op : block) {
    if (!live.contains(&op))
      continue;
    os << op.getName() << "(";
    for (Value operand : op.getOperands()) {
      auto it = ids.find(operand);
      if (it == ids.end())
        os << "?";
      else
        os << it->second;
      os << ",";
    }
    os << ")";
    for (StringRef name : {"predicate", "value", "dim"})
      if (Attribute attr = op.getAttr(name))
        os << name << "=" << attr;
    for (Value result : op.getResults()) {
      os << ":" << result.getType();
      ids[result] = ids.size();
    }
    os << ";";
  }
  return text;
}

/// The signature of a `linalg.map` or `linalg.generic`: its indexing maps,
/// iterator types and body.
std::string opSignature(Operation *op) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << op->getName();
  for (StringRef name : {"indexing_maps", "iterator_types"})
    if (Attribute attr = op->getAttr(name))
      os << " " << name << "=" << attr;
  os << "{" << bodySignature(op->getRegion(0).front()) << "}";
  return text;
}

/// `[2,3]` of a shaped type.
std::string dimsText(Type type) {
  return "[" + joinInts(cast<ShapedType>(type).getShape()) + "]";
}

/// Signed first, then unsigned: an instruction that reads integers as
/// unsigned only matches the second.
SmallVector<bool> signednesses(Type t) {
  return isInteger(t) ? SmallVector<bool>{false, true}
                      : SmallVector<bool>{false};
}

/// The HLO opcode of one scalar `arith` op with the meaning of that opcode
/// on signed integers and floats.
std::optional<StringRef> binaryOpcode(Operation &op) {
  return llvm::TypeSwitch<Operation *, std::optional<StringRef>>(&op)
      .Case<arith::AddFOp, arith::AddIOp>([](auto) { return "add"; })
      .Case<arith::SubFOp, arith::SubIOp>([](auto) { return "subtract"; })
      .Case<arith::MulFOp, arith::MulIOp>([](auto) { return "multiply"; })
      .Case<arith::DivFOp>([](auto) { return "divide"; })
      .Case<arith::MaximumFOp, arith::MaxSIOp>([](auto) { return "maximum"; })
      .Case<arith::MinimumFOp, arith::MinSIOp>([](auto) { return "minimum"; })
      .Case<arith::AndIOp>([](auto) { return "and"; })
      .Case<arith::OrIOp>([](auto) { return "or"; })
      .Case<arith::XOrIOp>([](auto) { return "xor"; })
      .Default([](Operation *) { return std::nullopt; });
}

} // namespace

const std::string &Recognizer::importedSignature(const Candidate &candidate) {
  std::string text = candidate.moduleText();
  auto it = cache.find(text);
  if (it != cache.end())
    return it->second;
  std::string signature;
  {
    // Candidates outside the importer's subset are expected to fail.
    ScopedDiagnosticHandler silence(context,
                                    [](Diagnostic &) { return success(); });
    llvm::SourceMgr sourceMgr;
    sourceMgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text),
                                 llvm::SMLoc());
    OwningOpRef<ModuleOp> module = importHloModule(sourceMgr, context);
    if (module) {
      SmallVector<Operation *> ops;
      module->walk([&](Operation *op) {
        if (isa<linalg::MapOp, linalg::GenericOp>(op))
          ops.push_back(op);
      });
      if (ops.size() == 1)
        signature = opSignature(ops.front());
    }
  }
  return cache.emplace(text, signature).first->second;
}

std::optional<Candidate> Recognizer::firstMatch(ArrayRef<Candidate> candidates,
                                                const std::string &signature) {
  for (const Candidate &candidate : candidates) {
    if (candidate.resultType.empty() ||
        llvm::any_of(candidate.operandTypes,
                     [](const std::string &t) { return t.empty(); }))
      continue;
    if (importedSignature(candidate) == signature)
      return candidate;
  }
  return std::nullopt;
}

namespace {

/// Erases the ops of `region` whose results nothing reads.
void eraseDeadOps(Region &region) {
  for (Block &block : region)
    for (Operation &op : llvm::make_early_inc_range(llvm::reverse(block)))
      if (isOpTriviallyDead(&op))
        op.erase();
}

/// A region that drops its ops' uses before they are destroyed.
struct ScratchRegion {
  Region region;
  ~ScratchRegion() { region.dropAllReferences(); }
};

/// The element types of `candidate` that are read with signedness
/// `isUnsigned`, `resultUnsigned` for the result, or nothing when one has no
/// XLA counterpart.
std::optional<ElementwiseTypes> elementTypes(ArrayRef<Type> operands,
                                             Type result, bool isUnsigned,
                                             bool resultUnsigned) {
  ElementwiseTypes types;
  for (Type operand : operands) {
    std::optional<xla::PrimitiveType> type =
        getPrimitiveType(operand, isUnsigned);
    if (!type)
      return std::nullopt;
    types.operands.push_back(*type);
  }
  std::optional<xla::PrimitiveType> type =
      getPrimitiveType(result, resultUnsigned);
  if (!type)
    return std::nullopt;
  types.result = *type;
  return types;
}

/// The instructions of `opcode` on scalars of `operands` and `result`,
/// integers read with signedness `isUnsigned`: every `convert` result
/// signedness, every `compare` direction and type, in the order the
/// exporter tries them.
SmallVector<std::pair<ElementwiseTypes, std::string>>
instructionVariants(const ElementwiseOpcode &opcode, ArrayRef<Type> operands,
                    Type result, bool isUnsigned) {
  SmallVector<std::pair<ElementwiseTypes, std::string>> variants;
  auto add = [&](bool resultUnsigned) {
    if (std::optional<ElementwiseTypes> types =
            elementTypes(operands, result, isUnsigned, resultUnsigned))
      variants.push_back({*types, ""});
  };
  if (opcode.name == "convert") {
    for (bool resultUnsigned : signednesses(result))
      add(resultUnsigned);
    return variants;
  }
  if (opcode.name != "compare") {
    add(isUnsigned);
    return variants;
  }
  std::optional<ElementwiseTypes> types =
      elementTypes(operands, result, isUnsigned, isUnsigned);
  if (!types)
    return variants;
  for (ComparisonDirection direction :
       {ComparisonDirection::eq, ComparisonDirection::ne,
        ComparisonDirection::lt, ComparisonDirection::le,
        ComparisonDirection::gt, ComparisonDirection::ge})
    for (CompareType kind : {CompareType::Signed, CompareType::Unsigned,
                             CompareType::Float, CompareType::TotalOrder}) {
      types->direction = direction;
      types->compareType = kind;
      variants.push_back(
          {*types,
           (", direction=" + stringifyComparisonDirection(direction).upper() +
            ", type=" + stringifyCompareType(kind))
               .str()});
    }
  return variants;
}

/// True when `opcode` on `types` has the body `liveBody` (the live ops of a
/// map body): its body is built into a scratch region of the same block
/// arguments and compared.
bool hasBody(MLIRContext *context, const ElementwiseOpcode &opcode,
             const ElementwiseTypes &types, Region &liveBody) {
  Block &block = liveBody.front();
  ScratchRegion scratch;
  Block *scratchBlock = new Block();
  scratch.region.push_back(scratchBlock);
  for (BlockArgument arg : block.getArguments())
    scratchBlock->addArgument(arg.getType(), arg.getLoc());
  OpBuilder builder(context);
  builder.setInsertionPointToEnd(scratchBlock);
  Location loc = builder.getUnknownLoc();
  Value yielded = opcode.build(
      builder, loc, scratchBlock->getArguments().take_front(opcode.arity),
      types);
  if (!yielded)
    return false;
  linalg::YieldOp::create(builder, loc, yielded);
  eraseDeadOps(scratch.region);
  return OperationEquivalence::isRegionEquivalentTo(
      &scratch.region, &liveBody, OperationEquivalence::IgnoreLocations);
}

} // namespace

std::optional<Candidate> Recognizer::recognizeMap(linalg::MapOp mapOp) {
  size_t arity = mapOp.getInputs().size();
  SmallVector<Type> types;
  for (Value input : mapOp.getInputs())
    types.push_back(cast<ShapedType>(input.getType()).getElementType());
  Type resultElement =
      cast<ShapedType>(mapOp.getInit().getType()).getElementType();
  if (arity == 0 || mapOp.getMapper().front().getNumArguments() < arity)
    return std::nullopt;

  // Only the ops the yielded value depends on count.
  ScratchRegion liveBody;
  IRMapping mapping;
  mapOp.getMapper().cloneInto(&liveBody.region, mapping);
  eraseDeadOps(liveBody.region);

  // Signed first, then unsigned: an instruction that reads integers as
  // unsigned only matches the second. A select's signedness is that of its
  // result, its predicate being pred.
  Type signednessOf = arity == 3 ? resultElement : types[0];
  for (bool isUnsigned : signednesses(signednessOf))
    for (const ElementwiseOpcode &opcode : getElementwiseOpcodes()) {
      if (opcode.arity != arity)
        continue;
      for (auto &[elementTypes, attributes] :
           instructionVariants(opcode, types, resultElement, isUnsigned)) {
        if (!hasBody(context, opcode, elementTypes, liveBody.region))
          continue;
        Candidate candidate;
        candidate.opcode = opcode.name.str();
        for (xla::PrimitiveType type : elementTypes.operands)
          candidate.operandTypes.push_back(
              std::string(xla::primitiveTypeName(type)));
        candidate.resultType =
            std::string(xla::primitiveTypeName(elementTypes.result));
        candidate.attributes = attributes;
        return candidate;
      }
    }
  return std::nullopt;
}

std::optional<Candidate>
Recognizer::recognizeGeneric(linalg::GenericOp generic) {
  if (generic.getNumResults() != 1 || generic.getOutputs().size() != 1)
    return std::nullopt;
  SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
  Type resultType = generic.getResult(0).getType();
  Type resultElement = getElementTypeOrSelf(resultType);
  std::vector<Candidate> candidates;
  auto candidate = [&](StringRef opcode, bool isUnsigned,
                       std::string attributes) {
    Candidate c;
    c.opcode = opcode.str();
    for (Value input : generic.getInputs()) {
      c.operandTypes.push_back(
          scalarTypeName(getElementTypeOrSelf(input.getType()), isUnsigned));
      c.operandDims.push_back(dimsText(input.getType()));
    }
    c.resultType = scalarTypeName(resultElement, isUnsigned);
    c.resultDims = dimsText(resultType);
    c.attributes = std::move(attributes);
    candidates.push_back(c);
  };
  size_t inputs = generic.getInputs().size();
  int64_t rank = cast<ShapedType>(resultType).getRank();
  if (inputs == 0) {
    for (int64_t d = 0; d < rank; ++d)
      for (bool u : signednesses(resultElement))
        candidate("iota", u, ", iota_dimension=" + std::to_string(d));
  } else if (inputs == 1) {
    // reverse: the input's map reads `size - 1 - d` in reversed dimensions.
    SmallVector<int64_t> reversed;
    for (auto [d, expr] : llvm::enumerate(maps[0].getResults()))
      if (!isa<AffineDimExpr>(expr))
        reversed.push_back(d);
    candidate("reverse", false, ", dimensions={" + joinInts(reversed) + "}");
  } else if (inputs == 2 && maps.size() == 3) {
    // dot: reduction loops are contracted, parallel loops that both
    // operands read are batch dimensions.
    auto iterators = generic.getIteratorTypesArray();
    SmallVector<int64_t> lhsBatch, rhsBatch, lhsContracting, rhsContracting;
    for (unsigned loop = 0; loop < iterators.size(); ++loop) {
      std::optional<unsigned> l = maps[0].getResultPosition(
          getAffineDimExpr(loop, generic.getContext()));
      std::optional<unsigned> r = maps[1].getResultPosition(
          getAffineDimExpr(loop, generic.getContext()));
      if (!l || !r)
        continue;
      if (iterators[loop] == utils::IteratorType::reduction) {
        lhsContracting.push_back(*l);
        rhsContracting.push_back(*r);
      } else {
        lhsBatch.push_back(*l);
        rhsBatch.push_back(*r);
      }
    }
    std::string attributes;
    if (!lhsBatch.empty())
      attributes += ", lhs_batch_dims={" + joinInts(lhsBatch) +
                    "}, rhs_batch_dims={" + joinInts(rhsBatch) + "}";
    attributes += ", lhs_contracting_dims={" + joinInts(lhsContracting) +
                  "}, rhs_contracting_dims={" + joinInts(rhsContracting) + "}";
    for (bool u : signednesses(resultElement))
      candidate("dot", u, attributes);
  }
  return firstMatch(candidates, opSignature(generic));
}

std::optional<StringRef> hlo::singleOpOpcode(linalg::MapOp mapOp) {
  Block &body = mapOp.getMapper().front();
  if (body.getOperations().size() != 2)
    return std::nullopt;
  Operation &op = body.front();
  auto yield = cast<linalg::YieldOp>(body.back());
  if (yield.getNumOperands() != 1 || yield.getOperand(0) != op.getResult(0))
    return std::nullopt;
  size_t arity = mapOp.getInputs().size();
  if (op.getNumOperands() != arity)
    return std::nullopt;
  for (auto [i, operand] : llvm::enumerate(op.getOperands()))
    if (operand != body.getArgument(i))
      return std::nullopt;
  return binaryOpcode(op);
}

std::optional<StringRef> hlo::reducerOpcode(linalg::ReduceOp reduceOp) {
  Block &body = reduceOp.getCombiner().front();
  if (body.getOperations().size() != 2 || body.getNumArguments() != 2)
    return std::nullopt;
  Operation &op = body.front();
  if (body.back().getOperand(0) != op.getResult(0) ||
      op.getNumOperands() != 2 || !llvm::all_of(op.getOperands(), [&](Value v) {
        return isa<BlockArgument>(v) && v.getParentBlock() == &body;
      }))
    return std::nullopt;
  // The importer reads reducers of the commutative ops only.
  std::optional<StringRef> opcode = binaryOpcode(op);
  if (opcode == "subtract" || opcode == "divide")
    return std::nullopt;
  return opcode;
}
