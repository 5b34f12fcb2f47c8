//===- FuseGenerics.cpp - elementwise fusion without copying bodies -------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Fuses the producer of an input of a linalg.generic on tensors into it,
// with the result of upstream's linalg::fuseElementwiseOps followed by its
// canonicalization that drops dead and duplicate operands
// (populateEraseUnusedOperandsAndResultsPatterns), but built without
// copying the larger of the two bodies: the fused op takes that body's
// block and receives the other's operations. Along a chain of N fusions
// each step then costs the size of the smaller body, not of the whole
// fused body, and the chain fuses in O(N) rather than O(N^2).
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/Fusion.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/DenseMap.h"

using namespace mlir;

namespace {
/// One input of the fused op before deduplication: its value and its
/// indexing map in the fused (the consumer's) loops.
struct FusedInput {
  Value value;
  AffineMap map;
};

/// The two ops of a fusion and what the fused op is made of.
struct Fusion {
  linalg::GenericOp producer;
  linalg::GenericOp consumer;
  /// The consumer's input that reads the producer.
  unsigned fusedIndex;
  unsigned producerResult;
  /// The producer has no other use: its operations are moved, not cloned.
  bool producerDies;
  /// The inputs in upstream's order: the consumer's before the fused one,
  /// the producer's, the consumer's after the fused one. The fused body's
  /// block arguments follow the same order, then the consumer's inits'.
  SmallVector<FusedInput> inputs;
};
} // namespace

/// Whether `a` holds more operations than `b`, counted in step, so that it
/// costs the size of the smaller block.
static bool hasMoreOps(Block &a, Block &b) {
  Block::iterator ia = a.begin(), ib = b.begin();
  while (ia != a.end() && ib != b.end()) {
    ++ia;
    ++ib;
  }
  return ia != a.end();
}

/// Whether the fusion of `fusedOperand` (fusable by upstream's rule) gives
/// the same op as upstream's fusion and canonicalization when built here:
/// the producer reads neither its inits nor linalg.index, so that the
/// producer results kept for other users are dead in the fused op and
/// dropped; the consumer has one init, read through a permutation, and a
/// used result, so that every dead input can be dropped.
static bool isSimpleFusion(OpOperand *fusedOperand) {
  auto producer = fusedOperand->get().getDefiningOp<linalg::GenericOp>();
  auto consumer = cast<linalg::GenericOp>(fusedOperand->getOwner());
  if (!consumer.hasPureTensorSemantics() || consumer.getNumDpsInits() != 1 ||
      consumer->getResult(0).use_empty() ||
      !consumer.getMatchingIndexingMap(consumer.getDpsInitOperand(0))
           .isPermutation())
    return false;
  for (OpOperand &init : producer.getDpsInitsMutable())
    if (producer.payloadUsesValueFromOperand(&init))
      return false;
  return !producer.hasIndexSemantics();
}

/// The fused op's inputs in upstream's order, before deduplication.
static SmallVector<FusedInput> rawInputs(linalg::GenericOp producer,
                                         linalg::GenericOp consumer,
                                         OpOperand *fusedOperand) {
  AffineMap consumerMap = consumer.getMatchingIndexingMap(fusedOperand);
  // Producer tensor index -> producer loop -> consumer loop.
  AffineMap toProducerLoops =
      inversePermutation(producer.getIndexingMapMatchingResult(
          cast<OpResult>(fusedOperand->get())));
  SmallVector<FusedInput> inputs;
  for (OpOperand *input : consumer.getDpsInputOperands()) {
    if (input != fusedOperand) {
      inputs.push_back({input->get(), consumer.getMatchingIndexingMap(input)});
      continue;
    }
    for (OpOperand *producerInput : producer.getDpsInputOperands())
      inputs.push_back(
          {producerInput->get(), producer.getMatchingIndexingMap(producerInput)
                                     .compose(toProducerLoops)
                                     .compose(consumerMap)});
  }
  return inputs;
}

/// The fused body in the consumer's block: the producer's input arguments
/// are inserted after the fused one, the producer's operations moved (or
/// cloned, when the producer lives on) to the front, and the fused
/// argument replaced with the value the producer yields.
static Block &mergeIntoConsumer(RewriterBase &rewriter, Fusion &fusion) {
  Block &block = fusion.consumer.getRegion().front();
  Block &producerBlock = fusion.producer.getRegion().front();
  IRMapping mapping;
  unsigned numProducerInputs = fusion.producer.getNumDpsInputs();
  for (unsigned i = 0; i < numProducerInputs; ++i) {
    BlockArgument arg = producerBlock.getArgument(i);
    mapping.map(arg, block.insertArgument(fusion.fusedIndex + 1 + i,
                                          arg.getType(), arg.getLoc()));
  }
  Operation *first = &block.front();
  auto yield = cast<linalg::YieldOp>(producerBlock.getTerminator());
  Value yielded = yield.getOperand(fusion.producerResult);
  if (fusion.producerDies) {
    for (unsigned i = 0; i < numProducerInputs; ++i)
      rewriter.replaceAllUsesWith(producerBlock.getArgument(i),
                                  mapping.lookup(producerBlock.getArgument(i)));
    for (Operation &op :
         llvm::make_early_inc_range(producerBlock.without_terminator()))
      rewriter.moveOpBefore(&op, first);
    yielded = yield.getOperand(fusion.producerResult);
  } else {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPoint(first);
    for (Operation &op : producerBlock.without_terminator())
      rewriter.clone(op, mapping);
    yielded = mapping.lookupOrDefault(yielded);
  }
  rewriter.replaceAllUsesWith(block.getArgument(fusion.fusedIndex), yielded);
  block.eraseArgument(fusion.fusedIndex);
  return block;
}

/// The fused body in the producer's block (the producer dies): its init
/// arguments, which its payload does not read, are dropped, the consumer's
/// arguments inserted around its inputs, and the consumer's operations
/// moved before its yield, which the consumer's yield replaces.
static Block &mergeIntoProducer(RewriterBase &rewriter, Fusion &fusion) {
  Block &block = fusion.producer.getRegion().front();
  Block &consumerBlock = fusion.consumer.getRegion().front();
  unsigned numProducerInputs = fusion.producer.getNumDpsInputs();
  while (block.getNumArguments() > numProducerInputs)
    block.eraseArgument(numProducerInputs);
  auto yield = cast<linalg::YieldOp>(block.getTerminator());
  for (BlockArgument arg : consumerBlock.getArguments()) {
    unsigned index = arg.getArgNumber();
    if (index == fusion.fusedIndex) {
      rewriter.replaceAllUsesWith(arg, yield.getOperand(fusion.producerResult));
      continue;
    }
    // Before the fused input: at the front; after it: appended.
    BlockArgument newArg =
        index < fusion.fusedIndex
            ? block.insertArgument(index, arg.getType(), arg.getLoc())
            : block.addArgument(arg.getType(), arg.getLoc());
    rewriter.replaceAllUsesWith(arg, newArg);
  }
  for (Operation &op : llvm::make_early_inc_range(consumerBlock))
    rewriter.moveOpBefore(&op, yield);
  rewriter.eraseOp(yield);
  return block;
}

/// Whether `a` has more uses than `b`, counted in step.
static bool hasMoreUses(Value a, Value b) {
  Value::use_iterator ia = a.use_begin(), ib = b.use_begin();
  while (ia != a.use_end() && ib != b.use_end()) {
    ++ia;
    ++ib;
  }
  return ia != a.use_end();
}

/// Drops the dead input arguments of `block` and merges those that read the
/// same value through the same map into the first, as upstream's
/// canonicalization does; returns the inputs that remain.
static SmallVector<FusedInput> dedupInputs(RewriterBase &rewriter, Block &block,
                                           ArrayRef<FusedInput> inputs) {
  SmallVector<FusedInput> kept;
  SmallVector<BlockArgument> keptArgs;
  SmallVector<unsigned> dropped;
  // Index in `kept` of each (value, map).
  llvm::DenseMap<std::pair<Value, AffineMap>, unsigned> keptIndex;
  for (auto [index, input] : llvm::enumerate(inputs)) {
    BlockArgument arg = block.getArgument(index);
    if (arg.use_empty()) {
      dropped.push_back(index);
      continue;
    }
    auto [it, inserted] =
        keptIndex.try_emplace({input.value, input.map}, kept.size());
    if (inserted) {
      kept.push_back(input);
      keptArgs.push_back(arg);
      continue;
    }
    // The uses move to the first argument, unless the first is the last one
    // kept: then that argument's uses may move to this one, which takes its
    // place, and the fewer uses move (a chain that reads one value at every
    // step keeps it in its long body).
    BlockArgument &first = keptArgs[it->second];
    if (it->second + 1 == kept.size() && hasMoreUses(arg, first)) {
      rewriter.replaceAllUsesWith(first, arg);
      dropped.push_back(first.getArgNumber());
      first = arg;
      continue;
    }
    rewriter.replaceAllUsesWith(arg, first);
    dropped.push_back(index);
  }
  llvm::sort(dropped);
  for (unsigned index : llvm::reverse(dropped))
    block.eraseArgument(index);
  return kept;
}

FailureOr<Operation *>
mlir::shapes::fuseElementwiseInPlace(RewriterBase &rewriter,
                                     OpOperand *fusedOperand) {
  if (!linalg::areElementwiseOpsFusable(fusedOperand) ||
      !isSimpleFusion(fusedOperand))
    return failure();
  Fusion fusion;
  fusion.producer = fusedOperand->get().getDefiningOp<linalg::GenericOp>();
  fusion.consumer = cast<linalg::GenericOp>(fusedOperand->getOwner());
  fusion.fusedIndex = fusedOperand->getOperandNumber();
  fusion.producerResult = cast<OpResult>(fusedOperand->get()).getResultNumber();
  fusion.producerDies = fusion.producer->hasOneUse();
  fusion.inputs = rawInputs(fusion.producer, fusion.consumer, fusedOperand);
  AffineMap initMap = fusion.consumer.getMatchingIndexingMap(
      fusion.consumer.getDpsInitOperand(0));

  // A producer with several results keeps the operations of the others,
  // which the rewriter erases as dead only when they are moved.
  bool intoProducer = fusion.producerDies &&
                      fusion.producer->getNumResults() == 1 &&
                      hasMoreOps(fusion.producer.getRegion().front(),
                                 fusion.consumer.getRegion().front());
  Block &body = intoProducer ? mergeIntoProducer(rewriter, fusion)
                             : mergeIntoConsumer(rewriter, fusion);
  SmallVector<FusedInput> inputs = dedupInputs(rewriter, body, fusion.inputs);

  SmallVector<Value> operands;
  SmallVector<AffineMap> maps;
  for (const FusedInput &input : inputs) {
    operands.push_back(input.value);
    maps.push_back(input.map);
  }
  maps.push_back(initMap);
  linalg::GenericOp consumer = fusion.consumer;
  // The op is created with its body in place: the rewriter's listener
  // hears of one new op, not of every operation of the body again.
  OperationState state(consumer.getLoc(),
                       linalg::GenericOp::getOperationName());
  linalg::GenericOp::build(rewriter, state, consumer->getResultTypes(),
                           operands, consumer.getDpsInits(),
                           rewriter.getAffineMapArrayAttr(maps),
                           consumer.getIteratorTypes(), /*doc=*/nullptr,
                           /*library_call=*/nullptr);
  state.regions.front()->takeBody(*body.getParent());
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(consumer);
  Operation *fused = rewriter.create(state);
  rewriter.replaceOp(consumer, fused->getResults());
  if (fusion.producerDies)
    rewriter.eraseOp(fusion.producer);
  return fused;
}
