//===- Layout.cpp - XLA layouts and index arithmetic ----------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Implements include/shapes/Semantics/Layout.h. Rule numbers in comments
// refer to docs/Semantics.md (Layouts).
//
//===----------------------------------------------------------------------===//

#include "shapes/Semantics/Layout.h"

#include "llvm/ADT/APInt.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <cassert>
#include <sstream>

namespace mlir::shapes {

// "1 entry", "2 entries".
static std::string entries(int64_t count) {
  return std::to_string(count) + (count == 1 ? " entry" : " entries");
}

std::string LayoutError::message() const {
  std::ostringstream os;
  switch (kind) {
  case Kind::MinorToMajorRankMismatch:
    os << "minor_to_major has " << entries(got) << " but the type has rank "
       << expected;
    break;
  case Kind::MinorToMajorOutOfRange:
    os << "minor_to_major entry " << position << " is " << value
       << ", which is not a dimension in [0, " << rank << ")";
    break;
  case Kind::MinorToMajorDuplicate:
    os << "minor_to_major is not a permutation: dimension " << value
       << " appears at positions " << first << " and " << position;
    break;
  case Kind::PaddedDimensionsRankMismatch:
    os << "padded_dimensions has " << entries(got) << " but expected "
       << expected << " (one per dimension)";
    break;
  case Kind::PaddedDimensionNegative:
    os << "padded_dimensions entry " << dim << " is " << value
       << ", which is negative";
    break;
  case Kind::PaddedDimensionTooSmall:
    os << "padded_dimensions entry " << dim << " (" << value
       << ") is smaller than the size of dimension " << dim << " (" << size
       << ")";
    break;
  case Kind::PaddedDynamicDimension:
    os << "padded_dimensions entry " << dim
       << " is dynamic, but a padded width must be static (a dynamic "
          "dimension size is bounded by a static width)";
    break;
  case Kind::PaddingValueWithoutPadding:
    os << "padding_value requires padded_dimensions";
    break;
  case Kind::ElementCountOverflow:
    if (strideOnly)
      os << "the product of the non-zero physical sizes of this layout, "
            "which its strides reach, is "
         << count << ", more than 2^63-1";
    else
      os << "the physical buffer of this layout needs " << count
         << " elements, more than 2^63-1";
    break;
  case Kind::ByteCountOverflow:
    os << "the physical buffer of this layout needs " << count << " bytes ("
       << value << " elements of " << size << " bytes), more than 2^63-1";
    break;
  }
  return os.str();
}

namespace {

LayoutError makeError(LayoutError::Kind kind) {
  LayoutError error;
  error.kind = kind;
  return error;
}

} // namespace

namespace layout_util {

void writeDefaultMinorToMajor(llvm::MutableArrayRef<int64_t> order) {
  int64_t rank = order.size();
  for (int64_t position = 0; position < rank; ++position)
    order[position] = rank - 1 - position;
}

DimVector defaultMinorToMajor(int64_t rank) {
  DimVector order(rank);
  writeDefaultMinorToMajor(order);
  return order;
}

Layout defaultLayout(int64_t rank) {
  Layout layout;
  layout.minorToMajor = defaultMinorToMajor(rank);
  return layout;
}

// Rule 1: minor_to_major is a permutation of 0..rank-1.
static std::optional<LayoutError>
verifyPermutation(llvm::ArrayRef<int64_t> minorToMajor, int64_t rank) {
  if (static_cast<int64_t>(minorToMajor.size()) != rank) {
    LayoutError e = makeError(LayoutError::Kind::MinorToMajorRankMismatch);
    e.got = minorToMajor.size();
    e.expected = rank;
    return e;
  }
  llvm::SmallVector<int64_t, 8> seenAt(rank, -1);
  for (int64_t pos = 0; pos < rank; ++pos) {
    int64_t dim = minorToMajor[pos];
    if (dim < 0 || dim >= rank) {
      LayoutError e = makeError(LayoutError::Kind::MinorToMajorOutOfRange);
      e.position = pos;
      e.value = dim;
      e.rank = rank;
      return e;
    }
    if (seenAt[dim] >= 0) {
      LayoutError e = makeError(LayoutError::Kind::MinorToMajorDuplicate);
      e.value = dim;
      e.first = seenAt[dim];
      e.position = pos;
      return e;
    }
    seenAt[dim] = pos;
  }
  return std::nullopt;
}

bool isPermutation(const DimVector &minorToMajor, int64_t rank) {
  return !verifyPermutation(minorToMajor, rank).has_value();
}

// Rules 1-3 that do not need the shape, for a rank of `rank`.
static std::optional<LayoutError> verifyLayoutForRank(LayoutRef layout,
                                                      int64_t rank) {
  if (auto error = verifyPermutation(layout.minorToMajor, rank))
    return error;
  // Rule 3: padding_value only appears with padded_dimensions. At rank 0,
  // `padded_dimensions = []` is the (empty) list of widths, which the
  // attribute cannot tell from an absent one: a padding value is allowed
  // there, and means nothing (a scalar has no padding).
  if (!layout.isPadded()) {
    if (layout.paddingValue && rank != 0)
      return makeError(LayoutError::Kind::PaddingValueWithoutPadding);
    return std::nullopt;
  }
  // Rule 2: one width per dimension, each a size.
  if (static_cast<int64_t>(layout.paddedDimensions.size()) != rank) {
    LayoutError e = makeError(LayoutError::Kind::PaddedDimensionsRankMismatch);
    e.got = layout.paddedDimensions.size();
    e.expected = rank;
    return e;
  }
  for (int64_t d = 0; d < rank; ++d) {
    // A padded width is a static bound; only the logical size may be
    // dynamic.
    if (layout.paddedDimensions[d] == kDynamicSize) {
      LayoutError e = makeError(LayoutError::Kind::PaddedDynamicDimension);
      e.dim = d;
      return e;
    }
    if (layout.paddedDimensions[d] < 0) {
      LayoutError e = makeError(LayoutError::Kind::PaddedDimensionNegative);
      e.dim = d;
      e.value = layout.paddedDimensions[d];
      return e;
    }
  }
  return std::nullopt;
}

std::optional<LayoutError> verifyLayout(LayoutRef layout) {
  return verifyLayoutForRank(layout, layout.minorToMajor.size());
}

std::optional<LayoutError> verifyLayoutForShape(LayoutRef layout,
                                                llvm::ArrayRef<int64_t> dims,
                                                int64_t elementBytes) {
  int64_t rank = dims.size();
  if (auto error = verifyLayoutForRank(layout, rank))
    return error;
  if (layout.isPadded()) {
    for (int64_t d = 0; d < rank; ++d) {
      // Rule 2: each width is >= the dimension size. A dynamic size is
      // bounded by its width at run time (XLA's bounded dynamic dimension).
      if (dims[d] != kDynamicSize && layout.paddedDimensions[d] < dims[d]) {
        LayoutError e = makeError(LayoutError::Kind::PaddedDimensionTooSmall);
        e.dim = d;
        e.value = layout.paddedDimensions[d];
        e.size = dims[d];
        return e;
      }
    }
  }
  // The buffer and every stride are addressable. The product of the
  // non-zero static physical sizes bounds every stride and the element
  // count, and is reached by the stride or the count of the most-major
  // non-zero size: it must fit in int64, even when a later size is 0. With
  // dynamic sizes, the static ones alone must already fit.
  llvm::ArrayRef<int64_t> physical = layout.physicalDims(dims);
  bool anyDynamic = llvm::is_contained(physical, kDynamicSize);
  // The common case, in int64: nothing overflows, so there is no count to
  // print. The 128-bit products below only describe an overflow.
  {
    int64_t elements = 1;
    bool fits = true;
    bool anyZero = false;
    for (int64_t size : physical) {
      if (size == kDynamicSize || size == 0) {
        anyZero |= size == 0;
        continue;
      }
      if (__builtin_mul_overflow(elements, size, &elements)) {
        fits = false;
        break;
      }
    }
    int64_t bytes;
    if (fits && (elementBytes <= 0 || anyZero || anyDynamic ||
                 !__builtin_mul_overflow(elements, elementBytes, &bytes)))
      return std::nullopt;
  }
  llvm::APInt product(128, 1);
  bool hasZero = false;
  bool overflow = false;
  for (int64_t size : physical) {
    if (size == kDynamicSize || size == 0) {
      hasZero |= size == 0;
      continue;
    }
    product = product.umul_ov(llvm::APInt(128, size), overflow);
    if (overflow)
      break;
  }
  if (overflow || product.ugt(std::numeric_limits<int64_t>::max())) {
    LayoutError e = makeError(LayoutError::Kind::ElementCountOverflow);
    e.count = overflow ? "more than 2^127" : llvm::toString(product, 10, false);
    e.strideOnly = hasZero;
    return e;
  }
  // And its bytes, when the element size is known: an allocation size must
  // not wrap.
  if (elementBytes > 0 && !hasZero && !anyDynamic) {
    llvm::APInt bytes =
        product.umul_ov(llvm::APInt(128, elementBytes), overflow);
    if (!overflow && bytes.ule(std::numeric_limits<int64_t>::max()))
      return std::nullopt;
    LayoutError e = makeError(LayoutError::Kind::ByteCountOverflow);
    e.count = overflow ? "more than 2^127" : llvm::toString(bytes, 10, false);
    e.value = product.getZExtValue();
    e.size = elementBytes;
    return e;
  }
  return std::nullopt;
}

DimVector physicalDims(const DimVector &dims, const Layout &layout) {
  llvm::ArrayRef<int64_t> physical = LayoutRef(layout).physicalDims(dims);
  return DimVector(physical.begin(), physical.end());
}

DimVector strides(const DimVector &dims, const Layout &layout) {
  int64_t count = 0;
  return foldStrides(
      physicalDims(dims, layout), layout.minorToMajor, int64_t(1),
      [](int64_t stride, int64_t size) {
        if (stride == kDynamicSize || size == kDynamicSize)
          return kDynamicSize;
        return stride * size;
      },
      count);
}

std::vector<std::pair<int64_t, int64_t>> sizeBounds(const DimVector &dims,
                                                    const Layout &layout) {
  std::vector<std::pair<int64_t, int64_t>> bounds;
  if (!layout.isPadded())
    return bounds;
  for (size_t d = 0; d < dims.size(); ++d)
    if (dims[d] == kDynamicSize)
      bounds.emplace_back(d, layout.paddedDimensions[d]);
  return bounds;
}

int64_t physicalElementCount(const DimVector &dims, const Layout &layout) {
  return logicalElementCount(physicalDims(dims, layout));
}

int64_t logicalElementCount(const DimVector &dims) {
  if (std::find(dims.begin(), dims.end(), 0) != dims.end())
    return 0;
  if (shape_util::hasDynamicSize(dims))
    return kDynamicSize;
  int64_t count = 1;
  for (int64_t size : dims)
    count *= size;
  return count;
}

bool equivalentLayouts(const DimVector &dims, const Layout &a,
                       const Layout &b) {
  if (shape_util::hasDynamicSize(dims)) {
    // Without sizes only identical descriptions are known to agree.
    return a.minorToMajor == b.minorToMajor &&
           a.paddedDimensions == b.paddedDimensions &&
           a.effectivePaddingValue() == b.effectivePaddingValue();
  }
  int64_t count = physicalElementCount(dims, a);
  if (count != physicalElementCount(dims, b))
    return false;
  int64_t logical = logicalElementCount(dims);
  if (logical == 0)
    return count == 0 || a.effectivePaddingValue() == b.effectivePaddingValue();
  // Every logical element sits at the same position iff the strides of all
  // dimensions that have more than one index agree.
  DimVector sa = strides(dims, a), sb = strides(dims, b);
  for (size_t d = 0; d < dims.size(); ++d)
    if (dims[d] > 1 && sa[d] != sb[d])
      return false;
  // Same buffer size and same element positions: the padding positions are
  // the same too, so they must hold the same value.
  return count == logical ||
         a.effectivePaddingValue() == b.effectivePaddingValue();
}

bool isDefaultEquivalent(const DimVector &dims, const Layout &layout) {
  return equivalentLayouts(dims, layout, defaultLayout(dims.size()));
}

} // namespace layout_util

namespace index_util {

int64_t multiIndexToLinear(const DimVector &dims, const Layout &layout,
                           const DimVector &multiIndex) {
  assert(multiIndex.size() == dims.size() && "index rank mismatch");
  DimVector s = layout_util::strides(dims, layout);
  int64_t linear = 0;
  for (size_t d = 0; d < dims.size(); ++d)
    linear += multiIndex[d] * s[d];
  return linear;
}

DimVector linearToMultiIndex(const DimVector &dims, const Layout &layout,
                             int64_t linear) {
  DimVector physical = layout_util::physicalDims(dims, layout);
  DimVector s = layout_util::strides(dims, layout);
  DimVector index(dims.size(), 0);
  int64_t rank = dims.size();
  for (int64_t k = 0; k < rank; ++k) {
    int64_t dim = layout.minorToMajor[k];
    if (s[dim] == 0)
      continue; // An empty buffer has no positions.
    int64_t quotient = linear / s[dim];
    // The most-major dimension takes the whole quotient.
    index[dim] = (k == rank - 1) ? quotient : quotient % physical[dim];
  }
  return index;
}

bool isPaddingPosition(const DimVector &dims, const Layout &layout,
                       int64_t linear) {
  DimVector index = linearToMultiIndex(dims, layout, linear);
  for (size_t d = 0; d < dims.size(); ++d)
    if (index[d] >= dims[d])
      return true;
  return false;
}

bool nextIndex(const DimVector &dims, DimVector &index) {
  for (int64_t d = static_cast<int64_t>(dims.size()) - 1; d >= 0; --d) {
    if (++index[d] < dims[d])
      return true;
    index[d] = 0;
  }
  return false;
}

} // namespace index_util

namespace shape_util {

int64_t trueRank(const DimVector &dims) {
  return std::count_if(dims.begin(), dims.end(),
                       [](int64_t size) { return size > 1; });
}

std::optional<int64_t> normalizeDimension(int64_t dim, int64_t rank) {
  if (dim < -rank || dim >= rank)
    return std::nullopt;
  return dim < 0 ? dim + rank : dim;
}

bool hasDynamicSize(const DimVector &dims) {
  return std::find(dims.begin(), dims.end(), kDynamicSize) != dims.end();
}

} // namespace shape_util

} // namespace mlir::shapes
