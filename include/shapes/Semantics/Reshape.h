//===- Reshape.h - XLA reshape rules ----------------------------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The rule that makes an XLA `reshape` with layouts a bitcast (XLA's
// `ShapeUtil::ReshapeIsBitcast`), as plain C++ with no dependence on MLIR
// IR. A reshape keeps the elements in row-major order of the logical
// indices; it moves no data when every element's position in the
// operand's physical buffer is its position in the result's.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_SEMANTICS_RESHAPE_H
#define SHAPES_SEMANTICS_RESHAPE_H

#include "shapes/Semantics/Layout.h"

namespace mlir::shapes::reshape_util {

/// Whether the reshape of static sizes `operandDims` in the unpadded
/// layout `operandMinorToMajor` to `resultDims` in `resultMinorToMajor`
/// moves no data. Dimensions of size 1 are ignored. The others are
/// grouped into the smallest runs of operand and result dimensions with
/// equal products (the reshape's blocks); it is a bitcast when each
/// block's dimensions are adjacent and in row-major order in both
/// physical orders, and the blocks come in the same order in both. False
/// when the element counts differ or a size is dynamic.
bool reshapeIsBitcast(llvm::ArrayRef<int64_t> operandDims,
                      llvm::ArrayRef<int64_t> operandMinorToMajor,
                      llvm::ArrayRef<int64_t> resultDims,
                      llvm::ArrayRef<int64_t> resultMinorToMajor);

} // namespace mlir::shapes::reshape_util

#endif // SHAPES_SEMANTICS_RESHAPE_H
