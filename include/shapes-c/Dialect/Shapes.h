/*===- Shapes.h - C API of the shapes dialect and #shapes.layout --*- C -*-===*\
|*                                                                            *|
|* Part of the shapes project: XLA array semantics for MLIR.                  *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/
/*
 * The shapes dialect for C and for bindings of other languages: dialect
 * registration, and construction and queries of `#shapes.layout` (XLA's
 * Layout: minor_to_major, padded_dimensions, padding_value) with the layout
 * arithmetic of the dialect (strides, physical element count, linearize and
 * delinearize), and the tensor types of XLA shape strings. See docs/CAPI.md.
 *
 * Functions that can fail on bad input return an MlirLogicalResult (or a
 * null attribute) instead of aborting; they never read past the arrays whose
 * lengths they are given.
 */

#ifndef SHAPES_C_DIALECT_SHAPES_H
#define SHAPES_C_DIALECT_SHAPES_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* mlirGetDialectHandle__shapes__(): insert it into a registry or load it. */
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Shapes, shapes);

/*===----------------------------------------------------------------------===*/
/* #shapes.layout                                                            */
/*===----------------------------------------------------------------------===*/

/* What the padding of a padded layout holds (`padding_value`). */
typedef enum ShapesPaddingValue {
  ShapesPaddingValueZero = 0, /* 0, 0.0, false; the default when absent */
  ShapesPaddingValueOne,      /* 1, 1.0, true */
  ShapesPaddingValueLowest,   /* -inf, the integer minimum, false */
  ShapesPaddingValueHighest,  /* +inf, the integer maximum, true */
  ShapesPaddingValueUnknown,  /* undefined contents */
} ShapesPaddingValue;

/* True when `attr` is a #shapes.layout. */
MLIR_CAPI_EXPORTED bool shapesAttributeIsALayout(MlirAttribute attr);

/* Builds #shapes.layout<minor_to_major = [...], padded_dimensions = [...],
 * padding_value = ...>. `minorToMajor` has `rank` entries. `paddedDimensions`
 * has `numPaddedDimensions` entries (0 and NULL: unpadded). The padding value
 * is written only when `hasPaddingValue`. Returns a null attribute (check
 * with mlirAttributeIsNull) and emits the verifier's diagnostic on the
 * context when the layout is invalid on its own (not a permutation, padding
 * value without padding, ...). */
MLIR_CAPI_EXPORTED MlirAttribute shapesLayoutAttrGet(
    MlirContext ctx, intptr_t rank, const int64_t *minorToMajor,
    intptr_t numPaddedDimensions, const int64_t *paddedDimensions,
    bool hasPaddingValue, ShapesPaddingValue paddingValue);

/* XLA's default layout of a rank: minor_to_major = [rank-1, ..., 0]. */
MLIR_CAPI_EXPORTED MlirAttribute shapesLayoutAttrGetDefault(MlirContext ctx,
                                                            intptr_t rank);

/* The #shapes.layout of a tensor (its encoding) or memref (its layout), or a
 * null attribute when the type has none (XLA's default layout). */
MLIR_CAPI_EXPORTED MlirAttribute shapesTypeGetLayout(MlirType type);

/* The rank of the layout: the number of entries of minor_to_major. */
MLIR_CAPI_EXPORTED intptr_t shapesLayoutAttrGetRank(MlirAttribute attr);
/* minor_to_major[pos], 0 <= pos < rank. */
MLIR_CAPI_EXPORTED int64_t shapesLayoutAttrGetMinorToMajor(MlirAttribute attr,
                                                           intptr_t pos);
/* The number of padded_dimensions: the rank when padded, 0 when not. */
MLIR_CAPI_EXPORTED intptr_t
shapesLayoutAttrGetNumPaddedDimensions(MlirAttribute attr);
/* padded_dimensions[pos], 0 <= pos < shapesLayoutAttrGetNumPaddedDimensions. */
MLIR_CAPI_EXPORTED int64_t
shapesLayoutAttrGetPaddedDimension(MlirAttribute attr, intptr_t pos);
/* True when padding_value is written. */
MLIR_CAPI_EXPORTED bool shapesLayoutAttrHasPaddingValue(MlirAttribute attr);
/* The padding value; ShapesPaddingValueZero when it is not written. */
MLIR_CAPI_EXPORTED ShapesPaddingValue
shapesLayoutAttrGetPaddingValue(MlirAttribute attr);

/* Layout arithmetic for an array of sizes `sizes[rank]` stored in `layout`.
 * Each fails (and writes nothing) when `rank` is not the layout's rank or
 * the layout is invalid for these sizes (a padded width below its size, a
 * dynamic size in a padded layout, a buffer of more than 2^63-1 elements). */

/* The stride of every dimension, in elements. A dynamic size
 * (mlirShapedTypeGetDynamicSize()) makes every more-major stride dynamic. */
MLIR_CAPI_EXPORTED MlirLogicalResult
shapesLayoutAttrGetStrides(MlirAttribute layout, intptr_t rank,
                           const int64_t *sizes, int64_t *strides);

/* The number of elements of the physical buffer, padding included. Fails
 * for dynamic sizes. */
MLIR_CAPI_EXPORTED MlirLogicalResult shapesLayoutAttrGetPhysicalElementCount(
    MlirAttribute layout, intptr_t rank, const int64_t *sizes, int64_t *count);

/* The position of `index[rank]` in the physical buffer. Fails for dynamic
 * sizes and for an index outside the sizes. */
MLIR_CAPI_EXPORTED MlirLogicalResult shapesLayoutAttrLinearize(
    MlirAttribute layout, intptr_t rank, const int64_t *sizes,
    const int64_t *index, int64_t *linear);

/* The multi-index stored at physical position `linear`. For a padding
 * position some entry is >= the size of its dimension (*isPadding is set
 * when isPadding is not NULL). Fails for dynamic sizes and for a position
 * outside [0, physical element count). */
MLIR_CAPI_EXPORTED MlirLogicalResult shapesLayoutAttrDelinearize(
    MlirAttribute layout, intptr_t rank, const int64_t *sizes, int64_t linear,
    int64_t *index, bool *isPadding);

/*===----------------------------------------------------------------------===*/
/* XLA shapes                                                                */
/*===----------------------------------------------------------------------===*/

/* The tensor type of an XLA array shape in HLO text: `f32[2,3]{0,1}` is
 * tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1]>>, `pred[]` is
 * tensor<i1>. pred is i1, sN and uN are the signless iN; XLA's default
 * layout (`{n-1,...,0}`, or no layout) gives no encoding. A dynamic
 * dimension is a `?`: `f32[?,3]` is tensor<?x3xf32>, and a bounded one is
 * stored padded to its bound with undefined padding, `f32[<=8,3]` is
 * tensor<?x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions
 * = [8, 3], padding_value = unknown>>.
 *
 * Returns a null type (check with mlirTypeIsNull) for a tuple shape,
 * malformed text, and what shapes does not support (an element type such as
 * c64 or s4, layout tiles `:T(8,128)`, a memory space, a bounded and an
 * unbounded dynamic dimension in one shape `f32[?,<=8]`). The message names it,
 * with the byte offset of the offending text for parse errors. It goes to
 * `errorCallback` (called once, with `userData`) or, when `errorCallback` is
 * NULL, to the context's diagnostic handlers as an error. */
MLIR_CAPI_EXPORTED MlirType
shapesXlaShapeGetType(MlirContext ctx, MlirStringRef shape,
                      MlirStringCallback errorCallback, void *userData);

#ifdef __cplusplus
}
#endif

#endif /* SHAPES_C_DIALECT_SHAPES_H */
