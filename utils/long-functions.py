#!/usr/bin/env python3
"""Fails when a C++ function body in lib/, tools/ or unittests/ is over 100
lines.

Usage: utils/long-functions.py [--max N] [files...]
(default: the tracked .cpp and .h files under lib/, tools/ and
unittests/). Prints
"file:line: name N lines" for each body over the limit, N counted from the
line of the opening brace to that of the closing one, and as its last line
"1 passed, 0 failed" or "0 passed, 1 failed".

It counts braces of clang-format'ed code outside comments and literals. A
brace opens a function body when the text before it (since the last ';',
'{' or '}') ends in a parameter list, possibly followed by qualifiers, a
trailing return type or a constructor's initializers, and it is not inside
another function body: lambdas and local classes count toward the function
that holds them.
"""
import argparse
import os
import re
import subprocess
import sys

NOT_FUNCTION = re.compile(r"^(namespace|struct|class|enum|union|extern)\b|=$")
CONTROL = re.compile(r"^(if|for|while|switch|catch|do)\b")
PARAMETERS_END = re.compile(
    r"\)(\s*(const|override|final|noexcept|mutable|&&|&))*"
    r"\s*(->\s*[\w:<>,\s*&]+|:\s*.*)?$",
    re.S,
)
NAME = re.compile(r"([~\w:]+(?:operator\s*\S+?)?)\s*\(")


def blank(text):
    """`text` with comments and string and character literals blanked out,
    newlines kept."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2) + 2
        elif text.startswith('R"', i) and (i == 0 or not text[i - 1].isalnum()):
            delimiter = re.match(r'R"([^(]*)\(', text[i:]).group(1)
            j = text.find(")" + delimiter + '"', i) + len(delimiter) + 2
        elif text[i] == '"' or (
            text[i] == "'"
            # A digit separator (1'000) is no literal.
            and not (i > 0 and text[i - 1].isalnum() and text[i + 1 : i + 2].isalnum())
        ):
            j = i + 1
            while j < n and text[j] != text[i]:
                j += 2 if text[j] == "\\" else 1
            j += 1
        else:
            out.append(text[i])
            i += 1
            continue
        out.append(re.sub(r"[^\n]", " ", text[i:j]))
        i = j
    return "".join(out)


def long_functions(path, limit):
    """(line, name, lines) of each function body of `path` over `limit`."""
    code = blank(open(path, encoding="utf-8").read())
    found, stack, start = [], [], 0
    for i, c in enumerate(code):
        if c not in ";{}":
            continue
        head = " ".join(code[start:i].split())
        start = i + 1
        if c == "{":
            in_function = any(is_function for is_function, _, _ in stack)
            is_function = (
                not in_function
                and not NOT_FUNCTION.search(head)
                and not CONTROL.match(head)
                and PARAMETERS_END.search(head) is not None
            )
            name = NAME.search(head.split(") :")[0]) if is_function else None
            stack.append((is_function, code.count("\n", 0, i) + 1,
                          name.group(1) if name else "?"))
        elif c == "}" and stack:
            is_function, line, name = stack.pop()
            lines = code.count("\n", 0, i) + 1 - line + 1
            if is_function and lines > limit:
                found.append((line, name, lines))
    return found


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--max", type=int, default=100)
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    files = args.files or subprocess.run(
        ["git", "ls-files", *[f"{d}/*.{e}" for d in ("lib", "tools", "unittests")
                                for e in ("cpp", "h")]],
        capture_output=True, text=True, check=True).stdout.split()
    failed = False
    for path in files:
        for line, name, lines in long_functions(path, args.max):
            print(f"{path}:{line}: {name} {lines} lines")
            failed = True
    print(f"function length check: {len(files)} files, bodies of at most "
          f"{args.max} lines" if not failed else
          f"function length check: the bodies above are over {args.max} lines")
    print("0 passed, 1 failed" if failed else "1 passed, 0 failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
