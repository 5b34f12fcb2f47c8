#!/usr/bin/env python3
"""The clang-tidy cache keys of sources (utils/tidy.sh).

  tidy_keys.py BUILD SOURCE...   prints "<key> <source>" per source that
                                 BUILD compiles

A key is the SHA-256 of everything clang-tidy's verdict on a source
depends on: the source preprocessed with its compile command from
BUILD/compile_commands.json (every header it includes, ours and MLIR's,
with line markers; a precompiled header is replaced by the header it was
built from), that compile command, `.clang-tidy`, `utils/tidy.sh` and
`clang-tidy --version`. The checkout's and the build directory's paths are
replaced by placeholders, so that two clones of one commit have the same
keys. The same key means the same translation unit, checked the same way.
"""
import hashlib
import json
import os
import re
import shlex
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def normalize(text, build):
    return text.replace(build, "<build>").replace(ROOT, "<root>")


def preprocess_args(command):
    """The compile command as a preprocessor-only one, with the
    precompiled header's source included in its place."""
    args = shlex.split(command)
    out = []
    i = 0
    while i < len(args):
        arg = args[i]
        if arg == "-Xclang" and i + 3 < len(args) and args[i + 1] in (
                "-include-pch", "-include") and args[i + 2] == "-Xclang":
            if args[i + 1] == "-include":
                out += ["-include", args[i + 3]]
            i += 4
            continue
        if arg == "-o":
            i += 2
            continue
        out.append("-E" if arg == "-c" else arg)
        i += 1
    return out + ["-o", "-"]


def key(entry, build, common):
    command = entry["command"]
    preprocessed = subprocess.run(
        preprocess_args(command), cwd=entry["directory"], check=True,
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL).stdout
    digest = hashlib.sha256(common)
    # The output path is the only part of the command that may differ
    # between two builds of one commit beyond the two directories.
    digest.update(normalize(re.sub(r" -o \S+", "", command), build).encode())
    digest.update(normalize(preprocessed.decode("utf-8", "replace"),
                            build).encode())
    return digest.hexdigest()


def main(argv):
    build = os.path.realpath(argv[1])
    tidy = os.environ.get("CLANG_TIDY", "clang-tidy-22")
    common = b"".join([
        open(os.path.join(ROOT, ".clang-tidy"), "rb").read(),
        open(os.path.join(ROOT, "utils", "tidy.sh"), "rb").read(),
        subprocess.run([tidy, "--version"], check=True,
                       stdout=subprocess.PIPE).stdout,
    ])
    entries = {os.path.realpath(e["file"]): e for e in json.load(
        open(os.path.join(build, "compile_commands.json")))}
    # A source that BUILD does not compile (a fuzz target without
    # SHAPES_BUILD_FUZZERS) has no key and is not checked.
    sources = [s for s in map(os.path.realpath, argv[2:]) if s in entries]
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        keys = pool.map(lambda s: key(entries[s], build, common), sources)
    for source, k in zip(sources, keys):
        print(k, os.path.relpath(source, ROOT))


if __name__ == "__main__":
    main(sys.argv)
