//===- shapes-fuzz-parse.cpp - libFuzzer target: parse and verify ---------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Parses arbitrary bytes as a module with every dialect shapes-opt
// registers, and verifies it, as shapes-opt does; an input that this rejects
// is parsed again with unregistered dialects allowed (as
// `shapes-opt -allow-unregistered-dialect` does), so that generic ops of
// unknown dialects (`"stablehlo.add"(%a, %b) : ...`) are exercised too. An
// input that parses without them parses the same with them, so accepted
// inputs run once. Findings:
//  - a crash, hang, sanitizer report or assertion anywhere in our code;
//  - a rejection without an error, or with an error that has no source
//    location (inputs that spell their own locations, `loc(...)`, are
//    exempt: they may legitimately say `loc(unknown)`);
//  - an accepted module whose printed form (custom and generic) does not
//    parse and verify again.
// Inputs that shapes-opt rejects before parsing, because MLIR 22's parser
// crashes on them (UpstreamParserGuard.h), are skipped.
//
//===----------------------------------------------------------------------===//

#include "FuzzCommon.h"

#include "shapes/Support/UpstreamParserGuard.h"

#include "mlir/IR/OperationSupport.h"

using namespace mlir::shapes::fuzz;

/// Prints `module` and parses the text again; aborts if that fails.
static void checkRoundTrip(mlir::MLIRContext &context, mlir::ModuleOp module,
                           bool generic, bool allowUnregistered) {
  std::string text;
  llvm::raw_string_ostream os(text);
  mlir::OpPrintingFlags flags;
  if (generic)
    flags.printGenericOpForm();
  module->print(os, flags);
  if (!parse(text, context, allowUnregistered)) {
    std::fprintf(stderr,
                 "shapes-fuzz-parse: the %s form does not parse again:\n%s\n",
                 generic ? "generic" : "custom", text.c_str());
    std::abort();
  }
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  countInput();
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  if (mlir::shapes::findUpstreamParserCrash(text))
    return 0;
  mlir::MLIRContext &context = sharedContext(1000);
  for (bool allowUnregistered : {false, true}) {
    DiagnosticRecorder diagnostics(context);
    mlir::OwningOpRef<mlir::ModuleOp> module =
        parse(text, context, allowUnregistered);
    if (module) {
      checkRoundTrip(context, *module, /*generic=*/false, allowUnregistered);
      checkRoundTrip(context, *module, /*generic=*/true, allowUnregistered);
      return 0;
    }
    if (!hasOwnLocations(text))
      diagnostics.requireLocatedErrors(
          allowUnregistered ? "parsing with unregistered dialects allowed"
                            : "parsing");
  }
  return 0;
}
