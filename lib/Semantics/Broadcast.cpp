//===- Broadcast.cpp - XLA broadcasting rules -----------------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Implements include/shapes/Semantics/Broadcast.h. Comments cite the rules
// of docs/Semantics.md (Operations) and the sections of the spec
// (broadcasting.es.md).
//
//===----------------------------------------------------------------------===//

#include "shapes/Semantics/Broadcast.h"

#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <sstream>

namespace mlir::shapes {

DimVector OperandMap::operandIndex(const DimVector &resultIndex) const {
  DimVector index(resultDims.size(), 0);
  for (size_t k = 0; k < resultDims.size(); ++k)
    index[k] = degenerate[k] ? 0 : resultIndex[resultDims[k]];
  return index;
}

std::string BroadcastError::message() const {
  std::ostringstream os;
  switch (kind) {
  case Kind::NonIdentityDimsForEqualRanks: {
    os << "operands of equal rank (" << rank
       << ") take no broadcast_dimensions or the identity [";
    for (int64_t k = 0; k < rank; ++k)
      os << (k ? ", " : "") << k;
    os << "], but got [";
    for (size_t k = 0; k < dims.size(); ++k)
      os << (k ? ", " : "") << dims[k];
    os << "]";
    break;
  }
  case Kind::MissingBroadcastDimensions:
    os << "operands of different ranks (" << got << " and " << expected
       << ") require broadcast_dimensions";
    break;
  case Kind::DimsSizeMismatch:
    if (isBroadcastInDim)
      os << attrName << " size (" << got << ") does not match operand rank ("
         << expected << ")";
    else
      os << attrName << " size (" << got
         << ") does not match the rank of the lower-rank operand (" << expected
         << ")";
    break;
  case Kind::DimOutOfRange:
    os << attrName << " entry " << index << " is " << value
       << ", which is not a dimension of the "
       << (isBroadcastInDim ? "result" : "higher-rank operand") << " in [0, "
       << rank << ")";
    break;
  case Kind::DimsNotIncreasing:
    os << attrName << " must be strictly increasing, but " << value
       << " comes after " << previous;
    break;
  case Kind::IncompatibleDims:
    if (isBroadcastInDim) {
      os << "operand dimension " << lhsDim << " (size " << lhsSize
         << ") is incompatible with result dimension " << rhsDim << " (size "
         << rhsSize << ") it maps to: the size must be 1 or equal";
    } else {
      os << "lhs dimension " << lhsDim << " (size " << lhsSize
         << ") is incompatible with rhs dimension " << rhsDim << " (size "
         << rhsSize << ")";
      if (mappedOperand == 1)
        os << ", to which broadcast_dimensions maps it";
      else if (mappedOperand == 2)
        os << ", which broadcast_dimensions maps to it";
    }
    break;
  }
  return os.str();
}

namespace {

BroadcastError makeError(BroadcastError::Kind kind) {
  BroadcastError error;
  error.kind = kind;
  return error;
}

// Rules 3 and 5 for one dimension: the result size, or nullopt when the
// sizes are incompatible. Only a static 1 is degenerate.
std::optional<int64_t> combineSizes(int64_t a, int64_t b) {
  if (a == b || b == 1)
    return a;
  if (a == 1)
    return b;
  if (a == kDynamicSize)
    return b;
  if (b == kDynamicSize)
    return a;
  return std::nullopt;
}

// The source of a result size `size` combined from size `a` (operand
// `aOperand`, dimension `aDim`) and a size of operand `bOperand`, dimension
// `bDim`: `a` when it is dynamic, else the other (a dynamic result size has
// a dynamic operand size behind it).
std::optional<SizeSource> sizeSource(int64_t size, int64_t a, int aOperand,
                                     int64_t aDim, int bOperand, int64_t bDim) {
  if (size != kDynamicSize)
    return std::nullopt;
  if (a == kDynamicSize)
    return SizeSource{aOperand, aDim};
  return SizeSource{bOperand, bDim};
}

OperandMap identityMap(int64_t rank, llvm::ArrayRef<int64_t> operand) {
  OperandMap map;
  map.resultDims.reserve(rank);
  map.degenerate.reserve(rank);
  for (int64_t k = 0; k < rank; ++k) {
    map.resultDims.push_back(k);
    map.degenerate.push_back(operand[k] == 1);
  }
  return map;
}

// Checks that `dims` has `operandRank` strictly increasing entries in
// [0, targetRank).
std::optional<BroadcastError>
checkDimsList(llvm::ArrayRef<int64_t> dims, int64_t operandRank,
              int64_t targetRank, const char *attrName, bool isBroadcastInDim) {
  auto fill = [&](BroadcastError e) {
    e.attrName = attrName;
    e.isBroadcastInDim = isBroadcastInDim;
    return e;
  };
  // One entry per dimension of the lower-rank operand.
  if (static_cast<int64_t>(dims.size()) != operandRank) {
    BroadcastError e = makeError(BroadcastError::Kind::DimsSizeMismatch);
    e.got = dims.size();
    e.expected = operandRank;
    return fill(e);
  }
  for (int64_t k = 0; k < operandRank; ++k) {
    // Each entry names a dimension of the higher-rank operand (result).
    if (dims[k] < 0 || dims[k] >= targetRank) {
      BroadcastError e = makeError(BroadcastError::Kind::DimOutOfRange);
      e.index = k;
      e.value = dims[k];
      e.rank = targetRank;
      return fill(e);
    }
    // "El orden de las dimensiones de difusión debe ser estrictamente
    // creciente": a broadcast never transposes.
    if (k > 0 && dims[k] <= dims[k - 1]) {
      BroadcastError e = makeError(BroadcastError::Kind::DimsNotIncreasing);
      e.index = k;
      e.value = dims[k];
      e.previous = dims[k - 1];
      return fill(e);
    }
  }
  return std::nullopt;
}

} // namespace

// Rules 4 and 3 for operands of equal ranks: appends the result sizes to
// `shape` and, when `full` is given, fills its operand maps and size sources.
static std::optional<BroadcastError>
applyEqualRankRules(llvm::ArrayRef<int64_t> lhs, llvm::ArrayRef<int64_t> rhs,
                    std::optional<llvm::ArrayRef<int64_t>> broadcastDimensions,
                    llvm::SmallVectorImpl<int64_t> &shape,
                    BroadcastResult *full) {
  int64_t rank = lhs.size();
  // Rule 4: equal ranks take no broadcast_dimensions, or the identity.
  if (broadcastDimensions) {
    bool identity = static_cast<int64_t>(broadcastDimensions->size()) == rank;
    for (int64_t k = 0; identity && k < rank; ++k)
      identity = (*broadcastDimensions)[k] == k;
    if (!identity) {
      BroadcastError e =
          makeError(BroadcastError::Kind::NonIdentityDimsForEqualRanks);
      e.rank = rank;
      e.dims.assign(broadcastDimensions->begin(), broadcastDimensions->end());
      return e;
    }
  }
  // Rule 3: degenerate broadcasting, dimension by dimension.
  for (int64_t d = 0; d < rank; ++d) {
    std::optional<int64_t> size = combineSizes(lhs[d], rhs[d]);
    if (!size) {
      BroadcastError e = makeError(BroadcastError::Kind::IncompatibleDims);
      e.lhsDim = e.rhsDim = d;
      e.lhsSize = lhs[d];
      e.rhsSize = rhs[d];
      return e;
    }
    shape.push_back(*size);
    if (full)
      full->sizeSources.push_back(sizeSource(*size, lhs[d], 0, d, 1, d));
  }
  if (full) {
    full->lhs = identityMap(rank, lhs);
    full->rhs = identityMap(rank, rhs);
  }
  return std::nullopt;
}

// Rules 1 and 2 for operands of different ranks: the dimensions of the
// higher-rank operand that the lower-rank one (of rank `lowRank`) maps to,
// or the error. A scalar has none.
static std::variant<llvm::ArrayRef<int64_t>, BroadcastError>
lowRankDims(int64_t lhsRank, int64_t rhsRank, int64_t lowRank, int64_t highRank,
            std::optional<llvm::ArrayRef<int64_t>> broadcastDimensions) {
  if (lowRank == 0) {
    // Rule 1: a scalar broadcasts without broadcast_dimensions (an empty
    // list is accepted, anything else has the wrong size).
    if (broadcastDimensions && !broadcastDimensions->empty()) {
      BroadcastError e = makeError(BroadcastError::Kind::DimsSizeMismatch);
      e.got = broadcastDimensions->size();
      e.expected = 0;
      return e;
    }
    return llvm::ArrayRef<int64_t>();
  }
  // Rule 2: different non-zero ranks need broadcast_dimensions.
  if (!broadcastDimensions) {
    BroadcastError e =
        makeError(BroadcastError::Kind::MissingBroadcastDimensions);
    e.got = lhsRank;
    e.expected = rhsRank;
    return e;
  }
  if (auto e = checkDimsList(*broadcastDimensions, lowRank, highRank,
                             "broadcast_dimensions", false))
    return *e;
  return *broadcastDimensions;
}

// The error of rule 3 in dimension `d` of the higher-rank operand, of size
// `highSize`, against size `liftedSize` of the lifted lower-rank operand,
// which comes from its dimension `lowDim`.
static BroadcastError liftedDimsError(bool lhsIsLower, int64_t d,
                                      int64_t highSize, int64_t lowDim,
                                      int64_t liftedSize) {
  BroadcastError e = makeError(BroadcastError::Kind::IncompatibleDims);
  if (lhsIsLower) {
    e.lhsDim = lowDim;
    e.lhsSize = liftedSize;
    e.rhsDim = d;
    e.rhsSize = highSize;
    e.mappedOperand = 1;
  } else {
    e.lhsDim = d;
    e.lhsSize = highSize;
    e.rhsDim = lowDim;
    e.rhsSize = liftedSize;
    e.mappedOperand = 2;
  }
  return e;
}

// Rule 3 for operands of different ranks, the lower-rank one lifted to the
// higher rank through `dims`: appends the result sizes to `shape` and, when
// `full` is given, fills its operand maps and size sources.
static std::optional<BroadcastError>
applyLiftedRules(llvm::ArrayRef<int64_t> low, llvm::ArrayRef<int64_t> high,
                 bool lhsIsLower, llvm::ArrayRef<int64_t> dims,
                 llvm::SmallVectorImpl<int64_t> &shape, BroadcastResult *full) {
  int64_t lowRank = low.size(), highRank = high.size();
  // The lower-rank operand seen at the higher rank: size 1 in every
  // dimension that broadcast_dimensions does not name.
  llvm::SmallVector<int64_t, 8> lifted(highRank, 1);
  llvm::SmallVector<int64_t, 8> liftedFrom(highRank, -1);
  for (int64_t k = 0; k < lowRank; ++k) {
    lifted[dims[k]] = low[k];
    liftedFrom[dims[k]] = k;
  }

  int highOperand = lhsIsLower ? 1 : 0;
  for (int64_t d = 0; d < highRank; ++d) {
    int64_t a = high[d], b = lifted[d];
    std::optional<int64_t> size = combineSizes(a, b);
    if (!size)
      return liftedDimsError(lhsIsLower, d, a, liftedFrom[d], b);
    shape.push_back(*size);
    if (!full)
      continue;
    // The lhs is the preferred source of a dynamic size.
    if (lhsIsLower)
      full->sizeSources.push_back(
          sizeSource(*size, b, 0, liftedFrom[d], highOperand, d));
    else
      full->sizeSources.push_back(
          sizeSource(*size, a, highOperand, d, 1, liftedFrom[d]));
  }
  if (!full)
    return std::nullopt;

  OperandMap highMap = identityMap(highRank, high);
  OperandMap lowMap;
  lowMap.resultDims.reserve(lowRank);
  lowMap.degenerate.reserve(lowRank);
  for (int64_t k = 0; k < lowRank; ++k) {
    lowMap.resultDims.push_back(dims[k]);
    lowMap.degenerate.push_back(low[k] == 1);
  }
  full->lhs = std::move(lhsIsLower ? lowMap : highMap);
  full->rhs = std::move(lhsIsLower ? highMap : lowMap);
  return std::nullopt;
}

// The rules of inferBinaryBroadcast: appends the result sizes to `shape`
// and, when `full` is given, fills its operand maps and size sources.
static std::optional<BroadcastError>
applyBroadcastRules(llvm::ArrayRef<int64_t> lhs, llvm::ArrayRef<int64_t> rhs,
                    std::optional<llvm::ArrayRef<int64_t>> broadcastDimensions,
                    llvm::SmallVectorImpl<int64_t> &shape,
                    BroadcastResult *full) {
  int64_t lhsRank = lhs.size(), rhsRank = rhs.size();
  if (full)
    full->sizeSources.reserve(std::max(lhsRank, rhsRank));
  if (lhsRank == rhsRank)
    return applyEqualRankRules(lhs, rhs, broadcastDimensions, shape, full);

  bool lhsIsLower = lhsRank < rhsRank;
  llvm::ArrayRef<int64_t> low = lhsIsLower ? lhs : rhs;
  llvm::ArrayRef<int64_t> high = lhsIsLower ? rhs : lhs;
  std::variant<llvm::ArrayRef<int64_t>, BroadcastError> dims = lowRankDims(
      lhsRank, rhsRank, low.size(), high.size(), broadcastDimensions);
  if (auto *e = std::get_if<BroadcastError>(&dims))
    return *e;
  return applyLiftedRules(low, high, lhsIsLower,
                          std::get<llvm::ArrayRef<int64_t>>(dims), shape, full);
}

std::variant<BroadcastResult, BroadcastError> inferBinaryBroadcast(
    llvm::ArrayRef<int64_t> lhs, llvm::ArrayRef<int64_t> rhs,
    std::optional<llvm::ArrayRef<int64_t>> broadcastDimensions) {
  BroadcastResult result;
  llvm::SmallVector<int64_t, 8> shape;
  if (std::optional<BroadcastError> error =
          applyBroadcastRules(lhs, rhs, broadcastDimensions, shape, &result))
    return *error;
  result.shape.assign(shape.begin(), shape.end());
  return result;
}

std::optional<BroadcastError> inferBinaryBroadcastShape(
    llvm::ArrayRef<int64_t> lhs, llvm::ArrayRef<int64_t> rhs,
    std::optional<llvm::ArrayRef<int64_t>> broadcastDimensions,
    llvm::SmallVectorImpl<int64_t> &shape) {
  shape.clear();
  return applyBroadcastRules(lhs, rhs, broadcastDimensions, shape, nullptr);
}

std::variant<OperandMap, BroadcastError>
verifyBroadcastInDim(llvm::ArrayRef<int64_t> operand,
                     llvm::ArrayRef<int64_t> result,
                     llvm::ArrayRef<int64_t> dims) {
  int64_t operandRank = operand.size(), resultRank = result.size();
  if (auto e = checkDimsList(dims, operandRank, resultRank, "dims", true))
    return *e;
  OperandMap map;
  map.resultDims.reserve(operandRank);
  map.degenerate.reserve(operandRank);
  for (int64_t k = 0; k < operandRank; ++k) {
    int64_t size = operand[k], target = result[dims[k]];
    // Operand dimension k has size 1 or equals the result dimension; a
    // dynamic size on either side is checked at run time.
    if (size != 1 && size != target && size != kDynamicSize &&
        target != kDynamicSize) {
      BroadcastError e = makeError(BroadcastError::Kind::IncompatibleDims);
      e.isBroadcastInDim = true;
      e.attrName = "dims";
      e.lhsDim = k;
      e.lhsSize = size;
      e.rhsDim = dims[k];
      e.rhsSize = target;
      return e;
    }
    map.resultDims.push_back(dims[k]);
    map.degenerate.push_back(size == 1);
  }
  return map;
}

std::vector<SizeCheck> runtimeSizeChecks(
    const DimVector &operand, const OperandMap &map, const DimVector &result,
    const std::vector<std::optional<SizeSource>> &sources, int operandNumber) {
  std::vector<SizeCheck> checks;
  for (size_t k = 0; k < operand.size(); ++k) {
    if (map.degenerate[k])
      continue;
    int64_t resultDim = map.resultDims[k];
    if (operand[k] != kDynamicSize && result[resultDim] != kDynamicSize)
      continue;
    if (!sources.empty() && sources[resultDim] &&
        sources[resultDim]->operand == operandNumber &&
        sources[resultDim]->dim == static_cast<int64_t>(k))
      continue;
    checks.push_back(SizeCheck{static_cast<int64_t>(k), resultDim});
  }
  return checks;
}

DimVector composeBroadcastDims(const DimVector &inner, const DimVector &outer) {
  DimVector composed;
  composed.reserve(inner.size());
  for (int64_t d : inner)
    composed.push_back(outer[d]);
  return composed;
}

} // namespace mlir::shapes
