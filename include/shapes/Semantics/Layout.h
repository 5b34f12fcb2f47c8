//===- Layout.h - XLA layouts and index arithmetic --------------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The semantics of an XLA `Layout` (spec: shapes-and-layout.md), as plain C++
// with no dependence on MLIR IR. It mirrors the parts of XLA's `LayoutUtil`,
// `IndexUtil` and `ShapeUtil` that the dialect needs: the default layout of a
// rank, layout validity (with a structured error per rule), strides with
// padding, the physical element count, multi-index <-> linear index, true
// rank and negative dimension numbers.
//
// The attribute verifier, the op verifiers, the folders and the lowerings all
// call these functions; none of them restates a rule.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_SEMANTICS_LAYOUT_H
#define SHAPES_SEMANTICS_LAYOUT_H

#include "shapes/Semantics/Enums.h"

#include "llvm/ADT/ArrayRef.h"

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace mlir::shapes {

/// A list of dimension sizes, dimension numbers or indices.
using DimVector = std::vector<int64_t>;

/// The marker of a dynamic (`?`) dimension size. Equal to
/// `mlir::ShapedType::kDynamic`.
constexpr int64_t kDynamicSize = std::numeric_limits<int64_t>::min();

/// XLA's `Layout` proto: `minor_to_major`, `padded_dimensions`,
/// `padding_value`.
struct Layout {
  /// A permutation of 0..N-1; the first entry is the most-minor dimension.
  DimVector minorToMajor;
  /// One width per dimension, or empty when the layout is not padded.
  DimVector paddedDimensions;
  /// Only meaningful together with `paddedDimensions`.
  std::optional<PaddingValue> paddingValue;

  bool isPadded() const { return !paddedDimensions.empty(); }
  /// The padding value, `Zero` when absent.
  PaddingValue effectivePaddingValue() const {
    return paddingValue.value_or(PaddingValue::zero);
  }
};

/// A layout whose lists live elsewhere (in a `Layout`, or in a
/// `#shapes.layout` attribute): what the checks read, so that a caller
/// need not copy the lists into a `Layout` first.
struct LayoutRef {
  llvm::ArrayRef<int64_t> minorToMajor;
  llvm::ArrayRef<int64_t> paddedDimensions;
  std::optional<PaddingValue> paddingValue;

  LayoutRef(llvm::ArrayRef<int64_t> minorToMajor,
            llvm::ArrayRef<int64_t> paddedDimensions = {},
            std::optional<PaddingValue> paddingValue = std::nullopt)
      : minorToMajor(minorToMajor), paddedDimensions(paddedDimensions),
        paddingValue(paddingValue) {}
  LayoutRef(const Layout &layout)
      : LayoutRef(layout.minorToMajor, layout.paddedDimensions,
                  layout.paddingValue) {}

  bool isPadded() const { return !paddedDimensions.empty(); }
  /// The sizes the array is stored with: `paddedDimensions` when padded,
  /// `dims` otherwise.
  llvm::ArrayRef<int64_t> physicalDims(llvm::ArrayRef<int64_t> dims) const {
    return isPadded() ? paddedDimensions : dims;
  }
};

/// A violated layout rule, with the values involved. `message()` renders it
/// in the dialect's diagnostic style (lowercase, values named).
struct LayoutError {
  enum class Kind {
    /// minor_to_major has `got` entries but the type has rank `expected`.
    MinorToMajorRankMismatch,
    /// minor_to_major[`position`] = `value` is not in [0, `rank`).
    MinorToMajorOutOfRange,
    /// `value` appears at positions `first` and `position`.
    MinorToMajorDuplicate,
    /// padded_dimensions has `got` entries, `expected` wanted.
    PaddedDimensionsRankMismatch,
    /// padded_dimensions[`dim`] = `value` is negative.
    PaddedDimensionNegative,
    /// padded_dimensions[`dim`] = `value` is smaller than the size `size`.
    PaddedDimensionTooSmall,
    /// padded_dimensions[`dim`] is dynamic: a width must be static.
    PaddedDynamicDimension,
    /// padding_value given without padded_dimensions.
    PaddingValueWithoutPadding,
    /// the physical buffer needs `count` elements, more than 2^63-1; with
    /// `strideOnly`, some size is 0 and `count` is the product of the
    /// non-zero sizes, which the strides reach.
    ElementCountOverflow,
    /// the physical buffer needs `count` bytes (elements of `size` bytes),
    /// more than 2^63-1.
    ByteCountOverflow,
  };

  Kind kind;
  int64_t position = 0;
  int64_t value = 0;
  int64_t first = 0;
  int64_t rank = 0;
  int64_t got = 0;
  int64_t expected = 0;
  int64_t dim = 0;
  int64_t size = 0;
  /// The element or byte count of an overflow, in decimal: it does not fit
  /// in int64.
  std::string count;
  /// For an element count overflow: true when some physical size is 0, so
  /// that the overflowing product bounds the strides, not the buffer.
  bool strideOnly = false;

  std::string message() const;
};

namespace layout_util {

/// XLA's default minor-to-major order of a rank: [N-1, ..., 0] (row-major).
DimVector defaultMinorToMajor(int64_t rank);
/// Writes the default minor-to-major order of `order.size()` dimensions
/// into `order`.
void writeDefaultMinorToMajor(llvm::MutableArrayRef<int64_t> order);

/// The default layout of a rank: default order, no padding.
Layout defaultLayout(int64_t rank);

/// True when `minorToMajor` is a permutation of 0..rank-1.
bool isPermutation(const DimVector &minorToMajor, int64_t rank);

/// Checks the layout on its own: minor_to_major is a permutation of
/// 0..N-1 with N its length, padded_dimensions has N non-negative entries,
/// and padding_value only appears with padded_dimensions.
std::optional<LayoutError> verifyLayout(LayoutRef layout);

/// Checks the layout against the dimension sizes of the type it is attached
/// to: everything `verifyLayout` checks, with N the rank of `dims`, plus
/// padded widths `>=` static sizes (a dynamic size is bounded by its width
/// at run time, see `sizeBounds`), and an
/// addressable physical buffer: every stride and the element count fit in
/// int64 and, when `elementBytes` is positive (the storage size of one
/// element), so does the byte count. With dynamic sizes, the static ones
/// alone must fit.
std::optional<LayoutError> verifyLayoutForShape(LayoutRef layout,
                                                llvm::ArrayRef<int64_t> dims,
                                                int64_t elementBytes = 0);

/// LayoutRef::physicalDims, as a vector.
DimVector physicalDims(const DimVector &dims, const Layout &layout);

/// The stride rule over physical sizes of any kind `T`: integers here, the
/// values that generated code computes at run time in the lowerings. The
/// most-minor dimension has stride `one`, each next one the stride of the
/// previous times its physical size (`mul`). Returns one stride per
/// dimension; `count` receives the product of all the physical sizes, the
/// element count of the buffer.
template <typename T, typename Mul>
std::vector<T> foldStrides(const std::vector<T> &physical,
                           const DimVector &minorToMajor, const T &one, Mul mul,
                           T &count) {
  std::vector<T> result(physical.size(), one);
  T stride = one;
  for (int64_t dim : minorToMajor) {
    result[dim] = stride;
    stride = mul(stride, physical[dim]);
  }
  count = stride;
  return result;
}

/// The stride (in elements) of every dimension, by `foldStrides`. A dynamic
/// physical size makes the strides of every more-major dimension
/// `kDynamicSize`. Requires a layout valid for `dims`.
DimVector strides(const DimVector &dims, const Layout &layout);

/// The bounded dynamic dimensions: each dimension whose size is dynamic in
/// a padded layout, with its padded width, the largest size it may take at
/// run time.
std::vector<std::pair<int64_t, int64_t>> sizeBounds(const DimVector &dims,
                                                    const Layout &layout);

/// The number of elements of the physical buffer: prod(physicalDims), or
/// kDynamicSize when a physical dimension is dynamic.
int64_t physicalElementCount(const DimVector &dims, const Layout &layout);

/// The number of logical elements: prod(dims). It is 0 when a size is 0
/// and otherwise kDynamicSize when a size is dynamic.
int64_t logicalElementCount(const DimVector &dims);

/// True when two layouts arrange an array of sizes `dims` identically in
/// memory: same buffer size, same position for every logical element, and
/// the same padding value wherever there is padding.
bool equivalentLayouts(const DimVector &dims, const Layout &a, const Layout &b);

/// True when `layout` is equivalent to the default layout for `dims`.
bool isDefaultEquivalent(const DimVector &dims, const Layout &layout);

} // namespace layout_util

namespace index_util {

/// The linear position of `multiIndex` in the physical buffer:
/// sum_d multiIndex[d] * stride(d).
int64_t multiIndexToLinear(const DimVector &dims, const Layout &layout,
                           const DimVector &multiIndex);

/// The multi-index stored at `linear`. For a position in the padding, some
/// entry is `>=` the logical size of its dimension. Requires a non-empty
/// buffer and `0 <= linear < physicalElementCount`.
DimVector linearToMultiIndex(const DimVector &dims, const Layout &layout,
                             int64_t linear);

/// True when the physical position `linear` holds padding, not an element.
bool isPaddingPosition(const DimVector &dims, const Layout &layout,
                       int64_t linear);

/// Advances `index` to the next multi-index in row-major order over `dims`;
/// returns false after the last one.
bool nextIndex(const DimVector &dims, DimVector &index);

} // namespace index_util

namespace shape_util {

/// The number of dimensions of size greater than 1.
int64_t trueRank(const DimVector &dims);

/// Python-style dimension numbers: -1 is N-1, -N is 0. Returns nullopt for
/// numbers outside [-N, N).
std::optional<int64_t> normalizeDimension(int64_t dim, int64_t rank);

/// True when any size is `kDynamicSize`.
bool hasDynamicSize(const DimVector &dims);

} // namespace shape_util

} // namespace mlir::shapes

#endif // SHAPES_SEMANTICS_LAYOUT_H
