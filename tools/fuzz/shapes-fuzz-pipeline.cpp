//===- shapes-fuzz-pipeline.cpp - libFuzzer target: the whole lowering ----===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Parses and verifies arbitrary bytes as shapes-opt does; on inputs that
// verify, runs `-canonicalize` and then `-shapes-to-llvm` (the default
// options, C interface included), with the verifier after every pass.
// Findings: a crash, hang, sanitizer report or assertion; a pipeline that
// fails without an error, or with an error that has no source location.
//
// Per-input limits: inputs over kMaxInputBytes are skipped (utils/fuzz.sh
// also passes -max_len and -timeout), so that one input cannot keep the
// pipeline busy for long.
//
// Known upstream crashes: none of the constructs below is lowered by our
// code; the target skips them because upstream MLIR 22 crashes on them (we
// cannot fix libMLIR.so), see kUpstreamCrashOps and README "Fuzzing".
//
//===----------------------------------------------------------------------===//

#include "FuzzCommon.h"

#include "shapes/Pipelines/Pipelines.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

#include <cstring>

using namespace shapes::fuzz;

/// Larger inputs are skipped: the pipeline's time grows with the program.
static constexpr size_t kMaxInputBytes = 3000;

/// Ops on which upstream passes of the pipeline crash (filled in as the
/// campaign finds them; each entry names the upstream crash in README).
static const char *const kUpstreamCrashOps[] = {
    nullptr,
};

static bool hasUpstreamCrashConstruct(mlir::ModuleOp module) {
  bool found = false;
  module->walk([&](mlir::Operation *op) {
    for (const char *const *name = kUpstreamCrashOps; *name; ++name)
      if (op->getName().getStringRef() == *name)
        found = true;
  });
  return found;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > kMaxInputBytes)
    return 0;
  std::string text(reinterpret_cast<const char *>(data), size);
  bool ownLocations = text.find("loc(") != std::string::npos ||
                      text.find("#loc") != std::string::npos;
  mlir::MLIRContext &context = sharedContext(200);
  DiagnosticRecorder diagnostics(context);
  mlir::OwningOpRef<mlir::ModuleOp> module = parse(text, context);
  if (!module)
    return 0; // shapes-fuzz-parse covers rejections.
  if (hasUpstreamCrashConstruct(*module))
    return 0;

  mlir::PassManager pm(&context);
  pm.addPass(mlir::createCanonicalizerPass());
  mlir::shapes::ShapesToLLVMOptions options;
  mlir::shapes::buildShapesToLLVMPipeline(pm, options);
  if (mlir::failed(pm.run(*module)) && !ownLocations)
    diagnostics.requireLocatedErrors("-canonicalize -shapes-to-llvm");
  return 0;
}
