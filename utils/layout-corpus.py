#!/usr/bin/env python3
"""A corpus of HLO modules for -shapes-assign-layouts, with optima found by
enumeration (docs/LayoutAssignment.md, "Corpus").

    utils/layout-corpus.py generate OUTDIR
    utils/layout-corpus.py measure [--build-dir DIR] [--no-values]
                                   [--write-corpus FILE] FILE...
    utils/layout-corpus.py check [--field FIELD] CORPUS < BUFFERIZED
    utils/layout-corpus.py never-worse [--build-dir DIR] FILE|-

`generate` writes the modules, one file each, from eleven motifs with
fixed-seed variations. Each module is written as XLA writes one after a
partial layout assignment: some intermediate values carry layouts other
than the default.

`measure` reads modules (files of one module, or of several separated by
`// -----` lines) and prints, for each, the bytes that copies move after
bufferization (`shapes-opt -shapes-to-llvm=stop-at=bufferized` for the
generic target): each `linalg.copy`, `memref.copy` and
`bufferization.clone` counts twice the bytes of its destination (read and
written once), padding included. The clones are those that give every
result of the function a buffer of its own (-shapes-distinct-results: a
result that is a view of another result or of an argument).

  written   the module as written (`--import-hlo`)
  default   every intermediate value in the default layout, the ENTRY
            computation's parameters and results as written: what
            `--assign-layouts` gives the pass
  assigned  `--import-hlo --assign-layouts`
  optimum   the least over every assignment of layouts to the
            intermediate values of rank 2 or more (every permutation of
            each one's dimensions), each written into the module and
            imported with `--import-hlo`, as it is and with the relayouts
            into the results of linalg ops folded (fold_result_relayouts:
            the importer computes a dot or a reduce in the default layout
            and relays it out, where the pass makes the op write the
            layout)
  text-opt  the same least without the folding

and lists the modules where `assigned` exceeds one of the others. The
`clones` column is the part of `assigned` that clones move; a line gives
that part of each total.
Unless `--no-values`, it also runs every module as written, assigned and
at an optimum (`--hlo-runner-main`, `mlir-runner`) and compares the
values they print. `--write-corpus FILE` writes the modules with their
figures as the lit test FILE (FILE may be one of the inputs): the
comments above each module are kept, but the figures, and a `// MISSED:`
line once the module is no longer missed.

`check` reads the bufferized output of a corpus (the modules separated by
`// -----`, in any order) on stdin and checks each module's bytes against
the figure its comment records: `// OPTIMUM: N`, or for a module the pass
is known to miss, `// OPTIMUM: N (missed: assigned M)`, whose bytes must
be M (and a module that reaches N is reported, so that the mark goes).
`--field WRITTEN` checks the `// WRITTEN: N` figures instead (the import
as written). Exits 1 on any difference.

`never-worse` reads HLO modules written one after the other (the
`--print` output of `shapes-difftest --hlo`, say), imports each as
written, and lowers it with `-shapes-to-llvm=stop-at=bufferized` with and
without `assign-layouts`: it prints every module whose copies move more
bytes with the pass, and exits 1 if there is one.

Python 3 with its standard library only.
"""

import argparse
import itertools
import os
import random
import re
import subprocess
import sys
import tempfile
import textwrap

# ---------------------------------------------------------------------------
# HLO text: shapes and the ENTRY computation's instructions
# ---------------------------------------------------------------------------

ELEMENT_BYTES = {"f16": 2, "bf16": 2, "f32": 4, "f64": 8, "i1": 1, "i8": 1,
                 "i16": 2, "i32": 4, "i64": 8}

ARRAY = re.compile(r"(\w+)\[([^\]]*)\](?:\{([0-9,]*)\})?")
INSTRUCTION = re.compile(
    r"^(\s*)(ROOT\s+)?(%?[\w.\-]+)\s*=\s*(\S.*?)\s+([\w\-]+)\((.*)$")


def default_layout(rank):
    return tuple(range(rank - 1, -1, -1))


def layout_text(layout):
    return "{" + ",".join(str(d) for d in layout) + "}"


def array_text(dims, layout=None, dtype="f32"):
    """`f32[32,64]{1,0}`; `dims` may hold strings such as '<=64'."""
    if not dims:
        return dtype + "[]"
    if layout is None:
        layout = default_layout(len(dims))
    return "%s[%s]%s" % (dtype, ",".join(str(d) for d in dims),
                         layout_text(layout))


class Instruction:
    def __init__(self, index, match):
        self.line = index
        self.indent = match.group(1)
        self.root = bool(match.group(2))
        self.name = match.group(3).lstrip("%")
        self.shape = match.group(4)
        self.opcode = match.group(5)
        self.rest = match.group(6)
        array = ARRAY.fullmatch(self.shape)
        self.dtype = array.group(1) if array else None
        self.dims = ([d.strip() for d in array.group(2).split(",")]
                     if array and array.group(2) else [])
        self.layout = None
        if array and self.dims:
            self.layout = (tuple(int(d) for d in array.group(3).split(","))
                           if array.group(3) else default_layout(
                               len(self.dims)))

    def text(self, layout):
        shape = array_text(self.dims, layout, self.dtype)
        root = "ROOT " if self.root else ""
        return "%s%s%s = %s %s(%s" % (self.indent, root, self.name, shape,
                                       self.opcode, self.rest)


class Module:
    """One HLO module as text, with its comments, and what can be changed:
    the layouts of the ENTRY computation's intermediate values."""

    def __init__(self, text, comments=()):
        self.lines = text.strip("\n").split("\n")
        self.comments = list(comments)
        header = [l for l in self.lines if l.startswith("HloModule")]
        if not header:
            raise ValueError("a module without an HloModule header")
        self.header_line = self.lines.index(header[0])
        self.name = re.match(r"HloModule\s+([\w.\-]+)", header[0]).group(1)
        entry = [i for i, l in enumerate(self.lines) if l.startswith("ENTRY")]
        if len(entry) != 1:
            raise ValueError("module %s: one ENTRY computation needed"
                             % self.name)
        self.instructions = []
        for i in range(entry[0] + 1, len(self.lines)):
            if self.lines[i].startswith("}"):
                break
            match = INSTRUCTION.match(self.lines[i])
            if match:
                self.instructions.append(Instruction(i, match))
        # The intermediates: not parameters, not the ROOT, arrays of rank
        # 2 or more (a tuple ROOT's operands are intermediates).
        self.intermediates = [
            ins for ins in self.instructions
            if ins.opcode != "parameter" and not ins.root and ins.dims and
            len(ins.dims) >= 2]

    def meta(self, key):
        for c in self.comments:
            m = re.match(r"//\s*%s:\s*(.*)" % re.escape(key), c)
            if m:
                return m.group(1).strip()
        return None

    def motif(self):
        for c in self.comments:
            m = re.match(r"//\s*([\w\-]+):", c)
            if m and m.group(1).upper() != m.group(1):
                return m.group(1)
        return "?"

    def variant(self, name, layouts):
        """The module text renamed `name`, with `layouts` (one per
        intermediate, None to keep) written into the intermediates."""
        lines = list(self.lines)
        lines[self.header_line] = re.sub(r"^HloModule\s+[\w.\-]+",
                                         "HloModule " + name,
                                         lines[self.header_line])
        for ins, layout in zip(self.intermediates, layouts):
            if layout is not None:
                lines[ins.line] = ins.text(layout)
        return "\n".join(lines) + "\n"

    def written_layouts(self):
        return [ins.layout for ins in self.intermediates]

    def default_layouts(self):
        return [default_layout(len(ins.dims)) for ins in self.intermediates]

    def assignments(self):
        choices = [list(itertools.permutations(range(len(ins.dims))))[::-1]
                   for ins in self.intermediates]
        return itertools.product(*choices)

    def assignment_count(self):
        n = 1
        for ins in self.intermediates:
            for k in range(2, len(ins.dims) + 1):
                n *= k
        return n

    def text(self):
        return "\n".join(self.lines) + "\n"


def read_modules(path):
    """The modules of a file: one, or several separated by `// -----`.
    The comment lines right above a module's header are its comments."""
    with open(path) as f:
        chunks = re.split(r"^// -----\s*$", f.read(), flags=re.M)
    modules = []
    for chunk in chunks:
        if "HloModule" not in chunk:
            continue
        lines = chunk.strip("\n").split("\n")
        start = next(i for i, l in enumerate(lines)
                     if l.startswith("HloModule"))
        comments = []
        for l in reversed(lines[:start]):
            if not l.startswith("//"):
                break
            comments.insert(0, l)
        modules.append(Module("\n".join(lines[start:]), comments))
    return modules


# ---------------------------------------------------------------------------
# Bufferized IR: the bytes that copies move
# ---------------------------------------------------------------------------

MEMREF = re.compile(
    r"memref<([^,>]*?)x?(f16|bf16|f32|f64|i1|i8|i16|i32|i64)"
    r"(?:,\s*(#[\w]+|#shapes\.layout<[^>]*>|strided<[^>]*>))?>")


def memref_bytes(text, aliases):
    """The physical bytes of the memref type `text`: its padded sizes where
    its layout pads it, else its sizes."""
    m = MEMREF.search(text)
    if not m:
        raise ValueError("not a memref type: " + text)
    dims = [d for d in m.group(1).split("x") if d] if m.group(1) else []
    layout = m.group(3) or ""
    if layout.startswith("#") and not layout.startswith("#shapes"):
        layout = aliases.get(layout[1:], "")
    padded = re.search(r"padded_dimensions\s*=\s*\[([0-9, ]*)\]", layout)
    if padded:
        dims = [d.strip() for d in padded.group(1).split(",") if d.strip()]
    n = 1
    for d in dims:
        if not d.isdigit():
            raise ValueError("a copy of unknown size: " + text)
        n *= int(d)
    return n * ELEMENT_BYTES[m.group(2)]


def count_copies(module_text):
    """(copy bytes, clone bytes) of one bufferized module."""
    aliases = dict(re.findall(r"^#(\w+)\s*=\s*(.*)$", module_text, flags=re.M))
    copies = clones = 0
    for line in module_text.split("\n"):
        if "linalg.copy" in line:
            m = re.search(r"outs\(%[\w.]+ : (memref<.*?>)\)", line)
            copies += 2 * memref_bytes(m.group(1), aliases)
        elif "memref.copy" in line:
            m = re.search(r" to (memref<.*>)\s*$", line)
            copies += 2 * memref_bytes(m.group(1), aliases)
        elif "bufferization.clone" in line:
            m = re.search(r" to (memref<.*>)\s*$", line)
            clones += 2 * memref_bytes(m.group(1), aliases)
    return copies, clones


def split_output(text):
    """Module name -> text, for the modules of split bufferized output."""
    result = {}
    for chunk in re.split(r"^// -----\s*$", text, flags=re.M):
        m = re.search(r"^module @\"?([\w.\-]+)\"?", chunk, flags=re.M)
        if m:
            result[m.group(1)] = chunk
    return result


# ---------------------------------------------------------------------------
# Imported MLIR: the relayouts into the results of linalg ops
# ---------------------------------------------------------------------------

SSA_DEF = re.compile(r"^\s*(%[\w.\-$]+)(?::\d+)?\s*=\s*")


def fold_result_relayouts(text):
    """The imported module `text` with each `shapes.relayout` of the
    result of a linalg op into its own `tensor.empty` (through its own
    `linalg.fill`), which the relayout alone reads, folded into the op: the
    op writes the relayout's layout, as -shapes-assign-layouts rewrites it
    (its init chain takes the type). The importer computes `dot`,
    `reduce`, `reverse` and `iota` in the default layout and relays the
    result out into the instruction's; the lowering does not fold that
    relayout into the op's writes, so that an instruction's layout as
    written in the text is a copy there that a choice of the pass is not."""
    lines = text.split("\n")
    while True:
        defs = {}
        for i, line in enumerate(lines):
            m = SSA_DEF.match(line)
            if m:
                defs[m.group(1)] = i

        def uses(name):
            pattern = re.compile(re.escape(name) + r"(?![\w.\-$])")
            return sum(len(pattern.findall(l)) for i, l in enumerate(lines)
                       if i != defs.get(name))

        changed = False
        for r, line in enumerate(lines):
            m = re.match(r"^\s*(%\S+) = shapes\.relayout (%\S+) : (.*) to "
                         r"(.*)$", line)
            if not m:
                continue
            result, value, from_type, to_type = m.groups()
            v = defs.get(value)
            if v is None or uses(value) != 1:
                continue
            op = re.search(r"= (linalg\.\w+) .*outs\((%\S+) : (.*?)\)",
                           lines[v])
            if not op or op.group(3) != from_type:
                continue
            init = op.group(2)
            i = defs.get(init)
            if i is None or uses(init) != 1:
                continue
            chain = [i]
            fill = re.search(r"linalg\.fill .*outs\((%\S+) : (.*?)\) -> (.*)$",
                             lines[i])
            if fill:
                e = defs.get(fill.group(1))
                if e is None or uses(fill.group(1)) != 1:
                    continue
                chain.append(e)
            if not lines[chain[-1]].rstrip().endswith(
                    "tensor.empty() : " + from_type):
                continue
            for c in chain:
                lines[c] = lines[c].replace(": " + from_type,
                                            ": " + to_type).replace(
                    "-> " + from_type, "-> " + to_type)
            lines[v] = lines[v].replace(
                "outs(%s : %s)" % (init, from_type),
                "outs(%s : %s)" % (init, to_type))
            if lines[v].rstrip().endswith("{"):
                indent = len(lines[v]) - len(lines[v].lstrip())
                for k in range(v + 1, len(lines)):
                    if lines[k].startswith(" " * indent + "}"):
                        lines[k] = lines[k].replace("} -> " + from_type,
                                                    "} -> " + to_type)
                        break
            pattern = re.compile(re.escape(result) + r"(?![\w.\-$])")
            del lines[r]
            lines = [pattern.sub(value, l) for l in lines]
            changed = True
            break
        if not changed:
            return "\n".join(lines)


# ---------------------------------------------------------------------------
# Running the tools
# ---------------------------------------------------------------------------

class Tools:
    def __init__(self, build_dir, llvm_dir):
        self.translate = os.path.join(build_dir, "bin", "shapes-translate")
        self.opt = os.path.join(build_dir, "bin", "shapes-opt")
        self.runner = os.path.join(llvm_dir, "bin", "mlir-runner")
        self.libs = ",".join(
            os.path.join(llvm_dir, "lib", lib + ".so")
            for lib in ("libmlir_runner_utils", "libmlir_c_runner_utils"))
        for tool in (self.translate, self.opt):
            if not os.access(tool, os.X_OK):
                sys.exit("error: no %s (--build-dir)" % tool)

    def bufferize(self, texts, assign=False, fold=False, batch=400,
                  pipeline_assign=None):
        """Module name -> (copy bytes, clone bytes) for the modules
        `texts` (name, HLO text), imported in batches (with
        `--assign-layouts` when `assign`) and lowered with
        assign-layouts=`pipeline_assign` (by default `assign`); `fold`:
        with fold_result_relayouts applied to the imported modules."""
        if pipeline_assign is None:
            pipeline_assign = assign
        result = {}
        for start in range(0, len(texts), batch):
            part = texts[start:start + batch]
            with tempfile.NamedTemporaryFile("w", suffix=".hlo",
                                             delete=False) as f:
                f.write("\n// -----\n".join(t for _, t in part))
                path = f.name
            try:
                cmd = ([self.translate, "--import-hlo"] +
                       (["--assign-layouts"] if assign else []) +
                       ["--split-input-file",
                        "--output-split-marker=// next module", path])
                imported = subprocess.run(cmd, capture_output=True,
                                          text=True)
                mlir = imported.stdout
                if fold:
                    mlir = "\n// next module\n".join(
                        fold_result_relayouts(chunk) for chunk in
                        re.split(r"^// next module\s*$", mlir, flags=re.M))
                lowered = subprocess.run(
                    [self.opt, "--shapes-target=generic",
                     "-split-input-file=// next module",
                     "-shapes-to-llvm=stop-at=bufferized assign-layouts=%s"
                     % ("true" if pipeline_assign else "false")],
                    input=mlir, capture_output=True, text=True)
            finally:
                os.unlink(path)
            modules = split_output(lowered.stdout)
            for name, _ in part:
                if name not in modules:
                    raise RuntimeError(
                        "module %s did not bufferize:\n%s%s" %
                        (name, imported.stderr[-2000:],
                         lowered.stderr[-2000:]))
                result[name] = count_copies(modules[name])
        return result

    def run(self, text, assign=False, fold=False):
        """The values the module prints, as numbers, or an error text."""
        cmd = ([self.translate, "--import-hlo", "--hlo-runner-main"] +
               (["--assign-layouts"] if assign else []) + ["-"])
        imported = subprocess.run(cmd, input=text, capture_output=True,
                                  text=True)
        mlir = imported.stdout
        if fold:
            mlir = fold_result_relayouts(mlir)
        lowered = subprocess.run(
            [self.opt, "--shapes-target=generic",
             "-shapes-to-llvm=assign-layouts=%s"
             % ("true" if assign else "false")],
            input=mlir, capture_output=True, text=True)
        ran = subprocess.run(
            [self.runner, "-e", "run_hlo", "-entry-point-result=void",
             "-shared-libs=" + self.libs],
            input=lowered.stdout, capture_output=True, text=True)
        if imported.returncode or lowered.returncode or ran.returncode:
            return "failed: " + (imported.stderr + lowered.stderr +
                                 ran.stderr)[-1000:]
        values = []
        for line in ran.stdout.split("\n"):
            if line.startswith("Unranked Memref"):
                m = re.search(r"sizes = (\[[^\]]*\])", line)
                values.append(m.group(1) if m else line)
                continue
            values.extend(float(v) for v in
                          re.findall(r"-?(?:inf|nan|[0-9.]+(?:e[-+]?\d+)?)",
                                     line))
        return values


def same_values(a, b):
    if isinstance(a, str) or isinstance(b, str) or len(a) != len(b):
        return False
    for x, y in zip(a, b):
        if isinstance(x, str) or isinstance(y, str):
            if x != y:
                return False
        elif not (x == y or abs(x - y) <= 1e-5 * max(1.0, abs(x), abs(y)) or
                  (x != x and y != y)):
            return False
    return True


# ---------------------------------------------------------------------------
# measure
# ---------------------------------------------------------------------------

LIT_HEADER = """\
// RUN: shapes-translate --import-hlo --assign-layouts --split-input-file \\
// RUN:     --output-split-marker="// next module" %s \\
// RUN: | shapes-opt -split-input-file="// next module" \\
// RUN:     -shapes-to-llvm="stop-at=bufferized" \\
// RUN: | %python %shapes_src_root/utils/layout-corpus.py check \\
// RUN:     --missed-at-most %s
// RUN: shapes-translate --import-hlo --split-input-file \\
// RUN:     --output-split-marker="// next module" %s \\
// RUN: | shapes-opt -split-input-file="// next module" \\
// RUN:     -shapes-to-llvm="assign-layouts=false stop-at=bufferized" \\
// RUN: | %python %shapes_src_root/utils/layout-corpus.py check \\
// RUN:     --field WRITTEN %s
// RUN: shapes-translate --import-hlo --split-input-file \\
// RUN:     --output-split-marker="// next module" %s \\
// RUN: | shapes-opt -split-input-file="// next module" \\
// RUN:     -shapes-to-llvm="stop-at=bufferized" \\
// RUN: | %python %shapes_src_root/utils/layout-corpus.py check \\
// RUN:     --missed-at-most %s

// The layout corpus (docs/LayoutAssignment.md, "Corpus"): HLO modules of
// eleven motifs, generated by utils/layout-corpus.py. Each module's
// comment gives its motif and the bytes its copies move after
// bufferization (each linalg.copy, memref.copy and bufferization.clone
// twice its destination's bytes, the clones those that give each result a
// buffer of its own): WRITTEN with its layouts as written, DEFAULT with every
// intermediate value in the default layout, OPTIMUM the least over every
// assignment of layouts to its intermediate values, found by enumeration.
// The first RUN line checks that --assign-layouts reaches OPTIMUM; a
// module marked "missed" is one it is known not to reach (MISSED says
// why), and must copy the bytes recorded there. The second checks the
// WRITTEN figures, lowered with assign-layouts=false. The third runs the
// pass inside -shapes-to-llvm (its default) on the modules as written,
// their intermediate layouts its first candidates: every module reaches
// OPTIMUM, a missed one at most its recorded bytes. To measure again and rewrite the figures, from the
// repository root, with F this file:
//   python3 utils/layout-corpus.py measure --write-corpus F F
"""


def measure(args):
    tools = Tools(args.build_dir, args.llvm_dir)
    modules = []
    for path in args.files:
        modules.extend(read_modules(path))
    names = [m.name for m in modules]
    if len(set(names)) != len(names):
        sys.exit("error: two modules have one name")
    for m in modules:
        if m.assignment_count() > args.max_assignments:
            sys.exit("error: module %s has %d assignments, above %d" %
                     (m.name, m.assignment_count(), args.max_assignments))

    written = tools.bufferize([(m.name, m.text()) for m in modules])
    default = tools.bufferize(
        [(m.name, m.variant(m.name, m.default_layouts())) for m in modules])
    assigned = tools.bufferize([(m.name, m.text()) for m in modules],
                               assign=True)
    variants, owner = [], {}
    for m in modules:
        for k, layouts in enumerate(m.assignments()):
            name = "%s__v%d" % (m.name, k)
            variants.append((name, m.variant(name, layouts)))
            owner[name] = (m.name, layouts)
    # Each assignment imported as written, and with the relayouts into
    # the results of linalg ops folded (fold_result_relayouts).
    # Bytes count the clones that give each result its own buffer.
    plain, optimum, best = {}, {}, {}
    for start in range(0, len(variants), 2000):
        part = variants[start:start + 2000]
        for fold in (False, True):
            counted = tools.bufferize(part, fold=fold)
            for name, (copies, clones) in counted.items():
                module, layouts = owner[name]
                moved = copies + clones
                if not fold and moved < plain.get(module, moved + 1):
                    plain[module] = moved
                if moved < optimum.get(module, moved + 1):
                    optimum[module] = moved
                    best[module] = (layouts, fold)
        print("enumerated %d of %d assignments" %
              (min(start + 2000, len(variants)), len(variants)),
              file=sys.stderr)

    values = {}
    if not args.no_values:
        for i, m in enumerate(modules):
            # As written, assigned, and an optimal assignment.
            layouts, fold = best[m.name]
            runs = [tools.run(m.text()), tools.run(m.text(), assign=True),
                    tools.run(m.variant(m.name, layouts), fold=fold)]
            failed = [r for r in runs if isinstance(r, str)]
            values[m.name] = ("FAILED" if failed else
                              "same" if all(same_values(runs[0], r)
                                            for r in runs[1:])
                              else "DIFFERENT")
            for r in failed:
                print("%s: %s" % (m.name, r), file=sys.stderr)

    print("%-24s %-12s %4s %9s %9s %9s %9s %9s %8s %s" %
          ("module", "motif", "vars", "written", "default", "assigned",
           "optimum", "text-opt", "clones", "values" if values else ""))
    totals = [0, 0, 0, 0]
    misses = []
    for m in modules:
        row = [sum(written[m.name]), sum(default[m.name]),
               sum(assigned[m.name]), optimum[m.name]]
        totals = [t + r for t, r in zip(totals, row)]
        flags = []
        if row[2] > row[3]:
            flags.append("above optimum")
        if row[2] > row[0]:
            flags.append("above written")
        if row[2] > row[1]:
            flags.append("above default")
        if row[2] < row[3]:
            flags.append("BELOW OPTIMUM")
        if flags:
            misses.append((m, row, flags))
        print("%-24s %-12s %4d %9d %9d %9d %9d %9d %8d %s" %
              (m.name, m.motif(), len(m.intermediates), row[0], row[1],
               row[2], row[3], plain[m.name], assigned[m.name][1],
               values.get(m.name, "")))
    print("%-24s %-12s %4s %9d %9d %9d %9d %9d" %
          ("total (%d modules)" % len(modules), "", "", *totals,
           sum(plain.values())))
    # The part of those figures that the bufferization.clones move.
    print("of which clones: written %d, default %d, assigned %d" % (
        sum(written[m.name][1] for m in modules),
        sum(default[m.name][1] for m in modules),
        sum(assigned[m.name][1] for m in modules)))
    if values:
        bad = [n for n, v in values.items() if v != "same"]
        print("values: %d of %d modules print the same values as written, "
              "assigned and at an optimum%s" %
              (len(values) - len(bad), len(values),
               "; not: " + " ".join(bad) if bad else ""))
    if misses:
        print("modules where assigned > optimum, written or default:")
        for m, row, flags in misses:
            print("  %s: written %d, default %d, assigned %d, optimum %d "
                  "(%s); an optimal assignment: %s" %
                  (m.name, *row, ", ".join(flags),
                   " ".join("%s%s" % (ins.name, layout_text(l)) for ins, l in
                            zip(m.intermediates, best[m.name][0])) +
                   (", result relayouts folded" if best[m.name][1] else "")))
    else:
        print("no module where assigned > optimum, written or default")

    if args.write_corpus:
        out = [LIT_HEADER]
        for i, m in enumerate(modules):
            row = [sum(written[m.name]), sum(default[m.name]),
                   sum(assigned[m.name]), optimum[m.name]]
            # The figures are written anew; a hand-written `// MISSED:`
            # line (why the pass misses) stays while the module is missed.
            comments = [c for c in m.comments if not re.match(
                r"//\s*(WRITTEN|DEFAULT|OPTIMUM|MISSED):", c)]
            comments.append("// WRITTEN: %d" % row[0])
            comments.append("// DEFAULT: %d" % row[1])
            if row[2] != row[3]:
                comments += [c for c in m.comments
                             if re.match(r"//\s*MISSED:", c)]
            missed = (" (missed: assigned %d)" % row[2]
                      if row[2] != row[3] else "")
            comments.append("// OPTIMUM: %d%s" % (row[3], missed))
            if i:
                out.append("// -----\n")
            out.append("\n".join(comments) + "\n" + m.text())
        with open(args.write_corpus, "w") as f:
            f.write("\n".join(out))
    return 0


# ---------------------------------------------------------------------------
# check
# ---------------------------------------------------------------------------

def check(args):
    modules = read_modules(args.corpus)
    counted = {name: sum(count_copies(text))
               for name, text in split_output(sys.stdin.read()).items()}
    failures = 0
    for m in modules:
        figure = m.meta(args.field)
        if figure is None:
            print("error: module %s records no %s figure" %
                  (m.name, args.field))
            failures += 1
            continue
        fm = re.fullmatch(r"(\d+)(?:\s*\(missed: assigned (\d+)\))?", figure)
        optimum = int(fm.group(1))
        expected = int(fm.group(2)) if fm.group(2) else optimum
        if m.name not in counted:
            print("error: module %s is missing from the input" % m.name)
            failures += 1
            continue
        got = counted[m.name]
        if got == expected or (fm.group(2) and args.missed_at_most and
                               optimum <= got <= expected):
            continue
        failures += 1
        if fm.group(2) and got == optimum:
            print("error: module %s now copies %d bytes, its optimum: drop "
                  "its 'missed' mark" % (m.name, got))
        elif fm.group(2):
            print("error: module %s copies %d bytes; known miss: %d, "
                  "optimum %d" % (m.name, got, expected, optimum))
        else:
            print("error: module %s copies %d bytes; %s: %d" %
                  (m.name, got, args.field, expected))
    print("%d modules, %d as recorded" % (len(modules),
                                          len(modules) - failures))
    return 1 if failures else 0


# ---------------------------------------------------------------------------
# never-worse
# ---------------------------------------------------------------------------

def never_worse(args):
    text = sys.stdin.read() if args.file == "-" else open(args.file).read()
    texts = []
    for chunk in re.split(r"^(?=HloModule )", text, flags=re.M):
        if not chunk.startswith("HloModule"):
            continue
        # Each module named anew; the lines of a tool's summary dropped.
        lines = [l for l in chunk.split("\n")
                 if not l.startswith("shapes-difftest:")]
        name = "module_%d" % len(texts)
        body = re.sub(r"^HloModule [^,\s]+", "HloModule " + name,
                      "\n".join(lines).strip() + "\n", count=1)
        texts.append((name, body))
    tools = Tools(args.build_dir, args.llvm_dir)
    off = tools.bufferize(texts)
    on = tools.bufferize(texts, pipeline_assign=True)
    better = worse = 0
    for name, body in texts:
        a, b = sum(off[name]), sum(on[name])
        better += b < a
        if b > a:
            worse += 1
            print("%s: %d bytes with the pass, %d without:\n%s" %
                  (name, b, a, body))
    print("%d modules: %d copy fewer bytes with the pass, %d more" %
          (len(texts), better, worse))
    return 1 if worse else 0


# ---------------------------------------------------------------------------
# generate
# ---------------------------------------------------------------------------

def perm_dims(dims, perm):
    return [dims[p] for p in perm]


class Builder:
    """One module: parameters, instructions, a ROOT, and the written
    layouts of the intermediates."""

    def __init__(self, name, motif, what, rng):
        self.name, self.motif, self.what, self.rng = name, motif, what, rng
        self.params = []
        self.body = []
        self.shapes = {}
        self.reducer = False
        self.result = None

    def param(self, name, dims, layout=None):
        self.params.append((name, dims, layout or default_layout(len(dims))))
        self.shapes[name] = (dims, layout or default_layout(len(dims)))
        return name

    def op(self, name, dims, text, layout=None):
        """An instruction; `layout` None: one the writer picks later."""
        self.body.append([name, dims, text, layout])
        self.shapes[name] = (dims, layout)
        return name

    def transpose(self, name, x, perm, layout=None):
        return self.op(name, perm_dims(self.shapes[x][0], perm),
                       "transpose(%s), dimensions={%s}" %
                       (x, ",".join(map(str, perm))), layout)

    def binary(self, name, opcode, a, b, layout=None):
        return self.op(name, self.shapes[a][0],
                       "%s(%s, %s)" % (opcode, a, b), layout)

    def unary(self, name, opcode, a, layout=None):
        return self.op(name, self.shapes[a][0], "%s(%s)" % (opcode, a),
                       layout)

    def dot(self, name, a, b, lc, rc, layout=None):
        da, db = self.shapes[a][0], self.shapes[b][0]
        dims = ([d for i, d in enumerate(da) if i != lc] +
                [d for i, d in enumerate(db) if i != rc])
        return self.op(name, dims,
                       "dot(%s, %s), lhs_contracting_dims={%d}, "
                       "rhs_contracting_dims={%d}" % (a, b, lc, rc), layout)

    def zero(self):
        if "zero" not in self.shapes:
            self.body.append(["zero", [], "constant(0)", None])
            self.shapes["zero"] = ([], None)
        return "zero"

    def reduce(self, name, x, dims_reduced, layout=None):
        self.reducer = True
        z = self.zero()
        dims = [d for i, d in enumerate(self.shapes[x][0])
                if i not in dims_reduced]
        return self.op(name, dims,
                       "reduce(%s, %s), dimensions={%s}, to_apply=sum" %
                       (x, z, ",".join(map(str, dims_reduced))), layout)

    def root(self, names, layouts=None):
        """The results: one name, or a tuple of names; each its layout
        (default when None)."""
        if isinstance(names, str):
            names = [names]
            layouts = [layouts]
            self.result = ("one", names, layouts)
        else:
            layouts = layouts or [None] * len(names)
            self.result = ("tuple", names, layouts)
        return self

    def text(self):
        kind, names, layouts = self.result
        layouts = [l or default_layout(len(self.shapes[n][0]))
                   if self.shapes[n][0] else None
                   for n, l in zip(names, layouts)]
        # The writer's choice: each intermediate of rank 2 or more without
        # a given layout gets the default one or another permutation; at
        # least one is not the default.
        inter = [ins for ins in self.body
                 if len(ins[1]) >= 2 and
                 not (kind == "one" and ins[0] == names[0])]
        for ins in inter:
            if ins[3] is None and self.rng.random() < 0.5:
                perms = list(itertools.permutations(range(len(ins[1]))))
                ins[3] = self.rng.choice(perms[:-1] if len(perms) > 1
                                         else perms)
        for ins in inter:
            if ins[3] is None:
                ins[3] = default_layout(len(ins[1]))
        if inter and all(tuple(ins[3]) == default_layout(len(ins[1]))
                         for ins in inter):
            ins = self.rng.choice(inter)
            perms = list(itertools.permutations(range(len(ins[1]))))
            ins[3] = perms[0]
        if kind == "one":
            for ins in self.body:
                if ins[0] == names[0]:
                    ins[3] = layouts[0]
        params = [array_text(d, l) for _, d, l in self.params]
        results = [array_text(self.shapes[n][0], l)
                   for n, l in zip(names, layouts)]
        result = (results[0] if kind == "one"
                  else "(" + ", ".join(results) + ")")
        out = textwrap.wrap("%s: %s" % (self.motif, self.what), 77,
                            initial_indent="// ",
                            subsequent_indent="//   ")
        out += ["HloModule %s, entry_computation_layout={(%s)->%s}" %
                (self.name, ", ".join(params), result), ""]
        if self.reducer:
            out += ["sum {", "  p = f32[] parameter(0)",
                    "  q = f32[] parameter(1)", "  ROOT s = f32[] add(p, q)",
                    "}", ""]
        out.append("ENTRY main {")
        for i, (name, dims, layout) in enumerate(self.params):
            out.append("  %s = %s parameter(%d)" %
                       (name, array_text(dims, layout), i))
        for name, dims, text, layout in self.body:
            root = kind == "one" and name == names[0]
            out.append("  %s%s = %s %s" %
                       ("ROOT " if root else "", name,
                        array_text(dims, layout), text))
        if kind == "tuple":
            out.append("  ROOT results = %s tuple(%s)" %
                       (result, ", ".join(names)))
        out.append("}")
        return "\n".join(out) + "\n"


ROW, COL = (1, 0), (0, 1)
SIZES = [(32, 64), (64, 32), (16, 128), (48, 80), (64, 64), (24, 40),
         (128, 16), (40, 56)]
UNARY = ["exponential", "negate", "tanh", "abs", "sqrt", "log-plus-one"]
BINARY = ["add", "multiply", "subtract", "maximum", "minimum"]
# Of a value with itself: not maximum or minimum, which canonicalization
# folds to the value (a copy where the layouts differ), nor subtract.
SELF_BINARY = ["add", "multiply"]


def pick_layout(rng, rank=2):
    return rng.choice(list(itertools.permutations(range(rank))))


def elementwise(b, rng, name, x, y=None):
    """A unary op of `x`, or a binary op of `x` and `y` (or itself)."""
    if y is None and rng.random() < 0.5:
        return b.unary(name, rng.choice(UNARY), x)
    if y is None:
        return b.binary(name, rng.choice(SELF_BINARY), x, x)
    return b.binary(name, rng.choice(BINARY), x, y)


def motif_cancel(b, rng, k):
    m, n = rng.choice(SIZES)
    x = b.param("x", [m, n], pick_layout(rng))
    form = k % 4
    t1 = b.transpose("t1", x, [1, 0])
    e = elementwise(b, rng, "e", t1)
    t2 = b.transpose("t2", e, [1, 0])
    if form == 0:
        b.what = "a transpose, an elementwise op, the inverse transpose"
        b.root(t2, pick_layout(rng))
    elif form == 1:
        b.what = "two pairs of transposes that cancel, around elementwise ops"
        e2 = elementwise(b, rng, "e2", t2)
        t3 = b.transpose("t3", e2, [1, 0])
        e3 = elementwise(b, rng, "e3", t3)
        b.root(b.transpose("t4", e3, [1, 0]), pick_layout(rng))
    elif form == 2:
        b.what = "transposes that cancel, added to the parameter"
        b.root(b.binary("o", "add", t2, x), pick_layout(rng))
    else:
        b.what = "transposes that cancel, the first one also returned"
        b.root([t2, t1], [pick_layout(rng), pick_layout(rng)])


def motif_around(b, rng, k):
    m, n = rng.choice(SIZES)
    form = k % 4
    if form == 0:
        b.what = "a transpose read by a binary op, and returned"
        x = b.param("x", [m, n], pick_layout(rng))
        y = b.param("y", [n, m], pick_layout(rng))
        t = b.transpose("t", x, [1, 0])
        a = elementwise(b, rng, "a", t, y)
        b.root([a, t], [pick_layout(rng), pick_layout(rng)])
    elif form == 1:
        b.what = "a binary op whose transpose is the result"
        x = b.param("x", [m, n], pick_layout(rng))
        y = b.param("y", [m, n], pick_layout(rng))
        a = elementwise(b, rng, "a", x, y)
        b.root(b.transpose("t", a, [1, 0]), pick_layout(rng))
    elif form == 2:
        b.what = "a unary op, its transpose, a product; both returned"
        x = b.param("x", [m, n], pick_layout(rng))
        z = b.param("z", [n, m], pick_layout(rng))
        e = elementwise(b, rng, "e", x)
        t = b.transpose("t", e, [1, 0])
        o = b.binary("o", "multiply", t, z)
        b.root([o, t], [pick_layout(rng), pick_layout(rng)])
    else:
        b.what = "a rank-3 elementwise op whose transpose is the result"
        x = b.param("x", [4, m, n // 2], pick_layout(rng, 3))
        e = elementwise(b, rng, "e", x)
        perm = rng.choice([[1, 0, 2], [2, 1, 0], [0, 2, 1], [1, 2, 0],
                           [2, 0, 1]])
        b.root(b.transpose("t", e, perm), pick_layout(rng, 3))


def motif_diamond(b, rng, k):
    m, n = rng.choice(SIZES)
    x = b.param("x", [m, n], pick_layout(rng))
    y = b.param("y", [m, n], pick_layout(rng))
    a = elementwise(b, rng, "a", x, y)
    form = k % 4
    if form == 0:
        b.what = "a value returned and transposed, the transpose returned"
        t = b.transpose("t", a, [1, 0])
        b.root([t, a], [pick_layout(rng), pick_layout(rng)])
    elif form == 1:
        b.what = "a value transposed and reshaped, both returned"
        t = b.transpose("t", a, [1, 0])
        r = b.op("r", [m * n], "reshape(%s)" % a)
        b.root([t, r], [pick_layout(rng), (0,)])
    elif form == 2:
        b.what = ("two paths from a value, each transposed, that join; "
                  "one returned")
        t1 = b.transpose("t1", a, [1, 0])
        n1 = b.unary("n1", rng.choice(["exponential", "tanh"]), a)
        t2 = b.transpose("t2", n1, [1, 0])
        j = b.binary("j", rng.choice(BINARY), t1, t2)
        b.root([j, n1], [pick_layout(rng), pick_layout(rng)])
    else:
        b.what = "a value read by a dot as its B and transposed"
        w = b.param("w", [32, m], pick_layout(rng))
        d = b.dot("d", w, a, 1, 0)
        t = b.transpose("t", a, [1, 0])
        b.root([d, t], [pick_layout(rng), pick_layout(rng)])


def motif_majority(b, rng, k):
    b.what = "a value with many uses, the first wanting the minority layout"
    m, n = rng.choice(SIZES)
    x = b.param("x", [m, n], pick_layout(rng))
    a = elementwise(b, rng, "a", x)
    uses = 3 + k % 4
    majority = rng.choice([ROW, COL])
    minority = COL if majority == ROW else ROW
    names, layouts = [], []
    for i in range(uses):
        layout = minority if i == 0 else majority
        if k % 3 == 2 and i > 0 and i % 2 == 0:
            # A direct use of the value, which agrees with the majority.
            names.append(a)
            layouts.append(COL if layout == ROW else ROW)
            continue
        names.append(b.transpose("t%d" % i, a, [1, 0], layout))
        layouts.append(layout)
    b.root(names, layouts)


def motif_reduce(b, rng, k):
    m, n = rng.choice(SIZES)
    form = k % 3
    if form == 0:
        b.what = "a reduction of a transpose, both returned"
        x = b.param("x", [m, n], pick_layout(rng))
        a = elementwise(b, rng, "a", x)
        t = b.transpose("t", a, [1, 0])
        r = b.reduce("r", t, [rng.choice([0, 1])])
        b.root([r, t], [(0,), pick_layout(rng)])
    elif form == 1:
        b.what = "a rank-3 reduction of a transpose into a rank-2 result"
        x = b.param("x", [8, m, n // 2], pick_layout(rng, 3))
        a = elementwise(b, rng, "a", x)
        t = b.transpose("t", a, rng.choice([[2, 0, 1], [1, 0, 2], [0, 2, 1]]))
        r = b.reduce("r", t, [rng.choice([0, 1, 2])])
        b.root(r, pick_layout(rng))
    else:
        b.what = "a row reduction of a transposed value, which is returned"
        b.what += " transposed back"
        x = b.param("x", [m, n], pick_layout(rng))
        t = b.transpose("t", x, [1, 0])
        e = elementwise(b, rng, "e", t)
        r = b.reduce("r", e, [1])
        t2 = b.transpose("t2", e, [1, 0])
        b.root([r, t2], [(0,), pick_layout(rng)])


def motif_dot_after(b, rng, k):
    m, n = rng.choice(SIZES)
    p = rng.choice([16, 32, 48])
    x = b.param("x", [m, n], pick_layout(rng))
    form = k % 4
    if form == 0:
        b.what = "a dot whose A is a transposed value"
        a = elementwise(b, rng, "a", x)
        t = b.transpose("t", a, [1, 0])
        w = b.param("w", [m, p], pick_layout(rng))
        b.root(b.dot("d", t, w, 1, 0), pick_layout(rng))
    elif form == 1:
        b.what = "a dot whose B is a transposed value"
        w = b.param("w", [p, n], pick_layout(rng))
        e = elementwise(b, rng, "e", x)
        t = b.transpose("t", e, [1, 0])
        b.root(b.dot("d", w, t, 1, 0), pick_layout(rng))
    elif form == 2:
        b.what = "a dot that reads one transposed value twice"
        a = elementwise(b, rng, "a", x)
        t = b.transpose("t", a, [1, 0])
        b.root(b.dot("d", t, t, 1, 1), pick_layout(rng))
    else:
        b.what = "a dot of an elementwise op of a transpose, both returned"
        w = b.param("w", [p, m], pick_layout(rng))
        t = b.transpose("t", x, [1, 0])
        e = elementwise(b, rng, "e", t)
        d = b.dot("d", e, w, 1, 1)
        b.root([d, e], [pick_layout(rng), pick_layout(rng)])


def motif_root_layout(b, rng, k):
    m, n = rng.choice(SIZES)
    form = k % 4
    if form == 0:
        b.what = "a chain of elementwise ops into a column-major result"
        x = b.param("x", [m, n])
        y = b.param("y", [m, n])
        a = elementwise(b, rng, "a", x, y)
        e = elementwise(b, rng, "e", a)
        b.root(b.binary("o", "multiply", e, y), COL)
    elif form == 1:
        b.what = "a value and its transpose, both returned column-major"
        x = b.param("x", [m, n])
        a = elementwise(b, rng, "a", x)
        t = b.transpose("t", a, [1, 0])
        b.root([t, a], [COL, COL])
    elif form == 2:
        b.what = "a rank-3 value and its transpose, returned in given layouts"
        x = b.param("x", [4, m, n // 2], pick_layout(rng, 3))
        a = elementwise(b, rng, "a", x)
        t = b.transpose("t", a, [2, 0, 1])
        b.root([a, t], [pick_layout(rng, 3), pick_layout(rng, 3)])
    else:
        b.what = "a copy between layouts, then a column-major result"
        x = b.param("x", [m, n])
        a = elementwise(b, rng, "a", x)
        c = b.op("c", [m, n], "copy(a)")
        e = elementwise(b, rng, "e", c, x)
        b.root([e, c], [COL, pick_layout(rng)])


def motif_col_param(b, rng, k):
    m, n = rng.choice(SIZES)
    form = k % 4
    x = b.param("x", [m, n], COL)
    if form == 0:
        b.what = "a unary op of a column-major parameter, transposed"
        e = elementwise(b, rng, "e", x)
        b.root(b.transpose("t", e, [1, 0]), rng.choice([ROW, COL]))
    elif form == 1:
        b.what = "a binary op of column-major parameters, transposed"
        y = b.param("y", [m, n], rng.choice([ROW, COL]))
        a = elementwise(b, rng, "a", x, y)
        t = b.transpose("t", a, [1, 0])
        e = elementwise(b, rng, "e", t)
        b.root([e, a], [ROW, ROW])
    elif form == 2:
        b.what = "transposes of a column-major parameter that cancel"
        t = b.transpose("t", x, [1, 0])
        e = elementwise(b, rng, "e", t)
        t2 = b.transpose("t2", e, [1, 0])
        b.root([b.binary("o", rng.choice(BINARY), t2, x), t], [ROW, ROW])
    else:
        b.what = "a dot of column-major parameters, transposed"
        w = b.param("w", [n, 32], COL)
        a = elementwise(b, rng, "a", x)
        d = b.dot("d", a, w, 1, 0)
        b.root(b.transpose("t", d, [1, 0]), ROW)


def motif_bounded(b, rng, k):
    m, n = rng.choice(SIZES)
    form = k % 3
    if form == 0:
        b.what = "a bounded (<=) value transposed, then a unary op"
        x = b.param("x", ["<=%d" % m, n], pick_layout(rng))
        t = b.transpose("t", x, [1, 0])
        b.root(b.unary("e", rng.choice(UNARY), t), pick_layout(rng))
    elif form == 1:
        b.what = "a bounded (<=) binary op and its transpose, both returned"
        x = b.param("x", ["<=%d" % m, n], pick_layout(rng))
        y = b.param("y", ["<=%d" % m, n], pick_layout(rng))
        a = b.binary("a", rng.choice(BINARY), x, y)
        t = b.transpose("t", a, [1, 0])
        b.root([t, a], [pick_layout(rng), pick_layout(rng)])
    else:
        b.what = "bounded (<=) transposes that cancel"
        x = b.param("x", [m, "<=%d" % n], pick_layout(rng))
        t1 = b.transpose("t1", x, [1, 0])
        e = b.unary("e", rng.choice(UNARY), t1)
        t2 = b.transpose("t2", e, [1, 0])
        b.root(b.binary("o", rng.choice(BINARY), t2, x), pick_layout(rng))


def motif_dot_result(b, rng, k):
    m, n = rng.choice(SIZES)
    p = rng.choice([16, 32, 48])
    x = b.param("x", [m, n], pick_layout(rng))
    w = b.param("w", [n, p], pick_layout(rng))
    d = b.dot("d", x, w, 1, 0)
    form = k % 4
    if form == 0:
        b.what = "a dot whose transpose is the result"
        b.root(b.transpose("t", d, [1, 0]), pick_layout(rng))
    elif form == 1:
        b.what = "a dot transposed, then a unary op"
        t = b.transpose("t", d, [1, 0])
        b.root(b.unary("e", rng.choice(UNARY), t), pick_layout(rng))
    elif form == 2:
        b.what = "a dot and its transpose, both returned"
        t = b.transpose("t", d, [1, 0])
        b.root([t, d], [pick_layout(rng), pick_layout(rng)])
    else:
        b.what = "a dot read by a second dot and transposed"
        v = b.param("v", [p, 24], pick_layout(rng))
        t = b.transpose("t", d, [1, 0])
        d2 = b.dot("d2", d, v, 1, 0)
        b.root([d2, t], [pick_layout(rng), pick_layout(rng)])


def motif_structural(b, rng, k):
    m, n = rng.choice(SIZES)
    x = b.param("x", [m, n], pick_layout(rng))
    a = elementwise(b, rng, "a", x)
    t = b.transpose("t", a, [1, 0])
    form = k % 5
    if form == 0:
        b.what = "a reshape of a transposed value to one dimension"
        b.root(b.op("r", [m * n], "reshape(%s)" % t), (0,))
    elif form == 1:
        b.what = "a reshape of a transposed value to three dimensions"
        r = b.op("r", [n, 2, m // 2], "reshape(%s)" % t)
        b.root(r, pick_layout(rng, 3))
    elif form == 2:
        b.what = "a slice of a transposed value, then a unary op"
        s = b.op("s", [n // 2, m],
                 "slice(%s), slice={[0:%d], [0:%d]}" % (t, n // 2, m))
        b.root(b.unary("e", rng.choice(UNARY), s), pick_layout(rng))
    elif form == 3:
        b.what = "a concatenation of a transposed value and a parameter"
        y = b.param("y", [n, m], pick_layout(rng))
        c = b.op("c", [2 * n, m],
                 "concatenate(%s, %s), dimensions={0}" % (t, y))
        b.root(c, pick_layout(rng))
    else:
        b.what = "a pad of a transposed value, then a unary op"
        z = b.zero()
        p = b.op("p", [n + 4, m], "pad(%s, %s), padding=2_2x0_0" % (t, z))
        b.root(b.unary("e", rng.choice(UNARY), p), pick_layout(rng))


MOTIFS = [
    ("cancel", motif_cancel, 12, "transposes that cancel"),
    ("around", motif_around, 12, "a transpose around an elementwise op"),
    ("diamond", motif_diamond, 12,
     "a value whose two consumers want different layouts"),
    ("majority", motif_majority, 12,
     "a value with many uses, the first wanting the minority layout"),
    ("reduce", motif_reduce, 12, "reductions after transposes"),
    ("dot-after", motif_dot_after, 12, "dots after transposes"),
    ("root-layout", motif_root_layout, 12, "results in non-default layouts"),
    ("col-param", motif_col_param, 12, "column-major parameters"),
    ("bounded", motif_bounded, 6, "bounded (<=) dimensions: padded layouts"),
    ("dot-result", motif_dot_result, 12, "a dot whose result is transposed"),
    ("structural", motif_structural, 14,
     "reshape, slice, concatenate or pad of a transposed value"),
]


def add_extra_result(b, rng):
    """Returns one more intermediate value, in a random layout."""
    kind, names, layouts = b.result
    taken = set(names)
    candidates = [ins for ins in b.body
                  if len(ins[1]) >= 2 and ins[0] not in taken]
    if not candidates:
        return
    ins = rng.choice(candidates)
    b.result = ("tuple", names + [ins[0]],
                layouts + [pick_layout(rng, len(ins[1]))])
    if kind == "one":
        # The former ROOT is now an intermediate: its layout as written is
        # the writer's choice.
        for other in b.body:
            if other[0] == names[0]:
                other[3] = None
    b.what += "; %s also returned" % ins[0]


def generate(args):
    os.makedirs(args.outdir, exist_ok=True)
    rng = random.Random(20261207)
    count = 0
    for motif, build, n, _ in MOTIFS:
        for k in range(n):
            name = "%s_%02d" % (motif.replace("-", "_"), k)
            b = Builder(name, motif, "", rng)
            build(b, rng, k)
            if motif not in ("majority", "bounded") and rng.random() < 0.3:
                add_extra_result(b, rng)
            with open(os.path.join(args.outdir, "%03d_%s.hlo" %
                                   (count, name)), "w") as f:
                f.write(b.text())
            count += 1
    print("wrote %d modules to %s" % (count, args.outdir))
    return 0


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    g = sub.add_parser("generate", help="write the modules")
    g.add_argument("outdir")
    g.set_defaults(func=generate)
    m = sub.add_parser("measure", help="measure modules")
    m.add_argument("files", nargs="+")
    m.add_argument("--build-dir", default=os.path.join(root, "build"))
    m.add_argument("--llvm-dir", default="/usr/lib/llvm-22")
    m.add_argument("--no-values", action="store_true",
                   help="do not run the modules")
    m.add_argument("--max-assignments", type=int, default=1024)
    m.add_argument("--write-corpus", metavar="FILE",
                   help="write the modules and their figures as a lit test")
    m.set_defaults(func=measure)
    c = sub.add_parser("check", help="check bufferized output (lit)")
    c.add_argument("corpus")
    c.add_argument("--field", default="OPTIMUM")
    c.add_argument("--missed-at-most", action="store_true",
                   help="a missed module may copy from its optimum up to "
                        "its recorded bytes")
    c.set_defaults(func=check)
    n = sub.add_parser("never-worse",
                       help="the pass against no pass, module by module")
    n.add_argument("file", help="HLO modules, one after the other; - for "
                                "stdin")
    n.add_argument("--build-dir", default=os.path.join(root, "build"))
    n.add_argument("--llvm-dir", default="/usr/lib/llvm-22")
    n.set_defaults(func=never_worse)
    args = parser.parse_args()
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
