#!/bin/sh
# Interestingness test for shapes-reduce (docs/Reduce.md): exits 1 ("still
# interesting") when `shapes-opt -shapes-to-llvm` rejects the file with the
# error we are chasing, and 0 for anything else: success, or another error
# (for example IR that a reduction step broke).
if shapes-opt "$1" -shapes-to-llvm 2>&1 >/dev/null |
    grep -q "error: #shapes.layout cannot pad elements of type 'ui32'"; then
  exit 1
fi
exit 0
