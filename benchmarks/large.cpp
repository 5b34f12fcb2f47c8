//===- large.cpp - the 64 MiB cases of shapes-bench
//------------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The 64 MiB benchmark cases, 4096x4096 f32 (64 MiB, beyond the cache):
//   add64        A + v, broadcast_dimensions = [1]
//   transpose64  row-major into minor_to_major = [0, 1] (a transpose of the
//                physical buffer)
//   pad64        (4095,4095) row-major into minor_to_major = [0, 1],
//                padded_dimensions = [4096, 4096] (zero padding)
//   transpose64m transpose64 with x 16 bytes after a cache line, where
//                malloc puts a large block (the others are line-aligned)
// and the four-op chain, max((relayout(x) + broadcast_in_dim(v)) * y
// - z, w), one loop nest after fusion:
//   chain64      x row-major, relayout into column-major (read in place)
//   chain64t     x column-major (its buffer is x^T), relayout into
//                row-major (read transposed)
// each in four variants: in place (the caller's buffer, destination-passing
// style) or returning (a fresh malloc'ed buffer per call, freed by the
// benchmark loop), on 1 or 2 threads. Benchmark names are
// "<kernel>/<inplace|return>_<1t|2t>/<alternative>".
//
// The alternatives:
//   shapes        kernels64.mlir through shapes-opt -shapes-to-llvm (1t), and
//                 -shapes-to-llvm="threads=2" (2t; skipped when the pipeline
//                 does not take the option: see compile-threads.cmake);
//   shapes_dyn    (add64, transpose64, transpose64m, pad64, chain64) the
//                 dynamic twin of shapes: the same kernel on `?` sizes
//                 (add64d, ... in kernels64.mlir), compiled the same way,
//                 the sizes given at run time by the same descriptors;
//   loops         plain C++ loops (2t: the outer loop split in two halves
//                 under `#pragma omp parallel`); also the reference; for
//                 the chains, the hand-fused loop: one pass over the
//                 result, the whole chain per element;
//   loops_tiled   (relayouts, chain64t) the same over 32x32 blocks;
//   avx512        hand-written intrinsics with streaming stores (streaming.h;
//                 AVX2 when the compiler has no AVX-512, see the context key
//                 avx512_isa);
//   eigen         Eigen 3 on Maps (2t: two row blocks on two threads);
//   mlir_linalg, mlir_generic   upstream MLIR (upstream64.mlir), 1t only;
//   mlir_fused, mlir_unfused    (chains) upstream MLIR (upstream_chain64.mlir)
//                 with and without --linalg-fuse-elementwise-ops, 1t only;
//   memcpy        glibc memcpy of the bytes the kernel reads into the
//                 destination (+ memset of what it writes beyond them), the
//                 reference of the ratios (2t: two halves on two threads;
//                 returning: into a fresh malloc'ed buffer); for the
//                 chains, which read four 64 MiB arrays, memcpy of one
//                 (the result's size): a scale, their reference is loops;
//   ntcopy        (not the chains) the same bytes as memcpy, copied by a
//                 loop of vector loads and streaming stores (2t: halves):
//                 what a kernel that reads and writes them once can reach
//                 with streaming stores (glibc's memcpy uses ordinary stores
//                 below its non-temporal threshold, which can exceed 64 MiB).
// numpy runs in numpy_bench.py.
//
// 1-thread variants are timed in CPU time of the benchmarking thread, like
// the 16 MiB cases; 2-thread variants in wall-clock time (the work of the
// second thread is not in the first one's CPU time).
//
// Every alternative's result is compared once, before any timing, with the
// plain loops' result: every byte of the 64 MiB physical buffer, padding
// included. The destination is filled with the byte 0xA5 before (for the
// returning variants, malloc fills large blocks with it during the checks),
// so a byte the kernel does not write is a mismatch. A mismatch aborts.
//
//===----------------------------------------------------------------------===//

#include "streaming.h"
#include "threads_variant.h"

#include "mlir/ExecutionEngine/CRunnerUtils.h"

#include <benchmark/benchmark.h>

#include <Eigen/Core>

#include <omp.h>

#include <cinttypes>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include <sys/resource.h>

//===----------------------------------------------------------------------===//
// malloc that can dirty large blocks (for the checks of returning kernels)
//===----------------------------------------------------------------------===//
// A fresh 64 MiB allocation is fresh zero pages from mmap, which would hide
// an unwritten zero padding. During the checks, blocks of 1 MiB or more come
// filled with 0xA5. glibc's own malloc does the allocating (and free, calloc,
// realloc stay glibc's): this only adds a branch on a flag.

extern "C" void *__libc_malloc(size_t);
static bool gDirtyMalloc = false;
extern "C" void *malloc(size_t n) noexcept {
  void *p = __libc_malloc(n);
  if (__builtin_expect(gDirtyMalloc, 0) && p && n >= (1u << 20))
    std::memset(p, 0xA5, n);
  return p;
}

namespace large {
namespace {

constexpr int64_t kN = 4096;       // add64, transpose64; physical side
constexpr int64_t kP = 4095;       // pad64's logical side
constexpr int64_t kPhys = kN * kN; // floats of every result buffer
constexpr size_t kPhysBytes = kPhys * sizeof(float);

/// A memref descriptor as the C interface passes it (by pointer).
template <typename T, int N> using MemRef = StridedMemRefType<T, N>;
using M1 = MemRef<float, 1>;
using M2 = MemRef<float, 2>;

M2 desc(const float *p, int64_t rows, int64_t cols, int64_t s0, int64_t s1) {
  float *q = const_cast<float *>(p);
  return {q, q, 0, {rows, cols}, {s0, s1}};
}
M1 desc1(const float *p, int64_t n) {
  float *q = const_cast<float *>(p);
  return {q, q, 0, {n}, {1}};
}

} // namespace
} // namespace large

using large::M1;
using large::M2;

extern "C" {
// shapes, 1 thread (kernels64.o).
void _mlir_ciface_add64_inplace(M2 *, M1 *, M2 *);
void _mlir_ciface_add64(M2 *, M2 *, M1 *);
void _mlir_ciface_transpose64_inplace(M2 *, M2 *);
void _mlir_ciface_transpose64(M2 *, M2 *);
void _mlir_ciface_pad64_inplace(M2 *, M2 *);
void _mlir_ciface_pad64(M2 *, M2 *);
// Their dynamic twins: the same descriptors.
void _mlir_ciface_add64d_inplace(M2 *, M1 *, M2 *);
void _mlir_ciface_add64d(M2 *, M2 *, M1 *);
void _mlir_ciface_transpose64d_inplace(M2 *, M2 *);
void _mlir_ciface_transpose64d(M2 *, M2 *);
void _mlir_ciface_pad64d_inplace(M2 *, M2 *);
void _mlir_ciface_pad64d(M2 *, M2 *);
#if SHAPES_BENCH_HAVE_THREADS
// shapes, 2 threads (kernels64_2t.o).
void _mlir_ciface_add64_inplace_2t(M2 *, M1 *, M2 *);
void _mlir_ciface_add64_2t(M2 *, M2 *, M1 *);
void _mlir_ciface_transpose64_inplace_2t(M2 *, M2 *);
void _mlir_ciface_transpose64_2t(M2 *, M2 *);
void _mlir_ciface_pad64_inplace_2t(M2 *, M2 *);
void _mlir_ciface_pad64_2t(M2 *, M2 *);
void _mlir_ciface_add64d_inplace_2t(M2 *, M1 *, M2 *);
void _mlir_ciface_add64d_2t(M2 *, M2 *, M1 *);
void _mlir_ciface_transpose64d_inplace_2t(M2 *, M2 *);
void _mlir_ciface_transpose64d_2t(M2 *, M2 *);
void _mlir_ciface_pad64d_inplace_2t(M2 *, M2 *);
void _mlir_ciface_pad64d_2t(M2 *, M2 *);
#endif
// upstream MLIR (upstream64.o).
void _mlir_ciface_add64_linalg(M2 *, M2 *, M1 *);
void _mlir_ciface_add64_linalg_inplace(M2 *, M1 *, M2 *);
void _mlir_ciface_add64_generic(M2 *, M2 *, M1 *);
void _mlir_ciface_add64_generic_inplace(M2 *, M1 *, M2 *);
void _mlir_ciface_transpose64_linalg(M2 *, M2 *);
void _mlir_ciface_transpose64_linalg_inplace(M2 *, M2 *);
void _mlir_ciface_pad64_linalg(M2 *, M2 *);
void _mlir_ciface_pad64_linalg_inplace(M2 *, M2 *);
void _mlir_ciface_pad64_generic(M2 *, M2 *);
void _mlir_ciface_pad64_generic_inplace(M2 *, M2 *);
// The four-op chains: shapes, 1 thread (kernels64.o) and 2 (kernels64_2t.o);
// upstream MLIR unfused (upstream_chain64.o) and fused
// (upstream_chain64_fused.o). Arguments x, v, y, z, w (then the
// destination, in place; the result descriptor first, returning).
void _mlir_ciface_chain64_inplace(M2 *, M1 *, M2 *, M2 *, M2 *, M2 *);
void _mlir_ciface_chain64(M2 *, M2 *, M1 *, M2 *, M2 *, M2 *);
void _mlir_ciface_chain64t_inplace(M2 *, M1 *, M2 *, M2 *, M2 *, M2 *);
void _mlir_ciface_chain64t(M2 *, M2 *, M1 *, M2 *, M2 *, M2 *);
void _mlir_ciface_chain64d_inplace(M2 *, M1 *, M2 *, M2 *, M2 *, M2 *);
void _mlir_ciface_chain64d(M2 *, M2 *, M1 *, M2 *, M2 *, M2 *);
#if SHAPES_BENCH_HAVE_THREADS
void _mlir_ciface_chain64_inplace_2t(M2 *, M1 *, M2 *, M2 *, M2 *, M2 *);
void _mlir_ciface_chain64_2t(M2 *, M2 *, M1 *, M2 *, M2 *, M2 *);
void _mlir_ciface_chain64d_inplace_2t(M2 *, M1 *, M2 *, M2 *, M2 *, M2 *);
void _mlir_ciface_chain64d_2t(M2 *, M2 *, M1 *, M2 *, M2 *, M2 *);
void _mlir_ciface_chain64t_inplace_2t(M2 *, M1 *, M2 *, M2 *, M2 *, M2 *);
void _mlir_ciface_chain64t_2t(M2 *, M2 *, M1 *, M2 *, M2 *, M2 *);
#endif
void _mlir_ciface_chain64_linalg_inplace(M2 *, M1 *, M2 *, M2 *, M2 *, M2 *);
void _mlir_ciface_chain64_linalg(M2 *, M2 *, M1 *, M2 *, M2 *, M2 *);
void _mlir_ciface_chain64t_linalg_inplace(M2 *, M1 *, M2 *, M2 *, M2 *, M2 *);
void _mlir_ciface_chain64t_linalg(M2 *, M2 *, M1 *, M2 *, M2 *, M2 *);
void _mlir_ciface_chain64_linalg_inplace_fused(M2 *, M1 *, M2 *, M2 *, M2 *,
                                               M2 *);
void _mlir_ciface_chain64_linalg_fused(M2 *, M2 *, M1 *, M2 *, M2 *, M2 *);
void _mlir_ciface_chain64t_linalg_inplace_fused(M2 *, M1 *, M2 *, M2 *, M2 *,
                                                M2 *);
void _mlir_ciface_chain64t_linalg_fused(M2 *, M2 *, M1 *, M2 *, M2 *, M2 *);
// The deallocation function of the shapes kernels (-shapes-huge-page-allocs,
// linkonce_odr in kernels64.o), which keeps the last large block freed for
// the next allocation; absent when they are built without it.
void _mlir_memref_to_llvm_free(void *) __attribute__((weak));
}

namespace large {
namespace {

/// How a result is released: std::free, or the shapes kernels' own
/// deallocation function (releaseShapes).
using Release = void (*)(void *);

/// A result: what to free (nullptr in place), the physical buffer, and how
/// to release it.
struct Result {
  void *allocated;
  const float *data;
  Release release = std::free;
};

/// Releases a result of the shapes kernels as their own code releases its
/// buffers: through _mlir_memref_to_llvm_free when they define it.
void releaseShapes(void *p) {
  if (_mlir_memref_to_llvm_free)
    _mlir_memref_to_llvm_free(p);
  else
    std::free(p);
}

float *alloc64(void **allocated) {
  void *p = std::malloc(kPhysBytes + 64);
  if (!p) {
    std::fprintf(stderr, "shapes-bench: out of memory\n");
    std::abort();
  }
  *allocated = p;
  return reinterpret_cast<float *>((reinterpret_cast<uintptr_t>(p) + 63) &
                                   ~uintptr_t(63));
}

struct Inputs {
  float *a, *v; // add64: (4096,4096), (4096)
  float *x;     // transpose64: (4096,4096)
  float *xm;    // transpose64m: x's values, 16 bytes after a line
  float *xp;    // pad64: (4095,4095), row stride 4095
  // The chains: x (chain64t: the physical buffer, x^T), y, z, w
  // (4096,4096); v is add64's.
  float *cx, *cy, *cz, *cw;
  float *dst; // the destination of every in-place call
  float *ref; // the reference result of the kernel being checked
} in;

uint64_t rngState = 0x2545F4914F6CDD1Dull;
float nextFloat() {
  rngState ^= rngState << 13;
  rngState ^= rngState >> 7;
  rngState ^= rngState << 17;
  return static_cast<float>(rngState >> 40) / float(1 << 24) * 2.0f - 1.0f;
}

void makeInputs() {
  void *ignored;
  in.a = alloc64(&ignored);
  in.x = alloc64(&ignored);
  // malloc's large blocks start 16 bytes after a page (and a line).
  void *m = std::malloc(kPhysBytes + 128);
  if (!m) {
    std::fprintf(stderr, "shapes-bench: out of memory\n");
    std::abort();
  }
  in.xm = reinterpret_cast<float *>(
      ((reinterpret_cast<uintptr_t>(m) + 63) & ~uintptr_t(63)) + 16);
  in.xp = alloc64(&ignored);
  in.cx = alloc64(&ignored);
  in.cy = alloc64(&ignored);
  in.cz = alloc64(&ignored);
  in.cw = alloc64(&ignored);
  in.dst = alloc64(&ignored);
  in.ref = alloc64(&ignored);
  in.v = static_cast<float *>(std::aligned_alloc(64, kN * sizeof(float)));
  for (int64_t k = 0; k < kPhys; ++k)
    in.a[k] = nextFloat();
  for (int64_t k = 0; k < kN; ++k)
    in.v[k] = nextFloat();
  for (int64_t k = 0; k < kPhys; ++k)
    in.x[k] = nextFloat();
  std::memcpy(in.xm, in.x, kPhysBytes);
  for (int64_t k = 0; k < kP * kP; ++k)
    in.xp[k] = nextFloat();
  // Uniform in [-1, 1): the chain's d = (x + v) * y - z is in [-6, 6], so
  // max(d, w) takes each side about as often, and every op matters.
  for (float *c : {in.cx, in.cy, in.cz, in.cw})
    for (int64_t k = 0; k < kPhys; ++k)
      c[k] = nextFloat();
  std::memset(in.dst, 0, kPhysBytes); // faulted in once, for all
  std::memset(in.ref, 0, kPhysBytes);
}

/// f(begin, end) on `threads` OpenMP threads, [0, n) split in equal parts
/// (multiples of `grain`); on 1 thread a plain call, no OpenMP.
template <typename F>
void parallelRanges(int threads, int64_t n, int64_t grain, const F &f) {
  if (threads <= 1) {
    f(int64_t(0), n);
    return;
  }
#pragma omp parallel num_threads(threads)
  {
    int64_t t = omp_get_thread_num(), nt = omp_get_num_threads();
    int64_t chunks = (n + grain - 1) / grain;
    int64_t b = std::min(n, chunks * t / nt * grain);
    int64_t e = std::min(n, chunks * (t + 1) / nt * grain);
    f(b, e);
  }
}

using RowMat =
    Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using RowVec = Eigen::Matrix<float, 1, Eigen::Dynamic>;
using Stride = Eigen::OuterStride<>;

//===----------------------------------------------------------------------===//
// The C++ alternatives: fill `out` (the physical 4096x4096 buffer).
//===----------------------------------------------------------------------===//

// --- add64: out[i][j] = a[i][j] + v[j] -------------------------------------

__attribute__((noinline)) void addLoops(float *out, int threads) {
  const float *a = in.a, *v = in.v;
  parallelRanges(threads, kN, 1, [&](int64_t r0, int64_t r1) {
    for (int64_t i = r0; i < r1; ++i)
      for (int64_t j = 0; j < kN; ++j)
        out[i * kN + j] = a[i * kN + j] + v[j];
  });
}

__attribute__((noinline)) void addAvx(float *out, int threads) {
  parallelRanges(threads, kN, 1, [&](int64_t r0, int64_t r1) {
    streaming::addRows(in.a, in.v, out, kN, r0, r1);
    streaming::endStreaming();
  });
}

__attribute__((noinline)) void addEigen(float *out, int threads) {
  parallelRanges(threads, kN, 1, [&](int64_t r0, int64_t r1) {
    Eigen::Map<const RowMat, Eigen::Aligned64> a(in.a, kN, kN);
    Eigen::Map<const RowVec, Eigen::Aligned64> v(in.v, kN);
    Eigen::Map<RowMat, Eigen::Aligned64> r(out, kN, kN);
    r.middleRows(r0, r1 - r0) = a.middleRows(r0, r1 - r0).rowwise() + v;
  });
}

// --- transpose64: out[j][i] = x[i][j] (the column-major buffer) -------------

void transposeLoopsFrom(const float *x, float *out, int threads) {
  parallelRanges(threads, kN, 1, [&](int64_t r0, int64_t r1) {
    for (int64_t i = r0; i < r1; ++i)
      for (int64_t j = 0; j < kN; ++j)
        out[j * kN + i] = x[i * kN + j];
  });
}

__attribute__((noinline)) void transposeLoops(float *out, int threads) {
  transposeLoopsFrom(in.x, out, threads);
}

__attribute__((noinline)) void transposeTiled(float *out, int threads) {
  constexpr int64_t kT = 32;
  const float *x = in.x;
  parallelRanges(threads, kN, kT, [&](int64_t j0, int64_t j1) {
    for (int64_t jj = j0; jj < j1; jj += kT)
      for (int64_t ii = 0; ii < kN; ii += kT)
        for (int64_t j = jj; j < jj + kT; ++j)
          for (int64_t i = ii; i < ii + kT; ++i)
            out[j * kN + i] = x[i * kN + j];
  });
}

void transposeAvxFrom(const float *x, float *out, int threads) {
  parallelRanges(threads, kN, 32, [&](int64_t r0, int64_t r1) {
    streaming::transposeRows(x, kN, kN, kN, out, kN, kN, r0, r1);
    streaming::endStreaming();
  });
}

__attribute__((noinline)) void transposeAvx(float *out, int threads) {
  transposeAvxFrom(in.x, out, threads);
}

// --- transpose64m: the same from in.xm --------------------------------------

__attribute__((noinline)) void transposeMLoops(float *out, int threads) {
  transposeLoopsFrom(in.xm, out, threads);
}

__attribute__((noinline)) void transposeMAvx(float *out, int threads) {
  transposeAvxFrom(in.xm, out, threads);
}

__attribute__((noinline)) void transposeEigen(float *out, int threads) {
  parallelRanges(threads, kN, 1, [&](int64_t r0, int64_t r1) {
    Eigen::Map<const RowMat, Eigen::Aligned64> x(in.x, kN, kN);
    Eigen::Map<RowMat, Eigen::Aligned64> dst(out, kN, kN);
    dst.middleRows(r0, r1 - r0) = x.middleCols(r0, r1 - r0).transpose();
  });
}

// --- pad64: out[j][i] = x[i][j] for i, j < 4095; out[j][4095] = 0,
// out[4095][*] = 0 ----------------------------------------------------------

void padZero(float *out) {
  for (int64_t j = 0; j < kP; ++j)
    out[j * kN + kP] = 0.0f;
  for (int64_t i = 0; i < kN; ++i)
    out[kP * kN + i] = 0.0f;
}

__attribute__((noinline)) void padLoops(float *out, int threads) {
  const float *x = in.xp;
  parallelRanges(threads, kP, 1, [&](int64_t r0, int64_t r1) {
    for (int64_t i = r0; i < r1; ++i)
      for (int64_t j = 0; j < kP; ++j)
        out[j * kN + i] = x[i * kP + j];
  });
  padZero(out);
}

__attribute__((noinline)) void padTiled(float *out, int threads) {
  constexpr int64_t kT = 32;
  const float *x = in.xp;
  parallelRanges(threads, kP, kT, [&](int64_t j0, int64_t j1) {
    for (int64_t jj = j0; jj < j1; jj += kT)
      for (int64_t ii = 0; ii < kP; ii += kT)
        for (int64_t j = jj; j < std::min(jj + kT, kP); ++j)
          for (int64_t i = ii; i < std::min(ii + kT, kP); ++i)
            out[j * kN + i] = x[i * kP + j];
  });
  padZero(out);
}

__attribute__((noinline)) void padAvx(float *out, int threads) {
  // Tiles over the whole padded 4096x4096 destination; the tiles on the edge
  // read zeros beyond row and column 4094 and so write the padding.
  parallelRanges(threads, kN, 32, [&](int64_t r0, int64_t r1) {
    streaming::transposeRows(in.xp, kP, kP, kP, out, kN, kN, r0, r1);
    streaming::endStreaming();
  });
}

__attribute__((noinline)) void padEigen(float *out, int threads) {
  parallelRanges(threads, kP, 1, [&](int64_t r0, int64_t r1) {
    Eigen::Map<const RowMat, Eigen::Unaligned> x(in.xp, kP, kP);
    Eigen::Map<RowMat, Eigen::Aligned64, Stride> dst(out, kP, kP, Stride(kN));
    dst.middleRows(r0, r1 - r0) = x.middleCols(r0, r1 - r0).transpose();
  });
  Eigen::Map<RowMat, Eigen::Unaligned, Stride>(out + kP, kP, 1, Stride(kN))
      .setZero();
  Eigen::Map<RowVec, Eigen::Aligned64>(out + kP * kN, kN).setZero();
}

// --- chain64, chain64t: out[i][j] = max((x[i][j] + v[j]) * y[i][j] - z[i][j],
// w[i][j]); chain64 reads x[i][j] at cx[i * 4096 + j], chain64t at
// cx[j * 4096 + i] -----------------------------------------------------------

/// One element of the chain, each op rounded on its own, as the shapes ops
/// define them: no contraction into a fused multiply-add (clang contracts
/// `a * b - c` within one expression by default), and max as IEEE 754-2019
/// maximum (llvm.maximum, which arith.maximumf and shapes.max become: NaN if
/// either is NaN, -0 < +0).
inline float chainValue(float x, float v, float y, float z, float w) {
#pragma clang fp contract(off)
  float s = x + v;
  float p = s * y;
  float d = p - z;
  return __builtin_elementwise_maximum(d, w);
}

// The hand-fused loops: one pass over the result, the whole chain per
// element, nothing stored in between.
__attribute__((noinline)) void chainLoops(float *out, int threads) {
  const float *x = in.cx, *v = in.v, *y = in.cy, *z = in.cz, *w = in.cw;
  parallelRanges(threads, kN, 1, [&](int64_t r0, int64_t r1) {
    for (int64_t i = r0; i < r1; ++i)
      for (int64_t j = 0; j < kN; ++j) {
        int64_t k = i * kN + j;
        out[k] = chainValue(x[k], v[j], y[k], z[k], w[k]);
      }
  });
}

__attribute__((noinline)) void chainAvx(float *out, int threads) {
  parallelRanges(threads, kN, 1, [&](int64_t r0, int64_t r1) {
    streaming::chainRows(in.cx, in.v, in.cy, in.cz, in.cw, out, kN, r0, r1);
    streaming::endStreaming();
  });
}

__attribute__((noinline)) void chainTLoops(float *out, int threads) {
  const float *xt = in.cx, *v = in.v, *y = in.cy, *z = in.cz, *w = in.cw;
  parallelRanges(threads, kN, 1, [&](int64_t r0, int64_t r1) {
    for (int64_t i = r0; i < r1; ++i)
      for (int64_t j = 0; j < kN; ++j) {
        int64_t k = i * kN + j;
        out[k] = chainValue(xt[j * kN + i], v[j], y[k], z[k], w[k]);
      }
  });
}

__attribute__((noinline)) void chainTTiled(float *out, int threads) {
  constexpr int64_t kT = 32;
  const float *xt = in.cx, *v = in.v, *y = in.cy, *z = in.cz, *w = in.cw;
  parallelRanges(threads, kN, kT, [&](int64_t i0, int64_t i1) {
    for (int64_t ii = i0; ii < i1; ii += kT)
      for (int64_t jj = 0; jj < kN; jj += kT)
        for (int64_t i = ii; i < ii + kT; ++i)
          for (int64_t j = jj; j < jj + kT; ++j) {
            int64_t k = i * kN + j;
            out[k] = chainValue(xt[j * kN + i], v[j], y[k], z[k], w[k]);
          }
  });
}

__attribute__((noinline)) void chainTAvx(float *out, int threads) {
  parallelRanges(threads, kN, 32, [&](int64_t r0, int64_t r1) {
    streaming::chainTransposedRows(in.cx, in.v, in.cy, in.cz, in.cw, out, kN,
                                   r0, r1);
    streaming::endStreaming();
  });
}

// --- memcpy: the bytes the kernel reads (+ memset of what it writes beyond)

__attribute__((noinline)) void bandwidthMemcpy(float *out, const float *src,
                                               size_t readBytes, int threads) {
  size_t copied = std::min(readBytes, kPhysBytes);
  uint8_t *o = reinterpret_cast<uint8_t *>(out);
  const uint8_t *s = reinterpret_cast<const uint8_t *>(src);
  parallelRanges(threads, static_cast<int64_t>(kPhysBytes), 4096,
                 [&](int64_t b, int64_t e) {
                   size_t cb = std::min<size_t>(b, copied),
                          ce = std::min<size_t>(e, copied),
                          zb = std::max<size_t>(b, copied);
                   std::memcpy(o + cb, s + cb, ce - cb);
                   if (static_cast<size_t>(e) > zb)
                     std::memset(o + zb, 0, e - zb);
                 });
}

// --- ntcopy: the same bytes, copied with streaming stores -----------------

__attribute__((noinline)) void bandwidthStreamingCopy(float *out,
                                                      const float *src,
                                                      size_t readBytes,
                                                      int threads) {
  int64_t copied =
      static_cast<int64_t>(std::min(readBytes, kPhysBytes) / sizeof(float));
  parallelRanges(threads, kPhys, 1024, [&](int64_t b, int64_t e) {
    streaming::copyRange(src, out, copied, b, e);
    streaming::endStreaming();
  });
}

//===----------------------------------------------------------------------===//
// Registration.
//===----------------------------------------------------------------------===//

using Fn = std::function<Result(float *dst)>;

struct Alternative {
  std::string name;
  Fn run;
};

struct Variant {
  bool inplace;
  int threads;
  std::string name() const {
    return std::string(inplace ? "inplace" : "return") + "_" +
           std::to_string(threads) + "t";
  }
};

/// A C++ alternative in the given variant: into `dst`, or into a fresh
/// allocation.
Fn cxx(void (*f)(float *, int), Variant v) {
  int t = v.threads;
  if (v.inplace)
    return [f, t](float *dst) {
      f(dst, t);
      return Result{nullptr, dst};
    };
  return [f, t](float *) {
    void *allocated;
    float *out = alloc64(&allocated);
    f(out, t);
    return Result{allocated, out};
  };
}

/// A bandwidth reference (bandwidthMemcpy, bandwidthStreamingCopy) of
/// `readBytes` of `src` in the given variant.
Fn bandwidthFn(void (*f)(float *, const float *, size_t, int), const float *src,
               size_t readBytes, Variant v) {
  int t = v.threads;
  if (v.inplace)
    return [=](float *dst) {
      f(dst, src, readBytes, t);
      return Result{nullptr, dst};
    };
  return [=](float *) {
    void *allocated;
    float *out = alloc64(&allocated);
    f(out, src, readBytes, t);
    return Result{allocated, out};
  };
}

/// The result of a returning MLIR function: checks the descriptor (sizes,
/// strides) and hands over the buffer.
Result fromReturned(const M2 &r, const char *what, int64_t rows, int64_t cols,
                    int64_t s0, int64_t s1, Release release) {
  if (r.sizes[0] != rows || r.sizes[1] != cols || r.strides[0] != s0 ||
      r.strides[1] != s1) {
    std::fprintf(stderr,
                 "shapes-bench: MISMATCH in %s: result sizes [%" PRId64
                 ", %" PRId64 "] strides [%" PRId64 ", %" PRId64
                 "], expected [%" PRId64 ", %" PRId64 "] [%" PRId64 ", %" PRId64
                 "]\n",
                 what, r.sizes[0], r.sizes[1], r.strides[0], r.strides[1], rows,
                 cols, s0, s1);
    std::abort();
  }
  return {r.basePtr, r.data + r.offset, release};
}

// MLIR kernels of each kernel's signature, in place and returning.
using AddIn = void (*)(M2 *, M1 *, M2 *);
using AddRet = void (*)(M2 *, M2 *, M1 *);
using RelIn = void (*)(M2 *, M2 *);
using RelRet = void (*)(M2 *, M2 *);

// Result descriptors: `shapes` results carry the layout's strides, upstream
// ones are the physical buffer seen row-major.
struct Shape {
  int64_t rows, cols, s0, s1;
};
constexpr Shape kAddShape{kN, kN, kN, 1};
constexpr Shape kColShape{kN, kN, 1, kN};
constexpr Shape kPadShape{kP, kP, 1, kN};
constexpr Shape kPhysShape{kN, kN, kN, 1};

Fn mlirAdd(AddIn fin, AddRet fret, bool inplace, std::string what, Shape shape,
           Release release = std::free) {
  if (inplace)
    return [=](float *dst) {
      M2 a = desc(in.a, kN, kN, kN, 1);
      M1 v = desc1(in.v, kN);
      M2 o = desc(dst, shape.rows, shape.cols, shape.s0, shape.s1);
      fin(&a, &v, &o);
      return Result{nullptr, dst};
    };
  return [=](float *) {
    M2 a = desc(in.a, kN, kN, kN, 1), r;
    M1 v = desc1(in.v, kN);
    fret(&r, &a, &v);
    return fromReturned(r, what.c_str(), shape.rows, shape.cols, shape.s0,
                        shape.s1, release);
  };
}

Fn mlirRelayout(RelIn fin, RelRet fret, bool inplace, std::string what,
                const float *x, int64_t side, Shape shape,
                Release release = std::free) {
  if (inplace)
    return [=](float *dst) {
      M2 xd = desc(x, side, side, side, 1);
      M2 o = desc(dst, shape.rows, shape.cols, shape.s0, shape.s1);
      fin(&xd, &o);
      return Result{nullptr, dst};
    };
  return [=](float *) {
    M2 xd = desc(x, side, side, side, 1), r;
    fret(&r, &xd);
    return fromReturned(r, what.c_str(), shape.rows, shape.cols, shape.s0,
                        shape.s1, release);
  };
}

// The chains' kernels, in place and returning.
using ChainIn = void (*)(M2 *, M1 *, M2 *, M2 *, M2 *, M2 *);
using ChainRet = void (*)(M2 *, M2 *, M1 *, M2 *, M2 *, M2 *);

/// `xs0, xs1`: the strides of x's descriptor: 4096, 1 row-major; 1, 4096
/// for shapes' column-major x of chain64t, whose buffer upstream's chain64t
/// reads as the row-major x^T (4096, 1 again).
Fn mlirChain(ChainIn fin, ChainRet fret, bool inplace, std::string what,
             int64_t xs0, int64_t xs1, Release release = std::free) {
  if (inplace)
    return [=](float *dst) {
      M2 x = desc(in.cx, kN, kN, xs0, xs1), y = desc(in.cy, kN, kN, kN, 1),
         z = desc(in.cz, kN, kN, kN, 1), w = desc(in.cw, kN, kN, kN, 1);
      M1 v = desc1(in.v, kN);
      M2 o = desc(dst, kN, kN, kN, 1);
      fin(&x, &v, &y, &z, &w, &o);
      return Result{nullptr, dst};
    };
  return [=](float *) {
    M2 x = desc(in.cx, kN, kN, xs0, xs1), y = desc(in.cy, kN, kN, kN, 1),
       z = desc(in.cz, kN, kN, kN, 1), w = desc(in.cw, kN, kN, kN, 1), r;
    M1 v = desc1(in.v, kN);
    fret(&r, &x, &v, &y, &z, &w);
    return fromReturned(r, what.c_str(), kN, kN, kN, 1, release);
  };
}

struct Kernel {
  std::string name;
  const float *src;  // the input the memcpy reference copies
  size_t readBytes;  // what memcpy copies (at most the 64 MiB destination)
  size_t movedBytes; // read + written by the kernel (bytes_per_second)
  std::vector<Alternative> (*alternatives)(Variant);
  bool streamingReference = true; // also time ntcopy of the same bytes
};

std::vector<Alternative> addAlternatives(Variant v) {
  std::vector<Alternative> alts = {{"loops", cxx(addLoops, v)}};
  if (v.threads == 1)
    alts.push_back(
        {"shapes",
         mlirAdd(_mlir_ciface_add64_inplace, _mlir_ciface_add64, v.inplace,
                 "add64/shapes", kAddShape, releaseShapes)});
#if SHAPES_BENCH_HAVE_THREADS
  else
    alts.push_back(
        {"shapes",
         mlirAdd(_mlir_ciface_add64_inplace_2t, _mlir_ciface_add64_2t,
                 v.inplace, "add64/shapes (2t)", kAddShape, releaseShapes)});
#endif
  if (v.threads == 1)
    alts.push_back(
        {"shapes_dyn",
         mlirAdd(_mlir_ciface_add64d_inplace, _mlir_ciface_add64d, v.inplace,
                 "add64/shapes_dyn", kAddShape, releaseShapes)});
#if SHAPES_BENCH_HAVE_THREADS
  else
    alts.push_back({"shapes_dyn", mlirAdd(_mlir_ciface_add64d_inplace_2t,
                                          _mlir_ciface_add64d_2t, v.inplace,
                                          "add64/shapes_dyn (2t)", kAddShape,
                                          releaseShapes)});
#endif
  alts.push_back({"avx512", cxx(addAvx, v)});
  alts.push_back({"eigen", cxx(addEigen, v)});
  if (v.threads == 1) {
    alts.push_back({"mlir_linalg", mlirAdd(_mlir_ciface_add64_linalg_inplace,
                                           _mlir_ciface_add64_linalg, v.inplace,
                                           "add64/mlir_linalg", kPhysShape)});
    alts.push_back(
        {"mlir_generic",
         mlirAdd(_mlir_ciface_add64_generic_inplace, _mlir_ciface_add64_generic,
                 v.inplace, "add64/mlir_generic", kPhysShape)});
  }
  return alts;
}

/// The shapes transpose of `x` (transpose64, transpose64m) in variant `v`,
/// static and dynamic (shapes, shapes_dyn), appended to `alts` (none on 2
/// threads without the 2t kernels). `what` names the kernel in messages.
void addShapesTranspose(std::vector<Alternative> &alts, Variant v,
                        const float *x, const std::string &what) {
  std::string s = what + "/shapes", d = what + "/shapes_dyn";
  if (v.threads == 1) {
    alts.push_back(
        {"shapes", mlirRelayout(_mlir_ciface_transpose64_inplace,
                                _mlir_ciface_transpose64, v.inplace, s, x, kN,
                                kColShape, releaseShapes)});
    alts.push_back(
        {"shapes_dyn", mlirRelayout(_mlir_ciface_transpose64d_inplace,
                                    _mlir_ciface_transpose64d, v.inplace, d, x,
                                    kN, kColShape, releaseShapes)});
    return;
  }
#if SHAPES_BENCH_HAVE_THREADS
  alts.push_back(
      {"shapes", mlirRelayout(_mlir_ciface_transpose64_inplace_2t,
                              _mlir_ciface_transpose64_2t, v.inplace,
                              s + " (2t)", x, kN, kColShape, releaseShapes)});
  alts.push_back({"shapes_dyn",
                  mlirRelayout(_mlir_ciface_transpose64d_inplace_2t,
                               _mlir_ciface_transpose64d_2t, v.inplace,
                               d + " (2t)", x, kN, kColShape, releaseShapes)});
#endif
}

std::vector<Alternative> transposeAlternatives(Variant v) {
  std::vector<Alternative> alts = {{"loops", cxx(transposeLoops, v)}};
  addShapesTranspose(alts, v, in.x, "transpose64");
  alts.push_back({"loops_tiled", cxx(transposeTiled, v)});
  alts.push_back({"avx512", cxx(transposeAvx, v)});
  alts.push_back({"eigen", cxx(transposeEigen, v)});
  if (v.threads == 1)
    alts.push_back(
        {"mlir_linalg",
         mlirRelayout(_mlir_ciface_transpose64_linalg_inplace,
                      _mlir_ciface_transpose64_linalg, v.inplace,
                      "transpose64/mlir_linalg", in.x, kN, kPhysShape)});
  return alts;
}

std::vector<Alternative> transposeMAlternatives(Variant v) {
  std::vector<Alternative> alts = {{"loops", cxx(transposeMLoops, v)}};
  addShapesTranspose(alts, v, in.xm, "transpose64m");
  alts.push_back({"avx512", cxx(transposeMAvx, v)});
  return alts;
}

std::vector<Alternative> padAlternatives(Variant v) {
  std::vector<Alternative> alts = {{"loops", cxx(padLoops, v)}};
  if (v.threads == 1)
    alts.push_back(
        {"shapes",
         mlirRelayout(_mlir_ciface_pad64_inplace, _mlir_ciface_pad64, v.inplace,
                      "pad64/shapes", in.xp, kP, kPadShape, releaseShapes)});
#if SHAPES_BENCH_HAVE_THREADS
  else
    alts.push_back({"shapes", mlirRelayout(_mlir_ciface_pad64_inplace_2t,
                                           _mlir_ciface_pad64_2t, v.inplace,
                                           "pad64/shapes (2t)", in.xp, kP,
                                           kPadShape, releaseShapes)});
#endif
  if (v.threads == 1)
    alts.push_back({"shapes_dyn", mlirRelayout(_mlir_ciface_pad64d_inplace,
                                               _mlir_ciface_pad64d, v.inplace,
                                               "pad64/shapes_dyn", in.xp, kP,
                                               kPadShape, releaseShapes)});
#if SHAPES_BENCH_HAVE_THREADS
  else
    alts.push_back(
        {"shapes_dyn",
         mlirRelayout(_mlir_ciface_pad64d_inplace_2t, _mlir_ciface_pad64d_2t,
                      v.inplace, "pad64/shapes_dyn (2t)", in.xp, kP, kPadShape,
                      releaseShapes)});
#endif
  alts.push_back({"loops_tiled", cxx(padTiled, v)});
  alts.push_back({"avx512", cxx(padAvx, v)});
  alts.push_back({"eigen", cxx(padEigen, v)});
  if (v.threads == 1) {
    alts.push_back({"mlir_linalg",
                    mlirRelayout(_mlir_ciface_pad64_linalg_inplace,
                                 _mlir_ciface_pad64_linalg, v.inplace,
                                 "pad64/mlir_linalg", in.xp, kP, kPhysShape)});
    alts.push_back({"mlir_generic",
                    mlirRelayout(_mlir_ciface_pad64_generic_inplace,
                                 _mlir_ciface_pad64_generic, v.inplace,
                                 "pad64/mlir_generic", in.xp, kP, kPhysShape)});
  }
  return alts;
}

std::vector<Alternative> chainAlternatives(Variant v) {
  std::vector<Alternative> alts = {{"loops", cxx(chainLoops, v)}};
  if (v.threads == 1)
    alts.push_back(
        {"shapes",
         mlirChain(_mlir_ciface_chain64_inplace, _mlir_ciface_chain64,
                   v.inplace, "chain64/shapes", kN, 1, releaseShapes)});
#if SHAPES_BENCH_HAVE_THREADS
  else
    alts.push_back(
        {"shapes",
         mlirChain(_mlir_ciface_chain64_inplace_2t, _mlir_ciface_chain64_2t,
                   v.inplace, "chain64/shapes (2t)", kN, 1, releaseShapes)});
#endif
  if (v.threads == 1)
    alts.push_back(
        {"shapes_dyn",
         mlirChain(_mlir_ciface_chain64d_inplace, _mlir_ciface_chain64d,
                   v.inplace, "chain64/shapes_dyn", kN, 1, releaseShapes)});
#if SHAPES_BENCH_HAVE_THREADS
  else
    alts.push_back({"shapes_dyn", mlirChain(_mlir_ciface_chain64d_inplace_2t,
                                            _mlir_ciface_chain64d_2t, v.inplace,
                                            "chain64/shapes_dyn (2t)", kN, 1,
                                            releaseShapes)});
#endif
  alts.push_back({"avx512", cxx(chainAvx, v)});
  if (v.threads == 1) {
    alts.push_back(
        {"mlir_fused", mlirChain(_mlir_ciface_chain64_linalg_inplace_fused,
                                 _mlir_ciface_chain64_linalg_fused, v.inplace,
                                 "chain64/mlir_fused", kN, 1)});
    alts.push_back(
        {"mlir_unfused", mlirChain(_mlir_ciface_chain64_linalg_inplace,
                                   _mlir_ciface_chain64_linalg, v.inplace,
                                   "chain64/mlir_unfused", kN, 1)});
  }
  return alts;
}

std::vector<Alternative> chainTAlternatives(Variant v) {
  std::vector<Alternative> alts = {{"loops", cxx(chainTLoops, v)}};
  if (v.threads == 1)
    alts.push_back(
        {"shapes",
         mlirChain(_mlir_ciface_chain64t_inplace, _mlir_ciface_chain64t,
                   v.inplace, "chain64t/shapes", 1, kN, releaseShapes)});
#if SHAPES_BENCH_HAVE_THREADS
  else
    alts.push_back(
        {"shapes",
         mlirChain(_mlir_ciface_chain64t_inplace_2t, _mlir_ciface_chain64t_2t,
                   v.inplace, "chain64t/shapes (2t)", 1, kN, releaseShapes)});
#endif
  alts.push_back({"loops_tiled", cxx(chainTTiled, v)});
  alts.push_back({"avx512", cxx(chainTAvx, v)});
  if (v.threads == 1) {
    alts.push_back(
        {"mlir_fused", mlirChain(_mlir_ciface_chain64t_linalg_inplace_fused,
                                 _mlir_ciface_chain64t_linalg_fused, v.inplace,
                                 "chain64t/mlir_fused", kN, 1)});
    alts.push_back(
        {"mlir_unfused", mlirChain(_mlir_ciface_chain64t_linalg_inplace,
                                   _mlir_ciface_chain64t_linalg, v.inplace,
                                   "chain64t/mlir_unfused", kN, 1)});
  }
  return alts;
}

/// Spot checks of the reference (loops, in place, 1 thread) against the
/// definitions, and all of pad64's padding.
void checkReference(const std::string &kernel, const float *r) {
  bool ok = true;
  for (int s = 0; s < 4096; ++s) {
    int64_t i = (s * 2654435761u) % kN, j = (s * 40503u + 17) % kN;
    if (kernel == "add64")
      ok &= r[i * kN + j] == in.a[i * kN + j] + in.v[j];
    else if (kernel == "transpose64")
      ok &= r[j * kN + i] == in.x[i * kN + j];
    else if (kernel == "transpose64m")
      ok &= r[j * kN + i] == in.xm[i * kN + j];
    else if (kernel == "chain64" || kernel == "chain64t") {
      // One statement per op: clang contracts only within a statement.
      int64_t k = i * kN + j;
      float x = kernel == "chain64" ? in.cx[k] : in.cx[j * kN + i];
      float s = x + in.v[j];
      float p = s * in.cy[k];
      float d = p - in.cz[k];
      float want = d > in.cw[k] ? d : in.cw[k]; // no NaN, no signed zero tie
      ok &= std::memcmp(&r[k], &want, sizeof(float)) == 0;
    } else if (i < kP && j < kP)
      ok &= r[j * kN + i] == in.xp[i * kP + j];
  }
  if (kernel == "pad64")
    for (int64_t k = 0; k < kN; ++k) {
      ok &= r[kP * kN + k] == 0.0f && !std::signbit(r[kP * kN + k]);
      ok &= r[k * kN + kP] == 0.0f && !std::signbit(r[k * kN + kP]);
    }
  if (!ok) {
    std::fprintf(stderr, "shapes-bench: the reference (loops) of %s is wrong\n",
                 kernel.c_str());
    std::abort();
  }
}

/// Runs `run` once into a destination full of 0xA5 bytes (in place) or into
/// an allocation full of them (returning).
Result runOverDirty(const Fn &run) {
  std::memset(in.dst, 0xA5, kPhysBytes);
  gDirtyMalloc = true;
  Result got = run(in.dst);
  gDirtyMalloc = false;
  return got;
}

/// Runs `run` once (runOverDirty) and compares every byte of the physical
/// buffer with the reference.
void check(const std::string &what, const Fn &run) {
  Result got = runOverDirty(run);
  if (std::memcmp(got.data, in.ref, kPhysBytes) != 0) {
    const uint32_t *g = reinterpret_cast<const uint32_t *>(got.data);
    const uint32_t *w = reinterpret_cast<const uint32_t *>(in.ref);
    int64_t k = 0;
    while (g[k] == w[k])
      ++k;
    std::fprintf(stderr,
                 "shapes-bench: MISMATCH in %s: physical element %" PRId64
                 " (row %" PRId64 ", column %" PRId64
                 " of the 4096x4096 buffer): expected bits 0x%08x, got "
                 "0x%08x\n",
                 what.c_str(), k, k / kN, k % kN, w[k], g[k]);
    std::abort();
  }
  std::free(got.allocated);
}

/// Runs the bandwidth reference `run` once as check() does, and compares its
/// result with what it must be: the first `readBytes` of `src`, then zeros.
void checkCopy(const std::string &what, const Fn &run, const float *src,
               size_t readBytes) {
  Result got = runOverDirty(run);
  size_t copied = std::min(readBytes, kPhysBytes);
  const uint8_t *g = reinterpret_cast<const uint8_t *>(got.data);
  bool ok = std::memcmp(g, src, copied) == 0;
  for (size_t k = copied; ok && k < kPhysBytes; ++k)
    ok = g[k] == 0;
  if (!ok) {
    std::fprintf(stderr, "shapes-bench: MISMATCH in the reference %s\n",
                 what.c_str());
    std::abort();
  }
  std::free(got.allocated);
}

long minorFaults() {
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_minflt;
}

void runBenchmark(benchmark::State &state, Fn run, size_t bytes) {
  long faults = minorFaults();
  for (auto _ : state) {
    Result out = run(in.dst);
    benchmark::DoNotOptimize(out.data);
    benchmark::ClobberMemory();
    out.release(out.allocated);
  }
  faults = minorFaults() - faults;
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes));
  state.counters["faults"] = benchmark::Counter(
      static_cast<double>(faults), benchmark::Counter::kAvgIterations);
}

} // namespace

/// Checks every alternative of every 64 MiB case, then registers them with
/// `repetitions` repetitions of at least `minTime` seconds each.
void registerBenchmarks(int repetitions, double minTime) {
  // Sleep, rather than spin for 200 ms, when an OpenMP region ends: the
  // 1-thread benchmarks that follow must not share the machine with a
  // spinning worker. Set before the runtime starts; the environment wins.
  setenv("KMP_BLOCKTIME", "0", /*overwrite=*/0);
  makeInputs();
  const size_t f = sizeof(float);
  const size_t moved = kPhysBytes; // the written result
  std::vector<Kernel> kernels = {
      {"add64", in.a, kPhys * f, kPhys * f + moved, addAlternatives},
      {"transpose64", in.x, kPhys * f, kPhys * f + moved,
       transposeAlternatives},
      {"pad64", in.xp, kP * kP * f, kP * kP * f + moved, padAlternatives},
      {"transpose64m", in.xm, kPhys * f, kPhys * f + moved,
       transposeMAlternatives},
      {"chain64", in.cx, kPhys * f, 4 * kPhys * f + kN * f + moved,
       chainAlternatives, false},
      {"chain64t", in.cx, kPhys * f, 4 * kPhys * f + kN * f + moved,
       chainTAlternatives, false},
  };
  const Variant variants[] = {{true, 1}, {false, 1}, {true, 2}, {false, 2}};

  std::fprintf(stderr,
               "shapes-bench: 64 MiB cases: hand-written kernels use "
               "%s; 2-thread shapes kernels: %s\n",
               streaming::kIsa,
               SHAPES_BENCH_HAVE_THREADS ? SHAPES_BENCH_THREADS_NOTE
                                         : "SKIPPED (" SHAPES_BENCH_THREADS_NOTE
                                           ")");
  benchmark::AddCustomContext("avx512_isa", streaming::kIsa);
  benchmark::AddCustomContext("shapes_2t",
                              SHAPES_BENCH_HAVE_THREADS
                                  ? SHAPES_BENCH_THREADS_NOTE
                                  : "skipped: " SHAPES_BENCH_THREADS_NOTE);

  for (const Kernel &k : kernels) {
    std::memset(in.dst, 0xA5, kPhysBytes);
    k.alternatives({true, 1}).front().run(in.dst);
    std::memcpy(in.ref, in.dst, kPhysBytes);
    checkReference(k.name, in.ref);
    size_t checked = 0;
    for (Variant v : variants) {
      std::vector<Alternative> alts = k.alternatives(v);
      size_t computed = alts.size(); // the rest are bandwidth references
      alts.push_back(
          {"memcpy", bandwidthFn(bandwidthMemcpy, k.src, k.readBytes, v)});
      if (k.streamingReference)
        alts.push_back({"ntcopy", bandwidthFn(bandwidthStreamingCopy, k.src,
                                              k.readBytes, v)});
      for (size_t a = 0; a < alts.size(); ++a) {
        const Alternative &alt = alts[a];
        std::string name = k.name + "/" + v.name() + "/" + alt.name;
        const Fn &run = alt.run;
        if (a < computed) {
          check(name, run);
          ++checked;
        } else {
          checkCopy(name, run, k.src, k.readBytes);
        }
        auto *b = benchmark::RegisterBenchmark(name.c_str(), runBenchmark, run,
                                               k.movedBytes);
        b->Unit(benchmark::kMillisecond)
            ->Repetitions(repetitions)
            ->MinTime(minTime);
        if (v.threads > 1)
          b->UseRealTime();
      }
    }
    std::fprintf(stderr,
                 "shapes-bench: %s: %zu alternative/variant results agree "
                 "with the loops, every byte\n",
                 k.name.c_str(), checked);
  }
}

} // namespace large
