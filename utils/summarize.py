#!/usr/bin/env python3
"""Prints "N passed, M failed" for a lit xunit report and a ctest log.

Exits 1 if anything failed or nothing ran.
"""
import re
import sys
import xml.etree.ElementTree as ET


def lit_counts(path):
    passed = failed = 0
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError):
        return 0, 1
    for case in root.iter("testcase"):
        if case.find("failure") is not None or case.find("error") is not None:
            failed += 1
        elif case.find("skipped") is not None:
            continue
        else:
            passed += 1
    return passed, failed


def ctest_counts(path):
    try:
        text = open(path).read()
    except OSError:
        return 0, 1
    m = re.search(r"(\d+)% tests passed, (\d+) tests failed out of (\d+)", text)
    if not m:
        return 0, 1
    failed, total = int(m.group(2)), int(m.group(3))
    return total - failed, failed


lp, lf = lit_counts(sys.argv[1])
cp, cf = ctest_counts(sys.argv[2])
print(f"lit: {lp} passed, {lf} failed; unit: {cp} passed, {cf} failed")
print(f"{lp + cp} passed, {lf + cf} failed")
sys.exit(1 if (lf + cf) or not (lp + cp) else 0)
