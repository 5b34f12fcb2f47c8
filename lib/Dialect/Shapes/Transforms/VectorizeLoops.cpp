//===- VectorizeLoops.cpp - vector loops for elementwise ops and copies ---===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Every buffer is seen flat (FlatView), so that one loop nest serves all
// layouts: the loops walk the destination in its physical order, the
// innermost loop along its unit-stride dimension.
//
// * Elementwise (a linalg.generic whose operands are read through
//   projected permutations, or a copy that does not transpose): the
//   innermost loop moves V lanes at a time. An operand that is contiguous
//   along it is read with vector.load, one that does not depend on it is
//   read once and broadcast; the scalar body is cloned with vector types.
//   With non-temporal stores, the rows go as up to 4 interleaved row
//   streams (contiguous groups of rows walked side by side), and a nest
//   left with one stream prefetches its large sources 4 KiB ahead when it
//   streams few arrays.
// * Transposing copy (the source's unit-stride dimension is another one):
//   V x V tiles of the two unit-stride dimensions, in blocks of 8 x 8
//   tiles; V vector loads along the source rows (and V prefetches of the
//   next block's source lines), an in-register transpose of two-input
//   vector.shuffle ops, V vector stores along the destination rows. With
//   streaming stores, a transposed source whose rows all start at the same
//   distance from a line gets its tiles' loads aligned: the rows of tiles
//   start at its first aligned column.
//
// Stores to a destination of at least `streamingStoreThreshold` bytes are
// non-temporal (vector.store {nontemporal = true}) and 64-byte aligned: the
// first elements of each row, up to the first aligned address, are done by
// the scalar loop, as are the last ones (remainders, and every size smaller
// than a vector). The outermost loop is an scf.parallel.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"
#include "shapes/Dialect/Shapes/IR/ShapesDialect.h"
#include "shapes/Dialect/Shapes/Transforms/Vectorization.h"
#include "shapes/Dialect/Shapes/Transforms/VectorizationPlan.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

#include <numeric>

using namespace mlir;
using namespace mlir::shapes;

VectorTarget VectorTarget::fromOptions(const VectorizationOptions &options) {
  VectorTarget target;
  target.vectorBits = options.vectorBits;
  target.streamingThreshold = options.streamingStoreThreshold;
  target.streamFresh = options.streamFresh;
  return target;
}

bool mlir::shapes::isVectorizableBuffer(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  if (!memref || !memref.hasStaticShape())
    return false;
  Type element = memref.getElementType();
  if (!element.isIntOrFloat() || element.getIntOrFloatBitWidth() % 8 != 0 ||
      element.getIntOrFloatBitWidth() > 64)
    return false;
  SmallVector<int64_t> strides;
  int64_t offset;
  return succeeded(memref.getStridesAndOffset(strides, offset)) &&
         !ShapedType::isDynamic(offset) &&
         llvm::none_of(strides, ShapedType::isDynamic);
}

FailureOr<FlatView> mlir::shapes::createFlatView(OpBuilder &builder,
                                                 Location loc, Value buffer,
                                                 ArrayRef<int64_t> sizes) {
  if (!isVectorizableBuffer(buffer.getType()))
    return failure();
  auto type = cast<MemRefType>(buffer.getType());
  FlatView view;
  if (failed(type.getStridesAndOffset(view.strides, view.offset)))
    return failure();
  if (sizes.empty())
    sizes = type.getShape();
  // The elements the view may touch: offset + sum (size - 1) * stride + 1.
  int64_t extent = view.offset + 1;
  for (auto [size, stride] : llvm::zip(sizes, view.strides)) {
    if (size == 0)
      return failure();
    extent += (size - 1) * stride;
  }
  auto metadata =
      memref::ExtractStridedMetadataOp::create(builder, loc, buffer);
  auto flatType =
      MemRefType::get({extent}, type.getElementType(),
                      MemRefLayoutAttrInterface(), type.getMemorySpace());
  view.flat = memref::ReinterpretCastOp::create(
      builder, loc, flatType, metadata.getBaseBuffer(), builder.getIndexAttr(0),
      {builder.getIndexAttr(extent)}, {builder.getIndexAttr(1)});
  return view;
}

namespace {

/// How an operand is addressed by the loops: `strides[l]` elements per step
/// of loop l.
struct Access {
  FlatView view;
  SmallVector<int64_t> strides;
};

/// One loop nest: the loops' trip counts, the destination and the sources,
/// and the computation of one destination element from the sources'.
struct Kernel {
  SmallVector<int64_t> sizes;
  Access dest;
  /// Whether the destination was allocated by this function (its pages are
  /// new: ordinary stores into the zeroed, cached page beat streaming ones).
  bool freshDest = false;
  SmallVector<Access> sources;
  /// Builds the destination value from the source values (scalars, or
  /// vectors of `lanes` elements when lanes > 0).
  std::function<Value(OpBuilder &, Location, ValueRange, int64_t lanes)> body;
  /// Whether the body returns its one source unchanged (a copy).
  bool isCopy = false;
  /// When the nest also writes the destination's padding in its sweep: the
  /// trip count of each loop over the physical buffer (at least `sizes`;
  /// indices from sizes[l] on are padding), and the padding value. Empty
  /// when the nest writes the logical elements only.
  SmallVector<int64_t> physical;
  TypedAttr padding;

  /// The trip count of loop `l` over the elements the nest writes.
  int64_t extent(int64_t l) const {
    return physical.empty() ? sizes[l] : physical[l];
  }
  /// Whether loop `l` runs into the padding.
  bool isPadded(int64_t l) const { return extent(l) > sizes[l]; }
};

Value indexConstant(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantIndexOp::create(b, loc, value);
}

/// offset + sum_l ivs[l] * strides[l], over the loops in `ivs`.
Value linearIndex(OpBuilder &b, Location loc, int64_t offset,
                  ArrayRef<int64_t> strides, ValueRange ivs) {
  Value index = indexConstant(b, loc, offset);
  for (auto [iv, stride] : llvm::zip(ivs, strides)) {
    if (stride == 0)
      continue;
    Value term =
        stride == 1
            ? iv
            : arith::MulIOp::create(b, loc, iv, indexConstant(b, loc, stride));
    index = arith::AddIOp::create(b, loc, index, term);
  }
  return index;
}

Value addIndex(OpBuilder &b, Location loc, Value a, Value c, int64_t scale) {
  if (scale == 0)
    return a;
  Value term = scale == 1 ? c
                          : arith::MulIOp::create(b, loc, c,
                                                  indexConstant(b, loc, scale));
  return arith::AddIOp::create(b, loc, a, term);
}

/// Emits the loops over all but the innermost dimension (the outermost as
/// an scf.parallel), and calls `inner` with their induction variables.
void emitOuterLoops(OpBuilder &b, Location loc, ArrayRef<int64_t> sizes,
                    function_ref<void(OpBuilder &, ValueRange)> inner) {
  OpBuilder::InsertionGuard guard(b);
  SmallVector<Value> ivs;
  Value zero = indexConstant(b, loc, 0), one = indexConstant(b, loc, 1);
  for (auto [l, size] : llvm::enumerate(sizes)) {
    Value upper = indexConstant(b, loc, size);
    if (l == 0) {
      auto loop = scf::ParallelOp::create(b, loc, ValueRange{zero},
                                          ValueRange{upper}, ValueRange{one});
      b.setInsertionPoint(loop.getBody()->getTerminator());
      ivs.push_back(loop.getInductionVars()[0]);
    } else {
      auto loop = scf::ForOp::create(b, loc, zero, upper, one);
      b.setInsertionPoint(loop.getBody()->getTerminator());
      ivs.push_back(loop.getInductionVar());
    }
  }
  inner(b, ivs);
}

/// The number of leading elements of a row starting at element `start` of
/// `flat` to skip before the first 64-byte-aligned one, at most `count`.
Value alignmentHead(OpBuilder &b, Location loc, int64_t lineBytes, Value flat,
                    Value start, int64_t elementBytes, int64_t count) {
  Value base = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, flat);
  Value address = arith::AddIOp::create(
      b, loc, base,
      arith::MulIOp::create(b, loc, start,
                            indexConstant(b, loc, elementBytes)));
  Value line = indexConstant(b, loc, lineBytes);
  // ((line - address % line) % line) / elementBytes
  Value misalignment = arith::RemUIOp::create(b, loc, address, line);
  Value gap = arith::RemUIOp::create(
      b, loc, arith::SubIOp::create(b, loc, line, misalignment), line);
  Value head =
      arith::DivUIOp::create(b, loc, gap, indexConstant(b, loc, elementBytes));
  return arith::MinUIOp::create(b, loc, head, indexConstant(b, loc, count));
}

/// A scalar loop over [lower, upper) of the innermost dimension.
void emitScalarLoop(OpBuilder &b, Location loc, const Kernel &kernel,
                    ArrayRef<Value> rowStarts, Value destStart, Value lower,
                    Value upper) {
  OpBuilder::InsertionGuard guard(b);
  auto loop =
      scf::ForOp::create(b, loc, lower, upper, indexConstant(b, loc, 1));
  b.setInsertionPoint(loop.getBody()->getTerminator());
  Value j = loop.getInductionVar();
  int64_t inner = kernel.sizes.size() - 1;
  SmallVector<Value> values;
  for (auto [source, start] : llvm::zip(kernel.sources, rowStarts)) {
    Value index = addIndex(b, loc, start, j, source.strides[inner]);
    values.push_back(
        memref::LoadOp::create(b, loc, source.view.flat, ValueRange{index}));
  }
  Value result = kernel.body(b, loc, values, /*lanes=*/0);
  Value index = addIndex(b, loc, destStart, j, kernel.dest.strides[inner]);
  memref::StoreOp::create(b, loc, result, kernel.dest.view.flat,
                          ValueRange{index});
}

/// The destination's element type and size in bytes.
Type elementTypeOf(const Access &access) {
  return cast<MemRefType>(access.view.flat.getType()).getElementType();
}
int64_t elementBytes(Type type) { return type.getIntOrFloatBitWidth() / 8; }

/// A vector of `lanes` copies of `value`, as a constant.
Value splatConstant(OpBuilder &b, Location loc, TypedAttr value,
                    int64_t lanes) {
  auto type = VectorType::get({lanes}, value.getType());
  return arith::ConstantOp::create(b, loc, type,
                                   SplatElementsAttr::get(type, value));
}

/// Stores the padding value into elements [lower, upper) of the
/// destination row that starts at element `destStart` (none when upper <=
/// lower): one line-wide vector at a time, then element by element.
void emitPaddingRow(OpBuilder &b, Location loc, const VectorTarget &target,
                    const Kernel &kernel, Value destStart, Value lower,
                    Value upper) {
  OpBuilder::InsertionGuard guard(b);
  int64_t lanes = std::max<int64_t>(
      1, target.lineBytes / elementBytes(kernel.padding.getType()));
  Value flat = kernel.dest.view.flat;
  Value lanesValue = indexConstant(b, loc, lanes);
  Value first = arith::MinUIOp::create(b, loc, lower, upper);
  Value vectorEnd = arith::AddIOp::create(
      b, loc, first,
      arith::MulIOp::create(
          b, loc,
          arith::DivUIOp::create(
              b, loc, arith::SubIOp::create(b, loc, upper, first), lanesValue),
          lanesValue));
  Value splat = splatConstant(b, loc, kernel.padding, lanes);
  Value scalar = arith::ConstantOp::create(b, loc, kernel.padding);
  {
    OpBuilder::InsertionGuard guard(b);
    auto loop = scf::ForOp::create(b, loc, first, vectorEnd, lanesValue);
    b.setInsertionPoint(loop.getBody()->getTerminator());
    Value index =
        arith::AddIOp::create(b, loc, destStart, loop.getInductionVar());
    vector::StoreOp::create(b, loc, splat, flat, ValueRange{index});
  }
  auto loop =
      scf::ForOp::create(b, loc, vectorEnd, upper, indexConstant(b, loc, 1));
  b.setInsertionPoint(loop.getBody()->getTerminator());
  Value index =
      arith::AddIOp::create(b, loc, destStart, loop.getInductionVar());
  memref::StoreOp::create(b, loc, scalar, flat, ValueRange{index});
}

/// Whether the instance `ivs` of the loops `loops` lies in the padding (an
/// index of a padded loop beyond its logical size), as an i1; null when
/// none of the loops is padded.
Value inPadding(OpBuilder &b, Location loc, const Kernel &kernel,
                ArrayRef<int64_t> loops, ValueRange ivs) {
  Value outside;
  for (auto [l, iv] : llvm::zip(loops, ivs)) {
    if (!kernel.isPadded(l))
      continue;
    Value beyond =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, iv,
                              indexConstant(b, loc, kernel.sizes[l]));
    outside = outside
                  ? arith::OrIOp::create(b, loc, outside, beyond).getResult()
                  : beyond;
  }
  return outside;
}

/// Whether `buffer` is (a view of) an allocation of this function.
bool isFreshAllocation(Value buffer) {
  while (Operation *def = buffer.getDefiningOp()) {
    if (isa<memref::AllocOp, memref::AllocaOp>(def))
      return true;
    if (auto view = dyn_cast<ViewLikeOpInterface>(def)) {
      buffer = view.getViewSource();
      continue;
    }
    if (isa<memref::CastOp>(def)) {
      buffer = def->getOperand(0);
      continue;
    }
    return false;
  }
  return false;
}

/// The sizes and strides of `kernel`, for its plan.
KernelShape shapeOf(const Kernel &kernel) {
  auto shapeOfAccess = [](const Access &access) {
    auto flatType = cast<MemRefType>(access.view.flat.getType());
    return AccessShape{access.strides, access.view.offset,
                       flatType.getDimSize(0),
                       elementBytes(flatType.getElementType())};
  };
  KernelShape shape;
  shape.sizes = kernel.sizes;
  shape.physical = kernel.physical;
  shape.dest = shapeOfAccess(kernel.dest);
  for (const Access &source : kernel.sources)
    shape.sources.push_back(shapeOfAccess(source));
  shape.freshDest = kernel.freshDest;
  shape.isCopy = kernel.isCopy;
  return shape;
}

/// The elementwise loop nest: vectors along the innermost loop, along
/// which the destination and every source are contiguous or invariant.
/// With non-temporal stores, the rows are split into rowStreamsFor(...)
/// contiguous groups walked side by side: instance i of the outer loop
/// does row i of every group, their vectors interleaved. Returns whether
/// its stores are non-temporal.
bool emitElementwise(OpBuilder &b, Location loc, const Kernel &kernel,
                     const VectorTarget &target) {
  ElementwisePlan plan = planElementwise(shapeOf(kernel), target);
  Type elementType = elementTypeOf(kernel.dest);
  int64_t bytes = elementBytes(elementType);
  int64_t lanes = plan.lanes;
  int64_t inner = kernel.sizes.size() - 1;
  int64_t count = kernel.sizes[inner];
  bool aligned = plan.aligned;
  auto vectorType = [&](Type element) {
    return VectorType::get({lanes}, element);
  };

  // One row of the destination, in three parts: before its vector loop
  // (the scalar head up to an aligned address, the invariant sources), one
  // vector of it, and after (the scalar tail and the padding).
  struct Row {
    Value destStart;
    SmallVector<Value> rowStarts;
    SmallVector<Value> invariant;
  };
  Value total = indexConstant(b, loc, count);
  auto beginRow = [&](OpBuilder &b, ValueRange ivs, Value destStart,
                      Value head) {
    Row row;
    row.destStart = destStart;
    for (const Access &source : kernel.sources)
      row.rowStarts.push_back(
          linearIndex(b, loc, source.view.offset,
                      ArrayRef<int64_t>(source.strides).drop_back(), ivs));
    if (aligned)
      emitScalarLoop(b, loc, kernel, row.rowStarts, destStart,
                     indexConstant(b, loc, 0), head);
    // Sources invariant along the row are read once and broadcast.
    row.invariant.resize(kernel.sources.size());
    for (auto [k, source] : llvm::enumerate(kernel.sources)) {
      if (source.strides[inner] != 0)
        continue;
      Value scalar = memref::LoadOp::create(b, loc, source.view.flat,
                                            ValueRange{row.rowStarts[k]});
      row.invariant[k] = vector::BroadcastOp::create(
          b, loc, vectorType(scalar.getType()), scalar);
    }
    return row;
  };
  auto emitVector = [&](OpBuilder &b, const Row &row, Value j, bool prefetch) {
    SmallVector<Value> values;
    for (auto [k, source] : llvm::enumerate(kernel.sources)) {
      if (row.invariant[k]) {
        values.push_back(row.invariant[k]);
        continue;
      }
      auto flatType = cast<MemRefType>(source.view.flat.getType());
      Type element = flatType.getElementType();
      Value index = arith::AddIOp::create(b, loc, row.rowStarts[k], j);
      if (prefetch && plan.prefetched[k]) {
        // Clamped to the last element the flat view covers.
        Value ahead = arith::MinUIOp::create(
            b, loc,
            arith::AddIOp::create(
                b, loc, index, indexConstant(b, loc, plan.prefetchDistance[k])),
            indexConstant(b, loc, flatType.getDimSize(0) - 1));
        memref::PrefetchOp::create(b, loc, source.view.flat, ValueRange{ahead},
                                   /*isWrite=*/false,
                                   /*localityHint=*/3,
                                   /*isDataCache=*/true);
      }
      values.push_back(vector::LoadOp::create(
          b, loc, vectorType(element), source.view.flat, ValueRange{index}));
    }
    Value result = kernel.body(b, loc, values, lanes);
    Value index = arith::AddIOp::create(b, loc, row.destStart, j);
    vector::StoreOp::create(
        b, loc, result, kernel.dest.view.flat, ValueRange{index},
        /*nontemporal=*/aligned,
        aligned ? llvm::MaybeAlign(target.lineBytes) : llvm::MaybeAlign());
  };
  auto endRow = [&](OpBuilder &b, const Row &row, Value vectorEnd) {
    emitScalarLoop(b, loc, kernel, row.rowStarts, row.destStart, vectorEnd,
                   total);
    if (kernel.isPadded(inner))
      emitPaddingRow(b, loc, target, kernel, row.destStart, total,
                     indexConstant(b, loc, kernel.extent(inner)));
  };
  // The vector loop [head, vectorEnd) of the rows starting at `destStarts`
  // (all equally aligned: their strides are multiples of a line).
  auto emitRows = [&](OpBuilder &b, ArrayRef<SmallVector<Value>> ivs,
                      ArrayRef<Value> destStarts) {
    Value head =
        aligned ? alignmentHead(b, loc, target.lineBytes, kernel.dest.view.flat,
                                destStarts.front(), bytes, count)
                : indexConstant(b, loc, 0);
    // vectorEnd = head + (count - head) / lanes * lanes
    Value span = arith::SubIOp::create(b, loc, total, head);
    Value whole = arith::MulIOp::create(
        b, loc,
        arith::DivUIOp::create(b, loc, span, indexConstant(b, loc, lanes)),
        indexConstant(b, loc, lanes));
    Value vectorEnd = arith::AddIOp::create(b, loc, head, whole);
    SmallVector<Row> rows;
    for (auto [rowIvs, destStart] : llvm::zip(ivs, destStarts))
      rows.push_back(beginRow(b, rowIvs, destStart, head));
    {
      OpBuilder::InsertionGuard guard(b);
      auto loop = scf::ForOp::create(b, loc, head, vectorEnd,
                                     indexConstant(b, loc, lanes));
      b.setInsertionPoint(loop.getBody()->getTerminator());
      for (const Row &row : rows)
        emitVector(b, row, loop.getInductionVar(),
                   /*prefetch=*/rows.size() == 1);
    }
    for (const Row &row : rows)
      endRow(b, row, vectorEnd);
  };
  auto destStartOf = [&](OpBuilder &b, ValueRange ivs) {
    return linearIndex(b, loc, kernel.dest.view.offset,
                       ArrayRef<int64_t>(kernel.dest.strides).drop_back(), ivs);
  };
  // One row of the physical buffer: a row outside the logical ones is all
  // padding.
  SmallVector<int64_t> outerLoops = llvm::to_vector(llvm::seq<int64_t>(inner));
  auto emitPhysicalRow = [&](OpBuilder &b, ValueRange ivs) {
    Value destStart = destStartOf(b, ivs);
    Value outside = inPadding(b, loc, kernel, outerLoops, ivs);
    if (!outside) {
      emitRows(b, SmallVector<Value>(ivs), destStart);
      return;
    }
    auto ifOutside =
        scf::IfOp::create(b, loc, outside, /*withElseRegion=*/true);
    OpBuilder then = ifOutside.getThenBodyBuilder();
    emitPaddingRow(then, loc, target, kernel, destStart,
                   indexConstant(then, loc, 0),
                   indexConstant(then, loc, kernel.extent(inner)));
    OpBuilder otherwise = ifOutside.getElseBodyBuilder();
    emitRows(otherwise, SmallVector<Value>(ivs), destStart);
  };

  ArrayRef<int64_t> outerSizes = plan.outerSizes;
  if (plan.walk == RowWalk::Cut) {
    // Cut rows, a nest of their own, then the elements after the last
    // whole row, another.
    int64_t rowLength = plan.cutLength, pieces = plan.cutPieces;
    Kernel rows = kernel;
    rows.sizes.back() = rowLength;
    rows.sizes.insert(rows.sizes.begin() + inner, pieces);
    auto cut = [&](Access &access) {
      access.strides.insert(access.strides.begin() + inner,
                            rowLength * access.strides[inner]);
    };
    cut(rows.dest);
    llvm::for_each(rows.sources, cut);
    emitElementwise(b, loc, rows, target);
    if (plan.cutRest) {
      Kernel tail = kernel;
      tail.sizes.back() = plan.cutRest;
      auto shift = [&](Access &access) {
        access.view.offset += pieces * rowLength * access.strides[inner];
      };
      shift(tail.dest);
      llvm::for_each(tail.sources, shift);
      emitElementwise(b, loc, tail, target);
    }
    return aligned;
  }
  if (plan.walk == RowWalk::OneByOne) {
    emitOuterLoops(b, loc, outerSizes, emitPhysicalRow);
    return aligned;
  }
  int64_t streams = plan.streams, rowCount = plan.rowCount,
          perStream = plan.perStream;
  // The outer induction variables of row `r`.
  auto delinearize = [&](OpBuilder &b, Value r) {
    SmallVector<Value> ivs(outerSizes.size());
    for (int64_t l = outerSizes.size() - 1; l >= 0; --l) {
      Value size = indexConstant(b, loc, outerSizes[l]);
      ivs[l] = l == 0 ? r : arith::RemUIOp::create(b, loc, r, size);
      if (l > 0)
        r = arith::DivUIOp::create(b, loc, r, size);
    }
    return ivs;
  };
  auto rowOf = [&](OpBuilder &b, Value i, int64_t s) -> Value {
    if (s == 0)
      return i;
    return arith::AddIOp::create(b, loc, i,
                                 indexConstant(b, loc, s * perStream));
  };
  emitOuterLoops(b, loc, {perStream}, [&](OpBuilder &b, ValueRange outer) {
    Value i = outer.front();
    auto emitInterleaved = [&](OpBuilder &b) {
      SmallVector<SmallVector<Value>> ivs;
      SmallVector<Value> destStarts;
      for (int64_t s = 0; s < streams; ++s) {
        ivs.push_back(delinearize(b, rowOf(b, i, s)));
        destStarts.push_back(destStartOf(b, ivs.back()));
      }
      emitRows(b, ivs, destStarts);
    };
    if (!plan.shortLastStream) {
      emitInterleaved(b);
      return;
    }
    // The last group is shorter: its missing rows leave the others to be
    // done one by one.
    Value complete = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                           rowOf(b, i, streams - 1),
                                           indexConstant(b, loc, rowCount));
    auto ifComplete =
        scf::IfOp::create(b, loc, complete, /*withElseRegion=*/true);
    OpBuilder then = ifComplete.getThenBodyBuilder();
    emitInterleaved(then);
    OpBuilder otherwise = ifComplete.getElseBodyBuilder();
    auto each =
        scf::ForOp::create(otherwise, loc, indexConstant(otherwise, loc, 0),
                           indexConstant(otherwise, loc, streams),
                           indexConstant(otherwise, loc, 1));
    OpBuilder body = OpBuilder::atBlockTerminator(each.getBody());
    Value r = arith::AddIOp::create(
        body, loc, i,
        arith::MulIOp::create(body, loc, each.getInductionVar(),
                              indexConstant(body, loc, perStream)));
    auto ifRow = scf::IfOp::create(
        body, loc,
        arith::CmpIOp::create(body, loc, arith::CmpIPredicate::ult, r,
                              indexConstant(body, loc, rowCount)));
    OpBuilder rowBuilder = ifRow.getThenBodyBuilder();
    SmallVector<Value> rowIvs = delinearize(rowBuilder, r);
    emitRows(rowBuilder, rowIvs, destStartOf(rowBuilder, rowIvs));
  });
  return aligned;
}

/// The transpose of a tile of 64-byte rows (`rows.size()` elements each, of
/// 4 or 8 bytes) as two-input vector.shuffle ops whose masks are those of
/// single x86 instructions: first p x p transposes inside each 16-byte
/// lane (p elements a lane) for every group of p rows (unpcklps/unpckhps
/// then shufps; unpcklpd/unpckhpd), then 4 x 4 transposes of the lanes
/// (shuff32x4). 64 shuffles for 16 x 16 f32: a vector.transpose of a tile
/// built by vector.insert is canonicalized into element extractions, which
/// LLVM lowers to scalar loads and blends.
SmallVector<Value> transposeTile(OpBuilder &b, Location loc,
                                 ArrayRef<Value> rows) {
  int64_t lanes = rows.size();
  int64_t perLane = lanes / 4;
  auto shuffle = [&](Value x, Value y, function_ref<int64_t(int64_t)> pick) {
    SmallVector<int64_t> mask;
    for (int64_t j = 0; j < lanes; ++j)
      mask.push_back(pick(j));
    return vector::ShuffleOp::create(b, loc, x, y, mask).getResult();
  };
  // In-lane transposes: u[g * p + e] holds, in lane L, element p * L + e of
  // rows g * p ... g * p + p - 1.
  SmallVector<Value> u(lanes);
  for (int64_t g = 0; g < lanes; g += perLane) {
    // Element e of lane L of x and of y, interleaved.
    auto interleave = [&](Value x, Value y, int64_t half) {
      return shuffle(x, y, [&](int64_t j) {
        int64_t lane = j / perLane, k = j % perLane;
        int64_t element = lane * perLane + half * perLane / 2 + k / 2;
        return k % 2 ? lanes + element : element;
      });
    };
    if (perLane == 2) {
      u[g] = interleave(rows[g], rows[g + 1], 0);
      u[g + 1] = interleave(rows[g], rows[g + 1], 1);
      continue;
    }
    Value t0 = interleave(rows[g], rows[g + 1], 0);
    Value t1 = interleave(rows[g], rows[g + 1], 1);
    Value t2 = interleave(rows[g + 2], rows[g + 3], 0);
    Value t3 = interleave(rows[g + 2], rows[g + 3], 1);
    // Pairs `half` of each lane of x then of y (shufps).
    auto pairs = [&](Value x, Value y, int64_t half) {
      return shuffle(x, y, [&](int64_t j) {
        int64_t lane = j / 4, k = j % 4;
        int64_t element = lane * 4 + half * 2 + k % 2;
        return k < 2 ? element : lanes + element;
      });
    };
    u[g] = pairs(t0, t2, 0);
    u[g + 1] = pairs(t0, t2, 1);
    u[g + 2] = pairs(t1, t3, 0);
    u[g + 3] = pairs(t1, t3, 1);
  }
  // Lanes `odd` and `odd + 2` of x, then of y (shuff32x4 0x88 / 0xdd).
  auto lanePairs = [&](Value x, Value y, int64_t odd) {
    return shuffle(x, y, [&](int64_t j) {
      int64_t lane = j / perLane, k = j % perLane;
      int64_t element = ((lane % 2) * 2 + odd) * perLane + k;
      return lane < 2 ? element : lanes + element;
    });
  };
  // Transposes of the 4 x 4 lanes of x_M = u[M * p + e]: row p * L + e is
  // lane L of x_0 ... x_3.
  SmallVector<Value> result(lanes);
  for (int64_t e = 0; e < perLane; ++e) {
    Value x[4];
    for (int64_t m = 0; m < 4; ++m)
      x[m] = u[m * perLane + e];
    Value y0 = lanePairs(x[0], x[1], 0), y1 = lanePairs(x[0], x[1], 1);
    Value y2 = lanePairs(x[2], x[3], 0), y3 = lanePairs(x[2], x[3], 1);
    result[0 * perLane + e] = lanePairs(y0, y2, 0);
    result[1 * perLane + e] = lanePairs(y1, y3, 0);
    result[2 * perLane + e] = lanePairs(y0, y2, 1);
    result[3 * perLane + e] = lanePairs(y1, y3, 1);
  }
  return result;
}

/// The transposing nest: the destination is contiguous along loop `inner`
/// (the last); some sources ("transposed") are contiguous along loop
/// `across` (another one) instead, the others are contiguous or invariant
/// along `inner`. V x V tiles are computed in registers: each transposed
/// source is loaded as V vectors along `across` and transposed
/// (transposeTile), the other sources are loaded row by row, and the body
/// makes V destination rows of V elements, each stored as one whole line
/// (non-temporal for large destinations). The tiles go in blocks of
/// blockTiles x blockTiles, the column blocks in parallel, each column
/// block walked down the rows block by block and, inside a block, row of
/// tiles by row of tiles: every destination row gets blockTiles
/// consecutive lines at a time, and the source lines of the next block are
/// prefetched during a block, row by row (the hardware prefetchers cannot
/// follow 128 strided streams). The rest (the last rows, the first columns
/// up to an aligned address, the last columns) is computed element by
/// element. A transposing copy is the case of one transposed source and
/// the identity body. Returns whether its stores are non-temporal.
bool emitTransposing(OpBuilder &b, Location loc, const Kernel &kernel,
                     int64_t across, const VectorTarget &target) {
  TransposingPlan plan = planTransposing(shapeOf(kernel), across, target);
  int64_t bytes = elementBytes(elementTypeOf(kernel.dest));
  int64_t lanes = plan.lanes;
  int64_t inner = plan.inner;
  int64_t rows = plan.rows, columns = plan.columns;
  // With the padding: the rows and columns of the physical buffer.
  int64_t rowExtent = plan.rowExtent, columnExtent = plan.columnExtent;
  bool aligned = plan.aligned;

  Value zero = indexConstant(b, loc, 0), one = indexConstant(b, loc, 1);
  Value lanesValue = indexConstant(b, loc, lanes);
  Value rowsValue = indexConstant(b, loc, rows);
  Value columnsValue = indexConstant(b, loc, columns);
  Value total = indexConstant(b, loc, columnExtent);
  Value head =
      aligned ? alignmentHead(b, loc, target.lineBytes, kernel.dest.view.flat,
                              indexConstant(b, loc, kernel.dest.view.offset),
                              bytes, columnExtent)
              : zero;
  Value columnTiles = arith::DivUIOp::create(
      b, loc, arith::SubIOp::create(b, loc, total, head), lanesValue);
  Value vectorEnd = arith::AddIOp::create(
      b, loc, head, arith::MulIOp::create(b, loc, columnTiles, lanesValue));
  int64_t rowTiles = plan.rowTiles;
  // Tiles that run into the padding ("partial": masked loads, the padding
  // value in the lanes outside the logical elements): the column tiles
  // from `wholeColumnTiles` on, and the row of tiles from `rowTiles` (when
  // it fits in the physical rows: `paddedRowTiles`).
  Value wholeColumnTiles = columnTiles;
  if (kernel.isPadded(inner))
    wholeColumnTiles = arith::DivUIOp::create(
        b, loc,
        arith::SubIOp::create(
            b, loc, columnsValue,
            arith::MinUIOp::create(b, loc, head, columnsValue)),
        lanesValue);
  int64_t paddedRowTiles = plan.paddedRowTiles;

  // The loops other than `across` and `inner`.
  ArrayRef<int64_t> outerSizes = plan.outerSizes, outerLoops = plan.outerLoops;
  auto vectorOf = [&](Value flat) {
    return VectorType::get({lanes},
                           cast<MemRefType>(flat.getType()).getElementType());
  };

  // Where the rows of tiles start: at 0, or at the first aligned column of
  // the plan's row head source. The rows before it and after the last tile
  // are computed element by element, column by column.
  Value rowHead;
  if (plan.rowHeadSource) {
    const Access &source = kernel.sources[*plan.rowHeadSource];
    rowHead =
        alignmentHead(b, loc, target.lineBytes, source.view.flat,
                      indexConstant(b, loc, source.view.offset), bytes, lanes);
  }
  // The whole rows of tiles (rowTiles, or one fewer after a head).
  Value rowTilesValue =
      rowHead ? arith::DivUIOp::create(
                    b, loc, arith::SubIOp::create(b, loc, rowsValue, rowHead),
                    lanesValue)
                    .getResult()
              : indexConstant(b, loc, rowTiles);

  auto below = [&](OpBuilder &b, Value index, Value size) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, index, size)
        .getResult();
  };
  // Element by element along loop `along` (across or inner), over [lower,
  // upper), at index `at` of the other one.
  auto scalarLine = [&](OpBuilder &b, ArrayRef<Value> sourceStarts,
                        Value destStart, int64_t along, Value at, Value lower,
                        Value upper) {
    int64_t other = along == inner ? across : inner;
    Kernel line = kernel;
    line.sizes = {kernel.sizes[along]};
    line.dest.strides = {kernel.dest.strides[along]};
    SmallVector<Value> starts;
    for (auto [k, source] : llvm::enumerate(kernel.sources)) {
      starts.push_back(
          addIndex(b, loc, sourceStarts[k], at, source.strides[other]));
      line.sources[k].strides = {source.strides[along]};
    }
    emitScalarLoop(b, loc, line, starts,
                   addIndex(b, loc, destStart, at, kernel.dest.strides[other]),
                   lower, upper);
  };
  // Element by element, over rows [rowLower, rowUpper) x columns [lower,
  // upper) of the destination: the logical elements, and, when the nest
  // writes the padding, the padding among them, row by row.
  auto scalarBlock = [&](OpBuilder &b, ArrayRef<Value> sourceStarts,
                         Value destStart, Value rowLower, Value rowUpper,
                         Value lower, Value upper) {
    OpBuilder::InsertionGuard guard(b);
    auto rowLoop = scf::ForOp::create(b, loc, rowLower, rowUpper, one);
    b.setInsertionPoint(rowLoop.getBody()->getTerminator());
    Value r = rowLoop.getInductionVar();
    Value dst = addIndex(b, loc, destStart, r, kernel.dest.strides[across]);
    // The logical columns of the row: [lower, logicalEnd); none in a row
    // of padding.
    Value logicalEnd = upper;
    bool padded = kernel.isPadded(across) || kernel.isPadded(inner);
    if (padded)
      logicalEnd = arith::SelectOp::create(
          b, loc, below(b, r, rowsValue),
          arith::MaxUIOp::create(
              b, loc, lower,
              arith::MinUIOp::create(b, loc, upper, columnsValue)),
          lower);
    scalarLine(b, sourceStarts, destStart, inner, r, lower, logicalEnd);
    if (padded)
      emitPaddingRow(b, loc, target, kernel, dst, logicalEnd, upper);
  };

  // The same as scalarBlock, column by column: a column's elements of
  // consecutive rows are consecutive in a transposed source. For the few
  // rows outside the rows of tiles of a non-padded dimension `across`.
  auto scalarColumns = [&](OpBuilder &b, ArrayRef<Value> sourceStarts,
                           Value destStart, Value rowLower, Value rowUpper,
                           Value lower, Value upper) {
    OpBuilder::InsertionGuard guard(b);
    // The logical columns, then the padding ones row by row.
    Value logicalEnd = upper;
    if (kernel.isPadded(inner))
      logicalEnd = arith::MaxUIOp::create(
          b, loc, lower, arith::MinUIOp::create(b, loc, upper, columnsValue));
    {
      OpBuilder::InsertionGuard guard(b);
      auto columnLoop = scf::ForOp::create(b, loc, lower, logicalEnd, one);
      b.setInsertionPoint(columnLoop.getBody()->getTerminator());
      scalarLine(b, sourceStarts, destStart, across,
                 columnLoop.getInductionVar(), rowLower, rowUpper);
    }
    if (!kernel.isPadded(inner))
      return;
    auto rowLoop = scf::ForOp::create(b, loc, rowLower, rowUpper, one);
    b.setInsertionPoint(rowLoop.getBody()->getTerminator());
    emitPaddingRow(b, loc, target, kernel,
                   addIndex(b, loc, destStart, rowLoop.getInductionVar(),
                            kernel.dest.strides[across]),
                   logicalEnd, upper);
  };

  // Where the outer loops' instance `outerIvs` starts in each buffer.
  struct Starts {
    SmallVector<Value> sources;
    Value dest;
  };
  auto startsAt = [&](OpBuilder &b, ValueRange outerIvs) {
    Starts starts;
    auto stridesOf = [&](const Access &access) {
      SmallVector<int64_t> strides;
      for (int64_t l : outerLoops)
        strides.push_back(access.strides[l]);
      return strides;
    };
    for (const Access &source : kernel.sources)
      starts.sources.push_back(
          linearIndex(b, loc, source.view.offset, stridesOf(source), outerIvs));
    starts.dest = linearIndex(b, loc, kernel.dest.view.offset,
                              stridesOf(kernel.dest), outerIvs);
    return starts;
  };

  // The next block's source lines that a tile prefetches: those of the
  // source rows [column, column + lanes / blockTiles) (a column of the
  // destination), the blockTiles vectors from `row` on (null: none).
  struct Ahead {
    Value row, column;
  };
  int64_t aheadRows = plan.aheadRows;
  // The indices of those lines (lanes of them) in the flat source.
  auto prefetchIndices = [&](OpBuilder &b, const Access &source, Value start,
                             const Ahead &ahead) {
    SmallVector<Value> indices;
    if (!ahead.row)
      return indices;
    Value first = addIndex(
        b, loc, addIndex(b, loc, start, ahead.column, source.strides[inner]),
        ahead.row, source.strides[across]);
    for (int64_t q = 0; q < aheadRows; ++q)
      for (int64_t m = 0; m < plan.blockTiles; ++m) {
        // The last element of each vector: in a source whose rows are not
        // line-aligned, the 9th line the 8 vectors straddle is the next
        // block's first, prefetched here too.
        int64_t offset = q * source.strides[inner] +
                         ((m + 1) * lanes - 1) * source.strides[across];
        indices.push_back(arith::AddIOp::create(b, loc, first,
                                                indexConstant(b, loc, offset)));
      }
    return indices;
  };

  // The masks of a partial tile at rows r... x columns c...: of the lanes
  // of a row in the logical columns and of those of a column in the
  // logical rows; and r and c clamped to the last logical row and column
  // (every loaded address is a logical element's). A copy reads only its
  // transposed source, along the rows: no `columns`, no `column`.
  struct Masks {
    Value columns, rows, none, row, column;
  };
  auto masksAt = [&](OpBuilder &b, Value r, Value c) {
    auto maskType = VectorType::get({lanes}, b.getI1Type());
    auto left = [&](Value at, Value size) -> Value {
      Value count = arith::SubIOp::create(
          b, loc, size, arith::MinUIOp::create(b, loc, at, size));
      return vector::CreateMaskOp::create(
          b, loc, maskType,
          ValueRange{arith::MinUIOp::create(b, loc, count, lanesValue)});
    };
    Masks masks;
    masks.rows = left(r, rowsValue);
    masks.none = arith::ConstantOp::create(
        b, loc, maskType, DenseElementsAttr::get(maskType, false));
    masks.row =
        arith::MinUIOp::create(b, loc, r, indexConstant(b, loc, rows - 1));
    if (!kernel.isCopy) {
      masks.columns = left(c, columnsValue);
      masks.column =
          arith::MinUIOp::create(b, loc, c, indexConstant(b, loc, columns - 1));
    }
    return masks;
  };
  // `mask` where `valid`, no lane elsewhere.
  auto maskIf = [&](OpBuilder &b, Value valid, Value mask, const Masks &masks) {
    return arith::SelectOp::create(b, loc, valid, mask, masks.none).getResult();
  };

  // One tile: rows [r, r + lanes) x columns [c, c + lanes), and its share
  // of the prefetches of the next block. A partial tile (which runs into
  // the padding) reads the logical elements with masked loads and writes
  // the padding value in the other lanes.
  auto emitTile = [&](OpBuilder &b, const Starts &starts, Value r, Value c,
                      const Ahead &ahead, bool partial) {
    std::optional<Masks> masks;
    Value padding;
    if (partial) {
      masks = masksAt(b, r, c);
      padding = splatConstant(b, loc, kernel.padding, lanes);
    }
    // What masked-off lanes of a source load hold: the padding value for a
    // copy (whose lines then need no select), else zeros.
    auto passThrough = [&](OpBuilder &b, const Access &source) -> Value {
      if (kernel.isCopy)
        return padding;
      auto type = vectorOf(source.view.flat);
      return arith::ConstantOp::create(b, loc, type, b.getZeroAttr(type));
    };
    // Each transposed source: lanes rows of the source (the tile's columns
    // c + k), each a vector along the tile's rows r ..., transposed into
    // the tile's rows r + k.
    SmallVector<SmallVector<Value>> transposed(kernel.sources.size()),
        prefetches(kernel.sources.size());
    for (auto [s, source] : llvm::enumerate(kernel.sources)) {
      if (!plan.transposed[s])
        continue;
      prefetches[s] = prefetchIndices(b, source, starts.sources[s], ahead);
      auto lineType = vectorOf(source.view.flat);
      int64_t step = source.strides[inner];
      Value base, fill;
      if (masks)
        fill = passThrough(b, source);
      else
        base = addIndex(
            b, loc,
            addIndex(b, loc, starts.sources[s], c, source.strides[inner]), r,
            source.strides[across]);
      SmallVector<Value> lines;
      for (int64_t k = 0; k < lanes; ++k) {
        if (!masks) {
          Value index =
              k == 0 ? base
                     : arith::AddIOp::create(b, loc, base,
                                             indexConstant(b, loc, k * step));
          lines.push_back(vector::LoadOp::create(
              b, loc, lineType, source.view.flat, ValueRange{index}));
          continue;
        }
        // Source row c + k, if it is a logical column, else the last one
        // with no lane read.
        Value columnK =
            arith::AddIOp::create(b, loc, c, indexConstant(b, loc, k));
        Value clamped = arith::MinUIOp::create(
            b, loc, columnK, indexConstant(b, loc, columns - 1));
        Value index = addIndex(
            b, loc,
            addIndex(b, loc, starts.sources[s], clamped, source.strides[inner]),
            masks->row, source.strides[across]);
        Value mask =
            maskIf(b, below(b, columnK, columnsValue), masks->rows, *masks);
        lines.push_back(vector::MaskedLoadOp::create(
            b, loc, lineType, source.view.flat, ValueRange{index}, mask, fill));
      }
      transposed[s] = transposeTile(b, loc, lines);
    }
    // ... then the tile's rows r + k, one destination line each.
    Value destBase =
        addIndex(b, loc, starts.dest, r, kernel.dest.strides[across]);
    destBase = arith::AddIOp::create(b, loc, destBase, c);
    for (int64_t k = 0; k < lanes; ++k) {
      Value rowIndex =
          arith::AddIOp::create(b, loc, r, indexConstant(b, loc, k));
      // In a partial tile: the lanes of row r + k that are logical
      // elements, and the row read (the last logical one beyond them).
      Value lineMask, sourceRow = rowIndex;
      // (A copy's lines are its transposed source's, padding included.)
      if (masks && !kernel.isCopy) {
        lineMask =
            maskIf(b, below(b, rowIndex, rowsValue), masks->columns, *masks);
        sourceRow = arith::MinUIOp::create(b, loc, rowIndex,
                                           indexConstant(b, loc, rows - 1));
      }
      SmallVector<Value> values;
      for (auto [s, source] : llvm::enumerate(kernel.sources)) {
        if (!transposed[s].empty()) {
          values.push_back(transposed[s][k]);
          continue;
        }
        Value start = addIndex(b, loc, starts.sources[s], sourceRow,
                               source.strides[across]);
        if (source.strides[inner] == 0) {
          Value scalar = memref::LoadOp::create(b, loc, source.view.flat,
                                                ValueRange{start});
          values.push_back(vector::BroadcastOp::create(
              b, loc, vectorOf(source.view.flat), scalar));
          continue;
        }
        if (masks) {
          Value index = arith::AddIOp::create(b, loc, start, masks->column);
          values.push_back(vector::MaskedLoadOp::create(
              b, loc, vectorOf(source.view.flat), source.view.flat,
              ValueRange{index}, lineMask, passThrough(b, source)));
          continue;
        }
        Value index = arith::AddIOp::create(b, loc, start, c);
        values.push_back(
            vector::LoadOp::create(b, loc, vectorOf(source.view.flat),
                                   source.view.flat, ValueRange{index}));
      }
      Value line = kernel.body(b, loc, values, lanes);
      // The padding value outside the logical elements (a copy's loads
      // have put it there already).
      if (masks && !kernel.isCopy)
        line = arith::SelectOp::create(b, loc, lineMask, line, padding);
      Value index = arith::AddIOp::create(
          b, loc, destBase,
          indexConstant(b, loc, k * kernel.dest.strides[across]));
      vector::StoreOp::create(
          b, loc, line, kernel.dest.view.flat, ValueRange{index},
          /*nontemporal=*/aligned,
          aligned ? llvm::MaybeAlign(target.lineBytes) : llvm::MaybeAlign());
      // One prefetch of each transposed source after each store: issued
      // all at once, between the loads and the shuffles, they measured
      // 15-25% slower.
      for (auto [s, source] : llvm::enumerate(kernel.sources))
        if (!prefetches[s].empty())
          memref::PrefetchOp::create(b, loc, source.view.flat,
                                     ValueRange{prefetches[s][k]},
                                     /*isWrite=*/false, /*localityHint=*/1,
                                     /*isDataCache=*/true);
    }
  };

  // The tiles of column block `block` (blockTiles column tiles), every
  // row: blocks of blockTiles x blockTiles tiles down the rows, each
  // walked row of tiles by row of tiles, so that every destination row
  // gets blockTiles consecutive lines while the source lines the block
  // reads stay in the cache; then the last rows, fewer than a tile.
  auto emitColumnBlock = [&](OpBuilder &b, const Starts &starts, Value block) {
    OpBuilder::InsertionGuard guard(b);
    Value blockTiles = indexConstant(b, loc, plan.blockTiles);
    Value firstTile = arith::MulIOp::create(b, loc, block, blockTiles);
    Value endTile = arith::MinUIOp::create(
        b, loc, arith::AddIOp::create(b, loc, firstTile, blockTiles),
        columnTiles);
    auto columnOf = [&](OpBuilder &b, Value tile) -> Value {
      return arith::AddIOp::create(
          b, loc, head, arith::MulIOp::create(b, loc, tile, lanesValue));
    };
    // The block's whole tiles, and its partial ones (from `firstPartial`).
    Value endWhole = endTile, firstPartial;
    if (kernel.isPadded(inner)) {
      endWhole = arith::MinUIOp::create(b, loc, endTile, wholeColumnTiles);
      firstPartial = arith::MaxUIOp::create(b, loc, firstTile, endWhole);
    }
    // The partial tiles of columns [first, endTile) at row r.
    auto emitPartialTiles = [&](OpBuilder &b, Value r, Value first) {
      OpBuilder::InsertionGuard guard(b);
      auto loop = scf::ForOp::create(b, loc, first, endTile, one);
      b.setInsertionPoint(loop.getBody()->getTerminator());
      emitTile(b, starts, r, columnOf(b, loop.getInductionVar()), Ahead(),
               /*partial=*/true);
    };
    // The rows before the first row of tiles.
    if (rowHead)
      scalarColumns(b, starts.sources, starts.dest, zero, rowHead,
                    columnOf(b, firstTile), columnOf(b, endTile));
    if (rowTiles > 0) {
      OpBuilder::InsertionGuard guard(b);
      Value rowBlocks =
          rowHead ? arith::DivUIOp::create(
                        b, loc,
                        arith::AddIOp::create(
                            b, loc, rowTilesValue,
                            indexConstant(b, loc, plan.blockTiles - 1)),
                        blockTiles)
                        .getResult()
                  : indexConstant(b, loc,
                                  llvm::divideCeil(rowTiles, plan.blockTiles));
      auto blocks = scf::ForOp::create(b, loc, zero, rowBlocks, one);
      b.setInsertionPoint(blocks.getBody()->getTerminator());
      Value firstRow =
          arith::MulIOp::create(b, loc, blocks.getInductionVar(), blockTiles);
      Value endRow = arith::MinUIOp::create(
          b, loc, arith::AddIOp::create(b, loc, firstRow, blockTiles),
          rowTilesValue);
      // The first row of the row of tiles `t`.
      auto rowOfTile = [&](Value t) -> Value {
        Value row = arith::MulIOp::create(b, loc, t, lanesValue);
        return rowHead ? arith::AddIOp::create(b, loc, rowHead, row) : row;
      };
      // The next block, or the last whole one (a whole one: every
      // prefetched line is inside the tiles).
      Value nextRow;
      if (plan.prefetchNextBlock)
        nextRow = rowOfTile(arith::MinUIOp::create(
            b, loc, arith::AddIOp::create(b, loc, firstRow, blockTiles),
            rowHead ? arith::SubIOp::create(b, loc, rowTilesValue, blockTiles)
                          .getResult()
                    : indexConstant(b, loc, rowTiles - plan.blockTiles)));
      auto rowLoop = scf::ForOp::create(b, loc, firstRow, endRow, one);
      b.setInsertionPoint(rowLoop.getBody()->getTerminator());
      Value r = rowOfTile(rowLoop.getInductionVar());
      Value tileRow = nextRow ? arith::SubIOp::create(
                                    b, loc, rowLoop.getInductionVar(), firstRow)
                              : Value();
      auto columnLoop = scf::ForOp::create(b, loc, firstTile, endWhole, one);
      if (firstPartial) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointAfter(columnLoop);
        emitPartialTiles(b, r, firstPartial);
      }
      b.setInsertionPoint(columnLoop.getBody()->getTerminator());
      Value tile = columnLoop.getInductionVar();
      // The k-th tile of the block, row of tiles by row of tiles, prefetches
      // the source rows [k * aheadRows, (k + 1) * aheadRows) of the column
      // block: the next block's lines in the order of the source's memory
      // (measured faster than the tile's own rows). A column block of fewer
      // tiles has fewer rows: the last ones again.
      Ahead ahead;
      if (nextRow) {
        Value k = arith::AddIOp::create(
            b, loc, arith::MulIOp::create(b, loc, tileRow, blockTiles),
            arith::SubIOp::create(b, loc, tile, firstTile));
        Value lastRows = arith::SubIOp::create(
            b, loc,
            arith::MulIOp::create(
                b, loc, arith::SubIOp::create(b, loc, endWhole, firstTile),
                lanesValue),
            indexConstant(b, loc, aheadRows));
        Value offset = arith::MinUIOp::create(
            b, loc,
            arith::MulIOp::create(b, loc, k, indexConstant(b, loc, aheadRows)),
            lastRows);
        ahead = {nextRow,
                 arith::AddIOp::create(b, loc, columnOf(b, firstTile), offset)};
      }
      emitTile(b, starts, r, columnOf(b, tile), ahead, /*partial=*/false);
    }
    // The rows after the last row of tiles, after a head.
    if (rowHead)
      scalarColumns(b, starts.sources, starts.dest,
                    addIndex(b, loc, rowHead, rowTilesValue, lanes), rowsValue,
                    columnOf(b, firstTile), columnOf(b, endTile));
    // The row of tiles that runs into the padding rows.
    if (paddedRowTiles > rowTiles)
      emitPartialTiles(b, indexConstant(b, loc, rowTiles * lanes), firstTile);
    if (!rowHead && paddedRowTiles * lanes < rowExtent)
      scalarBlock(b, starts.sources, starts.dest,
                  indexConstant(b, loc, paddedRowTiles * lanes),
                  indexConstant(b, loc, rowExtent), columnOf(b, firstTile),
                  columnOf(b, endTile));
  };

  // The column blocks in parallel when there is no other dimension (the
  // columns outside the tiles too), else the outermost other loop.
  OpBuilder::InsertionGuard guard(b);
  SmallVector<Value> outerIvs;
  for (auto [k, size] : llvm::enumerate(outerSizes)) {
    Value upper = indexConstant(b, loc, size);
    if (k == 0) {
      auto loop = scf::ParallelOp::create(b, loc, ValueRange{zero},
                                          ValueRange{upper}, ValueRange{one});
      b.setInsertionPoint(loop.getBody()->getTerminator());
      outerIvs.push_back(loop.getInductionVars()[0]);
    } else {
      auto loop = scf::ForOp::create(b, loc, zero, upper, one);
      b.setInsertionPoint(loop.getBody()->getTerminator());
      outerIvs.push_back(loop.getInductionVar());
    }
  }
  Starts starts = startsAt(b, outerIvs);
  // An instance of the outer loops in their padding: all padding.
  if (Value outside = inPadding(b, loc, kernel, outerLoops, outerIvs)) {
    auto ifOutside =
        scf::IfOp::create(b, loc, outside, /*withElseRegion=*/true);
    OpBuilder then = ifOutside.getThenBodyBuilder();
    auto rowLoop = scf::ForOp::create(then, loc, zero,
                                      indexConstant(then, loc, rowExtent), one);
    then.setInsertionPoint(rowLoop.getBody()->getTerminator());
    emitPaddingRow(then, loc, target, kernel,
                   addIndex(then, loc, starts.dest, rowLoop.getInductionVar(),
                            kernel.dest.strides[across]),
                   zero, total);
    b.setInsertionPoint(ifOutside.elseBlock()->getTerminator());
  }
  // The columns outside the tiles (before an aligned one, after the last
  // tile) of rows [rowLower, rowUpper), element by element.
  Value rowExtentValue = indexConstant(b, loc, rowExtent);
  auto emitOutsideColumns = [&](OpBuilder &b, Value rowLower, Value rowUpper) {
    if (aligned)
      scalarBlock(b, starts.sources, starts.dest, rowLower, rowUpper, zero,
                  head);
    scalarBlock(b, starts.sources, starts.dest, rowLower, rowUpper, vectorEnd,
                total);
  };
  {
    OpBuilder::InsertionGuard guard(b);
    Value columnBlocks = arith::DivUIOp::create(
        b, loc,
        arith::AddIOp::create(b, loc, columnTiles,
                              indexConstant(b, loc, plan.blockTiles - 1)),
        indexConstant(b, loc, plan.blockTiles));
    Operation *blocks;
    Value block;
    if (outerSizes.empty()) {
      auto loop = scf::ParallelOp::create(
          b, loc, ValueRange{zero}, ValueRange{columnBlocks}, ValueRange{one});
      blocks = loop;
      block = loop.getInductionVars()[0];
    } else {
      auto loop = scf::ForOp::create(b, loc, zero, columnBlocks, one);
      blocks = loop;
      block = loop.getInductionVar();
    }
    b.setInsertionPoint(blocks->getRegion(0).front().getTerminator());
    emitColumnBlock(b, starts, block);
    if (outerSizes.empty()) {
      // Each block also does its share of the rows of the columns outside
      // the tiles: rows [block * rows / blocks, (block + 1) * rows / blocks).
      auto rowOf = [&](Value k) -> Value {
        return arith::DivUIOp::create(
            b, loc, arith::MulIOp::create(b, loc, k, rowExtentValue),
            columnBlocks);
      };
      Value firstRow = rowOf(block);
      Value endRow = rowOf(arith::AddIOp::create(b, loc, block, one));
      emitOutsideColumns(b, firstRow, endRow);
      // ... or, when there is no tile, the code after the loop.
      b.setInsertionPointAfter(blocks);
      Value none = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                         columnBlocks, zero);
      auto ifNone = scf::IfOp::create(b, loc, none, /*withElseRegion=*/false);
      OpBuilder then = ifNone.getThenBodyBuilder();
      emitOutsideColumns(then, zero, rowExtentValue);
    }
  }
  if (!outerSizes.empty())
    emitOutsideColumns(b, zero, rowExtentValue);
  return aligned;
}

/// The nest of `kernel`: elementwise (across < 0) or transposing. After a
/// nest with non-temporal stores, a sequentially consistent fence (on x86
/// a locked instruction, which drains the write-combining buffers of those
/// stores): they are weakly ordered, and must be visible before the caller
/// hands the buffer on (to another thread through a release store, which
/// is a plain store on x86). The threads of an scf.parallel end with
/// OpenMP's barrier, whose locked instructions drain their own.
void emitNest(OpBuilder &b, Location loc, const Kernel &kernel, int64_t across,
              const VectorTarget &target) {
  bool streamed = across < 0 ? emitElementwise(b, loc, kernel, target)
                             : emitTransposing(b, loc, kernel, across, target);
  if (streamed)
    LLVM::FenceOp::create(b, loc, LLVM::AtomicOrdering::seq_cst);
}

/// The strides per loop of `buffer`, read or written through the indexing
/// map `map`; failure unless `map` is a projected permutation (with zeros
/// for size-1 dimensions).
FailureOr<SmallVector<int64_t>> stridesThrough(Type buffer, AffineMap map) {
  SmallVector<int64_t> strides;
  int64_t offset;
  if (!isVectorizableBuffer(buffer) ||
      failed(cast<MemRefType>(buffer).getStridesAndOffset(strides, offset)))
    return failure();
  SmallVector<int64_t> perLoop(map.getNumDims(), 0);
  for (auto [r, expr] : llvm::enumerate(map.getResults())) {
    if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
      perLoop[dim.getPosition()] += strides[r];
      continue;
    }
    auto constant = dyn_cast<AffineConstantExpr>(expr);
    if (!constant || constant.getValue() != 0)
      return failure();
  }
  return perLoop;
}

/// The access of `buffer` through `map` (stridesThrough must succeed),
/// whose flat view covers the elements below `sizes` (default: the type's).
Access accessThrough(OpBuilder &b, Location loc, Value buffer, AffineMap map,
                     ArrayRef<int64_t> sizes = {}) {
  return Access{*createFlatView(b, loc, buffer, sizes),
                *stridesThrough(buffer.getType(), map)};
}

/// The padding of a destination that its nest writes in the same sweep.
struct DestPadding {
  /// The physical sizes of the destination's dimensions.
  shapes::DimVector dims;
  TypedAttr value;
};

/// The padding that the nest replacing `op` writes into `dest`: when
/// `dest` is in a padded #shapes.layout with a padding value, and is a
/// buffer whose padding would otherwise be filled separately, before the
/// nest, and is not yet written by another nest. That is a function's
/// argument (filled at the entry, ArgumentPadding.cpp) or an allocation
/// (filled where it is allocated, MaterializeAllocs.cpp), in the block of
/// `op`: the nest runs whenever that fill would. Such a buffer is marked
/// shapes.padding_written, and -shapes-lower-layouts leaves its padding
/// alone.
std::optional<DestPadding> paddingWrittenBy(Operation *op, Value dest) {
  auto type = dyn_cast<MemRefType>(dest.getType());
  if (!type || !hasPaddingToWrite(type))
    return std::nullopt;
  shapes::Layout layout = getLayoutAttr(type).toSemantic();
  shapes::DimVector dims = dimsOf(type);
  FailureOr<TypedAttr> value = getPaddingValueAttr(
      type.getElementType(), layout.effectivePaddingValue());
  if (failed(value))
    return std::nullopt;
  StringRef marker = ShapesDialect::kPaddingWrittenAttrName;
  if (auto arg = dyn_cast<BlockArgument>(dest)) {
    auto func = dyn_cast<func::FuncOp>(arg.getOwner()->getParentOp());
    if (!func || arg.getOwner() != &func.getBody().front() ||
        op->getBlock() != arg.getOwner() ||
        func.getArgAttr(arg.getArgNumber(), marker))
      return std::nullopt;
  } else {
    Operation *alloc = dest.getDefiningOp();
    if (!isa_and_present<memref::AllocOp, memref::AllocaOp>(alloc) ||
        alloc->getBlock() != op->getBlock() || alloc->hasAttr(marker))
      return std::nullopt;
  }
  return DestPadding{shapes::layout_util::physicalDims(dims, layout), *value};
}

/// Marks `dest` (see paddingWrittenBy) shapes.padding_written.
void markPaddingWritten(RewriterBase &rewriter, Value dest) {
  StringRef marker = ShapesDialect::kPaddingWrittenAttrName;
  UnitAttr unit = rewriter.getUnitAttr();
  if (auto arg = dyn_cast<BlockArgument>(dest)) {
    auto func = cast<func::FuncOp>(arg.getOwner()->getParentOp());
    rewriter.modifyOpInPlace(
        func, [&] { func.setArgAttr(arg.getArgNumber(), marker, unit); });
    return;
  }
  Operation *alloc = dest.getDefiningOp();
  rewriter.modifyOpInPlace(alloc, [&] { alloc->setAttr(marker, unit); });
}

/// Sets up `kernel` to write the padding `padding` of its destination,
/// whose dimension d loop `map`'s result d walks.
void setPadding(Kernel &kernel, const DestPadding &padding, AffineMap map) {
  kernel.physical = kernel.sizes;
  for (auto [d, expr] : llvm::enumerate(map.getResults()))
    kernel.physical[cast<AffineDimExpr>(expr).getPosition()] = padding.dims[d];
  kernel.padding = padding.value;
}

/// Signed integer division and remainder of vectors of at most 32-bit
/// integers, through floating point: x86 has no vector integer division,
/// and LLVM would divide lane by lane. The quotient is exact: the operands
/// convert exactly (f64 for 32 bits, f32 below), and a non-integral
/// quotient x / y lies at least 1/|y| from an integer, a relative distance
/// of at least 2^-(width-1), more than the rounding error of the division
/// (2^-53, 2^-24); truncation then gives the integer quotient. Operands
/// that would trap (y = 0, INT_MIN / -1) are undefined for arith.divsi
/// too; XLA's rules select safe divisors before the division.
static Value divideThroughFloat(OpBuilder &b, Location loc, Operation *op,
                                Value lhs, Value rhs) {
  auto type = cast<VectorType>(lhs.getType());
  unsigned width = type.getElementTypeBitWidth();
  Type floatElement = width == 32 ? Type(b.getF64Type()) : Type(b.getF32Type());
  auto floatType = VectorType::get(type.getShape(), floatElement);
  Value x = arith::SIToFPOp::create(b, loc, floatType, lhs);
  Value y = arith::SIToFPOp::create(b, loc, floatType, rhs);
  Value quotient = arith::FPToSIOp::create(b, loc, type,
                                           arith::DivFOp::create(b, loc, x, y));
  if (isa<arith::DivSIOp>(op))
    return quotient;
  // x - (x / y) * y
  return arith::SubIOp::create(b, loc, lhs,
                               arith::MulIOp::create(b, loc, quotient, rhs));
}

/// Clones the body of `op` on `values` (scalars, or vectors of `lanes`).
Value cloneBody(OpBuilder &b, Location loc, linalg::GenericOp op,
                ValueRange values, int64_t lanes) {
  Block &body = op.getRegion().front();
  IRMapping mapping;
  for (auto [arg, value] : llvm::zip(body.getArguments(), values))
    mapping.map(arg, value);
  for (Operation &inner : body.without_terminator()) {
    if (lanes == 0) {
      b.clone(inner, mapping);
      continue;
    }
    if (auto constant = dyn_cast<arith::ConstantOp>(inner)) {
      auto type = VectorType::get({lanes}, constant.getType());
      mapping.map(
          constant.getResult(),
          arith::ConstantOp::create(
              b, loc, type, SplatElementsAttr::get(type, constant.getValue())));
      continue;
    }
    // Values from outside the body are broadcast.
    for (Value operand : inner.getOperands()) {
      if (mapping.contains(operand))
        continue;
      mapping.map(
          operand,
          vector::BroadcastOp::create(
              b, loc, VectorType::get({lanes}, operand.getType()), operand));
    }
    if (isa<arith::DivSIOp, arith::RemSIOp>(inner) &&
        inner.getResult(0).getType().getIntOrFloatBitWidth() <= 32) {
      mapping.map(inner.getResult(0),
                  divideThroughFloat(b, loc, &inner,
                                     mapping.lookup(inner.getOperand(0)),
                                     mapping.lookup(inner.getOperand(1))));
      continue;
    }
    Operation *clone = b.clone(inner, mapping);
    for (OpResult result : clone->getResults())
      result.setType(VectorType::get({lanes}, result.getType()));
  }
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  Value result = mapping.lookupOrDefault(yield.getOperand(0));
  // A body that yields a value from outside it (folded to a constant).
  if (lanes != 0 && !isa<VectorType>(result.getType()))
    result = vector::BroadcastOp::create(
        b, loc, VectorType::get({lanes}, result.getType()), result);
  return result;
}

/// Whether the body of `op` can be cloned with vector types.
bool hasVectorizableBody(linalg::GenericOp op) {
  Block &body = op.getRegion().front();
  // The destination's old value is not read.
  if (!body.getArguments().back().use_empty())
    return false;
  for (Operation &inner : body.without_terminator()) {
    if (auto constant = dyn_cast<arith::ConstantOp>(inner)) {
      if (!constant.getType().isIntOrFloat())
        return false;
      continue;
    }
    if (!OpTrait::hasElementwiseMappableTraits(&inner) ||
        inner.getNumRegions() != 0)
      return false;
    for (Type type : inner.getResultTypes())
      if (!type.isIntOrFloat())
        return false;
  }
  return true;
}

/// Whether the body of `op`, cloned with vector types, may trap on some
/// lane values: integer divisions that are not done through floating
/// point (divideThroughFloat). XLA's divisions select safe divisors first;
/// a hand-written body may not.
bool mayTrap(linalg::GenericOp op) {
  return llvm::any_of(op.getRegion().front(), [](Operation &inner) {
    if (isa<arith::DivSIOp, arith::RemSIOp>(inner))
      return inner.getResult(0).getType().getIntOrFloatBitWidth() > 32;
    return isa<arith::DivUIOp, arith::RemUIOp, arith::CeilDivSIOp,
               arith::CeilDivUIOp, arith::FloorDivSIOp>(inner);
  });
}

/// Elementwise linalg.generic on buffers -> vector loops.
struct VectorizeElementwiseGeneric : OpRewritePattern<linalg::GenericOp> {
  VectorizeElementwiseGeneric(MLIRContext *context, const VectorTarget &target)
      : OpRewritePattern(context), target(target) {}
  VectorTarget target;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureBufferSemantics() || op.getNumDpsInits() != 1 ||
        op.getNumLoops() == 0 || op.getNumReductionLoops() != 0)
      return rewriter.notifyMatchFailure(op, "not elementwise on buffers");
    if (!llvm::all_of(op->getOperands(), [](Value v) {
          return isVectorizableBuffer(v.getType());
        }))
      return rewriter.notifyMatchFailure(op, "not a static strided buffer");
    if (!hasVectorizableBody(op))
      return rewriter.notifyMatchFailure(op, "body not elementwise-mappable");
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    if (!maps.back().isPermutation())
      return rewriter.notifyMatchFailure(op,
                                         "destination map not a permutation");
    Location loc = op.getLoc();
    Kernel kernel;
    kernel.sizes = op.getStaticLoopRanges();
    if (llvm::any_of(kernel.sizes, [](int64_t s) { return s <= 0; }))
      return rewriter.notifyMatchFailure(op, "empty or dynamic loops");
    // Check the strides before creating anything.
    int64_t inner = kernel.sizes.size() - 1;
    FailureOr<SmallVector<int64_t>> destStrides =
        stridesThrough(op.getDpsInits()[0].getType(), maps.back());
    if (failed(destStrides) || (*destStrides)[inner] != 1)
      return rewriter.notifyMatchFailure(op, "destination not contiguous");
    SmallVector<SmallVector<int64_t>> sourceStrides;
    SmallVector<int64_t> sourceBytes;
    bool strided = false;
    for (auto [input, map] : llvm::zip(op.getDpsInputs(), maps)) {
      FailureOr<SmallVector<int64_t>> strides =
          stridesThrough(input.getType(), map);
      if (failed(strides))
        return rewriter.notifyMatchFailure(op, "a source is not strided");
      strided |= (*strides)[inner] != 0 && (*strides)[inner] != 1;
      sourceStrides.push_back(*strides);
      sourceBytes.push_back(
          elementBytes(cast<MemRefType>(input.getType()).getElementType()));
    }
    // A source strided along the innermost loop is read through V x V tiles
    // transposed in registers, when it is contiguous along another loop.
    int64_t across = -1;
    if (strided) {
      std::optional<int64_t> loop = findTransposingLoop(
          sourceStrides, sourceBytes,
          elementBytes(cast<MemRefType>(op.getDpsInits()[0].getType())
                           .getElementType()));
      if (!loop)
        return rewriter.notifyMatchFailure(
            op, "a source is strided along the innermost loop and no tile "
                "transposes it");
      across = *loop;
      // At least one whole tile; smaller nests stay scalar loops.
      int64_t lanes =
          target.lineBytes /
          elementBytes(
              cast<MemRefType>(op.getDpsInits()[0].getType()).getElementType());
      if (kernel.sizes[across] < lanes || kernel.sizes[inner] < lanes)
        return rewriter.notifyMatchFailure(op, "smaller than one tile");
    }
    Value dest = op.getDpsInits()[0];
    // The partial tiles of a transposing nest compute the body on lanes
    // outside the logical elements too: not when that may trap.
    std::optional<DestPadding> padding;
    if (across < 0 || !mayTrap(op))
      padding = paddingWrittenBy(op, dest);
    for (auto [input, map] : llvm::zip(op.getDpsInputs(), maps))
      kernel.sources.push_back(accessThrough(rewriter, loc, input, map));
    kernel.dest = accessThrough(rewriter, loc, dest, maps.back(),
                                padding ? ArrayRef<int64_t>(padding->dims)
                                        : ArrayRef<int64_t>());
    kernel.freshDest = isFreshAllocation(dest);
    kernel.body = [op](OpBuilder &b, Location loc, ValueRange values,
                       int64_t lanes) {
      return cloneBody(b, loc, op, values, lanes);
    };
    if (padding) {
      setPadding(kernel, *padding, maps.back());
      markPaddingWritten(rewriter, dest);
    }
    emitNest(rewriter, loc, kernel, across, target);
    rewriter.eraseOp(op);
    return success();
  }
};

/// The loop order of a copy into `dest`: its dimensions by decreasing
/// stride (the physical order), as an indexing map from loops to
/// dimensions.
AffineMap copyLoopMap(MemRefType dest) {
  SmallVector<int64_t> strides;
  int64_t offset;
  (void)dest.getStridesAndOffset(strides, offset);
  SmallVector<unsigned> order(dest.getRank());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](unsigned a, unsigned c) {
    return strides[a] > strides[c];
  });
  // loop l walks dimension order[l]: the map sends dimension d to the loop
  // that walks it.
  SmallVector<unsigned> loopOf(dest.getRank());
  for (auto [l, d] : llvm::enumerate(order))
    loopOf[d] = l;
  return AffineMap::getPermutationMap(loopOf, dest.getContext());
}

/// A copy between static buffers -> the elementwise nest, or the tiled
/// transposing nest when the source's unit-stride dimension is another one.
LogicalResult vectorizeCopy(PatternRewriter &rewriter, Operation *op,
                            Value source, Value dest,
                            const VectorTarget &target) {
  if (!isVectorizableBuffer(source.getType()) ||
      !isVectorizableBuffer(dest.getType()) ||
      cast<MemRefType>(source.getType()).getElementType() !=
          cast<MemRefType>(dest.getType()).getElementType())
    return rewriter.notifyMatchFailure(op, "not a static strided copy");
  auto destType = cast<MemRefType>(dest.getType());
  if (destType.getRank() == 0 || destType.getNumElements() == 0)
    return rewriter.notifyMatchFailure(op, "rank 0 or empty");
  if (source == dest) {
    rewriter.eraseOp(op);
    return success();
  }
  AffineMap map = copyLoopMap(destType);
  SmallVector<int64_t> destStrides = *stridesThrough(destType, map);
  SmallVector<int64_t> sourceStrides = *stridesThrough(source.getType(), map);
  int64_t inner = destType.getRank() - 1;
  if (destStrides[inner] != 1)
    return rewriter.notifyMatchFailure(op, "destination not contiguous");
  // A transposing copy: the loop along which the source is contiguous.
  int64_t across = -1;
  if (sourceStrides[inner] != 1) {
    for (int64_t l = 0; l < inner; ++l)
      if (sourceStrides[l] == 1)
        across = l;
    int64_t bytes = destType.getElementTypeBitWidth() / 8;
    if (across < 0 || (bytes != 4 && bytes != 8))
      return rewriter.notifyMatchFailure(op, "no vector tiles for this copy");
  }
  Location loc = op->getLoc();
  Kernel kernel;
  kernel.sizes.assign(destType.getRank(), 0);
  for (auto [d, expr] : llvm::enumerate(map.getResults()))
    kernel.sizes[cast<AffineDimExpr>(expr).getPosition()] =
        destType.getDimSize(d);
  std::optional<DestPadding> padding = paddingWrittenBy(op, dest);
  kernel.dest = accessThrough(rewriter, loc, dest, map,
                              padding ? ArrayRef<int64_t>(padding->dims)
                                      : ArrayRef<int64_t>());
  kernel.freshDest = isFreshAllocation(dest);
  kernel.sources.push_back(accessThrough(rewriter, loc, source, map));
  kernel.body = [](OpBuilder &, Location, ValueRange values, int64_t) {
    return values[0];
  };
  kernel.isCopy = true;
  if (padding) {
    setPadding(kernel, *padding, map);
    markPaddingWritten(rewriter, dest);
  }
  emitNest(rewriter, loc, kernel, across, target);
  rewriter.eraseOp(op);
  return success();
}

struct VectorizeLinalgCopy : OpRewritePattern<linalg::CopyOp> {
  VectorizeLinalgCopy(MLIRContext *context, const VectorTarget &target)
      : OpRewritePattern(context), target(target) {}
  VectorTarget target;

  LogicalResult matchAndRewrite(linalg::CopyOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureBufferSemantics())
      return rewriter.notifyMatchFailure(op, "not on buffers");
    return vectorizeCopy(rewriter, op, op.getInputs()[0], op.getOutputs()[0],
                         target);
  }
};

struct VectorizeMemRefCopy : OpRewritePattern<memref::CopyOp> {
  VectorizeMemRefCopy(MLIRContext *context, const VectorTarget &target)
      : OpRewritePattern(context), target(target) {}
  VectorTarget target;

  LogicalResult matchAndRewrite(memref::CopyOp op,
                                PatternRewriter &rewriter) const override {
    return vectorizeCopy(rewriter, op, op.getSource(), op.getTarget(), target);
  }
};

} // namespace

void mlir::shapes::populateVectorizeLoopsPatterns(
    RewritePatternSet &patterns, const VectorizationOptions &options) {
  patterns.add<VectorizeElementwiseGeneric, VectorizeLinalgCopy,
               VectorizeMemRefCopy>(patterns.getContext(),
                                    VectorTarget::fromOptions(options));
}
