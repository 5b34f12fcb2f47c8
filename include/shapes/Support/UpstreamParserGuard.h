//===- UpstreamParserGuard.h - inputs upstream MLIR 22 crashes on -*- C++ -*-//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Three kinds of input crash MLIR 22's parser, and a fourth makes it print
// what it cannot parse (libMLIR.so is Debian's, so
// every tool of ours that parses MLIR text it is given, shapes-opt,
// shapes-translate --export-hlo and shapes-reduce, and the fuzz targets
// check the text first and reject such input with a located error instead;
// shapes-lsp-server, which upstream's server main drives, does not):
//
//  - The custom parsers of `linalg.reduce`, `linalg.broadcast`
//    (`dimensions =`) and `linalg.transpose` (`permutation =`) report a
//    malformed integer list and then store the null attribute they got (SEGV
//    in NamedAttrList::set; an assertion in builds that have them):
//    llvm/llvm-project#132747. The check is textual and narrow: after the
//    custom (unquoted) name of one of the three ops, the first
//    `dimensions`/`permutation` keyword followed by `=` must be followed by
//    `[`, integers separated by commas, and `]` (whitespace, NUL bytes and
//    `//` comments allowed), which every valid input has. Comments and string
//    literals are ignored.
//
//  - The custom parsers of `vector.transfer_read` and `vector.transfer_write`
//    cast the `permutation_map` of their attribute dictionary to an affine
//    map without checking it: any other attribute (found by
//    shapes-fuzz-pipeline: an opaque `!ffine_map<...>` type) makes the
//    parser allocate without bound. Its value must be `affine_map<` or an
//    alias that the input defines as one at the start of a line.
//
//  - A string literal that the end of the input closes (no `"` and no line
//    break before it). The lexer reports it and leaves its position one past
//    the input's terminating NUL. A caller that consumes the error token
//    then lexes the memory after the buffer: the value of a
//    `dialect_resources` or `external_resources` entry does
//    (`{-# dialect_resources: {builtin: {blob: "0x04...` at the end of a
//    file). Whether that ends in an error or a SEGV depends on what lies
//    after the buffer. Such a string is an error wherever it is (the lexer
//    must reach it to reach the end of the input), so the check rejects
//    every input that ends inside a string literal, where the lexer would
//    (escapes, comments and NUL bytes as the lexer treats them).
//
//  - The short form of `linalg.map` and `linalg.reduce` (`{ arith.addf }`)
//    with a payload name that names no dialect (`{ addf }`, `{ arith. }`).
//    The parser takes it for an op of the empty dialect, `.addf`, which is
//    an error unless unregistered dialects are allowed
//    (`-allow-unregistered-dialect`); then the module verifies and prints
//    `{ .addf }`, which no parser reads. The check rejects such a name
//    whether or not unregistered dialects are allowed (found by
//    shapes-fuzz-parse: the printed form did not parse again).
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_SUPPORT_UPSTREAMPARSERGUARD_H
#define SHAPES_SUPPORT_UPSTREAMPARSERGUARD_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/SourceMgr.h"

#include <cctype>
#include <cstring>
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

/// The offset of the opening quote of a string literal that the end of
/// `text` closes, scanning as MLIR's lexer does: `//` comments end at a line
/// break, a string at `"`; a line break, form feed, vertical tab or an
/// unknown escape ends it with an error that leaves the lexer inside the
/// buffer; a NUL byte inside a string belongs to it.
inline std::optional<size_t> findStringAtEnd(llvm::StringRef text) {
  size_t pos = 0, size = text.size();
  while (pos < size) {
    char c = text[pos];
    if (c == '/' && pos + 1 < size && text[pos + 1] == '/') {
      while (pos < size && text[pos] != '\n' && text[pos] != '\r')
        ++pos;
      continue;
    }
    if (c != '"') {
      ++pos;
      continue;
    }
    size_t quote = pos++;
    while (true) {
      if (pos >= size)
        return quote;
      char s = text[pos++];
      if (s == '"' || s == '\n' || s == '\v' || s == '\f')
        break;
      if (s != '\\')
        continue;
      if (pos < size && llvm::StringRef("\"\\nt").contains(text[pos]))
        ++pos;
      else if (pos + 1 < size &&
               std::isxdigit(static_cast<unsigned char>(text[pos])) &&
               std::isxdigit(static_cast<unsigned char>(text[pos + 1])))
        pos += 2;
      else
        break; // unknown escape: the lexer stops here
    }
  }
  return std::nullopt;
}

/// Whether the attribute at `pos` is an affine map: `affine_map<`, or an
/// alias `#name` that `text` defines as one.
inline bool isAffineMapAt(llvm::StringRef text, size_t pos) {
  llvm::StringRef rest = text.substr(pos);
  if (rest.starts_with("affine_map<"))
    return true;
  if (!rest.starts_with("#"))
    return false;
  size_t end = 1;
  while (end < rest.size() && isIdentifierChar(rest[end]))
    ++end;
  llvm::StringRef alias = rest.take_front(end);
  if (alias.size() == 1)
    return false;
  // The alias definition: `#name = affine_map<` at the start of a line.
  for (size_t at = text.find(alias); at != llvm::StringRef::npos;
       at = text.find(alias, at + 1)) {
    if (at > 0 && text[at - 1] != '\n')
      continue;
    size_t after = at + alias.size();
    if (after < text.size() && isIdentifierChar(text[after]))
      continue;
    size_t eq = skipSpace(text, after);
    if (eq >= text.size() || text[eq] != '=')
      continue;
    return text.substr(skipSpace(text, eq + 1)).starts_with("affine_map<");
  }
  return false;
}

/// The first occurrence of `word` at or after `from` that is not part of a
/// longer identifier (an op name, a keyword), or npos.
inline size_t findWord(llvm::StringRef text, llvm::StringRef word,
                       size_t from) {
  for (size_t at = text.find(word, from); at != llvm::StringRef::npos;
       at = text.find(word, at + 1)) {
    size_t end = at + word.size();
    if ((at == 0 || !isIdentifierChar(text[at - 1])) &&
        (end >= text.size() || !isIdentifierChar(text[end])))
      return at;
  }
  return llvm::StringRef::npos;
}

/// The offset of a `permutation_map` in the attribute dictionary of a
/// custom-form `vector.transfer_read` or `vector.transfer_write` whose
/// value is not an affine map (their parsers cast it to one unchecked).
inline std::optional<size_t> findBadPermutationMap(llvm::StringRef text) {
  for (llvm::StringRef op : {"vector.transfer_read", "vector.transfer_write"}) {
    for (size_t at = findWord(text, op, 0); at != llvm::StringRef::npos;
         at = findWord(text, op, at + 1)) {
      size_t end = at + op.size();
      // Operands hold no `{` or `:`: the dictionary, if any, is the first
      // `{` before the first `:`.
      size_t open = text.find_first_of("{:", end);
      if (open == llvm::StringRef::npos || text[open] != '{')
        continue;
      size_t close = open;
      for (int depth = 0; close < text.size(); ++close) {
        depth += text[close] == '{' ? 1 : text[close] == '}' ? -1 : 0;
        if (depth == 0)
          break;
      }
      llvm::StringRef dict = text.slice(open, close);
      for (size_t k = dict.find("permutation_map"); k != llvm::StringRef::npos;
           k = dict.find("permutation_map", k + 1)) {
        size_t after = k + strlen("permutation_map");
        if ((k > 0 && isIdentifierChar(dict[k - 1])) ||
            (after < dict.size() && isIdentifierChar(dict[after])))
          continue;
        size_t eq = skipSpace(text, open + after);
        if (eq >= text.size() || text[eq] != '=')
          continue;
        size_t value = skipSpace(text, eq + 1);
        if (!isAffineMapAt(text, value))
          return value;
      }
    }
  }
  return std::nullopt;
}

/// The offset of the payload name of a custom-form `linalg.map` or
/// `linalg.reduce` short form (`linalg.map { arith.addf } ins(...)`) that
/// names no dialect: `addf`, or `arith.` with nothing after the dot.
inline std::optional<size_t> findUnqualifiedPayload(llvm::StringRef text) {
  for (llvm::StringRef op : {"linalg.map", "linalg.reduce"}) {
    for (size_t at = findWord(text, op, 0); at != llvm::StringRef::npos;
         at = findWord(text, op, at + 1)) {
      size_t end = at + op.size();
      size_t open = skipSpace(text, end);
      if (open >= text.size() || text[open] != '{')
        continue;
      size_t name = skipSpace(text, open + 1);
      // A bare identifier, as the lexer reads one; anything else is an error
      // of the op's parser.
      if (name >= text.size() ||
          (!std::isalpha(static_cast<unsigned char>(text[name])) &&
           text[name] != '_'))
        continue;
      size_t last = name + 1;
      while (last < text.size() &&
             (std::isalnum(static_cast<unsigned char>(text[last])) ||
              llvm::StringRef("_$.").contains(text[last])))
        ++last;
      llvm::StringRef spelled = text.slice(name, last);
      if (!spelled.contains('.') || spelled.ends_with("."))
        return name;
    }
  }
  return std::nullopt;
}
} // namespace detail

/// The first construct in `input` that MLIR 22's parser crashes on, or
/// accepts and prints in a form that does not parse.
inline std::optional<UpstreamParserCrash>
findUpstreamParserCrash(llvm::StringRef input) {
  using namespace detail;
  if (std::optional<size_t> quote = findStringAtEnd(input))
    return UpstreamParserCrash{
        *quote, "string literal not closed before the end of the input "
                "(input rejected before parsing: MLIR 22's parser reads past "
                "the end of the input after this error)"};
  bool linalg = input.find("linalg.") != llvm::StringRef::npos;
  bool transfer = input.find("vector.transfer_") != llvm::StringRef::npos;
  if (!linalg && !transfer)
    return std::nullopt;
  std::string uncommented = blankComments(input);
  llvm::StringRef text = uncommented;
  if (transfer)
    if (std::optional<size_t> value = findBadPermutationMap(text))
      return UpstreamParserCrash{
          *value, "the permutation_map of a vector transfer must be an "
                  "affine_map (input rejected before parsing: MLIR 22's "
                  "parser uses any other attribute as one and runs out of "
                  "memory or crashes)"};
  if (!linalg)
    return std::nullopt;
  if (std::optional<size_t> name = findUnqualifiedPayload(text))
    return UpstreamParserCrash{
        *name, "the payload of a 'linalg.map' or 'linalg.reduce' short form "
               "must name its dialect, as in `arith.addf` (input rejected "
               "before parsing: MLIR 22 takes an unqualified name for an op "
               "of no dialect and prints it as `.name`, which does not "
               "parse)"};
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

/// Reports the first construct of the main buffer of `sourceMgr` that MLIR
/// 22's parser crashes on as an error located in it; returns whether there
/// was one (the input must then not be parsed).
inline bool reportUpstreamParserCrash(const llvm::SourceMgr &sourceMgr) {
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  std::optional<UpstreamParserCrash> crash =
      findUpstreamParserCrash(buffer->getBuffer());
  if (!crash)
    return false;
  sourceMgr.PrintMessage(
      llvm::SMLoc::getFromPointer(buffer->getBufferStart() + crash->offset),
      llvm::SourceMgr::DK_Error, crash->message);
  return true;
}

} // namespace mlir::shapes

#endif // SHAPES_SUPPORT_UPSTREAMPARSERGUARD_H
