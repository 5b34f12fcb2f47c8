//===- Minimize.cpp - shrinking a failing program -------------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "Minimize.h"

#include <algorithm>
#include <set>

namespace mlir::shapes {
namespace difftest {

Program restrictProgram(const Program &program, const std::vector<size_t> &keep,
                        const std::vector<size_t> &returned) {
  Program out;
  out.name = program.name;
  out.values = program.values;
  out.sizeArgs = program.sizeArgs;
  std::set<int> computed, read;
  for (size_t s : keep) {
    const Step &step = program.steps[s];
    for (int id : step.readValues())
      if (!computed.count(id))
        read.insert(id);
    computed.insert(step.result);
    out.steps.push_back(step);
  }
  // The inputs the kept steps read, in their order, then the values they
  // read that no kept step computes.
  for (int id : program.inputs)
    if (read.erase(id))
      out.inputs.push_back(id);
  out.inputs.insert(out.inputs.end(), read.begin(), read.end());
  out.returned = returned;
  return out;
}

Program
minimizeProgram(const Program &program, const std::string &expected,
                const std::function<std::string(const Program &)> &failure) {
  std::vector<size_t> keep(program.steps.size());
  for (size_t s = 0; s < keep.size(); ++s)
    keep[s] = s;
  // Results as positions in `keep`.
  std::vector<size_t> returned = program.returnedSteps();
  Program best = restrictProgram(program, keep, returned);
  auto tryCandidate = [&](const std::vector<size_t> &candidateKeep,
                          const std::vector<size_t> &candidateReturned) {
    if (candidateReturned.empty())
      return false;
    Program candidate =
        restrictProgram(program, candidateKeep, candidateReturned);
    if (failure(candidate) != expected)
      return false;
    keep = candidateKeep;
    returned = candidateReturned;
    best = std::move(candidate);
    return true;
  };
  for (bool changed = true; changed;) {
    changed = false;
    // A step, and its result if returned; later positions shift down.
    for (size_t i = keep.size(); i-- > 0;) {
      std::vector<size_t> candidateKeep = keep, candidateReturned;
      candidateKeep.erase(candidateKeep.begin() + i);
      for (size_t r : returned)
        if (r != i)
          candidateReturned.push_back(r > i ? r - 1 : r);
      changed |= tryCandidate(candidateKeep, candidateReturned);
    }
    for (size_t i = returned.size(); i-- > 0;) {
      std::vector<size_t> candidateReturned = returned;
      candidateReturned.erase(candidateReturned.begin() + i);
      changed |= tryCandidate(keep, candidateReturned);
    }
  }
  return best;
}

} // namespace difftest
} // namespace mlir::shapes
