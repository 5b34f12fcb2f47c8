//===- Stats.h - what a shapes-difftest run checked -------------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The counts that shapes-difftest prints at the end of a run.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_TOOLS_SHAPES_DIFFTEST_STATS_H
#define SHAPES_TOOLS_SHAPES_DIFFTEST_STATS_H

#include "Program.h"

#include "shapes/Semantics/Elementwise.h"

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace mlir::shapes {
namespace difftest {

/// What a run checked.
struct Stats {
  uint64_t programs = 0, ops = 0, elements = 0, paddingElements = 0;
  uint64_t failedPrograms = 0, reports = 0, allocationChecks = 0;
  /// The names of the failing programs, and what the last failure was:
  /// "MISMATCH", "SHARED ALLOCATION", "MISMATCH CALL", "ALLOCATIONS", or
  /// what failed of the compilation of its batch.
  std::vector<std::string> failingNames;
  std::string lastFailure;
  /// Run-time sizes of '?' dimensions given (input dimensions and size
  /// arguments), those of size 0 and 1, and the mismatching calls that
  /// aborted as expected.
  uint64_t dynamicSizes = 0, dynamicZeros = 0, dynamicOnes = 0, mismatches = 0;
  /// Dot and reduce steps with a '?' in an operand or the result, and the
  /// mismatching calls that aborted as expected at the relayout of a dot's
  /// or reduce's result and at the check of a dot's operand sizes.
  uint64_t dynamicDots = 0, dynamicReduces = 0, linalgMismatches = 0,
           contractionMismatches = 0;
  /// Input elements by kind of special value.
  uint64_t nans = 0, infinities = 0, negativeZeros = 0, subnormals = 0,
           intExtremes = 0;
  /// Dot steps run, those with batch dimensions and those with a size
  /// above 17.
  uint64_t dots = 0, batchDots = 0, largeDots = 0;
  /// Reduce steps run; by combiner: sums, products, maxima or minima, and
  /// or or; those over every dimension, over none, over the layout's minor
  /// dimension; those of a padded operand; the float maxima or minima of
  /// an operand that holds a NaN; and the float sums with a -0 result.
  uint64_t reduces = 0, sumReduces = 0, productReduces = 0, maxMinReduces = 0,
           logicalReduces = 0, fullReduces = 0, emptyReduces = 0,
           minorReduces = 0, paddedReduces = 0, nanMaxMinReduces = 0,
           negativeZeroSums = 0;
  /// Transposes run, and those whose result layout is the operand's
  /// permuted.
  uint64_t transposes = 0, bitcastTransposes = 0;
  /// Structural steps: slices, those with a stride above 1 and those with
  /// a non-zero start; concatenates; pads, those with negative padding
  /// and those with interior padding; reverses; reshapes and those whose
  /// layouts make them bitcasts; the chains of views; those with a '?'
  /// in an operand or the result.
  uint64_t slices = 0, stridedSlices = 0, offsetSlices = 0, concatenates = 0,
           pads = 0, negativePads = 0, interiorPads = 0, reverses = 0,
           reshapes = 0, bitcastReshapes = 0, viewChains = 0,
           dynamicStructural = 0;
  /// Returned views (slices, reshapes, transposes) of a returned value or
  /// of an input, and values of which two such views are returned.
  uint64_t returnedViews = 0, twinViews = 0;
  /// Result descriptors whose allocation was checked: distinct from every
  /// other result's and input's, and freed once.
  uint64_t resultAllocations = 0;
  /// With --stablehlo: the programs written in the pretty and the generic
  /// form.
  uint64_t prettyStablehlo = 0, genericStablehlo = 0;
  /// With --stablehlo: the programs that broadcast from size-1 dimensions.
  uint64_t sizeOneBroadcastStablehlo = 0;
};

/// What a run was asked to do, as its summary names it.
struct RunDescription {
  uint64_t seed = 0;
  bool layouts = false, hlo = false, stablehlo = false, dynamic = false,
       returnLast = false;
};

/// Prints the summary lines of a run: the programs, ops and elements
/// checked and the failures, then the counts of the modes and step kinds
/// that ran.
void printStats(llvm::raw_ostream &os, const RunDescription &run,
                const Stats &stats);

/// Counts the transposes, dots and reduces of `program` and their kinds.
void countSteps(const Program &program, Stats &stats);
/// Counts the mismatching call of `program` that aborted as expected.
void countMismatch(const Program &program, Stats &stats);

/// Counts the special values among an input's elements.
inline void countSpecials(const Array &array, Stats &stats) {
  for (double v : array.floats) {
    if (std::isnan(v))
      ++stats.nans;
    else if (std::isinf(v))
      ++stats.infinities;
    else if (v == 0 && std::signbit(v))
      ++stats.negativeZeros;
    else if (array.elem == Elem::F32
                 ? std::fpclassify(static_cast<float>(v)) == FP_SUBNORMAL
                 : std::fpclassify(v) == FP_SUBNORMAL)
      ++stats.subnormals;
  }
  unsigned width = bitWidth(array.elem);
  if (width < 2)
    return;
  int64_t intMin = signExtend(uint64_t(1) << (width - 1), width);
  int64_t intMax = signExtend((uint64_t(1) << (width - 1)) - 1, width);
  for (int64_t v : array.ints)
    if (v == intMin || v == intMax)
      ++stats.intExtremes;
}

} // namespace difftest
} // namespace mlir::shapes

#endif // SHAPES_TOOLS_SHAPES_DIFFTEST_STATS_H
