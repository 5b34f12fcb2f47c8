//===- HloParser.cpp - HLO module text to its syntax tree -----------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Reads the text grammar of XLA's `hlo_parser.cc`, as far as the importer
// needs it:
//
//   module      ::= [`HloModule` name (`,` attribute)*] computation*
//   computation ::= [`ENTRY`] name [`(` ... `)` `->` shape] `{` instr* `}`
//                   (`,` attribute)*
//   instr       ::= [`ROOT`] name `=` shape opcode `(` operands `)`
//                   (`,` attribute)*
//   operand     ::= [shape] name
//   attribute   ::= name `=` value
//
// Names may start with `%`. `//` and `/* */` comments are skipped. A
// computation's signature is skipped: its parameters are its `parameter`
// instructions. Attribute values are kept as text: strings, bracketed
// groups and other characters up to a `,`, a closing bracket or white
// space; the value of `literal` is a shape and its literal.
//
//===----------------------------------------------------------------------===//

#include "HloText.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/SourceMgr.h"

#include <cstring>

using namespace mlir;
using namespace mlir::shapes;
using namespace mlir::shapes::hlo;

const HloAttribute *HloInstruction::findAttribute(StringRef attrName) const {
  for (const HloAttribute &attr : attributes)
    if (attr.name == attrName)
      return &attr;
  return nullptr;
}

const HloComputation *
HloModule::findComputation(StringRef computationName) const {
  auto it = computationIndex.find(computationName);
  if (it == computationIndex.end())
    return nullptr;
  return &computations[it->second];
}

Location hlo::getLocation(llvm::SourceMgr &sourceMgr, MLIRContext *context,
                          llvm::SMLoc loc) {
  unsigned bufferId = sourceMgr.getMainFileID();
  const llvm::MemoryBuffer *buffer = sourceMgr.getMemoryBuffer(bufferId);
  auto [line, column] = sourceMgr.getLineAndColumn(loc, bufferId);
  return FileLineColLoc::get(context, buffer->getBufferIdentifier(), line,
                             column);
}

SourceLocations::SourceLocations(llvm::SourceMgr &sourceMgr,
                                 MLIRContext *context)
    : sourceMgr(sourceMgr) {
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  fileName = StringAttr::get(context, buffer->getBufferIdentifier());
}

Location SourceLocations::get(llvm::SMLoc loc) {
  // Up to this many characters after the previous position, counting the
  // line breaks in between is quicker than the source manager's search.
  constexpr ptrdiff_t kMaxCount = 4096;
  const char *position = loc.getPointer();
  if (previous && position >= previous && position - previous <= kMaxCount) {
    const char *lineStart = previous;
    while (const void *newline =
               std::memchr(lineStart, '\n', position - lineStart)) {
      ++line;
      lineStart = static_cast<const char *>(newline) + 1;
      columnStart = lineStart;
    }
    // A '\r' starts the column count again, not a line.
    for (const char *c = position; c != lineStart; --c) {
      if (c[-1] == '\r') {
        columnStart = c;
        break;
      }
    }
  } else {
    unsigned column;
    std::tie(line, column) =
        sourceMgr.getLineAndColumn(loc, sourceMgr.getMainFileID());
    columnStart = position - (column - 1);
  }
  previous = position;
  return FileLineColLoc::get(fileName, line, position - columnStart + 1);
}

namespace {

bool isNameStart(char c) { return llvm::isAlpha(c) || c == '_' || c == '%'; }

bool isNameChar(char c) {
  return llvm::isAlnum(c) || c == '_' || c == '.' || c == '-';
}

class Parser {
public:
  Parser(llvm::SourceMgr &sourceMgr, MLIRContext *context)
      : sourceMgr(sourceMgr), context(context) {
    const llvm::MemoryBuffer *buffer =
        sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
    text = buffer->getBuffer();
  }

  FailureOr<HloModule> parseModule();

private:
  // Errors.
  InFlightDiagnostic emitError(llvm::SMLoc loc) {
    return mlir::emitError(getLocation(sourceMgr, context, loc));
  }
  InFlightDiagnostic emitError() { return emitError(here()); }
  llvm::SMLoc locAt(size_t offset) const {
    return llvm::SMLoc::getFromPointer(text.data() + offset);
  }
  llvm::SMLoc here() const { return locAt(pos); }

  // Characters.
  void skipTrivia();
  bool atEnd() {
    skipTrivia();
    return pos >= text.size();
  }
  char peek() {
    skipTrivia();
    return pos < text.size() ? text[pos] : '\0';
  }
  bool consumeIf(char c) {
    if (peek() != c)
      return false;
    ++pos;
    return true;
  }
  LogicalResult expect(char c, StringRef what) {
    if (consumeIf(c))
      return success();
    return emitError() << "expected '" << c << "' " << what;
  }
  bool consumeKeyword(StringRef keyword);
  /// The name at the cursor, without its `%`; empty when there is none.
  StringRef parseName(llvm::SMLoc &loc);
  /// Skips one value: strings, bracketed groups and other characters up to
  /// a ',', a closing bracket or white space outside every group.
  LogicalResult skipValue();
  /// The raw text of the value of the attribute `name`: one value, or for
  /// `literal` a shape and its literal.
  FailureOr<StringRef> parseAttributeValue(StringRef name);
  /// The text between a `(` at the cursor and its matching `)`.
  FailureOr<StringRef> parseParenthesized(llvm::SMLoc &loc);
  /// The run of name characters at the cursor (an opcode, an attribute
  /// name), possibly empty.
  StringRef parseWord() {
    size_t start = pos;
    while (pos < text.size() && isNameChar(text[pos]))
      ++pos;
    return text.slice(start, pos);
  }
  /// Skips a string literal at the cursor.
  LogicalResult skipString();
  /// Skips the group that `open` at the cursor begins, to its matching
  /// `close`, string literals included.
  LogicalResult skipGroup(char open, char close);
  LogicalResult parseShape(xla::Shape &shape, llvm::SMLoc &loc);
  /// True when the cursor is at a shape: `(` or a type name followed by `[`.
  bool atShape();

  LogicalResult parseHeader(HloModule &module);
  LogicalResult parseEntryLayout(const HloAttribute &attr, HloModule &module);
  LogicalResult parseComputation(HloModule &module);
  LogicalResult parseInstruction(HloComputation &computation);
  LogicalResult parseOperands(HloInstruction &instruction);
  LogicalResult parseAttributes(std::vector<HloAttribute> &attributes);

  llvm::SourceMgr &sourceMgr;
  MLIRContext *context;
  StringRef text;
  size_t pos = 0;
};

void Parser::skipTrivia() {
  while (pos < text.size()) {
    char c = text[pos];
    if (llvm::isSpace(c)) {
      ++pos;
      continue;
    }
    if (c == '/' && pos + 1 < text.size() && text[pos + 1] == '/') {
      size_t end = text.find('\n', pos);
      pos = end == StringRef::npos ? text.size() : end + 1;
      continue;
    }
    if (c == '/' && pos + 1 < text.size() && text[pos + 1] == '*') {
      size_t end = text.find("*/", pos + 2);
      // An unterminated comment runs to the end of the text.
      pos = end == StringRef::npos ? text.size() : end + 2;
      continue;
    }
    return;
  }
}

bool Parser::consumeKeyword(StringRef keyword) {
  skipTrivia();
  if (!text.substr(pos).starts_with(keyword))
    return false;
  size_t end = pos + keyword.size();
  if (end < text.size() && isNameChar(text[end]))
    return false;
  pos = end;
  return true;
}

StringRef Parser::parseName(llvm::SMLoc &loc) {
  skipTrivia();
  loc = here();
  if (pos >= text.size() || !isNameStart(text[pos]))
    return {};
  size_t start = pos;
  if (text[pos] == '%')
    ++pos;
  size_t nameStart = pos;
  if (pos >= text.size() || (!llvm::isAlpha(text[pos]) && text[pos] != '_')) {
    pos = start;
    return {};
  }
  while (pos < text.size() && isNameChar(text[pos]))
    ++pos;
  return text.slice(nameStart, pos);
}

LogicalResult Parser::skipString() {
  size_t start = pos;
  ++pos;
  while (pos < text.size() && text[pos] != '"') {
    if (text[pos] == '\\')
      ++pos;
    ++pos;
  }
  if (pos >= text.size())
    return emitError(locAt(start)) << "unterminated string";
  ++pos;
  return success();
}

LogicalResult Parser::skipValue() {
  size_t start = pos;
  SmallVector<char> closers;
  while (pos < text.size()) {
    char c = text[pos];
    if (c == '"') {
      if (failed(skipString()))
        return failure();
      continue;
    }
    if (c == '{' || c == '(' || c == '[') {
      closers.push_back(c == '{' ? '}' : c == '(' ? ')' : ']');
      ++pos;
      continue;
    }
    if (closers.empty() &&
        (c == ',' || c == ')' || c == '}' || c == ']' || llvm::isSpace(c)))
      break;
    // A closer ends its group and every group left open inside it: the
    // value's own parser reports what is missing there.
    if (llvm::is_contained(closers, c))
      while (closers.pop_back_val() != c)
        ;
    ++pos;
  }
  if (!closers.empty())
    return emitError(locAt(start)) << "unbalanced brackets in attribute value";
  if (pos == start)
    return emitError() << "expected an attribute value";
  return success();
}

FailureOr<StringRef> Parser::parseAttributeValue(StringRef name) {
  skipTrivia();
  size_t start = pos;
  bool shapeFirst = atShape() && text[pos] != '(';
  if (failed(skipValue()))
    return failure();
  // `literal=s32[2]{0} {1, 2}`: a shape, then its literal.
  if (name == "literal" && shapeFirst) {
    skipTrivia();
    if (failed(skipValue()))
      return failure();
  }
  return text.slice(start, pos);
}

FailureOr<StringRef> Parser::parseParenthesized(llvm::SMLoc &loc) {
  if (failed(expect('(', "after the opcode")))
    return failure();
  size_t start = pos;
  loc = here();
  --pos;
  if (failed(skipGroup('(', ')')))
    return failure();
  return text.slice(start, pos - 1);
}

LogicalResult Parser::skipGroup(char open, char close) {
  size_t start = pos;
  int depth = 0;
  while (pos < text.size()) {
    char c = text[pos];
    if (c == '"') {
      if (failed(skipString()))
        return failure();
      continue;
    }
    ++pos;
    if (c == open) {
      ++depth;
    } else if (c == close && --depth == 0) {
      return success();
    }
  }
  return emitError(locAt(start)) << "unbalanced '" << open << "'";
}

LogicalResult Parser::parseShape(xla::Shape &shape, llvm::SMLoc &loc) {
  skipTrivia();
  loc = here();
  std::string_view whole(text.data(), text.size());
  xla::ShapeError error;
  std::optional<xla::Shape> parsed = xla::parseShapePrefix(whole, pos, error);
  if (!parsed)
    return emitError(locAt(std::min(error.offset, text.size())))
           << error.message;
  // parseShapePrefix has checked every array it read (verifyShape's rules),
  // with the error at the offending text.
  shape = std::move(*parsed);
  return success();
}

bool Parser::atShape() {
  skipTrivia();
  if (pos >= text.size())
    return false;
  if (text[pos] == '(')
    return true;
  size_t p = pos;
  while (p < text.size() && llvm::isAlnum(text[p]))
    ++p;
  return p > pos && p < text.size() && text[p] == '[';
}

LogicalResult Parser::parseAttributes(std::vector<HloAttribute> &attributes) {
  while (consumeIf(',')) {
    HloAttribute attr;
    skipTrivia();
    attr.loc = here();
    attr.name = parseWord();
    if (attr.name.empty())
      return emitError() << "expected an attribute name";
    if (failed(expect('=', "after the attribute name")))
      return failure();
    skipTrivia();
    attr.valueLoc = here();
    FailureOr<StringRef> value = parseAttributeValue(attr.name);
    if (failed(value))
      return failure();
    attr.value = *value;
    attributes.push_back(attr);
  }
  return success();
}

LogicalResult Parser::parseOperands(HloInstruction &instruction) {
  if (failed(expect('(', "after the opcode")))
    return failure();
  if (consumeIf(')'))
    return success();
  do {
    if (atShape()) {
      xla::Shape ignored;
      llvm::SMLoc shapeLoc;
      if (failed(parseShape(ignored, shapeLoc)))
        return failure();
    }
    HloOperand operand;
    operand.name = parseName(operand.loc);
    if (operand.name.empty())
      return emitError(operand.loc) << "expected an operand name";
    instruction.operands.push_back(operand);
  } while (consumeIf(','));
  return expect(')', "after the operands");
}

LogicalResult Parser::parseInstruction(HloComputation &computation) {
  // Parsed in place: an instruction is large, and a failure ends the parse.
  HloInstruction &instruction = computation.instructions.emplace_back();
  instruction.isRoot = consumeKeyword("ROOT");
  instruction.name = parseName(instruction.loc);
  if (instruction.name.empty())
    return emitError(instruction.loc) << "expected an instruction name";
  if (failed(expect('=', "after the instruction name")))
    return failure();
  // XLA infers the shape of some opcodes when it is left out; the
  // importer reads it from the text only.
  if (!atShape())
    return emitError() << "expected the shape of '" << instruction.name
                       << "': shapes left out are not inferred";
  if (failed(parseShape(instruction.shape, instruction.shapeLoc)))
    return failure();
  skipTrivia();
  instruction.opcodeLoc = here();
  instruction.opcode = parseWord();
  if (instruction.opcode.empty())
    return emitError() << "expected an opcode";
  if (instruction.opcode == "constant" || instruction.opcode == "parameter") {
    FailureOr<StringRef> payload = parseParenthesized(instruction.payloadLoc);
    if (failed(payload))
      return failure();
    instruction.payload = *payload;
  } else if (failed(parseOperands(instruction))) {
    return failure();
  }
  if (failed(parseAttributes(instruction.attributes)))
    return failure();
  if (instruction.isRoot)
    computation.rootIndex = computation.instructions.size() - 1;
  return success();
}

LogicalResult Parser::parseComputation(HloModule &module) {
  HloComputation computation;
  computation.isEntry = consumeKeyword("ENTRY");
  computation.name = parseName(computation.loc);
  if (computation.name.empty())
    return emitError(computation.loc) << "expected a computation name";
  if (module.findComputation(computation.name))
    return emitError(computation.loc)
           << "computation '" << computation.name << "' is defined twice";
  // The signature repeats what the parameters and the ROOT say.
  if (peek() == '(') {
    llvm::SMLoc ignored;
    if (failed(parseParenthesized(ignored)))
      return failure();
    skipTrivia();
    if (!text.substr(pos).starts_with("->"))
      return emitError() << "expected '->' after the computation's parameters";
    pos += 2;
    // The result shape runs to the body's `{`: the first brace that does
    // not open a layout (a layout holds numbers, or is empty).
    while (pos < text.size()) {
      if (text[pos] == '{') {
        size_t next = pos + 1;
        while (next < text.size() && llvm::isSpace(text[next]))
          ++next;
        if (next >= text.size() || (!llvm::isDigit(text[next]) &&
                                    text[next] != '}' && text[next] != ':'))
          break;
      }
      ++pos;
    }
  }
  if (failed(expect('{', "to open the computation")))
    return failure();
  // One instruction per line, up to the `}` that starts a line, as XLA
  // prints a computation: room for them, so that the vector and the index
  // do not move as they grow.
  StringRef body = text.substr(pos);
  size_t bodyLines = body.take_front(body.find("\n}")).count('\n');
  computation.instructions.reserve(bodyLines);
  computation.instructionIndex.reserve(bodyLines);
  bool hasRoot = false;
  while (!consumeIf('}')) {
    if (atEnd())
      return emitError(computation.loc)
             << "computation '" << computation.name << "' is not closed";
    if (failed(parseInstruction(computation)))
      return failure();
    const HloInstruction &added = computation.instructions.back();
    if (added.isRoot && hasRoot)
      return emitError(added.loc)
             << "computation '" << computation.name << "' has a second ROOT";
    hasRoot |= added.isRoot;
    if (!computation.instructionIndex
             .try_emplace(added.name, computation.instructions.size() - 1)
             .second)
      return emitError(added.loc)
             << "instruction '" << added.name << "' is defined twice";
  }
  // Attributes after the body (`}, execution_thread="host"`) do not change
  // values.
  std::vector<HloAttribute> ignored;
  if (failed(parseAttributes(ignored)))
    return failure();
  if (computation.instructions.empty())
    return emitError(computation.loc)
           << "computation '" << computation.name << "' has no instructions";
  if (!hasRoot)
    computation.rootIndex = computation.instructions.size() - 1;
  if (computation.isEntry) {
    for (const HloComputation &other : module.computations)
      if (other.isEntry)
        return emitError(computation.loc) << "a second ENTRY computation";
    module.entryIndex = module.computations.size();
  }
  module.computationIndex[computation.name] = module.computations.size();
  module.computations.push_back(std::move(computation));
  return success();
}

LogicalResult Parser::parseEntryLayout(const HloAttribute &attr,
                                       HloModule &module) {
  // {(p0, p1)->result}
  size_t savedPos = pos;
  pos = attr.value.data() - text.data();
  EntryLayout layout;
  layout.loc = attr.valueLoc;
  auto restore = llvm::scope_exit([&] { pos = savedPos; });
  if (failed(expect('{', "to open entry_computation_layout")) ||
      failed(expect('(', "before the parameter layouts")))
    return failure();
  if (!consumeIf(')')) {
    do {
      xla::Shape shape;
      llvm::SMLoc loc;
      if (failed(parseShape(shape, loc)))
        return failure();
      layout.parameters.push_back(std::move(shape));
    } while (consumeIf(','));
    if (failed(expect(')', "after the parameter layouts")))
      return failure();
  }
  skipTrivia();
  if (!text.substr(pos).starts_with("->"))
    return emitError() << "expected '->' in entry_computation_layout";
  pos += 2;
  llvm::SMLoc resultLoc;
  if (failed(parseShape(layout.result, resultLoc)) ||
      failed(expect('}', "to close entry_computation_layout")))
    return failure();
  module.entryLayout = std::move(layout);
  return success();
}

LogicalResult Parser::parseHeader(HloModule &module) {
  if (!consumeKeyword("HloModule"))
    return success();
  llvm::SMLoc loc;
  module.name = parseName(loc);
  if (module.name.empty())
    return emitError(loc) << "expected the module name after 'HloModule'";
  std::vector<HloAttribute> attributes;
  if (failed(parseAttributes(attributes)))
    return failure();
  for (const HloAttribute &attr : attributes)
    if (attr.name == "entry_computation_layout" &&
        failed(parseEntryLayout(attr, module)))
      return failure();
  return success();
}

FailureOr<HloModule> Parser::parseModule() {
  HloModule module;
  if (failed(parseHeader(module)))
    return failure();
  while (!atEnd())
    if (failed(parseComputation(module)))
      return failure();
  if (module.computations.empty())
    return emitError(locAt(0)) << "the HLO text has no computation";
  if (!llvm::any_of(module.computations,
                    [](const HloComputation &c) { return c.isEntry; }))
    module.entryIndex = module.computations.size() - 1;
  return module;
}

} // namespace

FailureOr<HloModule> hlo::parseModule(llvm::SourceMgr &sourceMgr,
                                      MLIRContext *context) {
  return Parser(sourceMgr, context).parseModule();
}
