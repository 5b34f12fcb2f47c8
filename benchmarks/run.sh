#!/usr/bin/env bash
# Builds and runs the shapes benchmark, then prints one table of RATIOS per
# kernel (see benchmarks/README.md).
#
#   bash benchmarks/run.sh
#
# Environment:
#   BUILD_DIR    build directory (default: build-bench, next to build/)
#   JOBS         parallel build jobs (default: 1)
#   REPETITIONS  Google Benchmark repetitions per alternative (default: 7)
#   MIN_TIME     seconds per repetition, at least (default: 0.3)
#   LARGE_REPETITIONS, LARGE_MIN_TIME   the same for the 64 MiB cases
#                (default: 5 and 0.1)
#   THREADS_OPTION  -shapes-to-llvm options of the 2-thread shapes kernels
#                (default: the cached SHAPES_BENCH_THREADS_OPTION, "threads=2")
#   BENCH_ARGS   extra shapes-bench arguments, e.g. --benchmark_filter=outer
#
# Needs root (or sudo) only when packages are missing: it installs LLVM/MLIR
# 22, clang-22, CMake, Ninja, Google Benchmark, Eigen, libomp and numpy from
# Debian's packages through utils/install-deps.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
build=${BUILD_DIR:-build-bench}
jobs=${JOBS:-1}
reps=${REPETITIONS:-7}
min_time=${MIN_TIME:-0.3}
large_reps=${LARGE_REPETITIONS:-5}
large_min_time=${LARGE_MIN_TIME:-0.1}
threads_option=()
if [[ -n "${THREADS_OPTION:-}" ]]; then
  threads_option=("-DSHAPES_BENCH_THREADS_OPTION=$THREADS_OPTION")
fi

SHAPES_WITH_BENCHMARKS=1 bash utils/install-deps.sh

echo "==> configuring $build"
cmake -G Ninja -S . -B "$build" \
  -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
  -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
  -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit \
  -DSHAPES_BUILD_BENCHMARKS=ON "${threads_option[@]}" >/dev/null
echo "==> building shapes-bench (-j$jobs)"
cmake --build "$build" --target shapes-bench -j "$jobs"

results="$build/benchmarks/results"
mkdir -p "$results"
echo "==> running shapes-bench ($reps repetitions, 64 MiB cases $large_reps, interleaved; takes a few minutes)"
# Validation messages go to stderr, the JSON to the file.
"$build/bin/shapes-bench" \
  --benchmark_format=json \
  --benchmark_repetitions="$reps" \
  --benchmark_enable_random_interleaving=true \
  --benchmark_min_time="$min_time" \
  --large_repetitions="$large_reps" \
  --large_min_time="$large_min_time" \
  ${BENCH_ARGS:-} >"$results/bench.json"
echo "==> running numpy_bench.py"
/usr/bin/python3 benchmarks/numpy_bench.py --repeat "$reps" \
  --large-repeat "$large_reps" --large-min-time "$large_min_time" \
  >"$results/numpy.json"

echo
/usr/bin/python3 benchmarks/report.py "$results/bench.json" "$results/numpy.json" \
  | tee "$results/report.txt"
echo
echo "(raw results: $root/$results/{bench,numpy}.json, table: report.txt)"
