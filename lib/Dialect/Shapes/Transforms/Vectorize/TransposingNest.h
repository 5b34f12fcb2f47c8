//===- TransposingNest.h - the emission of a transposing nest ---*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// TransposingNestEmitter builds the nest that a TransposingPlan describes
// (emitTransposing, Nest.h): its loops and blocks in TransposingNest.cpp,
// one tile in TransposingTile.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_LIB_DIALECT_SHAPES_TRANSFORMS_VECTORIZE_TRANSPOSINGNEST_H
#define SHAPES_LIB_DIALECT_SHAPES_TRANSFORMS_VECTORIZE_TRANSPOSINGNEST_H

#include "Nest.h"

#include <optional>

namespace mlir {
namespace shapes {
namespace vectorize {

/// Where an instance of the outer loops starts in each buffer.
struct Starts {
  SmallVector<Value> sources;
  Value dest;
};

/// The next block's source lines that a tile prefetches: those of the
/// source rows [column, column + lanes / blockTiles) (a column of the
/// destination), the blockTiles vectors from `row` on (null: none).
struct Ahead {
  Value row, column;
};

/// The masks of a partial tile at rows r... x columns c..., as lane
/// counts (maskIf makes the masks): the lanes of a row in the logical
/// columns and those of a column in the logical rows, and none (0); and r
/// and c clamped to the last logical row and column (every loaded address
/// is a logical element's). A copy reads only its transposed source, along
/// the rows: no `columns`, no `column`.
struct Masks {
  Value columns, rows, none, row, column;
};

/// Where the stores of an edge tile of an unpadded destination stop: the
/// tile writes the elements of its rows below `rowEnd` and its columns
/// below `columnEnd` (masked stores), no other.
struct Edge {
  Value rowEnd, columnEnd;
};

/// Rows [rowLower, rowUpper) x columns [lower, upper) outside the whole
/// tiles, covered by edge tiles.
struct EdgeRegion {
  Value rowLower, rowUpper, lower, upper;
};

/// The column tiles of one column block: [firstTile, endTile), whole ones
/// before `endWhole`, partial ones from `firstPartial` (null: none).
struct ColumnBlock {
  Value blockTiles, firstTile, endTile, endWhole, firstPartial;
};

/// The emission of one transposing nest (see emitTransposing). The index
/// values that the whole nest shares are created once, where the nest
/// starts (createSharedValues); every other method emits its part at the
/// insertion point of the builder it is given, which may be a branch of
/// an scf.if.
class TransposingNestEmitter {
public:
  TransposingNestEmitter(Location loc, const Kernel &kernel,
                         const TransposingPlan &plan,
                         const VectorTarget &target)
      : loc(loc), kernel(kernel), plan(plan), target(target),
        across(plan.across), inner(plan.inner), lanes(plan.lanes),
        rows(plan.rows), columns(plan.columns), rowExtent(plan.rowExtent),
        columnExtent(plan.columnExtent), rowTiles(plan.rowTiles),
        paddedRowTiles(plan.paddedRowTiles), aheadRows(plan.aheadRows),
        aligned(plan.aligned), bytes(elementBytes(elementTypeOf(kernel.dest))),
        outerLoops(plan.outerLoops),
        maskedEdges(!kernel.isPadded(plan.across) &&
                    !kernel.isPadded(plan.inner) && !kernel.mayTrap),
        batchEdges(maskedEdges && !isKnown(shapeOf(kernel).count())) {}

  /// Emits the nest at the insertion point of `b`.
  void emit(OpBuilder &b);

private:
  /// Creates the index values that the whole nest shares.
  void createSharedValues(OpBuilder &b);
  /// The loops other than `across` and `inner` (the first one an
  /// scf.parallel), and the padding of their instances in the padding.
  /// Leaves `b` in their body (in the logical instances), and returns
  /// where their instance starts in each buffer.
  Starts emitOtherLoops(OpBuilder &b);
  /// The column blocks (in parallel when there is no other loop) and the
  /// columns outside the tiles.
  void emitColumnBlocks(OpBuilder &b, const Starts &starts);
  /// The columns outside the tiles (before an aligned one, after the last
  /// tile) of rows [rowLower, rowUpper): edge tiles or element by element
  /// (emitOutside).
  void emitOutsideColumns(OpBuilder &b, const Starts &starts, Value rowLower,
                          Value rowUpper);
  /// The body of the loop of column blocks at block `block` of
  /// `columnBlocks`: the block's tiles, and unless the edges are gathered,
  /// its edges and with no other loop its share of the columns outside the
  /// tiles.
  void emitBlockBody(OpBuilder &b, const Starts &starts, Value block,
                     Value columnBlocks);
  void emitColumnBlock(OpBuilder &b, const Starts &starts, Value block);
  void emitColumnRange(OpBuilder &b, const Starts &starts, Value firstTile,
                       Value endTile);
  void emitRowsOfTiles(OpBuilder &b, const Starts &starts,
                       const ColumnBlock &tiles);
  Ahead aheadOf(OpBuilder &b, const ColumnBlock &tiles, Value nextRow,
                Value tileRow, Value tile);
  void emitPartialTiles(OpBuilder &b, const Starts &starts,
                        const ColumnBlock &tiles, Value r, Value first);
  Value emitRunTimePartialRow(OpBuilder &b, const Starts &starts,
                              const ColumnBlock &tiles);
  /// Rows [rowLower, rowUpper) x columns [lower, upper) outside the whole
  /// tiles: edge tiles (emitEdgeTiles) when `maskedEdges`, else element by
  /// element, row by row or, when `byColumns`, column by column.
  void emitOutside(OpBuilder &b, const Starts &starts, Value rowLower,
                   Value rowUpper, Value lower, Value upper, bool byColumns);
  /// The edge tiles that cover rows [rowLower, rowUpper) x columns [lower,
  /// upper) of an unpadded destination, from (rowLower, lower) in steps of
  /// a tile: masked loads of the logical elements, masked stores of the
  /// elements in the range.
  void emitEdgeTiles(OpBuilder &b, const Starts &starts, Value rowLower,
                     Value rowUpper, Value lower, Value upper);
  /// The edge regions gathered since the last call (batchEdges), as one
  /// loop over them around one nest of edge tiles.
  void emitPendingEdges(OpBuilder &b, const Starts &starts);
  Value columnOf(OpBuilder &b, Value tile);
  Value rowOfTile(OpBuilder &b, Value t);
  void emitTile(OpBuilder &b, const Starts &starts, Value r, Value c,
                const Ahead &ahead, bool partial,
                const std::optional<Edge> &edge = std::nullopt);
  void storeLine(OpBuilder &b, Value line, Value index, Value rowIndex, Value c,
                 const std::optional<Edge> &edge);
  SmallVector<Value> loadTransposed(OpBuilder &b, const Access &source,
                                    Value start, Value r, Value c,
                                    const std::optional<Masks> &masks,
                                    Value padding);
  SmallVector<Value> tileRowOperands(OpBuilder &b, const Starts &starts,
                                     ArrayRef<SmallVector<Value>> transposed,
                                     int64_t k, Value sourceRow, Value c,
                                     Value lineMask,
                                     const std::optional<Masks> &masks,
                                     Value padding);
  Value passThrough(OpBuilder &b, const Access &source, Value padding);
  Masks masksAt(OpBuilder &b, Value r, Value c);
  Value maskIf(OpBuilder &b, Value valid, Value count, const Masks &masks);
  SmallVector<Value> prefetchIndices(OpBuilder &b, const Access &source,
                                     Value start, const Ahead &ahead);
  Starts startsAt(OpBuilder &b, ValueRange outerIvs);
  void scalarLine(OpBuilder &b, ArrayRef<Value> sourceStarts, Value destStart,
                  int64_t along, Value at, Value lower, Value upper);
  void scalarBlock(OpBuilder &b, ArrayRef<Value> sourceStarts, Value destStart,
                   Value rowLower, Value rowUpper, Value lower, Value upper);
  void scalarColumns(OpBuilder &b, ArrayRef<Value> sourceStarts,
                     Value destStart, Value rowLower, Value rowUpper,
                     Value lower, Value upper);
  Value below(OpBuilder &b, Value index, Value size);
  Value lastWholeBlock(OpBuilder &b, Value blockTiles);
  /// A vector of `lanes` elements of `flat`.
  VectorType vectorOf(Value flat) const {
    return VectorType::get({lanes}, elementTypeOf(flat));
  }
  /// The last logical row or column: `size` - 1 of the figure `known`.
  Value lastOf(OpBuilder &b, int64_t known, Value size);

  Location loc;
  const Kernel &kernel;
  const TransposingPlan &plan;
  const VectorTarget &target;
  // The plan's figures (see TransposingPlan); sizes may be kUnknown.
  int64_t across, inner, lanes, rows, columns, rowExtent, columnExtent,
      rowTiles, paddedRowTiles, aheadRows;
  bool aligned;
  int64_t bytes;
  ArrayRef<int64_t> outerLoops;
  /// Whether the parts outside the whole tiles are edge tiles (an unpadded
  /// destination, a body that cannot trap), else scalar loops.
  bool maskedEdges;
  /// Whether emitOutside gathers its edge regions, for emitPendingEdges to
  /// cover all those of a scope with one nest of edge tiles: with a size
  /// known only at run time, where the regions do not fold away, so that
  /// the nest has one copy of the edge tile instead of one per region.
  bool batchEdges;
  SmallVector<EdgeRegion> pendingEdges;
  /// The part of a column block that emitColumnBlock emits: with gathered
  /// edges, the blocks' loop has the tiles and the code after it the
  /// edges.
  enum class Part { All, Edges, Tiles } part = Part::All;

  // The values of createSharedValues.
  Value zero, one, lanesValue, rowsValue, columnsValue;
  /// The physical columns.
  Value total;
  /// The first column of the first column tile (after a head up to an
  /// aligned line), the column tiles, and the column after the last.
  Value head, columnTiles, vectorEnd;
  /// Tiles that run into the padding ("partial": masked loads, the padding
  /// value in the lanes outside the logical elements): the column tiles
  /// from `wholeColumnTiles` on, and the row of tiles from `rowTiles`
  /// (when it fits in the physical rows: `paddedRowTiles`).
  Value wholeColumnTiles;
  /// Where the rows of tiles start: null for row 0, or the first aligned
  /// column of the plan's row head source. The rows before it and after
  /// the last tile are edge tiles, or computed element by element, column
  /// by column (emitOutside).
  Value rowHead;
  /// The whole rows of tiles (rowTiles, or one fewer after a head).
  Value rowTilesValue;
  /// The physical rows (created by emitColumnBlocks).
  Value rowExtentValue;
};

} // namespace vectorize
} // namespace shapes
} // namespace mlir

#endif // SHAPES_LIB_DIALECT_SHAPES_TRANSFORMS_VECTORIZE_TRANSPOSINGNEST_H
