//===- Pipelines.cpp - shapes-to-affine and shapes-to-llvm ----------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Implements include/shapes/Pipelines/Pipelines.h.
//
//===----------------------------------------------------------------------===//

#include "shapes/Pipelines/Pipelines.h"
#include "shapes/Dialect/Shapes/Transforms/Parallelism.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Affine/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::shapes;

/// The debug name of upstream's linalg canonicalization pattern that drops
/// the encoding of the outputs it refines.
static const char *const kInferStaticShapeOfOperands =
    "(anonymous namespace)::InferStaticShapeOfOperands";
static const char *const kInferConcatOperandTypes =
    "(anonymous namespace)::InferConcatOperandTypes";
static const char *const kInferConcatResultType =
    "(anonymous namespace)::InferConcatResultType";
static const char *const kFoldConcatsOfFill =
    "(anonymous namespace)::FoldConcatsOfFill";

/// shapes ops and elementwise tensor arith/math -> linalg on tensors.
static void addLinalgStage(OpPassManager &pm,
                           const ShapesToLLVMOptions &options) {
  // Layouts are chosen on the shapes ops, before anything lowers them.
  if (options.assignLayouts)
    pm.addNestedPass<func::FuncOp>(createShapesAssignLayouts());
  // Shapes ops are pure: relayouts and broadcasts of loop-invariant values
  // leave the loops before anything else.
  pm.addPass(createLoopInvariantCodeMotionPass());
  pm.addPass(createShapesLowerToLinalg(options.lowerToLinalgOptions()));
  // `arith.addf %a, %b : tensor<...>` and friends, as front ends write them.
  pm.addNestedPass<func::FuncOp>(createConvertElementwiseToLinalgPass());
  // The lowering reads a '?' result size with tensor.dim of the value it
  // comes from; resolved to the sizes that value was computed with, those
  // reads are no second use that keeps fusion from inlining the producer.
  pm.addPass(memref::createResolveRankedShapeTypeResultDimsPass());
  if (options.fuse)
    pm.addNestedPass<func::FuncOp>(createShapesFuseElementwise());
  // No CSE on tensors here: merging two tensor.empty ops of a layout type
  // makes two values share one destination, and one-shot bufferization
  // then copies (the affine stage runs CSE on buffers).
  //
  // Upstream's InferStaticShapeOfOperands refines a '?' of a linalg op's
  // output from a static operand size (a static operand dimension
  // broadcast into a '?' of broadcast_in_dim, and every consumer once that
  // static size reaches it), and rebuilds the output type without its
  // encoding: the op then fails to verify with a #shapes.layout result.
  // The two that infer the types of a tensor.concat's operands and result
  // from each other drop the encodings too: a concatenation of layout
  // tensors would become casts, relayouts, of every input and the result.
  // So does linalg's rewrite of a concatenation of fills of one value into
  // a fill of the concatenated inits, whose result then replaces the
  // concatenation's in another type.
  std::string disabled[] = {kInferStaticShapeOfOperands,
                            kInferConcatOperandTypes, kInferConcatResultType,
                            kFoldConcatsOfFill};
  pm.addPass(createCanonicalizerPass(GreedyRewriteConfig(), disabled));
}

/// linalg on tensors -> linalg on buffers that keep their layouts, with
/// deallocation placed.
static void addBufferizedStage(OpPassManager &pm,
                               const ShapesToLLVMOptions &options) {
  // Ownership-based deallocation rejects input that frees buffers.
  pm.addPass(createShapesStripDeallocs());
  pm.addPass(createShapesBufferize());
  // A result that is one of the function's arguments (an outs-style
  // argument written in place) is not returned again.
  pm.addPass(bufferization::createDropEquivalentBufferResultsPass());
  if (options.resultsToOutParams) {
    ShapesResultsToOutParamsOptions outParams;
    outParams.shapeChecks = options.shapeChecks;
    pm.addPass(createShapesResultsToOutParams(outParams));
  }
  // No two results of a public function share an allocation: a C caller
  // frees each result once.
  pm.addNestedPass<func::FuncOp>(createShapesDistinctResults());
  pm.addPass(createCanonicalizerPass());
  bufferization::buildBufferDeallocationPipeline(pm);
}

/// Buffers -> affine (and vector) loops on strided memrefs.
static void addAffineStage(OpPassManager &pm,
                           const ShapesToLLVMOptions &options) {
  // Contractions on buffers, while they are still linalg ops.
  if (options.packContractions)
    pm.addNestedPass<func::FuncOp>(
        createShapesPackContractions(options.packContractionsOptions()));
  if (options.vectorize)
    pm.addNestedPass<func::FuncOp>(
        createShapesVectorize(options.vectorizeOptions()));
  // Before convert-bufferization-to-memref: clones of layout buffers need
  // layout-aware allocations.
  pm.addPass(createShapesLowerLayouts());
  pm.addPass(createConvertBufferizationToMemRefPass());
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToAffineLoopsPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  // The row loops of -shapes-vectorize's nests over the same rows, one after
  // the other, become one loop that reads each row once; after CSE, so that
  // the nests' views of one buffer are one value.
  // The fused row loops then prefetch each next row while computing one.
  if (options.vectorize && options.fuseRows) {
    pm.addNestedPass<func::FuncOp>(createShapesFuseRowLoops());
    pm.addNestedPass<func::FuncOp>(createShapesPrefetchNextRow());
  }
}

/// Affine loops, vector, scf, memref, arith, math -> the LLVM dialect. The
/// order follows upstream's test-lower-to-llvm: vector ops to loops, then
/// affine, scf, vector; memref descriptors are expanded before the last
/// lower-affine, since the expansion creates affine.apply.
static void addLLVMStage(OpPassManager &pm,
                         const ShapesToLLVMOptions &options) {
  if (options.emitCInterface)
    pm.addPass(createShapesEmitCInterface());
  // Before the vector lowering: the approximations and the libm calls of
  // vector lanes build vector ops. The libm calls after the
  // approximations, which keep their f32 functions.
  if (options.approximateMath)
    pm.addPass(createShapesApproximateMath());
  pm.addPass(createShapesMathToLibm());
  pm.addNestedPass<func::FuncOp>(createConvertVectorToSCFPass());
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  if (Parallelism(options.threads).sharesWork()) {
    // The outermost parallel affine loops (padding fills, scalar nests)
    // join the scf.parallel loops of -shapes-vectorize.
    affine::AffineParallelizeOptions parallelize;
    parallelize.maxNested = 1;
    pm.addNestedPass<func::FuncOp>(
        affine::createAffineParallelize(parallelize));
  }
  pm.addPass(createLowerAffinePass());
  if (Parallelism(options.threads).sharesWork()) {
    pm.addPass(
        createConvertSCFToOpenMPPass(options.convertSCFToOpenMPOptions()));
    // The loop bodies come wrapped in memref.alloca_scope, which must be
    // inlined (it has no allocas) before scf-to-cf gives it several blocks.
    pm.addPass(createCanonicalizerPass());
  }
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  ConvertVectorToLLVMPassOptions vectorToLLVM;
  // A vector.transpose of the input as shuffles, not element by element
  // (-shapes-vectorize's tiles are vector.shuffle ops already).
  vectorToLLVM.vectorTransposeLowering =
      vector::VectorTransposeLowering::Shuffle16x16;
  pm.addPass(createConvertVectorToLLVMPass(vectorToLLVM));
  pm.addNestedPass<func::FuncOp>(createConvertMathToLLVMPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  // bf16 conversions in software: the hardware conversion of some hosts
  // (AVX-512 BF16) flushes subnormals, the folder does not.
  pm.addPass(createShapesExpandBF16());
  // f16 the same way, so that no compiler-rt conversion function is called.
  pm.addPass(createShapesExpandF16());
  // Large allocations on transparent huge pages: the memref lowering calls
  // the generic allocation functions, which -shapes-huge-page-allocs
  // defines.
  FinalizeMemRefToLLVMConversionPassOptions memrefToLLVM;
  memrefToLLVM.useGenericFunctions = options.hugePageThreshold > 0;
  pm.addPass(createFinalizeMemRefToLLVMConversionPass(memrefToLLVM));
  if (options.hugePageThreshold > 0)
    pm.addPass(createShapesHugePageAllocs(options.hugePageAllocsOptions()));
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  // Its C-interface wrappers move each descriptor's offset into the aligned
  // pointer, so that a C caller's view is read where its offset says.
  pm.addPass(createShapesCInterfaceOffsets());
  pm.addPass(createUBToLLVMConversionPass());
  if (Parallelism(options.threads).sharesWork())
    pm.addPass(createConvertOpenMPToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  // f16 and bf16 values that are only moved travel as i16: LLVM would keep
  // them in f32 registers across blocks, converting with compiler-rt calls.
  pm.addPass(createShapesHalfFloatsAsI16());
  pm.addPass(createShapesVerifyLLVM());
}

void mlir::shapes::buildShapesToLLVMPipeline(
    OpPassManager &pm, const ShapesToLLVMOptions &options) {
  auto runs = [&](Stage stage) {
    return options.startAt < stage && stage <= options.stopAt;
  };
  if (runs(Stage::Linalg))
    addLinalgStage(pm, options);
  if (runs(Stage::Bufferized))
    addBufferizedStage(pm, options);
  if (runs(Stage::Affine))
    addAffineStage(pm, options);
  if (runs(Stage::LLVM))
    addLLVMStage(pm, options);
}

void mlir::shapes::buildShapesToAffinePipeline(OpPassManager &pm) {
  ShapesToLLVMOptions options;
  options.stopAt = Stage::Affine;
  buildShapesToLLVMPipeline(pm, options);
}

LogicalResult ShapesToLLVMOptions::verify(
    function_ref<LogicalResult(const Twine &)> error) const {
  if (failed(verifyThreads(threads, error)))
    return failure();
  if (hugePageThreshold < 0)
    return error("huge-page-threshold must not be negative");
  if (startAt >= stopAt)
    return error("start-at must be an earlier stage than stop-at (linalg < "
                 "bufferized < affine < llvm)");
  if (failed(buildContractionTarget(packContractionsOptions(), error)))
    return failure();
  return success(succeeded(buildVectorizeTarget(vectorizeOptions(), error)));
}

/// Registers a pipeline whose options are parsed with ShapesToLLVMOptions,
/// defaults adjusted by `setDefaults`, with a message listing the valid
/// options on error.
static void registerPipeline(
    StringRef name, StringRef description,
    const std::function<void(ShapesToLLVMOptions &)> &setDefaults) {
  registerPassPipeline(
      name, description,
      [name,
       setDefaults](OpPassManager &pm, StringRef text,
                    function_ref<LogicalResult(const Twine &)> errorHandler) {
        // Its passes run on modules and nest their function passes: under
        // another op (`func.func(shapes-to-llvm)`), adding them would abort.
        std::optional<StringRef> anchor = pm.getOpName();
        if (anchor && *anchor != ModuleOp::getOperationName())
          return errorHandler("-" + name + " runs on '" +
                              ModuleOp::getOperationName() +
                              "', but it is nested under '" + *anchor +
                              "'; write it at module level, e.g. "
                              "-pass-pipeline='builtin.module(" +
                              name + ")'");
        ShapesToLLVMOptions options;
        setDefaults(options);
        if (failed(options.parseFromString(text)))
          return errorHandler(
              "invalid options '" + text + "' for -" + name +
              "; valid options are: " + options.describeOptions());
        if (failed(options.verify([&](const Twine &message) {
              return errorHandler("-" + name + ": " + message);
            })))
          return failure();
        buildShapesToLLVMPipeline(pm, options);
        return success();
      },
      [setDefaults](function_ref<void(const detail::PassOptions &)> print) {
        ShapesToLLVMOptions options;
        setDefaults(options);
        print(options);
      });
}

void mlir::shapes::registerShapesPipelines() {
  registerPipeline(
      "shapes-to-llvm",
      "Lower shapes ops on tensors to the LLVM dialect, ready for "
      "mlir-translate --mlir-to-llvmir or mlir-runner, in four stages "
      "(linalg, bufferized, affine, llvm) that stop-at/start-at can cut; "
      "public functions get C-callable _mlir_ciface_ wrappers",
      [](ShapesToLLVMOptions &) {});
  registerPipeline(
      "shapes-to-affine",
      "-shapes-to-llvm with stop-at=affine: shapes ops on "
      "tensors to affine loops on strided memrefs",
      [](ShapesToLLVMOptions &options) { options.stopAt = Stage::Affine; });
}
