//===- Stats.cpp - the summary of a shapes-difftest run -------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "Stats.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <map>
#include <set>

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

/// Counts the structural steps of `program`, and the returned views of
/// returned values or inputs.
static void countStructural(const Program &program, Stats &stats) {
  std::set<int> returned(program.inputs.begin(), program.inputs.end());
  for (size_t s : program.returnedSteps())
    returned.insert(program.steps[s].result);
  std::map<int, int> views;
  // A chain of views has four steps.
  stats.viewChains +=
      llvm::count_if(program.steps,
                     [](const Step &step) { return step.inViewChain; }) /
      4;
  for (const Step &step : program.steps) {
    bool view = step.kind == Step::Kind::Slice ||
                step.kind == Step::Kind::Reshape ||
                step.kind == Step::Kind::Transpose;
    if (view && returned.count(step.result) && returned.count(step.lhs)) {
      ++stats.returnedViews;
      ++views[step.lhs];
    }
    if (!step.isStructural())
      continue;
    stats.dynamicStructural += spellsDynamic(program, step);
    switch (step.kind) {
    case Step::Kind::Slice:
      ++stats.slices;
      stats.stridedSlices +=
          llvm::any_of(step.strides, [](int64_t s) { return s > 1; });
      stats.offsetSlices +=
          llvm::any_of(step.starts, [](int64_t s) { return s > 0; });
      break;
    case Step::Kind::Concatenate:
      ++stats.concatenates;
      break;
    case Step::Kind::Pad:
      ++stats.pads;
      stats.negativePads +=
          llvm::any_of(step.starts, [](int64_t s) { return s < 0; }) ||
          llvm::any_of(step.limits, [](int64_t s) { return s < 0; });
      stats.interiorPads +=
          llvm::any_of(step.strides, [](int64_t s) { return s > 0; });
      break;
    case Step::Kind::Reverse:
      ++stats.reverses;
      break;
    default:
      ++stats.reshapes;
      stats.bitcastReshapes += step.bitcast;
      break;
    }
  }
  for (auto [id, count] : views)
    stats.twinViews += count > 1;
}

void countSteps(const Program &program, Stats &stats) {
  countStructural(program, stats);
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
     << (run.hlo ? ", HLO" : "") << (run.stablehlo ? ", StableHLO" : "")
     << (run.dynamic ? ", dynamic" : "") << ": " << stats.programs
     << " programs, " << stats.ops << " ops, " << stats.elements
     << " elements and " << stats.paddingElements
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
  if (run.stablehlo)
    os << "shapes-difftest: " << stats.prettyStablehlo
       << " programs written as pretty StableHLO, " << stats.genericStablehlo
       << " as generic StableHLO, " << stats.sizeOneBroadcastStablehlo
       << " with broadcasts from size-1 dimensions\n";
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
  if (stats.slices + stats.concatenates + stats.pads + stats.reverses +
      stats.reshapes)
    os << "shapes-difftest: " << stats.slices << " slices ("
       << stats.stridedSlices << " strided, " << stats.offsetSlices
       << " with a non-zero start), " << stats.concatenates << " concatenates, "
       << stats.pads << " pads (" << stats.negativePads << " negative, "
       << stats.interiorPads << " interior), " << stats.reverses
       << " reverses, " << stats.reshapes << " reshapes ("
       << stats.bitcastReshapes << " bitcasts), " << stats.viewChains
       << " chains of views, " << stats.dynamicStructural
       << " with '?' sizes\n";
  os << "shapes-difftest: " << stats.resultAllocations
     << " result allocations checked (owned by their result alone) and "
        "freed; "
     << stats.returnedViews << " returned views of a returned value or input, "
     << stats.twinViews << " values with two of them\n";
  os << "shapes-difftest: special input elements: " << stats.nans << " NaN, "
     << stats.infinities << " infinite, " << stats.negativeZeros << " -0.0, "
     << stats.subnormals << " subnormal, " << stats.intExtremes
     << " integer minimum or maximum\n";
}

} // namespace mlir::shapes::difftest
