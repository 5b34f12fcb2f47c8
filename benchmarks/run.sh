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
#   BENCH_ARGS   extra shapes-bench arguments, e.g. --benchmark_filter=outer
#
# Needs root (or sudo) only when packages are missing: it installs LLVM/MLIR
# 22, clang-22, CMake, Ninja, Google Benchmark, Eigen and numpy from
# Debian's packages through utils/install-deps.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
build=${BUILD_DIR:-build-bench}
jobs=${JOBS:-1}
reps=${REPETITIONS:-7}
min_time=${MIN_TIME:-0.3}

SHAPES_WITH_BENCHMARKS=1 bash utils/install-deps.sh

echo "==> configuring $build"
cmake -G Ninja -S . -B "$build" \
  -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
  -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
  -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit \
  -DSHAPES_BUILD_BENCHMARKS=ON >/dev/null
echo "==> building shapes-bench (-j$jobs)"
cmake --build "$build" --target shapes-bench -j "$jobs"

results="$build/benchmarks/results"
mkdir -p "$results"
echo "==> running shapes-bench ($reps repetitions, interleaved; takes a few minutes)"
# Validation messages go to stderr, the JSON to the file.
"$build/bin/shapes-bench" \
  --benchmark_format=json \
  --benchmark_repetitions="$reps" \
  --benchmark_enable_random_interleaving=true \
  --benchmark_min_time="$min_time" \
  ${BENCH_ARGS:-} >"$results/bench.json"
echo "==> running numpy_bench.py"
/usr/bin/python3 benchmarks/numpy_bench.py --repeat "$reps" >"$results/numpy.json"

echo
/usr/bin/python3 benchmarks/report.py "$results/bench.json" "$results/numpy.json" \
  | tee "$results/report.txt"
echo
echo "(raw results: $root/$results/{bench,numpy}.json, table: report.txt)"
