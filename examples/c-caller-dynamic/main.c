/*===- main.c - calling shapes code with dynamic shapes from C ------------===//
 *
 * Part of the shapes project: XLA array semantics for MLIR.
 *
 *===----------------------------------------------------------------------===//
 *
 * Calls the kernels of kernel.mlir, compiled by
 *   shapes-opt kernel.mlir -shapes-to-llvm="results-to-out-params=true" |
 *     mlir-translate --mlir-to-llvmir
 * with sizes chosen at run time:
 *
 *   c-caller-dynamic            every kernel at every size in a sweep that
 *                               includes 0 and 1, each number checked
 *                               against what this file computes; prints a
 *                               summary, exits 1 on any difference
 *   c-caller-dynamic N M        one call of each kernel with N rows and M
 *                               columns, printing sizes, strides and the
 *                               physical buffers
 *   c-caller-dynamic mismatch   add_rows with 2 rows and 3 rows: the
 *                               generated code's size check aborts
 *   c-caller-dynamic mismatch-out
 *                               add_rows into an output buffer of 3 rows
 *                               for a result of 2: the check of the output
 *                               argument aborts
 *
 *===----------------------------------------------------------------------===*/

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Memref descriptors, the layout of the C interface. For a '?' size the
   descriptor holds the run-time size; the strides are those of the layout
   for these sizes (in elements). */
typedef struct {
  float *allocated; /* what to free() */
  float *aligned;   /* where element 0 is */
  int64_t offset;   /* in elements, from aligned */
  int64_t sizes[2];
  int64_t strides[2];
} MemRef2DF32;

typedef struct {
  float *allocated;
  float *aligned;
  int64_t offset;
  int64_t sizes[1];
  int64_t strides[1];
} MemRef1DF32;

typedef struct {
  int32_t *allocated;
  int32_t *aligned;
  int64_t offset;
  int64_t sizes[2];
  int64_t strides[2];
} MemRef2DI32;

typedef struct {
  int32_t *allocated;
  int32_t *aligned;
  int64_t offset;
  int64_t sizes[1];
  int64_t strides[1];
} MemRef1DI32;

/* Every argument in order: a tensor or memref as a pointer to its
   descriptor, an index as int64_t. The output arguments (the memref
   arguments of kernel.mlir, and the results that results-to-out-params
   moves) come where the function type puts them, after the inputs; the
   caller allocates them with the result's sizes and the layout's strides
   for these sizes. */
void _mlir_ciface_add_rows(MemRef2DF32 *a, MemRef2DF32 *b, MemRef2DF32 *out);
void _mlir_ciface_outer(MemRef1DI32 *v, int64_t n, int64_t m, MemRef2DI32 *out);
void _mlir_ciface_scale_columns(MemRef2DF32 *x, MemRef1DF32 *v,
                                MemRef2DF32 *out);
void _mlir_ciface_clamp_below(MemRef2DF32 *a, MemRef1DF32 *floor,
                              MemRef2DF32 *out);
void _mlir_ciface_add_to_fixed(MemRef2DF32 *a, MemRef2DF32 *b,
                               MemRef2DF32 *out);

/* The bound of clamp_below's layout: padded_dimensions = [8, 3]. */
enum { kBoundRows = 8 };

static long long checks, failures;

static void expect(int ok, const char *what, long long n, long long m) {
  ++checks;
  if (ok)
    return;
  if (++failures <= 10)
    printf("MISMATCH: %s at n = %lld, m = %lld\n", what, n, m);
}

/* malloc that never returns NULL for a zero size, so that an empty buffer
   has an address like any other. */
static void *allocate(int64_t elements, size_t bytes) {
  void *p = malloc((size_t)(elements > 0 ? elements : 1) * bytes);
  if (!p)
    abort();
  return p;
}

static void printBuffer(const char *name, const float *buffer, int64_t count) {
  printf("%s:", name);
  for (int64_t k = 0; k < count; ++k)
    printf(" %g", buffer[k]);
  printf("\n");
}

/* Calls every kernel with n rows and m columns; checks each result, and
   prints them when `print` is set. */
static void run(int64_t n, int64_t m, int print) {
  /* add_rows: a (n, 3) row-major, b (n, 1); the caller allocates the
     row-major (n, 3) result. */
  float *abuf = allocate(n * 3, sizeof(float));
  float *bbuf = allocate(n, sizeof(float));
  for (int64_t i = 0; i < n; ++i) {
    for (int64_t j = 0; j < 3; ++j)
      abuf[i * 3 + j] = (float)(i * 3 + j + 1);
    bbuf[i] = (float)(100 * (i + 1));
  }
  MemRef2DF32 a = {abuf, abuf, 0, {n, 3}, {3, 1}};
  MemRef2DF32 b = {bbuf, bbuf, 0, {n, 1}, {1, 1}};
  float *rbuf = allocate(n * 3, sizeof(float));
  MemRef2DF32 r = {rbuf, rbuf, 0, {n, 3}, {3, 1}};
  _mlir_ciface_add_rows(&a, &b, &r);
  expect(r.sizes[0] == n && r.sizes[1] == 3, "add_rows sizes", n, m);
  expect(r.strides[0] == 3 && r.strides[1] == 1, "add_rows strides", n, m);
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < 3; ++j)
      expect(r.aligned[r.offset + i * r.strides[0] + j * r.strides[1]] ==
                 abuf[i * 3 + j] + bbuf[i],
             "add_rows element", n, m);
  if (print) {
    printf("add_rows: sizes [%lld, %lld] strides [%lld, %lld]\n",
           (long long)r.sizes[0], (long long)r.sizes[1],
           (long long)r.strides[0], (long long)r.strides[1]);
    printBuffer("  buffer", r.aligned + r.offset, n * 3);
  }
  free(rbuf);

  /* outer: v (m) broadcast to n rows, into the caller's column-major
     (n, m) buffer, strides {1, n}. */
  int32_t *vbuf = allocate(m, sizeof(int32_t));
  for (int64_t k = 0; k < m; ++k)
    vbuf[k] = (int32_t)(10 * k - 3);
  MemRef1DI32 v = {vbuf, vbuf, 0, {m}, {1}};
  int32_t *obuf = allocate(n * m, sizeof(int32_t));
  MemRef2DI32 o = {obuf, obuf, 0, {n, m}, {1, n}};
  _mlir_ciface_outer(&v, n, m, &o);
  expect(o.sizes[0] == n && o.sizes[1] == m, "outer sizes", n, m);
  expect(o.strides[0] == 1 && o.strides[1] == n, "outer strides", n, m);
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < m; ++j)
      expect(o.aligned[o.offset + i * o.strides[0] + j * o.strides[1]] ==
                 vbuf[j],
             "outer element", n, m);
  if (print) {
    printf("outer: sizes [%lld, %lld] strides [%lld, %lld]\n  buffer:",
           (long long)o.sizes[0], (long long)o.sizes[1],
           (long long)o.strides[0], (long long)o.strides[1]);
    for (int64_t k = 0; k < n * m; ++k)
      printf(" %d", (int)o.aligned[o.offset + k]);
    printf("\n");
  }
  free(obuf);
  free(vbuf);

  /* scale_columns: x (n, m) column-major, strides {1, n}; the caller
     allocates the column-major output. */
  float *xbuf = allocate(n * m, sizeof(float));
  float *wbuf = allocate(m, sizeof(float));
  float *outbuf = allocate(n * m, sizeof(float));
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < m; ++j)
      xbuf[i + j * n] = (float)(i + 1);
  for (int64_t j = 0; j < m; ++j)
    wbuf[j] = (float)(j + 1) / 2;
  MemRef2DF32 x = {xbuf, xbuf, 0, {n, m}, {1, n}};
  MemRef1DF32 w = {wbuf, wbuf, 0, {m}, {1}};
  MemRef2DF32 out = {outbuf, outbuf, 0, {n, m}, {1, n}};
  _mlir_ciface_scale_columns(&x, &w, &out);
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < m; ++j)
      expect(outbuf[i + j * n] == xbuf[i + j * n] * wbuf[j],
             "scale_columns element", n, m);
  if (print)
    printBuffer("scale_columns: buffer", outbuf, n * m);
  free(xbuf);
  free(wbuf);
  free(outbuf);

  /* clamp_below: the output is bounded to 8 rows; the caller allocates all
     8 * 3 elements, strides {3, 1}, and passes n as its size. */
  if (n <= kBoundRows) {
    float floorbuf[3] = {2, 5, 8};
    float bounded[kBoundRows * 3];
    for (int k = 0; k < kBoundRows * 3; ++k)
      bounded[k] = 7; /* overwritten: values, then -inf padding */
    MemRef1DF32 floor = {floorbuf, floorbuf, 0, {3}, {1}};
    MemRef2DF32 bout = {bounded, bounded, 0, {n, 3}, {3, 1}};
    _mlir_ciface_clamp_below(&a, &floor, &bout);
    for (int64_t i = 0; i < kBoundRows; ++i)
      for (int64_t j = 0; j < 3; ++j) {
        float want = i < n ? fmaxf(abuf[i * 3 + j], floorbuf[j]) : -INFINITY;
        expect(bounded[i * 3 + j] == want, "clamp_below element or padding", n,
               m);
      }
    if (print)
      printBuffer("clamp_below: buffer", bounded, kBoundRows * 3);
  }

  /* add_to_fixed: a static (4, 3) result, an output argument under
     results-to-out-params; a must have 4 rows. */
  if (n == 4) {
    float cbuf[12], fixed[12];
    for (int k = 0; k < 12; ++k)
      cbuf[k] = (float)(1000 * k);
    MemRef2DF32 c = {cbuf, cbuf, 0, {4, 3}, {3, 1}};
    MemRef2DF32 fout = {fixed, fixed, 0, {4, 3}, {3, 1}};
    _mlir_ciface_add_to_fixed(&a, &c, &fout);
    for (int k = 0; k < 12; ++k)
      expect(fixed[k] == abuf[k] + cbuf[k], "add_to_fixed element", n, m);
    if (print)
      printBuffer("add_to_fixed: buffer", fixed, 12);
  }
  free(abuf);
  free(bbuf);
}

int main(int argc, char **argv) {
  if (argc == 2 && strcmp(argv[1], "mismatch") == 0) {
    float abuf[6] = {0}, bbuf[3] = {0}, rbuf[6];
    MemRef2DF32 a = {abuf, abuf, 0, {2, 3}, {3, 1}};
    MemRef2DF32 b = {bbuf, bbuf, 0, {3, 1}, {1, 1}};
    MemRef2DF32 r = {rbuf, rbuf, 0, {2, 3}, {3, 1}};
    printf("calling add_rows with 2 and 3 rows\n");
    _mlir_ciface_add_rows(&a, &b, &r); /* does not return */
    printf("add_rows returned\n");
    return 0;
  }
  if (argc == 2 && strcmp(argv[1], "mismatch-out") == 0) {
    float abuf[6] = {0}, bbuf[2] = {0}, rbuf[9];
    MemRef2DF32 a = {abuf, abuf, 0, {2, 3}, {3, 1}};
    MemRef2DF32 b = {bbuf, bbuf, 0, {2, 1}, {1, 1}};
    MemRef2DF32 r = {rbuf, rbuf, 0, {3, 3}, {3, 1}};
    printf("calling add_rows into 3 rows for 2\n");
    _mlir_ciface_add_rows(&a, &b, &r); /* does not return */
    printf("add_rows returned\n");
    return 0;
  }
  if (argc == 3) {
    run(atoll(argv[1]), atoll(argv[2]), 1);
  } else {
    const int64_t rows[] = {0, 1, 2, 3, 4, 5, 8, 13};
    const int64_t columns[] = {0, 1, 2, 3, 7};
    for (size_t r = 0; r < sizeof(rows) / sizeof(rows[0]); ++r)
      for (size_t c = 0; c < sizeof(columns) / sizeof(columns[0]); ++c)
        run(rows[r], columns[c], 0);
  }
  printf("%lld checks, %lld failed\n", checks, failures);
  return failures != 0;
}
