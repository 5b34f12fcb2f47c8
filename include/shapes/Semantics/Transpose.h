//===- Transpose.h - XLA transpose rules ------------------------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The rules of XLA's `transpose` with layouts, as plain C++ with no
// dependence on MLIR IR: result dimension `i` is operand dimension
// `permutation[i]`, and the transpose moves no data when the result layout
// is the operand layout permuted along (XLA's
// `ShapeUtil::TransposeIsBitcast`). The verifier, the folders and the
// lowering of `shapes.transpose` call these functions.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_SEMANTICS_TRANSPOSE_H
#define SHAPES_SEMANTICS_TRANSPOSE_H

#include "shapes/Semantics/Layout.h"

#include "llvm/ADT/ArrayRef.h"

#include <optional>
#include <string>
#include <variant>

namespace mlir::shapes {

/// A violated transpose rule, with the values involved. `message()` renders
/// it in the dialect's diagnostic style.
struct TransposeError {
  enum class Kind {
    /// permutation has `got` entries but the operand has rank `expected`.
    PermutationRankMismatch,
    /// permutation[`position`] = `value` is not in [0, `rank`).
    PermutationOutOfRange,
    /// `value` appears at positions `first` and `position`.
    PermutationDuplicate,
    /// the result has rank `got`, the operand `expected`.
    ResultRankMismatch,
    /// result dimension `position` has size `got`, but operand dimension
    /// `value` (permutation[`position`]) has size `expected`.
    ResultSizeMismatch,
  };

  Kind kind;
  int64_t position = 0;
  int64_t value = 0;
  int64_t first = 0;
  int64_t rank = 0;
  int64_t got = 0;
  int64_t expected = 0;

  std::string message() const;
};

namespace transpose_util {

/// Checks that `permutation` is a permutation of 0..rank-1.
std::optional<TransposeError>
verifyPermutation(llvm::ArrayRef<int64_t> permutation, int64_t rank);

/// The result sizes of a transpose: `result[i] = operand[permutation[i]]`
/// (`kDynamicSize` included), or the violated rule.
std::variant<DimVector, TransposeError>
inferTransposeShape(llvm::ArrayRef<int64_t> operandDims,
                    llvm::ArrayRef<int64_t> permutation);

/// Checks a transpose of `operandDims` to `resultDims`: the permutation is
/// valid and every result size equals the operand size it reads (a `?`
/// only equals a `?`).
std::optional<TransposeError>
verifyTranspose(llvm::ArrayRef<int64_t> operandDims,
                llvm::ArrayRef<int64_t> resultDims,
                llvm::ArrayRef<int64_t> permutation);

/// The inverse permutation: `inverse[permutation[i]] = i`.
DimVector invertPermutation(llvm::ArrayRef<int64_t> permutation);

/// The permutation of `transpose(transpose(x, inner), outer)` as one
/// transpose of `x`: `composed[i] = inner[outer[i]]`.
DimVector composePermutations(llvm::ArrayRef<int64_t> inner,
                              llvm::ArrayRef<int64_t> outer);

/// True when `permutation` is 0, 1, ..., N-1.
bool isIdentityPermutation(llvm::ArrayRef<int64_t> permutation);

/// The layout of the transposed array that keeps the operand's bytes:
/// operand dimension `d` becomes result dimension `inverse[d]` in
/// minor_to_major, the padded widths are permuted along
/// (`padded[i] = operand padded[permutation[i]]`), the padding value is
/// kept.
Layout transposeLayout(LayoutRef operandLayout,
                       llvm::ArrayRef<int64_t> permutation);

/// XLA's `TransposeIsBitcast`: the result layout is the operand layout
/// permuted (`transposeLayout`), with an equal padding value when padded.
/// Then the transpose reinterprets the operand's buffer and moves no data.
bool transposeIsBitcast(LayoutRef operandLayout, LayoutRef resultLayout,
                        llvm::ArrayRef<int64_t> permutation);

} // namespace transpose_util
} // namespace mlir::shapes

#endif // SHAPES_SEMANTICS_TRANSPOSE_H
