//===- LinearIndex.h - indices as linear combinations -----------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// An index of a loop body read as a linear combination of induction
// variables (of an scf.parallel and of the scf.for loops in it) plus a
// constant: through constants, arith.addi, subi, muli by a constant and
// affine.apply of sums and products by constants. The row passes
// (-shapes-fuse-row-loops, -shapes-prefetch-next-row) read the flat indices
// of the vector nests with it.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_TRANSFORMS_LINEARINDEX_H
#define SHAPES_DIALECT_SHAPES_TRANSFORMS_LINEARINDEX_H

#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"

#include <cstdint>
#include <optional>

namespace mlir {
namespace shapes {

/// An index of a loop body as a linear combination of induction variables
/// (of the scf.parallel and of scf.for loops in it) plus a constant.
struct LinearIndex {
  llvm::SmallDenseMap<Value, int64_t, 4> coefficients;
  int64_t constant = 0;
};

/// `a + factor * b`, or none when either is none or on overflow.
std::optional<LinearIndex> combine(std::optional<LinearIndex> a,
                                   std::optional<LinearIndex> b,
                                   int64_t factor);

/// `value` as a LinearIndex, or none when it is not one through the ops of
/// the file's comment (or overflows).
std::optional<LinearIndex> linearIndexOf(Value value);

} // namespace shapes
} // namespace mlir

#endif // SHAPES_DIALECT_SHAPES_TRANSFORMS_LINEARINDEX_H
