//===- shapes-fuzz-parse.cpp - libFuzzer target: parse and verify ---------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Parses arbitrary bytes as a module with every dialect shapes-opt
// registers, and verifies it. Findings:
//  - a crash, hang, sanitizer report or assertion anywhere in our code;
//  - a rejection without an error, or with an error that has no source
//    location (inputs that spell their own locations, `loc(...)`, are
//    exempt: they may legitimately say `loc(unknown)`);
//  - an accepted module whose printed form (custom and generic) does not
//    parse and verify again.
//
//===----------------------------------------------------------------------===//

#include "../shapes-opt/UpstreamParserGuard.h"
#include "FuzzCommon.h"

#include "mlir/IR/OperationSupport.h"

using namespace mlir::shapes::fuzz;

/// Prints `module` and parses the text again; aborts if that fails.
static void checkRoundTrip(mlir::MLIRContext &context, mlir::ModuleOp module,
                           bool generic) {
  std::string text;
  llvm::raw_string_ostream os(text);
  mlir::OpPrintingFlags flags;
  if (generic)
    flags.printGenericOpForm();
  module->print(os, flags);
  if (!parse(text, context)) {
    std::fprintf(stderr,
                 "shapes-fuzz-parse: the %s form does not parse again:\n%s\n",
                 generic ? "generic" : "custom", text.c_str());
    std::abort();
  }
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  // A std::string is null-terminated, as the lexer expects.
  std::string text(reinterpret_cast<const char *>(data), size);
  // shapes-opt rejects these with a located error before parsing, because
  // upstream MLIR 22 crashes on them (UpstreamParserGuard.h).
  if (mlir::shapes::findUpstreamParserCrash(text))
    return 0;
  mlir::MLIRContext &context = sharedContext(1000);
  DiagnosticRecorder diagnostics(context);
  mlir::OwningOpRef<mlir::ModuleOp> module = parse(text, context);
  if (!module) {
    if (text.find("loc(") == std::string::npos &&
        text.find("#loc") == std::string::npos)
      diagnostics.requireLocatedErrors("parsing");
    return 0;
  }
  checkRoundTrip(context, *module, /*generic=*/false);
  checkRoundTrip(context, *module, /*generic=*/true);
  return 0;
}
