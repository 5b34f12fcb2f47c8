//===- BroadcastPropertyTest.cpp - ops vs. the broadcasting rules ---------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Randomized property tests of the op verifiers against the broadcasting
// rules. Each case is written in custom form inside a func.func, parsed and
// verified with mlir::parseSourceString, and the verdict is compared with
//
//  - the semantics library (mlir::shapes::inferBinaryBroadcast and
//    mlir::shapes::verifyBroadcastInDim), whose result type the text carries
//    and whose error message the diagnostic must repeat; and
//  - an independent, literal reading of docs/Semantics.md (Operations) written
//  here, which
//    does not call the library.
//
// Accepted cases are parsed a second time with a wrong result type, which
// must be rejected with a diagnostic that names both types. The seed is
// fixed, so a failure reproduces; the first few mismatches are printed in
// full.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/IR/ShapesDialect.h"
#include "shapes/Dialect/Shapes/IR/ShapesOps.h"
#include "shapes/Semantics/Broadcast.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <iterator>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

using mlir::shapes::DimVector;

namespace {

constexpr int kCases = 6000;
constexpr int kMaxPrintedMismatches = 10;

//===----------------------------------------------------------------------===//
// The independent model: docs/Semantics.md (Operations), read literally
//===----------------------------------------------------------------------===//

/// "sizes equal, or one of them 1, in which case the result takes the other
/// size (so 1 against 0 gives 0) ... Otherwise the operands are
/// incompatible."
std::optional<DimVector> modelDegenerate(const DimVector &a,
                                         const DimVector &b) {
  DimVector result;
  for (size_t d = 0; d < a.size(); ++d) {
    if (a[d] == b[d])
      result.push_back(a[d]);
    else if (a[d] == 1)
      result.push_back(b[d]);
    else if (b[d] == 1)
      result.push_back(a[d]);
    else
      return std::nullopt;
  }
  return result;
}

/// The result shape of a binary op, or nullopt when the rules reject it.
std::optional<DimVector>
modelBinaryBroadcast(const DimVector &lhs, const DimVector &rhs,
                     const std::optional<DimVector> &broadcastDimensions) {
  // 4. "Operands of equal rank take no broadcast_dimensions (or the
  //    identity)." (Two rank-0 operands are of equal rank: the identity is
  //    the empty list.)
  if (lhs.size() == rhs.size()) {
    if (broadcastDimensions) {
      if (broadcastDimensions->size() != lhs.size())
        return std::nullopt;
      for (size_t k = 0; k < lhs.size(); ++k)
        if ((*broadcastDimensions)[k] != static_cast<int64_t>(k))
          return std::nullopt;
    }
    return modelDegenerate(lhs, rhs);
  }
  const DimVector &low = lhs.size() < rhs.size() ? lhs : rhs;
  const DimVector &high = lhs.size() < rhs.size() ? rhs : lhs;
  DimVector lifted(high.size(), 1);
  if (low.empty()) {
    // 1. "A rank-0 operand broadcasts to the other operand without
    //    broadcast_dimensions." An empty list has one entry per dimension
    //    of the rank-0 operand, so it is read as rule 2 trivially satisfied.
    if (broadcastDimensions && !broadcastDimensions->empty())
      return std::nullopt;
    return modelDegenerate(high, lifted);
  }
  // 2. "Operands of different (non-zero) ranks need broadcast_dimensions:
  //    one entry per dimension of the lower-rank operand, strictly
  //    increasing, each a dimension of the higher-rank operand."
  if (!broadcastDimensions)
    return std::nullopt;
  const DimVector &dims = *broadcastDimensions;
  if (dims.size() != low.size())
    return std::nullopt;
  for (size_t k = 0; k < dims.size(); ++k) {
    if (dims[k] < 0 || dims[k] >= static_cast<int64_t>(high.size()))
      return std::nullopt;
    if (k > 0 && dims[k] <= dims[k - 1])
      return std::nullopt;
  }
  // "The lower-rank operand is seen as the higher rank with size 1 in every
  // dimension not named."
  for (size_t k = 0; k < dims.size(); ++k)
    lifted[dims[k]] = low[k];
  // 3. Degenerate broadcasting, dimension by dimension.
  return modelDegenerate(high, lifted);
}

/// broadcast_in_dim: "one entry of dims per operand dimension; each in
/// [0, rank(result)); strictly increasing; operand dimension k has size 1
/// or equals result dimension dims[k]".
bool modelBroadcastInDim(const DimVector &operand, const DimVector &result,
                         const DimVector &dims) {
  if (dims.size() != operand.size())
    return false;
  for (size_t k = 0; k < dims.size(); ++k) {
    if (dims[k] < 0 || dims[k] >= static_cast<int64_t>(result.size()))
      return false;
    if (k > 0 && dims[k] <= dims[k - 1])
      return false;
  }
  for (size_t k = 0; k < dims.size(); ++k)
    if (operand[k] != 1 && operand[k] != result[dims[k]])
      return false;
  return true;
}

/// Element types: add..min take "integers and floats", and/or/xor "integers
/// and i1", compare both. Integers are signless; floats f16, bf16, f32, f64.
enum class Kind { Arithmetic, Logical, Comparable };

struct ElementType {
  const char *text;
  bool isSignlessInteger;
  int width; // For integers.
  bool isSupportedFloat;
};

const ElementType kElementTypes[] = {
    {"i1", true, 1, false},
    {"i8", true, 8, false},
    {"i16", true, 16, false},
    {"i32", true, 32, false},
    {"i64", true, 64, false},
    {"f16", false, 0, true},
    {"bf16", false, 0, true},
    {"f32", false, 0, true},
    {"f64", false, 0, true},
    // Not element types of the binary ops.
    {"index", false, 0, false},
    {"ui32", false, 0, false},
    {"si8", false, 0, false},
    {"f8E4M3FN", false, 0, false},
    {"f8E5M2", false, 0, false},
    {"complex<f32>", false, 0, false},
};
constexpr int kSupportedElementTypes = 9;
constexpr int kAllElementTypes = sizeof(kElementTypes) / sizeof(ElementType);

bool modelElementType(Kind kind, const ElementType &type) {
  switch (kind) {
  case Kind::Arithmetic:
    return type.isSupportedFloat || (type.isSignlessInteger && type.width > 1);
  case Kind::Logical:
    return type.isSignlessInteger;
  case Kind::Comparable:
    return type.isSupportedFloat || type.isSignlessInteger;
  }
  return false;
}

struct BinaryOp {
  const char *name;
  Kind kind;
};

const BinaryOp kBinaryOps[] = {
    {"add", Kind::Arithmetic},     {"sub", Kind::Arithmetic},
    {"mul", Kind::Arithmetic},     {"div", Kind::Arithmetic},
    {"rem", Kind::Arithmetic},     {"max", Kind::Arithmetic},
    {"min", Kind::Arithmetic},     {"and", Kind::Logical},
    {"or", Kind::Logical},         {"xor", Kind::Logical},
    {"compare", Kind::Comparable},
};
const char *const kDirections[] = {"eq", "ne", "lt", "le", "gt", "ge"};

//===----------------------------------------------------------------------===//
// Text
//===----------------------------------------------------------------------===//

std::string listText(const DimVector &values) {
  std::ostringstream os;
  os << '[';
  for (size_t i = 0; i < values.size(); ++i)
    os << (i ? ", " : "") << values[i];
  os << ']';
  return os.str();
}

/// `tensor<2x3xf32>`, or with `#shapes.layout<minor_to_major = m2m>` when
/// `minorToMajor` is given.
std::string tensorText(const DimVector &shape, const std::string &element,
                       const std::optional<DimVector> &minorToMajor = {}) {
  std::ostringstream os;
  os << "tensor<";
  for (int64_t size : shape)
    os << size << 'x';
  os << element;
  if (minorToMajor)
    os << ", #shapes.layout<minor_to_major = " << listText(*minorToMajor)
       << '>';
  os << '>';
  return os.str();
}

//===----------------------------------------------------------------------===//
// Random generation
//===----------------------------------------------------------------------===//

class Random {
public:
  explicit Random(uint32_t seed) : engine(seed) {}

  int64_t uniform(int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(engine);
  }
  bool chance(double p) { return std::bernoulli_distribution(p)(engine); }

  DimVector sizes(int64_t rank) {
    DimVector result;
    for (int64_t d = 0; d < rank; ++d)
      result.push_back(uniform(1, 4));
    return result;
  }

  /// A strictly increasing choice of `count` of `[0, n)`.
  DimVector increasingSubset(int64_t count, int64_t n) {
    DimVector all;
    for (int64_t d = 0; d < n; ++d)
      all.push_back(d);
    std::shuffle(all.begin(), all.end(), engine);
    all.resize(count);
    std::sort(all.begin(), all.end());
    return all;
  }

  /// A random layout for a tensor of `rank`, or none.
  std::optional<DimVector> layout(int64_t rank) {
    if (!chance(0.25))
      return std::nullopt;
    DimVector m2m;
    for (int64_t d = 0; d < rank; ++d)
      m2m.push_back(d);
    std::shuffle(m2m.begin(), m2m.end(), engine);
    return m2m;
  }

  /// A list that may or may not be a valid broadcast/dims list: `valid` with
  /// one of several corruptions, or random entries.
  DimVector corrupt(const DimVector &valid, int64_t targetRank) {
    DimVector dims = valid;
    switch (uniform(0, 7)) {
    case 0: // Random length and entries, some out of range.
      dims.clear();
      for (int64_t i = 0, e = uniform(0, 5); i < e; ++i)
        dims.push_back(uniform(-1, 5));
      break;
    case 1: // One entry too many.
      dims.push_back(uniform(0, std::max<int64_t>(targetRank, 1)));
      break;
    case 2: // One entry too few.
      if (!dims.empty())
        dims.erase(dims.begin() + uniform(0, dims.size() - 1));
      else
        dims.push_back(0);
      break;
    case 3: // One entry replaced by anything in [-2, rank + 1].
      if (!dims.empty())
        dims[uniform(0, dims.size() - 1)] = uniform(-2, targetRank + 1);
      else
        dims.push_back(uniform(-2, targetRank + 1));
      break;
    case 4: // Reversed (a transposition).
      std::reverse(dims.begin(), dims.end());
      break;
    case 5: // A repeated entry.
      if (dims.size() >= 2) {
        int64_t k = uniform(1, dims.size() - 1);
        dims[k] = dims[k - 1];
      } else {
        dims.push_back(dims.empty() ? 0 : dims.back());
      }
      break;
    case 6: // Negative entry.
      if (!dims.empty())
        dims[uniform(0, dims.size() - 1)] = -1;
      else
        dims.push_back(-1);
      break;
    default: // Out of range by one.
      if (!dims.empty())
        dims[dims.size() - 1] = targetRank;
      else
        dims.push_back(targetRank);
      break;
    }
    return dims;
  }

private:
  std::mt19937 engine;
};

//===----------------------------------------------------------------------===//
// Parsing with captured diagnostics
//===----------------------------------------------------------------------===//

class BroadcastPropertyTest : public ::testing::Test {
protected:
  BroadcastPropertyTest() : context(mlir::MLIRContext::Threading::DISABLED) {
    context.loadDialect<mlir::shapes::ShapesDialect, mlir::func::FuncDialect,
                        mlir::arith::ArithDialect>();
  }

  /// Parses and verifies `text`; returns whether it was accepted and fills
  /// `diagnostics` with the messages it produced.
  bool parse(const std::string &text, std::vector<std::string> &diagnostics) {
    diagnostics.clear();
    mlir::ScopedDiagnosticHandler handler(&context,
                                          [&](mlir::Diagnostic &diag) {
                                            diagnostics.push_back(diag.str());
                                            return mlir::success();
                                          });
    mlir::ParserConfig config(&context);
    mlir::OwningOpRef<mlir::ModuleOp> module =
        mlir::parseSourceString<mlir::ModuleOp>(text, config);
    return static_cast<bool>(module);
  }

  static bool anyContains(const std::vector<std::string> &diagnostics,
                          const std::string &needle) {
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [&](const std::string &d) {
                         return d.find(needle) != std::string::npos;
                       });
  }

  static std::string joined(const std::vector<std::string> &diagnostics) {
    std::string result;
    for (const std::string &d : diagnostics)
      result += "  diagnostic: " + d + "\n";
    return result;
  }

  /// Records a mismatch; prints the first few in full.
  void mismatch(const std::string &what, const std::string &text,
                const std::vector<std::string> &diagnostics) {
    if (++mismatches <= kMaxPrintedMismatches)
      ADD_FAILURE() << "case " << caseIndex << ": " << what << "\n"
                    << text << joined(diagnostics);
  }

  mlir::MLIRContext context;
  int mismatches = 0;
  /// The case being checked, for the failure messages.
  int caseIndex = 0;
};

std::string functionText(const std::string &args, const std::string &op,
                         const std::string &resultType) {
  return "func.func @f(" + args + ") -> " + resultType + " {\n  %r = " + op +
         "\n  return %r : " + resultType + "\n}\n";
}

//===----------------------------------------------------------------------===//
// Binary operations and compare vs. inferBinaryBroadcast
//===----------------------------------------------------------------------===//

struct BinaryCase {
  DimVector lhs, rhs;
  std::optional<DimVector> broadcastDimensions;
  std::optional<DimVector> lhsLayout, rhsLayout, resultLayout;
  const BinaryOp *op;
  const char *direction;
  const ElementType *element;
};

BinaryCase randomBinaryCase(Random &random) {
  BinaryCase c;
  c.op = &kBinaryOps[random.uniform(0, std::size(kBinaryOps) - 1)];
  c.direction = kDirections[random.uniform(0, std::size(kDirections) - 1)];
  c.element = &kElementTypes[random.chance(0.9)
                                 ? random.uniform(0, kSupportedElementTypes - 1)
                                 : random.uniform(kSupportedElementTypes,
                                                  kAllElementTypes - 1)];

  // A target shape; the higher-rank operand takes each of its sizes or 1,
  // the lower-rank one matches an increasing subset of its dimensions.
  int64_t lhsRank = random.uniform(0, 4), rhsRank = random.uniform(0, 4);
  if (random.chance(0.3))
    rhsRank = lhsRank;
  int64_t highRank = std::max(lhsRank, rhsRank);
  int64_t lowRank = std::min(lhsRank, rhsRank);
  DimVector target = random.sizes(highRank);
  DimVector map = lhsRank == rhsRank
                      ? random.increasingSubset(highRank, highRank)
                      : random.increasingSubset(lowRank, highRank);
  DimVector high, low;
  for (int64_t size : target)
    high.push_back(random.chance(0.3) ? 1 : size);
  for (int64_t d : map)
    low.push_back(random.chance(0.3) ? 1 : target[d]);
  bool lhsIsLow =
      lhsRank < rhsRank || (lhsRank == rhsRank && random.chance(0.5));
  c.lhs = lhsIsLow ? low : high;
  c.rhs = lhsIsLow ? high : low;

  // Sometimes, a size anywhere (maybe incompatible now).
  if (random.chance(0.2)) {
    DimVector &side = random.chance(0.5) ? c.lhs : c.rhs;
    if (!side.empty())
      side[random.uniform(0, side.size() - 1)] = random.uniform(1, 4);
  }

  // broadcast_dimensions: the mapping, absent, or a corruption of it.
  switch (random.uniform(0, 4)) {
  case 0:
  case 1:
    c.broadcastDimensions = map;
    break;
  case 2:
    c.broadcastDimensions = std::nullopt;
    break;
  default:
    c.broadcastDimensions = random.corrupt(map, highRank);
    break;
  }

  c.lhsLayout = random.layout(c.lhs.size());
  c.rhsLayout = random.layout(c.rhs.size());
  return c;
}

std::string binaryOpText(const BinaryCase &c, const std::string &resultType) {
  std::string lhsType = tensorText(c.lhs, c.element->text, c.lhsLayout);
  std::string rhsType = tensorText(c.rhs, c.element->text, c.rhsLayout);
  std::string op = std::string("shapes.") + c.op->name + " ";
  if (c.op->kind == Kind::Comparable)
    op += std::string(c.direction) + ", ";
  op += "%a, %b";
  if (c.broadcastDimensions)
    op += " broadcast_dimensions = " + listText(*c.broadcastDimensions);
  op += " : (" + lhsType + ", " + rhsType + ") -> " + resultType;
  return functionText("%a: " + lhsType + ", %b: " + rhsType, op, resultType);
}

/// A result type that differs from `shape` x `element` in one size, its
/// rank or its element type.
static std::pair<DimVector, std::string>
wrongResultType(Random &random, const DimVector &shape,
                const std::string &element, bool isCompare) {
  DimVector wrongShape = shape;
  std::string wrongElement = element;
  switch (random.uniform(0, 3)) {
  case 0:
    if (!wrongShape.empty()) {
      wrongShape[random.uniform(0, wrongShape.size() - 1)] += 1;
      break;
    }
    [[fallthrough]];
  case 1:
    wrongShape.insert(wrongShape.begin() + random.uniform(0, wrongShape.size()),
                      random.uniform(1, 4));
    break;
  case 2:
    if (!wrongShape.empty()) {
      wrongShape.erase(wrongShape.begin() +
                       random.uniform(0, wrongShape.size() - 1));
      break;
    }
    [[fallthrough]];
  default:
    if (isCompare)
      wrongElement = "i8";
    else
      wrongElement = element == "f32" ? "f64" : "f32";
    break;
  }
  return {wrongShape, wrongElement};
}

TEST_F(BroadcastPropertyTest, BinaryOpsMatchInferBinaryBroadcast) {
  Random random(20261122);
  int accepted = 0, rejected = 0, wrongResultTypes = 0;
  for (caseIndex = 0; caseIndex < kCases; ++caseIndex) {
    BinaryCase c = randomBinaryCase(random);
    bool isCompare = c.op->kind == Kind::Comparable;
    std::string resultElement = isCompare ? "i1" : c.element->text;

    auto library =
        mlir::shapes::inferBinaryBroadcast(c.lhs, c.rhs, c.broadcastDimensions);
    auto *libraryResult = std::get_if<mlir::shapes::BroadcastResult>(&library);
    std::optional<DimVector> model =
        modelBinaryBroadcast(c.lhs, c.rhs, c.broadcastDimensions);
    bool elementOk = modelElementType(c.op->kind, *c.element);

    // The result type written in the text: the library's when it accepts,
    // else the higher-rank operand's sizes.
    DimVector resultShape = libraryResult ? libraryResult->shape
                            : c.lhs.size() >= c.rhs.size() ? c.lhs
                                                           : c.rhs;
    c.resultLayout = random.layout(resultShape.size());
    std::string resultType =
        tensorText(resultShape, resultElement, c.resultLayout);
    std::string text = binaryOpText(c, resultType);
    std::vector<std::string> diagnostics;

    // The library agrees with the literal reading of docs/Semantics.md
    // (Operations).
    if (static_cast<bool>(libraryResult) != model.has_value() ||
        (libraryResult && libraryResult->shape != *model)) {
      mismatch(std::string("library and docs/Semantics.md (Operations) model "
                           "disagree (library ") +
                   (libraryResult ? "accepts" : "rejects") + ", model " +
                   (model ? "accepts" : "rejects") + ")",
               text, {});
    }

    bool expectAccepted = libraryResult && elementOk;
    bool parsed = parse(text, diagnostics);
    if (parsed != expectAccepted) {
      mismatch(parsed ? "accepted, but the rules reject it"
                      : "rejected, but the rules accept it",
               text, diagnostics);
      continue;
    }
    if (!parsed) {
      ++rejected;
      if (diagnostics.empty())
        mismatch("rejected without a diagnostic", text, diagnostics);
      // With a valid element type, the diagnostic is the library's error.
      if (elementOk && !libraryResult) {
        std::string message =
            std::get<mlir::shapes::BroadcastError>(library).message();
        if (!anyContains(diagnostics, message))
          mismatch("the diagnostic is not the library's: " + message, text,
                   diagnostics);
      }
      continue;
    }
    ++accepted;

    // The same op with a wrong result type: another size, rank or element
    // type (the layout is free, so it is never what makes a type wrong).
    auto [wrongShape, wrongElement] =
        wrongResultType(random, resultShape, resultElement, isCompare);
    std::string wrongType =
        tensorText(wrongShape, wrongElement, random.layout(wrongShape.size()));
    std::string inferredType = tensorText(resultShape, resultElement);
    std::string wrongText = binaryOpText(c, wrongType);
    ++wrongResultTypes;
    if (parse(wrongText, diagnostics)) {
      mismatch("accepted a wrong result type", wrongText, diagnostics);
      continue;
    }
    if (!anyContains(diagnostics, "result type '" + wrongType +
                                      "' does not match the inferred type '" +
                                      inferredType + "'"))
      mismatch("the diagnostic does not name both " + wrongType + " and " +
                   inferredType,
               wrongText, diagnostics);
  }
  EXPECT_EQ(mismatches, 0);
  EXPECT_GT(accepted, 1000);
  EXPECT_GT(rejected, 1000);
  EXPECT_EQ(wrongResultTypes, accepted);
  RecordProperty("accepted", accepted);
  RecordProperty("rejected", rejected);
}

//===----------------------------------------------------------------------===//
// broadcast_in_dim vs. verifyBroadcastInDim
//===----------------------------------------------------------------------===//

TEST_F(BroadcastPropertyTest, BroadcastInDimMatchesVerifyBroadcastInDim) {
  Random random(4242);
  int accepted = 0, rejected = 0;
  for (caseIndex = 0; caseIndex < kCases; ++caseIndex) {
    // A result shape; the operand matches an increasing subset of its
    // dimensions, each size either the result's or 1.
    int64_t operandRank = random.uniform(0, 4);
    int64_t resultRank = random.chance(0.9) ? random.uniform(operandRank, 4)
                                            : random.uniform(0, 4);
    DimVector result = random.sizes(resultRank);
    DimVector map =
        random.increasingSubset(std::min(operandRank, resultRank), resultRank);
    DimVector operand;
    for (int64_t d : map)
      operand.push_back(random.chance(0.3) ? 1 : result[d]);
    while (static_cast<int64_t>(operand.size()) < operandRank)
      operand.push_back(random.uniform(1, 4));
    if (random.chance(0.2) && !operand.empty())
      operand[random.uniform(0, operand.size() - 1)] = random.uniform(1, 4);
    DimVector dims =
        random.chance(0.55) ? map : random.corrupt(map, resultRank);

    const ElementType &element =
        kElementTypes[random.uniform(0, kSupportedElementTypes - 1)];
    const ElementType &resultElement =
        random.chance(0.05)
            ? kElementTypes[random.uniform(0, kSupportedElementTypes - 1)]
            : element;
    bool elementsEqual = &element == &resultElement;

    auto library = mlir::shapes::verifyBroadcastInDim(operand, result, dims);
    bool libraryOk = std::holds_alternative<mlir::shapes::OperandMap>(library);
    bool model = modelBroadcastInDim(operand, result, dims);

    std::string operandType =
        tensorText(operand, element.text, random.layout(operand.size()));
    std::string resultType =
        tensorText(result, resultElement.text, random.layout(result.size()));
    std::string text =
        functionText("%a: " + operandType,
                     "shapes.broadcast_in_dim %a, dims = " + listText(dims) +
                         " : (" + operandType + ") -> " + resultType,
                     resultType);
    std::vector<std::string> diagnostics;

    if (libraryOk != model)
      mismatch(std::string("library and docs/Semantics.md (Operations) model "
                           "disagree (library ") +
                   (libraryOk ? "accepts" : "rejects") + ")",
               text, {});

    bool expectAccepted = libraryOk && elementsEqual;
    bool parsed = parse(text, diagnostics);
    if (parsed != expectAccepted) {
      mismatch(parsed ? "accepted, but the rules reject it"
                      : "rejected, but the rules accept it",
               text, diagnostics);
      continue;
    }
    if (parsed) {
      ++accepted;
      continue;
    }
    ++rejected;
    if (!elementsEqual) {
      if (!anyContains(diagnostics, std::string("operand element type '") +
                                        element.text +
                                        "' does not match result element "
                                        "type '" +
                                        resultElement.text + "'"))
        mismatch("no element type diagnostic", text, diagnostics);
      continue;
    }
    std::string message =
        std::get<mlir::shapes::BroadcastError>(library).message();
    if (!anyContains(diagnostics, message))
      mismatch("the diagnostic is not the library's: " + message, text,
               diagnostics);
  }
  EXPECT_EQ(mismatches, 0);
  EXPECT_GT(accepted, 1000);
  EXPECT_GT(rejected, 1000);
  RecordProperty("accepted", accepted);
  RecordProperty("rejected", rejected);
}

} // namespace
