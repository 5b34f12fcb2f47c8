//===- ExportRecognizer.cpp - the HLO instruction of a linalg op ----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "ExportRecognizer.h"

#include "shapes/Target/HLO/ElementwiseOpcodes.h"
#include "shapes/Target/HLO/StructuralBodies.h"
#include "shapes/Target/HLO/XlaShapeType.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"

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

/// Signed first, then unsigned: an instruction that reads integers as
/// unsigned only matches the second.
SmallVector<bool> signednesses(Type t) {
  return isInteger(t) ? SmallVector<bool>{false, true}
                      : SmallVector<bool>{false};
}

/// The binary opcode (getBinaryOpcodes) of one scalar `arith` op with the
/// meaning of that opcode on signed integers and floats.
std::optional<BinaryOpKind> binaryOpKind(Operation &op) {
  return llvm::TypeSwitch<Operation *, std::optional<BinaryOpKind>>(&op)
      .Case<arith::AddFOp, arith::AddIOp>(
          [](auto) { return BinaryOpKind::Add; })
      .Case<arith::SubFOp, arith::SubIOp>(
          [](auto) { return BinaryOpKind::Sub; })
      .Case<arith::MulFOp, arith::MulIOp>(
          [](auto) { return BinaryOpKind::Mul; })
      .Case<arith::DivFOp>([](auto) { return BinaryOpKind::Div; })
      .Case<arith::MaximumFOp, arith::MaxSIOp>(
          [](auto) { return BinaryOpKind::Max; })
      .Case<arith::MinimumFOp, arith::MinSIOp>(
          [](auto) { return BinaryOpKind::Min; })
      .Case<arith::AndIOp>([](auto) { return BinaryOpKind::And; })
      .Case<arith::OrIOp>([](auto) { return BinaryOpKind::Or; })
      .Case<arith::XOrIOp>([](auto) { return BinaryOpKind::Xor; })
      .Default([](Operation *) { return std::nullopt; });
}

} // namespace

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

/// A scalar body built on the block arguments `args`, or false when there
/// is none to build.
using BodyBuild = function_ref<bool(OpBuilder &, Location, ValueRange args)>;

/// Copies the ops of `body` that its yielded values depend on into `into`.
void cloneLiveOps(Region &body, Region &into) {
  IRMapping mapping;
  body.cloneInto(&into, mapping);
  eraseDeadOps(into);
}

/// True when `build` builds `liveBody` (a region of live ops only, see
/// cloneLiveOps): it builds into a scratch region of the same block
/// arguments, and the two are compared but for their locations.
bool isBuiltBody(MLIRContext *context, Region &liveBody, BodyBuild build) {
  Block &block = liveBody.front();
  ScratchRegion scratch;
  auto *scratchBlock = new Block();
  scratch.region.push_back(scratchBlock);
  for (BlockArgument arg : block.getArguments())
    scratchBlock->addArgument(arg.getType(), arg.getLoc());
  OpBuilder builder(context);
  builder.setInsertionPointToEnd(scratchBlock);
  if (!build(builder, builder.getUnknownLoc(), scratchBlock->getArguments()))
    return false;
  eraseDeadOps(scratch.region);
  return OperationEquivalence::isRegionEquivalentTo(
      &scratch.region, &liveBody, OperationEquivalence::IgnoreLocations);
}

/// True when `opcode` on `types` has the body `liveBody` (the live ops of a
/// map body).
bool hasBody(MLIRContext *context, const ElementwiseOpcode &opcode,
             const ElementwiseTypes &types, Region &liveBody) {
  return isBuiltBody(
      context, liveBody, [&](OpBuilder &b, Location loc, ValueRange args) {
        Value yielded =
            opcode.build(b, loc, args.take_front(opcode.arity), types);
        if (!yielded)
          return false;
        linalg::YieldOp::create(b, loc, yielded);
        return true;
      });
}

/// The candidate `opcode` on elements `operands` into `result`.
Candidate makeCandidate(StringRef opcode, ArrayRef<xla::PrimitiveType> operands,
                        xla::PrimitiveType result, std::string attributes) {
  Candidate candidate;
  candidate.opcode = opcode.str();
  for (xla::PrimitiveType type : operands)
    candidate.operandTypes.push_back(std::string(xla::primitiveTypeName(type)));
  candidate.resultType = std::string(xla::primitiveTypeName(result));
  candidate.attributes = std::move(attributes);
  return candidate;
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
  cloneLiveOps(mapOp.getMapper(), liveBody.region);

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
        return makeCandidate(opcode.name, elementTypes.operands,
                             elementTypes.result, attributes);
      }
    }
  return std::nullopt;
}

namespace {

/// True when `generic` has the indexing maps `maps` and the iterator types
/// `iterators`.
bool hasLoops(linalg::GenericOp generic, ArrayRef<AffineMap> maps,
              ArrayRef<utils::IteratorType> iterators) {
  return ArrayRef<AffineMap>(generic.getIndexingMapsArray()) == maps &&
         ArrayRef<utils::IteratorType>(generic.getIteratorTypesArray()) ==
             iterators;
}

ShapedType shapedType(Value value) { return cast<ShapedType>(value.getType()); }

/// An iota: no input, an identity output map, parallel loops, and the body
/// of one of the result's dimensions.
std::optional<Candidate> recognizeIota(linalg::GenericOp generic,
                                       Region &liveBody) {
  ShapedType type = shapedType(generic.getResult(0));
  MLIRContext *context = generic.getContext();
  int64_t rank = type.getRank();
  std::optional<xla::PrimitiveType> kind =
      getPrimitiveType(type.getElementType(), /*isUnsigned=*/false);
  if (!kind || *kind == xla::PrimitiveType::Pred ||
      !hasLoops(generic, AffineMap::getMultiDimIdentityMap(rank, context),
                SmallVector<utils::IteratorType>(
                    rank, utils::IteratorType::parallel)))
    return std::nullopt;
  for (int64_t d = 0; d < rank; ++d)
    if (isBuiltBody(context, liveBody,
                    [&](OpBuilder &b, Location loc, ValueRange args) {
                      buildIotaBody(b, loc, args, d, *kind);
                      return true;
                    }))
      return makeCandidate("iota", {}, *kind,
                           ", iota_dimension=" + std::to_string(d));
  return std::nullopt;
}

/// A reverse: the input read at `size - 1 - d` in the reversed dimensions,
/// an identity output map, parallel loops, and a body that yields the
/// input.
std::optional<Candidate> recognizeReverse(linalg::GenericOp generic,
                                          Region &liveBody) {
  ShapedType input = shapedType(generic.getInputs()[0]);
  ShapedType result = shapedType(generic.getResult(0));
  MLIRContext *context = generic.getContext();
  AffineMap inputMap = generic.getIndexingMapsArray()[0];
  std::optional<xla::PrimitiveType> kind =
      getPrimitiveType(result.getElementType(), /*isUnsigned=*/false);
  if (!kind || input.getElementType() != result.getElementType() ||
      input.getShape() != result.getShape() ||
      inputMap.getNumResults() != result.getRank())
    return std::nullopt;
  int64_t rank = result.getRank();
  SmallVector<bool> reversed;
  SmallVector<int64_t> dims;
  for (auto [d, expr] : llvm::enumerate(inputMap.getResults())) {
    reversed.push_back(!isa<AffineDimExpr>(expr));
    if (reversed.back())
      dims.push_back(d);
  }
  if (!hasLoops(generic,
                {getReverseInputMap(context, result.getShape(), reversed),
                 AffineMap::getMultiDimIdentityMap(rank, context)},
                SmallVector<utils::IteratorType>(
                    rank, utils::IteratorType::parallel)) ||
      !isBuiltBody(context, liveBody,
                   [](OpBuilder &b, Location loc, ValueRange args) {
                     buildReverseBody(b, loc, args);
                     return true;
                   }))
    return std::nullopt;
  return makeCandidate("reverse", {*kind}, *kind,
                       ", dimensions={" + joinInts(dims) + "}");
}

/// The dimensions of a dot with the loops of `generic`: reduction loops
/// that both operands read are contracted, parallel ones batch dimensions;
/// or nothing when they do not classify (classifyDotOperand).
std::optional<DotDimensions> dotDimensions(linalg::GenericOp generic) {
  SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
  SmallVector<utils::IteratorType> iterators = generic.getIteratorTypesArray();
  DotDimensions dims;
  for (unsigned loop = 0; loop < iterators.size(); ++loop) {
    AffineExpr expr = getAffineDimExpr(loop, generic.getContext());
    std::optional<unsigned> l = maps[0].getResultPosition(expr);
    std::optional<unsigned> r = maps[1].getResultPosition(expr);
    if (!l || !r)
      continue;
    bool contracted = iterators[loop] == utils::IteratorType::reduction;
    (contracted ? dims.lhsContracting : dims.lhsBatch).push_back(*l);
    (contracted ? dims.rhsContracting : dims.rhsBatch).push_back(*r);
  }
  if (classifyDotOperand(maps[0].getNumResults(), dims.lhsBatch,
                         dims.lhsContracting, dims.lhsFree,
                         dims.lhsRole) != DotOperandError::None ||
      classifyDotOperand(maps[1].getNumResults(), dims.rhsBatch,
                         dims.rhsContracting, dims.rhsFree,
                         dims.rhsRole) != DotOperandError::None)
    return std::nullopt;
  return dims;
}

/// `, lhs_batch_dims={...}, ..., rhs_contracting_dims={...}`.
std::string dotAttributes(const DotDimensions &dims) {
  std::string attributes;
  if (!dims.lhsBatch.empty())
    attributes += ", lhs_batch_dims={" + joinInts(dims.lhsBatch) +
                  "}, rhs_batch_dims={" + joinInts(dims.rhsBatch) + "}";
  return attributes + ", lhs_contracting_dims={" +
         joinInts(dims.lhsContracting) + "}, rhs_contracting_dims={" +
         joinInts(dims.rhsContracting) + "}";
}

/// A dot: the indexing maps and iterator types of its dimensions, and the
/// body of its element types, integers read as signed first. The verifier
/// of `linalg.generic` has checked that the static sizes agree with the
/// maps.
std::optional<Candidate> recognizeDot(linalg::GenericOp generic,
                                      Region &liveBody) {
  if (generic.getIndexingMapsArray().size() != 3)
    return std::nullopt;
  std::optional<DotDimensions> dims = dotDimensions(generic);
  if (!dims ||
      !hasLoops(generic, getDotIndexingMaps(generic.getContext(), *dims),
                getDotIteratorTypes(*dims)))
    return std::nullopt;
  Type lhsElement = shapedType(generic.getInputs()[0]).getElementType();
  Type rhsElement = shapedType(generic.getInputs()[1]).getElementType();
  Type resultElement = shapedType(generic.getResult(0)).getElementType();
  for (bool isUnsigned : signednesses(resultElement)) {
    std::optional<xla::PrimitiveType> lhs =
        getPrimitiveType(lhsElement, isUnsigned);
    std::optional<xla::PrimitiveType> rhs =
        getPrimitiveType(rhsElement, isUnsigned);
    std::optional<xla::PrimitiveType> result =
        getPrimitiveType(resultElement, isUnsigned);
    if (!lhs || !rhs || !result || !isDotAccumulation(*lhs, *result) ||
        !isDotAccumulation(*rhs, *result))
      continue;
    if (isBuiltBody(generic.getContext(), liveBody,
                    [&](OpBuilder &b, Location loc, ValueRange args) {
                      buildDotBody(b, loc, args, *lhs, *rhs, *result);
                      return true;
                    }))
      return makeCandidate("dot", {*lhs, *rhs}, *result, dotAttributes(*dims));
  }
  return std::nullopt;
}

} // namespace

std::optional<Candidate>
Recognizer::recognizeGeneric(linalg::GenericOp generic) {
  // The importer builds these ops on static shapes only.
  if (generic.getNumResults() != 1 || generic.getOutputs().size() != 1 ||
      !llvm::all_of(generic->getOperandTypes(), [](Type type) {
        auto shaped = dyn_cast<RankedTensorType>(type);
        return shaped && shaped.hasStaticShape();
      }))
    return std::nullopt;
  ScratchRegion liveBody;
  cloneLiveOps(generic.getRegion(), liveBody.region);
  switch (generic.getInputs().size()) {
  case 0:
    return recognizeIota(generic, liveBody.region);
  case 1:
    return recognizeReverse(generic, liveBody.region);
  case 2:
    return recognizeDot(generic, liveBody.region);
  default:
    return std::nullopt;
  }
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
  std::optional<BinaryOpKind> kind = binaryOpKind(op);
  if (!kind)
    return std::nullopt;
  return getBinaryOpcodeName(*kind);
}

std::optional<Reducer> hlo::reducerOf(linalg::ReduceOp reduceOp) {
  Block &body = reduceOp.getCombiner().front();
  if (body.getOperations().size() != 2 || body.getNumArguments() != 2)
    return std::nullopt;
  Operation &op = body.front();
  if (body.back().getOperand(0) != op.getResult(0) ||
      op.getNumOperands() != 2 || !llvm::all_of(op.getOperands(), [&](Value v) {
        return isa<BlockArgument>(v) && v.getParentBlock() == &body;
      }))
    return std::nullopt;
  if (isa<arith::MaxUIOp>(op))
    return Reducer{getBinaryOpcodeName(BinaryOpKind::Max),
                   /*isUnsigned=*/true};
  if (isa<arith::MinUIOp>(op))
    return Reducer{getBinaryOpcodeName(BinaryOpKind::Min),
                   /*isUnsigned=*/true};
  // The importer reads reducers of the commutative ops only.
  std::optional<BinaryOpKind> kind = binaryOpKind(op);
  if (!kind || kind == BinaryOpKind::Sub || kind == BinaryOpKind::Div)
    return std::nullopt;
  return Reducer{getBinaryOpcodeName(*kind), /*isUnsigned=*/false};
}
