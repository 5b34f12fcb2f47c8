#!/usr/bin/env bash
# Configures (once) and builds shapes in ./build with clang-22 and Ninja.
# Usage: utils/build.sh [ninja targets...]
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ ! -f build/build.ninja ]]; then
  cmake -G Ninja -S . -B build \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit \
    ${SHAPES_CMAKE_ARGS:-} >/dev/null
fi
cmake --build build ${1:+--target "$@"}
