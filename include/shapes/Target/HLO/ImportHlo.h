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

#include "shapes/Semantics/XlaShape.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <string>
#include <vector>

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace mlir::shapes {

struct HloImportOptions {
  /// Verify the imported module before returning it: a module that fails
  /// is not returned (its errors are emitted).
  bool verify = true;
  /// Keep only the layouts of the ENTRY computation's signature (its
  /// parameters, its ROOT and entry_computation_layout) and of `bitcast`s
  /// and their operands, whose meaning depends on them: every other value
  /// gets the default layout, as in a module that XLA has not optimized
  /// yet, for -shapes-assign-layouts to choose.
  bool entryLayoutsOnly = false;
  /// Give each op the `file:line:col` of its instruction. Off, every op
  /// gets the ENTRY computation's location, which saves making one unique
  /// location per op where nothing will read them (a module printed
  /// without -mlir-print-debuginfo); the importer's own errors are
  /// located either way.
  bool opLocations = true;
};

/// The XLA signature of the imported ENTRY function: the shapes of its
/// arguments and results, one per function argument and result (tuples
/// flattened), with the signedness that the MLIR types leave out.
struct HloEntrySignature {
  std::string entryName;
  std::vector<xla::Shape> arguments;
  std::vector<xla::Shape> results;
};

/// Imports the HLO text in the main buffer of `sourceMgr`. Returns null
/// after emitting located errors when the text is malformed or uses an
/// opcode or attribute outside the supported subset. The ENTRY function's
/// signature goes to `signature` when it is not null.
OwningOpRef<ModuleOp> importHloModule(llvm::SourceMgr &sourceMgr,
                                      MLIRContext *context,
                                      const HloImportOptions &options = {},
                                      HloEntrySignature *signature = nullptr);

} // namespace mlir::shapes

#endif // SHAPES_TARGET_HLO_IMPORTHLO_H
