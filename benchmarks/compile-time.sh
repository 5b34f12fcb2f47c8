#!/usr/bin/env bash
# The compile-time benchmark: shapes-opt -shapes-to-llvm on generated modules
# of N broadcasting ops, next to upstream mlir-opt lowering the same
# computation written with linalg.generic (benchmarks/compile_time.py).
# Builds shapes-opt (utils/build.sh shapes-opt), then times the tools
# interleaved, single-threaded (-mlir-disable-threading), and prints the
# ratios shapes-opt time / mlir-opt time per N (medians) and the seconds.
# Then times -shapes-to-llvm on one imported HLO function whose N ops form
# one chain of fusible elementwise ops (benchmarks/fusion_chain.py) and
# prints the time per op next to the smallest N's. Last, times
# -shapes-assign-layouts inside -shapes-to-llvm on imported HLO modules of N
# instructions (benchmarks/assign_layouts_time.py).
#
# Knobs (environment):
#   NS            the values of N (default "1000 5000 20000 50000")
#   REPETITIONS   timed runs of each tool per N (default 3)
#   OPS_PER_FUNC  broadcasting ops per function (default 100)
#   MLIR_OPT      upstream mlir-opt (default /usr/lib/llvm-22/bin/mlir-opt)
#   CHAIN_NS      the chain lengths (default "1000 2000 4000 20000"; empty:
#                 no chain benchmark)
#   ASSIGN_NS     the module sizes for the layout assignment (default
#                 "1000 10000 30000"; empty: none)
#   OUT_DIR       where the modules are written (default build/compile-time)
set -euo pipefail
cd "$(dirname "$0")/.."

NS=${NS:-"1000 5000 20000 50000"}
REPETITIONS=${REPETITIONS:-3}
OPS_PER_FUNC=${OPS_PER_FUNC:-100}
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
MLIR_TRANSLATE=$(dirname "$MLIR_OPT")/mlir-translate
OUT_DIR=${OUT_DIR:-build/compile-time}
CHAIN_NS=${CHAIN_NS-"1000 2000 4000 20000"}
ASSIGN_NS=${ASSIGN_NS-"1000 10000 30000"}

bash utils/build.sh shapes-opt shapes-translate
SHAPES_OPT=build/bin/shapes-opt
mkdir -p "$OUT_DIR"

# Both forms must lower to LLVM IR: checked on a small module.
gen=benchmarks/compile_time.py
python3 $gen shapes 12 --ops-per-func 6 -o "$OUT_DIR/check_shapes.mlir"
python3 $gen upstream 12 --ops-per-func 6 -o "$OUT_DIR/check_upstream.mlir"
read -r -a pipeline <<<"$(python3 $gen pipeline)"
$SHAPES_OPT -shapes-to-llvm "$OUT_DIR/check_shapes.mlir" |
  "$MLIR_TRANSLATE" --mlir-to-llvmir -o /dev/null
"$MLIR_OPT" "$OUT_DIR/check_upstream.mlir" "${pipeline[@]}" |
  "$MLIR_TRANSLATE" --mlir-to-llvmir -o /dev/null
"$MLIR_OPT" "$OUT_DIR/check_upstream.mlir" --linalg-fuse-elementwise-ops \
  "${pipeline[@]}" | "$MLIR_TRANSLATE" --mlir-to-llvmir -o /dev/null

echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load average" \
  "$(cut -d' ' -f1-3 /proc/loadavg)"
# shellcheck disable=SC2086
python3 $gen measure --shapes-opt "$SHAPES_OPT" --mlir-opt "$MLIR_OPT" \
  --dir "$OUT_DIR" --repetitions "$REPETITIONS" \
  --ops-per-func "$OPS_PER_FUNC" $NS

if [[ -n $CHAIN_NS ]]; then
  echo
  echo "One chain of fusible elementwise ops, imported from HLO," \
    "-shapes-to-llvm -mlir-disable-threading, median of $REPETITIONS:"
  # shellcheck disable=SC2086
  python3 benchmarks/fusion_chain.py measure \
    --shapes-translate build/bin/shapes-translate --shapes-opt "$SHAPES_OPT" \
    --dir "$OUT_DIR" --repetitions "$REPETITIONS" $CHAIN_NS
fi

if [[ -n $ASSIGN_NS ]]; then
  echo
  echo "-shapes-assign-layouts within -shapes-to-llvm=assign-layouts=true," \
    "-mlir-disable-threading, median of $REPETITIONS:"
  # shellcheck disable=SC2086
  python3 benchmarks/assign_layouts_time.py \
    --shapes-translate build/bin/shapes-translate --shapes-opt "$SHAPES_OPT" \
    --dir "$OUT_DIR" --repetitions "$REPETITIONS" $ASSIGN_NS
fi
