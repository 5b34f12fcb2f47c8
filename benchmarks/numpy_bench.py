#!/usr/bin/python3
"""The benchmark kernels of kernels.mlir in numpy, timed with timeit.

Prints JSON on stdout:
  {"numpy_version": ..., "timer": "process_time", "repeat": R,
   "kernels": {"bcast_add": {"min_s": ..., "median_s": ..., "number": n}, ...}}
with the seconds of one call: the best (min) and the median of R repeats of
n calls each. The timer is process CPU time, like the cpu_time of the Google
Benchmark run that run.sh sets it next to.

Every result is checked first against the definition on sampled elements
(and, for the padded layout, on all of the padding); a mismatch exits 1.

Usage: /usr/bin/python3 numpy_bench.py [--repeat R] [--min-time SECONDS]
"""

import argparse
import json
import sys
import time
import timeit

import numpy as np

ROWS, COLS = 4096, 1024
SIDE, PADDED = 2048, 2056
INT_MIN = np.iinfo(np.int32).min


def bcast_add(m, v):
    return m + v


def outer(a, b):
    return a * b


def relayout_pad(x):
    # The padded column-major buffer as a row-major (2048, 2056) array: row j
    # is column j of x, then 8 zeros.
    out = np.empty((SIDE, PADDED), dtype=np.float32)
    out[:, SIDE:] = 0
    out[:, :SIDE] = x.T
    return out


def int_div(m, v):
    # XLA's never-trapping truncating division: x / 0 = -1,
    # INT_MIN / -1 = INT_MIN. numpy's // floors (and warns on 0), so divide in
    # float64 (exact for int32 operands) and truncate.
    zero = v == 0
    q = np.trunc(m / np.where(zero, 1, v))
    q[q == 2147483648.0] = INT_MIN  # INT_MIN / -1 wraps
    q = q.astype(np.int32)
    q[:, zero] = -1
    return q


def inputs(rng):
    m = rng.uniform(-1, 1, (ROWS, COLS)).astype(np.float32)
    v = rng.uniform(-1, 1, COLS).astype(np.float32)
    a = rng.uniform(-1, 1, (ROWS, 1)).astype(np.float32)
    b = rng.uniform(-1, 1, (1, COLS)).astype(np.float32)
    x = rng.uniform(-1, 1, (SIDE, SIDE)).astype(np.float32)
    mi = rng.integers(INT_MIN, 2**31, (ROWS, COLS), dtype=np.int64).astype(np.int32)
    vi = rng.integers(-1000, 1001, COLS).astype(np.int32)
    vi[[0, 5, 333, 1023]] = 0
    vi[[1, 100, 700]] = -1
    mi[::7, [0, 1, 100, 2, 700]] = INT_MIN
    return m, v, a, b, x, mi, vi


def check(rng, m, v, a, b, x, mi, vi):
    def fail(kernel, i, j, want, got):
        sys.exit(f"numpy_bench: MISMATCH in {kernel} at ({i}, {j}): "
                 f"expected {want}, got {got}")

    r_add, r_outer = bcast_add(m, v), outer(a, b)
    r_relayout, r_div = relayout_pad(x), int_div(mi, vi)
    for s in range(256):
        i, j = int(rng.integers(ROWS)), int(rng.integers(COLS))
        want = np.float32(m[i, j]) + np.float32(v[j])
        if r_add[i, j] != want:
            fail("bcast_add", i, j, want, r_add[i, j])
        want = np.float32(a[i, 0]) * np.float32(b[0, j])
        if r_outer[i, j] != want:
            fail("outer", i, j, want, r_outer[i, j])
        i, j = int(rng.integers(SIDE)), int(rng.integers(SIDE))
        if r_relayout[j, i] != x[i, j]:
            fail("relayout_pad", i, j, x[i, j], r_relayout[j, i])
        i = int(rng.integers(ROWS))
        j = [0, 1, 5, 100, 333, 700, 1023, 2][s] if s < 8 else int(rng.integers(COLS))
        if s < 8:
            i = 7 * int(rng.integers(ROWS // 7))
        xv, yv = int(mi[i, j]), int(vi[j])
        if yv == 0:
            want = -1
        elif xv == INT_MIN and yv == -1:
            want = INT_MIN
        else:
            want = abs(xv) // abs(yv) * (1 if (xv < 0) == (yv < 0) else -1)
        if int(r_div[i, j]) != want:
            fail("int_div", i, j, want, int(r_div[i, j]))
    if np.any(r_relayout[:, SIDE:] != 0):
        sys.exit("numpy_bench: MISMATCH in relayout_pad: nonzero padding")
    if r_add.dtype != np.float32 or r_outer.shape != (ROWS, COLS) or r_div.dtype != np.int32:
        sys.exit("numpy_bench: MISMATCH in result types")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--min-time", type=float, default=0.2,
                        help="seconds per repeat, at least")
    args = parser.parse_args()

    rng = np.random.default_rng(1)
    m, v, a, b, x, mi, vi = inputs(rng)
    check(rng, m, v, a, b, x, mi, vi)

    calls = {
        "bcast_add": lambda: bcast_add(m, v),
        "outer": lambda: outer(a, b),
        "relayout_pad": lambda: relayout_pad(x),
        "int_div": lambda: int_div(mi, vi),
    }
    results = {}
    for name, call in calls.items():
        timer = timeit.Timer(call, timer=time.process_time)
        number = 1
        while timer.timeit(number) < args.min_time:
            number *= 2
        times = sorted(t / number for t in timer.repeat(args.repeat, number))
        results[name] = {"min_s": times[0], "median_s": times[len(times) // 2],
                         "number": number}
    json.dump({"numpy_version": np.__version__, "timer": "process_time",
               "repeat": args.repeat, "kernels": results}, sys.stdout, indent=2)
    print()


if __name__ == "__main__":
    main()
