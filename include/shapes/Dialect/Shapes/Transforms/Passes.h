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
/// -shapes-pack-contractions: whole bytes, at least one.
inline LogicalResult
verifyVectorBits(int64_t vectorBits,
                 function_ref<LogicalResult(const Twine &)> error) {
  if (vectorBits < 8 || vectorBits % 8 != 0)
    return error("vector-bits must be a positive multiple of 8, got " +
                 Twine(vectorBits));
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
/// held in registers, of which x86 has at most 32.
inline LogicalResult verifyPackContractionsOptions(
    const ShapesPackContractionsOptions &options,
    function_ref<LogicalResult(const Twine &)> error) {
  if (failed(verifyVectorBits(options.vectorBits, error)))
    return failure();
  if (options.mr < 1 || options.mr > 32)
    return error("mr must be between 1 and 32, got " + Twine(options.mr));
  std::pair<StringRef, int64_t> atLeastOne[] = {{"kc", options.kc},
                                                {"mc", options.mc},
                                                {"nc", options.nc},
                                                {"threads", options.threads}};
  for (auto [name, value] : atLeastOne)
    if (value < 1)
      return error(name + " must be at least 1, got " + Twine(value));
  return success();
}

#define GEN_PASS_REGISTRATION
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"

} // namespace shapes
} // namespace mlir

#endif // SHAPES_DIALECT_SHAPES_TRANSFORMS_PASSES_H
