#!/usr/bin/env bash
# Runs clang-tidy (.clang-tidy: the LLVM/MLIR checks that fit) over our
# sources, with the compile commands of build/ (bash utils/build.sh first).
#
#   bash utils/tidy.sh            # lib/ and tools/
#   bash utils/tidy.sh lib/Semantics
# Ends with "1 passed, 0 failed" when no warning points into our sources
# (include/, lib/, tools/), "0 passed, 1 failed" otherwise, and exits
# non-zero then. Warnings in system headers do not count.
#
# A source whose cache key (utils/tidy_keys.py: the source preprocessed,
# every header included, with its compile command, .clang-tidy, this
# script and the clang-tidy version) is listed in .ci/tidy-clean was
# checked clean as it is, and is not checked again. A run over lib/ and
# tools/ without a warning rewrites .ci/tidy-clean with the keys of all of
# them; commit it with the change. SHAPES_TIDY_CACHE=0 checks every source.
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
keys=$(mktemp)
trap 'rm -f "$log" "$keys"' EXIT
clean=.ci/tidy-clean
python3 utils/tidy_keys.py "$build" "${files[@]}" >"$keys"
# The sources that the build compiles (run-clang-tidy skips the others).
mapfile -t files < <(cut -d' ' -f2 "$keys")
todo=("${files[@]}")
if [[ ${SHAPES_TIDY_CACHE:-1} == 1 && -f $clean ]]; then
  mapfile -t todo < <(awk 'NR == FNR { known[$1] = 1; next }
                           !($1 in known) { print $2 }' "$clean" "$keys")
fi
echo "clang-tidy: ${#todo[@]} of ${#files[@]} sources to check" \
  "($((${#files[@]} - ${#todo[@]})) known clean in $clean)"
# run-clang-tidy with no source checks every one of the build.
if ((${#todo[@]})); then
  run-clang-tidy-22 -clang-tidy-binary "$(command -v "$tidy")" -p "$build" \
    -quiet -j "${JOBS:-2}" "${todo[@]/#/$PWD/}" 2>&1 | tee "$log"
fi
ours=$(grep -cE "^$PWD/(include|lib|tools)/[^:]+:[0-9]+:[0-9]+: (warning|error):" \
  "$log" || true)
echo "clang-tidy: $ours warnings in our sources"
if ((ours)); then
  echo "0 passed, 1 failed"
  exit 1
fi
if (($# == 0)); then
  cut -d' ' -f1 "$keys" | sort -u >"$clean"
fi
echo "1 passed, 0 failed"
