//===- Watchdog.cpp - a time limit on each step of shapes-difftest --------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Implements Watchdog.h with alarm(2) and a SIGALRM handler that does
// nothing but write(2) and _exit(2), which are async-signal-safe.
//
//===----------------------------------------------------------------------===//

#include "Watchdog.h"

#include <algorithm>
#include <csignal>
#include <cstring>
#include <string>

#include <unistd.h>

using namespace mlir::shapes::difftest;

namespace {

/// The message of the armed limit, NUL-free, at most its buffer's size.
char watchdogMessage[1024];
volatile sig_atomic_t watchdogMessageLength = 0;

extern "C" void onWatchdogAlarm(int) {
  size_t written = 0;
  size_t length = watchdogMessageLength;
  while (written < length) {
    ssize_t n =
        write(STDERR_FILENO, watchdogMessage + written, length - written);
    if (n <= 0)
      break;
    written += n;
  }
  _exit(1);
}

} // namespace

void mlir::shapes::difftest::armWatchdog(unsigned seconds,
                                         const llvm::Twine &what,
                                         const llvm::Twine &hint) {
  alarm(0);
  if (seconds == 0)
    return;
  static bool installed = false;
  if (!installed) {
    struct sigaction action;
    std::memset(&action, 0, sizeof(action));
    action.sa_handler = onWatchdogAlarm;
    sigemptyset(&action.sa_mask);
    sigaction(SIGALRM, &action, nullptr);
    installed = true;
  }
  std::string message =
      ("shapes-difftest: " + what + " did not finish within " +
       llvm::Twine(seconds) + " s" + hint + "\n")
          .str();
  size_t length = std::min(message.size(), sizeof(watchdogMessage));
  std::memcpy(watchdogMessage, message.data(), length);
  watchdogMessageLength = length;
  alarm(seconds);
}

void mlir::shapes::difftest::disarmWatchdog() { alarm(0); }

void mlir::shapes::difftest::resetWatchdogInChild() {
  alarm(0);
  std::signal(SIGALRM, SIG_DFL);
}
