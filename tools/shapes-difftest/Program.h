//===- Program.h - random shapes programs and their reference ---*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The programs shapes-difftest generates: a function of a few input arrays
// that chains 2-4 ops (binary ops, compare, broadcast_in_dim, relayout,
// transpose, dot, reduce, slice, concatenate, pad, reverse, reshape) with
// random valid broadcasts, element types and (optionally) layouts and
// dynamic dimensions, and returns every intermediate result. Each program
// knows its MLIR text and its expected results, computed with the
// semantics library or, for the steps it has no evaluation of, index
// arithmetic of their own. A transpose's result layout is, half of the time,
// its operand's layout permuted (a bitcast), otherwise drawn at random; its
// reference permutes the logical elements.
//
// Programs also draw dot steps (GeneratorOptions::dotPercent): two fresh
// f32/f64/s32/s64 operands in random dimension orders and layouts, with
// one or two contracting dimensions, sometimes a batch dimension, and
// sizes that include 1, 7, 17 and up to 70. Their reference sums the
// products in the order of the contracting indices. The float operands
// are small integers (|x| <= 8), so every product and every partial sum
// is exact and any order of summation, as the vectorized and packed
// kernels use, gives the same bits; integer dots wrap, which is exact in
// any order too.
//
// And reduce steps (GeneratorOptions::reducePercent): of `cur` or of a
// fresh operand (f32/f64/i8/i32/i64/i1, random layout, rank up to 3 with
// sizes 1, 7, 17 and at most one up to 150), over the layout's
// minor dimension, its major one, all, none or a random subset, with add,
// multiply, maximum, minimum (and, or on integers; only and, or on i1)
// from the combiner's identity. The reference combines in row-major
// order. Float sums read small integers; float products read -2, -1, 1,
// 2, so that every partial product is exact or overflows to an infinity
// of the same sign in any order; float maxima and minima read NaN, -0.0
// and +0.0 among other values (maximum and minimum propagate NaN and
// order -0.0 below +0.0, so any order gives the same value).
//
// Without an HLO spelling, dot and reduce steps are linalg ops on tensors
// (ProgramLinalg.cpp). With --dynamic their operands may spell any size
// '?', and a result dimension is '?' when the operand dimension it takes
// its size from is; its run-time size is that operand's (`tensor.dim`).
// A batch or contracting dimension keeps one run-time size in both
// operands, '?' or not: the lowering does not check that they agree.
//
// And structural steps (GeneratorOptions::structuralPercent;
// StructuralSteps.cpp): slices with non-zero starts and strides up to 3,
// concatenates of two or three inputs (fresh ones, or the operand again),
// pads with negative, zero or positive low and high padding and interior
// padding of up to 2, reverses of a random subset of dimensions, reshapes
// (dimensions merged, split, added or dropped, or a new factorization)
// whose result layout is, half of the time, one that keeps every element
// in place (a bitcast), and chains of views: a slice with non-zero starts,
// a bitcast reshape, a bitcast transpose and a slice. A slice's result is
// often in its operand's dimension order without padding (a view). A
// structural step reads `cur` or, a quarter of the time, an earlier value,
// and some steps are twin views (a bitcast transpose and a bitcast reshape
// or view slice of one value): since every step's value is returned, a
// value and its views, and two views of one value, are results together,
// and the runner checks that each owns its buffer. Their references move
// the logical row-major elements by index arithmetic of their own. The
// MLIR form of each is what the HLO importer writes or a second spelling
// (ProgramStructural.cpp); with --dynamic, a slice's '?' result size is
// computed from its operand's, and concatenates, pads and reverses take
// '?' where their forms allow (reshapes stay static).
//
// With dynamic dimensions, every value still has the sizes it takes at
// run time (`dims`); its type spells some of them '?' (`dynamic`). The
// choice follows the broadcasting rules: a dimension that broadcasts (a 1
// read against another size) stays a static 1, and so does every
// dimension its size is inferred from. broadcast_in_dim's '?' sizes are
// index arguments of the function.
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
  /// The dimensions the type spells '?' (empty: none).
  std::vector<bool> dynamic;
  std::vector<int64_t> ints;
  std::vector<double> floats;

  int64_t size() const { return layout_util::logicalElementCount(dims); }
  bool isDynamic(size_t dim) const {
    return dim < dynamic.size() && dynamic[dim];
  }
  /// The sizes of the type: `dims` with kDynamicSize for each '?'.
  DimVector typeDims() const;
  std::string typeString() const;
  std::string elementString(int64_t i) const;
};

/// One op of a program.
struct Step {
  enum class Kind {
    Binary,
    Compare,
    BroadcastInDim,
    Relayout,
    Transpose,
    Dot,
    Reduce,
    Slice,
    Concatenate,
    Pad,
    Reverse,
    Reshape
  } kind;
  BinaryOpKind op = BinaryOpKind::Add;
  ComparisonDirection direction = ComparisonDirection::eq;
  int lhs = -1, rhs = -1; // value ids
  std::optional<DimVector> broadcastDimensions;
  DimVector dims; // broadcast_in_dim; transpose: the permutation
  /// broadcast_in_dim: the size argument of each '?' of the result, in
  /// order.
  std::vector<int> sizeArgs;
  /// transpose: whether the result layout is the operand's permuted.
  bool bitcast = false;
  /// reduce (`op` is its combiner, `dims` the reduced dimensions, sorted):
  /// the init value, integer or float.
  int64_t initInt = 0;
  double initFloat = 0;
  /// dot: the batch and contracting dimensions of each operand, in pairs.
  DimVector lhsBatch, rhsBatch, lhsContracting, rhsContracting;
  /// slice: the start, limit and stride of each dimension. pad: the low,
  /// high and interior padding of each dimension in `starts`, `limits` and
  /// `strides`, its padding value in `initInt` or `initFloat`.
  DimVector starts, limits, strides;
  /// concatenate: every operand, `lhs` first; `dims` holds the dimension.
  std::vector<int> operands;
  /// Which MLIR spelling a slice, concatenate, pad, reverse or reshape step
  /// takes (ProgramStructural.cpp); the HLO form has one.
  int form = 0;
  /// Whether the step is part of a chain of views (slice, reshape,
  /// transpose, slice; Program.h).
  bool inViewChain = false;
  int result = -1;

  bool isStructural() const { return kind >= Kind::Slice; }
  /// The values the step reads: lhs, rhs of binary ops and dots, every
  /// operand of a concatenate.
  std::vector<int> readValues() const;
};

/// A run-time size that breaks a rule the function type cannot state, and
/// the message of the check that must stop the program.
struct Mismatch {
  /// Dimension `dim` of input `input` (a position in Program::inputs), or
  /// size argument `sizeArg`, is given `size` instead of its value.
  int input = -1;
  int64_t dim = 0;
  int sizeArg = -1;
  int64_t size = 0;
  /// The step whose check fails first, and what the message says after
  /// "shapes: '<op>' at <location>: ".
  size_t step = 0;
  std::string detail;
  /// Whether the check that fails is the contraction's own (its operands
  /// disagree on a batch or contracting size), not one of the relayout of
  /// its result.
  bool atContraction = false;
};

/// How a program is written as StableHLO (Program::toStablehlo).
struct StablehloStyle {
  /// The generic form (`"stablehlo.add"(%a, %b) : (T, T) -> T`), not the
  /// pretty one (`stablehlo.add %a, %b : T`).
  bool generic = false;
  /// A broadcasting operand is one `broadcast_in_dim` from its size-1
  /// dimensions, as JAX writes it, not the reshape and broadcast of HLO.
  bool broadcastSizeOne = false;
  /// A compare names its `compare_type` (FLOAT, SIGNED, UNSIGNED for i1),
  /// as `stablehlo-opt` prints it; otherwise the element type implies it.
  bool compareType = true;
};

struct Program {
  std::string name;
  /// Every value: inputs first, then one per step.
  std::vector<Array> values;
  std::vector<int> inputs;
  /// The values of the function's index arguments, after the inputs.
  std::vector<int64_t> sizeArgs;
  std::vector<Step> steps;
  /// Sizes to run the function with once more, in a child process, where
  /// it must abort.
  std::optional<Mismatch> mismatch;
  /// Whether only the last step's value is returned (otherwise every
  /// step's, or those of `returned` when set).
  bool returnLast = false;
  std::optional<std::vector<size_t>> returned;
  /// Set by the runner when the lowered function allocates too much.
  bool allocationsFailed = false;

  /// The steps whose values the function returns, in order.
  std::vector<size_t> returnedSteps() const;
  /// The values (ids) that more than one step reads.
  int sharedValues() const;

  /// The op of a step: "shapes.add", "shapes.relayout", "dot", "reduce"...
  std::string opName(size_t step) const;
  /// The op whose run-time size check `mismatch` fails on its step's
  /// line: the step's op, or on a dot or reduce line the relayout to the
  /// result's layout, or the contraction when its operands disagree.
  std::string checkingOpName(const Mismatch &mismatch) const;

  /// The SSA name of value `id` in the MLIR text: %a<i> for input i,
  /// %v<id> otherwise.
  std::string valueName(int id) const;
  /// The func.func, with `name`. Step `s` is on line `s + 2`.
  std::string toMLIR() const;
  /// The same program as an HLO module whose ENTRY is `name`. Needs
  /// unpadded layouts (GeneratorOptions::paddedLayouts = false).
  std::string toHLO() const;
  /// The same program as StableHLO text, `module @name` with one public
  /// function `@name`, written in `style` (ProgramStablehlo.cpp). Needs
  /// every value in the default layout (GeneratorOptions::defaultLayouts).
  std::string toStablehlo(const StablehloStyle &style) const;
};

struct GeneratorOptions {
  bool layouts = false;
  /// With `layouts`: also draw padded layouts.
  bool paddedLayouts = true;
  /// Programs return only their last value (see Program::returnLast).
  bool returnLast = false;
  int64_t maxRank = 4;
  int64_t maxSize = 5;
  /// Spell some dimensions '?' (see above).
  bool dynamic = false;
  /// With `dynamic`: the percentage of programs that also get a Mismatch.
  unsigned mismatchPercent = 0;
  /// The percentage of steps that are transposes.
  unsigned transposePercent = 10;
  /// The percentage of steps that are dots.
  unsigned dotPercent = 0;
  /// The percentage of the other steps that are reduces.
  unsigned reducePercent = 0;
  /// The percentage of the other steps that are slices, concatenates,
  /// pads, reverses, reshapes or chains of views (StructuralSteps.cpp).
  unsigned structuralPercent = 0;
  /// Whether a tensor.extract_slice or tensor.pad may have a result type
  /// in a padded layout (ProgramStructural.cpp).
  bool paddedTensorResults = true;
  /// Once a program is drawn, put every value in the default layout (and
  /// make no transpose or reshape a bitcast), for StableHLO, which has no
  /// layouts. The steps and values are those drawn without it.
  bool defaultLayouts = false;
};

/// The MLIR text of a slice, concatenate, pad, reverse or reshape step
/// (ProgramStructural.cpp), all on one line.
std::string structuralStepText(const Program &program, const Step &step);
/// The op whose name a structural step's line starts with after `= `.
std::string structuralOpName(const Step &step);

/// The MLIR text of a reduce or dot step (ProgramLinalg.cpp): its init
/// value filled into a tensor.empty, then linalg.reduce or a contraction
/// (linalg.matmul, linalg.batch_matmul or linalg.generic) of the operands
/// in their layouts, and a shapes.relayout to the result's layout, all on
/// one line.
std::string linalgStepText(const Program &program, const Step &step);

/// An arith.constant literal of `elem` (ProgramLinalg.cpp): floats as
/// their exact bits, i1 as 0 or 1.
std::string mlirLiteral(Elem elem, int64_t intValue, double floatValue);

/// The op of a dot step: `linalg.matmul`, `linalg.batch_matmul` or
/// `linalg.generic`.
std::string contractionOpName(const Program &program, const Step &step);

/// Where dimension d of a reduce or dot step's result takes its size from:
/// `value` (an operand's id) and its dimension `dim`, for each d.
struct SizeOrigin {
  int value;
  int64_t dim;
};
std::vector<SizeOrigin> linalgResultOrigins(const Step &step,
                                            const std::vector<Array> &values);

/// Generates program number `index` of the stream seeded with `seed` (the
/// same pair always gives the same program) and computes its expected
/// results.
Program generateProgram(uint64_t seed, uint64_t index,
                        const GeneratorOptions &options);

} // namespace difftest
} // namespace mlir::shapes

#endif // SHAPES_TOOLS_DIFFTEST_PROGRAM_H
