#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
"""Fails when a translation catalogue is not complete and correct.

For each .ts file: re-extracts the sources with lupdate into a scratch copy (so a tr() string
that was never extracted shows up as new), then fails on
  - entries without a finished translation (new, unfinished or empty),
  - entries in the committed file that the sources no longer have (obsolete),
  - %1-style placeholders that differ between source and translation,
  - an &-accelerator in the source that the translation lacks (or the reverse),
  - a context named after a namespace only ("Sektor", "Sektor::Gui"): lupdate's guess for a tr()
    that is no Qt tr() (a free helper or a lambda), whose strings the program looks up under
    another context and so never translates.
Usage: check_translations.py LUPDATE SOURCES_LIST_FILE TS_FILE...
"""
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

PLACEHOLDER = re.compile(r"%L?(\d+)")
ACCELERATOR = re.compile(r"&(?!&)\w")
# Namespaces no translate() call names as its context: strings there were filed by lupdate's guess.
NAMESPACES = {"Sektor", "Sektor::Gui", "Sektor::Cli"}


def messages(ts_path):
    """(context, source) -> (translation texts, finished?) for every message."""
    result = {}
    for context in ET.parse(ts_path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            kind = translation.get("type", "") if translation is not None else "missing"
            forms = [f.text or "" for f in translation.iter("numerusform")] if translation is not None else []
            if not forms and translation is not None:
                forms = [translation.text or ""]
            finished = kind not in ("unfinished", "missing", "vanished", "obsolete") and all(forms)
            result[(name, source)] = (forms, finished, kind)
    return result


def check(lupdate, sources, ts_file):
    problems = []
    committed = messages(ts_file)
    with tempfile.TemporaryDirectory() as scratch:
        fresh_path = Path(scratch) / Path(ts_file).name
        shutil.copy(ts_file, fresh_path)
        subprocess.run([lupdate, "-locations", "none", "-no-obsolete", "-silent", *sources, "-ts", str(fresh_path)],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        fresh = messages(fresh_path)
    for key, (forms, finished, kind) in fresh.items():
        context, source = key
        if key not in committed:
            problems.append(f"not extracted into the catalogue: [{context}] {source!r}")
        elif not finished:
            problems.append(f"unfinished ({kind or 'empty'}): [{context}] {source!r}")
            continue
        for form in forms:
            if sorted(PLACEHOLDER.findall(source)) != sorted(PLACEHOLDER.findall(form)):
                problems.append(f"placeholders differ: [{context}] {source!r} -> {form!r}")
            if bool(ACCELERATOR.search(source)) != bool(ACCELERATOR.search(form)):
                problems.append(f"accelerator differs: [{context}] {source!r} -> {form!r}")
    for context in sorted({context for context, _ in fresh} & NAMESPACES):
        problems.append(f"strings filed under the namespace {context!r}: call a class's tr() "
                        "(Q_DECLARE_TR_FUNCTIONS) or QCoreApplication::translate() with a literal context")
    for key in committed.keys() - fresh.keys():
        problems.append(f"obsolete (no longer in the sources): [{key[0]}] {key[1]!r}")
    return problems


def main():
    if len(sys.argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    lupdate, sources_list, ts_files = sys.argv[1], sys.argv[2], sys.argv[3:]
    sources = [line for line in Path(sources_list).read_text().split(";") if line.strip()]
    failed = False
    for ts_file in ts_files:
        problems = check(lupdate, sources, ts_file)
        print(f"{Path(ts_file).name}: {len(messages(ts_file))} entries, {len(problems)} problems")
        for problem in problems:
            print(f"  {problem}")
        failed = failed or bool(problems)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
