#!/usr/bin/env bash
# Runs clang-tidy (.clang-tidy: the LLVM/MLIR checks that fit) over our
# sources, with the compile commands of build/ (bash utils/build.sh first).
#
#   bash utils/tidy.sh            # lib/ and tools/
#   bash utils/tidy.sh lib/Semantics
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD_DIR:-build}
tidy=${CLANG_TIDY:-clang-tidy-22}
command -v "$tidy" >/dev/null || {
  echo "utils/tidy.sh: $tidy not found (apt-get install clang-tidy-22)" >&2
  exit 2
}
[[ -f $build/compile_commands.json ]] || {
  echo "utils/tidy.sh: no $build/compile_commands.json; run utils/build.sh" >&2
  exit 2
}
paths=("$@")
((${#paths[@]})) || paths=(lib tools)
mapfile -t files < <(git ls-files "${paths[@]}" | grep -E '\.cpp$')
run-clang-tidy-22 -clang-tidy-binary "$(command -v "$tidy")" -p "$build" \
  -quiet -j "${JOBS:-2}" "${files[@]/#/$PWD/}"
