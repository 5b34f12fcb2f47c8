#!/usr/bin/env bash
# Builds the HLO programs of this directory with -shapes-to-llvm (one
# thread and threads=2, each with the scalar loops' rounding and with
# fma-contractions), times them against numpy on OpenBLAS with one
# thread, checks the results against numpy's, and prints GFLOP/s and the
# ratio numpy time / shapes time.
#
# Usage: benchmarks/programs/run.sh [build-dir] (default: build)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
build="$(cd "${1:-$here/../../build}" && pwd)"
llvm=/usr/lib/llvm-22/bin
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
n=1024
runs=5

compile() { # <hlo> <pipeline options> <output>
  "$build/bin/shapes-translate" --import-hlo "$1" \
    | "$build/bin/shapes-opt" -shapes-to-llvm="$2" \
    | "$llvm/mlir-translate" --mlir-to-llvmir > "$work/kernel.ll"
  clang-22 -O3 -march=native -Wno-override-module -c "$work/kernel.ll" -o "$work/kernel.o"
  clang-22 -O3 -march=native "$here/main.c" "$work/kernel.o" \
    -L/usr/lib/llvm-22/lib -Wl,-rpath,/usr/lib/llvm-22/lib -lomp -o "$3"
}

/usr/bin/python3 - "$work" "$n" <<'PY'
import sys, numpy as np
work, n = sys.argv[1], int(sys.argv[2])
rng = np.random.default_rng(0)
for name in "ab":
    rng.standard_normal((n, n), dtype=np.float32).tofile(f"{work}/{name}.bin")
PY

# numpy on OpenBLAS, one thread, its own core type and cache sizes.
numpy_time=$(env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE \
  OPENBLAS_NUM_THREADS=1 /usr/bin/python3 - "$work" "$n" "$runs" <<'PY'
import sys, time, numpy as np
work, n, runs = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
a = np.fromfile(f"{work}/a.bin", dtype=np.float32).reshape(n, n)
b = np.fromfile(f"{work}/b.bin", dtype=np.float32).reshape(n, n)
best = 1e30
for _ in range(runs):
    start = time.perf_counter()
    c = a @ b
    best = min(best, time.perf_counter() - start)
c.tofile(f"{work}/numpy.bin")
print(f"{best:.6f}")
PY
)
flops=$(/usr/bin/python3 -c "print(2 * $n ** 3)")
printf "%-38s %9s %8s %8s\n" case seconds GFLOP/s ratio
printf "%-38s %9.4f %8.1f %8s\n" "numpy (OpenBLAS, 1 thread)" "$numpy_time" \
  "$(/usr/bin/python3 -c "print($flops / $numpy_time / 1e9)")" 1.00
for options in threads=1 threads=2 "threads=1 fma-contractions" \
  "threads=2 fma-contractions"; do
  threads=${options:8:1}
  compile "$here/dot.hlo" "$options" "$work/dot"
  seconds=$(OMP_NUM_THREADS=$threads "$work/dot" "$n" \
    "$work/a.bin" "$work/b.bin" "$work/out.bin" "$runs")
  /usr/bin/python3 - "$work" "$n" <<'PY'
import sys, numpy as np
work, n = sys.argv[1], int(sys.argv[2])
ours = np.fromfile(f"{work}/out.bin", dtype=np.float32)
ref = np.fromfile(f"{work}/numpy.bin", dtype=np.float32)
err = np.max(np.abs(ours - ref)) / np.max(np.abs(ref))
if not err < 1e-5:
    sys.exit(f"dot differs from numpy: max relative error {err}")
PY
  printf "%-38s %9.4f %8.1f %8.2f\n" "dot 1024^3 $options" "$seconds" \
    "$(/usr/bin/python3 -c "print($flops / $seconds / 1e9)")" \
    "$(/usr/bin/python3 -c "print($numpy_time / $seconds)")"
done
