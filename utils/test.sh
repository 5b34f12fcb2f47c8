#!/usr/bin/env bash
# Installs dependencies, builds, and runs every test: the lit suite
# (check-shapes) and the GoogleTest unit tests (ctest). Ends with one line
# "N passed, M failed" counting both; exits non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."

fail_setup() {
  echo "setup failed: $1"
  echo "0 passed, 1 failed"
  exit 1
}
bash utils/install-deps.sh || fail_setup "installing dependencies"
bash utils/build.sh all || fail_setup "building"

mkdir -p build/reports
echo "==> lit suite (check-shapes)"
/usr/lib/llvm-22/bin/lit -sv --xunit-xml-output build/reports/lit.xml \
  build/test | tee build/reports/lit.log
lit_status=${PIPESTATUS[0]}

echo "==> unit tests (ctest)"
ctest --test-dir build -j "$(nproc)" --output-on-failure | tee build/reports/ctest.log
ctest_status=${PIPESTATUS[0]}

python3 utils/summarize.py build/reports/lit.xml build/reports/ctest.log
summary_status=$?
if ((lit_status || ctest_status || summary_status)); then
  exit 1
fi
