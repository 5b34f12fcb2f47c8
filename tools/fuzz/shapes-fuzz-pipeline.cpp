//===- shapes-fuzz-pipeline.cpp - libFuzzer target: the whole lowering ----===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Parses and verifies arbitrary bytes as shapes-opt does (an input it
// rejects is parsed again with unregistered dialects allowed, as
// `shapes-opt -allow-unregistered-dialect` does); on inputs that verify, runs
// one of the pass pipelines below, chosen by a checksum of the input (so a
// crash reproduces from its input alone): most often
// `-canonicalize -shapes-to-llvm` (default options, C interface included),
// otherwise each of our passes on its own, as a user may run them on any IR
// (with SHAPES_FUZZ_EVERY_PIPELINE set, every one of them in turn: the
// regression corpus replay).
// Findings:
//  - a crash, hang, sanitizer report or assertion;
//  - a pipeline that fails without an error, or with an error that has no
//    source location;
//  - IR that does not verify after a pass. The input verified (the parser
//    checks it; input that does not verify is the user's error, not a
//    finding), so every pass of the pipeline must leave valid IR: an
//    instrumentation verifies the IR after each pass and aborts, naming the
//    pass, if it does not (the pass manager's own verifier is off, so that
//    its failures cannot pass for a pipeline's located errors).
//
// Per-input limits: inputs over kMaxInputBytes are skipped (utils/fuzz.sh
// also passes -max_len and -timeout), so that one input cannot keep the
// pipeline busy for long.
//
// Known upstream crashes: inputs that shapes-opt rejects before parsing
// because upstream MLIR 22 crashes on them (UpstreamParserGuard.h) are
// skipped. No upstream crash was found in the passes themselves.
//
//===----------------------------------------------------------------------===//

#include "FuzzCommon.h"

#include "shapes/Pipelines/Pipelines.h"
#include "shapes/Support/UpstreamParserGuard.h"

#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

#include <cstring>

using namespace mlir::shapes::fuzz;

/// Larger inputs are skipped: the pipeline's time grows with the program.
static constexpr size_t kMaxInputBytes = 3000;

/// The pipelines, as shapes-opt spells them inside
/// -pass-pipeline='builtin.module(...)'.
static const char *const kPipelines[] = {
    "canonicalize,shapes-to-llvm",
    "canonicalize,shapes-to-llvm",
    "shapes-to-llvm",
    "canonicalize",
    "shapes-lower-to-linalg",
    "shapes-lower-to-linalg,shapes-bufferize",
    "shapes-bufferize",
    "shapes-lower-layouts",
    "shapes-to-affine",
    "shapes-to-llvm{stop-at=affine emit-c-interface=false}",
    "shapes-emit-c-interface",
};
static constexpr size_t kNumPipelines =
    sizeof(kPipelines) / sizeof(kPipelines[0]);

/// How many inputs verified and ran a pipeline, and how many of those the
/// pipeline rejected (with located errors); printed at exit.
static uint64_t pipelineRuns = 0, pipelineFailures = 0;

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  mlir::shapes::registerAllPasses();
  std::atexit([] {
    std::fprintf(stderr,
                 "shapes-fuzz-pipeline: %llu inputs verified and ran a "
                 "pipeline, %llu of them rejected by it with located errors\n",
                 static_cast<unsigned long long>(pipelineRuns),
                 static_cast<unsigned long long>(pipelineFailures));
  });
  return 0;
}

namespace {
/// Verifies the IR after every pass that succeeded; aborts with the pass's
/// name and the verifier's errors if it does not verify.
class VerifyAfterEachPass : public mlir::PassInstrumentation {
public:
  explicit VerifyAfterEachPass(const char *pipeline) : pipeline(pipeline) {}

  void runAfterPass(mlir::Pass *pass, mlir::Operation *op) override {
    std::string errors;
    mlir::LogicalResult verified = mlir::success();
    {
      mlir::ScopedDiagnosticHandler capture(
          op->getContext(), [&](mlir::Diagnostic &diag) {
            llvm::raw_string_ostream os(errors);
            os << diag.getLocation() << ": " << diag << "\n";
            return mlir::success();
          });
      verified = mlir::verify(op);
    }
    if (mlir::succeeded(verified))
      return;
    std::fprintf(stderr,
                 "shapes-fuzz-pipeline: the IR does not verify after pass "
                 "'%s' (%s) of pipeline %s:\n%s",
                 pass->getArgument().str().c_str(),
                 pass->getName().str().c_str(), pipeline, errors.c_str());
    std::abort();
  }

private:
  const char *pipeline;
};
} // namespace

/// Parses `text` (with unregistered dialects allowed if it is rejected
/// without them) and runs `pipeline` on it if it verifies.
static void runPipeline(llvm::StringRef text, const char *pipeline) {
  mlir::MLIRContext &context = sharedContext(200);
  mlir::OwningOpRef<mlir::ModuleOp> module;
  {
    // shapes-fuzz-parse checks the rejections' diagnostics.
    mlir::ScopedDiagnosticHandler quiet(&context, [](mlir::Diagnostic &) {
      return mlir::success(!DiagnosticRecorder::verbose());
    });
    module = parse(text, context, /*allowUnregistered=*/false);
    if (!module)
      module = parse(text, context, /*allowUnregistered=*/true);
  }
  if (!module)
    return;
  if (DiagnosticRecorder::verbose())
    llvm::errs() << "pipeline: " << pipeline << "\n";
  DiagnosticRecorder diagnostics(context);
  mlir::PassManager pm(&context);
  pm.enableVerifier(false);
  pm.addInstrumentation(std::make_unique<VerifyAfterEachPass>(pipeline));
  if (mlir::failed(mlir::parsePassPipeline(pipeline, pm))) {
    std::fprintf(stderr, "shapes-fuzz-pipeline: bad pipeline %s\n", pipeline);
    std::abort();
  }
  ++pipelineRuns;
  if (mlir::failed(pm.run(*module))) {
    ++pipelineFailures;
    if (!hasOwnLocations(text))
      diagnostics.requireLocatedErrors(pipeline);
  }
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  countInput();
  if (size > kMaxInputBytes)
    return 0;
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  if (mlir::shapes::findUpstreamParserCrash(text))
    return 0;
  // The regression corpus replay (utils/fuzz.sh --replay) runs every
  // pipeline on each input.
  static const bool everyPipeline =
      std::getenv("SHAPES_FUZZ_EVERY_PIPELINE") != nullptr;
  if (everyPipeline) {
    for (size_t i = 0; i < kNumPipelines; ++i)
      if (i == 0 || std::strcmp(kPipelines[i], kPipelines[i - 1]) != 0)
        runPipeline(text, kPipelines[i]);
    return 0;
  }
  uint32_t checksum = 0;
  for (size_t i = 0; i < size; ++i)
    checksum = checksum * 31 + data[i];
  runPipeline(text, kPipelines[checksum % kNumPipelines]);
  return 0;
}
