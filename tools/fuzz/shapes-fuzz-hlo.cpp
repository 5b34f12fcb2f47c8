//===- shapes-fuzz-hlo.cpp - libFuzzer target: HLO text import ------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Imports arbitrary bytes as XLA HLO text, as `shapes-translate
// --import-hlo` does: from a null-terminated copy in a SourceMgr (named
// "input"), each input in a fresh MLIRContext whose diagnostics are
// recorded, not printed. An input that imports is imported again with
// `--hlo-runner-main`. Findings:
//  - a crash, hang, sanitizer report or assertion anywhere in our code;
//  - a rejection without an error, or with an error that has no source
//    location;
//  - an imported module that does not verify.
//
//===----------------------------------------------------------------------===//

#include "FuzzCommon.h"

#include "shapes/Target/HLO/ImportHlo.h"
#include "shapes/Target/HLO/RunnerMain.h"

#include "mlir/IR/Verifier.h"

using namespace mlir::shapes::fuzz;

/// Imports `text` in a fresh context; aborts on a finding.
static void importOnce(llvm::StringRef text, bool runnerMain) {
  mlir::MLIRContext context(mlir::MLIRContext::Threading::DISABLED);
  DiagnosticRecorder diagnostics(context);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(text, "input"), llvm::SMLoc());
  mlir::OwningOpRef<mlir::ModuleOp> module =
      runnerMain
          ? mlir::shapes::importHloModuleWithRunnerMain(sourceMgr, &context)
          : mlir::shapes::importHloModule(sourceMgr, &context);
  if (!module) {
    diagnostics.requireLocatedErrors(
        runnerMain ? "importing with --hlo-runner-main" : "importing");
    return;
  }
  if (mlir::failed(mlir::verify(*module))) {
    std::string printed;
    llvm::raw_string_ostream os(printed);
    module->print(os, mlir::OpPrintingFlags().printGenericOpForm());
    std::fprintf(stderr,
                 "shapes-fuzz-hlo: the imported module does not verify%s:\n"
                 "%s\n",
                 runnerMain ? " (with --hlo-runner-main)" : "",
                 printed.c_str());
    std::abort();
  }
  if (!runnerMain)
    importOnce(text, /*runnerMain=*/true);
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  countInput();
  importOnce(llvm::StringRef(reinterpret_cast<const char *>(data), size),
             /*runnerMain=*/false);
  return 0;
}
