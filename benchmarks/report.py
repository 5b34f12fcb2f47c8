#!/usr/bin/python3
"""Ratio tables from one run of shapes-bench (Google Benchmark JSON) and
numpy_bench.py (JSON).

Usage: report.py BENCH_JSON [NUMPY_JSON]

For every 16 MiB kernel: each alternative's time divided by shapes' time
(median of the repetitions, and best of the repetitions), and shapes' time
divided by the bandwidth limit's: the faster of two ways of moving the bytes
the kernel must read and write (memcpy/memset, and a vectorized copy loop).
Times are CPU time of the benchmarking thread.

For every 64 MiB kernel (large.cpp) and variant (in place / returning, 1 / 2
threads): memcpy's time divided by each alternative's (above 1: faster than
memcpy), and each alternative's time divided by shapes'; then the 64 MiB
targets. 1-thread times are CPU time of the benchmarking thread, 2-thread
times wall-clock time.

For the four-op chains (chain64, chain64t, also in large.cpp): each
alternative's time divided by the hand-fused C++ loop's (`loops`, same
variant), and the chains' target, shapes within 1.2x of that loop.

For the 64 MiB kernels with a dynamic twin (`shapes_dyn`: the same kernel on
`?` sizes): its time divided by shapes' in every variant, against the
target of at most 1.1x.
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


LARGE_KERNELS = {
    "add64": "(4096,4096) f32 + (4096), broadcast_dimensions = [1]; "
             "reads 64 MiB, writes 64 MiB",
    "transpose64": "(4096,4096) f32 row-major -> minor_to_major = [0, 1]; "
                   "reads 64 MiB, writes 64 MiB",
    "pad64": "(4095,4095) f32 row-major -> minor_to_major = [0, 1], "
             "padded_dimensions = [4096, 4096]; reads 63.97 MiB, writes 64 MiB",
    "transpose64m": "transpose64 with x 16 bytes after a cache line, as "
                    "malloc returns large blocks; reads 64 MiB, writes 64 MiB",
}
LARGE_VARIANTS = ["inplace_1t", "return_1t", "inplace_2t", "return_2t"]
LARGE_ORDER = ["shapes", "shapes_dyn", "loops", "loops_tiled", "avx512", "eigen",
               "mlir_linalg", "mlir_generic", "numpy", "memcpy", "ntcopy"]
LARGE_DESCRIPTIONS = {
    "shapes": "shapes-opt -shapes-to-llvm (2t: the threads option)",
    "shapes_dyn": "the same kernel on `?` sizes, given at run time",
    "loops": "plain C++ loops (2t: omp, two halves)",
    "loops_tiled": "C++ loops, 32x32 blocks",
    "avx512": "hand-written intrinsics, streaming stores",
    "eigen": "Eigen 3 (2t: two row blocks)",
    "mlir_linalg": "upstream MLIR, named ops",
    "mlir_generic": "upstream MLIR, one linalg.generic / fill + transpose",
    "numpy": "numpy (separate process)",
    "memcpy": "glibc memcpy (+memset) of the same bytes (2t: halves)",
    "ntcopy": "copy loop of the same bytes, streaming stores (2t: halves)",
}
CHAIN_KERNELS = {
    "chain64": "max((relayout(x) + broadcast_in_dim(v)) * y - z, w), "
               "x row-major relayout into minor_to_major = [0, 1] (fused: "
               "read in place); reads 4 x 64 MiB + 16 KiB, writes 64 MiB",
    "chain64t": "the same chain, x minor_to_major = [0, 1] relayout into "
                "row-major (fused: read transposed); reads 4 x 64 MiB + "
                "16 KiB, writes 64 MiB",
}
CHAIN_ORDER = ["shapes", "shapes_dyn", "loops", "loops_tiled", "avx512", "mlir_fused",
               "mlir_unfused", "memcpy"]
CHAIN_DESCRIPTIONS = {
    "shapes": "shapes-opt -shapes-to-llvm (2t: the threads option)",
    "shapes_dyn": "the same kernel on `?` sizes, given at run time",
    "loops": "hand-fused C++ loop, one pass (2t: omp, two halves)",
    "loops_tiled": "the same loop over 32x32 blocks",
    "avx512": "hand-written intrinsics, streaming stores",
    "mlir_fused": "upstream MLIR, --linalg-fuse-elementwise-ops",
    "mlir_unfused": "upstream MLIR, one loop nest per named op",
    "memcpy": "memcpy of ONE 64 MiB array (a scale only)",
}
# The chains: shapes time / hand-fused loop time, in every variant.
CHAIN_TARGET = 1.2

# The dynamic twins: shapes_dyn time / shapes time, in every variant.
DYNAMIC_KERNELS = ["add64", "transpose64", "pad64", "transpose64m", "chain64"]
DYNAMIC_TARGET = 1.1

# The 64 MiB targets: memcpy time / shapes time, f32 4096x4096, in place; memcpy is
# glibc's, one call on one thread (inplace_1t), for the 2-thread targets too.
TARGETS = [("add64", "inplace_1t", 1.3), ("transpose64", "inplace_1t", 0.8),
           ("pad64", "inplace_1t", 0.75), ("transpose64", "inplace_2t", 1.0),
           ("pad64", "inplace_2t", 1.0)]


def load_bench(path):
    """Per benchmark name, its repetitions' times: CPU time of the
    benchmarking thread, but wall-clock time for the 2-thread variants of the
    64 MiB cases (whose other thread's work the first one's CPU time does not
    include)."""
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
        # Google Benchmark appends /min_time:.../repeats:.../real_time to the
        # names of benchmarks with their own settings.
        name = "/".join(part for part in name.split("/")
                        if not part.startswith(("min_time:", "repeats:"))
                        and part != "real_time")
        key = "real_time" if "_2t/" in name else "cpu_time"
        runs.setdefault(name, []).append(b[key] * scale)
        faults.setdefault(name, []).append(b.get("faults", float("nan")))
    return data.get("context", {}), runs, faults


def large_report(context, runs, faults, numpy):
    def stats(kernel, variant, alt):
        if alt == "numpy":
            n = numpy.get(f"{kernel}/{variant}")
            return (n["median_s"], n["min_s"], None) if n else None
        times = runs.get(f"{kernel}/{variant}/{alt}")
        if not times:
            return None
        med = statistics.median(times)
        return (med, min(times), (max(times) - min(times)) / med)

    if not any(k.startswith(tuple(LARGE_KERNELS)) for k in runs):
        return {}
    measured = {}
    print("64 MiB cases (f32 4096x4096): 1t = 1 thread (CPU time), 2t = 2 "
          "threads (wall-clock time);")
    print(f"hand-written kernels: {context.get('avx512_isa', '?')}; "
          f"2-thread shapes kernels: {context.get('shapes_2t', '?')}")
    print()
    for kernel, title in LARGE_KERNELS.items():
        if not any(f"{kernel}/{v}/memcpy" in runs for v in LARGE_VARIANTS):
            continue
        print(f"== {kernel}: {title}")
        table = {}
        for v in LARGE_VARIANTS:
            for alt in LARGE_ORDER:
                table[(v, alt)] = stats(kernel, v, alt)
        header = "".join(f"{v:>19}" for v in LARGE_VARIANTS)
        print(f"   memcpy / alternative (>1: faster than memcpy): median, "
              f"[from the best repetitions], (spread)")
        print(f"   {'alternative':<13}{header}   what")
        for alt in LARGE_ORDER:
            cells, any_cell = [], False
            for v in LARGE_VARIANTS:
                a, m = table[(v, alt)], table[(v, "memcpy")]
                if a and m:
                    any_cell = True
                    spread = f"({a[2] * 100:.0f}%)" if a[2] is not None else "(-)"
                    best = f"[{m[1] / a[1]:.2f}]"
                    cells.append(f"{m[0] / a[0]:>6.2f} {best:>6} {spread:>6}")
                    if alt == "shapes":
                        measured[(kernel, v)] = (m[0] / a[0], m[1] / a[1])
                else:
                    cells.append(f"{'-':>19}")
            if any_cell:
                print(f"   {alt:<13}{''.join(cells)}   {LARGE_DESCRIPTIONS[alt]}")
        cells = []
        for v in LARGE_VARIANTS:
            m = table[(v, "memcpy")]
            cells.append(f"{m[0] * 1e3:>16.2f} ms" if m else f"{'-':>19}")
        print(f"   {'memcpy time':<13}{''.join(cells)}")
        print(f"   alternative / shapes (>1: shapes faster)")
        for alt in LARGE_ORDER:
            if alt == "shapes":
                continue
            cells, any_cell = [], False
            for v in LARGE_VARIANTS:
                a, s = table[(v, alt)], table[(v, "shapes")]
                if a and s:
                    any_cell = True
                    cells.append(f"{a[0] / s[0]:>19.2f}")
                    if alt == "loops":
                        measured[(kernel, v, "loops")] = (a[0] / s[0],
                                                          a[1] / s[1])
                else:
                    cells.append(f"{'-':>19}")
            if any_cell:
                print(f"   {alt:<13}{''.join(cells)}")
        print()
    return measured


def targets_report(measured, runs):
    def med(name):
        times = runs.get(name)
        return (statistics.median(times), min(times)) if times else None

    print("== 64 MiB targets: glibc memcpy time / shapes time (f32 "
          "4096x4096, in place, same run; memcpy of the same bytes, one call "
          "on one thread)")
    for kernel, variant, target in TARGETS:
        s = med(f"{kernel}/{variant}/shapes")
        m = med(f"{kernel}/inplace_1t/memcpy")
        if s is None or m is None:
            print(f"   {kernel:<12} {variant:<11} >= {target:.2f}   not measured"
                  " (no shapes kernel for this variant)")
            continue
        r = (m[0] / s[0], m[1] / s[1])
        verdict = "met" if r[0] >= target else "NOT met"
        print(f"   {kernel:<12} {variant:<11} >= {target:.2f}   measured "
              f"{r[0]:.2f} (best repetitions: {r[1]:.2f})   {verdict}")
        # What else bounds the figure: memcpy on as many threads, and the
        # same bytes copied with streaming stores.
        threads = "2 threads" if variant.endswith("_2t") else "1 thread"
        notes = []
        if variant.endswith("_2t"):
            m2 = med(f"{kernel}/{variant}/memcpy")
            if m2:
                notes.append(f"memcpy on {threads}: {m2[0] / s[0]:.2f}")
        nt = med(f"{kernel}/{variant}/ntcopy")
        if nt:
            notes.append(f"a streaming copy on {threads}: "
                         f"{nt[0] / s[0]:.2f}")
        if notes:
            print(f"{'':<23}against {', against '.join(notes)}")
    print("   no kernel slower than plain C++ loops (loops time / shapes time "
          ">= 1; differences under ~10% are noise):")
    worst = []
    for kernel in KERNELS:
        s, l = runs.get(f"{kernel}/shapes"), runs.get(f"{kernel}/loops")
        if s and l:
            worst.append((statistics.median(l) / statistics.median(s),
                          kernel, min(l) / min(s)))
    for (kernel, variant, *rest), r in measured.items():
        if rest:
            worst.append((r[0], f"{kernel}/{variant}", r[1]))
    worst.sort()
    # The figure from the fastest repetitions next to each: the returning
    # 64 MiB variants spend ~98% of their time in page faults, whose cost is
    # bimodal here, so their medians can differ by 20% between identical
    # loops.
    slower = [f"{name} {r:.2f} (best repetitions {b:.2f})"
              for r, name, b in worst if r < 0.9]
    close = [f"{name} {r:.2f} (best repetitions {b:.2f})"
             for r, name, b in worst if 0.9 <= r < 1.0]
    print("     slower than loops (< 0.90): " +
          (", ".join(slower) if slower else "none"))
    print("     within noise of loops (0.90-1.00): " +
          (", ".join(close) if close else "none"))
    if worst:
        print(f"     (lowest: {worst[0][1]} {worst[0][0]:.2f}; "
              f"{len(worst)} kernel/variant pairs)")
    print()


def chain_report(runs):
    """The four-op chains: every alternative's time over the hand-fused
    loop's, then the 1.2x target."""
    def stats(kernel, variant, alt):
        times = runs.get(f"{kernel}/{variant}/{alt}")
        if not times:
            return None
        med = statistics.median(times)
        return (med, min(times), (max(times) - min(times)) / med)

    measured = {}
    for kernel, title in CHAIN_KERNELS.items():
        if not any(f"{kernel}/{v}/loops" in runs for v in LARGE_VARIANTS):
            continue
        print(f"== {kernel}: {title}")
        print("   alternative time / hand-fused loop time (<1: faster than "
              "the loop; target for shapes: <= "
              f"{CHAIN_TARGET:.2f}): median, [from the best repetitions], "
              "(spread)")
        header = "".join(f"{v:>19}" for v in LARGE_VARIANTS)
        print(f"   {'alternative':<13}{header}   what")
        for alt in CHAIN_ORDER:
            cells, any_cell = [], False
            for v in LARGE_VARIANTS:
                a, l = stats(kernel, v, alt), stats(kernel, v, "loops")
                if a and l:
                    any_cell = True
                    best = f"[{a[1] / l[1]:.2f}]"
                    cells.append(f"{a[0] / l[0]:>6.2f} {best:>6} "
                                 f"{'(' + format(a[2] * 100, '.0f') + '%)':>6}")
                    if alt == "shapes":
                        measured[(kernel, v)] = (a[0] / l[0], a[1] / l[1])
                else:
                    cells.append(f"{'-':>19}")
            if any_cell:
                print(f"   {alt:<13}{''.join(cells)}   "
                      f"{CHAIN_DESCRIPTIONS[alt]}")
        cells = []
        for v in LARGE_VARIANTS:
            l = stats(kernel, v, "loops")
            cells.append(f"{l[0] * 1e3:>16.2f} ms" if l else f"{'-':>19}")
        print(f"   {'loop time':<13}{''.join(cells)}")
        print()
    if not measured:
        return
    print(f"== chain target: shapes time / hand-fused loop time <= "
          f"{CHAIN_TARGET:.2f} (f32 4096x4096, same variant, same run)")
    for kernel in CHAIN_KERNELS:
        for v in LARGE_VARIANTS:
            r = measured.get((kernel, v))
            if r is None:
                if f"{kernel}/{v}/loops" in runs:
                    print(f"   {kernel:<9} {v:<11} not measured (no shapes "
                          "kernel for this variant)")
                continue
            verdict = "met" if r[0] <= CHAIN_TARGET else "NOT met"
            print(f"   {kernel:<9} {v:<11} measured {r[0]:.2f} (best "
                  f"repetitions: {r[1]:.2f})   {verdict}")
    print()


def dynamic_report(runs):
    """The dynamic twins: shapes_dyn's time over shapes', per kernel and
    variant, against the 1.1x target."""
    def stats(kernel, variant, alt):
        times = runs.get(f"{kernel}/{variant}/{alt}")
        if not times:
            return None
        return (statistics.median(times), min(times))

    rows = []
    for kernel in DYNAMIC_KERNELS:
        for v in LARGE_VARIANTS:
            d, s = stats(kernel, v, "shapes_dyn"), stats(kernel, v, "shapes")
            if d or s:
                rows.append((kernel, v, d, s))
    if not rows:
        return
    print(f"== dynamic twins: shapes_dyn time / shapes time <= "
          f"{DYNAMIC_TARGET:.2f} (the same kernel on `?` sizes; same "
          "variant, same run)")
    for kernel, v, d, s in rows:
        if d is None or s is None:
            print(f"   {kernel:<12} {v:<11} not measured (no "
                  f"{'shapes_dyn' if d is None else 'shapes'} for this "
                  "variant)")
            continue
        r = (d[0] / s[0], d[1] / s[1])
        verdict = "met" if r[0] <= DYNAMIC_TARGET else "NOT met"
        print(f"   {kernel:<12} {v:<11} measured {r[0]:.2f} (best "
              f"repetitions: {r[1]:.2f})   {verdict}")
    print()


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    context, runs, faults = load_bench(sys.argv[1])
    numpy = {}
    if len(sys.argv) == 3:
        with open(sys.argv[2]) as f:
            numpy = json.load(f)["kernels"]
    large_numpy = {k: v for k, v in numpy.items() if "/" in k}

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
    measured = large_report(context, runs, faults, large_numpy)
    if measured:
        targets_report(measured, runs)
    chain_report(runs)
    dynamic_report(runs)
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
run.

64 MiB tables: 'memcpy / alternative' is glibc memcpy's time (same bytes,
same variant: in place or into a fresh buffer, same number of threads)
divided by the alternative's; above 1.00 the alternative is faster than
memcpy; '[...]' is the same from the fastest repetition of each, the
figure least disturbed by other load, and '(n%)' the alternative's spread.
'ntcopy' copies the same bytes with streaming stores: the speed a kernel
that reads and writes them once can reach with such stores (glibc's memcpy
uses ordinary stores below its non-temporal threshold, which can exceed 64
MiB). 'alternative / shapes' is as in the 16 MiB tables. The 64 MiB targets
divide glibc memcpy's time, one call on one thread, by shapes' time in the
variant, the 2-thread ones too; in parentheses, shapes against memcpy split
over two threads and against the streaming copy. 2-thread times are
wall-clock, so load from other users of the machine shows in them more than
in the 1-thread CPU times.

Chain tables: each alternative's time divided by the hand-fused
C++ loop's in the same variant: below 1.00 the alternative is faster than
the loop, above it slower; the target is shapes <= 1.20. The memcpy row
copies one 64 MiB array where the chains read four and write one: it only
shows the scale.

Dynamic twins: shapes_dyn's median time divided by shapes' (the static
kernel) in the same variant and run; above 1.00 the dynamic kernel is
slower; the target is <= 1.10.""")


if __name__ == "__main__":
    main()
