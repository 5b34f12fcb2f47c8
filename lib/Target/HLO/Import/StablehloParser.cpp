//===- StablehloParser.cpp - StableHLO text to its syntax tree ------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// A parser of StableHLO text as `stablehlo-opt` prints it, pretty or
// generic, into StablehloText.h's tree. It registers no dialect: a user's
// tool may link the real StableHLO beside us. Builtin types are read by
// MLIR's own type parser, on a copy of exactly the type's text; attribute
// values are kept as text, found by balancing brackets and quotes.
//
// The pretty syntax of each op is its ODS format in StableHLO:
//   %r = stablehlo.add %a, %b : tensor<4xf32>
//   %r = stablehlo.compare  LT, %a, %b,  FLOAT : (T, T) -> T
//   %r = stablehlo.transpose %a, dims = [1, 0] : (T) -> T
//   %r = stablehlo.slice %a [1:3, 0:4:2] : (T) -> T
//   %r = stablehlo.dot_general %a, %b, batching_dims = [0] x [0],
//            contracting_dims = [2] x [1] : (T, T) -> T
//   %r = stablehlo.reduce(%a init: %z) applies stablehlo.add
//            across dimensions = [1] : (T, T) -> T
// and the generic form of any op is
//   %r = "stablehlo.add"(%a, %b) <{props}> ({regions}) {attrs} : (T, T) -> T
// This file reads the generic form, regions, functions and the module; the
// tokens are StablehloLexer.h's, the pretty forms StablehloPrettyOps.cpp's.
//
//===----------------------------------------------------------------------===//

#include "StablehloParser.h"

#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::hlo;
using namespace mlir::shapes::hlo::stablehlo;

const StablehloAttribute *
StablehloOperation::findAttribute(StringRef attrName) const {
  for (const StablehloAttribute &attr : attributes)
    if (attr.name == attrName)
      return &attr;
  return nullptr;
}

LogicalResult Parser::genericOperation(StablehloOperation &op, unsigned depth) {
  if (failed(expect('(', "to open the operands")))
    return failure();
  if (!consume(')')) {
    if (failed(operandList(op)) || failed(expect(')', "to close the operands")))
      return failure();
  }
  // Properties, then regions, then attributes.
  if (consume("<{")) {
    --p;
    if (failed(attributeDictionary(op.attributes)) ||
        failed(expect('>', "to close the properties")))
      return failure();
  }
  if (consume('(')) {
    do {
      op.regions.emplace_back();
      if (failed(region(op.regions.back(), depth + 1)))
        return failure();
    } while (consume(','));
    if (failed(expect(')', "to close the regions")))
      return failure();
  }
  if (failed(functionType(op)))
    return failure();
  // Callees, as generic calls and custom calls write them.
  if (const StablehloAttribute *callee = op.findAttribute("callee")) {
    op.symbol = callee->value.ltrim('@').trim('"');
    op.symbolLoc = callee->loc;
  }
  if (const StablehloAttribute *target = op.findAttribute("call_target_name")) {
    op.symbol = target->value.trim('"');
    op.symbolLoc = target->loc;
  }
  return success();
}

LogicalResult Parser::operation(StablehloOperation &op, unsigned depth) {
  skipSpace();
  op.loc = here();
  if (peek('%')) {
    FailureOr<StringRef> result = valueName();
    if (failed(result))
      return failure();
    op.result = *result;
    op.resultCount = 1;
    if (consume(':')) {
      FailureOr<int64_t> count = integer();
      if (failed(count))
        return failure();
      if (*count < 1)
        return emitError(op.loc) << "expected a result count of at least 1";
      op.resultCount = *count;
    }
    // `%a, %b = ...`: the results by name, each one of its own.
    while (op.resultCount == 1 && consume(',')) {
      if (op.resultNames.empty())
        op.resultNames.push_back(op.result);
      FailureOr<StringRef> name = valueName();
      if (failed(name))
        return failure();
      op.resultNames.push_back(*name);
    }
    if (!op.resultNames.empty())
      op.resultCount = op.resultNames.size();
    if (failed(expect('=', "after the results")))
      return failure();
  }
  skipSpace();
  op.nameLoc = here();
  if (peek('"')) {
    FailureOr<StringRef> quoted = stringLiteral();
    if (failed(quoted))
      return failure();
    op.name = quoted->drop_front().drop_back();
    if (failed(genericOperation(op, depth)))
      return failure();
    if (!op.typeLoc.isValid())
      op.typeLoc = op.nameLoc;
    if (!op.symbolLoc.isValid())
      op.symbolLoc = op.nameLoc;
    return success();
  }
  op.name = identifier();
  if (op.name.empty())
    return emitError() << "expected an operation, found " << found();
  if (failed(prettyBody(op, op.name, depth)))
    return failure();
  // Errors about the types or callee of an op that writes none point at
  // its name.
  if (!op.typeLoc.isValid())
    op.typeLoc = op.nameLoc;
  if (!op.symbolLoc.isValid())
    op.symbolLoc = op.nameLoc;
  return success();
}

/// The operations of a block up to its closing `}` (not consumed).
LogicalResult Parser::blockBody(StablehloBlock &block, unsigned depth) {
  if (depth > kMaxNesting)
    return emitError() << "regions nest deeper than " << kMaxNesting;
  while (!peek('}')) {
    if (p == end)
      return emitError() << "expected '}' to close a block";
    block.operations.emplace_back();
    if (failed(operation(block.operations.back(), depth)))
      return failure();
  }
  return success();
}

/// `{ ^bb0(%a: T, ...): ops }` of a generic op.
LogicalResult Parser::region(StablehloBlock &block, unsigned depth) {
  if (failed(expect('{', "to open a region")))
    return failure();
  if (consume('^')) {
    if (identifier().empty())
      return emitError() << "expected a block label";
    if (consume('(') && !consume(')')) {
      do {
        FailureOr<StablehloBlockArgument> argument = blockArgument();
        if (failed(argument))
          return failure();
        block.arguments.push_back(*argument);
      } while (consume(','));
      if (failed(expect(')', "after the block arguments")))
        return failure();
    }
    if (failed(expect(':', "after the block label")))
      return failure();
  }
  if (failed(blockBody(block, depth)))
    return failure();
  if (consume('^'))
    return emitError() << "regions of more than one block are not supported";
  return expect('}', "to close a region");
}

/// `func.func [public|private] @name(%a: T {attrs}, ...) -> (T {attrs})
/// [attributes {...}] { ops }`, or its generic form.
LogicalResult Parser::function(bool generic, unsigned depth) {
  StablehloFunction func;
  func.loc = here();
  if (generic) {
    StablehloOperation op;
    op.loc = here();
    if (failed(genericOperation(op, depth)))
      return failure();
    const StablehloAttribute *name = op.findAttribute("sym_name");
    if (!name || op.regions.size() != 1)
      return emitError(op.loc) << "a generic func.func needs a sym_name and "
                                  "a body";
    func.name = name->value.trim('"');
    if (const StablehloAttribute *visibility =
            op.findAttribute("sym_visibility"))
      func.isPublic = visibility->value.trim('"') == "public";
    func.body = std::move(op.regions.front());
    const StablehloAttribute *type = op.findAttribute("function_type");
    if (!type)
      return emitError(op.loc) << "a generic func.func needs a function_type";
    StringRef results = type->value;
    size_t arrow = results.find("->");
    if (arrow == StringRef::npos)
      return emitError(type->loc) << "expected '->' in the function_type";
    const char *save = p, *saveEnd = end;
    p = results.data() + arrow + 2;
    end = results.data() + results.size();
    LogicalResult parsed = typeList(func.resultTypes);
    p = save;
    end = saveEnd;
    if (failed(parsed))
      return failure();
    module.functions.push_back(std::move(func));
    return success();
  }
  if (consumeKeyword("private"))
    func.isPublic = false;
  else if (!consumeKeyword("public"))
    consumeKeyword("nested");
  FailureOr<StringRef> name = symbol();
  if (failed(name) || failed(expect('(', "to open the arguments")))
    return failure();
  func.name = *name;
  if (!consume(')')) {
    do {
      FailureOr<StablehloBlockArgument> argument = blockArgument();
      if (failed(argument))
        return failure();
      func.body.arguments.push_back(*argument);
      if (peek('{') && failed(skipBalanced()))
        return failure();
      // A location, as `--mlir-print-debuginfo` writes it.
      if (consumeKeyword("loc") && failed(skipBalanced()))
        return failure();
    } while (consume(','));
    if (failed(expect(')', "to close the arguments")))
      return failure();
  }
  if (consume("->") && failed(typeList(func.resultTypes)))
    return failure();
  if (consumeKeyword("attributes") && failed(skipBalanced()))
    return failure();
  if (failed(expect('{', "to open the function's body")))
    return failure();
  if (failed(blockBody(func.body, depth + 1)) ||
      failed(expect('}', "to close the function's body")))
    return failure();
  module.functions.push_back(std::move(func));
  return success();
}

/// Functions up to a closing `}` or the end of the input.
LogicalResult Parser::moduleBody(unsigned depth) {
  while (true) {
    skipSpace();
    if (p == end || peek('}'))
      return success();
    if (consume("\"func.func\"")) {
      if (failed(function(/*generic=*/true, depth)))
        return failure();
      continue;
    }
    const char *start = p;
    StringRef keyword = identifier();
    if (keyword == "func.func" || keyword == "func") {
      if (failed(function(/*generic=*/false, depth)))
        return failure();
      continue;
    }
    p = start;
    return emitError() << "expected a func.func, found " << found();
  }
}

LogicalResult Parser::parseFile() {
  skipSpace();
  const char *start = p;
  StringRef keyword = identifier();
  if (keyword == "module" || keyword == "builtin.module") {
    if (peek('@')) {
      FailureOr<StringRef> name = symbol();
      if (failed(name))
        return failure();
      module.name = *name;
    }
    if (consumeKeyword("attributes") && failed(skipBalanced()))
      return failure();
    if (failed(expect('{', "to open the module")) || failed(moduleBody(1)) ||
        failed(expect('}', "to close the module")))
      return failure();
  } else if (consume("\"builtin.module\"")) {
    // `"builtin.module"() <{sym_name = "m"}> ({ functions }) {...} : () -> ()`
    StablehloOperation op;
    if (failed(expect('(', "to open the operands")) ||
        failed(expect(')', "to close the operands")))
      return failure();
    if (consume("<{")) {
      --p;
      if (failed(attributeDictionary(op.attributes)) ||
          failed(expect('>', "to close the properties")))
        return failure();
      if (const StablehloAttribute *name = op.findAttribute("sym_name"))
        module.name = module.saver.save(name->value.trim('"'));
    }
    if (failed(expect('(', "to open the module's region")) ||
        failed(expect('{', "to open the module's region")) ||
        failed(moduleBody(1)) ||
        failed(expect('}', "to close the module's region")) ||
        failed(expect(')', "to close the module's region")))
      return failure();
    if (peek('{') && failed(skipBalanced()))
      return failure();
    if (consume(':') && (!consume("()") || !consume("->") || !consume("()")))
      return emitError() << "expected '() -> ()' after the module";
  } else {
    p = start;
    if (failed(moduleBody(0)))
      return failure();
  }
  skipSpace();
  if (p != end)
    return emitError() << "unexpected " << found() << " after the module";
  if (module.functions.empty())
    return emitError(llvm::SMLoc::getFromPointer(start))
           << "the input has no func.func";
  return success();
}

std::string hlo::firstDiagnostic(MLIRContext *context,
                                 function_ref<void()> callback) {
  std::string message;
  ScopedDiagnosticHandler handler(context, [&](Diagnostic &diag) {
    if (message.empty())
      message = diag.str();
    return success();
  });
  callback();
  return message;
}

FailureOr<std::unique_ptr<StablehloModule>>
hlo::parseStablehlo(llvm::SourceMgr &sourceMgr, MLIRContext *context) {
  auto module = std::make_unique<StablehloModule>();
  Parser parser(sourceMgr, context, *module);
  if (failed(parser.parseFile()))
    return failure();
  return module;
}
