/*===- main.c - every element type's kernels called from C ----------------===//
 *
 * Part of the shapes project: XLA array semantics for MLIR.
 *
 *===----------------------------------------------------------------------===//
 *
 * Calls the kernels cmake/TestLinkage.cmake generates from common.mlir.in,
 * binary.mlir.in and dot.mlir.in for one element type, at static sizes and at a
 * sweep of run-time sizes, and checks the sizes, strides and every element of
 * the results; the relayouts also read, and bcast_into writes, a view at an
 * offset its type does not have, which the wrappers must address in the
 * type's element size. Built with plain `clang kernels.o main.c -lm`: the
 * object must need nothing but libc and libm. Compiled with
 *   -DELT_I1, -DELT_INT=<bits>, -DELT_F16, -DELT_BF16, -DELT_F32, -DELT_F64
 *   -DARITH    the kernels add, sub, mul, max, min
 *   -DDIVIDE   the kernels div, rem
 *   -DLOGICAL  the kernels and, or, xor
 *   -DDOT      the kernels dot_s, dot_d
 *   -DOUT_PARAMS  compiled with results-to-out-params=true: the caller
 *                 allocates results and passes them last
 * Prints "N checks, 0 failed" and exits 0, or lists the differences.
 *
 *===----------------------------------------------------------------------===*/

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Elements as doubles: every value used here (small integers, quotients
   by powers of two) is exact in every element type. 16-bit floats are
   bit patterns, converted here without the compiler's half types. */
#if defined(ELT_I1)
typedef uint8_t Elt; /* i1 is one byte, 0 or 1 */
static double get(const Elt *p) { return *p & 1; }
static void put(Elt *p, double v) { *p = (Elt)(v != 0); }
#define IS_FLOAT 0
#elif defined(ELT_INT)
#if ELT_INT == 8
typedef int8_t Elt;
#elif ELT_INT == 16
typedef int16_t Elt;
#elif ELT_INT == 32
typedef int32_t Elt;
#elif ELT_INT == 64
typedef int64_t Elt;
#else
typedef __int128 Elt;
#endif
static double get(const Elt *p) { return (double)*p; }
static void put(Elt *p, double v) { *p = (Elt)v; }
#define IS_FLOAT 0
#elif defined(ELT_F16) || defined(ELT_BF16)
typedef uint16_t Elt;
static uint32_t floatBits(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}
#if defined(ELT_BF16)
static double get(const Elt *p) {
  uint32_t u = (uint32_t)*p << 16;
  float f;
  memcpy(&f, &u, 4);
  return f;
}
/* Exact values only: the low half of the f32 bits is zero. */
static void put(Elt *p, double v) { *p = (Elt)(floatBits((float)v) >> 16); }
#else
static double get(const Elt *p) {
  int exponent = (*p >> 10) & 0x1f, mantissa = *p & 0x3ff;
  double magnitude = exponent == 0    ? ldexp(mantissa, -24)
                     : exponent == 31 ? (mantissa ? NAN : INFINITY)
                                      : ldexp(1024 + mantissa, exponent - 25);
  return (*p & 0x8000) ? -magnitude : magnitude;
}
/* Exact normal values and zeros only. */
static void put(Elt *p, double v) {
  uint32_t u = floatBits((float)v), sign = (u >> 16) & 0x8000;
  uint32_t exponent = (u >> 23) & 0xff;
  *p = (Elt)(exponent == 0
                 ? sign
                 : sign | ((exponent - 112) << 10) | ((u >> 13) & 0x3ff));
}
#endif
#define IS_FLOAT 1
#elif defined(ELT_F32)
typedef float Elt;
static double get(const Elt *p) { return *p; }
static void put(Elt *p, double v) { *p = (Elt)v; }
#define IS_FLOAT 1
#else
typedef double Elt;
static double get(const Elt *p) { return *p; }
static void put(Elt *p, double v) { *p = v; }
#define IS_FLOAT 1
#endif

typedef struct {
  Elt *allocated, *aligned;
  int64_t offset, sizes[1], strides[1];
} MemRef1;
typedef struct {
  Elt *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} MemRef2;
typedef struct {
  Elt *allocated, *aligned;
  int64_t offset, sizes[3], strides[3];
} MemRef3;
typedef struct {
  uint8_t *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} MemRef2I1;

/* A result descriptor comes first, or last under results-to-out-params. */
#ifdef OUT_PARAMS
#define KERNEL(name, R, ...) void _mlir_ciface_##name(__VA_ARGS__, R *result)
#define CALL(name, result, ...) _mlir_ciface_##name(__VA_ARGS__, result)
#else
#define KERNEL(name, R, ...) void _mlir_ciface_##name(R *result, __VA_ARGS__)
#define CALL(name, result, ...) _mlir_ciface_##name(result, __VA_ARGS__)
#endif

KERNEL(bcast_s, MemRef2, MemRef1 *v);
KERNEL(bcast_d, MemRef2, MemRef1 *v, int64_t n);
KERNEL(bcast3_s, MemRef3, MemRef2 *a);
KERNEL(bcast3_d, MemRef3, MemRef2 *a, int64_t n);
KERNEL(relayout_s, MemRef2, MemRef2 *a);
KERNEL(relayout_d, MemRef2, MemRef2 *a);
KERNEL(cmp_s, MemRef2I1, MemRef2 *a, MemRef1 *v);
KERNEL(cmp_d, MemRef2I1, MemRef2 *a, MemRef1 *v);
void _mlir_ciface_bcast_into(MemRef1 *v, int64_t n, MemRef2 *out);

static long checks, failures;

static void check(const char *kernel, const char *what, double got, double want,
                  int64_t i, int64_t j) {
  ++checks;
  if (got == want)
    return;
  if (++failures <= 20)
    printf("%s: %s at (%lld, %lld) is %g, expected %g\n", kernel, what,
           (long long)i, (long long)j, got, want);
}

static void checkShape(const char *kernel, int rank, const int64_t *sizes,
                       const int64_t *strides, const int64_t *wantSizes,
                       const int64_t *wantStrides) {
  for (int d = 0; d < rank; ++d) {
    check(kernel, "size", (double)sizes[d], (double)wantSizes[d], d, 0);
    check(kernel, "stride", (double)strides[d], (double)wantStrides[d], d, 0);
  }
}

/* Small integers in [-5, 5] (0 and 1 for i1). */
static double gen(int64_t k) {
#ifdef ELT_I1
  return (k * 7 + 3) % 3 == 0;
#else
  return (double)((k * 7 + 3) % 11 - 5);
#endif
}
/* Nonzero divisors, powers of two: every quotient is exact. */
static double divisor(int64_t j) {
#ifdef ELT_I1
  return (double)(j % 2);
#else
  static const double values[] = {1, 2, 4, -1, -2, -4};
  return values[j % 6];
#endif
}
static double inputA(int64_t i, int64_t j) { return gen(i * 13 + j * 5); }

static Elt *newBuffer(int64_t count) {
  return malloc((size_t)(count > 0 ? count : 1) * sizeof(Elt));
}
static MemRef1 vector(int64_t n, double (*f)(int64_t)) {
  Elt *buffer = newBuffer(n);
  for (int64_t j = 0; j < n; ++j)
    put(&buffer[j], f(j));
  MemRef1 m = {buffer, buffer, 0, {n}, {1}};
  return m;
}
/* A row-major matrix of inputA. */
static MemRef2 matrix(int64_t rows, int64_t cols) {
  Elt *buffer = newBuffer(rows * cols);
  for (int64_t i = 0; i < rows; ++i)
    for (int64_t j = 0; j < cols; ++j)
      put(&buffer[i * cols + j], inputA(i, j));
  MemRef2 m = {buffer, buffer, 0, {rows, cols}, {cols, 1}};
  return m;
}
static double rowOfThree(int64_t j) { return gen(j + 20); }

/* A result's descriptor: under results-to-out-params the caller's buffer
   with the sizes and strides of the result, otherwise empty until the
   callee fills it. */
#ifdef OUT_PARAMS
#define RESULT(T, name, count, ...)                                            \
  T name = {newBuffer(count), NULL, 0, __VA_ARGS__};                           \
  name.aligned = name.allocated
#else
#define RESULT(T, name, count, ...) T name = {0}
#endif

static void checkBroadcast(const char *kernel, MemRef2 *r, int64_t n) {
  int64_t sizes[] = {n, 3}, strides[] = {1, n};
  checkShape(kernel, 2, r->sizes, r->strides, sizes, strides);
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < 3; ++j)
      check(kernel, "element", get(&r->aligned[r->offset + i + j * n]),
            rowOfThree(j), i, j);
}

static void runBroadcasts(int64_t n) {
  MemRef1 v = vector(3, rowOfThree);
  if (n == 64) {
    RESULT(MemRef2, r, 64 * 3, {64, 3}, {1, 64});
    CALL(bcast_s, &r, &v);
    checkBroadcast("bcast_s", &r, 64);
    free(r.allocated);
  }
  RESULT(MemRef2, r, n * 3, {n, 3}, {1, n});
  CALL(bcast_d, &r, &v, n);
  checkBroadcast("bcast_d", &r, n);
  free(r.allocated);

  Elt *buffer = newBuffer(n * 3);
  MemRef2 out = {buffer, buffer, 0, {n, 3}, {1, n}};
  _mlir_ciface_bcast_into(&v, n, &out);
  checkBroadcast("bcast_into", &out, n);
  free(buffer);
  free(v.allocated);
}

static void checkBroadcast3(const char *kernel, MemRef3 *r, int64_t n) {
  int64_t sizes[] = {n, 5, 3}, strides[] = {1, 3 * n, n};
  checkShape(kernel, 3, r->sizes, r->strides, sizes, strides);
  for (int64_t i = 0; i < n; ++i)
    for (int64_t k = 0; k < 5; ++k)
      for (int64_t j = 0; j < 3; ++j)
        check(kernel, "element",
              get(&r->aligned[r->offset + i + k * 3 * n + j * n]), inputA(i, j),
              i, k * 3 + j);
}

static void runBroadcasts3(int64_t n) {
  MemRef2 a = matrix(n, 3);
  if (n == 40) {
    RESULT(MemRef3, r, 40 * 15, {40, 5, 3}, {1, 120, 40});
    CALL(bcast3_s, &r, &a);
    checkBroadcast3("bcast3_s", &r, 40);
    free(r.allocated);
  }
  RESULT(MemRef3, r, n * 15, {n, 5, 3}, {1, 3 * n, n});
  CALL(bcast3_d, &r, &a, n);
  checkBroadcast3("bcast3_d", &r, n);
  free(r.allocated);
  free(a.allocated);
}

static void checkColumnMajor(const char *kernel, MemRef2 *r, int64_t rows,
                             int64_t cols, double (*f)(int64_t, int64_t)) {
  int64_t sizes[] = {rows, cols}, strides[] = {1, rows};
  checkShape(kernel, 2, r->sizes, r->strides, sizes, strides);
  for (int64_t i = 0; i < rows; ++i)
    for (int64_t j = 0; j < cols; ++j)
      check(kernel, "element", get(&r->aligned[r->offset + i + j * rows]),
            f(i, j), i, j);
}

static double lessThan(int64_t i, int64_t j) {
  return inputA(i, j) < divisor(j);
}

static void runRelayoutAndCompare(int64_t rows, int64_t cols) {
  MemRef2 a = matrix(rows, cols);
  MemRef1 v = vector(cols, divisor);
  int isStatic = rows == 40 && cols == 33;
  for (int dynamic = !isStatic; dynamic < 2; ++dynamic) {
    const char *name = dynamic ? "relayout_d" : "relayout_s";
    RESULT(MemRef2, r, rows * cols, {rows, cols}, {1, rows});
    if (dynamic)
      CALL(relayout_d, &r, &a);
    else
      CALL(relayout_s, &r, &a);
    checkColumnMajor(name, &r, rows, cols, inputA);
    free(r.allocated);

    name = dynamic ? "cmp_d" : "cmp_s";
    MemRef2I1 c = {0};
#ifdef OUT_PARAMS
    c.allocated = c.aligned = malloc((size_t)(rows * cols + 1));
    c.sizes[0] = rows, c.sizes[1] = cols, c.strides[0] = 1;
    c.strides[1] = rows;
#endif
    if (dynamic)
      CALL(cmp_d, &c, &a, &v);
    else
      CALL(cmp_s, &c, &a, &v);
    int64_t sizes[] = {rows, cols}, strides[] = {1, rows};
    checkShape(name, 2, c.sizes, c.strides, sizes, strides);
    for (int64_t i = 0; i < rows; ++i)
      for (int64_t j = 0; j < cols; ++j)
        check(name, "element", c.aligned[c.offset + i + j * rows] & 1,
              lessThan(i, j), i, j);
    free(c.allocated);
  }
  free(v.allocated);
  free(a.allocated);
}

/* The relayouts of rows 1..rows of a (rows + 1) x cols matrix: a view
   whose offset (cols elements) the argument's type does not have, read
   from that offset in the type's element size. */
static double inputBelow(int64_t i, int64_t j) { return inputA(i + 1, j); }
static void runRelayoutOfView(int64_t rows, int64_t cols) {
  MemRef2 whole = matrix(rows + 1, cols), a = whole;
  a.offset = cols;
  a.sizes[0] = rows;
  for (int dynamic = !(rows == 40 && cols == 33); dynamic < 2; ++dynamic) {
    const char *name = dynamic ? "relayout_d (view)" : "relayout_s (view)";
    RESULT(MemRef2, r, rows * cols, {rows, cols}, {1, rows});
    if (dynamic)
      CALL(relayout_d, &r, &a);
    else
      CALL(relayout_s, &r, &a);
    checkColumnMajor(name, &r, rows, cols, inputBelow);
    free(r.allocated);
  }
  free(whole.allocated);
}

/* bcast_into's output buffer 2 elements into its allocation (offset 2),
   which keeps its first 2 elements. */
static void runBroadcastIntoView(int64_t n) {
  MemRef1 v = vector(3, rowOfThree);
  Elt *buffer = newBuffer(n * 3 + 2);
  put(&buffer[0], 1);
  put(&buffer[1], 1);
  MemRef2 out = {buffer, buffer, 2, {n, 3}, {1, n}};
  _mlir_ciface_bcast_into(&v, n, &out);
  checkBroadcast("bcast_into (view)", &out, n);
  check("bcast_into (view)", "element before the view", get(&buffer[0]), 1, 0,
        0);
  check("bcast_into (view)", "element before the view", get(&buffer[1]), 1, 0,
        1);
  free(buffer);
  free(v.allocated);
}

#ifdef DOT
KERNEL(dot_s, MemRef2, MemRef2 *a, MemRef2 *b, MemRef2 *c);
KERNEL(dot_d, MemRef2, MemRef2 *a, MemRef2 *b, MemRef2 *c);

/* -1, 0 and 1: every sum of up to 17 products and an addend is exact in
   every element type. */
static double dotA(int64_t i, int64_t k) {
  return (double)((i * 5 + k * 3) % 3 - 1);
}
static double dotB(int64_t k, int64_t j) {
  return (double)((k * 7 + j * 2 + 1) % 3 - 1);
}
static double dotC(int64_t i, int64_t j) { return (double)((i + j) % 3 - 1); }

/* A rows x cols matrix of f with the strides given. */
static MemRef2 dotMatrix(int64_t rows, int64_t cols, int64_t rowStride,
                         int64_t colStride, double (*f)(int64_t, int64_t)) {
  Elt *buffer = newBuffer(rows * cols);
  for (int64_t i = 0; i < rows; ++i)
    for (int64_t j = 0; j < cols; ++j)
      put(&buffer[i * rowStride + j * colStride], f(i, j));
  MemRef2 m = {buffer, buffer, 0, {rows, cols}, {rowStride, colStride}};
  return m;
}

/* c + a·b, m x k by k x n, b column-major; the result row-major. */
static void runDot(int64_t m, int64_t n, int64_t k, int dynamic) {
  const char *name = dynamic ? "dot_d" : "dot_s";
  MemRef2 a = dotMatrix(m, k, k, 1, dotA);
  MemRef2 b = dotMatrix(k, n, 1, k, dotB);
  MemRef2 c = dotMatrix(m, n, n, 1, dotC);
  RESULT(MemRef2, r, m * n, {m, n}, {n, 1});
  if (dynamic)
    CALL(dot_d, &r, &a, &b, &c);
  else
    CALL(dot_s, &r, &a, &b, &c);
  int64_t sizes[] = {m, n}, strides[] = {n, 1};
  checkShape(name, 2, r.sizes, r.strides, sizes, strides);
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      double want = dotC(i, j);
      for (int64_t p = 0; p < k; ++p)
        want += dotA(i, p) * dotB(p, j);
      check(name, "element", get(&r.aligned[r.offset + i * n + j]), want, i, j);
    }
  if (r.allocated != c.allocated)
    free(r.allocated);
  free(c.allocated);
  free(b.allocated);
  free(a.allocated);
}
#endif

/* The binary kernels: @<op>_s on 8x40 (row-major result), @<op>_d at
   run-time sizes (column-major result). */
#ifdef OUT_PARAMS
typedef void (*BinaryFn)(MemRef2 *, MemRef1 *, MemRef2 *);
#define CALL_BINARY(f, result, a, v) f(a, v, result)
#else
typedef void (*BinaryFn)(MemRef2 *, MemRef2 *, MemRef1 *);
#define CALL_BINARY(f, result, a, v) f(result, a, v)
#endif
typedef struct {
  const char *name;
  BinaryFn staticKernel, dynamicKernel;
  double (*expected)(double, double);
} BinaryKernel;

#define BINARY(op, expression)                                                 \
  KERNEL(op##_s, MemRef2, MemRef2 *a, MemRef1 *v);                             \
  KERNEL(op##_d, MemRef2, MemRef2 *a, MemRef1 *v);                             \
  static double expected_##op(double a, double b) { return expression; }
#define ENTRY(op)                                                              \
  {#op, _mlir_ciface_##op##_s, _mlir_ciface_##op##_d, expected_##op}

#ifdef ARITH
BINARY(add, a + b)
BINARY(sub, a - b)
BINARY(mul, (a) * (b))
BINARY(max, a > b ? a : b)
BINARY(min, a < b ? a : b)
#endif
#ifdef DIVIDE
BINARY(div, IS_FLOAT ? a / b : (double)((long long)a / (long long)b))
BINARY(rem, IS_FLOAT ? fmod(a, b) : (double)((long long)a % (long long)b))
#endif
#ifdef LOGICAL
BINARY(and, (double)((long long)a & (long long)b))
BINARY(or, (double)((long long)a | (long long)b))
BINARY(xor, (double)((long long)a ^ (long long)b))
#endif

static const BinaryKernel binaryKernels[] = {
#ifdef ARITH
    ENTRY(add),
    ENTRY(sub),
    ENTRY(mul),
    ENTRY(max),
    ENTRY(min),
#endif
#ifdef DIVIDE
    ENTRY(div),
    ENTRY(rem),
#endif
#ifdef LOGICAL
    ENTRY(and),
    ENTRY(or),
    ENTRY(xor),
#endif
    {NULL, NULL, NULL, NULL},
};

static void runBinary(const BinaryKernel *kernel, int64_t rows, int64_t cols,
                      int dynamic) {
  char name[32];
  snprintf(name, sizeof name, "%s_%c", kernel->name, dynamic ? 'd' : 's');
  MemRef2 a = matrix(rows, cols);
  MemRef1 v = vector(cols, divisor);
  int64_t rowMajor[] = {cols, 1}, colMajor[] = {1, rows};
  const int64_t *strides = dynamic ? colMajor : rowMajor;
  RESULT(MemRef2, r, rows * cols, {rows, cols}, {strides[0], strides[1]});
  BinaryFn f = dynamic ? kernel->dynamicKernel : kernel->staticKernel;
  CALL_BINARY(f, &r, &a, &v);
  int64_t sizes[] = {rows, cols};
  checkShape(name, 2, r.sizes, r.strides, sizes, strides);
  for (int64_t i = 0; i < rows; ++i)
    for (int64_t j = 0; j < cols; ++j)
      check(name, "element",
            get(&r.aligned[r.offset + i * strides[0] + j * strides[1]]),
            kernel->expected(inputA(i, j), divisor(j)), i, j);
  free(r.allocated);
  free(v.allocated);
  free(a.allocated);
}

int main(void) {
  static const int64_t rows[] = {0, 1, 2, 31, 32, 33, 40, 64, 70};
  static const int64_t cols[] = {0, 1, 3, 33, 40};
  for (size_t i = 0; i < sizeof rows / sizeof *rows; ++i) {
    runBroadcasts(rows[i]);
    runBroadcastIntoView(rows[i]);
    runBroadcasts3(rows[i]);
    for (size_t j = 0; j < sizeof cols / sizeof *cols; ++j) {
      runRelayoutAndCompare(rows[i], cols[j]);
      runRelayoutOfView(rows[i], cols[j]);
      for (const BinaryKernel *k = binaryKernels; k->name; ++k)
        runBinary(k, rows[i], cols[j], /*dynamic=*/1);
    }
  }
  for (const BinaryKernel *k = binaryKernels; k->name; ++k)
    runBinary(k, 8, 40, /*dynamic=*/0);
#ifdef DOT
  static const int64_t dotM[] = {0, 1, 7, 13}, dotN[] = {0, 1, 17, 35},
                       dotK[] = {0, 1, 5, 17};
  for (size_t i = 0; i < 4; ++i)
    for (size_t j = 0; j < 4; ++j)
      for (size_t p = 0; p < 4; ++p)
        runDot(dotM[i], dotN[j], dotK[p], /*dynamic=*/1);
  runDot(13, 35, 17, /*dynamic=*/0);
#endif
  printf("%ld checks, %ld failed\n", checks, failures);
  return failures != 0;
}
