//===- bench.cpp - shapes-generated code next to its alternatives ---------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// For every kernel of kernels.mlir, the same computation as
//   shapes         the kernel compiled ahead of time by shapes-opt
//                  -shapes-to-llvm (kernels.o), called through its
//                  _mlir_ciface_ wrapper;
//   loops          plain C++ loops;
//   loops_tiled    (relayout_pad only) a 32x32-blocked transposing copy;
//   eigen          Eigen 3 expressions on row-major Maps;
//   mlir_linalg    upstream MLIR, named linalg ops with materialized
//                  broadcasts (upstream.mlir, upstream mlir-opt lowering);
//   mlir_generic   upstream MLIR, one linalg.generic with broadcasting
//                  indexing maps (destination-passing style for the relayout);
//   memcpy         a bandwidth reference: malloc + memcpy of the bytes the
//                  kernel must read (+ memset of what it writes beyond that)
//                  + free;
//   copy           another: the same bytes moved by a vectorized loop of
//                  ordinary loads and stores (memcpy streams with
//                  non-temporal stores, which is slower than ordinary stores
//                  when the data fits in the last-level cache, faster when it
//                  does not). run.sh takes the faster of the two as the
//                  bandwidth limit.
// Every alternative allocates its result the same way the generated code does
// (malloc of size + 64, aligned up to 64 bytes) and the benchmark loop frees
// it, so all of them pay the same allocation cost.
//
// Before benchmarking, every alternative's result is compared, element by
// element (and for the padded layout, padding included), with the plain C++
// loops' result; any mismatch aborts with a message.
//
// Benchmark names are "<kernel>/<alternative>"; run.sh turns the JSON output
// (--benchmark_format=json) into ratio tables.
//
// The 64 MiB cases (4096x4096 f32, in place and returning, 1 and 2
// threads) are in large.cpp, registered from main(); their repetitions and
// minimum time are --large_repetitions=N and --large_min_time=SECONDS.
// --large=0 leaves them out, their checks included: a quick run of the
// kernels above alone.
//
//===----------------------------------------------------------------------===//

#include "mlir/ExecutionEngine/CRunnerUtils.h"

#include <benchmark/benchmark.h>

#include <Eigen/Core>

#include <algorithm>
#include <cinttypes>
#include <climits>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include <sys/resource.h>

namespace {

constexpr int64_t kRows = 4096, kCols = 1024;   // bcast_add, outer, int_div
constexpr int64_t kSide = 2048, kPadded = 2056; // relayout_pad

/// A memref descriptor as the C interface passes it (by pointer): upstream's
/// {basePtr (allocated), data (aligned), offset, sizes[N], strides[N]}.
template <typename T, int N> using MemRef = StridedMemRefType<T, N>;

template <typename T> MemRef<T, 1> vec(const T *data, int64_t n) {
  return {const_cast<T *>(data), const_cast<T *>(data), 0, {n}, {1}};
}
template <typename T>
MemRef<T, 2> mat(const T *data, int64_t rows, int64_t cols) {
  return {
      const_cast<T *>(data), const_cast<T *>(data), 0, {rows, cols}, {cols, 1}};
}

} // namespace

// The AOT-compiled kernels: shapes (kernels.o) and upstream MLIR (upstream.o).
extern "C" {
void _mlir_ciface_bcast_add(MemRef<float, 2> *, MemRef<float, 2> *,
                            MemRef<float, 1> *);
void _mlir_ciface_outer(MemRef<float, 2> *, MemRef<float, 2> *,
                        MemRef<float, 2> *);
void _mlir_ciface_relayout_pad(MemRef<float, 2> *, MemRef<float, 2> *);
void _mlir_ciface_int_div(MemRef<int32_t, 2> *, MemRef<int32_t, 2> *,
                          MemRef<int32_t, 1> *);

void _mlir_ciface_bcast_add_linalg(MemRef<float, 2> *, MemRef<float, 2> *,
                                   MemRef<float, 1> *);
void _mlir_ciface_bcast_add_generic(MemRef<float, 2> *, MemRef<float, 2> *,
                                    MemRef<float, 1> *);
void _mlir_ciface_outer_linalg(MemRef<float, 2> *, MemRef<float, 2> *,
                               MemRef<float, 2> *);
void _mlir_ciface_outer_generic(MemRef<float, 2> *, MemRef<float, 2> *,
                                MemRef<float, 2> *);
void _mlir_ciface_relayout_pad_linalg(MemRef<float, 2> *, MemRef<float, 2> *);
void _mlir_ciface_relayout_pad_generic(MemRef<float, 2> *, MemRef<float, 2> *);
void _mlir_ciface_int_div_linalg(MemRef<int32_t, 2> *, MemRef<int32_t, 2> *,
                                 MemRef<int32_t, 1> *);
void _mlir_ciface_int_div_generic(MemRef<int32_t, 2> *, MemRef<int32_t, 2> *,
                                  MemRef<int32_t, 1> *);
}

namespace {

/// A result: what to free, where the elements are, and the strides (in
/// elements) of the logical 2-D array in that buffer.
struct Out {
  void *allocated;
  const void *data;
  int64_t stride0, stride1;
};

template <typename T, int N> Out fromMemRef(const MemRef<T, N> &r) {
  static_assert(N == 2, "2-D results only");
  return {r.basePtr, r.data + r.offset, r.strides[0], r.strides[1]};
}

/// What the generated code does for memref.alloc {alignment = 64}.
template <typename T> T *alloc64(size_t elements, void **allocated) {
  void *p = std::malloc(elements * sizeof(T) + 64);
  if (!p) {
    std::fprintf(stderr, "shapes-bench: out of memory\n");
    std::abort();
  }
  *allocated = p;
  return reinterpret_cast<T *>((reinterpret_cast<uintptr_t>(p) + 63) &
                               ~uintptr_t(63));
}

/// The inputs, allocated and filled once.
struct Inputs {
  float *m, *v;     // bcast_add: (4096,1024) and (1024)
  float *a, *b;     // outer: (4096,1) and (1,1024)
  float *x;         // relayout_pad: (2048,2048)
  int32_t *mi, *vi; // int_div: (4096,1024) and (1024)
  uint8_t *bytes;   // the memcpy reference's source
  size_t bytesSize;
};
Inputs in;

uint64_t rngState = 0x9E3779B97F4A7C15ull;
uint64_t next() {
  rngState ^= rngState << 13;
  rngState ^= rngState >> 7;
  rngState ^= rngState << 17;
  return rngState;
}
float nextFloat() {
  return static_cast<float>(next() >> 40) / float(1 << 24) * 2.0f - 1.0f;
}

template <typename T> T *allocInput(size_t elements) {
  void *ignored;
  return alloc64<T>(elements, &ignored);
}

void makeInputs() {
  in.m = allocInput<float>(kRows * kCols);
  in.v = allocInput<float>(kCols);
  in.a = allocInput<float>(kRows);
  in.b = allocInput<float>(kCols);
  in.x = allocInput<float>(kSide * kSide);
  in.mi = allocInput<int32_t>(kRows * kCols);
  in.vi = allocInput<int32_t>(kCols);
  in.bytesSize = kSide * kPadded * sizeof(float); // the largest kernel output
  in.bytes = allocInput<uint8_t>(in.bytesSize);
  for (int64_t k = 0; k < kRows * kCols; ++k)
    in.m[k] = nextFloat();
  for (int64_t k = 0; k < kCols; ++k)
    in.v[k] = nextFloat();
  for (int64_t k = 0; k < kRows; ++k)
    in.a[k] = nextFloat();
  for (int64_t k = 0; k < kCols; ++k)
    in.b[k] = nextFloat();
  for (int64_t k = 0; k < kSide * kSide; ++k)
    in.x[k] = nextFloat();
  for (int64_t k = 0; k < kRows * kCols; ++k)
    in.mi[k] = static_cast<int32_t>(next());
  // Divisors in [-1000, 1000], with the special cases XLA defines: zeros
  // (x / 0 = -1) and -1 against INT_MIN (INT_MIN / -1 = INT_MIN).
  for (int64_t k = 0; k < kCols; ++k)
    in.vi[k] = static_cast<int32_t>(next() % 2001) - 1000;
  for (int64_t k : {0, 5, 333, 1023})
    in.vi[k] = 0;
  for (int64_t k : {1, 100, 700})
    in.vi[k] = -1;
  for (int64_t r = 0; r < kRows; r += 7)
    for (int64_t k : {0, 1, 100, 2, 700})
      in.mi[r * kCols + k] = INT32_MIN;
  for (size_t k = 0; k < in.bytesSize; ++k)
    in.bytes[k] = static_cast<uint8_t>(next());
}

//===----------------------------------------------------------------------===//
// The alternatives. noinline: each is one call, as the AOT kernels are.
//===----------------------------------------------------------------------===//

using RowMat =
    Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using RowMatI =
    Eigen::Matrix<int32_t, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using RowVec = Eigen::Matrix<float, 1, Eigen::Dynamic>;
using RowVecI = Eigen::Matrix<int32_t, 1, Eigen::Dynamic>;
using ColVec = Eigen::Matrix<float, Eigen::Dynamic, 1>;
using Stride = Eigen::OuterStride<>;

inline int32_t safeDiv(int32_t x, int32_t y) {
  if (y == 0)
    return -1;
  if (x == INT32_MIN && y == -1)
    return INT32_MIN;
  return x / y;
}

struct SafeDivOp {
  int32_t operator()(int32_t x, int32_t y) const { return safeDiv(x, y); }
};

/// The bandwidth references: move the bytes a kernel must read (copied) and
/// write (copied, then the excess set) into a fresh result allocation.
/// `memcpy`: glibc's memcpy and memset (for large sizes they stream with
/// non-temporal stores, bypassing the caches).
__attribute__((noinline)) Out bandwidthMemcpy(size_t readBytes,
                                              size_t writeBytes) {
  void *allocated;
  uint8_t *out = alloc64<uint8_t>(writeBytes, &allocated);
  size_t copied = std::min(readBytes, writeBytes);
  std::memcpy(out, in.bytes, copied);
  std::memset(out + copied, 0, writeBytes - copied);
  return {allocated, out, 0, 0};
}

/// `copy`: the same as a vectorized loop of ordinary loads and stores (what
/// the kernels' own loops are made of); no_builtin keeps clang from turning
/// it back into memcpy/memset calls.
__attribute__((noinline, no_builtin("memcpy", "memset"))) Out
bandwidthCopy(size_t readBytes, size_t writeBytes) {
  void *allocated;
  size_t words = writeBytes / 4, copied = std::min(readBytes, writeBytes) / 4;
  float *out = alloc64<float>(words, &allocated);
  const float *src = reinterpret_cast<const float *>(in.bytes);
  for (size_t k = 0; k < copied; ++k)
    out[k] = src[k];
  for (size_t k = copied; k < words; ++k)
    out[k] = 0.0f;
  return {allocated, out, 0, 0};
}

// --- bcast_add -------------------------------------------------------------

__attribute__((noinline)) Out bcastAddShapes() {
  MemRef<float, 2> r, m = mat(in.m, kRows, kCols);
  MemRef<float, 1> v = vec(in.v, kCols);
  _mlir_ciface_bcast_add(&r, &m, &v);
  return fromMemRef(r);
}

__attribute__((noinline)) Out bcastAddLoops() {
  void *allocated;
  float *out = alloc64<float>(kRows * kCols, &allocated);
  const float *m = in.m, *v = in.v;
  for (int64_t i = 0; i < kRows; ++i)
    for (int64_t j = 0; j < kCols; ++j)
      out[i * kCols + j] = m[i * kCols + j] + v[j];
  return {allocated, out, kCols, 1};
}

__attribute__((noinline)) Out bcastAddEigen() {
  void *allocated;
  float *out = alloc64<float>(kRows * kCols, &allocated);
  Eigen::Map<const RowMat, Eigen::Aligned64> m(in.m, kRows, kCols);
  Eigen::Map<const RowVec, Eigen::Aligned64> v(in.v, kCols);
  Eigen::Map<RowMat, Eigen::Aligned64> r(out, kRows, kCols);
  r = m.rowwise() + v;
  return {allocated, out, kCols, 1};
}

template <void (*F)(MemRef<float, 2> *, MemRef<float, 2> *, MemRef<float, 1> *)>
__attribute__((noinline)) Out bcastAddMlir() {
  MemRef<float, 2> r, m = mat(in.m, kRows, kCols);
  MemRef<float, 1> v = vec(in.v, kCols);
  F(&r, &m, &v);
  return fromMemRef(r);
}

// --- outer -----------------------------------------------------------------

__attribute__((noinline)) Out outerShapes() {
  MemRef<float, 2> r, a = mat(in.a, kRows, 1), b = mat(in.b, 1, kCols);
  _mlir_ciface_outer(&r, &a, &b);
  return fromMemRef(r);
}

__attribute__((noinline)) Out outerLoops() {
  void *allocated;
  float *out = alloc64<float>(kRows * kCols, &allocated);
  const float *a = in.a, *b = in.b;
  for (int64_t i = 0; i < kRows; ++i)
    for (int64_t j = 0; j < kCols; ++j)
      out[i * kCols + j] = a[i] * b[j];
  return {allocated, out, kCols, 1};
}

__attribute__((noinline)) Out outerEigen() {
  void *allocated;
  float *out = alloc64<float>(kRows * kCols, &allocated);
  Eigen::Map<const ColVec, Eigen::Aligned64> a(in.a, kRows);
  Eigen::Map<const RowVec, Eigen::Aligned64> b(in.b, kCols);
  Eigen::Map<RowMat, Eigen::Aligned64> r(out, kRows, kCols);
  r.noalias() = a * b; // the outer product, no temporary
  return {allocated, out, kCols, 1};
}

template <void (*F)(MemRef<float, 2> *, MemRef<float, 2> *, MemRef<float, 2> *)>
__attribute__((noinline)) Out outerMlir() {
  MemRef<float, 2> r, a = mat(in.a, kRows, 1), b = mat(in.b, 1, kCols);
  F(&r, &a, &b);
  return fromMemRef(r);
}

// --- relayout_pad ----------------------------------------------------------
// Result: the padded column-major buffer, 2048 columns of 2056 floats (the
// last 8 zero); logical element (i, j) at j * 2056 + i.

__attribute__((noinline)) Out relayoutShapes() {
  MemRef<float, 2> r, x = mat(in.x, kSide, kSide);
  _mlir_ciface_relayout_pad(&r, &x);
  return fromMemRef(r);
}

__attribute__((noinline)) Out relayoutLoops() {
  void *allocated;
  float *out = alloc64<float>(kSide * kPadded, &allocated);
  const float *x = in.x;
  for (int64_t i = 0; i < kSide; ++i)
    for (int64_t j = 0; j < kSide; ++j)
      out[j * kPadded + i] = x[i * kSide + j];
  for (int64_t j = 0; j < kSide; ++j)
    for (int64_t i = kSide; i < kPadded; ++i)
      out[j * kPadded + i] = 0.0f;
  return {allocated, out, 1, kPadded};
}

__attribute__((noinline)) Out relayoutLoopsTiled() {
  constexpr int64_t kTile = 32;
  void *allocated;
  float *out = alloc64<float>(kSide * kPadded, &allocated);
  const float *x = in.x;
  for (int64_t jj = 0; jj < kSide; jj += kTile) {
    for (int64_t ii = 0; ii < kSide; ii += kTile)
      for (int64_t j = jj; j < jj + kTile; ++j)
        for (int64_t i = ii; i < ii + kTile; ++i)
          out[j * kPadded + i] = x[i * kSide + j];
    for (int64_t j = jj; j < jj + kTile; ++j)
      for (int64_t i = kSide; i < kPadded; ++i)
        out[j * kPadded + i] = 0.0f;
  }
  return {allocated, out, 1, kPadded};
}

__attribute__((noinline)) Out relayoutEigen() {
  void *allocated;
  float *out = alloc64<float>(kSide * kPadded, &allocated);
  Eigen::Map<const RowMat, Eigen::Aligned64> x(in.x, kSide, kSide);
  // Row j of the destination (outer stride 2056) is column j of x.
  Eigen::Map<RowMat, Eigen::Aligned64, Stride> dst(out, kSide, kSide,
                                                   Stride(kPadded));
  Eigen::Map<RowMat, Eigen::Unaligned, Stride> pad(
      out + kSide, kSide, kPadded - kSide, Stride(kPadded));
  dst = x.transpose();
  pad.setZero();
  return {allocated, out, 1, kPadded};
}

template <void (*F)(MemRef<float, 2> *, MemRef<float, 2> *)>
__attribute__((noinline)) Out relayoutMlir() {
  // The result is memref<2048x2056xf32>: row j = column j of x, then padding.
  MemRef<float, 2> r, x = mat(in.x, kSide, kSide);
  F(&r, &x);
  if (r.sizes[0] != kSide || r.sizes[1] != kPadded || r.strides[0] != kPadded ||
      r.strides[1] != 1) {
    std::fprintf(stderr, "shapes-bench: unexpected upstream relayout result\n");
    std::abort();
  }
  return {r.basePtr, r.data + r.offset, 1, kPadded};
}

// --- int_div ---------------------------------------------------------------

__attribute__((noinline)) Out intDivShapes() {
  MemRef<int32_t, 2> r, m = mat(in.mi, kRows, kCols);
  MemRef<int32_t, 1> v = vec(in.vi, kCols);
  _mlir_ciface_int_div(&r, &m, &v);
  return fromMemRef(r);
}

__attribute__((noinline)) Out intDivLoops() {
  void *allocated;
  int32_t *out = alloc64<int32_t>(kRows * kCols, &allocated);
  const int32_t *m = in.mi, *v = in.vi;
  for (int64_t i = 0; i < kRows; ++i)
    for (int64_t j = 0; j < kCols; ++j)
      out[i * kCols + j] = safeDiv(m[i * kCols + j], v[j]);
  return {allocated, out, kCols, 1};
}

__attribute__((noinline)) Out intDivEigen() {
  void *allocated;
  int32_t *out = alloc64<int32_t>(kRows * kCols, &allocated);
  Eigen::Map<const RowMatI, Eigen::Aligned64> m(in.mi, kRows, kCols);
  Eigen::Map<const RowVecI, Eigen::Aligned64> v(in.vi, kCols);
  Eigen::Map<RowMatI, Eigen::Aligned64> r(out, kRows, kCols);
  r = m.binaryExpr(v.replicate(kRows, 1), SafeDivOp());
  return {allocated, out, kCols, 1};
}

template <void (*F)(MemRef<int32_t, 2> *, MemRef<int32_t, 2> *,
                    MemRef<int32_t, 1> *)>
__attribute__((noinline)) Out intDivMlir() {
  MemRef<int32_t, 2> r, m = mat(in.mi, kRows, kCols);
  MemRef<int32_t, 1> v = vec(in.vi, kCols);
  F(&r, &m, &v);
  return fromMemRef(r);
}

//===----------------------------------------------------------------------===//
// Registration and checking.
//===----------------------------------------------------------------------===//

struct Alternative {
  std::string name;
  std::function<Out()> run;
};

struct Kernel {
  std::string name;
  int64_t rows, cols; // logical shape of the result
  int64_t physical;   // elements of the result buffer (with padding)
  size_t readBytes, writeBytes;
  std::vector<Alternative> alternatives; // the first one is the reference
};

std::vector<Kernel> kernels() {
  const size_t f = sizeof(float);
  return {
      {"bcast_add",
       kRows,
       kCols,
       kRows * kCols,
       (kRows * kCols + kCols) * f,
       kRows * kCols * f,
       {{"loops", bcastAddLoops},
        {"shapes", bcastAddShapes},
        {"eigen", bcastAddEigen},
        {"mlir_linalg", bcastAddMlir<_mlir_ciface_bcast_add_linalg>},
        {"mlir_generic", bcastAddMlir<_mlir_ciface_bcast_add_generic>}}},
      {"outer",
       kRows,
       kCols,
       kRows * kCols,
       (kRows + kCols) * f,
       kRows * kCols * f,
       {{"loops", outerLoops},
        {"shapes", outerShapes},
        {"eigen", outerEigen},
        {"mlir_linalg", outerMlir<_mlir_ciface_outer_linalg>},
        {"mlir_generic", outerMlir<_mlir_ciface_outer_generic>}}},
      {"relayout_pad",
       kSide,
       kSide,
       kSide * kPadded,
       kSide * kSide * f,
       kSide * kPadded * f,
       {{"loops", relayoutLoops},
        {"shapes", relayoutShapes},
        {"loops_tiled", relayoutLoopsTiled},
        {"eigen", relayoutEigen},
        {"mlir_linalg", relayoutMlir<_mlir_ciface_relayout_pad_linalg>},
        {"mlir_generic", relayoutMlir<_mlir_ciface_relayout_pad_generic>}}},
      {"int_div",
       kRows,
       kCols,
       kRows * kCols,
       (kRows * kCols + kCols) * 4,
       kRows * kCols * 4,
       {{"loops", intDivLoops},
        {"shapes", intDivShapes},
        {"eigen", intDivEigen},
        {"mlir_linalg", intDivMlir<_mlir_ciface_int_div_linalg>},
        {"mlir_generic", intDivMlir<_mlir_ciface_int_div_generic>}}},
  };
}

/// Compares `got` with the reference `want`: every logical element, and for
/// a padded result (relayout_pad) every padding element, which must be 0.
/// All element types here are 4 bytes; bit patterns are compared.
void check(const Kernel &k, const std::string &alt, const Out &want,
           const Out &got) {
  auto fail = [&](const char *what, int64_t i, int64_t j, uint32_t w,
                  uint32_t g) {
    std::fprintf(stderr,
                 "shapes-bench: MISMATCH in %s/%s: %s (%" PRId64 ", %" PRId64
                 "): expected bits 0x%08x, got 0x%08x\n",
                 k.name.c_str(), alt.c_str(), what, i, j, w, g);
    std::abort();
  };
  if (got.stride0 != want.stride0 || got.stride1 != want.stride1) {
    std::fprintf(stderr,
                 "shapes-bench: MISMATCH in %s/%s: strides [%" PRId64
                 ", %" PRId64 "], expected [%" PRId64 ", %" PRId64 "]\n",
                 k.name.c_str(), alt.c_str(), got.stride0, got.stride1,
                 want.stride0, want.stride1);
    std::abort();
  }
  const uint32_t *w = static_cast<const uint32_t *>(want.data);
  const uint32_t *g = static_cast<const uint32_t *>(got.data);
  for (int64_t i = 0; i < k.rows; ++i)
    for (int64_t j = 0; j < k.cols; ++j) {
      int64_t at = i * want.stride0 + j * want.stride1;
      if (w[at] != g[at])
        fail("element", i, j, w[at], g[at]);
    }
  if (k.physical != k.rows * k.cols) {
    // relayout_pad: columns of kPadded, padding rows kSide..kPadded-1.
    for (int64_t j = 0; j < k.cols; ++j)
      for (int64_t i = k.rows; i < kPadded; ++i) {
        int64_t at = i + j * kPadded;
        if (g[at] != 0)
          fail("padding element", i, j, 0, g[at]);
      }
  }
}

/// Spot checks of the reference itself against the definitions.
void checkReference(const Kernel &k, const Out &ref) {
  static const int64_t specialColumns[] = {0, 1, 5, 100, 333, 700, 1023, 2};
  bool ok = true;
  for (int s = 0; s < 64; ++s) {
    int64_t i = next() % k.rows, j = next() % k.cols;
    if (s < 8 && k.name == "int_div") { // hit the special cases
      j = specialColumns[s];
      i = 7 * (next() % (kRows / 7));
    }
    const void *at = static_cast<const char *>(ref.data) +
                     4 * (i * ref.stride0 + j * ref.stride1);
    if (k.name == "bcast_add")
      ok &= *static_cast<const float *>(at) == in.m[i * kCols + j] + in.v[j];
    else if (k.name == "outer")
      ok &= *static_cast<const float *>(at) == in.a[i] * in.b[j];
    else if (k.name == "relayout_pad")
      ok &= *static_cast<const float *>(at) == in.x[i * kSide + j];
    else if (k.name == "int_div") {
      int64_t x = in.mi[i * kCols + j], y = in.vi[j];
      int64_t want = y == 0                        ? -1
                     : (x == INT32_MIN && y == -1) ? INT32_MIN
                                                   : x / y;
      ok &= *static_cast<const int32_t *>(at) == want;
    }
  }
  if (!ok) {
    std::fprintf(stderr, "shapes-bench: the reference (loops) of %s is wrong\n",
                 k.name.c_str());
    std::abort();
  }
}

long minorFaults() {
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_minflt;
}

/// One call and one free per iteration. Also counts the minor page faults
/// per call: fresh pages from the kernel (a large malloc that glibc serves
/// with mmap, or after trimming its heap) are part of an alternative's cost,
/// and this makes them visible.
void runBenchmark(benchmark::State &state, std::function<Out()> run,
                  size_t bytes) {
  long faults = minorFaults();
  for (auto _ : state) {
    Out out = run();
    benchmark::DoNotOptimize(out.data);
    benchmark::ClobberMemory();
    std::free(out.allocated);
  }
  faults = minorFaults() - faults;
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes));
  state.counters["faults"] = benchmark::Counter(
      static_cast<double>(faults), benchmark::Counter::kAvgIterations);
}

} // namespace

// The 64 MiB cases (large.cpp).
namespace large {
void registerBenchmarks(int repetitions, double minTime);
} // namespace large

int main(int argc, char **argv) {
  // Our own flags, taken out before Google Benchmark sees the arguments:
  // --large_repetitions=N, --large_min_time=SECONDS, --large=0|1 (the 64 MiB
  // cases).
  int largeRepetitions = 5;
  double largeMinTime = 0.1;
  bool large = true;
  int kept = 1;
  for (int a = 1; a < argc; ++a) {
    std::string arg = argv[a];
    if (arg.rfind("--large_repetitions=", 0) == 0)
      largeRepetitions = std::atoi(arg.c_str() + 20);
    else if (arg.rfind("--large_min_time=", 0) == 0)
      largeMinTime = std::atof(arg.c_str() + 17);
    else if (arg.rfind("--large=", 0) == 0)
      large = std::atoi(arg.c_str() + 8) != 0;
    else
      argv[kept++] = argv[a];
  }
  argc = kept;
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv))
    return 1;
  makeInputs();

  for (const Kernel &k : kernels()) {
    Out ref = k.alternatives.front().run();
    checkReference(k, ref);
    for (size_t a = 1; a < k.alternatives.size(); ++a) {
      Out got = k.alternatives[a].run();
      check(k, k.alternatives[a].name, ref, got);
      std::free(got.allocated);
    }
    std::free(ref.allocated);
    std::fprintf(stderr, "shapes-bench: %s: %zu alternatives agree\n",
                 k.name.c_str(), k.alternatives.size());

    size_t bytes = k.readBytes + k.writeBytes;
    for (const Alternative &alt : k.alternatives)
      benchmark::RegisterBenchmark((k.name + "/" + alt.name).c_str(),
                                   runBenchmark, alt.run, bytes)
          ->Unit(benchmark::kMillisecond);
    size_t r = k.readBytes, w = k.writeBytes;
    benchmark::RegisterBenchmark(
        (k.name + "/memcpy").c_str(), runBenchmark,
        std::function<Out()>([r, w] { return bandwidthMemcpy(r, w); }), bytes)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(
        (k.name + "/copy").c_str(), runBenchmark,
        std::function<Out()>([r, w] { return bandwidthCopy(r, w); }), bytes)
        ->Unit(benchmark::kMillisecond);
  }

  benchmark::AddCustomContext(
      "read_write_bytes",
      "bcast_add/int_div: 16 MiB + 16 MiB; outer: 20 KiB + 16 MiB; "
      "relayout_pad: 16 MiB + 16.06 MiB");
  if (large)
    large::registerBenchmarks(largeRepetitions, largeMinTime);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
