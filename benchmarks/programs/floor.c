// The memory floor of a program: the time of one AVX2 pass that reads
// every input once and writes a fresh result, computing nothing but adds.
// No program with these inputs and result can be much faster on the same
// machine, so numpy time / floor time bounds the ratio any implementation
// reaches (run.sh prints it).
//
// The result is allocated as -shapes-huge-page-allocs allocates ours: from
// 4 MiB on, aligned to a 2 MiB huge page and advised MADV_HUGEPAGE, so that
// its page faults and zeroing cost the same. Sizes are counts of f32
// elements, powers of two from 64 on. The pass runs over the largest size:
// a smaller input is read again from its start, and a smaller result (the
// column sums') gets the sums written over and over, in the cache. It
// walks 1, 2, 4 or 8 parts of the range side by side and writes with plain
// or streaming stores; each variant runs RUNS times, and the best call of
// any counts.
//
// Usage: floor RUNS RESULT-ELEMENTS INPUT-ELEMENTS...
// Prints the best time in seconds.

#define _GNU_SOURCE
#include <immintrin.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <time.h>

#define MAX_INPUTS 4
#define HUGE_PAGE (2u << 20)

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static size_t parseSize(const char *text) {
  size_t n = strtoull(text, NULL, 10);
  if (n < 64 || (n & (n - 1))) {
    fprintf(stderr, "floor: %s is not a power of two from 64 on\n", text);
    exit(1);
  }
  return n;
}

/// An allocation of -shapes-huge-page-allocs with its default threshold
/// (4 MiB): from it on, 2 MiB-aligned and advised MADV_HUGEPAGE; below,
/// 64-byte aligned.
static float *allocate(size_t count) {
  void *p = NULL;
  size_t bytes = count * sizeof(float);
  int huge = bytes >= 2 * (size_t)HUGE_PAGE;
  if (posix_memalign(&p, huge ? HUGE_PAGE : 64, bytes)) {
    fprintf(stderr, "floor: out of memory\n");
    exit(1);
  }
  if (huge)
    madvise(p, bytes, MADV_HUGEPAGE);
  return p;
}

static void store(float *at, __m256 v, int streaming) {
  if (streaming)
    _mm256_stream_ps(at, v);
  else
    _mm256_store_ps(at, v);
}

/// The sum over k of in[k][i mod n[k]], 8 lanes from i.
static __m256 load(float *const *in, const size_t *n, int count, size_t i) {
  __m256 v = _mm256_load_ps(in[0] + (i & (n[0] - 1)));
  for (int k = 1; k < count; ++k)
    v = _mm256_add_ps(v, _mm256_load_ps(in[k] + (i & (n[k] - 1))));
  return v;
}

/// One pass over i below the largest size `total`, in `streams` equal
/// parts walked side by side (several distant sequential streams keep
/// more lines in flight): out[i] = load(i) when the result is that large;
/// a smaller result gets the sum over the parts at each j written to
/// out[j mod nOut].
static void pass(float *out, size_t nOut, float *const *in, const size_t *n,
                 int count, size_t total, int streams, int streaming) {
  size_t part = total / (size_t)streams;
  for (size_t j = 0; j < part; j += 8) {
    if (nOut == total) {
      for (int s = 0; s < streams; ++s)
        store(out + (size_t)s * part + j,
              load(in, n, count, (size_t)s * part + j), streaming);
      continue;
    }
    __m256 v = load(in, n, count, j);
    for (int s = 1; s < streams; ++s)
      v = _mm256_add_ps(v, load(in, n, count, (size_t)s * part + j));
    store(out + (j & (nOut - 1)), v, streaming);
  }
  _mm_sfence();
}

int main(int argc, char **argv) {
  if (argc < 4 || argc - 3 > MAX_INPUTS) {
    fprintf(stderr, "usage: %s RUNS RESULT-ELEMENTS INPUT-ELEMENTS...\n",
            argv[0]);
    return 1;
  }
  int runs = atoi(argv[1]);
  size_t nOut = parseSize(argv[2]);
  int count = argc - 3;
  float *in[MAX_INPUTS];
  size_t n[MAX_INPUTS];
  size_t total = nOut;
  for (int k = 0; k < count; ++k) {
    n[k] = parseSize(argv[3 + k]);
    in[k] = allocate(n[k]);
    for (size_t i = 0; i < n[k]; ++i)
      in[k][i] = (float)(i % 1000) * 0.5f;
    if (n[k] > total)
      total = n[k];
  }
  double best = 1e30;
  volatile float sink = 0;
  // Each run calls every variant: 1, 2, 4 and 8 streams, plain and
  // streaming stores.
  for (int call = 0; call < 8 * runs; ++call) {
    double start = now();
    float *out = allocate(nOut);
    pass(out, nOut, in, n, count, total, 1 << (call % 4), call / 4 % 2);
    double elapsed = now() - start;
    if (elapsed < best)
      best = elapsed;
    sink += out[nOut / 3];
    free(out);
  }
  printf("%.6f\n", best);
  return 0;
}
