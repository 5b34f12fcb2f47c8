//===- VectorTarget.cpp - the machine the code generators emit for --------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Implements include/shapes/Dialect/Shapes/Transforms/VectorTarget.h: the
// generic and host descriptions, their checks, their printing, and the
// command-line options that choose and print them.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/VectorTarget.h"
#include "shapes/Dialect/Shapes/Transforms/Passes.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ManagedStatic.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Host.h"

#include <algorithm>
#include <unistd.h>

using namespace mlir;
using namespace mlir::shapes;

VectorTarget VectorTarget::generic() { return VectorTarget(); }

/// The size of a cache that `sysconf` reports under `name`, or `fallback`
/// when it reports none. A virtual machine may report the host's whole
/// last-level cache: sizes are capped at 256 MiB.
[[maybe_unused]] static int64_t cacheBytes(int name, int64_t fallback) {
  long bytes = sysconf(name);
  if (bytes <= 0)
    return fallback;
  return std::min<int64_t>(bytes, int64_t(256) << 20);
}

void VectorTarget::fitContractionTile() {
  contractionBits = 2 * registerBits;
  mr = std::clamp<int64_t>((vectorRegisters - 3) / 2, 1, 8);
}

/// The host: registers and FMA from LLVM's host CPU features, caches from
/// the C library. The nests' figures follow from the registers: a vector
/// of elementwise and reduction loops is two registers of 256 bits or one
/// of 512 (two 128-bit registers on older hosts), and the contraction's
/// tile is fitContractionTile's. The rest are those of the generic
/// description, which were measured on x86 hosts with 64-byte lines.
static VectorTarget detectHost() {
  VectorTarget target;
  target.name = "host";
  llvm::StringMap<bool> features = llvm::sys::getHostCPUFeatures();
  auto has = [&](llvm::StringRef feature) {
    auto it = features.find(feature);
    return it != features.end() && it->second;
  };
  if (has("avx512f")) {
    target.registerBits = 512;
    target.vectorRegisters = 32;
  } else if (has("avx")) {
    target.registerBits = 256;
    target.vectorRegisters = 16;
  } else if (has("neon") || has("sve")) {
    target.registerBits = 128;
    target.vectorRegisters = 32;
  } else {
    target.registerBits = 128;
    target.vectorRegisters = 16;
  }
  target.hasFMA = has("fma") || has("avx512f") || has("neon") || has("sve");
  target.vectorBits = std::clamp<int64_t>(2 * target.registerBits, 256, 512);
  target.fitContractionTile();
#if defined(_SC_LEVEL1_DCACHE_SIZE)
  target.l1Bytes = cacheBytes(_SC_LEVEL1_DCACHE_SIZE, target.l1Bytes);
  target.l2Bytes = cacheBytes(_SC_LEVEL2_CACHE_SIZE, target.l2Bytes);
  target.l3Bytes = cacheBytes(_SC_LEVEL3_CACHE_SIZE, target.l3Bytes);
  int64_t line = cacheBytes(_SC_LEVEL1_DCACHE_LINESIZE, target.lineBytes);
  if (llvm::isPowerOf2_64(line) && line >= target.shuffleLaneBytes)
    target.lineBytes = line;
#endif
  return target;
}

const VectorTarget &VectorTarget::host() {
  static const VectorTarget target = detectHost();
  return target;
}

std::optional<VectorTarget> VectorTarget::named(llvm::StringRef name) {
  if (name == "host")
    return host();
  if (name == "generic")
    return generic();
  return std::nullopt;
}

bool VectorTarget::canTransposeTiles(int64_t elementBytes) const {
  if (elementBytes <= 0 || shuffleLaneBytes <= 0 ||
      shuffleLaneBytes % elementBytes != 0 || lineBytes % shuffleLaneBytes != 0)
    return false;
  int64_t perLane = shuffleLaneBytes / elementBytes;
  return (perLane == 2 || perLane == 4) &&
         llvm::isPowerOf2_64(lineBytes / shuffleLaneBytes);
}

/// Checks a vector width: whole bytes, at least one, and at most 4096 bits
/// (eight AVX-512 registers, twice SVE's widest).
static LogicalResult
verifyBits(llvm::StringRef name, int64_t bits,
           function_ref<LogicalResult(const Twine &)> error) {
  if (bits < 8 || bits % 8 != 0)
    return error(name + " must be a positive multiple of 8, got " +
                 Twine(bits));
  if (bits > 4096)
    return error(name + " must be at most 4096, got " + Twine(bits));
  return success();
}

/// Checks that `value` lies in [low, high].
static LogicalResult
verifyRange(llvm::StringRef name, int64_t value, int64_t low, int64_t high,
            function_ref<LogicalResult(const Twine &)> error) {
  if (value < low || value > high)
    return error(name + " must be between " + Twine(low) + " and " +
                 Twine(high) + ", got " + Twine(value));
  return success();
}

LogicalResult
VectorTarget::verify(function_ref<LogicalResult(const Twine &)> error) const {
  if (failed(verifyBits("vector-bits", vectorBits, error)) ||
      failed(verifyRange("row-streams", rowStreams, 1, 8, error)) ||
      failed(verifyRange("streaming-threshold", streamingThreshold, 0,
                         std::numeric_limits<int64_t>::max(), error)))
    return failure();
  // The contraction's tile rows are vector accumulators held in
  // registers, of which x86 has at most 32. The pack buffers are
  // allocated at the full block sizes, kc x nc elements for B's panel and
  // kc x mc for A's block, so each block and each buffer is bounded (at
  // most 2^26 elements: 1 GiB of the widest element, i128), and no size
  // computed from them overflows.
  if (failed(verifyBits("vector-bits", contractionBits, error)) ||
      failed(verifyRange("mr", mr, 1, 32, error)))
    return failure();
  constexpr int64_t maxBlock = 65536, maxBuffer = int64_t(1) << 26;
  std::pair<llvm::StringRef, int64_t> blocks[] = {
      {"kc", kc}, {"mc", mc}, {"nc", nc}};
  for (auto [name, value] : blocks)
    if (failed(verifyRange(name, value, 1, maxBlock, error)))
      return failure();
  std::pair<llvm::StringRef, int64_t> buffers[] = {{"nc", nc}, {"mc", mc}};
  for (auto [name, value] : buffers)
    if (kc * value > maxBuffer)
      return error("kc x " + name + " must be at most " + Twine(maxBuffer) +
                   " elements (a packed buffer), got " + Twine(kc * value));
  return success();
}

void VectorTarget::print(llvm::raw_ostream &os) const {
  os << "target " << name << "\n";
  auto line = [&](llvm::StringRef figure, int64_t value) {
    os << "  " << figure << " = " << value << "\n";
  };
  line("register-bits", registerBits);
  line("vector-registers", vectorRegisters);
  line("fma", hasFMA);
  line("line-bytes", lineBytes);
  line("l1-bytes", l1Bytes);
  line("l2-bytes", l2Bytes);
  line("l3-bytes", l3Bytes);
  line("shuffle-lane-bytes", shuffleLaneBytes);
  line("vector-bits", vectorBits);
  line("streaming-threshold", streamingThreshold);
  line("stream-fresh", streamFresh);
  line("row-streams", rowStreams);
  line("block-tiles", blockTiles);
  line("prefetch-bytes", prefetchBytes);
  line("max-prefetch-arrays", maxPrefetchArrays);
  line("max-streams", maxStreams);
  line("stream-row-bytes", streamRowBytes);
  line("reduction-accumulators", reductionAccumulators);
  line("reduction-chunk-bytes", reductionChunkBytes);
  line("reduction-rows-per-step", reductionRowsPerStep);
  line("contraction-bits", contractionBits);
  line("mr", mr);
  line("kc", kc);
  line("mc", mc);
  line("nc", nc);
}

namespace {
struct VectorTargetCLOptions {
  llvm::cl::opt<std::string> target{
      "shapes-target",
      llvm::cl::desc("The machine description that -shapes-vectorize, "
                     "-shapes-pack-contractions and the pipelines start from "
                     "when their target option is not given: host (the "
                     "machine the compiler runs on, the default) or generic "
                     "(fixed figures, the same on every host)"),
      llvm::cl::init("host")};
  llvm::cl::opt<bool> print{
      "shapes-print-target",
      llvm::cl::desc("Print on stderr the figures of each machine "
                     "description a shapes pass builds"),
      llvm::cl::init(false)};
};
} // namespace

static llvm::ManagedStatic<VectorTargetCLOptions> clOptions;

void mlir::shapes::registerVectorTargetCLOptions() { *clOptions; }

llvm::StringRef mlir::shapes::getDefaultVectorTargetName() {
  if (!clOptions.isConstructed())
    return "host";
  return clOptions->target;
}

void mlir::shapes::reportVectorTarget(llvm::StringRef passName,
                                      const VectorTarget &target) {
  if (!clOptions.isConstructed() || !clOptions->print)
    return;
  llvm::errs() << passName << ": ";
  target.print(llvm::errs());
}

/// The description `name` names (empty: the default one), or failure.
static FailureOr<VectorTarget>
namedTarget(llvm::StringRef name,
            function_ref<LogicalResult(const Twine &)> error) {
  if (name.empty())
    name = getDefaultVectorTargetName();
  std::optional<VectorTarget> target = VectorTarget::named(name);
  if (!target) {
    (void)error("target must be host or generic, got '" + name + "'");
    return failure();
  }
  return *target;
}

FailureOr<VectorTarget> mlir::shapes::buildVectorizeTarget(
    const ShapesVectorizeOptions &options,
    function_ref<LogicalResult(const Twine &)> error) {
  FailureOr<VectorTarget> target = namedTarget(options.target, error);
  if (failed(target) || failed(verifyThreads(options.threads, error)))
    return failure();
  if (options.vectorBits != 0)
    target->vectorBits = options.vectorBits;
  if (options.streamingThreshold != -1)
    target->streamingThreshold = options.streamingThreshold;
  if (options.rowStreams != 0)
    target->rowStreams = options.rowStreams;
  target->streamFresh = options.streamFresh;
  if (failed(target->verify(error)))
    return failure();
  return target;
}

FailureOr<VectorTarget> mlir::shapes::buildContractionTarget(
    const ShapesPackContractionsOptions &options,
    function_ref<LogicalResult(const Twine &)> error) {
  FailureOr<VectorTarget> target = namedTarget(options.target, error);
  if (failed(target) || failed(verifyThreads(options.threads, error)))
    return failure();
  std::pair<int64_t *, int64_t> figures[] = {
      {&target->contractionBits, options.vectorBits},
      {&target->mr, options.mr},
      {&target->kc, options.kc},
      {&target->mc, options.mc},
      {&target->nc, options.nc}};
  for (auto [figure, value] : figures)
    if (value != 0)
      *figure = value;
  if (failed(target->verify(error)))
    return failure();
  return target;
}
