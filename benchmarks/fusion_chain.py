#!/usr/bin/env python3
"""The fusion-chain compile-time benchmark: one HLO function whose values
form one long chain of fusible elementwise instructions, imported with
`shapes-translate --import-hlo` and lowered with `shapes-opt -shapes-to-llvm`.

The module (`fusion_chain.py generate N`) has an ENTRY computation with two
parameters, x: f32[8,16]{1,0} and v: f32[16]{0}, one broadcast of v
(dimensions={1}) and N instructions that cycle through add, multiply,
subtract and maximum, each reading the previous value and the broadcast.
Their layouts alternate between {1,0} and {0,1}, so that every other
instruction also reads its chain operand transposed. The last one is the
ROOT. -shapes-fuse-elementwise fuses the whole chain into one loop nest:
the time it takes should grow linearly with N.

`fusion_chain.py measure` generates the modules, imports each once, then
runs, after one untimed run, REPETITIONS times

  shapes-opt -shapes-to-llvm -mlir-disable-threading M.mlir -o /dev/null

and prints the wall-clock median, the time per instruction, and its ratio
to the time per instruction of the smallest N (which stays near 1 when
the lowering is linear).

Usage:
  fusion_chain.py generate N [-o FILE]
  fusion_chain.py measure --shapes-translate P --shapes-opt P --dir D
                  [--repetitions R] N...
"""

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time

ROWS, COLS = 8, 16
LAYOUTS = ("{1,0}", "{0,1}")
OPS = ("add", "multiply", "subtract", "maximum")


def module_text(n):
    shape = f"f32[{ROWS},{COLS}]"
    lines = [
        f"  %x = {shape}{{1,0}} parameter(0)",
        f"  %v = f32[{COLS}]{{0}} parameter(1)",
        f"  %b = {shape}{{1,0}} broadcast(f32[{COLS}]{{0}} %v), "
        "dimensions={1}",
    ]
    acc = "%x"
    for i in range(n):
        root = "ROOT " if i == n - 1 else ""
        layout = LAYOUTS[(i + 1) % 2]
        lines.append(f"  {root}%c.{i} = {shape}{layout} "
                     f"{OPS[i % len(OPS)]}({acc}, %b)")
        acc = f"%c.{i}"
    result = f"{shape}{LAYOUTS[n % 2]}"
    return (
        "HloModule jit_fusion_chain, "
        f"entry_computation_layout={{({shape}{{1,0}}, f32[{COLS}]{{0}})"
        f"->{result}}}\n\n"
        f"ENTRY %main (x: {shape}, v: f32[{COLS}]) -> {result} {{\n"
        + "\n".join(lines) + "\n}\n")


def timed(command):
    """Runs `command`; returns (wall seconds, user + system seconds)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def measure(args):
    os.makedirs(args.dir, exist_ok=True)
    print("| instructions | -shapes-to-llvm (s) | cpu (s) | per instruction "
          "(ms) | per instruction / smallest N's |")
    print("|---:|---:|---:|---:|---:|")
    base = None
    for n in sorted(args.sizes):
        hlo = os.path.join(args.dir, f"chain-{n}.hlo")
        mlir = os.path.join(args.dir, f"chain-{n}.mlir")
        with open(hlo, "w") as f:
            f.write(module_text(n))
        subprocess.run([args.shapes_translate, "--import-hlo", hlo, "-o",
                        mlir], check=True)
        low = [args.shapes_opt, "-shapes-to-llvm", "-mlir-disable-threading",
               mlir, "-o", os.devnull]
        timed(low)
        runs = [timed(low) for _ in range(args.repetitions)]
        wall = statistics.median(r[0] for r in runs)
        cpu = statistics.median(r[1] for r in runs)
        per_op = wall / n
        base = base or per_op
        print(f"| {n} | {wall:.2f} | {cpu:.2f} | {1e3 * per_op:.3f} | "
              f"{per_op / base:.2f} |", flush=True)


def main():
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    gen = sub.add_parser("generate")
    gen.add_argument("n", type=int)
    gen.add_argument("-o", "--output", default="-")
    mea = sub.add_parser("measure")
    mea.add_argument("--shapes-translate", required=True)
    mea.add_argument("--shapes-opt", required=True)
    mea.add_argument("--dir", required=True)
    mea.add_argument("--repetitions", type=int, default=3)
    mea.add_argument("sizes", type=int, nargs="+")
    args = parser.parse_args()
    if args.command == "generate":
        if args.n < 1:
            parser.error("N must be positive")
        text = module_text(args.n)
        if args.output == "-":
            sys.stdout.write(text)
        else:
            with open(args.output, "w") as f:
                f.write(text)
    else:
        if min(args.sizes) < 1 or args.repetitions < 1:
            parser.error("N and --repetitions must be positive")
        measure(args)


if __name__ == "__main__":
    main()
