#!/usr/bin/python3
"""Ratio tables from one run of shapes-bench (Google Benchmark JSON) and
numpy_bench.py (JSON).

Usage: report.py BENCH_JSON [NUMPY_JSON]

For every kernel: each alternative's time divided by shapes' time (median of
the repetitions, and best of the repetitions), and shapes' time divided by
the bandwidth limit's: the faster of two ways of moving the bytes the kernel
must read and write (memcpy/memset, and a vectorized copy loop). Times are
CPU time of the benchmarking thread.
"""

import json
import statistics
import sys

KERNELS = {
    "bcast_add": "(4096,1024) f32 + (1024), broadcast_dimensions = [1]",
    "outer": "(4096,1) f32 * (1,1024): outer product",
    "relayout_pad": "(2048,2048) f32 row-major -> minor_to_major = [0, 1], "
                    "padded_dimensions = [2056, 2048]",
    "int_div": "(4096,1024) i32 / (1024), XLA-safe division",
}
ORDER = ["shapes", "loops", "loops_tiled", "eigen", "mlir_linalg",
         "mlir_generic", "numpy"]
REFERENCES = ["memcpy", "copy"]
DESCRIPTIONS = {
    "memcpy": "bandwidth: memcpy+memset of the same bytes",
    "copy": "bandwidth: copy loop, ordinary stores",
    "shapes": "shapes-opt -shapes-to-llvm, clang -O3",
    "loops": "plain C++ loops, clang -O3",
    "loops_tiled": "C++ loops, 32x32 blocks",
    "eigen": "Eigen 3 expression",
    "mlir_linalg": "upstream MLIR, named ops, materialized broadcast",
    "mlir_generic": "upstream MLIR, one linalg.generic",
    "numpy": "numpy (separate process)",
}


def load_bench(path):
    with open(path) as f:
        data = json.load(f)
    runs, faults = {}, {}
    for b in data["benchmarks"]:
        if b.get("run_type", "iteration") != "iteration":
            continue
        if b.get("error_occurred"):
            sys.exit(f"report.py: {b['name']} failed: {b.get('error_message')}")
        scale = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}[b["time_unit"]]
        name = b.get("run_name", b["name"])
        runs.setdefault(name, []).append(b["cpu_time"] * scale)
        faults.setdefault(name, []).append(b.get("faults", float("nan")))
    return data.get("context", {}), runs, faults


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    context, runs, faults = load_bench(sys.argv[1])
    numpy = {}
    if len(sys.argv) == 3:
        with open(sys.argv[2]) as f:
            numpy = json.load(f)["kernels"]

    def stats(kernel, alt):
        if alt == "numpy":
            n = numpy.get(kernel)
            return (n["median_s"], n["min_s"], None, None) if n else None
        times = runs.get(f"{kernel}/{alt}")
        if not times:
            return None
        med = statistics.median(times)
        return (med, min(times), (max(times) - min(times)) / med,
                statistics.median(faults[f"{kernel}/{alt}"]))

    reps = max((len(t) for t in runs.values()), default=0)
    print(f"shapes-bench: {reps} repetitions each, CPU time; "
          f"{context.get('date', '')}, {context.get('num_cpus', '?')} CPUs, "
          f"load average {context.get('load_avg', '?')}")
    print()
    for kernel, title in KERNELS.items():
        s = stats(kernel, "shapes")
        if not s:
            continue
        print(f"== {kernel}: {title}")
        print(f"   {'alternative':<13} {'/ shapes':>9} {'(best)':>8} {'spread':>7}"
              f" {'faults':>7}   what")
        for alt in ORDER + REFERENCES:
            a = stats(kernel, alt)
            if not a:
                continue
            if alt == REFERENCES[0]:
                print("   " + "-" * 46)
            spread = f"{a[2] * 100:6.0f}%" if a[2] is not None else "      -"
            fault = f"{a[3]:7.0f}" if a[3] is not None else "      -"
            print(f"   {alt:<13} {a[0] / s[0]:9.2f} {a[1] / s[1]:8.2f} {spread}"
                  f" {fault}   {DESCRIPTIONS[alt]}")
        refs = [(stats(kernel, r), r) for r in REFERENCES]
        refs = [(r, name) for r, name in refs if r]
        if refs:
            med, name = min((r[0], name) for r, name in refs)
            best = min(r[1] for r, _ in refs)
            print(f"   shapes / bandwidth limit: {s[0] / med:.2f} (best {s[1] / best:.2f});"
                  f" limit = {name}; shapes {s[0] * 1e3:.2f} ms median")
        print()
    print("""How to read this: '/ shapes' is the alternative's time divided by shapes'
time, from the median of the repetitions ('(best)': from the fastest ones).
Above 1.00 shapes is faster, below 1.00 the alternative is faster. 'spread'
is (slowest - fastest) / median of that alternative's repetitions: when it
is large, so is the uncertainty of its ratio. 'faults' is minor page faults
per call (fresh memory from the OS; 4096 per 16 MiB). 'shapes / bandwidth
limit' is shapes' time over the faster of the two references that move the
same bytes into a fresh allocation (memcpy, copy loop): 1.00 is the memory
roofline, compute-bound kernels (int_div) sit far above it. numpy ran in
another process right after, so its ratio is the least precise. Only ratios
mean something: the machine is shared and absolute times vary from run to
run.""")


if __name__ == "__main__":
    main()
