#!/usr/bin/env bash
# The long differential run, on demand (README "Reliability"):
#   utils/difftest-long.sh [programs] [seed]       # default: 100000 programs, seed 7
# Builds shapes-difftest in build/ and runs the programs in four equal
# streams: broadcasting programs and programs with random layouts, each
# JIT-compiled at -O0 (our lowering as written) and at -O2 (LLVM's optimizer
# on it, which exploits any undefined behaviour in what we generate). Inputs
# include NaN, infinities, signed zeros, subnormals and integer extremes.
# Runs in chunks of 5000 so progress shows; prints a total and exits 1 if any
# program failed. The log is build/reports/difftest-long.log.
set -uo pipefail
cd "$(dirname "$0")/.."
count=${1:-100000}
seed=${2:-7}
chunk=5000

bash utils/build.sh shapes-difftest >/dev/null || { echo "build failed"; exit 1; }
mkdir -p build/reports
log=build/reports/difftest-long.log
: >"$log"

quarter=$(((count + 3) / 4))
programs=0 failed=0 nan=0 inf=0 nzero=0 sub=0 ext=0
start=$(date +%s)
stream=0
for mode in "" "--layouts"; do
  for opt in 0 2; do
    # Each stream draws its own programs: index offset by stream.
    base=$((stream * 1000000000))
    stream=$((stream + 1))
    done_here=0
    while ((done_here < quarter)); do
      n=$((quarter - done_here < chunk ? quarter - done_here : chunk))
      out=$(nice -n 15 build/bin/shapes-difftest --seed="$seed" $mode \
              --opt="$opt" --first=$((base + done_here)) --count="$n" 2>>"$log")
      status=$?
      echo "$out" >>"$log"
      line=$(grep "programs," <<<"$out")
      specials=$(grep "special input" <<<"$out")
      p=$(sed -E 's/.*: ([0-9]+) programs,.*/\1/' <<<"$line")
      f=$(sed -E 's/.* ([0-9]+) failing programs/\1/' <<<"$line")
      if [[ -z "$p" || -z "$f" ]]; then
        echo "shapes-difftest crashed or printed no summary (status $status) on" \
             "--seed=$seed $mode --opt=$opt --first=$((base + done_here)) --count=$n"
        failed=$((failed + n)) p=$n f=$n
      fi
      programs=$((programs + p)) failed=$((failed + f))
      num() { grep -oE "[0-9]+ $1" <<<"$specials" | grep -oE '^[0-9]+' || echo 0; }
      nan=$((nan + $(num NaN))) inf=$((inf + $(num infinite)))
      nzero=$((nzero + $(num '-0\.0'))) sub=$((sub + $(num subnormal)))
      ext=$((ext + $(num integer)))
      done_here=$((done_here + n))
      echo "[$(($(date +%s) - start)) s] ${mode:-broadcasts} -O$opt:" \
           "$done_here/$quarter programs, $f failing in this chunk"
    done
  done
done
read -r ops elements padding < <(grep -E 'programs, [0-9]+ ops' "$log" |
  sed -E 's/.* ([0-9]+) ops, ([0-9]+) elements and ([0-9]+) padding.*/\1 \2 \3/' |
  awk '{o += $1; e += $2; p += $3} END {print o + 0, e + 0, p + 0}')
echo "difftest-long: seed $seed: $programs programs ($ops ops, $elements" \
     "elements and $padding padding elements checked), $failed failing;" \
     "special inputs: $nan NaN, $inf infinite, $nzero -0.0, $sub subnormal," \
     "$ext integer min/max; $(($(date +%s) - start)) s"
((failed == 0))
