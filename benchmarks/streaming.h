//===- streaming.h - hand-written SIMD kernels with streaming stores
//-------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The "avx512" alternative of the 64 MiB benchmark cases (large.cpp): what an
// expert writes by hand for a memory-bound kernel whose destination does not
// fit in the cache (the 64 MiB add and transposes, the four-op chains).
// Intrinsics, full-vector loads, in-register transposes of 16x16 tiles, and
// non-temporal (streaming) stores of whole 64-byte lines, so the destination
// is written without being read into the cache first.
//
// With __AVX512F__ (clang -march=native on an AVX-512 machine) the vectors are
// 16 floats (__m512, _mm512_stream_ps); otherwise AVX2 with 8 floats (__m256,
// _mm256_stream_ps, 8x8 tiles). kIsa names the one compiled.
//
// Every function works on a range of rows so that callers can split the
// work between threads; each thread must end with endStreaming() (sfence:
// streaming stores are weakly ordered).
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_BENCHMARKS_STREAMING_H
#define SHAPES_BENCHMARKS_STREAMING_H

#include <immintrin.h>

#include <algorithm>
#include <cstdint>

namespace streaming {

#if defined(__AVX512F__)

constexpr const char *kIsa = "AVX-512";
constexpr int64_t kW = 16; // floats per vector, and the tile side
using Vec = __m512;

inline Vec zero() { return _mm512_setzero_ps(); }
inline Vec load(const float *p) { return _mm512_load_ps(p); }
inline Vec loadu(const float *p) { return _mm512_loadu_ps(p); }
/// The first `n` floats at p (0 < n <= kW), zeros after; reads nothing past
/// them (masked lanes do not fault).
inline Vec loadPartial(const float *p, int64_t n) {
  return _mm512_maskz_loadu_ps(static_cast<__mmask16>((1u << n) - 1), p);
}
inline Vec add(Vec a, Vec b) { return _mm512_add_ps(a, b); }
inline Vec sub(Vec a, Vec b) { return _mm512_sub_ps(a, b); }
inline Vec mul(Vec a, Vec b) { return _mm512_mul_ps(a, b); }
inline void stream(float *p, Vec v) { _mm512_stream_ps(p, v); }

/// r[k] = column k of the 16x16 tile whose rows are r[0..15].
inline void transposeTile(Vec r[16]) {
  Vec t[16];
  for (int k = 0; k < 16; k += 2) {
    t[k] = _mm512_unpacklo_ps(r[k], r[k + 1]);
    t[k + 1] = _mm512_unpackhi_ps(r[k], r[k + 1]);
  }
  // r[4q + c] lane L = rows 4q..4q+3 of column 4L + c.
  for (int q = 0; q < 4; ++q) {
    __m512d a = _mm512_castps_pd(t[4 * q]), b = _mm512_castps_pd(t[4 * q + 1]),
            c = _mm512_castps_pd(t[4 * q + 2]),
            d = _mm512_castps_pd(t[4 * q + 3]);
    r[4 * q + 0] = _mm512_castpd_ps(_mm512_unpacklo_pd(a, c));
    r[4 * q + 1] = _mm512_castpd_ps(_mm512_unpackhi_pd(a, c));
    r[4 * q + 2] = _mm512_castpd_ps(_mm512_unpacklo_pd(b, d));
    r[4 * q + 3] = _mm512_castpd_ps(_mm512_unpackhi_pd(b, d));
  }
  // 128-bit lanes: first pairs of row groups (0,1) and (2,3), then the pairs.
  for (int h = 0; h < 2; ++h)
    for (int c = 0; c < 4; ++c) {
      t[8 * h + c] = _mm512_shuffle_f32x4(r[8 * h + c], r[8 * h + 4 + c], 0x88);
      t[8 * h + 4 + c] =
          _mm512_shuffle_f32x4(r[8 * h + c], r[8 * h + 4 + c], 0xdd);
    }
  for (int c = 0; c < 8; ++c) {
    r[c] = _mm512_shuffle_f32x4(t[c], t[8 + c], 0x88);
    r[8 + c] = _mm512_shuffle_f32x4(t[c], t[8 + c], 0xdd);
  }
}

inline void endStreaming() { _mm_sfence(); }

#elif defined(__AVX2__)

constexpr const char *kIsa = "AVX2";
constexpr int64_t kW = 8;
using Vec = __m256;

inline Vec zero() { return _mm256_setzero_ps(); }
inline Vec load(const float *p) { return _mm256_load_ps(p); }
inline Vec loadu(const float *p) { return _mm256_loadu_ps(p); }
inline Vec loadPartial(const float *p, int64_t n) {
  alignas(32) static const int32_t ramp[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  __m256i mask = _mm256_cmpgt_epi32(_mm256_set1_epi32(static_cast<int>(n)),
                                    _mm256_load_si256((const __m256i *)ramp));
  return _mm256_maskload_ps(p, mask);
}
inline Vec add(Vec a, Vec b) { return _mm256_add_ps(a, b); }
inline Vec sub(Vec a, Vec b) { return _mm256_sub_ps(a, b); }
inline Vec mul(Vec a, Vec b) { return _mm256_mul_ps(a, b); }
inline void stream(float *p, Vec v) { _mm256_stream_ps(p, v); }

/// r[k] = column k of the 8x8 tile whose rows are r[0..7].
inline void transposeTile(Vec r[8]) {
  Vec t[8], s[8];
  for (int k = 0; k < 8; k += 2) {
    t[k] = _mm256_unpacklo_ps(r[k], r[k + 1]);
    t[k + 1] = _mm256_unpackhi_ps(r[k], r[k + 1]);
  }
  for (int q = 0; q < 2; ++q) {
    s[4 * q + 0] = _mm256_shuffle_ps(t[4 * q], t[4 * q + 2], 0x44);
    s[4 * q + 1] = _mm256_shuffle_ps(t[4 * q], t[4 * q + 2], 0xee);
    s[4 * q + 2] = _mm256_shuffle_ps(t[4 * q + 1], t[4 * q + 3], 0x44);
    s[4 * q + 3] = _mm256_shuffle_ps(t[4 * q + 1], t[4 * q + 3], 0xee);
  }
  for (int c = 0; c < 4; ++c) {
    r[c] = _mm256_permute2f128_ps(s[c], s[4 + c], 0x20);
    r[4 + c] = _mm256_permute2f128_ps(s[c], s[4 + c], 0x31);
  }
}

inline void endStreaming() { _mm_sfence(); }

#else
#error "streaming.h needs AVX2 or AVX-512 (build with -march=native on x86-64)"
#endif

/// IEEE 754-2019 maximum, lane by lane: NaN if either is NaN, and -0 < +0
/// (LLVM's llvm.maximum, which arith.maximumf and so shapes.max become;
/// vmaxps alone differs on NaNs and signed zeros).
inline Vec maximum(Vec a, Vec b) { return __builtin_elementwise_maximum(a, b); }

/// The four-op chain on one vector: max((x + v) * y - z, w), each op rounded
/// on its own (no fused multiply-add), as the shapes ops define it.
inline Vec chainOp(Vec x, Vec v, Vec y, Vec z, Vec w) {
  return maximum(sub(mul(add(x, v), y), z), w);
}

/// out[k] = src[k] for k in [b, e) with k < copied, 0 for the rest of
/// [b, e): a copy with streaming stores, the bandwidth reference of kernels
/// that read and write the same bytes once (b, e multiples of kW; out
/// 64-byte aligned, src any float alignment).
inline void copyRange(const float *src, float *out, int64_t copied, int64_t b,
                      int64_t e) {
  for (int64_t k = b; k < e; k += kW) {
    if (k + kW <= copied)
      stream(out + k, loadu(src + k));
    else if (k < copied)
      stream(out + k, loadPartial(src + k, copied - k));
    else
      stream(out + k, zero());
  }
}

/// out[i][j] = a[i][j] + v[j] for rows [r0, r1) of an n-column row-major
/// array (n a multiple of kW; a, v, out 64-byte aligned). The rows go as
/// kStreams groups walked side by side, a vector of each in turn (one core
/// keeps more lines in flight with several distant sequential streams than
/// with one), as -shapes-vectorize does for an elementwise nest with
/// streaming stores; the rows beyond kStreams equal groups one by one.
inline void addRows(const float *a, const float *v, float *out, int64_t n,
                    int64_t r0, int64_t r1) {
  constexpr int64_t kStreams = 4;
  int64_t per = (r1 - r0) / kStreams;
  for (int64_t i = 0; i < per; ++i) {
    const float *row[kStreams];
    float *dst[kStreams];
    for (int64_t s = 0; s < kStreams; ++s) {
      row[s] = a + (r0 + s * per + i) * n;
      dst[s] = out + (r0 + s * per + i) * n;
    }
    for (int64_t j = 0; j < n; j += kW) {
      Vec w = load(v + j);
#pragma clang loop unroll(full)
      for (int64_t s = 0; s < kStreams; ++s)
        stream(dst[s] + j, add(load(row[s] + j), w));
    }
  }
  for (int64_t i = r0 + kStreams * per; i < r1; ++i)
    for (int64_t j = 0; j < n; j += kW)
      stream(out + i * n + j, add(load(a + i * n + j), load(v + j)));
}

/// One kW x kW tile of a transposing copy: rows i0.. and columns j0.. of x
/// (row stride ldx, `rows` x `cols` valid elements) become columns of `out`
/// (row stride ldo, 64-byte aligned rows): out[j][i] = x[i][j]. Rows and
/// columns of the tile beyond the valid ones read as zero, so a tile on the
/// edge writes the zero padding of the destination with the same stores.
/// `ahead[k]` is prefetched after the store of tile row k.
template <bool Full>
__attribute__((always_inline)) inline void
transposeOne(const float *x, int64_t ldx, int64_t rows, int64_t cols,
             float *out, int64_t ldo, int64_t i0, int64_t j0,
             const float *const (&ahead)[kW]) {
  Vec r[kW];
  int64_t validCols = std::min(kW, cols - j0);
#pragma clang loop unroll(full)
  for (int64_t k = 0; k < kW; ++k) {
    const float *p = x + (i0 + k) * ldx + j0;
    if (Full)
      r[k] = loadu(p);
    else if (i0 + k >= rows || validCols <= 0)
      r[k] = zero();
    else if (validCols < kW)
      r[k] = loadPartial(p, validCols);
    else
      r[k] = loadu(p);
  }
  transposeTile(r);
#pragma clang loop unroll(full)
  for (int64_t k = 0; k < kW; ++k) {
    stream(out + (j0 + k) * ldo + i0, r[k]);
    _mm_prefetch(reinterpret_cast<const char *>(ahead[k]), _MM_HINT_T2);
  }
}

/// The transposing copy out[j][i] = x[i][j] for the input rows [r0, r1)
/// (multiples of kW), over all `outRows` rows of the destination (>= cols;
/// the rows beyond `cols`, and the columns beyond `rows`, are zero padding).
/// Tiles go in blocks of kBlock x kBlock elements (kBlock input rows by
/// kBlock destination rows), each walked destination rows outermost, so
/// that every destination row gets kBlock / kW consecutive lines per visit.
/// The hardware prefetchers do not follow kBlock strided streams: the tiles
/// of a block prefetch the next block's input lines in memory order (8
/// consecutive lines of a row, then the next row), one after each store.
/// The same structure as -shapes-vectorize's tiles. On the 2-vCPU AMD EPYC
/// VM (4096x4096, in place, memcpy time / kernel time): blocks of 32 input
/// rows without prefetches 0.48, 128 x 128 blocks 0.65-0.74, with a prefetch
/// of the line two tiles further down 0.83-0.89 (0.76-0.78 in a later
/// run), with these 0.96-0.99 in that run.
inline void transposeRows(const float *x, int64_t ldx, int64_t rows,
                          int64_t cols, float *out, int64_t ldo,
                          int64_t outRows, int64_t r0, int64_t r1) {
  constexpr int64_t kBlock = 128, kLine = 16, kRowLines = kBlock / kLine;
  constexpr int64_t kAheadRows =
      kW * kLine / kBlock > 0 ? kW * kLine / kBlock : 1;
  for (int64_t ib = r0; ib < r1; ib += kBlock) {
    int64_t ie = std::min(ib + kBlock, r1);
    bool fullRows = ie <= rows;
    int64_t lastRow = std::min(ie, rows) - 1;
    for (int64_t jb = 0; jb < outRows; jb += kBlock) {
      int64_t je = std::min(jb + kBlock, outRows);
      // The next block's columns of x (the last whole block's at the end).
      int64_t next = std::max<int64_t>(
          0, std::min(jb + kBlock, (cols / kBlock - 1) * kBlock));
      int64_t tile = 0;
      for (int64_t j0 = jb; j0 < je; j0 += kW) {
        bool full = fullRows && j0 + kW <= cols;
        for (int64_t i0 = ib; i0 < ie; i0 += kW, ++tile) {
          // This tile's rows of the next block: kAheadRows rows of kRowLines
          // lines (kW of them), at the last element of each line.
          const float *ahead[kW];
          for (int64_t k = 0; k < kW; ++k) {
            int64_t row = std::min(ib + (kAheadRows * tile) % kBlock +
                                       k / kRowLines % kAheadRows,
                                   lastRow);
            int64_t col =
                std::min(next + (k % kRowLines + 1) * kLine - 1, cols - 1);
            ahead[k] = x + row * ldx + col;
          }
          if (full)
            transposeOne<true>(x, ldx, rows, cols, out, ldo, i0, j0, ahead);
          else
            transposeOne<false>(x, ldx, rows, cols, out, ldo, i0, j0, ahead);
        }
      }
    }
  }
}

/// The four-op chain, all operands row-major (n columns, n a multiple of kW,
/// 64-byte aligned): out[i][j] = max((x[i][j] + v[j]) * y[i][j] - z[i][j],
/// w[i][j]) for rows [r0, r1).
inline void chainRows(const float *x, const float *v, const float *y,
                      const float *z, const float *w, float *out, int64_t n,
                      int64_t r0, int64_t r1) {
  for (int64_t i = r0; i < r1; ++i) {
    int64_t row = i * n;
    for (int64_t j = 0; j < n; j += kW)
      stream(out + row + j,
             chainOp(load(x + row + j), load(v + j), load(y + row + j),
                     load(z + row + j), load(w + row + j)));
  }
}

/// The same with x column-major: its physical buffer xt is x^T (x[i][j] at
/// xt[j * n + i]). kW x kW tiles of xt are transposed in registers (as in
/// transposeRows), giving kW rows of x a vector at a time; y, z, w and out
/// are read and written a vector per row of the tile. Output rows [r0, r1)
/// (multiples of kW), in blocks of kBlock rows.
inline void chainTransposedRows(const float *xt, const float *v, const float *y,
                                const float *z, const float *w, float *out,
                                int64_t n, int64_t r0, int64_t r1) {
  constexpr int64_t kBlock = 32;
  for (int64_t ib = r0; ib < r1; ib += kBlock) {
    int64_t ie = std::min(ib + kBlock, r1);
    for (int64_t j0 = 0; j0 < n; j0 += kW) {
      Vec vj = load(v + j0);
      for (int64_t i0 = ib; i0 < ie; i0 += kW) {
        Vec r[kW];
#pragma clang loop unroll(full)
        for (int64_t k = 0; k < kW; ++k)
          r[k] = load(xt + (j0 + k) * n + i0);
        transposeTile(r); // r[k] = x[i0 + k][j0 .. j0 + kW)
#pragma clang loop unroll(full)
        for (int64_t k = 0; k < kW; ++k) {
          int64_t at = (i0 + k) * n + j0;
          stream(out + at,
                 chainOp(r[k], vj, load(y + at), load(z + at), load(w + at)));
        }
      }
    }
  }
}

} // namespace streaming

#endif // SHAPES_BENCHMARKS_STREAMING_H
