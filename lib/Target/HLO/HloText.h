//===- HloText.h - HLO module text as parsed --------------------*- C++ -*-===//
//
// The syntax tree of an HLO module as `HloParser` reads it: computations of
// instructions, each with its shape, opcode, operands and attributes. The
// tree refers to the source buffer (string views and SMLocs), which outlives
// it. HloAttribute values are kept as text and read by the importer, which
// knows what each opcode expects.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_LIB_TARGET_HLO_HLOTEXT_H
#define SHAPES_LIB_TARGET_HLO_HLOTEXT_H

#include "shapes/Semantics/XlaShape.h"

#include "mlir/IR/Location.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/SMLoc.h"

#include <optional>
#include <vector>

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace mlir::shapes::hlo {

/// `name=value`, the value as written (braces and quotes included).
struct HloAttribute {
  StringRef name;
  StringRef value;
  llvm::SMLoc loc;
  llvm::SMLoc valueLoc;
};

/// An operand reference: `%x` or `x`, with or without a shape before it.
struct HloOperand {
  StringRef name;
  llvm::SMLoc loc;
};

struct HloInstruction {
  StringRef name;
  llvm::SMLoc loc;
  bool isRoot = false;
  xla::Shape shape;
  llvm::SMLoc shapeLoc;
  StringRef opcode;
  llvm::SMLoc opcodeLoc;
  /// The operands, except for `constant` and `parameter`, whose parentheses
  /// hold a literal or a number: that text is `payload`.
  std::vector<HloOperand> operands;
  StringRef payload;
  llvm::SMLoc payloadLoc;
  std::vector<HloAttribute> attributes;

  const HloAttribute *findAttribute(StringRef attrName) const;
};

struct HloComputation {
  StringRef name;
  llvm::SMLoc loc;
  bool isEntry = false;
  std::vector<HloInstruction> instructions;
  /// The ROOT, or the last instruction when none is marked.
  size_t rootIndex = 0;

  const HloInstruction &root() const { return instructions[rootIndex]; }
};

/// `entry_computation_layout={(p0, p1, ...)->result}`.
struct EntryLayout {
  std::vector<xla::Shape> parameters;
  xla::Shape result;
  llvm::SMLoc loc;
};

struct HloModule {
  /// The `HloModule` name, or empty for a file of bare computations.
  StringRef name;
  std::optional<EntryLayout> entryLayout;
  std::vector<HloComputation> computations;
  /// The ENTRY computation, or the last one when none is marked.
  size_t entryIndex = 0;

  /// Each computation's index in `computations`, by name.
  llvm::StringMap<size_t> computationIndex;

  const HloComputation *findComputation(StringRef computationName) const;
};

/// Parses the main buffer of `sourceMgr`. Errors are emitted on `context`
/// at their `file:line:col`.
FailureOr<HloModule> parseModule(llvm::SourceMgr &sourceMgr,
                                 MLIRContext *context);

/// The name of the main buffer of `sourceMgr` (its file), as the
/// locations in it name it.
StringAttr getMainFileName(llvm::SourceMgr &sourceMgr, MLIRContext *context);

/// The location of `loc` in the main buffer of `sourceMgr`.
Location getLocation(llvm::SourceMgr &sourceMgr, MLIRContext *context,
                     llvm::SMLoc loc);
/// The same, with the buffer's name from getMainFileName: an importer that
/// makes a location for every op gets the name once.
Location getLocation(llvm::SourceMgr &sourceMgr, StringAttr fileName,
                     llvm::SMLoc loc);

} // namespace mlir::shapes::hlo

#endif // SHAPES_LIB_TARGET_HLO_HLOTEXT_H
