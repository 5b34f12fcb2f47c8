//===- Program.cpp - random shapes programs and their reference -----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Generation of random valid programs, their MLIR text, and their expected
// results through the semantics library (Broadcast.h, Elementwise.h,
// Evaluate.h).
//
//===----------------------------------------------------------------------===//

#include "Program.h"

#include "shapes/Semantics/Evaluate.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <numeric>
#include <set>
#include <sstream>

namespace mlir::shapes {
namespace difftest {

bool isFloat(Elem elem) { return elem == Elem::F32 || elem == Elem::F64; }

unsigned bitWidth(Elem elem) {
  switch (elem) {
  case Elem::I1:
    return 1;
  case Elem::I8:
    return 8;
  case Elem::I32:
  case Elem::F32:
    return 32;
  case Elem::I64:
  case Elem::F64:
    return 64;
  }
  return 0;
}

unsigned byteSize(Elem elem) {
  return elem == Elem::I1 ? 1 : bitWidth(elem) / 8;
}

const char *mlirName(Elem elem) {
  switch (elem) {
  case Elem::I1:
    return "i1";
  case Elem::I8:
    return "i8";
  case Elem::I32:
    return "i32";
  case Elem::I64:
    return "i64";
  case Elem::F32:
    return "f32";
  case Elem::F64:
    return "f64";
  }
  return "";
}

static std::string listString(const DimVector &values) {
  std::string out = "[";
  for (size_t i = 0; i < values.size(); ++i)
    out += (i ? ", " : "") + std::to_string(values[i]);
  return out + "]";
}

std::string Array::typeString() const {
  std::string out = "tensor<";
  for (int64_t size : dims)
    out += std::to_string(size) + "x";
  out += mlirName(elem);
  if (spellLayout) {
    out +=
        ", #shapes.layout<minor_to_major = " + listString(layout.minorToMajor);
    if (layout.isPadded())
      out += ", padded_dimensions = " + listString(layout.paddedDimensions);
    if (layout.paddingValue)
      out += std::string(", padding_value = ") +
             stringifyPaddingValue(*layout.paddingValue).str();
    out += ">";
  }
  return out + ">";
}

std::string Array::elementString(int64_t i) const {
  if (!isFloat(elem))
    return std::to_string(ints[i]);
  char buffer[64];
  std::snprintf(buffer, sizeof(buffer), "%.17g", floats[i]);
  return buffer;
}

std::vector<size_t> Program::returnedSteps() const {
  std::vector<size_t> returned;
  for (size_t s = returnLast ? steps.size() - 1 : 0; s < steps.size(); ++s)
    returned.push_back(s);
  return returned;
}

int Program::sharedValues() const {
  std::map<int, int> reads;
  for (const Step &step : steps) {
    std::set<int> operands{step.lhs};
    if (step.kind == Step::Kind::Binary || step.kind == Step::Kind::Compare)
      operands.insert(step.rhs);
    for (int id : operands)
      ++reads[id];
  }
  int shared = 0;
  for (auto [id, count] : reads)
    shared += count > 1 && id >= static_cast<int>(inputs.size());
  return shared;
}

std::string Program::toMLIR() const {
  std::ostringstream os;
  auto name = [&](int id) {
    for (size_t i = 0; i < inputs.size(); ++i)
      if (inputs[i] == id)
        return "%a" + std::to_string(i);
    return "%v" + std::to_string(id);
  };
  os << "func.func @" << this->name << "(";
  for (size_t i = 0; i < inputs.size(); ++i)
    os << (i ? ", " : "") << "%a" << i << ": "
       << values[inputs[i]].typeString();
  std::vector<size_t> returned = returnedSteps();
  os << ") -> (";
  for (size_t i = 0; i < returned.size(); ++i)
    os << (i ? ", " : "") << values[steps[returned[i]].result].typeString();
  os << ") {\n";
  for (const Step &step : steps) {
    const Array &result = values[step.result];
    os << "  " << name(step.result) << " = ";
    switch (step.kind) {
    case Step::Kind::Binary:
    case Step::Kind::Compare:
      if (step.kind == Step::Kind::Binary)
        os << "shapes." << stringifyBinaryOpKind(step.op).str() << " ";
      else
        os << "shapes.compare "
           << stringifyComparisonDirection(step.direction).str() << ", ";
      os << name(step.lhs) << ", " << name(step.rhs);
      if (step.broadcastDimensions)
        os << " broadcast_dimensions = "
           << listString(*step.broadcastDimensions);
      os << " : (" << values[step.lhs].typeString() << ", "
         << values[step.rhs].typeString() << ") -> " << result.typeString();
      break;
    case Step::Kind::BroadcastInDim:
      os << "shapes.broadcast_in_dim " << name(step.lhs)
         << ", dims = " << listString(step.dims) << " : ("
         << values[step.lhs].typeString() << ") -> " << result.typeString();
      break;
    case Step::Kind::Relayout:
      os << "shapes.relayout " << name(step.lhs) << " : "
         << values[step.lhs].typeString() << " to " << result.typeString();
      break;
    }
    os << "\n";
  }
  os << "  return ";
  for (size_t i = 0; i < returned.size(); ++i)
    os << (i ? ", " : "") << name(steps[returned[i]].result);
  os << " : ";
  for (size_t i = 0; i < returned.size(); ++i)
    os << (i ? ", " : "") << values[steps[returned[i]].result].typeString();
  os << "\n}\n";
  return os.str();
}

//===----------------------------------------------------------------------===//
// Generation
//===----------------------------------------------------------------------===//

namespace {

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
    // Mostly 1..maxSize, sometimes an empty dimension.
    return chance(0.03) ? 0 : pick(1, options.maxSize);
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

} // namespace

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
    if (p < 0.6)
      gen.addBinaryStep(cur, /*compare=*/false);
    else if (p < 0.75)
      gen.addBinaryStep(cur, /*compare=*/true);
    else if (p < 0.9)
      gen.addBroadcastInDimStep(cur);
    else
      gen.addRelayoutStep(cur);
  }
  return std::move(gen.program);
}

} // namespace difftest
} // namespace mlir::shapes
