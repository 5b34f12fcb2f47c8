//===- Match.cpp - the ops that -shapes-vectorize rewrites ----------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Implements Match.h: the matchers of the elementwise and transposing
// nests, of copies and of reductions. None creates IR.
//
//===----------------------------------------------------------------------===//

#include "Match.h"
#include "Operands.h"
#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"
#include "shapes/Semantics/Scalar.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "llvm/ADT/TypeSwitch.h"

#include <numeric>

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::vectorize;

//===----------------------------------------------------------------------===//
// Elementwise generics
//===----------------------------------------------------------------------===//

FailureOr<ElementwiseMatch>
vectorize::matchElementwise(linalg::GenericOp op, const VectorTarget &target,
                            RefusalHandler refuse) {
  auto refused = [&](const Twine &why) -> FailureOr<ElementwiseMatch> {
    refuse(why);
    return failure();
  };
  if (!op.hasPureBufferSemantics() || op.getNumDpsInits() != 1 ||
      op.getNumLoops() == 0 || op.getNumReductionLoops() != 0)
    return refused("not elementwise on buffers");
  if (!hasVectorizableBody(op))
    return refused("body not elementwise-mappable");
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  if (!maps.back().isPermutation())
    return refused("destination map not a permutation");
  SmallVector<int64_t> sizes = op.getStaticLoopRanges();
  if (llvm::any_of(sizes, [](int64_t s) { return s == 0; }))
    return refused("empty loops");
  int64_t inner = sizes.size() - 1;
  Value dest = op.getDpsInits()[0];
  FailureOr<SmallVector<int64_t>> destStrides =
      stridesThrough(dest.getType(), maps.back());
  if (failed(destStrides) || (*destStrides)[inner] != 1)
    return refused("destination not contiguous");
  SmallVector<SmallVector<int64_t>> sourceStrides;
  SmallVector<int64_t> sourceBytes;
  bool strided = false;
  for (auto [input, map] : llvm::zip(op.getDpsInputs(), maps)) {
    FailureOr<SmallVector<int64_t>> strides =
        stridesThrough(input.getType(), map);
    if (failed(strides))
      return refused("a source is not strided");
    strided |= (*strides)[inner] != 0 && (*strides)[inner] != 1;
    sourceStrides.push_back(*strides);
    sourceBytes.push_back(
        elementBytes(cast<MemRefType>(input.getType()).getElementType()));
  }
  int64_t destBytes =
      elementBytes(cast<MemRefType>(dest.getType()).getElementType());
  // A source strided along the innermost loop is read through V x V tiles
  // transposed in registers, when it is contiguous along another loop.
  int64_t across = -1;
  if (strided) {
    std::optional<int64_t> loop =
        findTransposingLoop(sourceStrides, sourceBytes, destBytes, target);
    if (!loop)
      return refused("a source is strided along the innermost loop and no "
                     "tile transposes it");
    across = *loop;
    // At least one whole tile, when the sizes are known; smaller nests
    // stay scalar loops.
    int64_t lanes = target.lineBytes / destBytes;
    if ((isKnown(sizes[across]) && sizes[across] < lanes) ||
        (isKnown(sizes[inner]) && sizes[inner] < lanes))
      return refused("smaller than one tile");
  }
  return ElementwiseMatch{op, std::move(maps), across};
}

//===----------------------------------------------------------------------===//
// Copies
//===----------------------------------------------------------------------===//

/// The loop order of a copy into `dest`: its dimensions by decreasing
/// stride (the physical order), as an indexing map from loops to
/// dimensions. With strides known only at run time: the physical order of
/// its #shapes.layout, else the dimensions in order, the one of unit
/// stride last.
static FailureOr<AffineMap> copyLoopMap(MemRefType dest) {
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(dest.getStridesAndOffset(strides, offset)))
    return failure();
  int64_t rank = dest.getRank();
  SmallVector<unsigned> order(rank);
  std::iota(order.begin(), order.end(), 0);
  if (llvm::all_of(strides, isKnown)) {
    std::stable_sort(order.begin(), order.end(), [&](unsigned a, unsigned c) {
      return strides[a] > strides[c];
    });
  } else if (isa<LayoutAttr>(dest.getLayout())) {
    shapes::Layout layout = getSemanticLayout(dest);
    for (int64_t l = 0; l < rank; ++l)
      order[l] = layout.minorToMajor[rank - 1 - l];
  } else {
    std::stable_partition(order.begin(), order.end(),
                          [&](unsigned d) { return strides[d] != 1; });
  }
  // loop l walks dimension order[l]: the map sends dimension d to the loop
  // that walks it.
  SmallVector<unsigned> loopOf(rank);
  for (auto [l, d] : llvm::enumerate(order))
    loopOf[d] = l;
  return AffineMap::getPermutationMap(loopOf, dest.getContext());
}

/// The loop that a copy's nest reads its source along: -1 when the source
/// is contiguous along the innermost loop `inner` (an elementwise copy),
/// else the last loop before it along which it is contiguous (a
/// transposing copy), when the target has tiles of `bytes`-wide elements;
/// nullopt when there is neither.
static std::optional<int64_t>
copyTransposingLoop(ArrayRef<int64_t> sourceStrides, int64_t bytes,
                    const VectorTarget &target) {
  int64_t inner = sourceStrides.size() - 1;
  if (sourceStrides[inner] == 1)
    return -1;
  for (int64_t l = inner - 1; l >= 0; --l)
    if (sourceStrides[l] == 1)
      return target.canTransposeTiles(bytes) ? std::optional<int64_t>(l)
                                             : std::nullopt;
  return std::nullopt;
}

FailureOr<CopyMatch> vectorize::matchCopy(Operation *op,
                                          const VectorTarget &target,
                                          RefusalHandler refuse) {
  auto refused = [&](const Twine &why) -> FailureOr<CopyMatch> {
    refuse(why);
    return failure();
  };
  CopyMatch copy;
  copy.op = op;
  if (auto linalgCopy = dyn_cast<linalg::CopyOp>(op)) {
    if (!linalgCopy.hasPureBufferSemantics())
      return refused("not on buffers");
    copy.source = linalgCopy.getInputs()[0];
    copy.dest = linalgCopy.getOutputs()[0];
  } else if (auto memrefCopy = dyn_cast<memref::CopyOp>(op)) {
    copy.source = memrefCopy.getSource();
    copy.dest = memrefCopy.getTarget();
  } else {
    return refused("not a copy");
  }
  auto sourceType = dyn_cast<MemRefType>(copy.source.getType());
  auto destType = dyn_cast<MemRefType>(copy.dest.getType());
  if (!sourceType || !destType || !sourceType.isStrided() ||
      !destType.isStrided() ||
      sourceType.getElementType() != destType.getElementType() ||
      !isVectorLaneType(destType.getElementType(), LaneUse::Elementwise))
    return refused("not a strided copy");
  if (destType.getRank() == 0 ||
      llvm::is_contained(destType.getShape(), int64_t(0)))
    return refused("rank 0 or empty");
  if (copy.source == copy.dest) {
    copy.sameBuffer = true;
    return copy;
  }
  FailureOr<AffineMap> map = copyLoopMap(destType);
  if (failed(map))
    return refused("destination not strided");
  FailureOr<SmallVector<int64_t>> destStrides = stridesThrough(destType, *map);
  FailureOr<SmallVector<int64_t>> sourceStrides =
      stridesThrough(sourceType, *map);
  int64_t inner = destType.getRank() - 1;
  if (failed(destStrides) || failed(sourceStrides) ||
      (*destStrides)[inner] != 1)
    return refused("destination not contiguous");
  // A transposing copy: the loop along which the source is contiguous.
  std::optional<int64_t> transposing = copyTransposingLoop(
      *sourceStrides, elementBytes(destType.getElementType()), target);
  if (!transposing)
    return refused("no vector tiles for this copy");
  copy.map = *map;
  copy.across = *transposing;
  return copy;
}

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

/// The combiner of `op`'s body: the op that the body yields, with the
/// destination's value as one operand, that value having no other use.
static FailureOr<Operation *> findCombiner(linalg::GenericOp op) {
  Block &body = op.getRegion().front();
  BlockArgument init = body.getArguments().back();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  if (yield->getNumOperands() != 1 || !init.hasOneUse())
    return failure();
  Operation *combiner = yield->getOperand(0).getDefiningOp();
  if (!combiner || combiner->getBlock() != &body ||
      combiner->getNumOperands() != 2 || !combiner->hasOneUse() ||
      *init.getUsers().begin() != combiner)
    return failure();
  return combiner;
}

/// The linalg.fill of `op`'s destination whose value the nest combines
/// its results with, in the place of loading the destination: the
/// destination is an allocation without a layout, filled whole in the
/// block of `op`, before it, and nothing else uses it before `op` (every
/// other user is after `op` in its block, or frees it). Null otherwise.
static linalg::FillOp initFill(linalg::GenericOp op) {
  Value dest = op.getDpsInits()[0];
  auto type = dyn_cast<MemRefType>(dest.getType());
  if (!type || !type.getLayout().isIdentity() ||
      !isa_and_present<memref::AllocOp, memref::AllocaOp>(dest.getDefiningOp()))
    return {};
  linalg::FillOp fill;
  for (Operation *user : dest.getUsers()) {
    if (user == op || isa<memref::DeallocOp>(user))
      continue;
    auto candidate = dyn_cast<linalg::FillOp>(user);
    if (candidate && !fill && candidate->getBlock() == op->getBlock() &&
        candidate->isBeforeInBlock(op) && candidate.getOutputs()[0] == dest &&
        candidate.hasPureBufferSemantics()) {
      fill = candidate;
      continue;
    }
    Operation *ancestor = op->getBlock()->findAncestorOpInBlock(*user);
    if (!ancestor || !op->isBeforeInBlock(ancestor))
      return {};
  }
  return fill;
}

/// The identity of `combiner`: for the ops of a BinaryOpKind, the rule of
/// ScalarRules.h (-0 for addf, where upstream's neutral element is +0);
/// upstream's neutral element for the others (NaN for maxnumf and
/// minnumf, 0 and all ones for maxui and minui).
static std::optional<TypedAttr> combinerIdentity(Operation *combiner) {
  std::optional<BinaryOpKind> kind =
      llvm::TypeSwitch<Operation *, std::optional<BinaryOpKind>>(combiner)
          .Case<arith::AddFOp, arith::AddIOp>(
              [](auto) { return BinaryOpKind::Add; })
          .Case<arith::MulFOp, arith::MulIOp>(
              [](auto) { return BinaryOpKind::Mul; })
          .Case<arith::MaximumFOp, arith::MaxSIOp>(
              [](auto) { return BinaryOpKind::Max; })
          .Case<arith::MinimumFOp, arith::MinSIOp>(
              [](auto) { return BinaryOpKind::Min; })
          .Case<arith::AndIOp>([](auto) { return BinaryOpKind::And; })
          .Case<arith::OrIOp>([](auto) { return BinaryOpKind::Or; })
          .Case<arith::XOrIOp>([](auto) { return BinaryOpKind::Xor; })
          .Default([](Operation *) { return std::nullopt; });
  if (!kind)
    return arith::getNeutralElement(combiner);
  Type type = combiner->getResult(0).getType();
  Builder b(combiner->getContext());
  if (auto floatType = dyn_cast<FloatType>(type)) {
    std::optional<Scalar> identity = evaluateReductionIdentity(
        *kind, Scalar(APFloat::getZero(floatType.getFloatSemantics())));
    if (!identity)
      return std::nullopt;
    return TypedAttr(b.getFloatAttr(type, identity->getFloat()));
  }
  if (!type.isIntOrIndex() || type.isIndex())
    return std::nullopt;
  std::optional<Scalar> identity = evaluateReductionIdentity(
      *kind, Scalar(APInt::getZero(type.getIntOrFloatBitWidth())));
  if (!identity)
    return std::nullopt;
  return TypedAttr(b.getIntegerAttr(type, identity->getInt()));
}

FailureOr<ReductionMatch> vectorize::matchReduction(linalg::GenericOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumDpsInits() != 1 ||
      op.getNumDpsInputs() == 0 || !hasElementwiseMappableOps(op) ||
      mayTrap(op))
    return failure();
  FailureOr<Operation *> combiner = findCombiner(op);
  if (failed(combiner))
    return failure();
  ReductionMatch red;
  red.op = op;
  red.combiner = *combiner;
  red.init = op.getRegion().front().getArguments().back();
  red.kind = linalg::getCombinerOpKind(red.combiner);
  if (std::optional<TypedAttr> identity = combinerIdentity(red.combiner))
    red.identity = *identity;
  red.fill = initFill(op);
  return red;
}

/// The combiner of a reduction of `kind`, as its plan sees it.
static ReductionCombiner combinerOf(vector::CombiningKind kind) {
  switch (kind) {
  case vector::CombiningKind::ADD:
    return ReductionCombiner::Add;
  case vector::CombiningKind::MUL:
    return ReductionCombiner::Mul;
  case vector::CombiningKind::MAXUI:
  case vector::CombiningKind::MAXSI:
  case vector::CombiningKind::MAXNUMF:
  case vector::CombiningKind::MAXIMUMF:
    return ReductionCombiner::Max;
  case vector::CombiningKind::MINUI:
  case vector::CombiningKind::MINSI:
  case vector::CombiningKind::MINNUMF:
  case vector::CombiningKind::MINIMUMF:
    return ReductionCombiner::Min;
  case vector::CombiningKind::AND:
    return ReductionCombiner::And;
  case vector::CombiningKind::OR:
    return ReductionCombiner::Or;
  case vector::CombiningKind::XOR:
    return ReductionCombiner::Xor;
  }
  return ReductionCombiner::Unsupported;
}

FailureOr<ReductionShape>
vectorize::reductionShapeOf(const ReductionMatch &red) {
  linalg::GenericOp op = red.op;
  ReductionShape shape;
  Type element = red.combiner->getResult(0).getType();
  shape.element = isa<FloatType>(element) ? ReductionElement::Float
                  : element.isInteger()   ? ReductionElement::Integer
                                          : ReductionElement::Other;
  shape.elementBits =
      element.isIntOrFloat() ? element.getIntOrFloatBitWidth() : 0;
  for (int64_t size : op.getStaticLoopRanges())
    shape.sizes.push_back(ShapedType::isDynamic(size) ? kUnknown : size);
  SmallVector<unsigned> reduced;
  op.getReductionDims(reduced);
  shape.reducedLoops.assign(reduced.begin(), reduced.end());
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  FailureOr<SmallVector<int64_t>> destStrides =
      stridesThrough(op.getDpsInits()[0].getType(), maps.back());
  if (failed(destStrides))
    return failure();
  shape.destStrides = *destStrides;
  for (auto [input, map] : llvm::zip(op.getDpsInputs(), maps)) {
    FailureOr<SmallVector<int64_t>> strides =
        stridesThrough(input.getType(), map);
    if (failed(strides))
      return failure();
    shape.inputStrides.push_back(*strides);
  }
  if (red.kind && red.identity)
    shape.combiner = combinerOf(*red.kind);
  Block &body = op.getRegion().front();
  shape.combinerOnly =
      op.getNumDpsInputs() == 1 &&
      llvm::hasSingleElement(body.without_terminator()) &&
      llvm::is_contained(red.combiner->getOperands(), body.getArgument(0));
  shape.initFill = static_cast<bool>(red.fill);
  return shape;
}
