#!/bin/sh
# Interestingness test for utils/reduce.sh (docs/Reduce.md): exits 1 ("still
# interesting") when the file parses and verifies and still holds a
# shapes.max into a layout padded with padding_value = lowest, as
# examples/broadcast.mlir does; 0 for anything else.
out=$(shapes-opt -mlir-print-local-scope "$1" 2>/dev/null) || exit 0
if printf '%s\n' "$out" | grep -q 'shapes.max.*padding_value = lowest'; then
  exit 1
fi
exit 0
