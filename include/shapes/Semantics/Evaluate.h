//===- Evaluate.h - reference evaluation of broadcasting ops ----*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Evaluates broadcast_in_dim and binary ops on arrays held as row-major
// vectors of their logical elements, through the operand maps of
// Broadcast.h. The reference of the differential tests.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_SEMANTICS_EVALUATE_H
#define SHAPES_SEMANTICS_EVALUATE_H

#include "shapes/Semantics/Broadcast.h"

#include <vector>

namespace mlir::shapes {

/// The row-major position of `index` in an array of sizes `dims`.
inline int64_t rowMajorPosition(const DimVector &dims, const DimVector &index) {
  int64_t position = 0;
  for (size_t d = 0; d < dims.size(); ++d)
    position = position * dims[d] + index[d];
  return position;
}

/// result[i] = fn(lhs[lhsMap(i)], rhs[rhsMap(i)]) over `broadcast.shape`.
template <typename T, typename Fn>
auto evaluateBinary(const BroadcastResult &broadcast, const DimVector &lhsDims,
                    const std::vector<T> &lhs, const DimVector &rhsDims,
                    const std::vector<T> &rhs, Fn fn)
    -> std::vector<decltype(fn(lhs[0], rhs[0]))> {
  std::vector<decltype(fn(lhs[0], rhs[0]))> result;
  const DimVector &dims = broadcast.shape;
  if (layout_util::logicalElementCount(dims) == 0)
    return result;
  DimVector index(dims.size(), 0);
  do {
    const T &a =
        lhs[rowMajorPosition(lhsDims, broadcast.lhs.operandIndex(index))];
    const T &b =
        rhs[rowMajorPosition(rhsDims, broadcast.rhs.operandIndex(index))];
    result.push_back(fn(a, b));
  } while (index_util::nextIndex(dims, index));
  return result;
}

/// result[i] = operand[map(i)] over `resultDims`.
template <typename T>
std::vector<T> evaluateBroadcastInDim(const OperandMap &map,
                                      const DimVector &operandDims,
                                      const std::vector<T> &operand,
                                      const DimVector &resultDims) {
  std::vector<T> result;
  if (layout_util::logicalElementCount(resultDims) == 0)
    return result;
  DimVector index(resultDims.size(), 0);
  do {
    result.push_back(
        operand[rowMajorPosition(operandDims, map.operandIndex(index))]);
  } while (index_util::nextIndex(resultDims, index));
  return result;
}

} // namespace mlir::shapes

#endif // SHAPES_SEMANTICS_EVALUATE_H
