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

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Location.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/DenseMap.h"
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
  /// The value of a `constant` given as an attribute of its default-layout
  /// type rather than as a literal in `payload` (StableHLO's `dense<...>`).
  DenseElementsAttr literal;
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
  /// Each instruction's index in `instructions`, by name (names are
  /// unique in a computation).
  llvm::DenseMap<StringRef, size_t> instructionIndex;

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
  /// The computations imported as public functions, in order; when empty,
  /// the ENTRY computation alone.
  std::vector<size_t> functions;

  /// Each computation's index in `computations`, by name.
  llvm::StringMap<size_t> computationIndex;

  const HloComputation *findComputation(StringRef computationName) const;
};

/// Parses the main buffer of `sourceMgr`. Errors are emitted on `context`
/// at their `file:line:col`.
FailureOr<HloModule> parseModule(llvm::SourceMgr &sourceMgr,
                                 MLIRContext *context);

/// The location of `loc` in the main buffer of `sourceMgr`.
Location getLocation(llvm::SourceMgr &sourceMgr, MLIRContext *context,
                     llvm::SMLoc loc);

/// The locations of positions in the main buffer of `sourceMgr`, the same
/// as getLocation's, for an importer that makes one for every op: the file
/// name is looked up once, and the line and column of a position a little
/// after the previous one are counted from there (SourceMgr searches its
/// table of line offsets).
class SourceLocations {
public:
  SourceLocations(llvm::SourceMgr &sourceMgr, MLIRContext *context);

  Location get(llvm::SMLoc loc);

private:
  llvm::SourceMgr &sourceMgr;
  StringAttr fileName;
  /// The previous position, its line, and where its column count starts:
  /// after the last '\n' or '\r' before it, as SourceMgr counts columns.
  const char *previous = nullptr;
  unsigned line = 0;
  const char *columnStart = nullptr;
};

} // namespace mlir::shapes::hlo

#endif // SHAPES_LIB_TARGET_HLO_HLOTEXT_H
