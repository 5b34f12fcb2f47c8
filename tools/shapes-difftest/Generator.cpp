//===- Generator.cpp - random shapes programs and their reference ---------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// generateProgram: random valid programs (Program.h), with '?' sizes and
// mismatching calls under --dynamic, and their expected results through
// the semantics library (Broadcast.h, Elementwise.h, Evaluate.h).
//
//===----------------------------------------------------------------------===//

#include "GeneratorState.h"

namespace mlir::shapes {
namespace difftest {

using detail::Generator;

Program generateProgram(uint64_t seed, uint64_t index,
                        const GeneratorOptions &options) {
  std::seed_seq sequence{seed, index, uint64_t(0x5a4e5e5)};
  Generator gen{std::mt19937_64(sequence), options, {}};
  gen.program.name = "p" + std::to_string(index);
  gen.program.returnLast = options.returnLast;

  const Elem elems[] = {Elem::F32, Elem::F64, Elem::I8,
                        Elem::I32, Elem::I64, Elem::I1};
  Elem elem = elems[gen.pick(0, 5)];
  DimVector dims(gen.pick(0, options.maxRank));
  for (int64_t &size : dims)
    size = gen.randomSize();
  int cur = gen.addInput(elem, dims);

  int64_t steps = gen.pick(2, 4);
  for (int64_t s = 0; s < steps; ++s) {
    double p = std::uniform_real_distribution<double>(0, 1)(gen.rng);
    if (options.dotPercent && gen.chance(options.dotPercent / 100.0))
      gen.addDotStep(cur);
    else if (options.reducePercent && gen.chance(options.reducePercent / 100.0))
      gen.addReduceStep(cur);
    else if (options.structuralPercent &&
             gen.chance(options.structuralPercent / 100.0))
      gen.addStructuralStep(cur);
    else if (options.transposePercent &&
             gen.chance(options.transposePercent / 100.0))
      gen.addTransposeStep(cur);
    else if (p < 0.6)
      gen.addBinaryStep(cur, /*compare=*/false);
    else if (p < 0.75)
      gen.addBinaryStep(cur, /*compare=*/true);
    else if (p < 0.9)
      gen.addBroadcastInDimStep(cur);
    else
      gen.addRelayoutStep(cur);
  }
  if (options.defaultLayouts) {
    for (Array &value : gen.program.values) {
      value.layout = layout_util::defaultLayout(value.dims.size());
      value.spellLayout = false;
    }
    for (Step &step : gen.program.steps)
      step.bitcast = false;
  }
  if (options.dynamic) {
    gen.makeDynamic();
    if (gen.chance(options.mismatchPercent / 100.0))
      gen.makeMismatch();
  }
  // A quarter of the programs return one value twice: each result must
  // still own its buffer, in whatever layout the value is computed.
  if (!options.returnLast && gen.chance(0.25)) {
    std::vector<size_t> returned = gen.program.returnedSteps();
    returned.push_back(returned[gen.pick(0, returned.size() - 1)]);
    gen.program.returned = std::move(returned);
  }
  return std::move(gen.program);
}

} // namespace difftest
} // namespace mlir::shapes
