/*===- distinct-results.c - every result in a buffer of its own -----------===//
 *
 * Part of the shapes project: XLA array semantics for MLIR.
 *
 *===----------------------------------------------------------------------===//
 *
 * Calls the kernels of distinct-results.mlir, whose results would share a
 * buffer (a value with its transpose and its reshape, a value returned
 * twice, views of the argument, padded and permuted layouts, a private
 * function's pair), through their _mlir_ciface_ wrappers, at static sizes
 * and at a sweep of run-time sizes. For each call it checks every result's
 * sizes, strides, elements and padding, and that no two results, and no
 * result and the argument, share an `allocated` pointer; then it frees
 * each result's `allocated` once, as docs/CAPI.md says a caller does, and
 * the argument. cmake/TestCInterface.cmake compiles it, and the kernels,
 * with -fsanitize=address: a buffer freed twice, a result never freed (a
 * leak) or a read outside a buffer ends the program with a report and a
 * failure status.
 * Prints "N checks, 0 failed" and exits 0, or lists the differences.
 *
 *===----------------------------------------------------------------------===*/

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[1], strides[1];
} MemRef1;
typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} MemRef2;

/* Several results: a pointer to a struct of their descriptors, first. */
typedef struct {
  MemRef2 v, t;
  MemRef1 r;
} ValueTransposeReshape;
typedef struct {
  MemRef2 a, b;
} Two;
typedef struct {
  MemRef2 x, rows, t;
} ArgumentViews;
typedef struct {
  MemRef2 v, t, s;
} Padded;

void _mlir_ciface_value_transpose_reshape(ValueTransposeReshape *, MemRef2 *);
void _mlir_ciface_value_transpose_reshape_dynamic(ValueTransposeReshape *,
                                                  MemRef2 *);
void _mlir_ciface_twice(Two *, MemRef2 *);
void _mlir_ciface_twice_dynamic(Two *, MemRef2 *);
void _mlir_ciface_argument_views(ArgumentViews *, MemRef2 *);
void _mlir_ciface_argument_views_dynamic(ArgumentViews *, MemRef2 *, int64_t,
                                         int64_t);
void _mlir_ciface_padded(Padded *, MemRef2 *);
void _mlir_ciface_padded_dynamic(Two *, MemRef2 *);
void _mlir_ciface_through_call(Two *, MemRef2 *);

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

/* The argument of every kernel: x[i][j] = 10 i + j + 1, row-major, in a
   buffer of its own. */
static double x(int64_t i, int64_t j) { return 10.0 * (double)i + j + 1; }
static MemRef2 input(int64_t n, int64_t m) {
  float *buffer = malloc((size_t)(n * m > 0 ? n * m : 1) * sizeof(float));
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < m; ++j)
      buffer[i * m + j] = (float)x(i, j);
  MemRef2 d = {buffer, buffer, 0, {n, m}, {m, 1}};
  return d;
}

/* What a result holds at (i, j). */
enum Value {
  X,        /* x */
  X_T,      /* x transposed */
  X_ROWS,   /* x from row `shift` on */
  V,        /* v = x + x */
  V_T,      /* v transposed */
  V_WINDOW, /* v from row 1, column 2 on */
};
static int64_t shift;
static double value(enum Value f, int64_t i, int64_t j) {
  switch (f) {
  case X:
    return x(i, j);
  case X_T:
    return x(j, i);
  case X_ROWS:
    return x(i + shift, j);
  case V:
    return 2 * x(i, j);
  case V_T:
    return 2 * x(j, i);
  case V_WINDOW:
    return 2 * x(i + 1, j + 2);
  }
  return NAN;
}

/* Checks a rank-2 result's sizes, strides and elements. */
static void check2(const char *name, const MemRef2 *r, int64_t n, int64_t m,
                   int64_t stride0, int64_t stride1, enum Value f) {
  check("size 0", (double)r->sizes[0], (double)n, 0, 0);
  check("size 1", (double)r->sizes[1], (double)m, 0, 0);
  if (n > 0 && m > 0) {
    check("stride 0", (double)r->strides[0], (double)stride0, 0, 0);
    check("stride 1", (double)r->strides[1], (double)stride1, 0, 0);
  }
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < m; ++j)
      check(name, r->aligned[r->offset + i * r->strides[0] + j * r->strides[1]],
            value(f, i, j), i, j);
}

/* Checks that every element of the padded physical buffer of `r`, `count`
   elements, outside the n x m values is the padding value -inf. */
static void checkPadding(const MemRef2 *r, int64_t n, int64_t m,
                         int64_t count) {
  for (int64_t k = 0; k < count; ++k) {
    int inside = 0;
    for (int64_t i = 0; i < n && !inside; ++i)
      for (int64_t j = 0; j < m && !inside; ++j)
        inside = i * r->strides[0] + j * r->strides[1] == k;
    if (!inside)
      check("padding", r->aligned[r->offset + k], -INFINITY, k, 0);
  }
}

/* The `allocated` pointers of one call: the argument's, then the
   results'. No two may be equal (a result with no elements may have
   none, NULL). */
typedef struct {
  void *pointers[8];
  int count;
} Owners;
static void own(Owners *owners, void *allocated) {
  for (int k = 0; k < owners->count; ++k) {
    ++checks;
    if (allocated && allocated == owners->pointers[k] && ++failures <= 20)
      printf("%s: %s %d and result %d share their allocated pointer %p\n",
             kernel, k == 0 ? "argument" : "result", k == 0 ? 0 : k - 1,
             owners->count - 1, allocated);
  }
  owners->pointers[owners->count++] = allocated;
}
/* Frees each result's buffer once, then the argument's (after printing
   what failed, ahead of a report of AddressSanitizer's). */
static void release(Owners *owners) {
  fflush(stdout);
  for (int k = 1; k < owners->count; ++k)
    free(owners->pointers[k]);
  free(owners->pointers[0]);
}

static void valueTransposeReshape(int64_t n, int64_t m, int dynamic) {
  kernel =
      dynamic ? "value_transpose_reshape_dynamic" : "value_transpose_reshape";
  MemRef2 a = input(n, m);
  ValueTransposeReshape r;
  if (dynamic)
    _mlir_ciface_value_transpose_reshape_dynamic(&r, &a);
  else
    _mlir_ciface_value_transpose_reshape(&r, &a);
  check2("v", &r.v, n, m, m, 1, V);
  check2("transpose", &r.t, m, n, 1, m, V_T);
  check("reshape size", (double)r.r.sizes[0], (double)(n * m), 0, 0);
  for (int64_t k = 0; k < n * m; ++k)
    check("reshape", r.r.aligned[r.r.offset + k * r.r.strides[0]],
          value(V, k / m, k % m), k, 0);
  Owners owners = {{0}, 0};
  own(&owners, a.allocated);
  own(&owners, r.v.allocated);
  own(&owners, r.t.allocated);
  own(&owners, r.r.allocated);
  release(&owners);
}

static void twice(int64_t n, int64_t m, int dynamic, int call) {
  kernel = call ? "through_call" : dynamic ? "twice_dynamic" : "twice";
  MemRef2 a = input(n, m);
  Two r;
  if (call)
    _mlir_ciface_through_call(&r, &a);
  else if (dynamic)
    _mlir_ciface_twice_dynamic(&r, &a);
  else
    _mlir_ciface_twice(&r, &a);
  check2("first", &r.a, n, m, m, 1, V);
  check2("second", &r.b, n, m, m, 1, V);
  Owners owners = {{0}, 0};
  own(&owners, a.allocated);
  own(&owners, r.a.allocated);
  own(&owners, r.b.allocated);
  release(&owners);
}

/* Rows `first` to `first + rows - 1` of the argument. */
static void argumentViews(int64_t n, int64_t m, int64_t first, int64_t rows,
                          int dynamic) {
  kernel = dynamic ? "argument_views_dynamic" : "argument_views";
  MemRef2 a = input(n, m);
  ArgumentViews r;
  if (dynamic)
    _mlir_ciface_argument_views_dynamic(&r, &a, first, rows);
  else
    _mlir_ciface_argument_views(&r, &a);
  shift = first;
  check2("argument", &r.x, n, m, m, 1, X);
  check2("rows", &r.rows, rows, m, m, 1, X_ROWS);
  check2("transpose", &r.t, m, n, 1, m, X_T);
  Owners owners = {{0}, 0};
  own(&owners, a.allocated);
  own(&owners, r.x.allocated);
  own(&owners, r.rows.allocated);
  own(&owners, r.t.allocated);
  release(&owners);
}

/* v in rows padded to 5 x 8 (strides 8, 1) and its transpose, padded to
   8 x 5 (strides 1, 8), padding -inf; the static kernel also returns
   v's rows 1..2, columns 2..4. */
static void padded(int64_t n, int dynamic) {
  kernel = dynamic ? "padded_dynamic" : "padded";
  MemRef2 a = input(n, 6);
  Padded r;
  if (dynamic) {
    Two two;
    _mlir_ciface_padded_dynamic(&two, &a);
    r.v = two.a;
    r.t = two.b;
  } else {
    _mlir_ciface_padded(&r, &a);
  }
  check2("v", &r.v, n, 6, 8, 1, V);
  checkPadding(&r.v, n, 6, 40);
  check2("transpose", &r.t, 6, n, 1, 8, V_T);
  checkPadding(&r.t, 6, n, 40);
  if (!dynamic)
    check2("window", &r.s, 2, 3, 3, 1, V_WINDOW);
  Owners owners = {{0}, 0};
  own(&owners, a.allocated);
  own(&owners, r.v.allocated);
  own(&owners, r.t.allocated);
  if (!dynamic)
    own(&owners, r.s.allocated);
  release(&owners);
}

int main(void) {
  valueTransposeReshape(4, 6, 0);
  twice(4, 6, 0, 0);
  argumentViews(4, 6, 1, 2, 0);
  padded(4, 0);
  static const int64_t rows[] = {0, 1, 3, 5}, cols[] = {0, 1, 6, 7};
  for (int a = 0; a < 4; ++a) {
    padded(rows[a], 1);
    for (int b = 0; b < 4; ++b) {
      int64_t n = rows[a], m = cols[b];
      valueTransposeReshape(n, m, 1);
      twice(n, m, 1, 0);
      twice(n, m, 1, 1);
      argumentViews(n, m, n / 2, n - n / 2, 1);
    }
  }
  printf("%ld checks, %ld failed\n", checks, failures);
  return failures != 0;
}
