//===- Pipelines.h - shapes-to-affine and shapes-to-llvm --------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The registered pipelines that take shapes ops on tensors all the way down,
// in four stages:
//
//   linalg      shapes ops (and elementwise arith/math on tensors) ->
//               linalg on tensors
//   bufferized  -> buffers that keep their layouts, deallocation placed
//   affine      -> affine loops on strided memrefs, layouts materialized
//   llvm        -> the LLVM dialect, checked by -shapes-verify-llvm
//
// `-shapes-to-llvm` runs the stages from `start-at` to `stop-at`, so a
// pipeline can be cut after any stage and resumed from its output;
// `-shapes-to-affine` is `-shapes-to-llvm="stop-at=affine"`.
//
// ShapesToLLVMOptions declares the options of both. The options of the passes
// they run are derived from it (lowerToLinalgOptions(), vectorizeOptions(),
// ...), and an option that a pass also takes gets the pass's default.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_PIPELINES_PIPELINES_H
#define SHAPES_PIPELINES_PIPELINES_H

#include "shapes/Conversion/Passes.h"
#include "shapes/Dialect/Shapes/Transforms/Passes.h"
#include "shapes/Support/ListedPassOptions.h"

#include "mlir/Conversion/SCFToOpenMP/SCFToOpenMP.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir {
namespace shapes {

/// The stages of -shapes-to-llvm, in order. `Input` is the program as
/// written, before any stage.
enum class Stage { Input, Linalg, Bufferized, Affine, LLVM };

/// The options of -shapes-to-llvm and -shapes-to-affine, in the order
/// describeOptions() lists them.
struct ShapesToLLVMOptions : public ListedPipelineOptions<ShapesToLLVMOptions> {
  Option<Stage> stopAt{
      *this, "stop-at",
      llvm::cl::desc("The last stage to run; its output can be resumed with "
                     "start-at"),
      llvm::cl::init(Stage::LLVM),
      llvm::cl::values(
          clEnumValN(Stage::Linalg, "linalg",
                     "linalg (and tensor) ops on tensors, no shapes op left"),
          clEnumValN(Stage::Bufferized, "bufferized",
                     "linalg ops on memrefs that keep #shapes.layout, "
                     "deallocation placed"),
          clEnumValN(Stage::Affine, "affine",
                     "affine loops on strided memrefs"),
          clEnumValN(Stage::LLVM, "llvm", "the LLVM dialect (default)"))};
  Option<Stage> startAt{
      *this, "start-at",
      llvm::cl::desc("The stage whose output the input is: the stages up to "
                     "it are skipped"),
      llvm::cl::init(Stage::Input),
      llvm::cl::values(
          clEnumValN(Stage::Input, "input", "the program as written (default)"),
          clEnumValN(Stage::Linalg, "linalg", "the output of stop-at=linalg"),
          clEnumValN(Stage::Bufferized, "bufferized",
                     "the output of stop-at=bufferized"),
          clEnumValN(Stage::Affine, "affine", "the output of stop-at=affine"))};
  Option<bool> emitCInterface{
      *this, "emit-c-interface",
      llvm::cl::desc("Emit _mlir_ciface_ wrappers for public functions"),
      llvm::cl::init(true)};
  Option<bool> runtimeChecks{
      *this, "runtime-checks",
      llvm::cl::desc("Assert (cf.assert) that the dynamic indices of "
                     "shapes.linearize_index / delinearize_index are in "
                     "range, and check those of the input's tensor.extract, "
                     "tensor.insert, memref.load and memref.store"),
      llvm::cl::init(ShapesLowerToLinalgOptions().runtimeChecks)};
  Option<bool> shapeChecks{
      *this, "shape-checks",
      llvm::cl::desc("Check dynamic sizes at run time; a mismatch prints the "
                     "op, the dimensions and both sizes, and aborts. false: "
                     "a mismatch is undefined behavior"),
      llvm::cl::init(ShapesLowerToLinalgOptions().shapeChecks)};
  Option<bool> resultsToOutParams{
      *this, "results-to-out-params",
      llvm::cl::desc("Public and private functions take their memref results "
                     "as caller-provided output arguments (appended after "
                     "the inputs) instead of returning fresh buffers; a "
                     "result with '?' sizes only in a function that no call "
                     "in the module calls"),
      llvm::cl::init(false)};
  Option<bool> assignLayouts{
      *this, "assign-layouts",
      llvm::cl::desc("First choose the layouts of intermediate values "
                     "(-shapes-assign-layouts, mode=auto), so that "
                     "transposes become views and few relayout copies "
                     "remain; arguments and results keep theirs. "
                     "assign-layouts=false keeps every layout as written"),
      llvm::cl::init(true)};
  Option<bool> fuse{
      *this, "fuse",
      llvm::cl::desc("Fuse chains of elementwise ops, broadcasts and "
                     "relayouts (-shapes-fuse-elementwise)"),
      llvm::cl::init(true)};
  Option<bool> vectorize{
      *this, "vectorize",
      llvm::cl::desc("Vector loops for elementwise ops and layout copies "
                     "(-shapes-vectorize); false keeps scalar affine loops"),
      llvm::cl::init(true)};
  Option<bool> fuseRows{
      *this, "fuse-rows",
      llvm::cl::desc("Fuse the row loops of consecutive vector nests over "
                     "the same rows (-shapes-fuse-row-loops), so that each "
                     "row is read from memory once"),
      llvm::cl::init(true)};
  Option<bool> packContractions{
      *this, "pack-contractions",
      llvm::cl::desc("Contractions (matmul, batch_matmul, dot generics) as "
                     "packed panels and a vector micro-kernel "
                     "(-shapes-pack-contractions); false keeps the scalar "
                     "loop nest"),
      llvm::cl::init(true)};
  Option<bool> fmaContractions{
      *this, "fma-contractions",
      llvm::cl::desc("Packed f32 and f64 contractions multiply-add with one "
                     "rounding where the target has FMA (vector.fma), as "
                     "XLA's CPU backend and BLAS do; false keeps the scalar "
                     "loops' bits"),
      llvm::cl::init(true)};
  Option<bool> approximateMath{
      *this, "approximate-math",
      llvm::cl::desc("f32 exp, expm1, log, log1p, log2, tanh and erf (and "
                     "f16/bf16 through f32) as polynomial approximations "
                     "(-shapes-approximate-math), which vectorize; false "
                     "calls libm's functions, one per element"),
      llvm::cl::init(true)};
  Option<bool> streamFresh{
      *this, "stream-fresh",
      llvm::cl::desc("Streaming stores also into buffers the function "
                     "allocates (slower on fresh pages; for testing)"),
      llvm::cl::init(ShapesVectorizeOptions().streamFresh)};
  Option<std::string> target{
      *this, "target",
      llvm::cl::desc("The machine description of the vector code: host (the "
                     "machine the compiler runs on) or generic (fixed "
                     "figures); default: --shapes-target, itself host. The "
                     "figures options below override its figures"),
      llvm::cl::value_desc("host|generic"), llvm::cl::init("")};
  Option<int64_t> rowStreams{
      *this, "row-streams",
      llvm::cl::desc("The most row streams that an elementwise nest with "
                     "non-temporal stores walks side by side (1 to 8); "
                     "whether more than one helps depends on the machine; "
                     "0: the target's"),
      llvm::cl::value_desc("N"),
      llvm::cl::init(ShapesVectorizeOptions().rowStreams)};
  Option<int64_t> vectorBits{
      *this, "vector-bits",
      llvm::cl::desc("Width of the vectors of elementwise and reduction "
                     "loops and of a contraction tile's rows, in bits (a "
                     "multiple of 8, at most 4096); 0: the target's"),
      llvm::cl::value_desc("bits"),
      llvm::cl::init(ShapesVectorizeOptions().vectorBits)};
  Option<int64_t> streamingThreshold{
      *this, "streaming-threshold",
      llvm::cl::desc("Destinations of at least this many bytes get "
                     "non-temporal (streaming) stores; -1: the target's "
                     "(16 MiB)"),
      llvm::cl::value_desc("bytes"),
      llvm::cl::init(ShapesVectorizeOptions().streamingThreshold)};
  Option<unsigned> threads{
      *this, "threads",
      llvm::cl::desc("Run the outermost parallel loops on this many OpenMP "
                     "threads (1: no OpenMP); the program then needs libomp"),
      llvm::cl::value_desc("N"), llvm::cl::init(1)};
  Option<int64_t> hugePageThreshold{
      *this, "huge-page-threshold",
      llvm::cl::desc("Heap allocations of at least this many bytes go on "
                     "transparent huge pages (-shapes-huge-page-allocs); 0 "
                     "keeps plain malloc"),
      llvm::cl::value_desc("bytes"),
      llvm::cl::init(ShapesHugePageAllocsOptions().threshold)};

  /// The options of -shapes-lower-to-linalg.
  ShapesLowerToLinalgOptions lowerToLinalgOptions() const {
    ShapesLowerToLinalgOptions options;
    options.runtimeChecks = runtimeChecks;
    options.shapeChecks = shapeChecks;
    return options;
  }

  /// The options of -shapes-vectorize.
  ShapesVectorizeOptions vectorizeOptions() const {
    ShapesVectorizeOptions options;
    options.target = target;
    options.vectorBits = vectorBits;
    options.streamingThreshold = streamingThreshold;
    options.streamFresh = streamFresh;
    options.rowStreams = rowStreams;
    options.threads = threads;
    return options;
  }

  /// The options of -shapes-pack-contractions: the tile rows are one
  /// vector of vector-bits; the column blocks run in parallel with threads.
  ShapesPackContractionsOptions packContractionsOptions() const {
    ShapesPackContractionsOptions options;
    options.target = target;
    options.vectorBits = vectorBits;
    options.threads = threads;
    options.fma = fmaContractions;
    return options;
  }

  /// The options of -shapes-huge-page-allocs (with huge-page-threshold > 0).
  ShapesHugePageAllocsOptions hugePageAllocsOptions() const {
    ShapesHugePageAllocsOptions options;
    options.threshold = hugePageThreshold;
    return options;
  }

  /// The options of -convert-scf-to-openmp (with threads > 1).
  ConvertSCFToOpenMPPassOptions convertSCFToOpenMPOptions() const {
    ConvertSCFToOpenMPPassOptions options;
    options.numThreads = threads;
    return options;
  }

  /// Checks the options together, and those of the passes they set with the
  /// passes' own checks; on failure, returns `error` with what is wrong.
  LogicalResult verify(function_ref<LogicalResult(const Twine &)> error) const;
};

/// Adds the stages (startAt, stopAt] of -shapes-to-llvm to `pm`.
void buildShapesToLLVMPipeline(OpPassManager &pm,
                               const ShapesToLLVMOptions &options);

/// -shapes-to-llvm="stop-at=affine".
void buildShapesToAffinePipeline(OpPassManager &pm);

/// Registers -shapes-to-affine and -shapes-to-llvm. An invalid option gets a
/// message that lists the valid options and values.
void registerShapesPipelines();

} // namespace shapes
} // namespace mlir

#endif // SHAPES_PIPELINES_PIPELINES_H
