#!/usr/bin/env python3
"""The compile time of `-shapes-assign-layouts`, next to `-shapes-to-llvm`.

The modules are those of the HLO import benchmark (`hlo_import.py
generate N`): one ENTRY computation of N instructions in chains of
broadcasts, elementwise ops, copies between the layouts {1,0} and {0,1}
(relayouts, which the pass prices), and calls of a fused computation, all
on f32[16,32]. Each is imported with `shapes-translate --import-hlo`, then
lowered REPETITIONS times with

  shapes-opt -shapes-to-llvm=assign-layouts=true -mlir-disable-threading
             -mlir-timing

and the script prints, per N, the medians of the pass's own time (the
`ShapesAssignLayouts` rows of `-mlir-timing`) and of the rest of the
pipeline, their ratio, and the pass's time per instruction next to that of
the smallest N (1.0 when the pass is linear).

Usage:
  assign_layouts_time.py --shapes-translate P --shapes-opt P --dir D
                         [--repetitions R] N...
"""

import argparse
import os
import re
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TIMING_ROW = re.compile(r"^\s*([0-9.]+) \(\s*[0-9.]+%\)\s+(\S.*)$")
TOTAL = re.compile(r"Total Execution Time: ([0-9.]+) seconds")


def timings(shapes_opt, module):
    """The pass's seconds and the whole pipeline's, from -mlir-timing."""
    result = subprocess.run(
        [shapes_opt, "-shapes-to-llvm=assign-layouts=true",
         "-mlir-disable-threading", "-mlir-timing", module, "-o", os.devnull],
        check=True, capture_output=True, text=True)
    total = float(TOTAL.search(result.stderr).group(1))
    assign = sum(float(m.group(1)) for m in map(TIMING_ROW.match,
                                                  result.stderr.splitlines())
                 if m and m.group(2).strip() == "ShapesAssignLayouts")
    if assign == 0:
        sys.exit("no ShapesAssignLayouts row in -mlir-timing's output")
    return assign, total


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--shapes-translate", required=True)
    parser.add_argument("--shapes-opt", required=True)
    parser.add_argument("--dir", required=True)
    parser.add_argument("--repetitions", type=int, default=5)
    parser.add_argument("sizes", type=int, nargs="+")
    args = parser.parse_args()
    os.makedirs(args.dir, exist_ok=True)

    print("| instructions | pass (ms) | rest of -shapes-to-llvm (s) "
          "| pass / rest | pass per instruction (us) | per instruction, "
          "relative |")
    print("|---:|---:|---:|---:|---:|---:|")
    first = None
    for n in args.sizes:
        hlo = os.path.join(args.dir, f"assign-{n}.hlo")
        mlir = os.path.join(args.dir, f"assign-{n}.mlir")
        with open(hlo, "w") as out:
            subprocess.run([sys.executable, os.path.join(HERE, "hlo_import.py"),
                            "generate", str(n)], check=True, stdout=out)
        subprocess.run([args.shapes_translate, "--import-hlo", hlo, "-o",
                        mlir], check=True)
        timings(args.shapes_opt, mlir)  # untimed
        runs = [timings(args.shapes_opt, mlir)
                for _ in range(args.repetitions)]
        assign = statistics.median(a for a, _ in runs)
        rest = statistics.median(t - a for a, t in runs)
        ratio = statistics.median(a / (t - a) for a, t in runs)
        per = assign / n * 1e6
        first = first or per
        print(f"| {n} | {assign * 1e3:.1f} | {rest:.3f} | {ratio:.3f} "
              f"| {per:.2f} | {per / first:.2f} |", flush=True)


if __name__ == "__main__":
    main()
