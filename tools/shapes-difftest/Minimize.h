//===- Minimize.h - shrinking a failing program -----------------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// --minimize: a failing program is shrunk to the fewest steps and results
// that still fail the same way. Every value's expected elements are known,
// so a step can be dropped however its value is used: a value that the
// kept steps read and no kept step computes becomes an input of the
// function, with its type (layout and '?' sizes included) and elements.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_TOOLS_SHAPES_DIFFTEST_MINIMIZE_H
#define SHAPES_TOOLS_SHAPES_DIFFTEST_MINIMIZE_H

#include "Program.h"

#include <functional>
#include <string>

namespace mlir::shapes {
namespace difftest {

/// `program` with the steps `keep` (sorted positions in its steps) alone,
/// returning the values of `returned` (positions in `keep`). It has no
/// mismatching call.
Program restrictProgram(const Program &program, const std::vector<size_t> &keep,
                        const std::vector<size_t> &returned);

/// Drops steps and results of `program` one at a time, keeping each drop
/// after which `failure` still returns `expected` (what the whole program's
/// failure is), until no drop keeps it.
Program
minimizeProgram(const Program &program, const std::string &expected,
                const std::function<std::string(const Program &)> &failure);

} // namespace difftest
} // namespace mlir::shapes

#endif // SHAPES_TOOLS_SHAPES_DIFFTEST_MINIMIZE_H
