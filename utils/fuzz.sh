#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for a while (README "Fuzzing"):
#   utils/fuzz.sh [seconds-per-target] [target...]     # default: 60 s, all three
# Targets: shapes-fuzz-parse, shapes-fuzz-pipeline, shapes-fuzz-semantics.
# The build is build-fuzz/ (-DSHAPES_BUILD_FUZZERS=ON: clang-22 with
# -fsanitize=fuzzer,address,undefined on our code). Seeds are the lit tests
# and examples split at "// -----"; tools/fuzz/shapes.dict holds the
# dialect's keywords. The corpus grows in build-fuzz/fuzz/corpus/<target>
# across runs; crashing inputs land in build-fuzz/fuzz/crashes/<target>/.
# After a crash the target starts again for the rest of its time (at most
# 5 crashes per target). Prints executions, coverage and crashes per target;
# exits 1 if anything crashed. Every process runs under `nice -n 15`.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$PWD
seconds=${1:-60}
shift || true
targets=("$@")
((${#targets[@]})) ||
  targets=(shapes-fuzz-parse shapes-fuzz-semantics shapes-fuzz-pipeline)
build=${SHAPES_FUZZ_BUILD_DIR:-build-fuzz}
jobs=${SHAPES_FUZZ_JOBS:-2}

SHAPES_WITH_SANITIZERS=1 bash utils/install-deps.sh ||
  { echo "installing dependencies failed"; exit 1; }
if [[ ! -f $build/build.ninja ]]; then
  cmake -G Ninja -S . -B "$build" \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DSHAPES_BUILD_FUZZERS=ON -DSHAPES_BUILD_TESTS=OFF >/dev/null ||
    { echo "configuring $build failed"; exit 1; }
fi
echo "==> building the fuzz targets in $build"
nice -n 15 cmake --build "$build" --target shapes-fuzzers -- -j"$jobs" \
  >"$build/fuzz-build.log" 2>&1 ||
  { tail -30 "$build/fuzz-build.log"; echo "building the fuzz targets failed"; exit 1; }

work=$build/fuzz
mkdir -p "$work"
# Seeds: every .mlir test and example, split at "// -----" like
# -split-input-file, RUN/CHECK comments dropped.
rm -rf "$work/seeds" && mkdir -p "$work/seeds"
python3 - "$work/seeds" test examples <<'PY'
import hashlib, os, pathlib, re, sys
out = pathlib.Path(sys.argv[1])
for top in sys.argv[2:]:
    for path in sorted(pathlib.Path(top).rglob("*.mlir")):
        for part in re.split(r"^// -----.*$", path.read_bytes().decode("utf-8", "replace"), flags=re.M):
            text = "\n".join(l for l in part.splitlines()
                             if not re.match(r"\s*//\s*(RUN|CHECK|expected-)", l))
            text = text.strip() + "\n"
            if len(text) > 1 and len(text) <= 8192:
                name = hashlib.sha1(text.encode()).hexdigest()[:16]
                (out / name).write_text(text)
PY

# ASan/UBSan settings (README "Sanitizers"): our code is instrumented,
# libMLIR.so is not. Leak detection stays on: the targets free every input's
# context.
export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=1:symbolize=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export ASAN_SYMBOLIZER_PATH=${ASAN_SYMBOLIZER_PATH:-/usr/lib/llvm-22/bin/llvm-symbolizer}

summary=()
total_crashes=0
for target in "${targets[@]}"; do
  case $target in
  shapes-fuzz-parse) flags=(-max_len=4096 -timeout=20); seeds=("$work/seeds") ;;
  shapes-fuzz-pipeline) flags=(-max_len=3000 -timeout=30); seeds=("$work/seeds") ;;
  shapes-fuzz-semantics) flags=(-max_len=128 -timeout=20); seeds=() ;;
  *) echo "unknown target $target"; exit 1 ;;
  esac
  corpus=$work/corpus/$target crashes=$work/crashes/$target
  mkdir -p "$corpus" "$crashes"
  before=$(find "$crashes" -type f | wc -l)
  echo "==> $target for $seconds s (log: $work/$target.log)"
  : >"$work/$target.log"
  start=$(date +%s) execs=0 runs=0
  while :; do
    left=$((seconds - ($(date +%s) - start)))
    ((left > 0)) || break
    nice -n 15 "$build/bin/$target" "${flags[@]}" -max_total_time="$left" \
      -rss_limit_mb=2560 -print_final_stats=1 -dict=tools/fuzz/shapes.dict \
      -artifact_prefix="$crashes/" "$corpus" "${seeds[@]}" \
      >>"$work/$target.log" 2>&1
    status=$?
    runs=$((runs + 1))
    n=$(grep -oE 'stat::number_of_executed_units: [0-9]+' "$work/$target.log" |
        tail -1 | grep -oE '[0-9]+$')
    execs=$((execs + ${n:-0}))
    # Mark this run's statistics as counted.
    sed -i 's/stat::number_of_executed_units/stat::counted_executed_units/' \
      "$work/$target.log"
    ((status == 0)) && break
    found=$(($(find "$crashes" -type f | wc -l) - before))
    echo "    finding ($found so far): $(grep -m1 -E '^(==[0-9]+==ERROR|SUMMARY|shapes-fuzz|.*runtime error|ALARM|==.*(out-of-memory|deadly signal))' \
      <(tac "$work/$target.log") || echo "exit status $status")"
    ((found >= 5)) && break
  done
  found=$(($(find "$crashes" -type f | wc -l) - before))
  total_crashes=$((total_crashes + found))
  last=$(grep -E 'cov: [0-9]+' "$work/$target.log" | tail -1)
  cov=$(grep -oE 'cov: [0-9]+' <<<"$last" | grep -oE '[0-9]+')
  ft=$(grep -oE 'ft: [0-9]+' <<<"$last" | grep -oE '[0-9]+')
  corp=$(find "$corpus" -type f | wc -l)
  elapsed=$(($(date +%s) - start))
  line=$(printf '%-22s %10s executions in %4s s, coverage %6s edges (%s features), corpus %5s, crashes %s' \
    "$target" "$execs" "$elapsed" "${cov:-?}" "${ft:-?}" "$corp" "$found")
  echo "    $line"
  if [[ $target == shapes-fuzz-pipeline ]]; then
    ran=$(grep -oE '[0-9]+ inputs verified and ran' "$work/$target.log" |
          grep -oE '^[0-9]+' | awk '{s += $1} END {print s + 0}')
    rejected=$(grep -oE '[0-9]+ of them rejected' "$work/$target.log" |
               grep -oE '^[0-9]+' | awk '{s += $1} END {print s + 0}')
    echo "    (${ran:-?} of the inputs verified and ran a pipeline; it rejected ${rejected:-?} with located errors)"
  fi
  summary+=("$line")
done
echo "==> summary"
printf '%s\n' "${summary[@]}"
if ((total_crashes)); then
  echo "crashing inputs: $work/crashes/<target>/ (reproduce: $build/bin/<target> <file>)"
  exit 1
fi
