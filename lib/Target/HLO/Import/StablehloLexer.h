//===- StablehloLexer.h - StableHLO text's tokens -------------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The token level of the StableHLO parser (StablehloParser.h): characters,
// keywords, strings, bracketed text, value names, symbols, integers, types
// (read by MLIR's own type parser on a copy of exactly the type's text,
// each distinct text once) and attributes (kept as text, found by
// balancing brackets and quotes). Private to the importer.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_LIB_TARGET_HLO_IMPORT_STABLEHLOLEXER_H
#define SHAPES_LIB_TARGET_HLO_IMPORT_STABLEHLOLEXER_H

#include "StablehloText.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/SourceMgr.h"

#include <string>

namespace mlir::shapes::hlo::stablehlo {

/// Blocks and brackets nest this deep at most: a hostile file of nested regions
/// must not exhaust the stack.
constexpr unsigned kMaxNesting = 64;

inline bool isIdentifierStart(char c) { return llvm::isAlpha(c) || c == '_'; }
inline bool isIdentifierChar(char c) {
  return llvm::isAlnum(c) || c == '_' || c == '$' || c == '.' || c == '-';
}

/// A cursor over the main buffer of a SourceMgr, with the readers of
/// StableHLO's tokens; the parser of its ops derives from it.
class Lexer {
public:
  Lexer(llvm::SourceMgr &sourceMgr, MLIRContext *context,
        StablehloModule &module)
      : sourceMgr(sourceMgr), context(context), module(module) {
    const llvm::MemoryBuffer *buffer =
        sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
    p = buffer->getBufferStart();
    end = buffer->getBufferEnd();
  }

protected:
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
  /// `T, T, ...` without parentheses, one type at least, appended to
  /// `types`.
  LogicalResult bareTypeList(SmallVectorImpl<Type> &types) {
    do {
      FailureOr<Type> t = type();
      if (failed(t))
        return failure();
      types.push_back(*t);
    } while (consume(','));
    return success();
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

  llvm::SourceMgr &sourceMgr;
  MLIRContext *context;
  StablehloModule &module;
  const char *p;
  const char *end;
  llvm::StringMap<Type> typeCache;
};

} // namespace mlir::shapes::hlo::stablehlo

#endif // SHAPES_LIB_TARGET_HLO_IMPORT_STABLEHLOLEXER_H
