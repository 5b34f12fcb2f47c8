//===- StablehloConverter.h - StableHLO ops as HLO, shared --*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The converter of StableHLO ops into HLO instructions (convertStablehlo,
// StablehloText.h), shared by its two files: StablehloToHlo.cpp (the opcode
// tables, operands, results, blocks and the module) and
// StablehloAttributes.cpp (each op's attributes as HLO writes them).
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_LIB_TARGET_HLO_IMPORT_STABLEHLOCONVERTER_H
#define SHAPES_LIB_TARGET_HLO_IMPORT_STABLEHLOCONVERTER_H

#include "StablehloText.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/SourceMgr.h"

#include <array>
#include <optional>
#include <string>

namespace mlir::shapes::hlo::stablehlo {

/// The HLO opcode of an elementwise `stablehlo.X`, or empty.
StringRef elementwiseOpcode(StringRef name);
/// The HLO opcode of the other StableHLO ops that have one.
StringRef structuralOpcode(StringRef name);
bool isCall(StringRef name);
bool isReturn(StringRef name);
bool isCheckOp(StringRef name);
bool isCheckTarget(StringRef target);
/// Attributes that change nothing here: precision hints, the results'
/// and arguments' annotations of JAX and XLA, a custom call's flags.
bool isIgnoredAttribute(StringRef name);
/// `[1, 0]`, `array<i64: 1, 0>`, `array<i64>`, `dense<[1, 0]> : ...` or
/// `dense<1> : tensor<1xi64>` as integers.
std::optional<SmallVector<int64_t>> parseIntList(StringRef text);
/// `0 : i64` or `0` as an integer.
std::optional<int64_t> parseInt(StringRef text);
/// `#stablehlo<comparison_direction LT>` (or the bare `LT`) as `LT`.
StringRef enumCase(StringRef text);
/// `{1,0}`, as HLO writes a list.
std::string hloList(ArrayRef<int64_t> values);

class Converter {
public:
  Converter(StablehloModule &source, llvm::SourceMgr &sourceMgr,
            MLIRContext *context, bool checks)
      : source(source), sourceMgr(sourceMgr), context(context), checks(checks) {
  }

  FailureOr<HloModule> convert();

private:
  InFlightDiagnostic emitError(llvm::SMLoc loc) {
    return mlir::emitError(getLocation(sourceMgr, context, loc));
  }
  StringRef save(const Twine &text) { return source.saver.save(text); }

  FailureOr<xla::Shape> shapeOf(Type type, llvm::SMLoc loc);
  FailureOr<xla::Shape> resultShape(const StablehloOperation &op);

  /// Adds a computation of `block`, whose ROOT is its return.
  FailureOr<size_t> convertBlock(StringRef name, llvm::SMLoc loc,
                                 const StablehloBlock &block);
  LogicalResult convertOperation(const StablehloOperation &op);
  LogicalResult convertReturn(const StablehloOperation &op);
  LogicalResult convertCheck(const StablehloOperation &op);
  LogicalResult setAttributes(const StablehloOperation &op, StringRef opcode,
                              HloInstruction &instruction);
  FailureOr<std::array<SmallVector<int64_t>, 3>>
  threeLists(const StablehloOperation &op, std::array<StringRef, 3> names,
             StringRef what, llvm::StringSet<> &read);
  LogicalResult setSlice(const StablehloOperation &op,
                         HloInstruction &instruction, llvm::StringSet<> &read);
  LogicalResult setPadding(const StablehloOperation &op,
                           HloInstruction &instruction,
                           llvm::StringSet<> &read);
  LogicalResult setBroadcast(const StablehloOperation &op,
                             HloInstruction &instruction);
  LogicalResult setDotAttributes(const StablehloOperation &op,
                                 HloInstruction &instruction);
  LogicalResult setConstant(const StablehloOperation &op,
                            const StablehloAttribute &value,
                            HloInstruction &instruction);

  /// Appends an instruction named `name` to the computation being built.
  FailureOr<HloInstruction *> add(StringRef name, llvm::SMLoc loc);
  FailureOr<HloOperand> operand(const StablehloValueRef &ref);
  FailureOr<std::vector<HloOperand>> operandsOf(const StablehloOperation &op);
  /// Instructions `name#i` that pick each result of the tuple `name`.
  LogicalResult addTupleElements(const StablehloOperation &op,
                                 const xla::Shape &shape);
  const StablehloAttribute *attribute(const StablehloOperation &op,
                                      StringRef name);
  FailureOr<const StablehloAttribute *>
  requireAttribute(const StablehloOperation &op, StringRef name);
  FailureOr<SmallVector<int64_t>> intList(const StablehloOperation &op,
                                          StringRef name);

  StablehloModule &source;
  llvm::SourceMgr &sourceMgr;
  MLIRContext *context;
  bool checks;
  HloModule result;
  /// The computation being built, and the result counts of its values.
  size_t currentIndex = 0;
  HloComputation &cur() { return result.computations[currentIndex]; }
  /// By name; the names are the source buffer's or the saver's.
  llvm::DenseMap<StringRef, int64_t> resultCounts;
  unsigned regionCount = 0;
  unsigned synthesizedCount = 0;
};

} // namespace mlir::shapes::hlo::stablehlo

#endif // SHAPES_LIB_TARGET_HLO_IMPORT_STABLEHLOCONVERTER_H
