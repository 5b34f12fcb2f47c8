//===- Elementwise.h - XLA scalar semantics of the binary ops ---*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The scalar semantics of shapes' binary ops and compare, in plain C++: the
// reference the differential tests compare generated code against.
//
//  - Integers are `width`-bit two's complement values, held sign-extended in
//    int64_t. add/sub/mul wrap. div/rem follow XLA and never trap:
//    x / 0 = -1, x % 0 = x, INT_MIN / -1 = INT_MIN, INT_MIN % -1 = 0.
//    max/min and compare are signed, except that i1 compares unsigned
//    (false < true).
//  - Floats are IEEE: rem is fmod (sign of the dividend); max/min propagate
//    NaN and order -0.0 < +0.0; compare is ordered except `ne`.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_SEMANTICS_ELEMENTWISE_H
#define SHAPES_SEMANTICS_ELEMENTWISE_H

#include "shapes/Semantics/Enums.h"

#include <cstdint>
#include <optional>
#include <string>

namespace mlir::shapes {

/// True for and/or/xor, which take integers only.
bool isLogical(BinaryOpKind kind);

/// Sign-extends the low `width` bits of `bits`.
int64_t signExtend(uint64_t bits, unsigned width);

/// `kind` on `width`-bit integers held sign-extended; result sign-extended.
int64_t evaluateInteger(BinaryOpKind kind, int64_t lhs, int64_t rhs,
                        unsigned width);

/// Compares `width`-bit integers: signed, or unsigned when width is 1.
bool compareInteger(ComparisonDirection direction, int64_t lhs, int64_t rhs,
                    unsigned width);

/// `kind` on IEEE floats (`float` or `double`). Not defined for and/or/xor.
template <typename F> F evaluateFloat(BinaryOpKind kind, F lhs, F rhs);

/// IEEE comparison: ordered for eq/lt/le/gt/ge, unordered for ne.
template <typename F>
bool compareFloat(ComparisonDirection direction, F lhs, F rhs);

} // namespace mlir::shapes

#endif // SHAPES_SEMANTICS_ELEMENTWISE_H
