//===- shapes-fuzz-semantics.cpp - libFuzzer target: layouts, broadcasts --===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Decodes the input into random layouts and broadcasts (mostly valid, some
// wild: huge, negative, dynamic or out-of-range numbers), runs them through
// the semantics library and through the attribute and op verifiers, and
// checks the answers against each other:
//
//  - layouts: verifyLayoutForShape accepts exactly what the type verifiers
//    (tensor encoding and memref layout) accept; on a valid layout of a small
//    static shape, the strides match an independent computation and the
//    memref's strides, multi-index -> linear is a bijection onto the
//    non-padding positions, linearToMultiIndex inverts it, isPaddingPosition
//    marks exactly the others, and equivalentLayouts agrees with a direct
//    comparison of element positions and padding;
//  - broadcasts: inferBinaryBroadcast agrees with an independent model of
//    docs/Semantics.md (Operations), its operand maps stay inside the operands
//    and match verifyBroadcastInDim; the binary-op verifier accepts exactly
//    what the library accepts (and repeats its message when it rejects), and
//    rejects a wrong result type; the broadcast_in_dim verifier agrees with
//    verifyBroadcastInDim, and composeBroadcastDims composes two broadcasts.
//
// Any disagreement aborts with a description.
//
//===----------------------------------------------------------------------===//

#include "FuzzCommon.h"

#include "shapes/Dialect/Shapes/IR/ShapesOps.h"
#include "shapes/Semantics/Broadcast.h"
#include "shapes/Semantics/Layout.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinTypes.h"

#include <fuzzer/FuzzedDataProvider.h>

#include <algorithm>
#include <numeric>
#include <set>

using namespace mlir::shapes;
using namespace mlir::shapes::fuzz;

namespace {

[[noreturn]] void fail(const std::string &what) {
  std::fprintf(stderr, "shapes-fuzz-semantics: %s\n", what.c_str());
  std::abort();
}

std::string list(const DimVector &values) {
  std::string out = "[";
  for (size_t i = 0; i < values.size(); ++i) {
    out += i ? ", " : "";
    out += values[i] == kDynamicSize ? "?" : std::to_string(values[i]);
  }
  return out + "]";
}

/// One context for many inputs (replaced now and then to bound memory).
mlir::MLIRContext &context() {
  return sharedContext(20000, /*loadAllDialects=*/true);
}

/// Collects error messages while it lives.
struct Errors {
  explicit Errors(mlir::MLIRContext &ctx)
      : handler(&ctx, [this](mlir::Diagnostic &diag) {
          text += diag.str() + "\n";
          return mlir::success();
        }) {}
  std::string text;
  mlir::ScopedDiagnosticHandler handler;
};

//===----------------------------------------------------------------------===//
// Decoding
//===----------------------------------------------------------------------===//

struct Decoder {
  FuzzedDataProvider &in;

  /// A size: mostly 0..4, sometimes a wild number.
  int64_t size(bool allowDynamic) {
    switch (in.ConsumeIntegralInRange<int>(0, 15)) {
    case 0:
      return allowDynamic ? kDynamicSize : 1;
    case 1:
      return in.ConsumeIntegralInRange<int64_t>(0, INT64_MAX);
    case 2:
      return int64_t(1) << in.ConsumeIntegralInRange<int>(20, 62);
    default:
      return in.ConsumeIntegralInRange<int64_t>(0, 4);
    }
  }

  DimVector dims(int64_t maxRank, bool allowDynamic) {
    DimVector out(in.ConsumeIntegralInRange<int64_t>(0, maxRank));
    for (int64_t &d : out)
      d = size(allowDynamic);
    return out;
  }

  Layout layout(const DimVector &dims) {
    int64_t rank = dims.size();
    Layout layout;
    layout.minorToMajor.resize(rank);
    std::iota(layout.minorToMajor.begin(), layout.minorToMajor.end(), 0);
    // A permutation (Fisher-Yates driven by the input).
    for (int64_t i = rank - 1; i > 0; --i)
      std::swap(layout.minorToMajor[i],
                layout.minorToMajor[in.ConsumeIntegralInRange<int64_t>(0, i)]);
    if (in.ConsumeIntegralInRange<int>(0, 15) == 0) {
      // Something that is probably not a permutation.
      layout.minorToMajor.resize(in.ConsumeIntegralInRange<int64_t>(0, 5));
      for (int64_t &entry : layout.minorToMajor)
        entry = in.ConsumeIntegralInRange<int64_t>(-2, 6);
    }
    if (in.ConsumeBool()) {
      for (int64_t size : dims) {
        int64_t width = size == kDynamicSize ? 3 : size;
        switch (in.ConsumeIntegralInRange<int>(0, 15)) {
        case 0:
          width = in.ConsumeIntegralInRange<int64_t>(-3, INT64_MAX);
          break;
        case 1:
          width = width - 1;
          break;
        default:
          if (width <= INT64_MAX - 2)
            width += in.ConsumeIntegralInRange<int64_t>(0, 2);
        }
        layout.paddedDimensions.push_back(width);
      }
      if (in.ConsumeIntegralInRange<int>(0, 15) == 0)
        layout.paddedDimensions.push_back(2);
    }
    if (in.ConsumeIntegralInRange<int>(0, 3) != 0 &&
        (layout.isPadded() || in.ConsumeIntegralInRange<int>(0, 7) == 0))
      layout.paddingValue =
          static_cast<PaddingValue>(in.ConsumeIntegralInRange<int>(0, 4));
    return layout;
  }
};

std::string shapeText(const DimVector &dims) {
  std::string out;
  for (int64_t d : dims)
    out += (d == kDynamicSize ? std::string("?") : std::to_string(d)) + "x";
  return out;
}

std::string layoutText(const Layout &layout) {
  std::string out =
      "#shapes.layout<minor_to_major = " + list(layout.minorToMajor);
  if (layout.isPadded())
    out += ", padded_dimensions = " + list(layout.paddedDimensions);
  if (layout.paddingValue)
    out += std::string(", padding_value = ") +
           stringifyPaddingValue(*layout.paddingValue).str();
  return out + ">";
}

std::string tensorText(const DimVector &dims, const Layout *layout,
                       const char *elem = "f32") {
  std::string out = "tensor<" + shapeText(dims) + elem;
  if (layout)
    out += ", " + layoutText(*layout);
  return out + ">";
}

//===----------------------------------------------------------------------===//
// Layouts
//===----------------------------------------------------------------------===//

/// The product of `dims`, or -1 when it is over `limit`.
int64_t boundedProduct(const DimVector &dims, int64_t limit) {
  int64_t product = 1;
  if (llvm::is_contained(dims, 0))
    return 0;
  for (int64_t d : dims) {
    if (d < 0 || d > limit || product > limit / std::max<int64_t>(d, 1))
      return -1;
    product *= d;
  }
  return product;
}

/// The positions of every logical element (row-major order) by the
/// definition of docs/Semantics.md (Layouts), computed here without the
/// library.
DimVector modelPositions(const DimVector &dims, const Layout &layout,
                         DimVector &modelStrides) {
  int64_t rank = dims.size();
  DimVector physical = layout.isPadded() ? layout.paddedDimensions : dims;
  modelStrides.assign(rank, 0);
  int64_t stride = 1;
  for (int64_t k = 0; k < rank; ++k) {
    modelStrides[layout.minorToMajor[k]] = stride;
    stride *= physical[layout.minorToMajor[k]];
  }
  DimVector positions;
  if (boundedProduct(dims, INT64_MAX) == 0)
    return positions;
  DimVector index(rank, 0);
  do {
    int64_t linear = 0;
    for (int64_t d = 0; d < rank; ++d)
      linear += index[d] * modelStrides[d];
    positions.push_back(linear);
  } while (index_util::nextIndex(dims, index));
  return positions;
}

/// Direct equivalence: same buffer size, same element positions, same
/// padding value where there is padding.
bool modelEquivalent(const DimVector &dims, const Layout &a, const Layout &b) {
  DimVector sa, sb;
  DimVector pa = modelPositions(dims, a, sa), pb = modelPositions(dims, b, sb);
  int64_t ca = layout_util::physicalElementCount(dims, a);
  int64_t cb = layout_util::physicalElementCount(dims, b);
  if (ca != cb || pa != pb)
    return false;
  bool hasPadding = ca > static_cast<int64_t>(pa.size());
  return !hasPadding || a.effectivePaddingValue() == b.effectivePaddingValue();
}

/// The type verifiers and a memref's strides agree with the library.
void checkLayoutTypes(const DimVector &dims, const Layout &layout,
                      const std::optional<LayoutError> &error,
                      const std::string &what) {
  // Only sizes that a type can spell: static and non-negative, or '?'.
  if (!llvm::all_of(dims,
                    [](int64_t d) { return d >= 0 || d == kDynamicSize; }))
    return;
  mlir::MLIRContext &ctx = context();
  for (const char *kind : {"tensor", "memref"}) {
    std::string text = std::string(kind) + "<" + shapeText(dims) + "f32, " +
                       layoutText(layout) + ">";
    // A tensor's encoding is checked with its element type (4 bytes of
    // f32); a memref's layout against the shape only.
    std::optional<LayoutError> expected =
        llvm::StringRef(kind) == "tensor"
            ? layout_util::verifyLayoutForShape(layout, dims,
                                                /*elementBytes=*/4)
            : error;
    Errors errors(ctx);
    mlir::Type type = mlir::parseType(text, &ctx);
    if (bool(type) != !expected)
      fail(what + ": the library says " +
           (expected ? expected->message() : std::string("valid")) + " but " +
           text + (type ? " parses" : " is rejected: " + errors.text));
    if (!type && !expected->message().empty() &&
        errors.text.find(expected->message()) == std::string::npos &&
        errors.text.find("invalid #shapes.layout") == std::string::npos)
      fail(what + ": the diagnostic does not give the reason '" +
           expected->message() + "': " + errors.text);
    if (auto memref = llvm::dyn_cast_if_present<mlir::MemRefType>(type)) {
      llvm::SmallVector<int64_t> strides;
      int64_t offset = -1;
      if (mlir::failed(memref.getStridesAndOffset(strides, offset)))
        fail(what + ": no strides for " + text);
      DimVector expected = layout_util::strides(dims, layout);
      if (DimVector(strides.begin(), strides.end()) != expected || offset != 0)
        fail(what + ": memref strides " +
             list(DimVector(strides.begin(), strides.end())) +
             " but the library's are " + list(expected));
    }
  }
}

/// Multi-index <-> linear is a bijection onto the non-padding positions
/// (`positions`, in logical order) of a buffer of `count` elements.
void checkLinearIndices(const DimVector &dims, const Layout &layout,
                        const DimVector &positions, int64_t count,
                        const std::string &what) {
  std::vector<bool> hit(count, false);
  if (!positions.empty()) {
    DimVector index(dims.size(), 0);
    size_t k = 0;
    do {
      int64_t linear = index_util::multiIndexToLinear(dims, layout, index);
      if (linear != positions[k++])
        fail(what + ": linear index " + std::to_string(linear) + " of " +
             list(index));
      if (linear < 0 || linear >= count || hit[linear])
        fail(what + ": linear index " + std::to_string(linear) + " of " +
             list(index) + " is out of the buffer or taken twice");
      hit[linear] = true;
      if (index_util::linearToMultiIndex(dims, layout, linear) != index)
        fail(what + ": linearToMultiIndex(" + std::to_string(linear) +
             ") is not " + list(index));
    } while (index_util::nextIndex(dims, index));
  }
  for (int64_t linear = 0; linear < count; ++linear)
    if (index_util::isPaddingPosition(dims, layout, linear) == hit[linear])
      fail(what + ": isPaddingPosition(" + std::to_string(linear) +
           ") is wrong");
}

void checkLayout(Decoder &decode) {
  DimVector dims = decode.dims(4, /*allowDynamic=*/true);
  Layout layout = decode.layout(dims);
  std::optional<LayoutError> error =
      layout_util::verifyLayoutForShape(layout, dims);
  std::string what = "layout " + layoutText(layout) + " on " + list(dims);

  checkLayoutTypes(dims, layout, error, what);
  if (error || shape_util::hasDynamicSize(dims))
    return;
  int64_t count = layout_util::physicalElementCount(dims, layout);
  if (count < 0)
    fail(what + ": negative physical element count");
  DimVector physical = layout_util::physicalDims(dims, layout);
  if (boundedProduct(physical, 4096) < 0)
    return; // Too big to enumerate.

  // Strides.
  DimVector modelStrides;
  DimVector positions = modelPositions(dims, layout, modelStrides);
  DimVector strides = layout_util::strides(dims, layout);
  if (strides != modelStrides)
    fail(what + ": strides " + list(strides) + ", expected " +
         list(modelStrides));
  if (count != boundedProduct(physical, INT64_MAX))
    fail(what + ": physical element count " + std::to_string(count));
  if (static_cast<int64_t>(positions.size()) !=
      layout_util::logicalElementCount(dims))
    fail(what + ": logical element count");

  checkLinearIndices(dims, layout, positions, count, what);

  // Equivalence, against the default layout and a second random layout.
  Layout other = decode.in.ConsumeBool()
                     ? layout_util::defaultLayout(dims.size())
                     : decode.layout(dims);
  if (!layout_util::verifyLayoutForShape(other, dims) &&
      boundedProduct(layout_util::physicalDims(dims, other), 4096) >= 0) {
    bool got = layout_util::equivalentLayouts(dims, layout, other);
    if (got != modelEquivalent(dims, layout, other))
      fail(what + ": equivalentLayouts with " + layoutText(other) + " is " +
           (got ? "true" : "false"));
    if (got != layout_util::equivalentLayouts(dims, other, layout))
      fail(what + ": equivalentLayouts is not symmetric");
  }
  if (!layout_util::equivalentLayouts(dims, layout, layout))
    fail(what + ": not equivalent to itself");
}

//===----------------------------------------------------------------------===//
// Broadcasts
//===----------------------------------------------------------------------===//

std::optional<DimVector> modelDegenerate(const DimVector &a,
                                         const DimVector &b) {
  DimVector out;
  for (size_t d = 0; d < a.size(); ++d) {
    if (a[d] == b[d] || b[d] == 1)
      out.push_back(a[d]);
    else if (a[d] == 1)
      out.push_back(b[d]);
    else
      return std::nullopt;
  }
  return out;
}

/// docs/Semantics.md (Operations), read directly.
std::optional<DimVector> modelBinary(const DimVector &lhs, const DimVector &rhs,
                                     const std::optional<DimVector> &bd) {
  if (lhs.size() == rhs.size()) {
    if (bd) {
      DimVector identity(lhs.size());
      std::iota(identity.begin(), identity.end(), 0);
      if (*bd != identity)
        return std::nullopt;
    }
    return modelDegenerate(lhs, rhs);
  }
  const DimVector &low = lhs.size() < rhs.size() ? lhs : rhs;
  const DimVector &high = lhs.size() < rhs.size() ? rhs : lhs;
  DimVector lifted(high.size(), 1);
  if (low.empty()) {
    if (bd && !bd->empty())
      return std::nullopt;
    return modelDegenerate(high, lifted);
  }
  if (!bd || bd->size() != low.size())
    return std::nullopt;
  for (size_t k = 0; k < bd->size(); ++k) {
    int64_t d = (*bd)[k];
    if (d < 0 || d >= static_cast<int64_t>(high.size()) ||
        (k > 0 && d <= (*bd)[k - 1]))
      return std::nullopt;
    lifted[d] = low[k];
  }
  return modelDegenerate(high, lifted);
}

/// `map` reads inside `operand` for every index of `result` (sampled).
void checkMap(const std::string &what, const OperandMap &map,
              const DimVector &operand, const DimVector &result) {
  if (map.resultDims.size() != operand.size() ||
      map.degenerate.size() != operand.size())
    fail(what + ": operand map of the wrong rank");
  for (size_t k = 0; k < operand.size(); ++k) {
    int64_t r = map.resultDims[k];
    if (r < 0 || r >= static_cast<int64_t>(result.size()))
      fail(what + ": operand map names result dimension " + std::to_string(r));
    if (!map.degenerate[k] && operand[k] != result[r])
      fail(what + ": operand dimension " + std::to_string(k) +
           " is read in place but its size differs from the result's");
    if (map.degenerate[k] && operand[k] != 1)
      fail(what + ": a degenerate operand dimension of size " +
           std::to_string(operand[k]));
  }
  int64_t n = boundedProduct(result, 512);
  if (n <= 0)
    return;
  DimVector index(result.size(), 0);
  do {
    DimVector at = map.operandIndex(index);
    for (size_t k = 0; k < operand.size(); ++k)
      if (at[k] < 0 || at[k] >= operand[k])
        fail(what + ": reads operand index " + list(at) + " for result " +
             list(index));
  } while (index_util::nextIndex(result, index));
}

std::string typeWithLayout(Decoder &decode, const DimVector &dims,
                           const char *elem) {
  if (!decode.in.ConsumeBool())
    return tensorText(dims, nullptr, elem);
  Layout layout = decode.layout(dims);
  // Ops also reject buffers of more than 2^63-1 bytes (a rule of the op
  // verifiers, not of the layout): keep to layouts well below.
  if (layout_util::verifyLayoutForShape(layout, dims) ||
      layout_util::physicalElementCount(dims, layout) > (int64_t(1) << 40))
    return tensorText(dims, nullptr, elem);
  return tensorText(dims, &layout, elem);
}

/// Parses a func.func holding one op; returns the error text, or nullopt
/// when it verifies.
std::optional<std::string> verifyOp(const std::string &args,
                                    const std::string &body) {
  std::string text =
      "func.func @f(" + args + ") {\n" + body + "\n  return\n}\n";
  mlir::MLIRContext &ctx = context();
  Errors errors(ctx);
  mlir::ParserConfig config(&ctx);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(text, config, "case");
  if (module)
    return std::nullopt;
  return errors.text.empty() ? std::string("(no message)") : errors.text;
}

DimVector smallDims(Decoder &decode, int64_t maxRank) {
  DimVector dims(decode.in.ConsumeIntegralInRange<int64_t>(0, maxRank));
  for (int64_t &d : dims)
    d = decode.in.ConsumeIntegralInRange<int>(0, 7) == 0
            ? 0
            : decode.in.ConsumeIntegralInRange<int64_t>(1, 4);
  return dims;
}

/// A partner for `dims`: usually compatible, sometimes not.
DimVector partner(Decoder &decode, const DimVector &dims) {
  DimVector out;
  for (int64_t d : dims) {
    switch (decode.in.ConsumeIntegralInRange<int>(0, 5)) {
    case 0:
      out.push_back(1);
      break;
    case 1:
      out.push_back(decode.in.ConsumeIntegralInRange<int64_t>(0, 4));
      break;
    default:
      out.push_back(d);
    }
  }
  return out;
}

/// A binary op of the dialect: its name without "shapes." and the element
/// types it accepts.
struct BinaryOp {
  llvm::StringRef name;
  ElementKind elements;
};

/// The binary ops among `Ops` (the broadcasting ops but compare).
template <typename... Ops> std::vector<BinaryOp> binaryOps() {
  std::vector<BinaryOp> ops;
  auto add = [&](auto *tag) {
    using Op = std::remove_pointer_t<decltype(tag)>;
    if constexpr (Op::template hasTrait<BroadcastingOpInterface::Trait>() &&
                  !std::is_same_v<Op, CompareOp>)
      ops.push_back({Op::getOperationName().drop_front(sizeof("shapes.") - 1),
                     Op::kElementKind});
  };
  (add(static_cast<Ops *>(nullptr)), ...);
  return ops;
}

void checkBinary(Decoder &decode) {
  DimVector lhs = smallDims(decode, 4), rhs;
  std::optional<DimVector> bd;
  int64_t rank = lhs.size();
  switch (decode.in.ConsumeIntegralInRange<int>(0, 3)) {
  case 0: // same rank
    rhs = partner(decode, lhs);
    break;
  case 1: { // lower rank through broadcast_dimensions
    DimVector positions;
    for (int64_t d = 0; d < rank; ++d)
      if (decode.in.ConsumeBool())
        positions.push_back(d);
    for (int64_t d : positions)
      rhs.push_back(partner(decode, {lhs[d]})[0]);
    bd = positions;
    break;
  }
  default: // anything
    rhs = smallDims(decode, 4);
    break;
  }
  if (decode.in.ConsumeIntegralInRange<int>(0, 3) == 0) {
    DimVector wild(decode.in.ConsumeIntegralInRange<int64_t>(0, 4));
    for (int64_t &d : wild)
      d = decode.in.ConsumeIntegralInRange<int64_t>(-1, 4);
    bd = wild;
  } else if (!bd && lhs.size() == rhs.size() && decode.in.ConsumeBool()) {
    bd = DimVector(lhs.size());
    std::iota(bd->begin(), bd->end(), 0);
  }
  if (decode.in.ConsumeBool())
    std::swap(lhs, rhs);

  std::string what =
      "broadcast of " + list(lhs) + " and " + list(rhs) +
      (bd ? " with broadcast_dimensions = " + list(*bd) : std::string(""));
  auto inferred = inferBinaryBroadcast(lhs, rhs, bd);
  auto *result = std::get_if<BroadcastResult>(&inferred);
  std::optional<DimVector> model = modelBinary(lhs, rhs, bd);
  if (bool(result) != bool(model) || (result && result->shape != *model))
    fail(what + ": the library gives " +
         (result ? list(result->shape)
                 : std::get<BroadcastError>(inferred).message()) +
         ", the model " + (model ? list(*model) : std::string("an error")));
  if (result) {
    checkMap(what + " (lhs)", result->lhs, lhs, result->shape);
    checkMap(what + " (rhs)", result->rhs, rhs, result->shape);
    // Each operand map is a valid broadcast_in_dim to the result.
    for (const auto &[map, dims] :
         {std::pair(&result->lhs, &lhs), std::pair(&result->rhs, &rhs)}) {
      auto in = verifyBroadcastInDim(*dims, result->shape, map->resultDims);
      if (!std::holds_alternative<OperandMap>(in))
        fail(what + ": an operand map is not a valid broadcast_in_dim: " +
             std::get<BroadcastError>(in).message());
    }
  }

  // The op verifier agrees, with any valid layouts on the values.
  static const std::vector<BinaryOp> ops = binaryOps<
#define GET_OP_LIST
#include "shapes/Dialect/Shapes/IR/ShapesOps.cpp.inc"
      >();
  bool compare = decode.in.ConsumeIntegralInRange<int>(0, 4) == 0;
  const BinaryOp &binary =
      ops[decode.in.ConsumeIntegralInRange<size_t>(0, ops.size() - 1)];
  std::string op = binary.name.str();
  bool logical = !compare && binary.elements == ElementKind::Logical;
  const char *elem = logical ? "i32" : (decode.in.ConsumeBool() ? "f32" : "i8");
  std::string lhsType = typeWithLayout(decode, lhs, elem);
  std::string rhsType = typeWithLayout(decode, rhs, elem);
  DimVector shown = result ? result->shape : (model ? *model : lhs);
  bool wrong = result && decode.in.ConsumeIntegralInRange<int>(0, 3) == 0;
  if (wrong)
    shown.push_back(2); // a result type of the wrong rank
  std::string resultType = typeWithLayout(decode, shown, compare ? "i1" : elem);
  std::string body =
      std::string("  %r = shapes.") +
      (compare ? "compare lt, " : std::string(op) + " ") + "%a, %b" +
      (bd ? " broadcast_dimensions = " + list(*bd) : std::string("")) + " : (" +
      lhsType + ", " + rhsType + ") -> " + resultType;
  std::optional<std::string> rejected =
      verifyOp("%a: " + lhsType + ", %b: " + rhsType, body);
  bool shouldAccept = result && !wrong;
  if (shouldAccept != !rejected)
    fail(what + ": the verifier " +
         (rejected ? "rejects " + body + ": " + *rejected : "accepts " + body));
  if (!result && rejected) {
    std::string message = std::get<BroadcastError>(inferred).message();
    if (rejected->find(message) == std::string::npos)
      fail(what + ": the diagnostic does not repeat '" + message +
           "': " + *rejected);
  }
}

void checkBroadcastInDim(Decoder &decode) {
  DimVector operand = smallDims(decode, 3);
  DimVector dims, result;
  int64_t high = decode.in.ConsumeIntegralInRange<int64_t>(operand.size(),
                                                           operand.size() + 2);
  for (int64_t d = 0, k = 0; d < high; ++d) {
    int64_t left = operand.size() - k;
    if (left > 0 && (high - d == left || decode.in.ConsumeBool()))
      dims.push_back(d), ++k;
  }
  result.assign(high, 1);
  for (int64_t d = 0; d < high; ++d)
    result[d] = decode.in.ConsumeIntegralInRange<int64_t>(0, 4);
  for (size_t k = 0; k < dims.size(); ++k)
    if (decode.in.ConsumeIntegralInRange<int>(0, 3) != 0 && operand[k] != 1)
      result[dims[k]] = operand[k];
  if (decode.in.ConsumeIntegralInRange<int>(0, 7) == 0) {
    dims.resize(decode.in.ConsumeIntegralInRange<int64_t>(0, 4));
    for (int64_t &d : dims)
      d = decode.in.ConsumeIntegralInRange<int64_t>(-1, 5);
  }
  std::string what = "broadcast_in_dim " + list(operand) + " -> " +
                     list(result) + " with dims = " + list(dims);
  auto verified = verifyBroadcastInDim(operand, result, dims);
  auto *map = std::get_if<OperandMap>(&verified);
  if (map)
    checkMap(what, *map, operand, result);
  std::string operandType = typeWithLayout(decode, operand, "f32");
  std::string resultType = typeWithLayout(decode, result, "f32");
  std::string body = "  %r = shapes.broadcast_in_dim %a, dims = " + list(dims) +
                     " : (" + operandType + ") -> " + resultType;
  std::optional<std::string> rejected = verifyOp("%a: " + operandType, body);
  if (bool(map) != !rejected)
    fail(what + ": the verifier " +
         (rejected ? "rejects " + body + ": " + *rejected : "accepts " + body));

  // broadcast_in_dim(broadcast_in_dim(x, dims), outer) is one broadcast.
  if (!map || boundedProduct(result, 256) <= 0)
    return;
  DimVector outerDims, outer;
  int64_t higher = decode.in.ConsumeIntegralInRange<int64_t>(
      result.size(), std::min<int64_t>(result.size() + 2, 5));
  for (int64_t d = 0, k = 0; d < higher; ++d) {
    int64_t left = result.size() - k;
    if (left > 0 && (higher - d == left || decode.in.ConsumeBool()))
      outerDims.push_back(d), ++k;
  }
  outer.assign(higher, 1);
  for (int64_t d = 0; d < higher; ++d)
    outer[d] = decode.in.ConsumeIntegralInRange<int64_t>(1, 3);
  for (size_t k = 0; k < outerDims.size(); ++k)
    if (result[k] != 1)
      outer[outerDims[k]] = result[k];
  auto outerVerified = verifyBroadcastInDim(result, outer, outerDims);
  auto *outerMap = std::get_if<OperandMap>(&outerVerified);
  if (!outerMap)
    fail(what + ": the generated outer broadcast is invalid");
  DimVector composed = composeBroadcastDims(dims, outerDims);
  auto direct = verifyBroadcastInDim(operand, outer, composed);
  auto *directMap = std::get_if<OperandMap>(&direct);
  if (!directMap)
    fail(what + ": composing with " + list(outerDims) + " gives " +
         list(composed) + ": " + std::get<BroadcastError>(direct).message());
  DimVector index(outer.size(), 0);
  if (boundedProduct(outer, 4096) <= 0)
    return;
  do {
    if (map->operandIndex(outerMap->operandIndex(index)) !=
        directMap->operandIndex(index))
      fail(what + ": the composed broadcast " + list(composed) +
           " reads another element at " + list(index));
  } while (index_util::nextIndex(outer, index));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  countInput();
  FuzzedDataProvider in(data, size);
  Decoder decode{in};
  while (in.remaining_bytes() > 0) {
    switch (in.ConsumeIntegralInRange<int>(0, 2)) {
    case 0:
      checkLayout(decode);
      break;
    case 1:
      checkBinary(decode);
      break;
    default:
      checkBroadcastInDim(decode);
      break;
    }
  }
  return 0;
}
