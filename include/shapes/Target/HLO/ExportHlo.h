//===- ExportHlo.h - MLIR to XLA HLO text -----------------------*- C++ -*-===//
//
// Writes a module of the subset that `--import-hlo` produces as an XLA HLO
// module in text form. The public `func.func` becomes the ENTRY computation;
// every shape is printed with its layout in XLA notation (`f32[2,3]{0,1}`).
//
// Integers are signless in MLIR and are written as signed (`s32`). The
// importer maps `u32` to `i32` too, so unsigned element types do not
// round-trip: an unsigned operation the importer spelled out (unsigned
// divide, remainder, maximum, minimum, convert) is written on `uN` between
// two `convert`s, which computes the same values in `sN`.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_TARGET_HLO_EXPORTHLO_H
#define SHAPES_TARGET_HLO_EXPORTHLO_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

namespace mlir::shapes {

/// Writes `module` as HLO text to `os`. Fails after a located error at the
/// first op that has no HLO counterpart, or when the module does not have
/// exactly one public function with a body.
LogicalResult exportHloModule(ModuleOp module, raw_ostream &os);

} // namespace mlir::shapes

#endif // SHAPES_TARGET_HLO_EXPORTHLO_H
