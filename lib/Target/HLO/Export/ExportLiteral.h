//===- ExportLiteral.h - constants as HLO literals --------------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The literal text of a `constant` instruction, the inverse of
// ImportLiteral.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_LIB_TARGET_HLO_EXPORTLITERAL_H
#define SHAPES_LIB_TARGET_HLO_EXPORTLITERAL_H

#include "mlir/IR/BuiltinAttributes.h"

#include <string>

namespace mlir::shapes::hlo {

/// The literal of `attr` nested row-major by its dimensions: `{{1, 2}, {3,
/// 4}}`, or a bare scalar for rank 0.
std::string printHloLiteral(DenseElementsAttr attr);

} // namespace mlir::shapes::hlo

#endif // SHAPES_LIB_TARGET_HLO_EXPORTLITERAL_H
