#!/usr/bin/env bash
# Builds the HLO programs of this directory with -shapes-to-llvm (one
# thread and threads=2; the dot also with fma-contractions=false; gram, a
# module as XLA writes it before layout assignment, also with
# assign-layouts=false, its layouts as written, over which it prints the
# speed-up of the default, which chooses them) and,
# next to the dot, two upstream transform-dialect matmuls
# (upstream-matmul.mlir, unpacked; upstream-packed-matmul.mlir, with
# linalg.pack and linalg.mmt4d), calls them from one C driver (main.c),
# checks each result against numpy's (programs.py), times them against
# numpy on OpenBLAS with one thread, and prints seconds, GFLOP/s for the
# dots and the ratio numpy time / our time (higher is faster). For the
# cases bound by memory it also times their memory floor (floor.c: one
# pass over the inputs into a fresh result), whose ratio bounds what any
# implementation reaches here. For the dot it times the core's f32 FMA
# peak (peak.c) in the same rounds, and prints the fraction of it that
# numpy and each one-thread variant reach.
#
# Usage: benchmarks/programs/run.sh [build-dir] (default: build)
# Environment: RUNS (best of, default 5), ROUNDS (default 3: numpy and
# every variant of a case are timed in turn that many times, and each
# keeps its best round), CASES (default: all).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
build="$(cd "${1:-$here/../../build}" && pwd)"
llvm=/usr/lib/llvm-22/bin
python=/usr/bin/python3
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
runs=${RUNS:-5}
rounds=${ROUNDS:-3}
cases=${CASES:-"dot dense attention gram softmax layernorm colsum transpose transpose-copy"}
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

# <mlir> <output> [passes after the transform script]
compile_upstream() {
  # shellcheck disable=SC2086
  "$llvm/mlir-opt" "$1" -transform-interpreter \
    -test-transform-dialect-erase-schedule ${3:-} -convert-vector-to-scf \
    -convert-linalg-to-loops -lower-affine -convert-scf-to-cf \
    -convert-vector-to-llvm -expand-strided-metadata -lower-affine \
    -finalize-memref-to-llvm -convert-arith-to-llvm -convert-index-to-llvm \
    -convert-cf-to-llvm -convert-func-to-llvm -convert-ub-to-llvm \
    -reconcile-unrealized-casts \
    | "$llvm/mlir-translate" --mlir-to-llvmir > "$work/kernel.ll"
  link "$work/kernel.ll" matmul "$2"
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
clang-22 -O3 -march=native "$here/floor.c" -o "$work/floor"
clang-22 -O3 -march=native "$here/peak.c" -o "$work/peak"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
# The figures of the host target that -shapes-to-llvm builds for: one line.
echo "target: $(echo 'func.func @f() { return }' \
  | "$build/bin/shapes-opt" --shapes-print-target -shapes-pack-contractions \
    -o /dev/null 2>&1 | tail -n +2 | sed 's/^ *//; s/ = /=/' | paste -sd' ')"
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
# <a> <b>: the smaller of two times ("" counts as none).
best() {
  if [[ -z $1 ]] || $python -c "import sys; sys.exit(not $2 < $1)"; then
    echo "$2"
  else
    echo "$1"
  fi
}

numpy_seconds() { # <case>
  env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE OPENBLAS_NUM_THREADS=1 \
    $python "$here/programs.py" numpy "$work" "$1" "$runs"
}

printf "%-42s %9s %8s %7s\n" case seconds GFLOP/s ratio
for case in $cases; do
  hlo="$here/$case.hlo"
  variants=("threads=1" "threads=2")
  if [[ $case == dot ]]; then
    variants+=("threads=1 fma-contractions=false" "threads=2 fma-contractions=false")
  fi
  if [[ $case == gram ]]; then
    variants+=("threads=1 assign-layouts=false" "threads=2 assign-layouts=false")
  fi
  labels=("${variants[@]}")
  for i in "${!variants[@]}"; do
    compile "$hlo" "${variants[$i]}" "$work/bench$i"
  done
  if [[ $case == dot ]]; then
    compile_upstream "$here/upstream-matmul.mlir" "$work/bench${#labels[@]}"
    labels+=("upstream transform-dialect matmul")
    compile_upstream "$here/upstream-packed-matmul.mlir" \
      "$work/bench${#labels[@]}" -buffer-deallocation-pipeline
    labels+=("upstream packed (linalg.pack, mmt4d)")
  fi
  # Rounds alternate numpy and every variant, so that each ratio compares
  # times taken minutes apart at most; each keeps its best round.
  numpy=""
  floor=""
  peak=""
  floor_sizes=$($python "$here/programs.py" floor "$case")
  times=()
  for ((round = 0; round < rounds; ++round)); do
    numpy=$(best "$numpy" "$(numpy_seconds "$case")")
    if [[ -n $floor_sizes ]]; then
      # shellcheck disable=SC2086
      floor=$(best "$floor" "$("$work/floor" "$runs" $floor_sizes)")
    fi
    if [[ $case == dot ]]; then
      peak=$(best "$peak" "$("$work/peak" "$runs" 2>/dev/null)")
    fi
    for i in "${!labels[@]}"; do
      threads=${labels[$i]:8:1}
      [[ $threads =~ ^[0-9]$ ]] || threads=1
      times[i]=$(best "${times[$i]:-}" \
        "$(measure "$case" "$work/bench$i" "$threads")")
    done
  done
  row "$case" "$case numpy ($blas_label, 1 thread)" "$numpy" "$numpy"
  if [[ -n $floor ]]; then
    row "$case" "$case memory floor (floor.c, 1 thread)" "$floor" "$numpy"
  fi
  if [[ -n $peak ]]; then
    row "$case" "$case f32 FMA peak (peak.c, 1 thread)" "$peak" "$numpy"
    printf "%-54s %14s\n" "$case numpy: fraction of the FMA peak" \
      "$($python -c "print(f'{$peak / $numpy:.2f}')")"
  fi
  for i in "${!labels[@]}"; do
    if [[ ${labels[$i]} == upstream* ]]; then
      row upstream "dot ${labels[$i]}" "${times[$i]}" "$numpy"
      printf "%-54s %14s\n" "dot ${labels[$i]%% (*}: fraction of the FMA peak" \
        "$($python -c "print(f'{$peak / ${times[$i]}:.2f}')")"
    else
      row "$case" "$case ${labels[$i]}" "${times[$i]}" "$numpy"
    fi
  done
  for i in "${!variants[@]}"; do
    if [[ -n $peak && ${variants[$i]} == threads=1* ]]; then
      printf "%-54s %14s\n" "$case ${variants[$i]}: fraction of the FMA peak" \
        "$($python -c "print(f'{$peak / ${times[$i]}:.2f}')")"
    fi
    if [[ $case == gram && ${variants[$i]} != *assign-layouts=false ]]; then
      written="${variants[$i]} assign-layouts=false"
      for j in "${!variants[@]}"; do
        if [[ ${variants[$j]} == "$written" ]]; then
          printf "%-54s %14s\n" \
            "$case ${variants[$i]}: speed-up over as written" \
            "$($python -c "print(f'{${times[$j]} / ${times[$i]}:.2f}x')")"
        fi
      done
    fi
    if [[ ${variants[$i]} == threads=2* ]]; then
      one="${variants[$i]/threads=2/threads=1}"
      for j in "${!variants[@]}"; do
        if [[ ${variants[$j]} == "$one" ]]; then
          printf "%-54s %14s\n" "$case ${variants[$i]}: speed-up over threads=1" \
            "$($python -c "print(f'{${times[$j]} / ${times[$i]}:.2f}x')")"
        fi
      done
    fi
  done
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
