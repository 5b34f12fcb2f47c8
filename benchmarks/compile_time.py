#!/usr/bin/env python3
"""Generates the modules of the compile-time benchmark (compile-time.sh).

Writes the same computation twice, N broadcasting ops in all:

  shapes    shapes.add / shapes.mul / shapes.max with broadcast_dimensions
            and degenerate (size-1) broadcasts, for shapes-opt -shapes-to-llvm.
  upstream  one linalg.generic per op, whose indexing maps do the broadcast,
            with arith.addf / arith.mulf / arith.maximumf in its body, for
            upstream mlir-opt (the pipeline of UPSTREAM_PIPELINE).

The ops are split into functions of --ops-per-func ops (the last one takes
the rest). Every function takes the same small static operands, chains its
ops through one accumulator and returns it, so no op is dead:

  %x: tensor<4x16xf32>  the accumulator's start
  %r: tensor<16xf32>    broadcast_dimensions = [1] (across rows)
  %c: tensor<4xf32>     broadcast_dimensions = [0] (across columns)
  %p: tensor<4x1xf32>   degenerate in the minor dimension
  %q: tensor<1x16xf32>  degenerate in the major dimension

The upstream module is lowered twice: with UPSTREAM_PIPELINE, the lowering
of benchmarks/upstream.mlir, which keeps one loop nest and one buffer per op;
and with --linalg-fuse-elementwise-ops first (as upstream_chain64.mlir's
fused variant), which fuses each function's chain into one loop nest, as
-shapes-to-llvm does.

Usage:
  compile_time.py shapes N [--ops-per-func K] [-o FILE]
  compile_time.py upstream N [--ops-per-func K] [-o FILE]
  compile_time.py pipeline      (prints the upstream mlir-opt flags)
  compile_time.py measure --shapes-opt P --mlir-opt P --dir D
                  [--repetitions R] [--ops-per-func K] N...
                                (generates, times and prints the table)
"""

import argparse
import contextlib
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROWS, COLS = 4, 16
MAT = f"tensor<{ROWS}x{COLS}xf32>"
ARGS = [("x", MAT), ("r", f"tensor<{COLS}xf32>"), ("c", f"tensor<{ROWS}xf32>"),
        ("p", f"tensor<{ROWS}x1xf32>"), ("q", f"tensor<1x{COLS}xf32>")]

# The upstream lowering of benchmarks/upstream.mlir (benchmarks/CMakeLists.txt).
UPSTREAM_PIPELINE = [
    "--one-shot-bufferize=bufferize-function-boundaries",
    "--buffer-deallocation-pipeline",
    "--convert-bufferization-to-memref",
    "--convert-linalg-to-loops",
    "--expand-strided-metadata",
    "--lower-affine",
    "--convert-scf-to-cf",
    "--finalize-memref-to-llvm",
    "--convert-arith-to-llvm",
    "--convert-cf-to-llvm",
    "--convert-func-to-llvm",
    "--reconcile-unrealized-casts",
]

# The op kinds, in turn: (shapes op, arith op, other operand, accumulator on
# the left, broadcast_dimensions of the other operand or None, the other
# operand's indexing map in the linalg.generic).
KINDS = [
    ("add", "addf", "r", True, [1], "affine_map<(i, j) -> (j)>"),
    ("mul", "mulf", "p", True, None, "affine_map<(i, j) -> (i, 0)>"),
    ("max", "maximumf", "q", True, None, "affine_map<(i, j) -> (0, j)>"),
    ("add", "addf", "c", False, [0], "affine_map<(i, j) -> (i)>"),
    ("max", "maximumf", "p", False, None, "affine_map<(i, j) -> (i, 0)>"),
    ("mul", "mulf", "r", False, [1], "affine_map<(i, j) -> (j)>"),
]
ID_MAP = "affine_map<(i, j) -> (i, j)>"


def function_sizes(n, per_func):
    sizes = [per_func] * (n // per_func)
    if n % per_func:
        sizes.append(n % per_func)
    return sizes


def signature(name):
    args = ", ".join(f"%{a}: {t}" for a, t in ARGS)
    return f"func.func @{name}({args}) -> {MAT} {{"


def shapes_function(out, name, ops, first):
    out.write(signature(name) + "\n")
    acc = "%x"
    types = dict(ARGS)
    for i in range(ops):
        op, _, other, acc_left, dims, _ = KINDS[(first + i) % len(KINDS)]
        lhs, rhs = (acc, f"%{other}") if acc_left else (f"%{other}", acc)
        lty, rty = ((MAT, types[other]) if acc_left else (types[other], MAT))
        bd = f" broadcast_dimensions = {dims}" if dims else ""
        out.write(f"  %v{i} = shapes.{op} {lhs}, {rhs}{bd} : "
                  f"({lty}, {rty}) -> {MAT}\n")
        acc = f"%v{i}"
    out.write(f"  return {acc} : {MAT}\n}}\n\n")


def upstream_function(out, name, ops, first):
    out.write(signature(name) + "\n")
    acc = "%x"
    types = dict(ARGS)
    for i in range(ops):
        _, arith, other, acc_left, _, other_map = KINDS[(first + i) %
                                                       len(KINDS)]
        if acc_left:
            ins, maps, tys = (f"{acc}, %{other}", f"{ID_MAP}, {other_map}",
                              f"{MAT}, {types[other]}")
        else:
            ins, maps, tys = (f"%{other}, {acc}", f"{other_map}, {ID_MAP}",
                              f"{types[other]}, {MAT}")
        out.write(
            f"  %e{i} = tensor.empty() : {MAT}\n"
            f"  %v{i} = linalg.generic {{indexing_maps = [{maps}, {ID_MAP}], "
            f"iterator_types = [\"parallel\", \"parallel\"]}} "
            f"ins({ins} : {tys}) outs(%e{i} : {MAT}) {{\n"
            f"  ^bb0(%a: f32, %b: f32, %o: f32):\n"
            f"    %s = arith.{arith} %a, %b : f32\n"
            f"    linalg.yield %s : f32\n"
            f"  }} -> {MAT}\n")
        acc = f"%v{i}"
    out.write(f"  return {acc} : {MAT}\n}}\n\n")


def write_module(form, n, per_func, path):
    emit = shapes_function if form == "shapes" else upstream_function
    with (contextlib.nullcontext(sys.stdout) if path == "-" else
          open(path, "w")) as out:
        out.write(f"// {n} broadcasting ops ({form}), generated by "
                  f"benchmarks/compile_time.py.\n\n")
        first = 0
        for f, ops in enumerate(function_sizes(n, per_func)):
            emit(out, f"f{f}", ops, first)
            first += ops


def run_timed(cmd):
    """Runs cmd to completion; returns (wall seconds, user + system seconds)."""
    with tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL,
                                stdout=subprocess.DEVNULL, stderr=err)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        if proc.returncode != 0:
            err.seek(0)
            sys.exit(f"failed ({proc.returncode}): {' '.join(cmd)}\n"
                     + err.read(4000).decode(errors="replace"))
    return wall, usage.ru_utime + usage.ru_stime


def measure(args):
    tools = {
        "shapes": lambda n: [args.shapes_opt, "-mlir-disable-threading",
                             "-shapes-to-llvm", modules[n]["shapes"],
                             "-o", os.devnull],
        "upstream": lambda n: [args.mlir_opt, "-mlir-disable-threading",
                               modules[n]["upstream"], *UPSTREAM_PIPELINE,
                               "-o", os.devnull],
        "upstream+fuse": lambda n: [args.mlir_opt, "-mlir-disable-threading",
                                    modules[n]["upstream"],
                                    "--linalg-fuse-elementwise-ops",
                                    *UPSTREAM_PIPELINE, "-o", os.devnull],
    }
    os.makedirs(args.dir, exist_ok=True)
    modules = {}
    for n in args.ns:
        modules[n] = {}
        for form in ("shapes", "upstream"):
            path = os.path.join(args.dir, f"{form}_{n}.mlir")
            write_module(form, n, args.ops_per_func, path)
            modules[n][form] = path
    names = list(tools)
    # One untimed run of each tool: binaries and libraries into the page cache.
    for name in names:
        run_timed(tools[name](min(args.ns)))
    rows = []
    for n in args.ns:
        times = {name: [] for name in names}
        for rep in range(args.repetitions):
            # Interleaved, the order rotated every repetition.
            order = names[rep % len(names):] + names[:rep % len(names)]
            for name in order:
                times[name].append(run_timed(tools[name](n)))
            print(f"  N={n} repetition {rep + 1}/{args.repetitions}: " +
                  ", ".join(f"{k} {v[-1][0]:.2f}s" for k, v in times.items()),
                  file=sys.stderr, flush=True)
        rows.append((n, times))
    # Ratios are taken repetition by repetition (the runs next to each other),
    # then the median over the repetitions.
    def ratio(times, base, field):
        return statistics.median(a[field] / b[field] for a, b in
                                 zip(times["shapes"], times[base]))
    print(f"\nshapes-opt -shapes-to-llvm vs mlir-opt, -mlir-disable-threading, "
          f"{args.ops_per_func} ops per function, median of "
          f"{args.repetitions} interleaved repetitions\n")
    print("| ops | shapes (s) | upstream (s) | upstream+fuse (s) "
          "| shapes / upstream | shapes / upstream+fuse |")
    print("|---:|---:|---:|---:|---:|---:|")
    for n, times in rows:
        wall = {k: statistics.median(t[0] for t in v) for k, v in times.items()}
        print(f"| {n} | {wall['shapes']:.2f} | {wall['upstream']:.2f} "
              f"| {wall['upstream+fuse']:.2f} "
              f"| {ratio(times, 'upstream', 0):.2f} "
              f"(cpu {ratio(times, 'upstream', 1):.2f}) "
              f"| {ratio(times, 'upstream+fuse', 0):.2f} "
              f"(cpu {ratio(times, 'upstream+fuse', 1):.2f}) |")
    print("\nSeconds are wall-clock medians; ratios are medians of the "
          "per-repetition wall-clock ratios, (cpu ...) the same for user + "
          "system time.")


def main():
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("form",
                        choices=["shapes", "upstream", "pipeline", "measure"])
    parser.add_argument("ns", metavar="N", type=int, nargs="*",
                        help="broadcasting ops in all (default 1000)")
    parser.add_argument("--ops-per-func", type=int, default=100,
                        help="ops per function (default 100)")
    parser.add_argument("-o", dest="output", default="-",
                        help="output file (default stdout)")
    parser.add_argument("--shapes-opt", default="build/bin/shapes-opt")
    parser.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    parser.add_argument("--dir", default="build/compile-time",
                        help="where measure writes the modules")
    parser.add_argument("--repetitions", type=int, default=3)
    args = parser.parse_intermixed_args()
    if args.form == "pipeline":
        print(" ".join(UPSTREAM_PIPELINE))
        return
    args.ns = args.ns or [1000]
    if min(args.ns) < 1 or args.ops_per_func < 1 or args.repetitions < 1:
        parser.error("N, --ops-per-func and --repetitions must be positive")
    if args.form == "measure":
        measure(args)
    elif len(args.ns) != 1:
        parser.error("one N for shapes and upstream")
    else:
        write_module(args.form, args.ns[0], args.ops_per_func, args.output)


if __name__ == "__main__":
    main()
