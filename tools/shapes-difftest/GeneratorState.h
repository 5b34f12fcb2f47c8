//===- GeneratorState.h - the state of the program generator ---*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The generator of Generator.cpp: its random source, options and the
// program being drawn, the steps it draws and their reference results.
// The '?' sizes and mismatching calls of --dynamic are in DynamicSizes.cpp,
// the reduce steps in ReduceSteps.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_TOOLS_SHAPES_DIFFTEST_GENERATORSTATE_H
#define SHAPES_TOOLS_SHAPES_DIFFTEST_GENERATORSTATE_H

#include "Program.h"

#include "shapes/Semantics/Evaluate.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>
#include <map>
#include <numeric>
#include <random>
#include <set>

namespace mlir::shapes::difftest::detail {

struct Generator {
  std::mt19937_64 rng;
  GeneratorOptions options;
  Program program;

  int64_t pick(int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
  }
  bool chance(double p) {
    return std::uniform_real_distribution<double>(0, 1)(rng) < p;
  }

  int64_t randomSize() {
    // Mostly 1..maxSize, sometimes an empty dimension (more often with
    // dynamic dimensions, whose run-time size 0 is a case of its own).
    return chance(options.dynamic ? 0.08 : 0.03) ? 0 : pick(1, options.maxSize);
  }

  Layout randomLayout(const DimVector &dims, bool &spell) {
    int64_t rank = dims.size();
    Layout layout = layout_util::defaultLayout(rank);
    spell = false;
    if (!options.layouts || !chance(0.85))
      return layout;
    spell = true;
    std::shuffle(layout.minorToMajor.begin(), layout.minorToMajor.end(), rng);
    if (options.paddedLayouts && rank > 0 && chance(0.5)) {
      for (int64_t size : dims)
        layout.paddedDimensions.push_back(size + pick(0, 2));
      if (chance(0.8))
        layout.paddingValue = static_cast<PaddingValue>(pick(0, 4));
    }
    return layout;
  }

  /// A new value with the given type; its layout drawn at random.
  int addValue(Elem elem, DimVector dims) {
    Array array;
    array.elem = elem;
    array.dims = std::move(dims);
    array.layout = randomLayout(array.dims, array.spellLayout);
    program.values.push_back(std::move(array));
    return program.values.size() - 1;
  }

  int64_t randomInteger(unsigned width) {
    if (width == 1)
      return chance(0.5) ? -1 : 0;
    int64_t intMin = signExtend(uint64_t(1) << (width - 1), width);
    int64_t intMax = signExtend((uint64_t(1) << (width - 1)) - 1, width);
    double p = std::uniform_real_distribution<double>(0, 1)(rng);
    if (p < 0.65)
      return pick(-6, 6);
    if (p < 0.9) {
      const int64_t edges[] = {
          0,          -1, 1,  intMin,     intMax,        intMin + 1,
          intMax - 1, 2,  -2, intMin / 2, intMax / 2 + 1};
      return edges[pick(0, sizeof(edges) / sizeof(edges[0]) - 1)];
    }
    return signExtend(rng(), width);
  }

  /// IEEE special values of `F`: NaN, infinities, signed zeros, the
  /// smallest and largest subnormals (both signs), the smallest normal, the
  /// largest finite values and the rounding step next to 1.
  template <typename F> double specialFloat() {
    using L = std::numeric_limits<F>;
    const F specials[] = {L::quiet_NaN(),
                          -L::quiet_NaN(),
                          L::infinity(),
                          -L::infinity(),
                          F(-0.0),
                          F(0.0),
                          L::denorm_min(),
                          -L::denorm_min(),
                          F(L::min() - L::denorm_min()), // largest subnormal
                          F(-(L::min() - L::denorm_min())),
                          L::min(),
                          -L::min(),
                          L::max(),
                          L::lowest(),
                          L::epsilon(),
                          F(1) + L::epsilon()};
    return static_cast<double>(
        specials[pick(0, sizeof(specials) / sizeof(F) - 1)]);
  }

  double randomFloat(Elem elem) {
    double p = std::uniform_real_distribution<double>(0, 1)(rng);
    if (p >= 0.8)
      return elem == Elem::F32 ? specialFloat<float>() : specialFloat<double>();
    double value = p < 0.55
                       ? pick(-16, 16) / 2.0
                       : std::uniform_real_distribution<double>(-100, 100)(rng);
    return elem == Elem::F32 ? static_cast<double>(static_cast<float>(value))
                             : value;
  }

  int addInput(Elem elem, DimVector dims) {
    int id = addValue(elem, std::move(dims));
    Array &array = program.values[id];
    for (int64_t i = 0, e = array.size(); i < e; ++i) {
      if (isFloat(elem))
        array.floats.push_back(randomFloat(elem));
      else
        array.ints.push_back(randomInteger(bitWidth(elem)));
    }
    program.inputs.push_back(id);
    return id;
  }

  /// Sorted distinct picks of `count` numbers from [0, range).
  DimVector sortedPositions(int64_t count, int64_t range) {
    DimVector all(range);
    std::iota(all.begin(), all.end(), 0);
    std::shuffle(all.begin(), all.end(), rng);
    DimVector chosen(all.begin(), all.begin() + count);
    std::sort(chosen.begin(), chosen.end());
    return chosen;
  }

  /// A size compatible with `size` under degenerate broadcasting.
  int64_t partnerSize(int64_t size) {
    if (size == 1)
      return chance(0.5) ? 1 : randomSize();
    return chance(0.75) ? size : 1;
  }

  /// A second operand for `cur`, and the broadcast_dimensions of the pair.
  /// Returns {partner id, lhs id, rhs id}.
  void binaryOperands(int cur, int &lhs, int &rhs,
                      std::optional<DimVector> &broadcastDimensions) {
    const Array &array = program.values[cur];
    Elem elem = array.elem;
    DimVector dims = array.dims;
    int64_t rank = dims.size();
    int partner;
    double p = std::uniform_real_distribution<double>(0, 1)(rng);
    if (p < 0.08) {
      partner = cur; // x op x
    } else if (p < 0.45) {
      // Same rank: equal or degenerate sizes.
      DimVector other;
      for (int64_t size : dims)
        other.push_back(partnerSize(size));
      partner = addInput(elem, other);
      if (chance(0.2)) {
        DimVector identity(rank);
        std::iota(identity.begin(), identity.end(), 0);
        broadcastDimensions = identity;
      }
    } else if (p < 0.65 && rank > 1) {
      // Lower rank through broadcast_dimensions.
      int64_t low = pick(1, rank - 1);
      DimVector positions = sortedPositions(low, rank);
      DimVector other;
      for (int64_t d : positions)
        other.push_back(partnerSize(dims[d]));
      partner = addInput(elem, other);
      broadcastDimensions = positions;
    } else if (p < 0.85 && rank < options.maxRank) {
      // Higher rank: `cur` is matched into it.
      int64_t high = pick(rank + 1, options.maxRank);
      DimVector positions = sortedPositions(rank, high);
      DimVector other(high);
      for (int64_t d = 0; d < high; ++d)
        other[d] = randomSize();
      for (int64_t k = 0; k < rank; ++k)
        other[positions[k]] = partnerSize(dims[k]);
      partner = addInput(elem, other);
      if (rank > 0 || chance(0.3))
        broadcastDimensions = positions;
    } else {
      // A scalar.
      partner = addInput(elem, {});
      if (rank == 0 && chance(0.3))
        broadcastDimensions = DimVector{};
    }
    if (chance(0.5)) {
      lhs = cur;
      rhs = partner;
    } else {
      lhs = partner;
      rhs = cur;
    }
  }

  void addBinaryStep(int &cur, bool compare) {
    Step step;
    step.kind = compare ? Step::Kind::Compare : Step::Kind::Binary;
    Elem elem = program.values[cur].elem;
    if (compare) {
      step.direction = static_cast<ComparisonDirection>(pick(0, 5));
    } else if (elem == Elem::I1) {
      const BinaryOpKind logical[] = {BinaryOpKind::And, BinaryOpKind::Or,
                                      BinaryOpKind::Xor};
      step.op = logical[pick(0, 2)];
    } else {
      do {
        step.op =
            static_cast<BinaryOpKind>(pick(0, getMaxEnumValForBinaryOpKind()));
      } while (isFloat(elem) && isLogical(step.op));
    }
    binaryOperands(cur, step.lhs, step.rhs, step.broadcastDimensions);
    const Array &lhs = program.values[step.lhs];
    const Array &rhs = program.values[step.rhs];
    auto inferred =
        inferBinaryBroadcast(lhs.dims, rhs.dims, step.broadcastDimensions);
    auto *broadcast = std::get_if<BroadcastResult>(&inferred);
    assert(broadcast && "the generator produced an invalid broadcast");
    step.result = addValue(compare ? Elem::I1 : elem, broadcast->shape);
    evaluate(step, *broadcast);
    program.steps.push_back(step);
    cur = step.result;
  }

  void addBroadcastInDimStep(int &cur) {
    Step step;
    step.kind = Step::Kind::BroadcastInDim;
    step.lhs = cur;
    const Array &operand = program.values[cur];
    int64_t rank = operand.dims.size();
    int64_t high = pick(rank, std::min<int64_t>(options.maxRank, rank + 2));
    step.dims = sortedPositions(rank, high);
    DimVector dims(high);
    for (int64_t d = 0; d < high; ++d)
      dims[d] = randomSize();
    for (int64_t k = 0; k < rank; ++k)
      dims[step.dims[k]] =
          operand.dims[k] == 1 ? randomSize() : operand.dims[k];
    step.result = addValue(operand.elem, dims);
    const Array &source = program.values[cur];
    auto map = std::get<OperandMap>(
        verifyBroadcastInDim(source.dims, dims, step.dims));
    Array &result = program.values[step.result];
    if (isFloat(source.elem))
      result.floats =
          evaluateBroadcastInDim(map, source.dims, source.floats, dims);
    else
      result.ints = evaluateBroadcastInDim(map, source.dims, source.ints, dims);
    program.steps.push_back(step);
    cur = step.result;
  }

  void addRelayoutStep(int &cur) {
    Step step;
    step.kind = Step::Kind::Relayout;
    step.lhs = cur;
    step.result = addValue(program.values[cur].elem, program.values[cur].dims);
    program.values[step.result].ints = program.values[cur].ints;
    program.values[step.result].floats = program.values[cur].floats;
    program.steps.push_back(step);
    cur = step.result;
  }

  /// A transpose of `cur` by a random permutation; half of the time its
  /// result layout is the operand's permuted (a bitcast).
  void addTransposeStep(int &cur) { addTransposeOf(cur, cur); }

  /// A transpose of value `operandId` by a random permutation, whose
  /// result becomes `cur`: a bitcast when `bitcast` says so, else half of
  /// the time.
  void addTransposeOf(int &cur, int operandId,
                      std::optional<bool> bitcast = std::nullopt) {
    Step step;
    step.kind = Step::Kind::Transpose;
    step.lhs = operandId;
    const Array &operand = program.values[step.lhs];
    int64_t rank = operand.dims.size();
    step.dims.resize(rank);
    std::iota(step.dims.begin(), step.dims.end(), 0);
    std::shuffle(step.dims.begin(), step.dims.end(), rng);
    DimVector dims(rank), inverse(rank);
    for (int64_t d = 0; d < rank; ++d) {
      dims[d] = operand.dims[step.dims[d]];
      inverse[step.dims[d]] = d;
    }
    Elem elem = operand.elem;
    step.bitcast = bitcast ? *bitcast : chance(0.5);
    step.result = addValue(elem, dims);
    Array &result = program.values[step.result];
    const Array &source = program.values[step.lhs];
    if (step.bitcast) {
      Layout layout = source.layout;
      for (int64_t &d : layout.minorToMajor)
        d = inverse[d];
      if (layout.isPadded())
        for (int64_t d = 0; d < rank; ++d)
          layout.paddedDimensions[d] =
              source.layout.paddedDimensions[step.dims[d]];
      result.layout = layout;
      result.spellLayout = source.spellLayout || rank > 1;
    }
    if (result.size() > 0) {
      DimVector index(rank, 0), operandIndex(rank, 0);
      do {
        for (int64_t d = 0; d < rank; ++d)
          operandIndex[step.dims[d]] = index[d];
        int64_t linear = 0;
        for (int64_t d = 0; d < rank; ++d)
          linear = linear * source.dims[d] + operandIndex[d];
        if (isFloat(elem))
          result.floats.push_back(source.floats[linear]);
        else
          result.ints.push_back(source.ints[linear]);
      } while (index_util::nextIndex(dims, index));
    }
    program.steps.push_back(step);
    cur = step.result;
  }

  /// A dot size: mostly small, often 1, 7 or 17, and at most once per dot
  /// (`large`) a size up to 70, past the packed micro-kernel's edges.
  int64_t dotSize(bool &large) {
    double p = std::uniform_real_distribution<double>(0, 1)(rng);
    if (p < 0.5)
      return pick(1, options.maxSize);
    if (p < 0.85 || large) {
      const int64_t sizes[] = {1, 7, 17};
      return sizes[pick(0, 2)];
    }
    large = true;
    return pick(18, 70);
  }

  /// A dot operand of `elem` with the dimensions `roles` (its batch, free
  /// and contracting dimensions, in that order, with `sizes`) in a random
  /// order; `position[r]` is where role r went. A third of the time the
  /// order is that of linalg.matmul and linalg.batch_matmul instead: batch,
  /// then free and contracting for lhs, contracting and free for rhs.
  /// Float elements are small integers, so that the sums are exact in any
  /// order.
  int addDotOperand(Elem elem, const DimVector &sizes, DimVector &position,
                    bool rhs, int64_t batch) {
    int64_t rank = sizes.size();
    DimVector order(rank);
    std::iota(order.begin(), order.end(), 0);
    if (!chance(1.0 / 3))
      std::shuffle(order.begin(), order.end(), rng);
    else if (rhs && rank == batch + 2)
      std::swap(order[batch], order[batch + 1]);
    position.assign(rank, 0);
    DimVector dims(rank);
    for (int64_t d = 0; d < rank; ++d) {
      position[order[d]] = d;
      dims[d] = sizes[order[d]];
    }
    int id = addInput(elem, dims);
    if (isFloat(elem))
      for (double &value : program.values[id].floats)
        value = pick(-8, 8);
    return id;
  }

  /// A dot of two fresh operands (see Program.h); the result becomes `cur`.
  void addDotStep(int &cur) {
    const Elem elems[] = {Elem::F32, Elem::F64, Elem::I32, Elem::I64};
    Elem elem = elems[pick(0, 3)];
    bool large = false;
    int64_t batch = chance(0.3) ? 1 : 0;
    int64_t contracting = chance(0.2) ? 2 : 1;
    int64_t lhsFree = chance(0.85) ? 1 : 0, rhsFree = chance(0.85) ? 1 : 0;
    // Operands and result of at most maxRank dimensions, as the other steps
    // assume of their operands.
    if (batch + contracting + 1 > options.maxRank)
      contracting = 1;
    if (batch + contracting + 1 > options.maxRank)
      batch = 0;
    if (batch + contracting + 1 > options.maxRank)
      lhsFree = rhsFree = 0;
    DimVector batchSizes, contractingSizes, lhsFreeSizes, rhsFreeSizes;
    for (int64_t i = 0; i < batch; ++i)
      batchSizes.push_back(pick(1, options.maxSize));
    for (int64_t i = 0; i < contracting; ++i)
      contractingSizes.push_back(dotSize(large));
    for (int64_t i = 0; i < lhsFree; ++i)
      lhsFreeSizes.push_back(dotSize(large));
    for (int64_t i = 0; i < rhsFree; ++i)
      rhsFreeSizes.push_back(dotSize(large));
    auto roles = [&](const DimVector &free) {
      DimVector sizes = batchSizes;
      sizes.insert(sizes.end(), free.begin(), free.end());
      sizes.insert(sizes.end(), contractingSizes.begin(),
                   contractingSizes.end());
      return sizes;
    };
    Step step;
    step.kind = Step::Kind::Dot;
    DimVector lhsPosition, rhsPosition;
    step.lhs = addDotOperand(elem, roles(lhsFreeSizes), lhsPosition,
                             /*rhs=*/false, batch);
    step.rhs = addDotOperand(elem, roles(rhsFreeSizes), rhsPosition,
                             /*rhs=*/true, batch);
    for (int64_t i = 0; i < batch; ++i) {
      step.lhsBatch.push_back(lhsPosition[i]);
      step.rhsBatch.push_back(rhsPosition[i]);
    }
    for (int64_t i = 0; i < contracting; ++i) {
      step.lhsContracting.push_back(lhsPosition[batch + lhsFree + i]);
      step.rhsContracting.push_back(rhsPosition[batch + rhsFree + i]);
    }
    DimVector dims = batchSizes;
    dims.insert(dims.end(), lhsFreeSizes.begin(), lhsFreeSizes.end());
    dims.insert(dims.end(), rhsFreeSizes.begin(), rhsFreeSizes.end());
    step.result = addValue(elem, dims);
    evaluateDot(step, lhsFree > 0 ? lhsPosition[batch] : -1,
                rhsFree > 0 ? rhsPosition[batch] : -1);
    program.steps.push_back(step);
    cur = step.result;
  }

  /// A reduce of `cur` or of a fresh operand over a random subset of its
  /// dimensions (ReduceSteps.cpp); the result becomes `cur`.
  void addReduceStep(int &cur);

  /// A slice, concatenate, pad, reverse, reshape or chain of views of
  /// `cur` or, sometimes, of an earlier value, so that two views of one
  /// value are returned (StructuralSteps.cpp); the result becomes `cur`.
  void addStructuralStep(int &cur);
  /// A slice of `operand` with random starts, limits and strides; with
  /// `view`, its result has the operand's dimension order without padding
  /// (a view of the operand's buffer) and non-zero starts where the sizes
  /// allow.
  void addSliceStep(int &cur, int operand, bool view);
  /// A concatenate of `operand` with one or two fresh inputs or itself.
  void addConcatenateStep(int &cur, int operand);
  /// A pad of `operand` with negative, zero or positive low and high
  /// padding and interior padding.
  void addPadStep(int &cur, int operand);
  /// A reverse of `operand` along a random subset of its dimensions.
  void addReverseStep(int &cur, int operand);
  /// A reshape of `operand`: dimensions merged, split, added or dropped, or
  /// a new factorization. With `bitcast` (when the operand is unpadded) the
  /// result layout is one that keeps every element in its physical place.
  void addReshapeStep(int &cur, int operand, std::optional<bool> bitcast);
  /// A slice, a reshape, a transpose and a slice, each a view of the one
  /// before (Program.h).
  void addViewChain(int &cur, int operand);
  /// The dimensions of a reshape of `dims`.
  DimVector reshapeDims(const DimVector &dims);
  /// A random value of `elem`, as an integer or a float.
  void randomElement(Elem elem, int64_t &intValue, double &floatValue);
  /// The reduced dimensions of a reduce of `operand`: the layout's minor
  /// or major one, all, none or a random subset.
  DimVector reducedDimensions(const Array &operand);
  /// A fresh reduce operand of `elem` and `dims` whose elements suit `op`:
  /// exact in any order for float sums and products, and often NaN or a
  /// signed zero for float maximum and minimum.
  int addReduceOperand(Elem elem, const DimVector &dims, BinaryOpKind op);
  /// Computes a reduce step's result: for each result element, the init
  /// value combined with the operand's elements in row-major order.
  void evaluateReduce(const Step &step);

  /// The broadcast of a binary step over the given operand sizes.
  BroadcastResult binaryBroadcast(const Step &step, const DimVector &lhs,
                                  const DimVector &rhs) {
    auto inferred = inferBinaryBroadcast(lhs, rhs, step.broadcastDimensions);
    auto *broadcast = std::get_if<BroadcastResult>(&inferred);
    assert(broadcast && "the generator produced an invalid broadcast");
    return *broadcast;
  }

  /// The dimensions of each value that must stay static: those that
  /// broadcast, those a static size is inferred from, and those the form
  /// of a structural step needs static.
  std::vector<std::vector<bool>> staticDimensions();
  /// Spells some dimensions '?': the inputs' at random, except those that
  /// must stay static; the results' as the ops infer them; and some of
  /// broadcast_in_dim's result dimensions, each with a size argument.
  void makeDynamic();
  /// Keeps static the operand dimensions of a structural step that its
  /// form needs static or whose result dimension stays static.
  void keepStructuralStatic(const Step &step,
                            const std::vector<bool> &resultStatic,
                            std::vector<std::vector<bool>> &mustStatic);
  /// Spells the '?' of a structural step's result from its operands'.
  void spellStructuralResult(const Step &step,
                             const std::vector<bool> &mustStatic);
  /// The size checks of a binary or compare step, on the run-time sizes
  /// of its operands in `runtime`: the first failing check's message, or
  /// an empty string. Fills `sizes` with the run-time sizes of the result.
  std::string binaryCheck(const Step &step,
                          const std::vector<DimVector> &runtime,
                          DimVector &sizes);
  /// Runs the size checks of the lowering (ShapeChecks.h) in program
  /// order, with the run-time sizes of the inputs in `runtime` (indexed by
  /// value id) and the size arguments `sizeArgs`, the same checks in the
  /// same order as the lowering emits them, a dot's operand sizes
  /// included. On the first that fails, fills `mismatch.step`,
  /// `mismatch.detail` and `mismatch.atContraction` and returns true.
  /// Returns false when none fails, or when a changed size reaches a
  /// structural step, whose checks are not modelled.
  bool firstFailingCheck(std::vector<DimVector> runtime,
                         const std::vector<int64_t> &sizeArgs,
                         Mismatch &mismatch);
  /// Looks for a run-time size of an input's '?' or of a size argument
  /// that one of the lowering's checks rejects, and records it with the
  /// message it must print. A changed size that breaks no rule (a '?' that
  /// no other size constrains) is a valid call, not a mismatch: another is
  /// tried, a few times.
  void makeMismatch();

  /// Computes a dot step's result: for each result element, the products
  /// summed in row-major order of the contracting indices (integers wrap).
  /// `lhsFree` and `rhsFree` are the operands' free dimensions, or -1.
  void evaluateDot(const Step &step, int64_t lhsFree, int64_t rhsFree) {
    const Array &lhs = program.values[step.lhs];
    const Array &rhs = program.values[step.rhs];
    Array &result = program.values[step.result];
    DimVector contractingSizes;
    for (int64_t d : step.lhsContracting)
      contractingSizes.push_back(lhs.dims[d]);
    size_t batch = step.lhsBatch.size();
    auto linear = [](const DimVector &dims, const DimVector &index) {
      int64_t out = 0;
      for (size_t d = 0; d < dims.size(); ++d)
        out = out * dims[d] + index[d];
      return out;
    };
    if (result.size() == 0)
      return;
    DimVector index(result.dims.size(), 0);
    do {
      DimVector lhsIndex(lhs.dims.size(), 0), rhsIndex(rhs.dims.size(), 0);
      for (size_t i = 0; i < batch; ++i) {
        lhsIndex[step.lhsBatch[i]] = index[i];
        rhsIndex[step.rhsBatch[i]] = index[i];
      }
      if (lhsFree >= 0)
        lhsIndex[lhsFree] = index[batch];
      if (rhsFree >= 0)
        rhsIndex[rhsFree] = index[batch + (lhsFree >= 0)];
      uint64_t intSum = 0;
      double doubleSum = 0;
      float floatSum = 0;
      DimVector k(contractingSizes.size(), 0);
      if (layout_util::logicalElementCount(contractingSizes) > 0) {
        do {
          for (size_t j = 0; j < k.size(); ++j) {
            lhsIndex[step.lhsContracting[j]] = k[j];
            rhsIndex[step.rhsContracting[j]] = k[j];
          }
          int64_t l = linear(lhs.dims, lhsIndex);
          int64_t r = linear(rhs.dims, rhsIndex);
          if (result.elem == Elem::F32)
            floatSum += float(lhs.floats[l]) * float(rhs.floats[r]);
          else if (result.elem == Elem::F64)
            doubleSum += lhs.floats[l] * rhs.floats[r];
          else
            intSum += uint64_t(lhs.ints[l]) * uint64_t(rhs.ints[r]);
        } while (index_util::nextIndex(contractingSizes, k));
      }
      if (result.elem == Elem::F32)
        result.floats.push_back(floatSum);
      else if (result.elem == Elem::F64)
        result.floats.push_back(doubleSum);
      else
        result.ints.push_back(signExtend(intSum, bitWidth(result.elem)));
    } while (index_util::nextIndex(result.dims, index));
  }

  /// Computes a binary step's result with the semantics library.
  void evaluate(const Step &step, const BroadcastResult &broadcast) {
    const Array &lhs = program.values[step.lhs];
    const Array &rhs = program.values[step.rhs];
    Array &result = program.values[step.result];
    unsigned width = bitWidth(lhs.elem);
    bool compare = step.kind == Step::Kind::Compare;
    if (isFloat(lhs.elem)) {
      bool single = lhs.elem == Elem::F32;
      auto fn = [&](double a, double b) -> double {
        if (compare)
          return single ? compareFloat(step.direction, float(a), float(b))
                        : compareFloat(step.direction, a, b);
        return single ? double(evaluateFloat(step.op, float(a), float(b)))
                      : evaluateFloat(step.op, a, b);
      };
      std::vector<double> values = evaluateBinary(
          broadcast, lhs.dims, lhs.floats, rhs.dims, rhs.floats, fn);
      if (compare)
        for (double v : values)
          result.ints.push_back(v != 0 ? -1 : 0);
      else
        result.floats = values;
      return;
    }
    auto fn = [&](int64_t a, int64_t b) -> int64_t {
      if (compare)
        return compareInteger(step.direction, a, b, width) ? -1 : 0;
      return evaluateInteger(step.op, a, b, width);
    };
    result.ints =
        evaluateBinary(broadcast, lhs.dims, lhs.ints, rhs.dims, rhs.ints, fn);
  }
};

} // namespace mlir::shapes::difftest::detail

#endif // SHAPES_TOOLS_SHAPES_DIFFTEST_GENERATORSTATE_H
