// Times the entry computation of an HLO module lowered by -shapes-to-llvm: a
// dot of two n x n f32 matrices read from binary files, the result written
// to a third file. Prints the best time of the runs in seconds.
//
// Usage: dot-bench N A.bin B.bin OUT.bin RUNS

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef struct {
  float *allocated;
  float *aligned;
  int64_t offset;
  int64_t sizes[2];
  int64_t strides[2];
} Memref2D;

// The C interface of the module's entry computation, `main.3` as XLA names
// it.
void dot(Memref2D *result, Memref2D *a,
         Memref2D *b) __asm__("_mlir_ciface_main.3");

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static float *readMatrix(const char *path, int64_t n) {
  float *data = aligned_alloc(64, (size_t)(n * n) * sizeof(float));
  FILE *file = fopen(path, "rb");
  if (!data || !file ||
      fread(data, sizeof(float), (size_t)(n * n), file) != (size_t)(n * n)) {
    fprintf(stderr, "cannot read %s\n", path);
    exit(1);
  }
  fclose(file);
  return data;
}

static Memref2D wrap(float *data, int64_t n) {
  Memref2D m = {data, data, 0, {n, n}, {n, 1}};
  return m;
}

int main(int argc, char **argv) {
  if (argc != 6) {
    fprintf(stderr, "usage: %s N A.bin B.bin OUT.bin RUNS\n", argv[0]);
    return 1;
  }
  int64_t n = atoll(argv[1]);
  int runs = atoi(argv[5]);
  Memref2D a = wrap(readMatrix(argv[2], n), n);
  Memref2D b = wrap(readMatrix(argv[3], n), n);
  double best = 1e30;
  Memref2D result;
  for (int run = 0; run < runs; ++run) {
    double start = now();
    dot(&result, &a, &b);
    double elapsed = now() - start;
    if (elapsed < best)
      best = elapsed;
    if (run + 1 < runs)
      free(result.allocated);
  }
  FILE *out = fopen(argv[4], "wb");
  for (int64_t i = 0; i < n; ++i)
    fwrite(result.aligned + result.offset + i * result.strides[0],
           sizeof(float), (size_t)n, out);
  fclose(out);
  printf("%.6f\n", best);
  return 0;
}
