#!/usr/bin/env python3
"""Runs the code snippets of a Markdown page, so that they stay true.

    utils/readme-snippets.py PAGE.md --source-dir SRC --build-dir BUILD

The rules (docs/Testing.md, "The README's snippets"):

- Every fenced block names its language. `sh` and `mlir` blocks are run;
  any other language (`c`, `cmake`, `c++`, `text` for printed output) is
  only shown. A block without a language is an error.
- An `mlir` block is a whole module: BUILD/bin/shapes-opt must parse and
  verify it.
- An `sh` block runs with `bash -e -o pipefail` in a fresh directory that
  holds a link to every top-level entry of SRC (but `.git` and `build*`)
  and `build`, a link to BUILD. So it runs as written from the repository
  root, against the build under test, and the files it writes land in the
  fresh directory. PATH is the system's default, without the LLVM or shapes
  tool directories, as on a fresh machine.
- A block whose fence follows the line `<!-- readme-snippets: skip ... -->`
  (blank lines may stand between) is not run: the setup commands, which
  install and build, carry it.

Prints one line per block and a total; exits 1 if any block fails or if no
block ran.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

FENCE = re.compile(r"^(\s*)(```+)\s*([^`\s]*)\s*$")
SKIP = re.compile(r"^\s*<!--\s*readme-snippets:\s*skip\b.*-->\s*$")
RUN_LANGUAGES = ("sh", "mlir")
FRESH_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
TIMEOUT_SECONDS = 600


class Block:
    def __init__(self, line, language, text, skip):
        self.line = line
        self.language = language
        self.text = text
        self.skip = skip


def parse_blocks(page):
    """The fenced blocks of the page: (1-based line of the fence, language,
    text with the fence's indentation removed, skip marker)."""
    lines = page.split("\n")
    blocks = []
    i = 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            i += 1
            continue
        indent, fence, language = m.group(1), m.group(2), m.group(3)
        j = i - 1
        while j >= 0 and not lines[j].strip():
            j -= 1
        skip = j >= 0 and bool(SKIP.match(lines[j]))
        body = []
        k = i + 1
        while k < len(lines) and lines[k].strip() != fence:
            body.append(lines[k][len(indent):]
                        if lines[k].startswith(indent) else lines[k])
            k += 1
        if k == len(lines):
            raise SystemExit(f"line {i + 1}: unterminated fenced block")
        blocks.append(Block(i + 1, language, "\n".join(body) + "\n", skip))
        i = k + 1
    return blocks


def fresh_dir(source_dir, build_dir):
    work = tempfile.mkdtemp(prefix="readme-snippet-")
    for entry in os.listdir(source_dir):
        if entry == ".git" or entry.startswith("build"):
            continue
        os.symlink(os.path.join(source_dir, entry), os.path.join(work, entry))
    os.symlink(build_dir, os.path.join(work, "build"))
    return work


def run(cmd, cwd, stdin_text=None):
    env = dict(os.environ, PATH=FRESH_PATH)
    try:
        p = subprocess.run(cmd, cwd=cwd, env=env, input=stdin_text,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           text=True, timeout=TIMEOUT_SECONDS)
        return p.returncode, p.stdout
    except subprocess.TimeoutExpired as e:
        out = e.stdout if isinstance(e.stdout, str) else ""
        return -1, f"{out}\n(timed out after {TIMEOUT_SECONDS} s)"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("page")
    ap.add_argument("--source-dir", required=True)
    ap.add_argument("--build-dir", required=True)
    args = ap.parse_args()
    source_dir = os.path.abspath(args.source_dir)
    build_dir = os.path.abspath(args.build_dir)
    shapes_opt = os.path.join(build_dir, "bin", "shapes-opt")
    name = os.path.basename(args.page)
    with open(args.page, encoding="utf-8") as f:
        blocks = parse_blocks(f.read())

    ran = {language: 0 for language in RUN_LANGUAGES}
    failed = 0
    for b in blocks:
        where = f"{name}:{b.line}"
        if not b.language:
            print(f"FAIL {where}: a fenced block without a language "
                  "(write `text` for output)")
            failed += 1
            continue
        if b.language not in RUN_LANGUAGES:
            print(f"shown {where} ({b.language})")
            continue
        if b.skip:
            print(f"skipped {where} ({b.language}, marked)")
            continue
        work = fresh_dir(source_dir, build_dir)
        if b.language == "mlir":
            path = os.path.join(work, "snippet.mlir")
            with open(path, "w", encoding="utf-8") as f:
                f.write(b.text)
            status, out = run([shapes_opt, path, "-o", os.devnull], work)
        else:
            status, out = run(["bash", "-e", "-o", "pipefail", "-c", b.text],
                              work)
        subprocess.run(["rm", "-rf", work])
        if status != 0:
            print(f"FAIL {where} ({b.language}): exit {status}")
            print("---- snippet ----\n" + b.text + "---- output ----")
            print(out.rstrip()[-4000:])
            print("----")
            failed += 1
        else:
            print(f"ok {where} ({b.language})")
            ran[b.language] += 1
    total = sum(ran.values())
    print(f"{name}: {ran['mlir']} mlir and {ran['sh']} sh snippets ran, "
          f"{failed} failed")
    if total == 0:
        print(f"FAIL {name}: no snippet ran")
        return 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
