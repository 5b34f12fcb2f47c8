//===- Results.cpp - checking the results of a call -----------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "Results.h"

#include "Memory.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <map>

namespace mlir::shapes {
namespace difftest {

void describeProgram(const Program &program, const std::string &what) {
  llvm::errs() << what << "\nprogram:\n" << program.toMLIR() << "inputs:\n";
  for (size_t i = 0; i < program.inputs.size(); ++i) {
    const Array &input = program.values[program.inputs[i]];
    llvm::errs() << "  %a" << i << " (";
    for (size_t d = 0; d < input.dims.size(); ++d)
      llvm::errs() << (d ? "x" : "") << input.dims[d];
    llvm::errs() << ") = [";
    for (int64_t k = 0; k < input.size(); ++k)
      llvm::errs() << (k ? ", " : "") << input.elementString(k);
    llvm::errs() << "]\n";
  }
  for (size_t i = 0; i < program.sizeArgs.size(); ++i)
    llvm::errs() << "  %s" << i << " = " << program.sizeArgs[i] << "\n";
}

namespace {

/// Whether the element at `at` is element `position` of `expected`; its
/// value as text in `got` otherwise.
bool sameElement(const uint8_t *at, const Array &expected, int64_t position,
                 std::string &got) {
  int64_t intValue = 0;
  double floatValue = 0;
  loadElement(at, expected.elem, intValue, floatValue);
  bool same = isFloat(expected.elem) ? sameFloat(expected.floats[position],
                                                 floatValue, expected.elem)
                                     : expected.ints[position] == intValue;
  if (!same)
    got = isFloat(expected.elem) ? std::to_string(floatValue)
                                 : std::to_string(intValue);
  return same;
}

/// The first difference of the offset, sizes, strides and logical elements
/// of `result` from `expected`, or an empty string.
std::string compareElements(const Array &expected,
                            const DynamicMemRefType<uint8_t> &result,
                            Stats &stats) {
  int64_t rank = expected.dims.size();
  DimVector strides = layout_util::strides(expected.dims, expected.layout);
  if (result.offset != 0)
    return "offset " + std::to_string(result.offset) + ", expected 0";
  for (int64_t d = 0; d < rank; ++d) {
    if (result.sizes[d] != expected.dims[d])
      return "size of dimension " + std::to_string(d) + " is " +
             std::to_string(result.sizes[d]);
    if (expected.dims[d] > 1 && result.strides[d] != strides[d])
      return "stride of dimension " + std::to_string(d) + " is " +
             std::to_string(result.strides[d]) + ", expected " +
             std::to_string(strides[d]);
  }
  if (expected.size() == 0)
    return "";
  unsigned bytes = byteSize(expected.elem);
  DimVector index(rank, 0);
  int64_t position = 0;
  do {
    int64_t linear =
        index_util::multiIndexToLinear(expected.dims, expected.layout, index);
    std::string got;
    if (!sameElement(result.data + linear * bytes, expected, position, got)) {
      std::string where;
      for (int64_t d = 0; d < rank; ++d)
        where += (d ? "," : "") + std::to_string(index[d]);
      return "element [" + where + "] is " + got + ", expected " +
             expected.elementString(position);
    }
    ++stats.elements;
    ++position;
  } while (index_util::nextIndex(expected.dims, index));
  return "";
}

/// The first padding element of `result` that does not hold the padding
/// value, or an empty string.
std::string comparePadding(const Array &expected,
                           const DynamicMemRefType<uint8_t> &result,
                           Stats &stats) {
  PaddingValue padding = expected.layout.effectivePaddingValue();
  if (!expected.layout.isPadded() || padding == PaddingValue::unknown)
    return "";
  Array want;
  want.elem = expected.elem;
  want.ints.assign(1, 0);
  want.floats.assign(1, 0);
  paddingElement(expected.elem, padding, want.ints[0], want.floats[0]);
  int64_t count =
      layout_util::physicalElementCount(expected.dims, expected.layout);
  unsigned bytes = byteSize(expected.elem);
  for (int64_t linear = 0; linear < count; ++linear) {
    if (!index_util::isPaddingPosition(expected.dims, expected.layout, linear))
      continue;
    std::string got;
    if (!sameElement(result.data + linear * bytes, want, 0, got))
      return "padding at linear position " + std::to_string(linear) +
             " does not hold " + stringifyPaddingValue(padding).str();
    ++stats.paddingElements;
  }
  return "";
}

} // namespace

bool checkResult(const Program &program, size_t step, const Array &expected,
                 const DynamicMemRefType<uint8_t> &result, Stats &stats,
                 unsigned maxReports) {
  std::string difference = compareElements(expected, result, stats);
  if (difference.empty())
    difference = comparePadding(expected, result, stats);
  if (difference.empty())
    return true;
  if (stats.reports++ < maxReports) {
    describeProgram(program, "MISMATCH in result " + std::to_string(step) +
                                 " of " + program.name + ": " + difference);
    llvm::errs() << "expected result " << step << " = [";
    for (int64_t k = 0; k < expected.size(); ++k)
      llvm::errs() << (k ? ", " : "") << expected.elementString(k);
    llvm::errs() << "]\n\n";
  }
  return false;
}

bool checkAndFreeAllocations(
    const Program &program, llvm::ArrayRef<void *> allocated,
    llvm::ArrayRef<std::pair<const uint8_t *, const uint8_t *>> inputs,
    Stats &stats, unsigned maxReports) {
  std::vector<size_t> returned = program.returnedSteps();
  std::string problem;
  // The first result of each allocation.
  std::map<void *, size_t> owners;
  for (size_t r = 0; r < allocated.size(); ++r) {
    void *pointer = allocated[r];
    if (!pointer)
      continue;
    ++stats.resultAllocations;
    auto *byte = static_cast<const uint8_t *>(pointer);
    for (size_t i = 0; i < inputs.size() && problem.empty(); ++i)
      if (byte >= inputs[i].first && byte <= inputs[i].second)
        problem = "result " + std::to_string(returned[r]) +
                  " is allocated in the buffer of input %a" +
                  std::to_string(i) + ", which the caller owns";
    auto [owner, inserted] = owners.try_emplace(pointer, r);
    if (!inserted && problem.empty())
      problem = "results " + std::to_string(returned[owner->second]) + " and " +
                std::to_string(returned[r]) +
                " share one allocation, which a C caller frees twice";
  }
  // Each allocation once; never an input's.
  for (auto [pointer, r] : owners) {
    auto *byte = static_cast<const uint8_t *>(pointer);
    bool input = llvm::any_of(inputs, [&](const auto &range) {
      return byte >= range.first && byte <= range.second;
    });
    if (!input)
      std::free(pointer);
  }
  if (problem.empty())
    return true;
  if (stats.reports++ < maxReports) {
    describeProgram(program, "SHARED ALLOCATION in " + program.name + ": " +
                                 problem + " (results are numbered by step)");
    llvm::errs() << "\n";
  }
  return false;
}

} // namespace difftest
} // namespace mlir::shapes
