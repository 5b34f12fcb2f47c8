//===- Reshape.cpp - XLA reshape rules ------------------------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "shapes/Semantics/Reshape.h"

#include <optional>
#include <vector>

using namespace mlir::shapes;

namespace {
/// For each dimension of size other than 1, its block (the index of the
/// run of dimensions it belongs to), given the blocks' products in order;
/// -1 for a dimension of size 1.
std::optional<std::vector<int64_t>>
assignBlocks(llvm::ArrayRef<int64_t> dims,
             llvm::ArrayRef<int64_t> blockProducts) {
  std::vector<int64_t> block(dims.size(), -1);
  size_t current = 0;
  int64_t product = 1;
  for (auto [i, size] : llvm::enumerate(dims)) {
    if (size == 1)
      continue;
    if (current >= blockProducts.size())
      return std::nullopt;
    block[i] = static_cast<int64_t>(current);
    product *= size;
    if (product == blockProducts[current]) {
      ++current;
      product = 1;
    }
  }
  return block;
}

/// The products of the smallest runs of dimensions of `a` and `b` (size-1
/// dimensions skipped) with equal products, in row-major order; none when
/// the element counts differ.
std::optional<std::vector<int64_t>> blockProducts(llvm::ArrayRef<int64_t> a,
                                                  llvm::ArrayRef<int64_t> b) {
  std::vector<int64_t> products;
  size_t i = 0, j = 0;
  auto next = [](llvm::ArrayRef<int64_t> dims, size_t &k) -> int64_t {
    while (k < dims.size() && dims[k] == 1)
      ++k;
    return k < dims.size() ? dims[k++] : 0;
  };
  while (true) {
    int64_t pa = next(a, i), pb = next(b, j);
    if (pa == 0 || pb == 0) {
      if (pa != pb)
        return std::nullopt;
      return products;
    }
    while (pa != pb) {
      int64_t more = pa < pb ? next(a, i) : next(b, j);
      if (more == 0)
        return std::nullopt;
      (pa < pb ? pa : pb) *= more;
    }
    products.push_back(pa);
  }
}

/// Whether, in the physical order of `minorToMajor`, each block's
/// dimensions are adjacent and in row-major order, and the order of the
/// blocks, most major first, is `order` (filled on the first call).
bool physicalBlocksInOrder(llvm::ArrayRef<int64_t> minorToMajor,
                           llvm::ArrayRef<int64_t> block,
                           std::vector<int64_t> &order) {
  std::vector<int64_t> seen;
  int64_t previousBlock = -1, previousDim = -1;
  for (auto it = minorToMajor.rbegin(); it != minorToMajor.rend(); ++it) {
    int64_t d = *it;
    if (block[d] < 0)
      continue;
    if (block[d] == previousBlock) {
      // Within a block: the next dimension in row-major order.
      if (d < previousDim)
        return false;
    } else {
      seen.push_back(block[d]);
    }
    previousBlock = block[d];
    previousDim = d;
  }
  // Each block entered once: its dimensions are adjacent.
  std::vector<bool> entered(seen.size(), false);
  for (int64_t b : seen) {
    if (b >= static_cast<int64_t>(entered.size()) || entered[b])
      return false;
    entered[b] = true;
  }
  if (order.empty()) {
    order = seen;
    return true;
  }
  return order == seen;
}
} // namespace

bool reshape_util::reshapeIsBitcast(
    llvm::ArrayRef<int64_t> operandDims,
    llvm::ArrayRef<int64_t> operandMinorToMajor,
    llvm::ArrayRef<int64_t> resultDims,
    llvm::ArrayRef<int64_t> resultMinorToMajor) {
  bool operandEmpty = false, resultEmpty = false;
  for (int64_t size : operandDims)
    operandEmpty |= size == 0;
  for (int64_t size : resultDims)
    resultEmpty |= size == 0;
  for (llvm::ArrayRef<int64_t> dims : {operandDims, resultDims})
    for (int64_t size : dims)
      if (size < 0)
        return false;
  // No element: nothing to move.
  if (operandEmpty || resultEmpty)
    return operandEmpty && resultEmpty;
  if (!layout_util::isPermutation(
          DimVector(operandMinorToMajor.begin(), operandMinorToMajor.end()),
          static_cast<int64_t>(operandDims.size())) ||
      !layout_util::isPermutation(
          DimVector(resultMinorToMajor.begin(), resultMinorToMajor.end()),
          static_cast<int64_t>(resultDims.size())))
    return false;
  std::optional<std::vector<int64_t>> products =
      blockProducts(operandDims, resultDims);
  if (!products)
    return false;
  std::optional<std::vector<int64_t>> operandBlocks =
      assignBlocks(operandDims, *products);
  std::optional<std::vector<int64_t>> resultBlocks =
      assignBlocks(resultDims, *products);
  if (!operandBlocks || !resultBlocks)
    return false;
  std::vector<int64_t> order;
  return physicalBlocksInOrder(operandMinorToMajor, *operandBlocks, order) &&
         physicalBlocksInOrder(resultMinorToMajor, *resultBlocks, order);
}
