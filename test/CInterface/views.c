/*===- views.c - views of larger arrays passed to the generated code ------===//
 *
 * Part of the shapes project: XLA array semantics for MLIR.
 *
 *===----------------------------------------------------------------------===//
 *
 * Calls the kernels of views.mlir with descriptors of views of larger
 * arrays: an offset that is not the static offset of the argument's type
 * (rows of a row-major array, a padded column-major buffer placed after
 * other elements, every window of a row-major and of a column-major
 * array, sources at five alignments for the vector loops, types with a
 * dynamic offset and with a static one other than 0, an unranked
 * argument, an output argument). Every element of every result is
 * checked against the elements the view describes, the caller's
 * descriptors must be as they were, and an output argument's rows outside
 * the view must keep their values. The arrays are malloc'ed at their
 * exact sizes and the program is compiled with -fsanitize=address by
 * cmake/TestCInterface.cmake, so a read past them fails the run.
 * Prints "N checks, 0 failed" and exits 0, or lists the differences.
 *
 *===----------------------------------------------------------------------===*/

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MEMREF2(name, T)                                                       \
  typedef struct {                                                             \
    T *allocated, *aligned;                                                    \
    int64_t offset, sizes[2], strides[2];                                      \
  } name
MEMREF2(MemRef2, float);
MEMREF2(MemRef2I8, int8_t);
MEMREF2(MemRef2F64, double);
typedef struct {
  int64_t rank;
  void *descriptor;
} Unranked;

void _mlir_ciface_add_rows(MemRef2 *, MemRef2 *, MemRef2 *);
void _mlir_ciface_add_rows_i8(MemRef2I8 *, MemRef2I8 *, MemRef2I8 *);
void _mlir_ciface_add_rows_f64(MemRef2F64 *, MemRef2F64 *, MemRef2F64 *);
void _mlir_ciface_double_padded(MemRef2 *, MemRef2 *);
void _mlir_ciface_double_window(MemRef2 *, MemRef2 *);
void _mlir_ciface_relayout_window(MemRef2 *, MemRef2 *);
void _mlir_ciface_relayout_rows(MemRef2 *, MemRef2 *);
void _mlir_ciface_add_rows_large(MemRef2 *, MemRef2 *, MemRef2 *);
void _mlir_ciface_double_dynamic_offset(MemRef2 *, MemRef2 *);
void _mlir_ciface_double_static_offset(MemRef2 *, MemRef2 *);
void _mlir_ciface_double_unranked(MemRef2 *, Unranked *);
void _mlir_ciface_double_unranked_memref(MemRef2 *, Unranked *);
void _mlir_ciface_add_into(MemRef2 *, MemRef2 *, MemRef2 *);

static long checks, failures;
static const char *kernel;

static void check(const char *what, double got, double want, int64_t i,
                  int64_t j) {
  ++checks;
  if (got == want)
    return;
  if (++failures <= 20)
    printf("%s: %s at (%lld, %lld) is %g, expected %g\n", kernel, what,
           (long long)i, (long long)j, got, want);
}

/* The arrays: x(i, j) = 10 i + j + 1, y(i, j) = 100 i + 7 j (small
   integers, exact in every element type used). */
static double x(int64_t i, int64_t j) { return 10.0 * (double)i + j + 1; }
static double y(int64_t i, int64_t j) { return 100.0 * (double)i + 7 * j; }

/* An n x m array of f(i, j), row-major, `skip` elements after the start of
   an allocation of exactly its size. */
static float *rowMajor(int64_t n, int64_t m, int64_t skip,
                       double (*f)(int64_t, int64_t)) {
  float *buffer = malloc((size_t)(skip + n * m) * sizeof(float));
  for (int64_t k = 0; k < skip; ++k)
    buffer[k] = -1000;
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < m; ++j)
      buffer[skip + i * m + j] = (float)f(i, j);
  return buffer;
}

/* Rows `first` .. `first + rows - 1` of a row-major array of `cols`
   columns. */
static MemRef2 rows(float *array, int64_t first, int64_t rows, int64_t cols) {
  MemRef2 d = {array, array, first * cols, {rows, cols}, {cols, 1}};
  return d;
}

/* Checks that a call left the caller's descriptor as it was. */
static void unchanged(const MemRef2 *d, const MemRef2 *before) {
  check("argument descriptor", memcmp(d, before, sizeof *d) == 0, 1, 0, 0);
}

/* Checks a result's sizes, row-major or column-major strides, and
   elements want(i, j) = scale * (f(i + i0, j + j0) + g(i + i1, j)). */
typedef struct {
  double (*f)(int64_t, int64_t);
  int64_t i0, j0;
  double (*g)(int64_t, int64_t);
  int64_t i1;
  double scale;
} Want;
static double wanted(const Want *w, int64_t i, int64_t j) {
  double v = w->f(i + w->i0, j + w->j0);
  if (w->g)
    v += w->g(i + w->i1, j);
  return w->scale * v;
}
static void checkResult(const MemRef2 *r, int64_t n, int64_t m, int columnMajor,
                        const Want *w) {
  check("size 0", (double)r->sizes[0], (double)n, 0, 0);
  check("size 1", (double)r->sizes[1], (double)m, 0, 0);
  if (n > 0 && m > 0) {
    check("stride 0", (double)r->strides[0], columnMajor ? 1 : (double)m, 0, 0);
    check("stride 1", (double)r->strides[1], columnMajor ? (double)n : 1, 0, 0);
  }
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < m; ++j)
      check("element",
            r->aligned[r->offset + i * r->strides[0] + j * r->strides[1]],
            wanted(w, i, j), i, j);
}

/* Rows 1..3 of a 4x6 x plus rows 0..2, then 1..3, of a 4x6 y. */
static void addRows(void) {
  kernel = "add_rows";
  float *a = rowMajor(4, 6, 0, x), *b = rowMajor(4, 6, 0, y);
  for (int64_t first = 0; first < 2; ++first) {
    MemRef2 va = rows(a, 1, 3, 6), vb = rows(b, first, 3, 6), r;
    MemRef2 sa = va, sb = vb;
    _mlir_ciface_add_rows(&r, &va, &vb);
    Want w = {x, 1, 0, y, first, 1};
    checkResult(&r, 3, 6, 0, &w);
    unchanged(&va, &sa);
    unchanged(&vb, &sb);
    free(r.allocated);
  }
  free(a);
  free(b);
}

/* The same for 1- and 8-byte elements. */
#define ADD_ROWS_OF(name, T, D)                                                \
  static void name(void) {                                                     \
    kernel = #name;                                                            \
    T *a = malloc(24 * sizeof(T)), *b = malloc(24 * sizeof(T));                \
    for (int64_t k = 0; k < 24; ++k) {                                         \
      a[k] = (T)x(k / 6, k % 6);                                               \
      b[k] = (T)(k % 5);                                                       \
    }                                                                          \
    D va = {a, a, 6, {3, 6}, {6, 1}}, vb = {b, b, 0, {3, 6}, {6, 1}}, r;       \
    _mlir_ciface_##name(&r, &va, &vb);                                         \
    for (int64_t i = 0; i < 3; ++i)                                            \
      for (int64_t j = 0; j < 6; ++j)                                          \
        check("element", (double)r.aligned[r.offset + i * 6 + j],              \
              x(i + 1, j) + (double)((i * 6 + j) % 5), i, j);                  \
    free(r.allocated);                                                         \
    free(a);                                                                   \
    free(b);                                                                   \
  }
ADD_ROWS_OF(add_rows_i8, int8_t, MemRef2I8)
ADD_ROWS_OF(add_rows_f64, double, MemRef2F64)

/* A padded column-major 2x3 array (element (i, j) at i + 3 j, 15
   elements) placed 5 elements into a 20-element buffer. */
static void doublePadded(void) {
  kernel = "double_padded";
  float *buffer = malloc(20 * sizeof(float));
  for (int k = 0; k < 20; ++k)
    buffer[k] = -1000;
  for (int64_t i = 0; i < 2; ++i)
    for (int64_t j = 0; j < 3; ++j)
      buffer[5 + i + 3 * j] = (float)x(i, j);
  MemRef2 v = {buffer, buffer, 5, {2, 3}, {1, 3}}, r;
  _mlir_ciface_double_padded(&r, &v);
  Want w = {x, 0, 0, NULL, 0, 2};
  checkResult(&r, 2, 3, 0, &w);
  free(r.allocated);
  free(buffer);
}

/* Every window of a 4x6 row-major array, and of a 4x6 column-major one
   (element (i, j) at i + 4 j). */
static void windows(void) {
  float *row = rowMajor(4, 6, 0, x);
  float *col = malloc(24 * sizeof(float));
  for (int64_t i = 0; i < 4; ++i)
    for (int64_t j = 0; j < 6; ++j)
      col[i + 4 * j] = (float)x(i, j);
  for (int64_t i0 = 0; i0 <= 4; ++i0)
    for (int64_t n = 0; i0 + n <= 4; ++n)
      for (int64_t j0 = 0; j0 <= 6; ++j0)
        for (int64_t m = 0; j0 + m <= 6; ++m) {
          Want w = {x, i0, j0, NULL, 0, 2};
          kernel = "double_window";
          MemRef2 v = {row, row, i0 * 6 + j0, {n, m}, {6, 1}}, r;
          _mlir_ciface_double_window(&r, &v);
          checkResult(&r, n, m, 0, &w);
          free(r.allocated);

          kernel = "relayout_window";
          w.scale = 1;
          MemRef2 c = {col, col, i0 + 4 * j0, {n, m}, {1, 4}};
          _mlir_ciface_relayout_window(&r, &c);
          checkResult(&r, n, m, 0, &w);
          free(r.allocated);
        }
  free(row);
  free(col);
}

/* Rows 1..63 of a 64x33 array that starts `skip` elements into its
   allocation, for the vector loops: the rows start at 5 alignments. */
static void largeRows(void) {
  for (int64_t skip = 0; skip < 5; ++skip) {
    float *a = rowMajor(64, 33, skip, x), *b = rowMajor(64, 33, 0, y);
    MemRef2 va = rows(a, 1, 63, 33), vb = rows(b, 0, 63, 33), r;
    va.offset += skip;
    kernel = "relayout_rows";
    _mlir_ciface_relayout_rows(&r, &va);
    Want w = {x, 1, 0, NULL, 0, 1};
    checkResult(&r, 63, 33, 1, &w);
    free(r.allocated);
    kernel = "add_rows_large";
    _mlir_ciface_add_rows_large(&r, &va, &vb);
    Want sum = {x, 1, 0, y, 0, 1};
    checkResult(&r, 63, 33, 0, &sum);
    free(r.allocated);
    free(a);
    free(b);
  }
}

/* Argument types with a dynamic offset and with the static offset 6: rows
   `first` .. `first + 2` of a (first + 3)x6 array. */
static void offsetTypes(void) {
  for (int64_t first = 0; first < 3; ++first) {
    float *a = rowMajor(first + 3, 6, 0, x);
    MemRef2 v = rows(a, first, 3, 6), r;
    Want w = {x, first, 0, NULL, 0, 2};
    kernel = "double_dynamic_offset";
    _mlir_ciface_double_dynamic_offset(&r, &v);
    checkResult(&r, 3, 6, 0, &w);
    free(r.allocated);
    if (first > 0) {
      kernel = "double_static_offset";
      _mlir_ciface_double_static_offset(&r, &v);
      checkResult(&r, 3, 6, 0, &w);
      free(r.allocated);
    }
    free(a);
  }
}

/* Rows 1..3 of a 4x6 array behind an unranked descriptor. */
static void unranked(int memref) {
  kernel = memref ? "double_unranked_memref" : "double_unranked";
  float *a = rowMajor(4, 6, 0, x);
  MemRef2 v = rows(a, 1, 3, 6), saved = v, r;
  Unranked u = {2, &v};
  if (memref)
    _mlir_ciface_double_unranked_memref(&r, &u);
  else
    _mlir_ciface_double_unranked(&r, &u);
  Want w = {x, 1, 0, NULL, 0, 2};
  checkResult(&r, 3, 6, 0, &w);
  unchanged(&v, &saved);
  check("unranked descriptor", u.descriptor == &v, 1, 0, 0);
  free(r.allocated);
  free(a);
}

/* Rows 2..3 of x plus rows 0..1 of y into rows 1..2 of a 4x6 array of
   -1: rows 0 and 3 keep their -1. */
static void addInto(void) {
  kernel = "add_into";
  float *a = rowMajor(4, 6, 0, x), *b = rowMajor(4, 6, 0, y);
  float *out = malloc(24 * sizeof(float));
  for (int k = 0; k < 24; ++k)
    out[k] = -1;
  MemRef2 va = rows(a, 2, 2, 6), vb = rows(b, 0, 2, 6), vo = rows(out, 1, 2, 6);
  _mlir_ciface_add_into(&va, &vb, &vo);
  Want w = {x, 2, 0, y, 0, 1};
  checkResult(&vo, 2, 6, 0, &w);
  for (int64_t j = 0; j < 6; ++j) {
    check("row 0", out[j], -1, 0, j);
    check("row 3", out[18 + j], -1, 3, j);
  }
  free(a);
  free(b);
  free(out);
}

int main(void) {
  addRows();
  add_rows_i8();
  add_rows_f64();
  doublePadded();
  windows();
  largeRows();
  offsetTypes();
  unranked(0);
  unranked(1);
  addInto();
  printf("%ld checks, %ld failed\n", checks, failures);
  return failures != 0;
}
