#!/usr/bin/env python3
"""The HLO import benchmark: how long `shapes-translate --import-hlo` takes
on a large module, next to `shapes-opt -shapes-to-llvm` on its output; with
`--format stablehlo`, the same for `--import-stablehlo` on the module's
StableHLO twin.

The module (`hlo_import.py generate N`) is one HloModule of N instructions
in XLA's optimized form: an ENTRY computation with four parameters

  x: f32[16,32]{1,0}   y: f32[16,32]{0,1}   v: f32[32]{0}   w: f32[16]{0}

(entry_computation_layout gives the same), and independent chains of
CHAIN instructions (the last one takes the rest) whose last values are the
leaves of a tuple ROOT, so no instruction is dead. Each chain starts from x
and cycles through: broadcast of v or w (dimensions={1} or {0}), add,
multiply with y (the other layout), copy into {0,1} and back, maximum with a
broadcast scalar constant, subtract, and a fusion call of a small fused
computation (add + multiply), with metadata on every third instruction. An
instruction count is that of the ENTRY computation plus the fused one's.

The StableHLO twin (`--format stablehlo`) is the same program as JAX would
print it: a public function @main of the four parameters (StableHLO has no
layouts, so the copies are `abs` and `negate`, which keep the chain's
length and kinds of work), `broadcast_in_dim` for broadcast, and a `call`
of a private function @fused for the fusion.

`hlo_import.py measure` generates the modules, then for each N runs, after
one untimed run of each, REPETITIONS times in turn:

  import  shapes-translate --import-hlo -mlir-disable-threading M.hlo -o M.mlir
  lower   shapes-opt -shapes-to-llvm -mlir-disable-threading M.mlir -o /dev/null

and prints the wall-clock medians, the median of the per-repetition ratios
import / lower (cpu: the same for user + system time), and the import time
per instruction, which stays flat when the import is linear.

Usage:
  hlo_import.py generate N [--chain K] [--format hlo|stablehlo] [-o FILE]
  hlo_import.py measure --shapes-translate P --shapes-opt P --dir D
                [--repetitions R] [--chain K] [--format hlo|stablehlo] N...
"""

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time

ROWS, COLS = 16, 32
ROW_MAJOR = f"f32[{ROWS},{COLS}]{{1,0}}"
COL_MAJOR = f"f32[{ROWS},{COLS}]{{0,1}}"

FUSED = f"""%fused_computation (param_0: f32[{ROWS},{COLS}], param_1: f32[{ROWS},{COLS}]) -> f32[{ROWS},{COLS}] {{
  %param_0 = {ROW_MAJOR} parameter(0)
  %param_1 = {COL_MAJOR} parameter(1)
  %add.f = {ROW_MAJOR} add({ROW_MAJOR} %param_0, {COL_MAJOR} %param_1)
  ROOT %multiply.f = {ROW_MAJOR} multiply({ROW_MAJOR} %add.f, {COL_MAJOR} %param_1)
}}
"""
FUSED_INSTRUCTIONS = 4


def chain(out, prefix, length):
    """Writes `length` instructions named prefix.0, prefix.1, ...; returns
    the name of the last one."""
    acc = "%x"
    for i in range(length):
        name = f"%{prefix}.{i}"
        kind = i % 9
        meta = (f', metadata={{op_name="jit(f)/{prefix}/{i}" '
                f'source_file="model.py" source_line={i + 1}}}'
                if i % 3 == 2 else "")
        if kind == 0:
            line = (f"{name} = {ROW_MAJOR} broadcast(f32[{COLS}]{{0}} %v), "
                    f"dimensions={{1}}")
        elif kind == 1:
            line = f"{name} = {ROW_MAJOR} add({acc}, %{prefix}.{i - 1})"
        elif kind == 2:
            line = f"{name} = {ROW_MAJOR} multiply({acc}, %y)"
        elif kind == 3:
            line = f"{name} = {COL_MAJOR} copy({acc})"
        elif kind == 4:
            line = (f"{name} = {COL_MAJOR} broadcast(f32[{ROWS}]{{0}} %w), "
                    f"dimensions={{0}}")
        elif kind == 5:
            line = f"{name} = {COL_MAJOR} maximum(%{prefix}.{i - 2}, %zeros)"
        elif kind == 6:
            line = f"{name} = {COL_MAJOR} subtract({acc}, %{prefix}.{i - 2})"
        elif kind == 7:
            line = f"{name} = {ROW_MAJOR} copy({acc})"
        else:
            line = (f"{name} = {ROW_MAJOR} fusion({acc}, %y), kind=kLoop, "
                    f"calls=%fused_computation")
        # A broadcast is read by the next instruction; the others carry on
        # the chain.
        if kind not in (0, 4):
            acc = name
        out.write(f"  {line}{meta}\n")
    return f"%{prefix}.{length - 1}"


def module_text(n, chain_length):
    """The module of about `n` instructions, chains of `chain_length`."""
    lines = []

    class Out:
        def write(self, text):
            lines.append(text)

    out = Out()
    # Six ENTRY instructions besides the chains (parameters, the constant
    # and its broadcast), the ROOT tuple, and the fused computation's.
    body = max(n - 7 - FUSED_INSTRUCTIONS, 1)
    lengths = []
    while body > 0:
        lengths.append(min(chain_length, body))
        body -= lengths[-1]
    out.write(f"  %x = {ROW_MAJOR} parameter(0)\n")
    out.write(f"  %y = {COL_MAJOR} parameter(1)\n")
    out.write(f"  %v = f32[{COLS}]{{0}} parameter(2)\n")
    out.write(f"  %w = f32[{ROWS}]{{0}} parameter(3)\n")
    out.write("  %zero = f32[] constant(0)\n")
    out.write(f"  %zeros = {COL_MAJOR} broadcast(f32[] %zero), "
              "dimensions={}\n")
    leaves = [chain(out, f"c{c}", length) for c, length in enumerate(lengths)]
    body_text = "".join(lines)
    result = "(" + ", ".join(shape_of(body_text, leaf) for leaf in leaves) + ")"
    parameters = f"{ROW_MAJOR}, {COL_MAJOR}, f32[{COLS}]{{0}}, f32[{ROWS}]{{0}}"
    return (
        "HloModule jit_hlo_import_benchmark, is_scheduled=true, "
        f"entry_computation_layout={{({parameters})->{result}}}\n\n"
        + FUSED
        + "\nENTRY %main (x: f32[16,32], y: f32[16,32], v: f32[32], "
        f"w: f32[16]) -> {result} {{\n"
        + body_text
        + f"  ROOT %result = {result} tuple(" + ", ".join(leaves) + ")\n}\n")


STABLE = f"tensor<{ROWS}x{COLS}xf32>"


def stablehlo_chain(out, prefix, length):
    """The chain of `chain`, in StableHLO; returns its last value."""
    acc = "%x"
    for i in range(length):
        name = f"%{prefix}_{i}"
        kind = i % 9
        previous, before = f"%{prefix}_{i - 1}", f"%{prefix}_{i - 2}"
        if kind == 0:
            line = (f"stablehlo.broadcast_in_dim %v, dims = [1] : "
                    f"(tensor<{COLS}xf32>) -> {STABLE}")
        elif kind == 1:
            line = f"stablehlo.add {acc}, {previous} : {STABLE}"
        elif kind == 2:
            line = f"stablehlo.multiply {acc}, %y : {STABLE}"
        elif kind == 3:
            line = f"stablehlo.abs {acc} : {STABLE}"
        elif kind == 4:
            line = (f"stablehlo.broadcast_in_dim %w, dims = [0] : "
                    f"(tensor<{ROWS}xf32>) -> {STABLE}")
        elif kind == 5:
            line = f"stablehlo.maximum {before}, %zeros : {STABLE}"
        elif kind == 6:
            line = f"stablehlo.subtract {acc}, {before} : {STABLE}"
        elif kind == 7:
            line = f"stablehlo.negate {acc} : {STABLE}"
        else:
            line = (f"call @fused({acc}, %y) : ({STABLE}, {STABLE}) -> "
                    f"{STABLE}")
        if kind not in (0, 4):
            acc = name
        out.append(f"    {name} = {line}\n")
    return f"%{prefix}_{length - 1}"


def stablehlo_module_text(n, chain_length):
    """The StableHLO twin of module_text."""
    # The constant, its broadcast, the return, and the fused function's
    # three ops.
    body = max(n - 6, 1)
    lengths = []
    while body > 0:
        lengths.append(min(chain_length, body))
        body -= lengths[-1]
    lines = [f"    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>\n",
             f"    %zeros = stablehlo.broadcast_in_dim %zero, dims = [] : "
             f"(tensor<f32>) -> {STABLE}\n"]
    leaves = [stablehlo_chain(lines, f"c{c}", length)
              for c, length in enumerate(lengths)]
    types = ", ".join([STABLE] * len(leaves))
    return (
        "module @jit_hlo_import_benchmark {\n"
        f"  func.func public @main(%x: {STABLE}, %y: {STABLE}, "
        f"%v: tensor<{COLS}xf32>, %w: tensor<{ROWS}xf32>) -> ({types}) {{\n"
        + "".join(lines)
        + f"    return {', '.join(leaves)} : {types}\n  }}\n"
        f"  func.func private @fused(%a: {STABLE}, %b: {STABLE}) -> {STABLE} {{\n"
        f"    %0 = stablehlo.add %a, %b : {STABLE}\n"
        f"    %1 = stablehlo.multiply %0, %b : {STABLE}\n"
        f"    return %1 : {STABLE}\n  }}\n}}\n")


def shape_of(text, name):
    """The shape written for instruction `name` in `text`."""
    marker = f"  {name} = "
    start = text.index(marker) + len(marker)
    return text[start:text.index(" ", start)]


def count_instructions(text):
    """Instructions, or StableHLO ops and returns."""
    return sum(1 for line in text.splitlines()
               if (" = " in line and not line.startswith("HloModule"))
               or line.strip().startswith("return "))


def generate(n, chain_length, form):
    if form == "stablehlo":
        return stablehlo_module_text(n, chain_length)
    return module_text(n, chain_length)


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
    print("| instructions | import (s) | lower (s) | import / lower | "
          "import per instruction (us) |")
    print("|---:|---:|---:|---:|---:|")
    for n in args.sizes:
        text = generate(n, args.chain, args.format)
        suffix = "hlo" if args.format == "hlo" else "stablehlo.mlir"
        hlo = os.path.join(args.dir, f"{args.format}-{n}.{suffix}")
        mlir = os.path.join(args.dir, f"{args.format}-{n}.mlir")
        with open(hlo, "w") as f:
            f.write(text)
        instructions = count_instructions(text)
        imp = [args.shapes_translate, f"--import-{args.format}",
               "-mlir-disable-threading", hlo, "-o", mlir]
        low = [args.shapes_opt, "-shapes-to-llvm", "-mlir-disable-threading",
               mlir, "-o", os.devnull]
        timed(imp)
        timed(low)
        walls = {"import": [], "lower": []}
        cpus = {"import": [], "lower": []}
        for r in range(args.repetitions):
            order = [("import", imp), ("lower", low)]
            if r % 2:
                order.reverse()
            for key, command in order:
                wall, cpu = timed(command)
                walls[key].append(wall)
                cpus[key].append(cpu)
        ratio = statistics.median(
            i / l for i, l in zip(walls["import"], walls["lower"]))
        cpu_ratio = statistics.median(
            i / l for i, l in zip(cpus["import"], cpus["lower"]))
        imp_s = statistics.median(walls["import"])
        print(f"| {instructions} | {imp_s:.3f} | "
              f"{statistics.median(walls['lower']):.2f} | "
              f"{ratio:.3f} (cpu {cpu_ratio:.3f}) | "
              f"{1e6 * imp_s / instructions:.1f} |", flush=True)


def main():
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    gen = sub.add_parser("generate")
    gen.add_argument("n", type=int)
    gen.add_argument("--chain", type=int, default=100)
    gen.add_argument("-o", "--output", default="-")
    gen.add_argument("--format", choices=["hlo", "stablehlo"], default="hlo")
    mea = sub.add_parser("measure")
    mea.add_argument("--shapes-translate", required=True)
    mea.add_argument("--shapes-opt", required=True)
    mea.add_argument("--dir", required=True)
    mea.add_argument("--repetitions", type=int, default=3)
    mea.add_argument("--chain", type=int, default=100)
    mea.add_argument("--format", choices=["hlo", "stablehlo"], default="hlo")
    mea.add_argument("sizes", type=int, nargs="+")
    args = parser.parse_args()
    if args.command == "generate":
        text = generate(args.n, args.chain, args.format)
        if args.output == "-":
            sys.stdout.write(text)
        else:
            with open(args.output, "w") as f:
                f.write(text)
    else:
        measure(args)


if __name__ == "__main__":
    main()
