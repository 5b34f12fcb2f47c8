//===- ForkedCall.h - a call in a child process -----------------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// A call that is expected to abort (a generated size check) runs in a
// forked child, so that the abort ends the child only. The child writes
// no core file, keeps the default SIGABRT action (no LLVM stack dump),
// drops the parent's watchdog for a 60 s alarm of its own, sends its
// standard output to /dev/null and its standard error to the parent.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_TOOLS_SHAPES_DIFFTEST_FORKEDCALL_H
#define SHAPES_TOOLS_SHAPES_DIFFTEST_FORKEDCALL_H

#include "llvm/ADT/STLFunctionalExtras.h"

#include <string>

namespace mlir::shapes {
namespace difftest {

/// How a forked call ended: what it wrote on standard error and its wait
/// status; or why it could not run (`error`, not empty).
struct ForkedCall {
  std::string standardError;
  int status = 0;
  std::string error;

  /// Whether the child ended with SIGABRT.
  bool aborted() const;
  /// How the child ended, in words: "aborted", "killed by signal N" or
  /// "exited with status N".
  std::string ending() const;
};

/// Runs `call` in a forked child and waits for it.
ForkedCall runForked(llvm::function_ref<void()> call);

} // namespace difftest
} // namespace mlir::shapes

#endif // SHAPES_TOOLS_SHAPES_DIFFTEST_FORKEDCALL_H
