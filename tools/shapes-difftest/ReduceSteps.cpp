//===- ReduceSteps.cpp - reduce steps and their reference -----------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Reduce steps (Program.h): a combiner of add, multiply, maximum or minimum
// (and, or on integers; only and, or on i1) with its identity as the init
// value (the semantics library's: -0 for a float sum), over a random
// subset of the operand's dimensions. The lowering may combine in any
// order, so the float operands of sums and products make every order
// exact, and the reference combines in row-major order.
//
//===----------------------------------------------------------------------===//

#include "GeneratorState.h"

#include "shapes/Semantics/Scalar.h"

namespace mlir::shapes::difftest::detail {

namespace {

/// The identity of `op` on `elem`, as an integer or a float: the rule of
/// the semantics library (ScalarRules.h), -0 for a float sum.
void identity(BinaryOpKind op, Elem elem, int64_t &intValue,
              double &floatValue) {
  Scalar like = elem == Elem::F32   ? Scalar(llvm::APFloat(0.0f))
                : elem == Elem::F64 ? Scalar(llvm::APFloat(0.0))
                                    : Scalar(llvm::APInt(bitWidth(elem), 0));
  std::optional<Scalar> value = evaluateReductionIdentity(op, like);
  assert(value && "a reduce step's combiner has an identity");
  intValue = 0;
  floatValue = 0;
  if (value->isFloat())
    floatValue = value->getFloat().convertToDouble();
  else
    intValue = value->getInt().getSExtValue();
}

} // namespace

DimVector Generator::reducedDimensions(const Array &operand) {
  int64_t rank = operand.dims.size();
  if (rank == 0)
    return {};
  const DimVector &minorToMajor = operand.layout.minorToMajor;
  double p = std::uniform_real_distribution<double>(0, 1)(rng);
  DimVector dims;
  if (p < 0.15) {
    dims.resize(rank);
    std::iota(dims.begin(), dims.end(), 0);
  } else if (p < 0.25) {
    // None: the reduce is a copy.
  } else if (p < 0.5) {
    dims.push_back(minorToMajor.front());
  } else if (p < 0.65) {
    dims.push_back(minorToMajor.back());
  } else {
    dims = sortedPositions(pick(1, rank), rank);
  }
  std::sort(dims.begin(), dims.end());
  return dims;
}

int Generator::addReduceOperand(Elem elem, const DimVector &dims,
                                BinaryOpKind op) {
  int id = addInput(elem, dims);
  if (!isFloat(elem))
    return id;
  // A fifth of the sums are of signed zeros, most of them -0: a sum is -0
  // when all its terms are, in any order.
  bool zeros = op == BinaryOpKind::Add && chance(0.2);
  for (double &value : program.values[id].floats) {
    if (zeros) {
      value = chance(0.9) ? -0.0 : 0.0;
    } else if (op == BinaryOpKind::Add) {
      // Small integers: every partial sum is exact.
      value = pick(-8, 8);
    } else if (op == BinaryOpKind::Mul) {
      // Powers of two, no zero: every partial product is exact or
      // overflows to an infinity of the same sign in every order.
      const double factors[] = {-2, -1, 1, 2, 1, -1};
      value = factors[pick(0, 5)];
    } else if (chance(0.3)) {
      const double specials[] = {std::numeric_limits<double>::quiet_NaN(), -0.0,
                                 0.0};
      value = specials[pick(0, 2)];
    }
  }
  return id;
}

void Generator::addReduceStep(int &cur) {
  Step step;
  step.kind = Step::Kind::Reduce;
  // Half of the time `cur`, when its elements suit the combiner.
  bool reuse = chance(0.5);
  Elem elem = program.values[cur].elem;
  if (!reuse) {
    const Elem elems[] = {Elem::F32, Elem::F64, Elem::I8,
                          Elem::I32, Elem::I64, Elem::I1};
    elem = elems[pick(0, 5)];
  }
  if (elem == Elem::I1) {
    step.op = chance(0.5) ? BinaryOpKind::And : BinaryOpKind::Or;
  } else {
    const BinaryOpKind ops[] = {BinaryOpKind::Add, BinaryOpKind::Mul,
                                BinaryOpKind::Max, BinaryOpKind::Min,
                                BinaryOpKind::And, BinaryOpKind::Or};
    step.op = ops[pick(0, isFloat(elem) ? 3 : 5)];
  }
  bool exactInputs = isFloat(elem) && (step.op == BinaryOpKind::Add ||
                                       step.op == BinaryOpKind::Mul);
  if (reuse && !exactInputs) {
    step.lhs = cur;
  } else {
    DimVector dims = program.values[cur].dims;
    if (!reuse) {
      // Rank up to 3, and at most one size up to 150: rows long enough for
      // the vector loops' whole steps (4 accumulators of up to 32 lanes)
      // and their masked rest.
      bool large = false;
      dims.resize(pick(0, std::min<int64_t>(options.maxRank, 3)));
      for (int64_t &size : dims) {
        if (!large && chance(0.3)) {
          large = true;
          size = pick(18, 150);
        } else {
          const int64_t sizes[] = {1, 7, 17};
          size = chance(0.6) ? randomSize() : sizes[pick(0, 2)];
        }
      }
    }
    step.lhs = addReduceOperand(elem, dims, step.op);
  }
  const Array &operand = program.values[step.lhs];
  step.dims = reducedDimensions(operand);
  identity(step.op, elem, step.initInt, step.initFloat);
  DimVector kept;
  for (size_t d = 0; d < operand.dims.size(); ++d)
    if (std::find(step.dims.begin(), step.dims.end(), int64_t(d)) ==
        step.dims.end())
      kept.push_back(operand.dims[d]);
  step.result = addValue(elem, kept);
  evaluateReduce(step);
  program.steps.push_back(step);
  cur = step.result;
}

void Generator::evaluateReduce(const Step &step) {
  const Array &operand = program.values[step.lhs];
  Array &result = program.values[step.result];
  int64_t rank = operand.dims.size();
  std::vector<bool> reduced(rank, false);
  for (int64_t d : step.dims)
    reduced[d] = true;
  if (isFloat(result.elem))
    result.floats.assign(result.size(), step.initFloat);
  else
    result.ints.assign(result.size(), step.initInt);
  if (operand.size() == 0)
    return;
  unsigned width = bitWidth(operand.elem);
  DimVector index(rank, 0);
  int64_t position = 0;
  do {
    int64_t out = 0;
    for (int64_t d = 0; d < rank; ++d)
      if (!reduced[d])
        out = out * operand.dims[d] + index[d];
    if (operand.elem == Elem::F32) {
      result.floats[out] = evaluateFloat(step.op, float(result.floats[out]),
                                         float(operand.floats[position]));
    } else if (operand.elem == Elem::F64) {
      result.floats[out] =
          evaluateFloat(step.op, result.floats[out], operand.floats[position]);
    } else {
      result.ints[out] = evaluateInteger(step.op, result.ints[out],
                                         operand.ints[position], width);
    }
    ++position;
  } while (index_util::nextIndex(operand.dims, index));
}

} // namespace mlir::shapes::difftest::detail
