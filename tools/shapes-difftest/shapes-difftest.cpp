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
#include "Runner.h"
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

/// The runner's options, from the command line.
static RunnerOptions runnerOptions() {
  RunnerOptions options;
  options.hlo = hloOpt;
  options.stablehlo = stablehloOpt;
  options.stablehloForm = stablehloFormOpt;
  options.print = printOpt;
  options.pipeline = pipelineOpt;
  options.returnLast = returnLastOpt;
  options.optLevel = optLevelOpt;
  options.ompLibrary = ompLibraryOpt;
  options.compileTimeout = compileTimeoutOpt;
  options.timeout = timeoutOpt;
  options.testHang = testHangOpt;
  options.maxReports = maxReportsOpt;
  return options;
}

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
  runner.setQuiet(true);
  runner.setMaxReports(0);
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
      llvm::errs() << "as StableHLO:\n" << programText(small, runnerOptions());
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
  Runner runner(runnerOptions());
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
