//===- shapes-fuzz-hlo.cpp - libFuzzer target: HLO text import ------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Imports arbitrary bytes as XLA HLO text, as `shapes-translate
// --import-hlo` does: from a null-terminated copy in a SourceMgr (named
// "input"), into a context without a registry, as shapes-translate's, whose
// diagnostics are recorded, not printed. The importer's own verification is
// off and the target verifies the module itself, so that a module that does
// not verify cannot pass for a rejection with located errors. A module that
// imports then gets `--hlo-runner-main`'s `@run_hlo` (addHloRunnerMain, the
// second half of importHloModuleWithRunnerMain) and is verified again.
// Findings:
//  - a crash, hang, sanitizer report or assertion anywhere in our code;
//  - a rejection without an error, or with an error that has no source
//    location;
//  - an imported module that does not verify, with or without `@run_hlo`.
//
// Consecutive inputs share one MLIRContext, replaced every few hundred:
// creating a context and loading the six dialects of the importer (linalg
// above all) took four fifths of the time of a fresh context per input.
// libFuzzer reruns a crashing input alone, in a fresh one.
//
//===----------------------------------------------------------------------===//

#include "FuzzCommon.h"

#include "shapes/Target/HLO/ImportHlo.h"
#include "shapes/Target/HLO/RunnerMain.h"

#include "mlir/IR/Verifier.h"

using namespace mlir::shapes::fuzz;

/// Inputs per context (sharedContextFrom).
static constexpr unsigned kContextPeriod = 200;

/// Verifies `module`; aborts, printing it in generic form, if it does not
/// verify.
static void requireVerified(mlir::ModuleOp module, const char *stage) {
  if (mlir::succeeded(mlir::verify(module)))
    return;
  std::string printed;
  llvm::raw_string_ostream os(printed);
  module->print(os, mlir::OpPrintingFlags().printGenericOpForm());
  std::fprintf(stderr,
               "shapes-fuzz-hlo: the imported module does not verify%s:\n"
               "%s\n",
               stage, printed.c_str());
  std::abort();
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  countInput();
  mlir::MLIRContext &context = sharedContextFrom(kContextPeriod, [] {
    return std::make_unique<mlir::MLIRContext>(
        mlir::MLIRContext::Threading::DISABLED);
  });
  DiagnosticRecorder diagnostics(context);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(
          llvm::StringRef(reinterpret_cast<const char *>(data), size), "input"),
      llvm::SMLoc());
  mlir::shapes::HloImportOptions options;
  options.verify = false;
  mlir::shapes::HloEntrySignature signature;
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::shapes::importHloModule(sourceMgr, &context, options, &signature);
  if (!module) {
    diagnostics.requireLocatedErrors("importing");
    return 0;
  }
  requireVerified(*module, "");
  if (mlir::failed(mlir::shapes::addHloRunnerMain(*module, signature))) {
    diagnostics.requireLocatedErrors("adding --hlo-runner-main");
    return 0;
  }
  requireVerified(*module, " with --hlo-runner-main");
  return 0;
}
