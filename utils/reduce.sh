#!/usr/bin/env bash
# Shrinks a failing program with shapes-reduce (docs/Reduce.md), repeating
# the recipe until the file stops shrinking:
#   utils/reduce.sh INPUT.mlir INTERESTING-SCRIPT [OUTPUT.mlir]
# Each round runs the reduction tree (delete operations, replace shapes ops
# by an operand), then tries `inline,canonicalize,symbol-dce` and then
# `canonicalize,symbol-dce` as simplifications; shapes-reduce keeps each only
# when the script still finds the result interesting. Inlining is what lets
# deletion reach into called functions and symbol-dce drop them. The script
# gets the candidate file as its last argument and exits 1 when it is
# interesting. OUTPUT defaults to INPUT with `.reduced.mlir` for `.mlir`.
# The reducer is $SHAPES_REDUCE, or build/bin/shapes-reduce of this checkout;
# its directory goes first on PATH, so that the script can call shapes-opt by
# name.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

if (($# < 2 || $# > 3)); then
  echo "usage: $0 INPUT.mlir INTERESTING-SCRIPT [OUTPUT.mlir]" >&2
  exit 2
fi
input=$1
output=${3:-${input%.mlir}.reduced.mlir}
reducer=${SHAPES_REDUCE:-$root/build/bin/shapes-reduce}
if [[ $reducer != */* ]]; then
  reducer=$(command -v "$reducer") || { echo "reduce.sh: $SHAPES_REDUCE is not on PATH" >&2; exit 2; }
fi
PATH=$(cd "$(dirname "$reducer")" && pwd):$PATH
# shapes-reduce runs the script from its own working directory: give it an
# absolute path.
test_script=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")

if [[ ! -f $input ]]; then
  echo "reduce.sh: no input file $input" >&2
  exit 2
fi
if [[ ! -x $test_script ]]; then
  echo "reduce.sh: $test_script is not an executable file (chmod +x it)" >&2
  exit 2
fi
if "$test_script" "$input"; then
  echo "reduce.sh: $2 does not find $input interesting (it must exit 1)" >&2
  exit 1
fi

# The reducer prints the errors of the candidates it rejects (`null operand
# found`, ...): they are expected, and go to a log shown only on failure.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$input" "$work/current.mlir"
size=$(wc -c <"$work/current.mlir")
lines() { wc -l <"$1" | tr -d ' '; }
echo "reduce.sh: $input: $(lines "$work/current.mlir") lines, $size bytes" >&2

reduce() {
  if ! "$reducer" "$@" 2>>"$work/log"; then
    echo "reduce.sh: $reducer failed; its log:" >&2
    cat "$work/log" >&2
    exit 1
  fi
}

round=0
while :; do
  round=$((round + 1))
  reduce "$work/current.mlir" \
    -reduction-tree="traversal-mode=0 test=$test_script" -o "$work/tree.mlir"
  reduce "$work/tree.mlir" \
    -opt-reduction-pass="opt-pass=inline,canonicalize,symbol-dce test=$test_script" \
    -o "$work/inlined.mlir"
  reduce "$work/inlined.mlir" \
    -opt-reduction-pass="opt-pass=canonicalize,symbol-dce test=$test_script" \
    -o "$work/next.mlir"
  next=$(wc -c <"$work/next.mlir")
  echo "reduce.sh: round $round: $(lines "$work/next.mlir") lines, $next bytes" >&2
  if ((next >= size)); then
    break
  fi
  mv "$work/next.mlir" "$work/current.mlir"
  size=$next
done

if "$test_script" "$work/current.mlir"; then
  echo "reduce.sh: the reduced file is not interesting; the reducer's log:" >&2
  cat "$work/log" >&2
  exit 1
fi
cp "$work/current.mlir" "$output"
echo "reduce.sh: wrote $output ($(lines "$output") lines)" >&2
