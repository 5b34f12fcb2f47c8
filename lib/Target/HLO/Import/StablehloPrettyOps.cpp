//===- StablehloPrettyOps.cpp - pretty syntax of StableHLO ops ------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The pretty forms that StablehloParser.h reads, each op's ODS format in
// StableHLO (StablehloParser.cpp has examples of each and the generic
// form): slice, dot_general, compare, the interpreter's checks, reduce,
// call, return, and the common `%r = op %a, %b {attrs} : types` body.
//
//===----------------------------------------------------------------------===//

#include "StablehloParser.h"

#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::hlo;
using namespace mlir::shapes::hlo::stablehlo;

LogicalResult Parser::prettySlice(StablehloOperation &op) {
  if (failed(operandList(op)))
    return failure();
  llvm::SMLoc loc = here();
  if (failed(expect('[', "to open the slice")))
    return failure();
  std::string starts, limits, strides;
  if (!consume(']')) {
    do {
      FailureOr<int64_t> start = integer();
      if (failed(start) || failed(expect(':', "in the slice")))
        return failure();
      FailureOr<int64_t> limit = integer();
      if (failed(limit))
        return failure();
      int64_t stride = 1;
      if (consume(':')) {
        FailureOr<int64_t> s = integer();
        if (failed(s))
          return failure();
        stride = *s;
      }
      auto append = [](std::string &list, int64_t value) {
        list += (list.empty() ? "" : ", ") + std::to_string(value);
      };
      append(starts, *start);
      append(limits, *limit);
      append(strides, stride);
    } while (consume(','));
    if (failed(expect(']', "to close the slice")))
      return failure();
  }
  addAttribute(op, "start_indices", "[" + starts + "]", loc);
  addAttribute(op, "limit_indices", "[" + limits + "]", loc);
  addAttribute(op, "strides", "[" + strides + "]", loc);
  return trailingTypes(op);
}

LogicalResult Parser::prettyDotGeneral(StablehloOperation &op) {
  if (failed(operandList(op)))
    return failure();
  std::string numbers;
  llvm::SMLoc loc = here();
  while (consume(',')) {
    StringRef keyword = identifier();
    if (keyword.empty())
      return emitError() << "expected an attribute name, found " << found();
    if (keyword == "batching_dims" || keyword == "contracting_dims") {
      if (failed(expect('=', "after '" + keyword.str() + "'")))
        return failure();
      FailureOr<StringRef> lhs = term("a list of dimensions");
      if (failed(lhs) || failed(expectKeyword("x")))
        return failure();
      FailureOr<StringRef> rhs = term("a list of dimensions");
      if (failed(rhs))
        return failure();
      StringRef stem = keyword == "batching_dims" ? "batching_dimensions"
                                                  : "contracting_dimensions";
      numbers += (numbers.empty() ? "" : ", ") + ("lhs_" + stem).str() + " = " +
                 lhs->str() + ", rhs_" + stem.str() + " = " + rhs->str();
    } else if (failed(keywordAttribute(op, keyword))) {
      return failure();
    }
  }
  addAttribute(op, "dot_dimension_numbers", "#stablehlo.dot<" + numbers + ">",
               loc);
  return trailingTypes(op);
}

LogicalResult Parser::prettyCompare(StablehloOperation &op) {
  llvm::SMLoc loc = here();
  StringRef direction = identifier();
  if (direction.empty())
    return emitError() << "expected a comparison direction such as LT, found "
                       << found();
  addAttribute(op, "comparison_direction",
               "#stablehlo<comparison_direction " + direction.str() + ">", loc);
  if (failed(expect(',', "after the comparison direction")))
    return failure();
  if (failed(operandList(op)))
    return failure();
  loc = here();
  StringRef compareType;
  if (consume(',') && (compareType = identifier()).empty())
    return emitError() << "expected a comparison type such as FLOAT, found "
                       << found();
  if (!compareType.empty())
    addAttribute(op, "compare_type",
                 "#stablehlo<comparison_type " + compareType.str() + ">", loc);
  return trailingTypes(op);
}

/// The check dialect's ops (stablehlo/tests/CheckOps.td).
LogicalResult Parser::prettyCheck(StablehloOperation &op, StringRef name) {
  bool isConst = name.ends_with("_const");
  FailureOr<StablehloValueRef> lhs = valueRef();
  if (failed(lhs) || failed(expect(',', "after the first operand")))
    return failure();
  op.operands.push_back(*lhs);
  if (isConst) {
    // `dense<...> : tensor<...>`, up to a comma or the end of the line.
    llvm::SMLoc loc = here();
    FailureOr<StringRef> value = typedTerm("the expected value");
    if (failed(value))
      return failure();
    op.attributes.push_back({"value", *value, loc});
  } else {
    FailureOr<StablehloValueRef> rhs = valueRef();
    if (failed(rhs))
      return failure();
    op.operands.push_back(*rhs);
  }
  while (consume(',')) {
    StringRef keyword = identifier();
    if (keyword.empty())
      return emitError() << "expected an attribute name, found " << found();
    if (failed(keywordAttribute(op, keyword)))
      return failure();
  }
  if (peek('{') && failed(attributeDictionary(op.attributes)))
    return failure();
  // `expect_eq_const` and `expect_almost_eq_const` end at their value.
  if (isConst || !consume(':'))
    return success();
  op.typeLoc = here();
  if (peek('{') && failed(attributeDictionary(op.attributes)))
    return failure();
  return bareTypeList(op.operandTypes);
}

LogicalResult Parser::prettyReduce(StablehloOperation &op, unsigned depth) {
  // `(%a init: %z), (%b init: %w)`: inputs first, then inits.
  SmallVector<StablehloValueRef, 2> inputs, inits;
  do {
    if (failed(expect('(', "before a reduced operand")))
      return failure();
    FailureOr<StablehloValueRef> input = valueRef();
    if (failed(input) || failed(expectKeyword("init")) ||
        failed(expect(':', "after 'init'")))
      return failure();
    FailureOr<StablehloValueRef> init = valueRef();
    if (failed(init) || failed(expect(')', "after the init")))
      return failure();
    inputs.push_back(*input);
    inits.push_back(*init);
  } while (consume(','));
  op.operands.assign(inputs.begin(), inputs.end());
  llvm::append_range(op.operands, inits);

  StringRef applied;
  llvm::SMLoc appliedLoc;
  if (consumeKeyword("applies")) {
    appliedLoc = here();
    applied = identifier();
    if (applied.empty())
      return emitError() << "expected the op that the reduction applies";
  }
  if (failed(expectKeyword("across")) || failed(expectKeyword("dimensions")) ||
      failed(expect('=', "after 'dimensions'")) ||
      failed(listAttribute(op, "dimensions")))
    return failure();
  if (failed(trailingTypes(op)))
    return failure();
  op.regions.emplace_back();
  StablehloBlock &body = op.regions.back();
  if (!applied.empty()) {
    // `applies stablehlo.add`: the body `%r = stablehlo.add %0, %1`.
    if (inputs.size() != 1)
      return emitError(appliedLoc)
             << "'applies' takes one reduced operand, got " << inputs.size();
    if (op.operandTypes.size() != 2)
      return emitError(op.typeLoc) << "expected the types of two operands";
    auto initType = dyn_cast<RankedTensorType>(op.operandTypes[1]);
    if (!initType)
      return emitError(op.typeLoc) << "the init must be a tensor";
    body.arguments = {{"lhs", initType, appliedLoc},
                      {"rhs", initType, appliedLoc}};
    StablehloOperation applyOp;
    applyOp.name = applied;
    applyOp.loc = applyOp.nameLoc = appliedLoc;
    applyOp.result = "result";
    applyOp.resultCount = 1;
    applyOp.operands = {{"lhs", -1, appliedLoc}, {"rhs", -1, appliedLoc}};
    applyOp.operandTypes = {initType, initType};
    applyOp.resultTypes = {initType};
    StablehloOperation returnOp;
    returnOp.name = "stablehlo.return";
    returnOp.loc = returnOp.nameLoc = appliedLoc;
    returnOp.operands = {{"result", -1, appliedLoc}};
    returnOp.operandTypes = {initType};
    body.operations.push_back(std::move(applyOp));
    body.operations.push_back(std::move(returnOp));
    return success();
  }
  // `reducer(%a: T, %b: T) (%c: U, %d: U) { ... }`: the block's arguments
  // are every pair's first, then every pair's second.
  if (failed(expectKeyword("reducer")))
    return failure();
  std::vector<StablehloBlockArgument> firsts, seconds;
  while (consume('(')) {
    for (auto *list : {&firsts, &seconds}) {
      FailureOr<StablehloBlockArgument> argument = blockArgument();
      if (failed(argument))
        return failure();
      list->push_back(*argument);
      if (list == &firsts && failed(expect(',', "between the arguments")))
        return failure();
    }
    if (failed(expect(')', "after the reducer's arguments")))
      return failure();
  }
  body.arguments = firsts;
  llvm::append_range(body.arguments, seconds);
  if (failed(expect('{', "to open the reducer")))
    return failure();
  if (failed(blockBody(body, depth + 1)))
    return failure();
  return expect('}', "to close the reducer");
}

/// `@callee(%a, %b) {attrs} : (T, T) -> T` of call and custom_call.
LogicalResult Parser::prettyCall(StablehloOperation &op) {
  op.symbolLoc = here();
  FailureOr<StringRef> callee = symbol();
  if (failed(callee) || failed(expect('(', "to open the arguments")))
    return failure();
  op.symbol = *callee;
  if (!consume(')')) {
    if (failed(operandList(op)) ||
        failed(expect(')', "to close the arguments")))
      return failure();
  }
  return functionType(op);
}

/// `%a, %b : T, U` of the returns, or nothing.
LogicalResult Parser::prettyReturn(StablehloOperation &op) {
  if (!peek('%'))
    return success();
  if (failed(operandList(op)) || failed(expect(':', "before the types")))
    return failure();
  op.typeLoc = here();
  return bareTypeList(op.operandTypes);
}

LogicalResult Parser::prettyBody(StablehloOperation &op, StringRef name,
                                 unsigned depth) {
  if (name == "stablehlo.reduce") {
    if (failed(expect('(', "to open the reduced operands")))
      return failure();
    --p;
    return prettyReduce(op, depth);
  }
  if (name == "stablehlo.constant") {
    if (peek('{') && failed(attributeDictionary(op.attributes)))
      return failure();
    llvm::SMLoc loc = here();
    FailureOr<StringRef> value = typedTerm("a constant value");
    if (failed(value))
      return failure();
    op.attributes.push_back({"value", *value, loc});
    // The result type is the value's: `dense<1.0> : tensor<2xf32>`.
    op.typeLoc = loc;
    size_t colon = value->rfind(':');
    if (colon == StringRef::npos)
      return emitError(loc) << "expected the constant's type after ':'";
    FailureOr<Type> t =
        parseTypeText(value->drop_front(colon + 1).trim().str(), loc);
    if (failed(t))
      return failure();
    op.resultTypes = {*t};
    return success();
  }
  if (name == "stablehlo.iota") {
    if (failed(expectKeyword("dim")) ||
        failed(keywordAttribute(op, "iota_dimension")))
      return failure();
    return trailingTypes(op);
  }
  if (name == "stablehlo.compare")
    return prettyCompare(op);
  if (name == "stablehlo.slice")
    return prettySlice(op);
  if (name == "stablehlo.dot_general" || name == "stablehlo.dot")
    return prettyDotGeneral(op);
  if (name.starts_with("check."))
    return prettyCheck(op, name);
  if (name == "call" || name == "func.call" || name == "stablehlo.custom_call")
    return prettyCall(op);
  if (name == "return" || name == "func.return" || name == "stablehlo.return")
    return prettyReturn(op);
  // Every other op: operands, then `, keyword = value` pieces
  // (`dims = [1, 0]`, `dim = 0`, `low = [1]`), then the types.
  if (!isSupportedStablehloOp(name))
    return emitError(op.nameLoc) << "'" << name << "' is not supported";
  bool first = true;
  if (peek('%')) {
    if (failed(operandList(op)))
      return failure();
    first = false;
  }
  while (first ? !peek(':') && !peek('{') : consume(',')) {
    first = false;
    StringRef keyword = identifier();
    if (keyword.empty())
      return emitError() << "expected an attribute name, found " << found();
    StringRef attrName =
        llvm::StringSwitch<StringRef>(keyword)
            .Case("dims", name == "stablehlo.transpose" ? "permutation"
                          : name == "stablehlo.broadcast_in_dim"
                              ? "broadcast_dimensions"
                              : "dimensions")
            .Case("dim", "dimension")
            .Case("low", "edge_padding_low")
            .Case("high", "edge_padding_high")
            .Case("interior", "interior_padding")
            .Default(keyword);
    if (failed(keywordAttribute(op, attrName)))
      return failure();
  }
  return trailingTypes(op);
}
