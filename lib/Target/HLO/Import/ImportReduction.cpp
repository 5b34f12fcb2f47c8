//===- ImportReduction.cpp - reduce and dot -------------------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// `reduce` with a reducer of one binary op becomes `linalg.reduce` from the
// init value; `dot` becomes a `linalg.generic` that multiplies and
// accumulates over the contracting dimensions, batch dimensions first in
// the result, then the free dimensions of lhs and of rhs.
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

/// The combiner of a reducer computation: two scalar parameters and a ROOT
/// that is one binary op of them.
FailureOr<BinaryOpKind> analyzeReducer(InstructionContext &context,
                                       const HloComputation &reducer,
                                       PrimitiveType type) {
  auto fail = [&]() -> FailureOr<BinaryOpKind> {
    return context.emitError()
           << "'reduce' with reducer '" << reducer.name
           << "' is not supported: the reducer must be one binary op "
              "(add, multiply, maximum, minimum, and, or, xor) of its two "
              "parameters";
  };
  const HloInstruction &root = reducer.root();
  if (root.operands.size() != 2 || root.shape.isTuple || root.shape.rank() != 0)
    return fail();
  SmallVector<StringRef> parameters;
  for (const HloInstruction &instruction : reducer.instructions) {
    if (&instruction == &root)
      continue;
    if (instruction.opcode != "parameter" || instruction.shape.isTuple ||
        instruction.shape.rank() != 0 || instruction.shape.elementType != type)
      return fail();
    parameters.push_back(instruction.name);
  }
  if (parameters.size() != 2 ||
      root.operands[0].name == root.operands[1].name ||
      !llvm::is_contained(parameters, root.operands[0].name) ||
      !llvm::is_contained(parameters, root.operands[1].name))
    return fail();
  // The binary opcodes that are commutative.
  std::optional<BinaryOpKind> combiner = parseBinaryOpcode(root.opcode);
  if (!combiner || *combiner == BinaryOpKind::Sub ||
      *combiner == BinaryOpKind::Div || *combiner == BinaryOpKind::Rem)
    return fail();
  bool logical = *combiner == BinaryOpKind::And ||
                 *combiner == BinaryOpKind::Or ||
                 *combiner == BinaryOpKind::Xor;
  if (logical && xla::isFloatType(type))
    return fail();
  if (type == PrimitiveType::Pred) {
    if (*combiner == BinaryOpKind::Max)
      return BinaryOpKind::Or;
    if (*combiner == BinaryOpKind::Min)
      return BinaryOpKind::And;
    if (!logical)
      return fail();
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

FailureOr<HloValue> emitReduce(InstructionContext &context) {
  if (context.operands.size() != 2 || !context.resultType)
    return context.emitError()
           << "'reduce' of " << context.operands.size() / 2
           << " arrays is not supported: only one array and its init value";
  if (failed(context.expectArrayOperands(2)))
    return failure();
  FailureOr<SmallVector<int64_t>> dims = context.intListAttribute("dimensions");
  if (failed(dims))
    return failure();
  FailureOr<const HloComputation *> reducer =
      context.computationAttribute("to_apply");
  if (failed(reducer))
    return failure();
  const xla::Shape &input = context.operandShape(0);
  const xla::Shape &result = context.instruction.shape;
  PrimitiveType type = result.elementType;
  if (input.elementType != type || context.operandShape(1).elementType != type)
    return context.emitError() << "'reduce' changes the element type";
  if (context.operandShape(1).rank() != 0)
    return context.emitError(context.instruction.operands[1].loc)
           << "the init value of 'reduce' must be a scalar";
  SmallVector<bool> reduced(input.rank(), false);
  for (int64_t d : *dims) {
    if (d < 0 || d >= input.rank() || reduced[d])
      return context.emitError()
             << "'reduce' dimensions must be distinct and below the rank "
             << input.rank();
    reduced[d] = true;
  }
  SmallVector<int64_t> kept;
  for (int64_t d = 0; d < input.rank(); ++d)
    if (!reduced[d])
      kept.push_back(input.dims[d]);
  if (DimVector(kept.begin(), kept.end()) != result.dims)
    return context.emitError(context.instruction.shapeLoc)
           << "'reduce' of " << xla::printShape(input)
           << " over the given dimensions does not yield "
           << xla::printShape(result);
  FailureOr<BinaryOpKind> combiner = analyzeReducer(context, **reducer, type);
  if (failed(combiner))
    return failure();

  OpBuilder &b = context.builder;
  auto type0 = plainType(context.resultType.getShape(),
                         context.resultType.getElementType());
  mlir::Value init = tensor::ExtractOp::create(
      b, context.loc, context.toDefaultLayout(context.operand(1)),
      ValueRange{});
  mlir::Value filled =
      linalg::FillOp::create(b, context.loc, init, context.empty(type0))
          .getResult(0);
  SmallVector<int64_t> sortedDims(dims->begin(), dims->end());
  llvm::sort(sortedDims);
  BinaryOpKind kind = *combiner;
  auto reduce = linalg::ReduceOp::create(
      b, context.loc, ValueRange{context.toDefaultLayout(context.operand(0))},
      ValueRange{filled}, sortedDims,
      [&](OpBuilder &nested, Location loc, ValueRange args) {
        mlir::Value combined =
            combine(nested, loc, kind, type, args[1], args[0]);
        linalg::YieldOp::create(nested, loc, combined);
      });
  return context.finish(reduce.getResult(0));
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
