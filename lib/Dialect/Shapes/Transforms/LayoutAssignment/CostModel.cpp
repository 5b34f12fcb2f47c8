//===- CostModel.cpp - bytes a layout choice costs ------------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Implements include/shapes/Dialect/Shapes/Transforms/LayoutCostModel.h.
// What the code generator does is asked of its own rules: the bitcast rule
// of shapes.transpose, the equivalence of layouts, and the fusion rule of
// -shapes-fuse-elementwise, given the facts of a copy producer.
//
//===----------------------------------------------------------------------===//

#include "shapes/Conversion/ShapesToLinalg/ArithAlgebra.h"
#include "shapes/Dialect/Shapes/IR/PinLayout.h"
#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"
#include "shapes/Dialect/Shapes/IR/ShapesDialect.h"
#include "shapes/Dialect/Shapes/IR/ShapesOps.h"
#include "shapes/Dialect/Shapes/Transforms/ContractionMatch.h"
#include "shapes/Dialect/Shapes/Transforms/Fusion.h"
#include "shapes/Dialect/Shapes/Transforms/LayoutBufferization.h"
#include "shapes/Dialect/Shapes/Transforms/LayoutCostModel.h"
#include "shapes/Semantics/Layout.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::shapes;

/// Whether `op` lowers to one elementwise linalg.generic whose result
/// layout is free: the binary ops, compare and broadcast_in_dim.
static bool isElementwiseShapesOp(Operation *op) {
  return isa_and_nonnull<BroadcastingOpInterface, BroadcastInDimOp>(op);
}

bool mlir::shapes::isSameBuffer(RankedTensorType from, RankedTensorType to) {
  return haveEquivalentLayouts(from, to) && !castMovesData(from, to);
}

bool mlir::shapes::hasBoundedBytes(RankedTensorType type) {
  if (!hasShapesCompatibleLayout(type))
    return false;
  return type.hasStaticShape() ||
         layout_util::physicalElementCount(
             dimsOf(type), getSemanticLayout(type)) != kDynamicSize;
}

RankedTensorType
mlir::shapes::withMinorToMajor(RankedTensorType type,
                               ArrayRef<int64_t> minorToMajor) {
  Layout layout;
  if (!type.hasStaticShape())
    layout = getSemanticLayout(type);
  layout.minorToMajor.assign(minorToMajor.begin(), minorToMajor.end());
  if (!layout.isPadded() &&
      layout.minorToMajor == layout_util::defaultMinorToMajor(type.getRank()))
    return RankedTensorType::get(type.getShape(), type.getElementType());
  return RankedTensorType::get(
      type.getShape(), type.getElementType(),
      LayoutAttr::fromSemantic(type.getContext(), layout));
}

bool mlir::shapes::isLayoutVariable(Value value) {
  auto result = dyn_cast<OpResult>(value);
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!result || !type || type.getRank() < 2 || !hasBoundedBytes(type))
    return false;
  Operation *op = result.getOwner();
  if (op->hasAttr(kPinLayoutAttrName))
    return false;
  return isElementwiseShapesOp(op) || isa<TransposeOp, RelayoutOp>(op) ||
         !layoutInitChain(value).empty();
}

/// The init of the op that writes `value` whose type is its layout: a
/// linalg op's on tensors with one result, or the destination of a
/// `tensor.insert_slice` (a pad as the HLO importer writes it).
static Value layoutInitOf(Value value) {
  auto result = dyn_cast<OpResult>(value);
  if (!result)
    return {};
  Operation *op = result.getOwner();
  if (auto insert = dyn_cast<tensor::InsertSliceOp>(op))
    return insert.getDest();
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || !linalgOp.hasPureTensorSemantics() ||
      linalgOp->getNumResults() != 1 || linalgOp.getNumDpsInits() != 1)
    return {};
  return linalgOp.getDpsInitOperand(0)->get();
}

SmallVector<Value> mlir::shapes::layoutInitChain(Value value) {
  Value init = layoutInitOf(value);
  if (!init)
    return {};
  SmallVector<Value> chain;
  if (auto fill = init.getDefiningOp<linalg::FillOp>()) {
    if (!init.hasOneUse() || fill->getNumResults() != 1)
      return {};
    chain.push_back(init);
    init = fill.getDpsInitOperand(0)->get();
  }
  if (!init.getDefiningOp<tensor::EmptyOp>() || !init.hasOneUse() ||
      init.getType() != value.getType())
    return {};
  chain.push_back(init);
  return chain;
}

/// Whether `use` copies its value into its place in another buffer, from
/// any layout: the source of a `tensor.insert_slice`, or an input of a
/// `tensor.concat`, which the lowering decomposes into such inserts.
static bool insertsIntoPlace(OpOperand &use) {
  Operation *owner = use.getOwner();
  if (auto insert = dyn_cast<tensor::InsertSliceOp>(owner))
    return &use == &insert.getSourceMutable();
  return isa<tensor::ConcatOp>(owner);
}

bool mlir::shapes::readsAnyLayout(OpOperand &use) {
  Operation *owner = use.getOwner();
  if (isa_and_present<ShapesDialect>(owner->getDialect()) ||
      insertsIntoPlace(use))
    return true;
  auto linalgOp = dyn_cast<linalg::LinalgOp>(owner);
  return linalgOp && linalgOp.hasPureTensorSemantics() &&
         linalgOp.isDpsInput(&use);
}

int64_t mlir::shapes::relayoutBytes(RankedTensorType type) {
  int64_t elements =
      layout_util::physicalElementCount(dimsOf(type), getSemanticLayout(type));
  return 2 * elements * getElementStorageBytes(type.getElementType());
}

bool mlir::shapes::readsThroughGeneric(OpOperand &use) {
  Operation *owner = use.getOwner();
  if (isElementwiseShapesOp(owner) || isa<RelayoutOp>(owner))
    return true;
  if (!isa<linalg::GenericOp, linalg::MapOp, linalg::ReduceOp, linalg::CopyOp>(
          owner))
    return false;
  auto linalgOp = cast<linalg::LinalgOp>(owner);
  return linalgOp.hasPureTensorSemantics() && linalgOp.isDpsInput(&use);
}

/// The body operations of the generic that `reader`'s owner becomes: its
/// own for a linalg.generic, one for a shapes op or another linalg op.
static unsigned readerBodyOps(OpOperand *reader) {
  auto generic = dyn_cast<linalg::GenericOp>(reader->getOwner());
  if (!generic)
    return 1;
  Block &body = generic.getRegion().front();
  return std::min<unsigned>(body.getOperations().size() - 1,
                            kMaxBodyOpsForRecomputation + 1);
}

/// Whether `a` and `b`, two reads of one value, read it through the same
/// indexing map of one generic: upstream's canonicalization, which the
/// fusion patterns include, merges them into one operand before fusing. A
/// broadcasting shapes op reads one value of one type through one map.
static bool isSameRead(OpOperand *a, OpOperand *b) {
  Operation *owner = a->getOwner();
  if (owner != b->getOwner())
    return false;
  if (isa<BroadcastingOpInterface>(owner))
    return true;
  auto generic = dyn_cast<linalg::GenericOp>(owner);
  return generic &&
         generic.getMatchingIndexingMap(a) == generic.getMatchingIndexingMap(b);
}

/// The readers left once the reads that isSameRead merges are one.
static SmallVector<OpOperand *> mergedReads(ArrayRef<OpOperand *> readers) {
  SmallVector<OpOperand *> merged;
  for (OpOperand *reader : readers)
    if (llvm::none_of(
            merged, [&](OpOperand *kept) { return isSameRead(kept, reader); }))
      merged.push_back(reader);
  return merged;
}

/// The fusion rule's facts for a copy read by `readers` (merged), at
/// `reader`.
static FusionCandidate copyCandidate(ArrayRef<OpOperand *> readers,
                                     OpOperand *reader) {
  FusionCandidate candidate;
  // A copy: no body operation, no init read.
  candidate.producerOps = 0;
  candidate.liveUses = readers.size();
  candidate.oneConsumer = llvm::all_of(readers, [&](OpOperand *other) {
    return other->getOwner() == reader->getOwner();
  });
  candidate.consumerOps = readerBodyOps(reader);
  return candidate;
}

bool mlir::shapes::isCopyAbsorbedByReaders(ArrayRef<OpOperand *> all) {
  // One insert into place: the copy is written there (the bufferization's
  // empty tensor elimination), the insert's own copy.
  if (all.size() == 1 && insertsIntoPlace(*all.front()))
    return true;
  SmallVector<OpOperand *> readers = mergedReads(all);
  return llvm::all_of(readers, [&](OpOperand *reader) {
    return readsThroughGeneric(*reader) &&
           shouldFuse(copyCandidate(readers, reader));
  });
}

SmallVector<OpOperand *> mlir::shapes::readersOf(Value value) {
  SmallVector<OpOperand *> readers;
  for (OpOperand &use : value.getUses())
    readers.push_back(&use);
  return readers;
}

/// The producer's facts (Fusion.h) of the op that writes `source`, as the
/// linalg.generic it becomes, when fusion may fuse it into a copy: a
/// broadcast (no body operation), a shapes elementwise op (its body built
/// by the lowering's own scalar rules, ArithAlgebra, in a scratch block,
/// and counted without its constants, which the fusion pass's rewriter
/// hoists out of bodies), or an elementwise linalg.generic or linalg.map
/// on tensors.
static std::optional<FusionCandidate> describeProducerOf(Value source) {
  Operation *producer = source.getDefiningOp();
  if (isa_and_nonnull<BroadcastInDimOp>(producer))
    return FusionCandidate();
  if (auto binary = dyn_cast_or_null<BroadcastingOpInterface>(producer)) {
    Type element = getElementTypeOrSelf(producer->getOperand(0).getType());
    Block scratch;
    Value lhs = scratch.addArgument(element, producer->getLoc());
    Value rhs = scratch.addArgument(element, producer->getLoc());
    OpBuilder builder(producer->getContext());
    builder.setInsertionPointToEnd(&scratch);
    ArithAlgebra algebra{builder, producer->getLoc()};
    applyScalarOp(algebra, binary.getScalarOp(), lhs, rhs);
    FusionCandidate candidate;
    candidate.producerOps = llvm::count_if(
        scratch, [](Operation &op) { return !isa<arith::ConstantOp>(op); });
    return candidate;
  }
  auto linalgOp = dyn_cast_or_null<linalg::LinalgOp>(producer);
  if (!linalgOp || !isa<linalg::GenericOp, linalg::MapOp>(producer) ||
      !linalgOp.hasPureTensorSemantics() ||
      linalgOp.getNumLoops() != linalgOp.getNumParallelLoops())
    return std::nullopt;
  return describeProducer(linalgOp);
}

/// Whether `producer` lowers to a copy of its operand, into which a copy
/// fuses as another copy of that operand: a broadcast to its operand's
/// shape (a relayout), or the maximum, minimum, and or or of a value with
/// itself, of its shape.
static bool lowersToCopy(Operation *producer) {
  if (!producer || producer->getNumResults() != 1)
    return false;
  auto sameShape = [&](Value operand) {
    auto from = dyn_cast<RankedTensorType>(operand.getType());
    auto to = dyn_cast<RankedTensorType>(producer->getResult(0).getType());
    return from && to && from.getShape() == to.getShape();
  };
  if (auto broadcast = dyn_cast<BroadcastInDimOp>(producer))
    return sameShape(broadcast.getOperand());
  if (!isa<MaxOp, MinOp, AndOp, OrOp>(producer))
    return false;
  return producer->getOperand(0) == producer->getOperand(1) &&
         sameShape(producer->getOperand(0));
}

bool mlir::shapes::isCopyAbsorbedByProducer(Value source,
                                            ArrayRef<OpOperand *> copyReads) {
  std::optional<FusionCandidate> candidate = describeProducerOf(source);
  if (!candidate || lowersToCopy(source.getDefiningOp()))
    return false;
  SmallPtrSet<Operation *, 4> others;
  for (OpOperand &use : source.getUses())
    if (!llvm::is_contained(copyReads, &use))
      others.insert(use.getOwner());
  unsigned otherConsumers = others.size();
  // The copy's generic has no body operation of its own.
  candidate->liveUses = 1 + otherConsumers;
  candidate->oneConsumer = otherConsumers == 0;
  candidate->consumerOps = 0;
  return shouldFuse(*candidate);
}

bool mlir::shapes::isPublicReturnOperand(OpOperand &use) {
  auto ret = dyn_cast<func::ReturnOp>(use.getOwner());
  auto function =
      ret ? dyn_cast<func::FuncOp>(ret->getParentOp()) : func::FuncOp();
  return function && function.isPublic();
}

SmallVector<SmallVector<OpOperand *>>
mlir::shapes::fixedReaderGroups(Value value) {
  SmallVector<OpOperand *> fixedReaders;
  for (OpOperand &use : value.getUses())
    if (!readsAnyLayout(use))
      fixedReaders.push_back(&use);
  if (fixedReaders.empty())
    return {};
  if (!llvm::all_of(fixedReaders,
                    [](OpOperand *use) { return isPublicReturnOperand(*use); }))
    return {fixedReaders};
  SmallVector<SmallVector<OpOperand *>> groups;
  for (OpOperand *use : fixedReaders)
    groups.push_back({use});
  return groups;
}

ReturnedValue mlir::shapes::describeReturned(Value value,
                                             bool throughRelayout) {
  ReturnedValue facts;
  if (auto argument = dyn_cast<BlockArgument>(value))
    facts.isArgument =
        isa_and_nonnull<func::FuncOp>(argument.getOwner()->getParentOp());
  Value read = value;
  if (throughRelayout && value.hasOneUse())
    if (auto relayout =
            dyn_cast<RelayoutOp>(value.getUses().begin()->getOwner()))
      read = relayout.getResult();
  facts.count = llvm::count_if(read.getUses(), isPublicReturnOperand);
  if (facts.count)
    facts.returnedType = cast<RankedTensorType>(read.getType());
  return facts;
}

unsigned mlir::shapes::directReturns(RankedTensorType type,
                                     const ReturnedValue &returned) {
  if (!returned.returnedType || !isSameBuffer(type, *returned.returnedType))
    return 0;
  return returned.count;
}

int64_t
mlir::shapes::distinctResultsCloneBytes(ArrayRef<RankedTensorType> types,
                                        bool keepsOne) {
  int64_t total = 0, largest = 0;
  for (RankedTensorType type : types) {
    int64_t bytes = relayoutBytes(type);
    total += bytes;
    largest = std::max(largest, bytes);
  }
  return keepsOne ? total - largest : total;
}

int64_t mlir::shapes::relayoutCost(RankedTensorType from, RankedTensorType to,
                                   bool absorbed) {
  if (isSameBuffer(from, to))
    return 0;
  // Between equivalent layouts of other strides, the lowering writes a
  // tensor.cast, which the bufferization copies after fusion has run.
  if (absorbed && !haveEquivalentLayouts(from, to))
    return 0;
  return relayoutBytes(to);
}

int64_t mlir::shapes::transposeCost(RankedTensorType from, RankedTensorType to,
                                    ArrayRef<int64_t> permutation,
                                    bool absorbed) {
  return relayoutCost(TransposeOp::getBitcastType(from, permutation), to,
                      absorbed);
}

std::string mlir::shapes::describeUnabsorbedReaders(ArrayRef<OpOperand *> all) {
  SmallVector<OpOperand *> readers = mergedReads(all);
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::ListSeparator separator("; ");
  for (OpOperand *reader : readers) {
    StringRef name = reader->getOwner()->getName().getStringRef();
    if (!readsThroughGeneric(*reader)) {
      os << separator << "read by '" << name << "', into which no copy fuses";
      continue;
    }
    // Several reads by one op: all its readers fail alike, said once.
    if (!shouldFuse(copyCandidate(readers, reader))) {
      os << separator << "read " << readers.size() << " times by one '" << name
         << "'";
      break;
    }
  }
  return text;
}

namespace {
/// What a packed contraction prefers of one of its operands: the dimension
/// it wants minor, and the loop of each dimension.
struct OperandPreference {
  int64_t dim;
  unsigned loop;
  SmallVector<unsigned> loops;
};
} // namespace

/// The preference of the packed contraction that reads or writes
/// `operand`, if it has one.
static std::optional<OperandPreference> getPreference(OpOperand &operand) {
  auto op = dyn_cast<linalg::LinalgOp>(operand.getOwner());
  if (!op)
    return std::nullopt;
  FailureOr<ContractionShape> shape = getContractionShape(op);
  if (failed(shape))
    return std::nullopt;
  ContractionOperand role = ContractionOperand::Rhs;
  if (op.isDpsInit(&operand))
    role = ContractionOperand::Result;
  else if (operand.getOperandNumber() == shape->lhs)
    role = ContractionOperand::Lhs;
  std::optional<unsigned> loop = getPreferredMinorLoop(*shape, role);
  if (!loop)
    return std::nullopt;
  OperandPreference preference{-1, *loop, {}};
  // getContractionShape accepts projected permutations only.
  for (auto [dim, expr] :
       llvm::enumerate(op.getMatchingIndexingMap(&operand).getResults())) {
    preference.loops.push_back(cast<AffineDimExpr>(expr).getPosition());
    if (preference.loops.back() == *loop)
      preference.dim = dim;
  }
  if (preference.dim < 0)
    return std::nullopt;
  return preference;
}

bool mlir::shapes::hasLayoutPreference(OpOperand &operand) {
  return getPreference(operand).has_value();
}

/// The most minor dimension of `type` of a size other than 1: the order of
/// its elements in memory; -1 when every size is 1.
static int64_t minorDimension(RankedTensorType type) {
  for (int64_t dim : getSemanticLayout(type).minorToMajor)
    if (type.getDimSize(dim) != 1)
      return dim;
  return -1;
}

int64_t mlir::shapes::operandLayoutCost(OpOperand &operand,
                                        RankedTensorType type) {
  std::optional<OperandPreference> preference = getPreference(operand);
  if (!preference)
    return 0;
  int64_t minor = minorDimension(type);
  if (minor < 0 ||
      llvm::count_if(
          type.getShape(), [](int64_t size) { return size != 1; }) < 2)
    return 0;
  if (preference->loops[minor] == preference->loop)
    return 0;
  // The measured cost is that of a relayout copy of the operand, within
  // noise. One byte less breaks the tie for the kernel's own path, which
  // allocates no buffer.
  return relayoutBytes(type) - 1;
}

std::optional<RankedTensorType>
mlir::shapes::preferredOperandType(OpOperand &operand, RankedTensorType type) {
  std::optional<OperandPreference> preference = getPreference(operand);
  if (!preference)
    return std::nullopt;
  SmallVector<int64_t> minorToMajor{preference->dim};
  for (int64_t dim = type.getRank() - 1; dim >= 0; --dim)
    if (dim != preference->dim)
      minorToMajor.push_back(dim);
  return withMinorToMajor(type, minorToMajor);
}
