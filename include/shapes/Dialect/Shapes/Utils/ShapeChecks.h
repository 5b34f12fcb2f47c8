//===- ShapeChecks.h - run-time size checks of dynamic shapes ---*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The run-time checks that dynamic shapes need: a `?` operand dimension must
// equal the result size it is read at (the semantics library's
// runtimeSizeChecks), and a bounded dynamic dimension of a padded layout
// must not exceed its width (layout_util::sizeBounds). A failed check prints
// one line to stderr that names the op, its location, the dimensions and
// both sizes, and aborts:
//
//   shapes: 'shapes.add' at t.mlir:3:8: lhs dimension 0 has size 5, but
//   rhs dimension 0 has size 3
//
// The checks are plain `scf.if` blocks that call libc's `fflush` (so that
// what the program printed before is not lost), `dprintf` and `abort`
// through the LLVM dialect: the lowered program needs no runtime library.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_UTILS_SHAPECHECKS_H
#define SHAPES_DIALECT_SHAPES_UTILS_SHAPECHECKS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "shapes/Semantics/Broadcast.h"

namespace mlir {
namespace shapes {

/// How a program ends after a failed check: abort() for the checks of
/// sizes, which are bugs of the caller, exit(1) for the checks that a test
/// program asks for.
enum class FailureExit { Abort, Exit };

/// Emits, at the builder's position, `if (failed) { fflush(NULL);
/// dprintf(2, format, args...); abort() or exit(1) }`. `args` are i64 or
/// f64 values, or index values, printed as i64. The format string is an
/// internal global of `module` named after its hash, shared by equal
/// messages.
void emitFailureBranch(OpBuilder &builder, Location loc, ModuleOp module,
                       Value failed, StringRef format, ValueRange args,
                       FailureExit exit);

/// `text` with every '%' doubled, for a printf format.
std::string escapeFormat(StringRef text);

/// Emits, at the builder's position, a check that `actual == expected`
/// (index values). On a mismatch the program prints
/// "shapes: '<op>' at <loc>: <actualWhat> has size A, but <expectedWhat>
/// has size B" and aborts. `op` names the check; it must be in a module.
void emitSizeEqualCheck(OpBuilder &builder, Operation *op, Value actual,
                        Value expected, const Twine &actualWhat,
                        const Twine &expectedWhat);

/// Emits a check that fails when `failed` (an i1) holds: the program then
/// prints "shapes: '<op>' at <loc>: " and `message`, whose `%lld`s stand
/// for the index values `args` in order, and aborts. `message` holds no
/// other `%`.
void emitCheck(OpBuilder &builder, Operation *op, Value failed,
               const Twine &message, ValueRange args);

/// Emits a check that `size <= bound`; on failure the program prints
/// "shapes: '<op>' at <loc>: <what> has size A, beyond its padded bound B"
/// and aborts.
void emitSizeBoundCheck(OpBuilder &builder, Operation *op, Value size,
                        int64_t bound, const Twine &what);

/// Emits a check that `size >= 0`; on failure the program prints
/// "shapes: '<op>' at <loc>: <what> has size A, but a size is at least 0"
/// and aborts.
void emitNonNegativeSizeCheck(OpBuilder &builder, Operation *op, Value size,
                              const Twine &what);

/// Checks every size bound of `resultType`'s layout (a bounded dynamic
/// dimension of a padded layout) against `sizes`, the result's dynamic
/// sizes in order.
void emitResultBoundChecks(OpBuilder &builder, Operation *op,
                           RankedTensorType resultType, ValueRange sizes);

/// The checks of reading `operand` (of type `operandType`, named `what`)
/// through `map` into a result whose sizes are `resultSizes` (one index
/// value per dimension); `sources` and `operandNumber` are those of
/// runtimeSizeChecks.
void emitOperandSizeChecks(
    OpBuilder &builder, Operation *op, Value operand, StringRef what,
    const shapes::OperandMap &map, RankedTensorType resultType,
    ArrayRef<Value> resultSizes,
    const std::vector<std::optional<shapes::SizeSource>> &sources = {},
    int operandNumber = 0);

/// Checks that every dimension of `actual` has the size of the same
/// dimension of `expected` (both ranked tensors or memrefs of one rank,
/// their sizes given one index value per dimension), where either is
/// dynamic. The message names "<actualWhat> dimension D" and
/// "<expectedWhat> dimension D".
void emitSameSizesCheck(OpBuilder &builder, Operation *op, ShapedType actual,
                        ArrayRef<Value> actualSizes, ShapedType expected,
                        ArrayRef<Value> expectedSizes, StringRef actualWhat,
                        StringRef expectedWhat);

/// The checks at the boundaries of the functions in `module`: at the entry
/// of every function with a body, each bounded dynamic dimension of an
/// argument (a `?` under a padded layout) is within its padded bound;
/// before every `bufferization.materialize_in_destination`, the
/// destination has the sizes of the value written into it.
void emitBoundaryShapeChecks(ModuleOp module);

/// The checks of the ops in `module` that read several `?` operands in
/// step, placed before each op: in a linalg structured op, every operand
/// dimension that a loop indexes (a plain `dN` in its indexing map) has the
/// size of the first operand dimension that loop indexes, and one indexed
/// by a sum of loops with non-negative coefficients (a convolution's input)
/// holds the largest index they reach; in an elementwise
/// op on ranked tensors (`arith.addf %a, %b : tensor<?xf32>`), every
/// tensor operand has the sizes of the first one; in a tensor.concat, the
/// operands have one size outside the concatenated dimension, and the
/// result's static sizes; a tensor.cast or memref.cast to a static size
/// needs the operand to have it, and one of an unranked operand its rank; the
/// target of a memref.copy has its source's sizes; the `?` sizes of an
/// allocation (memref.alloc, memref.alloca, tensor.empty, tensor.splat,
/// tensor.generate) are at least 0; and the slices, pads and
/// reshapes of emitSliceChecks. Without them, operands of different sizes are
/// read out of bounds.
///
///   shapes: 'linalg.matmul' at t.mlir:4:8: operand 1 dimension 0 has size
///   6, but operand 0 dimension 1 has size 5
void emitOperandAgreementChecks(ModuleOp module);

/// The checks of an op that addresses part of a tensor or buffer, pads it
/// or reshapes it by sizes its types leave `?`, placed before it: a
/// tensor.extract_slice, tensor.insert_slice or memref.subview stays
/// inside the tensor or buffer it reads, writes or views, and an inserted
/// source has the slice's sizes; a tensor.expand_shape or
/// memref.expand_shape splits each dimension into sizes whose product is
/// its size; a tensor.reshape or memref.reshape keeps the element count and
/// the result type's static sizes; a tensor.pad makes
/// the result's static sizes, with widths of at least 0. Returns whether
/// `op` is one of them.
///
///   shapes: 'tensor.extract_slice' at t.mlir:2:8: slice dimension 0 reads
///   indices 0 to 3, but operand dimension 0 has size 2
bool emitSliceChecks(Operation *op);

/// The checks of the element accesses in `module`, placed before each:
/// every index of a tensor.extract, tensor.insert, memref.load or
/// memref.store is in [0, size) of its dimension, but a constant one inside a
/// static size. Without them an index out of range reads or writes out of
/// bounds.
///
///   shapes: 'tensor.extract' at t.mlir:2:8: index 0 is 4, but dimension 0
///   has size 4
void emitElementIndexChecks(ModuleOp module);

/// Rejects a tensor.expand_shape of `module` whose output_shape gives a
/// static dimension of its result another constant size
/// (`'tensor.expand_shape' op output_shape gives dimension 0 size 3, but
/// the result type gives it 2`). Its verifier accepts one; the
/// memref.expand_shape it bufferizes to would not verify. Fails after an
/// error.
LogicalResult checkExpandShapeSizes(ModuleOp module);

/// Checks the sizes of the allocations in `module` (`memref.alloc`,
/// `memref.alloca`, `tensor.empty`, `tensor.splat`, `tensor.generate`) against
/// the padded bounds of their types: a `?` dimension under a padded layout must
/// not exceed its width. A constant size beyond it is an error at the op,
/// naming the size and the bound (the canonicalizer would make the constant
/// part of a type that the layout rejects); with `runtimeChecks`, any other
/// size is checked at run time, like a result size (`'memref.alloc' at
/// t.mlir:4:8: dimension 0 has size 5, beyond its padded bound 4`). Fails after
/// an error.
LogicalResult checkAllocationBounds(ModuleOp module, bool runtimeChecks);

} // namespace shapes
} // namespace mlir

#endif // SHAPES_DIALECT_SHAPES_UTILS_SHAPECHECKS_H
