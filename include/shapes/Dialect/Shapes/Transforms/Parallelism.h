//===- Parallelism.h - how the code generators use threads ------*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The one rule of the code generators and of -shapes-to-llvm on the
// `threads` option:
//
// * A loop whose iterations are independent and need nothing of their own
//   (the rows or blocks of an elementwise, transposing or reduction nest of
//   -shapes-vectorize) is an scf.parallel whatever `threads` is: it costs
//   nothing when it runs sequentially, and later passes (row fusion, the
//   next-row prefetch) find the row loops by it.
// * Work is cut into per-thread shares only when the shares run on threads
//   of their own (sharesWork()): the share of each thread has a cost (the
//   private pack buffers of a contraction's column or row blocks, the
//   narrower column chunks of a reduction across its reduced loop), and
//   -shapes-to-llvm parallelizes the outermost parallel affine loops and
//   lowers scf.parallel to OpenMP only then.
//
// `threads` is checked in one place, verifyThreads, with its value in the
// message.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_TRANSFORMS_PARALLELISM_H
#define SHAPES_DIALECT_SHAPES_TRANSFORMS_PARALLELISM_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/Twine.h"

#include <algorithm>
#include <cstdint>

namespace mlir {
namespace shapes {

/// Checks a `threads` option, for the passes and for the pipelines that
/// set it: at least one.
inline LogicalResult
verifyThreads(int64_t threads,
              function_ref<LogicalResult(const Twine &)> error) {
  if (threads < 1)
    return error("threads must be at least 1, got " + Twine(threads));
  return success();
}

/// The threads that run the generated code, and what the code generators
/// do with them (the rule above).
struct Parallelism {
  explicit Parallelism(int64_t threads)
      : threads(std::max<int64_t>(threads, 1)) {}

  /// Whether work is cut into one share per thread, each with what it
  /// needs of its own, and whether scf.parallel loops run on OpenMP.
  bool sharesWork() const { return threads > 1; }
  /// The shares of work that is cut for the threads.
  int64_t shares() const { return threads; }

  int64_t threads;
};

} // namespace shapes
} // namespace mlir

#endif // SHAPES_DIALECT_SHAPES_TRANSFORMS_PARALLELISM_H
