//===- shapes-difftest.cpp - differential testing of -shapes-to-llvm ------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Generates random shapes programs (Program.h), lowers them with the
// -shapes-to-llvm pipeline, runs them in-process with MLIR's ExecutionEngine
// through their C interface, and compares every element of every result,
// and with --layouts the strides and the padding of every physical buffer,
// with the semantics library's evaluation. A mismatch prints the program,
// its inputs and the differing element. Exits 1 on any mismatch.
//
// Every result must own its buffer (Results.h): no two result descriptors
// share an `allocated` pointer, and none points into an input's buffer.
// The runner frees each result's allocation once, as a C caller does;
// a shared allocation fails the program with the results that share it.
//
// The call of each program and the compilation of each batch have a time
// limit (--timeout, 60 s, and --compile-timeout, 300 s; Watchdog.h): a
// step that outlives it, such as a loop that never reaches its bound, ends
// the run with status 1 and a message that names the program or the
// batch, instead of a hang.
//
// Programs also draw dot steps (--dot-percent) and reduce steps
// (--reduce-percent; Program.h): dots with random batch and contracting
// dimensions, operand orders and layouts, sizes up to 70; reduces of add,
// multiply, maximum, minimum, and, or over random dimensions from the
// combiner's identity (-0 for a float sum); operands whose sums and
// products are exact in any order, sums of negative zeros, and NaN and
// signed zeros among those of float maxima and minima. Without --hlo they
// are linalg ops on tensors (linalg.reduce, linalg.matmul,
// linalg.batch_matmul, a contraction linalg.generic), with --hlo HLO `dot`
// and `reduce`.
//
// Programs also draw structural steps (--structural-percent; Program.h):
// slices, concatenates, pads, reverses, reshapes and chains of views, as
// the tensor and linalg ops the HLO importer writes (and a second spelling
// of each) or, with --hlo, the HLO opcodes. A value and its views, or two
// views of one value, are returned together.
//
// With --stablehlo, each program is written as StableHLO text instead
// (ProgramStablehlo.cpp): the instructions --hlo writes, op for op, in the
// default layout, pretty or generic (--stablehlo-form), half of the
// programs with broadcasts from size-1 dimensions, and what
// `shapes-translate --import-stablehlo` makes of it runs against the same
// reference. StableHLO has no layouts: --layouts is rejected, the
// transposes and reshapes drawn as bitcasts are plain ones, and a relayout
// (HLO `copy`), which moves nothing in the default layout, is no op.
//
// --minimize shrinks each failing program to the fewest steps and results
// that fail the same way (Minimize.h) and prints it, its inputs and, with
// --hlo or --stablehlo, its HLO or StableHLO text.
//
// With --dynamic, function types have '?' dimensions and broadcast_in_dim
// takes index arguments; each call passes the run-time sizes (0 and 1
// among them). Some programs are then called once more with sizes that
// break a rule only a run-time check sees (a '?' that differs from its
// partner, a size operand against its operand or negative, a size beyond
// a padded bound): that call runs in a forked child, since the generated
// check aborts the process, and must end with SIGABRT after printing
// exactly the message the semantics library's rules predict (the first
// failing check, in the lowering's order).
//
//   shapes-difftest --seed=1 --count=1000            # what the tests run
//   shapes-difftest --seed=7 --count=100000 --layouts # a longer hunt
//   shapes-difftest --seed=7 --first=4242 --count=1 --print  # one program
//   shapes-difftest --seed=3 --count=300 --dynamic --layouts
//   shapes-difftest --seed=7 --count=1000 --structural-percent=50 --layouts \
//     --minimize                                     # slices, pads, views
//   shapes-difftest --seed=5 --count=1000 --stablehlo --structural-percent=30
//
//===----------------------------------------------------------------------===//

#include "ForkedCall.h"
#include "Memory.h"
#include "Minimize.h"
#include "Program.h"
#include "Results.h"
#include "Stats.h"
#include "Watchdog.h"

#include "shapes/InitAll.h"
#include "shapes/Pipelines/Pipelines.h"
#include "shapes/Target/HLO/ImportHlo.h"
#include "shapes/Target/HLO/ImportStablehlo.h"
#include "shapes/Version.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/ExecutionEngine/CRunnerUtils.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/OpenMP/OpenMPToLLVMIRTranslation.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <cmath>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <set>

using namespace mlir::shapes;
using namespace mlir::shapes::difftest;

namespace cl = llvm::cl;

/// The options of shapes-difftest: `--help` lists these alone, not the
/// hundreds of LLVM and MLIR options that the linked libraries register.
static cl::OptionCategory difftestCategory("shapes-difftest options");

static cl::opt<uint64_t> seedOpt("seed", cl::desc("Seed of the stream"),
                                 cl::cat(difftestCategory), cl::init(1));
static cl::opt<uint64_t> countOpt("count", cl::desc("Number of programs"),
                                  cl::cat(difftestCategory), cl::init(1000));
static cl::opt<unsigned>
    countPercentOpt("count-percent",
                    cl::desc("Percentage of --count run (the first ones)"),
                    cl::cat(difftestCategory), cl::init(100));
static cl::opt<uint64_t> firstOpt("first",
                                  cl::desc("Index of the first program"),
                                  cl::cat(difftestCategory), cl::init(0));
static cl::opt<unsigned> batchOpt("batch",
                                  cl::desc("Programs per compiled module"),
                                  cl::cat(difftestCategory), cl::init(50));
static cl::opt<bool> layoutsOpt("layouts",
                                cl::desc("Draw random layouts (orders, "
                                         "padding, padding values)"),
                                cl::cat(difftestCategory), cl::init(false));
static cl::opt<int64_t> maxRankOpt("max-rank",
                                   cl::desc("Largest rank of a value"),
                                   cl::cat(difftestCategory), cl::init(4));
static cl::opt<int64_t> maxSizeOpt("max-size",
                                   cl::desc("Largest size of a dimension"),
                                   cl::cat(difftestCategory), cl::init(5));
static cl::opt<bool> returnLastOpt(
    "return-last",
    cl::desc("Programs return only their last value, and the allocations "
             "of each lowered function are counted: one per result, plus at "
             "most one per value read by several ops (fusion) and per "
             "buffer read through a reshape"),
    cl::cat(difftestCategory), cl::init(false));
static cl::opt<std::string>
    pipelineOpt("pipeline",
                cl::desc("Options of -shapes-to-llvm, e.g. \"threads=2 "
                         "streaming-threshold=0\" (threads need libomp loaded: "
                         "--omp-library)"),
                cl::cat(difftestCategory), cl::init(""));
static cl::opt<std::string>
    ompLibraryOpt("omp-library",
                  cl::desc("The OpenMP runtime to load for threads=N"),
                  cl::cat(difftestCategory), cl::init(""));
static cl::opt<unsigned> optLevelOpt("opt", cl::desc("LLVM optimization level"),
                                     cl::cat(difftestCategory), cl::init(2));
static cl::opt<bool>
    hloOpt("hlo",
           cl::desc("Write each program as an HLO module and compile what "
                    "the HLO importer (shapes-translate --import-hlo) makes "
                    "of it; layouts are never padded"),
           cl::cat(difftestCategory), cl::init(false));
static cl::opt<bool> stablehloOpt(
    "stablehlo",
    cl::desc("Write each program as StableHLO text, the instructions --hlo "
             "writes in the default layout, and compile what the StableHLO "
             "importer (shapes-translate --import-stablehlo) makes of it; "
             "takes the options of --hlo but --layouts (StableHLO has no "
             "layouts: transposes and reshapes are never bitcasts, and a "
             "relayout is no op); half of the programs broadcast from size-1 "
             "dimensions in one broadcast_in_dim"),
    cl::cat(difftestCategory), cl::init(false));
enum class StablehloForm { Mixed, Pretty, Generic };
static cl::opt<StablehloForm> stablehloFormOpt(
    "stablehlo-form",
    cl::desc("With --stablehlo: the form the programs are written in"),
    cl::values(clEnumValN(StablehloForm::Mixed, "mixed",
                          "pretty, and generic for the odd-numbered programs "
                          "(default)"),
               clEnumValN(StablehloForm::Pretty, "pretty",
                          "as stablehlo-opt prints them"),
               clEnumValN(StablehloForm::Generic, "generic",
                          "in MLIR's generic op form, attributes as "
                          "properties and reducers as regions")),
    cl::cat(difftestCategory), cl::init(StablehloForm::Mixed));
static cl::opt<bool>
    dynamicOpt("dynamic",
               cl::desc("Spell some dimensions '?' and pass the sizes at run "
                        "time; call some programs with mismatching sizes too, "
                        "which must abort with the expected message"),
               cl::cat(difftestCategory), cl::init(false));
static cl::opt<unsigned> mismatchPercentOpt(
    "mismatch-percent",
    cl::desc("With --dynamic: the percentage of programs also called with "
             "mismatching sizes"),
    cl::cat(difftestCategory), cl::init(15));
static cl::opt<unsigned> transposePercentOpt(
    "transpose-percent",
    cl::desc("The percentage of steps that are transposes (half of them "
             "bitcasts: the result layout is the operand's permuted); by "
             "default 0 with --return-last"),
    cl::cat(difftestCategory), cl::init(10));
static cl::opt<unsigned> dotPercentOpt(
    "dot-percent",
    cl::desc(
        "The percentage of steps that are dots (linalg contractions, "
        "or dot with --hlo or --stablehlo); by default 5, 30 with --hlo or "
        "--stablehlo, 0 with --return-last"),
    cl::cat(difftestCategory), cl::init(5));
static cl::opt<unsigned> reducePercentOpt(
    "reduce-percent",
    cl::desc("The percentage of the other steps that are reduces "
             "(linalg.reduce, or reduce with --hlo or --stablehlo); by "
             "default 0 with --return-last"),
    cl::cat(difftestCategory), cl::init(10));
static cl::opt<unsigned> structuralPercentOpt(
    "structural-percent",
    cl::desc("The percentage of the other steps that are slices, "
             "concatenates, pads, reverses, reshapes or chains of views "
             "(tensor and linalg ops as the HLO importer writes them, or HLO "
             "or StableHLO ops with --hlo or --stablehlo)"),
    cl::cat(difftestCategory), cl::init(0));
static cl::opt<bool> paddedTensorResultsOpt(
    "padded-tensor-results",
    cl::desc(
        "With --structural-percent and --layouts: let tensor.extract_slice "
        "and tensor.pad have result types in padded layouts (default on)"),
    cl::cat(difftestCategory), cl::init(true));
static cl::opt<bool> minimizeOpt(
    "minimize",
    cl::desc("Shrink each failing program (up to --max-reports of them) to "
             "the fewest steps and results that fail the same way, and "
             "print it"),
    cl::cat(difftestCategory), cl::init(false));
static cl::opt<bool> printOpt("print",
                              cl::desc("Print every program as it runs"),
                              cl::cat(difftestCategory), cl::init(false));
static cl::opt<unsigned>
    timeoutOpt("timeout",
               cl::desc("Seconds that each program's call may take before "
                        "the run fails with a message that names it (0: no "
                        "limit)"),
               cl::cat(difftestCategory), cl::init(60));
static cl::opt<unsigned> compileTimeoutOpt(
    "compile-timeout",
    cl::desc("Seconds that the compilation of a batch may take before the "
             "run fails with a message that names it (0: no limit)"),
    cl::cat(difftestCategory), cl::init(300));
static cl::opt<int64_t> testHangOpt(
    "test-hang-program",
    cl::desc("For testing --timeout: program N waits for a signal instead "
             "of being called"),
    cl::cat(difftestCategory), cl::init(-1), cl::Hidden);
static cl::opt<unsigned>
    maxReportsOpt("max-reports",
                  cl::desc("Stop describing mismatches after this many"),
                  cl::cat(difftestCategory), cl::init(5));

namespace {

/// How --stablehlo writes `program`: with --stablehlo-form=mixed, the
/// odd-numbered programs in the generic form; programs 2 and 3 of every 4
/// with broadcasts from size-1 dimensions; programs 4 to 7 of every 8
/// without the compare_type of their compares.
StablehloStyle stablehloStyle(const Program &program) {
  uint64_t index = std::stoull(program.name.substr(1));
  StablehloStyle style;
  style.generic = stablehloFormOpt == StablehloForm::Mixed
                      ? index % 2 == 1
                      : stablehloFormOpt == StablehloForm::Generic;
  style.broadcastSizeOne = index / 2 % 2 == 1;
  style.compareType = index / 4 % 2 == 0;
  return style;
}

/// The text of `program` that the run compiles: MLIR, HLO or StableHLO.
std::string programText(const Program &program) {
  if (hloOpt)
    return program.toHLO();
  if (stablehloOpt)
    return program.toStablehlo(stablehloStyle(program));
  return program.toMLIR();
}

class Runner {
public:
  Runner() {
    mlir::shapes::registerAllDialects(registry);
    mlir::registerBuiltinDialectTranslation(registry);
    mlir::registerLLVMDialectTranslation(registry);
    mlir::registerOpenMPDialectTranslation(registry);
    context = std::make_unique<mlir::MLIRContext>(registry);
    context->loadAllAvailableDialects();
  }

  /// One module of the functions that the HLO or StableHLO importer makes
  /// of `programs`, or null after the importer's diagnostics.
  mlir::OwningOpRef<mlir::ModuleOp>
  importPrograms(const std::vector<Program> &programs) {
    mlir::OwningOpRef<mlir::ModuleOp> batch =
        mlir::ModuleOp::create(mlir::UnknownLoc::get(context.get()));
    for (const Program &program : programs) {
      llvm::SourceMgr sourceMgr;
      sourceMgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(
                                       programText(program), program.name),
                                   llvm::SMLoc());
      mlir::OwningOpRef<mlir::ModuleOp> imported =
          hloOpt
              ? mlir::shapes::importHloModule(sourceMgr, context.get())
              : mlir::shapes::importStablehloModule(sourceMgr, context.get());
      if (!imported)
        return nullptr;
      for (mlir::Operation &op :
           llvm::make_early_inc_range(imported->getBody()->getOperations()))
        op.moveBefore(batch->getBody(), batch->getBody()->end());
    }
    return batch;
  }

  /// Compiles and checks one batch of programs.
  void runBatch(std::vector<Program> &programs, Stats &stats) {
    std::optional<mlir::ScopedDiagnosticHandler> silence;
    if (quiet)
      silence.emplace(context.get(),
                      [](mlir::Diagnostic &) { return mlir::success(); });
    std::string text;
    for (const Program &program : programs)
      text += programText(program);
    if (printOpt) {
      // Flushed now: a run that the watchdog ends shows the programs.
      llvm::outs() << text;
      llvm::outs().flush();
    }

    auto fail = [&](const std::string &why) {
      if (!quiet)
        llvm::errs() << "shapes-difftest: " << why << " for the module:\n"
                     << text << "\n";
      stats.failedPrograms += programs.size();
      stats.programs += programs.size();
      stats.lastFailure = why;
      for (const Program &program : programs)
        stats.failingNames.push_back(program.name);
    };

    mlir::OwningOpRef<mlir::ModuleOp> module =
        hloOpt || stablehloOpt ? importPrograms(programs)
                               : mlir::parseSourceString<mlir::ModuleOp>(
                                     text, context.get(), kSourceName);
    if (!module)
      return fail(hloOpt         ? "the HLO import failed"
                  : stablehloOpt ? "the StableHLO import failed"
                                 : "parsing or verification failed");
    // A pass or the JIT that never ends fails the run with the batch named.
    armWatchdog(compileTimeoutOpt, "compiling " + programs.front().name +
                                       " to " + programs.back().name);
    llvm::scope_exit disarm([] { disarmWatchdog(); });
    mlir::PassManager pm(context.get());
    mlir::shapes::ShapesToLLVMOptions pipelineOptions;
    if (mlir::failed(pipelineOptions.parseFromString(pipelineOpt)))
      return fail("invalid --pipeline options");
    if (returnLastOpt) {
      // Up to the buffers, where every allocation is still one op.
      mlir::shapes::ShapesToLLVMOptions firstHalf;
      (void)firstHalf.parseFromString(pipelineOpt);
      firstHalf.stopAt = mlir::shapes::Stage::Bufferized;
      mlir::PassManager buffers(context.get());
      mlir::shapes::buildShapesToLLVMPipeline(buffers, firstHalf);
      if (mlir::failed(buffers.run(*module)))
        return fail("-shapes-to-llvm=\"stop-at=bufferized\" failed");
      for (Program &program : programs)
        checkAllocations(*module, program, stats);
      pipelineOptions.startAt = mlir::shapes::Stage::Bufferized;
    }
    mlir::shapes::buildShapesToLLVMPipeline(pm, pipelineOptions);
    if (mlir::failed(pm.run(*module)))
      return fail("-shapes-to-llvm failed");

    // The options hold a reference to the transformer: keep it alive.
    std::function<llvm::Error(llvm::Module *)> transformer =
        mlir::makeOptimizingTransformer(optLevelOpt, 0, nullptr);
    mlir::ExecutionEngineOptions engineOptions;
    engineOptions.transformer = transformer;
    llvm::SmallVector<llvm::StringRef, 1> libraries;
    if (!ompLibraryOpt.empty())
      libraries.push_back(ompLibraryOpt);
    engineOptions.sharedLibPaths = libraries;
    auto engine = mlir::ExecutionEngine::create(*module, engineOptions);
    if (!engine) {
      llvm::consumeError(engine.takeError());
      return fail("JIT compilation failed");
    }
    // The JIT compiles the module at its first lookup: here, under the
    // limit of the compilation, not under that of the first call.
    if (llvm::Expected<void (*)(void **)> first =
            (*engine)->lookupPacked("_mlir_ciface_" + programs.front().name);
        !first)
      llvm::consumeError(first.takeError());
    // The line of each program's func.func in `text`, 1-based.
    size_t line = 1;
    for (Program &program : programs) {
      runProgram(**engine, program, line, stats);
      line += llvm::count(program.toMLIR(), '\n');
    }
  }

private:
  /// The allocations of a function: one per result, and at most one more
  /// per value that several ops read (the fusion rule may keep those) and
  /// per buffer read through a reshape (fusion does not cross one: HLO's
  /// twin of a degenerate broadcast reshapes the value first).
  void checkAllocations(mlir::ModuleOp module, Program &program, Stats &stats) {
    auto func = module.lookupSymbol<mlir::func::FuncOp>(program.name);
    int allocations = 0;
    llvm::SmallPtrSet<mlir::Operation *, 4> reshaped;
    func.walk([&](mlir::Operation *op) {
      allocations +=
          mlir::isa<mlir::memref::AllocOp, mlir::bufferization::CloneOp>(op);
      if (!mlir::isa<mlir::memref::CollapseShapeOp,
                     mlir::memref::ExpandShapeOp>(op))
        return;
      mlir::Value source = op->getOperand(0);
      while (auto view = source.getDefiningOp<mlir::ViewLikeOpInterface>())
        source = view.getViewSource();
      if (mlir::Operation *alloc =
              source.getDefiningOp<mlir::memref::AllocOp>())
        reshaped.insert(alloc);
    });
    int results = program.returnedSteps().size();
    int shared = program.sharedValues();
    int extra = shared + static_cast<int>(reshaped.size());
    ++stats.allocationChecks;
    if (allocations >= results && allocations <= results + extra)
      return;
    program.allocationsFailed = true;
    if (stats.reports++ < maxReports)
      llvm::errs() << "ALLOCATIONS in " << program.name << ": " << allocations
                   << " for " << results << " results, " << shared
                   << " shared values and " << reshaped.size()
                   << " buffers read through a reshape\nprogram:\n"
                   << program.toMLIR();
  }

  void runProgram(mlir::ExecutionEngine &engine, Program &program,
                  size_t firstLine, Stats &stats) {
    // A call that never ends (a loop that never reaches its bound) fails
    // the run with the program named, and how to run it alone.
    armWatchdog(timeoutOpt, "the call of " + program.name,
                "; run it alone with the same options and --first=" +
                    llvm::StringRef(program.name).drop_front() +
                    " --count=1 --print");
    llvm::scope_exit disarm([] { disarmWatchdog(); });
    ++stats.programs;
    stats.ops += program.steps.size();
    countSteps(program, stats);
    if (stablehloOpt) {
      StablehloStyle style = stablehloStyle(program);
      ++(style.generic ? stats.genericStablehlo : stats.prettyStablehlo);
      stats.sizeOneBroadcastStablehlo += style.broadcastSizeOne;
    }

    // Inputs in their layouts.
    std::vector<Buffer> buffers(program.inputs.size());
    std::vector<Descriptor> inputs;
    std::vector<std::pair<const uint8_t *, const uint8_t *>> inputBytes;
    for (size_t i = 0; i < program.inputs.size(); ++i) {
      const Array &array = program.values[program.inputs[i]];
      countSpecials(array, stats);
      for (size_t d = 0; d < array.dims.size(); ++d)
        if (array.isDynamic(d))
          countDynamicSize(array.dims[d], stats);
      inputs.push_back(makeInput(array, array.dims, buffers[i]));
      const std::vector<uint8_t> &bytes = buffers[i].bytes;
      inputBytes.emplace_back(bytes.data(), bytes.data() + bytes.size() - 1);
    }
    std::vector<int64_t> sizeArgs = program.sizeArgs;
    for (int64_t size : sizeArgs)
      countDynamicSize(size, stats);

    // Results: one descriptor per returned step, back to back.
    std::vector<size_t> returned = program.returnedSteps();
    std::vector<size_t> resultOffsets;
    std::vector<int64_t> results = resultWords(program, resultOffsets);

    // _mlir_ciface_<name>(results*, inputs*..., sizes...), called through
    // its packed wrapper: every argument is passed by address.
    void *resultPointer = results.data();
    std::vector<void *> inputPointersInOrder;
    inputPointersInOrder.reserve(inputs.size());
    for (Descriptor &descriptor : inputs)
      inputPointersInOrder.push_back(descriptor.get());
    llvm::SmallVector<void *> args =
        packArguments(resultPointer, inputPointersInOrder, sizeArgs);
    if (testHangOpt >= 0 && program.name == "p" + std::to_string(testHangOpt))
      for (;;)
        pause();
    if (llvm::Error error =
            engine.invokePacked("_mlir_ciface_" + program.name, args)) {
      llvm::errs() << "shapes-difftest: cannot call " << program.name << ": "
                   << llvm::toString(std::move(error)) << "\n";
      return failed(program, "CALL", stats);
    }

    bool ok = !program.allocationsFailed;
    std::string failure = ok ? "" : "ALLOCATIONS";
    std::vector<void *> allocated;
    for (size_t r = 0; r < returned.size(); ++r) {
      size_t s = returned[r];
      const Array &expected = program.values[program.steps[s].result];
      DynamicMemRefType<uint8_t> result = viewDescriptor(
          expected.dims.size(), results.data() + resultOffsets[r]);
      allocated.push_back(result.basePtr);
      if (ok && !checkResult(program, s, expected, result, stats, maxReports))
        failure = "MISMATCH";
      ok = failure.empty();
    }
    // Every result owns its buffer, which the caller frees once.
    if (!checkAndFreeAllocations(program, allocated, inputBytes, stats,
                                 maxReports) &&
        failure.empty())
      failure = "SHARED ALLOCATION";
    if (failure.empty() && program.mismatch &&
        !runMismatch(engine, program, firstLine, stats))
      failure = "MISMATCH CALL";
    if (!failure.empty())
      failed(program, failure, stats);
  }

  /// Counts `program` as failing, with `failure` for what failed.
  static void failed(const Program &program, const std::string &failure,
                     Stats &stats) {
    ++stats.failedPrograms;
    stats.lastFailure = failure;
    stats.failingNames.push_back(program.name);
  }

public:
  /// Reports of failures: at most this many are printed, and none of a
  /// batch that does not compile when `quiet`.
  unsigned maxReports = maxReportsOpt;
  bool quiet = false;

private:
  static void countDynamicSize(int64_t size, Stats &stats) {
    ++stats.dynamicSizes;
    stats.dynamicZeros += size == 0;
    stats.dynamicOnes += size == 1;
  }

  /// Calls `program` with its Mismatch's sizes in a forked child (the
  /// generated check aborts the process) and checks that the child ends
  /// with SIGABRT after printing exactly the expected line on stderr.
  /// `firstLine` is the line of the program's func.func in the module.
  bool runMismatch(mlir::ExecutionEngine &engine, const Program &program,
                   size_t firstLine, Stats &stats) {
    const Mismatch &mismatch = *program.mismatch;
    std::vector<Buffer> buffers(program.inputs.size());
    std::vector<Descriptor> inputs;
    for (size_t i = 0; i < program.inputs.size(); ++i) {
      const Array &array = program.values[program.inputs[i]];
      DimVector dims = array.dims;
      if (mismatch.input == static_cast<int>(i))
        dims[mismatch.dim] = mismatch.size;
      inputs.push_back(makeInput(array, dims, buffers[i]));
    }
    std::vector<int64_t> sizeArgs = program.sizeArgs;
    if (mismatch.sizeArg >= 0)
      sizeArgs[mismatch.sizeArg] = mismatch.size;
    std::vector<size_t> resultOffsets;
    std::vector<int64_t> results = resultWords(program, resultOffsets);
    void *resultPointer = results.data();
    std::vector<void *> inputPointers;
    inputPointers.reserve(inputs.size());
    for (Descriptor &descriptor : inputs)
      inputPointers.push_back(descriptor.get());
    llvm::SmallVector<void *> args =
        packArguments(resultPointer, inputPointers, sizeArgs);

    // The message names the op at its place in the module text.
    std::string text = program.toMLIR();
    llvm::SmallVector<llvm::StringRef> lines;
    llvm::StringRef(text).split(lines, '\n');
    std::string op = program.checkingOpName(mismatch);
    size_t column = lines[mismatch.step + 1].find("= " + op) + 3;
    std::string expected = "shapes: '" + op + "' at " + kSourceName + ":" +
                           std::to_string(firstLine + mismatch.step + 1) + ":" +
                           std::to_string(column) + ": " + mismatch.detail +
                           "\n";
    std::string what = mismatch.input >= 0
                           ? "dimension " + std::to_string(mismatch.dim) +
                                 " of %a" + std::to_string(mismatch.input)
                           : "%s" + std::to_string(mismatch.sizeArg);
    auto report = [&](const std::string &how, const std::string &got = "") {
      if (stats.reports++ < maxReports)
        llvm::errs() << "MISMATCH CALL of " << program.name << " with " << what
                     << " = " << mismatch.size << ": " << how
                     << "\n  stderr:   " << (got.empty() ? "(nothing)\n" : got)
                     << "  expected: " << expected << "program:\n"
                     << text;
      return false;
    };

    auto function = engine.lookupPacked("_mlir_ciface_" + program.name);
    if (!function) {
      llvm::consumeError(function.takeError());
      return report("no function to call");
    }
    ForkedCall call = runForked([&] { (*function)(args.data()); });
    if (!call.error.empty())
      return report(call.error);
    if (!call.aborted() || call.standardError != expected)
      return report(call.aborted() ? std::string("aborted with another message")
                                   : call.ending(),
                    call.standardError);
    countMismatch(program, stats);
    return true;
  }

  /// The file name of the parsed modules, in the locations of the checks'
  /// messages.
  static constexpr const char *kSourceName = "difftest";

  mlir::DialectRegistry registry;
  std::unique_ptr<mlir::MLIRContext> context;
};

} // namespace

/// Runs `program` alone, silently; what failed, or an empty string.
static std::string failureOf(Runner &runner, const Program &program) {
  Stats stats;
  std::vector<Program> one{program};
  runner.runBatch(one, stats);
  return stats.failedPrograms ? stats.lastFailure : "";
}

/// Minimizes and prints the failing programs of `stats`.
static void minimizeFailures(Runner &runner, const Stats &stats,
                             const GeneratorOptions &options) {
  runner.quiet = true;
  runner.maxReports = 0;
  for (size_t i = 0; i < stats.failingNames.size() && i < maxReportsOpt; ++i) {
    uint64_t index = std::stoull(stats.failingNames[i].substr(1));
    Program program = generateProgram(seedOpt, index, options);
    std::string failure = failureOf(runner, program);
    if (failure.empty()) {
      llvm::errs() << "MINIMIZED " << program.name
                   << ": passes when run alone\n\n";
      continue;
    }
    Program small =
        minimizeProgram(program, failure, [&](const Program &candidate) {
          return failureOf(runner, candidate);
        });
    describeProgram(small,
                    "MINIMIZED " + program.name + " (" + failure + ") from " +
                        std::to_string(program.steps.size()) + " steps to " +
                        std::to_string(small.steps.size()) + ":");
    if (hloOpt)
      llvm::errs() << "as HLO:\n" << small.toHLO();
    if (stablehloOpt)
      llvm::errs() << "as StableHLO:\n" << programText(small);
    for (size_t s : small.returnedSteps()) {
      const Array &expected = small.values[small.steps[s].result];
      llvm::errs() << "expected result " << s << " = [";
      for (int64_t k = 0; k < expected.size(); ++k)
        llvm::errs() << (k ? ", " : "") << expected.elementString(k);
      llvm::errs() << "]\n";
    }
    llvm::errs() << "\n";
  }
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  registerShapesVersionPrinter();
  cl::HideUnrelatedOptions(difftestCategory);
  cl::ParseCommandLineOptions(
      argc, argv,
      "shapes-difftest: differential testing of -shapes-to-llvm against the "
      "semantics library\n");

  if (dynamicOpt && hloOpt) {
    llvm::errs() << "shapes-difftest: --dynamic does not combine with --hlo\n";
    return 2;
  }
  if (stablehloOpt && (hloOpt || dynamicOpt || layoutsOpt)) {
    llvm::errs() << "shapes-difftest: --stablehlo does not combine with "
                 << (hloOpt       ? "--hlo"
                     : dynamicOpt ? "--dynamic"
                                  : "--layouts: StableHLO has no layouts, "
                                    "every value is in the default layout")
                 << "\n";
    return 2;
  }
  // The runner calls each program through its C interface, with its
  // results returned: the options that change that convention or stop
  // before the LLVM dialect do not apply.
  {
    mlir::shapes::ShapesToLLVMOptions pipeline;
    if (mlir::failed(pipeline.parseFromString(pipelineOpt))) {
      llvm::errs() << "shapes-difftest: invalid --pipeline options\n";
      return 2;
    }
    if (pipeline.resultsToOutParams || !pipeline.emitCInterface ||
        pipeline.stopAt != mlir::shapes::Stage::LLVM ||
        pipeline.startAt != mlir::shapes::Stage::Input) {
      llvm::errs() << "shapes-difftest: --pipeline takes no "
                      "results-to-out-params, emit-c-interface=false, "
                      "stop-at or start-at: the programs are called with "
                      "their results returned, through the C interface\n";
      return 2;
    }
  }
  GeneratorOptions options;
  options.dynamic = dynamicOpt;
  options.mismatchPercent = mismatchPercentOpt;
  options.layouts = layoutsOpt;
  options.paddedLayouts = !hloOpt && !stablehloOpt;
  options.defaultLayouts = stablehloOpt;
  options.returnLast = returnLastOpt;
  // By default, no dots or reduces with --return-last: their lowering
  // allocates more than its fusion rule counts.
  options.dotPercent = dotPercentOpt;
  if (!dotPercentOpt.getNumOccurrences())
    options.dotPercent = returnLastOpt ? 0 : hloOpt || stablehloOpt ? 30 : 5;
  options.reducePercent = reducePercentOpt;
  if (!reducePercentOpt.getNumOccurrences() && returnLastOpt)
    options.reducePercent = 0;
  // By default, no transposes with --return-last, whose allocation rule
  // does not count their copies.
  options.transposePercent = transposePercentOpt;
  if (!transposePercentOpt.getNumOccurrences() && returnLastOpt)
    options.transposePercent = 0;
  options.structuralPercent = structuralPercentOpt;
  options.paddedTensorResults = paddedTensorResultsOpt;
  options.maxRank = maxRankOpt;
  options.maxSize = maxSizeOpt;
  Runner runner;
  Stats stats;
  unsigned batch = std::max(1u, batchOpt.getValue());
  uint64_t count = std::min<uint64_t>(
      countOpt, std::max<uint64_t>(1, countOpt * countPercentOpt / 100));
  for (uint64_t start = 0; start < count; start += batch) {
    std::vector<Program> programs;
    for (uint64_t i = start; i < std::min<uint64_t>(count, start + batch); ++i)
      programs.push_back(generateProgram(seedOpt, firstOpt + i, options));
    runner.runBatch(programs, stats);
  }

  if (minimizeOpt)
    minimizeFailures(runner, stats, options);

  RunDescription run;
  run.seed = seedOpt;
  run.layouts = layoutsOpt;
  run.hlo = hloOpt;
  run.stablehlo = stablehloOpt;
  run.dynamic = dynamicOpt;
  run.returnLast = returnLastOpt;
  printStats(llvm::outs(), run, stats);
  return stats.failedPrograms == 0 ? 0 : 1;
}
