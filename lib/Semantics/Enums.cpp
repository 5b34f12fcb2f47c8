//===- Enums.cpp - the enums of XLA's semantics ---------------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The generated `stringify*` and `symbolize*` functions of Enums.td.
//
//===----------------------------------------------------------------------===//

#include "shapes/Semantics/Enums.h"

#include "llvm/ADT/StringSwitch.h"

#include "shapes/Semantics/Enums.cpp.inc"
