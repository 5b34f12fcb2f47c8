//===- Transpose.cpp - XLA transpose rules --------------------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "shapes/Semantics/Transpose.h"

#include <sstream>

using namespace mlir::shapes;

static void printSize(std::ostream &os, int64_t size) {
  if (size == kDynamicSize)
    os << '?';
  else
    os << size;
}

std::string TransposeError::message() const {
  std::ostringstream os;
  switch (kind) {
  case Kind::PermutationRankMismatch:
    os << "permutation has " << got << " entries, but the operand has rank "
       << expected;
    break;
  case Kind::PermutationOutOfRange:
    os << "permutation entry " << position << " is " << value
       << ", which is not an operand dimension in [0, " << rank << ")";
    break;
  case Kind::PermutationDuplicate:
    os << "permutation is not a permutation: " << value
       << " appears at positions " << first << " and " << position;
    break;
  case Kind::ResultRankMismatch:
    os << "result rank (" << got << ") does not match operand rank ("
       << expected << ")";
    break;
  case Kind::ResultSizeMismatch:
    os << "result dimension " << position << " has size ";
    printSize(os, got);
    os << ", but it is operand dimension " << value << " (permutation["
       << position << "]) of size ";
    printSize(os, expected);
    break;
  }
  return os.str();
}

namespace mlir::shapes::transpose_util {

std::optional<TransposeError>
verifyPermutation(llvm::ArrayRef<int64_t> permutation, int64_t rank) {
  auto size = static_cast<int64_t>(permutation.size());
  if (size != rank) {
    TransposeError error{TransposeError::Kind::PermutationRankMismatch};
    error.got = size;
    error.expected = rank;
    return error;
  }
  std::vector<int64_t> seenAt(static_cast<size_t>(rank), -1);
  for (int64_t i = 0; i < size; ++i) {
    int64_t d = permutation[i];
    if (d < 0 || d >= rank) {
      TransposeError error{TransposeError::Kind::PermutationOutOfRange};
      error.position = i;
      error.value = d;
      error.rank = rank;
      return error;
    }
    if (seenAt[d] >= 0) {
      TransposeError error{TransposeError::Kind::PermutationDuplicate};
      error.value = d;
      error.first = seenAt[d];
      error.position = i;
      return error;
    }
    seenAt[d] = i;
  }
  return std::nullopt;
}

std::variant<DimVector, TransposeError>
inferTransposeShape(llvm::ArrayRef<int64_t> operandDims,
                    llvm::ArrayRef<int64_t> permutation) {
  if (auto error = verifyPermutation(permutation,
                                     static_cast<int64_t>(operandDims.size())))
    return *error;
  DimVector shape;
  shape.reserve(permutation.size());
  for (int64_t d : permutation)
    shape.push_back(operandDims[d]);
  return shape;
}

std::optional<TransposeError>
verifyTranspose(llvm::ArrayRef<int64_t> operandDims,
                llvm::ArrayRef<int64_t> resultDims,
                llvm::ArrayRef<int64_t> permutation) {
  auto inferred = inferTransposeShape(operandDims, permutation);
  if (auto *error = std::get_if<TransposeError>(&inferred))
    return *error;
  const DimVector &shape = std::get<DimVector>(inferred);
  if (resultDims.size() != shape.size()) {
    TransposeError error{TransposeError::Kind::ResultRankMismatch};
    error.got = static_cast<int64_t>(resultDims.size());
    error.expected = static_cast<int64_t>(shape.size());
    return error;
  }
  for (size_t i = 0; i < shape.size(); ++i) {
    if (resultDims[i] == shape[i])
      continue;
    TransposeError error{TransposeError::Kind::ResultSizeMismatch};
    error.position = static_cast<int64_t>(i);
    error.value = permutation[i];
    error.got = resultDims[i];
    error.expected = shape[i];
    return error;
  }
  return std::nullopt;
}

DimVector invertPermutation(llvm::ArrayRef<int64_t> permutation) {
  DimVector inverse(permutation.size());
  for (size_t i = 0; i < permutation.size(); ++i)
    inverse[permutation[i]] = static_cast<int64_t>(i);
  return inverse;
}

DimVector composePermutations(llvm::ArrayRef<int64_t> inner,
                              llvm::ArrayRef<int64_t> outer) {
  DimVector composed;
  composed.reserve(outer.size());
  for (int64_t d : outer)
    composed.push_back(inner[d]);
  return composed;
}

bool isIdentityPermutation(llvm::ArrayRef<int64_t> permutation) {
  for (size_t i = 0; i < permutation.size(); ++i)
    if (permutation[i] != static_cast<int64_t>(i))
      return false;
  return true;
}

Layout transposeLayout(LayoutRef operandLayout,
                       llvm::ArrayRef<int64_t> permutation) {
  DimVector inverse = invertPermutation(permutation);
  Layout layout;
  layout.minorToMajor.reserve(operandLayout.minorToMajor.size());
  for (int64_t d : operandLayout.minorToMajor)
    layout.minorToMajor.push_back(inverse[d]);
  if (operandLayout.isPadded()) {
    layout.paddedDimensions =
        composePermutations(operandLayout.paddedDimensions, permutation);
    layout.paddingValue = operandLayout.paddingValue;
  }
  return layout;
}

bool transposeIsBitcast(LayoutRef operandLayout, LayoutRef resultLayout,
                        llvm::ArrayRef<int64_t> permutation) {
  Layout permuted = transposeLayout(operandLayout, permutation);
  if (llvm::ArrayRef<int64_t>(permuted.minorToMajor) !=
          resultLayout.minorToMajor ||
      llvm::ArrayRef<int64_t>(permuted.paddedDimensions) !=
          resultLayout.paddedDimensions)
    return false;
  return !permuted.isPadded() ||
         permuted.effectivePaddingValue() ==
             resultLayout.paddingValue.value_or(PaddingValue::zero);
}

} // namespace mlir::shapes::transpose_util
