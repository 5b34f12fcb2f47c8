//===- UpstreamParserGuard.h - inputs upstream MLIR 22 crashes on -*- C++
//-*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The custom parsers of `linalg.reduce`, `linalg.broadcast` (`dimensions =`)
// and `linalg.transpose` (`permutation =`) in MLIR 22 report a malformed
// integer list and then store the null attribute they got, which crashes
// (SEGV in NamedAttrList::set; an assertion in builds that have them):
// llvm/llvm-project#132747. shapes-fuzz-parse found it in mutants of our own
// tests. libMLIR.so is Debian's, so shapes-opt checks the text first and
// rejects such input with a located error instead of crashing.
//
// The check is textual and narrow: after the custom (unquoted) name of one
// of the three ops, the first `dimensions`/`permutation` keyword followed by
// `=` must be followed by `[`, integers separated by commas, and `]`
// (whitespace, NUL bytes and `//` comments allowed), which every valid input
// has. Comments and string literals are ignored.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_TOOLS_SHAPES_OPT_UPSTREAMPARSERGUARD_H
#define SHAPES_TOOLS_SHAPES_OPT_UPSTREAMPARSERGUARD_H

#include "llvm/ADT/StringRef.h"

#include <cctype>
#include <optional>
#include <string>

namespace mlir::shapes {

struct UpstreamParserCrash {
  /// Offset in the text of the malformed list.
  size_t offset;
  std::string message;
};

namespace detail {
inline bool isIdentifierChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$' ||
         c == '.' || c == '-';
}

/// Skips whitespace, `//` comments and NUL bytes (MLIR's lexer skips an
/// embedded NUL like a space).
inline size_t skipSpace(llvm::StringRef text, size_t pos) {
  while (pos < text.size()) {
    if (std::isspace(static_cast<unsigned char>(text[pos])) ||
        text[pos] == '\0') {
      ++pos;
    } else if (text.substr(pos).starts_with("//")) {
      size_t end = text.find('\n', pos);
      pos = end == llvm::StringRef::npos ? text.size() : end;
    } else {
      break;
    }
  }
  return pos;
}

/// Matches an integer literal (decimal up to 18 digits, or hexadecimal up to
/// 15 digits, optional leading `-`); returns the position after it.
inline std::optional<size_t> matchInteger(llvm::StringRef text, size_t pos) {
  if (pos < text.size() && text[pos] == '-')
    ++pos;
  size_t start = pos;
  bool hex = text.substr(pos).starts_with("0x");
  if (hex)
    pos += 2, start = pos;
  while (pos < text.size() &&
         (hex ? std::isxdigit(static_cast<unsigned char>(text[pos]))
              : std::isdigit(static_cast<unsigned char>(text[pos]))))
    ++pos;
  size_t digits = pos - start;
  if (digits == 0 || digits > (hex ? 15u : 18u))
    return std::nullopt;
  if (pos < text.size() && isIdentifierChar(text[pos]))
    return std::nullopt; // `1.5`, `12abc`
  return pos;
}

/// Matches `[ int (, int)* ]` or `[ ]`.
inline bool matchIntegerList(llvm::StringRef text, size_t pos) {
  if (pos >= text.size() || text[pos] != '[')
    return false;
  pos = skipSpace(text, pos + 1);
  if (pos < text.size() && text[pos] == ']')
    return true;
  while (true) {
    std::optional<size_t> next = matchInteger(text, pos);
    if (!next)
      return false;
    pos = skipSpace(text, *next);
    if (pos >= text.size())
      return false;
    if (text[pos] == ']')
      return true;
    if (text[pos] != ',')
      return false;
    pos = skipSpace(text, pos + 1);
  }
}

/// `text` with every `//` comment and the contents of every string literal
/// replaced by spaces, so that offsets stay the same (and generic op names,
/// `"linalg.reduce"`, disappear).
inline std::string blankComments(llvm::StringRef text) {
  std::string out = text.str();
  bool inString = false;
  for (size_t i = 0; i < out.size(); ++i) {
    char c = out[i];
    if (inString) {
      if (c == '"' || c == '\n') {
        inString = false;
        continue;
      }
      out[i] = ' ';
      if (c == '\\' && i + 1 < out.size() && out[i + 1] != '\n')
        out[++i] = ' ';
    } else if (c == '"') {
      inString = true;
    } else if (c == '/' && i + 1 < out.size() && out[i + 1] == '/') {
      for (; i < out.size() && out[i] != '\n'; ++i)
        out[i] = ' ';
    }
  }
  return out;
}
} // namespace detail

/// The first construct in `input` that MLIR 22's linalg parsers crash on.
inline std::optional<UpstreamParserCrash>
findUpstreamParserCrash(llvm::StringRef input) {
  using namespace detail;
  if (input.find("linalg.") == llvm::StringRef::npos)
    return std::nullopt;
  std::string uncommented = blankComments(input);
  llvm::StringRef text = uncommented;
  static const struct {
    const char *op;
    const char *keyword;
  } kOps[] = {{"linalg.reduce", "dimensions"},
              {"linalg.broadcast", "dimensions"},
              {"linalg.transpose", "permutation"}};
  for (size_t at = text.find("linalg."); at != llvm::StringRef::npos;
       at = text.find("linalg.", at + 1)) {
    if (at > 0 && isIdentifierChar(text[at - 1]))
      continue; // part of a longer name
    for (const auto &entry : kOps) {
      llvm::StringRef op(entry.op), keyword(entry.keyword);
      if (!text.substr(at).starts_with(op))
        continue;
      size_t end = at + op.size();
      if (end < text.size() && isIdentifierChar(text[end]))
        continue;
      // The first whole-word keyword after the op name.
      size_t k = text.find(keyword, end);
      while (k != llvm::StringRef::npos &&
             ((k > 0 && (isIdentifierChar(text[k - 1]) ||
                         llvm::StringRef("%@#!^").contains(text[k - 1]))) ||
              (k + keyword.size() < text.size() &&
               isIdentifierChar(text[k + keyword.size()]))))
        k = text.find(keyword, k + 1);
      if (k == llvm::StringRef::npos)
        continue;
      size_t pos = skipSpace(text, k + keyword.size());
      if (pos >= text.size() || text[pos] != '=')
        continue; // the op's parser fails cleanly on a missing `=`
      pos = skipSpace(text, pos + 1);
      if (!matchIntegerList(text, pos))
        return UpstreamParserCrash{
            pos, "'" + op.str() + "' expects `" + keyword.str() +
                     " = [` integers `]` here (input rejected before "
                     "parsing: MLIR 22's parser crashes on a malformed list, "
                     "llvm/llvm-project#132747)"};
    }
  }
  return std::nullopt;
}

} // namespace mlir::shapes

#endif // SHAPES_TOOLS_SHAPES_OPT_UPSTREAMPARSERGUARD_H
