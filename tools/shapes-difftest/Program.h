//===- Program.h - random shapes programs and their reference ---*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The programs shapes-difftest generates: a function of a few input arrays
// that chains 2-4 shapes ops (binary ops, compare, broadcast_in_dim,
// relayout) with random valid broadcasts, element types and (optionally)
// layouts, and returns every intermediate result. Each program knows its
// MLIR text and its expected results, computed with the semantics library.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_TOOLS_DIFFTEST_PROGRAM_H
#define SHAPES_TOOLS_DIFFTEST_PROGRAM_H

#include "shapes/Semantics/Broadcast.h"
#include "shapes/Semantics/Elementwise.h"
#include "shapes/Semantics/Layout.h"

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace mlir::shapes {
namespace difftest {

enum class Elem { I1, I8, I32, I64, F32, F64 };

bool isFloat(Elem elem);
unsigned bitWidth(Elem elem);
/// Bytes per element in memory (i1 takes a byte).
unsigned byteSize(Elem elem);
const char *mlirName(Elem elem);

/// An array value: its type and its logical elements in row-major order
/// (integers sign-extended in `ints`, floats in `floats`; f32 values are
/// exactly representable as float).
struct Array {
  Elem elem = Elem::F32;
  DimVector dims;
  Layout layout;
  /// Whether the tensor type spells the layout (otherwise: the default).
  bool spellLayout = false;
  std::vector<int64_t> ints;
  std::vector<double> floats;

  int64_t size() const { return layout_util::logicalElementCount(dims); }
  std::string typeString() const;
  std::string elementString(int64_t i) const;
};

/// One op of a program.
struct Step {
  enum class Kind { Binary, Compare, BroadcastInDim, Relayout } kind;
  BinaryOpKind op = BinaryOpKind::Add;
  ComparisonDirection direction = ComparisonDirection::eq;
  int lhs = -1, rhs = -1; // value ids
  std::optional<DimVector> broadcastDimensions;
  DimVector dims; // broadcast_in_dim
  int result = -1;
};

struct Program {
  std::string name;
  /// Every value: inputs first, then one per step.
  std::vector<Array> values;
  std::vector<int> inputs;
  std::vector<Step> steps;
  /// Whether only the last step's value is returned (otherwise every
  /// step's).
  bool returnLast = false;
  /// Set by the runner when the lowered function allocates too much.
  bool allocationsFailed = false;

  /// The steps whose values the function returns, in order.
  std::vector<size_t> returnedSteps() const;
  /// The values (ids) that more than one step reads.
  int sharedValues() const;

  /// The func.func, with `name`.
  std::string toMLIR() const;
  /// The same program as an HLO module whose ENTRY is `name`. Needs
  /// unpadded layouts (GeneratorOptions::paddedLayouts = false).
  std::string toHLO() const;
};

struct GeneratorOptions {
  bool layouts = false;
  /// With `layouts`: also draw padded layouts.
  bool paddedLayouts = true;
  /// Programs return only their last value (see Program::returnLast).
  bool returnLast = false;
  int64_t maxRank = 4;
  int64_t maxSize = 5;
};

/// Generates program number `index` of the stream seeded with `seed` (the
/// same pair always gives the same program) and computes its expected
/// results.
Program generateProgram(uint64_t seed, uint64_t index,
                        const GeneratorOptions &options);

} // namespace difftest
} // namespace mlir::shapes

#endif // SHAPES_TOOLS_DIFFTEST_PROGRAM_H
