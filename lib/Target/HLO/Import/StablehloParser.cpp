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
//
//===----------------------------------------------------------------------===//

#include "StablehloText.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::hlo;

const StablehloAttribute *
StablehloOperation::findAttribute(StringRef attrName) const {
  for (const StablehloAttribute &attr : attributes)
    if (attr.name == attrName)
      return &attr;
  return nullptr;
}

namespace {

bool isIdentifierStart(char c) { return llvm::isAlpha(c) || c == '_'; }
bool isIdentifierChar(char c) {
  return llvm::isAlnum(c) || c == '_' || c == '$' || c == '.' || c == '-';
}

/// Blocks nest this deep at most: a hostile file of nested regions must not
/// exhaust the stack.
constexpr unsigned kMaxNesting = 64;

class Parser {
public:
  Parser(llvm::SourceMgr &sourceMgr, MLIRContext *context,
         StablehloModule &module)
      : sourceMgr(sourceMgr), context(context), module(module) {
    const llvm::MemoryBuffer *buffer =
        sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
    p = buffer->getBufferStart();
    end = buffer->getBufferEnd();
  }

  LogicalResult parseFile();

private:
  //===--------------------------------------------------------------------===//
  // Characters
  //===--------------------------------------------------------------------===//

  llvm::SMLoc here() const { return llvm::SMLoc::getFromPointer(p); }
  InFlightDiagnostic emitError(llvm::SMLoc loc) {
    return mlir::emitError(getLocation(sourceMgr, context, loc));
  }
  InFlightDiagnostic emitError() { return emitError(here()); }
  /// What the text has at the cursor, for messages.
  std::string found() {
    skipSpace();
    if (p == end)
      return "the end of the input";
    const char *q = p;
    if (isIdentifierStart(*q) || *q == '%' || *q == '@')
      for (++q; q != end && isIdentifierChar(*q);)
        ++q;
    else
      ++q;
    return "'" + std::string(p, q) + "'";
  }

  void skipSpace() {
    while (p != end) {
      if (llvm::isSpace(*p) || *p == '\0') {
        ++p;
      } else if (*p == '/' && p + 1 != end && p[1] == '/') {
        while (p != end && *p != '\n')
          ++p;
      } else {
        break;
      }
    }
  }
  bool peek(char c) {
    skipSpace();
    return p != end && *p == c;
  }
  bool consume(char c) {
    if (!peek(c))
      return false;
    ++p;
    return true;
  }
  bool consume(StringRef text) {
    skipSpace();
    if (StringRef(p, end - p).starts_with(text)) {
      p += text.size();
      return true;
    }
    return false;
  }
  LogicalResult expect(char c, StringRef what) {
    if (consume(c))
      return success();
    return emitError() << "expected '" << c << "' " << what << ", found "
                       << found();
  }
  /// A bare identifier (`stablehlo.add`, `dims`), or empty.
  StringRef identifier() {
    skipSpace();
    if (p == end || !isIdentifierStart(*p))
      return {};
    const char *start = p;
    while (p != end && isIdentifierChar(*p))
      ++p;
    return StringRef(start, p - start);
  }
  /// Consumes the keyword `word` when it is the next identifier.
  bool consumeKeyword(StringRef word) {
    const char *save = p;
    if (identifier() == word)
      return true;
    p = save;
    return false;
  }
  LogicalResult expectKeyword(StringRef word) {
    if (consumeKeyword(word))
      return success();
    return emitError() << "expected '" << word << "', found " << found();
  }
  /// A string literal's text, quotes included, or failure.
  FailureOr<StringRef> stringLiteral() {
    skipSpace();
    const char *start = p;
    if (p == end || *p != '"')
      return emitError() << "expected a string, found " << found();
    for (++p; p != end && *p != '"'; ++p) {
      if (*p == '\n')
        break;
      if (*p == '\\' && p + 1 != end)
        ++p;
    }
    if (p == end || *p != '"')
      return emitError(llvm::SMLoc::getFromPointer(start))
             << "unterminated string";
    ++p;
    return StringRef(start, p - start);
  }

  /// Text that balances (), [], {} and <> and holds whole strings, up to a
  /// ',' or a closing bracket at depth 0 (not consumed). `->` is no bracket.
  FailureOr<StringRef> balancedText(const Twine &what) {
    skipSpace();
    const char *start = p;
    while (p != end) {
      char c = *p;
      if (c == '"') {
        if (failed(stringLiteral()))
          return failure();
      } else if (c == '-' && p + 1 != end && p[1] == '>') {
        p += 2;
      } else if (c == '(' || c == '[' || c == '{' || c == '<') {
        if (failed(bracketed(what)))
          return failure();
      } else if (c == ')' || c == ']' || c == '}' || c == '>' || c == ',') {
        break;
      } else {
        ++p;
      }
    }
    StringRef text = StringRef(start, p - start).rtrim();
    if (text.empty())
      return emitError() << "expected " << what << ", found " << found();
    return text;
  }

  //===--------------------------------------------------------------------===//
  // Values, types and attributes
  //===--------------------------------------------------------------------===//

  /// `%name`, the name without `%`.
  FailureOr<StringRef> valueName() {
    skipSpace();
    if (p == end || *p != '%')
      return emitError() << "expected a value such as %0, found " << found();
    const char *start = ++p;
    while (p != end && (llvm::isAlnum(*p) || *p == '_' || *p == '$' ||
                        *p == '.' || *p == '-'))
      ++p;
    if (p == start)
      return emitError() << "expected a value name after '%'";
    return StringRef(start, p - start);
  }
  /// `%name` or `%name#index`.
  FailureOr<StablehloValueRef> valueRef() {
    StablehloValueRef ref;
    ref.loc = here();
    FailureOr<StringRef> name = valueName();
    if (failed(name))
      return failure();
    ref.name = *name;
    if (p != end && *p == '#') {
      ++p;
      FailureOr<int64_t> index = integer();
      if (failed(index))
        return failure();
      ref.index = *index;
    }
    return ref;
  }
  /// `@name` or `@"name"`.
  FailureOr<StringRef> symbol() {
    skipSpace();
    if (p == end || *p != '@')
      return emitError() << "expected a symbol such as @main, found "
                         << found();
    ++p;
    if (p != end && *p == '"') {
      FailureOr<StringRef> text = stringLiteral();
      if (failed(text))
        return failure();
      return text->drop_front().drop_back();
    }
    const char *start = p;
    while (p != end && isIdentifierChar(*p))
      ++p;
    if (p == start)
      return emitError() << "expected a symbol name after '@'";
    return StringRef(start, p - start);
  }
  FailureOr<int64_t> integer() {
    skipSpace();
    const char *start = p;
    if (p != end && (*p == '-' || *p == '+'))
      ++p;
    while (p != end && llvm::isDigit(*p))
      ++p;
    int64_t value;
    if (StringRef(start, p - start).getAsInteger(10, value))
      return emitError(llvm::SMLoc::getFromPointer(start))
             << "expected an integer, found "
             << (p == start ? found() : "'" + std::string(start, p) + "'");
    return value;
  }

  /// One type, read by MLIR's parser from a copy of its text.
  FailureOr<Type> type() {
    skipSpace();
    const char *start = p;
    if (p != end && *p == '!')
      ++p;
    while (p != end && isIdentifierChar(*p))
      ++p;
    if (p != end && *p == '<') {
      int depth = 0;
      for (; p != end; ++p) {
        if (*p == '-' && p + 1 != end && p[1] == '>') {
          ++p;
          continue;
        }
        if (*p == '<') {
          ++depth;
          continue;
        }
        // The closing '>', or a character no type holds.
        if ((*p == '>' && --depth == 0) || *p == '\n' || *p == '"')
          break;
      }
      if (p == end || *p != '>')
        return emitError(llvm::SMLoc::getFromPointer(start))
               << "a type's '<' is not closed";
      ++p;
    }
    std::string text(start, p);
    if (text.empty())
      return emitError() << "expected a type, found " << found();
    return parseTypeText(text, llvm::SMLoc::getFromPointer(start));
  }
  FailureOr<Type> parseTypeText(const std::string &text, llvm::SMLoc loc) {
    auto it = typeCache.find(text);
    if (it != typeCache.end())
      return it->second;
    Type parsed;
    std::string message = firstDiagnostic(context, [&] {
      size_t read = 0;
      parsed = mlir::parseType(text, context, &read);
      if (parsed && read != text.size())
        parsed = nullptr;
    });
    // A dialect's type (`!stablehlo.token`, `!quant.uniform<...>`), which
    // no dialect of this context knows.
    if (!parsed && StringRef(text).contains('!'))
      return emitError(loc) << "type '" << text << "' is not supported";
    if (!parsed)
      return emitError(loc) << "expected a type, found '" << text << "'"
                            << (message.empty() ? "" : ": " + message);
    typeCache.try_emplace(text, parsed);
    return parsed;
  }
  /// `T` or `(T, T)`, appended to `types`.
  LogicalResult typeList(SmallVectorImpl<Type> &types) {
    if (!consume('(')) {
      FailureOr<Type> single = type();
      if (failed(single))
        return failure();
      types.push_back(*single);
      return success();
    }
    if (consume(')'))
      return success();
    do {
      FailureOr<Type> element = type();
      if (failed(element))
        return failure();
      types.push_back(*element);
      // A result's attributes, as func.func prints them.
      if (peek('{') && failed(skipBalanced()))
        return failure();
    } while (consume(','));
    return expect(')', "after the types");
  }
  /// Skips one bracketed group: an attribute dictionary, a location.
  LogicalResult skipBalanced() {
    skipSpace();
    return bracketed("an attribute dictionary");
  }

  /// `{name = value, flag}`, appended to `attributes`.
  LogicalResult
  attributeDictionary(SmallVectorImpl<StablehloAttribute> &attrs) {
    if (failed(expect('{', "to open the attributes")))
      return failure();
    if (consume('}'))
      return success();
    do {
      StablehloAttribute attr;
      attr.loc = here();
      if (peek('"')) {
        FailureOr<StringRef> quoted = stringLiteral();
        if (failed(quoted))
          return failure();
        attr.name = quoted->drop_front().drop_back();
      } else {
        attr.name = identifier();
        if (attr.name.empty())
          return emitError() << "expected an attribute name, found " << found();
      }
      if (consume('=')) {
        FailureOr<StringRef> value = balancedText("an attribute value");
        if (failed(value))
          return failure();
        attr.value = *value;
      } else {
        attr.value = "unit";
      }
      attrs.push_back(attr);
    } while (consume(','));
    return expect('}', "to close the attributes");
  }

  /// One value of the pretty syntax: a bracketed list, a string, or a word
  /// or number with an optional `<...>` (`dense<1.0>`, `#stablehlo<...>`).
  FailureOr<StringRef> term(const Twine &what) {
    skipSpace();
    const char *start = p;
    if (p != end && *p == '"')
      return stringLiteral();
    if (p != end && *p == '#')
      ++p;
    while (p != end && (isIdentifierChar(*p) || *p == '+'))
      ++p;
    if (p != end && (*p == '[' || *p == '(' || *p == '{' || *p == '<') &&
        failed(bracketed(what)))
      return failure();
    if (p == start)
      return emitError() << "expected " << what << ", found " << found();
    return StringRef(start, p - start);
  }
  /// Skips a bracket and what it holds, up to the bracket that closes it.
  LogicalResult bracketed(const Twine &what) {
    const char *start = p;
    SmallVector<char> closers;
    while (p != end) {
      char c = *p;
      if (c == '"') {
        if (failed(stringLiteral()))
          return failure();
        continue;
      }
      if (c == '-' && p + 1 != end && p[1] == '>') {
        p += 2;
        continue;
      }
      if (c == '(' || c == '[' || c == '{' || c == '<') {
        if (closers.size() >= kMaxNesting)
          return emitError() << what << " nests too deep";
        closers.push_back(c == '('   ? ')'
                          : c == '[' ? ']'
                          : c == '{' ? '}'
                                     : '>');
      } else if (c == ')' || c == ']' || c == '}' || c == '>') {
        if (closers.empty() || c != closers.back())
          return emitError() << "unbalanced '" << c << "' in " << what;
        closers.pop_back();
        if (closers.empty()) {
          ++p;
          return success();
        }
      }
      ++p;
    }
    return emitError(llvm::SMLoc::getFromPointer(start))
           << what << " is not closed";
  }
  /// `term : type`, as a constant's value and a check's expected value are
  /// written.
  FailureOr<StringRef> typedTerm(const Twine &what) {
    skipSpace();
    const char *start = p;
    if (failed(term(what)) || failed(expect(':', "before the value's type")) ||
        failed(type()))
      return failure();
    return StringRef(start, p - start);
  }

  /// `[1, 0]` as written, stored as the value of attribute `name`.
  LogicalResult listAttribute(StablehloOperation &op, StringRef name) {
    StablehloAttribute attr;
    attr.name = name;
    attr.loc = here();
    const char *start = p;
    skipSpace();
    start = p;
    if (failed(expect('[', "to open the list")))
      return failure();
    if (!consume(']')) {
      do {
        if (failed(integer()))
          return failure();
      } while (consume(','));
      if (failed(expect(']', "to close the list")))
        return failure();
    }
    attr.value = StringRef(start, p - start);
    op.attributes.push_back(attr);
    return success();
  }
  /// `name = value` after a comma of the pretty syntax, the value balanced.
  LogicalResult keywordAttribute(StablehloOperation &op, StringRef name) {
    StablehloAttribute attr;
    attr.name = name;
    attr.loc = here();
    if (failed(expect('=', "after '" + name.str() + "'")))
      return failure();
    FailureOr<StringRef> value = term("the value of '" + name + "'");
    if (failed(value))
      return failure();
    attr.value = *value;
    // A float's type, which a printer may add: `tolerance = 0.1 : f64`.
    const char *save = p;
    if (consume(':')) {
      StringRef typeName = identifier();
      if (typeName != "f64" && typeName != "f32")
        p = save;
    }
    op.attributes.push_back(attr);
    return success();
  }
  void addAttribute(StablehloOperation &op, StringRef name, StringRef value,
                    llvm::SMLoc loc) {
    op.attributes.push_back({name, module.saver.save(value), loc});
  }

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
  LogicalResult prettyOperation(StablehloOperation &op, unsigned depth);
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

  llvm::SourceMgr &sourceMgr;
  MLIRContext *context;
  StablehloModule &module;
  const char *p;
  const char *end;
  llvm::StringMap<Type> typeCache;
};

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
  do {
    FailureOr<Type> t = type();
    if (failed(t))
      return failure();
    op.operandTypes.push_back(*t);
  } while (consume(','));
  return success();
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
  do {
    FailureOr<Type> t = type();
    if (failed(t))
      return failure();
    op.operandTypes.push_back(*t);
  } while (consume(','));
  return success();
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

} // namespace

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
