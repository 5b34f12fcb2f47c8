//===- Watchdog.h - a time limit on steps of shapes-difftest ----*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// A program that never ends (a loop bound the lowering got wrong), or a
// compilation that never ends, would hang shapes-difftest and the test
// suite with it. The watchdog bounds each step: armed with a description
// before the step and disarmed after it, it prints the description and
// ends the process with status 1 when the step outlives its limit
// (SIGALRM; the message is formatted when the watchdog is armed, so the
// handler only writes it).
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_TOOLS_SHAPES_DIFFTEST_WATCHDOG_H
#define SHAPES_TOOLS_SHAPES_DIFFTEST_WATCHDOG_H

#include "llvm/ADT/Twine.h"

namespace mlir::shapes {
namespace difftest {

/// Starts a limit of `seconds` (none when 0) on the step that `what`
/// describes ("compiling p0 to p14"). The message on expiry is
/// "shapes-difftest: <what> did not finish within <seconds> s<hint>".
void armWatchdog(unsigned seconds, const llvm::Twine &what,
                 const llvm::Twine &hint = "");

/// Stops the current limit.
void disarmWatchdog();

/// In a forked child: SIGALRM back to its default action, which ends the
/// process by that signal.
void resetWatchdogInChild();

} // namespace difftest
} // namespace mlir::shapes

#endif // SHAPES_TOOLS_SHAPES_DIFFTEST_WATCHDOG_H
