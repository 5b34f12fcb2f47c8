#!/usr/bin/env bash
# Installs what building and testing shapes needs, from Debian's packages.
# Does nothing when everything is already there. Run as root (or with sudo).
set -euo pipefail

packages=(
  libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools clang-22
  cmake ninja-build python3 zlib1g-dev libzstd-dev libgtest-dev
  libomp-22-dev python3-psutil
)
# libFuzzer and the sanitizer runtimes (utils/fuzz.sh, utils/test-sanitized.sh).
if [[ "${SHAPES_WITH_SANITIZERS:-0}" == 1 ]]; then
  packages+=(libclang-rt-22-dev)
fi
# clang-format and clang-tidy (utils/check-format.sh, utils/tidy.sh).
if [[ "${SHAPES_WITH_LINT:-0}" == 1 ]]; then
  packages+=(clang-format-22 clang-tidy-22)
fi
if [[ "${SHAPES_WITH_BENCHMARKS:-0}" == 1 ]]; then
  # numpy's dot on OpenBLAS (benchmarks/programs): libopenblas0-pthread
  # takes over libblas.so.3 from the reference BLAS.
  packages+=(libbenchmark-dev libeigen3-dev python3-numpy libopenblas0-pthread)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "==> installing: ${missing[*]}"
  SUDO=""
  [[ $(id -u) -ne 0 ]] && SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
