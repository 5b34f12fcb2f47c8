// Times the entry computation of a module lowered to LLVM with its C
// interface (`_mlir_ciface_<ENTRY>`, ENTRY given with -DENTRY=name): f32
// inputs read from binary files, one f32 result, returned as a memref
// descriptor and written to a file in row-major order. Prints the best
// time of the runs in seconds.
//
// Usage: bench OUT.bin OUT-RANK RUNS INPUT...
// Each INPUT is PATH:SIZES[:STRIDES], SIZES and STRIDES `x`-separated
// (1024x1024, 1x1024); the file holds the elements in memory order, and
// the strides default to row-major ones.

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_RANK 4
#define MAX_INPUTS 4
#define STR(x) #x
#define XSTR(x) STR(x)
#define SYMBOL(entry) "_mlir_ciface_" XSTR(entry)

// A ranked memref descriptor: the sizes, then the strides, in `dims`.
typedef struct {
  float *allocated;
  float *aligned;
  int64_t offset;
  int64_t dims[2 * MAX_RANK];
} Memref;

typedef Memref *M;
void entry1(M, M) __asm__(SYMBOL(ENTRY));
void entry2(M, M, M) __asm__(SYMBOL(ENTRY));
void entry3(M, M, M, M) __asm__(SYMBOL(ENTRY));

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static int parseList(char *text, int64_t *values) {
  int count = 0;
  for (char *item = strtok(text, "x"); item && count < MAX_RANK;
       item = strtok(NULL, "x"))
    values[count++] = atoll(item);
  return count;
}

static Memref readInput(char *spec) {
  char *path = strtok(spec, ":");
  char *sizes = strtok(NULL, ":");
  char *strides = strtok(NULL, ":");
  int64_t sizeValues[MAX_RANK], strideValues[MAX_RANK];
  int rank = parseList(sizes, sizeValues);
  if (strides) {
    if (parseList(strides, strideValues) != rank) {
      fprintf(stderr, "%s: as many strides as sizes needed\n", path);
      exit(1);
    }
  } else {
    int64_t stride = 1;
    for (int d = rank - 1; d >= 0; --d) {
      strideValues[d] = stride;
      stride *= sizeValues[d];
    }
  }
  int64_t count = 1;
  for (int d = 0; d < rank; ++d)
    count *= sizeValues[d];
  size_t bytes = ((size_t)count * sizeof(float) + 63) / 64 * 64;
  Memref m = {aligned_alloc(64, bytes), NULL, 0, {0}};
  m.aligned = m.allocated;
  FILE *file = fopen(path, "rb");
  if (!m.allocated || !file ||
      fread(m.allocated, sizeof(float), (size_t)count, file) != (size_t)count) {
    fprintf(stderr, "cannot read %s\n", path);
    exit(1);
  }
  fclose(file);
  for (int d = 0; d < rank; ++d) {
    m.dims[d] = sizeValues[d];
    m.dims[rank + d] = strideValues[d];
  }
  return m;
}

static void call(Memref *result, Memref *inputs, int count) {
  switch (count) {
  case 1:
    entry1(result, &inputs[0]);
    return;
  case 2:
    entry2(result, &inputs[0], &inputs[1]);
    return;
  case 3:
    entry3(result, &inputs[0], &inputs[1], &inputs[2]);
    return;
  default:
    fprintf(stderr, "1 to 3 inputs supported\n");
    exit(1);
  }
}

// Writes the result element by element in row-major order, through its
// strides.
static void writeResult(const char *path, const Memref *m, int rank) {
  FILE *file = fopen(path, "wb");
  int64_t count = 1;
  for (int d = 0; d < rank; ++d)
    count *= m->dims[d];
  for (int64_t linear = 0; linear < count; ++linear) {
    int64_t rest = linear, at = m->offset;
    for (int d = rank - 1; d >= 0; --d) {
      at += rest % m->dims[d] * m->dims[rank + d];
      rest /= m->dims[d];
    }
    fwrite(m->aligned + at, sizeof(float), 1, file);
  }
  fclose(file);
}

int main(int argc, char **argv) {
  if (argc < 5 || argc - 4 > MAX_INPUTS) {
    fprintf(stderr, "usage: %s OUT.bin OUT-RANK RUNS INPUT...\n", argv[0]);
    return 1;
  }
  int rank = atoi(argv[2]);
  int runs = atoi(argv[3]);
  int count = argc - 4;
  Memref inputs[MAX_INPUTS];
  for (int i = 0; i < count; ++i)
    inputs[i] = readInput(argv[4 + i]);
  double best = 1e30;
  Memref result;
  for (int run = 0; run < runs; ++run) {
    double start = now();
    call(&result, inputs, count);
    double elapsed = now() - start;
    if (elapsed < best)
      best = elapsed;
    if (run + 1 < runs)
      free(result.allocated);
  }
  writeResult(argv[1], &result, rank);
  printf("%.6f\n", best);
  return 0;
}
