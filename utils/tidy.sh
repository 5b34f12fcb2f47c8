#!/usr/bin/env bash
# Runs clang-tidy (.clang-tidy: the LLVM/MLIR checks that fit) over our
# sources, with the compile commands of build/ (bash utils/build.sh first).
#
#   bash utils/tidy.sh            # lib/ and tools/
#   bash utils/tidy.sh lib/Semantics
# Ends with "1 passed, 0 failed" when no warning points into our sources
# (include/, lib/, tools/), "0 passed, 1 failed" otherwise, and exits
# non-zero then. Warnings in system headers do not count.
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
log=$(mktemp)
trap 'rm -f "$log"' EXIT
run-clang-tidy-22 -clang-tidy-binary "$(command -v "$tidy")" -p "$build" \
  -quiet -j "${JOBS:-2}" "${files[@]/#/$PWD/}" 2>&1 | tee "$log"
ours=$(grep -cE "^$PWD/(include|lib|tools)/[^:]+:[0-9]+:[0-9]+: (warning|error):" \
  "$log" || true)
echo "clang-tidy: $ours warnings in our sources"
if ((ours)); then
  echo "0 passed, 1 failed"
  exit 1
fi
echo "1 passed, 0 failed"
