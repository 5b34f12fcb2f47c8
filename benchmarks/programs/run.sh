#!/usr/bin/env bash
# Builds the HLO programs of this directory with -shapes-to-llvm (one
# thread and threads=2; the dot also with fma-contractions) and the
# upstream transform-dialect matmul (upstream-matmul.mlir), calls them from
# one C driver (main.c), checks each result against numpy's
# (programs.py), times them against numpy on OpenBLAS with one thread,
# and prints seconds, GFLOP/s for the dots and the ratio numpy time /
# our time (higher is faster).
#
# Usage: benchmarks/programs/run.sh [build-dir] (default: build)
# Environment: RUNS (best of, default 5), CASES (default: all).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
build="$(cd "${1:-$here/../../build}" && pwd)"
llvm=/usr/lib/llvm-22/bin
python=/usr/bin/python3
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
runs=${RUNS:-5}
cases=${CASES:-"dot dense attention softmax layernorm colsum transpose transpose-copy"}
dot_flops=$((2 * 1024 * 1024 * 1024))

# <llvm-ir> <entry> <output>: the driver linked with the module.
link() {
  clang-22 -O3 -march=native -Wno-override-module -c "$1" -o "$work/kernel.o"
  clang-22 -O3 -march=native -DENTRY="$2" "$here/main.c" "$work/kernel.o" \
    -L/usr/lib/llvm-22/lib -Wl,-rpath,/usr/lib/llvm-22/lib -lomp -lm -o "$3"
}

# <hlo> <pipeline options> <output>
compile() {
  "$build/bin/shapes-translate" --import-hlo "$1" \
    | "$build/bin/shapes-opt" -shapes-to-llvm="$2" \
    | "$llvm/mlir-translate" --mlir-to-llvmir > "$work/kernel.ll"
  local entry
  entry=$(sed -n 's/^ENTRY \([^ ]*\) .*/\1/p' "$1")
  link "$work/kernel.ll" "$entry" "$3"
}

compile_upstream() { # <output>
  "$llvm/mlir-opt" "$here/upstream-matmul.mlir" -transform-interpreter \
    -test-transform-dialect-erase-schedule -convert-vector-to-scf \
    -convert-linalg-to-loops -lower-affine -convert-scf-to-cf \
    -convert-vector-to-llvm -expand-strided-metadata -lower-affine \
    -finalize-memref-to-llvm -convert-arith-to-llvm -convert-index-to-llvm \
    -convert-cf-to-llvm -convert-func-to-llvm -convert-ub-to-llvm \
    -reconcile-unrealized-casts \
    | "$llvm/mlir-translate" --mlir-to-llvmir > "$work/kernel.ll"
  link "$work/kernel.ll" matmul "$1"
}

row() { # <case> <label> <seconds> <numpy seconds>
  local gflops=-
  if [[ $1 == dot || $1 == upstream ]]; then
    gflops=$($python -c "print(f'{$dot_flops / $3 / 1e9:.1f}')")
  fi
  printf "%-42s %9.4f %8s %7.2f\n" "$2" "$3" "$gflops" \
    "$($python -c "print($4 / $3)")"
}

# <case> <binary> <threads>: runs, checks, prints the time.
measure() {
  local seconds
  # shellcheck disable=SC2046
  seconds=$(OMP_NUM_THREADS=$3 "$2" "$work/out.bin" \
    "$($python "$here/programs.py" rank "$1")" "$runs" \
    $($python "$here/programs.py" inputs "$work" "$1"))
  $python "$here/programs.py" check "$work" "$1" "$work/out.bin"
  echo "$seconds"
}

$python "$here/programs.py" gen "$work"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
# Debian's libopenblas0-pthread takes over libblas.so.3; without it numpy
# runs the reference BLAS, 10-20x slower on the dot.
blas=$(env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE OPENBLAS_NUM_THREADS=1 \
  $python "$here/programs.py" blas)
echo "numpy's BLAS: $blas"
if [[ $blas != *openblas* ]]; then
  echo "warning: numpy does not load OpenBLAS; install libopenblas0-pthread" \
    "(SHAPES_WITH_BENCHMARKS=1 bash utils/install-deps.sh)" >&2
  blas_label="reference BLAS"
else
  blas_label="OpenBLAS"
fi
printf "%-42s %9s %8s %7s\n" case seconds GFLOP/s ratio
for case in $cases; do
  numpy=$(env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE \
    OPENBLAS_NUM_THREADS=1 $python "$here/programs.py" numpy "$work" \
    "$case" "$runs")
  row "$case" "$case numpy ($blas_label, 1 thread)" "$numpy" "$numpy"
  hlo="$here/$case.hlo"
  variants=("threads=1" "threads=2")
  if [[ $case == dot ]]; then
    variants+=("threads=1 fma-contractions" "threads=2 fma-contractions")
  fi
  for options in "${variants[@]}"; do
    compile "$hlo" "$options" "$work/bench"
    seconds=$(measure "$case" "$work/bench" "${options:8:1}")
    row "$case" "$case $options" "$seconds" "$numpy"
  done
  if [[ $case == dot ]]; then
    compile_upstream "$work/bench"
    seconds=$(measure dot "$work/bench" 1)
    row upstream "dot upstream transform-dialect matmul" "$seconds" "$numpy"
  fi
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
