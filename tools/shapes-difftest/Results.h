//===- Results.h - checking the results of a call ---------------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// What the runner checks of the result descriptors that a program's call
// returns: each result's offset, sizes, strides, elements and padding
// against its expected array, and that every result owns its buffer (no
// two results, and no result and input, share an allocation), which the
// runner then frees once per result, as a C caller does (docs/CAPI.md).
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_TOOLS_SHAPES_DIFFTEST_RESULTS_H
#define SHAPES_TOOLS_SHAPES_DIFFTEST_RESULTS_H

#include "Program.h"
#include "Stats.h"

#include "mlir/ExecutionEngine/CRunnerUtils.h"
#include "llvm/ADT/ArrayRef.h"

#include <cstdint>
#include <utility>

namespace mlir::shapes {
namespace difftest {

/// Prints `what`, then the program's MLIR text and its inputs, to stderr.
void describeProgram(const Program &program, const std::string &what);

/// Compares the descriptor `result` of the value of step `step` with its
/// expected array: offset 0, the sizes, the layout's strides, every
/// element and, for a padded layout, every padding element. Prints a
/// report (while `stats.reports` is below `maxReports`) and returns false
/// at the first difference.
bool checkResult(const Program &program, size_t step, const Array &expected,
                 const DynamicMemRefType<uint8_t> &result, Stats &stats,
                 unsigned maxReports);

/// Checks that the results' allocations (`allocated`, the descriptors'
/// `allocated` pointers in result order) are distinct from each other and
/// lie in no input buffer (`inputs`: the first and last byte of each), then
/// frees each allocation once. A null pointer (a result with no elements
/// may have one) is not checked. Prints a report (while `stats.reports`
/// is below `maxReports`) and returns false on a shared allocation.
bool checkAndFreeAllocations(
    const Program &program, llvm::ArrayRef<void *> allocated,
    llvm::ArrayRef<std::pair<const uint8_t *, const uint8_t *>> inputs,
    Stats &stats, unsigned maxReports);

} // namespace difftest
} // namespace mlir::shapes

#endif // SHAPES_TOOLS_SHAPES_DIFFTEST_RESULTS_H
