//===- IndexMath.h - index arithmetic of the code generators ----*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The index arithmetic that the vector code generators (-shapes-vectorize,
// -shapes-pack-contractions) build their loops with. A size, stride or
// offset is an OpFoldResult: an index attribute when it is known at
// compile time, else a value; the helpers fold the known ones, so that a
// static nest gets constants and a dynamic one the arith ops, from one
// path.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_TRANSFORMS_CODEGEN_INDEXMATH_H
#define SHAPES_DIALECT_SHAPES_TRANSFORMS_CODEGEN_INDEXMATH_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpDefinition.h"

namespace mlir {
namespace shapes {
namespace codegen {

/// The index constant `value`.
Value indexConstant(OpBuilder &b, Location loc, int64_t value);

/// `value` when it is known at compile time, else kUnknown
/// (VectorizationPlan.h).
int64_t knownValue(OpFoldResult value);

/// `value` as an index value: its constant when it is known.
Value valueOf(OpBuilder &b, Location loc, OpFoldResult value);

/// The known sizes of `values`, kUnknown for the others.
SmallVector<int64_t> knownValues(ArrayRef<OpFoldResult> values);

/// offset + sum_l ivs[l] * strides[l], over the loops in `ivs`: one
/// affine.apply (affine::makeComposedFoldedAffineApply), or a constant,
/// when the offset and strides are known; else arith ops.
Value linearIndex(OpBuilder &b, Location loc, OpFoldResult offset,
                  ArrayRef<OpFoldResult> strides, ValueRange ivs);

/// a + c * scale, as arith ops. Not an affine.apply: composed into the
/// applies of the values it adds, the transposing nest's tile indices
/// lowered to other machine code for the multi-threaded kernels, where
/// linearIndex's applies lower to the same code as arith ops.
Value addIndex(OpBuilder &b, Location loc, Value a, Value c,
               OpFoldResult scale);

/// k * scale: a constant when `scale` is known.
Value scaledIndex(OpBuilder &b, Location loc, int64_t k, OpFoldResult scale);

/// a + b, folded when both are known.
OpFoldResult addFolded(OpBuilder &b, Location loc, OpFoldResult lhs,
                       OpFoldResult rhs);
/// a * b, folded when both are known.
OpFoldResult mulFolded(OpBuilder &b, Location loc, OpFoldResult lhs,
                       OpFoldResult rhs);

/// ceil(x / d) of a non-negative index, as (x + d - 1) / d.
Value ceilDiv(OpBuilder &b, Location loc, Value x, int64_t d);

} // namespace codegen
} // namespace shapes
} // namespace mlir

#endif // SHAPES_DIALECT_SHAPES_TRANSFORMS_CODEGEN_INDEXMATH_H
