#!/usr/bin/env bash
# The whole test suite with AddressSanitizer and UndefinedBehaviorSanitizer
# on our code (docs/Reliability.md):
#   utils/test-sanitized.sh
# Builds build-asan/ with -DSHAPES_SANITIZERS="address;undefined" (clang-22),
# runs the lit suite (the differential tests with a fifth of their
# programs, unoptimized, test/lit.cfg.py) and the unit and package tests but the
# linkage ones (below), and ends with one line
# "N passed, M failed"; exits non-zero on any failure. libMLIR.so (Debian's)
# is not instrumented: reports cover our libraries, tools and tests, and
# anything they do to memory that libMLIR allocated or reads.
set -uo pipefail
cd "$(dirname "$0")/.."
build=${SHAPES_ASAN_BUILD_DIR:-build-asan}
jobs=${SHAPES_ASAN_JOBS:-2}

fail_setup() {
  echo "setup failed: $1"
  echo "0 passed, 1 failed"
  exit 1
}
SHAPES_WITH_SANITIZERS=1 bash utils/install-deps.sh ||
  fail_setup "installing dependencies"
if [[ ! -f $build/build.ninja ]]; then
  cmake -G Ninja -S . -B "$build" \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit \
    "-DSHAPES_SANITIZERS=address;undefined" >/dev/null ||
    fail_setup "configuring $build"
fi

# - detect_leaks=0: LeakSanitizer reports allocations that upstream MLIR and
#   LLVM keep until exit on purpose (registries, cl::opt storage, the JIT's
#   memory in shapes-difftest); libMLIR.so is not instrumented, so those
#   stacks cannot be told apart from ours. Leaks in our code are covered by
#   the fuzz targets, which run with leak detection on.
# - detect_odr_violation=0 is not needed: our libraries are static and hold
#   no copy of an MLIR global.
# - UBSan stops at the first report (the build uses -fno-sanitize-recover).
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export ASAN_SYMBOLIZER_PATH=${ASAN_SYMBOLIZER_PATH:-/usr/lib/llvm-22/bin/llvm-symbolizer}

nice -n 15 cmake --build "$build" -- -j"$jobs" || fail_setup "building $build"

mkdir -p "$build/reports"
echo "==> lit suite with ASan and UBSan ($build)"
nice -n 15 /usr/lib/llvm-22/bin/lit -sv \
  --xunit-xml-output "$build/reports/lit.xml" "$build/test" |
  tee "$build/reports/lit.log"
lit_status=${PIPESTATUS[0]}

# The linkage tests (label `linkage`, one per element type) are left out:
# they check the generated objects, which the sanitizers do not instrument,
# and spend their time in clang -O2 on those objects.
echo "==> unit and package tests with ASan and UBSan (ctest)"
nice -n 15 ctest --test-dir "$build" -j "$jobs" -LE linkage --output-on-failure |
  tee "$build/reports/ctest.log"
ctest_status=${PIPESTATUS[0]}

python3 utils/summarize.py "$build/reports/lit.xml" "$build/reports/ctest.log"
summary_status=$?
if ((lit_status || ctest_status || summary_status)); then
  exit 1
fi
