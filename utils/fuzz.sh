#!/usr/bin/env bash
# Builds the libFuzzer targets and runs them (docs/Fuzzing.md):
#   utils/fuzz.sh [seconds-per-target] [target...]  # a random campaign
#   utils/fuzz.sh --runs N [seconds] [target...]    # one of N inputs a target
#   utils/fuzz.sh --smoke [target...]               # the CI smoke
#   utils/fuzz.sh --replay [target...]              # the regression corpus
# Targets: shapes-fuzz-parse, shapes-fuzz-semantics, shapes-fuzz-pipeline,
# shapes-fuzz-hlo, shapes-fuzz-stablehlo (default: all five).
#
# The build is build-fuzz/ (-DSHAPES_BUILD_FUZZERS=ON: clang-22 with
# -fsanitize=fuzzer,address,undefined on our code; the tests are configured
# too, for utils/test-sanitized.sh). Seeds are the lit tests, the examples
# and tools/fuzz/seeds, split at "// -----"; tools/fuzz/shapes.dict holds the
# dialect's keywords. The HLO target's seeds are the .hlo files of the same
# directories, its keywords tools/fuzz/hlo.dict. The StableHLO target's seeds
# are the files of test/Target/StableHLO and tools/fuzz/seeds/stablehlo, split
# at "// -----" and "//---", its keywords tools/fuzz/stablehlo.dict. Every
# process runs under `nice -n 15`.
#
# A campaign runs each target for the given seconds (default 60) with a
# random seed; with --runs N, for N inputs (and at most the seconds, if
# given). Its corpus grows in build-fuzz/fuzz/corpus/<target> across
# campaigns; crashing inputs land in build-fuzz/fuzz/crashes/<target>/.
# After a crash the target starts again for the rest of its time (at most
# SHAPES_FUZZ_MAX_CRASHES crashes per target, default 5). Every SHAPES_FUZZ_REPORT_SECONDS (default 60) it
# prints the executions so far, their rate and the crashes; at the end, per
# target, executions, coverage and crashes. Exits 1 if anything crashed.
#
# The smoke repeats itself for one build in one directory: each target runs
# a fixed number of inputs (-runs) from a fixed seed (-seed) and the seeds
# of the commit, with a fresh corpus, address-space randomization off and a
# fixed environment. A build elsewhere embeds other paths, which move its
# globals and so its hash orders: it may take another path (docs/Fuzzing.md).
# A finding prints its input in base64. Then the replay runs: each input of
# the regression corpus tools/fuzz/corpus/<target>/ once, the text targets
# (parse, pipeline) each the inputs of both, the pipeline target every one
# of its pipelines on each (SHAPES_FUZZ_EVERY_PIPELINE).
# Each target's smoke and each target's replay is one test; both modes end
# with "N passed, M failed" and exit 1 on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."

mode=campaign seconds=60 runs_limit=0
case ${1:-} in
--smoke) mode=smoke; shift ;;
--replay) mode=replay; shift ;;
--runs)
  [[ ${2:-} =~ ^[0-9]+$ ]] || { echo "--runs needs a number of inputs"; exit 1; }
  runs_limit=$2 seconds=$((100 * 24 * 3600)); shift 2
  ;;
esac
[[ $mode == campaign && ${1:-} =~ ^[0-9]+$ ]] && { seconds=$1; shift; }
targets=("$@")
((${#targets[@]})) ||
  targets=(shapes-fuzz-parse shapes-fuzz-semantics shapes-fuzz-pipeline shapes-fuzz-hlo
    shapes-fuzz-stablehlo)
build=${SHAPES_FUZZ_BUILD_DIR:-build-fuzz}
jobs=${SHAPES_FUZZ_JOBS:-2}
report_seconds=${SHAPES_FUZZ_REPORT_SECONDS:-60}
max_crashes=${SHAPES_FUZZ_MAX_CRASHES:-5}
# The smoke's inputs per target and its seed: together about 2 minutes on a
# shared two-core machine (docs/Fuzzing.md has the figures).
smoke_seed=${SHAPES_FUZZ_SMOKE_SEED:-1}
declare -A smoke_runs=(
  [shapes-fuzz-parse]=${SHAPES_FUZZ_SMOKE_RUNS_PARSE:-20000}
  [shapes-fuzz-semantics]=${SHAPES_FUZZ_SMOKE_RUNS_SEMANTICS:-100000}
  [shapes-fuzz-pipeline]=${SHAPES_FUZZ_SMOKE_RUNS_PIPELINE:-6000}
  [shapes-fuzz-hlo]=${SHAPES_FUZZ_SMOKE_RUNS_HLO:-10000}
  [shapes-fuzz-stablehlo]=${SHAPES_FUZZ_SMOKE_RUNS_STABLEHLO:-10000}
)

fail_setup() {
  echo "setup failed: $1"
  echo "0 passed, 1 failed"
  exit 1
}
SHAPES_WITH_SANITIZERS=1 bash utils/install-deps.sh ||
  fail_setup "installing dependencies"
if [[ ! -f $build/build.ninja ]]; then
  launcher=()
  command -v ccache >/dev/null &&
    launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  cmake -G Ninja -S . -B "$build" \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    "${launcher[@]}" \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit \
    -DSHAPES_BUILD_FUZZERS=ON -DSHAPES_BUILD_TESTS=ON >/dev/null ||
    fail_setup "configuring $build"
fi
echo "==> building the fuzz targets in $build"
nice -n 15 cmake --build "$build" --target shapes-fuzzers -- -j"$jobs" \
  >"$build/fuzz-build.log" 2>&1 ||
  { tail -30 "$build/fuzz-build.log"; fail_setup "building the fuzz targets"; }

work=$build/fuzz
mkdir -p "$work"
# Seeds: every .mlir test, example and seed file, split at "// -----" like
# -split-input-file, RUN/CHECK comments dropped.
rm -rf "$work/seeds" && mkdir -p "$work/seeds"
python3 - "$work/seeds" test examples tools/fuzz/seeds <<'PY'
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
# Seeds of the HLO target: every .hlo file, whole, named by its path (files
# of one name sit in several directories).
rm -rf "$work/seeds-hlo" && mkdir -p "$work/seeds-hlo"
while IFS= read -r path; do
  cp "$path" "$work/seeds-hlo/${path//\//_}"
done < <(find test examples tools/fuzz/seeds -name '*.hlo' -size -9k | sort)

# Seeds of the StableHLO target: its tests and seed files, split at
# "// -----" and at split-file's "//--- name", RUN/CHECK comments dropped.
rm -rf "$work/seeds-stablehlo" && mkdir -p "$work/seeds-stablehlo"
python3 - "$work/seeds-stablehlo" test/Target/StableHLO tools/fuzz/seeds/stablehlo <<'PY'
import hashlib, pathlib, re, sys
out = pathlib.Path(sys.argv[1])
for top in sys.argv[2:]:
    for path in sorted(pathlib.Path(top).rglob("*.mlir")):
        text = path.read_bytes().decode("utf-8", "replace")
        for part in re.split(r"^// -----.*$|^//--- .*$", text, flags=re.M):
            part = "\n".join(l for l in part.splitlines()
                             if not re.match(r"\s*//\s*(RUN|CHECK|expected-|[A-Z-]+:)", l))
            part = part.strip() + "\n"
            if len(part) > 1 and len(part) <= 8192:
                name = hashlib.sha1(part.encode()).hexdigest()[:16]
                (out / name).write_text(part)
PY

# ASan/UBSan settings (docs/Fuzzing.md): our code is instrumented,
# libMLIR.so is not. Leak detection stays on: the targets free every input's
# context.
export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=1:symbolize=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export ASAN_SYMBOLIZER_PATH=${ASAN_SYMBOLIZER_PATH:-/usr/lib/llvm-22/bin/llvm-symbolizer}

# The libFuzzer flags and seed directories of a target.
target_flags() {
  case $1 in
  shapes-fuzz-parse) flags=(-max_len=4096); seeds=("$work/seeds") ;;
  shapes-fuzz-pipeline) flags=(-max_len=3000); seeds=("$work/seeds") ;;
  shapes-fuzz-semantics) flags=(-max_len=128); seeds=() ;;
  shapes-fuzz-hlo) flags=(-max_len=4096); seeds=("$work/seeds-hlo") ;;
  shapes-fuzz-stablehlo) flags=(-max_len=4096); seeds=("$work/seeds-stablehlo") ;;
  *) echo "unknown target $1"; exit 1 ;;
  esac
  local dict=tools/fuzz/shapes.dict
  [[ $1 == shapes-fuzz-hlo ]] && dict=tools/fuzz/hlo.dict
  [[ $1 == shapes-fuzz-stablehlo ]] && dict=tools/fuzz/stablehlo.dict
  flags+=(-rss_limit_mb=2560 -print_final_stats=1 -dict=$dict)
}

# The line that best says what a finding is, in a log from line $3 on: the
# targets' own message, else a sanitizer's, else libFuzzer's.
finding() {
  local pattern line
  for pattern in '^shapes-fuzz(-[a-z]+)?: ' 'runtime error' '^==[0-9]+==ERROR' \
    '^SUMMARY' '^ALARM|out-of-memory|deadly signal'; do
    line=$(tail -n +"${3:-1}" "$1" |
           grep -vE '^shapes-fuzz(-[a-z]+)?: (progress: |[0-9]+ inputs verified)' |
           grep -E "$pattern" | head -1)
    [[ -n $line ]] && { echo "$line"; return; }
  done
  echo "exit status $2"
}

passed=0 failed=0
summary=()

# The last "cov: N ft: M" of a log.
coverage() {
  local last
  last=$(grep -E 'cov: [0-9]+' "$1" | tail -1)
  cov=$(grep -oE 'cov: [0-9]+' <<<"$last" | grep -oE '[0-9]+')
  ft=$(grep -oE 'ft: [0-9]+' <<<"$last" | grep -oE '[0-9]+')
}

# Starts the smoke of one target in the background; its exit status and
# seconds land in <dir>/status.
start_smoke() {
  local target=$1 dir=$work/smoke/$1
  target_flags "$target"
  rm -rf "$dir" && mkdir -p "$dir/corpus" "$dir/crashes"
  echo "==> $target: ${smoke_runs[$target]} inputs from seed $smoke_seed (log: $dir/log)"
  # setarch -R: no address-space randomization, so that pointer values (and
  # with them hash orders and the comparisons libFuzzer learns from) repeat.
  # env -i with a fixed environment: the environment's size moves the stack,
  # and with it the same values (a variable set by the caller changed the
  # coverage of a run).
  local norandom=()
  setarch "$(uname -m)" -R true 2>/dev/null && norandom=(setarch "$(uname -m)" -R)
  (
    start=$(date +%s)
    env -i PATH=/usr/bin:/bin ASAN_OPTIONS="$ASAN_OPTIONS" \
      UBSAN_OPTIONS="$UBSAN_OPTIONS" ASAN_SYMBOLIZER_PATH="$ASAN_SYMBOLIZER_PATH" \
      "${norandom[@]}" nice -n 15 "$build/bin/$target" "${flags[@]}" \
      -seed="$smoke_seed" -runs="${smoke_runs[$target]}" -reload=0 -timeout=120 \
      -artifact_prefix="$dir/crashes/" "$dir/corpus" "${seeds[@]}" \
      >"$dir/log" 2>&1
    echo "$? $(($(date +%s) - start))" >"$dir/status"
  ) &
}

# Reports the finished smoke of one target and counts it.
finish_smoke() {
  local target=$1 dir=$work/smoke/$1 status=1 elapsed=? execs found line input
  [[ -f $dir/status ]] && read -r status elapsed <"$dir/status"
  execs=$(grep -oE 'stat::number_of_executed_units: [0-9]+' "$dir/log" |
          tail -1 | grep -oE '[0-9]+$')
  found=$(find "$dir/crashes" -type f | wc -l)
  ((status != 0 && found == 0)) && found=1
  coverage "$dir/log"
  line=$(printf '%-22s %10s executions in %4s s, coverage %6s edges (%s features), crashes %s' \
    "$target" "${execs:-?}" "$elapsed" "${cov:-?}" "${ft:-?}" "$found")
  echo "    $line"
  if ((found)); then
    echo "    finding: $(finding "$dir/log" "$status" 1)"
    input=$(find "$dir/crashes" -type f | head -1)
    echo "    input: $input"
    # The input itself, so that a finding of a CI run, whose clone is gone,
    # reproduces from its log: base64 -d into a file and run the target on it.
    if [[ -n $input ]] && (($(wc -c <"$input") <= 8192)); then
      echo "    input, base64: $(base64 -w0 "$input")"
    fi
    failed=$((failed + 1))
  else
    passed=$((passed + 1))
  fi
  summary+=("$line")
}

# Runs the smokes, at most $jobs at a time, from the last target to the
# first; then reports them in order.
run_smokes() {
  local i running=0
  for ((i = ${#targets[@]} - 1; i >= 0; i--)); do
    if ((running >= jobs)); then
      wait -n
      running=$((running - 1))
    fi
    start_smoke "${targets[i]}"
    running=$((running + 1))
  done
  wait
  echo "==> smoke results"
  for target in "${targets[@]}"; do finish_smoke "$target"; done
}

run_replay() {
  local target=$1 inputs=() bad=0 input status log first
  case $target in
  shapes-fuzz-semantics) dirs=(tools/fuzz/corpus/shapes-fuzz-semantics) ;;
  shapes-fuzz-hlo) dirs=(tools/fuzz/corpus/shapes-fuzz-hlo) ;;
  shapes-fuzz-stablehlo) dirs=(tools/fuzz/corpus/shapes-fuzz-stablehlo) ;;
  *) dirs=(tools/fuzz/corpus/shapes-fuzz-parse tools/fuzz/corpus/shapes-fuzz-pipeline) ;;
  esac
  for dir in "${dirs[@]}"; do
    [[ -d $dir ]] && mapfile -t -O "${#inputs[@]}" inputs < <(find "$dir" -type f | sort)
  done
  if ((${#inputs[@]} == 0)); then
    echo "==> replay on $target: no regression inputs"
    return
  fi
  mkdir -p "$work/replay"
  log=$work/replay/$target.log
  : >"$log"
  echo "==> replay of the regression corpus on $target: ${#inputs[@]} inputs (log: $log)"
  for input in "${inputs[@]}"; do
    echo "--- $input" >>"$log"
    first=$(($(wc -l <"$log") + 1))
    SHAPES_FUZZ_EVERY_PIPELINE=1 nice -n 15 "$build/bin/$target" -timeout=300 \
      -rss_limit_mb=2560 "$input" >>"$log" 2>&1
    status=$?
    if ((status != 0)); then
      bad=$((bad + 1))
      echo "    $input: $(finding "$log" "$status" "$first")"
    fi
  done
  line=$(printf 'replay %-22s %3s inputs, %s failed' "$target" "${#inputs[@]}" "$bad")
  echo "    $line"
  if ((bad)); then failed=$((failed + 1)); else passed=$((passed + 1)); fi
  summary+=("$line")
}

run_campaign() {
  local target=$1 corpus=$work/corpus/$1 crashes=$work/crashes/$1
  local log=$work/$1.log before start execs runs left status pid n found
  local first current last_report now elapsed line limit
  target_flags "$target"
  flags+=(-timeout=30)
  mkdir -p "$corpus" "$crashes"
  before=$(find "$crashes" -type f | wc -l)
  if ((runs_limit)); then
    echo "==> $target for $runs_limit inputs (log: $log)"
  else
    echo "==> $target for $seconds s (log: $log)"
  fi
  : >"$log"
  start=$(date +%s) execs=0 runs=0 last_report=$start
  while :; do
    left=$((seconds - ($(date +%s) - start)))
    ((left > 0)) || break
    limit=(-max_total_time="$left")
    if ((runs_limit)); then
      ((execs < runs_limit)) || break
      limit+=(-runs=$((runs_limit - execs)))
    fi
    first=$(($(wc -l <"$log") + 1))
    SHAPES_FUZZ_PROGRESS_SECONDS=$(((report_seconds + 2) / 3)) \
      nice -n 15 "$build/bin/$target" "${flags[@]}" "${limit[@]}" \
      -artifact_prefix="$crashes/" "$corpus" "${seeds[@]}" >>"$log" 2>&1 &
    pid=$!
    while kill -0 "$pid" 2>/dev/null && [[ $(ps -o stat= -p "$pid") != Z* ]]; do
      sleep 5
      now=$(date +%s)
      ((now - last_report >= report_seconds)) || continue
      last_report=$now
      current=$(tail -n +"$first" "$log" | grep -oE 'progress: [0-9]+ inputs' |
                tail -1 | grep -oE '[0-9]+')
      n=$((execs + ${current:-0})) elapsed=$((now - start))
      found=$(($(find "$crashes" -type f | wc -l) - before))
      coverage "$log"
      printf '    [%4d s] %s: %s executions (%s/s), crashes %s, coverage %s\n' \
        "$elapsed" "$target" "$n" "$((n / (elapsed > 0 ? elapsed : 1)))" \
        "$found" "${cov:-?}"
    done
    wait "$pid"
    status=$?
    runs=$((runs + 1))
    n=$(grep -oE 'stat::number_of_executed_units: [0-9]+' "$log" |
        tail -1 | grep -oE '[0-9]+$')
    execs=$((execs + ${n:-0}))
    # Mark this run's statistics as counted.
    sed -i 's/stat::number_of_executed_units/stat::counted_executed_units/' "$log"
    ((status == 0)) && break
    found=$(($(find "$crashes" -type f | wc -l) - before))
    echo "    finding ($found so far): $(finding "$log" "$status" "$first")"
    ((found >= max_crashes)) && break
  done
  found=$(($(find "$crashes" -type f | wc -l) - before))
  coverage "$log"
  elapsed=$(($(date +%s) - start))
  line=$(printf '%-22s %10s executions in %4s s, coverage %6s edges (%s features), corpus %5s, crashes %s' \
    "$target" "$execs" "$elapsed" "${cov:-?}" "${ft:-?}" "$(find "$corpus" -type f | wc -l)" "$found")
  echo "    $line"
  if [[ $target == shapes-fuzz-pipeline ]]; then
    ran=$(grep -oE '[0-9]+ inputs verified and ran' "$log" |
          grep -oE '^[0-9]+' | awk '{s += $1} END {print s + 0}')
    rejected=$(grep -oE '[0-9]+ of them rejected' "$log" |
               grep -oE '^[0-9]+' | awk '{s += $1} END {print s + 0}')
    echo "    (${ran:-?} of the inputs verified and ran a pipeline; it rejected ${rejected:-?} with located errors)"
  fi
  if ((found)); then failed=$((failed + 1)); else passed=$((passed + 1)); fi
  summary+=("$line")
}

case $mode in
smoke)
  run_smokes
  for target in "${targets[@]}"; do run_replay "$target"; done
  ;;
replay)
  for target in "${targets[@]}"; do run_replay "$target"; done
  ;;
campaign)
  for target in "${targets[@]}"; do run_campaign "$target"; done
  ;;
esac
echo "==> summary"
printf '%s\n' "${summary[@]}"
if [[ $mode == campaign ]] && ((failed)); then
  echo "crashing inputs: $work/crashes/<target>/ (reproduce: $build/bin/<target> <file>)"
fi
echo "$passed passed, $failed failed"
((failed == 0))
