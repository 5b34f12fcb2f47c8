//===- LayoutCostModel.h - bytes a layout choice costs ----------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The cost model of -shapes-assign-layouts: the bytes that the copies of
// -shapes-to-llvm move, as a function of the layouts of shapes ops on
// tensors. A view costs nothing (a transpose into its operand's layout
// permuted, TransposeOp::getBitcastType; a relayout between layouts of
// one buffer, isSameBuffer), nor does a copy that -shapes-fuse-elementwise
// absorbs (asked through shouldFuse, Fusion.h); a copy that remains costs the
// physical bytes of its destination twice, padding included
// (docs/LayoutAssignment.md).
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_TRANSFORMS_LAYOUTCOSTMODEL_H
#define SHAPES_DIALECT_SHAPES_TRANSFORMS_LAYOUTCOSTMODEL_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"

#include <optional>
#include <string>

namespace mlir {
namespace shapes {

/// The most candidate layouts -shapes-assign-layouts gives a value.
inline constexpr unsigned kMaxLayoutCandidates = 8;

/// Whether a value of type `from` is one of type `to` without a copy: the
/// layouts arrange memory alike and the lowering joins the two buffers by
/// a cast (castMovesData, LayoutBufferization.h). A relayout between the
/// two folds to a view, and the solver counts them as one candidate.
bool isSameBuffer(RankedTensorType from, RankedTensorType to);

/// Whether a buffer of `type` has a size known at compile time: its sizes
/// are static, or each `?` size has a padded bound in its `#shapes.layout`
/// (XLA's bounded `<=` sizes).
bool hasBoundedBytes(RankedTensorType type);

/// `type` with its dimensions in the order `minorToMajor`. A type with a
/// `?` size keeps its padded bounds and padding value; a static one loses
/// them, and has no encoding in the default order.
RankedTensorType withMinorToMajor(RankedTensorType type,
                                  ArrayRef<int64_t> minorToMajor);

/// Whether -shapes-assign-layouts may choose the layout of `value`, of rank
/// 2 or more, with bounded bytes (hasBoundedBytes), whose op is not pinned by
/// `shapes.pin_layout`: the result of a shapes op that writes any layout
/// (elementwise ops, `compare`, `broadcast_in_dim`, `transpose`,
/// `relayout`), or of a linalg op on tensors or a `tensor.insert_slice`
/// (a pad) whose init is its own `tensor.empty`, directly or through its
/// own `linalg.fill` (layoutInitChain).
bool isLayoutVariable(Value value);

/// The values whose type is the layout of `value`, the result of a linalg
/// op on tensors with one init or of a `tensor.insert_slice` (its
/// destination): the init, a `linalg.fill`'s result whose init is a
/// `tensor.empty`, or a `tensor.empty`, each read only by the next. Empty
/// when the init is anything else: the layout is then not the op's to
/// choose.
SmallVector<Value> layoutInitChain(Value value);

/// Whether the owner of `use` reads the operand in any layout: a shapes
/// op, an input (not an init) of a linalg structured op on tensors, whose
/// body sees elements, not layouts, or the source of a
/// `tensor.insert_slice` or an input of a `tensor.concat`, copied into its
/// place from any layout.
bool readsAnyLayout(OpOperand &use);

/// The bytes a relayout copy into `type` moves: every element of its
/// physical buffer, padding included, written once and read once.
int64_t relayoutBytes(RankedTensorType type);

/// Whether the owner of `use` becomes a linalg.generic that reads the
/// operand as an input, into which -shapes-fuse-elementwise may fuse a
/// copy: a shapes elementwise op, `compare`, `broadcast_in_dim` or
/// `relayout`, or an input of a linalg `generic`, `map`, `reduce` or `copy`
/// on tensors.
bool readsThroughGeneric(OpOperand &use);

/// Whether a copy whose value `readers` read is absorbed by fusion: every
/// reader becomes a generic (readsThroughGeneric) and shouldFuse, with the
/// facts of a copy producer, fuses it; or its one reader copies it into
/// its place (a `tensor.insert_slice` source, a `tensor.concat` input),
/// where the copy is written instead. A copy nothing reads is dead.
bool isCopyAbsorbedByReaders(ArrayRef<OpOperand *> readers);

/// The readers of `value`, for isCopyAbsorbedByReaders.
SmallVector<OpOperand *> readersOf(Value value);

/// Whether a relayout copy of `source` is absorbed into the producer of
/// `source`, which fusion then computes inside the copy, writing the
/// copy's layout: an elementwise shapes op, broadcast or elementwise linalg
/// op that shouldFuse fuses, given the ops that read `source` other than
/// through `copyReads` (the uses that the copy serves: a relayout's
/// operand, or the readers that an inserted relayout will serve). With
/// other readers, only a body cheap enough to compute again is fused. A
/// producer that lowers to a copy of its operand (a broadcast to the same
/// shape, `max(x, x)`) absorbs nothing: fused, the copy is still a copy.
bool isCopyAbsorbedByProducer(Value source, ArrayRef<OpOperand *> copyReads);

/// Whether `use` is an operand of the return of a public function, whose
/// results -shapes-distinct-results gives buffers of their own.
bool isPublicReturnOperand(OpOperand &use);

/// The readers of `value` that cannot read another layout
/// (readsAnyLayout), in the groups that one relayout each serves when
/// `value` takes a layout other than its type as written: each operand of
/// a public return alone when every such reader is one (each result then
/// has a buffer of its own, and a producer cheap enough to compute again
/// is computed into each: isCopyAbsorbedByProducer), else all in one
/// group.
SmallVector<SmallVector<OpOperand *>> fixedReaderGroups(Value value);

/// How a public function returns a value as it is, for the clones of
/// -shapes-distinct-results: the type a `func.return` reads it in
/// (directly, or through the relayout that alone reads it), how many of
/// the return's operands read it so, and whether it is the function's
/// argument.
struct ReturnedValue {
  std::optional<RankedTensorType> returnedType;
  unsigned count = 0;
  bool isArgument = false;
};

/// The ReturnedValue facts of `value`; through the relayout that alone
/// reads it when `throughRelayout` (a transpose tied to it).
ReturnedValue describeReturned(Value value, bool throughRelayout = true);

/// How many results return the buffer of a value as it is when it takes
/// `type`: `returned.count` when the function returns it in a type of the
/// same buffer (isSameBuffer); none otherwise, when each result reads it
/// through a relayout into a buffer of its own (fixedReaderGroups).
unsigned directReturns(RankedTensorType type, const ReturnedValue &returned);

/// The bytes of the `bufferization.clone`s with which
/// -shapes-distinct-results gives every result of a public function a
/// buffer of its own, for results of `types` (one type per result) that
/// return views of one buffer: every one but the largest when `keepsOne`
/// (the buffer is an allocation of the function, returned once as it
/// is), every one otherwise (an argument's buffer, or results beside the
/// one that keeps it). Each clone moves relayoutBytes of its result.
int64_t distinctResultsCloneBytes(ArrayRef<RankedTensorType> types,
                                  bool keepsOne);

/// The cost of a relayout from `from` to `to` (same shape): nothing
/// between types of one buffer (isSameBuffer) or when `absorbed`, else
/// relayoutBytes(to). Between equivalent layouts of other strides (a
/// size-1 dimension ordered differently), the lowering's tensor.cast is
/// copied after fusion, so it is never absorbed.
int64_t relayoutCost(RankedTensorType from, RankedTensorType to, bool absorbed);

/// The cost of a transpose by `permutation` from `from` to `to`: that of
/// a relayout from its view (TransposeOp::getBitcastType) to `to`, the
/// lowering's view and relayout.
int64_t transposeCost(RankedTensorType from, RankedTensorType to,
                      ArrayRef<int64_t> permutation, bool absorbed);

/// The cost of `type` as the layout of `operand`, an input or the init of
/// a linalg op that -shapes-pack-contractions packs (getContractionShape,
/// ContractionMatch.h), when the packed kernel does not read or write it
/// in the order it prefers (isPreferredMinorLoop, ContractionPlan.h):
/// one byte less than relayoutBytes(type): its gather or tile buffer costs
/// about a relayout copy (benchmarks/operand_layouts.py), and on a tie the
/// kernel's own path, which allocates no buffer, wins. Nothing for every
/// other operand, and for an operand with at most one dimension of a size
/// other than 1.
int64_t operandLayoutCost(OpOperand &operand, RankedTensorType type);

/// The layout of `type` that the packed kernel prefers for `operand`
/// (operandLayoutCost 0): the default layout with the preferred dimension
/// minor, the others in default order; none when `operand` prefers none.
std::optional<RankedTensorType> preferredOperandType(OpOperand &operand,
                                                     RankedTensorType type);

/// Whether operandLayoutCost may price some layout of `operand` above 0.
bool hasLayoutPreference(OpOperand &operand);

/// Why a copy that `readers` read is not absorbed, for the remarks of
/// `report=true`: the readers that do not fuse it.
std::string describeUnabsorbedReaders(ArrayRef<OpOperand *> readers);

} // namespace shapes
} // namespace mlir

#endif // SHAPES_DIALECT_SHAPES_TRANSFORMS_LAYOUTCOSTMODEL_H
