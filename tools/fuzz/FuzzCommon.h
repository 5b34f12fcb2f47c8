//===- FuzzCommon.h - shared pieces of the libFuzzer targets ----*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// What the fuzz targets share: the dialect registry of shapes-opt, an
// MLIRContext shared by consecutive inputs and replaced regularly
// (sharedContext, sharedContextFrom), and a diagnostic handler that records
// whether every error carries a source location. An input that is rejected
// without a located error is a bug: the targets abort on it, like on a crash.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_TOOLS_FUZZ_FUZZCOMMON_H
#define SHAPES_TOOLS_FUZZ_FUZZCOMMON_H

#include "shapes/InitAll.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

namespace mlir::shapes {
namespace fuzz {

/// The registry shapes-opt uses: every dialect and extension it registers.
inline const mlir::DialectRegistry &registry() {
  static mlir::DialectRegistry *reg = [] {
    auto *r = new mlir::DialectRegistry();
    mlir::shapes::registerAllDialects(*r);
    return r;
  }();
  return *reg;
}

/// A context with shapes-opt's registry, single-threaded, dialects loaded
/// on demand.
inline std::unique_ptr<mlir::MLIRContext> makeContext() {
  return std::make_unique<mlir::MLIRContext>(
      registry(), mlir::MLIRContext::Threading::DISABLED);
}

/// A context shared by consecutive inputs, made by `make` and replaced by a
/// new one every `period` calls. Creating a context and loading its
/// dialects for every input costs more than parsing or importing a typical
/// input; the replacement bounds the memory of attributes and types uniqued
/// into it. A crashing input is rerun alone by libFuzzer, in a fresh
/// context.
inline mlir::MLIRContext &sharedContextFrom(
    unsigned period,
    llvm::function_ref<std::unique_ptr<mlir::MLIRContext>()> make) {
  static std::unique_ptr<mlir::MLIRContext> context;
  static unsigned uses = 0;
  if (!context || ++uses % period == 0) {
    context.reset();
    context = make();
  }
  return *context;
}

/// sharedContextFrom with shapes-opt's registry (makeContext), with every
/// registered dialect loaded if `loadAllDialects`.
inline mlir::MLIRContext &sharedContext(unsigned period,
                                        bool loadAllDialects = false) {
  return sharedContextFrom(period, [&] {
    std::unique_ptr<mlir::MLIRContext> context = makeContext();
    if (loadAllDialects)
      context->loadAllAvailableDialects();
    return context;
  });
}

/// Counts the inputs run; with SHAPES_FUZZ_PROGRESS_SECONDS=N set, prints
/// "shapes-fuzz: progress: <inputs> inputs in <seconds> s" to stderr at most
/// every N seconds (utils/fuzz.sh reads it to report on long campaigns).
/// Every target calls it once per input.
inline void countInput() {
  using Clock = std::chrono::steady_clock;
  static const long period = [] {
    const char *value = std::getenv("SHAPES_FUZZ_PROGRESS_SECONDS");
    return value ? std::atol(value) : 0L;
  }();
  static const Clock::time_point start = Clock::now();
  static Clock::time_point last = start;
  static uint64_t inputs = 0;
  ++inputs;
  if (period <= 0)
    return;
  Clock::time_point now = Clock::now();
  if (now - last < std::chrono::seconds(period))
    return;
  last = now;
  std::fprintf(stderr, "shapes-fuzz: progress: %llu inputs in %lld s\n",
               static_cast<unsigned long long>(inputs),
               static_cast<long long>(
                   std::chrono::duration_cast<std::chrono::seconds>(now - start)
                       .count()));
}

/// True when `loc` points into the input: a file/line/column location,
/// possibly inside a name, call-site or fused location.
inline bool isLocated(mlir::Location loc) {
  bool found = false;
  loc->walk([&](mlir::Location inner) {
    if (auto file = llvm::dyn_cast<mlir::FileLineColRange>(inner))
      found = found || file.getStartLine() > 0;
    return found ? mlir::WalkResult::interrupt() : mlir::WalkResult::advance();
  });
  return found;
}

/// Records the errors emitted while it lives, and prints them when
/// SHAPES_FUZZ_VERBOSE is set (handy to read a reproducer's diagnostics).
class DiagnosticRecorder {
public:
  explicit DiagnosticRecorder(mlir::MLIRContext &context)
      : handler(&context, [this](mlir::Diagnostic &diag) {
          if (diag.getSeverity() == mlir::DiagnosticSeverity::Error) {
            ++errors;
            if (isLocated(diag.getLocation()))
              ++locatedErrors;
            else if (firstUnlocated.empty())
              firstUnlocated = diag.str();
          }
          if (verbose())
            llvm::errs() << diag.getLocation() << ": " << diag << "\n";
          return mlir::success();
        }) {}

  static bool verbose() {
    static bool on = std::getenv("SHAPES_FUZZ_VERBOSE") != nullptr;
    return on;
  }

  /// Aborts unless some error was reported and every error is located.
  void requireLocatedErrors(const char *stage) const {
    if (errors == 0) {
      std::fprintf(stderr, "shapes-fuzz: %s failed without an error\n", stage);
      std::abort();
    }
    if (locatedErrors != errors) {
      std::fprintf(stderr,
                   "shapes-fuzz: %s failed with an unlocated error: %s\n",
                   stage, firstUnlocated.c_str());
      std::abort();
    }
  }

  unsigned errors = 0;
  unsigned locatedErrors = 0;
  std::string firstUnlocated;

private:
  mlir::ScopedDiagnosticHandler handler;
};

/// Parses and verifies `text` as shapes-opt does: from a null-terminated
/// copy in a SourceMgr (named "input"), with a fallback map for external
/// resources, into an implicit module, unregistered dialects allowed or not.
/// Input that shapes-opt rejects before parsing (UpstreamParserGuard.h) must
/// be filtered out first: MLIR 22's parser crashes on it.
inline mlir::OwningOpRef<mlir::ModuleOp> parse(llvm::StringRef text,
                                               mlir::MLIRContext &context,
                                               bool allowUnregistered) {
  context.allowUnregisteredDialects(allowUnregistered);
  auto sourceMgr = std::make_shared<llvm::SourceMgr>();
  sourceMgr->AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(text, "input"), llvm::SMLoc());
  mlir::FallbackAsmResourceMap fallbackResourceMap;
  mlir::ParserConfig config(&context, /*verifyAfterParse=*/true,
                            &fallbackResourceMap);
  return mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr, config);
}

/// True when `text` spells its own locations (`loc(...)`, `#loc` aliases):
/// its errors may legitimately say `loc(unknown)`.
inline bool hasOwnLocations(llvm::StringRef text) {
  return text.contains("loc(") || text.contains("#loc");
}

} // namespace fuzz
} // namespace mlir::shapes

#endif // SHAPES_TOOLS_FUZZ_FUZZCOMMON_H
