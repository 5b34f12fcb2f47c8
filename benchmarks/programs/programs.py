"""The programs of benchmarks/programs: their inputs, numpy's versions of
them (the reference results and times) and the check of a result.

  programs.py gen WORK            write every input to WORK
  programs.py inputs WORK CASE    the C driver's INPUT arguments of CASE
  programs.py rank CASE           the rank of CASE's result
  programs.py floor CASE          floor.c's size arguments for CASE (the
                                  element counts of its result and
                                  inputs), or nothing for a case bound by
                                  arithmetic (the dots)
  programs.py numpy WORK CASE RUNS  best time of numpy's CASE (prints
                                  seconds), result to WORK/CASE.ref
  programs.py check WORK CASE OUT exit 1 when OUT differs from the
                                  reference beyond a relative tolerance
  programs.py blas                the BLAS library numpy's dot loads (the
                                  file name that /proc/self/maps shows)
"""
import sys
import time

import numpy as np

N = 1024
BIG = 4096


def softmax(s):
    e = np.exp(s - s.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def layer_norm(x, g, b):
    mean = x.mean(axis=1, keepdims=True)
    c = x - mean
    var = (c * c).mean(axis=1, keepdims=True)
    return c * (1 / np.sqrt(var + 1e-5)) * g + b


def gram_row_sums(f):
    r = np.maximum(f, 0)
    return (r.T @ r).sum(axis=1)


# Each case: its inputs as (file, logical shape, column-major), and numpy's
# function of the logical arrays. A column-major input's file holds its
# transpose in row-major order, so that the driver passes strides (1, n).
CASES = {
    "dot": ([("a", (N, N), False), ("b", (N, N), False)],
            lambda a, b: a @ b),
    "dense": ([("a", (N, N), False), ("w", (N, N), True), ("bias", (N,),
                                                           False)],
              lambda x, w, b: np.maximum(x @ w + b, 0)),
    "attention": ([("q", (N, 64), False), ("k", (N, 64), False),
                   ("v", (N, 64), False)],
                  lambda q, k, v: softmax(q @ k.T / 8) @ v),
    "softmax": ([("rows", (BIG, N), False)], softmax),
    "layernorm": ([("rows", (BIG, N), False), ("gamma", (N,), False),
                   ("beta", (N,), False)], layer_norm),
    "colsum": ([("x", (BIG, BIG), False)], lambda x: x.sum(axis=0)),
    "transpose": ([("x", (BIG, BIG), False), ("y", (BIG, BIG), False)],
                  lambda x, y: x.T + y),
    # As XLA writes a module before its layout assignment: a column-major
    # parameter, default layouts inside, a transpose that one dot reads
    # twice, and a reduction.
    "gram": ([("features", (2 * N, N), True)], gram_row_sums),
    # The same bytes as transpose's x, seen as x^T in a {0,1} layout.
    "transpose-copy": ([("x", (BIG, BIG), True), ("y", (BIG, BIG), False)],
                       lambda xt, y: xt + y),
}
# The cases whose time is arithmetic, not memory: no floor.
BOUND_BY_ARITHMETIC = {"dot", "dense", "attention", "gram"}
SHAPES = {"a": (N, N), "b": (N, N), "w": (N, N), "bias": (N,),
          "q": (N, 64), "k": (N, 64), "v": (N, 64), "rows": (BIG, N),
          "gamma": (N,), "beta": (N,), "x": (BIG, BIG), "y": (BIG, BIG),
          "features": (2 * N, N)}


def load(work, case):
    arrays = []
    for name, shape, column_major in CASES[case][0]:
        data = np.fromfile(f"{work}/{name}.bin", dtype=np.float32)
        if column_major:
            arrays.append(data.reshape(shape[::-1]).T)
        else:
            arrays.append(data.reshape(shape))
    return arrays


def main(argv):
    command, work = argv[1], argv[2] if len(argv) > 2 else None
    if command == "gen":
        rng = np.random.default_rng(0)
        for name, shape in SHAPES.items():
            rng.standard_normal(shape, dtype=np.float32).tofile(
                f"{work}/{name}.bin")
    elif command == "rank":
        a = load_shapes(argv[2])
        print(len(a))
    elif command == "floor":
        case = argv[2]
        if case not in BOUND_BY_ARITHMETIC:
            sizes = [np.prod(load_shapes(case))]
            sizes += [np.prod(shape) for _, shape, _ in CASES[case][0]]
            print(" ".join(str(int(n)) for n in sizes))
    elif command == "inputs":
        specs = []
        for name, shape, column_major in CASES[argv[3]][0]:
            spec = f"{work}/{name}.bin:" + "x".join(map(str, shape))
            if column_major:
                spec += f":1x{shape[0]}"
            specs.append(spec)
        print(" ".join(specs))
    elif command == "blas":
        np.ones((64, 64), dtype=np.float32) @ np.ones((64, 64), np.float32)
        with open("/proc/self/maps") as maps:
            names = {line.split()[-1].rsplit("/", 1)[-1]
                     for line in maps if "blas" in line.lower()}
        print(" ".join(sorted(names)) or "unknown")
    elif command == "numpy":
        case, runs = argv[3], int(argv[4])
        arrays = load(work, case)
        best = 1e30
        for _ in range(runs):
            start = time.perf_counter()
            result = CASES[case][1](*arrays)
            best = min(best, time.perf_counter() - start)
        np.ascontiguousarray(result, dtype=np.float32).tofile(
            f"{work}/{case}.ref")
        print(f"{best:.6f}")
    elif command == "check":
        case, out = argv[3], argv[4]
        ref = np.fromfile(f"{work}/{case}.ref", dtype=np.float32)
        ours = np.fromfile(out, dtype=np.float32)
        if ours.shape != ref.shape:
            sys.exit(f"{case}: {ours.size} elements, numpy has {ref.size}")
        err = np.max(np.abs(ours - ref)) / np.max(np.abs(ref))
        if not err < 1e-4:
            sys.exit(f"{case} differs from numpy: max error {err} "
                     "relative to the largest element")


def load_shapes(case):
    arrays = [np.zeros(shape, np.float32) for _, shape, _ in CASES[case][0]]
    return np.asarray(CASES[case][1](*arrays)).shape


if __name__ == "__main__":
    main(sys.argv)
