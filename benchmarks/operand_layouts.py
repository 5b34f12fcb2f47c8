"""Whether the lowering of a dot or a reduction prefers a layout of its
operands or result: the data of the cost model of -shapes-assign-layouts
(docs/LayoutAssignment.md).

Each case is one HLO module whose entry layouts are the variant's: a
1024^3 f32 dot with each of its two operands and its result row-major
{1,0} or column-major {0,1} (8 variants), and the row sums (dimensions={1})
and column sums (dimensions={0}) of a 4096x4096 f32 array in each input
layout (4 variants). A relayout copy of the reduction's input (an HLO
`copy` from {1,0} to {0,1}, 64 MiB each way) gives the rate at which the
cost model's bytes cost time. Every variant is built with -shapes-to-llvm
(one thread), called from benchmarks/programs/main.c and checked against
numpy.

For each variant the table prints the best time of ROUNDS rounds (each the
best of RUNS calls; rounds alternate the variants), its time over the
family's fastest, and the extra time expressed as bytes of relayout copy:
(time - fastest) * copy bytes / copy time. A figure within the noise of
repeated runs (about 5% here) is no preference.

Usage: python3 benchmarks/operand_layouts.py [build-dir] (default: build)
Environment: RUNS (default 5), ROUNDS (default 3).
"""
import os
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
LLVM = "/usr/lib/llvm-22/bin"
N = 1024
BIG = 4096
ROW, COL = "{1,0}", "{0,1}"


def name(layout):
    return "row" if layout == ROW else "col"


def dot_module(la, lb, lc):
    return f"""HloModule dot, entry_computation_layout={{(f32[{N},{N}]{la}, f32[{N},{N}]{lb})->f32[{N},{N}]{lc}}}

ENTRY kernel {{
  a = f32[{N},{N}]{la} parameter(0)
  b = f32[{N},{N}]{lb} parameter(1)
  ROOT d = f32[{N},{N}]{lc} dot(a, b), lhs_contracting_dims={{1}}, rhs_contracting_dims={{0}}
}}
"""


def reduce_module(layout, dim):
    return f"""HloModule reduce, entry_computation_layout={{(f32[{BIG},{BIG}]{layout})->f32[{BIG}]{{0}}}}

add {{
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}}

ENTRY kernel {{
  a = f32[{BIG},{BIG}]{layout} parameter(0)
  zero = f32[] constant(0)
  ROOT r = f32[{BIG}]{{0}} reduce(a, zero), dimensions={{{dim}}}, to_apply=add
}}
"""


def copy_module(size):
    return f"""HloModule copy, entry_computation_layout={{(f32[{size},{size}]{ROW})->f32[{size},{size}]{COL}}}

ENTRY kernel {{
  a = f32[{size},{size}]{ROW} parameter(0)
  ROOT c = f32[{size},{size}]{COL} copy(a)
}}
"""


def build(build_dir, work, label, hlo):
    """Lowers `hlo` and links it with main.c; returns the binary's path."""
    src = os.path.join(work, label + ".hlo")
    with open(src, "w") as f:
        f.write(hlo)
    bindir = os.path.join(build_dir, "bin")
    mlir = subprocess.run([os.path.join(bindir, "shapes-translate"),
                           "--import-hlo", src], check=True,
                          capture_output=True).stdout
    llvm_dialect = subprocess.run(
        [os.path.join(bindir, "shapes-opt"), "-shapes-to-llvm=threads=1"],
        input=mlir, check=True, capture_output=True).stdout
    ll = os.path.join(work, label + ".ll")
    with open(ll, "wb") as f:
        f.write(subprocess.run([os.path.join(LLVM, "mlir-translate"),
                                "--mlir-to-llvmir"], input=llvm_dialect,
                               check=True, capture_output=True).stdout)
    obj = os.path.join(work, label + ".o")
    binary = os.path.join(work, label)
    subprocess.run(["clang-22", "-O3", "-march=native", "-Wno-override-module",
                    "-c", ll, "-o", obj], check=True)
    subprocess.run(["clang-22", "-O3", "-march=native", "-DENTRY=kernel",
                    os.path.join(HERE, "programs", "main.c"), obj, "-lm",
                    "-o", binary], check=True)
    return binary


def write_input(work, label, array, layout):
    """The driver's INPUT argument for `array` in `layout`."""
    path = os.path.join(work, label + ".bin")
    rows, cols = array.shape
    if layout == ROW:
        array.astype(np.float32).tofile(path)
        return f"{path}:{rows}x{cols}"
    np.ascontiguousarray(array.T).astype(np.float32).tofile(path)
    return f"{path}:{rows}x{cols}:1x{rows}"


def main():
    build_dir = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                                os.path.join(HERE, "..", "build"))
    runs = os.environ.get("RUNS", "5")
    rounds = int(os.environ.get("ROUNDS", "3"))
    rng = np.random.default_rng(0)
    a = rng.standard_normal((N, N), dtype=np.float32)
    b = rng.standard_normal((N, N), dtype=np.float32)
    x = rng.standard_normal((BIG, BIG), dtype=np.float32)
    variants = []  # (family, label, binary, inputs, rank, reference)
    with tempfile.TemporaryDirectory() as work:
        ab = a @ b
        for la in (ROW, COL):
            for lb in (ROW, COL):
                for lc in (ROW, COL):
                    label = f"dot-{name(la)}-{name(lb)}-{name(lc)}"
                    inputs = [write_input(work, label + "-a", a, la),
                              write_input(work, label + "-b", b, lb)]
                    variants.append(("dot", label,
                                     build(build_dir, work, label,
                                           dot_module(la, lb, lc)),
                                     inputs, 2, ab))
        for dim, family in ((1, "row sums"), (0, "column sums")):
            reference = x.sum(axis=dim)
            for layout in (ROW, COL):
                label = f"{family.replace(' ', '-')}-{name(layout)}"
                inputs = [write_input(work, "x-" + name(layout), x, layout)]
                variants.append((family, label,
                                 build(build_dir, work, label,
                                       reduce_module(layout, dim)),
                                 inputs, 1, reference))
        for size, array in ((N, a), (BIG, x)):
            label = f"copy-{size}"
            variants.append(("copy", label,
                             build(build_dir, work, label, copy_module(size)),
                             [write_input(work, label, array, ROW)], 2,
                             array))
        best = {}
        out = os.path.join(work, "out.bin")
        for _ in range(rounds):
            for family, label, binary, inputs, rank, reference in variants:
                seconds = float(subprocess.run(
                    [binary, out, str(rank), runs] + inputs, check=True,
                    capture_output=True, text=True,
                    env=dict(os.environ, OMP_NUM_THREADS="1")).stdout)
                result = np.fromfile(out, dtype=np.float32).reshape(
                    reference.shape)
                if not np.allclose(result, reference, rtol=1e-3, atol=1e-2):
                    sys.exit(f"{label}: wrong result")
                best[label] = min(best.get(label, seconds), seconds)
    print(f"{'variant (a-b-result / input)':34} {'seconds':>9} "
          f"{'/ fastest':>9} {'extra, copy bytes':>18}")
    for family, size in (("dot", N), ("row sums", BIG), ("column sums", BIG)):
        # Extra time as bytes of a relayout copy of an operand's size.
        copy_seconds = best[f"copy-{size}"]
        copy_bytes = 2 * size * size * 4
        print(f"-- {family}: relayout copy of {size}x{size} f32 "
              f"{copy_seconds:.5f} s, {copy_bytes / 2**20:.0f} MiB moved")
        members = [v for v in variants if v[0] == family]
        fastest = min(best[v[1]] for v in members)
        for _, label, *_ in members:
            extra = (best[label] - fastest) * copy_bytes / copy_seconds
            print(f"{label:34} {best[label]:9.4f} "
                  f"{best[label] / fastest:9.2f} {extra / 2**20:14.1f} MiB")


if __name__ == "__main__":
    main()
