//===- StructuralSteps.cpp - slices, pads, reshapes and their reference ---===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The structural steps (Program.h): slice, concatenate, pad, reverse,
// reshape, chains of views and twin views of one value. Their references
// move the operands' logical row-major elements by index arithmetic of
// their own: nothing here calls the semantics library's evaluation or the
// rules the lowering and the importer use. Which reshape layouts are
// bitcasts is decided here too, by comparing the physical position of
// every element.
//
//===----------------------------------------------------------------------===//

#include "GeneratorState.h"

namespace mlir::shapes::difftest::detail {

namespace {

/// The largest element count of a pad or concatenate result.
constexpr int64_t kMaxElements = 1500;

int64_t elementCount(const DimVector &dims) {
  int64_t count = 1;
  for (int64_t size : dims)
    count *= size;
  return count;
}

/// Advances `index` in row-major order over `dims`; false after the last.
bool nextRowMajor(const DimVector &dims, DimVector &index) {
  for (int64_t d = static_cast<int64_t>(dims.size()) - 1; d >= 0; --d) {
    if (++index[d] < dims[d])
      return true;
    index[d] = 0;
  }
  return false;
}

/// The row-major position of `index` in `dims`.
int64_t rowMajor(const DimVector &dims, const DimVector &index) {
  int64_t linear = 0;
  for (size_t d = 0; d < dims.size(); ++d)
    linear = linear * dims[d] + index[d];
  return linear;
}

/// Appends element `i` of `from` to the elements of `to`.
void append(Array &to, const Array &from, int64_t i) {
  if (isFloat(from.elem))
    to.floats.push_back(from.floats[i]);
  else
    to.ints.push_back(from.ints[i]);
}

/// Computes the elements of `result` in row-major order: `source(index)`
/// returns the value and the row-major position of the element at
/// `index`, or a null value for `fill`.
template <typename Fn>
void gather(std::vector<Array> &values, int result, Fn source,
            int64_t fillInt = 0, double fillFloat = 0) {
  DimVector dims = values[result].dims;
  if (elementCount(dims) == 0)
    return;
  DimVector index(dims.size(), 0);
  do {
    auto [from, position] = source(index);
    Array &out = values[result];
    if (from)
      append(out, *from, position);
    else if (isFloat(out.elem))
      out.floats.push_back(fillFloat);
    else
      out.ints.push_back(fillInt);
  } while (nextRowMajor(dims, index));
}

/// The strides of an unpadded layout of `dims` with `minorToMajor`.
DimVector unpaddedStrides(const DimVector &dims,
                          const DimVector &minorToMajor) {
  DimVector strides(dims.size(), 0);
  int64_t stride = 1;
  for (int64_t d : minorToMajor) {
    strides[d] = stride;
    stride *= dims[d];
  }
  return strides;
}

/// Whether the reshape from `from` in the unpadded order `fromOrder` to
/// `to` in `toOrder` keeps every element (in row-major order of the
/// logical indices) at its physical position: a reshape that moves no
/// data.
bool keepsPhysicalPlaces(const DimVector &from, const DimVector &fromOrder,
                         const DimVector &to, const DimVector &toOrder) {
  DimVector fromStrides = unpaddedStrides(from, fromOrder);
  DimVector toStrides = unpaddedStrides(to, toOrder);
  if (elementCount(from) == 0)
    return true;
  DimVector i(from.size(), 0), j(to.size(), 0);
  do {
    int64_t a = 0, b = 0;
    for (size_t d = 0; d < from.size(); ++d)
      a += i[d] * fromStrides[d];
    for (size_t d = 0; d < to.size(); ++d)
      b += j[d] * toStrides[d];
    if (a != b)
      return false;
    nextRowMajor(to, j);
  } while (nextRowMajor(from, i));
  return true;
}

/// The layout of a view of `operand`'s buffer with other sizes: its
/// dimension order, no padding.
void setViewLayout(Array &result, const Array &operand) {
  result.layout = layout_util::defaultLayout(result.dims.size());
  result.layout.minorToMajor = operand.layout.minorToMajor;
  result.spellLayout = result.layout.minorToMajor !=
                       layout_util::defaultMinorToMajor(result.dims.size());
}

} // namespace

void Generator::randomElement(Elem elem, int64_t &intValue,
                              double &floatValue) {
  if (isFloat(elem))
    floatValue = randomFloat(elem);
  else
    intValue = randomInteger(bitWidth(elem));
}

void Generator::addStructuralStep(int &cur) {
  // Sometimes an earlier value: then it and two views of it may all be
  // returned.
  int operand =
      chance(0.25) ? static_cast<int>(pick(0, program.values.size() - 1)) : cur;
  double p = std::uniform_real_distribution<double>(0, 1)(rng);
  if (p < 0.15) {
    addViewChain(cur, operand);
  } else if (p < 0.25) {
    // Twin views: a transpose and a reshape (or a slice) of one value.
    addTransposeOf(cur, operand, /*bitcast=*/true);
    if (chance(0.5))
      addReshapeStep(cur, operand, /*bitcast=*/true);
    else
      addSliceStep(cur, operand, /*view=*/true);
  } else if (p < 0.42) {
    addSliceStep(cur, operand, /*view=*/chance(0.3));
  } else if (p < 0.57) {
    addReshapeStep(cur, operand, std::nullopt);
  } else if (p < 0.72) {
    addConcatenateStep(cur, operand);
  } else if (p < 0.87) {
    addPadStep(cur, operand);
  } else {
    addReverseStep(cur, operand);
  }
}

void Generator::addViewChain(int &cur, int operand) {
  size_t first = program.steps.size();
  addSliceStep(cur, operand, /*view=*/true);
  addReshapeStep(cur, cur, /*bitcast=*/true);
  addTransposeOf(cur, cur, /*bitcast=*/true);
  addSliceStep(cur, cur, /*view=*/true);
  for (size_t s = first; s < program.steps.size(); ++s)
    program.steps[s].inViewChain = true;
}

void Generator::addSliceStep(int &cur, int operand, bool view) {
  Step step;
  step.kind = Step::Kind::Slice;
  step.lhs = operand;
  DimVector source = program.values[operand].dims;
  Elem elem = program.values[operand].elem;
  int64_t rank = source.size();
  DimVector dims(rank, 0);
  for (int64_t d = 0; d < rank; ++d) {
    int64_t n = source[d];
    int64_t stride = chance(0.5) ? 1 : pick(2, 3);
    int64_t start = 0, limit = 0;
    if (n > 0) {
      if (n > 1 && (view || chance(0.7)))
        start = pick(1, n - 1);
      int64_t room = (n - start + stride - 1) / stride;
      dims[d] = chance(0.05) ? 0 : pick(1, room);
      // Any limit past the last element taken and not past the next one.
      limit = dims[d] == 0 ? start
                           : pick(start + (dims[d] - 1) * stride + 1,
                                  std::min(n, start + dims[d] * stride));
    }
    step.starts.push_back(start);
    step.limits.push_back(limit);
    step.strides.push_back(stride);
  }
  // The importer's form (a view in the operand's order, then a relayout
  // when the result has another layout), or a slice straight into the
  // result's layout.
  step.form = !view && chance(0.3) ? 1 : 0;
  bool viewLayout = view || chance(0.4);
  step.result = addValue(elem, dims);
  if (viewLayout)
    setViewLayout(program.values[step.result], program.values[operand]);
  if (program.values[step.result].layout.isPadded() &&
      !options.paddedTensorResults)
    step.form = 0;
  const Array *from = &program.values[operand];
  gather(program.values, step.result, [&](const DimVector &index) {
    DimVector at(rank);
    for (int64_t d = 0; d < rank; ++d)
      at[d] = step.starts[d] + index[d] * step.strides[d];
    return std::make_pair(from, rowMajor(source, at));
  });
  program.steps.push_back(step);
  cur = step.result;
}

void Generator::addConcatenateStep(int &cur, int operand) {
  DimVector source = program.values[operand].dims;
  Elem elem = program.values[operand].elem;
  int64_t rank = source.size();
  if (rank == 0 || 3 * elementCount(source) > kMaxElements)
    return addSliceStep(cur, operand, /*view=*/false);
  Step step;
  step.kind = Step::Kind::Concatenate;
  int64_t dim = pick(0, rank - 1);
  step.dims = {dim};
  step.operands = {operand};
  for (int64_t extra = pick(1, 2); extra > 0; --extra) {
    if (chance(0.2)) {
      step.operands.push_back(operand);
      continue;
    }
    DimVector dims = source;
    dims[dim] = randomSize();
    step.operands.push_back(addInput(elem, dims));
  }
  std::shuffle(step.operands.begin(), step.operands.end(), rng);
  step.lhs = step.operands.front();
  DimVector dims = source;
  dims[dim] = 0;
  for (int id : step.operands)
    dims[dim] += program.values[id].dims[dim];
  // The importer's form (every input relaid out into the result's layout,
  // or the default one when that is padded), or the inputs in their own.
  step.form = chance(0.35) ? 1 : 0;
  step.result = addValue(elem, dims);
  gather(program.values, step.result, [&](const DimVector &index) {
    DimVector at = index;
    for (int id : step.operands) {
      const Array &input = program.values[id];
      if (at[dim] < input.dims[dim])
        return std::make_pair(&input, rowMajor(input.dims, at));
      at[dim] -= input.dims[dim];
    }
    assert(false && "an index past the concatenation");
    return std::make_pair(static_cast<const Array *>(nullptr), int64_t(0));
  });
  program.steps.push_back(step);
  cur = step.result;
}

void Generator::addPadStep(int &cur, int operand) {
  if (program.values[operand].dims.empty())
    return addReverseStep(cur, operand);
  Step step;
  step.kind = Step::Kind::Pad;
  step.lhs = operand;
  DimVector source = program.values[operand].dims;
  Elem elem = program.values[operand].elem;
  int64_t rank = source.size();
  auto padded = [&](int64_t d) {
    int64_t n = source[d], every = step.strides[d] + 1;
    int64_t spread = n == 0 ? 0 : (n - 1) * every + 1;
    return step.starts[d] + spread + step.limits[d];
  };
  auto paddedCount = [&] {
    int64_t count = 1;
    for (int64_t d = 0; d < rank; ++d)
      count *= padded(d);
    return count;
  };
  DimVector dims(rank);
  for (int64_t d = 0; d < rank; ++d) {
    step.strides.push_back(chance(0.6) ? 0 : pick(1, 2));
    step.starts.push_back(pick(-2, 3));
    step.limits.push_back(pick(-2, 3));
    // Negative padding takes at most every element.
    while (padded(d) < 0)
      ++(step.starts[d] < 0 ? step.starts[d] : step.limits[d]);
  }
  for (int64_t d = 0; d < rank && paddedCount() > kMaxElements; ++d) {
    step.strides[d] = 0;
    step.starts[d] = std::min<int64_t>(step.starts[d], 0);
    step.limits[d] = std::min<int64_t>(step.limits[d], 0);
    while (padded(d) < 0)
      ++(step.starts[d] < 0 ? step.starts[d] : step.limits[d]);
  }
  bool plain = true;
  for (int64_t d = 0; d < rank; ++d) {
    dims[d] = padded(d);
    plain &= step.strides[d] == 0 && step.starts[d] >= 0 && step.limits[d] >= 0;
  }
  // tensor.pad when the padding allows it, else the importer's form.
  step.form = plain && chance(0.6) ? 1 : 0;
  randomElement(elem, step.initInt, step.initFloat);
  step.result = addValue(elem, dims);
  if (program.values[step.result].layout.isPadded() &&
      !options.paddedTensorResults)
    step.form = 0;
  const Array *from = &program.values[operand];
  gather(
      program.values, step.result,
      [&](const DimVector &index) {
        DimVector at(rank);
        for (int64_t d = 0; d < rank; ++d) {
          int64_t j = index[d] - step.starts[d], every = step.strides[d] + 1;
          if (j < 0 || j % every != 0 || j / every >= source[d])
            return std::make_pair(static_cast<const Array *>(nullptr),
                                  int64_t(0));
          at[d] = j / every;
        }
        return std::make_pair(from, rowMajor(source, at));
      },
      step.initInt, step.initFloat);
  program.steps.push_back(step);
  cur = step.result;
}

void Generator::addReverseStep(int &cur, int operand) {
  Step step;
  step.kind = Step::Kind::Reverse;
  step.lhs = operand;
  DimVector source = program.values[operand].dims;
  int64_t rank = source.size();
  for (int64_t d = 0; d < rank; ++d)
    if (chance(0.6))
      step.dims.push_back(d);
  // The importer's form (the operand relaid out into the default layout
  // first), or the operand read in its own layout.
  step.form = chance(0.4) ? 1 : 0;
  step.result = addValue(program.values[operand].elem, source);
  const Array *from = &program.values[operand];
  gather(program.values, step.result, [&](const DimVector &index) {
    DimVector at = index;
    for (int64_t d : step.dims)
      at[d] = source[d] - 1 - index[d];
    return std::make_pair(from, rowMajor(source, at));
  });
  program.steps.push_back(step);
  cur = step.result;
}

DimVector Generator::reshapeDims(const DimVector &dims) {
  int64_t rank = dims.size();
  int64_t count = elementCount(dims);
  DimVector out = dims;
  double p = std::uniform_real_distribution<double>(0, 1)(rng);
  if (p < 0.25 && rank >= 2) {
    int64_t k = pick(0, rank - 2);
    out[k] *= out[k + 1];
    out.erase(out.begin() + k + 1);
    return out;
  }
  if (p < 0.5 && rank >= 1 && rank < options.maxRank) {
    int64_t k = pick(0, rank - 1);
    DimVector divisors;
    for (int64_t a = 1; a <= out[k]; ++a)
      if (out[k] % a == 0)
        divisors.push_back(a);
    int64_t a = out[k] == 0 ? 0 : divisors[pick(0, divisors.size() - 1)];
    int64_t b = out[k] == 0 ? pick(1, 3) : out[k] / a;
    if (chance(0.5))
      std::swap(a, b);
    out[k] = a;
    out.insert(out.begin() + k + 1, b);
    return out;
  }
  if (p < 0.6 && rank < options.maxRank) {
    out.insert(out.begin() + pick(0, rank), 1);
    return out;
  }
  auto one = std::find(out.begin(), out.end(), 1);
  if (p < 0.7 && one != out.end()) {
    out.erase(one);
    return out;
  }
  // A new factorization of the element count.
  if (count == 0) {
    out.assign(pick(1, options.maxRank), 0);
    for (int64_t &size : out)
      size = chance(0.5) ? 0 : pick(1, 4);
    out[pick(0, out.size() - 1)] = 0;
    return out;
  }
  out.assign(pick(count == 1 ? 0 : 1, options.maxRank), 1);
  for (int64_t rest = count, f = 2; rest > 1;) {
    if (rest % f != 0) {
      ++f;
      continue;
    }
    out[pick(0, out.size() - 1)] *= f;
    rest /= f;
  }
  return out;
}

void Generator::addReshapeStep(int &cur, int operand,
                               std::optional<bool> bitcast) {
  Step step;
  step.kind = Step::Kind::Reshape;
  step.lhs = operand;
  DimVector source = program.values[operand].dims;
  Layout sourceLayout = program.values[operand].layout;
  DimVector dims = reshapeDims(source);
  int64_t rank = dims.size();
  bool wantBitcast = bitcast ? *bitcast : chance(0.5);
  // The importer's form (a bitcast through the physical arrays, or a
  // row-major reshape of the default layout), or a collapse or expand of
  // grouped dimensions where the sizes allow.
  step.form = chance(0.3) ? 1 : 0;
  step.result = addValue(program.values[operand].elem, dims);
  if (wantBitcast && !sourceLayout.isPadded()) {
    DimVector order(rank);
    std::iota(order.begin(), order.end(), 0);
    std::vector<DimVector> bitcasts;
    do {
      if (keepsPhysicalPlaces(source, sourceLayout.minorToMajor, dims, order))
        bitcasts.push_back(order);
    } while (std::next_permutation(order.begin(), order.end()));
    if (!bitcasts.empty()) {
      Array &result = program.values[step.result];
      result.layout = layout_util::defaultLayout(rank);
      result.layout.minorToMajor = bitcasts[pick(0, bitcasts.size() - 1)];
      result.spellLayout =
          result.layout.minorToMajor != layout_util::defaultMinorToMajor(rank);
      step.bitcast = true;
    }
  }
  program.values[step.result].ints = program.values[operand].ints;
  program.values[step.result].floats = program.values[operand].floats;
  program.steps.push_back(step);
  cur = step.result;
}

} // namespace mlir::shapes::difftest::detail
