#!/usr/bin/env bash
# The main job: installs dependencies, builds shapes-opt, and runs it on an
# example shipped in the repository.
set -euo pipefail
cd "$(dirname "$0")/.."
bash utils/install-deps.sh
bash utils/build.sh shapes-opt
echo "==> shapes-opt examples/layouts.mlir"
build/bin/shapes-opt examples/layouts.mlir
