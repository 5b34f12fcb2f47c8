//===- Stats.cpp - the summary of a shapes-difftest run -------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "Stats.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>

namespace mlir::shapes::difftest {

static void countReduce(const Program &program, const Step &step,
                        Stats &stats) {
  const Array &operand = program.values[step.lhs];
  ++stats.reduces;
  stats.sumReduces += step.op == BinaryOpKind::Add;
  stats.productReduces += step.op == BinaryOpKind::Mul;
  bool maxMin = step.op == BinaryOpKind::Max || step.op == BinaryOpKind::Min;
  stats.maxMinReduces += maxMin;
  stats.logicalReduces +=
      step.op == BinaryOpKind::And || step.op == BinaryOpKind::Or;
  stats.fullReduces +=
      !operand.dims.empty() && step.dims.size() == operand.dims.size();
  stats.emptyReduces += !operand.dims.empty() && step.dims.empty();
  stats.minorReduces +=
      !operand.dims.empty() &&
      llvm::is_contained(step.dims, operand.layout.minorToMajor.front());
  stats.paddedReduces += operand.layout.isPadded();
  stats.nanMaxMinReduces +=
      maxMin &&
      llvm::any_of(operand.floats, [](double x) { return std::isnan(x); });
  stats.negativeZeroSums +=
      step.op == BinaryOpKind::Add &&
      llvm::any_of(program.values[step.result].floats,
                   [](double x) { return x == 0 && std::signbit(x); });
}

void countMismatch(const Program &program, Stats &stats) {
  ++stats.mismatches;
  Step::Kind kind = program.steps[program.mismatch->step].kind;
  bool atContraction = program.mismatch->atContraction;
  stats.linalgMismatches +=
      (kind == Step::Kind::Dot || kind == Step::Kind::Reduce) && !atContraction;
  stats.contractionMismatches += atContraction;
}

/// Whether an operand or the result of `step` spells a '?'.
static bool spellsDynamic(const Program &program, const Step &step) {
  return llvm::any_of(
      std::initializer_list<int>{step.lhs, step.rhs, step.result}, [&](int id) {
        return id >= 0 && llvm::is_contained(program.values[id].dynamic, true);
      });
}

void countSteps(const Program &program, Stats &stats) {
  for (const Step &step : program.steps) {
    stats.dynamicDots +=
        step.kind == Step::Kind::Dot && spellsDynamic(program, step);
    stats.dynamicReduces +=
        step.kind == Step::Kind::Reduce && spellsDynamic(program, step);
    if (step.kind == Step::Kind::Transpose) {
      ++stats.transposes;
      stats.bitcastTransposes += step.bitcast;
    }
    if (step.kind == Step::Kind::Reduce)
      countReduce(program, step, stats);
    if (step.kind != Step::Kind::Dot)
      continue;
    ++stats.dots;
    stats.batchDots += !step.lhsBatch.empty();
    bool large = false;
    for (int id : {step.lhs, step.rhs})
      for (int64_t size : program.values[id].dims)
        large |= size > 17;
    stats.largeDots += large;
  }
}

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
       << " mismatching calls aborted with the expected message ("
       << stats.linalgMismatches
       << " of them at the relayout of a dot's or reduce's result, "
       << stats.contractionMismatches << " at a dot's operands)\n";
  if (stats.dots)
    os << "shapes-difftest: " << stats.dots << " dot steps, " << stats.batchDots
       << " of them with batch dimensions, " << stats.largeDots
       << " with a size above 17, " << stats.dynamicDots << " with '?' sizes\n";
  if (stats.reduces)
    os << "shapes-difftest: " << stats.reduces << " reduce steps ("
       << stats.sumReduces << " sums, " << stats.productReduces << " products, "
       << stats.maxMinReduces << " maximum or minimum, " << stats.logicalReduces
       << " and or or), " << stats.fullReduces << " over every dimension, "
       << stats.emptyReduces << " over none, " << stats.minorReduces
       << " over the minor dimension, " << stats.paddedReduces
       << " of padded operands, " << stats.nanMaxMinReduces
       << " float maximum or minimum over a NaN, " << stats.negativeZeroSums
       << " float sums to -0, " << stats.dynamicReduces << " with '?' sizes\n";
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
