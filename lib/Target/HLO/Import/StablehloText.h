//===- StablehloText.h - StableHLO module text as parsed --------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The syntax tree of a StableHLO module as `parseStablehlo` reads it, in
// one form for the pretty and the generic syntax: functions of operations,
// each with its results, operands, attributes, types and regions. The
// pretty syntax's custom pieces are stored under the names of the generic
// attributes (`dims = [1, 0]` of a transpose is `permutation`), and every
// attribute value is kept as text, read by `convertStablehlo`, which knows
// what each op expects. Types are parsed (builtin types only). The tree
// refers to the source buffer, which outlives it, and to strings that
// `StablehloModule::saver` owns.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_LIB_TARGET_HLO_STABLEHLOTEXT_H
#define SHAPES_LIB_TARGET_HLO_STABLEHLOTEXT_H

#include "HloText.h"

#include "mlir/IR/Types.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/StringSaver.h"

#include <deque>
#include <memory>
#include <vector>

namespace mlir::shapes::hlo {

/// `name = value`, the value as written (or as the pretty syntax implies).
struct StablehloAttribute {
  StringRef name;
  StringRef value;
  llvm::SMLoc loc;
};

/// `%name` or `%name#index` (index -1 when absent).
struct StablehloValueRef {
  StringRef name;
  int64_t index = -1;
  llvm::SMLoc loc;
};

struct StablehloBlockArgument {
  StringRef name;
  Type type;
  llvm::SMLoc loc;
};

struct StablehloOperation;

struct StablehloBlock {
  std::vector<StablehloBlockArgument> arguments;
  /// A deque: a block of 100,000 ops grows without moving them.
  std::deque<StablehloOperation> operations;
};

struct StablehloOperation {
  /// The op's name as written, without quotes (`stablehlo.add`, `return`).
  StringRef name;
  /// Where the operation starts (its results, or its name).
  llvm::SMLoc loc;
  llvm::SMLoc nameLoc;
  /// `%0`, or `%0:2` (count 2), or the first of `%a, %b` (count 2, and
  /// the names in resultNames).
  StringRef result;
  int64_t resultCount = 0;
  SmallVector<StringRef, 0> resultNames;
  SmallVector<StablehloValueRef, 3> operands;
  SmallVector<StablehloAttribute, 1> attributes;
  SmallVector<Type, 3> operandTypes;
  SmallVector<Type, 1> resultTypes;
  llvm::SMLoc typeLoc;
  /// `@callee` of `call` and `custom_call`.
  StringRef symbol;
  llvm::SMLoc symbolLoc;
  /// Single-block regions (a reducer, a function body).
  std::vector<StablehloBlock> regions;

  const StablehloAttribute *findAttribute(StringRef attrName) const;
};

struct StablehloFunction {
  StringRef name;
  llvm::SMLoc loc;
  bool isPublic = true;
  StablehloBlock body;
  SmallVector<Type, 1> resultTypes;
};

struct StablehloModule {
  StringRef name;
  std::deque<StablehloFunction> functions;
  llvm::BumpPtrAllocator allocator;
  llvm::StringSaver saver{allocator};
};

/// Runs `callback` with the diagnostics of `context` caught, not printed;
/// returns the first one's message (MLIR's parsers of types and
/// attributes, whose errors are located in a buffer of their own).
std::string firstDiagnostic(MLIRContext *context,
                            function_ref<void()> callback);

/// True when `name` is an op that convertStablehlo converts (`stablehlo.add`,
/// `func.call`, `check.expect_eq`, ...).
bool isSupportedStablehloOp(StringRef name);

/// Parses the main buffer of `sourceMgr`: a `module`, or the functions of
/// one without it, in StableHLO's pretty or generic syntax. Errors are
/// emitted on `context` at their `file:line:col`.
FailureOr<std::unique_ptr<StablehloModule>>
parseStablehlo(llvm::SourceMgr &sourceMgr, MLIRContext *context);

/// The HLO syntax tree of `module`: one computation per function and per
/// region, with the HLO opcode and attributes of each op. Strings it makes
/// go to `module.saver`. The public functions are `functions` of the result.
/// `checks` keeps the interpreter's checks (`check.*` ops and custom calls)
/// as instructions of the opcodes `check.expect_eq`, `check.expect_close`
/// and `check.expect_almost_eq`; without it they are dropped.
FailureOr<HloModule> convertStablehlo(StablehloModule &module,
                                      llvm::SourceMgr &sourceMgr,
                                      MLIRContext *context, bool checks);

} // namespace mlir::shapes::hlo

#endif // SHAPES_LIB_TARGET_HLO_STABLEHLOTEXT_H
