#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
"""A test kind is named only in its own files and in the registries that list every kind: code that serves any kind
asks a kind's parts (their traits, settings, runner, report, words, window parts) instead of naming one. "Naming" is
an enumerator of TestKind (TestKind::BurnIn, Profile::Kind::BurnIn, K::BurnIn) or the type of a kind's settings
(BurnInOptions), outside comments. A kind's own files are those whose name starts with one of its stems, or that lie
in one of its folders; a kind's file names its own family only.
Usage: check-kind-names.py SOURCE_DIR        the product code's lines that name a kind outside its own files
       check-kind-names.py --self-test       plants a generic file naming a kind and a kind's own, and checks that
                                             only the first is found"""
import pathlib
import re
import sys
import tempfile

# Each kind's family: the kinds it names, its files' stems and its folders.
FAMILIES = {
    "speed tests": ({"Standard", "QueueDepthSweep", "SyncWriteLatency", "BlockSizeSweep"},
                    ("timedruns", "speedtest", "blocksizechart", "sweepchart"), ()),
    "sustained write": ({"SustainedWrite"}, ("sustained",), ()),
    "surface tests": ({"PositionMap", "AccessTime", "ReadScan"}, ("surface", "positionmap", "accesstime"),
                      ("app/gui/surface",)),
    "capacity checks": ({"CapacityProbe", "Verify"}, ("capacity", "verify", "fillverify"),
                        ("core/verify", "app/gui/verify")),
    "small files": ({"SmallFiles"}, ("smallfiles", "filesarguments"), ("core/smallfiles", "app/gui/smallfiles")),
    "health check": ({"HealthCheck"}, ("healthcheck",), ("app/gui/health",)),
    "burn-in": ({"BurnIn"}, ("burnin",), ("app/gui/burnin",)),
}
# The settings' types, by kind.
OPTION_TYPES = {"SurfaceOptions": "PositionMap", "SmallFilesOptions": "SmallFiles", "HealthCheckOptions": "HealthCheck",
                "BurnInOptions": "BurnIn"}
# The places that list every kind: its definition, the built-in profiles and each layer's registry.
REGISTRIES = {
    "core/model/testkind.h",
    "core/model/profile.cpp",
    "core/model/kindtraits.cpp",
    "core/model/kinds/kindoptionsparts.cpp",
    "core/engine/kinds/kindrunners.cpp",
    "core/report/kindreports.cpp",
    "core/report/progresswords.cpp",
    "core/report/beforerunnotes.cpp",
    "core/certificate/kindpictures.cpp",
    "app/runarguments/kindargumentparts.cpp",
    "app/gui/kinds/windowparts.cpp",
}
# Known, to move: the More… popup still builds the surface tests', small-files test's and Health Check's rows itself
# (the burn-in's are its own, gui/options/burninoptionrows).
KNOWN = {"app/gui/options/runmoreoptions.cpp"}

KINDS = set().union(*(kinds for kinds, _, _ in FAMILIES.values()))
ENUMERATOR = re.compile(r"\b(?:TestKind|Profile::Kind|K)::(" + "|".join(sorted(KINDS)) + r")\b")
OPTION_TYPE = re.compile(r"\b(" + "|".join(OPTION_TYPES) + r")\b")
COMMENT = re.compile(r"//.*$|/\*.*?\*/")


def own_kinds(relative):
    """The kinds a file may name: all for a registry, its family's for a kind's own file, none otherwise."""
    if relative in REGISTRIES or relative in KNOWN:
        return KINDS
    name = relative.rsplit("/", 1)[-1]
    kinds = set()
    for family, stems, folders in FAMILIES.values():
        if name.startswith(stems) or any(relative.startswith(folder + "/") for folder in folders):
            kinds |= family
    return kinds


def problems(src):
    found = []
    for path in sorted(src.glob("**/*")):
        relative = path.relative_to(src).as_posix()
        if path.suffix not in (".cpp", ".h") or not path.is_file() or relative.split("/")[0] not in ("core", "app", "helper"):
            continue
        allowed = own_kinds(relative)
        in_block = False
        for number, line in enumerate(path.read_text().splitlines(), 1):
            code = line
            if in_block:
                if "*/" not in code:
                    continue
                code, in_block = code.split("*/", 1)[1], False
            code = COMMENT.sub("", code)
            if "/*" in code:
                code, in_block = code.split("/*", 1)[0], True
            named = set(ENUMERATOR.findall(code)) | {OPTION_TYPES[t] for t in OPTION_TYPE.findall(code)}
            if named - allowed:
                found.append(f"{relative}:{number}: names {', '.join(sorted(named - allowed))} outside the kind's own "
                             f"files: ask the kind's parts (docs/ARCHITECTURE.md, Test kinds)")
    return found


def self_test():
    with tempfile.TemporaryDirectory() as directory:
        src = pathlib.Path(directory)
        (src / "core" / "runner").mkdir(parents=True)
        (src / "core" / "engine" / "kinds").mkdir(parents=True)
        (src / "core" / "runner" / "generic.cpp").write_text(
            "// TestKind::BurnIn in a comment is words\nbool f(Profile p) { return p.kind == Profile::Kind::BurnIn; }\n"
            "/* BurnInOptions\n   in a block */ int g();\nconst BurnInOptions *h();\n")
        (src / "core" / "engine" / "kinds" / "burninrunner.cpp").write_text("auto k = Profile::Kind::BurnIn;\n")
        (src / "core" / "engine" / "kinds" / "burninrecorder.cpp").write_text("auto k = TestKind::ReadScan;\n")
        found = problems(src)
        expected = ["core/engine/kinds/burninrecorder.cpp:1", "core/runner/generic.cpp:2", "core/runner/generic.cpp:5"]
        if [line.split(": ")[0] for line in found] != expected:
            print("FAIL: expected", expected, "got:\n" + "\n".join(found))
            return 1
    return 0


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    found = problems(pathlib.Path(sys.argv[1]).resolve())
    for line in found:
        print(line)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
