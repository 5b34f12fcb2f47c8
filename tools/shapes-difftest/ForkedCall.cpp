//===- ForkedCall.cpp - a call in a child process -------------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "ForkedCall.h"
#include "Watchdog.h"

#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

using namespace mlir::shapes::difftest;

bool ForkedCall::aborted() const {
  return WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT;
}

std::string ForkedCall::ending() const {
  if (aborted())
    return "aborted";
  if (WIFSIGNALED(status))
    return "killed by signal " + std::to_string(WTERMSIG(status));
  return "exited with status " + std::to_string(WEXITSTATUS(status));
}

ForkedCall mlir::shapes::difftest::runForked(llvm::function_ref<void()> call) {
  ForkedCall result;
  int pipeEnds[2];
  if (pipe(pipeEnds) != 0) {
    result.error = std::string("pipe: ") + std::strerror(errno);
    return result;
  }
  // Nothing buffered may be written twice, by the child's fflush too.
  llvm::outs().flush();
  llvm::errs().flush();
  std::fflush(nullptr);
  pid_t child = fork();
  if (child < 0) {
    close(pipeEnds[0]);
    close(pipeEnds[1]);
    result.error = std::string("fork: ") + std::strerror(errno);
    return result;
  }
  if (child == 0) {
#ifdef __linux__
    prctl(PR_SET_DUMPABLE, 0); // no core file for the expected abort
#endif
    // The expected abort ends the child without LLVM's stack dump.
    std::signal(SIGABRT, SIG_DFL);
    resetWatchdogInChild();
    alarm(60);
    dup2(pipeEnds[1], STDERR_FILENO);
    close(pipeEnds[0]);
    close(pipeEnds[1]);
    int devNull = open("/dev/null", O_WRONLY);
    if (devNull >= 0)
      dup2(devNull, STDOUT_FILENO);
    call();
    _exit(0);
  }
  close(pipeEnds[1]);
  char chunk[4096];
  for (;;) {
    ssize_t n = read(pipeEnds[0], chunk, sizeof(chunk));
    if (n > 0)
      result.standardError.append(chunk, n);
    else if (n == 0 || errno != EINTR)
      break;
  }
  close(pipeEnds[0]);
  while (waitpid(child, &result.status, 0) < 0 && errno == EINTR) {
  }
  return result;
}
