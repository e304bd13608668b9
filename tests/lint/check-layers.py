#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
"""Checks that every #include "folder/..." in the product code respects the layers of
docs/ARCHITECTURE.md (whose folder tables must say what the lists below say): core's folders from the bottom up (stats, model, catalog and report,
scratch, verify and smallfiles, conditions, engine and safety, runner, helperprotocol, health, helperclient, history, batch, certificate, station), each including only those below it
and itself; the helper, the run options and the two programs above core; nothing includes
the programs. In the desktop app (app/gui, included as "gui/<folder>/<file>.h") a feature folder
includes its own files, widgets/, and of another feature only the headers that feature offers
(GUI_OFFERS); widgets/ includes no feature; the files at app/gui's root are the program, which
no folder includes. The engine's internals are left to the compiler (engine/internal.h).
Within and across folders, no two product files include each other, directly or around a circle:
a file and its header count as one (cdmtext.cpp including sustainedreport.h while sustainedreport.cpp
includes cdmtext.h is a circle), so a piece two files share lives below both.
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
    # Which results are of one model and comparable, where one stands among them.
    "peers": {"stats", "model"},
    "report": {"stats", "model", "peers"},
    "conditions": {"stats", "model", "catalog"},
    "engine": {"stats", "model", "catalog", "conditions", "verify", "smallfiles"},
    "safety": {"stats", "model", "catalog"},
    "runner": {"stats", "model", "catalog", "conditions", "report", "engine", "safety"},
    "helperprotocol": {"stats", "model", "catalog", "conditions", "report", "engine", "safety", "runner"},
    "helperclient": {"stats", "model", "catalog", "conditions", "report", "engine", "safety", "runner", "helperprotocol",
                     "health"},
    "health": {"stats", "model", "catalog", "conditions", "report", "engine", "safety", "runner"},
    "history": {"stats", "model", "peers", "report"},
    "batch": {"stats", "model", "catalog", "peers", "report"},
    "certificate": {"stats", "model", "catalog", "peers", "report", "batch"},
    # The test station: drives that appear, the chain run on each through runners, their certificates, udisks' power-off.
    "station": {"stats", "model", "catalog", "conditions", "report", "engine", "safety", "runner", "health", "batch",
                "certificate"},
}
ALL_CORE = set(CORE_BELOW) - {"helperclient", "helperprotocol", "health", "history", "certificate", "station"}
ABOVE_CORE = {
    # The helper runs the Health Check's drivers (NVMe on the run's descriptor, udisks for ATA) as root.
    "helper": ALL_CORE | {"helperprotocol", "health"},
    "app/runarguments": ALL_CORE,
    "app/cli": ALL_CORE | {"helperclient", "helperprotocol", "health", "history", "certificate", "station"},
    "app/gui": ALL_CORE | {"helperclient", "helperprotocol", "health", "history", "certificate", "station"},
}
# What each feature folder of app/gui offers the others: its main widgets and what they build on.
# Anything else in a folder is its own; widgets/ (small helpers several features use) is open to all.
GUI_OFFERS = {
    "window": {"mainwindow.h"},
    "settings": {"appsettings.h", "language.h", "theme.h", "settingsmenu.h"},
    "target": {"runtarget.h", "targetselector.h", "targetlist.h", "driveinfopanel.h", "conditionsbeforerun.h"},
    "options": {"runoptionsbar.h"},
    "run": {"runcontroller.h", "runnerfactory.h", "runpreflight.h", "progresspanel.h", "destroydatadialog.h",
            "sleepinhibitor.h"},
    "results": {"resultsgrid.h", "resultscaption.h", "trustbanner.h", "resultcell.h", "resulttooltip.h", "peersline.h"},
    "charts": {"chartspage.h", "livechart.h", "chartstyle.h", "resultchart.h", "blockmapview.h"},
    # The test kinds' window parts: the interface a kind's parts implement and the one registration that the options,
    # the Results tab, the Charts page and the picture ask (windowPartsFor()). The registration is the one file that
    # names every kind's parts, so each kind folder offers its parts to it ("*windowparts.h" below).
    "kinds": {"kindwindowparts.h", "windowparts.h"},
    "verify": {"verifypanel.h", "verifychart.h", "capacitybar.h", "verifywindowparts.h"},
    "smallfiles": {"smallfilespanel.h", "smallfilescharts.h", "smallfilesfigures.h", "smallfileswindowparts.h"},
    "surface": {"surfaceblockmap.h", "surfaceimagemap.h", "surfacewindowparts.h", "positionmapchart.h"},
    "burnin": {"burninwindowparts.h"},
    "health": {"healthcheckpanel.h", "healthcheckwindowparts.h"},
    "history": {"historypage.h", "historysaver.h"},
    "batch": {"batchwindow.h", "batchreportfields.h"},
    "station": {"stationwindow.h"},
    # The picture's figure table, palette and fonts: a kind's parts draw its own body of the picture with them. The comparison's
    # picture, the colour of a change and saving a picture: the history's Compare dialog shows, colours and saves alike.
    "share": {"shareactions.h", "imagefiguretable.h", "imagepalette.h", "imagedrawing.h", "compareimage.h", "deltacolour.h",
              "sharefile.h"},
    "widgets": None,  # all of it
}
GUI_ROOT = "app/gui"
INCLUDE = re.compile(r'^\s*#\s*include\s+"([a-z0-9_]+)/[^"]+"', re.MULTILINE)
GUI_INCLUDE = re.compile(r'^\s*#\s*include\s+"gui/(?:([a-z0-9_]+)/)?([^"/]+)"', re.MULTILINE)
ANY_INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.MULTILINE)
# Where a quoted include is looked for besides the including file's folder: the include directories of the targets.
INCLUDE_ROOTS = ("core", "app/runarguments", "app", "")


def folder_of(path, src):
    parts = path.relative_to(src).parts
    if parts[0] == "core" and len(parts) > 2:
        return parts[1], CORE_BELOW.get(parts[1])
    if parts[:2] == ("app", "gui") and len(parts) > 3:
        feature = parts[2]
        return "app/gui/" + feature, (ABOVE_CORE["app/gui"] | {"gui"}) if feature in GUI_OFFERS else None
    if parts[:2] == ("app", "gui"):
        return GUI_ROOT, ABOVE_CORE["app/gui"] | {"gui"}
    if parts[0] == "app" and len(parts) > 2:
        name = "app/" + parts[1]
        return name, ABOVE_CORE.get(name)
    if parts[0] == "helper":
        return "helper", ABOVE_CORE["helper"]
    return None, None


def gui_problems(relative, folder, text):
    """The includes of app/gui's own files by @p relative (in @p folder) that reach into another feature."""
    feature = folder.split("/")[2] if folder != GUI_ROOT else None
    problems = []
    for included_feature, name in GUI_INCLUDE.findall(text):
        if included_feature == feature:
            continue
        if not included_feature:
            if feature is not None:
                problems.append(f"{relative}: includes gui/{name}, the program's own (app/gui's root)")
            continue
        if feature == "widgets":
            problems.append(f"{relative}: includes gui/{included_feature}/{name}; widgets/ uses no feature")
            continue
        offered = GUI_OFFERS.get(included_feature, set())
        if offered is not None and name not in offered:
            problems.append(f"{relative}: includes gui/{included_feature}/{name}, which {included_feature}/ does not "
                            f"offer to {feature or 'the program'} (GUI_OFFERS in tests/lint/check-layers.py)")
    return problems


def missing_offers(src):
    """Offered headers that do not exist: the list must say what the folders hold."""
    return [f"app/gui/{feature}/{name}: offered in GUI_OFFERS but missing"
            for feature, names in sorted(GUI_OFFERS.items()) for name in sorted(names or ())
            if not (src / "app" / "gui" / feature / name).is_file()]


def product_files(src):
    for path in sorted(src.glob("**/*")):
        if path.suffix in (".cpp", ".h") and path.is_file() and path.relative_to(src).parts[0] in ("core", "app", "helper"):
            yield path


def unit_of(path, src):
    """A file and its header are one unit: "core/report/cdmtext"."""
    return path.relative_to(src).with_suffix("").as_posix()


def included_units(path, src, units):
    for name in ANY_INCLUDE.findall(path.read_text()):
        for root in (path.parent, *(src / r for r in INCLUDE_ROOTS)):
            target = (root / name).resolve()
            if target.suffix in (".cpp", ".h") and target.is_file() and target.is_relative_to(src):
                unit = unit_of(target, src)
                if unit in units:
                    yield unit
                break


def circles(src, files):
    """The include circles between units, each as one path around it ("a -> b -> a"), found with Tarjan's
    strongly connected components."""
    units = {unit_of(path, src) for path in files}
    edges = {unit: set() for unit in units}
    for path in files:
        own = unit_of(path, src)
        edges[own].update(unit for unit in included_units(path, src, units) if unit != own)
    index, low, stack, on_stack, components = {}, {}, [], set(), []

    def connect(unit):
        index[unit] = low[unit] = len(index)
        stack.append(unit)
        on_stack.add(unit)
        for other in sorted(edges[unit]):
            if other not in index:
                connect(other)
                low[unit] = min(low[unit], low[other])
            elif other in on_stack:
                low[unit] = min(low[unit], index[other])
        if low[unit] == index[unit]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == unit:
                    break
            if len(component) > 1:
                components.append(sorted(component))

    for unit in sorted(units):
        if unit not in index:
            connect(unit)
    found = []
    for component in sorted(components):
        members = set(component)
        path, seen = [component[0]], {component[0]}
        while True:  # walks inside the component until it comes back to a unit on the path
            following = sorted(edges[path[-1]] & members)
            step = next((u for u in following if u == component[0]), None) or next(
                (u for u in following if u not in seen), following[0])
            path.append(step)
            if step in seen:
                break
            seen.add(step)
        start = path.index(path[-1])
        found.append((component, " -> ".join(path[start:])))
    return found


DOC_ROW = re.compile(r"^\| `([a-z0-9_/]+)` \|[^|]*\| ([^|]*) \|$", re.MULTILINE)


def doc_problems(src):
    """The folder tables of docs/ARCHITECTURE.md against the lists above: a row per folder, its last column the folders
    it may include ("core": every folder of ALL_CORE; "—": none) or, for gui/<feature>, the headers it offers."""
    doc = src / "docs" / "ARCHITECTURE.md"
    if not doc.is_file():
        return []
    said = {name: {item.strip() for item in column.split(",")} - {"—", ""} for name, column in DOC_ROW.findall(doc.read_text())}
    expected = {f"core/{name}": below for name, below in CORE_BELOW.items()}
    expected.update(ABOVE_CORE)
    expected.update({f"gui/{name}": names for name, names in GUI_OFFERS.items()})
    problems = []
    for name, want in sorted(expected.items()):
        if name not in said:
            problems.append(f"docs/ARCHITECTURE.md: no row for {name} in its folder tables")
            continue
        got = said[name]
        if name in ABOVE_CORE and "core" in got:
            got = (got - {"core"}) | ALL_CORE
        if want is None:
            want = {"everything"}
        if got != want:
            problems.append(f"docs/ARCHITECTURE.md: {name} says {', '.join(sorted(got))}; the lint has "
                            f"{', '.join(sorted(want))}")
    return problems


def main():
    src = pathlib.Path(sys.argv[1]).resolve()
    files = list(product_files(src))
    problems = missing_offers(src) if (src / "app" / "gui").is_dir() else []
    problems += doc_problems(src)
    for path in files:
        relative = path.relative_to(src)
        folder, allowed = folder_of(path, src)
        if allowed is None:
            problems.append(f"{relative}: in no layer; add its folder to tests/lint/check-layers.py and docs/ARCHITECTURE.md")
            continue
        own = folder.split("/")[-1]
        text = path.read_text()
        for included in INCLUDE.findall(text):
            if included != own and included not in allowed:
                problems.append(f"{relative}: includes {included}/, which is not below {folder}")
        if folder.startswith(GUI_ROOT):
            problems += gui_problems(relative, folder, text)
    for component, circle in circles(src, files):
        problems.append(f"include circle between {', '.join(component)}: {circle}")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
