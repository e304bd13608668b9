#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
"""Fails on a reference to a work item ("issue 42", "the issue's note") in the code, the tests or the docs.

A reader of the source cannot open the tracker the work was filed in, so such a reference tells nothing: a comment says
why in its own words. Result files and other data (tests/data) and generated catalogues (*.ts) are not read.

Usage: check-issue-references.py SOURCE_DIR
       check-issue-references.py --self-test   (plants a reference and a clean file, and checks that only one is found)

>>> import tempfile, pathlib
>>> with tempfile.TemporaryDirectory() as d:
...     _ = (pathlib.Path(d) / "core").mkdir()
...     _ = (pathlib.Path(d) / "core" / "a.cpp").write_text("// the burn-in (issue 42): every block\\n")
...     _ = (pathlib.Path(d) / "core" / "b.cpp").write_text("// issues a command; tissue 4 is fine\\n")
...     [(p.name, n) for p, n, _ in findings(pathlib.Path(d))]
[('a.cpp', 1)]
"""
import pathlib
import re
import sys

FOLDERS = ("app", "core", "helper", "tests", "docs", "packaging", "translations", "cmake")
TOP_FILES = ("README.md", "CONTRIBUTING.md", "CMakeLists.txt")
SUFFIXES = {".cpp", ".h", ".hpp", ".c", ".py", ".sh", ".md", ".txt", ".cmake", ".in", ".yml", ".yaml", ".json", ".1"}
SKIPPED = ("tests/data", "tests/lint/check-issue-references.py")  # data; this file, which names what it looks for
REFERENCE = re.compile(r"\b[Ii]ssues? #?\d+|\b(?:the|this|that) issue\b|\bissue's\b", re.IGNORECASE)


def sources(root):
    for name in TOP_FILES:
        if (root / name).is_file():
            yield root / name
    for folder in FOLDERS:
        for path in sorted((root / folder).rglob("*")):
            relative = path.relative_to(root).as_posix()
            if path.is_file() and path.suffix in SUFFIXES and not relative.startswith(SKIPPED):
                yield path


def findings(root):
    for path in sources(root):
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except UnicodeDecodeError:
            continue
        for number, line in enumerate(lines, 1):
            if REFERENCE.search(line):
                yield path, number, line.strip()


def main(argv):
    if argv[1:] == ["--self-test"]:
        import doctest
        failed, _ = doctest.testmod()
        return 1 if failed else 0
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    root = pathlib.Path(argv[1])
    found = list(findings(root))
    for path, number, line in found:
        print(f"{path.relative_to(root)}:{number}: a reference to a work item: {line}")
    if found:
        print(f"{len(found)} references: say why in the comment's own words", file=sys.stderr)
        return 1
    print("no references to work items")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
