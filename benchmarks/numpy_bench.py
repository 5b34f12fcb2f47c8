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

The 64 MiB cases of large.cpp are there too, on one thread (numpy's
elementwise operations and copies do not use threads), under the names
"add64/inplace_1t", "add64/return_1t", "transpose64/...", "pad64/...":
in place into a preallocated array (`np.add(a, v, out=out)`,
`np.copyto(out, x.T)`) or returning a new one (`a + v`, `x.T.copy()`). The
column-major results are the physical buffer as a row-major (4096, 4096)
array. Each is checked first on every element of that buffer, padding
included, against the buffer computed from the definition through explicit
flat indices (element (i, j) at j * 4096 + i); bit patterns are compared.
They are timed with --large-repeat repeats (default 5) of --large-min-time
seconds at least.

Usage: /usr/bin/python3 numpy_bench.py [--repeat R] [--min-time SECONDS]
           [--large-repeat R] [--large-min-time SECONDS]
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


# --- the 64 MiB cases ------------------------------------------------------

N, P = 4096, 4095


def add64_inplace(a, v, out):
    np.add(a, v, out=out)
    return out


def add64(a, v):
    return a + v


def transpose64_inplace(x, out):
    np.copyto(out, x.T)
    return out


def transpose64(x):
    return x.T.copy()


def pad64_inplace(x, out):
    out[:P, :P] = x.T
    out[:P, P] = 0
    out[P, :] = 0
    return out


def pad64(x):
    return pad64_inplace(x, np.empty((N, N), dtype=np.float32))


def check_large(a, v, x, xp):
    """Every element of every result's physical buffer, bit for bit, against
    the buffer built from the definition with explicit flat indices."""
    i, j = np.indices((N, N), dtype=np.int64)
    want = {}
    w = np.empty(N * N, dtype=np.float32)
    w[(i * N + j).ravel()] = (a[i, j] + v[j]).ravel()
    want["add64"] = w
    w = np.empty(N * N, dtype=np.float32)
    w[(j * N + i).ravel()] = x.ravel()  # x[i, j] at j * N + i
    want["transpose64"] = w
    ip, jp = np.indices((P, P), dtype=np.int64)
    w = np.zeros(N * N, dtype=np.float32)
    w[(jp * N + ip).ravel()] = xp.ravel()
    want["pad64"] = w
    del i, j, ip, jp
    garbage = np.frombuffer(b"\xa5" * (N * N * 4), dtype=np.float32).reshape(N, N)
    for name, call in large_calls(a, v, x, xp, lambda: garbage.copy()).items():
        got = call()
        if got.shape != (N, N) or got.dtype != np.float32 or not got.flags.c_contiguous:
            sys.exit(f"numpy_bench: MISMATCH in {name}: result {got.shape} {got.dtype}")
        g = got.reshape(-1).view(np.uint32)
        e = want[name.split("/")[0]].view(np.uint32)
        bad = np.flatnonzero(g != e)
        if bad.size:
            k = int(bad[0])
            sys.exit(f"numpy_bench: MISMATCH in {name} at physical element {k}: "
                     f"expected bits {int(e[k]):#010x}, got {int(g[k]):#010x}")


def large_calls(a, v, x, xp, out):
    """The 64 MiB calls; out() gives the in-place destination."""
    d = {"add": out(), "transpose": out(), "pad": out()}
    return {
        "add64/inplace_1t": lambda: add64_inplace(a, v, d["add"]),
        "add64/return_1t": lambda: add64(a, v),
        "transpose64/inplace_1t": lambda: transpose64_inplace(x, d["transpose"]),
        "transpose64/return_1t": lambda: transpose64(x),
        "pad64/inplace_1t": lambda: pad64_inplace(xp, d["pad"]),
        "pad64/return_1t": lambda: pad64(xp),
    }


def large_inputs(rng):
    a = rng.uniform(-1, 1, (N, N)).astype(np.float32)
    v = rng.uniform(-1, 1, N).astype(np.float32)
    x = rng.uniform(-1, 1, (N, N)).astype(np.float32)
    xp = rng.uniform(-1, 1, (P, P)).astype(np.float32)
    return a, v, x, xp


def time_call(call, repeat, min_time):
    timer = timeit.Timer(call, timer=time.process_time)
    number = 1
    while timer.timeit(number) < min_time:
        number *= 2
    times = sorted(t / number for t in timer.repeat(repeat, number))
    return {"min_s": times[0], "median_s": times[len(times) // 2],
            "number": number}


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
    parser.add_argument("--large-repeat", type=int, default=5)
    parser.add_argument("--large-min-time", type=float, default=0.1,
                        help="seconds per repeat of the 64 MiB cases, at least")
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
        results[name] = time_call(call, args.repeat, args.min_time)
    del m, v, a, b, x, mi, vi, calls

    a, v, x, xp = large_inputs(rng)
    check_large(a, v, x, xp)
    zeros = lambda: np.zeros((N, N), dtype=np.float32)  # faulted in
    for name, call in large_calls(a, v, x, xp, zeros).items():
        results[name] = time_call(call, args.large_repeat, args.large_min_time)
    json.dump({"numpy_version": np.__version__, "timer": "process_time",
               "repeat": args.repeat, "large_repeat": args.large_repeat,
               "kernels": results}, sys.stdout, indent=2)
    print()


if __name__ == "__main__":
    main()
