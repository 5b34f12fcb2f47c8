//===- BodyCloner.h - a scalar body cloned on vectors -----------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The one way the vector code generators compute a linalg op's scalar body
// on vectors: each op of the body cloned with vector result types, with
// what cloning alone would get wrong handled on the way (constants, values
// from outside the body, integer divisions, fused multiply-adds). The
// elementwise and reduction nests of -shapes-vectorize and the
// micro-kernel of -shapes-pack-contractions all call it.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_TRANSFORMS_CODEGEN_BODYCLONER_H
#define SHAPES_DIALECT_SHAPES_TRANSFORMS_CODEGEN_BODYCLONER_H

#include "mlir/IR/Builders.h"

namespace mlir {
namespace shapes {
namespace codegen {

/// For an op of a body, the multiplication (an arith.mulf of the body that
/// only it reads) that it adds to its other operand, when the two are to
/// become one vector.fma; null for every other op.
using FusedProductFn = function_ref<Operation *(Operation &op)>;

/// Clones the ops of `body` (the block of a linalg op, whose terminator
/// yields one value) at the insertion point of `b`, on `args` for its
/// block arguments in order (trailing arguments that the body does not
/// read may be left out), and returns the value it yields. With `lanes` 0
/// the args are scalars and the ops are cloned as they are. Otherwise the
/// args are vectors of `lanes` elements (or their scalars broadcast), and:
///  - a constant becomes a constant splat;
///  - a value from outside the body is broadcast (vector.broadcast);
///  - a signed division or remainder of at most 32-bit integers goes
///    through floating point (dividesThroughFloat);
///  - an op for which `fusedProduct` names a product becomes one
///    vector.fma of the product's operands and its other operand, rounded
///    once, and the product is not cloned;
///  - a yielded value from outside the body is broadcast.
Value cloneBody(OpBuilder &b, Location loc, Block &body, ValueRange args,
                int64_t lanes, FusedProductFn fusedProduct = nullptr);

/// Whether cloneBody computes `op` on vectors through floating point: a
/// signed integer division or remainder of at most 32 bits. x86 has no
/// vector integer division, and LLVM would divide lane by lane; through
/// floating point the quotient is exact (see BodyCloner.cpp) and no lane
/// traps.
bool dividesThroughFloat(Operation &op);

} // namespace codegen
} // namespace shapes
} // namespace mlir

#endif // SHAPES_DIALECT_SHAPES_TRANSFORMS_CODEGEN_BODYCLONER_H
