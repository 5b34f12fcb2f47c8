//===- shapes-fuzz-stablehlo.cpp - libFuzzer target: StableHLO import -----===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Imports arbitrary bytes as StableHLO text, as `shapes-translate
// --import-stablehlo --stablehlo-runner-main` does: from a null-terminated
// copy in a SourceMgr (named "input"), into a context without a registry,
// whose diagnostics are recorded, not printed. The interpreter's checks are
// built and `@run_stablehlo` is added. The importer's own verification is
// off and the target verifies the module itself, so that a module that
// does not verify cannot pass for a rejection with located errors.
// Findings:
//  - a crash, hang, sanitizer report or assertion anywhere in our code;
//  - a rejection without an error, or with an error that has no source
//    location;
//  - an imported module that does not verify.
//
// Consecutive inputs share one MLIRContext, replaced every few hundred, as
// in shapes-fuzz-hlo; libFuzzer reruns a crashing input alone, in a fresh
// one.
//
//===----------------------------------------------------------------------===//

#include "FuzzCommon.h"

#include "shapes/Target/HLO/ImportStablehlo.h"

#include "mlir/IR/Verifier.h"

using namespace mlir::shapes::fuzz;

/// Inputs per context (sharedContextFrom).
static constexpr unsigned kContextPeriod = 200;

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
  mlir::shapes::StablehloImportOptions options;
  options.verify = false;
  options.runnerMain = true;
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::shapes::importStablehloModule(sourceMgr, &context, options);
  if (!module) {
    diagnostics.requireLocatedErrors("importing");
    return 0;
  }
  if (mlir::succeeded(mlir::verify(*module)))
    return 0;
  std::string printed;
  llvm::raw_string_ostream os(printed);
  module->print(os, mlir::OpPrintingFlags().printGenericOpForm());
  std::fprintf(stderr,
               "shapes-fuzz-stablehlo: the imported module does not verify:\n"
               "%s\n",
               printed.c_str());
  std::abort();
}
