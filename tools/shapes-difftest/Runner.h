//===- Runner.h - compiles, runs and checks batches of programs -*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The runner of shapes-difftest: it compiles a batch of generated programs
// (as MLIR, or through the HLO or StableHLO importer) with
// -shapes-to-llvm, calls each in a forked process under a watchdog, and
// checks its results, padding and allocations against the reference
// values, counting into Stats and reporting failures. Its options are
// the command line's, passed in.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_TOOLS_SHAPES_DIFFTEST_RUNNER_H
#define SHAPES_TOOLS_SHAPES_DIFFTEST_RUNNER_H

#include "Program.h"
#include "Stats.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace mlir::shapes::difftest {

/// The form --stablehlo writes programs in.
enum class StablehloForm { Mixed, Pretty, Generic };

/// What the runner does, from the command line (shapes-difftest --help).
struct RunnerOptions {
  /// Compile the programs' HLO (--hlo) or StableHLO (--stablehlo) text
  /// through the importer, rather than their MLIR.
  bool hlo = false;
  bool stablehlo = false;
  StablehloForm stablehloForm = StablehloForm::Mixed;
  /// Print each program before running it.
  bool print = false;
  /// The options of -shapes-to-llvm.
  std::string pipeline;
  /// The programs return only their last value, and the allocations of
  /// each lowered function are counted (--return-last).
  bool returnLast = false;
  unsigned optLevel = 2;
  /// The OpenMP runtime to load, if any.
  std::string ompLibrary;
  /// Seconds that compiling a batch and one call may take (0: no limit).
  unsigned compileTimeout = 0;
  unsigned timeout = 0;
  /// The program that waits for a signal instead of being called (a test
  /// of --timeout), or -1.
  int64_t testHang = -1;
  /// Mismatches described before the runner stops describing them.
  unsigned maxReports = 0;
};

/// The text of `program` that the runner compiles: MLIR, HLO or StableHLO.
std::string programText(const Program &program, const RunnerOptions &options);

class RunnerImpl;

class Runner {
public:
  explicit Runner(const RunnerOptions &options);
  ~Runner();

  /// Compiles and checks one batch of programs, counting into `stats`.
  void runBatch(std::vector<Program> &programs, Stats &stats);
  /// Quiet: no report of a batch that does not compile.
  void setQuiet(bool quiet);
  void setMaxReports(unsigned maxReports);

private:
  std::unique_ptr<RunnerImpl> impl;
};

} // namespace mlir::shapes::difftest

#endif // SHAPES_TOOLS_SHAPES_DIFFTEST_RUNNER_H
