#!/usr/bin/env bash
# The long differential run, on demand (docs/Reliability.md):
#   utils/difftest-long.sh [programs] [seed]       # default: 100000 programs, seed 7
# Builds shapes-difftest in build/ and runs the programs in four equal
# streams: broadcasting programs and programs with random layouts, each
# JIT-compiled at -O0 (our lowering as written) and at -O2 (LLVM's optimizer
# on it, which exploits any undefined behaviour in what we generate). Inputs
# include NaN, infinities, signed zeros, subnormals and integer extremes.
#
# Runs in chunks sized to take about $DIFFTEST_PROGRESS_SECONDS (30) each,
# and after each prints one progress line: programs done of the total,
# failing programs so far, the rate and the time left at that rate. Ends
# with a total and exits 1 if any program failed.
#
# SHAPES_DIFFTEST names a shapes-difftest to use instead of building
# build/bin/shapes-difftest; DIFFTEST_LOG the log (default
# build/reports/difftest-long.log), which holds every chunk's output and
# the failing programs; DIFFTEST_ARGS options added to every stream's
# (e.g. "--structural-percent=50 --minimize").
set -uo pipefail
cd "$(dirname "$0")/.."
count=${1:-100000}
seed=${2:-7}
target=${DIFFTEST_PROGRESS_SECONDS:-30}
max_chunk=5000

if [[ -n ${SHAPES_DIFFTEST:-} ]]; then
  difftest=$SHAPES_DIFFTEST
else
  bash utils/build.sh shapes-difftest >/dev/null || { echo "build failed"; exit 1; }
  difftest=build/bin/shapes-difftest
fi
log=${DIFFTEST_LOG:-build/reports/difftest-long.log}
mkdir -p "$(dirname "$log")"
: >"$log"

quarter=$(((count + 3) / 4))
total=$((quarter * 4))
programs=0 failed=0 nan=0 inf=0 nzero=0 sub=0 ext=0
start=$(date +%s)
stream=0
echo "difftest-long: $total programs in 4 streams, seed $seed, log $log"
modes=("" "--layouts")
# StableHLO has no layouts: with --stablehlo, all four streams are plain.
[[ " ${DIFFTEST_ARGS:-} " == *" --stablehlo "* ]] && modes=("" "")
for mode in "${modes[@]}"; do
  for opt in 0 2; do
    # Each stream draws its own programs: index offset by stream.
    base=$((stream * 1000000000))
    stream=$((stream + 1))
    done_here=0
    name=${mode#--}
    name=${name:-broadcasts}
    # The first chunk of a stream is small; later ones are sized from the
    # rate of the one before, so that progress shows every ~$target s.
    chunk=10
    while ((done_here < quarter)); do
      n=$((quarter - done_here < chunk ? quarter - done_here : chunk))
      chunk_start=$(date +%s%N)
      out=$(nice -n 15 "$difftest" --seed="$seed" $mode ${DIFFTEST_ARGS:-} \
              --opt="$opt" --first=$((base + done_here)) --count="$n" 2>>"$log")
      status=$?
      chunk_ns=$(($(date +%s%N) - chunk_start))
      echo "$out" >>"$log"
      line=$(grep "programs," <<<"$out")
      specials=$(grep "special input" <<<"$out")
      p=$(sed -E 's/.*: ([0-9]+) programs,.*/\1/' <<<"$line")
      f=$(sed -E 's/.* ([0-9]+) failing programs/\1/' <<<"$line")
      if [[ -z "$p" || -z "$f" ]]; then
        echo "shapes-difftest crashed or printed no summary (status $status) on" \
             "--seed=$seed $mode --opt=$opt --first=$((base + done_here)) --count=$n"
        p=$n f=$n
      fi
      programs=$((programs + p)) failed=$((failed + f))
      num() { grep -oE "[0-9]+ $1" <<<"$specials" | grep -oE '^[0-9]+' || echo 0; }
      nan=$((nan + $(num NaN))) inf=$((inf + $(num infinite)))
      nzero=$((nzero + $(num '-0\.0'))) sub=$((sub + $(num subnormal)))
      ext=$((ext + $(num integer)))
      done_here=$((done_here + n))
      # Next chunk: n * target / time, between 1 and max_chunk programs.
      chunk=$((n * target * 1000000000 / (chunk_ns > 0 ? chunk_ns : 1)))
      ((chunk < 1)) && chunk=1
      ((chunk > max_chunk)) && chunk=$max_chunk
      elapsed=$(($(date +%s) - start))
      rate=$(awk -v p="$programs" -v t="$elapsed" \
               'BEGIN { printf "%.1f", (t > 0 ? p / t : p) }')
      left=$(awk -v p="$programs" -v t="$elapsed" -v c="$total" \
               'BEGIN { if (t == 0 || p == 0) { print "?"; exit }
                        s = int((c - p) * t / p)
                        printf "%dh%02dm", int(s / 3600), int((s % 3600) / 60) }')
      echo "[${elapsed} s] $programs/$total programs done, $failed failing;" \
           "$name -O$opt $done_here/$quarter;" \
           "$rate programs/s, about $left left"
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
