//===- ShapeChecks.cpp - run-time size checks of dynamic shapes -----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Implements include/shapes/Dialect/Shapes/Utils/ShapeChecks.h.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Utils/ShapeChecks.h"
#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"

#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/xxhash.h"

using namespace mlir;
using namespace mlir::shapes;

/// "'shapes.add' at file:line:col" for the message of a failed check.
static std::string describeOp(Operation *op) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "'" << op->getName() << "' at ";
  if (auto fileLoc = dyn_cast<FileLineColLoc>(op->getLoc()))
    os << fileLoc.getFilename().getValue() << ":" << fileLoc.getLine() << ":"
       << fileLoc.getColumn();
  else
    op->getLoc().print(os);
  return text;
}

void mlir::shapes::emitFailureBranch(OpBuilder &builder, Location loc,
                                     ModuleOp module, Value failed,
                                     StringRef format, ValueRange args,
                                     FailureExit exit) {
  MLIRContext *context = builder.getContext();
  auto ifOp = scf::IfOp::create(builder, loc, failed, /*withElse=*/false);
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToStart(&ifOp.getThenRegion().front());

  Type i32 = builder.getI32Type();
  Type i64 = builder.getI64Type();
  auto ptr = LLVM::LLVMPointerType::get(context);
  auto voidType = LLVM::LLVMVoidType::get(context);
  FailureOr<LLVM::LLVMFuncOp> dprintf =
      LLVM::lookupOrCreateFn(builder, module, "dprintf", {i32, ptr}, i32,
                             /*isVarArg=*/true);
  FailureOr<LLVM::LLVMFuncOp> fflush =
      LLVM::lookupOrCreateFn(builder, module, "fflush", {ptr}, i32);
  FailureOr<LLVM::LLVMFuncOp> exitFn =
      exit == FailureExit::Abort
          ? LLVM::lookupOrCreateFn(builder, module, "abort", {}, voidType)
          : LLVM::lookupOrCreateFn(builder, module, "exit", {i32}, voidType);
  assert(succeeded(dprintf) && succeeded(fflush) && succeeded(exitFn) &&
         "dprintf, fflush, abort and exit have their libc signatures");

  std::string name =
      "shapes_check_" + llvm::utohexstr(llvm::xxh3_64bits(format), true);
  Value text;
  if (auto global = module.lookupSymbol<LLVM::GlobalOp>(name)) {
    text = LLVM::AddressOfOp::create(builder, loc, global);
  } else {
    // The global holds the terminating NUL too.
    std::string bytes = format.str();
    bytes.push_back('\0');
    text = LLVM::createGlobalString(loc, builder, name, bytes,
                                    LLVM::Linkage::Internal);
  }
  SmallVector<Value> printfArgs{LLVM::ConstantOp::create(builder, loc, i32, 2),
                                text};
  for (Value arg : args)
    printfArgs.push_back(
        arg.getType().isIndex()
            ? arith::IndexCastOp::create(builder, loc, i64, arg).getResult()
            : arg);
  // What the program printed before stays: every stdio stream is flushed
  // (fflush(NULL)) before the message, which goes to fd 2 unbuffered.
  LLVM::CallOp::create(builder, loc, *fflush,
                       ValueRange{LLVM::ZeroOp::create(builder, loc, ptr)});
  LLVM::CallOp::create(builder, loc, *dprintf, printfArgs);
  if (exit == FailureExit::Abort)
    LLVM::CallOp::create(builder, loc, *exitFn, ValueRange{});
  else
    LLVM::CallOp::create(
        builder, loc, *exitFn,
        ValueRange{LLVM::ConstantOp::create(builder, loc, i32, 1)});
}

/// emitFailureBranch for the check of `op`, which aborts.
static void emitAbortBranch(OpBuilder &builder, Operation *op, Value failed,
                            StringRef format, ValueRange indexArgs) {
  auto module = op->getParentOfType<ModuleOp>();
  assert(module && "shape checks need a module for their declarations");
  mlir::shapes::emitFailureBranch(builder, op->getLoc(), module, failed, format,
                                  indexArgs, FailureExit::Abort);
}

std::string mlir::shapes::escapeFormat(StringRef text) {
  std::string escaped;
  for (char c : text) {
    escaped += c;
    if (c == '%')
      escaped += '%';
  }
  return escaped;
}

/// A check that fails when `size <failsOn> limit`, with the message
/// "<what> has size A, <relation> B" (A = size, B = limit).
static void emitSizeCheck(OpBuilder &builder, Operation *op,
                          arith::CmpIPredicate failsOn, Value size, Value limit,
                          const Twine &what, const Twine &relation) {
  Value failed =
      arith::CmpIOp::create(builder, op->getLoc(), failsOn, size, limit);
  std::string format = "shapes: " + escapeFormat(describeOp(op)) + ": " +
                       escapeFormat(what.str()) + " has size %lld, " +
                       escapeFormat(relation.str()) + " %lld\n";
  emitAbortBranch(builder, op, failed, format, {size, limit});
}

void mlir::shapes::emitCheck(OpBuilder &builder, Operation *op, Value failed,
                             const Twine &message, ValueRange args) {
  emitAbortBranch(builder, op, failed,
                  "shapes: " + escapeFormat(describeOp(op)) + ": " +
                      message.str() + "\n",
                  args);
}

void mlir::shapes::emitSizeEqualCheck(OpBuilder &builder, Operation *op,
                                      Value actual, Value expected,
                                      const Twine &actualWhat,
                                      const Twine &expectedWhat) {
  emitSizeCheck(builder, op, arith::CmpIPredicate::ne, actual, expected,
                actualWhat, "but " + expectedWhat + " has size");
}

void mlir::shapes::emitSizeBoundCheck(OpBuilder &builder, Operation *op,
                                      Value size, int64_t bound,
                                      const Twine &what) {
  // Unsigned: a negative size is beyond every bound too.
  emitSizeCheck(builder, op, arith::CmpIPredicate::ugt, size,
                arith::ConstantIndexOp::create(builder, op->getLoc(), bound),
                what, "beyond its padded bound");
}

void mlir::shapes::emitNonNegativeSizeCheck(OpBuilder &builder, Operation *op,
                                            Value size, const Twine &what) {
  emitSizeCheck(builder, op, arith::CmpIPredicate::slt, size,
                arith::ConstantIndexOp::create(builder, op->getLoc(), 0), what,
                "but a size is at least");
}

void mlir::shapes::emitResultBoundChecks(OpBuilder &builder, Operation *op,
                                         RankedTensorType resultType,
                                         ValueRange sizes) {
  auto bounds = shapes::layout_util::sizeBounds(dimsOf(resultType),
                                                getSemanticLayout(resultType));
  for (auto [dim, bound] : bounds) {
    Value size = sizes[resultType.getDynamicDimIndex(dim)];
    emitSizeBoundCheck(builder, op, size, bound,
                       "result dimension " + Twine(dim));
  }
}

void mlir::shapes::emitOperandSizeChecks(
    OpBuilder &builder, Operation *op, Value operand, StringRef what,
    const shapes::OperandMap &map, RankedTensorType resultType,
    ArrayRef<Value> resultSizes,
    const std::vector<std::optional<shapes::SizeSource>> &sources,
    int operandNumber) {
  auto operandType = cast<RankedTensorType>(operand.getType());
  for (const shapes::SizeCheck &check :
       shapes::runtimeSizeChecks(dimsOf(operandType), map, dimsOf(resultType),
                                 sources, operandNumber)) {
    Value actual = getValueOrCreateConstantIndexOp(
        builder, op->getLoc(),
        linalg::createFoldedDimOp(builder, op->getLoc(), operand,
                                  check.operandDim));
    // Name the operand that gives a dynamic result size, else the result.
    std::string expectedWhat;
    const std::optional<shapes::SizeSource> *source =
        sources.empty() ? nullptr : &sources[check.resultDim];
    if (source && *source)
      expectedWhat = ((*source)->operand == 0 ? "lhs" : "rhs") +
                     std::string(" dimension ") +
                     std::to_string((*source)->dim);
    else
      expectedWhat = "result dimension " + std::to_string(check.resultDim);
    emitSizeEqualCheck(builder, op, actual, resultSizes[check.resultDim],
                       what + " dimension " + Twine(check.operandDim),
                       expectedWhat);
  }
}

void mlir::shapes::emitSameSizesCheck(OpBuilder &builder, Operation *op,
                                      ShapedType actual,
                                      ArrayRef<Value> actualSizes,
                                      ShapedType expected,
                                      ArrayRef<Value> expectedSizes,
                                      StringRef actualWhat,
                                      StringRef expectedWhat) {
  for (int64_t d = 0, rank = actual.getRank(); d < rank; ++d)
    if (actual.isDynamicDim(d) || expected.isDynamicDim(d))
      emitSizeEqualCheck(builder, op, actualSizes[d], expectedSizes[d],
                         actualWhat + " dimension " + Twine(d),
                         expectedWhat + " dimension " + Twine(d));
}

/// All sizes of the ranked tensor or memref `shaped`, one index value each.
static SmallVector<Value> getDimSizeValues(OpBuilder &builder, Location loc,
                                           Value shaped) {
  SmallVector<Value> sizes;
  for (int64_t d = 0, rank = cast<ShapedType>(shaped.getType()).getRank();
       d < rank; ++d)
    sizes.push_back(getValueOrCreateConstantIndexOp(
        builder, loc, linalg::createFoldedDimOp(builder, loc, shaped, d)));
  return sizes;
}

void mlir::shapes::emitBoundaryShapeChecks(ModuleOp module) {
  module.walk([](FunctionOpInterface func) {
    if (func.isExternal())
      return;
    Block &entry = func.getFunctionBody().front();
    OpBuilder builder = OpBuilder::atBlockBegin(&entry);
    for (BlockArgument argument : entry.getArguments()) {
      auto type = dyn_cast<ShapedType>(argument.getType());
      if (!type || !type.hasRank() || !getLayoutAttr(type))
        continue;
      for (auto [dim, bound] : shapes::layout_util::sizeBounds(
               dimsOf(type), getSemanticLayout(type))) {
        // A bounded dimension is dynamic.
        Value size = linalg::createOrFoldDimOp(builder, argument.getLoc(),
                                               argument, dim);
        emitSizeBoundCheck(builder, func, size, bound,
                           "argument " + Twine(argument.getArgNumber()) +
                               " dimension " + Twine(dim));
      }
    }
  });
  module.walk([](bufferization::MaterializeInDestinationOp op) {
    auto source = cast<ShapedType>(op.getSource().getType());
    auto dest = dyn_cast<ShapedType>(op.getDest().getType());
    if (!dest || !dest.hasRank() || dest.getRank() != source.getRank() ||
        (source.hasStaticShape() && dest.hasStaticShape()))
      return;
    OpBuilder builder(op);
    emitSameSizesCheck(
        builder, op, dest, getDimSizeValues(builder, op.getLoc(), op.getDest()),
        source, getDimSizeValues(builder, op.getLoc(), op.getSource()),
        "destination", "source");
  });
}

/// The dynamic size operands of an allocation, in the order of the `?`
/// dimensions of its result type, or none for another op.
static std::optional<OperandRange> allocationSizes(Operation *op) {
  if (auto alloc = dyn_cast<memref::AllocOp>(op))
    return alloc.getDynamicSizes();
  if (auto alloca = dyn_cast<memref::AllocaOp>(op))
    return alloca.getDynamicSizes();
  if (auto empty = dyn_cast<tensor::EmptyOp>(op))
    return empty.getDynamicSizes();
  if (auto splat = dyn_cast<tensor::SplatOp>(op))
    return splat.getDynamicSizes();
  if (auto generate = dyn_cast<tensor::GenerateOp>(op))
    return generate.getDynamicExtents();
  // With a copy, the sizes are the copy's, which has the same type and was
  // checked where it was made.
  if (auto alloc = dyn_cast<bufferization::AllocTensorOp>(op))
    if (!alloc.getCopy())
      return alloc.getDynamicSizes();
  return std::nullopt;
}

LogicalResult mlir::shapes::checkAllocationBounds(ModuleOp module,
                                                  bool runtimeChecks) {
  WalkResult result = module.walk([&](Operation *op) {
    std::optional<OperandRange> sizes = allocationSizes(op);
    if (!sizes)
      return WalkResult::advance();
    auto type = cast<ShapedType>(op->getResult(0).getType());
    if (!getLayoutAttr(type))
      return WalkResult::advance();
    // A constant size that a canonicalizer has already made part of the
    // type, which the layout then rejects.
    shapes::Layout layout = getSemanticLayout(type);
    for (auto [dim, size] : llvm::enumerate(type.getShape())) {
      if (!layout.isPadded() || ShapedType::isDynamic(size) ||
          size <= layout.paddedDimensions[dim])
        continue;
      op->emitOpError() << "dimension " << dim << " has size " << size
                        << ", beyond its padded bound "
                        << layout.paddedDimensions[dim];
      return WalkResult::interrupt();
    }
    OpBuilder builder(op);
    for (auto [dim, bound] : shapes::layout_util::sizeBounds(
             dimsOf(type), getSemanticLayout(type))) {
      Value size = (*sizes)[type.getDynamicDimIndex(dim)];
      if (std::optional<int64_t> constant = getConstantIntValue(size)) {
        if (*constant > bound) {
          op->emitOpError() << "dimension " << dim << " has size " << *constant
                            << ", beyond its padded bound " << bound;
          return WalkResult::interrupt();
        }
        continue;
      }
      if (runtimeChecks)
        emitSizeBoundCheck(builder, op, size, bound, "dimension " + Twine(dim));
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

/// Whether `expr` is a sum of loops and constants with non-negative
/// coefficients, so that its largest value is at the largest indices.
static bool isMonotoneSum(AffineExpr expr) {
  if (isa<AffineDimExpr>(expr))
    return true;
  if (auto constant = dyn_cast<AffineConstantExpr>(expr))
    return constant.getValue() >= 0;
  auto binary = dyn_cast<AffineBinaryOpExpr>(expr);
  if (!binary)
    return false;
  if (binary.getKind() == AffineExprKind::Add)
    return isMonotoneSum(binary.getLHS()) && isMonotoneSum(binary.getRHS());
  if (binary.getKind() != AffineExprKind::Mul)
    return false;
  auto factor = dyn_cast<AffineConstantExpr>(binary.getRHS());
  return factor && factor.getValue() >= 0 && isMonotoneSum(binary.getLHS());
}

namespace {
/// The first operand dimension that a loop indexes, and its size once
/// read.
struct LoopReference {
  OpOperand *operand;
  unsigned dim;
  Value size;
};
} // namespace

/// "operand N dimension D", as the check messages name a dimension.
static std::string describeDim(OpOperand &operand, unsigned dim) {
  return "operand " + std::to_string(operand.getOperandNumber()) +
         " dimension " + std::to_string(dim);
}

/// The size of the loop that `ref` stands for, read with one tensor.dim or
/// memref.dim at its first use.
static Value sizeOf(OpBuilder &builder, Location loc, LoopReference &ref) {
  if (!ref.size)
    ref.size = getValueOrCreateConstantIndexOp(
        builder, loc,
        linalg::createFoldedDimOp(builder, loc, ref.operand->get(), ref.dim));
  return ref.size;
}

/// Checks that dimension `dim` of `operand`, indexed by the monotone sum
/// `expr` of loops, holds the largest index the loops reach (a
/// convolution's input), unless a loop is empty.
static void emitReachCheck(OpBuilder &builder, linalg::LinalgOp op,
                           OpOperand &operand, unsigned dim, AffineExpr expr,
                           MutableArrayRef<std::optional<LoopReference>> refs) {
  Location loc = op.getLoc();
  auto type = cast<ShapedType>(operand.get().getType());
  bool dynamic = type.isDynamicDim(dim);
  for (auto [loop, ref] : llvm::enumerate(refs)) {
    if (!expr.isFunctionOfDim(loop))
      continue;
    if (!ref)
      return;
    auto refType = cast<ShapedType>(ref->operand->get().getType());
    dynamic |= refType.isDynamicDim(ref->dim);
  }
  // Static sizes are the verifier's.
  if (!dynamic)
    return;
  Value zero = arith::ConstantIndexOp::create(builder, loc, 0);
  Value one = arith::ConstantIndexOp::create(builder, loc, 1);
  Value empty = arith::ConstantIntOp::create(builder, loc, 0, 1);
  SmallVector<Value> largest(refs.size(), zero);
  for (auto [loop, ref] : llvm::enumerate(refs)) {
    if (!expr.isFunctionOfDim(loop))
      continue;
    Value size = sizeOf(builder, loc, *ref);
    empty = arith::OrIOp::create(builder, loc, empty,
                                 arith::CmpIOp::create(builder, loc,
                                                       arith::CmpIPredicate::eq,
                                                       size, zero));
    largest[loop] = arith::SubIOp::create(builder, loc, size, one);
  }
  Value needed = arith::AddIOp::create(
      builder, loc, affine::expandAffineExpr(builder, loc, expr, largest, {}),
      one);
  needed = arith::SelectOp::create(builder, loc, empty, zero, needed);
  Value size = getValueOrCreateConstantIndexOp(
      builder, loc,
      linalg::createFoldedDimOp(builder, loc, operand.get(), dim));
  emitSizeCheck(builder, op, arith::CmpIPredicate::slt, size, needed,
                describeDim(operand, dim), "but its loops need size");
}

/// The operand dimensions of `op` that one loop indexes (a plain `dN` in
/// their indexing maps) must have one size: each is checked against the
/// first operand dimension of its loop where either is dynamic. A
/// dimension indexed by a monotone sum of loops must hold the largest
/// index they reach.
static void emitLoopSizeChecks(linalg::LinalgOp op) {
  OpBuilder builder(op);
  Location loc = op.getLoc();
  SmallVector<std::optional<LoopReference>> refs(op.getNumLoops());
  SmallVector<std::tuple<OpOperand *, unsigned, AffineExpr>> sums;
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<ShapedType>(operand.get().getType());
    if (!type || !type.hasRank())
      continue;
    AffineMap map = op.getMatchingIndexingMap(&operand);
    for (auto [dim, expr] : llvm::enumerate(map.getResults())) {
      auto loop = dyn_cast<AffineDimExpr>(expr);
      if (!loop) {
        if (isa<AffineBinaryOpExpr>(expr) && isMonotoneSum(expr))
          sums.emplace_back(&operand, dim, expr);
        continue;
      }
      std::optional<LoopReference> &ref = refs[loop.getPosition()];
      if (!ref) {
        ref = LoopReference{&operand, static_cast<unsigned>(dim), Value()};
        continue;
      }
      auto refType = cast<ShapedType>(ref->operand->get().getType());
      if (!type.isDynamicDim(dim) && !refType.isDynamicDim(ref->dim))
        continue;
      Value size = getValueOrCreateConstantIndexOp(
          builder, loc,
          linalg::createFoldedDimOp(builder, loc, operand.get(), dim));
      emitSizeEqualCheck(builder, op, size, sizeOf(builder, loc, *ref),
                         describeDim(operand, dim),
                         describeDim(*ref->operand, ref->dim));
    }
  }
  for (auto [operand, dim, expr] : sums)
    emitReachCheck(builder, op, *operand, dim, expr, refs);
}

/// The tensor operands of an elementwise op must have the sizes of its
/// first tensor operand (a select's scalar condition has none).
static void emitElementwiseSizeChecks(Operation *op) {
  OpOperand *first = nullptr;
  OpBuilder builder(op);
  SmallVector<Value> firstSizes;
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<RankedTensorType>(operand.get().getType());
    if (!type)
      continue;
    if (!first) {
      first = &operand;
      firstSizes = getDimSizeValues(builder, op->getLoc(), operand.get());
      continue;
    }
    auto firstType = cast<RankedTensorType>(first->get().getType());
    if (type.getRank() != firstType.getRank())
      continue;
    SmallVector<Value> sizes =
        getDimSizeValues(builder, op->getLoc(), operand.get());
    emitSameSizesCheck(builder, op, type, sizes, firstType, firstSizes,
                       "operand " + std::to_string(operand.getOperandNumber()),
                       "operand " + std::to_string(first->getOperandNumber()));
  }
}

/// The operands of a tensor.concat must have one size in every dimension
/// but the concatenated one, and the result's static sizes: the
/// concatenated one is the sum of theirs.
static void emitConcatSizeChecks(tensor::ConcatOp op) {
  OpBuilder builder(op);
  Location loc = op.getLoc();
  RankedTensorType resultType = op.getResultType();
  int64_t concatDim = op.getDim();
  OperandRange inputs = op.getInputs();
  SmallVector<Value> firstSizes =
      getDimSizeValues(builder, loc, inputs.front());
  auto firstType = cast<RankedTensorType>(inputs.front().getType());
  for (int64_t d = 0; d < resultType.getRank(); ++d)
    if (d != concatDim && firstType.isDynamicDim(d) &&
        !resultType.isDynamicDim(d))
      emitSizeEqualCheck(builder, op, firstSizes[d],
                         arith::ConstantIndexOp::create(
                             builder, loc, resultType.getDimSize(d)),
                         "operand 0 dimension " + Twine(d),
                         "result dimension " + Twine(d));
  Value total = firstSizes[concatDim];
  bool dynamicTotal = firstType.isDynamicDim(concatDim);
  for (auto [i, input] : llvm::enumerate(inputs.drop_front())) {
    auto type = cast<RankedTensorType>(input.getType());
    SmallVector<Value> sizes = getDimSizeValues(builder, loc, input);
    std::string what = "operand " + std::to_string(i + 1) + " dimension ";
    for (int64_t d = 0; d < resultType.getRank(); ++d)
      if (d != concatDim && (type.isDynamicDim(d) || firstType.isDynamicDim(d)))
        emitSizeEqualCheck(builder, op, sizes[d], firstSizes[d],
                           what + Twine(d), "operand 0 dimension " + Twine(d));
    if (!resultType.isDynamicDim(concatDim))
      total = arith::AddIOp::create(builder, loc, total, sizes[concatDim]);
    dynamicTotal |= type.isDynamicDim(concatDim);
  }
  if (dynamicTotal && !resultType.isDynamicDim(concatDim))
    emitSizeEqualCheck(builder, op, total,
                       arith::ConstantIndexOp::create(
                           builder, loc, resultType.getDimSize(concatDim)),
                       "the operands' dimension " + Twine(concatDim),
                       "result dimension " + Twine(concatDim));
}

/// A tensor.cast or memref.cast that gives a `?` dimension of its operand
/// a static size: the operand must have that size. A cast of an unranked
/// operand to a ranked type needs the operand to have that rank first.
static void emitCastSizeChecks(Operation *op) {
  Value source = op->getOperand(0);
  auto sourceType = dyn_cast<ShapedType>(source.getType());
  auto resultType = dyn_cast<ShapedType>(op->getResult(0).getType());
  if (!sourceType || !resultType || !resultType.hasRank() ||
      (sourceType.hasRank() && sourceType.getRank() != resultType.getRank()))
    return;
  OpBuilder builder(op);
  Location loc = op->getLoc();
  bool unranked = !sourceType.hasRank();
  if (unranked) {
    Value rank = isa<BaseMemRefType>(sourceType)
                     ? Value(memref::RankOp::create(builder, loc, source))
                     : Value(tensor::RankOp::create(builder, loc, source));
    Value expected =
        arith::ConstantIndexOp::create(builder, loc, resultType.getRank());
    emitCheck(builder, op,
              arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::ne,
                                    rank, expected),
              "the operand has rank %lld, but the result type has rank %lld",
              {rank, expected});
  }
  for (int64_t d = 0; d < resultType.getRank(); ++d)
    if ((unranked || sourceType.isDynamicDim(d)) && !resultType.isDynamicDim(d))
      emitSizeEqualCheck(
          builder, op,
          getValueOrCreateConstantIndexOp(
              builder, loc, linalg::createFoldedDimOp(builder, loc, source, d)),
          arith::ConstantIndexOp::create(builder, loc,
                                         resultType.getDimSize(d)),
          "operand dimension " + Twine(d), "result dimension " + Twine(d));
}

/// The `?` sizes of an allocation as written are at least 0.
static void emitAllocationSizeChecks(Operation *op, OperandRange sizes) {
  auto type = cast<ShapedType>(op->getResult(0).getType());
  OpBuilder builder(op);
  for (int64_t dim = 0; dim < type.getRank(); ++dim) {
    if (!type.isDynamicDim(dim))
      continue;
    Value size = sizes[type.getDynamicDimIndex(dim)];
    std::optional<int64_t> constant = getConstantIntValue(size);
    if (!constant || *constant < 0)
      emitNonNegativeSizeCheck(builder, op, size, "dimension " + Twine(dim));
  }
}

void mlir::shapes::emitOperandAgreementChecks(ModuleOp module) {
  module.walk([](Operation *op) {
    if (std::optional<OperandRange> sizes = allocationSizes(op)) {
      emitAllocationSizeChecks(op, *sizes);
      return;
    }
    if (isa<tensor::CastOp, memref::CastOp>(op)) {
      emitCastSizeChecks(op);
      return;
    }
    if (emitSliceChecks(op))
      return;
    if (auto copy = dyn_cast<memref::CopyOp>(op)) {
      auto source = dyn_cast<MemRefType>(copy.getSource().getType());
      auto target = dyn_cast<MemRefType>(copy.getTarget().getType());
      if (!source || !target || source.getRank() != target.getRank() ||
          (source.hasStaticShape() && target.hasStaticShape()))
        return;
      OpBuilder builder(op);
      emitSameSizesCheck(
          builder, op, target,
          getDimSizeValues(builder, op->getLoc(), copy.getTarget()), source,
          getDimSizeValues(builder, op->getLoc(), copy.getSource()), "target",
          "source");
      return;
    }
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
      emitLoopSizeChecks(linalgOp);
      return;
    }
    if (auto concat = dyn_cast<tensor::ConcatOp>(op)) {
      if (!concat.getResultType().hasStaticShape() ||
          llvm::any_of(concat.getInputs().getTypes(), [](Type type) {
            return !cast<RankedTensorType>(type).hasStaticShape();
          }))
        emitConcatSizeChecks(concat);
      return;
    }
    if (op->hasTrait<OpTrait::Elementwise>() && op->getNumOperands() > 1 &&
        llvm::any_of(op->getOperandTypes(), [](Type type) {
          auto tensor = dyn_cast<RankedTensorType>(type);
          return tensor && !tensor.hasStaticShape();
        }))
      emitElementwiseSizeChecks(op);
  });
}
