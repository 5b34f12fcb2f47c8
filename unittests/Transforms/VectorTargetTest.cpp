//===- VectorTargetTest.cpp - the machine descriptions --------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The generic and host descriptions are valid; the figures the options of
// -shapes-vectorize and -shapes-pack-contractions set replace the target's
// one by one, and an unset option keeps it; every range check rejects the
// value just past its bound with a message that names the figure.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/VectorTarget.h"
#include "shapes/Dialect/Shapes/Transforms/Passes.h"

#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

#include <functional>
#include <string>
#include <utility>

using namespace mlir;
using namespace mlir::shapes;

namespace {

/// Collects the message of a failed check.
struct Errors {
  std::string message;
  std::function<LogicalResult(const Twine &)> callback =
      [this](const Twine &text) {
        message = text.str();
        return failure();
      };
};

TEST(VectorTarget, DescriptionsAreValid) {
  Errors errors;
  EXPECT_TRUE(succeeded(VectorTarget::generic().verify(errors.callback)));
  EXPECT_TRUE(succeeded(VectorTarget::host().verify(errors.callback)))
      << errors.message;
  EXPECT_EQ(VectorTarget::host().name, "host");
  EXPECT_EQ(VectorTarget::generic().name, "generic");
  EXPECT_FALSE(VectorTarget::named("native").has_value());
}

TEST(VectorTarget, HostVectorsAreOneOrTwoRegisters) {
  const VectorTarget &host = VectorTarget::host();
  EXPECT_TRUE(host.registerBits == 128 || host.registerBits == 256 ||
              host.registerBits == 512);
  EXPECT_GE(host.vectorBits, host.registerBits);
  EXPECT_LE(host.vectorBits, 2 * host.registerBits);
  EXPECT_EQ(host.contractionBits, 2 * host.registerBits);
  EXPECT_GT(host.l1Bytes, 0);
  EXPECT_LE(host.l1Bytes, host.l2Bytes);
}

TEST(VectorTarget, ContractionTileFitsTheRegisters) {
  // The generic description is the tile of its own registers.
  VectorTarget generic = VectorTarget::generic();
  generic.fitContractionTile();
  EXPECT_EQ(generic.contractionBits, VectorTarget::generic().contractionBits);
  EXPECT_EQ(generic.mr, VectorTarget::generic().mr);
  // Rows of two registers; 2 * mr accumulators beside 3 registers, at
  // most 8 rows.
  auto tile = [](int64_t bits, int64_t registers) {
    VectorTarget target;
    target.registerBits = bits;
    target.vectorRegisters = registers;
    target.fitContractionTile();
    return std::make_pair(target.contractionBits, target.mr);
  };
  EXPECT_EQ(tile(512, 32), std::make_pair(int64_t(1024), int64_t(8)));
  EXPECT_EQ(tile(256, 16), std::make_pair(int64_t(512), int64_t(6)));
  EXPECT_EQ(tile(128, 32), std::make_pair(int64_t(256), int64_t(8)));
  EXPECT_EQ(tile(128, 16), std::make_pair(int64_t(256), int64_t(6)));
  EXPECT_EQ(tile(128, 8), std::make_pair(int64_t(256), int64_t(2)));
  EXPECT_EQ(tile(128, 2), std::make_pair(int64_t(256), int64_t(1)));
}

TEST(VectorTarget, VectorizeOptionsOverrideOneByOne) {
  Errors errors;
  ShapesVectorizeOptions options;
  options.target = "generic";
  FailureOr<VectorTarget> target =
      buildVectorizeTarget(options, errors.callback);
  ASSERT_TRUE(succeeded(target));
  EXPECT_EQ(target->vectorBits, VectorTarget::generic().vectorBits);
  EXPECT_EQ(target->rowStreams, VectorTarget::generic().rowStreams);
  EXPECT_EQ(target->streamingThreshold,
            VectorTarget::generic().streamingThreshold);
  options.vectorBits = 128;
  options.rowStreams = 2;
  options.streamingThreshold = 0;
  options.streamFresh = true;
  target = buildVectorizeTarget(options, errors.callback);
  ASSERT_TRUE(succeeded(target));
  EXPECT_EQ(target->vectorBits, 128);
  EXPECT_EQ(target->rowStreams, 2);
  EXPECT_EQ(target->streamingThreshold, 0);
  EXPECT_TRUE(target->streamFresh);
  EXPECT_EQ(target->mr, VectorTarget::generic().mr);
}

TEST(VectorTarget, ContractionOptionsOverrideOneByOne) {
  Errors errors;
  ShapesPackContractionsOptions options;
  options.target = "generic";
  options.vectorBits = 256;
  options.mr = 4;
  options.kc = 64;
  FailureOr<VectorTarget> target =
      buildContractionTarget(options, errors.callback);
  ASSERT_TRUE(succeeded(target));
  EXPECT_EQ(target->contractionBits, 256);
  EXPECT_EQ(target->mr, 4);
  EXPECT_EQ(target->kc, 64);
  EXPECT_EQ(target->mc, VectorTarget::generic().mc);
  EXPECT_EQ(target->nc, VectorTarget::generic().nc);
  EXPECT_EQ(target->vectorBits, VectorTarget::generic().vectorBits);
}

TEST(VectorTarget, ChecksEveryBound) {
  auto rejects = [](auto change, llvm::StringRef expected) {
    VectorTarget target = VectorTarget::generic();
    change(target);
    Errors errors;
    EXPECT_TRUE(failed(target.verify(errors.callback)));
    EXPECT_EQ(errors.message, expected.str());
  };
  rejects([](VectorTarget &t) { t.vectorBits = 12; },
          "vector-bits must be a positive multiple of 8, got 12");
  rejects([](VectorTarget &t) { t.vectorBits = 4104; },
          "vector-bits must be at most 4096, got 4104");
  rejects([](VectorTarget &t) { t.rowStreams = 9; },
          "row-streams must be between 1 and 8, got 9");
  rejects([](VectorTarget &t) { t.streamingThreshold = -1; },
          "streaming-threshold must be between 0 and 9223372036854775807, "
          "got -1");
  rejects([](VectorTarget &t) { t.contractionBits = 0; },
          "vector-bits must be a positive multiple of 8, got 0");
  rejects([](VectorTarget &t) { t.mr = 33; },
          "mr must be between 1 and 32, got 33");
  rejects([](VectorTarget &t) { t.kc = 65537; },
          "kc must be between 1 and 65536, got 65537");
  rejects([](VectorTarget &t) { t.mc = 0; },
          "mc must be between 1 and 65536, got 0");
  rejects(
      [](VectorTarget &t) {
        t.kc = 2048;
        t.nc = 32769;
      },
      "kc x nc must be at most 67108864 elements (a packed buffer), got "
      "67110912");
}

TEST(VectorTarget, UnknownNameAndThreads) {
  Errors errors;
  ShapesVectorizeOptions options;
  options.target = "native";
  EXPECT_TRUE(failed(buildVectorizeTarget(options, errors.callback)));
  EXPECT_EQ(errors.message, "target must be host or generic, got 'native'");
  options.target = "generic";
  options.threads = 0;
  EXPECT_TRUE(failed(buildVectorizeTarget(options, errors.callback)));
  EXPECT_EQ(errors.message, "threads must be at least 1, got 0");
}

TEST(VectorTarget, PrintsEveryFigure) {
  std::string text;
  llvm::raw_string_ostream os(text);
  VectorTarget::generic().print(os);
  EXPECT_EQ(llvm::StringRef(text).count('\n'), 26u);
  EXPECT_TRUE(llvm::StringRef(text).starts_with("target generic\n"));
  EXPECT_TRUE(llvm::StringRef(text).contains("  nc = 3072\n"));
}

} // namespace
