#!/usr/bin/env bash
# Fails when a tracked C or C++ file is not formatted with clang-format-22
# (.clang-format: LLVM style). Fix with:
#   git ls-files '*.cpp' '*.h' '*.c' | xargs clang-format-22 -i
# Prints "1 passed, 0 failed" or "0 passed, 1 failed" as its last line.
set -uo pipefail
cd "$(dirname "$0")/.."
format=${CLANG_FORMAT:-clang-format-22}
if ! command -v "$format" >/dev/null; then
  SHAPES_WITH_LINT=1 bash utils/install-deps.sh
fi
mapfile -t files < <(git ls-files '*.cpp' '*.h' '*.c')
if "$format" --dry-run -Werror "${files[@]}"; then
  echo "format check: ${#files[@]} files formatted"
  echo "1 passed, 0 failed"
else
  echo "format check: the files above are not formatted (clang-format-22 -i)"
  echo "0 passed, 1 failed"
  exit 1
fi
