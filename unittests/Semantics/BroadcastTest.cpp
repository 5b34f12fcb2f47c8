//===- BroadcastTest.cpp - unit tests of the broadcasting rules -----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Every worked example of the spec and of docs/Semantics.md (Operations), each
// error kind with the values it reports, the operand read maps, and a
// randomized comparison with an independent, literal reading of the spec.
//
//===----------------------------------------------------------------------===//

#include "shapes/Semantics/Broadcast.h"

#include <gtest/gtest.h>

#include <random>

using namespace mlir::shapes;

namespace {

using OptDims = std::optional<DimVector>;

DimVector shapeOf(const DimVector &lhs, const DimVector &rhs,
                  OptDims dims = std::nullopt) {
  auto result = inferBinaryBroadcast(lhs, rhs, dims);
  if (auto *error = std::get_if<BroadcastError>(&result)) {
    ADD_FAILURE() << "unexpected error: " << error->message();
    return {};
  }
  return std::get<BroadcastResult>(result).shape;
}

BroadcastError errorOf(const DimVector &lhs, const DimVector &rhs,
                       OptDims dims = std::nullopt) {
  auto result = inferBinaryBroadcast(lhs, rhs, dims);
  if (auto *error = std::get_if<BroadcastError>(&result))
    return *error;
  ADD_FAILURE() << "expected an error";
  BroadcastError none;
  none.kind = BroadcastError::Kind::IncompatibleDims;
  return none;
}

// Spec, "Cómo difundir arreglos de rango similar con dimensiones
// degeneradas", examples 1-4 and the outer operation.
TEST(BroadcastSpec, DegenerateExamples) {
  EXPECT_EQ(shapeOf({2, 1}, {2, 3}), (DimVector{2, 3}));
  EXPECT_EQ(shapeOf({1, 2, 5}, {7, 2, 5}), (DimVector{7, 2, 5}));
  EXPECT_EQ(shapeOf({7, 2, 5}, {7, 1, 5}), (DimVector{7, 2, 5}));
  BroadcastError e = errorOf({7, 2, 5}, {7, 2, 6});
  EXPECT_EQ(e.kind, BroadcastError::Kind::IncompatibleDims);
  EXPECT_EQ(e.message(),
            "lhs dimension 2 (size 5) is incompatible with rhs dimension 2 "
            "(size 6)");
  EXPECT_EQ(shapeOf({2, 1}, {1, 3}), (DimVector{2, 3}));
}

// Spec, "Cómo difundir un arreglo de rango inferior...".
TEST(BroadcastSpec, BroadcastDimensionsExamples) {
  EXPECT_EQ(shapeOf({2, 3}, {3}, DimVector{1}), (DimVector{2, 3}));
  BroadcastError e = errorOf({2, 3}, {3}, DimVector{0});
  EXPECT_EQ(e.kind, BroadcastError::Kind::IncompatibleDims);
  EXPECT_EQ(e.lhsDim, 0);
  EXPECT_EQ(e.lhsSize, 2);
  EXPECT_EQ(e.rhsDim, 0);
  EXPECT_EQ(e.rhsSize, 3);
  EXPECT_EQ(shapeOf({3, 3}, {3}, DimVector{0}), (DimVector{3, 3}));
  EXPECT_EQ(shapeOf({3, 3}, {3}, DimVector{1}), (DimVector{3, 3}));
  // A 2x3x4 cuboid with a 3x4 matrix and (1, 2).
  EXPECT_EQ(shapeOf({2, 3, 4}, {3, 4}, DimVector{1, 2}), (DimVector{2, 3, 4}));
  // Scalars need no broadcast_dimensions.
  EXPECT_EQ(shapeOf({2, 3}, {}), (DimVector{2, 3}));
  EXPECT_EQ(shapeOf({}, {2, 3}), (DimVector{2, 3}));
  EXPECT_EQ(shapeOf({}, {}), DimVector{});
}

// Spec, "Composición de la difusión".
TEST(BroadcastSpec, CompositionExamples) {
  EXPECT_EQ(shapeOf({4}, {1, 2}, DimVector{0}), (DimVector{4, 2}));
  EXPECT_EQ(shapeOf({1, 2}, {4, 3, 1}, DimVector{1, 2}), (DimVector{4, 3, 2}));
}

TEST(BroadcastSpec, ZeroSizedDimensions) {
  // docs/Semantics.md (Operations): 1 against 0 gives 0.
  EXPECT_EQ(shapeOf({1, 3}, {0, 3}), (DimVector{0, 3}));
  EXPECT_EQ(shapeOf({0}, {1}), DimVector{0});
  EXPECT_EQ(errorOf({2}, {0}).kind, BroadcastError::Kind::IncompatibleDims);
}

TEST(BroadcastMaps, ReadInPlace) {
  auto result = std::get<BroadcastResult>(
      inferBinaryBroadcast({4}, {1, 2}, DimVector{0}));
  EXPECT_EQ(result.lhs.resultDims, DimVector{0});
  EXPECT_EQ(result.lhs.degenerate, std::vector<bool>{false});
  EXPECT_EQ(result.rhs.resultDims, (DimVector{0, 1}));
  EXPECT_EQ(result.rhs.degenerate, (std::vector<bool>{true, false}));
  EXPECT_EQ(result.rhs.operandIndex({3, 1}), (DimVector{0, 1}));
  EXPECT_EQ(result.lhs.operandIndex({3, 1}), DimVector{3});
}

TEST(BroadcastErrors, Kinds) {
  BroadcastError e = errorOf({2, 3}, {3});
  EXPECT_EQ(e.kind, BroadcastError::Kind::MissingBroadcastDimensions);
  EXPECT_EQ(
      e.message(),
      "operands of different ranks (2 and 1) require broadcast_dimensions");

  e = errorOf({2, 3}, {3}, DimVector{0, 1});
  EXPECT_EQ(e.kind, BroadcastError::Kind::DimsSizeMismatch);
  EXPECT_EQ(e.message(), "broadcast_dimensions size (2) does not match the "
                         "rank of the lower-rank operand (1)");

  e = errorOf({2, 3}, {3}, DimVector{2});
  EXPECT_EQ(e.kind, BroadcastError::Kind::DimOutOfRange);
  EXPECT_EQ(e.value, 2);
  e = errorOf({2, 3}, {3}, DimVector{-1});
  EXPECT_EQ(e.kind, BroadcastError::Kind::DimOutOfRange);

  e = errorOf({2, 3, 4}, {3, 4}, DimVector{2, 2});
  EXPECT_EQ(e.kind, BroadcastError::Kind::DimsNotIncreasing);
  EXPECT_EQ(e.message(),
            "broadcast_dimensions must be strictly increasing, but 2 comes "
            "after 2");
  e = errorOf({2, 3, 4}, {4, 3}, DimVector{2, 1});
  EXPECT_EQ(e.kind, BroadcastError::Kind::DimsNotIncreasing);

  e = errorOf({2, 3}, {2, 3}, DimVector{1, 0});
  EXPECT_EQ(e.kind, BroadcastError::Kind::NonIdentityDimsForEqualRanks);
  EXPECT_EQ(e.message(), "operands of equal rank (2) take no "
                         "broadcast_dimensions or the identity [0, 1], but "
                         "got [1, 0]");
  // Equal ranks accept only the identity.
  EXPECT_EQ(shapeOf({2, 3}, {2, 1}, DimVector{0, 1}), (DimVector{2, 3}));
  e = errorOf({2, 3}, {}, DimVector{0});
  EXPECT_EQ(e.kind, BroadcastError::Kind::DimsSizeMismatch);
  e = errorOf({}, {}, DimVector{0});
  EXPECT_EQ(e.kind, BroadcastError::Kind::NonIdentityDimsForEqualRanks);
  EXPECT_EQ(shapeOf({}, {}, DimVector{}), DimVector{});
  EXPECT_EQ(shapeOf({2, 3}, {}, DimVector{}), (DimVector{2, 3}));
}

TEST(BroadcastErrors, IncompatibleThroughDims) {
  BroadcastError e = errorOf({5}, {4, 3}, DimVector{1});
  EXPECT_EQ(e.kind, BroadcastError::Kind::IncompatibleDims);
  EXPECT_EQ(e.message(),
            "lhs dimension 0 (size 5) is incompatible with rhs dimension 1 "
            "(size 3), to which broadcast_dimensions maps it");
  e = errorOf({4, 3}, {5}, DimVector{1});
  EXPECT_EQ(e.message(),
            "lhs dimension 1 (size 3) is incompatible with rhs dimension 0 "
            "(size 5), which broadcast_dimensions maps to it");
}

TEST(BroadcastInDim, Rules) {
  auto ok = verifyBroadcastInDim({3}, {2, 3}, {1});
  ASSERT_TRUE(std::holds_alternative<OperandMap>(ok));
  EXPECT_EQ(std::get<OperandMap>(ok).resultDims, DimVector{1});

  ok = verifyBroadcastInDim({4, 1}, {4, 5}, {0, 1});
  ASSERT_TRUE(std::holds_alternative<OperandMap>(ok));
  EXPECT_EQ(std::get<OperandMap>(ok).degenerate,
            (std::vector<bool>{false, true}));

  auto bad = verifyBroadcastInDim({3}, {2, 3}, {});
  EXPECT_EQ(std::get<BroadcastError>(bad).message(),
            "dims size (0) does not match operand rank (1)");
  bad = verifyBroadcastInDim({3}, {2, 3}, {2});
  EXPECT_EQ(std::get<BroadcastError>(bad).kind,
            BroadcastError::Kind::DimOutOfRange);
  bad = verifyBroadcastInDim({3, 3}, {3, 3}, {1, 0});
  EXPECT_EQ(std::get<BroadcastError>(bad).kind,
            BroadcastError::Kind::DimsNotIncreasing);
  bad = verifyBroadcastInDim({3}, {2, 3}, {0});
  EXPECT_EQ(std::get<BroadcastError>(bad).message(),
            "operand dimension 0 (size 3) is incompatible with result "
            "dimension 0 (size 2) it maps to: the size must be 1 or equal");
}

//===----------------------------------------------------------------------===//
// Dynamic sizes: never degenerate, checked at run time.
//===----------------------------------------------------------------------===//

constexpr int64_t Q = kDynamicSize;

TEST(BroadcastDynamic, ResultSizes) {
  // A static size fixes the result; two dynamic sizes stay dynamic.
  EXPECT_EQ(shapeOf({Q, 3}, {5, 3}), (DimVector{5, 3}));
  EXPECT_EQ(shapeOf({5, 3}, {Q, Q}), (DimVector{5, 3}));
  EXPECT_EQ(shapeOf({Q, 3}, {Q, 3}), (DimVector{Q, 3}));
  // Only a static 1 broadcasts, whatever the partner.
  EXPECT_EQ(shapeOf({Q, 1}, {1, Q}), (DimVector{Q, Q}));
  EXPECT_EQ(shapeOf({Q}, {1}), DimVector{Q});
  // A dynamic size against 0 gives 0 (and must be 0 at run time).
  EXPECT_EQ(shapeOf({Q}, {0}), DimVector{0});
  // Through broadcast_dimensions and against a scalar.
  EXPECT_EQ(shapeOf({2, Q}, {Q}, DimVector{1}), (DimVector{2, Q}));
  EXPECT_EQ(shapeOf({}, {Q, 4}), (DimVector{Q, 4}));
  // Static sizes that disagree are still an error.
  EXPECT_EQ(errorOf({Q, 3}, {Q, 4}).kind,
            BroadcastError::Kind::IncompatibleDims);
}

TEST(BroadcastDynamic, DynamicIsNotDegenerate) {
  auto result = std::get<BroadcastResult>(
      inferBinaryBroadcast({Q, 1}, {4, Q}, std::nullopt));
  EXPECT_EQ(result.lhs.degenerate, (std::vector<bool>{false, true}));
  EXPECT_EQ(result.rhs.degenerate, (std::vector<bool>{false, false}));
}

TEST(BroadcastDynamic, SizeSourcesAndChecks) {
  // lhs [?, 3] + rhs [?, 1]: the result's dimension 0 is read from the lhs,
  // and the rhs must match it at run time.
  auto r = std::get<BroadcastResult>(
      inferBinaryBroadcast({Q, 3}, {Q, 1}, std::nullopt));
  ASSERT_EQ(r.sizeSources.size(), 2u);
  ASSERT_TRUE(r.sizeSources[0]);
  EXPECT_EQ(r.sizeSources[0]->operand, 0);
  EXPECT_EQ(r.sizeSources[0]->dim, 0);
  EXPECT_FALSE(r.sizeSources[1]);
  EXPECT_TRUE(
      runtimeSizeChecks({Q, 3}, r.lhs, r.shape, r.sizeSources, 0).empty());
  EXPECT_EQ(runtimeSizeChecks({Q, 1}, r.rhs, r.shape, r.sizeSources, 1),
            (std::vector<SizeCheck>{{0, 0}}));

  // A degenerate lhs leaves the size to the rhs, through the dims.
  r = std::get<BroadcastResult>(
      inferBinaryBroadcast({1}, {4, Q}, DimVector{1}));
  ASSERT_TRUE(r.sizeSources[1]);
  EXPECT_EQ(r.sizeSources[1]->operand, 1);
  EXPECT_EQ(r.sizeSources[1]->dim, 1);

  // The lower-rank lhs gives the size of the dimension it maps to.
  r = std::get<BroadcastResult>(
      inferBinaryBroadcast({Q}, {4, Q}, DimVector{1}));
  ASSERT_TRUE(r.sizeSources[1]);
  EXPECT_EQ(r.sizeSources[1]->operand, 0);
  EXPECT_EQ(r.sizeSources[1]->dim, 0);
  EXPECT_EQ(runtimeSizeChecks({4, Q}, r.rhs, r.shape, r.sizeSources, 1),
            (std::vector<SizeCheck>{{1, 1}}));

  // A dynamic size against a static one is checked against the static
  // result size.
  r = std::get<BroadcastResult>(
      inferBinaryBroadcast({Q, 3}, {5, 3}, std::nullopt));
  EXPECT_EQ(runtimeSizeChecks({Q, 3}, r.lhs, r.shape, r.sizeSources, 0),
            (std::vector<SizeCheck>{{0, 0}}));
  EXPECT_TRUE(
      runtimeSizeChecks({5, 3}, r.rhs, r.shape, r.sizeSources, 1).empty());
}

TEST(BroadcastInDim, Dynamic) {
  // Dynamic sizes on either side are left to run time...
  auto ok = verifyBroadcastInDim({Q}, {2, 3}, {1});
  ASSERT_TRUE(std::holds_alternative<OperandMap>(ok));
  EXPECT_EQ(runtimeSizeChecks({Q}, std::get<OperandMap>(ok), {2, 3}),
            (std::vector<SizeCheck>{{0, 1}}));
  ok = verifyBroadcastInDim({3, 1}, {3, Q}, {0, 1});
  ASSERT_TRUE(std::holds_alternative<OperandMap>(ok));
  EXPECT_TRUE(
      runtimeSizeChecks({3, 1}, std::get<OperandMap>(ok), {3, Q}).empty());
  ok = verifyBroadcastInDim({3}, {Q, Q}, {1});
  ASSERT_TRUE(std::holds_alternative<OperandMap>(ok));
  EXPECT_EQ(runtimeSizeChecks({3}, std::get<OperandMap>(ok), {Q, Q}),
            (std::vector<SizeCheck>{{0, 1}}));
  // ... and never degenerate.
  EXPECT_EQ(
      std::get<OperandMap>(verifyBroadcastInDim({Q}, {1}, {0})).degenerate,
      std::vector<bool>{false});
  // Two static sizes must still agree.
  auto bad = verifyBroadcastInDim({Q, 3}, {Q, 2}, {0, 1});
  EXPECT_EQ(std::get<BroadcastError>(bad).kind,
            BroadcastError::Kind::IncompatibleDims);
}

TEST(BroadcastInDim, Compose) {
  // x: (3) -> (2, 3) by [1] -> (4, 2, 3) by [1, 2]: x dim 0 -> 2.
  EXPECT_EQ(composeBroadcastDims({1}, {1, 2}), DimVector{2});
}

//===----------------------------------------------------------------------===//
// Randomized comparison with an independent reading of the spec.
//===----------------------------------------------------------------------===//

/// The spec read literally: expand the lower-rank operand through the
/// broadcast dimensions (or accept a scalar), then compare sizes.
std::optional<DimVector> referenceShape(DimVector a, DimVector b,
                                        const OptDims &dims) {
  if (a.size() != b.size()) {
    bool swap = a.size() > b.size();
    if (swap)
      std::swap(a, b);
    // a is now the lower-rank operand.
    DimVector expanded(b.size(), 1);
    if (!a.empty()) {
      if (!dims || dims->size() != a.size())
        return std::nullopt;
      for (size_t k = 0; k < a.size(); ++k) {
        int64_t d = (*dims)[k];
        if (d < 0 || d >= static_cast<int64_t>(b.size()))
          return std::nullopt;
        if (k > 0 && d <= (*dims)[k - 1])
          return std::nullopt;
        expanded[d] = a[k];
      }
    } else if (dims && !dims->empty()) {
      return std::nullopt;
    }
    a = expanded;
  } else if (dims) {
    for (size_t k = 0; k < dims->size(); ++k)
      if ((*dims)[k] != static_cast<int64_t>(k))
        return std::nullopt;
    if (dims->size() != a.size())
      return std::nullopt;
  }
  DimVector out;
  for (size_t d = 0; d < a.size(); ++d) {
    if (a[d] == b[d])
      out.push_back(a[d]);
    else if (a[d] == 1)
      out.push_back(b[d]);
    else if (b[d] == 1)
      out.push_back(a[d]);
    else
      return std::nullopt;
  }
  return out;
}

TEST(BroadcastRandom, MatchesIndependentReference) {
  std::mt19937_64 rng(20261122);
  auto pick = [&](int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
  };
  int accepted = 0, rejected = 0;
  for (int iter = 0; iter < 20000; ++iter) {
    DimVector a(pick(0, 4)), b(pick(0, 4));
    for (auto &s : a)
      s = pick(0, 4);
    for (auto &s : b)
      s = pick(0, 4);
    OptDims dims;
    if (pick(0, 4) > 0) {
      DimVector d(pick(0, 4));
      for (auto &x : d)
        x = pick(-1, 4);
      if (pick(0, 1))
        std::sort(d.begin(), d.end());
      dims = d;
    }
    auto expected = referenceShape(a, b, dims);
    auto got = inferBinaryBroadcast(a, b, dims);
    // The sizes alone, into a vector that holds something already.
    llvm::SmallVector<int64_t> shapeOnly = {7};
    auto shapeError = inferBinaryBroadcastShape(a, b, dims, shapeOnly);
    if (expected) {
      ASSERT_TRUE(std::holds_alternative<BroadcastResult>(got))
          << std::get<BroadcastError>(got).message();
      ASSERT_EQ(std::get<BroadcastResult>(got).shape, *expected);
      ASSERT_FALSE(shapeError) << shapeError->message();
      ASSERT_EQ(DimVector(shapeOnly.begin(), shapeOnly.end()), *expected);
      ++accepted;
    } else {
      ASSERT_TRUE(std::holds_alternative<BroadcastError>(got));
      ASSERT_TRUE(shapeError);
      ASSERT_EQ(shapeError->message(), std::get<BroadcastError>(got).message());
      ++rejected;
    }
  }
  EXPECT_GT(accepted, 1000);
  EXPECT_GT(rejected, 1000);
}

} // namespace
