//===- Stats.cpp - the summary of a shapes-difftest run -------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "Stats.h"

#include "llvm/Support/raw_ostream.h"

namespace mlir::shapes::difftest {

void printStats(llvm::raw_ostream &os, const RunDescription &run,
                const Stats &stats) {
  os << "shapes-difftest: seed " << run.seed << (run.layouts ? ", layouts" : "")
     << (run.hlo ? ", HLO" : "") << (run.dynamic ? ", dynamic" : "") << ": "
     << stats.programs << " programs, " << stats.ops << " ops, "
     << stats.elements << " elements and " << stats.paddingElements
     << " padding elements checked, " << stats.failedPrograms
     << " failing programs";
  if (run.returnLast)
    os << "; allocations of " << stats.allocationChecks << " functions counted";
  os << "\n";
  if (run.dynamic)
    os << "shapes-difftest: " << stats.dynamicSizes
       << " run-time sizes of '?' (" << stats.dynamicZeros << " of them 0, "
       << stats.dynamicOnes << " of them 1), " << stats.mismatches
       << " mismatching calls aborted with the expected message\n";
  if (stats.dots)
    os << "shapes-difftest: " << stats.dots << " dot steps, " << stats.batchDots
       << " of them with batch dimensions, " << stats.largeDots
       << " with a size above 17\n";
  if (stats.transposes)
    os << "shapes-difftest: " << stats.transposes << " transposes, "
       << stats.bitcastTransposes
       << " of them with the operand's layout permuted\n";
  os << "shapes-difftest: special input elements: " << stats.nans << " NaN, "
     << stats.infinities << " infinite, " << stats.negativeZeros << " -0.0, "
     << stats.subnormals << " subnormal, " << stats.intExtremes
     << " integer minimum or maximum\n";
}

} // namespace mlir::shapes::difftest
