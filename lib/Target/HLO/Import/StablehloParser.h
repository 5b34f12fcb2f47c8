//===- StablehloParser.h - StableHLO text's ops ---------------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The op level of the StableHLO parser: generic and pretty operations,
// regions, functions and the module, on the tokens of StablehloLexer.h.
// StablehloParser.cpp holds the generic syntax and the structure,
// StablehloPrettyOps.cpp the pretty syntax of each op. Private to the
// importer.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_LIB_TARGET_HLO_IMPORT_STABLEHLOPARSER_H
#define SHAPES_LIB_TARGET_HLO_IMPORT_STABLEHLOPARSER_H

#include "StablehloLexer.h"

namespace mlir::shapes::hlo::stablehlo {

class Parser : public Lexer {
public:
  using Lexer::Lexer;

  /// Parses the whole buffer into the module.
  LogicalResult parseFile();

private:
  //===--------------------------------------------------------------------===//
  // Operations
  //===--------------------------------------------------------------------===//

  /// `{attrs} : (T, T) -> T` after a generic op or a call, the attributes
  /// optional.
  LogicalResult functionType(StablehloOperation &op) {
    if (peek('{') && failed(attributeDictionary(op.attributes)))
      return failure();
    if (failed(expect(':', "before the function type")))
      return failure();
    op.typeLoc = here();
    if (failed(typeList(op.operandTypes)))
      return failure();
    if (!consume("->"))
      return emitError() << "expected '->' after the operand types";
    return typeList(op.resultTypes);
  }

  /// `%name: type`.
  FailureOr<StablehloBlockArgument> blockArgument() {
    StablehloBlockArgument argument;
    argument.loc = here();
    FailureOr<StringRef> name = valueName();
    if (failed(name) || failed(expect(':', "after the argument")))
      return failure();
    FailureOr<Type> t = type();
    if (failed(t))
      return failure();
    argument.name = *name;
    argument.type = *t;
    return argument;
  }

  /// `%a, %b#1`, up to a comma that no value follows (not consumed).
  LogicalResult operandList(StablehloOperation &op) {
    while (true) {
      FailureOr<StablehloValueRef> ref = valueRef();
      if (failed(ref))
        return failure();
      op.operands.push_back(*ref);
      const char *save = p;
      if (!consume(','))
        return success();
      if (!peek('%')) {
        p = save;
        return success();
      }
    }
  }
  /// `: T` (every operand and the result) or `: (T, T) -> T`.
  LogicalResult trailingTypes(StablehloOperation &op) {
    if (peek('{') && failed(attributeDictionary(op.attributes)))
      return failure();
    if (failed(expect(':', "before the types")))
      return failure();
    return functionalOrSameTypes(op);
  }
  LogicalResult functionalOrSameTypes(StablehloOperation &op) {
    op.typeLoc = here();
    SmallVector<Type, 3> first;
    bool parenthesized = peek('(');
    if (failed(typeList(first)))
      return failure();
    if (consume("->")) {
      op.operandTypes = std::move(first);
      return typeList(op.resultTypes);
    }
    if (parenthesized)
      return emitError() << "expected '->' after the operand types";
    // `: T` gives every operand and the result; `: P, T` (select) gives
    // the predicate and the rest.
    if (consume(',')) {
      FailureOr<Type> rest = type();
      if (failed(rest))
        return failure();
      op.operandTypes.assign(op.operands.size(), *rest);
      if (!op.operandTypes.empty())
        op.operandTypes[0] = first[0];
      op.resultTypes = {*rest};
      return success();
    }
    op.operandTypes.assign(op.operands.size(), first[0]);
    op.resultTypes = {first[0]};
    return success();
  }

  LogicalResult genericOperation(StablehloOperation &op, unsigned depth);
  LogicalResult prettyBody(StablehloOperation &op, StringRef name,
                           unsigned depth);
  LogicalResult prettyReduce(StablehloOperation &op, unsigned depth);
  LogicalResult prettySlice(StablehloOperation &op);
  LogicalResult prettyDotGeneral(StablehloOperation &op);
  LogicalResult prettyCompare(StablehloOperation &op);
  LogicalResult prettyCheck(StablehloOperation &op, StringRef name);
  LogicalResult prettyCall(StablehloOperation &op);
  LogicalResult prettyReturn(StablehloOperation &op);
  LogicalResult operation(StablehloOperation &op, unsigned depth);
  LogicalResult region(StablehloBlock &block, unsigned depth);
  LogicalResult blockBody(StablehloBlock &block, unsigned depth);
  LogicalResult function(bool generic, unsigned depth);
  LogicalResult moduleBody(unsigned depth);
};

} // namespace mlir::shapes::hlo::stablehlo

#endif // SHAPES_LIB_TARGET_HLO_IMPORT_STABLEHLOPARSER_H
