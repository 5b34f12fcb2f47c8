//===- Broadcast.h - XLA broadcasting rules ---------------------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The broadcasting rules of XLA (spec: broadcasting.es.md, restated in
// docs/Semantics.md (Operations)), as plain C++ with no dependence on MLIR IR:
//
//  - `inferBinaryBroadcast`: the result shape of a binary elementwise op,
//    with implicit scalar broadcasting, explicit `broadcast_dimensions` and
//    degenerate (size-1) broadcasting, and their composition;
//  - `verifyBroadcastInDim`: the rules of `broadcast_in_dim`.
//
// Both return, on success, an `OperandMap` per operand that says which
// result dimension each operand dimension reads and whether it is read at
// the constant index 0 (a degenerate dimension). Verifiers, folders,
// lowerings and the reference evaluator all go through these maps.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_SEMANTICS_BROADCAST_H
#define SHAPES_SEMANTICS_BROADCAST_H

#include "shapes/Semantics/Layout.h"

#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <string>
#include <variant>

namespace mlir::shapes {

/// How one operand is read when computing a result element: operand
/// dimension `k` takes index 0 if `degenerate[k]`, else result index
/// `resultDims[k]`.
struct OperandMap {
  DimVector resultDims;
  std::vector<bool> degenerate;

  /// The operand multi-index read for `resultIndex`.
  DimVector operandIndex(const DimVector &resultIndex) const;
};

/// A violated broadcasting rule, with the dimensions and sizes involved.
struct BroadcastError {
  enum class Kind {
    /// Equal non-zero ranks with non-identity broadcast_dimensions.
    NonIdentityDimsForEqualRanks,
    /// Different non-zero ranks and no broadcast_dimensions.
    MissingBroadcastDimensions,
    /// broadcast_dimensions size differs from the lower-rank operand's rank.
    DimsSizeMismatch,
    /// broadcast_dimensions[`index`] = `value` is not in [0, `rank`).
    DimOutOfRange,
    /// broadcast_dimensions[`index`] = `value` does not exceed the previous
    /// entry `previous`.
    DimsNotIncreasing,
    /// `lhsDim` (size `lhsSize`) and `rhsDim` (size `rhsSize`) are neither
    /// equal nor 1. For broadcast_in_dim, lhs is the operand, rhs the result.
    IncompatibleDims,
  };

  Kind kind;
  /// Name of the attribute involved ("broadcast_dimensions" or "dims").
  std::string attrName = "broadcast_dimensions";
  int64_t index = 0;
  int64_t value = 0;
  int64_t previous = 0;
  int64_t rank = 0;
  int64_t got = 0;
  int64_t expected = 0;
  int64_t lhsDim = 0, lhsSize = 0;
  int64_t rhsDim = 0, rhsSize = 0;
  /// For IncompatibleDims: which operand was mapped through
  /// broadcast_dimensions (0 none, 1 lhs, 2 rhs).
  int mappedOperand = 0;
  /// For broadcast_in_dim errors.
  bool isBroadcastInDim = false;
  /// For NonIdentityDimsForEqualRanks: the list given.
  DimVector dims;

  std::string message() const;
};

/// Where the run-time size of a dynamic result dimension comes from: a
/// dimension of one operand (0 is lhs, 1 is rhs).
struct SizeSource {
  int operand = 0;
  int64_t dim = 0;
};

/// A size that must hold at run time: operand dimension `operandDim` equals
/// result dimension `resultDim`.
struct SizeCheck {
  int64_t operandDim = 0;
  int64_t resultDim = 0;

  bool operator==(const SizeCheck &other) const {
    return operandDim == other.operandDim && resultDim == other.resultDim;
  }
};

/// A successful broadcast: the result sizes and how each operand is read.
struct BroadcastResult {
  DimVector shape;
  OperandMap lhs;
  OperandMap rhs;
  /// One entry per result dimension: for a dynamic one, the operand
  /// dimension that gives its size at run time (the lhs one when both are
  /// dynamic); nullopt for a static one.
  std::vector<std::optional<SizeSource>> sizeSources;
};

/// Infers the result of a binary elementwise op with XLA broadcasting.
/// `broadcastDimensions` is nullopt when the attribute is absent. Sizes are
/// non-negative or `kDynamicSize`.
///
///  1. A rank-0 operand broadcasts to the other without broadcast_dimensions.
///  2. Different non-zero ranks need broadcast_dimensions: one strictly
///     increasing entry per dimension of the lower-rank operand, each a
///     dimension of the higher-rank one; the lower-rank operand is seen as
///     having size 1 in every dimension not named.
///  3. Then dimension by dimension: equal sizes, or one of them 1 and the
///     result takes the other size (1 against 0 gives 0).
///  4. Equal ranks take no broadcast_dimensions, or the identity.
///  5. A dynamic size is never degenerate: only a static 1 broadcasts. A
///     dynamic size against a static one gives the static one, two dynamic
///     sizes give a dynamic one, and the sizes must agree at run time
///     (`runtimeSizeChecks`).
std::variant<BroadcastResult, BroadcastError> inferBinaryBroadcast(
    llvm::ArrayRef<int64_t> lhs, llvm::ArrayRef<int64_t> rhs,
    std::optional<llvm::ArrayRef<int64_t>> broadcastDimensions);

/// The result sizes alone: the rules of inferBinaryBroadcast, with its
/// error, or its `shape` written into `shape`, without the operand maps and
/// without allocating (for the op verifiers).
std::optional<BroadcastError> inferBinaryBroadcastShape(
    llvm::ArrayRef<int64_t> lhs, llvm::ArrayRef<int64_t> rhs,
    std::optional<llvm::ArrayRef<int64_t>> broadcastDimensions,
    llvm::SmallVectorImpl<int64_t> &shape);

/// Checks `broadcast_in_dim` from `operand` to `result` with `dims`: one
/// entry per operand dimension, each in [0, rank(result)), strictly
/// increasing, and operand size 1 or equal to the result size it maps to.
/// Returns the operand's read map. A dynamic operand or result size is
/// accepted where its partner is not a static size other than 1 or equal,
/// and is checked at run time (`runtimeSizeChecks`).
std::variant<OperandMap, BroadcastError>
verifyBroadcastInDim(llvm::ArrayRef<int64_t> operand,
                     llvm::ArrayRef<int64_t> result,
                     llvm::ArrayRef<int64_t> dims);

/// The checks that reading an operand of sizes `operand` through `map` into
/// a result of sizes `result` needs at run time: every non-degenerate
/// operand dimension whose size, or whose result dimension's size, is
/// dynamic must equal that result size. A dimension named by `source` gives
/// the result its size and is not checked against itself.
std::vector<SizeCheck>
runtimeSizeChecks(const DimVector &operand, const OperandMap &map,
                  const DimVector &result,
                  const std::vector<std::optional<SizeSource>> &sources = {},
                  int operandNumber = 0);

/// Composes broadcast_in_dim(broadcast_in_dim(x, inner), outer): the dims
/// of the single equivalent broadcast.
DimVector composeBroadcastDims(const DimVector &inner, const DimVector &outer);

} // namespace mlir::shapes

#endif // SHAPES_SEMANTICS_BROADCAST_H
