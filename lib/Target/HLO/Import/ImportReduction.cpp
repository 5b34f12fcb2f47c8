//===- ImportReduction.cpp - reduce and dot -------------------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// `reduce` becomes `linalg.reduce` from the init values: with a reducer of
// one binary op, that op; with any other reducer (several ops, several
// arrays), its instructions on scalars (ImportReducer.cpp); `dot` becomes a
// `linalg.generic` that multiplies and accumulates over the contracting
// dimensions, batch dimensions first in the result, then the free dimensions of
// lhs and of rhs.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "shapes/Target/HLO/ElementwiseOpcodes.h"
#include "shapes/Target/HLO/StructuralBodies.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineMap.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::hlo;

namespace {

using xla::PrimitiveType;

/// The combiner of a reducer computation that is two scalar parameters and
/// a ROOT of one commutative binary op of them, or nothing.
std::optional<BinaryOpKind> singleCombiner(const HloComputation &reducer,
                                           PrimitiveType type) {
  const HloInstruction &root = reducer.root();
  if (root.operands.size() != 2 || root.shape.isTuple ||
      root.shape.rank() != 0 || root.shape.elementType != type)
    return std::nullopt;
  SmallVector<StringRef> parameters;
  for (const HloInstruction &instruction : reducer.instructions) {
    if (&instruction == &root)
      continue;
    if (instruction.opcode != "parameter" || instruction.shape.isTuple ||
        instruction.shape.rank() != 0 || instruction.shape.elementType != type)
      return std::nullopt;
    parameters.push_back(instruction.name);
  }
  if (parameters.size() != 2 ||
      root.operands[0].name == root.operands[1].name ||
      !llvm::is_contained(parameters, root.operands[0].name) ||
      !llvm::is_contained(parameters, root.operands[1].name))
    return std::nullopt;
  // The binary opcodes that are commutative.
  std::optional<BinaryOpKind> combiner = parseBinaryOpcode(root.opcode);
  if (!combiner || *combiner == BinaryOpKind::Sub ||
      *combiner == BinaryOpKind::Div || *combiner == BinaryOpKind::Rem)
    return std::nullopt;
  bool logical = *combiner == BinaryOpKind::And ||
                 *combiner == BinaryOpKind::Or ||
                 *combiner == BinaryOpKind::Xor;
  if (logical && xla::isFloatType(type))
    return std::nullopt;
  if (type == PrimitiveType::Pred) {
    if (*combiner == BinaryOpKind::Max)
      return BinaryOpKind::Or;
    if (*combiner == BinaryOpKind::Min)
      return BinaryOpKind::And;
    if (!logical)
      return std::nullopt;
  }
  return *combiner;
}

mlir::Value combine(OpBuilder &b, Location loc, BinaryOpKind combiner,
                    PrimitiveType type, mlir::Value x, mlir::Value y) {
  bool isFloat = xla::isFloatType(type);
  bool isUnsigned = xla::isUnsignedIntegerType(type);
  switch (combiner) {
  case BinaryOpKind::Add:
    return isFloat ? arith::AddFOp::create(b, loc, x, y).getResult()
                   : arith::AddIOp::create(b, loc, x, y).getResult();
  case BinaryOpKind::Mul:
    return isFloat ? arith::MulFOp::create(b, loc, x, y).getResult()
                   : arith::MulIOp::create(b, loc, x, y).getResult();
  case BinaryOpKind::Max:
    if (isFloat)
      return arith::MaximumFOp::create(b, loc, x, y);
    return isUnsigned ? arith::MaxUIOp::create(b, loc, x, y).getResult()
                      : arith::MaxSIOp::create(b, loc, x, y).getResult();
  case BinaryOpKind::Min:
    if (isFloat)
      return arith::MinimumFOp::create(b, loc, x, y);
    return isUnsigned ? arith::MinUIOp::create(b, loc, x, y).getResult()
                      : arith::MinSIOp::create(b, loc, x, y).getResult();
  case BinaryOpKind::And:
    return arith::AndIOp::create(b, loc, x, y);
  case BinaryOpKind::Or:
    return arith::OrIOp::create(b, loc, x, y);
  case BinaryOpKind::Xor:
    return arith::XOrIOp::create(b, loc, x, y);
  case BinaryOpKind::Sub:
  case BinaryOpKind::Div:
  case BinaryOpKind::Rem:
    break;
  }
  llvm_unreachable("not a combiner of analyzeReducer");
}

/// The shapes of the results of a reduce of `count` arrays: its own, or
/// its tuple's elements.
FailureOr<SmallVector<const xla::Shape *>>
reduceResultShapes(InstructionContext &context, size_t count) {
  const xla::Shape &shape = context.instruction.shape;
  SmallVector<const xla::Shape *> results;
  if (count == 1 && !shape.isTuple) {
    results.push_back(&shape);
    return results;
  }
  if (!shape.isTuple || shape.tupleElements.size() != count)
    return context.emitError(context.instruction.shapeLoc)
           << "'reduce' of " << count << " arrays yields a tuple of " << count
           << " arrays";
  for (const xla::Shape &element : shape.tupleElements) {
    if (element.isTuple)
      return context.emitError(context.instruction.shapeLoc)
             << "'reduce' yields arrays, not nested tuples";
    results.push_back(&element);
  }
  return results;
}

/// Checks the operands, dimensions and results of a reduce of `count`
/// arrays; returns the reduced dimensions, sorted.
FailureOr<SmallVector<int64_t>>
checkReduce(InstructionContext &context, size_t count,
            ArrayRef<const xla::Shape *> results) {
  FailureOr<SmallVector<int64_t>> dims = context.intListAttribute("dimensions");
  if (failed(dims))
    return failure();
  const xla::Shape &input = context.operandShape(0);
  SmallVector<bool> reduced(input.rank(), false);
  for (int64_t d : *dims) {
    if (d < 0 || d >= input.rank() || reduced[d])
      return context.emitError()
             << "'reduce' dimensions must be distinct and below the rank "
             << input.rank();
    reduced[d] = true;
  }
  DimVector kept;
  for (int64_t d = 0; d < input.rank(); ++d)
    if (!reduced[d])
      kept.push_back(input.dims[d]);
  for (size_t i = 0; i < count; ++i) {
    const xla::Shape &array = context.operandShape(i);
    const xla::Shape &init = context.operandShape(count + i);
    if (!xla::sameDimensions(array, input))
      return context.emitError(context.instruction.operands[i].loc)
             << "the arrays of 'reduce' have different dimensions: "
             << xla::printShape(input) << " and " << xla::printShape(array);
    if (array.elementType != results[i]->elementType ||
        init.elementType != results[i]->elementType)
      return context.emitError() << "'reduce' changes the element type";
    if (init.rank() != 0)
      return context.emitError(context.instruction.operands[count + i].loc)
             << "the init value of 'reduce' must be a scalar";
    if (kept != results[i]->dims)
      return context.emitError(context.instruction.shapeLoc)
             << "'reduce' of " << xla::printShape(array)
             << " over the given dimensions does not yield "
             << xla::printShape(*results[i]);
  }
  SmallVector<int64_t> sorted(*dims);
  llvm::sort(sorted);
  return sorted;
}

/// The `linalg.reduce` body of a reducer computation of several ops:
/// its instructions on the scalars, the accumulators its first parameters
/// and the elements the others (emitScalarComputation).
LogicalResult buildReducerBody(InstructionContext &context,
                               const HloComputation &reducer, size_t count,
                               OpBuilder &nested, Location loc,
                               ValueRange args) {
  // linalg.reduce gives the elements first, then the accumulators.
  SmallVector<mlir::Value> parameters(args.drop_front(count));
  llvm::append_range(parameters, args.take_front(count));
  OpBuilder &b = context.builder;
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(nested.getInsertionBlock(), nested.getInsertionPoint());
  FailureOr<SmallVector<mlir::Value>> results =
      emitScalarComputation(context, reducer, parameters);
  bool fits = succeeded(results) && results->size() == count &&
              llvm::all_of(llvm::zip_equal(*results, args.drop_front(count)),
                           [](auto pair) {
                             return std::get<0>(pair).getType() ==
                                    std::get<1>(pair).getType();
                           });
  if (succeeded(results) && !fits)
    context.emitError() << "reducer '" << reducer.name << "' yields "
                        << results->size() << " values, not the " << count
                        << " accumulators of 'reduce'";
  // A body that verifies either way; the caller erases the op on failure.
  linalg::YieldOp::create(b, loc,
                          fits ? ValueRange(*results) : args.drop_front(count));
  return success(fits);
}

FailureOr<HloValue> emitReduce(InstructionContext &context) {
  size_t count = context.operands.size() / 2;
  if (context.operands.size() % 2 != 0 || count == 0)
    return context.emitError() << "'reduce' takes arrays and as many init "
                                  "values, got "
                               << context.operands.size() << " operands";
  for (auto [i, operand] : llvm::enumerate(context.operands))
    if (operand->isTuple())
      return context.emitError(context.instruction.operands[i].loc)
             << "operand " << i << " of 'reduce' is a tuple";
  FailureOr<SmallVector<const xla::Shape *>> results =
      reduceResultShapes(context, count);
  if (failed(results))
    return failure();
  FailureOr<SmallVector<int64_t>> dims = checkReduce(context, count, *results);
  if (failed(dims))
    return failure();
  FailureOr<const HloComputation *> reducer =
      context.computationAttribute("to_apply");
  if (failed(reducer))
    return failure();

  OpBuilder &b = context.builder;
  SmallVector<mlir::Value> inputs, inits;
  for (size_t i = 0; i < count; ++i) {
    const xla::Shape &result = *(*results)[i];
    RankedTensorType type = context.importer.getType(
        xla::Shape::array(result.elementType, result.dims),
        context.instruction.shapeLoc);
    if (!type)
      return failure();
    mlir::Value init = tensor::ExtractOp::create(
        b, context.loc, context.toDefaultLayout(context.operand(count + i)),
        ValueRange{});
    inits.push_back(
        linalg::FillOp::create(b, context.loc, init, context.empty(type))
            .getResult(0));
  }
  for (size_t i = 0; i < count; ++i)
    inputs.push_back(context.toDefaultLayout(context.operand(i)));
  PrimitiveType type = (*results)[0]->elementType;
  std::optional<BinaryOpKind> combiner =
      count == 1 ? singleCombiner(**reducer, type) : std::nullopt;
  LogicalResult built = success();
  auto reduce = linalg::ReduceOp::create(
      b, context.loc, inputs, inits, *dims,
      [&](OpBuilder &nested, Location loc, ValueRange args) {
        if (!combiner) {
          built =
              buildReducerBody(context, **reducer, count, nested, loc, args);
          return;
        }
        mlir::Value combined =
            combine(nested, loc, *combiner, type, args[1], args[0]);
        linalg::YieldOp::create(nested, loc, combined);
      });
  if (failed(built)) {
    reduce.erase();
    return failure();
  }
  if (count == 1)
    return context.finish(reduce.getResult(0));
  HloValue tuple;
  tuple.shape = context.instruction.shape;
  for (auto [i, result] : llvm::enumerate(reduce.getResults())) {
    RankedTensorType type =
        context.importer.getType(*(*results)[i], context.instruction.shapeLoc);
    if (!type)
      return failure();
    HloValue element;
    element.shape = *(*results)[i];
    element.tensor = context.relayout(result, type);
    tuple.elements.push_back(std::move(element));
  }
  return tuple;
}

FailureOr<SmallVector<int64_t>> optionalDims(InstructionContext &context,
                                             StringRef name) {
  if (!context.instruction.findAttribute(name))
    return SmallVector<int64_t>{};
  return context.intListAttribute(name);
}

/// Checks that `dot` of `lhs` and `rhs` elements accumulates in
/// `resultKind` of the same family (float or integer), no narrower.
LogicalResult checkDotElementTypes(InstructionContext &context,
                                   PrimitiveType lhs, PrimitiveType rhs,
                                   PrimitiveType resultKind) {
  for (PrimitiveType kind : {lhs, rhs}) {
    if (!isDotAccumulation(kind, resultKind))
      return context.emitError()
             << "'dot' of " << xla::primitiveTypeName(kind) << " into "
             << xla::primitiveTypeName(resultKind) << " is not supported";
  }
  return success();
}

/// Fills `role` and `freeDims` of `operand` from its batch and contracting
/// dimensions, or fails when one is out of range or repeated.
LogicalResult classifyOperand(InstructionContext &context,
                              const xla::Shape &operand,
                              ArrayRef<int64_t> batch,
                              ArrayRef<int64_t> contracting,
                              SmallVectorImpl<int64_t> &freeDims,
                              SmallVectorImpl<int64_t> &role) {
  switch (
      classifyDotOperand(operand.rank(), batch, contracting, freeDims, role)) {
  case DotOperandError::None:
    return success();
  case DotOperandError::Batch:
    return context.emitError() << "'dot' has an invalid batch dimension";
  case DotOperandError::Contracting:
    return context.emitError() << "'dot' has an invalid contracting dimension";
  }
  llvm_unreachable("unknown dot operand error");
}

/// The dimensions of the `dot` of `context`, read from its attributes.
FailureOr<DotDimensions> readDotDimensions(InstructionContext &context) {
  FailureOr<SmallVector<int64_t>> lhsContracting =
      optionalDims(context, "lhs_contracting_dims");
  FailureOr<SmallVector<int64_t>> rhsContracting =
      optionalDims(context, "rhs_contracting_dims");
  FailureOr<SmallVector<int64_t>> lhsBatch =
      optionalDims(context, "lhs_batch_dims");
  FailureOr<SmallVector<int64_t>> rhsBatch =
      optionalDims(context, "rhs_batch_dims");
  if (failed(lhsContracting) || failed(rhsContracting) || failed(lhsBatch) ||
      failed(rhsBatch))
    return failure();
  if (lhsContracting->size() != rhsContracting->size() ||
      lhsBatch->size() != rhsBatch->size())
    return context.emitError()
           << "'dot' needs as many lhs as rhs contracting and batch "
              "dimensions";
  DotDimensions dims;
  dims.lhsBatch = std::move(*lhsBatch);
  dims.rhsBatch = std::move(*rhsBatch);
  dims.lhsContracting = std::move(*lhsContracting);
  dims.rhsContracting = std::move(*rhsContracting);
  if (failed(classifyOperand(context, context.operandShape(0), dims.lhsBatch,
                             dims.lhsContracting, dims.lhsFree,
                             dims.lhsRole)) ||
      failed(classifyOperand(context, context.operandShape(1), dims.rhsBatch,
                             dims.rhsContracting, dims.rhsFree, dims.rhsRole)))
    return failure();
  return dims;
}

/// Checks that paired dimensions agree in size and that the result has
/// the dimensions [batch..., lhs free..., rhs free...].
LogicalResult checkDotShapes(InstructionContext &context,
                             const DotDimensions &dims) {
  const xla::Shape &lhs = context.operandShape(0);
  const xla::Shape &rhs = context.operandShape(1);
  const xla::Shape &result = context.instruction.shape;
  DimVector expected;
  for (auto [l, r] : llvm::zip_equal(dims.lhsBatch, dims.rhsBatch)) {
    if (lhs.dims[l] != rhs.dims[r])
      return context.emitError() << "'dot' batch dimensions " << l << " and "
                                 << r << " differ in size";
    expected.push_back(lhs.dims[l]);
  }
  for (auto [l, r] : llvm::zip_equal(dims.lhsContracting, dims.rhsContracting))
    if (lhs.dims[l] != rhs.dims[r])
      return context.emitError() << "'dot' contracting dimensions " << l
                                 << " and " << r << " differ in size";
  for (int64_t d : dims.lhsFree)
    expected.push_back(lhs.dims[d]);
  for (int64_t d : dims.rhsFree)
    expected.push_back(rhs.dims[d]);
  if (expected != result.dims)
    return context.emitError(context.instruction.shapeLoc)
           << "'dot' of " << xla::printShape(lhs) << " and "
           << xla::printShape(rhs) << " does not yield "
           << xla::printShape(result);
  return success();
}

FailureOr<HloValue> emitDot(InstructionContext &context) {
  if (failed(context.expectArrayOperands(2)))
    return failure();
  FailureOr<DotDimensions> dims = readDotDimensions(context);
  if (failed(dims) || failed(checkDotShapes(context, *dims)))
    return failure();
  PrimitiveType lhsKind = context.operandShape(0).elementType;
  PrimitiveType rhsKind = context.operandShape(1).elementType;
  PrimitiveType resultKind = context.instruction.shape.elementType;
  if (failed(checkDotElementTypes(context, lhsKind, rhsKind, resultKind)))
    return failure();

  OpBuilder &b = context.builder;
  Type element = context.resultType.getElementType();
  auto type = plainType(context.resultType.getShape(), element);
  mlir::Value zero =
      arith::ConstantOp::create(b, context.loc, b.getZeroAttr(element));
  mlir::Value init =
      linalg::FillOp::create(b, context.loc, zero, context.empty(type))
          .getResult(0);
  auto generic = linalg::GenericOp::create(
      b, context.loc, TypeRange{type},
      ValueRange{context.toDefaultLayout(context.operand(0)),
                 context.toDefaultLayout(context.operand(1))},
      ValueRange{init}, getDotIndexingMaps(b.getContext(), *dims),
      getDotIteratorTypes(*dims),
      [&](OpBuilder &nested, Location loc, ValueRange args) {
        buildDotBody(nested, loc, args, lhsKind, rhsKind, resultKind);
      });
  return context.finish(generic.getResult(0));
}

} // namespace

void hlo::registerReductionEmitters(EmitterMap &emitters) {
  emitters["reduce"] = {emitReduce, /*dynamic=*/false};
  emitters["dot"] = {emitDot, /*dynamic=*/false};
}
