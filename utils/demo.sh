#!/usr/bin/env bash
# The main job: installs what is missing, builds shapes-opt, lowers the
# example examples/broadcast.mlir with -shapes-to-llvm and runs it with
# mlir-runner, printing the inputs and results of each broadcast.
set -euo pipefail
cd "$(dirname "$0")/.."
bash utils/install-deps.sh
bash utils/build.sh shapes-opt >/dev/null
LLVM=/usr/lib/llvm-22
echo "==> build/bin/shapes-opt examples/broadcast.mlir -shapes-to-llvm | mlir-runner -e main ..."
build/bin/shapes-opt examples/broadcast.mlir -shapes-to-llvm |
  "$LLVM/bin/mlir-runner" -e main -entry-point-result=void \
    -shared-libs="$LLVM/lib/libmlir_runner_utils.so,$LLVM/lib/libmlir_c_runner_utils.so"
