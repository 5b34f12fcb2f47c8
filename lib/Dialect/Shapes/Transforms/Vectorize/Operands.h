//===- Operands.h - operands and bodies of vectorized linalg ops -*- C++
//-*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// What the patterns of -shapes-vectorize share about the linalg ops they
// rewrite: how an operand is addressed by the loops (its strides through
// an indexing map, its flat view), and which bodies can be cloned with
// vector types (by the code generators' body cloner, CodeGen/BodyCloner.h).
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_LIB_DIALECT_SHAPES_TRANSFORMS_VECTORIZE_OPERANDS_H
#define SHAPES_LIB_DIALECT_SHAPES_TRANSFORMS_VECTORIZE_OPERANDS_H

#include "Nest.h"
#include "shapes/Dialect/Shapes/Transforms/CodeGen/BodyCloner.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir {
namespace shapes {
namespace vectorize {

/// The strides per loop of `buffer`, read or written through the indexing
/// map `map` (kUnknown where a stride is known only at run time); failure
/// unless `map` is a projected permutation (with zeros for size-1
/// dimensions).
FailureOr<SmallVector<int64_t>> stridesThrough(Type buffer, AffineMap map);

/// The access of `buffer` through `map` (stridesThrough must succeed),
/// whose flat view covers the elements below `sizes` (default: the
/// type's). Known figures are attributes; a buffer with sizes, strides or
/// offset known only at run time gets a flat view of dynamic size.
Access accessThrough(OpBuilder &b, Location loc, Value buffer, AffineMap map,
                     ArrayRef<int64_t> sizes = {});

/// Whether the operations of the body of `op` can be cloned with vector
/// types (elementwise-mappable, of integer or float results).
bool hasElementwiseMappableOps(linalg::GenericOp op);

/// Whether the body of `op` can be cloned with vector types and does not
/// read the destination's old value.
bool hasVectorizableBody(linalg::GenericOp op);

/// Whether the body of `op`, cloned with vector types, may trap on some
/// lane values: integer divisions that are not done through floating
/// point (dividesThroughFloat). XLA's divisions select safe divisors
/// first; a hand-written body may not.
bool mayTrap(linalg::GenericOp op);

} // namespace vectorize
} // namespace shapes
} // namespace mlir

#endif // SHAPES_LIB_DIALECT_SHAPES_TRANSFORMS_VECTORIZE_OPERANDS_H
