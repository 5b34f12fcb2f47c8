//===- DynamicSizes.cpp - '?' sizes and mismatching calls -----------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// --dynamic: the generator spells sizes '?', and picks run-time sizes that
// one of the lowering's checks rejects, with the message it must print.
//
//===----------------------------------------------------------------------===//

#include "GeneratorState.h"

namespace mlir::shapes::difftest::detail {

std::vector<std::vector<bool>> Generator::staticDimensions() {
  const std::vector<Array> &values = program.values;
  std::vector<std::vector<bool>> mustStatic(values.size());
  for (size_t id = 0; id < values.size(); ++id)
    mustStatic[id].assign(values[id].dims.size(), false);
  // A dimension that broadcasts (a 1 read against another size) must be
  // a static 1: a '?' is never degenerate.
  auto keepBroadcasts = [&](int operand, const OperandMap &map,
                            const DimVector &result) {
    for (size_t k = 0; k < map.degenerate.size(); ++k)
      if (map.degenerate[k] && result[map.resultDims[k]] != 1)
        mustStatic[operand][k] = true;
  };
  for (const Step &step : program.steps) {
    const DimVector &result = values[step.result].dims;
    if (step.kind == Step::Kind::Binary || step.kind == Step::Kind::Compare) {
      BroadcastResult broadcast =
          binaryBroadcast(step, values[step.lhs].dims, values[step.rhs].dims);
      keepBroadcasts(step.lhs, broadcast.lhs, result);
      keepBroadcasts(step.rhs, broadcast.rhs, result);
    } else if (step.kind == Step::Kind::BroadcastInDim) {
      keepBroadcasts(step.lhs,
                     std::get<OperandMap>(verifyBroadcastInDim(
                         values[step.lhs].dims, result, step.dims)),
                     result);
    }
  }
  // The inferred size of a binary op or relayout is static only if the
  // operand sizes it comes from are: keep those static too, last step
  // first. broadcast_in_dim spells its result sizes itself.
  for (auto it = program.steps.rbegin(); it != program.steps.rend(); ++it) {
    const Step &step = *it;
    std::vector<bool> resultStatic = mustStatic[step.result];
    auto propagate = [&](int operand, const OperandMap &map) {
      for (size_t k = 0; k < map.resultDims.size(); ++k)
        if (resultStatic[map.resultDims[k]])
          mustStatic[operand][k] = true;
    };
    if (step.kind == Step::Kind::Binary || step.kind == Step::Kind::Compare) {
      BroadcastResult broadcast =
          binaryBroadcast(step, values[step.lhs].dims, values[step.rhs].dims);
      propagate(step.lhs, broadcast.lhs);
      propagate(step.rhs, broadcast.rhs);
    } else if (step.kind == Step::Kind::Relayout) {
      for (size_t d = 0; d < resultStatic.size(); ++d)
        if (resultStatic[d])
          mustStatic[step.lhs][d] = true;
    } else if (step.kind == Step::Kind::Transpose) {
      for (size_t d = 0; d < resultStatic.size(); ++d)
        if (resultStatic[d])
          mustStatic[step.lhs][step.dims[d]] = true;
    } else if (step.kind == Step::Kind::Dot ||
               step.kind == Step::Kind::Reduce) {
      std::vector<SizeOrigin> origins = linalgResultOrigins(step, values);
      for (size_t d = 0; d < resultStatic.size(); ++d)
        if (resultStatic[d])
          mustStatic[origins[d].value][origins[d].dim] = true;
    } else if (step.isStructural()) {
      keepStructuralStatic(step, resultStatic, mustStatic);
    }
  }
  return mustStatic;
}

void Generator::makeDynamic() {
  std::vector<Array> &values = program.values;
  std::vector<std::vector<bool>> mustStatic = staticDimensions();
  // Some programs have a few '?', some almost only '?'.
  const double densities[] = {0.25, 0.5, 0.9};
  double density = densities[pick(0, 2)];
  for (int id : program.inputs) {
    Array &input = values[id];
    input.dynamic.assign(input.dims.size(), false);
    for (size_t d = 0; d < input.dims.size(); ++d)
      input.dynamic[d] = !mustStatic[id][d] && chance(density);
  }
  for (Step &step : program.steps) {
    Array &result = values[step.result];
    result.dynamic.assign(result.dims.size(), false);
    switch (step.kind) {
    case Step::Kind::Binary:
    case Step::Kind::Compare: {
      BroadcastResult broadcast = binaryBroadcast(
          step, values[step.lhs].typeDims(), values[step.rhs].typeDims());
      for (size_t d = 0; d < result.dims.size(); ++d) {
        assert((broadcast.shape[d] == kDynamicSize ||
                broadcast.shape[d] == result.dims[d]) &&
               "a static inferred size differs from the run-time one");
        result.dynamic[d] = broadcast.shape[d] == kDynamicSize;
      }
      break;
    }
    case Step::Kind::BroadcastInDim:
      for (size_t d = 0; d < result.dims.size(); ++d) {
        if (mustStatic[step.result][d] || !chance(density))
          continue;
        result.dynamic[d] = true;
        step.sizeArgs.push_back(program.sizeArgs.size());
        program.sizeArgs.push_back(result.dims[d]);
      }
      assert(std::holds_alternative<OperandMap>(verifyBroadcastInDim(
                 values[step.lhs].typeDims(), result.typeDims(), step.dims)) &&
             "the generator produced an invalid dynamic broadcast_in_dim");
      break;
    case Step::Kind::Relayout:
      result.dynamic = values[step.lhs].dynamic;
      break;
    case Step::Kind::Transpose:
      for (size_t d = 0; d < result.dims.size(); ++d)
        result.dynamic[d] = values[step.lhs].isDynamic(step.dims[d]);
      break;
    case Step::Kind::Dot:
    case Step::Kind::Reduce: {
      // The sizes of the tensor.empty are tensor.dims of the operands.
      std::vector<SizeOrigin> origins = linalgResultOrigins(step, values);
      for (size_t d = 0; d < result.dims.size(); ++d)
        result.dynamic[d] = values[origins[d].value].isDynamic(origins[d].dim);
      break;
    }
    default:
      spellStructuralResult(step, mustStatic[step.result]);
      break;
    }
    for (size_t d = 0; d < result.dims.size(); ++d)
      assert(!(result.isDynamic(d) && mustStatic[step.result][d]) &&
             "a dimension that must be static is dynamic");
  }
}

/// The lhs dimension that rhs dimension `rhsDim` of a dot pairs with (a
/// batch or contracting one), or -1 for the free one.
static int64_t pairedLhsDimension(const Step &step, int64_t rhsDim) {
  auto pairs = {std::make_pair(&step.lhsBatch, &step.rhsBatch),
                std::make_pair(&step.lhsContracting, &step.rhsContracting)};
  for (auto [lhsDims, rhsDims] : pairs)
    for (size_t i = 0; i < rhsDims->size(); ++i)
      if ((*rhsDims)[i] == rhsDim)
        return (*lhsDims)[i];
  return -1;
}

void Generator::keepStructuralStatic(
    const Step &step, const std::vector<bool> &resultStatic,
    std::vector<std::vector<bool>> &mustStatic) {
  std::vector<bool> &operand = mustStatic[step.lhs];
  switch (step.kind) {
  case Step::Kind::Slice:
    // A static slice of a '?' operand is checked at run time.
    break;
  case Step::Kind::Concatenate:
    for (int id : step.operands)
      for (size_t d = 0; d < resultStatic.size(); ++d)
        if (resultStatic[d])
          mustStatic[id][d] = true;
    break;
  case Step::Kind::Pad:
  case Step::Kind::Reverse:
    for (size_t d = 0; d < resultStatic.size(); ++d) {
      // The importer's form of a pad fills a static result; a reverse's
      // input map names the size of each reversed dimension.
      bool fixed = (step.kind == Step::Kind::Pad && step.form == 0) ||
                   (step.kind == Step::Kind::Reverse &&
                    llvm::is_contained(step.dims, int64_t(d)));
      if (resultStatic[d] || fixed)
        operand[d] = true;
    }
    break;
  default:
    // Reshapes are static.
    operand.assign(operand.size(), true);
    break;
  }
}

void Generator::spellStructuralResult(const Step &step,
                                      const std::vector<bool> &mustStatic) {
  std::vector<Array> &values = program.values;
  Array &result = values[step.result];
  const Array &operand = values[step.lhs];
  for (size_t d = 0; d < result.dims.size(); ++d) {
    switch (step.kind) {
    case Step::Kind::Slice:
      // '?' when the operand's is, some of the time: its size is computed
      // from the operand's.
      result.dynamic[d] = operand.isDynamic(d) && !mustStatic[d] && chance(0.6);
      break;
    case Step::Kind::Concatenate: {
      // As tensor.concat infers it: the sum is '?' when a size is, another
      // dimension when every operand's is.
      bool any = false, all = true;
      for (int id : step.operands) {
        any |= values[id].isDynamic(d);
        all &= values[id].isDynamic(d);
      }
      result.dynamic[d] = d == size_t(step.dims[0]) ? any : all;
      break;
    }
    case Step::Kind::Pad:
    case Step::Kind::Reverse:
      result.dynamic[d] = operand.isDynamic(d);
      break;
    default:
      break;
    }
  }
}

namespace {

std::string dimension(const std::string &what, int64_t dim) {
  return what + " dimension " + std::to_string(dim);
}

std::string unequal(const std::string &actualWhat, int64_t actual,
                    const std::string &expectedWhat, int64_t expected) {
  return actualWhat + " has size " + std::to_string(actual) + ", but " +
         expectedWhat + " has size " + std::to_string(expected);
}

} // namespace

std::string Generator::binaryCheck(const Step &step,
                                   const std::vector<DimVector> &runtime,
                                   DimVector &sizes) {
  const std::vector<Array> &values = program.values;
  DimVector type = values[step.result].typeDims();
  BroadcastResult broadcast = binaryBroadcast(step, values[step.lhs].typeDims(),
                                              values[step.rhs].typeDims());
  const int ids[] = {step.lhs, step.rhs};
  for (size_t d = 0; d < sizes.size(); ++d)
    if (const std::optional<SizeSource> &source = broadcast.sizeSources[d])
      sizes[d] = runtime[ids[source->operand]][source->dim];
  const OperandMap *maps[] = {&broadcast.lhs, &broadcast.rhs};
  const char *names[] = {"lhs", "rhs"};
  for (int o = 0; o < 2; ++o) {
    for (const SizeCheck &check :
         runtimeSizeChecks(values[ids[o]].typeDims(), *maps[o], type,
                           broadcast.sizeSources, o)) {
      int64_t actual = runtime[ids[o]][check.operandDim];
      int64_t expected = sizes[check.resultDim];
      if (actual == expected)
        continue;
      const std::optional<SizeSource> &source =
          broadcast.sizeSources[check.resultDim];
      std::string expectedWhat =
          source ? dimension(names[source->operand], source->dim)
                 : dimension("result", check.resultDim);
      return unequal(dimension(names[o], check.operandDim), actual,
                     expectedWhat, expected);
    }
  }
  return "";
}

bool Generator::firstFailingCheck(std::vector<DimVector> runtime,
                                  const std::vector<int64_t> &sizeArgs,
                                  Mismatch &mismatch) {
  const std::vector<Array> &values = program.values;
  auto fail = [&](size_t step, const std::string &detail) {
    mismatch.step = step;
    mismatch.detail = detail;
    return true;
  };
  for (size_t s = 0; s < program.steps.size(); ++s) {
    const Step &step = program.steps[s];
    const Array &result = values[step.result];
    DimVector type = result.typeDims();
    DimVector sizes = type;
    switch (step.kind) {
    case Step::Kind::Binary:
    case Step::Kind::Compare:
      if (std::string detail = binaryCheck(step, runtime, sizes);
          !detail.empty())
        return fail(s, detail);
      break;
    case Step::Kind::BroadcastInDim: {
      size_t next = 0;
      for (size_t d = 0; d < sizes.size(); ++d)
        if (type[d] == kDynamicSize)
          sizes[d] = sizeArgs[step.sizeArgs[next++]];
      for (size_t d = 0; d < sizes.size(); ++d)
        if (type[d] == kDynamicSize && sizes[d] < 0)
          return fail(s, dimension("result", d) + " has size " +
                             std::to_string(sizes[d]) +
                             ", but a size is at least 0");
      DimVector operandType = values[step.lhs].typeDims();
      auto map = std::get<OperandMap>(
          verifyBroadcastInDim(operandType, type, step.dims));
      for (const SizeCheck &check : runtimeSizeChecks(operandType, map, type)) {
        int64_t actual = runtime[step.lhs][check.operandDim];
        int64_t expected = sizes[check.resultDim];
        if (actual != expected)
          return fail(s,
                      unequal(dimension("operand", check.operandDim), actual,
                              dimension("result", check.resultDim), expected));
      }
      break;
    }
    case Step::Kind::Relayout:
      sizes = runtime[step.lhs];
      break;
    case Step::Kind::Transpose:
      for (size_t d = 0; d < sizes.size(); ++d)
        sizes[d] = runtime[step.lhs][step.dims[d]];
      break;
    case Step::Kind::Dot:
    case Step::Kind::Reduce: {
      // Before the contraction, each batch and contracting dimension of
      // the rhs, in order, must have the size of the lhs dimension it
      // pairs with (the lhs indexes every loop first). A reduce's init has
      // the sizes of its operand.
      if (step.kind == Step::Kind::Dot) {
        const Array &rhs = values[step.rhs];
        for (int64_t d = 0; d < static_cast<int64_t>(rhs.dims.size()); ++d) {
          int64_t lhsDim = pairedLhsDimension(step, d);
          if (lhsDim < 0)
            continue;
          int64_t actual = runtime[step.rhs][d];
          int64_t expected = runtime[step.lhs][lhsDim];
          if (actual == expected)
            continue;
          mismatch.atContraction = true;
          return fail(s, unequal(dimension("operand 1", d), actual,
                                 dimension("operand 0", lhsDim), expected));
        }
      }
      std::vector<SizeOrigin> origins = linalgResultOrigins(step, values);
      for (size_t d = 0; d < sizes.size(); ++d)
        sizes[d] = runtime[origins[d].value][origins[d].dim];
      break;
    }
    default:
      // The checks of structural steps are not modelled: a call whose
      // other sizes reach one is not drawn.
      for (int id : step.readValues())
        if (runtime[id] != values[id].dims)
          return false;
      sizes = result.dims;
      break;
    }
    for (auto [dim, bound] : layout_util::sizeBounds(type, result.layout))
      if (static_cast<uint64_t>(sizes[dim]) > static_cast<uint64_t>(bound))
        return fail(s, dimension("result", dim) + " has size " +
                           std::to_string(sizes[dim]) +
                           ", beyond its padded bound " +
                           std::to_string(bound));
    runtime[step.result] = sizes;
  }
  return false;
}

void Generator::makeMismatch() {
  const std::vector<Array> &values = program.values;
  std::vector<Mismatch> targets;
  for (size_t i = 0; i < program.inputs.size(); ++i)
    for (size_t d = 0; d < values[program.inputs[i]].dims.size(); ++d)
      if (values[program.inputs[i]].isDynamic(d)) {
        Mismatch target;
        target.input = i;
        target.dim = d;
        targets.push_back(target);
      }
  for (size_t i = 0; i < program.sizeArgs.size(); ++i) {
    Mismatch target;
    target.sizeArg = i;
    targets.push_back(target);
  }
  for (int attempt = 0; attempt < 4 && !targets.empty(); ++attempt) {
    Mismatch mismatch = targets[pick(0, targets.size() - 1)];
    int64_t old, lo = 0, hi = options.maxSize + 1;
    if (mismatch.input >= 0) {
      const Array &input = values[program.inputs[mismatch.input]];
      old = input.dims[mismatch.dim];
      // An input's buffer has room for its padded width, no more.
      if (input.layout.isPadded())
        hi = std::min(hi, input.layout.paddedDimensions[mismatch.dim]);
    } else {
      old = program.sizeArgs[mismatch.sizeArg];
      lo = -1;
    }
    if (hi <= lo)
      continue;
    do
      mismatch.size = pick(lo, hi);
    while (mismatch.size == old);
    std::vector<DimVector> runtime(values.size());
    for (int id : program.inputs)
      runtime[id] = values[id].dims;
    std::vector<int64_t> sizeArgs = program.sizeArgs;
    if (mismatch.input >= 0)
      runtime[program.inputs[mismatch.input]][mismatch.dim] = mismatch.size;
    else
      sizeArgs[mismatch.sizeArg] = mismatch.size;
    if (firstFailingCheck(runtime, sizeArgs, mismatch)) {
      program.mismatch = mismatch;
      return;
    }
  }
}
} // namespace mlir::shapes::difftest::detail
