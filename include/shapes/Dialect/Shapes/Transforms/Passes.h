//===- Passes.h - shapes transformation passes ------------------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Declares the layout materialization passes.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_TRANSFORMS_PASSES_H
#define SHAPES_DIALECT_SHAPES_TRANSFORMS_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
namespace shapes {

#define GEN_PASS_DECL
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"

/// Checks the vector-bits option of -shapes-vectorize and
/// -shapes-pack-contractions: whole bytes, at least one, and at most 4096
/// bits (eight AVX-512 registers, twice SVE's widest).
inline LogicalResult
verifyVectorBits(int64_t vectorBits,
                 function_ref<LogicalResult(const Twine &)> error) {
  if (vectorBits < 8 || vectorBits % 8 != 0)
    return error("vector-bits must be a positive multiple of 8, got " +
                 Twine(vectorBits));
  if (vectorBits > 4096)
    return error("vector-bits must be at most 4096, got " + Twine(vectorBits));
  return success();
}

/// Checks the options of -shapes-vectorize, for the pass and for the
/// pipelines that set them; on failure, returns `error` with what is wrong.
inline LogicalResult
verifyVectorizeOptions(const ShapesVectorizeOptions &options,
                       function_ref<LogicalResult(const Twine &)> error) {
  if (failed(verifyVectorBits(options.vectorBits, error)))
    return failure();
  if (options.rowStreams < 1 || options.rowStreams > 8)
    return error("row-streams must be between 1 and 8, got " +
                 Twine(options.rowStreams));
  return success();
}

/// Checks the options of -shapes-pack-contractions, for the pass and for
/// the pipelines that set them. The tile's mr rows are vector accumulators
/// held in registers, of which x86 has at most 32. The pack buffers are
/// allocated at the full block sizes, kc x nc elements for B's panel and
/// kc x mc for A's block, so each block and each buffer is bounded (at
/// most 2^26 elements: 1 GiB of the widest element, i128), and no size
/// computed from them overflows.
inline LogicalResult verifyPackContractionsOptions(
    const ShapesPackContractionsOptions &options,
    function_ref<LogicalResult(const Twine &)> error) {
  if (failed(verifyVectorBits(options.vectorBits, error)))
    return failure();
  if (options.mr < 1 || options.mr > 32)
    return error("mr must be between 1 and 32, got " + Twine(options.mr));
  if (options.threads < 1)
    return error("threads must be at least 1, got " + Twine(options.threads));
  constexpr int64_t maxBlock = 65536, maxBuffer = int64_t(1) << 26;
  std::pair<StringRef, int64_t> blocks[] = {
      {"kc", options.kc}, {"mc", options.mc}, {"nc", options.nc}};
  for (auto [name, value] : blocks)
    if (value < 1 || value > maxBlock)
      return error(name + " must be between 1 and " + Twine(maxBlock) +
                   ", got " + Twine(value));
  std::pair<StringRef, int64_t> buffers[] = {{"nc", options.nc},
                                             {"mc", options.mc}};
  for (auto [name, value] : buffers)
    if (options.kc * value > maxBuffer)
      return error("kc x " + name + " must be at most " + Twine(maxBuffer) +
                   " elements (a packed buffer), got " +
                   Twine(options.kc * value));
  return success();
}

#define GEN_PASS_REGISTRATION
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"

} // namespace shapes
} // namespace mlir

#endif // SHAPES_DIALECT_SHAPES_TRANSFORMS_PASSES_H
