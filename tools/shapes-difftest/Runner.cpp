//===- Runner.cpp - compiles, runs and checks batches of programs ---------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Implements Runner.h: a batch of generated programs compiled as one module
// through the importer the options name and -shapes-to-llvm, each program
// called in a forked process under a watchdog, its results and allocations
// checked against the reference values.
//
//===----------------------------------------------------------------------===//

#include "Runner.h"

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

namespace {

/// How --stablehlo writes `program`: with --stablehlo-form=mixed, the
/// odd-numbered programs in the generic form; programs 2 and 3 of every 4
/// with broadcasts from size-1 dimensions; programs 4 to 7 of every 8
/// without the compare_type of their compares.
StablehloStyle stablehloStyle(const Program &program,
                              const RunnerOptions &options) {
  uint64_t index = std::stoull(program.name.substr(1));
  StablehloStyle style;
  style.generic = options.stablehloForm == StablehloForm::Mixed
                      ? index % 2 == 1
                      : options.stablehloForm == StablehloForm::Generic;
  style.broadcastSizeOne = index / 2 % 2 == 1;
  style.compareType = index / 4 % 2 == 0;
  return style;
}

} // namespace

std::string difftest::programText(const Program &program,
                                  const RunnerOptions &options) {
  if (options.hlo)
    return program.toHLO();
  if (options.stablehlo)
    return program.toStablehlo(stablehloStyle(program, options));
  return program.toMLIR();
}

namespace mlir::shapes::difftest {
class RunnerImpl {
public:
  explicit RunnerImpl(const RunnerOptions &options)
      : maxReports(options.maxReports), options(options) {
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
      sourceMgr.AddNewSourceBuffer(
          llvm::MemoryBuffer::getMemBufferCopy(programText(program, options),
                                               program.name),
          llvm::SMLoc());
      mlir::OwningOpRef<mlir::ModuleOp> imported =
          options.hlo
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
      text += programText(program, options);
    if (options.print) {
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
        options.hlo || options.stablehlo
            ? importPrograms(programs)
            : mlir::parseSourceString<mlir::ModuleOp>(text, context.get(),
                                                      kSourceName);
    if (!module)
      return fail(options.hlo         ? "the HLO import failed"
                  : options.stablehlo ? "the StableHLO import failed"
                                      : "parsing or verification failed");
    // A pass or the JIT that never ends fails the run with the batch named.
    armWatchdog(options.compileTimeout, "compiling " + programs.front().name +
                                            " to " + programs.back().name);
    llvm::scope_exit disarm([] { disarmWatchdog(); });
    mlir::PassManager pm(context.get());
    mlir::shapes::ShapesToLLVMOptions pipelineOptions;
    if (mlir::failed(pipelineOptions.parseFromString(options.pipeline)))
      return fail("invalid --pipeline options");
    if (options.returnLast) {
      // Up to the buffers, where every allocation is still one op.
      mlir::shapes::ShapesToLLVMOptions firstHalf;
      (void)firstHalf.parseFromString(options.pipeline);
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
        mlir::makeOptimizingTransformer(options.optLevel, 0, nullptr);
    mlir::ExecutionEngineOptions engineOptions;
    engineOptions.transformer = transformer;
    llvm::SmallVector<llvm::StringRef, 1> libraries;
    if (!options.ompLibrary.empty())
      libraries.push_back(options.ompLibrary);
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
    armWatchdog(options.timeout, "the call of " + program.name,
                "; run it alone with the same options and --first=" +
                    llvm::StringRef(program.name).drop_front() +
                    " --count=1 --print");
    llvm::scope_exit disarm([] { disarmWatchdog(); });
    ++stats.programs;
    stats.ops += program.steps.size();
    countSteps(program, stats);
    if (options.stablehlo) {
      StablehloStyle style = stablehloStyle(program, options);
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
    if (options.testHang >= 0 &&
        program.name == "p" + std::to_string(options.testHang))
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
  unsigned maxReports;
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
  RunnerOptions options;
};

} // namespace mlir::shapes::difftest

Runner::Runner(const RunnerOptions &options)
    : impl(std::make_unique<RunnerImpl>(options)) {}

Runner::~Runner() = default;

void Runner::runBatch(std::vector<Program> &programs, Stats &stats) {
  impl->runBatch(programs, stats);
}

void Runner::setQuiet(bool quiet) { impl->quiet = quiet; }

void Runner::setMaxReports(unsigned maxReports) {
  impl->maxReports = maxReports;
}
