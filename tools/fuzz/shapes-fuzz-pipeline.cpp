//===- shapes-fuzz-pipeline.cpp - libFuzzer target: the whole lowering ----===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Parses and verifies arbitrary bytes as shapes-opt does; on inputs that
// verify, runs one of the pass pipelines below, chosen by a checksum of the
// input (so a crash reproduces from its input alone): most often
// `-canonicalize -shapes-to-llvm` (default options, C interface included),
// otherwise each of our passes on its own, as a user may run them on any
// IR. The verifier runs after every pass.
// Findings: a crash, hang, sanitizer report or assertion; a pipeline that
// fails without an error, or with an error that has no source location.
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

#include "../shapes-opt/UpstreamParserGuard.h"
#include "FuzzCommon.h"

#include "shapes/Pipelines/Pipelines.h"

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

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > kMaxInputBytes)
    return 0;
  std::string text(reinterpret_cast<const char *>(data), size);
  // shapes-opt rejects these with a located error before parsing, because
  // upstream MLIR 22 crashes on them (UpstreamParserGuard.h).
  if (mlir::shapes::findUpstreamParserCrash(text))
    return 0;
  bool ownLocations = text.find("loc(") != std::string::npos ||
                      text.find("#loc") != std::string::npos;
  mlir::MLIRContext &context = sharedContext(200);
  DiagnosticRecorder diagnostics(context);
  mlir::OwningOpRef<mlir::ModuleOp> module = parse(text, context);
  if (!module)
    return 0; // shapes-fuzz-parse covers rejections.

  uint32_t checksum = 0;
  for (size_t i = 0; i < size; ++i)
    checksum = checksum * 31 + data[i];
  const char *pipeline = kPipelines[checksum % kNumPipelines];
  if (DiagnosticRecorder::verbose())
    llvm::errs() << "pipeline: " << pipeline << "\n";
  mlir::PassManager pm(&context);
  if (mlir::failed(mlir::parsePassPipeline(pipeline, pm))) {
    std::fprintf(stderr, "shapes-fuzz-pipeline: bad pipeline %s\n", pipeline);
    std::abort();
  }
  ++pipelineRuns;
  if (mlir::failed(pm.run(*module))) {
    ++pipelineFailures;
    if (!ownLocations)
      diagnostics.requireLocatedErrors(pipeline);
  }
  return 0;
}
