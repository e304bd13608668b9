#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
"""Checks that every #include "folder/..." in the product code respects the layers of
docs/ARCHITECTURE.md: core's folders from the bottom up (stats, model, catalog and report,
scratch, verify and smallfiles, conditions, engine and safety, runner, helperprotocol, health, helperclient, history, batch, certificate), each including only those below it
and itself; the helper, the run options and the two programs above core; nothing includes
the programs. The engine's internals are left to the compiler (engine/internal.h).
Usage: check-layers.py SOURCE_DIR"""
import pathlib
import re
import sys

# What each folder may include, besides itself.
CORE_BELOW = {
    "stats": set(),
    "model": {"stats"},
    "i18n": set(),
    "scratch": {"stats", "model"},
    "verify": {"stats", "model", "scratch"},
    "smallfiles": {"stats", "model", "scratch"},
    "catalog": {"stats", "model"},
    "report": {"stats", "model"},
    "conditions": {"stats", "model", "catalog"},
    "engine": {"stats", "model", "catalog", "conditions", "verify", "smallfiles"},
    "safety": {"stats", "model", "catalog"},
    "runner": {"stats", "model", "catalog", "conditions", "report", "engine", "safety"},
    "helperprotocol": {"stats", "model", "catalog", "conditions", "report", "engine", "safety", "runner"},
    "helperclient": {"stats", "model", "catalog", "conditions", "report", "engine", "safety", "runner", "helperprotocol",
                     "health"},
    "health": {"stats", "model", "catalog", "conditions", "report", "engine", "safety", "runner"},
    "history": {"stats", "model", "report"},
    "batch": {"stats", "model", "catalog", "report"},
    "certificate": {"stats", "model", "catalog", "report", "batch"},
}
ALL_CORE = set(CORE_BELOW) - {"helperclient", "helperprotocol", "health", "history", "certificate"}
ABOVE_CORE = {
    "helper": ALL_CORE | {"helperprotocol"},
    "app/runarguments": ALL_CORE,
    "app/cli": ALL_CORE | {"helperclient", "helperprotocol", "health", "history", "certificate"},
    "app/gui": ALL_CORE | {"helperclient", "helperprotocol", "health", "history", "certificate"},
}
INCLUDE = re.compile(r'^\s*#\s*include\s+"([a-z0-9_]+)/[^"]+"', re.MULTILINE)


def folder_of(path, src):
    parts = path.relative_to(src).parts
    if parts[0] == "core" and len(parts) > 2:
        return parts[1], CORE_BELOW.get(parts[1])
    if parts[0] == "app" and len(parts) > 2:
        name = "app/" + parts[1]
        return name, ABOVE_CORE.get(name)
    if parts[0] == "helper":
        return "helper", ABOVE_CORE["helper"]
    return None, None


def main():
    src = pathlib.Path(sys.argv[1]).resolve()
    problems = []
    for path in sorted(src.glob("**/*")):
        if path.suffix not in (".cpp", ".h") or not path.is_file():
            continue
        relative = path.relative_to(src)
        if relative.parts[0] not in ("core", "app", "helper"):
            continue
        folder, allowed = folder_of(path, src)
        if allowed is None:
            problems.append(f"{relative}: in no layer; add its folder to tests/lint/check-layers.py and docs/ARCHITECTURE.md")
            continue
        own = folder.split("/")[-1]
        for included in INCLUDE.findall(path.read_text()):
            if included != own and included not in allowed:
                problems.append(f"{relative}: includes {included}/, which is not below {folder}")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


sys.exit(main())
