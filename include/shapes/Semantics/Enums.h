//===- Enums.h - the enums of XLA's semantics -------------------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// XLA's ComparisonDirection (`eq` .. `ge`) and PaddingValue (`zero` ..
// `unknown`), generated from Enums.td. The dialect's attributes store these
// enums; there is no second copy.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_SEMANTICS_ENUMS_H
#define SHAPES_SEMANTICS_ENUMS_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/DenseMapInfo.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <optional>

#include "shapes/Semantics/Enums.h.inc"

#endif // SHAPES_SEMANTICS_ENUMS_H
