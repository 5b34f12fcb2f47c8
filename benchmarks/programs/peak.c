// The f32 FMA peak of one core: the time that 2 x 1024^3 flops (the dot's)
// take at the rate of independent fused multiply-adds on the widest
// vectors the compiler targets (-march=native), with enough independent
// accumulators to cover the FMA latency on every pipe: 24 of 16 lanes with
// AVX-512 (32 registers), 12 of 8 lanes with AVX2 (16 registers), 12 of 4
// lanes otherwise. No dot runs faster on the same core, so shapes time /
// peak time is the fraction of the peak a dot reaches (run.sh prints it
// with the dot's rows).
//
// Usage: peak RUNS
// Prints the best time in seconds.

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#if defined(__AVX512F__)
#define LANES 16
#define CHAINS 24
#elif defined(__AVX2__) && defined(__FMA__)
#define LANES 8
#define CHAINS 12
#else
#define LANES 4
#define CHAINS 12
#endif

typedef float vec __attribute__((vector_size(LANES * sizeof(float))));

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s RUNS\n", argv[0]);
    return 1;
  }
  int runs = atoi(argv[1]);
  const long steps = 20000000;
  const double flops = 2.0 * LANES * CHAINS * steps;
  const double dotFlops = 2.0 * 1024 * 1024 * 1024;
  vec acc[CHAINS], scale, shift;
  for (int j = 0; j < LANES; ++j) {
    scale[j] = 0.9999999f;
    shift[j] = 1e-7f;
  }
  for (int i = 0; i < CHAINS; ++i)
    for (int j = 0; j < LANES; ++j)
      acc[i][j] = (float)(i + j);
  double best = 1e30;
  for (int run = 0; run < runs; ++run) {
    double start = now();
    for (long s = 0; s < steps; ++s) {
#pragma clang loop unroll(full)
      for (int i = 0; i < CHAINS; ++i)
        acc[i] = __builtin_elementwise_fma(acc[i], scale, shift);
      // Keeps the chains in registers, one FMA each per step.
      __asm__ volatile("" : "+x"(acc[0]), "+x"(acc[CHAINS - 1]));
    }
    double seconds = now() - start;
    if (seconds < best)
      best = seconds;
  }
  float sum = 0;
  for (int i = 0; i < CHAINS; ++i)
    sum += acc[i][0];
  fprintf(stderr, "peak: %d chains of %d lanes (checksum %g)\n", CHAINS, LANES,
          sum);
  printf("%.6f\n", best * dotFlops / flops);
  return 0;
}
