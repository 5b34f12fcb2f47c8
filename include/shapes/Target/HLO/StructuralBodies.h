//===- StructuralBodies.h - the generic ops of HLO opcodes ------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The indexing maps, iterator types and bodies of the `linalg.generic` ops
// that the importer builds for `iota`, `reverse` and `dot`: one source for
// both directions. The importer builds an instruction's op with them; the
// exporter names the instruction behind a `linalg.generic` by comparing its
// maps and iterator types with these and its body with one built into a
// scratch region (OperationEquivalence).
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_TARGET_HLO_STRUCTURALBODIES_H
#define SHAPES_TARGET_HLO_STRUCTURALBODIES_H

#include "shapes/Semantics/XlaShape.h"

#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/Builders.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir::shapes::hlo {

//===----------------------------------------------------------------------===//
// iota, reverse
//===----------------------------------------------------------------------===//

/// The body of an `iota` along loop `dim` of elements `kind`: the index,
/// widened to i64, then converted to the element type of `args[0]` (the
/// output) and yielded.
void buildIotaBody(OpBuilder &b, Location loc, ValueRange args, int64_t dim,
                   xla::PrimitiveType kind);

/// The input map of a `reverse` of `shape`: dimension d reads
/// `shape[d] - 1 - d` when `reversed[d]` and the dimension is not empty,
/// `d` otherwise.
AffineMap getReverseInputMap(MLIRContext *context, ArrayRef<int64_t> shape,
                             ArrayRef<bool> reversed);

/// The body of a `reverse`: the input element, yielded.
void buildReverseBody(OpBuilder &b, Location loc, ValueRange args);

//===----------------------------------------------------------------------===//
// dot
//===----------------------------------------------------------------------===//

/// The dimensions of a `dot`: the batch and contracting dimensions of each
/// operand as its attributes give them, then the rest (free), and the role
/// of every operand dimension: its batch index, -2 - its contracting index,
/// or -1 when it is free.
struct DotDimensions {
  SmallVector<int64_t> lhsBatch, rhsBatch, lhsContracting, rhsContracting;
  SmallVector<int64_t> lhsFree, rhsFree, lhsRole, rhsRole;
};

/// Which dimension list of a `dot` operand is invalid.
enum class DotOperandError { None, Batch, Contracting };

/// Fills `role` and `freeDims` of an operand of rank `rank` from its batch
/// and contracting dimensions, or names the list with a dimension out of
/// range or repeated.
DotOperandError classifyDotOperand(int64_t rank, ArrayRef<int64_t> batch,
                                   ArrayRef<int64_t> contracting,
                                   SmallVectorImpl<int64_t> &freeDims,
                                   SmallVectorImpl<int64_t> &role);

/// True when a `dot` of `operand` elements may accumulate in `result`: the
/// same family (float or integer), no narrower, not between f16 and bf16.
bool isDotAccumulation(xla::PrimitiveType operand, xla::PrimitiveType result);

/// The indexing maps of the lhs, rhs and result of a `dot` over the
/// iteration space [batch..., lhs free..., rhs free..., contracting...].
SmallVector<AffineMap> getDotIndexingMaps(MLIRContext *context,
                                          const DotDimensions &dims);

/// Parallel loops for the result dimensions, then reduction loops for the
/// contracting dimensions.
SmallVector<utils::IteratorType> getDotIteratorTypes(const DotDimensions &dims);

/// The body of a `dot` on `args` = (lhs, rhs, accumulator): both operands
/// widened to the result type, multiplied and added to the accumulator
/// (`or` of `and` for pred), yielded.
void buildDotBody(OpBuilder &b, Location loc, ValueRange args,
                  xla::PrimitiveType lhs, xla::PrimitiveType rhs,
                  xla::PrimitiveType result);

} // namespace mlir::shapes::hlo

#endif // SHAPES_TARGET_HLO_STRUCTURALBODIES_H
