//===- ImportHlo.h - XLA HLO text to MLIR -----------------------*- C++ -*-===//
//
// Imports an XLA HLO module in text form (`HloModule ...`, or bare
// computations as XLA's codegen tests write them) into the shapes dialect
// and upstream dialects. The ENTRY computation becomes a public
// `func.func`; HLO layouts become `#shapes.layout` encodings.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_TARGET_HLO_IMPORTHLO_H
#define SHAPES_TARGET_HLO_IMPORTHLO_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace mlir::shapes {

/// Imports the HLO text in the main buffer of `sourceMgr`. Returns null
/// after emitting located errors when the text is malformed or uses an
/// opcode or attribute outside the supported subset.
OwningOpRef<ModuleOp> importHloModule(llvm::SourceMgr &sourceMgr,
                                      MLIRContext *context);

/// Registers `--import-hlo` with mlir-translate's registry.
void registerImportHloTranslation();

} // namespace mlir::shapes

#endif // SHAPES_TARGET_HLO_IMPORTHLO_H
