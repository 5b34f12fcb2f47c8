//===- VectorElements.h - which element types make vector lanes -*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The one policy of the vector code generators on element types: whether
// an element type can be the lanes of a vector, asked by each generator
// with what the lanes are for (LaneUse). The rules differ by use; they are
// all here, so that a generator that learns a new type learns it here.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_TRANSFORMS_CODEGEN_VECTORELEMENTS_H
#define SHAPES_DIALECT_SHAPES_TRANSFORMS_CODEGEN_VECTORELEMENTS_H

#include "mlir/IR/Types.h"

#include <cstdint>

namespace mlir {
namespace shapes {
namespace codegen {

/// What the lanes of a vector of an element type are for.
enum class LaneUse {
  /// Elements loaded from and stored to a strided buffer, and computed on
  /// by a cloned body: the elementwise, copy and transposing nests of
  /// -shapes-vectorize, and the inputs of its reductions.
  Elementwise,
  /// The accumulators of a vectorized reduction (the combiner's type).
  ReductionAccumulator,
  /// The rows of a tile transposed in registers (transposeTile); the
  /// target decides which sizes it has shuffles for
  /// (VectorTarget::canTransposeTiles).
  TransposedTile,
  /// The operands, result and body values of a packed contraction.
  ContractionOperand,
};

/// What an element type is, as the policy sees it without IR.
enum class ElementClass { Float, Integer, Other };

/// Whether elements of class `element`, `bits` wide, can be the lanes of a
/// vector for `use` (the rules below; for plans that hold no types).
bool isVectorLaneElement(ElementClass element, int64_t bits, LaneUse use);

/// Whether elements of `type` can be the lanes of a vector for `use`.
/// Never index (its width is the target's) nor i1 (not whole bytes):
///  - Elementwise: integers and floats of whole bytes, at most 64 bits.
///  - ReductionAccumulator: f32, f64, and integers of whole bytes, at most
///    64 bits (f16 and bf16 reductions stay scalar loops).
///  - TransposedTile: integers and floats of whole bytes.
///  - ContractionOperand: integers of whole bytes, and every float.
bool isVectorLaneType(Type type, LaneUse use);

/// The size in bytes of `type`, an integer or float of whole bytes.
int64_t elementBytes(Type type);

} // namespace codegen
} // namespace shapes
} // namespace mlir

#endif // SHAPES_DIALECT_SHAPES_TRANSFORMS_CODEGEN_VECTORELEMENTS_H
